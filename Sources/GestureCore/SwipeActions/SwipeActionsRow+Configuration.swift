extension SwipeActionsRow {
  /// The options of a row swipe; every default is Mail's row swipe, as documented on each.
  ///
  /// ```swift
  /// var configuration = SwipeActionsRow.Configuration.default
  /// configuration.transitionStyle = .reveal
  /// configuration.fullSwipeHaptic = nil  // no haptics
  /// let classic = SwipeActionsRow.Configuration.classic  // 78 pt buttons
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
    /// ``SwipeActionsRow``). Default damping ratio 0.9, response 0.5 s: a settle that barely
    /// overshoots, in about half a second; normalised by ``SpringParameters``.
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
    var normalisedOpeningFraction: Double { openingFraction.clamped(to: 0...1, nan: 0.5) }

    /// ``closingSpeed`` ≥ 0.
    var normalisedClosingSpeed: Double { closingSpeed.clamped(to: 0...Double.infinity, nan: 100) }

    /// ``fullSwipeFraction`` within `0...1`.
    var normalisedFullSwipeFraction: Double { fullSwipeFraction.clamped(to: 0...1, nan: 0.6) }

    /// ``fullSwipeEdgeDistance`` ≥ 0 (and finite).
    var normalisedFullSwipeEdgeDistance: Double {
      fullSwipeEdgeDistance.clamped(to: 0...Double.greatestFiniteMagnitude, nan: 30)
    }
  }
}

extension SwipeActionsRow {
  /// A side of the row: where a set of actions sits, in layout-direction terms.
  ///
  /// The leading side is the left edge in left-to-right layouts and the right edge in
  /// right-to-left ones; a side's buttons are revealed by moving the content towards the
  /// other side.
  public enum Side: UInt8, Hashable, Sendable {
    /// The leading edge (left in left-to-right layouts): revealed by a swipe towards the
    /// trailing edge (Mail: "mark as read").
    case leading
    /// The trailing edge (right in left-to-right layouts): revealed by a swipe towards the
    /// leading edge (Mail: "trash").
    case trailing

    /// The other side.
    public var opposite: Side {
      self == .leading ? .trailing : .leading
    }

    /// The sign of the content offsets that reveal this side's buttons: `.plus` (the content
    /// moves right) for the leading side in left-to-right layouts and for the trailing side
    /// in right-to-left ones; `.minus` otherwise.
    public func revealingSign(in direction: ReadingDirection) -> FloatingPointSign
    {
      self == .leading ? direction.towardsTrailing : direction.towardsLeading
    }

    /// The side whose buttons offsets of `sign` reveal.
    public static func revealed(
      by sign: FloatingPointSign, in direction: ReadingDirection
    ) -> Side {
      sign == direction.towardsTrailing ? .leading : .trailing
    }
  }
}

extension SwipeActionsRow {
  /// How the buttons move while the content uncovers them (SwipeCellKit's transition
  /// styles). ``ButtonLayout`` turns a style into frames.
  ///
  /// With `v` the width uncovered and `W` the buttons' total width, for `v ≤ W`:
  /// - ``border``: the uncovered width is shared in proportion to the buttons' widths; every
  ///   button is visible from the start and grows.
  /// - ``drag``: the buttons keep their widths and move with the content's edge, as if pulled
  ///   out from under the container's edge.
  /// - ``reveal``: the buttons stay where they are when fully open and the content slides
  ///   off them, uncovering the innermost one first.
  ///
  /// Past the total width (`v > W`, rubber band or full swipe) ``border`` keeps scaling every
  /// button; ``drag`` and ``reveal`` keep following the content and stretch the first
  /// (outermost) button to the container's edge.
  public enum TransitionStyle: UInt8, Hashable, Sendable {
    /// Buttons share the uncovered width in proportion (the default; UIKit's own look).
    case border
    /// Buttons travel with the content's edge.
    case drag
    /// Buttons stay put and the content slides off them.
    case reveal
  }
}

extension SwipeActionsRow {
  /// How wide each action's button is.
  ///
  /// ```swift
  /// SwipeActionsRow.ButtonWidth.fitting().width(forContent: 46)   // 74: max(74, 46 + 2·8)
  /// SwipeActionsRow.ButtonWidth.fitting().width(forContent: 80)   // 96: 80 + 2·8
  /// SwipeActionsRow.ButtonWidth.fixed().width(forContent: 80)     // 78
  /// ```
  public enum ButtonWidth: Hashable, Sendable {
    /// The content's width plus `padding` on each side, at least `minimum`:
    /// `max(minimum, content + 2 × padding)`. Defaults: minimum 74 pt (UIKit's swipe
    /// buttons), padding 8 pt; both in points, valid range `≥ 0` (NaN or negative values
    /// become the defaults).
    case fitting(minimum: Double = 74, padding: Double = 8)
    /// The same width for every button, in points; default 78 pt (the classic
    /// `UITableView` delete button). Valid range `≥ 0`; NaN or negative values become 78.
    case fixed(Double = 78)

    /// The width of a button whose title or image is `contentWidth` points wide.
    ///
    /// - Parameter contentWidth: in points; NaN, infinite or negative values count as 0.
    /// - Returns: a finite width ≥ 0, in points.
    public func width(forContent contentWidth: Double) -> Double {
      switch self {
      case .fitting(let minimum, let padding):
        let content = contentWidth.isFinite && contentWidth > 0 ? contentWidth : 0
        let least = minimum.isFinite && minimum >= 0 ? minimum : 74
        let pad = padding.isFinite && padding >= 0 ? padding : 8
        return max(least, content + 2 * pad)
      case .fixed(let width):
        return width.isFinite && width >= 0 ? width : 78
      }
    }
  }
}
