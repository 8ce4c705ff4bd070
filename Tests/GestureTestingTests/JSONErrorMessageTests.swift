import GestureCore
import Testing

@testable import GestureTesting

/// The documented error messages of the two JSON readers, through their entry points
/// (`Trace.parse` and `RecognizerSet.parse`), at the edges: one character before and after
/// the place that is wrong, what Foundation's decoder lets through and the readers refuse
/// (trailing commas, repeated keys), the numbers no `Double` holds, and the checks of the
/// values.
///
/// Foundation words syntax errors itself, and not the same way on every platform (Linux:
/// `invalid value`; Apple's: `unexpected character 'N'`): for those, the expected message
/// ends with `": "` and is the start of the message, which says where; Foundation's reason
/// follows.
@Suite struct JSONErrorMessageTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var label: String
    var text: String
    var message: String
    var testDescription: String { label }

    /// Whether `actual` is the message expected (``JSONErrorMessageTests/message(_:matches:)``).
    func matches(_ actual: String) -> Bool { JSONErrorMessageTests.message(actual, matches: message) }
  }

  /// Whether `actual` is the message `expected`: the same, or, for an expected message that
  /// ends with `": "`, one that starts with it and goes on (Foundation's reason).
  static func message(_ actual: String, matches expected: String) -> Bool {
    expected.hasSuffix(": ") ? actual.hasPrefix(expected) && actual.count > expected.count : actual == expected
  }

  static let good = #"{"t": 0, "id": 1, "phase": "began", "x": 1, "y": 2}"#

  /// One malformed trace line between good ones, and the problem reported for it.
  static let traceLines: [Case] = [
    Case(label: "end of input after a comma", text: #"{"t": 0.010, "id": 1, "phase": "moved", "x": 50.5,"#,
         message: "invalid JSON: "),
    Case(label: "end of input after a key", text: #"{"t""#, message: "invalid JSON: "),
    Case(label: "end of input after a colon", text: #"{"t":"#, message: "invalid JSON: "),
    Case(label: "end of input after a value", text: #"{"t": 0"#, message: "invalid JSON: "),
    Case(label: "NaN", text: #"{"t": 0.020, "id": 1, "phase": "moved", "x": NaN, "y": 60}"#,
         message: "invalid JSON at column 46: "),
    Case(label: "Infinity", text: #"{"t": 0, "id": 1, "phase": "moved", "x": Infinity, "y": 60}"#,
         message: "invalid JSON at column 42: "),
    Case(label: "-Infinity", text: #"{"t": -Infinity}"#, message: "invalid JSON at column 8: "),
    Case(label: "a misspelt literal", text: #"{"t": tru}"#, message: "invalid JSON: "),
    Case(label: "too large", text: #"{"t": 0, "id": 1, "phase": "moved", "x": 1e999, "y": 60}"#,
         message: "invalid JSON at column 42: 1e999 is too large for a Double"),
    Case(label: "too large, negative", text: #"{"t": -1e999, "id": 1, "phase": "moved", "x": 1, "y": 60}"#,
         message: "invalid JSON at column 7: -1e999 is too large for a Double"),
    Case(label: "too large, in a key the format ignores", text: #"{"t": 0, "id": 1, "phase": "moved", "x": 1, "y": 2, "force": 2e308}"#,
         message: "invalid JSON at column 62: 2e308 is too large for a Double"),
    Case(label: "just below too large", text: #"{"t": 0, "id": 1, "phase": "moved", "x": 1e308, "y": 1}"#, message: ""),
    Case(label: "missing t", text: #"{"id": 1, "phase": "moved", "x": 1, "y": 60}"#, message: #"missing "t""#),
    Case(label: "missing id", text: #"{"t": 0, "phase": "moved", "x": 1, "y": 60}"#, message: #"missing "id""#),
    Case(label: "missing phase", text: #"{"t": 0, "id": 1, "x": 1, "y": 60}"#, message: #"missing "phase""#),
    Case(label: "missing x", text: #"{"t": 0, "id": 1, "phase": "moved", "y": 60}"#, message: #"missing "x""#),
    Case(label: "missing y", text: #"{"t": 0, "id": 1, "phase": "moved", "x": 1}"#, message: #"missing "y""#),
    Case(label: "a string time", text: #"{"t": "0", "id": 1, "phase": "moved", "x": 1, "y": 2}"#,
         message: #""t" must be a number, found a string"#),
    Case(label: "a string id", text: #"{"t": 0, "id": "1", "phase": "moved", "x": 1, "y": 2}"#,
         message: #""id" must be an integer, found a string"#),
    Case(label: "a fractional id", text: #"{"t": 0, "id": 1.5, "phase": "moved", "x": 1, "y": 2}"#,
         message: #""id" must be an integer, found 1.5"#),
    Case(label: "an id written 2.0", text: #"{"t": 0, "id": 2.0, "phase": "moved", "x": 1, "y": 2}"#, message: ""),
    Case(label: "a boolean id", text: #"{"t": 0, "id": true, "phase": "moved", "x": 1, "y": 2}"#,
         message: #""id" must be an integer, found a boolean"#),
    Case(label: "an object id", text: #"{"t": 0, "id": {"n": 1}, "phase": "moved", "x": 1, "y": 2}"#,
         message: #""id" must be an integer, found an object"#),
    Case(label: "the largest id", text: #"{"t": 0, "id": -9007199254740991, "phase": "moved", "x": 1, "y": 2}"#, message: ""),
    Case(label: "one past the largest id", text: #"{"t": 0, "id": -9007199254740992, "phase": "moved", "x": 1, "y": 2}"#,
         message: #""id" is out of range (its magnitude must be below 2^53)"#),
    Case(label: "a number phase", text: #"{"t": 0, "id": 1, "phase": 3, "x": 1, "y": 2}"#,
         message: #""phase" must be a string, found a number"#),
    Case(label: "an unknown phase", text: #"{"t": 0, "id": 1, "phase": "hover", "x": 1, "y": 2}"#,
         message: #"unknown phase "hover"; expected began, moved, stationary, ended or cancelled"#),
    Case(label: "a null coordinate", text: #"{"t": 0, "id": 1, "phase": "moved", "x": null, "y": 2}"#,
         message: #""x" must be a number, found null"#),
    Case(label: "an array coordinate", text: #"{"t": 0, "id": 1, "phase": "moved", "x": 1, "y": [2]}"#,
         message: #""y" must be a number, found an array"#),
    Case(label: "an array line", text: #"[0.08, 1, "moved", 50, 60]"#, message: "expected a JSON object, found an array"),
    Case(label: "a number line", text: "42", message: "expected a JSON object, found a number"),
    Case(label: "a string line", text: #""moved""#, message: "expected a JSON object, found a string"),
    Case(label: "a word after the object", text: #"{"t": 0, "id": 1, "phase": "moved", "x": 1, "y": 2} trailing"#,
         message: "invalid JSON at column 53: "),
    Case(label: "a second object", text: #"{"t": 0, "id": 1, "phase": "moved", "x": 1, "y": 2}{"t": 1}"#,
         message: "invalid JSON at column 52: "),
    Case(label: "spaces after the object", text: #"{"t": 0, "id": 1, "phase": "moved", "x": 1, "y": 2}   "#, message: ""),
    Case(label: "a trailing comma", text: #"{"t": 0, "id": 1, "phase": "moved", "x": 1, "y": 2,}"#,
         message: "invalid JSON at column 52: trailing comma before '}'"),
    Case(label: "a trailing comma and spaces", text: #"{"t": 0, "id": 1, "phase": "moved", "x": 1, "y": [2 , ] }"#,
         message: "invalid JSON at column 55: trailing comma before ']'"),
    Case(label: "a comma in a string before a bracket", text: #"{"t": 0, "id": 1, "phase": "moved", "x": 1, "y": 2, "n": ",]"}"#,
         message: ""),
    Case(label: "a repeated key", text: #"{"t": 0, "t": 1, "id": 1, "phase": "moved", "x": 1, "y": 2}"#,
         message: #"invalid JSON at column 10: duplicate key "t""#),
    Case(label: "a repeated key written with an escape", text: #"{"t": 0, "t": 1, "id": 1, "phase": "moved", "x": 1, "y": 2}"#,
         message: #"invalid JSON at column 10: duplicate key "t""#),
    Case(label: "a repeated key in a nested object", text: #"{"t": 0, "id": 1, "phase": "moved", "x": 1, "y": 2, "n": {"a": 1, "a": 2}}"#,
         message: #"invalid JSON at column 67: duplicate key "a""#),
    Case(label: "a value equal to a key", text: #"{"t": 0, "id": 1, "phase": "moved", "x": 1, "y": 2, "n": "t", "m": ["t", "t"]}"#,
         message: ""),
    Case(label: "the same key in two objects", text: #"{"t": 0, "id": 1, "phase": "moved", "x": 1, "y": 2, "n": [{"t": 1}, {"t": 2}]}"#,
         message: ""),
    Case(label: "a leading zero", text: #"  {"t": 0, "id": 1, "phase": "moved", "x": 01, "y": 2}"#,
         message: "invalid JSON at column 45: "),
    Case(label: "a bare decimal point", text: #"{"t": 1., "id": 1}"#, message: "invalid JSON at column 9: "),
    Case(label: "an empty exponent", text: #"{"t": 1e, "id": 1}"#, message: "invalid JSON at column 9: "),
    Case(label: "an unquoted key", text: #"{t: 0}"#, message: "invalid JSON at column 2: "),
    Case(label: "a missing colon", text: #"{"t" 0}"#, message: "invalid JSON at column 6: "),
    Case(label: "an unterminated string", text: #"{"t": 0, "phase": "moved"#, message: "invalid JSON: "),
    Case(label: "a tab in a string", text: "{\"phase\": \"mo\tved\"}", message: "invalid JSON at column 14: "),
    Case(label: "an invalid escape", text: #"{"phase": "mo\xved"}"#, message: "invalid JSON at column 14: "),
    Case(label: "an invalid escape in a key the format ignores", text: #"{"t": 0, "id": 1, "phase": "moved", "x": 1, "y": 2, "n": ["\x"]}"#,
         message: "invalid JSON at column 60: "),
    Case(label: "a malformed number in a key the format ignores", text: #"{"t": 0, "id": 1, "phase": "moved", "x": 1, "y": 2, "n": {"m": 0.5-}}"#,
         message: "invalid JSON at column 67: "),
    Case(label: "a short unicode escape", text: #"{"phase": "\u12"}"#, message: "invalid JSON at column 14: "),
    Case(label: "a lone high surrogate", text: #"{"phase": "\ud800"}"#, message: "invalid JSON: "),
    Case(label: "a lone low surrogate", text: #"{"phase": "\udc00"}"#, message: "invalid JSON: "),
    Case(label: "a surrogate pair and escapes", text: #"{"t": 0, "id": 1, "phase": "moved", "x": 1, "y": 2, "n": "\ud83d\ude00\n\/\u00e9"}"#, message: ""),
    Case(label: "underflow", text: #"{"t": 1e-400}"#, message: "invalid JSON at column 7: 1e-400 is too close to 0 for a Double (it would read as 0)"),
    Case(label: "underflow, negative", text: #"{"t": 0, "id": 1, "phase": "moved", "x": -2e-324, "y": 2}"#,
         message: "invalid JSON at column 42: -2e-324 is too close to 0 for a Double (it would read as 0)"),
    Case(label: "a zero with an exponent", text: #"{"t": 0, "id": 1, "phase": "moved", "x": 0e5, "y": 2}"#, message: ""),
    Case(label: "an integer zero with an exponent", text: #"{"t": 0, "id": 0E5, "phase": "moved", "x": 0, "y": 2}"#, message: ""),
    Case(label: "the smallest subnormal", text: #"{"t": 4.9e-324, "id": 1, "phase": "moved", "x": 0, "y": 2}"#, message: ""),
    Case(label: "nesting at the limit", text: #"{"t": 0, "id": 1, "phase": "moved", "x": 1, "y": 2, "n": "# + String(repeating: "[", count: 511) + String(repeating: "]", count: 511) + "}", message: ""),
    // Foundation's decoder traps on this one (Swift 6.3): the reader refuses it first.
    Case(label: "nesting past the limit", text: #"{"n": "# + String(repeating: "[", count: 512),
         message: "invalid JSON at column 518: nesting deeper than 512 levels"),
    Case(label: "nesting past the limit after a trailing comma", text: #"{"m": [1,], "n": "# + String(repeating: "{\"a\": ", count: 512),
         message: "invalid JSON at column 3084: nesting deeper than 512 levels"),
    Case(label: "brackets in a string", text: #"{"t": 0, "id": 1, "phase": "moved", "x": 1, "y": 2, "n": ""# + String(repeating: "[", count: 600) + #""}"#,
         message: ""),
    Case(label: "columns count characters", text: "{\"é\": 1, \"t\": NaN}", message: "invalid JSON at column 15: "),
    Case(label: "a replacement character", text: "\u{FFFD}garbage", message: "invalid JSON at column 1: "),
  ]

  @Test(arguments: traceLines)
  func traceLineProblem(_ test: Case) {
    let trace = Trace.parse("# header\n" + Self.good + "\n" + test.text + "\n" + Self.good + "\n")
    if test.message.isEmpty {
      #expect(trace.problems == [])
      #expect(trace.samples.map(\.line) == [2, 3, 4])
    } else {
      #expect(trace.problems.map(\.line) == [3])
      #expect(trace.problems.allSatisfy { test.matches($0.message) }, "\(trace.problems)")
      #expect(trace.samples.map(\.line) == [2, 4])
    }
  }

  /// A configuration file and the message `gesture-replay` prints for it: the syntax and
  /// edge cases (RecognizerSetTests.invalid lists a case for every check of the values).
  static let configurations: [Case] = [
    Case(label: "a trailing comma on its own line", text: "{\"recognizers\": [\n  {\"name\": \"t\", \"kind\": \"tap\"},\n]}",
         message: "invalid JSON at line 3, column 1: trailing comma before ']'"),
    Case(label: "a trailing comma in an object", text: #"{"recognizers": [],}"#,
         message: "invalid JSON at line 1, column 20: trailing comma before '}'"),
    Case(label: "NaN", text: #"{"recognizers": [{"name": "a", "kind": "tap", "slop": NaN}]}"#,
         message: "invalid JSON at line 1, column 55: "),
    Case(label: "NaN on the second line", text: "{\"recognizers\": [\n  {\"name\": \"a\", \"kind\": \"tap\", \"slop\": NaN}]}",
         message: "invalid JSON at line 2, column 40: "),
    Case(label: "empty", text: "  ", message: "invalid JSON: "),
    Case(label: "nesting past the limit", text: String(repeating: "[", count: 513),
         message: "invalid JSON at line 1, column 513: nesting deeper than 512 levels"),
    Case(label: "an unclosed array", text: "{\"recognizers\": [\n", message: "invalid JSON: "),
    Case(label: "too large", text: #"{"recognizers": [{"name": "a", "kind": "longPress", "minimumPressDuration": 1e999}]}"#,
         message: "invalid JSON at line 1, column 77: 1e999 is too large for a Double"),
    Case(label: "too close to 0", text: "{\"recognizers\": [\n  {\"name\": \"a\", \"kind\": \"tap\", \"movementTolerance\": 1e-999}]}",
         message: "invalid JSON at line 2, column 53: 1e-999 is too close to 0 for a Double (it would read as 0)"),
    Case(label: "a zero with an exponent", text: #"{"recognizers": [{"name": "a", "kind": "tap", "movementTolerance": 0e3}], "extra": 0}"#,
         message: #"extra: unknown key "extra" at the top level; expected one of: frame, recognizers, requireToFail, simultaneous"#),
    Case(label: "two unknown keys: the first in alphabetical order", text: #"{"recognizers": [], "zeta": 1, "alpha": 2}"#,
         message: #"alpha: unknown key "alpha" at the top level; expected one of: frame, recognizers, requireToFail, simultaneous"#),
    Case(label: "a repeated key", text: #"{"recognizers": [], "recognizers": []}"#,
         message: #"invalid JSON at line 1, column 21: duplicate key "recognizers""#),
    Case(label: "one touch too many", text: #"{"recognizers": [{"name": "a", "kind": "tap", "numberOfTouches": 21}]}"#,
         message: "recognizers[0].numberOfTouches: expected an integer in 1...20, found 21"),
    Case(label: "a string count", text: #"{"recognizers": [{"name": "a", "kind": "tap", "numberOfTaps": "2"}]}"#,
         message: "recognizers[0].numberOfTaps: expected an integer, found a string"),
  ]

  @Test(arguments: configurations)
  func configurationProblem(_ test: Case) {
    #expect {
      try RecognizerSet.parse(test.text)
    } throws: { error in
      guard let error = error as? RecognizerSet.ConfigurationError else { return false }
      #expect(test.matches(error.description), "\(error)")
      return true
    }
  }

  @Test func configurationEdgesThatAreFine() throws {
    let text = #"{"recognizers": [{"name": "a", "kind": "tap", "numberOfTouches": 20, "movementTolerance": 0}]}"#
    #expect(try RecognizerSet.parse(text).members.count == 1)
    // Foundation's decoder refuses this zero as a Double; the reader takes it as 0.
    let zero = #"{"recognizers": [{"name": "a", "kind": "tap", "movementTolerance": 0.00e1}]}"#
    #expect(try RecognizerSet.parse(zero).members[0].kind == .tap(.init(movementTolerance: 0)))
  }

  /// Foundation's two ways of saying where a syntax error is, as a message and a place.
  @Test func foundationsDescriptions() {
    let bytes = Array("{\"é\": 1,\n \"t\": NaN}".utf8)
    // `N` is byte 16 (0-based; `é` takes two bytes), the 7th character of line 2.
    let byOffset = JSONReading.problem(describedAs: "Invalid value around character 16.", in: bytes)
    #expect(byOffset.message == "invalid value")
    #expect(byOffset.place?.line == 2 && byOffset.place?.column == 7)
    let byLine = JSONReading.problem(describedAs: "Unexpected character 'N' around line 2, column 7.", in: bytes)
    #expect(byLine.message == "unexpected character 'N'")
    #expect(byLine.place?.line == 2 && byLine.place?.column == 7)
    let atOffset = JSONReading.problem(describedAs: #"Invalid hex encoded sequence in "12"}" at 13."#, in: bytes)
    #expect(atOffset.message == #"invalid hex encoded sequence in "12"}""#)
    #expect(atOffset.place?.line == 2 && atOffset.place?.column == 4)
    let nowhere = JSONReading.problem(describedAs: "Unexpected end of file during JSON parse.", in: bytes)
    #expect(nowhere.message == "unexpected end of file during JSON parse")
    #expect(nowhere.place == nil)
  }
}
