/// How quickly a flung value slows down: the factor its velocity keeps per millisecond.
///
/// The model is `UIScrollView`'s: every millisecond the velocity is multiplied by `rawValue`,
/// so after `t` seconds it is `v·rawValue^(1000·t)`. Used by ``Decay`` and ``Projection``.
///
/// ```swift
/// let rate = DecelerationRate.normal        // 0.998, as UIScrollView.DecelerationRate.normal
/// let custom = DecelerationRate(rawValue: 0.995)
/// ```
public struct DecelerationRate: Hashable, Sendable {
  /// The factor the velocity keeps per millisecond: dimensionless, always within
  /// `minimum...maximum` (`0.000_001...0.999_999`) after normalisation by the initialiser.
  public let rawValue: Double

  /// `UIScrollView.DecelerationRate.normal`: 0.998 per millisecond, so the velocity halves
  /// in about 0.35 s (`ln 0.5 / (1000·ln 0.998) ≈ 0.346`).
  public static let normal = DecelerationRate(rawValue: 0.998)

  /// `UIScrollView.DecelerationRate.fast`: 0.99 per millisecond, so the velocity halves in
  /// about 0.07 s (`ln 0.5 / (1000·ln 0.99) ≈ 0.069`).
  public static let fast = DecelerationRate(rawValue: 0.99)

  /// The smallest accepted rate, 0.000 001 per millisecond: the value stops almost at once
  /// (after `v/1000 · 1e-6` units).
  public static let minimum: Double = 0.000_001

  /// The largest accepted rate, 0.999 999 per millisecond: barely any friction (a flick
  /// travels `v/1000 · 999 999` units, about 1000 seconds' worth of its initial velocity).
  /// A rate of 1 or more would never stop, so it is not accepted.
  public static let maximum: Double = 0.999_999

  /// Creates a rate from the factor kept per millisecond.
  ///
  /// - Parameter rawValue: dimensionless, valid range `0 < rawValue < 1`. Values are
  ///   normalised, never rejected: NaN becomes ``normal`` (0.998); values below ``minimum``
  ///   (including 0 and negatives) become ``minimum``; values above ``maximum`` (including 1
  ///   and +∞) become ``maximum``.
  public init(rawValue: Double) {
    self.rawValue = rawValue.clamped(to: Self.minimum...Self.maximum, nan: 0.998)
  }

  /// The distance travelled per unit of initial velocity, in seconds: `d/(1−d)/1000`.
  ///
  /// It is the sum of the per-millisecond steps `v/1000·d + v/1000·d² + …`; 0.499 s for
  /// ``normal`` (`0.998/0.002/1000`), 0.099 s for ``fast``.
  @inlinable
  public var distanceFactor: Double {
    rawValue / (1 - rawValue) / 1000
  }
}
