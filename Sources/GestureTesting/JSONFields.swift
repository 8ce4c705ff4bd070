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
    } else if (try? value.decode(Double.self)) != nil {
      self = .number
    } else if (try? value.decode(String.self)) != nil {
      self = .string
    } else if (try? decoder.unkeyedContainer()) != nil {
      self = .array
    } else {
      self = .object
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

/// Why a configuration value was refused: where (a path such as `recognizers[2].slop`) and
/// what. Internal: ``RecognizerSet`` turns it into a ``RecognizerSet/ConfigurationError``.
struct JSONFieldError: Error {
  var path: String
  var message: String
}

/// Reads the members of one JSON object of a configuration file, strictly: every key must
/// be known, every value of the right type and range, and errors name the path.
struct JSONFields {
  let object: JSONObject
  let path: String

  /// Wraps a value that must be an object.
  ///
  static func reading(_ value: JSONValue, path: String) throws -> JSONFields {
    guard case .object(let object) = value else {
      throw JSONFieldError(path: path, message: "expected an object, found \(value.kindDescription)")
    }
    return JSONFields(object: object, path: path)
  }

  /// The path of a member.
  func path(of key: String) -> String {
    path.isEmpty ? key : path + "." + key
  }

  /// Refuses any key that is not in `allowed`.
  func requireKnownKeys(_ allowed: [String], context: String = "") throws {
    for key in object.keys where !allowed.contains(key) {
      throw JSONFieldError(
        path: path(of: key),
        message: "unknown key \(JSONWriter.string(key))\(context); expected one of: "
          + allowed.joined(separator: ", "))
    }
  }

  func error(_ key: String, _ message: String) -> JSONFieldError {
    JSONFieldError(path: path(of: key), message: message)
  }

  /// A number that must be finite and at least `minimum`; `nil` when absent.
  func number(_ key: String, minimum: Double = 0) throws -> Double? {
    guard let value = object[key] else { return nil }
    guard case .number(let number) = value else {
      throw error(key, "expected a number, found \(value.kindDescription)")
    }
    guard number.isFinite else { throw error(key, "expected a finite number") }
    guard number >= minimum else {
      throw error(key, "expected a number of at least \(JSONWriter.number(minimum)), found \(JSONWriter.number(number))")
    }
    return number
  }

  /// A duration in seconds, at least 0, or the string `"infinity"`; `nil` when absent.
  func durationOrInfinity(_ key: String) throws -> Double? {
    if case .string(let text)? = object[key] {
      guard text == "infinity" else {
        throw error(key, "expected a number of seconds or \"infinity\", found \(JSONWriter.string(text))")
      }
      return .infinity
    }
    if let value = object[key], value.number == nil {
      throw error(key, "expected a number of seconds or \"infinity\", found \(value.kindDescription)")
    }
    return try number(key)
  }

  /// An integer in a range; `nil` when absent.
  func integer(_ key: String, in range: ClosedRange<Int>) throws -> Int? {
    guard let value = object[key] else { return nil }
    guard case .number(let number) = value else {
      throw error(key, "expected an integer, found \(value.kindDescription)")
    }
    guard let integer = Int(exactly: number), number.magnitude < 1e15 else {
      throw error(key, "expected an integer, found \(JSONWriter.number(number))")
    }
    guard range.contains(integer) else {
      throw error(key, "expected an integer in \(range.lowerBound)...\(range.upperBound), found \(integer)")
    }
    return integer
  }

  /// A string; `nil` when absent.
  func string(_ key: String) throws -> String? {
    guard let value = object[key] else { return nil }
    guard case .string(let text) = value else {
      throw error(key, "expected a string, found \(value.kindDescription)")
    }
    return text
  }

  /// A string that must be present.
  func requiredString(_ key: String) throws -> String {
    guard let text = try string(key) else {
      throw JSONFieldError(path: path, message: "missing \(JSONWriter.string(key))")
    }
    return text
  }

  /// One of a set of names; `nil` when absent.
  func choice<T>(_ key: String, _ choices: [(String, T)]) throws -> T? {
    guard let text = try string(key) else { return nil }
    for (name, choice) in choices where name == text { return choice }
    throw error(
      key,
      "unknown value \(JSONWriter.string(text)); expected one of: "
        + choices.map(\.0).joined(separator: ", "))
  }

  /// A value that must be present.
  func required(_ key: String) throws -> JSONValue {
    guard let value = object[key] else {
      throw JSONFieldError(path: path, message: "missing \(JSONWriter.string(key))")
    }
    return value
  }

  /// An array; `nil` when absent.
  func array(_ key: String) throws -> [JSONValue]? {
    guard let value = object[key] else { return nil }
    guard case .array(let elements) = value else {
      throw error(key, "expected an array, found \(value.kindDescription)")
    }
    return elements
  }
}
