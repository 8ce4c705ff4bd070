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
/// Behaviour, with `W` a side's total button width and `C` the container's width:
/// - The content follows the finger 1:1 from the offset it had when the drag began, up to
///   `W` (or `C` when the side performs its first action with a full swipe) and
///   rubber-bands beyond (UIScrollView's band, coefficient 0.55, dimension `C`); it does not
///   move at all towards a side without actions, so a swipe back on an open row stops at 0
///   unless the other side has actions too.
/// - On release it opens if the offset, or the offset projected with the release velocity,
///   is strictly past half of `W`; it closes otherwise, and always when the release moves
///   back towards 0 faster than 100 pt/s. The spring (damping ratio 0.9, response 0.5 s)
///   starts with the content's velocity at the release (the finger's, or less in the band,
///   0 when held at a side without actions), scaled down only as far as needed for its
///   overshoot to stay within the row: never more than 0.5 pt past 0 towards the other
///   side (a flick that closes the row would otherwise uncover its other edge as it
///   bounces: 34 pt for 3000 pt/s from 100 pt out), never further than `C` on the side it
///   opens (`SpringAnimation.limitingOvershoot(to:)`). Where even a release at rest
///   overshoots more (closing from further than 330 pt), it runs critically damped. The
///   slide off-screen of a destructive full swipe is meant to leave and is not limited.
/// - Full swipe: strictly past `max(W, min(0.6·C, C − 30))` the first action expands
///   (``Effect/fullSwipe(_:expanded:)``, with a haptic on each crossing) and fires on
///   release: a destructive one slides the content off-screen, a normal one closes the row.
/// - Buttons are laid out by ``ButtonLayout`` in one of three ``TransitionStyle``s.
/// - Leading is left in left-to-right layouts and right in right-to-left ones; offsets and
///   frames are in screen coordinates.
///
/// Several rows that close each other are a ``SwipeActionsGroup``.
///
/// The machine (``State``):
/// ```
/// closed, open(s) ──drag began──▶ tracking ──changed──▶ tracking (offset, full swipe arming)
///                                   ├── ended: armed full swipe ─▶ perform, settling(dismissed(s) or closed)
///                                   ├── ended: past W/2, or projected past ─▶ settling(open(s))
///                                   ├── ended: otherwise, or moving back > 100 pt/s ─▶ settling(closed)
///                                   └── cancelled, NaN ─▶ settling(where it began)
/// closed, open(s), dismissed(s) ──tapContent, tapAction, open, close──▶ settling
/// settling ──animationFinished──▶ closed / open(s) / dismissed(s) (then a pending rest, if any)
/// settling ──animationInterrupted──▶ stopped ──drag began──▶ tracking
///                                        └── anything else ─▶ settling (resumed)
/// ```
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

  // MARK: Queries

  /// The actions of a side.
  public func actions(_ side: Side) -> ActionSet {
    side == .leading ? leading : trailing
  }

  /// The button layout of a side.
  public func layout(_ side: Side) -> ButtonLayout {
    side == .leading ? leadingLayout : trailingLayout
  }

  /// A side's total button width: how far the content moves to open it, in points.
  public func revealWidth(_ side: Side) -> Double {
    layout(side).revealWidth
  }

  /// The content's offset at a rest, in points: 0 closed, `±W` open, `±C` dismissed, with
  /// the sign that reveals the side.
  public func offset(at rest: Rest) -> Double {
    switch rest {
    case .closed: 0
    case .open(let side):
      HorizontalTracking.unit(side.revealingSign(in: layoutDirection)) * revealWidth(side)
    case .dismissed(let side):
      HorizontalTracking.unit(side.revealingSign(in: layoutDirection)) * containerSize.width
    }
  }

  /// The content's offset when the interaction knows it (at rest, tracking, stopped), in
  /// points; `nil` while a spring runs (the host has it).
  public var offset: Double? {
    switch state {
    case .closed: 0
    case .open(let side): offset(at: .open(side))
    case .dismissed(let side): offset(at: .dismissed(side))
    case .tracking(let tracking): tracking.offset
    case .stopped(let stopped): stopped.offset
    case .settling: nil
    }
  }

  /// Whether the row is at rest closed.
  public var isClosed: Bool {
    state == .closed
  }

  /// Whether the content is off-screen after a destructive full swipe, or sliding there.
  public var isDismissedOrSlidingOff: Bool {
    switch state {
    case .dismissed: true
    case .settling(let settling):
      if case .dismissed = settling.target { true } else { false }
    case .closed, .open, .tracking, .stopped: false
    }
  }

  /// The side whose first button is expanded by a full swipe, if any.
  public var expandedSide: Side? {
    switch state {
    case .closed, .open: nil
    case .dismissed(let side): side
    case .tracking(let tracking): tracking.expanded
    case .settling(let settling): settling.expanded
    case .stopped(let stopped): stopped.expanded
    }
  }

  /// The distance past which a full swipe arms on a side, in points:
  /// `max(W, min(fraction·C, C − edgeDistance))`; `nil` when the side has no actions or does
  /// not perform its first action with a full swipe.
  public func fullSwipeDistance(_ side: Side) -> Double? {
    let set = actions(side)
    guard set.performsFirstActionWithFullSwipe, !set.isEmpty else { return nil }
    let width = containerSize.width
    let threshold = min(
      configuration.normalisedFullSwipeFraction * width,
      width - configuration.normalisedFullSwipeEdgeDistance)
    return max(revealWidth(side), threshold)
  }

  /// The frame of a button with the content at `offset`, in the container's coordinates,
  /// with the current full-swipe expansion: what the host applies on each frame of a
  /// spring.
  ///
  /// - Parameters:
  ///   - side: the button's side.
  ///   - index: 0 for the outermost button; out of range gives ``Rect/zero``.
  ///   - offset: the content's offset, in points (the spring's value); NaN counts as 0.
  public func buttonFrame(_ side: Side, index: Int, offset: Double) -> Rect {
    layout(side).frame(ofButtonAt: index, offset: offset, isExpanded: expandedSide == side)
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
