// The Swift code blocks of docs/Migrating/RxGesture.md that use GestureKit, in the order they
// appear there, with what they need around them. scripts/check-doc-samples checks that every
// block is here; the iOS type-check (scripts/typecheck-ios) compiles this file.

#if canImport(UIKit)
  import Combine
  import GestureKit
  import UIKit

  enum RxGestureMigration {
    final class PhotoViewController: UIViewController {
      private let avatar = UIImageView()
      private let card = UIView()
      private let photo = UIImageView()
      private let drawer = UIView()
      private let scrollView = UIScrollView()

      override func viewDidLoad() {
        super.viewDidLoad()
        [scrollView, avatar, card, photo, drawer].forEach(view.addSubview)

        avatar.onTap { [weak self] in self?.openProfile() }

        card.onPan { [weak self] gesture in
          self?.move(by: gesture.translation(in: gesture.view), velocity: gesture.velocity)
        }

        photo.onTap { [weak self] in self?.dismissPhoto() }
        photo.onSwipe([.up, .down]) { [weak self] in self?.dismissPhoto() }

        photo.onLongPress { [weak self] _ in self?.showMenu() } ended: { [weak self] _ in
          self?.hideMenu()
        }
        photo.onPinch { gesture in
          gesture.view.transform = CGAffineTransform(scaleX: gesture.scale, y: gesture.scale)
        }
        photo.onRotate { gesture in
          gesture.view.transform = CGAffineTransform(rotationAngle: gesture.rotation)
        }
        view.onEdgePan(edges: .left) { [weak self] gesture in
          self?.reveal(gesture.translation.x)
        }
      }

      func configurations() {
        photo.onTap(configuration: TapRecognizer.Configuration(numberOfTaps: 3)) { [weak self] in
          self?.resetZoom()
        }
        card.onPan(configuration: PanRecognizer.Configuration(axis: .horizontal)) { [weak self] gesture in
          self?.move(by: gesture.translation, velocity: gesture.velocity)
        }
        let tap = avatar.onTap { [weak self] in self?.openProfile() }
        scrollView.panGestureRecognizer.require(toFail: tap.gestureRecognizers[0])
        tap.cancel()  // instead of disposing of the subscription
      }

      let taps = PassthroughSubject<CGPoint, Never>()

      func publishTaps() {
        avatar.onTap { [weak self] gesture in self?.taps.send(gesture.location) }
      }

      private func openProfile() {}
      private func dismissPhoto() {}
      private func showMenu() {}
      private func hideMenu() {}
      private func resetZoom() {}
      private func reveal(_ width: CGFloat) {}
      private func move(by translation: CGPoint, velocity: CGPoint) {
        card.transform = CGAffineTransform(translationX: translation.x, y: translation.y)
      }
    }
  }
#endif
