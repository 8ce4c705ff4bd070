#if canImport(UIKit)
  import GestureCore
  import UIKit

  @MainActor
  extension UIView {
    // MARK: - Taps

    /// Calls a handler when the view is tapped.
    ///
    /// ```swift
    /// avatarView.onTap { gesture in
    ///   print("tapped at", gesture.location)
    /// }
    /// ```
    ///
    /// The handler fires once per tap, when the finger lifts; if the view also has an
    /// `onDoubleTap(replacing:isEnabled:configuration:file:line:column:_:)` handler, it fires only once the double tap
    /// has failed (after the double-tap interval), so a double tap never fires the single tap
    /// too. Adding the view's first handler turns on `isUserInteractionEnabled`, so labels and
    /// image views just work; later handlers leave it as the app set it.
    ///
    /// ## Buttons inside
    /// A tap on an enabled control inside the view (a button, a switch, a segmented control)
    /// is the control's: its action fires and this handler does not, as with UIKit's own tap
    /// recognizer (`CoreGestureRecognizer.yieldsToControls`). A card with `onTap` and buttons
    /// in it just works.
    ///
    /// ## In a scroll view
    /// A tap that lands while a scroll view around the view is still gliding after a fling
    /// (or bouncing back) only stops it: the handler does not fire, as a table view selects no
    /// row then (GestureCore's `TouchLanding`). The next tap fires as usual.
    ///
    /// ## Sharing and removing
    /// All tap handlers of a view share one recognizer and fire in the order they were added.
    /// The returned ``GestureToken`` removes this handler; the recognizer goes when its last
    /// handler does. ``removeGestureHandlers(_:)`` removes all handlers of some kinds.
    ///
    /// ## Reused cells
    /// A handler's registration is the line of code that adds it (`file`, `line` and
    /// `column`, filled in for you): running that line again for the same view replaces the
    /// handler it added there, keeping the recognizer, while handlers added by other lines add
    /// up. So a cell configured again for another item has one handler, for that item, with
    /// nothing to remove in `prepareForReuse()`:
    ///
    /// ```swift
    /// func configure(with item: Item) {
    ///   avatarView.onTap { [weak self] _ in       // one handler, however often this runs
    ///     self?.delegate?.openProfile(item.id)
    ///   }
    /// }
    /// ```
    ///
    /// A handler added inside an `if` stays on the reused view: when the condition is false
    /// for the next item, the line does not run, and the previous item's handler is still
    /// there (tapping the cell opens the previous item). Run the line every time and say
    /// whether it takes part with `isEnabled`: a disabled handler is never called, takes no
    /// touch and offers no accessibility action or menu item, and it replaces the handler
    /// the line added before, so the previous item's goes:
    ///
    /// ```swift
    /// func configure(with item: Item) {
    ///   label.onTap(isEnabled: item.isLink) { [weak self] in
    ///     self?.delegate?.open(item)
    ///   }
    /// }
    /// ```
    ///
    /// One line run several times for one view on purpose (a loop adding a handler per
    /// item) keeps only the last: add them from one handler instead. `replacing: true` also
    /// removes the handlers other lines added to the view's taps.
    ///
    /// A function of the app's that adds handlers for its callers (a design system's
    /// `onTapWithHaptic`) is one line for every caller: give it the same three parameters and
    /// pass them on, so that each of its callers is a registration of its own:
    ///
    /// ```swift
    /// extension UIView {
    ///   @discardableResult
    ///   func onTapWithHaptic(
    ///     file: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
    ///     _ handler: @escaping @MainActor () -> Void
    ///   ) -> GestureToken {
    ///     onTap(file: file, line: line, column: column) {
    ///       UIImpactFeedbackGenerator(style: .light).impactOccurred()
    ///       handler()
    ///     }
    ///   }
    /// }
    /// ```
    ///
    /// In debug builds, a line that replaces a handler it added moments ago on the same view
    /// (two calls of such a function in one configuration) is logged once.
    ///
    /// ## Retain cycles
    /// The view owns its recognizers and they own the handlers, so a handler that captures
    /// the view strongly keeps the view alive for ever. Use the gesture's
    /// ``ViewGesture/view`` instead, and capture view controllers and cells (which own the
    /// view) weakly, as above. The token holds nothing strongly.
    ///
    /// - Parameters:
    ///   - replacing: Whether to remove the view's other tap handlers first. Default `false`.
    ///   - isEnabled: Whether the handler takes part. Default `true`. `false` adds nothing
    ///     (no recognizer, no touch, no accessibility action or menu item) but still replaces
    ///     the handler this line of code added before: write `isEnabled: item.isLink` rather
    ///     than an `if` around the line in a reused cell's configuration.
    ///   - configuration: The thresholds of the view's tap recognizer (shared by all its tap
    ///     handlers; `numberOfTaps` is always 1). `nil` (the default) keeps the current ones,
    ///     GestureCore's defaults for a new recognizer.
    ///   - file: The file of the line of code that adds the handler: its registration, with
    ///     `line` and `column`. Default `#fileID`, the caller's; leave the three out.
    ///   - line: The line of that code. Default `#line`.
    ///   - column: The column of that code. Default `#column`.
    ///   - handler: Called on the main actor with the tap, its ``ViewGesture/phase`` `ended`.
    /// - Returns: A token that removes the handler.
    @discardableResult
    public func onTap(
      replacing: Bool = false, isEnabled: Bool = true, configuration: TapRecognizer.Configuration? = nil,
      file: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
      _ handler: @escaping @MainActor (ViewGesture) -> Void
    ) -> GestureToken {
      addTapHandler(numberOfTaps: 1, replacing, isEnabled, configuration, .init(file: file, line: line, column: column), handler)
    }

    /// Calls a handler when the view is tapped; see `onTap(replacing:isEnabled:configuration:file:line:column:_:)`.
    ///
    /// ```swift
    /// label.onTap { print("tapped") }
    /// ```
    @discardableResult
    public func onTap(
      replacing: Bool = false, isEnabled: Bool = true, configuration: TapRecognizer.Configuration? = nil,
      file: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
      _ handler: @escaping @MainActor () -> Void
    ) -> GestureToken {
      addTapHandler(numberOfTaps: 1, replacing, isEnabled, configuration, .init(file: file, line: line, column: column)) { _ in
        handler()
      }
    }

    /// Calls a handler when the view is tapped twice in a row.
    ///
    /// ```swift
    /// photoView.onDoubleTap { gesture in zoom(to: gesture.location) }
    /// ```
    ///
    /// The handler fires at the second lift. A single-tap handler on the same view waits
    /// for this double tap to fail, whichever was added first. Sharing, removal, reused cells
    /// and retain cycles work as for `onTap(replacing:isEnabled:configuration:file:line:column:_:)`.
    ///
    /// - Parameters:
    ///   - replacing: Whether to remove the view's other double-tap handlers first.
    ///   - isEnabled: Whether the handler takes part. Default `true`. `false` adds nothing
    ///     (no recognizer, no touch, no accessibility action or menu item) but still replaces
    ///     the handler this line of code added before: write `isEnabled: item.isLink` rather
    ///     than an `if` around the line in a reused cell's configuration.
    ///   - configuration: The thresholds of the view's double-tap recognizer
    ///     (`numberOfTaps` is always 2); `nil` keeps the current ones.
    ///   - file: The file of the line of code that adds the handler: its registration, with
    ///     `line` and `column`. Default `#fileID`, the caller's; leave the three out.
    ///   - line: The line of that code. Default `#line`.
    ///   - column: The column of that code. Default `#column`.
    ///   - handler: Called on the main actor with the double tap, phase `ended`.
    /// - Returns: A token that removes the handler.
    @discardableResult
    public func onDoubleTap(
      replacing: Bool = false, isEnabled: Bool = true, configuration: TapRecognizer.Configuration? = nil,
      file: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
      _ handler: @escaping @MainActor (ViewGesture) -> Void
    ) -> GestureToken {
      addTapHandler(numberOfTaps: 2, replacing, isEnabled, configuration, .init(file: file, line: line, column: column), handler)
    }

    /// Calls a handler when the view is tapped twice in a row; see
    /// `onDoubleTap(replacing:isEnabled:configuration:file:line:column:_:)`.
    @discardableResult
    public func onDoubleTap(
      replacing: Bool = false, isEnabled: Bool = true, configuration: TapRecognizer.Configuration? = nil,
      file: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
      _ handler: @escaping @MainActor () -> Void
    ) -> GestureToken {
      addTapHandler(numberOfTaps: 2, replacing, isEnabled, configuration, .init(file: file, line: line, column: column)) { _ in
        handler()
      }
    }

    private func addTapHandler(
      numberOfTaps: Int, _ replacing: Bool, _ isEnabled: Bool,
      _ configuration: TapRecognizer.Configuration?,
      _ registration: ClosureGestureRegistration,
      _ handler: @escaping @MainActor (ViewGesture) -> Void
    ) -> GestureToken {
      // The store calls tap handlers once, on recognition, and keeps `numberOfTaps`.
      ClosureGestureRegistry.registry(of: self).add(
        to: [.tap(numberOfTaps: numberOfTaps)], replacing: replacing, isEnabled: isEnabled,
        registration: registration,
        configuration: { _ in configuration.map { RecognizerKind.tap($0) } }, body: handler)
    }

    // MARK: - Long press

    /// Calls a handler when a press on the view has lasted long enough, and optionally
    /// another when it ends.
    ///
    /// ```swift
    /// cardView.onLongPress { gesture in
    ///   gesture.view.alpha = 0.6
    /// } ended: { gesture in
    ///   gesture.view.alpha = 1
    /// }
    /// ```
    ///
    /// `began` fires once, when the finger has stayed down for the minimum duration (0.5 s)
    /// without moving more than the allowable movement (10 pt); `ended` fires once when the
    /// finger lifts (phase `ended`) or the system takes the touch away (phase `cancelled`).
    /// Sharing, removal, reused cells and retain cycles work as for
    /// `onTap(replacing:isEnabled:configuration:file:line:column:_:)`.
    ///
    /// - Parameters:
    ///   - replacing: Whether to remove the view's other long-press handlers first.
    ///   - isEnabled: Whether the handler takes part. Default `true`. `false` adds nothing
    ///     (no recognizer, no touch, no accessibility action or menu item) but still replaces
    ///     the handler this line of code added before: write `isEnabled: item.isLink` rather
    ///     than an `if` around the line in a reused cell's configuration.
    ///   - configuration: The thresholds of the view's long-press recognizer (duration,
    ///     movement, fingers); `nil` keeps the current ones.
    ///   - file: The file of the line of code that adds the handler: its registration, with
    ///     `line` and `column`. Default `#fileID`, the caller's; leave the three out.
    ///   - line: The line of that code. Default `#line`.
    ///   - column: The column of that code. Default `#column`.
    ///   - began: Called on the main actor when the press begins, phase `began`.
    ///   - ended: Called on the main actor when it ends, phase `ended` or `cancelled`.
    ///     Default `nil`.
    /// - Returns: A token that removes both handlers.
    @discardableResult
    public func onLongPress(
      replacing: Bool = false, isEnabled: Bool = true, configuration: LongPressRecognizer.Configuration? = nil,
      file: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
      began: @escaping @MainActor (ViewGesture) -> Void,
      ended: (@MainActor (ViewGesture) -> Void)? = nil
    ) -> GestureToken {
      // The store calls long-press handlers when the press begins and when it ends or is
      // cancelled, never for its moves.
      ClosureGestureRegistry.registry(of: self).add(
        to: [.longPress], replacing: replacing, isEnabled: isEnabled,
        registration: ClosureGestureRegistration(file: file, line: line, column: column),
        configuration: { _ in configuration.map { RecognizerKind.longPress($0) } },
        body: { gesture in
          if gesture.phase == .began { began(gesture) } else { ended?(gesture) }
        })
    }

    /// Calls a handler when a press on the view has lasted long enough, and optionally
    /// another when it ends; see
    /// `onLongPress(replacing:isEnabled:configuration:file:line:column:began:ended:)`.
    ///
    /// ```swift
    /// row.onLongPress { showMenu() }
    /// ```
    @discardableResult
    public func onLongPress(
      replacing: Bool = false, isEnabled: Bool = true, configuration: LongPressRecognizer.Configuration? = nil,
      file: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
      began: @escaping @MainActor () -> Void, ended: (@MainActor () -> Void)? = nil
    ) -> GestureToken {
      var endedHandler: (@MainActor (ViewGesture) -> Void)?
      if let ended { endedHandler = { _ in ended() } }
      let beganHandler: @MainActor (ViewGesture) -> Void = { _ in began() }
      return onLongPress(
        replacing: replacing, isEnabled: isEnabled, configuration: configuration, file: file, line: line,
        column: column, began: beganHandler, ended: endedHandler)
    }

    // MARK: - Swipes

    /// Calls a handler when the view is swiped in one of a set of directions.
    ///
    /// ```swift
    /// pageView.onSwipe(.horizontal) { gesture in
    ///   gesture.direction == .left ? showNext() : showPrevious()
    /// }
    /// ```
    ///
    /// The handler fires once per swipe, as soon as the stroke is long and straight enough
    /// (before the lift), with ``ViewGesture/direction`` set to the one direction of the
    /// stroke. Each direction has its own recognizer, shared by every swipe handler of that
    /// direction on the view. A swipe may recognize while an ``onPan(replacing:isEnabled:configuration:file:line:column:_:)``
    /// handler of the same view pans. Sharing, removal, reused cells (`replacing` replaces the
    /// handlers of these directions) and retain cycles work as for
    /// `onTap(replacing:isEnabled:configuration:file:line:column:_:)`.
    ///
    /// - Parameters:
    ///   - directions: The directions that fire the handler: any set, such as `.left`,
    ///     `[.left, .right]` or `.all`.
    ///   - replacing: Whether to remove the other handlers of these directions first.
    ///   - isEnabled: Whether the handler takes part. Default `true`. `false` adds nothing
    ///     (no recognizer, no touch, no accessibility action or menu item) but still replaces
    ///     the handler this line of code added before: write `isEnabled: item.isLink` rather
    ///     than an `if` around the line in a reused cell's configuration.
    ///   - configuration: The thresholds of these directions' recognizers (distance,
    ///     duration, angle, fingers; `directions` is set per recognizer); `nil` keeps the
    ///     current ones.
    ///   - file: The file of the line of code that adds the handler: its registration, with
    ///     `line` and `column`. Default `#fileID`, the caller's; leave the three out.
    ///   - line: The line of that code. Default `#line`.
    ///   - column: The column of that code. Default `#column`.
    ///   - handler: Called on the main actor with the swipe, phase `ended`.
    /// - Returns: A token that removes the handler from every direction.
    @discardableResult
    public func onSwipe(
      _ directions: SwipeDirection, replacing: Bool = false, isEnabled: Bool = true,
      configuration: SwipeRecognizer.Configuration? = nil,
      file: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
      _ handler: @escaping @MainActor (ViewGesture) -> Void
    ) -> GestureToken {
      // One recognizer per direction; the store keeps each one's direction and calls the
      // handlers once, on recognition.
      ClosureGestureRegistry.registry(of: self).add(
        to: [.swipe(directions)], replacing: replacing, isEnabled: isEnabled,
        registration: ClosureGestureRegistration(file: file, line: line, column: column),
        configuration: { _ in configuration.map { RecognizerKind.swipe($0) } }, body: handler)
    }

    /// Calls a handler when the view is swiped in one of a set of directions; see
    /// `onSwipe(_:replacing:isEnabled:configuration:file:line:column:_:)`.
    ///
    /// ```swift
    /// cardView.onSwipe(.left) { dismissCard() }
    /// ```
    @discardableResult
    public func onSwipe(
      _ directions: SwipeDirection, replacing: Bool = false, isEnabled: Bool = true,
      configuration: SwipeRecognizer.Configuration? = nil,
      file: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
      _ handler: @escaping @MainActor () -> Void
    ) -> GestureToken {
      onSwipe(
        directions, replacing: replacing, isEnabled: isEnabled, configuration: configuration, file: file, line: line,
        column: column
      ) { _ in handler() }
    }

    // MARK: - Removing

    /// Removes every closure gesture handler of the given kinds from the view, and their
    /// recognizers; their tokens become inactive.
    ///
    /// ```swift
    /// override func prepareForReuse() {
    ///   super.prepareForReuse()
    ///   thumbnail.removeGestureHandlers()               // everything
    ///   titleLabel.removeGestureHandlers([.tap, .longPress])
    /// }
    /// ```
    ///
    /// - Parameter kinds: The kinds to remove. Default: all of them.
    public func removeGestureHandlers(_ kinds: ViewGestureKind = .all) {
      ClosureGestureRegistry.existingRegistry(of: self)?.removeHandlers(ofKinds: kinds)
    }
  }
#endif
