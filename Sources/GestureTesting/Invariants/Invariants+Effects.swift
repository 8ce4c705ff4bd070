import GestureCore

extension Invariants {
  /// Every number an interaction hands its host is finite: no NaN or infinity reaches a
  /// layout, an animation or a callback, whatever the input (product.md: layouts stay finite).
  ///
  /// One overload per family's effect type, by pattern matching, so a new case is a compile
  /// error here until it is checked.
  ///
  /// ```swift
  /// for effect in effects {
  ///   #expect(Invariants.Effects.violation(in: effect) == nil)
  /// }
  /// ```
  public enum Effects {
    /// The first non-finite number in a reorder effect, or `nil`.
    public static func violation(in effect: Reorder.Effect) -> Violation? {
      switch effect {
      case .lift(_, let scale, let alpha, _):
        return check("Reorder.lift", scale, alpha)
      case .moveLiftedRow(let y):
        return check("Reorder.moveLiftedRow", y)
      case .animateRows(_, let animation):
        return check("Reorder.animateRows", animation)
      case .scroll(let offset):
        return check("Reorder.scroll", offset)
      case .drop(_, let animation):
        return check("Reorder.drop", animation)
      case .move, .haptic, .ended, .settle:
        return nil
      }
    }

    /// The first non-finite number in a pinch-to-insert effect, or `nil`.
    public static func violation(in effect: PinchToInsert.Effect) -> Violation? {
      switch effect {
      case .offsetRows(_, let offset):
        return check("PinchToInsert.offsetRows", offset)
      case .placeholder(let centerY, let height, let scale, _):
        return check("PinchToInsert.placeholder", centerY, height, scale)
      case .animateRows(_, let animation):
        return check("PinchToInsert.animateRows", animation)
      case .animatePlaceholder(let animation):
        return check("PinchToInsert.animatePlaceholder", animation)
      case .haptic, .removePlaceholder, .insert, .beginEditing:
        return nil
      }
    }

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

    private static func check(_ what: String, _ animation: SpringAnimation) -> Violation? {
      check(what, animation.from, animation.to, animation.initialVelocity)
    }

    private static func check(_ what: String, _ frame: Rect) -> Violation? {
      check(what, frame.origin.x, frame.origin.y, frame.size.width, frame.size.height)
    }

    private static func check(_ what: String, _ numbers: Double...) -> Violation? {
      for number in numbers where !number.isFinite {
        return Violation(rule: "effect.nonFinite", message: "\(what): \(numbers)")
      }
      return nil
    }
  }
}
