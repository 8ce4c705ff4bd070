/// What a replay produced: its output records, in order, and the samples the engine
/// rejected or corrected on the way.
public struct ReplayResult<Output> {
  /// The output records (``ReplayVelocity`` or ``ReplayStateChange``), in the order they
  /// happened.
  public var output: [Output]
  /// The samples that were not accepted as they came, in trace order.
  public var notices: [ReplayNotice]

  /// Creates a result.
  public init(output: [Output] = [], notices: [ReplayNotice] = []) {
    self.output = output
    self.notices = notices
  }
}

/// Results compare equal when their outputs and notices do.
extension ReplayResult: Equatable where Output: Equatable {}
/// Results hash their outputs and notices.
extension ReplayResult: Hashable where Output: Hashable {}
/// A result can cross concurrency domains when its output records can.
extension ReplayResult: Sendable where Output: Sendable {}
