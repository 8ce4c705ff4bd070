extension PinchToInsert {
  /// The size of the new row, the thresholds of the placeholder, the haptics and the spring.
  ///
  /// Values out of their valid range are clamped into it when used, and NaN uses the default,
  /// so a configuration can never put a NaN into what the list draws.
  ///
  /// ```swift
  /// var configuration = PinchToInsert.Configuration(newRowHeight: 44)
  /// configuration.commitThreshold = 0.5   // release as soon as it says "Release to add"
  /// ```
  public struct Configuration: Hashable, Sendable {
    /// The height of the placeholder and of the row a committed pinch inserts, in points.
    /// Default 64 pt: the full gap when each finger has moved about 32 pt; valid range
    /// `1...10_000`. NaN is treated as 64 pt; a height outside the range (0, negative, ±∞)
    /// as the nearest bound.
    public var newRowHeight: Double
    /// The placeholder scale (its height over ``newRowHeight``) from which the prompt reads
    /// "Release to add" instead of "Pinch apart to add". Default 0.5 (half
    /// height, so each finger has moved a quarter of the row: 16 pt); valid range `0...1`.
    public var labelThreshold: Double
    /// The placeholder scale at or above which a release inserts the row; below it the gap
    /// springs back. Default 1: the full row height (a gap of 64 pt, each finger 32 pt);
    /// valid range `0...1`. Below 1, the new row appears at full height where the smaller
    /// placeholder was.
    public var commitThreshold: Double
    /// Played when the prompt changes, in either direction, or `nil` for none. Default
    /// `.selection`.
    public var labelHaptic: Haptic?
    /// Played when the placeholder reaches ``commitThreshold`` (again after having gone
    /// below it), or `nil` for none. Default `.impact(.light)`: from here a release inserts.
    public var commitHaptic: Haptic?
    /// The spring of the rows and the placeholder after the release. Default damping ratio
    /// 0.9, response 0.4 s (the family's springs: near critical damping, quick).
    public var spring: SpringParameters

    /// Creates a configuration; each parameter defaults as documented on its property.
    public init(
      newRowHeight: Double = 64, labelThreshold: Double = 0.5, commitThreshold: Double = 1,
      labelHaptic: Haptic? = .selection, commitHaptic: Haptic? = .impact(.light),
      spring: SpringParameters = SpringParameters(dampingRatio: 0.9, response: 0.4)
    ) {
      self.newRowHeight = newRowHeight
      self.labelThreshold = labelThreshold
      self.commitThreshold = commitThreshold
      self.labelHaptic = labelHaptic
      self.commitHaptic = commitHaptic
      self.spring = spring
    }

    /// The configuration with every number clamped into its valid range and NaN replaced by
    /// the default.
    var normalized: Configuration {
      let defaults = Configuration()
      var result = self
      result.newRowHeight = newRowHeight.clamped(to: 1...10_000, nan: defaults.newRowHeight)
      result.labelThreshold = labelThreshold.clamped(to: 0...1, nan: defaults.labelThreshold)
      result.commitThreshold = commitThreshold.clamped(to: 0...1, nan: defaults.commitThreshold)
      return result
    }
  }
}

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

extension PinchToInsert {
  /// The prompt the placeholder row shows while the gap opens. The host draws it in its own
  /// words and language; the English prompts are the gallery's.
  public enum Label: Hashable, Sendable {
    /// "Pinch apart to add": the placeholder is under ``Configuration/labelThreshold`` (half)
    /// of its height.
    case pinchApartToAdd
    /// "Release to add": the placeholder has reached ``Configuration/labelThreshold`` of its
    /// height.
    case releaseToAdd
  }
}
