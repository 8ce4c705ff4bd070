/// The identity of one finger from touch-down to lift-off.
///
/// Hosts choose the numbers (UIKit: a counter per `UITouch`; the browser: `pointerId`); an id
/// may be reused once its touch has ended or been cancelled.
public struct TouchID: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The host's number for the touch.
  public var rawValue: Int

  /// Wraps a host's touch number.
  @inlinable
  public init(_ rawValue: Int) {
    self.rawValue = rawValue
  }

  /// Orders ids by their numbers.
  @inlinable
  public static func < (lhs: TouchID, rhs: TouchID) -> Bool { lhs.rawValue < rhs.rawValue }

  /// The number, as text.
  public var description: String { String(rawValue) }
}
