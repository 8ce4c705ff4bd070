import Foundation

/// Reads a trace line or a configuration file with Foundation's `JSONDecoder`, plus what the
/// formats need and the decoder does not do:
///
/// - it refuses trailing commas and repeated keys, which the decoder accepts (keeping one of
///   the repeated values);
/// - it says where a number no `Double` holds is (`1e999`, or `1e-400`, which would read as
///   0): the decoder refuses those without saying where;
/// - it refuses nesting deeper than 512 levels before the decoder sees it: the decoder's own
///   limit, but Swift 6.3's traps on some texts that reach it at their end (`[` × 513; the
///   "nesting past the limit" cases of JSONErrorMessageTests);
/// - where the decoder's syntax error carries no place (on Linux it says only that the data
///   was not valid JSON), it asks `JSONSerialization`, which says where the text breaks.
enum JSONReading {
  /// Why a text was refused: Foundation's reason (`invalid value`) or ours
  /// (`trailing comma before '}'`), and where, when known.
  struct Problem: Error {
    var message: String
    /// The 1-based line and column (counted in Unicode scalars) of the problem, if known.
    var place: (line: Int, column: Int)?
  }

  /// A number ``JSONValue/number()`` could not read: ``decode(_:from:)`` finds out why.
  struct UnreadableNumber: Error {}

  /// A `T` decoded from a JSON text (UTF-8 bytes).
  ///
  /// - Throws: ``Problem`` when the text is not JSON Foundation reads, or has a trailing
  ///   comma, a repeated key or a number no `Double` holds; otherwise what `T.init(from:)`
  ///   throws.
  static func decode<T: Decodable>(_ type: T.Type, from bytes: [UInt8]) throws -> T {
    let checks = strictnessProblems(in: bytes)
    if let tooDeep = checks.tooDeep { throw tooDeep }
    let decoded: Result<T, any Error>
    do {
      decoded = .success(try JSONDecoder().decode(T.self, from: Data(bytes)))
    } catch DecodingError.dataCorrupted(let context) where context.codingPath.isEmpty {
      throw syntaxProblem(in: bytes, underlyingError: context.underlyingError)
    } catch {
      decoded = .failure(error)
    }
    if let problem = checks.first { throw problem }
    if case .failure(let error) = decoded, error is UnreadableNumber {
      // Not out of range, so malformed (`01`): Foundation says how.
      throw syntaxProblem(in: bytes, underlyingError: nil)
    }
    return try decoded.get()
  }

  // MARK: - Foundation's syntax errors

  /// Foundation's account of a syntax error: the decoder's, when it gives one (Apple's
  /// Foundation), or `JSONSerialization`'s, which says where on every platform.
  private static func syntaxProblem(in bytes: [UInt8], underlyingError: (any Error)?) -> Problem {
    func debugDescription(_ error: (any Error)?) -> String? {
      (error as NSError?)?.userInfo[NSDebugDescriptionErrorKey] as? String
    }
    var serializationError: (any Error)?
    do {
      _ = try JSONSerialization.jsonObject(with: Data(bytes), options: .fragmentsAllowed)
    } catch {
      serializationError = error
    }
    let description =
      debugDescription(underlyingError) ?? debugDescription(serializationError) ?? "The data is not valid JSON."
    return problem(describedAs: description, in: bytes)
  }

  /// Foundation's description, such as `Invalid value around character 45.` or
  /// `Unexpected character 'N' around line 1, column 46.`, as a message (`invalid value`)
  /// and a place.
  static func problem(describedAs description: String, in bytes: [UInt8]) -> Problem {
    var reason = Substring(description)
    var place: (line: Int, column: Int)?
    if let range = description.range(of: " around character ") {
      // A 0-based offset in UTF-8 bytes.
      if let offset = Int(description[range.upperBound...].prefix(while: \.isNumber)) {
        place = self.place(ofOffset: offset, in: bytes)
      }
      reason = description[..<range.lowerBound]
    } else if let range = description.range(of: " around line ") {
      let numbers = description[range.upperBound...].split { !$0.isNumber }.prefix(2).compactMap { Int($0) }
      if numbers.count == 2 { place = (numbers[0], numbers[1]) }
      reason = description[..<range.lowerBound]
    } else if let range = description.range(of: " at ", options: .backwards),
      let offset = Int(description[range.upperBound...].prefix(while: \.isNumber)),
      description[range.upperBound...].drop(while: \.isNumber).allSatisfy({ $0 == "." })
    {
      // `Invalid hex encoded sequence in "12"}" at 13.`: a 0-based offset in UTF-8 bytes.
      place = self.place(ofOffset: offset, in: bytes)
      reason = description[..<range.lowerBound]
    }
    if reason.hasSuffix(".") { reason.removeLast() }
    return Problem(message: reason.prefix(1).lowercased() + reason.dropFirst(), place: place)
  }

  /// The 1-based line and column of a 0-based UTF-8 offset.
  private static func place(ofOffset offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
    var line = 1
    var column = 1
    for byte in bytes[..<min(max(offset, 0), bytes.count)] {
      if byte == 0x0A {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {  // not a UTF-8 continuation byte
        column += 1
      }
    }
    return (line, column)
  }

  // MARK: - The checks the decoder does not make

  /// The deepest nesting Foundation's decoder reads.
  static let maximumDepth = 512

  /// The first trailing comma, repeated key or number no `Double` holds, in text order; and
  /// nesting deeper than ``maximumDepth``, where the pass stops.
  ///
  /// One pass over the bytes that follows only what these checks need: where strings
  /// start and end, which brackets are open, and what came last. It reads no values and
  /// leaves every syntax error to Foundation (on a text that has one, it may find nothing).
  private static func strictnessProblems(in bytes: [UInt8]) -> (first: Problem?, tooDeep: Problem?) {
    var first: Problem?
    func problem(_ message: String, at offset: Int) {
      if first == nil { first = Problem(message: message, place: place(ofOffset: offset, in: bytes)) }
    }
    var open: [Set<String>?] = []  // per open bracket: an object's keys so far, or nil for an array
    var expectsKey = false
    var previous: UInt8 = 0  // the last byte outside strings that is not whitespace
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case 0x20, 0x0A, 0x0D, 0x09:
        index += 1
        continue
      case UInt8(ascii: "\""):
        let start = index
        index += 1
        while index < bytes.count && bytes[index] != UInt8(ascii: "\"") {
          index += bytes[index] == UInt8(ascii: "\\") ? 2 : 1
        }
        index = min(index + 1, bytes.count)
        if expectsKey, let last = open.last, var keys = last {
          let literal = bytes[start..<index]
          let key =
            literal.contains(UInt8(ascii: "\\"))
            ? (try? JSONDecoder().decode(String.self, from: Data(literal))) : nil
          let name = key ?? String(decoding: literal.dropFirst().dropLast(), as: UTF8.self)
          if !keys.insert(name).inserted { problem("duplicate key \(ReplayFormatting.quoted(name))", at: start) }
          open[open.count - 1] = keys
          expectsKey = false
        }
        previous = byte
        continue
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        let start = index
        while index < bytes.count && "+-.eE0123456789".utf8.contains(bytes[index]) { index += 1 }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        let digits = text.prefix { $0 != "e" && $0 != "E" }
        if let value = Double(text), !value.isFinite {
          problem("\(text) is too large for a Double", at: start)
        } else if Double(text) == 0 && digits.contains(where: { ("1"..."9").contains($0) }) {
          problem("\(text) is too close to 0 for a Double (it would read as 0)", at: start)
        }
        previous = byte
        continue
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        if open.count == maximumDepth {
          let tooDeep = "nesting deeper than \(maximumDepth) levels"
          return (first, Problem(message: tooDeep, place: place(ofOffset: index, in: bytes)))
        }
        open.append(byte == UInt8(ascii: "{") ? [] : nil)
        expectsKey = byte == UInt8(ascii: "{")
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        if previous == UInt8(ascii: ",") {
          problem("trailing comma before '\(Character(Unicode.Scalar(byte)))'", at: index)
        }
        _ = open.popLast()
        expectsKey = false
      case UInt8(ascii: ","):
        if let last = open.last, last != nil { expectsKey = true }
      default:
        break
      }
      previous = byte
      index += 1
    }
    return (first, nil)
  }
}
