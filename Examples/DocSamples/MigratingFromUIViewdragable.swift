// The Swift code blocks of docs/Migrating/UIView+dragable.md that use GestureKit, in the
// order they appear there, with what they need around them. scripts/check-doc-samples checks
// that every block is here; the iOS type-check (scripts/typecheck-ios) compiles this file.

#if canImport(UIKit)
  import GestureKit
  import UIKit

  enum UIViewDragableMigration {
    final class HomeViewController: UIViewController {
      private let floatingButton = UIButton(type: .system)
      private let sticker = UIImageView(image: UIImage(systemName: "star.fill"))
      private var stickerStart = CGPoint.zero

      override func viewDidLoad() {
        super.viewDidLoad()
        floatingButton.frame = CGRect(x: 0, y: 200, width: 56, height: 56)
        view.addSubview(floatingButton)
        view.addSubview(sticker)

        floatingButton.makeDraggable { [weak self] frame, _ in  // the left or right side, 12 pt in
          self?.saveButtonFrame(frame)
        }

        sticker.onPan { [weak self] gesture in  // dragable = YES: moves, never snaps
          guard let self else { return }
          if gesture.phase == .began { stickerStart = gesture.view.center }
          gesture.view.center = CGPoint(
            x: stickerStart.x + gesture.translation.x, y: stickerStart.y + gesture.translation.y)
        }
      }

      func moreOptions() {
        floatingButton.makeDraggable(
          anchors: .edges, insets: UIEdgeInsets(top: 38, left: 0, bottom: 0, right: 0), margin: 16)
        floatingButton.draggableController?.move(to: .topRight)  // springs there
        floatingButton.draggableController?.invalidate()  // an ordinary view again
      }

      private func saveButtonFrame(_ frame: CGRect) {
        UserDefaults.standard.set(NSCoder.string(for: frame), forKey: "floatingButtonFrame")
      }
    }
  }
#endif
