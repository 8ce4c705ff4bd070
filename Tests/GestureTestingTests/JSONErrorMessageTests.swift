import GestureCore
import Testing

@testable import GestureTesting

/// The documented error messages of the two JSON readers, through their entry points
/// (`Trace.parse` and `RecognizerSet.parse`), at the edges: one character before and after
/// the place that is wrong, each syntax rule Foundation's decoder would word differently or
/// let through, and the checks of the values.
@Suite struct JSONErrorMessageTests {
  struct Case: CustomTestStringConvertible, Sendable {
    var label: String
    var text: String
    var message: String
    var testDescription: String { label }
  }

  static let good = #"{"t": 0, "id": 1, "phase": "began", "x": 1, "y": 2}"#

  /// One malformed trace line between good ones, and the problem reported for it.
  static let traceLines: [Case] = [
    Case(label: "end of input after a comma", text: #"{"t": 0.010, "id": 1, "phase": "moved", "x": 50.5,"#,
         message: "invalid JSON at column 51: unexpected end of input; expected a key or '}'"),
    Case(label: "end of input after a key", text: #"{"t""#,
         message: "invalid JSON at column 5: unexpected end of input; expected ':' after the key"),
    Case(label: "end of input after a colon", text: #"{"t":"#,
         message: "invalid JSON at column 6: unexpected end of input; expected a JSON value"),
    Case(label: "end of input after a value", text: #"{"t": 0"#,
         message: "invalid JSON at column 8: unexpected end of input; expected ',' or '}'"),
    Case(label: "NaN", text: #"{"t": 0.020, "id": 1, "phase": "moved", "x": NaN, "y": 60}"#,
         message: "invalid JSON at column 46: unexpected word 'NaN'; expected a JSON value (JSON has no NaN or Infinity)"),
    Case(label: "Infinity", text: #"{"t": 0, "id": 1, "phase": "moved", "x": Infinity, "y": 60}"#,
         message: "invalid JSON at column 42: unexpected word 'Infinity'; expected a JSON value (JSON has no NaN or Infinity)"),
    Case(label: "-Infinity", text: #"{"t": -Infinity}"#, message: "invalid JSON at column 8: expected a digit after '-'"),
    Case(label: "a misspelt literal", text: #"{"t": tru}"#, message: "invalid JSON at column 7: unexpected word 'tru'; expected a JSON value"),
    Case(label: "too large", text: #"{"t": 0, "id": 1, "phase": "moved", "x": 1e999, "y": 60}"#,
         message: #""x" is too large to be a finite number"#),
    Case(label: "too large, negative", text: #"{"t": -1e999, "id": 1, "phase": "moved", "x": 1, "y": 60}"#,
         message: #""t" is too large to be a finite number"#),
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
    Case(label: "a word after the object", text: #"{"t": 0, "id": 1, "phase": "moved", "x": 1, "y": 2} trailing"#,
         message: "invalid JSON at column 53: unexpected 'trailing' after the JSON value"),
    Case(label: "a second object", text: #"{"t": 0, "id": 1, "phase": "moved", "x": 1, "y": 2}{"t": 1}"#,
         message: "invalid JSON at column 52: unexpected character '{' after the JSON value"),
    Case(label: "spaces after the object", text: #"{"t": 0, "id": 1, "phase": "moved", "x": 1, "y": 2}   "#, message: ""),
    Case(label: "a trailing comma", text: #"{"t": 0, "id": 1, "phase": "moved", "x": 1, "y": 2,}"#,
         message: "invalid JSON at column 52: trailing comma before '}'"),
    Case(label: "a repeated key", text: #"{"t": 0, "t": 1, "id": 1, "phase": "moved", "x": 1, "y": 2}"#,
         message: #"invalid JSON at column 10: duplicate key "t""#),
    Case(label: "a leading zero", text: #"  {"t": 0, "id": 1, "phase": "moved", "x": 01, "y": 2}"#,
         message: "invalid JSON at column 44: leading zeros are not allowed in numbers"),
    Case(label: "a bare decimal point", text: #"{"t": 1., "id": 1}"#,
         message: "invalid JSON at column 9: expected a digit after the decimal point"),
    Case(label: "an empty exponent", text: #"{"t": 1e, "id": 1}"#, message: "invalid JSON at column 9: expected a digit in the exponent"),
    Case(label: "an unquoted key", text: #"{t: 0}"#, message: "invalid JSON at column 2: unexpected 't'; expected a key in double quotes"),
    Case(label: "a missing colon", text: #"{"t" 0}"#, message: "invalid JSON at column 6: unexpected character '0'; expected ':' after the key"),
    Case(label: "an unterminated string", text: #"{"t": 0, "phase": "moved"#, message: "invalid JSON at column 19: unterminated string"),
    Case(label: "a tab in a string", text: "{\"phase\": \"mo\tved\"}", message: "invalid JSON at column 14: control character 0x09 in a string; escape it"),
    Case(label: "an invalid escape", text: #"{"phase": "mo\xved"}"#, message: #"invalid JSON at column 14: invalid escape '\x'"#),
    Case(label: "a short unicode escape", text: #"{"phase": "\u12"}"#, message: #"invalid JSON at column 12: \u escape needs four hex digits"#),
    Case(label: "a lone high surrogate", text: #"{"phase": "\ud800"}"#, message: "invalid JSON at column 12: lone high surrogate escape"),
    Case(label: "a lone low surrogate", text: #"{"phase": "\udc00"}"#, message: "invalid JSON at column 12: lone low surrogate escape"),
    Case(label: "a surrogate pair and escapes", text: #"{"t": 0, "id": 1, "phase": "moved", "x": 1, "y": 2, "n": "\ud83d\ude00\n\/\u00e9"}"#, message: ""),
    Case(label: "underflow", text: #"{"t": 1e-400}"#, message: "invalid JSON at column 7: 1e-400 is too close to 0 for a Double (it would read as 0)"),
    Case(label: "a zero with an exponent", text: #"{"t": 0, "id": 1, "phase": "moved", "x": 0e5, "y": 2}"#, message: ""),
    Case(label: "an integer zero with an exponent", text: #"{"t": 0, "id": 0E5, "phase": "moved", "x": 0, "y": 2}"#, message: ""),
    Case(label: "the smallest subnormal", text: #"{"t": 4.9e-324, "id": 1, "phase": "moved", "x": 0, "y": 2}"#, message: ""),
    Case(label: "nesting at the limit", text: #"{"t": 0, "id": 1, "phase": "moved", "x": 1, "y": 2, "n": "# + String(repeating: "[", count: 511) + String(repeating: "]", count: 511) + "}", message: ""),
    Case(label: "nesting past the limit", text: #"{"n": "# + String(repeating: "[", count: 512), message: "invalid JSON at column 518: nesting deeper than 512 levels"),
    Case(label: "columns count characters", text: "{\"é\": 1, \"t\": NaN}",
         message: "invalid JSON at column 15: unexpected word 'NaN'; expected a JSON value (JSON has no NaN or Infinity)"),
    Case(label: "a replacement character", text: "\u{FFFD}garbage",
         message: "invalid JSON at column 1: unexpected word '\u{FFFD}garbage'; expected a JSON value"),
  ]

  @Test(arguments: traceLines)
  func traceLineProblem(_ test: Case) {
    let trace = Trace.parse("# header\n" + Self.good + "\n" + test.text + "\n" + Self.good + "\n")
    if test.message.isEmpty {
      #expect(trace.problems == [])
      #expect(trace.samples.map(\.line) == [2, 3, 4])
    } else {
      #expect(trace.problems == [TraceProblem(line: 3, message: test.message)])
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
         message: "invalid JSON at line 1, column 55: unexpected word 'NaN'; expected a JSON value (JSON has no NaN or Infinity)"),
    Case(label: "empty", text: "  ", message: "invalid JSON at line 1, column 3: empty input; expected a JSON value"),
    Case(label: "an unclosed array", text: "{\"recognizers\": [\n", message: "invalid JSON at line 2, column 1: unexpected end of input; expected a JSON value"),
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
      #expect(error.description == test.message)
      return true
    }
  }

  @Test func configurationEdgesThatAreFine() throws {
    let text = #"{"recognizers": [{"name": "a", "kind": "tap", "numberOfTouches": 20, "movementTolerance": 0}]}"#
    #expect(try RecognizerSet.parse(text).members.count == 1)
  }
}
