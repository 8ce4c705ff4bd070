import Foundation

/// The few pieces of text `gesture-replay`'s output lines, the trace writer and the readers'
/// messages need: tidy numbers, quoted names and one-line objects. `JSONEncoder` neither
/// rounds to a number of decimals nor writes the spaces after `:` and `,` that the formats
/// have always had.
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
        var fraction = String(units % power + power).dropFirst()  // `digits` digits, zeros in front
        while fraction.last == "0" { fraction.removeLast() }
        return (value < 0 ? "-" : "") + String(units / power) + (fraction.isEmpty ? "" : "." + fraction)
      }
    }
    var text = value.description
    if text.hasSuffix(".0") { text.removeLast(2) }
    return text
  }

  /// A JSON object on one line, `{"key": value, …}`, from values already written as JSON.
  static func line(_ members: KeyValuePairs<String, String>) -> String {
    "{" + members.map { "\"\($0.key)\": \($0.value)" }.joined(separator: ", ") + "}"
  }

  /// A string as a JSON string literal, quotes included, as `JSONEncoder` escapes it.
  static func quoted(_ text: String) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .withoutEscapingSlashes
    guard let data = try? encoder.encode(text) else { return "\"\(text)\"" }
    return String(decoding: data, as: UTF8.self)
  }
}
