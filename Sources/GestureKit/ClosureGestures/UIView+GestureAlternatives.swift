#if canImport(UIKit)
  import GestureCore
  import UIKit

  // A second way to make a closure gesture: a name that makes a swipe, a long press or a
  // double tap an action (assistive technologies' custom actions and the context menu), and
  // a pinch or rotation an adjustable element. GestureCore's store decides what is offered
  // (`namedActions`, `adjustable`) and which handlers hear what; `ClosureGestureAccessibility`
  // keeps the view in step.
  @MainActor
  extension UIView {
    // MARK: - Named swipes

    /// Calls a handler when the view is swiped in one of a set of directions, or when the
    /// action `name` is chosen: a custom action for VoiceOver, Switch Control and Voice
    /// Control (“Archive”), and an item of the view's context menu, which a view with a long
    /// press does not get (the press stays the long press's).
    ///
    /// ```swift
    /// row.onSwipe(.left, named: "Archive") { [weak self] in self?.archive(item) }
    /// row.onSwipe(.right, named: "Flag") { [weak self] in self?.flag(item) }
    /// ```
    ///
    /// The swipe works as with `onSwipe(_:replacing:isEnabled:configuration:file:line:column:_:)`. The
    /// action calls every swipe handler of its direction once, as a swipe does, with
    /// ``ViewGesture/phase`` `ended`, ``ViewGesture/direction`` set, the view's centre (or
    /// where its menu was opened) as ``ViewGesture/location`` and ``ViewGesture/numberOfTouches``
    /// 0. With several directions, each direction gets an action of its own, in the order
    /// left, right, up, down, named with its direction added ("Skip Left", "Skip Right";
    /// localized through your `GestureKit.strings` under "%@ Left" and the like): give each
    /// direction its own name for names of your own.
    ///
    /// The view's actions come in the order their lines of code added them; running a line
    /// again (a reused cell) replaces its action in its place, with the new name, and removing
    /// the handler removes it. Your own `accessibilityCustomActions` stay, before ours.
    /// <doc:ClosureGestures> tells what else the view gets: the menu, traits and element.
    ///
    /// - Parameters:
    ///   - directions: The directions that fire the handler.
    ///   - name: What assistive technologies speak and the menu shows, localized. An empty
    ///     name makes no action.
    ///   - replacing: Whether to remove the other handlers of these directions first.
    ///     Default `false`.
    ///   - isEnabled: Whether the handler takes part. Default `true`. `false` adds nothing
    ///     (no recognizer, no touch, no accessibility action or menu item) but still replaces
    ///     the handler this line of code added before: write `isEnabled: item.isLink` rather
    ///     than an `if` around the line in a reused cell's configuration.
    ///   - configuration: The thresholds of these directions' recognizers; `nil` (the
    ///     default) keeps the current ones.
    ///   - file: The file of the line of code that adds the handler: its registration, with
    ///     `line` and `column`. Default `#fileID`, the caller's; leave the three out.
    ///   - line: The line of that code. Default `#line`.
    ///   - column: The column of that code. Default `#column`.
    ///   - handler: Called on the main actor with the swipe, phase `ended`.
    /// - Returns: A token that removes the handler and its action.
    @discardableResult
    public func onSwipe(
      _ directions: SwipeDirection, named name: String, replacing: Bool = false, isEnabled: Bool = true,
      configuration: SwipeRecognizer.Configuration? = nil,
      file: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
      _ handler: @escaping @MainActor (ViewGesture) -> Void
    ) -> GestureToken {
      ClosureGestureRegistry.registry(of: self).add(
        to: [.swipe(directions)], replacing: replacing, isEnabled: isEnabled,
        registration: ClosureGestureRegistration(file: file, line: line, column: column),
        alternative: .named(name),
        configuration: { _ in configuration.map { RecognizerKind.swipe($0) } }, body: handler)
    }

    /// Calls a handler when the view is swiped in one of a set of directions, or when the
    /// action `name` is chosen; see `onSwipe(_:named:replacing:isEnabled:configuration:file:line:column:_:)`.
    @discardableResult
    public func onSwipe(
      _ directions: SwipeDirection, named name: String, replacing: Bool = false, isEnabled: Bool = true,
      configuration: SwipeRecognizer.Configuration? = nil,
      file: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
      _ handler: @escaping @MainActor () -> Void
    ) -> GestureToken {
      onSwipe(
        directions, named: name, replacing: replacing, isEnabled: isEnabled, configuration: configuration, file: file,
        line: line, column: column
      ) { _ in handler() }
    }

    // MARK: - Named long press

    /// Calls a handler when a press on the view has lasted long enough, or when the action
    /// `name` is chosen (“Show Details”), and optionally another when it ends.
    ///
    /// ```swift
    /// photo.onLongPress(named: "Show Details") { [weak self] in self?.showDetails() }
    /// ```
    ///
    /// The action calls the long-press handlers with `began`, then `ended`, at once.
    ///
    /// ## A long press and the menu
    /// A named gesture gives the view a context menu of its actions, and a touch long press is
    /// how a menu opens: a `UIContextMenuInteraction` has no switch that leaves the touch's
    /// press to this handler and keeps the pointer's secondary click. A long press, named or
    /// not, therefore keeps the press: the view gets no menu of ours, and its named gestures,
    /// this one among them, are custom actions only. A menu there is opt-in: add a context
    /// menu interaction of your own (the view then keeps it, and it takes the press).
    ///
    /// Everything else works as for
    /// `onLongPress(replacing:isEnabled:configuration:file:line:column:began:ended:)` and the actions
    /// as for `onSwipe(_:named:replacing:isEnabled:configuration:file:line:column:_:)`.
    ///
    /// - Parameters:
    ///   - name: What assistive technologies speak and the menu shows, localized. An empty
    ///     name makes no action.
    ///   - replacing: Whether to remove the view's other long-press handlers first. Default
    ///     `false`.
    ///   - isEnabled: Whether the handler takes part. Default `true`. `false` adds nothing
    ///     (no recognizer, no touch, no accessibility action or menu item) but still replaces
    ///     the handler this line of code added before: write `isEnabled: item.isLink` rather
    ///     than an `if` around the line in a reused cell's configuration.
    ///   - configuration: The thresholds of the view's long-press recognizer; `nil` (the
    ///     default) keeps the current ones.
    ///   - file: The file of the line of code that adds the handler: its registration, with
    ///     `line` and `column`. Default `#fileID`, the caller's; leave the three out.
    ///   - line: The line of that code. Default `#line`.
    ///   - column: The column of that code. Default `#column`.
    ///   - began: Called on the main actor when the press begins, phase `began`.
    ///   - ended: Called on the main actor when it ends, phase `ended` or `cancelled`.
    ///     Default `nil`.
    /// - Returns: A token that removes both handlers and the action.
    @discardableResult
    public func onLongPress(
      named name: String, replacing: Bool = false, isEnabled: Bool = true,
      configuration: LongPressRecognizer.Configuration? = nil,
      file: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
      began: @escaping @MainActor (ViewGesture) -> Void,
      ended: (@MainActor (ViewGesture) -> Void)? = nil
    ) -> GestureToken {
      ClosureGestureRegistry.registry(of: self).add(
        to: [.longPress], replacing: replacing, isEnabled: isEnabled,
        registration: ClosureGestureRegistration(file: file, line: line, column: column),
        alternative: .named(name),
        configuration: { _ in configuration.map { RecognizerKind.longPress($0) } },
        body: { gesture in
          if gesture.phase == .began { began(gesture) } else { ended?(gesture) }
        })
    }

    /// Calls a handler when a press on the view has lasted long enough, or when the action
    /// `name` is chosen; see
    /// `onLongPress(named:replacing:isEnabled:configuration:file:line:column:began:ended:)`.
    @discardableResult
    public func onLongPress(
      named name: String, replacing: Bool = false, isEnabled: Bool = true,
      configuration: LongPressRecognizer.Configuration? = nil,
      file: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
      began: @escaping @MainActor () -> Void, ended: (@MainActor () -> Void)? = nil
    ) -> GestureToken {
      var endedHandler: (@MainActor (ViewGesture) -> Void)?
      if let ended { endedHandler = { _ in ended() } }
      return onLongPress(
        named: name, replacing: replacing, isEnabled: isEnabled, configuration: configuration, file: file, line: line,
        column: column, began: { _ in began() }, ended: endedHandler)
    }

    // MARK: - Named double tap

    /// Calls a handler when the view is tapped twice in a row, or when the action `name` is
    /// chosen (“Like”).
    ///
    /// ```swift
    /// photo.onDoubleTap(named: "Like") { [weak self] in self?.like() }
    /// ```
    ///
    /// The action calls the double-tap handlers once, phase `ended`. A double tap is not the
    /// view's activation (that is the single tap's): without a name, assistive technologies
    /// cannot make it. Everything else works as for
    /// `onDoubleTap(replacing:isEnabled:configuration:file:line:column:_:)` and the actions as for
    /// `onSwipe(_:named:replacing:isEnabled:configuration:file:line:column:_:)`.
    ///
    /// - Parameters:
    ///   - name: What assistive technologies speak and the menu shows, localized.
    ///   - replacing: Whether to remove the view's other double-tap handlers first. Default
    ///     `false`.
    ///   - isEnabled: Whether the handler takes part. Default `true`. `false` adds nothing
    ///     (no recognizer, no touch, no accessibility action or menu item) but still replaces
    ///     the handler this line of code added before: write `isEnabled: item.isLink` rather
    ///     than an `if` around the line in a reused cell's configuration.
    ///   - configuration: The thresholds of the view's double-tap recognizer; `nil` (the
    ///     default) keeps the current ones.
    ///   - file: The file of the line of code that adds the handler: its registration, with
    ///     `line` and `column`. Default `#fileID`, the caller's; leave the three out.
    ///   - line: The line of that code. Default `#line`.
    ///   - column: The column of that code. Default `#column`.
    ///   - handler: Called on the main actor with the double tap, phase `ended`.
    /// - Returns: A token that removes the handler and its action.
    @discardableResult
    public func onDoubleTap(
      named name: String, replacing: Bool = false, isEnabled: Bool = true,
      configuration: TapRecognizer.Configuration? = nil,
      file: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
      _ handler: @escaping @MainActor (ViewGesture) -> Void
    ) -> GestureToken {
      ClosureGestureRegistry.registry(of: self).add(
        to: [.tap(numberOfTaps: 2)], replacing: replacing, isEnabled: isEnabled,
        registration: ClosureGestureRegistration(file: file, line: line, column: column),
        alternative: .named(name),
        configuration: { _ in configuration.map { RecognizerKind.tap($0) } }, body: handler)
    }

    /// Calls a handler when the view is tapped twice in a row, or when the action `name` is
    /// chosen; see `onDoubleTap(named:replacing:isEnabled:configuration:file:line:column:_:)`.
    @discardableResult
    public func onDoubleTap(
      named name: String, replacing: Bool = false, isEnabled: Bool = true,
      configuration: TapRecognizer.Configuration? = nil,
      file: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
      _ handler: @escaping @MainActor () -> Void
    ) -> GestureToken {
      onDoubleTap(
        named: name, replacing: replacing, isEnabled: isEnabled, configuration: configuration, file: file, line: line,
        column: column
      ) { _ in handler() }
    }

    // MARK: - Adjustable pinch and rotation

    /// Calls a handler as two fingers pinch the view, and, with `adjustable`, as an assistive
    /// technology adjusts it (VoiceOver's swipe up and down, from iOS 17).
    ///
    /// ```swift
    /// photo.onPinch(adjustable: true) { [weak self] gesture in
    ///   switch gesture.phase {
    ///   case .began: self?.startZoom()
    ///   case .changed, .ended: self?.zoom(by: gesture.scale)  // 1.25 or 0.8 for a step
    ///   case .cancelled: self?.cancelZoom()
    ///   }
    /// }
    /// ```
    ///
    /// Each increment or decrement is a pinch of its own, from rest: the handler hears
    /// `began` (scale 1), `changed` and `ended` at the step's scale, × 1.25 for an increment,
    /// ÷ 1.25 (0.8) for a decrement, at the view's centre with no touches. A handler written
    /// for fingers (scale the view by ``ViewGesture/scale`` from where it was at `began`)
    /// zooms one step per adjustment. The view gets the `.adjustable` trait. If a view has an
    /// adjustable pinch and rotation, the first added is adjusted. Everything else works as for
    /// `onPinch(replacing:isEnabled:configuration:file:line:column:_:)`.
    ///
    /// - Parameters:
    ///   - adjustable: Whether increments and decrements pinch the view. `false` is
    ///     `onPinch(replacing:isEnabled:configuration:file:line:column:_:)`.
    ///   - replacing: Whether to remove the view's other pinch handlers first. Default
    ///     `false`.
    ///   - isEnabled: Whether the handler takes part. Default `true`. `false` adds nothing
    ///     (no recognizer, no touch, no accessibility action or menu item) but still replaces
    ///     the handler this line of code added before: write `isEnabled: item.isLink` rather
    ///     than an `if` around the line in a reused cell's configuration.
    ///   - configuration: The thresholds of the view's pinch recognizer; `nil` (the default)
    ///     keeps the current ones.
    ///   - file: The file of the line of code that adds the handler: its registration, with
    ///     `line` and `column`. Default `#fileID`, the caller's; leave the three out.
    ///   - line: The line of that code. Default `#line`.
    ///   - column: The column of that code. Default `#column`.
    ///   - handler: Called on the main actor at every phase.
    /// - Returns: A token that removes the handler.
    @discardableResult
    public func onPinch(
      adjustable: Bool, replacing: Bool = false, isEnabled: Bool = true,
      configuration: PinchRecognizer.Configuration? = nil,
      file: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
      _ handler: @escaping @MainActor (ViewGesture) -> Void
    ) -> GestureToken {
      ClosureGestureRegistry.registry(of: self).add(
        to: [.pinch], replacing: replacing, isEnabled: isEnabled,
        registration: ClosureGestureRegistration(file: file, line: line, column: column),
        alternative: adjustable ? .adjustable : nil,
        configuration: { _ in configuration.map { RecognizerKind.pinch($0) } }, body: handler)
    }

    /// Calls a handler as two fingers turn on the view, and, with `adjustable`, as an
    /// assistive technology adjusts it (from iOS 17).
    ///
    /// ```swift
    /// dial.onRotate(adjustable: true) { gesture in
    ///   gesture.view.transform = CGAffineTransform(rotationAngle: gesture.rotation)
    /// }
    /// ```
    ///
    /// Each increment or decrement is a rotation of its own, from rest: `began` (rotation 0),
    /// then `changed` and `ended` at +π/12 (15°, clockwise) for an increment or −π/12 for a
    /// decrement, at the view's centre with no touches. Everything else works as for
    /// `onRotate(replacing:isEnabled:configuration:file:line:column:_:)` and
    /// `onPinch(adjustable:replacing:isEnabled:configuration:file:line:column:_:)`.
    ///
    /// - Parameters:
    ///   - adjustable: Whether increments and decrements turn the view.
    ///   - replacing: Whether to remove the view's other rotation handlers first. Default
    ///     `false`.
    ///   - isEnabled: Whether the handler takes part. Default `true`. `false` adds nothing
    ///     (no recognizer, no touch, no accessibility action or menu item) but still replaces
    ///     the handler this line of code added before: write `isEnabled: item.isLink` rather
    ///     than an `if` around the line in a reused cell's configuration.
    ///   - configuration: The thresholds of the view's rotation recognizer; `nil` (the
    ///     default) keeps the current ones.
    ///   - file: The file of the line of code that adds the handler: its registration, with
    ///     `line` and `column`. Default `#fileID`, the caller's; leave the three out.
    ///   - line: The line of that code. Default `#line`.
    ///   - column: The column of that code. Default `#column`.
    ///   - handler: Called on the main actor at every phase.
    /// - Returns: A token that removes the handler.
    @discardableResult
    public func onRotate(
      adjustable: Bool, replacing: Bool = false, isEnabled: Bool = true,
      configuration: RotationRecognizer.Configuration? = nil,
      file: StaticString = #fileID, line: UInt = #line, column: UInt = #column,
      _ handler: @escaping @MainActor (ViewGesture) -> Void
    ) -> GestureToken {
      ClosureGestureRegistry.registry(of: self).add(
        to: [.rotation], replacing: replacing, isEnabled: isEnabled,
        registration: ClosureGestureRegistration(file: file, line: line, column: column),
        alternative: adjustable ? .adjustable : nil,
        configuration: { _ in configuration.map { RecognizerKind.rotation($0) } }, body: handler)
    }
  }
#endif
