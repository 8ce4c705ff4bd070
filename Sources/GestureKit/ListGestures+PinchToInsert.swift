#if canImport(UIKit)
  import GestureCore
  import QuartzCore
  import UIKit

  // Pinch to insert: the two fingers of the pinch drive the `PinchToInsert`; its effects move
  // the visible cells, grow the placeholder, and hand the insertion to the app.
  extension ListGestures {
    /// The pinch's state changes, with the two fingers' `y`s read from the core recognizer
    /// (window coordinates, as the viewport's top). The rows and the viewport are read afresh
    /// when it begins.
    func handlePinch(_ change: StateChange) {
      guard let pinch = pinchGestureRecognizer.core as? PinchRecognizer else { return }
      let touches = pinch.touches
      switch change.state {
      case .began:
        guard touches.count >= 2 else { return }
        synchronizeGeometry()
        // The scale is relative to the span when the second finger landed: the scale
        // velocity times that span is how fast the distance between the fingers grows.
        pinchStartSpan = (touches[1].startLocation - touches[0].startLocation).length
        sendPinch(.began(upperY: touches[0].location.y, lowerY: touches[1].location.y))
      case .changed:
        guard touches.count >= 2 else { return }
        sendPinch(.changed(upperY: touches[0].location.y, lowerY: touches[1].location.y))
      case .ended:
        sendPinch(.ended(velocity: change.value.scaleVelocity * pinchStartSpan))
      case .cancelled:
        sendPinch(.cancelled)
      case .possible, .failed, .recognized:
        return
      }
    }

    /// Whether a pinch may begin: it is on, the app inserts, no other list gesture holds the
    /// rows, and the core would open a gap between the fingers (they are on two adjacent
    /// rows). Otherwise the pinch fails and the list keeps its two-finger scrolling.
    func shouldBeginPinch() -> Bool {
      guard configuration.pinchToInsert != nil, onInsert != nil, !reorder.isLifted,
        activeSwipeRow == nil, let pinch = pinchGestureRecognizer.core as? PinchRecognizer,
        pinch.touches.count >= 2
      else { return false }
      synchronizeGeometry()
      var probe = pinchToInsert
      var effects: [PinchToInsert.Effect] = []
      let touches = pinch.touches
      probe.handle(
        .began(upperY: touches[0].location.y, lowerY: touches[1].location.y), into: &effects)
      if case .opening = probe.state { return true }
      return false
    }

    /// Hands an event to the pinch, applies its effects in order, and keeps the list from
    /// scrolling while a gap is open. The effects that settle the rows after a release run in
    /// one Core Animation transaction, whose completion tells the core they are over.
    func sendPinch(_ event: PinchToInsert.Event) {
      var effects: [PinchToInsert.Effect] = []
      pinchToInsert.handle(event, into: &effects)
      let settles: Bool
      switch pinchToInsert.state {
      case .springingBack, .inserting: settles = !effects.isEmpty
      case .idle, .opening: settles = false
      }
      if settles {
        pinchGeneration += 1
        let generation = pinchGeneration
        CATransaction.begin()
        CATransaction.setCompletionBlock { [weak self] in
          guard let self, generation == self.pinchGeneration else { return }
          self.sendPinch(.animationFinished)
        }
        applyPinch(effects)
        CATransaction.commit()
      } else {
        applyPinch(effects)
      }
      if isPinchOpen {
        suspendScrolling()
      } else if !reorder.isLifted {
        resumeScrolling()
      }
    }

    private func applyPinch(_ effects: [PinchToInsert.Effect]) {
      // Set when the app did not insert the row the core asked for: the effects that follow
      // assume the new row, so the rows at and below the gap are settled here instead.
      var declinedIndex: Int?
      for effect in effects {
        switch effect {
        case .offsetRows(let range, let offset):
          for cell in visibleCells(in: range) {
            cell.transform = CGAffineTransform(translationX: 0, y: CGFloat(offset))
          }
        case .placeholder(let centerY, let height, let scale, let label):
          showPlaceholder(centerY: centerY, height: height, scale: scale, label: label)
        case .haptic(let haptic):
          haptics.play(haptic)
        case .animateRows(let range, let animation):
          if let declinedIndex, range.upperBound > declinedIndex { continue }
          animateRows(range, animation)
        case .animatePlaceholder(let animation):
          guard let placeholder else { continue }
          placeholder.transform = ListPlaceholderView.transform(scale: animation.to)
          Self.addSpring(
            animation, keyPath: "transform.scale.y", additive: false, to: placeholder.layer)
        case .removePlaceholder:
          placeholder?.removeFromSuperview()
          placeholder = nil
        case .insert(let index):
          if !insertRow(at: index) { declinedIndex = index }
        case .beginEditing(let index):
          if declinedIndex == nil { onBeginEditing?(indexPath(index)) }
        }
      }
      if declinedIndex != nil {
        // Back to the list as it is: the core finishes its insertion and adopts the rows.
        sendPinch(.layoutChanged(readLayout()))
      }
    }

    /// Hands the insertion to the app's ``onInsert``, laid out at once without UIKit's
    /// animation (the rows get the core's springs next).
    ///
    /// - Returns: whether the app inserted a row. When it did not, the rows at and below the
    ///   gap spring back from where they are shown.
    private func insertRow(at index: Int) -> Bool {
      let countBefore = rowCount
      UIView.performWithoutAnimation {
        onInsert?(indexPath(index))
        list?.layoutIfNeeded()
      }
      guard rowCount != countBefore + 1 else { return true }
      let spring = pinchToInsert.configuration.spring
      for (row, cell) in visibleCells() where row >= index {
        let offset = Double(cell.transform.ty)
        cell.transform = .identity
        Self.addSpring(
          SpringAnimation(spring: spring, from: offset, to: 0),
          keyPath: "transform.translation.y", additive: true, to: cell.layer)
      }
      return false
    }

    /// Creates or updates the placeholder: the core's height, scaled vertically about its
    /// centre on the line between the two rows, with the prompt.
    private func showPlaceholder(
      centerY: Double, height: Double, scale: Double, label: PinchToInsert.Label
    ) {
      guard let list else { return }
      let view: ListPlaceholderView
      if let placeholder {
        view = placeholder
      } else {
        view = ListPlaceholderView(style: configuration.placeholder)
        list.addSubview(view)
        placeholder = view
      }
      view.bounds = CGRect(x: 0, y: 0, width: geometry.rowsWidth, height: CGFloat(height))
      view.center = CGPoint(x: geometry.rowsMinX + geometry.rowsWidth / 2, y: contentY(centerY))
      view.transform = ListPlaceholderView.transform(scale: scale)
      view.show(label)
    }
  }
#endif
