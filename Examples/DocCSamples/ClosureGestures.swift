// The Swift code blocks of Sources/GestureKit/GestureKit.docc/ClosureGestures.md, in the order they appear
// there, with what they need declared just before. scripts/check-doc-samples checks that every
// block is here; the iOS type-check (scripts/typecheck-ios) compiles this file.

#if canImport(UIKit)
  import GestureKit
  import UIKit

  enum ClosureGesturesSample {
    final class Drawer { func reveal(_ x: CGFloat) {} }
    struct Item {
      var id = 0
      var isLink = false
    }
    @MainActor protocol CardDelegate: AnyObject { func open(_ id: Int) }
    static func log(_ message: String) {}
    static func showMenu() {}

    @MainActor
    static func everyKind(pad: UIView, card: UIView, image: UIImageView, screen: UIView, drawer: Drawer) {
      pad.onTap { gesture in log("tap at \(gesture.location)") }
      pad.onDoubleTap { _ in log("double tap") }
      pad.onLongPress { _ in log("long press began") } ended: { _ in log("long press ended") }
      pad.onSwipe([.left, .right]) { gesture in log("swipe \(gesture.direction)") }
      pad.onPan { gesture in
        if gesture.phase == .changed { card.transform = .init(translationX: gesture.translation.x, y: 0) }
      }
      pad.onPinch { gesture in image.transform = .init(scaleX: gesture.scale, y: gesture.scale) }
      pad.onRotate { gesture in image.transform = .init(rotationAngle: gesture.rotation) }
      screen.onEdgePan(edges: .left) { gesture in drawer.reveal(gesture.translation.x) }
    }

    @MainActor
    static func configured(slider: UIView, track: UIView, photo: UIView) {
      var value: CGFloat = 0.5
      let start = value
      slider.onPan(configuration: PanRecognizer.Configuration(axis: .horizontal)) { gesture in
        value = start + gesture.translation.x / track.bounds.width
      }
      photo.onLongPress(configuration: LongPressRecognizer.Configuration(minimumPressDuration: 0.3)) { _ in
        showMenu()
      }
    }

    @MainActor
    final class MessageRowController {
      let row = UIView()
      let photo = UIImageView()
      func archive() {}
      func flag() {}
      func showDetails() {}
      func open() {}
      func zoom(_ gesture: ViewGesture) {}

      @MainActor
      func addNamedGestures() {
        let zoom = self.zoom
        row.onSwipe(.left, named: "Archive") { [weak self] in self?.archive() }
        row.onSwipe(.right, named: "Flag") { [weak self] in self?.flag() }
        row.onLongPress(named: "Show Details") { [weak self] in self?.showDetails() }
        row.onTap { [weak self] in self?.open() }
        photo.onPinch(adjustable: true) { gesture in zoom(gesture) }
      }
    }

    final class CardCell: UITableViewCell {
      let avatarView = UIImageView()
      weak var delegate: CardDelegate?

      func configure(with item: Item) {
        avatarView.onTap { [weak self] _ in self?.delegate?.open(item.id) }  // one handler, always
      }
    }

    final class LinkCell: UITableViewCell {
      let label = UILabel()
      weak var delegate: CardDelegate?

      func configure(with item: Item) {
        label.onTap(isEnabled: item.isLink) { [weak self] in self?.delegate?.open(item.id) }
      }
    }
  }
#endif
