/// A strict RFC 8259 parser over UTF-8 bytes, used by ``JSONValue/parse(_:)`` and, one line
/// at a time, by ``Trace/parse(_:)``.
///
/// It reads `bytes[start..<end]`; error offsets, lines and columns are relative to `start`.
/// The bytes must be valid UTF-8 (they come from a Swift `String`).
struct JSONParser {
  let bytes: UnsafeBufferPointer<UInt8>
  let start: Int
  let end: Int
  var position: Int
  var depth = 0

  init(bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int) {
    self.bytes = bytes
    self.start = start
    self.end = end
    position = start
  }

  // MARK: - Entry

  /// Parses a whole document: one value and nothing but whitespace after it.
  mutating func parseDocument() throws -> JSONValue {
    skipWhitespace()
    if position == end { throw error("empty input; expected a JSON value") }
    let value = try parseValue()
    skipWhitespace()
    if position < end {
      throw error("unexpected \(describeHere()) after the JSON value")
    }
    return value
  }

  // MARK: - Values

  private mutating func parseValue() throws -> JSONValue {
    guard position < end else { throw error("unexpected end of input; expected a JSON value") }
    switch bytes[position] {
    case UInt8(ascii: "{"): return try parseObject()
    case UInt8(ascii: "["): return try parseArray()
    case UInt8(ascii: "\""): return .string(try parseString())
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return .number(try parseNumber())
    case UInt8(ascii: "t"):
      try expectWord("true")
      return .bool(true)
    case UInt8(ascii: "f"):
      try expectWord("false")
      return .bool(false)
    case UInt8(ascii: "n"):
      try expectWord("null")
      return .null
    default:
      if isWordByte(bytes[position]) {
        let word = wordHere()
        let hint =
          word == "NaN" || word == "Infinity" || word == "inf" || word == "nan"
          ? " (JSON has no NaN or Infinity)" : ""
        throw error("unexpected word '\(word)'; expected a JSON value\(hint)")
      }
      throw error("unexpected \(describeHere()); expected a JSON value")
    }
  }

  private mutating func parseObject() throws -> JSONValue {
    try enter()
    position += 1  // {
    var object = JSONObject()
    var seen: Set<String>?
    skipWhitespace()
    if position < end && bytes[position] == UInt8(ascii: "}") {
      position += 1
      depth -= 1
      return .object(object)
    }
    while true {
      skipWhitespace()
      guard position < end else { throw error("unexpected end of input; expected a key or '}'") }
      guard bytes[position] == UInt8(ascii: "\"") else {
        throw error("unexpected \(describeHere()); expected a key in double quotes")
      }
      let keyOffset = position
      let key = try parseString()
      // Linear checks for small objects, a set beyond.
      if object.count < 8 {
        if object.contains(key: key) { throw error("duplicate key \"\(key)\"", at: keyOffset) }
      } else {
        if seen == nil { seen = Set(object.keys) }
        if !seen!.insert(key).inserted {
          throw error("duplicate key \"\(key)\"", at: keyOffset)
        }
      }
      skipWhitespace()
      guard position < end, bytes[position] == UInt8(ascii: ":") else {
        throw error(
          position < end
            ? "unexpected \(describeHere()); expected ':' after the key"
            : "unexpected end of input; expected ':' after the key")
      }
      position += 1
      skipWhitespace()
      let value = try parseValue()
      object.appendUnchecked(key: key, value: value)
      skipWhitespace()
      guard position < end else { throw error("unexpected end of input; expected ',' or '}'") }
      switch bytes[position] {
      case UInt8(ascii: ","):
        position += 1
        skipWhitespace()
        if position < end && bytes[position] == UInt8(ascii: "}") {
          throw error("trailing comma before '}'")
        }
      case UInt8(ascii: "}"):
        position += 1
        depth -= 1
        return .object(object)
      default:
        throw error("unexpected \(describeHere()); expected ',' or '}'")
      }
    }
  }

  private mutating func parseArray() throws -> JSONValue {
    try enter()
    position += 1  // [
    var elements: [JSONValue] = []
    skipWhitespace()
    if position < end && bytes[position] == UInt8(ascii: "]") {
      position += 1
      depth -= 1
      return .array(elements)
    }
    while true {
      skipWhitespace()
      elements.append(try parseValue())
      skipWhitespace()
      guard position < end else { throw error("unexpected end of input; expected ',' or ']'") }
      switch bytes[position] {
      case UInt8(ascii: ","):
        position += 1
        skipWhitespace()
        if position < end && bytes[position] == UInt8(ascii: "]") {
          throw error("trailing comma before ']'")
        }
      case UInt8(ascii: "]"):
        position += 1
        depth -= 1
        return .array(elements)
      default:
        throw error("unexpected \(describeHere()); expected ',' or ']'")
      }
    }
  }

  private mutating func enter() throws {
    depth += 1
    if depth > JSONValue.maximumDepth {
      throw error("nesting deeper than \(JSONValue.maximumDepth) levels")
    }
  }

  // MARK: - Strings

  /// Parses a string starting at its opening quote.
  private mutating func parseString() throws -> String {
    let opening = position
    position += 1
    let contentStart = position
    // Fast path: no escapes.
    while position < end {
      let byte = bytes[position]
      if byte == UInt8(ascii: "\"") {
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[contentStart..<position]), as: UTF8.self)
        position += 1
        return text
      }
      if byte == UInt8(ascii: "\\") { break }
      if byte < 0x20 { throw error("control character \(hexByte(byte)) in a string; escape it") }
      position += 1
    }
    guard position < end else { throw error("unterminated string", at: opening) }

    var scratch: [UInt8] = []
    scratch.reserveCapacity(position - contentStart + 16)
    scratch.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[contentStart..<position]))
    while position < end {
      let byte = bytes[position]
      switch byte {
      case UInt8(ascii: "\""):
        position += 1
        return String(decoding: scratch, as: UTF8.self)
      case UInt8(ascii: "\\"):
        try parseEscape(into: &scratch)
      case 0..<0x20:
        throw error("control character \(hexByte(byte)) in a string; escape it")
      default:
        scratch.append(byte)
        position += 1
      }
    }
    throw error("unterminated string", at: opening)
  }

  private mutating func parseEscape(into scratch: inout [UInt8]) throws {
    let escapeStart = position
    position += 1  // backslash
    guard position < end else { throw error("unterminated string") }
    let byte = bytes[position]
    position += 1
    switch byte {
    case UInt8(ascii: "\""): scratch.append(UInt8(ascii: "\""))
    case UInt8(ascii: "\\"): scratch.append(UInt8(ascii: "\\"))
    case UInt8(ascii: "/"): scratch.append(UInt8(ascii: "/"))
    case UInt8(ascii: "b"): scratch.append(0x08)
    case UInt8(ascii: "f"): scratch.append(0x0C)
    case UInt8(ascii: "n"): scratch.append(0x0A)
    case UInt8(ascii: "r"): scratch.append(0x0D)
    case UInt8(ascii: "t"): scratch.append(0x09)
    case UInt8(ascii: "u"):
      var scalar = try parseHex4(escapeStart: escapeStart)
      if (0xD800...0xDBFF).contains(scalar) {
        guard position + 1 < end, bytes[position] == UInt8(ascii: "\\"),
          bytes[position + 1] == UInt8(ascii: "u")
        else { throw error("lone high surrogate escape", at: escapeStart) }
        position += 2
        let low = try parseHex4(escapeStart: escapeStart)
        guard (0xDC00...0xDFFF).contains(low) else {
          throw error("high surrogate escape not followed by a low surrogate", at: escapeStart)
        }
        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
      } else if (0xDC00...0xDFFF).contains(scalar) {
        throw error("lone low surrogate escape", at: escapeStart)
      }
      // Valid by construction: not a surrogate, at most 0x10FFFF.
      let unicode = Unicode.Scalar(scalar)!
      scratch.append(contentsOf: UTF8.encode(unicode)!)
    default:
      position -= 1
      throw error("invalid escape '\\\(describeByte(byte))'", at: escapeStart)
    }
  }

  private mutating func parseHex4(escapeStart: Int) throws -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard position < end else { throw error("unterminated \\u escape", at: escapeStart) }
      let byte = bytes[position]
      let digit: UInt32
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
      default: throw error("\\u escape needs four hex digits", at: escapeStart)
      }
      value = value << 4 | digit
      position += 1
    }
    return value
  }

  // MARK: - Numbers

  /// Parses a number per the JSON grammar. Literals beyond `Double`'s range become ±infinity.
  mutating func parseNumber() throws -> Double {
    let numberStart = position
    var isNegative = false
    if bytes[position] == UInt8(ascii: "-") {
      isNegative = true
      position += 1
    }
    guard position < end, isDigit(bytes[position]) else {
      throw error("expected a digit after '-'")
    }
    // Significant digits, for the exact fast path.
    var mantissa: UInt64 = 0
    var digitCount = 0
    var decimalExponent = 0
    var isExact = true

    func take(_ byte: UInt8, isFraction: Bool) {
      let digit = UInt64(byte - UInt8(ascii: "0"))
      if mantissa == 0 && digit == 0 {  // a leading zero carries no significance
        if isFraction { decimalExponent -= 1 }
      } else if digitCount < 19 {
        mantissa = mantissa * 10 + digit
        digitCount += 1
        if isFraction { decimalExponent -= 1 }
      } else {
        isExact = false  // too many digits for the fast path; the slow path reads the text
      }
    }

    if bytes[position] == UInt8(ascii: "0") {
      position += 1
      if position < end && isDigit(bytes[position]) {
        throw error("leading zeros are not allowed in numbers", at: numberStart)
      }
    } else {
      while position < end && isDigit(bytes[position]) {
        take(bytes[position], isFraction: false)
        position += 1
      }
    }
    if position < end && bytes[position] == UInt8(ascii: ".") {
      position += 1
      guard position < end, isDigit(bytes[position]) else {
        throw error("expected a digit after the decimal point")
      }
      while position < end && isDigit(bytes[position]) {
        take(bytes[position], isFraction: true)
        position += 1
      }
    }
    if position < end && (bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E")) {
      position += 1
      var exponentSign = 1
      if position < end && (bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-")) {
        if bytes[position] == UInt8(ascii: "-") { exponentSign = -1 }
        position += 1
      }
      guard position < end, isDigit(bytes[position]) else {
        throw error("expected a digit in the exponent")
      }
      var exponent = 0
      while position < end && isDigit(bytes[position]) {
        if exponent < 100_000 { exponent = exponent * 10 + Int(bytes[position] - UInt8(ascii: "0")) }
        position += 1
      }
      decimalExponent += exponentSign * exponent
    }
    if position < end && (isWordByte(bytes[position]) || bytes[position] == UInt8(ascii: ".")) {
      throw error("unexpected \(describeHere()) in a number")
    }

    // Clinger's fast path: a mantissa below 2^53 times an exact power of ten (at most 10^22)
    // is correctly rounded by one multiplication or division.
    if isExact && mantissa < (1 << 53) && decimalExponent.magnitude <= 22 {
      let value = Double(mantissa)
      let result =
        decimalExponent >= 0
        ? value * Self.powersOfTen[decimalExponent] : value / Self.powersOfTen[-decimalExponent]
      return isNegative ? -result : result
    }
    if mantissa == 0 && isExact { return isNegative ? -0.0 : 0 }
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[numberStart..<position]), as: UTF8.self)
    guard let value = Double(text) else { throw error("invalid number", at: numberStart) }
    return value
  }

  private static let powersOfTen: [Double] = [
    1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16,
    1e17, 1e18, 1e19, 1e20, 1e21, 1e22,
  ]

  // MARK: - Helpers

  mutating func expectWord(_ word: StaticString) throws {
    let wordStart = position
    let count = word.utf8CodeUnitCount
    var matches = end - position >= count
    if matches {
      let pointer = word.utf8Start
      for index in 0..<count where bytes[position + index] != pointer[index] {
        matches = false
        break
      }
    }
    if matches && (position + count == end || !isWordByte(bytes[position + count])) {
      position += count
      return
    }
    let found = wordHere()
    throw error("unexpected word '\(found)'; expected a JSON value", at: wordStart)
  }

  mutating func skipWhitespace() {
    while position < end {
      switch bytes[position] {
      case 0x20, 0x09, 0x0A, 0x0D: position += 1
      default: return
      }
    }
  }

  func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  private func isWordByte(_ byte: UInt8) -> Bool {
    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
      || isDigit(byte) || byte == UInt8(ascii: "_") || byte >= 0x80
  }

  /// The letters/digits from the current position (at most 20 bytes), for messages.
  private func wordHere() -> String {
    var stop = position
    while stop < end && stop - position < 20 && isWordByte(bytes[stop]) { stop += 1 }
    // Do not cut a multi-byte character in half.
    while stop < end && stop > position && bytes[stop] & 0xC0 == 0x80 { stop -= 1 }
    return String(decoding: UnsafeBufferPointer(rebasing: bytes[position..<stop]), as: UTF8.self)
  }

  private func describeHere() -> String {
    guard position < end else { return "end of input" }
    let byte = bytes[position]
    if isWordByte(byte) && !isDigit(byte) && byte < 0x80 { return "'\(wordHere())'" }
    if byte >= 0x80 {
      var stop = position + 1
      while stop < end && bytes[stop] & 0xC0 == 0x80 { stop += 1 }
      let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[position..<stop]), as: UTF8.self)
      return "character '\(text)'"
    }
    return byte >= 0x20 && byte < 0x7F ? "character '\(describeByte(byte))'" : "character \(hexByte(byte))"
  }

  private func describeByte(_ byte: UInt8) -> String {
    if byte >= 0x20 && byte < 0x7F { return String(UnicodeScalar(byte)) }
    return hexByte(byte)
  }

  private func hexByte(_ byte: UInt8) -> String {
    let digits = Array("0123456789ABCDEF")
    return "0x" + String(digits[Int(byte >> 4)]) + String(digits[Int(byte & 0xF)])
  }

  private func error(_ message: String) -> JSONParseError {
    error(message, at: position)
  }

  private func error(_ message: String, at offset: Int) -> JSONParseError {
    var line = 1
    var column = 1
    var index = start
    let stop = Swift.min(offset, end)
    while index < stop {
      let byte = bytes[index]
      if byte == 0x0A {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
      index += 1
    }
    return JSONParseError(message: message, line: line, column: column, offset: offset - start)
  }
}
