import GestureCore

/// A trace sample the engine did not take as it came: rejected, or corrected
/// (``TouchOutcome``), with the trace line it came from.
public struct ReplayNotice: Hashable, Sendable, CustomStringConvertible {
  /// The 1-based line of the sample in the trace.
  public var line: Int
  /// What the arena did with it: `.rejected` or `.normalized`, never `.accepted`.
  public var outcome: TouchOutcome

  /// Creates a notice.
  public init(line: Int, outcome: TouchOutcome) {
    self.line = line
    self.outcome = outcome
  }

  /// `line 7: rejected (unknownTouch)` or `line 9: normalized (timeWentBackwards)`, as
  /// `gesture-replay` prints it on standard error.
  public var description: String {
    switch outcome {
    case .accepted: "line \(line): accepted"
    case .normalized(let issue): "line \(line): normalized (\(issue.name))"
    case .rejected(let issue): "line \(line): rejected (\(issue.name))"
    }
  }
}
