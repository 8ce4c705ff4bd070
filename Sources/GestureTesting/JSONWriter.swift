/// Formats JSON text without Foundation: values, strings and tidy numbers.
///
/// Output is one line, with a space after each `:` and `,`, as in the trace format:
/// `{"t": 0.016, "id": 1}`.
///
/// ```swift
/// JSONWriter.number(812.43999)                          // "812.43999"
/// JSONWriter.number(812.43999, maximumFractionDigits: 2) // "812.44"
/// JSONWriter.string("say \"hi\"")                        // "\"say \\\"hi\\\"\""
/// ```
public enum JSONWriter {
  /// A value as JSON text; numbers in their shortest exact form (see ``number(_:maximumFractionDigits:)``).
  public static func write(_ value: JSONValue) -> String {
    var output = ""
    write(value, to: &output)
    return output
  }

  /// Appends a value as JSON text.
  public static func write(_ value: JSONValue, to output: inout String) {
    switch value {
    case .null: output += "null"
    case .bool(let flag): output += flag ? "true" : "false"
    case .number(let number): output += self.number(number)
    case .string(let text): output += string(text)
    case .array(let elements):
      output += "["
      for index in elements.indices {
        if index > 0 { output += ", " }
        write(elements[index], to: &output)
      }
      output += "]"
    case .object(let object):
      output += "{"
      for index in object.keys.indices {
        if index > 0 { output += ", " }
        output += string(object.keys[index])
        output += ": "
        write(object.values[index], to: &output)
      }
      output += "}"
    }
  }

  /// A value as indented JSON text, for files people edit: an array or object that holds an
  /// object, or an array of arrays or objects, gets one element per line, indented by two
  /// spaces; others stay on one line. Ends without a line break.
  public static func prettyPrinted(_ value: JSONValue) -> String {
    var output = ""
    prettyPrint(value, indent: "", to: &output)
    return output
  }

  private static func prettyPrint(_ value: JSONValue, indent: String, to output: inout String) {
    // Scalars and arrays of scalars stay on one line inside their container.
    func isNested(_ element: JSONValue) -> Bool {
      switch element {
      case .array(let elements): elements.contains { $0.array != nil || $0.object != nil }
      case .object(let object): !object.isEmpty
      default: false
      }
    }
    let inner = indent + "  "
    switch value {
    case .array(let elements) where elements.contains(where: isNested):
      output += "[\n"
      for index in elements.indices {
        output += inner
        prettyPrint(elements[index], indent: inner, to: &output)
        output += index + 1 < elements.count ? ",\n" : "\n"
      }
      output += indent + "]"
    case .object(let object) where object.values.contains(where: isNested):
      output += "{\n"
      for index in object.keys.indices {
        output += inner
        output += string(object.keys[index])
        output += ": "
        prettyPrint(object.values[index], indent: inner, to: &output)
        output += index + 1 < object.count ? ",\n" : "\n"
      }
      output += indent + "}"
    default:
      write(value, to: &output)
    }
  }

  /// A number as JSON text.
  ///
  /// - Parameters:
  ///   - value: The number. NaN and infinities have no JSON form and are written `null`;
  ///     negative zero is written `0`.
  ///   - maximumFractionDigits: `nil` (the default) writes the shortest text that reads back
  ///     as exactly `value` (`0.016`, `300`, `1e-05`). A count (0...15) rounds to that many
  ///     decimals, half away from zero, and drops trailing zeros (`812.4`, `-3.1`, `0`);
  ///     magnitudes of 10¹⁵ and more are written as with `nil`.
  public static func number(_ value: Double, maximumFractionDigits: Int? = nil) -> String {
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

  /// A string as a JSON string literal, quotes included: `"`, `\` and control characters
  /// are escaped; everything else is written as is.
  public static func string(_ text: String) -> String {
    var output = "\""
    output.reserveCapacity(text.utf8.count + 2)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": output += "\\\""
      case "\\": output += "\\\\"
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case "\u{08}": output += "\\b"
      case "\u{0C}": output += "\\f"
      default:
        if scalar.value < 0x20 {
          let digits = Array("0123456789abcdef")
          output += "\\u00"
          output.append(digits[Int(scalar.value >> 4)])
          output.append(digits[Int(scalar.value & 0xF)])
        } else {
          output.unicodeScalars.append(scalar)
        }
      }
    }
    output += "\""
    return output
  }
}
