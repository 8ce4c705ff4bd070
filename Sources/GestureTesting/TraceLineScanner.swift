import GestureCore

extension JSONParser {
  /// The fast path of ``Trace/parse(_:)``: reads a well-formed trace line straight into a
  /// sample, without building a ``JSONValue``.
  ///
  /// It accepts only what the general path would accept with the same result: an object of
  /// the five keys `t`, `id`, `phase`, `x`, `y` (once each, any order) with valid values,
  /// and nothing after it. Anything else (another key, an escape in a string, a nested
  /// value, a wrong type, any syntax error) returns `nil`, and the caller falls back to the
  /// general parser, which also words the problem.
  mutating func scanTraceLine() -> TouchSample? {
    skipWhitespace()
    guard position < end, bytes[position] == UInt8(ascii: "{") else { return nil }
    position += 1
    var time = 0.0
    var id = 0
    var phase = TouchPhase.began
    var x = 0.0
    var y = 0.0
    var seen: UInt8 = 0  // bits: t, id, phase, x, y
    while true {
      skipWhitespace()
      guard position < end, bytes[position] == UInt8(ascii: "\"") else { return nil }
      position += 1
      let keyStart = position
      while position < end && bytes[position] != UInt8(ascii: "\"") {
        if bytes[position] == UInt8(ascii: "\\") || bytes[position] < 0x20 { return nil }
        position += 1
      }
      guard position < end else { return nil }
      let key = keyCode(from: keyStart, to: position)
      position += 1
      guard key != 0, seen & key == 0 else { return nil }
      seen |= key
      skipWhitespace()
      guard position < end, bytes[position] == UInt8(ascii: ":") else { return nil }
      position += 1
      skipWhitespace()
      guard position < end else { return nil }
      if key == Self.phaseKey {
        guard bytes[position] == UInt8(ascii: "\"") else { return nil }
        position += 1
        let nameStart = position
        while position < end && bytes[position] != UInt8(ascii: "\"") {
          if bytes[position] == UInt8(ascii: "\\") || bytes[position] < 0x20 { return nil }
          position += 1
        }
        guard position < end, let parsed = phaseNamed(from: nameStart, to: position) else { return nil }
        phase = parsed
        position += 1
      } else {
        let byte = bytes[position]
        guard byte == UInt8(ascii: "-") || isDigit(byte) else { return nil }
        let number: Double
        do {
          number = try parseNumber()
        } catch {
          return nil
        }
        guard number.isFinite else { return nil }
        switch key {
        case Self.timeKey: time = number
        case Self.xKey: x = number
        case Self.yKey: y = number
        default:
          guard let integer = Int(exactly: number), number.magnitude < 9_007_199_254_740_992 else {
            return nil
          }
          id = integer
        }
      }
      skipWhitespace()
      guard position < end else { return nil }
      if bytes[position] == UInt8(ascii: ",") {
        position += 1
        continue
      }
      guard bytes[position] == UInt8(ascii: "}") else { return nil }
      position += 1
      break
    }
    skipWhitespace()
    guard position == end, seen == 0b11111 else { return nil }
    return TouchSample(id: TouchID(id), phase: phase, location: Point(x: x, y: y), timestamp: time)
  }

  private static let timeKey: UInt8 = 1
  private static let idKey: UInt8 = 2
  private static let phaseKey: UInt8 = 4
  private static let xKey: UInt8 = 8
  private static let yKey: UInt8 = 16

  /// The bit of a trace key, or 0 for another key.
  private func keyCode(from start: Int, to stop: Int) -> UInt8 {
    switch stop - start {
    case 1:
      switch bytes[start] {
      case UInt8(ascii: "t"): Self.timeKey
      case UInt8(ascii: "x"): Self.xKey
      case UInt8(ascii: "y"): Self.yKey
      default: 0
      }
    case 2:
      bytes[start] == UInt8(ascii: "i") && bytes[start + 1] == UInt8(ascii: "d") ? Self.idKey : 0
    case 5:
      matches("phase", from: start) ? Self.phaseKey : 0
    default:
      0
    }
  }

  private func phaseNamed(from start: Int, to stop: Int) -> TouchPhase? {
    switch stop - start {
    case 5:
      if matches("began", from: start) { return .began }
      if matches("moved", from: start) { return .moved }
      if matches("ended", from: start) { return .ended }
      return nil
    case 9: return matches("cancelled", from: start) ? .cancelled : nil
    case 10: return matches("stationary", from: start) ? .stationary : nil
    default: return nil
    }
  }

  private func matches(_ word: StaticString, from start: Int) -> Bool {
    let pointer = word.utf8Start
    for index in 0..<word.utf8CodeUnitCount where bytes[start + index] != pointer[index] {
      return false
    }
    return true
  }
}
