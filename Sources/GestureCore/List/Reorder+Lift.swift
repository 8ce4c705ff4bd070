extension Reorder {
  /// The data of a lifted row.
  public struct Lift: Hashable, Sendable {
    /// The row's index when it was lifted (in ``Reorder/layout``, which keeps the rows as
    /// they were then until the drop).
    public var originalIndex: Int
    /// The slot it occupies now: its index in the model, as changed by the moves emitted.
    public var index: Int
    /// The finger's distance below the row's top when it was lifted, in points: kept while
    /// the row follows the finger.
    public var grabOffset: Double
    /// The finger's latest `y`, in the gesture's coordinate space.
    public var fingerY: Double
    /// The lifted row's top as last shown (``Reorder/Effect/moveLiftedRow(toY:)``), in
    /// content coordinates: where the drop animation starts.
    public var top: Double
    /// The time of the latest ``Event/tick(time:)``, or `nil` before the first.
    public var lastTickTime: Double?

    /// Creates the data of a lifted row.
    public init(
      originalIndex: Int, index: Int, grabOffset: Double, fingerY: Double, top: Double,
      lastTickTime: Double? = nil
    ) {
      self.originalIndex = originalIndex
      self.index = index
      self.grabOffset = grabOffset
      self.fingerY = fingerY
      self.top = top
      self.lastTickTime = lastTickTime
    }
  }
}
