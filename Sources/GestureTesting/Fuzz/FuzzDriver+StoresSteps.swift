import GestureCore

// How the store hosts read the stream's steps. No step kind is their own: they read the same
// steps as the bare interactions (`FuzzStep.swipeActions`, `.host`, `.list`), each with its
// own table over the whole kind byte, so every saved stream decodes as it always did.
extension FuzzDriver {
  /// A ``FuzzStep/swipeActions(_:_:_:)`` step, for the swipe-action store's host and app.
  ///
  /// | `kind % 16` | the host or the app | argument |
  /// |---|---|---|
  /// | 0 | an action's button tapped (`tapAction`) | row `% 6`, side `& 1`, index `>> 1 % 3` |
  /// | 1 | a tap at x = `value` | row `% 6` (absent: outside every row) |
  /// | 2 | `open` | row, side, animated `& 2` |
  /// | 3 | `close` | row, animated `& 2` |
  /// | 4 | `closeAll` | animated `& 2` |
  /// | 5 | a resize to `value` × 64 | row |
  /// | 6 | new actions (none, trailing only, both) | row, `>> 1 % 3` |
  /// | 7 | a new layout direction | row, `& 1` right to left |
  /// | 8 | `reset` (the view reused), or with `& 64` the row turned off (`& 128`) or on (`setEnabled`) | row |
  /// | 9 | the app removes a view, or adds one | row |
  /// | 10 | the app answers every handler held back | |
  /// | 11 | the app's habits: answers later `& 1`, declines `& 2`; Reduce Motion on `& 4` or off | |
  /// | 12 | a touch outside every row, and its lift | |
  /// | 13 | the container scrolls | |
  /// | 14 | the system cancels the touches | |
  /// | 15 | a frame now | |
  func swipeActionsCall(kind: UInt8, argument: UInt8, value: Double) {
    guard storesAreActive else { return }
    let views = swipeActions
    let time = views.time
    let id = Int(argument) % Self.rowSlots
    let has = views.app.ids.contains(id)
    let side: SwipeActionsRow.Side = argument & 1 == 0 ? .leading : .trailing
    let animated = argument & 2 != 0
    switch kind % 16 {
    case 0:
      if has { views.send(.tapAction(rowID: id, side, index: Int(argument >> 1) % 3, time: time)) }
    case 1:
      views.send(
        .tap(rowID: has ? id : nil, at: Point(x: value, y: Self.rowHeight / 2), time: time))
    case 2: if has { views.send(.open(rowID: id, side, animated: animated, time: time)) }
    case 3: if has { views.send(.close(rowID: id, animated: animated, time: time)) }
    case 4: views.send(.closeAll(animated: animated, time: time))
    case 5: if has { views.send(.resize(rowID: id, Size(width: value, height: Self.rowHeight))) }
    case 6:
      guard has else { break }
      let leading: SwipeActionsRow.ActionSet = [.init(id: "read")]
      let trailing: SwipeActionsRow.ActionSet = [.init(id: "delete", style: .destructive)]
      switch (argument >> 1) % 3 {
      case 0: views.send(.setActions(rowID: id, leading: .none, trailing: .none))
      case 1: views.send(.setActions(rowID: id, leading: .none, trailing: trailing))
      default: views.send(.setActions(rowID: id, leading: leading, trailing: trailing))
      }
    case 7:
      if has {
        views.send(
          .setLayoutDirection(rowID: id, argument & 1 == 0 ? .leftToRight : .rightToLeft))
      }
    case 8:
      guard has else { break }
      if argument & 64 != 0 {
        views.send(.setEnabled(rowID: id, argument & 128 == 0))
      } else {
        views.send(.reset(rowID: id))
      }
    case 9:
      if has { views.removeView(id) } else { views.insertView(id) }
    case 10: views.answerPendingActions()
    case 11:
      views.app.answersLater = argument & 1 != 0
      views.app.declinesActions = argument & 2 != 0
      views.send(.reduceMotionChanged(argument & 4 != 0))
    case 12:
      views.send(.touchDown(rowID: nil, time: time))
      views.send(.tap(rowID: nil, at: Point(x: value, y: -10), time: time))
      views.send(.touchUp(time: time))
    case 13: views.send(.scrolled(time: time))
    case 14:
      // The system took every touch: the drags are cancelled, every finger counts as lifted,
      // and the recognizers of the rows are cancelled with them.
      views.send(.cancel(time: time))
      for touch in rowTouches.indices { rowTouches[touch] = false }
      swipeReader.endDrag()
      direct.row = nil
    default: views.send(.tick(time: time))
    }
  }

  /// A ``FuzzStep/list(_:_:_:)`` step: the app's data changes under the swipe-action rows
  /// too (kind 0: a view added, 1: one removed, 3: a scroll).
  func rowsChange(kind: UInt8, index: Int) {
    guard storesAreActive else { return }
    let id = index % Self.rowSlots
    switch kind % 5 {
    case 0: if !swipeActions.app.ids.contains(id) { swipeActions.insertView(id) }
    case 1: if swipeActions.app.ids.contains(id) { swipeActions.removeView(id) }
    case 3: swipeActions.send(.scrolled(time: swipeActions.time))
    default: break
    }
  }

  /// A ``FuzzStep/host(_:_:_:_:)`` step, for the back swipe's and the floating view's hosts.
  ///
  /// | `kind % 8` | back swipe | floating view |
  /// |---|---|---|
  /// | 0 | a push (animated by the store) | the view's size: `first` × `second` |
  /// | 1 | a back-button pop | new options: anchors `argument % 4` (as ``FuzzDriver/Setup/anchors``); stashing at the left `& 4`, the right `& 8` (a tab of `first` pt if `& 128`); resizing, a range `& 16` or steps `& 32`; Reduce Motion `& 64` |
  /// | 2 | the host fails to start pops: `argument & 1` | a container of `first` × `second`, not animated |
  /// | 3 | | a container of `first` × `second` (safe area from `argument`) |
  /// | 4 | the context: depth `% 4`, transitioning `& 4`, opted out `& 8`, RTL `& 16`, width `first` | a move to an anchor (`argument % 9`: the corners, the sides and edges at `first` or `second`, a custom point `argument >> 4`), as VoiceOver's actions send |
  /// | 5 | completions late by 0, 0.1, 0.5 or 0.9 s (`argument % 4`) | `argument >> 2 % 6`: a frame now, a size step (cycle, larger, smaller), a move to the first stash anchor, to the shown anchor (accessibility's actions) |
  /// | 6 | the animator for the next swipe: percent-driven `argument & 1`; Reduce Motion on `& 2` or off | a keyboard `first` pt high (hidden if not above 0) |
  /// | 7 | a drag sent directly (`argument % 4`: began, changed, ended, cancelled) at (`first`, `second`) | the same |
  func hostCall(kind: UInt8, argument: UInt8, _ first: Double, _ second: Double) {
    guard storesAreActive else { return }
    // The floating view's sizes and containers: beyond 100 000 pt (no screen's), folded
    // back below it; NaN, infinities and negative values stay (the store ignores them). A
    // frame 10^14 pt away cannot be placed to the 10^-9 pt the rest is checked to.
    let (width, height) = (Self.onScreen(first), Self.onScreen(second))
    let back = backSwipe
    let view = draggable
    switch kind % 8 {
    case 0:
      back.send(.push(time: back.time))
      view.send(.sizeChanged(Size(width: width, height: height)))
    case 1:
      back.send(.pop(time: back.time))
      var configuration = view.store.configuration
      configuration.anchors = FuzzDriver.Setup(byte: (argument % 4) << 2).anchors
      var sides: DraggableStore.Stashing.Sides = []
      if argument & 4 != 0 { sides.insert(.left) }
      if argument & 8 != 0 { sides.insert(.right) }
      configuration.stashing = .init(sides: sides, tabWidth: argument & 128 != 0 ? first : 24)
      configuration.resizing =
        argument & 16 != 0
        ? .init(widths: .range(minimum: 40, maximum: second))
        : argument & 32 != 0 ? .init(widths: .steps([90, .nan, 50, first, 150])) : nil
      configuration.reducesMotion = argument & 64 != 0
      view.send(.configurationChanged(configuration))
    case 2:
      back.app.failsToStartPops = argument & 1 != 0
      view.send(
        .resize(
          bounds: Rect(x: 0, y: 0, width: width, height: height), safeArea: Insets(top: 47, bottom: 34),
          animated: false))
    case 3:
      view.send(
        .resize(
          bounds: Rect(x: 0, y: 0, width: width, height: height),
          safeArea: Insets(top: Double(argument & 63), bottom: Double(argument >> 2))))
    case 4:
      var context = back.store.context
      context.stackDepth = Int(argument % 4)
      context.isTransitioning = argument & 4 != 0
      // Bit 8 opts the screen out; otherwise bits 32 and 64 pick the policy; 128 is the
      // app's veto.
      context.policy =
        argument & 8 != 0 ? .disabled : BackSwipe.Policy.allCases[Int(argument >> 5) & 3]
      context.isVetoedByApp = argument & 128 != 0
      context.layoutDirection = argument & 16 != 0 ? .rightToLeft : .leftToRight
      context.container = Rect(x: 0, y: 0, width: first, height: 844)
      back.send(.contextChanged(context))
      let anchors: [DraggableStore.Anchor] = [
        .topLeft, .topRight, .bottomLeft, .bottomRight, .left(centerY: first),
        .right(centerY: second), .top(centerX: first), .bottom(centerX: second),
        .point(index: Int(argument >> 4)),
      ]
      view.send(.move(to: anchors[Int(argument % 9)], time: view.time))
    case 5:
      back.app.completionDelay = [0, 0.1, 0.5, 0.9][Int(argument % 4)]
      let steps: [DraggableStore.SizeStep] = [.cycle, .larger, .smaller]
      switch (argument >> 2) % 6 {
      case 0: view.send(.tick(time: view.time))
      case 4: view.send(.move(to: view.store.stashAnchors.first ?? .topLeft, time: view.time))
      case 5: view.send(.move(to: view.store.shownAnchor, time: view.time))
      case let step: view.send(.stepSize(steps[Int(step) - 1], time: view.time))
      }
    case 6:
      let animator: BackSwipeStore.Animator = argument & 1 != 0 ? .percentDriven : .frames
      back.driver.withStore { $0.configuration.animator = animator }
      back.send(.reduceMotionChanged(argument & 2 != 0))
      let bounds = view.store.bounds
      let keyboard =
        width > 0 ? Rect(x: 0, y: bounds.maxY - width, width: bounds.width, height: width) : nil
      view.send(
        .resize(
          bounds: bounds,
          safeArea: DraggableStore.insets(
            safeArea: Insets(top: 47, bottom: 34), extra: .zero, keyboardFrame: keyboard,
            in: bounds)))
    default:
      directDrag(argument: argument, first, second)
    }
  }

  static func onScreen(_ value: Double) -> Double {
    value.isFinite && value.magnitude > 100_000
      ? value.truncatingRemainder(dividingBy: 100_000) : value
  }

  /// A drag sent directly, as a UIKit host with its own recognizers would. The swipe-action
  /// row (`argument >> 2 % 6`) and the floating view get it only in an order their hosts'
  /// recognizers could give (the floating view's contract checks it); the back swipe gets
  /// it in any order, finite or not.
  private func directDrag(argument: UInt8, _ first: Double, _ second: Double) {
    let translation = Vector(dx: first - 100, dy: second - 400)
    let drag = DragEvent.fuzzed(argument, at: Point(x: first, y: second), translation, velocity: translation)
    let (begins, ends) = (drag.begins, drag.ends)
    backSwipe.drag(drag)
    if begins { direct.backSwipe = true } else if ends { direct.backSwipe = false }
    let wellFormed = drag.isFinite && (begins ? !direct.view && !panDrives.view : direct.view)
    if wellFormed || (drag == .cancelled && direct.view) {
      draggable.send(.drag(drag, time: draggable.time))
      if begins { direct.view = true } else if ends { direct.view = false }
    }
    let id = Int(argument >> 2) % Self.rowSlots
    if begins
      ? direct.row == nil && swipeReader.draggedRowID == nil && swipeActions.app.ids.contains(id)
      : direct.row != nil
    {
      let row = direct.row ?? id
      if swipeActions.app.ids.contains(row) {
        swipeActions.send(.drag(rowID: row, drag, time: swipeActions.time))
        direct.row = ends ? nil : row
      } else {
        direct.row = nil
      }
    }
  }
}
