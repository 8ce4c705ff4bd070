extension PinchToInsert {
  /// The prompt the placeholder row shows while the gap opens. The host draws it in its own
  /// words and language; the English is product.md's.
  public enum Label: Hashable, Sendable {
    /// "Pinch apart to add": the placeholder is under ``Configuration/labelThreshold`` (half)
    /// of its height.
    case pinchApartToAdd
    /// "Release to add": the placeholder has reached ``Configuration/labelThreshold`` of its
    /// height.
    case releaseToAdd
  }
}
