import GestureCore

extension Invariants {
  /// What the recognizers hand the interactions is a number: no NaN reaches a store's event,
  /// whatever the input. (What the stores draw and ask for is checked by the fuzzer's store
  /// hosts.)
  ///
  /// ```swift
  /// for change in arena.changes {
  ///   #expect(Invariants.Effects.violation(in: change.value) == nil)
  /// }
  /// ```
  public enum Effects {
    /// The first NaN in what a recognizer measured at a state change, or `nil`. (Infinite
    /// values are not reported: a finger at ±10³⁰⁸ can legitimately overflow a
    /// translation; interactions treat them as a cancel.)
    public static func violation(in value: GestureValue) -> Violation? {
      let numbers = [
        value.location.x, value.location.y, value.translation.dx, value.translation.dy,
        value.velocity.dx, value.velocity.dy, value.scale, value.scaleVelocity, value.rotation,
        value.rotationVelocity,
      ]
      for number in numbers where number.isNaN {
        return Violation(rule: "value.nan", message: "\(value)")
      }
      return nil
    }
  }
}
