#if canImport(UIKit)
  import GestureCore
  import QuartzCore
  import UIKit

  // Swipe to commit: the horizontal pan's phases drive the `SwipeToCommit` of the row under
  // the touch-down; its effects move the cell's content, color the cues, and commit.
  extension ListGestures {
    /// The pan's state changes, as drag events, to the row it drives.
    func handleSwipe(_ change: StateChange) {
      guard let drag = DragEvent(change) else { return }
      if case .began(let location, let translation) = drag {
        // The row where the finger went down, not where it is after the slop.
        activeSwipeRow = swipeRow(atWindowPoint: CGPoint(location - translation))
      }
      guard let row = activeSwipeRow else { return }
      switch drag {
      case .began, .changed:
        sendSwipe(.drag(drag), to: row)
      case .ended, .cancelled:
        activeSwipeRow = nil
        sendSwipe(.drag(drag), to: row)
      }
    }

    /// Whether a swipe may begin: it is on, the app handles a commit, no other list gesture
    /// holds the rows, and the touch-down is on a row that is not sliding away.
    func shouldBeginSwipe() -> Bool {
      guard configuration.swipeToCommit != nil, onComplete != nil || onDelete != nil,
        !reorder.isLifted, !isPinchOpen
      else { return false }
      let value = swipeGestureRecognizer.value
      let start = CGPoint(value.location - value.translation)
      guard let index = row(atWindowPoint: start), let cell = cell(at: index),
        contentView(of: cell) != nil
      else { return false }
      return swipeRows[ObjectIdentifier(cell)]?.isDismissing != true
    }

    /// The row a swipe that went down at `point` drives: the one its cell already has
    /// (stopping its spring where it is), or a new one.
    func swipeRow(atWindowPoint point: CGPoint) -> SwipeRow? {
      guard let list, let rowConfiguration = configuration.swipeToCommit,
        let index = row(atWindowPoint: point), let cell = cell(at: index),
        let contentView = contentView(of: cell)
      else { return nil }
      if let armingHaptic = rowConfiguration.armingHaptic { haptics.prepare(armingHaptic) }
      let width = Double(cell.bounds.width)
      if let existing = swipeRows[ObjectIdentifier(cell)] {
        guard !existing.isDismissing else { return nil }
        if existing.interaction.rowWidth != width { sendSwipe(.resize(width: width), to: existing) }
        if case .settling = existing.interaction.state {
          let elapsed = CACurrentMediaTime() - existing.animationStart
          existing.stopAnimation()
          sendSwipe(.animationInterrupted(elapsed: elapsed), to: existing)
        }
        return existing
      }
      let row = SwipeRow(
        cell: cell, contentView: contentView,
        interaction: SwipeToCommit(
          rowID: index, rowWidth: width,
          layoutDirection: HorizontalTracking.LayoutDirection(list.resolvedLayoutDirection),
          configuration: rowConfiguration),
        cues: ListCueView(style: configuration.cues))
      swipeRows[row.key] = row
      return row
    }

    /// Hands an event to a row's interaction and applies its effects; a row back at rest and
    /// no longer dragged is put back as it was, a dismissed row is deleted.
    func sendSwipe(_ event: SwipeToCommit.Event, to row: SwipeRow) {
      var effects: [SwipeToCommit.Effect] = []
      row.interaction.handle(event, into: &effects)
      for effect in effects { applySwipe(effect, to: row) }
      switch row.interaction.state {
      case .dismissed where row.deletesWhenDismissed:
        row.deletesWhenDismissed = false
        delete(row)
      case .idle where activeSwipeRow !== row:
        row.restore()
        swipeRows[row.key] = nil
      case .idle, .tracking, .settling, .stopped, .dismissed:
        break
      }
    }

    private func applySwipe(_ effect: SwipeToCommit.Effect, to row: SwipeRow) {
      switch effect {
      case .contentOffset(let offset):
        row.stopAnimation()
        row.setOffset(offset)
      case .cue(let action, let armed):
        row.cues.setArmed(armed, for: action)
      case .haptic(let haptic):
        haptics.play(haptic)
      case .commit(.complete(let rowID)):
        let index = row.cell.flatMap { self.row(of: $0) } ?? rowID
        onComplete?(indexPath(index))
      case .commit(.delete):
        // The app hears of it once the row is off-screen.
        row.deletesWhenDismissed = true
      case .animate(let animation):
        row.animate(animation) { [weak self, weak row] in
          guard let self, let row else { return }
          self.sendSwipe(.animationFinished, to: row)
        }
      }
    }

    /// Hands a dismissed row to the app's ``onDelete``, then puts its cell back at rest once
    /// the deletion's animation is over (before the cell is reused), or slides the content
    /// back if the app kept the row.
    private func delete(_ row: SwipeRow) {
      guard let cell = row.cell, let index = self.row(of: cell) else {
        // The cell no longer shows a row of the list: nothing to delete.
        sendSwipe(.reset, to: row)
        return
      }
      let countBefore = rowCount
      // The completion block runs once every animation added in this transaction (the app's
      // deletion, if it animates one) has finished.
      CATransaction.begin()
      CATransaction.setCompletionBlock { [weak self, weak row] in
        guard let self, let row else { return }
        self.deleteDidFinish(row)
      }
      onDelete?(indexPath(index))
      row.isKept = rowCount >= countBefore
      CATransaction.commit()
    }

    private func deleteDidFinish(_ row: SwipeRow) {
      guard row.isKept, let offset = row.interaction.offset else {
        sendSwipe(.reset, to: row)
        return
      }
      // The app kept the item: the content comes back with the swipe's own spring.
      let back = SpringAnimation(spring: row.interaction.configuration.spring, from: offset, to: 0)
      row.animate(back) { [weak self, weak row] in
        guard let self, let row else { return }
        self.sendSwipe(.reset, to: row)
      }
    }
  }
#endif
