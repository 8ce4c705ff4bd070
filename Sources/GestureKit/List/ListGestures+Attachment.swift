#if canImport(UIKit)
  import GestureCore
  import ObjectiveC
  import QuartzCore
  import UIKit

  // Attaching the controller to a list, handing configuration changes to the store and the
  // recognizers, and holding the list's own pan while a row is lifted or a gap is open.
  extension ListGestures {
    // MARK: Attachment

    /// The controller attached to `list`, creating it (and its recognizers) on first use;
    /// an existing one takes the new configuration.
    static func attach(to list: UIScrollView, configuration: Configuration) -> ListGestures {
      if let existing = attached(to: list) {
        existing.configuration = configuration
        return existing
      }
      let gestures = ListGestures(list: list, configuration: configuration)
      objc_setAssociatedObject(
        list, &listGesturesKey, gestures, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      return gestures
    }

    /// The controller attached to `list`, if any.
    static func attached(to list: UIScrollView) -> ListGestures? {
      objc_getAssociatedObject(list, &listGesturesKey) as? ListGestures
    }

    /// Forgets the controller attached to `list` (from `invalidate()`), so that the next
    /// `attach(to:configuration:)` creates a new one.
    static func detach(from list: UIScrollView) {
      objc_setAssociatedObject(list, &listGesturesKey, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }

    // MARK: Configuration

    /// The store's options for a configuration: the interactions' own, and no removal spring
    /// (the list animates the app's deletions itself).
    static func storeConfiguration(_ configuration: Configuration, list: UIScrollView?)
      -> ListStore.Configuration
    {
      ListStore.Configuration(
        swipeToCommit: configuration.swipeToCommit, reorder: configuration.reorder,
        pinchToInsert: configuration.pinchToInsert, removalSpring: nil,
        layoutDirection: ReadingDirection(list?.resolvedLayoutDirection ?? .leftToRight),
        longPress: configuration.longPress, pinch: configuration.pinch)
    }

    /// Tells the store when the list's layout direction changed (a trait change: the app's
    /// language, `semanticContentAttribute`), as the rest of GestureKit follows it: checked
    /// whenever the list is read (every touch-down and frame), so before any swipe begins.
    func synchronizeLayoutDirection() {
      guard let list else { return }
      let direction = ReadingDirection(list.resolvedLayoutDirection)
      guard direction != layoutDirection else { return }
      layoutDirection = direction
      send(.layoutDirectionChanged(direction))
    }

    /// Whether the app has a handler for the action a horizontal stroke of `dx` points goes
    /// towards (`SwipeToCommit.Action.towards(_:in:)`); the store decides the rest
    /// (`ListStore.allowsSwipe(startingAtY:towards:)`).
    func handlesStroke(dx: Double) -> Bool {
      switch SwipeToCommit.Action.towards(dx.sign, in: layoutDirection) {
      case .complete: onComplete != nil
      case .delete: handlesDeletion
      }
    }

    func configurationDidChange() {
      haptics.isEnabled = configuration.playsHaptics
      (reorderGestureRecognizer.core as? LongPressRecognizer)?.configuration =
        configuration.longPress
      (pinchGestureRecognizer.core as? PinchRecognizer)?.configuration = configuration.pinch
      pendingStoreConfiguration = Self.storeConfiguration(configuration, list: list)
      // An app callback may change the configuration while the store is handling an event:
      // the store takes it once that event is over.
      if !host.isApplyingEffects { adoptPendingConfiguration() }
      updateRecognizers()
    }

    /// Gives the store a configuration that changed while it was busy.
    func adoptPendingConfiguration() {
      guard let configuration = pendingStoreConfiguration else { return }
      pendingStoreConfiguration = nil
      host.update { $0.configuration = configuration }
    }

    /// Turns each recognizer on or off with its interaction's configuration; turning one off
    /// mid-gesture cancels it, which the store handles (a lifted row goes back, a gap closes).
    func updateRecognizers() {
      swipeGestureRecognizer.isEnabled = configuration.swipeToCommit != nil
      swipeScrollPan.pan.isEnabled = configuration.swipeToCommit != nil
      reorderGestureRecognizer.isEnabled = configuration.reorder != nil
      pinchGestureRecognizer.isEnabled = configuration.pinchToInsert != nil
      trackpadPinch.isEnabled = configuration.pinchToInsert != nil
    }

    // MARK: Scrolling

    /// Stops the list's own pan (a lifted row, an open gap): it must not scroll under the
    /// fingers. Its `isEnabled` comes back with ``resumeScrolling()``.
    func suspendScrolling() {
      guard suspendedScrolling == nil, let list else { return }
      let pan = list.panGestureRecognizer
      suspendedScrolling = (panWasEnabled: pan.isEnabled, scrollWasEnabled: list.isScrollEnabled)
      pan.isEnabled = false
    }

    /// Gives the list's pan back its `isEnabled`. A scroll view's `isScrollEnabled` switches
    /// its pan recognizer's `isEnabled`: when the pan followed it at the suspension, it
    /// follows the app's latest word now (an app that turned scrolling off mid-gesture keeps
    /// it off); otherwise the app set the pan itself and gets its value back.
    func resumeScrolling() {
      guard let suspended = suspendedScrolling else { return }
      suspendedScrolling = nil
      guard let list else { return }
      list.panGestureRecognizer.isEnabled =
        suspended.panWasEnabled == suspended.scrollWasEnabled
        ? list.isScrollEnabled : suspended.panWasEnabled
    }
  }

  /// The key of the controller associated with a list.
  @MainActor private var listGesturesKey: UInt8 = 0
#endif
