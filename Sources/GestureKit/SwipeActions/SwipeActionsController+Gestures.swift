#if canImport(UIKit)
  import GestureCore
  import UIKit

  // UIKit's touches, pans and taps, as the store's events.
  extension SwipeActionsController {
    /// Puts the recognizers on the view (the cell, for a cell) and on the buttons' container.
    func installRecognizers() {
      for (recognizer, name) in [(pan, "pan"), (containerPan, "buttonsPan"), (tap, "closeTap")] {
        recognizer.name = "GestureKit.swipeActions.\(name)"
        recognizer.delegate = gestureDelegate
      }
      // The close tap is enabled only while a tap on this view just closes something; it
      // must then take a tap on a control of the content too, or the control fires and the
      // cell's touch goes on (GestureKit's recognizers leave touches on controls unless
      // something says otherwise; here the swipe's Mail semantics do). Touches on the row's
      // own buttons stay theirs (`shouldReceive`).
      tap.yieldsToControls = false
      touches.name = "GestureKit.swipeActions.touches"
      // Over a view that holds other content too (`receiveTouches(on:)`), the observer is
      // given only the touches on this row's content (`shouldReceive`), as the pan and the
      // close tap are: it takes no part in the others.
      touches.delegate = gestureDelegate
      containerTouches.name = "GestureKit.swipeActions.buttonTouches"
      // The store decides which strokes a row claims: a closed row leaves strokes towards a
      // side without actions to what is around it (a pager, a horizontal scroll view, the
      // back swipe), and a row sliding off-screen takes none.
      // A touch drag never begins while a trackpad scroll drives the row
      // (`IndirectScroll.touchDragMayBegin`): the store has one drag.
      for core in [pan.core, containerPan.core] {
        core.shouldBegin = { [weak self] recognizer in
          guard let self, let pan = recognizer as? PanRecognizer,
            self.scrollPans.allSatisfy(\.touchDragMayBegin)
          else { return false }
          return self.group.host.store.claims(stroke: pan.translation, onRow: self.id)
        }
      }
      pan.stateChangeHandler = { [weak self] _, change in self?.handlePan(change) }
      containerPan.stateChangeHandler = { [weak self] _, change in self?.handlePan(change) }
      // a trackpad or Magic Mouse
      // scroll never reaches the core pans; each has a scroll-only companion whose changes
      // are the same `.drag` events, claimed by the same store rule.
      for companion in scrollPans {
        companion.claims = { [weak self, weak companion] stroke in
          guard let self, let companion, self.isAttached else { return false }
          // Over a view that holds other content too (`receiveTouches(on:)`), only a scroll
          // on this row's content is its own.
          if companion === self.scrollPan, self.receivesTouchesElsewhere,
            !self.isOnDrawnContent(windowPoint: companion.pan.location(in: nil), touched: nil)
          {
            return false
          }
          return self.group.host.store.claims(stroke: stroke, onRow: self.id)
        }
        companion.onChange = { [weak self] state, value, _ in
          guard let drag = DragEvent(state: state, value: value) else { return }
          self?.handleDrag(drag)
        }
      }
      tap.stateChangeHandler = { [weak self] recognizer, change in
        self?.handleTap(recognizer, change)
      }
      for observer in [touches, containerTouches] {
        observer.touchDown = { [weak self] in
          guard let self, self.isAttached else { return }
          self.prepareToMove()
          self.touchesDown += 1
          self.group.send(.touchDown(rowID: self.id, time: self.group.now()))
        }
        // Not guarded by `isAttached`: a finger that went down must lift in the store, also
        // after `detach()` or a change of group (every finger reported down is reported up once); a lost `touchUp` leaves
        // the group's touch count above zero for ever: caught rows are never released and
        // the close taps are never turned off again (they then cancel every tap on the rows).
        observer.touchUp = { [weak self] in self?.liftTouches(1) }
      }
      guard let view, let host = hostView else { return }
      // Labels and image views are swipeable too: UIKit delivers no touches to a view whose
      // `isUserInteractionEnabled` is off, nor to its recognizers. Remembered, to be turned
      // off again by `detach()`.
      for turnedOn in [view, host] where !turnedOn.isUserInteractionEnabled {
        turnedOn.isUserInteractionEnabled = true
        interactionTurnedOn.append(WeakView(turnedOn))
      }
      if rowRecognizers.isAttachedBySwiftUI {
        // SwiftUI attached them to the content it draws; a controller before this one may
        // have turned them off when it was removed (`uninstallRecognizers()`).
        touches.isEnabled = true
        scrollPan.pair(with: pan)
      } else {
        for recognizer in [pan, tap, touches] as [UIGestureRecognizer] {
          host.addGestureRecognizer(recognizer)
        }
        scrollPan.install(on: host, beside: pan)
      }
      container.addGestureRecognizer(containerPan)
      container.addGestureRecognizer(containerTouches)
      containerScrollPan.install(on: container, beside: containerPan)
    }

    /// Puts the row's own recognizers (the pan, the close tap, the touch observer, the scroll
    /// companion) on `touchView` instead of the view: for hosts whose view only stands in for
    /// content drawn in `touchView` by someone else (the SwiftUI `swipeToReveal`: an
    /// invisible view behind SwiftUI content drawn in the hosting view, which is where that
    /// content's touches arrive). They then take only the touches on the content where it is
    /// drawn (``isOnDrawnContent(windowPoint:touched:)``). The buttons keep their own.
    func receiveTouches(on touchView: UIView) {
      // Recognizers SwiftUI attached to the content it draws are on that content already.
      guard !rowRecognizers.isAttachedBySwiftUI else { return }
      self.touchView = touchView
      // Apple's `UIView.addGestureRecognizer(_:)` documentation: a recognizer is attached to one
      // view; adding it to another moves it. Only when it is elsewhere: this runs again on each new
      // configuration and window, and adding a recognizer takes it off its view first, ending a
      // gesture under way.
      for recognizer in [pan, tap, touches] as [UIGestureRecognizer]
      where recognizer.view !== touchView {
        touchView.addGestureRecognizer(recognizer)
      }
      scrollPan.install(on: touchView, beside: pan)
    }

    /// Takes the row's own recognizers off the view ``receiveTouches(on:)`` put them on (the
    /// row's view left the window; ``receiveTouches(on:)`` puts them back).
    func stopReceivingTouches() {
      guard let touchView else { return }
      // A recognizer removed from its view mid-gesture is not promised to report a cancel
      // first: the store hears it from here (a cancel UIKit still reports later finds no
      // drag on the row and changes nothing).
      let dragging = [pan, scrollPan.pan].contains { $0.state == .began || $0.state == .changed }
      if dragging, pan.view === touchView { handleDrag(.cancelled) }
      for recognizer in [pan, tap, touches, scrollPan.pan] as [UIGestureRecognizer]
      where recognizer.view === touchView {
        touchView.removeGestureRecognizer(recognizer)
      }
      // A touches observer taken off its view hears no more of the touches it reported
      // down, so their `touchUp` would never come: they lift in the group now (each finger
      // down is reported up once; one lifting later finds none left and changes nothing).
      liftTouches(touchesDown)
    }

    /// Whether the row's recognizers are on another view than the row's (see
    /// ``receiveTouches(on:)``).
    var receivesTouchesElsewhere: Bool {
      guard let touchView = pan.view else { return false }
      return touchView !== hostView
    }

    /// Whether a point in window coordinates is on the content where it is drawn (the view's
    /// bounds moved by the content's offset, within the view's place, where the content is
    /// clipped while away from rest) and shown (``isTouchEnabled``, and hit-testing would
    /// reach the view from the view the recognizers are on), the view touched (if any) is not
    /// one of the row's buttons, and no floating view drawn in the same view takes it.
    func isOnDrawnContent(windowPoint point: CGPoint, touched: UIView?) -> Bool {
      guard isTouchEnabled, let view, view.window != nil, let touchView = pan.view else {
        return false
      }
      if let touched, owns(touched) { return false }
      let drawn = view.bounds.offsetBy(dx: appliedOffset, dy: 0).intersection(view.bounds)
      if rowRecognizers.isAttachedBySwiftUI {
        // SwiftUI offers these recognizers only the touches its hit-testing gives the content
        // (what is drawn over it, floating views included, takes its own). SwiftUI's clip
        // shapes do not limit hit-testing, hence the content's place.
        return drawn.contains(view.convert(point, from: nil))
      }
      // Every recognizer on a shared view is offered every touch on it, and the first to
      // recognize cancels the touches of the content under it: the families must agree on
      // one owner. A floating view is drawn in front of the rows it floats over, so where it
      // is, the touch is its own (its controls' taps included).
      if DraggableController.floatingView(at: point, in: touchView) { return false }
      return drawn.contains(view.convert(point, from: nil))
        && view.isHittable(atWindowPoint: point, within: touchView)
    }

    /// Reports up to `count` of this view's fingers still down in its group as lifted.
    func liftTouches(_ count: Int) {
      let lifted = min(count, touchesDown)
      touchesDown -= lifted
      for _ in 0..<lifted { group.send(.touchUp(time: group.now())) }
    }

    func uninstallRecognizers() {
      var removed: [UIGestureRecognizer] = [containerPan, containerTouches]
      if rowRecognizers.isAttachedBySwiftUI {
        // SwiftUI keeps the content's recognizers attached for as long as the content lives,
        // and the view's next controller takes them over: off until then, unless it already
        // has (it owns them). UIKit: a disabled recognizer receives no touches, and one
        // disabled mid-gesture is cancelled.
        if rowRecognizers.owner === self {
          rowRecognizers.owner = nil
          for recognizer in [pan, tap, touches, scrollPan.pan] as [UIGestureRecognizer] {
            recognizer.isEnabled = false
          }
        }
        containerScrollPan.uninstall()
      } else {
        removed += [pan, tap, touches]
        for companion in scrollPans { companion.uninstall() }
      }
      for recognizer in removed { recognizer.view?.removeGestureRecognizer(recognizer) }
    }

    /// What the recognizers' `isEnabled` follow.
    struct RecognizerInputs: Equatable {
      var hasActions: Bool
      var isCell: Bool
      var tapCloses: Bool
      var isUntouched: Bool
    }

    /// Whether a trackpad or mouse scroll is moving the row through this pan.
    private func isScrolling(_ pan: UIPanGestureRecognizer) -> Bool {
      pan.state == .began || pan.state == .changed
    }

    /// The recognizers for the group's state: the pans while there are actions, the close tap
    /// while a tap on this view only closes something (this view or another of the group).
    /// A recognizer is turned off only while no finger is down: turning one off mid-touch
    /// would cancel it and let the touch through to what is under it. Called after every
    /// event and frame, it sets them only when what they follow changed.
    func refreshRecognizers() {
      guard isAttached else { return }
      let model = group.host.store
      let inputs = RecognizerInputs(
        hasActions: isTouchEnabled && !(leading.isEmpty && trailing.isEmpty), isCell: isCell,
        tapCloses: model.tapCloses(onRow: id),
        isUntouched: model.touchCount == 0 && !isScrolling(scrollPan.pan)
          && !isScrolling(containerScrollPan.pan))
      guard inputs != recognizerInputs else { return }
      recognizerInputs = inputs
      let hasActions = inputs.hasActions
      // Setting `isEnabled` to false on a recognizer that is recognizing cancels it: the
      // actions removed or SwiftUI's `isEnabled` turned off mid-drag would cancel the drag
      // under the finger. The pans go off once no finger is down and no trackpad or mouse
      // scroll is under way (a scroll has no touches; this runs again when either ends: both
      // are inputs); they come on at once.
      if hasActions || inputs.isUntouched {
        pan.isEnabled = hasActions
        scrollPan.pan.isEnabled = hasActions
        containerScrollPan.pan.isEnabled = hasActions && !isCell
        // A cell's buttons are inside the cell, whose own recognizers see their touches; a
        // plain view's are in its superview and need their own.
        containerPan.isEnabled = hasActions && !isCell
      }
      containerTouches.isEnabled = !isCell
      let closes = inputs.tapCloses
      // Off while a tap would reach the app: a plain UIGestureRecognizer wins over a
      // control's tap and cancels it ("gestureRecognizerShouldBegin"), so a
      // button inside a closed card must not meet it. On while a tap only closes, where
      // keeping the tap from the control or the cell (no selection) is the point.
      if closes || inputs.isUntouched { tap.isEnabled = closes }
    }

    func handlePan(_ change: StateChange) {
      guard let windowDrag = DragEvent(change) else { return }
      handleDrag(windowDrag)
    }

    /// A drag of the row in window coordinates, from a touch pan or a scroll companion.
    func handleDrag(_ windowDrag: DragEvent) {
      guard isAttached else { return }
      if case .began = windowDrag {
        prepareToMove()
        if let haptic = options.haptic { group.prepareHaptic(haptic) }
      }
      let drag = Self.drag(windowDrag, in: coordinateSpace)
      group.send(.drag(rowID: id, drag, time: group.now()))
    }

    /// A drag measured in window coordinates, with its translation and velocity in the
    /// coordinates of `space`, where the buttons' frames apply: the same numbers unless an
    /// ancestor is scaled or rotated (a zoomed scroll view), where this keeps the content
    /// under the finger.
    static func drag(_ drag: DragEvent, in space: UIView?) -> DragEvent {
      guard let space else { return drag }
      func converted(_ vector: Vector) -> Vector {
        let point = space.convertVectorFromWindow(
          CGPoint(x: CGFloat(vector.dx), y: CGFloat(vector.dy)))
        return Vector(dx: Double(point.x), dy: Double(point.y))
      }
      switch drag {
      case .began(let location, let translation):
        return .began(location: location, translation: converted(translation))
      case .changed(let location, let translation):
        return .changed(location: location, translation: converted(translation))
      case .ended(let location, let translation, let velocity):
        return .ended(
          location: location, translation: converted(translation), velocity: converted(velocity))
      case .cancelled:
        return .cancelled
      }
    }

    func handleTap(_ recognizer: CoreGestureRecognizer, _ change: StateChange) {
      guard isAttached, change.state == .recognized || change.state == .ended else { return }
      // In the row's coordinates (x from 0 to its width, where the buttons' frames are): the
      // store tells a button from the content.
      let location = Point(recognizer.location(in: rowSpace))
      group.send(.tap(rowID: id, at: location, time: group.now()))
    }

    func buttonTapped(_ button: UIButton) {
      guard isAttached else { return }
      if let index = leadingButtons.firstIndex(of: button) {
        group.send(.tapAction(rowID: id, .leading, index: index, time: group.now()))
      } else if let index = trailingButtons.firstIndex(of: button) {
        group.send(.tapAction(rowID: id, .trailing, index: index, time: group.now()))
      }
    }

    /// Whether a recognizer of the controller takes a touch: over a view that holds other
    /// content too, the recognizers there take only the touches on the row's content where
    /// it is drawn; the close tap leaves touches on the buttons to the buttons.
    ///
    /// Only the buttons, not the whole container: in a cell's cover the container fills the
    /// cell and is what a touch on the slid content hits (the snapshot takes no touches), so
    /// excluding the container left an open cell without its close tap, and the tap went to
    /// the cell, selecting it while open ("gestureRecognizerShouldBegin": the
    /// close tap is the recognizer that keeps such a touch from the cell and its controls).
    func recognizer(_ recognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
      // A reused cell nobody configured again takes no touch with the previous item's actions.
      // (Its actions are dropped after this event, not while UIKit asks.)
      if awaitsConfiguration, hostView?.isHidden == false, hostView?.window != nil {
        dropActionsUnlessConfigured()
        return false
      }
      if receivesTouchesElsewhere, recognizer !== containerPan,
        !isOnDrawnContent(windowPoint: touch.location(in: nil), touched: touch.view)
      {
        return false
      }
      guard recognizer === tap, let touched = touch.view else { return true }
      return !(leadingButtons + trailingButtons).contains { touched.isDescendant(of: $0) }
    }

    /// Whether a view is one GestureKit put there for this row (its buttons, a cell's cover).
    func owns(_ view: UIView) -> Bool {
      view.isDescendant(of: container) || overlay.map { view.isDescendant(of: $0) } == true
    }
  }

  /// The Objective-C face of a controller: the target of its buttons, holding the controller
  /// weakly (a control does not retain its targets, but the controller must not be the
  /// target: it is no `NSObject`).
  @MainActor
  final class SwipeActionsRelay: NSObject {
    weak var controller: SwipeActionsController?

    @objc func buttonTapped(_ button: UIButton) {
      controller?.buttonTapped(button)
    }
  }

  // What UIKit asks the row's recognizers, answered for the families' one delegate
  // (`FamilyGestureDelegate`), which relates them to each other and to the back swipe.
  extension SwipeActionsController: FamilyRecognizers {
    /// The store's declared relations (the pan and the close tap are exclusive).
    var declaredRelations: GestureRelations { group.host.store.gestures.relations }

    /// The declared slots: the pan (the row's, and the one on its revealed buttons) and the
    /// close tap.
    func slot(of recognizer: UIGestureRecognizer) -> Int? {
      if recognizer === pan || recognizer === containerPan { return 0 }
      if recognizer === tap { return 1 }
      return nil
    }

    /// The row's claim on a stroke towards the trailing edge, from the store: the row's pan,
    /// and the pan on its revealed buttons (dragging them closes the row).
    func backSwipeClaim(
      of recognizer: UIGestureRecognizer, at point: CGPoint, layoutDirection: ReadingDirection
    ) -> BackSwipe.Claim? {
      guard recognizer === pan || recognizer === containerPan, isAttached else { return nil }
      // A SwiftUI row's pan is on the hosting view: only where the row is drawn is it the
      // row's. The buttons' pan is on the revealed buttons, outside the drawn content.
      if recognizer === pan, receivesTouchesElsewhere,
        !isOnDrawnContent(windowPoint: point, touched: nil)
      {
        return BackSwipe.Claim.none
      }
      return group.host.store.backSwipeClaim(onRow: id)
    }

    func shouldReceive(_ recognizer: UIGestureRecognizer, touch: UITouch) -> Bool {
      self.recognizer(recognizer, shouldReceive: touch)
    }

    /// The close tap goes first: a tap or press recognizer on the row's view or inside it (the
    /// app's `onTap`, a SwiftUI button; not GestureKit's touch observers, which report
    /// touches as they land) waits for it to fail, so a tap that only closes does not also
    /// fire. The close tap is enabled only while a tap on this view just closes something;
    /// disabled, it takes no part in a touch and nothing waits for it.
    func isRequiredToFail(_ recognizer: UIGestureRecognizer, byOutside other: UIGestureRecognizer)
      -> Bool
    {
      // The view the row's recognizers are on: the row's, or the one its content is drawn in.
      guard recognizer === tap, let host = pan.view, let otherView = other.view,
        otherView.isDescendant(of: host), !(other is SwipeActionsTouchObserver),
        // An excluded view's claim on the back swipe is no tap.
        !(other is BackSwipeExclusionRecognizer),
        !SwipeActionsTouchObserver.followsMovement(other)
      else { return false }
      return true
    }
  }
#endif
