/// A displacement or a velocity in two dimensions.
///
/// Used for translations (points), velocities (points per second) and scroll deltas.
public struct Vector: Hashable, Sendable {
  /// The horizontal component; positive to the right.
  public var dx: Double
  /// The vertical component; positive downwards.
  public var dy: Double

  /// Creates a vector from its components.
  @inlinable
  public init(dx: Double, dy: Double) {
    self.dx = dx
    self.dy = dy
  }

  /// The zero vector.
  public static let zero = Vector(dx: 0, dy: 0)

  /// The Euclidean length.
  @inlinable
  public var length: Double { (dx * dx + dy * dy).squareRoot() }

  /// Whether both components are finite.
  @inlinable
  public var isFinite: Bool { dx.isFinite && dy.isFinite }

  /// The sum of two vectors.
  @inlinable
  public static func + (lhs: Vector, rhs: Vector) -> Vector {
    Vector(dx: lhs.dx + rhs.dx, dy: lhs.dy + rhs.dy)
  }

  /// The difference of two vectors.
  @inlinable
  public static func - (lhs: Vector, rhs: Vector) -> Vector {
    Vector(dx: lhs.dx - rhs.dx, dy: lhs.dy - rhs.dy)
  }

  /// The vector scaled by a factor.
  @inlinable
  public static func * (vector: Vector, factor: Double) -> Vector {
    Vector(dx: vector.dx * factor, dy: vector.dy * factor)
  }

  /// The vector divided by a divisor.
  @inlinable
  public static func / (vector: Vector, divisor: Double) -> Vector {
    Vector(dx: vector.dx / divisor, dy: vector.dy / divisor)
  }

  /// The opposite vector.
  @inlinable
  public static prefix func - (vector: Vector) -> Vector {
    Vector(dx: -vector.dx, dy: -vector.dy)
  }
}
