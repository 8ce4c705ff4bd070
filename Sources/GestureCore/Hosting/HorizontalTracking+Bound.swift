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
