extension SwipeActions {
  /// Handles one event, appending the effects it causes to `effects` (which the caller owns,
  /// empties and reuses).
  ///
  /// Every event is accepted in every state; the outcome of an event that makes no sense in
  /// the current state (a `changed` drag without a `began`, an `animationFinished` with no
  /// spring running) is documented on ``Event`` and is never a crash. No effect carries NaN.
  ///
  /// ```swift
  /// effects.removeAll(keepingCapacity: true)
  /// row.handle(.tapContent, into: &effects)  // an open row: [.animate(spring to 0)]
  /// ```
  public mutating func handle(_ event: Event, into effects: inout [Effect]) {
    switch (state, event) {
    // MARK: Drags
    case (.tracking(let tracking), .drag(let drag)):
      track(tracking, drag, into: &effects)
    case (.closed, .drag(let drag)):
      if let translation = HorizontalTracking.beganTranslation(drag) {
        beginTracking(
          from: 0, origin: .closed, announced: nil, expanded: nil, translation: translation,
          into: &effects)
      }
    case (.open(let side), .drag(let drag)):
      if let translation = HorizontalTracking.beganTranslation(drag) {
        beginTracking(
          from: offset(at: .open(side)), origin: .open(side), announced: .didOpen(side),
          expanded: nil, translation: translation, into: &effects)
      }
    case (.dismissed, .drag):
      break  // The content is off-screen: there is nothing to grab.
    case (.settling(let settling), .drag(let drag)):
      if HorizontalTracking.beganTranslation(drag) != nil {
        // Without `animationInterrupted` the spring's position is unknown: it is taken as
        // arrived, and the drag starts from its target.
        arrive(
          at: settling.target, announced: settling.announced, expanded: settling.expanded,
          into: &effects)
        handle(event, into: &effects)
      }
    case (.stopped(let stopped), .drag(let drag)):
      if let translation = HorizontalTracking.beganTranslation(drag) {
        beginTracking(
          from: stopped.offset, origin: stopped.target, announced: stopped.announced,
          expanded: stopped.expanded, translation: translation, into: &effects)
      } else {
        resume(stopped, into: &effects)
      }

    // MARK: Taps
    case (.tracking, .tapAction), (.tracking, .tapContent):
      break  // A finger is dragging the content.
    case (.closed, .tapAction(let side, let index)), (.open, .tapAction(let side, let index)),
      (.dismissed, .tapAction(let side, let index)), (.settling, .tapAction(let side, let index)),
      (.stopped, .tapAction(let side, let index)):
      tap(side, index: index, into: &effects)
    case (.closed, .tapContent):
      break
    case (.open, .tapContent), (.dismissed, .tapContent), (.settling, .tapContent),
      (.stopped, .tapContent):
      request(.closed, animated: true, into: &effects)

    // MARK: Programmatic
    case (.closed, .open(let side, let animated)), (.open, .open(let side, let animated)),
      (.dismissed, .open(let side, let animated)), (.tracking, .open(let side, let animated)),
      (.settling, .open(let side, let animated)), (.stopped, .open(let side, let animated)):
      request(.open(side), animated: animated, into: &effects)
    case (.closed, .close(let animated)), (.open, .close(let animated)),
      (.dismissed, .close(let animated)), (.tracking, .close(let animated)),
      (.settling, .close(let animated)), (.stopped, .close(let animated)):
      request(.closed, animated: animated, into: &effects)

    // MARK: Springs
    case (.settling(let settling), .animationFinished):
      finish(settling, into: &effects)
    case (.settling(let settling), .animationInterrupted(let elapsed)):
      interrupt(settling, elapsed: elapsed, into: &effects)
    case (.closed, .animationFinished), (.open, .animationFinished),
      (.dismissed, .animationFinished), (.tracking, .animationFinished),
      (.stopped, .animationFinished), (.closed, .animationInterrupted),
      (.open, .animationInterrupted), (.dismissed, .animationInterrupted),
      (.tracking, .animationInterrupted), (.stopped, .animationInterrupted):
      break  // No spring runs.

    // MARK: Environment
    case (.closed, .resize(let size)), (.open, .resize(let size)), (.dismissed, .resize(let size)),
      (.tracking, .resize(let size)), (.settling, .resize(let size)), (.stopped, .resize(let size)):
      resize(to: size, into: &effects)
    case (.closed, .setActions(let newLeading, let newTrailing)),
      (.open, .setActions(let newLeading, let newTrailing)),
      (.dismissed, .setActions(let newLeading, let newTrailing)),
      (.tracking, .setActions(let newLeading, let newTrailing)),
      (.settling, .setActions(let newLeading, let newTrailing)),
      (.stopped, .setActions(let newLeading, let newTrailing)):
      request(.closed, animated: false, into: &effects)
      leading = newLeading
      trailing = newTrailing
      rebuildLayouts()
      emitLayout(offset: 0, expanded: nil, into: &effects)
    case (.closed, .setLayoutDirection(let direction)),
      (.open, .setLayoutDirection(let direction)),
      (.dismissed, .setLayoutDirection(let direction)),
      (.tracking, .setLayoutDirection(let direction)),
      (.settling, .setLayoutDirection(let direction)),
      (.stopped, .setLayoutDirection(let direction)):
      request(.closed, animated: false, into: &effects)
      layoutDirection = direction
      rebuildLayouts()
      emitLayout(offset: 0, expanded: nil, into: &effects)
    }
  }
}
