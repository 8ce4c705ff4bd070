import Testing

@testable import GestureTesting

@Suite struct JSONParserTests {
  @Test func scalars() throws {
    #expect(try JSONValue.parse("null") == .null)
    #expect(try JSONValue.parse("true") == .bool(true))
    #expect(try JSONValue.parse(" false ") == .bool(false))
    #expect(try JSONValue.parse("\"hi\"") == .string("hi"))
    #expect(try JSONValue.parse("0") == .number(0))
    #expect(try JSONValue.parse("-0").number?.sign == .minus)
    #expect(try JSONValue.parse("42") == .number(42))
    #expect(try JSONValue.parse("-12.5") == .number(-12.5))
    #expect(try JSONValue.parse("1e3") == .number(1000))
    #expect(try JSONValue.parse("1E+3") == .number(1000))
    #expect(try JSONValue.parse("25e-1") == .number(2.5))
    #expect(try JSONValue.parse("0.016") == .number(0.016))
  }

  @Test func numbersAreCorrectlyRounded() throws {
    // Fast path and slow path agree with the standard library's conversion.
    for text in [
      "0.1", "0.3", "120.5", "299.99999999999994", "1.7976931348623157e308", "5e-324",
      "123456789012345678901234567890", "0.000000000000000000000000000001", "9007199254740993",
      "3.141592653589793238462643383279", "1e22", "1e23", "-2.2250738585072014e-308",
    ] {
      #expect(try JSONValue.parse(text) == .number(Double(text)!), "\(text)")
    }
  }

  @Test func outOfRangeNumbersBecomeInfinite() throws {
    #expect(try JSONValue.parse("1e999") == .number(.infinity))
    #expect(try JSONValue.parse("-1e999") == .number(-.infinity))
    #expect(try JSONValue.parse("1e-999") == .number(0))
    #expect(try JSONValue.parse("0e99999999999") == .number(0))
  }

  @Test func stringEscapes() throws {
    #expect(try JSONValue.parse(#""a\"b\\c\/d\n\t\r\b\f""#) == .string("a\"b\\c/d\n\t\r\u{08}\u{0C}"))
    #expect(try JSONValue.parse(#""\u00e9\u20AC""#) == .string("é€"))
    #expect(try JSONValue.parse(#""\ud83d\ude00""#) == .string("😀"))
    #expect(try JSONValue.parse("\"ünïcödé 😀\"") == .string("ünïcödé 😀"))
    #expect(try JSONValue.parse(#""""#) == .string(""))
  }

  @Test func containers() throws {
    let value = try JSONValue.parse(#" { "b": [1, 2, {"c": null}], "a": {} , "e": [] } "#)
    #expect(value["b"] == .array([.number(1), .number(2), .object(JSONObject(["c": .null]))]))
    #expect(value["a"] == .object(JSONObject()))
    #expect(value["e"] == .array([]))
    #expect(value.object?.keys == ["b", "a", "e"])
    #expect(value["missing"] == nil)
  }

  @Test func objectEqualityIgnoresOrder() throws {
    let first = try JSONValue.parse(#"{"a": 1, "b": 2}"#)
    let second = try JSONValue.parse(#"{"b": 2, "a": 1}"#)
    #expect(first == second)
    #expect(first.hashValue == second.hashValue)
    #expect(first != (try JSONValue.parse(#"{"a": 1, "b": 3}"#)))
  }

  @Test func manyKeysAreCheckedForDuplicates() throws {
    let keys = (0..<20).map { "\"k\($0)\": \($0)" }
    let object = try JSONValue.parse("{" + keys.joined(separator: ", ") + "}")
    #expect(object.object?.count == 20)
    #expect(object["k19"] == .number(19))
    #expect(throws: JSONParseError.self) {
      try JSONValue.parse("{" + keys.joined(separator: ", ") + ", \"k3\": 0}")
    }
  }

  /// Each malformed text, the message and the 1-based column of the error.
  @Test(arguments: [
    ("", "empty input; expected a JSON value", 1),
    ("   ", "empty input; expected a JSON value", 4),
    ("{", "unexpected end of input; expected a key or '}'", 2),
    ("[1, 2", "unexpected end of input; expected ',' or ']'", 6),
    ("[1 2]", "unexpected character '2'; expected ',' or ']'", 4),
    ("[1,]", "trailing comma before ']'", 4),
    (#"{"a": 1,}"#, "trailing comma before '}'", 9),
    (#"{"a" 1}"#, "unexpected character '1'; expected ':' after the key", 6),
    (#"{a: 1}"#, "unexpected 'a'; expected a key in double quotes", 2),
    (#"{"a": 1, "a": 2}"#, #"duplicate key "a""#, 10),
    ("NaN", "unexpected word 'NaN'; expected a JSON value (JSON has no NaN or Infinity)", 1),
    ("-Infinity", "expected a digit after '-'", 2),
    ("tru", "unexpected word 'tru'; expected a JSON value", 1),
    ("nulll", "unexpected word 'nulll'; expected a JSON value", 1),
    ("01", "leading zeros are not allowed in numbers", 1),
    ("1.", "expected a digit after the decimal point", 3),
    (".5", "unexpected character '.'; expected a JSON value", 1),
    ("1e", "expected a digit in the exponent", 3),
    ("1e+", "expected a digit in the exponent", 4),
    ("+1", "unexpected character '+'; expected a JSON value", 1),
    ("0x10", "unexpected 'x10' in a number", 2),
    ("1.5.2", "unexpected character '.' in a number", 4),
    (#""abc"#, "unterminated string", 1),
    ("\"a\tb\"", "control character 0x09 in a string; escape it", 3),
    (#""\x""#, #"invalid escape '\x'"#, 2),
    (#""\u12""#, #"\u escape needs four hex digits"#, 2),
    (#""\ud800""#, "lone high surrogate escape", 2),
    (#""\ud800\u0041""#, "high surrogate escape not followed by a low surrogate", 2),
    (#""\udc00""#, "lone low surrogate escape", 2),
    ("1 2", "unexpected character '2' after the JSON value", 3),
    ("{} x", "unexpected 'x' after the JSON value", 4),
    ("'a'", "unexpected character '''; expected a JSON value", 1),
    ("[é]", "unexpected word 'é'; expected a JSON value", 2),
  ])
  func malformed(text: String, message: String, column: Int) {
    #expect {
      try JSONValue.parse(text)
    } throws: { error in
      guard let error = error as? JSONParseError else { return false }
      #expect(error.message == message)
      #expect(error.column == column)
      #expect(error.line == 1)
      return true
    }
  }

  @Test func errorPositionsCountLinesAndScalars() {
    let text = "{\n  \"é\": [1,\n  2,, 3]\n}"
    #expect {
      try JSONValue.parse(text)
    } throws: { error in
      guard let error = error as? JSONParseError else { return false }
      #expect(error.line == 3)
      #expect(error.column == 5)
      #expect(error.offset == 18)
      #expect(error.description == "line 3, column 5: unexpected character ','; expected a JSON value")
      return true
    }
  }

  @Test func deepNestingIsRefusedNotACrash() throws {
    let fine = String(repeating: "[", count: JSONValue.maximumDepth) + String(repeating: "]", count: JSONValue.maximumDepth)
    #expect(throws: Never.self) { try JSONValue.parse(fine) }
    let deep = String(repeating: "[", count: 100_000)
    #expect {
      try JSONValue.parse(deep)
    } throws: { error in
      (error as? JSONParseError)?.message == "nesting deeper than 512 levels"
    }
  }

  @Test func writerRoundTrips() throws {
    let text = #"{"a": [1, 2.5, -0.001, 1e+300], "b": "q\"\\\n\u0001é", "c": null, "d": true, "e": {}}"#
    let value = try JSONValue.parse(text)
    #expect(JSONWriter.write(value) == text)
    #expect(try JSONValue.parse(value.description) == value)
    #expect(try JSONValue.parse(JSONWriter.prettyPrinted(value)) == value)
  }

  @Test func prettyPrinting() throws {
    let value = try JSONValue.parse(#"{"list": [{"a": [1, 2]}, {"b": {}}], "flat": [1, 2]}"#)
    #expect(
      JSONWriter.prettyPrinted(value) == """
        {
          "list": [
            {"a": [1, 2]},
            {"b": {}}
          ],
          "flat": [1, 2]
        }
        """)
  }

  @Test func numberFormatting() {
    #expect(JSONWriter.number(300) == "300")
    #expect(JSONWriter.number(0.016) == "0.016")
    #expect(JSONWriter.number(-0.0) == "0")
    #expect(JSONWriter.number(.nan) == "null")
    #expect(JSONWriter.number(.infinity) == "null")
    #expect(JSONWriter.number(1e-5) == "1e-05")
    #expect(JSONWriter.number(812.43999, maximumFractionDigits: 4) == "812.44")
    #expect(JSONWriter.number(812.43999, maximumFractionDigits: 2) == "812.44")
    #expect(JSONWriter.number(-3.1, maximumFractionDigits: 4) == "-3.1")
    #expect(JSONWriter.number(0.25, maximumFractionDigits: 4) == "0.25")
    #expect(JSONWriter.number(0.05, maximumFractionDigits: 4) == "0.05")
    #expect(JSONWriter.number(0.00004, maximumFractionDigits: 4) == "0")
    #expect(JSONWriter.number(-0.00004, maximumFractionDigits: 4) == "0")
    #expect(JSONWriter.number(0.00005, maximumFractionDigits: 4) == "0.0001")
    #expect(JSONWriter.number(1.99999, maximumFractionDigits: 4) == "2")
    #expect(JSONWriter.number(1200.0000000001, maximumFractionDigits: 4) == "1200")
    #expect(JSONWriter.number(2.5, maximumFractionDigits: 0) == "3")
    #expect(JSONWriter.number(1e20, maximumFractionDigits: 4) == "1e+20")
  }

  @Test func stringEscaping() {
    #expect(JSONWriter.string("plain") == "\"plain\"")
    #expect(JSONWriter.string("a\"b\\c\n\u{1F}") == #""a\"b\\c\n\u001f""#)
  }
}
