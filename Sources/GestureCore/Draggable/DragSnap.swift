/// A floating view (a picture-in-picture player, a debug bubble, a live-stream window) that
/// follows the finger and, when released, is flung to the nearest anchor of its container.
///
/// The view follows the finger and, on release, springs to the anchor nearest to where the
/// release velocity would carry it (<doc:HostingAFloatingView> has the rules).
///
/// The interaction is a value: feed it events, apply the effects it appends.
///
/// ```swift
/// var bubble = DragSnap(
///   frame: Rect(x: 0, y: 400, width: 60, height: 60),
///   bounds: Rect(x: 0, y: 0, width: 390, height: 844),
///   safeArea: Insets(top: 47, bottom: 34))
/// view.frame = bubble.frame          // (12, 400, 60, 60): resting against the left side
///
/// var effects: [DragSnap.Effect] = []
/// // For each state change of the pan recognizer on the bubble's node:
/// if let drag = DragEvent(change) {
///   effects.removeAll(keepingCapacity: true)
///   bubble.handle(.drag(drag), into: &effects)
///   for effect in effects { host.apply(effect) }  // .frame, .animate, .began, .moved, .ended
/// }
/// // When the host's spring settles:
/// bubble.handle(.animationFinished, into: &effects)  // .ended(frame:anchor:)
/// ```
///
/// - Complexity: O(1) per event (O(n) for a release among n custom points), with no heap
///   allocation.
public struct DragSnap: Hashable, Sendable {
  /// The options: anchors, margin, spring, projection, rubber band. Changes take effect at
  /// the next event (a view at rest moves to the new margin at the next container change).
  public var configuration: Configuration

  /// The view's size, in points; fixed for the interaction's life.
  public let size: Size

  /// The container's bounds: the coordinate space of every frame.
  public private(set) var bounds: Rect

  /// The container's safe area insets (with the keyboard's height in the bottom inset while
  /// it shows).
  public private(set) var safeArea: Insets

  /// Where the machine is (see the type's diagram).
  public internal(set) var state: State

  /// Creates a floating view at rest at the configured anchor nearest to `frame`.
  ///
  /// Read ``frame`` afterwards to place the view: it is `frame` moved to that anchor.
  ///
  /// - Parameters:
  ///   - frame: the view's frame in the container's coordinates; its size is kept. A NaN or
  ///     infinite coordinate, or one beyond ±10¹⁵ pt, is treated as 0; a NaN, infinite,
  ///     negative or larger size as 0.
  ///   - bounds: the container's bounds; a NaN or infinite value, or one beyond ±10¹⁵ pt,
  ///     makes them `.zero`.
  ///   - safeArea: the container's safe area insets; a NaN or infinite value, or one beyond
  ///     ±10¹⁵ pt, makes them `.zero`. Defaults to `.zero`.
  ///   - configuration: defaults to ``Configuration/floatingButton`` (every default).
  public init(
    frame: Rect, bounds: Rect, safeArea: Insets = .zero,
    configuration: Configuration = Configuration()
  ) {
    func usable(_ value: Double) -> Double { Self.isUsable(value) ? value : 0 }
    func length(_ value: Double) -> Double { Self.isUsable(value) && value > 0 ? value : 0 }
    size = Size(width: length(frame.width), height: length(frame.height))
    self.bounds = Self.isUsable(bounds) ? bounds : .zero
    self.safeArea = Self.isUsable(safeArea) ? safeArea : .zero
    self.configuration = configuration
    let origin = Point(x: usable(frame.minX), y: usable(frame.minY))
    state = .resting(origin: origin, anchor: .topLeft)
    let anchor = self.anchor(nearestTo: self.frame.center)
    let resolved = resolve(anchor)
    state = .resting(
      origin: self.frame(centeredAt: resolved.center).origin, anchor: resolved.anchor)
  }

  /// Where the view is, or is going: at rest, its frame; while dragging, the displayed
  /// (rubber-banded) frame; while settling, the frame the spring ends at (as UIKit's model
  /// layer).
  public var frame: Rect {
    switch state {
    case .resting(let origin, _):
      Rect(origin: origin, size: size)
    case .dragging(let start, let translation, _):
      Rect(origin: displayedOrigin(forUnconstrained: start + translation), size: size)
    case .settling(let animation, _, _, _):
      Rect(origin: animation.to, size: size)
    }
  }

  /// Handles one event, appending the effects it causes to `effects` (which the caller owns
  /// and clears; nothing is allocated here once it has capacity).
  ///
  /// - Parameters:
  ///   - event: what happened; see ``Event`` for the outcome of bad input.
  ///   - effects: where the effects are appended, in the order the host applies them.
  public mutating func handle(_ event: Event, into effects: inout [Effect]) {
    switch (state, event) {
    case (.resting(let origin, let anchor), .drag(let drag)):
      if drag.isFinite, case .began(_, let translation) = drag {
        beginDrag(at: origin, anchor: anchor, translation: translation, into: &effects)
      }
    case (.settling(let animation, let elapsed, let anchor, _), .drag(let drag)):
      // The finger catches the moving view where the spring has it.
      if drag.isFinite, case .began(_, let translation) = drag {
        beginDrag(
          at: animation.value(at: elapsed), anchor: anchor, translation: translation,
          into: &effects)
      }
    case (.dragging(let start, let translation, let startAnchor), .drag(let drag)):
      guard drag.isFinite else {
        cancelDrag(from: start + translation, to: startAnchor, into: &effects)
        return
      }
      switch drag {
      case .began(_, let newTranslation):
        state = .dragging(
          start: start + translation, translation: newTranslation, startAnchor: startAnchor)
        emitMove(into: &effects)
      case .changed(_, let newTranslation):
        state = .dragging(start: start, translation: newTranslation, startAnchor: startAnchor)
        emitMove(into: &effects)
      case .ended(_, let newTranslation, let velocity):
        release(at: start + newTranslation, velocity: velocity, into: &effects)
      case .cancelled:
        cancelDrag(from: start + translation, to: startAnchor, into: &effects)
      }

    case (.resting(let origin, let anchor), .resize(let newBounds, let newSafeArea)):
      guard adopt(newBounds, newSafeArea) else { return }
      let resolved = resolve(anchor)
      let target = frame(centeredAt: resolved.center).origin
      guard target != origin else {
        state = .resting(origin: origin, anchor: resolved.anchor)
        return
      }
      let animation = spring(from: origin, to: target)
      effects.append(.animate(animation))
      state = .settling(animation, elapsed: 0, anchor: resolved.anchor, endsDrag: false)
    case (.dragging, .resize(let newBounds, let newSafeArea)):
      let before = frame
      guard adopt(newBounds, newSafeArea) else { return }
      if frame != before { emitMove(into: &effects) }
    case (
      .settling(let animation, let elapsed, let anchor, let endsDrag),
      .resize(let newBounds, let newSafeArea)
    ):
      guard adopt(newBounds, newSafeArea) else { return }
      let resolved = resolve(anchor)
      let target = frame(centeredAt: resolved.center).origin
      guard target != animation.to else {
        state = .settling(animation, elapsed: elapsed, anchor: resolved.anchor, endsDrag: endsDrag)
        return
      }
      let retargeted = spring(
        from: animation.value(at: elapsed), to: target,
        initialVelocity: animation.velocity(at: elapsed))
      effects.append(.animate(retargeted))
      state = .settling(retargeted, elapsed: 0, anchor: resolved.anchor, endsDrag: endsDrag)

    case (.settling(let animation, _, let anchor, let endsDrag), .tick(let elapsed)):
      if elapsed.isFinite && elapsed >= 0 {
        state = .settling(animation, elapsed: elapsed, anchor: anchor, endsDrag: endsDrag)
      }
    case (.resting, .tick), (.dragging, .tick):
      break

    case (.settling(let animation, _, let anchor, let endsDrag), .animationFinished):
      state = .resting(origin: animation.to, anchor: anchor)
      if endsDrag {
        effects.append(.ended(frame: Rect(origin: animation.to, size: size), anchor: anchor))
      }
    case (.resting, .animationFinished), (.dragging, .animationFinished):
      break
    }
  }

  /// Takes a new container if its values are usable; reports whether it did.
  private mutating func adopt(_ newBounds: Rect, _ newSafeArea: Insets) -> Bool {
    guard Self.isUsable(newBounds), Self.isUsable(newSafeArea) else { return false }
    bounds = newBounds
    safeArea = newSafeArea
    return true
  }

  /// The largest coordinate or length a container or frame may have, in points: 10¹⁵, the
  /// extent of ``Rect/unbounded``. No screen comes near it, and beyond it the layout's
  /// arithmetic (projection, rubber band, anchors) can overflow to infinity.
  static let largestCoordinate = 1e15

  private static func isUsable(_ value: Double) -> Bool {
    value.isFinite && value.magnitude <= largestCoordinate
  }

  private static func isUsable(_ rect: Rect) -> Bool {
    isUsable(rect.minX) && isUsable(rect.minY) && isUsable(rect.width) && isUsable(rect.height)
  }

  private static func isUsable(_ insets: Insets) -> Bool {
    isUsable(insets.top) && isUsable(insets.left) && isUsable(insets.bottom)
      && isUsable(insets.right)
  }
}

extension DragSnap {
  /// Where a floating view is in its life: at rest, under the finger, or springing to an
  /// anchor.
  public enum State: Hashable, Sendable {
    /// At rest at `origin`, the frame origin of `anchor` in the current container.
    case resting(origin: Point, anchor: Anchor)

    /// Under the finger: the unconstrained origin is `start + translation`, displayed with
    /// the rubber band outside the allowed area. A cancel returns the view to
    /// `startAnchor`, the anchor it rested at (or was springing to) when the drag began.
    case dragging(start: Point, translation: Vector, startAnchor: Anchor)

    /// The host runs `animation`, last reported at `elapsed` seconds, which ends at
    /// `anchor`. `endsDrag`: whether it follows a drag (and so ends with
    /// ``Effect/ended(frame:anchor:)``) rather than a container change.
    case settling(SpringAnimation2D, elapsed: Double, anchor: Anchor, endsDrag: Bool)
  }
}

extension DragSnap {
  /// What a floating view is told: the drag of its own pan recognizer, changes of its
  /// container, and the progress of the animations it asked for.
  public enum Event: Hashable, Sendable {
    /// A phase of the pan on the floating view. A drag event with a NaN or infinite value
    /// is treated as a cancel (see ``DragEvent/isFinite``); `changed`, `ended` and
    /// `cancelled` without a drag under way are ignored.
    case drag(DragEvent)

    /// The container's bounds or safe area changed (rotation, a size change, the keyboard
    /// showing or hiding; pass the keyboard's height in the bottom inset). At rest the view
    /// springs to the same anchor in the new container; while settling it is retargeted
    /// there, keeping as much of its velocity as keeps it inside the new
    /// ``DragSnap/overshootArea``; while dragging, the allowed area changes under the finger. An event with a NaN or infinite value, or one beyond ±10¹⁵ pt, is ignored.
    case resize(bounds: Rect, safeArea: Insets)

    /// The spring of the latest ``Effect/animate(_:)`` has run for `elapsed` seconds.
    ///
    /// Hosts that evaluate the spring themselves (the browser gallery) can send it every
    /// frame; others send it right before a touch lands on the moving view or the container
    /// changes, so that the drag or the retargeting starts from where the view really is.
    /// Without it, the interaction assumes the animation is at its start. Ignored when no
    /// animation runs, or for a NaN, infinite or negative `elapsed`.
    case tick(elapsed: Double)

    /// The spring of the latest ``Effect/animate(_:)`` came to rest (at
    /// `SpringAnimation2D.settlingDuration()`, or UIKit's animator completion). After a
    /// drag, this is when ``Effect/ended(frame:anchor:)`` is emitted. Ignored when no
    /// animation runs (a late completion of an animation a drag interrupted).
    case animationFinished
  }
}

extension DragSnap {
  /// What the host does for a floating view: place it, animate it, and call back.
  ///
  /// Frames are in the container's coordinate space; the view's size never changes.
  public enum Effect: Hashable, Sendable {
    /// Place the view at this frame now, without animation, stopping any animation running
    /// on it (the finger has it).
    case frame(Rect)

    /// Animate the view's origin with this spring, from `animation.from` to `animation.to`
    /// starting now, replacing any running animation. Report
    /// ``Event/animationFinished`` when it settles; send ``Event/tick(elapsed:)``
    /// before interrupting it.
    case animate(SpringAnimation2D)

    /// Callback: a drag began, with the view at `frame`.
    case began(frame: Rect)

    /// Callback: the view moved during a drag (the finger moved, or the container changed
    /// under it), to `frame`.
    case moved(frame: Rect)

    /// Callback: the view came to rest after a drag (released or cancelled), at `frame`,
    /// the anchor's frame, and at `anchor`. Emitted on ``Event/animationFinished``, never
    /// on the release itself.
    case ended(frame: Rect, anchor: Anchor)
  }
}
