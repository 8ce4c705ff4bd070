import Foundation
import GestureCore

/// A recorded touch stream: the samples of a trace file, in file order, and the lines that
/// could not be read.
///
/// The trace format is JSON Lines, one sample per line:
///
/// ```
/// # A comment. Blank lines are skipped too.
/// {"t": 0.016, "id": 1, "phase": "began", "x": 120.5, "y": 300}
/// ```
///
/// `t` is the time in seconds (non-decreasing through the file), `id` an integer touch id,
/// `phase` one of `began`, `moved`, `stationary`, `ended`, `cancelled`, and `x`/`y` the
/// location in points. Other keys are ignored, so recorders may add their own. Lines
/// starting with `#` (after optional spaces or tabs) are comments. Lines may end in `\n` or
/// `\r\n`; a UTF-8 byte order mark at the start is skipped.
///
/// Reading never fails on content: a malformed line (bad JSON, not an object, a missing
/// field, a wrong type, a non-integer id, an unknown phase, a number too large for a
/// `Double` such as `1e999`) becomes a ``TraceProblem`` and the reader goes on. Samples that
/// are well-formed but make no sense (time going backwards, an unknown id) are kept: the
/// engine decides about those (``GestureArena/handle(_:)`` returns a ``TouchOutcome``).
public struct Trace: Hashable, Sendable {
  /// The samples read, in file order.
  public var samples: [TraceSample]
  /// The lines that could not be read, in file order.
  public var problems: [TraceProblem]

  /// Creates a trace from samples and problems.
  public init(samples: [TraceSample] = [], problems: [TraceProblem] = []) {
    self.samples = samples
    self.problems = problems
  }

  /// The touch samples alone, in file order.
  public var touchSamples: [TouchSample] { samples.map(\.sample) }

  /// Reads a trace from its text. Never fails: malformed lines land in ``problems``.
  ///
  /// - Complexity: O(n) in the length of the text.
  public static func parse(_ text: String) -> Trace {
    parse(text, fastPath: true)
  }

  /// ``parse(_:)``, optionally without the fast path for well-formed lines (so tests can
  /// check that both paths agree).
  static func parse(_ text: String, fastPath: Bool) -> Trace {
    var text = text
    return text.withUTF8 { bytes in
      var trace = Trace()
      trace.samples.reserveCapacity(bytes.count / 64)
      var lineStart = 0
      var lineNumber = 0
      if bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF {
        lineStart = 3
      }
      while lineStart < bytes.count {
        lineNumber += 1
        var newline = lineStart
        while newline < bytes.count && bytes[newline] != 0x0A { newline += 1 }
        var lineEnd = newline
        if lineEnd > lineStart && bytes[lineEnd - 1] == 0x0D { lineEnd -= 1 }
        var first = lineStart
        while first < lineEnd && (bytes[first] == 0x20 || bytes[first] == 0x09) { first += 1 }
        if first < lineEnd && bytes[first] != UInt8(ascii: "#") {
          switch parseLine(bytes: bytes, start: lineStart, end: lineEnd, fastPath: fastPath) {
          case .success(let sample):
            trace.samples.append(TraceSample(line: lineNumber, sample: sample))
          case .failure(let problem):
            trace.problems.append(TraceProblem(line: lineNumber, message: problem.message))
          }
        }
        lineStart = newline + 1
      }
      return trace
    }
  }

  /// Reads a trace file (UTF-8; invalid bytes are replaced and reported on their line).
  ///
  /// - Throws: ``TraceReadError`` when the file cannot be read at all. Malformed lines do
  ///   not throw: they land in ``problems``.
  public static func read(contentsOfFile path: String) throws -> Trace {
    let data: Data
    do {
      data = try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw TraceReadError(path: path, reason: Self.reason(for: error, path: path))
    }
    return parse(String(decoding: data, as: UTF8.self))
  }

  private static func reason(for error: any Error, path: String) -> String {
    var isDirectory: ObjCBool = false
    if !FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) {
      return "no such file"
    }
    if isDirectory.boolValue { return "it is a directory" }
    if !FileManager.default.isReadableFile(atPath: path) { return "permission denied" }
    return error.localizedDescription
  }

  private struct LineProblem: Error {
    var message: String
  }

  /// Reads one line's sample, or says what is wrong with it.
  private static func parseLine(
    bytes: UnsafeBufferPointer<UInt8>, start: Int, end: Int, fastPath: Bool
  ) -> Result<TouchSample, LineProblem> {
    if fastPath {
      var scanner = JSONParser(bytes: bytes, start: start, end: end)
      if let sample = scanner.scanTraceLine() { return .success(sample) }
    }
    var parser = JSONParser(bytes: bytes, start: start, end: end)
    let value: JSONValue
    do {
      value = try parser.parseDocument()
    } catch let error as JSONParseError {
      return .failure(LineProblem(message: "invalid JSON at column \(error.column): \(error.message)"))
    } catch {
      return .failure(LineProblem(message: "invalid JSON: \(error)"))
    }
    guard case .object(let object) = value else {
      return .failure(LineProblem(message: "expected a JSON object, found \(value.kindDescription)"))
    }
    do {
      let time = try finiteNumber("t", in: object)
      let id = try integer("id", in: object)
      let phase = try phase(in: object)
      let x = try finiteNumber("x", in: object)
      let y = try finiteNumber("y", in: object)
      return .success(
        TouchSample(id: TouchID(id), phase: phase, location: Point(x: x, y: y), timestamp: time))
    } catch let problem as LineProblem {
      return .failure(problem)
    } catch {
      return .failure(LineProblem(message: "\(error)"))
    }
  }

  private static func field(_ key: String, in object: JSONObject) throws -> JSONValue {
    guard let value = object[key] else { throw LineProblem(message: "missing \"\(key)\"") }
    return value
  }

  private static func finiteNumber(_ key: String, in object: JSONObject) throws -> Double {
    let value = try field(key, in: object)
    guard case .number(let number) = value else {
      throw LineProblem(message: "\"\(key)\" must be a number, found \(value.kindDescription)")
    }
    guard number.isFinite else {
      throw LineProblem(message: "\"\(key)\" is too large to be a finite number")
    }
    return number
  }

  private static func integer(_ key: String, in object: JSONObject) throws -> Int {
    let value = try field(key, in: object)
    guard case .number(let number) = value else {
      throw LineProblem(message: "\"\(key)\" must be an integer, found \(value.kindDescription)")
    }
    guard number.rounded(.towardZero) == number else {
      throw LineProblem(
        message: "\"\(key)\" must be an integer, found \(JSONWriter.number(number))")
    }
    // Beyond 2^53 a JSON number no longer names one integer.
    guard number.magnitude < 9_007_199_254_740_992, let integer = Int(exactly: number) else {
      throw LineProblem(message: "\"\(key)\" is out of range (its magnitude must be below 2^53)")
    }
    return integer
  }

  private static func phase(in object: JSONObject) throws -> TouchPhase {
    let value = try field("phase", in: object)
    guard case .string(let name) = value else {
      throw LineProblem(message: "\"phase\" must be a string, found \(value.kindDescription)")
    }
    guard let phase = TouchPhase(name: name) else {
      throw LineProblem(
        message:
          "unknown phase \(JSONWriter.string(name)); expected began, moved, stationary, ended or cancelled"
      )
    }
    return phase
  }
}
