/// The offset of content that follows a horizontal drag: 1:1 within an allowed range, rubber
/// banded (or clamped) past it, and the release decision by projection. The shared machinery
/// of ``SwipeActionsRow`` and ``SwipeToCommit``.
///
/// Offsets are screen x, in points: positive moves the content right. A tracking value is made
/// when a drag begins, from the offset the content has then (so a drag on an open row
/// continues from its open offset), and maps each later translation of the finger to the
/// offset to display:
///
///     offset(t) = displayed(start + t)
///
/// where `displayed` is the identity within `lowerBound...upperBound`, and past an ``Bound``
/// that is elastic adds UIScrollView's ``RubberBand`` overshoot (coefficient 0.55, dimension
/// the container width); past a rigid bound the offset stays at the bound. A side the content
/// may not move towards at all (a row with no actions on that side) is a rigid bound at 0.
///
/// ```swift
/// // Two trailing buttons of 78 pt: the content may move 156 pt left, rubber-banding beyond;
/// // no leading actions: it may not move right at all.
/// let tracking = HorizontalTracking(
///   lowerBound: .elastic(-156), upperBound: .rigid(0), containerWidth: 375)
/// tracking.offset(forTranslation: -100)   // -100: inside, 1:1
/// tracking.offset(forTranslation: -256)   // ≈ -204.0: -156 - 375·u/(u + 1), u = 100·0.55/375
/// tracking.offset(forTranslation: 40)     // 0: rigid
/// tracking.reaches(78, on: .minus, from: -40, velocity: -200)  // true: projects to -139.8
/// ```
///
/// - Complexity: every method is O(1) and allocates nothing.
public struct HorizontalTracking: Hashable, Sendable {
  /// The lowest offset the content follows the finger to 1:1 (the left end), in points.
  public let lowerBound: Bound
  /// The highest offset the content follows the finger to 1:1 (the right end), in points;
  /// never below ``lowerBound``'s offset.
  public let upperBound: Bound
  /// The band applied past an elastic bound: UIKit's coefficient (0.55 by default) over the
  /// container's width.
  public let rubberBand: RubberBand
  /// The deceleration that projects a release velocity to a resting offset; `.normal`
  /// (0.998 per millisecond) by default.
  public let decelerationRate: DecelerationRate
  /// The unconstrained offset at translation 0, in points: the offset the content had when
  /// the drag began, minus the translation it had then, with any rubber band undone.
  public let start: Double

  /// Creates the tracking of a drag.
  ///
  /// - Parameters:
  ///   - lowerBound: the left end of the 1:1 range (usually ≤ 0). A NaN offset becomes 0.
  ///   - upperBound: the right end (usually ≥ 0). A NaN offset becomes 0; below the lower
  ///     bound it is raised to it.
  ///   - containerWidth: the width of the view the content lives in, in points: the rubber
  ///     band's dimension. NaN, 0 or negative make every bound behave as rigid.
  ///   - rubberBandCoefficient: dimensionless, `0...1`; defaults to 0.55 (UIKit). Normalised
  ///     as in ``RubberBand/init(coefficient:dimension:)``.
  ///   - decelerationRate: for ``projectedOffset(_:velocity:)``; defaults to `.normal`.
  ///   - offset: the offset the content shows at translation `translation` (for a drag that
  ///     begins, the offset it had before it; for a rubber-banded offset the band is undone,
  ///     so the content does not jump). NaN becomes 0; an offset past a rigid bound, or past
  ///     an elastic bound by the whole container width or more (which the band can never
  ///     show), is brought back to the nearest offset the tracking can show.
  ///   - translation: the finger's translation at that moment, in points; defaults to 0.
  ///     NaN or infinite values are treated as 0.
  public init(
    lowerBound: Bound, upperBound: Bound, containerWidth: Double,
    rubberBandCoefficient: Double = RubberBand.defaultCoefficient,
    decelerationRate: DecelerationRate = .normal, offset: Double = 0,
    atTranslation translation: Double = 0
  ) {
    let lower = lowerBound.normalised
    var upper = upperBound.normalised
    if upper.offset < lower.offset { upper.offset = lower.offset }
    self.lowerBound = lower
    self.upperBound = upper
    self.rubberBand = RubberBand(coefficient: rubberBandCoefficient, dimension: containerWidth)
    self.decelerationRate = decelerationRate
    let t = translation.isFinite ? translation : 0
    self.start =
      HorizontalTracking.unconstrained(
        offset, lower: lower, upper: upper, band: rubberBand) - t
  }

  /// The offset to display for a translation of the finger since the drag began.
  ///
  /// - Parameter translation: the horizontal translation, in points (`DragEvent`'s
  ///   `translation.dx`); NaN or infinite values are treated as 0.
  /// - Returns: `start + translation` within the range, banded or clamped past it; never NaN.
  public func offset(forTranslation translation: Double) -> Double {
    displayed(start + (translation.isFinite ? translation : 0))
  }

  /// The offset displayed for an unconstrained one: unchanged within the range, banded past
  /// an elastic bound, clamped at a rigid one.
  ///
  /// - Parameter unconstrained: in points; NaN is treated as 0.
  /// - Returns: never NaN.
  public func displayed(_ unconstrained: Double) -> Double {
    let value = unconstrained.isNaN ? 0 : unconstrained
    guard let bound = Self.bound(past: value, lower: lowerBound, upper: upperBound) else {
      return value
    }
    guard bound.isElastic else { return bound.offset }
    return bound.offset + rubberBand.offset(forOvershoot: value - bound.offset)
  }

  /// The content's velocity when the finger moves at `velocity` with translation
  /// `translation`: the finger's within the range, scaled by the band's slope past an elastic
  /// bound (`c/(u + 1)²` with `u = overshoot·c/dimension`: 0.55 right past it, less and less
  /// further), and 0 past a rigid bound, where the content does not move.
  ///
  /// Springs that start on release carry this velocity, so content held at a rigid bound
  /// does not bounce into the side it may not enter. Release *decisions* use the finger's
  /// velocity, which is what the user meant.
  ///
  /// - Parameters:
  ///   - translation: the finger's horizontal translation, in points; NaN or infinite values
  ///     are treated as 0.
  ///   - velocity: the finger's horizontal velocity, in points per second; NaN or infinite
  ///     values give 0.
  /// - Returns: in points per second; never NaN.
  public func offsetVelocity(atTranslation translation: Double, fingerVelocity velocity: Double)
    -> Double
  {
    guard velocity.isFinite else { return 0 }
    let value = start + (translation.isFinite ? translation : 0)
    guard let bound = Self.bound(past: value, lower: lowerBound, upper: upperBound) else {
      return velocity
    }
    guard bound.isElastic, rubberBand.coefficient > 0, rubberBand.dimension > 0 else { return 0 }
    let c = rubberBand.coefficient
    if rubberBand.dimension.isInfinite { return velocity * c }
    let u = (value - bound.offset).magnitude * c / rubberBand.dimension
    guard u.isFinite else { return 0 }
    return velocity * (c / ((u + 1) * (u + 1)))
  }

  /// Where content released at `offset` with `velocity` would come to rest if it glided:
  /// `offset + Projection.distance(velocity:decelerationRate:)`.
  ///
  /// - Parameters:
  ///   - offset: in points; NaN is treated as 0.
  ///   - velocity: the release velocity, in points per second; NaN or infinite is treated
  ///     as 0.
  /// - Returns: e.g. −40 pt released at −200 pt/s at `.normal`: −40 − 99.8 = −139.8 pt.
  public func projectedOffset(_ offset: Double, velocity: Double) -> Double {
    Projection.project(offset, velocity: velocity, decelerationRate: decelerationRate)
  }

  /// Whether a release passes `distance` on one side of zero: whether the offset is already
  /// past it, or (when `projecting`) the projected offset is.
  ///
  /// Both comparisons are strict: an offset exactly at the threshold does not pass it.
  ///
  /// - Parameters:
  ///   - distance: the threshold's distance from 0, in points (≥ 0).
  ///   - side: `.minus` for the negative (left) side: passing means `offset < −distance`;
  ///     `.plus` for the positive (right) side: `offset > distance`.
  ///   - offset: the release offset, in points. NaN never passes.
  ///   - velocity: the release velocity, in points per second.
  ///   - projecting: whether the projected offset counts too; defaults to `true`.
  public func reaches(
    _ distance: Double, on side: FloatingPointSign, from offset: Double, velocity: Double,
    projecting: Bool = true
  ) -> Bool {
    let sign = HorizontalTracking.unit(side)
    if sign * offset > distance { return true }
    guard projecting, !offset.isNaN else { return false }
    return sign * projectedOffset(offset, velocity: velocity) > distance
  }

  /// The horizontal translation of a usable `began` drag event; `nil` for other phases and
  /// for events with NaN or infinite values.
  static func beganTranslation(_ drag: DragEvent) -> Double? {
    guard case .began(_, let translation) = drag, drag.isFinite else { return nil }
    return translation.dx
  }

  /// How far past 0 a spring that settles the content may carry it to the other side of 0,
  /// in points: 0.5 pt, at most a pixel or two. Further, the content would uncover that edge
  /// of the row (a gap, or a sliver of the other side's buttons or cue) as it bounces back.
  static let overshootAllowance = 0.5

  /// The offsets a spring may swing through that settles content on the `side` of 0 (a rest
  /// there, or a return to 0 from there): up to `width` on that side, beyond which the
  /// content would have left the row, and ``overshootAllowance`` past 0 on the other. With
  /// no side (content at 0, at rest), ``overshootAllowance`` either way.
  ///
  /// - Parameters:
  ///   - side: the side of 0 the content settles on or comes from.
  ///   - width: the row's width, in points (≥ 0).
  static func settleBounds(on side: FloatingPointSign?, width: Double) -> ClosedRange<Double> {
    switch side {
    case .minus: -width...overshootAllowance
    case .plus: -overshootAllowance...width
    case nil: -overshootAllowance...overshootAllowance
    }
  }

  /// The side of 0 content at `offset` moving at `velocity` is on: the offset's sign, or the
  /// velocity's at 0; `nil` at rest at 0 (or for NaN).
  static func side(ofOffset offset: Double, velocity: Double) -> FloatingPointSign? {
    if offset < 0 || (offset == 0 && velocity < 0) { return .minus }
    if offset > 0 || (offset == 0 && velocity > 0) { return .plus }
    return nil
  }

  /// −1 for `.minus`, +1 for `.plus`: the direction of a side of zero.
  static func unit(_ side: FloatingPointSign) -> Double {
    side == .minus ? -1 : 1
  }

  /// The unconstrained offset that displays as `offset`: the inverse of ``displayed(_:)``
  /// where there is one.
  private static func unconstrained(
    _ offset: Double, lower: Bound, upper: Bound, band: RubberBand
  ) -> Double {
    let value = offset.isNaN ? 0 : offset
    guard let bound = bound(past: value, lower: lower, upper: upper) else { return value }
    guard bound.isElastic else { return bound.offset }
    let overshoot = band.overshoot(forOffset: value - bound.offset)
    // Beyond the band's reach (or a rigid band): take the farthest offset it can show.
    return overshoot.isFinite ? bound.offset + overshoot : bound.offset
  }

  /// The bound `value` is past, if any: the upper one above it, the lower one below it.
  private static func bound(past value: Double, lower: Bound, upper: Bound) -> Bound? {
    value > upper.offset ? upper : value < lower.offset ? lower : nil
  }
}

extension HorizontalTracking {
  /// One end of the range in which content follows the finger 1:1, and what happens past it.
  ///
  /// ```swift
  /// HorizontalTracking.Bound.elastic(-156)  // rubber-bands past −156 pt
  /// HorizontalTracking.Bound.rigid(0)       // stops at 0: no actions on that side
  /// ```
  public struct Bound: Hashable, Sendable {
    /// The offset of the end, in points (screen x).
    public var offset: Double
    /// Whether the content may go past the end with the rubber band (`true`) or stops there
    /// (`false`).
    public var isElastic: Bool

    /// Creates a bound.
    ///
    /// - Parameters:
    ///   - offset: in points; NaN is treated as 0 and ±∞ as "no end" (only meaningful for an
    ///     elastic bound: the content then follows the finger 1:1 without limit).
    ///   - isElastic: whether the rubber band applies past it.
    public init(offset: Double, isElastic: Bool) {
      self.offset = offset
      self.isElastic = isElastic
    }

    /// An end past which the content rubber-bands.
    public static func elastic(_ offset: Double) -> Bound {
      Bound(offset: offset, isElastic: true)
    }

    /// An end the content stops at.
    public static func rigid(_ offset: Double) -> Bound {
      Bound(offset: offset, isElastic: false)
    }

    /// NaN made 0.
    var normalised: Bound {
      Bound(offset: offset.isNaN ? 0 : offset, isElastic: isElastic)
    }
  }
}
