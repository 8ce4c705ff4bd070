#if canImport(UIKit)
  import GestureCore
  import QuartzCore
  import UIKit

  extension ListGestures {
    /// One row's swipe to commit: its cell, its ``SwipeToCommit``, its cues and its spring.
    ///
    /// A row exists from the `began` of its swipe until it is back at rest (or deleted); a
    /// row that springs back while another one is swiped keeps its own.
    @MainActor
    final class SwipeRow {
      /// The key of the row in ``ListGestures/swipeRows``: its cell's identity.
      let key: ObjectIdentifier
      /// The cell swiped. Weak: the list owns its cells.
      weak var cell: UIView?
      /// The view that slides: the cell's `contentView`.
      weak var contentView: UIView?
      /// The core interaction.
      var interaction: SwipeToCommit
      /// The labels behind the content.
      let cues: ListCueView
      /// The running spring, if any.
      var animator: UIViewPropertyAnimator?
      /// When the running spring started, in `CACurrentMediaTime()` seconds.
      var animationStart: CFTimeInterval = 0
      /// A delete was committed: ``ListGestures/onDelete`` is called once the row is
      /// off-screen.
      var deletesWhenDismissed = false
      /// Set by a delete the app did not apply: the row comes back.
      var isKept = false

      init(cell: UIView, contentView: UIView, interaction: SwipeToCommit, cues: ListCueView) {
        key = ObjectIdentifier(cell)
        self.cell = cell
        self.contentView = contentView
        self.interaction = interaction
        self.cues = cues
        cues.frame = cell.bounds
        cues.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        cell.insertSubview(cues, belowSubview: contentView)
      }

      /// Whether the row is sliding off-screen or off-screen after a delete: nothing can
      /// grab it.
      var isDismissing: Bool {
        switch interaction.state {
        case .settling(let settling): settling.isDismissal
        case .dismissed: true
        case .idle, .tracking, .stopped: false
        }
      }

      /// Moves the content to a core offset (screen `x`, points) and reveals the cue on the
      /// side it uncovers.
      func setOffset(_ offset: Double) {
        contentView?.transform = CGAffineTransform(translationX: CGFloat(offset), y: 0)
        let action: SwipeToCommit.Action? =
          offset == 0 || offset.isNaN
          ? nil : .towards(offset < 0 ? .minus : .plus, in: interaction.layoutDirection)
        cues.reveal(action)
      }

      /// Runs a core spring on the content's offset, replacing any running one; `completion`
      /// runs when it reaches its end (not when it is stopped).
      func animate(_ animation: SpringAnimation, completion: @escaping @MainActor () -> Void) {
        stopAnimation()
        guard let contentView else { return }
        let animator = UIViewPropertyAnimator(animation) {
          contentView.transform = CGAffineTransform(translationX: CGFloat(animation.to), y: 0)
        }
        animator.addCompletion { position in
          if position == .end { completion() }
        }
        self.animator = animator
        animationStart = CACurrentMediaTime()
        animator.startAnimation()
      }

      /// Stops the running spring where it is on screen.
      func stopAnimation() {
        guard let animator else { return }
        self.animator = nil
        if animator.state == .active { animator.stopAnimation(true) }
      }

      /// Puts the cell back as it was: content at rest, cues removed.
      func restore() {
        stopAnimation()
        contentView?.transform = .identity
        cues.removeFromSuperview()
      }
    }
  }
#endif
