import Foundation
import Testing

/// The recorded strokes of `shared/data/velocity/` (Flutter's and Android's own velocity
/// tests), read at test time.
///
/// The files live beside the package: `<package root>/../shared/data/velocity/<name>`, the
/// package root found by walking up from this file to `Package.swift`. Set
/// `GESTUREKIT_SHARED_DATA` to the `data` directory (or to its `velocity` directory) to read
/// them from elsewhere.
enum VelocityFixtures {
  /// A JSON object.
  typealias Object = [String: Any]

  /// The parsed contents of `velocity/<name>`; records an issue and throws when the file cannot
  /// be found or parsed.
  static func load(_ name: String, filePath: String = #filePath) throws -> Object {
    let url = try #require(locate(name, filePath: filePath), "velocity fixture \(name) not found")
    let data = try Data(contentsOf: url)
    return try #require(try JSONSerialization.jsonObject(with: data) as? Object)
  }

  /// Where `velocity/<name>` is, or `nil`.
  static func locate(_ name: String, filePath: String) -> URL? {
    let fileManager = FileManager.default
    var candidates: [URL] = []
    var directory = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    while directory.path != "/" {
      if fileManager.fileExists(atPath: directory.appendingPathComponent("Package.swift").path) {
        candidates.append(
          directory.deletingLastPathComponent().appendingPathComponent("shared/data/velocity/\(name)"))
        break
      }
      directory = directory.deletingLastPathComponent()
    }
    if let shared = ProcessInfo.processInfo.environment["GESTUREKIT_SHARED_DATA"], !shared.isEmpty {
      let root = URL(fileURLWithPath: shared)
      candidates.append(root.appendingPathComponent("velocity/\(name)"))
      candidates.append(root.appendingPathComponent(name))
    }
    return candidates.first { fileManager.fileExists(atPath: $0.path) }
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
