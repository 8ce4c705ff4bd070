// The Swift code blocks of Sources/GestureKit/GestureKit.docc/CoreRecognizersInUIKit.md, in the order they appear
// there, with what they need declared just before. scripts/check-doc-samples checks that every
// block is here; the iOS type-check (scripts/typecheck-ios) compiles this file.

#if canImport(UIKit)
  import GestureCore
  import GestureKit
  import UIKit

  enum CoreRecognizersInUIKitSample {
    @MainActor
    static func slide(card: UIView) {
      let pan = CoreGestureRecognizer(PanRecognizer(configuration: .init(axis: .horizontal)))
      pan.stateChangeHandler = { recognizer, change in
        let dx = CGFloat(change.value.translation.dx)
        recognizer.view?.transform = CGAffineTransform(translationX: dx, y: 0)
      }
      card.addGestureRecognizer(pan)
    }
  }
#endif
