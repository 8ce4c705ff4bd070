/// Checkers for the promises the engine makes on every input, usable from any test and from
/// the fuzzer (`scripts/fuzz`): the arena's contract (``Arena``), the list model's
/// conservation (``List``), and finite effects (``Effects``).
///
/// Each checker reports ``Violation``s instead of trapping, so a test can `#expect` on them
/// and the fuzzer can print one and abort.
///
/// ```swift
/// let arena = RecognizerSet.standard.makeArena()
/// var invariants = Invariants.Arena(arena)
/// invariants.handle(TouchSample(id: TouchID(1), phase: .began, location: .zero, timestamp: 0))
/// #expect(invariants.violations == [])
/// ```
public enum Invariants {}

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
