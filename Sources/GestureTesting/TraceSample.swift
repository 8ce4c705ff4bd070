import GestureCore

/// One sample read from a trace, with the line it came from.
public struct TraceSample: Hashable, Sendable {
  /// The 1-based line number in the trace text.
  public var line: Int
  /// The touch sample the line describes.
  public var sample: TouchSample

  /// Creates a trace sample.
  public init(line: Int, sample: TouchSample) {
    self.line = line
    self.sample = sample
  }
}
