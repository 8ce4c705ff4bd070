extension SwipeActions {
  /// The options of a row swipe, every default from the product's numbers.
  ///
  /// ```swift
  /// var configuration = SwipeActions.Configuration.default
  /// configuration.transitionStyle = .reveal
  /// configuration.fullSwipeHaptic = nil  // no haptics
  /// let classic = SwipeActions.Configuration.classic  // 78 pt buttons
  /// ```
  ///
  /// Values outside their valid range are not rejected: each is normalised where it is used,
  /// as documented on it.
  public struct Configuration: Hashable, Sendable {
    /// How wide each button is. Default `.fitting()`: the measured content plus 8 pt on each
    /// side, at least 74 pt.
    public var buttonWidth: ButtonWidth
    /// How the buttons move as they are uncovered. Default `.border`.
    public var transitionStyle: TransitionStyle
    /// The spring of every settle (open, close, full swipe), started with the content's
    /// release velocity (as much of it as keeps the overshoot within the row; see
    /// ``SwipeActions``). Default damping ratio 0.9, response 0.5 s (product: about 0.9 and
    /// 0.4–0.6 s); normalised by ``SpringParameters``.
    public var spring: SpringParameters
    /// How a release velocity is projected to a resting offset:
    /// `distance = v/1000 · d/(1 − d)`. Default `.normal` (d = 0.998 per millisecond, as
    /// `UIScrollView`), so 1000 pt/s projects 499 pt.
    public var decelerationRate: DecelerationRate
    /// The rubber band's coefficient past the end of the 1:1 range (the content moves at
    /// this fraction of the finger's speed at first). Dimensionless, `0...1`; default 0.55
    /// (`UIScrollView`); NaN becomes 0.55, values outside are clamped. The band's dimension
    /// is the container's width.
    public var rubberBandCoefficient: Double
    /// The fraction of a side's total button width that the release offset (or its
    /// projection) must pass, strictly, for the row to open. Dimensionless, `0...1`;
    /// default 0.5 (half the reveal width: 78 pt for two 78 pt buttons). NaN becomes 0.5,
    /// values outside are clamped.
    public var openingFraction: Double
    /// A release moving back towards closed faster than this closes the row, whatever its
    /// offset or projection; slower counts as the finger settling, not a flick. In points
    /// per second, `≥ 0`; default 100 pt/s. NaN becomes 100, negative values 0 (any motion
    /// back closes), `+∞` turns the rule off.
    public var closingSpeed: Double
    /// The full-swipe threshold as a fraction of the container's width: past it (strictly)
    /// the first action expands and fires on release. Dimensionless, `0...1`; default 0.6
    /// (225 pt in a 375 pt row). NaN becomes 0.6, values outside are clamped.
    ///
    /// The threshold is the nearer of this and ``fullSwipeEdgeDistance`` from the far edge,
    /// and never less than the side's total button width:
    /// `max(W, min(fraction·width, width − edgeDistance))`.
    public var fullSwipeFraction: Double
    /// The full-swipe threshold as a distance from the far edge, in points: whichever of
    /// this and ``fullSwipeFraction`` comes first applies. `≥ 0`; default 30 pt. NaN becomes
    /// 30, negative values 0.
    public var fullSwipeEdgeDistance: Double
    /// The haptic played when a drag crosses the full-swipe threshold, in either direction
    /// (once per crossing); `nil` plays none. Default `.impact(.rigid)`: a crisp detent.
    public var fullSwipeHaptic: Haptic?

    /// Creates a configuration; each parameter defaults as documented on its property.
    public init(
      buttonWidth: ButtonWidth = .fitting(), transitionStyle: TransitionStyle = .border,
      spring: SpringParameters = SpringParameters(dampingRatio: 0.9, response: 0.5),
      decelerationRate: DecelerationRate = .normal,
      rubberBandCoefficient: Double = RubberBand.defaultCoefficient,
      openingFraction: Double = 0.5, closingSpeed: Double = 100, fullSwipeFraction: Double = 0.6,
      fullSwipeEdgeDistance: Double = 30, fullSwipeHaptic: Haptic? = .impact(.rigid)
    ) {
      self.buttonWidth = buttonWidth
      self.transitionStyle = transitionStyle
      self.spring = spring
      self.decelerationRate = decelerationRate
      self.rubberBandCoefficient = rubberBandCoefficient
      self.openingFraction = openingFraction
      self.closingSpeed = closingSpeed
      self.fullSwipeFraction = fullSwipeFraction
      self.fullSwipeEdgeDistance = fullSwipeEdgeDistance
      self.fullSwipeHaptic = fullSwipeHaptic
    }

    /// Every default: Mail's row swipe (fitting buttons, border style, full swipe haptic).
    public static let `default` = Configuration()

    /// The classic fixed 78 pt buttons of `UITableView`, otherwise the defaults.
    public static let classic = Configuration(buttonWidth: .fixed())

    // MARK: Normalised values

    /// ``openingFraction`` within `0...1`.
    var normalisedOpeningFraction: Double {
      openingFraction.isNaN ? 0.5 : min(max(openingFraction, 0), 1)
    }

    /// ``closingSpeed`` ≥ 0.
    var normalisedClosingSpeed: Double {
      closingSpeed.isNaN ? 100 : max(closingSpeed, 0)
    }

    /// ``fullSwipeFraction`` within `0...1`.
    var normalisedFullSwipeFraction: Double {
      fullSwipeFraction.isNaN ? 0.6 : min(max(fullSwipeFraction, 0), 1)
    }

    /// ``fullSwipeEdgeDistance`` ≥ 0 (and finite).
    var normalisedFullSwipeEdgeDistance: Double {
      fullSwipeEdgeDistance.isNaN
        ? 30 : min(max(fullSwipeEdgeDistance, 0), .greatestFiniteMagnitude)
    }
  }
}
