/// A JSON object: string keys, each once, with their values, in document order.
///
/// Lookup is a linear scan, which is the fastest choice for the handful of keys of a trace
/// line or a recognizer's configuration.
public struct JSONObject: Hashable, Sendable {
  /// The keys, in document (or insertion) order.
  public private(set) var keys: [String]
  /// The values, one per key, in the same order.
  public private(set) var values: [JSONValue]

  /// An empty object.
  public init() {
    keys = []
    values = []
  }

  /// An object with these members, in this order; a repeated key keeps its last value.
  public init(_ members: KeyValuePairs<String, JSONValue>) {
    self.init()
    for (key, value) in members { self[key] = value }
  }

  /// The number of members.
  public var count: Int { keys.count }

  /// Whether the object has no members.
  public var isEmpty: Bool { keys.isEmpty }

  /// The members, in order.
  public var members: [(key: String, value: JSONValue)] {
    var result: [(key: String, value: JSONValue)] = []
    result.reserveCapacity(keys.count)
    for index in keys.indices { result.append((keys[index], values[index])) }
    return result
  }

  /// The value of a key, or `nil` when the key is absent. Setting `nil` removes the key;
  /// setting a new key appends it.
  public subscript(key: String) -> JSONValue? {
    get {
      guard let index = index(of: key) else { return nil }
      return values[index]
    }
    set {
      if let index = index(of: key) {
        if let newValue {
          values[index] = newValue
        } else {
          keys.remove(at: index)
          values.remove(at: index)
        }
      } else if let newValue {
        keys.append(key)
        values.append(newValue)
      }
    }
  }

  /// Whether the object has a key.
  public func contains(key: String) -> Bool { index(of: key) != nil }

  /// Appends a member without checking for a duplicate key (the parser has checked).
  mutating func appendUnchecked(key: String, value: JSONValue) {
    keys.append(key)
    values.append(value)
  }

  private func index(of key: String) -> Int? {
    for index in keys.indices where keys[index] == key { return index }
    return nil
  }

  /// Objects are equal when they have the same keys with equal values, in any order.
  public static func == (lhs: JSONObject, rhs: JSONObject) -> Bool {
    guard lhs.keys.count == rhs.keys.count else { return false }
    for index in lhs.keys.indices where rhs[lhs.keys[index]] != lhs.values[index] {
      return false
    }
    return true
  }

  /// Hashes the members independently of their order, as ``==(_:_:)`` compares them.
  public func hash(into hasher: inout Hasher) {
    var combined = 0
    for index in keys.indices {
      var member = Hasher()
      member.combine(keys[index])
      member.combine(values[index])
      combined ^= member.finalize()
    }
    hasher.combine(keys.count)
    hasher.combine(combined)
  }
}
