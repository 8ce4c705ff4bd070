import Foundation

/// A value of a JSON text as Foundation's `JSONDecoder` hands it to a `Decodable` type's
/// `init(from:)`, read as the kind the format expects, with the kind it is for messages.
///
/// Only valid inside the `init(from:)` that made it: the decoder reads the text on demand.
struct JSONValue {
  private let decoder: any Decoder

  init(_ decoder: any Decoder) { self.decoder = decoder }

  /// The number, if this is one; `nil` for any other kind.
  ///
  /// - Throws: ``JSONReading/UnreadableNumber`` for a number no `Double` holds (`1e999`,
  ///   `1e-400`, which would read as 0) or one Foundation refuses (`01`): ``JSONReading``
  ///   words it with its place in the text.
  func number() throws -> Double? {
    let value = try decoder.singleValueContainer()
    do {
      return try value.decode(Double.self)
    } catch DecodingError.typeMismatch, DecodingError.valueNotFound {
      return nil
    } catch {
      // Swift 6.3's JSONDecoder refuses zeros written with an exponent (`0e5`, `0.00e1`) as
      // a Double, and reads them as a Decimal (TraceParserTests.zerosWithAnExponent).
      if let decimal = try? value.decode(Decimal.self), decimal.isZero { return 0 }
      throw JSONReading.UnreadableNumber()
    }
  }

  /// The string, if this is one; `nil` for any other kind.
  func string() throws -> String? {
    let value = try decoder.singleValueContainer()
    if value.decodeNil() { return nil }
    return try Self.ifKind { try value.decode(String.self) }
  }

  /// The elements, if this is an array; `nil` for any other kind.
  func elements() throws -> [JSONValue]? {
    guard var array = try Self.ifKind({ try decoder.unkeyedContainer() }) else { return nil }
    var elements: [JSONValue] = []
    while !array.isAtEnd { elements.append(JSONValue(try array.superDecoder())) }
    return elements
  }

  /// The members, if this is an object, ordered by key (Foundation's decoder keeps no order,
  /// so that messages are the same on every run); `nil` for any other kind.
  func members() throws -> [(key: String, value: JSONValue)]? {
    guard let object = try Self.ifKind({ try decoder.container(keyedBy: Key.self) }) else { return nil }
    return try object.allKeys.sorted { $0.stringValue < $1.stringValue }.map {
      ($0.stringValue, JSONValue(try object.superDecoder(forKey: $0)))
    }
  }

  /// Reads every value under this one (iteratively: nesting costs no call stack), so that
  /// Foundation's decoder, which checks a string or a number only when asked for it, checks
  /// the whole text, the keys a format ignores included.
  func readAll() throws {
    var values = [self]
    while let value = values.popLast() {
      if let elements = try value.elements() {
        values += elements
      } else if let members = try value.members() {
        values += members.map(\.value)
      } else if try value.number() == nil {
        _ = try value.string()
      }
    }
  }

  /// `null`, `a boolean`, `a number`, `a string`, `an array` or `an object`, for messages
  /// such as `found a string`.
  func kind() throws -> String {
    let value = try decoder.singleValueContainer()
    if value.decodeNil() { return "null" }
    if try Self.ifKind({ try value.decode(Bool.self) }) != nil { return "a boolean" }
    if try string() != nil { return "a string" }
    if try Self.ifKind({ try decoder.unkeyedContainer() }) != nil { return "an array" }
    if try Self.ifKind({ try decoder.container(keyedBy: Key.self) }) != nil { return "an object" }
    return "a number"
  }

  /// What `read` returns, or `nil` when the value is of another kind. Anything else the
  /// decoder finds wrong only now (a string with an invalid escape) is thrown.
  private static func ifKind<T>(_ read: () throws -> T) throws -> T? {
    do {
      return try read()
    } catch DecodingError.typeMismatch, DecodingError.valueNotFound {
      return nil
    }
  }

  /// Any key: objects are read member by member, so that an unknown key can be named.
  private struct Key: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }
}
