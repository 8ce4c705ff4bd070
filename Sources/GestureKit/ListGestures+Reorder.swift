#if canImport(UIKit)
  import GestureCore
  import QuartzCore
  import UIKit

  // Long-press reorder: the long press's phases and the display link's frames drive the
  // `Reorder`; its effects move a snapshot of the lifted row, hand each move to the app,
  // spring the rows that make room, and scroll the list.
  extension ListGestures {
    /// The snapshot that stands for the lifted row while its cell is hidden.
    @MainActor
    final class LiftedRow {
      /// A snapshot of the cell, in the list's content coordinates.
      let snapshot: UIView
      /// The row's height, unscaled: the snapshot's centre is this much over two below the
      /// top the core gives.
      let height: CGFloat
      /// The lift or drop spring running on the snapshot.
      var animator: UIViewPropertyAnimator?

      init(snapshot: UIView, height: CGFloat) {
        self.snapshot = snapshot
        self.height = height
      }

      /// Puts the snapshot's unscaled top at a content `y`.
      func move(toTop top: CGFloat) {
        snapshot.center.y = top + height / 2
      }

      /// Stops its spring where it is on screen.
      func stopAnimation() {
        guard let animator else { return }
        self.animator = nil
        if animator.state == .active { animator.stopAnimation(true) }
      }

      /// Removes the snapshot.
      func remove() {
        stopAnimation()
        snapshot.removeFromSuperview()
      }
    }

    /// The target of the display link: holds the controller weakly, since a display link
    /// retains its target until it is invalidated.
    @MainActor
    final class FrameTarget: NSObject {
      weak var owner: ListGestures?

      init(owner: ListGestures) {
        self.owner = owner
      }

      @objc func frameDidArrive(_ link: CADisplayLink) {
        guard let owner else {
          link.invalidate()
          return
        }
        owner.sendReorder(.tick(time: link.timestamp))
      }
    }

    /// The long press's state changes, as drag events. The rows and the viewport are read
    /// afresh when it begins.
    func handleLongPress(_ change: StateChange) {
      guard let drag = DragEvent(change) else { return }
      if case .began = drag { synchronizeGeometry() }
      sendReorder(.drag(drag))
    }

    /// Whether a long press may begin: the reorder is on, the app applies moves, no other
    /// list gesture holds the rows, and the core would lift a row at the finger.
    func shouldBeginReorder() -> Bool {
      guard configuration.reorder != nil, onMove != nil, activeSwipeRow == nil, !isPinchOpen
      else { return false }
      synchronizeGeometry()
      var probe = reorder
      var effects: [Reorder.Effect] = []
      let location = reorderGestureRecognizer.value.location
      probe.handle(.drag(.began(location: location, translation: .zero)), into: &effects)
      return probe.isLifted
    }

    /// The row the core has lifted (or is dropping), as a model index.
    var liftedIndex: Int? {
      switch reorder.state {
      case .lifted(let lift): lift.index
      case .dropping(let index): index
      case .idle: nil
      }
    }

    /// Hands an event to the reorder, applies its effects in order, and runs the display
    /// link for as long as a row is lifted.
    func sendReorder(_ event: Reorder.Event) {
      var effects: [Reorder.Effect] = []
      reorder.handle(event, into: &effects)
      for effect in effects { applyReorder(effect) }
      updateDisplayLink()
    }

    private func applyReorder(_ effect: Reorder.Effect) {
      switch effect {
      case .lift(let index, let scale, let alpha, let shadow):
        lift(index, scale: scale, alpha: alpha, shadow: shadow)
      case .moveLiftedRow(let top):
        guard let liftedRow else { return }
        liftedRow.move(toTop: contentY(top))
        list?.bringSubviewToFront(liftedRow.snapshot)
      case .move(let from, let to):
        // The app moves the item in its data source; laid out at once, without UIKit's
        // animation: the rows that make room get the core's spring next.
        UIView.performWithoutAnimation {
          onMove?(indexPath(from), indexPath(to))
          list?.layoutIfNeeded()
        }
        updateHiddenCell()
      case .animateRows(let range, let animation):
        animateRows(range, animation, except: liftedIndex)
      case .scroll(let offset):
        guard let list else { return }
        list.contentOffset.y = listContentOffset(offset)
        // Lay out now so that a cell dequeued for the lifted row is hidden before it shows.
        list.layoutIfNeeded()
        updateHiddenCell()
      case .haptic(let haptic):
        haptics.play(haptic)
      case .drop(_, let animation):
        drop(animation)
      case .ended(let from, let to):
        onReorder?(indexPath(from), indexPath(to))
      case .settle:
        liftedRow?.remove()
        liftedRow = nil
        updateHiddenCell()
      }
    }

    /// Shows a snapshot of the row in its place, lifts it to the core's look along the drop
    /// spring, hides the cell, and stops the list's own scrolling.
    private func lift(_ index: Int, scale: Double, alpha: Double, shadow: Bool) {
      guard let list else { return }
      let rect = rowRect(index) ?? .zero
      let cell = cell(at: index)
      if let haptic = reorder.configuration.moveHaptic { haptics.prepare(haptic) }
      // After screen updates: the cell's highlight, cancelled as the press began, is gone.
      let snapshot = cell?.snapshotView(afterScreenUpdates: true) ?? UIView()
      snapshot.frame = rect
      snapshot.isUserInteractionEnabled = false
      list.addSubview(snapshot)
      let lifted = LiftedRow(snapshot: snapshot, height: rect.height)
      liftedRow?.remove()
      liftedRow = lifted
      updateHiddenCell()
      suspendScrolling()

      let spring = SpringAnimation(spring: reorder.configuration.dropSpring, from: 0, to: 1)
      let transform = CGAffineTransform(scaleX: CGFloat(scale), y: CGFloat(scale))
      let animator = UIViewPropertyAnimator(spring) {
        snapshot.transform = transform
        snapshot.alpha = CGFloat(alpha)
      }
      lifted.animator = animator
      animator.startAnimation()
      if shadow {
        let style = configuration.liftShadow
        let layer = snapshot.layer
        layer.shadowColor = style.color.cgColor
        layer.shadowRadius = style.radius
        layer.shadowOffset = style.offset
        layer.shadowOpacity = style.opacity
        Self.addSpring(
          SpringAnimation(spring: spring.spring, from: 0, to: Double(style.opacity)),
          keyPath: "shadowOpacity", additive: false, to: layer)
      }
    }

    /// Springs the snapshot into its slot and back to the row's own look; the core hears
    /// when it is there. The list can scroll again from now on.
    private func drop(_ animation: SpringAnimation) {
      resumeScrolling()
      guard let lifted = liftedRow else {
        // Nothing to animate: the drop is over at once, after this batch of effects.
        DispatchQueue.main.async { [weak self] in self?.sendReorder(.animationFinished) }
        return
      }
      lifted.stopAnimation()
      let snapshot = lifted.snapshot
      let centerY = contentY(animation.to) + lifted.height / 2
      let animator = UIViewPropertyAnimator(animation) {
        snapshot.center.y = centerY
        snapshot.transform = .identity
        snapshot.alpha = 1
      }
      animator.addCompletion { [weak self] position in
        if position == .end { self?.sendReorder(.animationFinished) }
      }
      lifted.animator = animator
      animator.startAnimation()
      let layer = snapshot.layer
      if layer.shadowOpacity > 0 {
        let opacity = Double(layer.presentation()?.shadowOpacity ?? layer.shadowOpacity)
        layer.shadowOpacity = 0
        Self.addSpring(
          SpringAnimation(spring: animation.spring, from: opacity, to: 0),
          keyPath: "shadowOpacity", additive: false, to: layer)
      }
    }

    /// Hides the cell of the lifted row (its slot stays empty) and shows any other: the
    /// lifted row's cell changes when the row moves or scrolls out and back in.
    func updateHiddenCell() {
      let wanted = liftedRow == nil ? nil : liftedIndex.flatMap { cell(at: $0) }
      if let hiddenCell, hiddenCell !== wanted { hiddenCell.isHidden = false }
      wanted?.isHidden = true
      hiddenCell = wanted
    }

    /// Runs the display link while a row is lifted, and only then.
    private func updateDisplayLink() {
      if reorder.isLifted {
        guard displayLink == nil else { return }
        let link = CADisplayLink(
          target: FrameTarget(owner: self), selector: #selector(FrameTarget.frameDidArrive(_:)))
        // Common modes: frames keep coming while the run loop tracks touches.
        link.add(to: .main, forMode: .common)
        displayLink = link
      } else if let displayLink {
        displayLink.invalidate()
        self.displayLink = nil
      }
    }
  }
#endif
