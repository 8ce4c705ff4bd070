/// Why a JSON text was refused, and where.
@_spi(Tooling) public struct JSONParseError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What was wrong, e.g. `expected ',' or '}' after an object member`.
  @_spi(Tooling) public var message: String
  /// The 1-based line of the problem.
  @_spi(Tooling) public var line: Int
  /// The 1-based column of the problem, counted in Unicode scalars.
  @_spi(Tooling) public var column: Int
  /// The 0-based offset of the problem, in UTF-8 bytes from the start of the text.
  @_spi(Tooling) public var offset: Int

  /// Creates an error record.
  @_spi(Tooling) public init(message: String, line: Int, column: Int, offset: Int) {
    self.message = message
    self.line = line
    self.column = column
    self.offset = offset
  }

  /// `line L, column C: message`.
  @_spi(Tooling) public var description: String { "line \(line), column \(column): \(message)" }
}

/// The first place a JSON text breaks RFC 8259, worded for people, with its line and column.
///
/// Foundation's `JSONDecoder` reads the values, but says only that data "was not valid JSON",
/// and it accepts trailing commas and repeated keys, which the trace and configuration
/// formats refuse. So before the decoder runs, this check walks the text's tokens (brackets,
/// keys, and the extent of each string, number and word) and words the first problem. It
/// reads no values and builds nothing: a text it passes goes to `JSONDecoder`.
struct JSONSyntaxCheck {
  /// Where in the document a value is: an object key or an array index.
  enum PathComponent: Hashable {
    case key(String)
    case index(Int)
  }

  /// What the check found.
  enum Finding: Error {
    /// A syntax error.
    case syntax(JSONParseError)
    /// A number literal too large for a finite `Double` (`1e999`), which Foundation refuses
    /// as invalid JSON; the formats word it after the value's key.
    case numberTooLarge(path: [PathComponent])
  }

  /// The first problem of a JSON text (UTF-8 bytes), or `nil` when it is well-formed.
  static func firstProblem(in bytes: [UInt8]) -> Finding? {
    var check = JSONSyntaxCheck(bytes: bytes)
    do {
      try check.run()
      return nil
    } catch let finding as Finding {
      return finding
    } catch {
      return nil
    }
  }

  /// `a.b[2].c`: a path as the configuration format's messages write it.
  static func text(of path: [PathComponent]) -> String {
    var text = ""
    for component in path {
      switch component {
      case .key(let key): text += text.isEmpty ? key : "." + key
      case .index(let index): text += "[\(index)]"
      }
    }
    return text
  }

  private enum Expectation { case value, keyOrClose, key, colon, commaOrClose, end }

  /// An open container: for an object, the keys seen and the latest; for an array, the
  /// index of the current element.
  private struct Container {
    var isObject: Bool
    var keys: Set<[UInt8]> = []
    var key = ""
    var index = 0
  }

  private let bytes: [UInt8]
  private var position = 0
  private var stack: [Container] = []
  private var expectation = Expectation.value

  private init(bytes: [UInt8]) { self.bytes = bytes }

  private mutating func run() throws {
    skipWhitespace()
    if position == bytes.count { throw problem("empty input; expected a JSON value") }
    while true {
      skipWhitespace()
      let close: Unicode.Scalar = stack.last?.isObject == true ? "}" : "]"
      guard position < bytes.count else {
        switch expectation {
        case .end: return
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
          endValue(closing: true)
          continue
        }
        guard byte == UInt8(ascii: "\"") else {
          throw problem("unexpected \(describeHere()); expected a key in double quotes")
        }
        let keyStart = position
        let key = try scanString()
        guard stack[stack.count - 1].keys.insert(key).inserted else {
          throw problem("duplicate key \"\(String(decoding: key, as: UTF8.self))\"", at: keyStart)
        }
        stack[stack.count - 1].key = String(decoding: key, as: UTF8.self)
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
          if stack[stack.count - 1].isObject {
            expectation = .key
          } else {
            stack[stack.count - 1].index += 1
            expectation = .value
          }
        } else if byte == UInt8(ascii: close) {
          position += 1
          endValue(closing: true)
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
    case UInt8(ascii: "{"):
      try enter()
      stack.append(Container(isObject: true))
      expectation = .keyOrClose
    case UInt8(ascii: "["):
      try enter()
      stack.append(Container(isObject: false))
      skipWhitespace()
      if position < bytes.count && bytes[position] == UInt8(ascii: "]") {
        position += 1
        endValue(closing: true)
      } else {
        expectation = .value
      }
    case UInt8(ascii: "\""):
      _ = try scanString()
      endValue(closing: false)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      try scanNumber()
      endValue(closing: false)
    default:
      guard isWordByte(byte) else {
        throw problem("unexpected \(describeHere()); expected a JSON value")
      }
      let word = wordHere()
      guard word == "true" || word == "false" || word == "null" else {
        let hint = ["NaN", "Infinity", "inf", "nan"].contains(word) ? " (JSON has no NaN or Infinity)" : ""
        throw problem("unexpected word '\(word)'; expected a JSON value\(hint)")
      }
      position += word.utf8.count
      endValue(closing: false)
    }
  }

  /// The deepest nesting Foundation's decoder reads: 512 arrays and objects.
  static let maximumDepth = 512

  /// Steps into an array or object.
  private mutating func enter() throws {
    if stack.count == Self.maximumDepth { throw problem("nesting deeper than \(Self.maximumDepth) levels") }
    position += 1
  }

  /// After a value: its container's separator, or the end of the document.
  private mutating func endValue(closing: Bool) {
    if closing { stack.removeLast() }
    expectation = stack.isEmpty ? .end : .commaOrClose
  }

  /// Skips a string from its opening quote, checking its escapes; returns its raw bytes
  /// (escapes are decoded by Foundation).
  private mutating func scanString() throws -> [UInt8] {
    let opening = position
    position += 1
    while position < bytes.count {
      let byte = bytes[position]
      if byte == UInt8(ascii: "\"") {
        position += 1
        return Array(bytes[(opening + 1)..<(position - 1)])
      }
      if byte < 0x20 { throw problem("control character \(hexByte(byte)) in a string; escape it") }
      if byte == UInt8(ascii: "\\") { try scanEscape() } else { position += 1 }
    }
    throw problem("unterminated string", at: opening)
  }

  /// Checks one escape: `\"`, `\\`, `\/`, `\b`, `\f`, `\n`, `\r`, `\t`, or `\u` and four
  /// hex digits, surrogates in pairs.
  private mutating func scanEscape() throws {
    let escapeStart = position
    guard position + 1 < bytes.count else { throw problem("unterminated string") }
    let letter = bytes[position + 1]
    position += 2
    guard letter == UInt8(ascii: "u") else {
      guard Array(#""\/bfnrt"#.utf8).contains(letter) else {
        throw problem("invalid escape '\\\(Character(UnicodeScalar(letter)))'", at: escapeStart)
      }
      return
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
    guard (0xD800...0xDBFF).contains(unit) else { return }
    guard position + 1 < bytes.count, bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u")
    else { throw problem("lone high surrogate escape", at: escapeStart) }
    position += 2
    guard (0xDC00...0xDFFF).contains(try hex4()) else {
      throw problem("high surrogate escape not followed by a low surrogate", at: escapeStart)
    }
  }

  /// Checks a number's form (RFC 8259: no leading zeros, digits after `.` and `e`) and that
  /// it is finite as a `Double`.
  private mutating func scanNumber() throws {
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
    guard let value = Double(text) else { return }
    if !value.isFinite {
      throw Finding.numberTooLarge(
        path: stack.map { $0.isObject ? .key($0.key) : .index($0.index) })
    }
    // Foundation refuses a literal that is not 0 but rounds to 0 (`1e-400`).
    if value == 0 && text.prefix(while: { $0 != "e" && $0 != "E" }).contains(where: { $0 >= "1" && $0 <= "9" }) {
      throw problem("\(text) is too close to 0 for a Double (it would read as 0)", at: start)
    }
  }

  private mutating func skipWhitespace() {
    while position < bytes.count
      && (bytes[position] == 0x20 || bytes[position] == 0x0A || bytes[position] == 0x0D || bytes[position] == 0x09)
    {
      position += 1
    }
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
    let digits = Array("0123456789ABCDEF")
    return "0x" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 0xF)])
  }

  private func problem(_ message: String) -> Finding { problem(message, at: position) }

  private func problem(_ message: String, at offset: Int) -> Finding {
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
    return .syntax(JSONParseError(message: message, line: line, column: column, offset: offset))
  }
}
