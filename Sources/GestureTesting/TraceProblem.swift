/// A line of a trace that could not be read, and why. The reader skips the line and goes on.
public struct TraceProblem: Hashable, Sendable, CustomStringConvertible {
  /// The 1-based line number in the trace text.
  public var line: Int
  /// What is wrong with it, e.g. `missing "phase"`.
  public var message: String

  /// Creates a problem record.
  public init(line: Int, message: String) {
    self.line = line
    self.message = message
  }

  /// `line N: message`, as `gesture-replay` prints it.
  public var description: String { "line \(line): \(message)" }
}
