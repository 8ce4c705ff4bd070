/// The Mail row swipe, for any view: the content follows a horizontal drag and uncovers
/// action buttons behind it, leading or trailing.
///
/// A `SwipeActions` value is one row of a ``SwipeActionsStore``: its actions, its state
/// machine (``state``) and what the host draws of it (``offset``, ``leadingFrames``,
/// ``trailingFrames``), its spring run on the store's clock. The host creates one per view and
/// hands it to the store with ``SwipeActionsStore/Event/insert(_:_:)``; the store routes the
/// view's touches, pans and taps to it and reports its callbacks as
/// ``SwipeActionsStore/Effect``s. Actions are data (``Action``); their handlers stay in the
/// host.
///
/// ```swift
/// let row = SwipeActionsRow(
///   trailing: [.init(id: "delete", contentWidth: 46, style: .destructive),
///              .init(id: "more", contentWidth: 38)],
///   containerSize: Size(width: 375, height: 60))
/// driver.send(.insert(7, row)) { _ in }
/// // After each event: content.x = driver.store.row(7)!.offset, and the buttons' frames.
/// ```
///
/// How a drag, a release and a full swipe are decided, and the machine's diagram, are in
/// <doc:SwipeActionsHost>.
///
/// - Complexity: each event is O(n) in the number of buttons (their frames) and allocates
///   nothing once the store's buffers have grown to their working size.
public struct SwipeActionsRow: Hashable, Sendable {
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

  // MARK: Presentation

  /// The host's identifier of the view, given by ``SwipeActionsStore/Event/insert(_:_:)``;
  /// 0 before.
  public internal(set) var id = 0
  /// The horizontal offset of the content as drawn now, in points (screen x: negative moves
  /// it left); 0 is closed.
  public internal(set) var offset: Double = 0
  /// The frame of each leading button (outermost first), in the view's coordinates (x from 0
  /// to its width): what the host applies, clipped to the view, under the content.
  public internal(set) var leadingFrames: [Rect] = []
  /// The frame of each trailing button (outermost first), in the view's coordinates.
  public internal(set) var trailingFrames: [Rect] = []
  /// The side whose buttons the content uncovers (`nil` at offset 0).
  public internal(set) var revealedSide: Side?
  /// The side whose first button is expanded by a full swipe, or still collapsing back.
  public internal(set) var expandedSide: Side?
  /// How far that button is expanded over the uncovered width: 0 not at all, 1 fully.
  public internal(set) var expansion: Double = 0

  // MARK: Bookkeeping

  /// The store's latest time, in seconds: springs start at it.
  var time: Double = 0
  /// The store's motion policy (``SwipeActionsStore/motion``): the springs this row starts
  /// follow it.
  var motion = MotionPolicy.standard
  /// The expansion's spring (on ``expansion``, 0 to 1 or back).
  var expansionMotion: Motion?
  /// A finger stopped the content's spring and holds it (``State/stopped(_:)``).
  var isCaught = false
  /// The handlers waiting for the app's answer, oldest first: whether each slid the content
  /// off-screen (a destructive full swipe).
  var awaitedAnswers: [Bool] = []
  /// Where a destructive full swipe stands, while the content is off-screen or going there.
  var dismissal: Dismissal?
  /// Whether the row takes its actions the second way (a menu, a custom action, a key):
  /// `false` for a view the app disabled (SwiftUI's `disabled(_:)`), which offers none
  /// (``Refusal/disabled``). Default `true`; set by ``SwipeActionsStore/Event/setEnabled(rowID:_:)``.
  public internal(set) var isEnabled = true

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
    let size = SwipeActionsRow.normalised(containerSize)
    self.configuration = configuration
    self.leading = leading
    self.trailing = trailing
    self.containerSize = size
    self.layoutDirection = layoutDirection
    self.state = .closed
    self.leadingLayout = SwipeActionsRow.layout(
      of: leading, side: .leading, direction: layoutDirection, size: size,
      configuration: configuration)
    self.trailingLayout = SwipeActionsRow.layout(
      of: trailing, side: .trailing, direction: layoutDirection, size: size,
      configuration: configuration)
    layOut()
  }

  // MARK: Set-up

  /// The layout of a side's buttons for the given environment.
  static func layout(
    of set: ActionSet, side: Side, direction: ReadingDirection, size: Size,
    configuration: Configuration
  ) -> ButtonLayout {
    ButtonLayout(
      style: configuration.transitionStyle,
      widths: set.actions.map { configuration.buttonWidth.width(forContent: $0.contentWidth) },
      side: side, layoutDirection: direction, containerSize: size)
  }

  /// Rebuilds both layouts after a change of actions, size or direction.
  mutating func rebuildLayouts() {
    leadingLayout = SwipeActionsRow.layout(
      of: leading, side: .leading, direction: layoutDirection, size: containerSize,
      configuration: configuration)
    trailingLayout = SwipeActionsRow.layout(
      of: trailing, side: .trailing, direction: layoutDirection, size: containerSize,
      configuration: configuration)
  }
}

extension SwipeActionsRow {
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

  /// The callbacks emitted for the current opening, so that every
  /// ``SwipeActionsStore/Effect/willOpen(rowID:_:)`` is followed by exactly one
  /// ``SwipeActionsStore/Effect/didClose(rowID:_:)``, with at most one
  /// ``SwipeActionsStore/Effect/didOpen(rowID:_:)`` between them.
  public enum Announcement: Hashable, Sendable {
    /// `willOpen` was emitted for the side; the row is not open yet.
    case willOpen(Side)
    /// `didOpen` followed: the row came to rest open on the side.
    case didOpen(Side)

    /// The side announced.
    public var side: Side {
      switch self {
      case .willOpen(let side), .didOpen(let side): side
      }
    }
  }

  /// The state of a row swipe; see the diagram on ``SwipeActionsRow``.
  public enum State: Hashable, Sendable {
    /// At rest at offset 0.
    case closed
    /// At rest with a side's buttons showing.
    case open(Side)
    /// At rest off-screen after a destructive full swipe; only a close, an open or a reset
    /// moves it.
    case dismissed(Side)
    /// A finger drags the content.
    case tracking(Tracking)
    /// The content springs towards a rest on the store's frames.
    case settling(Settling)
    /// A finger, a tap or a change stopped the spring part-way: a drag picks the content up
    /// from here, anything else sends it on.
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

    /// A spring in flight.
    public struct Settling: Hashable, Sendable {
      /// The motion of the offset (its `from`, `to` and `initialVelocity` in points and
      /// points per second) and the time it started.
      public var motion: Motion
      /// Where it comes to rest.
      public var target: Rest
      /// A rest asked for while a slide off-screen runs (an animated close, since a slide is
      /// never stopped half-way): the next spring starts from the target when this one
      /// finishes.
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

extension SwipeActionsRow {
  /// Where a destructive full swipe stands.
  enum Dismissal: Hashable, Sendable {
    /// The handler ran; the app has not answered.
    case awaitingAnswer
    /// The app completed the action: ``SwipeActionsStore/Effect/dismissed(rowID:side:)``
    /// follows once the content is off-screen.
    case completed
    /// ``SwipeActionsStore/Effect/dismissed(rowID:side:)`` was emitted: the host removes or
    /// resets the view.
    case announced
  }
}

/// The former name of ``SwipeActionsRow``: one row of a ``SwipeActionsStore``.
@available(*, deprecated, renamed: "SwipeActionsRow")
public typealias SwipeActions = SwipeActionsRow
