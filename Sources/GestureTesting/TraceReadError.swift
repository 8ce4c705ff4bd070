/// Why a trace file could not be read at all (as opposed to a malformed line, which is a
/// ``TraceProblem``).
public struct TraceReadError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The path that was asked for.
  public var path: String
  /// What went wrong, e.g. `no such file`.
  public var reason: String

  /// Creates an error record.
  public init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  /// `cannot read PATH: REASON`.
  public var description: String { "cannot read \(path): \(reason)" }
}
