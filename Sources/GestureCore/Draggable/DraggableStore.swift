/// A draggable floating view (a picture-in-picture player, a debug bubble, a live-stream
/// window): it follows the finger and, when released, is flung to the nearest anchor of its
/// container (<doc:HostingAFloatingView> has the rules).
///
/// The store makes every decision and owns every motion: it follows the finger 1:1 with a
/// rubber band outside the allowed area, projects the release, picks the anchor, and runs
/// the spring that carries the view there on the host's frames; it stops the view where a
/// finger lands on it while it settles (as iOS's picture-in-picture window does), and pairs
/// the app's callbacks. A host — UIKit, the browser gallery — only reports and applies:
///
/// - it sends the fingers that land on the view and lift (``Event/touchDown(_:at:time:)``,
///   ``Event/touchUp(_:time:)``), the phases of the view's pan (``Event/drag(_:time:)``),
///   of its pinch (``Event/pinch(_:time:)``) and its double taps (``Event/stepSize(_:time:)``),
///   display frames (``Event/tick(time:)``) while ``needsFrames`` is true, and changes of
///   the container, the view's size and the options;
/// - it draws ``frame`` after each event, and calls the app for each ``Effect``.
///
/// ```swift
/// let bubble = StoreDriver(DraggableStore(
///   frame: Rect(x: 0, y: 400, width: 60, height: 60),
///   bounds: Rect(x: 0, y: 0, width: 390, height: 844),
///   safeArea: Insets(top: 47, bottom: 34)))
/// bubble.send(.drag(drag, time: touch.timestamp)) { effect in
///   if case .ended(let frame, let anchor) = effect { app.save(anchor, frame) }
/// }
/// view.center = bubble.store.frame.center        // after every event, and on every frame:
/// bubble.send(.tick(time: displayLink.targetTimestamp)) { _ in }
/// ```
///
/// ## The host contract
/// What the host owes the store (``ContractChecker`` checks it, and GestureKit
/// asserts it in debug builds):
/// 1. Touches, drags and frames share one clock (UIKit: `UITouch.timestamp` and
///    `CADisplayLink`'s timestamps), and times go backwards by no more than a frame (a frame's
///    target time may be ahead of a touch delivered after it). A time that goes backwards,
///    or is not finite, is read as the latest time seen.
/// 2. While ``needsFrames`` is true, a ``Event/tick(time:)`` every display frame.
/// 3. Every finger that lands on the view is reported once by ``Event/touchDown(_:at:time:)``
///    and once by ``Event/touchUp(_:time:)`` when it lifts or is cancelled.
/// 4. The pan's phases in order: `began`, any `changed`, then `ended` or `cancelled`.
/// 5. A change of the container's bounds, safe area or keyboard, or of the view's size, is
///    reported when it happens.
///
/// What the store guarantees: the app's callbacks alternate, ``Effect/began(frame:)`` then
/// any ``Effect/moved(frame:)`` then exactly one ``Effect/ended(frame:anchor:)``, which comes
/// only once the spring has settled, with the frame drawn last. Once no finger is down and
/// the host has sent frames until ``needsFrames`` is false, the store ``isAtRest``: the view
/// rests at an anchor, inside ``allowedArea``.
///
/// Choices, documented:
/// - A finger that lands on the view while it settles stops it where the spring has it at
///   that instant. A pan that starts from there drags it on; a finger that lifts without
///   dragging lets it go at rest, and it springs to the anchor nearest to where it was
///   stopped (a release without velocity). Either way the drag that flung it and the catch
///   make one drag for the app: one ``Effect/began(frame:)``, one
///   ``Effect/ended(frame:anchor:)``.
/// - A finger on the view while it rests or is dragged changes nothing: the pan decides.
/// - A spring asked for by an event without a time (a container change) starts at the next
///   event that carries one (the next frame), so it never starts from a stale time.
/// - No haptics: iOS's picture-in-picture window plays none.
/// - Stashing and resizing are off by default (``Configuration/stashing``,
///   ``Configuration/resizing``): a store configured without them behaves as before they
///   existed. A stashed view rests at a ``Anchor/stashedLeft(centerY:)`` or
///   ``Anchor/stashedRight(centerY:)`` anchor with only its tab inside the container; a
///   finger landing on it begins a drag for the app, and lifting without a pan brings it
///   back (``shownAnchor``).
/// - A resize changes ``size``: the host draws ``frame``, size included, and reports no
///   ``Event/sizeChanged(_:)`` for a size the store chose.
///
/// - Complexity: O(1) per event (O(n) for a release among n custom anchor points), with no
///   heap allocation once the effects buffers have grown.
public struct DraggableStore: Sendable {
  /// The options: anchors, margin, spring, projection, rubber band. Change them with
  /// ``Event/configurationChanged(_:)``.
  public internal(set) var configuration: Configuration

  /// The view's size, in points; a new size waits until the view rests
  /// (``Event/sizeChanged(_:)``).
  public internal(set) var size: Size

  /// The container's bounds: the coordinate space of every frame.
  public internal(set) var bounds: Rect

  /// The insets the view keeps clear of: the container's safe area, with the keyboard's
  /// height in the bottom inset while it shows.
  public internal(set) var safeArea: Insets

  /// The corners of the container covered beyond its safe area (iPadOS 26's window
  /// controls), which the view's resting places keep clear of; unusable corners are kept as
  /// `.zero`. Default `.zero`.
  public internal(set) var cornerInsets: CornerInsets = .zero

  /// Where the view is in its life (see <doc:HostingAFloatingView> for the diagram).
  public internal(set) var state: State

  /// The latest time the host reported, in seconds.
  public internal(set) var time: Double = 0

  /// A new size for the view, applied once it comes to rest.
  var pendingSize: Size?
  /// Whether the host's pan has begun and not ended, as reported.
  var isPanUnderWay = false
  /// Whether the pan under way began in a container since replaced: its phases are ignored
  /// until it ends (``Event/containerReplaced(_:time:)``).
  var ignoresPan = false

  /// Creates a floating view at rest at the anchor nearest to `frame`: read ``frame``
  /// afterwards to place it.
  ///
  /// - Parameters:
  ///   - frame: the view's frame in the container's coordinates; its size is kept. A NaN or
  ///     infinite coordinate, or one beyond ±10¹⁵ pt, is treated as 0; a NaN, infinite,
  ///     negative or larger size as 0.
  ///   - bounds: the container's bounds: the coordinate space of every frame. A NaN or
  ///     infinite value, or one beyond ±10¹⁵ pt, makes them `.zero`.
  ///   - safeArea: the insets the view keeps clear of (the container's safe area, the app's
  ///     bars, a docked keyboard: see ``insets(safeArea:extra:keyboardFrame:tabBarFrame:in:)``); a NaN or
  ///     infinite value, or one beyond ±10¹⁵ pt, makes them `.zero`. Defaults to `.zero`.
  ///   - cornerInsets: the corners covered beyond the safe area (iPadOS 26's window
  ///     controls); defaults to `.zero`, none.
  ///   - configuration: anchors, margin, spring, projection, rubber band; defaults to
  ///     ``Configuration/floatingButton`` (every default).
  public init(
    frame: Rect, bounds: Rect, safeArea: Insets = .zero, cornerInsets: CornerInsets = .zero,
    configuration: Configuration = .floatingButton
  ) {
    self.configuration = configuration
    self.bounds = bounds
    self.safeArea = safeArea
    size = .zero
    state = .resting(origin: .zero, anchor: .topLeft)
    rest(near: frame, bounds: bounds, safeArea: safeArea, cornerInsets: cornerInsets)
  }

  /// The view's frame to draw now, in the container's coordinates: where it rests, where the
  /// finger has it (rubber-banded outside ``allowedArea``), or where the spring has it at
  /// ``time``.
  public var frame: Rect {
    switch state {
    case .resting(let origin, _):
      Rect(origin: origin, size: size)
    case .held(let origin, _, _):
      Rect(origin: displayedOrigin(forUnconstrained: origin), size: size)
    case .dragging(let start, let translation, _):
      Rect(origin: displayedOrigin(forUnconstrained: start + translation), size: size)
    case .settling(let animation, let start, _, _):
      Rect(origin: animation.value(at: elapsed(since: start)), size: size)
    case .pinching(_, _, let anchor), .resizing(_, let anchor):
      // ``size`` is the size drawn now; the anchor keeps its corner or edge while it grows.
      frame(at: anchor)
    }
  }

  /// Where the view is in its life, without the state's data.
  public var phase: Phase {
    switch state {
    case .resting: .resting
    case .held: .held
    case .dragging: .dragging
    case .settling: .settling
    case .pinching: .pinching
    case .resizing: .resizing
    }
  }

  /// The anchor the view rests at or springs to; `nil` while a finger has it.
  public var anchor: Anchor? {
    switch state {
    case .resting(_, let anchor), .settling(_, _, let anchor, _), .pinching(_, _, let anchor),
      .resizing(_, let anchor):
      anchor
    case .held, .dragging: nil
    }
  }

  /// Whether the host must send ``Event/tick(time:)`` on every display frame: a spring
  /// carries the view or changes its size.
  public var needsFrames: Bool {
    switch state {
    case .settling, .resizing: true
    case .resting, .held, .dragging, .pinching: false
    }
  }

  /// How far, in points along each axis, a container change may move a resting view's
  /// anchor for the view to go there at once rather than spring there: 24 pt. A window
  /// resized live changes its bounds on every frame, by its edge's speed over the frame
  /// rate: 24 pt a frame is an edge dragged at 1440 pt/s on a 60 Hz display, 2880 pt/s at
  /// 120 Hz, so a resize at any usual speed keeps the view at its anchor, frame by frame,
  /// while a rotation or a bar coming or going (hundreds of points, or tens that UIKit does
  /// not animate) springs. See ``Event/resize(bounds:safeArea:cornerInsets:animated:)``.
  public static let followDistance = 24.0

  /// Whether the view rests at, or springs to, a stash anchor: only its tab is on screen.
  public var isStashed: Bool {
    switch anchor {
    case .stashedLeft?, .stashedRight?: true
    default: false
    }
  }

  /// What the floating view does with a stroke towards the trailing edge, for the back
  /// swipe's arbitration (``BackSwipe/relation(toContentClaiming:landingAt:)``): it follows
  /// every stroke on it, in any direction, so it claims it: ``BackSwipe/Claim/drags`` (from
  /// the leading edge band the back swipe still comes first, as for every row); stashed at the
  /// leading edge, its tab sits in that band and a stroke on it pulls the view back out:
  /// ``BackSwipe/Claim/tuckedAtLeadingEdge``.
  ///
  /// - Parameter layoutDirection: the navigation's reading direction (the leading edge is the
  ///   left one left to right).
  public func backSwipeClaim(layoutDirection: ReadingDirection) -> BackSwipe.Claim {
    switch (anchor, layoutDirection) {
    case (.stashedLeft?, .leftToRight), (.stashedRight?, .rightToLeft): .tuckedAtLeadingEdge
    default: .drags
    }
  }

  /// Whether nothing is left half-way: no finger holds the view, no spring runs, no size
  /// change waits, and the view rests at its anchor (so inside ``allowedArea``, or centred in
  /// it along an axis where it does not fit; stashed, with its tab inside ``overshootArea``).
  public var isAtRest: Bool {
    guard case .resting = state else { return false }
    return pendingSize == nil
  }

  /// The insets a floating view keeps clear of, for
  /// ``Event/resize(bounds:safeArea:cornerInsets:animated:)``:
  /// the container's safe area plus the app's own bars, with the bottom raised to the top of
  /// a keyboard docked at the bottom and of a tab bar over the container's lower half.
  ///
  /// A keyboard counts only where it covers the container and reaches its bottom edge (a
  /// docked keyboard reaches the bottom of the screen); a floating or undocked iPad keyboard
  /// covers no edge and is ignored. A tab bar counts where it overlaps the container
  /// horizontally, starts above its bottom edge and has its middle below the container's
  /// middle: iOS 26's tab bar floats above the bottom edge (and shrinks when minimized), and
  /// is in the safe area of its own tab's content only, so a container elsewhere (the window,
  /// a presented view) is covered by it. A frame with a NaN or infinite value is ignored.
  ///
  /// ```swift
  /// // A 336 pt keyboard over an 844 pt tall container: the bottom inset becomes 336.
  /// DraggableStore.insets(safeArea: Insets(top: 47, bottom: 34), extra: .zero,
  ///                       keyboardFrame: Rect(x: 0, y: 508, width: 390, height: 336),
  ///                       in: Rect(x: 0, y: 0, width: 390, height: 844))
  /// ```
  ///
  /// - Parameters:
  ///   - safeArea: the container's safe area insets.
  ///   - extra: the app's own insets inside the safe area (a tab bar, a player's controls),
  ///     added to it. Valid range `0...` (finite) on each side; a NaN, infinite or negative
  ///     side counts as 0, so a bad value of the app's never stops the view following its
  ///     container.
  ///   - keyboardFrame: the keyboard's frame in the container's coordinates, or `nil` while it
  ///     is hidden.
  ///   - tabBarFrame: the frame of a tab bar on screen with the container, in the
  ///     container's coordinates, or `nil` (the default) for none.
  ///   - bounds: the container's bounds.
  public static func insets(
    safeArea: Insets, extra: Insets, keyboardFrame: Rect?, tabBarFrame: Rect? = nil,
    in bounds: Rect
  ) -> Insets {
    func side(_ value: Double) -> Double { value.isFinite && value > 0 ? value : 0 }
    var insets = Insets(
      top: safeArea.top + side(extra.top), left: safeArea.left + side(extra.left),
      bottom: safeArea.bottom + side(extra.bottom), right: safeArea.right + side(extra.right))
    func usable(_ frame: Rect?) -> Rect? {
      guard let frame, frame.origin.isFinite, frame.width.isFinite, frame.height.isFinite,
        frame.width > 0, frame.height > 0, frame.maxX > bounds.minX, frame.minX < bounds.maxX, frame.minY < bounds.maxY
      else { return nil }
      return frame
    }
    if let keyboard = usable(keyboardFrame), keyboard.maxY > bounds.minY,
      keyboard.maxY >= bounds.maxY
    {
      insets.bottom = max(insets.bottom, bounds.maxY - max(keyboard.minY, bounds.minY))
    }
    if let bar = usable(tabBarFrame), bar.midY > bounds.midY {
      insets.bottom = max(insets.bottom, bounds.maxY - bar.minY)
    }
    return insets
  }
}

extension DraggableStore {
  /// Where a floating view is in its life.
  ///
  /// ```
  /// resting ──pan began──▶ dragging ──ended / cancelled──▶ settling ──settled──▶ resting
  /// settling ──finger lands on it──▶ held ──pan began──▶ dragging; held ──lifts──▶ settling
  /// resting / settling ──container or options changed──▶ settling (retargeted)
  /// resting ──container changed, anchor ≤ followDistance away──▶ resting (moved with it)
  /// resting (stashed) ──finger lands on the tab──▶ held ──lifts──▶ settling (shown)
  /// resting / resizing ──pinch began──▶ pinching ──ended / cancelled──▶ resizing ──settled──▶ resting
  /// resting / resizing ──size step (double tap, larger, smaller)──▶ resizing
  /// ```
  public enum State: Hashable, Sendable {
    /// At rest at `origin`, the frame origin of `anchor` in the current container.
    case resting(origin: Point, anchor: Anchor)

    /// Stopped while it settled (or held on a stashed view's tab) by the finger `touch`,
    /// which has not panned (yet): the
    /// unconstrained origin is `origin` (drawn with the rubber band, as under a pan). A pan
    /// takes it over from there; the finger lifting lets it go at rest. A cancel returns it
    /// to `startAnchor`, the anchor the spring was carrying it to (or the stash it rested
    /// at); a lift without a pan from a stash anchor brings the view back
    /// (``DraggableStore/shownAnchor``).
    case held(origin: Point, touch: TouchID, startAnchor: Anchor)

    /// Under the finger: the unconstrained origin is `start + translation`, displayed with
    /// the rubber band outside the allowed area. A cancel returns the view to
    /// `startAnchor`, the anchor it rested at (or was springing to) when the drag began.
    case dragging(start: Point, translation: Vector, startAnchor: Anchor)

    /// `animation` carries the view to `anchor`, from `start` on the host's clock (`nil`
    /// until the next event with a time, for a spring a container change started).
    /// `endsDrag`: whether it follows a drag (and so ends with
    /// ``Effect/ended(frame:anchor:)``) rather than a container change.
    case settling(SpringAnimation2D, start: Double?, anchor: Anchor, endsDrag: Bool)

    /// Under a pinch: ``size`` is the pinched width `unitWidth × scale` (rubber-banded past the
    /// smallest and largest widths), at the frame of `anchor`. `startWidth` is the width the
    /// view had when the pinch began, where a cancel returns it.
    case pinching(unitWidth: Double, startWidth: Double, anchor: Anchor)

    /// `motion` carries the view's width (``size``, aspect kept) to its end, at the frame of
    /// `anchor`; it always ends a drag, with ``Effect/ended(frame:anchor:)``.
    case resizing(Motion, anchor: Anchor)
  }

  /// Where a floating view is in its life, as a host shows it: ``State`` without its data.
  public enum Phase: Hashable, Sendable {
    /// At rest at its anchor.
    case resting
    /// Stopped by a finger that landed on it while it settled, or on its tab while stashed;
    /// no pan yet.
    case held
    /// Under the finger of a pan.
    case dragging
    /// A spring carries it to its anchor.
    case settling
    /// Two fingers pinch it.
    case pinching
    /// A spring changes its size, at its anchor.
    case resizing
  }

  /// What the host tells a floating view.
  ///
  /// Numbers: a time that is NaN, infinite, beyond 10⁹ s or earlier than the last leaves the
  /// store's clock where it was; a drag's position, translation or velocity beyond
  /// ``InputLimits`` counts as the limit (``DragEvent/withinLimits``), and a NaN or infinite one
  /// ends the gesture as a cancel; NaN, infinite or negative sizes are ignored (the cases say
  /// where they differ). Whatever comes, the store draws no NaN and, once the fingers lift,
  /// comes to rest.
  public enum Event: Hashable, Sendable {
    /// A display frame at `time` seconds: the spring advances; once it has settled the view
    /// rests at its anchor and ``Effect/ended(frame:anchor:)`` follows a drag.
    case tick(time: Double)

    /// A finger landed at `location` (container coordinates) on the view. On a settling view
    /// inside ``frame`` it stops the view there (``Phase/held``), and on a stashed view's tab
    /// it holds it, with ``Effect/began(frame:)``; otherwise nothing happens.
    /// A NaN or infinite location is outside. While another finger holds the view, ignored.
    case touchDown(TouchID, at: Point, time: Double)

    /// A finger lifted from the view or was cancelled. If it is the one holding the view and
    /// no pan took over, the view is let go there at rest and springs to the nearest anchor
    /// (from a stash anchor: to ``shownAnchor``, out of the stash).
    /// Any other finger: ignored.
    case touchUp(TouchID, time: Double)

    /// A phase of the pan on the view, in the container's coordinates. `began` catches a
    /// settling view where the spring has it at `time`; a NaN or infinite value cancels the
    /// drag. `changed`, `ended` and `cancelled` without a drag under way are ignored, and
    /// so is a `began` with a NaN or infinite value; a `began` during a drag (the host missed
    /// the end) goes on from where the view is.
    case drag(DragEvent, time: Double)

    /// A phase of the pinch on the view (``Pinch``), while ``Configuration/resizing`` allows
    /// pinching. `began` takes over a resting view (not a stashed one) or a resize under way;
    /// anything else ignores the whole pinch, as does a `began` with a scale that is not
    /// finite and positive. Under the pinch the width follows `scale` (its height keeps the
    /// aspect ratio) at the view's anchor; the release springs to the nearest allowed width
    /// (``sizeSteps``); a cancel, or a scale that is not finite, springs back to the width
    /// the pinch began at. A pan that begins while a pinch holds the view is ignored.
    case pinch(Pinch, time: Double)

    /// Changes the view's size by a step among ``sizeSteps`` (a double tap, or the larger and
    /// smaller accessibility actions), at the view's anchor, with ``Effect/began(frame:)``
    /// and, once the spring settles, ``Effect/ended(frame:anchor:)``. Ignored without
    /// ``Configuration/resizing`` (for ``SizeStep/cycle``, without
    /// ``Resizing/doubleTaps``), on a stashed view, while a finger, a pinch or a move has it,
    /// and when there is no step to take (``SizeStep/larger`` at the largest width). During a
    /// resize, the step is taken from the width it is going to.
    case stepSize(SizeStep, time: Double)

    /// Moves the view to `anchor` (VoiceOver's or Switch Control's custom actions, or the
    /// app), at `time`: a resting or settling view springs there from where it is drawn, as
    /// after a drag, with ``Effect/began(frame:)`` first (unless a drag's spring is under way)
    /// and the one ``Effect/ended(frame:anchor:)`` once it rests. Any anchor works, offered
    /// or not (``offeredAnchors``); a custom point out of range goes to the anchor nearest
    /// to the view. Ignored while a finger holds or drags the view, and for a side or edge
    /// anchor whose coordinate is NaN or infinite.
    case move(to: Anchor, time: Double)

    /// Performs an action a person chose instead of a gesture (a custom action, a context
    /// menu item, a key), at `time`, unless the store refuses it now (``refusal(of:)``):
    /// a move springs there through the path of a release, with ``Effect/began(frame:)``
    /// and, once it rests, ``Effect/ended(frame:anchor:)``; ``Action/show`` as a tap on the
    /// tab; a size step as a double tap. Unlike ``move(to:time:)``, which the app may send
    /// at any time, an action not offered now is refused and changes nothing: while a
    /// finger, a pinch or a spring has the view, for an anchor it already rests at, a stash
    /// or a step not configured.
    case perform(Action, time: Double)

    /// The container's bounds, the insets the view keeps clear of or its covered corners
    /// changed (rotation, a resize, the safe area, the keyboard: see
    /// ``insets(safeArea:extra:keyboardFrame:tabBarFrame:in:)``; iPadOS 26's window controls:
    /// ``CornerInsets``). A NaN or infinite value, or one beyond ±10¹⁵ pt, in the bounds or
    /// insets: ignored; an unusable corner counts as none.
    ///
    /// - At rest the view goes to the same anchor in the new container: at once when that
    ///   moves it by at most ``followDistance`` along each axis (a window resized live
    ///   changes its bounds a little on every frame, and the view stays at its anchor frame
    ///   by frame instead of trailing a spring behind it), otherwise with a spring.
    /// - Settling, the spring is retargeted from where it has the view, keeping its velocity.
    /// - A spring this starts, or retargets, sets off from where the view is drawn, carried
    ///   in by the new ``overshootArea``'s edge where that edge passed it: the view ends up no
    ///   further outside the new area than it was outside the old one (so a view inside stays
    ///   inside, while a window shrinks under it), and a container that changes a little moves
    ///   it a little.
    /// - Dragged or held, the area changes under the finger: the drag goes on, drawn with
    ///   the rubber band in the new area (``Effect/moved(frame:)`` if that moves it), and its
    ///   release picks an anchor of the new container.
    /// - A view at rest or resizing that is (or is going to be) more than half a point
    ///   wider than the new area allows springs to the largest of ``sizeSteps``, as a size
    ///   step does.
    ///
    /// With `animated` false (the view is not on screen, so nobody would see the motion: a
    /// container's first layout before it appears), the view goes to the end of that spring
    /// at once, and a drag it ends reports ``Effect/ended(frame:anchor:)`` at once. Default
    /// `true`. `cornerInsets` defaults to `.zero`, none covered.
    case resize(
      bounds: Rect, safeArea: Insets, cornerInsets: CornerInsets = .zero, animated: Bool = true)

    /// The options changed. They apply at once: a resting or settling view goes to its
    /// anchor under the new margin (and to a width that fits, as for a container change); under a finger the view is drawn with the new margin and
    /// rubber band (``Effect/moved(frame:)`` if that moves it); the new anchors apply from
    /// the next release.
    case configurationChanged(Configuration)

    /// The view's own size changed (not its container's: that is
    /// ``resize(bounds:safeArea:cornerInsets:animated:)``). At rest it moves at once to the anchor nearest
    /// to its centre with the new size; while a finger has it or a spring carries it, the
    /// change waits until it rests. A NaN, infinite or negative size: ignored.
    case sizeChanged(Size)

    /// The view moved to another container (UIKit: another superview), or left its container
    /// (`nil`), at `time`.
    ///
    /// Whatever the old container had under way ends now, so that every
    /// ``Effect/began(frame:)`` still gets its one ``Effect/ended(frame:anchor:)``: a pan or
    /// a finger holding the view lets it go, and the spring ends at once where it was going
    /// (nobody sees a spring into a container the view has left). Then, in a new container,
    /// the view starts over at rest at the anchor nearest to `placement.frame`, with its size;
    /// without one, the store keeps the old container until a new placement comes. The
    /// phases of a pan under way are ignored until it ends (they belong to the old
    /// container); a new pan's `began` is the store's again. Fingers still down stay down.
    case containerReplaced(Placement?, time: Double)
  }

  /// Where a view is placed in a new container, for ``Event/containerReplaced(_:time:)``.
  public struct Placement: Hashable, Sendable {
    /// The view's frame in the new container's coordinates (its size is the view's).
    public var frame: Rect
    /// The new container's bounds.
    public var bounds: Rect
    /// The insets the view keeps clear of in it (see
    /// ``DraggableStore/insets(safeArea:extra:keyboardFrame:tabBarFrame:in:)``).
    public var safeArea: Insets
    /// The corners covered in it beyond its safe area (``DraggableStore/CornerInsets``).
    public var cornerInsets: CornerInsets

    /// Creates a placement.
    ///
    /// - Parameters:
    ///   - frame: The view's frame in the new container's coordinates.
    ///   - bounds: The new container's bounds.
    ///   - safeArea: The insets the view keeps clear of. Default `.zero`.
    ///   - cornerInsets: The corners covered beyond the safe area. Default `.zero`, none.
    public init(
      frame: Rect, bounds: Rect, safeArea: Insets = .zero, cornerInsets: CornerInsets = .zero
    ) {
      self.frame = frame
      self.bounds = bounds
      self.safeArea = safeArea
      self.cornerInsets = cornerInsets
    }
  }

  /// What a floating view asks the host to do: call the app. The frame is not an effect:
  /// read ``frame`` after each event.
  public enum Effect: Hashable, Sendable {
    /// A drag began (a pan, or a finger stopping the settling view), with the view at
    /// `frame`.
    case began(frame: Rect)
    /// The view moved during a drag (the finger moved, or the container changed under it),
    /// to `frame`.
    case moved(frame: Rect)
    /// The view came to rest after a drag, at `frame`, the frame of `anchor`: after the
    /// spring settled, never on the release itself. After a resize, `frame` has the new size.
    case ended(frame: Rect, anchor: Anchor)
  }

  /// A phase of a pinch on the view, as ``PinchRecognizer`` (or UIKit's) reports it.
  public enum Pinch: Hashable, Sendable {
    /// The pinch began; `scale` is the span between the fingers over the span when they
    /// landed.
    case began(scale: Double)
    /// The fingers moved.
    case changed(scale: Double)
    /// The fingers lifted; `velocity` is the scale's rate of change per second (unused under
    /// ``Configuration/reducesMotion``).
    case ended(scale: Double, velocity: Double)
    /// The system took the pinch away.
    case cancelled

    /// Whether the numbers are usable: the scale and velocity finite (a cancel always is).
    /// The store treats a phase with a NaN or infinite number as a cancel.
    public var isFinite: Bool {
      switch self {
      case .began(let scale), .changed(let scale): scale.isFinite
      case .ended(let scale, let velocity): scale.isFinite && velocity.isFinite
      case .cancelled: true
      }
    }
  }

  /// A step of the view's size among ``sizeSteps``, for ``Event/stepSize(_:time:)``.
  public enum SizeStep: Hashable, Sendable {
    /// The next larger width, or the smallest after the largest: a double tap cycles small,
    /// medium, large.
    case cycle
    /// The next larger width; none at the largest.
    case larger
    /// The next smaller width; none at the smallest.
    case smaller
  }
}
