extension Invariants {
  /// One broken promise: which rule, and what was seen.
  public struct Violation: Hashable, Sendable, CustomStringConvertible {
    /// A short name of the rule (`"arena.beganTwice"`, `"list.lostItem"`, `"effect.nonFinite"`).
    public var rule: String
    /// What was seen, for a human.
    public var message: String

    /// Creates a violation record.
    public init(rule: String, message: String) {
      self.rule = rule
      self.message = message
    }

    /// `rule: message`.
    public var description: String { "\(rule): \(message)" }
  }
}
