/// Why a JSON text could not be parsed, and where.
public struct JSONParseError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What was wrong, e.g. `expected ',' or '}' after an object member`.
  public var message: String
  /// The 1-based line of the problem.
  public var line: Int
  /// The 1-based column of the problem, counted in Unicode scalars.
  public var column: Int
  /// The 0-based offset of the problem, in UTF-8 bytes from the start of the text.
  public var offset: Int

  /// Creates an error record.
  public init(message: String, line: Int, column: Int, offset: Int) {
    self.message = message
    self.line = line
    self.column = column
    self.offset = offset
  }

  /// `line L, column C: message`.
  public var description: String { "line \(line), column \(column): \(message)" }
}
