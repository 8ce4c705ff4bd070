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
  /// Each line is checked by ``JSONSyntaxCheck`` (which words syntax errors with their
  /// column, and refuses what Foundation would let through: trailing commas, repeated keys)
  /// and decoded by Foundation's `JSONDecoder` as a ``TraceLine``.
  ///
  /// - Complexity: O(n) in the length of the text.
  public static func parse(_ text: String) -> Trace {
    let bytes = Array(text.utf8)
    let decoder = JSONDecoder()
    var trace = Trace()
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
        switch TraceLine.read(Array(bytes[lineStart..<lineEnd]), with: decoder) {
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
}

/// Why a trace line could not be read, worded as the trace format documents it.
struct TraceLineProblem: Error {
  var message: String
}

/// One trace line as Foundation's `JSONDecoder` reads it: the five keys the format defines
/// (others are ignored), each checked and its problem worded as the format documents it.
struct TraceLine: Decodable {
  var sample: TouchSample

  enum CodingKeys: String, CodingKey {
    case t, id, phase, x, y
  }

  /// Reads one line's bytes, or says what is wrong with them.
  static func read(_ bytes: [UInt8], with decoder: JSONDecoder) -> Result<TouchSample, TraceLineProblem> {
    switch JSONSyntaxCheck.firstProblem(in: bytes) {
    case .syntax(let error)?:
      return .failure(TraceLineProblem(message: "invalid JSON at column \(error.column): \(error.message)"))
    case .numberTooLarge(let path)?:
      let key = JSONSyntaxCheck.text(of: path)
      return .failure(TraceLineProblem(message: "\(ReplayFormatting.quoted(key)) is too large to be a finite number"))
    case nil:
      break
    }
    do {
      return .success(try decoder.decode(TraceLine.self, from: Data(bytes)).sample)
    } catch let problem as TraceLineProblem {
      return .failure(problem)
    } catch DecodingError.dataCorrupted(let context) {
      return .failure(TraceLineProblem(message: "invalid JSON: \(context.debugDescription)"))
    } catch {
      return .failure(TraceLineProblem(message: "invalid JSON: \(error)"))
    }
  }

  init(from decoder: any Decoder) throws {
    guard let fields = try? decoder.container(keyedBy: CodingKeys.self) else {
      throw TraceLineProblem(message: "expected a JSON object, found \(try JSONKind(from: decoder))")
    }
    let time = try Self.finiteNumber(.t, in: fields)
    let id = try Self.integer(.id, in: fields)
    let phase = try Self.phase(in: fields)
    let x = try Self.finiteNumber(.x, in: fields)
    let y = try Self.finiteNumber(.y, in: fields)
    sample = TouchSample(id: TouchID(id), phase: phase, location: Point(x: x, y: y), timestamp: time)
  }

  private typealias Fields = KeyedDecodingContainer<CodingKeys>

  private static func present(_ key: CodingKeys, in fields: Fields) throws {
    guard fields.contains(key) else { throw TraceLineProblem(message: "missing \"\(key.rawValue)\"") }
  }

  private static func finiteNumber(_ key: CodingKeys, in fields: Fields) throws -> Double {
    try present(key, in: fields)
    guard let number = try? fields.decode(Double.self, forKey: key) else {
      throw try wrongKind(key, expected: "a number", in: fields)
    }
    guard number.isFinite else {
      throw TraceLineProblem(message: "\"\(key.rawValue)\" is too large to be a finite number")
    }
    return number
  }

  /// `"x" must be a number, found a string`; or, for a number that passed the syntax check
  /// but Foundation's decoder refuses (swift-foundation on Swift 6.3 refuses some zeros
  /// written with an exponent, such as `0e5` and `0.00e1`), a message that says so.
  private static func wrongKind(_ key: CodingKeys, expected: String, in fields: Fields) throws
    -> TraceLineProblem
  {
    let kind = try fields.decode(JSONKind.self, forKey: key)
    guard kind != .number else {
      return TraceLineProblem(
        message: "\"\(key.rawValue)\" is a number Foundation's JSON decoder cannot read "
          + "(some zeros with an exponent, such as 0e5); write it without the exponent")
    }
    return TraceLineProblem(message: "\"\(key.rawValue)\" must be \(expected), found \(kind)")
  }

  private static func integer(_ key: CodingKeys, in fields: Fields) throws -> Int {
    try present(key, in: fields)
    guard let number = try? fields.decode(Double.self, forKey: key) else {
      throw try wrongKind(key, expected: "an integer", in: fields)
    }
    guard number.rounded(.towardZero) == number else {
      throw TraceLineProblem(
        message: "\"\(key.rawValue)\" must be an integer, found \(ReplayFormatting.number(number))")
    }
    // Beyond 2^53 a JSON number no longer names one integer.
    guard number.magnitude < 9_007_199_254_740_992, let integer = Int(exactly: number) else {
      throw TraceLineProblem(message: "\"\(key.rawValue)\" is out of range (its magnitude must be below 2^53)")
    }
    return integer
  }

  private static func phase(in fields: Fields) throws -> TouchPhase {
    try present(.phase, in: fields)
    guard let name = try? fields.decode(String.self, forKey: .phase) else {
      throw TraceLineProblem(
        message: "\"phase\" must be a string, found \(try fields.decode(JSONKind.self, forKey: .phase))")
    }
    guard let phase = TouchPhase(name: name) else {
      throw TraceLineProblem(
        message:
          "unknown phase \(ReplayFormatting.quoted(name)); expected began, moved, stationary, ended or cancelled")
    }
    return phase
  }
}

/// One sample read from a trace, with the line it came from.
public struct TraceSample: Hashable, Sendable {
  /// The 1-based line number in the trace text.
  public var line: Int
  /// The touch sample the line describes.
  public var sample: TouchSample

  /// Creates a trace sample.
  public init(line: Int, sample: TouchSample) {
    self.line = line
    self.sample = sample
  }
}

/// A line of a trace that could not be read, and why. The reader skips the line and goes on.
public struct TraceProblem: Hashable, Sendable, CustomStringConvertible {
  /// The 1-based line number in the trace text.
  public var line: Int
  /// What is wrong with it, e.g. `missing "phase"`.
  public var message: String

  /// Creates a problem record.
  public init(line: Int, message: String) {
    self.line = line
    self.message = message
  }

  /// `line N: message`, as `gesture-replay` prints it.
  public var description: String { "line \(line): \(message)" }
}

/// Why a trace file could not be read at all (as opposed to a malformed line, which is a
/// ``TraceProblem``).
public struct TraceReadError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The path that was asked for.
  public var path: String
  /// What went wrong, e.g. `no such file`.
  public var reason: String

  /// Creates an error record.
  public init(path: String, reason: String) {
    self.path = path
    self.reason = reason
  }

  /// `cannot read PATH: REASON`.
  public var description: String { "cannot read \(path): \(reason)" }
}
