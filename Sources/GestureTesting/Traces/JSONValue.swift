/// A JSON value as the trace and configuration readers take it apart, read by
/// ``parse(_:)``.
///
/// The formats need more than Foundation's `JSONDecoder` gives: a syntax error worded for
/// people with its line and column, and a refusal of what the decoder lets through (trailing
/// commas, repeated keys, numbers too large or too small for a `Double`). So one pass over the
/// text both checks it and builds the value.
enum JSONValue {
  case null
  case boolean(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  /// The members in the text's order; keys are unique (the parser refuses repeated ones).
  case object([(key: String, value: JSONValue)])

  /// Why a text was refused.
  enum ParseError: Error {
    /// A syntax error, e.g. `trailing comma before '}'`, at a 1-based line
    /// and column (counted in Unicode scalars).
    case syntax(message: String, line: Int, column: Int)
    /// A number too large for a finite `Double` (`1e999`), with the path of its value
    /// (`a.b[2].c`): the formats word it after the value's key.
    case numberTooLarge(path: String)
  }

  /// The deepest nesting read: 512 arrays and objects, far beyond any trace or configuration,
  /// so that a hostile text cannot make the reader's stack of open containers grow unbounded.
  static let maximumDepth = 512

  /// Reads a whole JSON text (UTF-8 bytes), or says where it first breaks RFC 8259.
  static func parse(_ bytes: some Collection<UInt8>) throws -> JSONValue {
    var parser = JSONParser(bytes: Array(bytes))
    return try parser.run()
  }

  /// The value of an object's member; `nil` when absent or when this is not an object.
  subscript(key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.key == key }?.value
  }

  /// The number, if this is one.
  var number: Double? {
    if case .number(let number) = self { number } else { nil }
  }

  /// The string, if this is one.
  var string: String? {
    if case .string(let string) = self { string } else { nil }
  }

  /// The elements, if this is an array.
  var elements: [JSONValue]? {
    if case .array(let elements) = self { elements } else { nil }
  }

  /// `null`, `a boolean`, `a number`, `a string`, `an array` or `an object`, for messages
  /// such as `found a string`.
  var kind: String {
    switch self {
    case .null: "null"
    case .boolean: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}

/// The reader behind ``JSONValue/parse(_:)``: a loop over the text's tokens with a stack of
/// open containers (not recursion, so the deepest nesting costs no call stack), which stops
/// at the first problem and words it.
private struct JSONParser {
  private enum Expectation { case value, keyOrClose, key, colon, commaOrClose, end }

  /// An open container: its elements or members so far and, for an object, the keys seen
  /// and the latest.
  private struct Container {
    var isObject: Bool
    var elements: [JSONValue] = []
    var members: [(key: String, value: JSONValue)] = []
    var keys: Set<String> = []
    var key = ""

    var value: JSONValue { isObject ? .object(members) : .array(elements) }
  }

  private let bytes: [UInt8]
  private var position = 0
  private var stack: [Container] = []
  private var expectation = Expectation.value
  private var result = JSONValue.null

  init(bytes: [UInt8]) { self.bytes = bytes }

  mutating func run() throws -> JSONValue {
    skipWhitespace()
    if position == bytes.count { throw problem("empty input; expected a JSON value") }
    while true {
      skipWhitespace()
      let close: Unicode.Scalar = stack.last?.isObject == true ? "}" : "]"
      guard position < bytes.count else {
        switch expectation {
        case .end: return result
        case .value: throw problem("unexpected end of input; expected a JSON value")
        case .keyOrClose, .key: throw problem("unexpected end of input; expected a key or '}'")
        case .colon: throw problem("unexpected end of input; expected ':' after the key")
        case .commaOrClose: throw problem("unexpected end of input; expected ',' or '\(close)'")
        }
      }
      let byte = bytes[position]
      switch expectation {
      case .end:
        throw problem("unexpected \(describeHere()) after the JSON value")
      case .keyOrClose, .key:
        if byte == UInt8(ascii: "}") && expectation == .keyOrClose {
          position += 1
          end(stack.removeLast().value)
          continue
        }
        guard byte == UInt8(ascii: "\"") else {
          throw problem("unexpected \(describeHere()); expected a key in double quotes")
        }
        let keyStart = position
        let key = try scanString()
        guard stack[stack.count - 1].keys.insert(key).inserted else {
          throw problem("duplicate key \"\(key)\"", at: keyStart)
        }
        stack[stack.count - 1].key = key
        expectation = .colon
      case .colon:
        guard byte == UInt8(ascii: ":") else {
          throw problem("unexpected \(describeHere()); expected ':' after the key")
        }
        position += 1
        expectation = .value
      case .commaOrClose:
        if byte == UInt8(ascii: ",") {
          position += 1
          skipWhitespace()
          if position < bytes.count && bytes[position] == UInt8(ascii: close) {
            throw problem("trailing comma before '\(close)'")
          }
          expectation = stack[stack.count - 1].isObject ? .key : .value
        } else if byte == UInt8(ascii: close) {
          position += 1
          end(stack.removeLast().value)
        } else {
          throw problem("unexpected \(describeHere()); expected ',' or '\(close)'")
        }
      case .value:
        try scanValue(byte)
      }
    }
  }

  private mutating func scanValue(_ byte: UInt8) throws {
    switch byte {
    case UInt8(ascii: "{"), UInt8(ascii: "["):
      if stack.count == JSONValue.maximumDepth {
        throw problem("nesting deeper than \(JSONValue.maximumDepth) levels")
      }
      position += 1
      stack.append(Container(isObject: byte == UInt8(ascii: "{")))
      expectation = byte == UInt8(ascii: "{") ? .keyOrClose : .value
      skipWhitespace()
      if byte == UInt8(ascii: "[") && position < bytes.count && bytes[position] == UInt8(ascii: "]") {
        position += 1
        end(stack.removeLast().value)
      }
    case UInt8(ascii: "\""):
      end(.string(try scanString()))
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      end(.number(try scanNumber()))
    default:
      guard isWordByte(byte) else {
        throw problem("unexpected \(describeHere()); expected a JSON value")
      }
      let word = wordHere()
      let values: [String: JSONValue] = ["true": .boolean(true), "false": .boolean(false), "null": .null]
      guard let value = values[word] else {
        let hint = ["NaN", "Infinity", "inf", "nan"].contains(word) ? " (JSON has no NaN or Infinity)" : ""
        throw problem("unexpected word '\(word)'; expected a JSON value\(hint)")
      }
      position += word.utf8.count
      end(value)
    }
  }

  /// After a value: into its container, then that container's separator; or the document.
  private mutating func end(_ value: JSONValue) {
    guard !stack.isEmpty else {
      result = value
      expectation = .end
      return
    }
    if stack[stack.count - 1].isObject {
      stack[stack.count - 1].members.append((stack[stack.count - 1].key, value))
    } else {
      stack[stack.count - 1].elements.append(value)
    }
    expectation = .commaOrClose
  }

  /// Reads a string from its opening quote, decoding its escapes.
  private mutating func scanString() throws -> String {
    let opening = position
    position += 1
    var text = ""
    var run = position  // the start of the bytes since the last escape
    while position < bytes.count {
      let byte = bytes[position]
      if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
        text += String(decoding: bytes[run..<position], as: UTF8.self)
      }
      if byte == UInt8(ascii: "\"") {
        position += 1
        return text
      }
      if byte < 0x20 { throw problem("control character \(hexByte(byte)) in a string; escape it") }
      if byte == UInt8(ascii: "\\") {
        text.unicodeScalars.append(try scanEscape())
        run = position
      } else {
        position += 1
      }
    }
    throw problem("unterminated string", at: opening)
  }

  /// Reads one escape: `\"`, `\\`, `\/`, `\b`, `\f`, `\n`, `\r`, `\t`, or `\u` and four hex
  /// digits, surrogates in pairs.
  private mutating func scanEscape() throws -> Unicode.Scalar {
    let escapeStart = position
    guard position + 1 < bytes.count else { throw problem("unterminated string") }
    let letter = bytes[position + 1]
    position += 2
    guard letter == UInt8(ascii: "u") else {
      guard let index = Array(#""\/bfnrt"#.utf8).firstIndex(of: letter) else {
        throw problem("invalid escape '\\\(Character(UnicodeScalar(letter)))'", at: escapeStart)
      }
      return Array("\"\\/\u{08}\u{0C}\n\r\t".unicodeScalars)[index]
    }
    func hex4() throws -> UInt32 {
      guard position + 4 <= bytes.count,
        let value = UInt32(String(decoding: bytes[position..<(position + 4)], as: UTF8.self), radix: 16),
        bytes[position..<(position + 4)].allSatisfy({ $0 != UInt8(ascii: "+") && $0 != UInt8(ascii: "-") })
      else { throw problem("\\u escape needs four hex digits", at: escapeStart) }
      position += 4
      return value
    }
    let unit = try hex4()
    if (0xDC00...0xDFFF).contains(unit) { throw problem("lone low surrogate escape", at: escapeStart) }
    guard (0xD800...0xDBFF).contains(unit) else { return Unicode.Scalar(unit) ?? "\u{FFFD}" }
    guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u")
    else { throw problem("lone high surrogate escape", at: escapeStart) }
    position += 2
    let low = try hex4()
    guard (0xDC00...0xDFFF).contains(low) else {
      throw problem("high surrogate escape not followed by a low surrogate", at: escapeStart)
    }
    return Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)) ?? "\u{FFFD}"
  }

  /// Reads a number, checking its form (RFC 8259: no leading zeros, digits after `.` and
  /// `e`) and that it is a finite `Double`.
  private mutating func scanNumber() throws -> Double {
    let start = position
    func digits() -> Int {
      let first = position
      while position < bytes.count && isDigit(bytes[position]) { position += 1 }
      return position - first
    }
    if bytes[position] == UInt8(ascii: "-") { position += 1 }
    let integerStart = position
    guard digits() > 0 else { throw problem("expected a digit after '-'") }
    if bytes[integerStart] == UInt8(ascii: "0") && position - integerStart > 1 {
      throw problem("leading zeros are not allowed in numbers", at: start)
    }
    if position < bytes.count && bytes[position] == UInt8(ascii: ".") {
      position += 1
      guard digits() > 0 else { throw problem("expected a digit after the decimal point") }
    }
    if position < bytes.count && (bytes[position] | 0x20) == UInt8(ascii: "e") {
      position += 1
      if position < bytes.count && (bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-")) {
        position += 1
      }
      guard digits() > 0 else { throw problem("expected a digit in the exponent") }
    }
    if position < bytes.count && (isWordByte(bytes[position]) || bytes[position] == UInt8(ascii: ".")) {
      throw problem("unexpected \(describeHere()) in a number")
    }
    let text = String(decoding: bytes[start..<position], as: UTF8.self)
    guard let value = Double(text), value.isFinite else {
      var path = ""
      for container in stack {
        path += container.isObject ? (path.isEmpty ? "" : ".") + container.key : "[\(container.elements.count)]"
      }
      throw JSONValue.ParseError.numberTooLarge(path: path)
    }
    // A literal that is not 0 but rounds to 0 (`1e-400`) would silently read as 0.
    if value == 0 && text.prefix(while: { $0 != "e" && $0 != "E" }).contains(where: { $0 >= "1" && $0 <= "9" }) {
      throw problem("\(text) is too close to 0 for a Double (it would read as 0)", at: start)
    }
    return value
  }

  private mutating func skipWhitespace() {
    while position < bytes.count && " \n\r\t".utf8.contains(bytes[position]) { position += 1 }
  }

  private func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  private func isWordByte(_ byte: UInt8) -> Bool {
    (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
      || isDigit(byte) || byte == UInt8(ascii: "_") || byte >= 0x80
  }

  /// The letters and digits from the current position (at most 20 bytes, whole characters).
  private func wordHere() -> String {
    var stop = position
    while stop < bytes.count && stop - position < 20 && isWordByte(bytes[stop]) { stop += 1 }
    while stop < bytes.count && stop > position && bytes[stop] & 0xC0 == 0x80 { stop -= 1 }
    return String(decoding: bytes[position..<stop], as: UTF8.self)
  }

  /// `'word'`, `character 'c'` or `character 0xNN`: what is at the current position.
  private func describeHere() -> String {
    let byte = bytes[position]
    if isWordByte(byte) && !isDigit(byte) && byte < 0x80 { return "'\(wordHere())'" }
    if byte >= 0x80 {
      var stop = position + 1
      while stop < bytes.count && bytes[stop] & 0xC0 == 0x80 { stop += 1 }
      return "character '\(String(decoding: bytes[position..<stop], as: UTF8.self))'"
    }
    return byte >= 0x20 && byte < 0x7F ? "character '\(Character(UnicodeScalar(byte)))'" : "character \(hexByte(byte))"
  }

  private func hexByte(_ byte: UInt8) -> String {
    "0x" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16, uppercase: true)
  }

  private func problem(_ message: String) -> JSONValue.ParseError { problem(message, at: position) }

  private func problem(_ message: String, at offset: Int) -> JSONValue.ParseError {
    var line = 1
    var column = 1
    for byte in bytes[..<Swift.min(offset, bytes.count)] {
      if byte == 0x0A {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return .syntax(message: message, line: line, column: column)
  }
}
