/// The Mail row swipe, for any view: the content follows a horizontal drag and uncovers
/// action buttons behind it, leading or trailing.
///
/// A `SwipeActions` value is the state machine of one row. The host feeds it the row's
/// horizontal pan (``Event/drag(_:)``), taps, programmatic opens and closes, and the end of
/// the springs it runs; it answers with effects: the content's offset and the buttons'
/// frames, springs, haptics, the action to perform and the will-open / did-open / did-close
/// callbacks. Actions are data (``Action``); their handlers stay in the host.
///
/// ```swift
/// var row = SwipeActions(
///   trailing: [.init(id: "delete", contentWidth: 46, style: .destructive),
///              .init(id: "more", contentWidth: 38)],
///   containerSize: Size(width: 375, height: 60))
/// var effects: [SwipeActions.Effect] = []
/// sim.onChange = { change in
///   guard let drag = DragEvent(change) else { return }
///   effects.removeAll(keepingCapacity: true)
///   row.handle(.drag(drag), into: &effects)
///   apply(effects)  // offsets, frames, springs, haptics, perform(actionID:side:index:)
/// }
/// ```
///
/// Several rows that close each other are a ``SwipeActionsGroup``; hosts usually run both
/// through ``SwipeActionsStore``. How a drag, a release and a full swipe are decided, and the
/// machine's diagram, are in <doc:SwipeActionsHost>.
///
/// - Complexity: each event is O(n) in the number of buttons (their frames) and allocates
///   nothing once the caller's effects array has grown to its working size.
public struct SwipeActions: Hashable, Sendable {
  /// The options; fixed for the life of the value.
  public let configuration: Configuration
  /// The leading side's actions.
  public internal(set) var leading: ActionSet
  /// The trailing side's actions.
  public internal(set) var trailing: ActionSet
  /// The container's size, in points (NaN, infinite and negative dimensions made 0).
  public internal(set) var containerSize: Size
  /// Which edge is leading.
  public internal(set) var layoutDirection: ReadingDirection
  /// Where the interaction is.
  public internal(set) var state: State
  /// The leading buttons' layout.
  public internal(set) var leadingLayout: ButtonLayout
  /// The trailing buttons' layout.
  public internal(set) var trailingLayout: ButtonLayout

  /// Creates a closed row.
  ///
  /// - Parameters:
  ///   - leading: the leading actions, outermost first; defaults to none.
  ///   - trailing: the trailing actions, outermost first; defaults to none.
  ///   - containerSize: the row's size, in points; NaN, infinite and negative dimensions
  ///     count as 0.
  ///   - layoutDirection: defaults to `.leftToRight`.
  ///   - configuration: defaults to `.default`.
  public init(
    leading: ActionSet = .none, trailing: ActionSet = .none, containerSize: Size,
    layoutDirection: ReadingDirection = .leftToRight,
    configuration: Configuration = .default
  ) {
    let size = SwipeActions.normalised(containerSize)
    self.configuration = configuration
    self.leading = leading
    self.trailing = trailing
    self.containerSize = size
    self.layoutDirection = layoutDirection
    self.state = .closed
    self.leadingLayout = SwipeActions.layout(
      of: leading, side: .leading, direction: layoutDirection, size: size,
      configuration: configuration)
    self.trailingLayout = SwipeActions.layout(
      of: trailing, side: .trailing, direction: layoutDirection, size: size,
      configuration: configuration)
  }

  // MARK: Set-up

  /// The layout of a side's buttons for the given environment.
  static func layout(
    of set: ActionSet, side: Side, direction: ReadingDirection, size: Size,
    configuration: Configuration
  ) -> ButtonLayout {
    var widths: [Double] = []
    widths.reserveCapacity(set.actions.count)
    for action in set.actions {
      widths.append(configuration.buttonWidth.width(forContent: action.contentWidth))
    }
    return ButtonLayout(
      style: configuration.transitionStyle, widths: widths, side: side,
      layoutDirection: direction, containerSize: size)
  }

  /// Rebuilds both layouts after a change of actions, size or direction.
  mutating func rebuildLayouts() {
    leadingLayout = SwipeActions.layout(
      of: leading, side: .leading, direction: layoutDirection, size: containerSize,
      configuration: configuration)
    trailingLayout = SwipeActions.layout(
      of: trailing, side: .trailing, direction: layoutDirection, size: containerSize,
      configuration: configuration)
  }
}

extension SwipeActions {
  /// Where the content comes to rest.
  public enum Rest: Hashable, Sendable {
    /// At offset 0, no buttons showing.
    case closed
    /// Moved by the side's total button width, its buttons showing.
    case open(Side)
    /// Moved off-screen by the container's width towards the other side, after a full swipe
    /// on a destructive action (the host usually removes the row).
    case dismissed(Side)
  }

  /// The callbacks emitted for the current opening, so that every ``Effect/willOpen(_:)`` is
  /// followed by exactly one ``Effect/didClose(_:)``, with at most one
  /// ``Effect/didOpen(_:)`` between them.
  public enum Announcement: Hashable, Sendable {
    /// ``Effect/willOpen(_:)`` was emitted for the side; the row is not open yet.
    case willOpen(Side)
    /// ``Effect/didOpen(_:)`` followed: the row came to rest open on the side.
    case didOpen(Side)

    /// The side announced.
    public var side: Side {
      switch self {
      case .willOpen(let side), .didOpen(let side): side
      }
    }
  }

  /// The state of a row swipe; see the diagram on ``SwipeActions``.
  public enum State: Hashable, Sendable {
    /// At rest at offset 0.
    case closed
    /// At rest with a side's buttons showing.
    case open(Side)
    /// At rest off-screen after a destructive full swipe; only ``Event/close(animated:)``,
    /// ``Event/open(_:animated:)`` and taps on actions move it.
    case dismissed(Side)
    /// A finger drags the content.
    case tracking(Tracking)
    /// The host runs a spring towards a rest.
    case settling(Settling)
    /// The host stopped the spring part-way (``Event/animationInterrupted(elapsed:)``) and a
    /// drag is about to pick the content up.
    case stopped(Stopped)

    /// A drag in progress.
    public struct Tracking: Hashable, Sendable {
      /// The 1:1 range, rubber band and projection of this drag.
      public var horizontal: HorizontalTracking
      /// The content's offset, in points (screen x).
      public var offset: Double
      /// The finger's latest horizontal translation, in points.
      public var translation: Double
      /// Where the content was at rest before the drag, and returns to if it is cancelled.
      public var origin: Rest
      /// The callbacks emitted for the current opening, if any.
      public var announced: Announcement?
      /// The side whose full swipe is armed (its first button expanded), if any.
      public var expanded: Side?
    }

    /// A spring the host runs.
    public struct Settling: Hashable, Sendable {
      /// The motion of the offset (its `from`, `to` and `initialVelocity` in points and
      /// points per second).
      public var animation: SpringAnimation
      /// Where it comes to rest.
      public var target: Rest
      /// A rest asked for while the spring runs (``Event/close(animated:)`` during an
      /// opening): the next spring starts from the target when this one finishes.
      public var pending: Rest?
      /// The callbacks emitted for the current opening, if any.
      public var announced: Announcement?
      /// The side whose first button stays expanded during the motion (a full swipe), if any.
      public var expanded: Side?
    }

    /// A spring stopped part-way.
    public struct Stopped: Hashable, Sendable {
      /// Where the spring left the content, in points.
      public var offset: Double
      /// The spring's velocity there, in points per second: a later settle continues it.
      public var velocity: Double
      /// The rest the spring (or the one pending after it) was going to.
      public var target: Rest
      /// The callbacks emitted for the current opening, if any.
      public var announced: Announcement?
      /// The side whose first button is expanded, if any.
      public var expanded: Side?
    }
  }
}

extension SwipeActions {
  /// What the host tells a row swipe.
  public enum Event: Hashable, Sendable {
    /// The horizontal pan on the row (`DragEvent(change)` of a `PanRecognizer` with the
    /// `.horizontal` axis, so vertical scrolling is never stolen). Only `translation.dx`
    /// and `velocity.dx` are used. A drag event with NaN or infinite values is a cancel;
    /// `changed`, `ended` and `cancelled` without a `began` in this interaction are ignored,
    /// as are drags on a dismissed row (it is off-screen). A `began` while a spring runs,
    /// without ``animationInterrupted(elapsed:)`` first, takes the spring as finished (its
    /// rest is laid out and its callbacks emitted) and the drag starts from there; a second
    /// `began` during a drag starts a new drag from where the content is.
    case drag(DragEvent)
    /// The user tapped an action's button (or VoiceOver performed it as a custom action):
    /// the action is performed, then the row closes unless the action keeps it open.
    /// Ignored during a drag and for an index out of range.
    case tapAction(Side, index: Int)
    /// The user tapped the content: an open row closes. Ignored during a drag.
    case tapContent
    /// Opens a side (`open(_:)`), animated or at once. Ignored for a side without actions;
    /// during a drag, the drag is abandoned. While a spring runs, an animated open starts
    /// when it finishes.
    case open(Side, animated: Bool)
    /// Closes the row (`close(animated:)`). During a drag, the drag is abandoned. While a
    /// spring runs, an animated close starts when it finishes. `close(animated: false)` puts
    /// the row at rest closed from any state: use it to reset a reused view.
    case close(animated: Bool)
    /// The spring of the latest ``Effect/animate(_:)`` reached its end. Ignored when no
    /// spring runs.
    case animationFinished
    /// The host stopped the running spring `elapsed` seconds after it started, because a drag
    /// grabbed the moving content: send it right before that drag's `began`. The content
    /// stays where the spring had it (``State/stopped(_:)``) and the drag continues from
    /// there; any other event first resumes the spring from there, with its velocity.
    /// NaN or negative `elapsed` counts as 0, `+∞` as the end. A slide off-screen is not
    /// interrupted: it arrives at once. Ignored when no spring runs.
    case animationInterrupted(elapsed: Double)
    /// The container's size changed (rotation, layout): thresholds, the rubber band and
    /// the frames follow. NaN, infinite or negative dimensions: ignored.
    case resize(Size)
    /// New actions (a reused view configured for another item). The row is first put at rest
    /// closed, at once.
    case setActions(leading: ActionSet, trailing: ActionSet)
    /// A new layout direction. The row is first put at rest closed, at once.
    case setLayoutDirection(ReadingDirection)
  }
}

extension SwipeActions {
  /// What a row swipe asks the host to do, in order.
  ///
  /// Layout effects (``contentOffset(_:)`` and ``buttonFrame(_:index:frame:)``) set values at
  /// once and stop any running spring; ``animate(_:)`` replaces any running spring. While a
  /// spring runs, the host evaluates it every frame and lays the buttons out with
  /// ``SwipeActions/buttonFrame(_:index:offset:)``.
  public enum Effect: Hashable, Sendable {
    /// Move the content horizontally by this offset, in points (screen x: negative moves it
    /// left); 0 is closed.
    case contentOffset(Double)
    /// Put a button at this frame, in the container's coordinates. Emitted for every button
    /// of both sides after each ``contentOffset(_:)``; a side that is not uncovered gets
    /// zero-width frames at its edge.
    case buttonFrame(Side, index: Int, frame: Rect)
    /// Run this spring on the content's offset (UIKit: a `UIViewPropertyAnimator` with
    /// `UISpringTimingParameters`; the velocity is in points per second, see
    /// `SpringParameters.relativeInitialVelocity`), then send ``Event/animationFinished``.
    case animate(SpringAnimation)
    /// A full swipe armed (`expanded: true`) or disarmed on a side: animate the first
    /// button expanding over the uncovered width or back. The frames that follow already
    /// use the new layout.
    case fullSwipe(Side, expanded: Bool)
    /// Play a haptic.
    case haptic(Haptic)
    /// Run the handler of the action `actionID`, the `index`-th of `side`.
    case perform(actionID: String, side: Side, index: Int)
    /// The row starts opening on a side (the release decided to open, or ``Event/open(_:animated:)``
    /// was sent, or a full swipe on a destructive action started dismissing it).
    case willOpen(Side)
    /// The row came to rest open on a side.
    case didOpen(Side)
    /// The row came to rest closed after a ``willOpen(_:)`` of this side (or, when it goes
    /// straight from one side to the other, as the motion starts).
    case didClose(Side)
  }
}
