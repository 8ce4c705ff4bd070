#if canImport(SwiftUI) && canImport(UIKit)
  import GestureCore
  import SwiftUI
  import UIKit

  // A second way to make a SwiftUI view's closure gestures, through SwiftUI's own
  // accessibility and menu modifiers: GestureCore's store decides what is offered, from the
  // view's gestures, and every action goes through the registry that runs them (the same
  // store as the fingers' gestures, on the iOS 18 path and the probe's alike).

  extension View {
    /// Calls `handler` when the view is swiped in one of `directions`, or when the action
    /// `name` is chosen: an accessibility action (VoiceOver, Switch Control, Voice Control,
    /// Full Keyboard Access) and an item of the view's context menu, which a view with a long
    /// press does not get (the press stays the long press's), nor one inside
    /// ``SwiftUI/View/closureGestureMenu(_:)`` `.hidden`.
    ///
    /// ```swift
    /// MessageRow(message)
    ///   .onSwipe(.left, named: "Archive") { _ in archive(message) }
    ///   .onLongPress(named: "Show Details", began: { _ in showDetails(message) })
    /// ```
    ///
    /// The action calls the handler as a swipe does, once, with ``ViewGesture/direction``
    /// set, at the view's centre. With several directions each gets an action, named with its
    /// direction added ("Skip Left", "Skip Right"), in the order left, right, up, down. The
    /// view's actions keep the order of the modifiers. This is the UIKit
    /// `UIView.onSwipe(_:named:replacing:isEnabled:configuration:file:line:column:_:)` for a SwiftUI
    /// view; <doc:ClosureGestures> tells the whole of it.
    ///
    /// - Parameters:
    ///   - directions: The directions to recognize.
    ///   - name: What assistive technologies speak and the menu shows, localized. An empty
    ///     name makes no action.
    ///   - isEnabled: Whether the gesture is on. Default `true`. Off, it is not installed (a
    ///     gesture under way hears `.cancelled`) and the view keeps its identity and state (a
    ///     tap's or an adjustable gesture's accessibility action aside: switching those makes the
    ///     content anew, keep state that must survive above it; and switching any gesture
    ///     reinstalls the view's others, cancelling one under way; before iOS 16 a named
    ///     one's switch makes the content anew too): switch a gesture with it rather than with an `if` around the modifier.
    ///   - configuration: New thresholds, or `nil` for GestureCore's defaults. Default `nil`.
    ///   - handler: Called on the main actor once per swipe or action.
    /// - Returns: The view with its closure gestures.
    public func onSwipe(
      _ directions: SwipeDirection, named name: String,
      isEnabled: Bool = true, configuration: SwipeRecognizer.Configuration? = nil,
      _ handler: @escaping @MainActor (ViewGesture) -> Void
    ) -> ClosureGesturesView<Self> {
      ClosureGesturesView(content: self).onSwipe(
        directions, named: name, isEnabled: isEnabled, configuration: configuration, handler)
    }

    /// Calls `began` when a press has lasted long enough, or when the action `name` is chosen,
    /// and `ended` when it ends.
    ///
    /// The action calls `began`, then `ended`. A touch long press stays the app's long
    /// press: a context menu would take it (SwiftUI's `contextMenu` has no switch that leaves
    /// the touch's press and keeps the pointer's secondary click), so a view with a long
    /// press, named or not, gets no menu of GestureKit's, and its names, this one among
    /// them, are accessibility actions only. A menu there is opt-in: give the view a
    /// `contextMenu` of your own, knowing that it takes the press (as the UIKit
    /// `UIView.onLongPress(named:replacing:isEnabled:configuration:file:line:column:began:ended:)`).
    ///
    /// - Parameters:
    ///   - name: What assistive technologies speak and the menu shows, localized.
    ///   - isEnabled: Whether the gesture is on. Default `true`. Off, it is not installed (a
    ///     gesture under way hears `.cancelled`) and the view keeps its identity and state (a
    ///     tap's or an adjustable gesture's accessibility action aside: switching those makes the
    ///     content anew, keep state that must survive above it; and switching any gesture
    ///     reinstalls the view's others, cancelling one under way; before iOS 16 a named
    ///     one's switch makes the content anew too): switch a gesture with it rather than with an `if` around the modifier.
    ///   - configuration: New thresholds, or `nil` for GestureCore's defaults. Default `nil`.
    ///   - began: Called on the main actor when the press is recognized or the action chosen.
    ///   - ended: Called on the main actor when it ends or is cancelled. Default `nil`.
    /// - Returns: The view with its closure gestures.
    public func onLongPress(
      named name: String, isEnabled: Bool = true,
      configuration: LongPressRecognizer.Configuration? = nil,
      began: @escaping @MainActor (ViewGesture) -> Void,
      ended: (@MainActor (ViewGesture) -> Void)? = nil
    ) -> ClosureGesturesView<Self> {
      ClosureGesturesView(content: self).onLongPress(
        named: name, isEnabled: isEnabled, configuration: configuration, began: began, ended: ended)
    }

    /// Calls `handler` when the view is tapped twice, or when the action `name` is chosen.
    ///
    /// - Parameters:
    ///   - name: What assistive technologies speak and the menu shows, localized.
    ///   - isEnabled: Whether the gesture is on. Default `true`. Off, it is not installed (a
    ///     gesture under way hears `.cancelled`) and the view keeps its identity and state (a
    ///     tap's or an adjustable gesture's accessibility action aside: switching those makes the
    ///     content anew, keep state that must survive above it; and switching any gesture
    ///     reinstalls the view's others, cancelling one under way; before iOS 16 a named
    ///     one's switch makes the content anew too): switch a gesture with it rather than with an `if` around the modifier.
    ///   - configuration: New thresholds, or `nil` for GestureCore's defaults. Default `nil`.
    ///   - handler: Called on the main actor when the double tap is recognized or the action
    ///     chosen.
    /// - Returns: The view with its closure gestures.
    public func onDoubleTap(
      named name: String, isEnabled: Bool = true, configuration: TapRecognizer.Configuration? = nil,
      _ handler: @escaping @MainActor (ViewGesture) -> Void
    ) -> ClosureGesturesView<Self> {
      ClosureGesturesView(content: self).onDoubleTap(
        named: name, isEnabled: isEnabled, configuration: configuration, handler)
    }

    /// Calls `handler` for every change of a pinch, and, with `adjustable`, for every
    /// increment or decrement of an assistive technology (`accessibilityAdjustableAction`,
    /// and the actions “Zoom In” and “Zoom Out” for Full Keyboard Access and Voice Control):
    /// `began` at scale 1, then `changed` and `ended` at × 1.25 or ÷ 1.25. After each step
    /// VoiceOver hears the step's name, queued behind what it is saying.
    ///
    /// - Parameters:
    ///   - adjustable: Whether increments and decrements pinch the view.
    ///   - isEnabled: Whether the gesture is on. Default `true`. Off, it is not installed (a
    ///     gesture under way hears `.cancelled`) and the view keeps its identity and state (a
    ///     tap's or an adjustable gesture's accessibility action aside: switching those makes the
    ///     content anew, keep state that must survive above it; and switching any gesture
    ///     reinstalls the view's others, cancelling one under way; before iOS 16 a named
    ///     one's switch makes the content anew too): switch a gesture with it rather than with an `if` around the modifier.
    ///   - configuration: New thresholds, or `nil` for GestureCore's defaults. Default `nil`.
    ///   - handler: Called on the main actor for each phase.
    /// - Returns: The view with its closure gestures.
    public func onPinch(
      adjustable: Bool, isEnabled: Bool = true, configuration: PinchRecognizer.Configuration? = nil,
      _ handler: @escaping @MainActor (ViewGesture) -> Void
    ) -> ClosureGesturesView<Self> {
      ClosureGesturesView(content: self).onPinch(
        adjustable: adjustable, isEnabled: isEnabled, configuration: configuration, handler)
    }

    /// Calls `handler` for every change of a rotation, and, with `adjustable`, for every
    /// increment or decrement of an assistive technology (and the actions “Rotate Clockwise”
    /// and “Rotate Counterclockwise”): `began` at 0, then `changed` and `ended` at +15°
    /// (clockwise) or −15°, in radians. After each step VoiceOver hears the step's name.
    ///
    /// - Parameters:
    ///   - adjustable: Whether increments and decrements turn the view.
    ///   - isEnabled: Whether the gesture is on. Default `true`. Off, it is not installed (a
    ///     gesture under way hears `.cancelled`) and the view keeps its identity and state (a
    ///     tap's or an adjustable gesture's accessibility action aside: switching those makes the
    ///     content anew, keep state that must survive above it; and switching any gesture
    ///     reinstalls the view's others, cancelling one under way; before iOS 16 a named
    ///     one's switch makes the content anew too): switch a gesture with it rather than with an `if` around the modifier.
    ///   - configuration: New thresholds, or `nil` for GestureCore's defaults. Default `nil`.
    ///   - handler: Called on the main actor for each phase.
    /// - Returns: The view with its closure gestures.
    public func onRotate(
      adjustable: Bool, isEnabled: Bool = true,
      configuration: RotationRecognizer.Configuration? = nil,
      _ handler: @escaping @MainActor (ViewGesture) -> Void
    ) -> ClosureGesturesView<Self> {
      ClosureGesturesView(content: self).onRotate(
        adjustable: adjustable, isEnabled: isEnabled, configuration: configuration, handler)
    }
  }

  extension ClosureGesturesView {
    /// Adds named swipes to this set; see ``SwiftUI/View/onSwipe(_:named:isEnabled:configuration:_:)``.
    ///
    /// - Parameters:
    ///   - directions: The directions that count as a swipe.
    ///   - name: The action's name.
    ///   - isEnabled: Whether the gesture is on. Default `true`. Off, it is not installed (a
    ///     gesture under way hears `.cancelled`) and the view keeps its identity and state (a
    ///     tap's or an adjustable gesture's accessibility action aside: switching those makes the
    ///     content anew, keep state that must survive above it; and switching any gesture
    ///     reinstalls the view's others, cancelling one under way; before iOS 16 a named
    ///     one's switch makes the content anew too): switch a gesture with it rather than with an `if` around the modifier.
    ///   - configuration: The recognizer's thresholds; default `nil`, GestureCore's.
    ///   - handler: Called with each swipe or action.
    /// - Returns: The same view with one more gesture.
    public func onSwipe(
      _ directions: SwipeDirection, named name: String,
      isEnabled: Bool = true, configuration: SwipeRecognizer.Configuration? = nil,
      _ handler: @escaping @MainActor (ViewGesture) -> Void
    ) -> Self {
      adding(
        isEnabled: isEnabled, .swipe(directions), configuration.map { .swipe($0) },
        alternative: .named(name), handler)
    }

    /// Adds a named long press to this set; see
    /// ``SwiftUI/View/onLongPress(named:isEnabled:configuration:began:ended:)``.
    ///
    /// - Parameters:
    ///   - name: The action's name.
    ///   - isEnabled: Whether the gesture is on. Default `true`. Off, it is not installed (a
    ///     gesture under way hears `.cancelled`) and the view keeps its identity and state (a
    ///     tap's or an adjustable gesture's accessibility action aside: switching those makes the
    ///     content anew, keep state that must survive above it; and switching any gesture
    ///     reinstalls the view's others, cancelling one under way; before iOS 16 a named
    ///     one's switch makes the content anew too): switch a gesture with it rather than with an `if` around the modifier.
    ///   - configuration: The recognizer's thresholds; default `nil`, GestureCore's.
    ///   - began: Called when the press is recognized or the action chosen.
    ///   - ended: Called when it ends or is cancelled; default `nil`.
    /// - Returns: The same view with one more gesture.
    public func onLongPress(
      named name: String, isEnabled: Bool = true,
      configuration: LongPressRecognizer.Configuration? = nil,
      began: @escaping @MainActor (ViewGesture) -> Void,
      ended: (@MainActor (ViewGesture) -> Void)? = nil
    ) -> Self {
      adding(
        isEnabled: isEnabled, .longPress, configuration.map { .longPress($0) },
        alternative: .named(name)
      ) {
        gesture in
        if gesture.phase == .began { began(gesture) } else { ended?(gesture) }
      }
    }

    /// Adds a named double tap to this set; see
    /// ``SwiftUI/View/onDoubleTap(named:isEnabled:configuration:_:)``.
    ///
    /// - Parameters:
    ///   - name: The action's name.
    ///   - isEnabled: Whether the gesture is on. Default `true`. Off, it is not installed (a
    ///     gesture under way hears `.cancelled`) and the view keeps its identity and state (a
    ///     tap's or an adjustable gesture's accessibility action aside: switching those makes the
    ///     content anew, keep state that must survive above it; and switching any gesture
    ///     reinstalls the view's others, cancelling one under way; before iOS 16 a named
    ///     one's switch makes the content anew too): switch a gesture with it rather than with an `if` around the modifier.
    ///   - configuration: The recognizer's thresholds; default `nil`, GestureCore's.
    ///   - handler: Called with each double tap or action.
    /// - Returns: The same view with one more gesture.
    public func onDoubleTap(
      named name: String, isEnabled: Bool = true, configuration: TapRecognizer.Configuration? = nil,
      _ handler: @escaping @MainActor (ViewGesture) -> Void
    ) -> Self {
      adding(
        isEnabled: isEnabled,
        .tap(numberOfTaps: 2), configuration.map { .tap($0) }, alternative: .named(name), handler)
    }

    /// Adds a pinch to this set, adjustable or not; see
    /// ``SwiftUI/View/onPinch(adjustable:isEnabled:configuration:_:)``.
    ///
    /// - Parameters:
    ///   - adjustable: Whether increments and decrements pinch the view.
    ///   - isEnabled: Whether the gesture is on. Default `true`. Off, it is not installed (a
    ///     gesture under way hears `.cancelled`) and the view keeps its identity and state (a
    ///     tap's or an adjustable gesture's accessibility action aside: switching those makes the
    ///     content anew, keep state that must survive above it; and switching any gesture
    ///     reinstalls the view's others, cancelling one under way; before iOS 16 a named
    ///     one's switch makes the content anew too): switch a gesture with it rather than with an `if` around the modifier.
    ///   - configuration: The recognizer's thresholds; default `nil`, GestureCore's.
    ///   - handler: Called with each phase.
    /// - Returns: The same view with one more gesture.
    public func onPinch(
      adjustable: Bool, isEnabled: Bool = true, configuration: PinchRecognizer.Configuration? = nil,
      _ handler: @escaping @MainActor (ViewGesture) -> Void
    ) -> Self {
      adding(
        isEnabled: isEnabled, .pinch, configuration.map { .pinch($0) },
        alternative: adjustable ? .adjustable : nil, handler)
    }

    /// Adds a rotation to this set, adjustable or not; see
    /// ``SwiftUI/View/onRotate(adjustable:isEnabled:configuration:_:)``.
    ///
    /// - Parameters:
    ///   - adjustable: Whether increments and decrements turn the view.
    ///   - isEnabled: Whether the gesture is on. Default `true`. Off, it is not installed (a
    ///     gesture under way hears `.cancelled`) and the view keeps its identity and state (a
    ///     tap's or an adjustable gesture's accessibility action aside: switching those makes the
    ///     content anew, keep state that must survive above it; and switching any gesture
    ///     reinstalls the view's others, cancelling one under way; before iOS 16 a named
    ///     one's switch makes the content anew too): switch a gesture with it rather than with an `if` around the modifier.
    ///   - configuration: The recognizer's thresholds; default `nil`, GestureCore's.
    ///   - handler: Called with each phase.
    /// - Returns: The same view with one more gesture.
    public func onRotate(
      adjustable: Bool, isEnabled: Bool = true,
      configuration: RotationRecognizer.Configuration? = nil,
      _ handler: @escaping @MainActor (ViewGesture) -> Void
    ) -> Self {
      adding(
        isEnabled: isEnabled, .rotation, configuration.map { .rotation($0) },
        alternative: adjustable ? .adjustable : nil,
        handler)
    }
  }

  /// Where a SwiftUI view's second ways find the registry that runs its gestures (made by the
  /// probe before iOS 18, by the attachment from iOS 18, and only once the view is on screen).
  /// Made in a view's initializer, outside the main actor, and handed to the views that
  /// install the gestures; read and written on the main actor only, which is what makes it
  /// safe to share (unchecked: the compiler cannot see that every use is there). An
  /// observable object only so that `@StateObject` makes it once; it publishes nothing.
  final class ClosureGestureLink: ObservableObject, @unchecked Sendable {
    /// The registry, if the gestures are installed.
    var registry: @MainActor () -> ClosureGestureRegistry? = { nil }

    /// Makes a slot's gesture, as the registry's store decides.
    @MainActor func perform(_ slot: ClosureGestures.Slot) {
      registry()?.perform(slot)
    }

    /// Steps the adjustable pinch or rotation, then has VoiceOver say which step it was
    /// (“Zoom In”), queued behind what it is saying: SwiftUI's adjustable action says nothing
    /// of its own, and GestureKit cannot read a value the app gives the element, so the step's
    /// name is what tells the person that something happened.
    @MainActor func adjust(_ adjustment: ClosureGestures.Adjustment) {
      guard let registry = registry(), let slot = registry.gestures.store.adjustable,
        registry.adjust(adjustment)
      else { return }
      postQueuedAnnouncement(adjustment.title(of: slot))
    }
  }

  /// The second ways of a SwiftUI view's gestures, through SwiftUI's modifiers:
  /// `accessibilityAddTraits(.isButton)` and the default `accessibilityAction` with a single
  /// tap, `accessibilityAdjustableAction` and two named steps with an adjustable pinch or
  /// rotation, one `accessibilityActions` button per named action (one
  /// `accessibilityAction(named:)` each before iOS 16) and a `contextMenu` of them where
  /// GestureCore offers one and no ancestor hid it (`closureGestureMenu(.hidden)`). What is
  /// offered is decided by a store with the view's gestures, enabled (so that `disabled(_:)`
  /// does not change the modifiers, which would make the content anew); the registry's own
  /// store, told of `disabled(_:)`, refuses the actions meanwhile.
  @MainActor
  struct ClosureGestureAlternativesModifier: ViewModifier {
    let requests: [ClosureGestureRequest]
    /// Whether the view declares a long press, on or off (`onLongPress(isEnabled: false)`).
    var declaresLongPress = false
    let link: ClosureGestureLink
    /// Whether an ancestor said it has a menu of its own (`closureGestureMenu(.hidden)`).
    @Environment(\.closureGestureMenu) private var menuVisibility

    func body(content: Content) -> some View {
      let offer = Self.offer(for: requests, declaringLongPress: declaresLongPress)
      return
        content
        .modifier(ClosureGestureActivation(isOn: offer.activation != nil, link: link))
        .modifier(ClosureGestureAdjustment(slot: offer.adjustable, link: link))
        .modifier(
          ClosureGestureNamedActions(
            actions: offer.namedActions,
            showsMenu: offer.offersMenu && menuVisibility != .hidden, link: link))
    }

    /// What GestureCore offers for these gestures: a store with one handler per request, and
    /// an unnamed long press when the view declares one that is off, so that switching it
    /// does not bring a menu and take it away again (which would make the content anew).
    static func offer(
      for requests: [ClosureGestureRequest], declaringLongPress: Bool = false
    ) -> ClosureGestures {
      var store = ClosureGestures()
      var ignored: [ClosureGestures.Effect] = []
      for (index, request) in requests.enumerated() {
        store.handle(
          .add(handlerID: index + 1, slots: [request.slot], alternative: request.alternative),
          into: &ignored)
      }
      if declaringLongPress, !requests.contains(where: { $0.slot == .longPress }) {
        store.handle(.add(handlerID: requests.count + 1, slots: [.longPress]), into: &ignored)
      }
      return store
    }
  }

  /// The single tap as the element's activation, with the button trait.
  ///
  /// Attached only while the view has a tap, so the content is made anew when the tap comes
  /// or goes (`onTap(isEnabled:)` switching): a default `accessibilityAction` replaces the
  /// element's own activation whatever its closure does, so one always attached would take
  /// the activation of every `Button`, `Toggle` or link that carries a closure gesture and
  /// do nothing with it. A tap is normally fixed for a view's life; a state that must
  /// survive the switch belongs above the view.
  @MainActor
  private struct ClosureGestureActivation: ViewModifier {
    let isOn: Bool
    let link: ClosureGestureLink

    @ViewBuilder func body(content: Content) -> some View {
      if isOn {
        content
          .accessibilityAddTraits(.isButton)
          .accessibilityAction { link.perform(.tap(numberOfTaps: 1)) }
      } else {
        content
      }
    }
  }

  /// Increments and decrements as steps of the adjustable pinch or rotation, and the same two
  /// steps as named actions (“Zoom In”, “Zoom Out”; “Rotate Clockwise”, “Rotate
  /// Counterclockwise”): VoiceOver and Switch Control adjust an element, but Full Keyboard
  /// Access and Voice Control list its actions by name, and an adjustable element alone
  /// leaves them nothing to list. Whether the slot is a pinch or a rotation changes only the
  /// names, not the structure.
  ///
  /// The one modifier here whose presence follows the gestures, so the content is made anew
  /// when `adjustable:` (or the gesture's `isEnabled`) switches: SwiftUI's
  /// `accessibilityAdjustableAction` gives the element the adjustable trait whatever its
  /// closure does, and SwiftUI has no trait to take that away again, so an always-attached
  /// one would have VoiceOver call every view with a closure gesture adjustable, with steps
  /// that do nothing. An adjustable gesture is normally fixed for a view's life; a state
  /// that must survive the switch belongs above the view.
  @MainActor
  private struct ClosureGestureAdjustment: ViewModifier {
    /// The adjustable pinch or rotation, or `nil`.
    let slot: ClosureGestures.Slot?
    let link: ClosureGestureLink

    @ViewBuilder func body(content: Content) -> some View {
      if let slot {
        content
          .accessibilityAdjustableAction { direction in
            switch direction {
            case .increment: link.adjust(.increment)
            case .decrement: link.adjust(.decrement)
            @unknown default: break
            }
          }
          .accessibilityAction(named: Text(ClosureGestures.Adjustment.increment.title(of: slot))) {
            link.adjust(.increment)
          }
          .accessibilityAction(named: Text(ClosureGestures.Adjustment.decrement.title(of: slot))) {
            link.adjust(.decrement)
          }
      } else {
        content
      }
    }
  }

  /// The named actions as accessibility actions and menu items.
  ///
  /// The accessibility actions are always attached, empty when there is nothing to offer:
  /// SwiftUI keeps a view's identity, and its `@State`, focus and tasks, only while the
  /// modifiers around it keep their structure, and an empty list of actions is no action.
  ///
  /// The menu is attached only while there is one (`showsMenu`: GestureCore's `offersMenu`,
  /// named actions and no long press), because an empty one is not nothing. Apple documents
  /// that menu content producing nothing "deactivates" a `contextMenu`, and no more: it does
  /// not say that the press then goes on to a `contextMenu` around the view, and on a device
  /// an inner one, even empty, can keep the long press and the secondary click from an
  /// app's own menu around it (`Text("x").onTap { … }.contextMenu { … }`, a row with its
  /// menu). So the rule here: no menu items, no `contextMenu` modifier. The cost is a
  /// structural branch: when the menu comes or goes (the view's first name, or its last one
  /// turned empty; an `onLongPress` modifier that comes or goes, not its `isEnabled:`), the
  /// content is made anew, its state with it. Names are normally fixed for a view's life; a state that must survive such a
  /// switch belongs above the view.
  @MainActor
  private struct ClosureGestureNamedActions: ViewModifier {
    let actions: [ClosureGestures.NamedAction]
    let showsMenu: Bool
    let link: ClosureGestureLink

    @ViewBuilder func body(content: Content) -> some View {
      if showsMenu && !actions.isEmpty {
        withActions(content).contextMenu {
          ForEach(actions, id: \.slot) { action in
            Button(action.title) { link.perform(action.slot) }
          }
        }
      } else {
        withActions(content)
      }
    }

    // The `if #available` branch depends only on the system the app runs on: it never
    // switches for a view, so it costs no identity.
    @ViewBuilder private func withActions(_ content: Content) -> some View {
      if #available(iOS 16.0, *) {
        content.accessibilityActions {
          ForEach(actions, id: \.slot) { action in
            Button(action.title) { link.perform(action.slot) }
          }
        }
      } else {
        ClosureGestureLegacyActions(content: content, actions: actions, link: link)
      }
    }
  }

  /// The named actions before iOS 16, which has no `accessibilityActions`: one
  /// `accessibilityAction(named:)` per action, chained. Each is a modifier of its own, so the
  /// chain's type follows the number of actions: the content keeps its identity while that
  /// number stays (names that change, `disabled(_:)`), and is made anew when it changes (a
  /// named gesture's `isEnabled:` or a name turned empty), as documented. A chain of the
  /// same length is the same type, so SwiftUI compares it in place.
  @MainActor
  private struct ClosureGestureLegacyActions<Content: View>: View {
    let content: Content
    let actions: [ClosureGestures.NamedAction]
    let link: ClosureGestureLink

    var body: some View {
      var view = AnyView(content)
      for action in actions {
        let slot = action.slot
        view = AnyView(
          view.accessibilityAction(named: Text(action.title)) { [link] in link.perform(slot) })
      }
      return view
    }
  }

  extension View {
    /// Whether the closure gestures inside this view offer their named actions in a context
    /// menu: `.hidden` to say that this view, or an ancestor, has a menu of its own.
    ///
    /// ```swift
    /// MessageRow(message)  // its names, in its own menu or none
    ///   .onSwipe(.left, named: "Archive") { _ in archive(message) }
    ///   .contextMenu { Button("Reply") { reply(message) } }
    ///   .closureGestureMenu(.hidden)
    /// ```
    ///
    /// A view with named gestures and no long press gets a `contextMenu` of its names
    /// (GestureCore's `ClosureGestures.offersMenu`). SwiftUI does not tell a view about a
    /// `contextMenu` around it, so a row with the app's own menu and a view with names inside
    /// would have two, and the inner one opens where the press lands. Inside `.hidden` the
    /// named gestures offer no menu; their names stay accessibility actions, which every
    /// assistive technology reaches. (UIKit needs no such word: a view's menu is left out
    /// where the view or an ancestor has a context menu interaction of the app's.)
    ///
    /// - Parameter visibility: `.hidden` for no menu of GestureKit's inside this view;
    ///   `.automatic` and `.visible` for GestureCore's rule (a view with a long press has no
    ///   menu whatever this says). Without this modifier, `.automatic`. A change of it
    ///   attaches or takes away the menus inside, which makes their content anew: set it once
    ///   for a screen or a row.
    /// - Returns: The view, its closure gestures' menus as `visibility` says.
    public func closureGestureMenu(_ visibility: Visibility) -> some View {
      environment(\.closureGestureMenu, visibility)
    }
  }

  /// The environment key of ``SwiftUI/View/closureGestureMenu(_:)``.
  private struct ClosureGestureMenuKey: EnvironmentKey {
    /// By default GestureCore's rule decides.
    static let defaultValue = Visibility.automatic
  }

  extension EnvironmentValues {
    /// Whether the closure gestures inside offer a context menu; see
    /// ``SwiftUI/View/closureGestureMenu(_:)``. Default `.automatic`.
    var closureGestureMenu: Visibility {
      get { self[ClosureGestureMenuKey.self] }
      set { self[ClosureGestureMenuKey.self] = newValue }
    }
  }
#endif
