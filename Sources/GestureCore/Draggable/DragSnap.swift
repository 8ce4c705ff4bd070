/// A floating view (a picture-in-picture player, a debug bubble, a live-stream window) that
/// follows the finger and, when released, is flung to the nearest anchor of its container.
///
/// The view follows the finger 1:1 inside its allowed area (the container's bounds inset by
/// the safe area and a 12 pt margin) and rubber-bands outside it. On release the view's
/// centre is projected with the release velocity (`v/1000 · d/(1 − d)` per axis, as
/// `UIScrollView` decelerates), the configured anchor nearest to the projection is chosen
/// (a side, a corner, an edge or a custom point), and a spring carries the view there from
/// where it was released, with the release velocity. ``Effect/ended(frame:anchor:)`` comes
/// only when the host reports that the spring has settled. However hard the flick, the
/// spring's overshoot never carries the view out of the container's safe area (see
/// ``overshootArea``).
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
/// The machine (every transition appends the layout that goes with it):
/// ```
/// resting  ──began───────────────────────▶ dragging   .frame, .began
/// resting  ──resize────────────▶ settling   spring to the same anchor
/// dragging ──changed, resize───▶ dragging   .frame, .moved (rubber-banded)
/// dragging ──ended───────────────────────▶ settling   project, nearest anchor, spring
/// dragging ──cancelled, NaN──────────────▶ settling   spring back to the start anchor
/// settling ──began───────────────────────▶ dragging   caught where the spring has it
/// settling ──resize────────────▶ settling   retargeted, keeping its velocity
/// settling ──animationFinished───────────▶ resting    .ended (after a drag)
/// ```
///
/// Choices, documented:
/// - A cancelled drag (or one with NaN values) springs back, at rest, to the anchor the view
///   rested at (or was springing to) when the drag began, and reports
///   ``Effect/ended(frame:anchor:)`` after settling like a release: every `began` is followed
///   by one `ended`, except when a new drag catches the view while it is still settling
///   (then the new drag's `ended` closes both).
/// - A view larger than the allowed area along an axis is centred in it along that axis.
/// - A `began` during a drag (a host that missed the end) re-bases the drag where the view
///   is, without a second ``Effect/began(frame:)``.
/// - Every spring keeps the whole view inside ``overshootArea``, the container's safe area:
///   its overshoot may use the margin, never the area under the status bar, the notch, the
///   home indicator or the keyboard, let alone the outside of the screen. A release velocity
///   that would swing the view further is scaled down, per axis, to the largest that does
///   not (``SpringAnimation2D/limitingOvershoot(to:)``): flung at 5000 pt/s towards the left
///   edge of a phone, a picture-in-picture window released 300 pt from its corner leaves at
///   4650 pt/s, and one released 56 pt from it at 1450 pt/s, instead of swinging 97 pt off
///   the screen for 0.3 s. When even a release at rest would overshoot further than the
///   margin allows (a margin of 0), the spring runs critically damped, with its response.
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
  public private(set) var state: State

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

  // MARK: - Transitions

  private mutating func beginDrag(
    at origin: Point, anchor: Anchor, translation: Vector, into effects: inout [Effect]
  ) {
    state = .dragging(start: origin, translation: translation, startAnchor: anchor)
    let current = frame
    effects.append(.frame(current))
    effects.append(.began(frame: current))
  }

  private func emitMove(into effects: inout [Effect]) {
    let current = frame
    effects.append(.frame(current))
    effects.append(.moved(frame: current))
  }

  /// Projects the released centre, picks the nearest anchor, and springs there with the
  /// release velocity.
  private mutating func release(
    at unconstrained: Point, velocity: Vector, into effects: inout [Effect]
  ) {
    let origin = displayedOrigin(forUnconstrained: unconstrained)
    let center = Rect(origin: origin, size: size).center
    let projected = Projection.project(
      center, velocity: velocity, decelerationRate: configuration.decelerationRate)
    let resolved = resolve(anchor(nearestTo: projected))
    let animation = spring(
      from: origin, to: frame(centeredAt: resolved.center).origin, initialVelocity: velocity)
    effects.append(.animate(animation))
    state = .settling(animation, elapsed: 0, anchor: resolved.anchor, endsDrag: true)
  }

  /// Springs back, at rest, to the anchor the drag started from.
  private mutating func cancelDrag(
    from unconstrained: Point, to anchor: Anchor, into effects: inout [Effect]
  ) {
    let origin = displayedOrigin(forUnconstrained: unconstrained)
    let resolved = resolve(anchor)
    let animation = spring(from: origin, to: frame(centeredAt: resolved.center).origin)
    effects.append(.animate(animation))
    state = .settling(animation, elapsed: 0, anchor: resolved.anchor, endsDrag: true)
  }

  /// The configured spring from `origin` to `target`, its overshoot kept inside
  /// ``overshootArea``.
  private func spring(
    from origin: Point, to target: Point, initialVelocity: Vector = .zero
  ) -> SpringAnimation2D {
    let area = overshootArea
    let origins = Rect(
      x: area.minX, y: area.minY, width: area.width - size.width,
      height: area.height - size.height)
    return SpringAnimation2D(
      spring: configuration.spring, from: origin, to: target, initialVelocity: initialVelocity
    ).limitingOvershoot(to: origins)
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
