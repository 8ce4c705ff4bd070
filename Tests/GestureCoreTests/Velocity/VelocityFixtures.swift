import Foundation
import Testing

/// The recorded strokes of Flutter's and Android's own velocity tests, read at test time from
/// `Tests/GestureCoreTests/Fixtures/Velocity/` (a test resource; its READMEs say where each
/// file comes from and under which licence).
enum VelocityFixtures {
  /// A JSON object.
  typealias Object = [String: Any]

  /// The parsed contents of `Fixtures/Velocity/<name>`; records an issue and throws when the
  /// file cannot be found or parsed.
  static func load(_ name: String) throws -> Object {
    let url = try #require(locate(name), "velocity fixture Fixtures/Velocity/\(name) not found")
    let data = try Data(contentsOf: url)
    return try #require(try JSONSerialization.jsonObject(with: data) as? Object)
  }

  /// Where `Fixtures/Velocity/<name>` is in the test target's resources, or `nil`.
  static func locate(_ name: String) -> URL? {
    let file = name as NSString
    return Bundle.module.url(
      forResource: file.deletingPathExtension, withExtension: file.pathExtension,
      subdirectory: "Fixtures/Velocity")
  }

  /// A JSON number as a `Double`.
  static func number(_ value: Any?) -> Double? {
    switch value {
    case let number as NSNumber: number.doubleValue
    case let double as Double: double
    case let int as Int: Double(int)
    default: nil
    }
  }

  /// `|actual - expected| <= relative × |expected|`, or `|actual| <= absolute` when `expected`
  /// is within `absolute` of zero (Android's rule for expected zeros).
  static func isClose(_ actual: Double, _ expected: Double, relative: Double, absolute: Double = 1e-6) -> Bool {
    if Swift.abs(expected) <= absolute { return Swift.abs(actual) <= absolute }
    return Swift.abs(actual - expected) <= relative * Swift.abs(expected)
  }

  /// The relative error of `actual` against `expected`, 0 when both are within `absolute` of
  /// zero.
  static func relativeError(_ actual: Double, _ expected: Double, absolute: Double = 1e-6) -> Double {
    if Swift.abs(expected) <= absolute { return Swift.abs(actual) <= absolute ? 0 : .infinity }
    return Swift.abs(actual - expected) / Swift.abs(expected)
  }
}
