/// What kind of JSON value a decoder holds, for messages such as `found a string`: read
/// through Foundation's decoder by trying each kind in turn.
enum JSONKind: Decodable, CustomStringConvertible {
  case null, boolean, number, string, array, object

  init(from decoder: any Decoder) throws {
    let value = try decoder.singleValueContainer()
    if value.decodeNil() {
      self = .null
    } else if (try? value.decode(Bool.self)) != nil {
      self = .boolean
    } else if (try? value.decode(String.self)) != nil {
      self = .string
    } else if (try? decoder.unkeyedContainer()) != nil {
      self = .array
    } else if (try? decoder.container(keyedBy: AnyCodingKey.self)) != nil {
      self = .object
    } else {
      self = .number  // including the literals Foundation cannot read as a Double
    }
  }

  /// `null`, `a boolean`, `a number`, `a string`, `an array` or `an object`.
  var description: String {
    switch self {
    case .null: "null"
    case .boolean: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}

/// A coding key for any string: configuration objects are read key by key, so that an
/// unknown key can be reported by name.
struct AnyCodingKey: CodingKey {
  var stringValue: String
  var intValue: Int? { nil }

  init(_ string: String) { stringValue = string }
  init(stringValue: String) { self.init(stringValue) }
  init?(intValue: Int) { nil }
}

/// Why a configuration value was refused: where (a path such as `recognizers[2].slop`) and
/// what. Internal: ``RecognizerSet`` turns it into a ``RecognizerSet/ConfigurationError``.
struct JSONFieldError: Error {
  var path: String
  var message: String
}

/// Reads the members of one JSON object of a configuration file through Foundation's
/// decoder, strictly: every key must be known, every value of the right type and range, and
/// errors name the path.
struct JSONFields {
  let container: KeyedDecodingContainer<AnyCodingKey>
  let path: String

  /// Wraps a value that must be an object.
  static func reading(_ decoder: any Decoder, path: String) throws -> JSONFields {
    guard let container = try? decoder.container(keyedBy: AnyCodingKey.self) else {
      throw JSONFieldError(path: path, message: "expected an object, found \(try JSONKind(from: decoder))")
    }
    return JSONFields(container: container, path: path)
  }

  /// The elements of a value, if it is an array.
  static func elements(of decoder: any Decoder) throws -> [any Decoder]? {
    guard var array = try? decoder.unkeyedContainer() else { return nil }
    var elements: [any Decoder] = []
    while !array.isAtEnd { elements.append(try array.superDecoder()) }
    return elements
  }

  /// The string of a value, if it is a string.
  static func string(in decoder: any Decoder) -> String? {
    try? decoder.singleValueContainer().decode(String.self)
  }

  /// The path of a member.
  func path(of key: String) -> String {
    path.isEmpty ? key : path + "." + key
  }

  /// A decoder for a member's value; `nil` when absent.
  func value(_ key: String) throws -> (any Decoder)? {
    container.contains(AnyCodingKey(key)) ? try container.superDecoder(forKey: AnyCodingKey(key)) : nil
  }

  private func kind(_ key: String) throws -> JSONKind {
    try container.decode(JSONKind.self, forKey: AnyCodingKey(key))
  }

  private func decode<T: Decodable>(_ type: T.Type, _ key: String) -> T? {
    try? container.decode(type, forKey: AnyCodingKey(key))
  }

  /// Refuses any key that is not in `allowed`.
  func requireKnownKeys(_ allowed: [String], context: String = "") throws {
    for key in container.allKeys.map(\.stringValue) where !allowed.contains(key) {
      throw JSONFieldError(
        path: path(of: key),
        message: "unknown key \(ReplayFormatting.quoted(key))\(context); expected one of: "
          + allowed.joined(separator: ", "))
    }
  }

  func error(_ key: String, _ message: String) -> JSONFieldError {
    JSONFieldError(path: path(of: key), message: message)
  }

  /// A number that must be finite and at least `minimum`; `nil` when absent.
  func number(_ key: String, minimum: Double = 0) throws -> Double? {
    guard container.contains(AnyCodingKey(key)) else { return nil }
    guard let number = decode(Double.self, key) else {
      throw error(key, "expected a number, found \(try kind(key))")
    }
    guard number.isFinite else { throw error(key, "expected a finite number") }
    guard number >= minimum else {
      throw error(
        key,
        "expected a number of at least \(ReplayFormatting.number(minimum)), found \(ReplayFormatting.number(number))")
    }
    return number
  }

  /// A duration in seconds, at least 0, or the string `"infinity"`; `nil` when absent.
  func durationOrInfinity(_ key: String) throws -> Double? {
    if let text = decode(String.self, key) {
      guard text == "infinity" else {
        throw error(key, "expected a number of seconds or \"infinity\", found \(ReplayFormatting.quoted(text))")
      }
      return .infinity
    }
    if container.contains(AnyCodingKey(key)), decode(Double.self, key) == nil {
      throw error(key, "expected a number of seconds or \"infinity\", found \(try kind(key))")
    }
    return try number(key)
  }

  /// An integer in a range; `nil` when absent.
  func integer(_ key: String, in range: ClosedRange<Int>) throws -> Int? {
    guard container.contains(AnyCodingKey(key)) else { return nil }
    guard let number = decode(Double.self, key) else {
      throw error(key, "expected an integer, found \(try kind(key))")
    }
    guard let integer = Int(exactly: number), number.magnitude < 1e15 else {
      throw error(key, "expected an integer, found \(ReplayFormatting.number(number))")
    }
    guard range.contains(integer) else {
      throw error(key, "expected an integer in \(range.lowerBound)...\(range.upperBound), found \(integer)")
    }
    return integer
  }

  /// A string; `nil` when absent.
  func string(_ key: String) throws -> String? {
    guard container.contains(AnyCodingKey(key)) else { return nil }
    guard let text = decode(String.self, key) else {
      throw error(key, "expected a string, found \(try kind(key))")
    }
    return text
  }

  /// A string that must be present.
  func requiredString(_ key: String) throws -> String {
    guard let text = try string(key) else {
      throw JSONFieldError(path: path, message: "missing \(ReplayFormatting.quoted(key))")
    }
    return text
  }

  /// One of a set of names; `nil` when absent.
  func choice<T>(_ key: String, _ choices: [(String, T)]) throws -> T? {
    guard let text = try string(key) else { return nil }
    for (name, choice) in choices where name == text { return choice }
    throw error(
      key,
      "unknown value \(ReplayFormatting.quoted(text)); expected one of: "
        + choices.map(\.0).joined(separator: ", "))
  }

  /// The elements of an array; `nil` when absent.
  func array(_ key: String) throws -> [any Decoder]? {
    guard let value = try value(key) else { return nil }
    guard let elements = try Self.elements(of: value) else {
      throw error(key, "expected an array, found \(try kind(key))")
    }
    return elements
  }
}
