import Foundation

/// The few pieces of text `gesture-replay`'s output lines, the trace writer and the readers'
/// messages need: tidy numbers and quoted names. The lines themselves are built field by
/// field where they are defined (``ReplayVelocity/jsonLine``, ``TraceWriter/line(for:)``):
/// `JSONEncoder` neither rounds to a number of decimals nor writes the spaces after `:` and
/// `,` that the formats have always had.
enum ReplayFormatting {
  /// A number as JSON text.
  ///
  /// - Parameters:
  ///   - value: The number. NaN and infinities have no JSON form and are written `null`;
  ///     negative zero is written `0`.
  ///   - maximumFractionDigits: `nil` (the default) writes the shortest text that reads back
  ///     as exactly `value` (`0.016`, `300`, `1e-05`). A count (0...15) rounds to that many
  ///     decimals, half away from zero, and drops trailing zeros (`812.4`, `-3.1`, `0`);
  ///     magnitudes of 10¹⁵ and more are written as with `nil`.
  static func number(_ value: Double, maximumFractionDigits: Int? = nil) -> String {
    guard value.isFinite else { return "null" }
    if value == 0 { return "0" }
    if let digits = maximumFractionDigits {
      let digits = Swift.min(Swift.max(digits, 0), 15)
      var power: UInt64 = 1
      for _ in 0..<digits { power *= 10 }
      let scaled = (value.magnitude * Double(power)).rounded(.toNearestOrAwayFromZero)
      if value.magnitude < 1e15 && scaled < 9.0e15 {
        let units = UInt64(scaled)
        if units == 0 { return "0" }
        var text = value < 0 ? "-" : ""
        text += String(units / power)
        var fraction = units % power
        if fraction != 0 {
          var width = digits
          while fraction % 10 == 0 {
            fraction /= 10
            width -= 1
          }
          let fractionText = String(fraction)
          text += "."
          text += String(repeating: "0", count: width - fractionText.count)
          text += fractionText
        }
        return text
      }
    }
    var text = value.description
    if text.hasSuffix(".0") { text.removeLast(2) }
    return text
  }

  /// A string as a JSON string literal, quotes included, as `JSONEncoder` escapes it.
  static func quoted(_ text: String) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .withoutEscapingSlashes
    guard let data = try? encoder.encode(text) else { return "\"\(text)\"" }
    return String(decoding: data, as: UTF8.self)
  }
}
