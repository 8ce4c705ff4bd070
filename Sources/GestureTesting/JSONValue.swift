/// A JSON value: what ``JSONValue/parse(_:)`` reads and ``JSONWriter`` writes.
///
/// Small and dependency-free (no Foundation), for trace lines and `gesture-replay`
/// configuration files. Numbers are `Double`s; objects keep their keys in document order.
///
/// ```swift
/// let value = try JSONValue.parse(#"{"t": 0.016, "id": 1}"#)
/// value["t"]?.number  // 0.016
/// ```
public enum JSONValue: Hashable, Sendable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number. The parser produces finite values, and `±infinity` for literals too large
  /// for a `Double` (such as `1e999`); never NaN.
  case number(Double)
  /// A string, with its escapes decoded.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object, keys in document order.
  case object(JSONObject)

  /// Parses one JSON text: a single value, optionally surrounded by whitespace.
  ///
  /// Follows RFC 8259 strictly: no comments, no trailing commas, no `NaN` or `Infinity`, no
  /// leading zeros; a key may appear only once per object; lone surrogate escapes are
  /// refused. Nesting deeper than ``maximumDepth`` is refused rather than risking the stack.
  ///
  /// - Throws: ``JSONParseError`` with the line and column of the first problem.
  public static func parse(_ text: String) throws -> JSONValue {
    var text = text
    return try text.withUTF8 { buffer in
      var parser = JSONParser(bytes: buffer, start: 0, end: buffer.count)
      return try parser.parseDocument()
    }
  }

  /// The deepest nesting of arrays and objects ``parse(_:)`` accepts: 512.
  public static let maximumDepth = 512

  /// The number, if this is a number.
  public var number: Double? {
    if case .number(let value) = self { return value }
    return nil
  }

  /// The string, if this is a string.
  public var string: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  /// The Boolean, if this is `true` or `false`.
  public var bool: Bool? {
    if case .bool(let value) = self { return value }
    return nil
  }

  /// The elements, if this is an array.
  public var array: [JSONValue]? {
    if case .array(let value) = self { return value }
    return nil
  }

  /// The object, if this is an object.
  public var object: JSONObject? {
    if case .object(let value) = self { return value }
    return nil
  }

  /// Whether this is `null`.
  public var isNull: Bool { self == .null }

  /// The value of a key, if this is an object that has it.
  public subscript(key: String) -> JSONValue? {
    object?[key]
  }

  /// What kind of value this is, with an article, for error messages: `null`, `a boolean`,
  /// `a number`, `a string`, `an array`, `an object`.
  public var kindDescription: String {
    switch self {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}

extension JSONValue: CustomStringConvertible {
  /// The value as compact JSON text (see ``JSONWriter/write(_:)``).
  public var description: String { JSONWriter.write(self) }
}
