extension BackSwipe {
  /// Where a back swipe may start, measured horizontally from the container's leading edge.
  ///
  /// Only the distance from the leading edge counts (the height of the touch does not), and
  /// the touch must be inside the container horizontally.
  public enum StartRegion: Hashable, Sendable {
    /// Within `width` points of the leading edge (the system's edge swipe); a touch exactly
    /// `width` away may start. Pair it with an ``EdgePanRecognizer`` of the same band width.
    /// Valid range `0...` (finite); NaN or infinite widths are treated as 20 pt, negative
    /// ones as 0.
    case edge(width: Double)

    /// Anywhere up to `maximumDistance` points from the leading edge (a full-screen swipe);
    /// `.infinity` for anywhere. Pair it with a horizontal ``PanRecognizer``. NaN is treated
    /// as `.infinity`, negative values as 0.
    case fullScreen(maximumDistance: Double)

    /// The band of the system's edge swipe on iPhone: 20 pt from the leading edge, the same
    /// as ``EdgePanRecognizer``'s default band.
    public static let systemEdge = StartRegion.edge(width: 20)

    /// A full-screen swipe from anywhere in the container.
    public static let anywhere = StartRegion.fullScreen(maximumDistance: .infinity)

    /// The farthest a touch may start from the leading edge, in points, after normalisation.
    var maximumDistance: Double {
      switch self {
      case .edge(let width):
        guard width.isFinite else { return 20 }
        return width > 0 ? width : 0
      case .fullScreen(let distance):
        if distance.isNaN { return .infinity }
        return distance > 0 ? distance : 0
      }
    }
  }
}
