extension SwipeToCommit {
  /// The options of a Clear-style row swipe; every default is Clear's, as documented on each.
  ///
  /// ```swift
  /// var configuration = SwipeToCommit.Configuration.default
  /// configuration.armsWithVelocity = false  // only the position arms
  /// let archive = SwipeToCommit.Configuration.completeOnly
  /// ```
  ///
  /// Values outside their valid range are not rejected: each is normalised where it is used,
  /// as documented on it.
  public struct Configuration: Hashable, Sendable {
    /// How far, as a fraction of the row's width, the content must move (strictly) for the
    /// action to arm. Dimensionless, `0...1`; default 1/3 (125 pt in a 375 pt row). NaN
    /// becomes 1/3, values outside are clamped.
    public var armingFraction: Double
    /// Whether a release that is not armed still commits when the offset projected with the
    /// release velocity passes the arming distance (`offset + v/1000 · d/(1 − d)`). Default
    /// `true`.
    public var armsWithVelocity: Bool
    /// The deceleration that projects the release velocity. Default `.normal` (0.998 per
    /// millisecond): 1000 pt/s projects 499 pt.
    public var decelerationRate: DecelerationRate
    /// Whether a swipe towards the trailing edge completes the row. Default `true`; when
    /// `false` the content does not move that way at all.
    public var allowsComplete: Bool
    /// Whether a swipe towards the leading edge deletes the row. Default `true`; when
    /// `false` the content does not move that way at all.
    public var allowsDelete: Bool
    /// The haptic played each time an action arms (also when the release velocity arms it);
    /// `nil` plays none. Default `.impact(.light)`: a tick.
    public var armingHaptic: Haptic?
    /// The spring that brings the row back, or slides a deleted row off-screen, started with
    /// the release velocity. Default damping ratio 0.9, response 0.5 s; normalised by
    /// ``SpringParameters``.
    public var spring: SpringParameters
    /// The rubber band's coefficient past the row's full width (the content follows 1:1
    /// within it). Dimensionless, `0...1`; default 0.55 (`UIScrollView`); NaN becomes 0.55,
    /// values outside are clamped. The band's dimension is the row's width.
    public var rubberBandCoefficient: Double

    /// Creates a configuration; each parameter defaults as documented on its property.
    public init(
      armingFraction: Double = 1.0 / 3.0, armsWithVelocity: Bool = true,
      decelerationRate: DecelerationRate = .normal, allowsComplete: Bool = true,
      allowsDelete: Bool = true, armingHaptic: Haptic? = .impact(.light),
      spring: SpringParameters = SpringParameters(dampingRatio: 0.9, response: 0.5),
      rubberBandCoefficient: Double = RubberBand.defaultCoefficient
    ) {
      self.armingFraction = armingFraction
      self.armsWithVelocity = armsWithVelocity
      self.decelerationRate = decelerationRate
      self.allowsComplete = allowsComplete
      self.allowsDelete = allowsDelete
      self.armingHaptic = armingHaptic
      self.spring = spring
      self.rubberBandCoefficient = rubberBandCoefficient
    }

    /// Every default: Clear's rows, complete one way and delete the other.
    public static let `default` = Configuration()

    /// Only completing (a list whose rows are never deleted by a swipe).
    public static let completeOnly = Configuration(allowsDelete: false)

    /// Only deleting.
    public static let deleteOnly = Configuration(allowsComplete: false)

    /// ``armingFraction`` within `0...1`.
    var normalisedArmingFraction: Double { armingFraction.clamped(to: 0...1, nan: 1.0 / 3.0) }

    /// Whether an action is allowed.
    func allows(_ action: Action) -> Bool {
      action == .complete ? allowsComplete : allowsDelete
    }
  }
}

extension SwipeToCommit {
  /// What a swipe on a row does: the two directions of a Clear-style row.
  public enum Action: UInt8, Hashable, Sendable {
    /// Marks the row done: a swipe towards the trailing edge (right in left-to-right
    /// layouts); its cue turns green.
    case complete
    /// Deletes the row: a swipe towards the leading edge (left in left-to-right layouts);
    /// its cue turns red.
    case delete

    /// The sign of the offsets that swipe towards this action: complete is towards the
    /// trailing edge, delete towards the leading one.
    public func sign(in direction: ReadingDirection) -> FloatingPointSign {
      self == .complete ? direction.towardsTrailing : direction.towardsLeading
    }

    /// The action that offsets of `sign` swipe towards.
    public static func towards(
      _ sign: FloatingPointSign, in direction: ReadingDirection
    ) -> Action {
      sign == direction.towardsTrailing ? .complete : .delete
    }
  }
}
