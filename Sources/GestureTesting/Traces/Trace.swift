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
/// Foundation's `JSONDecoder` reads each line. Reading never fails on content: a malformed
/// line (bad JSON, a trailing comma or a repeated key, not an object, a missing field, a
/// wrong type, a non-integer id, an unknown phase, a number no `Double` holds such as `1e999`
/// or `1e-400`) becomes a ``TraceProblem`` and the reader goes on. Samples that
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
    var bytes = text.utf8[...]
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
    var trace = Trace()
    for (index, line) in bytes.split(separator: 0x0A, omittingEmptySubsequences: false).enumerated() {
      let line = line.last == 0x0D ? line.dropLast() : line
      guard let first = line.first(where: { $0 != 0x20 && $0 != 0x09 }), first != UInt8(ascii: "#") else {
        continue
      }
      do {
        trace.samples.append(TraceSample(line: index + 1, sample: try sample(in: line)))
      } catch {
        trace.problems.append(TraceProblem(line: index + 1, message: "\(error)"))
      }
    }
    return trace
  }

  /// Why a trace line could not be read, worded as the trace format documents it.
  private struct LineProblem: Error, CustomStringConvertible {
    var description: String
  }

  /// The sample of one line, read by Foundation's `JSONDecoder` (``JSONReading``).
  private static func sample(in line: Substring.UTF8View) throws -> TouchSample {
    do {
      return try JSONReading.decode(Line.self, from: Array(line)).sample
    } catch let problem as JSONReading.Problem {
      let place = problem.place.map { " at column \($0.column)" } ?? ""
      throw LineProblem(description: "invalid JSON\(place): \(problem.message)")
    }
  }

  /// One line: the five keys the format defines (others are ignored), each checked and its
  /// problem worded as the format documents it.
  private struct Line: Decodable {
    var sample: TouchSample

    init(from decoder: any Decoder) throws {
      let line = JSONValue(decoder)
      // Every value, the ignored keys' too: a malformed line is invalid JSON first.
      try line.readAll()
      guard let members = try line.members() else {
        throw LineProblem(description: "expected a JSON object, found \(try line.kind())")
      }
      func field<T>(_ key: String, _ expected: String, _ read: (JSONValue) throws -> T?) throws -> T {
        guard let value = members.first(where: { $0.key == key })?.value else {
          throw LineProblem(description: "missing \"\(key)\"")
        }
        guard let typed = try read(value) else {
          throw LineProblem(description: "\"\(key)\" must be \(expected), found \(try value.kind())")
        }
        return typed
      }
      func number(_ key: String, _ expected: String = "a number") throws -> Double {
        try field(key, expected) { try $0.number() }
      }
      let time = try number("t")
      let id = try number("id", "an integer")
      guard id.rounded(.towardZero) == id else {
        throw LineProblem(description: "\"id\" must be an integer, found \(ReplayFormatting.number(id))")
      }
      // Beyond 2^53 a JSON number no longer names one integer.
      guard id.magnitude < 9_007_199_254_740_992, let integer = Int(exactly: id) else {
        throw LineProblem(description: "\"id\" is out of range (its magnitude must be below 2^53)")
      }
      let name = try field("phase", "a string") { try $0.string() }
      guard let phase = TouchPhase(name: name) else {
        throw LineProblem(
          description: "unknown phase \(ReplayFormatting.quoted(name)); "
            + "expected began, moved, stationary, ended or cancelled")
      }
      let location = Point(x: try number("x"), y: try number("y"))
      sample = TouchSample(id: TouchID(integer), phase: phase, location: location, timestamp: time)
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
