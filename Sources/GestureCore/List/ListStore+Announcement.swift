// What a host checks before it formats the announcement after a move by action with a format
// the app gave: a format whose specifiers do not match the arguments passed is undefined
// behaviour in `String(format:)`, so one that does not read exactly the expected arguments is
// replaced by the host's default.
extension ListStore {
  /// An argument a `String(format:)` format reads.
  public enum FormatArgument: Hashable, Sendable {
    /// An object: `%@` (the row's label).
    case object
    /// A 64-bit integer: `d`, `i` or `u` with the length `l`, `ll`, `q`, `j`, `z` or `t`, as in
    /// `%ld` (a position, a count).
    case integer
  }

  /// The arguments a `String(format:)` format reads, in argument order; `nil` for a format
  /// this check cannot vouch for.
  ///
  /// Specifiers are all positional (`%2$ld`) or all sequential (`%ld`), each argument is read
  /// once and positions leave no gap; flags, a width and a precision are allowed, `%%` is a
  /// percent sign. `nil` for any other conversion (`%d` without a length reads 32 bits, `%s`
  /// a C string, `%n` writes), a width or precision read from the arguments (`*`), an
  /// argument read twice or skipped, a mix of positional and sequential specifiers, or a `%`
  /// that ends the format.
  ///
  /// ```swift
  /// ListStore.formatArguments(of: "%1$@, moved to position %2$ld of %3$ld")
  /// // [.object, .integer, .integer]
  /// ListStore.formatArguments(of: "%@ moved to %d")  // nil: %d is 32-bit
  /// ```
  ///
  /// - Complexity: O(n) in the format's length.
  public static func formatArguments(of format: String) -> [FormatArgument]? {
    var positional: [FormatArgument?] = []
    var sequential: [FormatArgument] = []
    var bytes = format.utf8.makeIterator()
    while let byte = bytes.next() {
      guard byte == UInt8(ascii: "%") else { continue }
      guard var next = bytes.next() else { return nil }
      if next == UInt8(ascii: "%") { continue }
      // An argument position (`2$`), or a width: digits either way.
      var number = 0
      var hasNumber = false
      while let digit = Self.digit(next) {
        guard number < 1000 else { return nil }
        number = number * 10 + digit
        hasNumber = true
        guard let following = bytes.next() else { return nil }
        next = following
      }
      var position: Int?
      if hasNumber, next == UInt8(ascii: "$") {
        guard number > 0 else { return nil }
        position = number
        guard let following = bytes.next() else { return nil }
        next = following
        hasNumber = false
      }
      // Flags, then a width and a precision (none read from the arguments).
      while !hasNumber, Self.isFlag(next) {
        guard let following = bytes.next() else { return nil }
        next = following
      }
      while Self.digit(next) != nil || next == UInt8(ascii: ".") {
        guard let following = bytes.next() else { return nil }
        next = following
      }
      // The length, then the conversion.
      var length = 0
      let first = next
      while Self.isLength(next) {
        length += 1
        // Two letters only as `ll`.
        guard length == 1 || (length == 2 && first == UInt8(ascii: "l") && next == first),
          let following = bytes.next()
        else { return nil }
        next = following
      }
      let argument: FormatArgument
      switch next {
      case UInt8(ascii: "@") where length == 0: argument = .object
      case UInt8(ascii: "d"), UInt8(ascii: "i"), UInt8(ascii: "u"):
        guard length > 0 else { return nil }
        argument = .integer
      default: return nil
      }
      if let position {
        guard sequential.isEmpty else { return nil }
        if positional.count < position {
          positional.append(contentsOf: repeatElement(nil, count: position - positional.count))
        }
        guard positional[position - 1] == nil else { return nil }
        positional[position - 1] = argument
      } else {
        guard positional.isEmpty else { return nil }
        sequential.append(argument)
      }
    }
    guard positional.isEmpty else {
      var arguments: [FormatArgument] = []
      for argument in positional {
        guard let argument else { return nil }
        arguments.append(argument)
      }
      return arguments
    }
    return sequential
  }

  private static func digit(_ byte: UInt8) -> Int? {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") ? Int(byte - UInt8(ascii: "0")) : nil
  }

  private static func isFlag(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: " ")
      || byte == UInt8(ascii: "#") || byte == UInt8(ascii: "0") || byte == UInt8(ascii: "'")
  }

  /// `l`, `q`, `j`, `z`, `t`: the lengths of a 64-bit integer (`ll` is two `l`).
  private static func isLength(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: "l") || byte == UInt8(ascii: "q") || byte == UInt8(ascii: "j")
      || byte == UInt8(ascii: "z") || byte == UInt8(ascii: "t")
  }
}
