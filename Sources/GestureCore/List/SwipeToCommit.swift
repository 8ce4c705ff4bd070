/// Clear's row swipe, one per row of a ``ListStore``: drag a row towards the trailing edge to
/// complete it, towards the leading edge to delete it.
///
/// The row follows the finger; strictly past a third of its width the action arms (its
/// ``cue`` turns on, with a haptic tick), and a release commits an armed action, then springs
/// back to 0 (complete) or off-screen (delete). The spring runs on the store's frames: the
/// row's ``offset`` is what the host draws, at every moment (<doc:HostingAList> has the
/// rules).
///
/// ```
/// idle ──began──▶ tracking ──ended/cancelled──▶ settling ──frames──▶ idle
///                    ▲                            │   (delete)──▶ dismissed
///                    └────────began (caught)──────┘
/// ```
///
/// - Complexity: each event is O(1) and allocates nothing once the store's effects array
///   has grown to its working size.
public struct SwipeToCommit: Hashable, Sendable {
  /// The app's identifier of the row.
  public let rowID: Int
  /// The options; fixed for the life of the value.
  public let configuration: Configuration
  /// Which edge is leading: complete swipes towards the trailing edge.
  public let layoutDirection: ReadingDirection
  /// The row's width, in points (≥ 0, finite).
  public internal(set) var rowWidth: Double
  /// Where the interaction is.
  public internal(set) var state: State = .idle
  /// The horizontal offset of the row's content as drawn now, in points (screen x).
  public internal(set) var offset: Double = 0

  /// Creates a row at rest.
  ///
  /// - Parameters:
  ///   - rowID: the app's identifier of the row.
  ///   - rowWidth: in points; NaN, infinite or negative widths count as 0 (nothing arms).
  ///   - layoutDirection: defaults to `.leftToRight` (complete to the right).
  ///   - configuration: defaults to `.default`.
  public init(
    rowID: Int, rowWidth: Double,
    layoutDirection: ReadingDirection = .leftToRight,
    configuration: Configuration = .default
  ) {
    self.rowID = rowID
    self.rowWidth = rowWidth.isFinite && rowWidth > 0 ? rowWidth : 0
    self.layoutDirection = layoutDirection
    self.configuration = configuration
  }

  /// How far the row must move (strictly) for an action to arm, in points:
  /// `armingFraction × rowWidth`.
  public var armingDistance: Double {
    configuration.normalisedArmingFraction * rowWidth
  }

  /// The action whose cue shows, if any.
  public var cue: Action? {
    switch state {
    case .idle: nil
    case .tracking(let tracking): tracking.armed
    case .settling(let settling): settling.cue
    case .dismissed: .delete
    }
  }

  /// The spring the row's content is on, while it settles.
  public var spring: SpringAnimation? {
    if case .settling(let settling) = state { settling.motion.animation } else { nil }
  }

  /// Whether the content is on a spring: the host must send frames.
  var isSettling: Bool {
    if case .settling = state { true } else { false }
  }

  /// Whether the content slides home after the app kept a row it was asked to delete: no
  /// swipe may catch it.
  var isReturning: Bool {
    if case .settling(let settling) = state { settling.isReturning } else { false }
  }

  /// The offset of a deleted row: off-screen by its width towards the leading edge.
  var dismissedOffset: Double {
    HorizontalTracking.unit(Action.delete.sign(in: layoutDirection)) * rowWidth
  }
}

extension SwipeToCommit {
  /// The state of a row swipe; see the diagram on ``SwipeToCommit``.
  public enum State: Hashable, Sendable {
    /// At rest at offset 0, no cue showing.
    case idle
    /// A finger drags the row.
    case tracking(Tracking)
    /// The content is on a spring: back to 0, or off-screen after a delete.
    case settling(Settling)
    /// Off-screen after a delete, the delete cue showing: the store waits for the app.
    case dismissed

    /// A drag in progress.
    public struct Tracking: Hashable, Sendable {
      /// The 1:1 range, rubber band and projection of this drag.
      public var horizontal: HorizontalTracking
      /// The finger's latest horizontal translation, in points.
      public var translation: Double
      /// The action armed (its cue showing), if any.
      public var armed: Action?
    }

    /// A spring on the content's offset.
    public struct Settling: Hashable, Sendable {
      /// The spring and when it started.
      public var motion: Motion
      /// Whether it slides the row off-screen (a delete) rather than back to 0.
      public var isDismissal: Bool
      /// The cue that stays on during the motion (the action committed), if any.
      public var cue: Action?
      /// Whether it brings home a row the app kept after a delete.
      public var isReturning = false
    }
  }
}

// The transitions, called by the list store at its clock's `time`.
extension SwipeToCommit {
  /// A phase of the horizontal pan (only `translation.dx` and `velocity.dx` are read). A
  /// `began` on a row springing back catches it where it is at `time`; a drag with NaN or
  /// infinite values is a cancel; phases without a `began`, and drags on a row sliding off,
  /// coming home or dismissed, are ignored.
  mutating func drag(_ drag: DragEvent, at time: Double, into effects: inout [ListStore.Effect]) {
    switch state {
    case .idle:
      if let translation = HorizontalTracking.beganTranslation(drag) {
        beginTracking(from: 0, cue: nil, translation: translation, into: &effects)
      }
    case .tracking(let tracking):
      track(tracking, drag, at: time, into: &effects)
    case .settling(let settling):
      if !settling.isDismissal, !settling.isReturning,
        let translation = HorizontalTracking.beganTranslation(drag)
      {
        beginTracking(
          from: settling.motion.value(at: time), cue: settling.cue, translation: translation,
          into: &effects)
      }
    case .dismissed:
      break  // Off-screen: nothing to grab.
    }
  }

  /// A display frame: the spring moves the content, and comes to rest once settled.
  mutating func advance(to time: Double) {
    guard case .settling(let settling) = state else { return }
    if settling.motion.isSettled(at: time) {
      arrive(settling)
    } else {
      offset = settling.motion.value(at: time)
    }
  }

  /// A finger touched a row sliding off-screen: it arrives at once. Nothing else stops.
  mutating func catchSlide() {
    if case .settling(let settling) = state, settling.isDismissal { arrive(settling) }
  }

  /// The app kept the row it was asked to delete: the content slides home on `spring`.
  mutating func returnHome(on spring: SpringParameters, at time: Double) {
    guard offset != 0 else { return reset() }
    let animation = SpringAnimation(spring: spring, from: offset, to: 0)
    state = .settling(
      State.Settling(
        motion: Motion(animation, start: time), isDismissal: false, cue: cue, isReturning: true))
  }

  /// At rest at 0 with no cue, from any state, at once.
  mutating func reset() {
    state = .idle
    offset = 0
  }

  /// A new row width (NaN, infinite or negative: ignored): new arming distance and range.
  mutating func resize(to width: Double, into effects: inout [ListStore.Effect]) {
    guard width.isFinite, width >= 0 else { return }
    rowWidth = width
    switch state {
    case .tracking(var tracking):
      // The row stays under the finger; a changed arming distance may arm or disarm.
      tracking.horizontal = makeTracking(offset: offset, atTranslation: tracking.translation)
      move(&tracking, to: offset, into: &effects)
      state = .tracking(tracking)
    case .dismissed:
      offset = dismissedOffset
    case .idle, .settling:
      break
    }
  }

  // MARK: Tracking

  /// Starts following a drag from `offset`, the finger already `translation` points from
  /// where it went down.
  mutating func beginTracking(
    from offset: Double, cue: Action?, translation: Double, into effects: inout [ListStore.Effect]
  ) {
    let horizontal = makeTracking(offset: offset, atTranslation: 0)
    var tracking = State.Tracking(horizontal: horizontal, translation: translation, armed: cue)
    move(&tracking, to: horizontal.offset(forTranslation: translation), into: &effects)
    state = .tracking(tracking)
  }

  /// A drag event while tracking.
  mutating func track(
    _ tracking: State.Tracking, _ drag: DragEvent, at time: Double,
    into effects: inout [ListStore.Effect]
  ) {
    guard drag.isFinite else { return cancel(at: time) }
    var tracking = tracking
    switch drag {
    case .began(_, let translation):
      // A second `began`: a new drag that picks the row up where it is.
      tracking.horizontal = makeTracking(offset: offset, atTranslation: translation.dx)
      tracking.translation = translation.dx
      state = .tracking(tracking)
    case .changed(_, let translation):
      tracking.translation = translation.dx
      move(
        &tracking, to: tracking.horizontal.offset(forTranslation: translation.dx), into: &effects)
      state = .tracking(tracking)
    case .ended(_, let translation, let velocity):
      tracking.translation = translation.dx
      move(
        &tracking, to: tracking.horizontal.offset(forTranslation: translation.dx), into: &effects)
      release(tracking, velocity: velocity.dx, at: time, into: &effects)
    case .cancelled:
      cancel(at: time)
    }
  }

  /// Moves the row and arms or disarms the actions.
  mutating func move(
    _ tracking: inout State.Tracking, to offset: Double, into effects: inout [ListStore.Effect]
  ) {
    self.offset = offset
    let armed = armedAction(at: offset)
    guard armed != tracking.armed else { return }
    if armed != nil { arm(into: &effects) }
    tracking.armed = armed
  }

  /// The haptic tick of an action's cue turning on.
  func arm(into effects: inout [ListStore.Effect]) {
    if let haptic = configuration.armingHaptic { effects.append(.haptic(haptic)) }
  }

  /// The finger lifted: commit an armed action (or one the velocity arms), or spring back.
  /// The decision uses the finger's velocity; the spring starts with the row's.
  mutating func release(
    _ tracking: State.Tracking, velocity: Double, at time: Double,
    into effects: inout [ListStore.Effect]
  ) {
    let rowVelocity = tracking.horizontal.offsetVelocity(
      atTranslation: tracking.translation, fingerVelocity: velocity)
    var armed = tracking.armed
    if armed == nil, configuration.armsWithVelocity,
      let sign: FloatingPointSign = offset != 0
        ? (offset < 0 ? .minus : .plus) : velocity != 0 ? (velocity < 0 ? .minus : .plus) : nil
    {
      let action = Action.towards(sign, in: layoutDirection)
      if configuration.allows(action), rowWidth > 0,
        tracking.horizontal.reaches(armingDistance, on: sign, from: offset, velocity: velocity)
      {
        arm(into: &effects)
        armed = action
      }
    }
    switch armed {
    case .complete:
      effects.append(.complete(rowID: rowID))
      settle(velocity: rowVelocity, dismissing: false, cue: .complete, at: time)
    case .delete:
      settle(velocity: rowVelocity, dismissing: true, cue: .delete, at: time)
    case nil:
      settle(velocity: rowVelocity, dismissing: false, cue: nil, at: time)
    }
  }

  /// The drag was taken away (or sent NaN): back to 0 without committing.
  mutating func cancel(at time: Double) {
    settle(velocity: 0, dismissing: false, cue: nil, at: time)
  }

  /// The action armed at `offset`: strictly past the arming distance, in an allowed direction.
  func armedAction(at offset: Double) -> Action? {
    guard offset != 0, !offset.isNaN, rowWidth > 0 else { return nil }
    let action = Action.towards(offset < 0 ? .minus : .plus, in: layoutDirection)
    guard configuration.allows(action) else { return nil }
    return offset.magnitude > armingDistance ? action : nil
  }

  /// The tracking of a drag: 1:1 within the row's width in the allowed directions (rubber
  /// band beyond), not at all in the others.
  func makeTracking(offset: Double, atTranslation translation: Double) -> HorizontalTracking {
    HorizontalTracking(
      lowerBound: bound(towards: .minus), upperBound: bound(towards: .plus),
      containerWidth: rowWidth, rubberBandCoefficient: configuration.rubberBandCoefficient,
      decelerationRate: configuration.decelerationRate, offset: offset,
      atTranslation: translation)
  }

  /// The end of the 1:1 range on one side of zero.
  func bound(towards sign: FloatingPointSign) -> HorizontalTracking.Bound {
    guard configuration.allows(Action.towards(sign, in: layoutDirection)) else { return .rigid(0) }
    return .elastic(HorizontalTracking.unit(sign) * rowWidth)
  }

  // MARK: Springs

  /// Springs from the offset back to 0, or off-screen, with the release velocity; at once
  /// when there is nowhere to go. The way back keeps only as much of the velocity as keeps
  /// the row within its width and no more than 0.5 pt past 0
  /// (``HorizontalTracking/settleBounds(on:width:)``), so that it does not uncover the other
  /// cue as it bounces; the slide off-screen is meant to leave.
  mutating func settle(velocity: Double, dismissing: Bool, cue: Action?, at time: Double) {
    let target = dismissing ? dismissedOffset : 0
    var animation = SpringAnimation(
      spring: configuration.spring, from: offset, to: target, initialVelocity: velocity)
    if !dismissing {
      animation = animation.limitingOvershoot(
        to: HorizontalTracking.settleBounds(
          on: HorizontalTracking.side(ofOffset: offset, velocity: velocity), width: rowWidth))
    }
    let settling = State.Settling(
      motion: Motion(animation, start: time), isDismissal: dismissing, cue: cue)
    guard offset != target || velocity != 0 else { return arrive(settling) }
    state = .settling(settling)
  }

  /// Comes to rest: at 0 with the cue hidden, or dismissed off-screen.
  mutating func arrive(_ settling: State.Settling) {
    if settling.isDismissal {
      offset = dismissedOffset
      state = .dismissed
    } else {
      reset()
    }
  }
}
