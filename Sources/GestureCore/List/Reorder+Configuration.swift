extension Reorder {
  /// How a lifted row looks, when it moves, how the list auto-scrolls, and the springs.
  ///
  /// The defaults are those of a Clear-style list (a 1.05× lift, 64 pt auto-scroll bands,
  /// springs of damping 0.9). Values out of their valid range
  /// are clamped into it when used (an open range such as `0...` ends at 10⁹, so +∞ becomes
  /// 10⁹), and NaN uses the default, so a configuration can never put a NaN into what the
  /// list draws.
  ///
  /// ```swift
  /// var configuration = Reorder.Configuration()
  /// configuration.maximumAutoScrollSpeed = 800   // a calmer auto-scroll
  /// configuration.moveHaptic = nil               // silent moves
  /// ```
  public struct Configuration: Hashable, Sendable {
    /// The lifted row's scale, dimensionless, about its centre. Default 1.05 (a lift the eye reads without the row overlapping its neighbours much);
    /// valid range `0.5...2`.
    public var liftScale: Double
    /// The lifted row's opacity. Default 0.95 (the rows below show through a little); valid range `0...1`.
    public var liftAlpha: Double
    /// Whether the lifted row casts a shadow. Default `true` (the row reads as above the list).
    public var liftShadow: Bool
    /// Played when a row lifts, or `nil` for none. Default `.impact(.medium)`: an item was
    /// picked up.
    public var liftHaptic: Haptic?
    /// Played on each move of the lifted row to another slot, or `nil` for none. Default
    /// `.selection` (each move is a step through a list of choices, as a picker's). Not played for the moves
    /// that undo a cancelled reorder.
    public var moveHaptic: Haptic?
    /// How far, in points, the lifted row's leading edge must go past a neighbour's middle
    /// before they swap. Default 4 pt; valid range `0...`. Swapping back needs the opposite
    /// crossing, so a finger must travel `2 × 4 = 8` pt back before the rows move again: a
    /// trembling finger never makes them oscillate (see
    /// ``ListLayout/slot(forRowLiftedFrom:top:current:hysteresis:)``).
    public var hysteresis: Double
    /// The height, in points, of the bands at the top and bottom of the viewport in which the
    /// list auto-scrolls. Default 64 pt (about a row: deep enough to find by feel); valid range `0...`; 0 turns
    /// auto-scroll off.
    public var autoScrollBand: Double
    /// The auto-scroll speed with the finger at the viewport's edge or beyond it, in points
    /// per second. Default 1200 pt/s; valid range `0...`. The speed grows linearly with the
    /// finger's depth in the band: `speed = maximumAutoScrollSpeed × depth / autoScrollBand`,
    /// from 0 at the band's inner edge (64 pt from the viewport's edge) to the maximum at
    /// the edge: 18.75 pt/s per point of depth with the defaults.
    public var maximumAutoScrollSpeed: Double
    /// The longest time step, in seconds, one display frame (``ListStore/Event/tick(time:)``)
    /// scrolls by.
    /// Default 0.1 s; valid range `0...`. A frame that comes late (the app stalled) scrolls
    /// by at most this much time instead of jumping.
    public var maximumTickInterval: Double
    /// The spring of the rows that slide out of the lifted row's way (and back on a cancel).
    /// Default damping ratio 1, response 0.3 s: quick and without overshoot.
    public var shiftSpring: SpringParameters
    /// The spring that carries the lifted row into its slot on a drop or a cancel. Default
    /// damping ratio 0.9, response 0.4 s (the family's springs: near critical damping, quick).
    public var dropSpring: SpringParameters

    /// Creates a configuration; each parameter defaults as documented on its property.
    public init(
      liftScale: Double = 1.05, liftAlpha: Double = 0.95, liftShadow: Bool = true,
      liftHaptic: Haptic? = .impact(.medium), moveHaptic: Haptic? = .selection,
      hysteresis: Double = 4, autoScrollBand: Double = 64, maximumAutoScrollSpeed: Double = 1200,
      maximumTickInterval: Double = 0.1,
      shiftSpring: SpringParameters = SpringParameters(dampingRatio: 1, response: 0.3),
      dropSpring: SpringParameters = SpringParameters(dampingRatio: 0.9, response: 0.4)
    ) {
      self.liftScale = liftScale
      self.liftAlpha = liftAlpha
      self.liftShadow = liftShadow
      self.liftHaptic = liftHaptic
      self.moveHaptic = moveHaptic
      self.hysteresis = hysteresis
      self.autoScrollBand = autoScrollBand
      self.maximumAutoScrollSpeed = maximumAutoScrollSpeed
      self.maximumTickInterval = maximumTickInterval
      self.shiftSpring = shiftSpring
      self.dropSpring = dropSpring
    }

    /// The configuration with every number clamped into its valid range (open ranges end at
    /// 10⁹) and NaN replaced by the default.
    var normalized: Configuration {
      let defaults = Configuration()
      var result = self
      result.liftScale = liftScale.clamped(to: 0.5...2, nan: defaults.liftScale)
      result.liftAlpha = liftAlpha.clamped(to: 0...1, nan: defaults.liftAlpha)
      result.hysteresis = hysteresis.clamped(to: 0...1e9, nan: defaults.hysteresis)
      result.autoScrollBand = autoScrollBand.clamped(to: 0...1e9, nan: defaults.autoScrollBand)
      result.maximumAutoScrollSpeed = maximumAutoScrollSpeed.clamped(
        to: 0...1e9, nan: defaults.maximumAutoScrollSpeed)
      result.maximumTickInterval = maximumTickInterval.clamped(
        to: 0...1e9, nan: defaults.maximumTickInterval)
      return result
    }
  }
}
