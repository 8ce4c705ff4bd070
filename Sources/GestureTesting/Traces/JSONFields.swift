/// Reads the members of one JSON object of a configuration file, strictly: every key must
/// be known, every value of the right type and range, and errors name the path.
///
/// Only valid inside the `init(from:)` whose decoder made its values (see ``JSONValue``).
struct JSONFields {
  let members: [(key: String, value: JSONValue)]
  let path: String

  typealias ConfigurationError = RecognizerSet.ConfigurationError

  /// Wraps a value that must be an object.
  init(_ value: JSONValue, path: String) throws {
    guard let members = try value.members() else {
      throw ConfigurationError(path: path, message: "expected an object, found \(try value.kind())")
    }
    self.init(members: members, path: path)
  }

  /// Wraps members, as of an object at `path`.
  init(members: [(key: String, value: JSONValue)], path: String) {
    self.members = members
    self.path = path
  }

  /// The path of a member.
  func path(of key: String) -> String {
    path.isEmpty ? key : path + "." + key
  }

  /// A member's value; `nil` when absent.
  func value(_ key: String) -> JSONValue? {
    members.first { $0.key == key }?.value
  }

  /// A member's value as `read` takes it from the value and its path; `nil` when absent.
  func value<T>(_ key: String, _ read: (JSONValue, String) throws -> T) throws -> T? {
    try value(key).map { try read($0, path(of: key)) }
  }

  /// Refuses any key that is not in `allowed`; of several, the first in alphabetical order.
  func requireKnownKeys(_ allowed: [String], context: String = "") throws {
    for (key, _) in members where !allowed.contains(key) {
      throw ConfigurationError(
        path: path(of: key),
        message: "unknown key \(ReplayFormatting.quoted(key))\(context); expected one of: "
          + allowed.joined(separator: ", "))
    }
  }

  func error(_ key: String, _ message: String) -> ConfigurationError {
    ConfigurationError(path: path(of: key), message: message)
  }

  /// A member's value, if present, as `read` takes it; `found <kind>` after `expected`
  /// otherwise.
  private func typed<T>(_ key: String, _ expected: String, _ read: (JSONValue) throws -> T?) throws -> T? {
    guard let value = value(key) else { return nil }
    guard let typed = try read(value) else { throw error(key, "expected \(expected), found \(try value.kind())") }
    return typed
  }

  /// A number that must be at least `minimum`; `nil` when absent.
  func number(_ key: String, minimum: Double = 0) throws -> Double? {
    guard let number = try typed(key, "a number", { try $0.number() }) else { return nil }
    guard number >= minimum else {
      throw error(
        key,
        "expected a number of at least \(ReplayFormatting.number(minimum)), found \(ReplayFormatting.number(number))")
    }
    return number
  }

  /// A duration in seconds, at least 0, or the string `"infinity"`; `nil` when absent.
  func durationOrInfinity(_ key: String) throws -> Double? {
    if let text = try value(key)?.string() {
      guard text == "infinity" else {
        throw error(key, "expected a number of seconds or \"infinity\", found \(ReplayFormatting.quoted(text))")
      }
      return .infinity
    }
    _ = try typed(key, "a number of seconds or \"infinity\"", { try $0.number() })
    return try number(key)
  }

  /// An integer in a range; `nil` when absent.
  func integer(_ key: String, in range: ClosedRange<Int>) throws -> Int? {
    guard let number = try typed(key, "an integer", { try $0.number() }) else { return nil }
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
    try typed(key, "a string", { try $0.string() })
  }

  /// A member that must be present, as `read` reads it.
  func required<T>(_ key: String, _ read: (String) throws -> T?) throws -> T {
    guard let value = try read(key) else {
      throw ConfigurationError(path: path, message: "missing \(ReplayFormatting.quoted(key))")
    }
    return value
  }

  /// One of a set of names; `nil` when absent.
  func choice<T>(_ key: String, _ choices: [(String, T)]) throws -> T? {
    guard let text = try string(key) else { return nil }
    return try Self.named(text, in: choices, path: path(of: key))
  }

  /// The choice `name` names, at `path`.
  static func named<T>(_ name: String, in choices: [(String, T)], path: String) throws -> T {
    guard let choice = choices.first(where: { $0.0 == name })?.1 else {
      throw ConfigurationError(
        path: path,
        message: "unknown value \(ReplayFormatting.quoted(name)); expected one of: "
          + choices.map(\.0).joined(separator: ", "))
    }
    return choice
  }

  /// The elements of an array; `nil` when absent.
  func array(_ key: String) throws -> [JSONValue]? {
    try typed(key, "an array", { try $0.elements() })
  }
}
