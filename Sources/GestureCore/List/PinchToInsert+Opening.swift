extension PinchToInsert {
  /// The data of an opening gap.
  public struct Opening: Hashable, Sendable {
    /// Where the new row would go: the index of the lower finger's row (the upper finger is on
    /// the row just above it).
    public var insertionIndex: Int
    /// The vertical distance between the fingers at `began`, in points: the spread is measured
    /// from it.
    public var initialDistance: Double
    /// How far each finger moved apart, in points: half of the distance gained since `began`,
    /// never negative. The rows above the gap are moved up by it and the rows below down by
    /// it, so the gap is `2 × spread`.
    public var spread: Double
    /// The placeholder's scale, `min(newRowHeight, 2 × spread) / newRowHeight`, `0...1`.
    public var scale: Double
    /// The prompt the placeholder shows.
    public var label: Label

    /// Creates the data of an opening gap.
    public init(
      insertionIndex: Int, initialDistance: Double, spread: Double = 0, scale: Double = 0,
      label: Label = .pinchApartToAdd
    ) {
      self.insertionIndex = insertionIndex
      self.initialDistance = initialDistance
      self.spread = spread
      self.scale = scale
      self.label = label
    }
  }
}
