extension DraggableStore {
  /// The sizes a pinch or a double tap gives a floating view, as iOS's picture-in-picture
  /// window resizes: between a smallest and a largest width, or among a few.
  ///
  /// A size is named by its width; the height keeps the view's aspect ratio. Every width is
  /// capped to the largest with which the view fits in ``DraggableStore/allowedArea``, and
  /// the view keeps its anchor while it grows (a corner window keeps its corner).
  ///
  /// ```swift
  /// var player = DraggableStore.Configuration.pictureInPicture
  /// player.resizing = .init(widths: .range(minimum: 120, maximum: 320))  // 120, 220, 320
  /// player.resizing = .init(widths: .steps([120, 200, 320]), pinches: false)
  /// ```
  public struct Resizing: Hashable, Sendable {
    /// The widths the view may have, in points.
    public enum Widths: Hashable, Sendable {
      /// Any width from `minimum` to `maximum`: a pinch ends at the width it released (within
      /// them); a double tap cycles the minimum, the middle and the maximum. Values that are
      /// not finite and positive are skipped (both: no resizing); reversed bounds are read
      /// in order.
      case range(minimum: Double, maximum: Double)
      /// These widths only: a pinch ends at the nearest (ties go to the smaller), a double
      /// tap cycles them from small to large. Values that are not finite and positive are
      /// skipped (all: no resizing).
      case steps([Double])
    }

    /// The widths. No default: name them.
    public var widths: Widths
    /// Whether a pinch resizes the view. Default `true`.
    public var pinches: Bool
    /// Whether a double tap cycles the sizes (``SizeStep/cycle``). Default `true`. The
    /// larger and smaller steps (accessibility's actions) work either way.
    public var doubleTaps: Bool

    /// Creates resizing options; each parameter defaults as documented on its property.
    public init(widths: Widths, pinches: Bool = true, doubleTaps: Bool = true) {
      self.widths = widths
      self.pinches = pinches
      self.doubleTaps = doubleTaps
    }
  }

  /// The widths a step or a pinch's release may end at, ascending, each capped to fit the
  /// allowed area (duplicates removed): empty without ``Configuration/resizing`` or for a
  /// view without a width and a height.
  public var sizeSteps: [Double] {
    var steps: [Double] = []
    forEachStep { width in
      if steps.last.map({ width - $0 > Self.sameWidth }) ?? true { steps.append(width) }
    }
    return steps
  }

  // MARK: - Internals

  /// Widths closer than this, in points, are one size: a step is taken only to a width more
  /// than half a point away, so a width that arithmetic left a hair off a step is that step.
  static let sameWidth = 0.5

  /// The size with `width` and the view's aspect ratio.
  func size(forWidth width: Double) -> Size {
    Size(width: width, height: size.width > 0 ? width * size.height / size.width : 0)
  }

  /// The largest width with which the view fits in `area`, its aspect kept; `nil` for a view
  /// that cannot be resized (no width or no height) and for an area with no room (a
  /// transient zero-size layout, or insets, keyboard and margins covering it all): a view is
  /// never sized to nothing, from which no width could be told again.
  func fittingWidth(in area: Rect) -> Double? {
    guard size.width > 0, size.height > 0 else { return nil }
    let fit = min(area.width, area.height * size.width / size.height)
    return fit > 0 ? fit : nil
  }

  /// The largest allowed width (the last of ``sizeSteps``) when `width` is more than
  /// ``sameWidth`` wider than the widest that fits the allowed area (the area shrank under
  /// the view); `nil` while it fits, or without resizing.
  func shrunkWidth(from width: Double) -> Double? {
    guard let fit = fittingWidth(in: allowedArea), width - fit > Self.sameWidth else { return nil }
    var largest: Double?
    forEachStep { largest = $0 }
    return largest
  }

  /// Calls `body` with each usable width ascending, capped to fit (no array is built: a
  /// pinch reads its limits on every move).
  func forEachStep(_ body: (Double) -> Void) {
    guard let resizing = configuration.resizing, let fit = fittingWidth(in: allowedArea) else {
      return
    }
    func usable(_ width: Double) -> Bool { width.isFinite && width > 0 }
    switch resizing.widths {
    case .range(let first, let second):
      let lower = usable(first) ? (usable(second) ? min(first, second) : first) : second
      let upper = usable(second) ? (usable(first) ? max(first, second) : second) : first
      guard usable(lower), usable(upper) else { return }
      body(min(lower, fit))
      body(min((lower + upper) / 2, fit))
      body(min(upper, fit))
    case .steps(let widths):
      // Ascending without sorting a copy: the smallest width above the last one, each time.
      var last = -Double.infinity
      while true {
        var next = Double.infinity
        for width in widths where usable(width) && width > last && width < next { next = width }
        guard next.isFinite else { return }
        body(min(next, fit))
        last = next
      }
    }
  }

  /// The width a step from `width` goes to, or `nil` when there is none.
  func width(after width: Double, _ step: SizeStep) -> Double? {
    var smallest: Double?
    var larger: Double?
    var smaller: Double?
    forEachStep { candidate in
      if smallest == nil { smallest = candidate }
      if larger == nil, candidate - width > Self.sameWidth { larger = candidate }
      if width - candidate > Self.sameWidth { smaller = candidate }
    }
    switch step {
    case .larger: return larger
    case .smaller: return smaller
    case .cycle:
      let next = larger ?? smallest
      return next.map { ($0 - width).magnitude > Self.sameWidth ? $0 : nil } ?? nil
    }
  }

  /// The width a pinch released at `width` settles on: within the range, or the nearest
  /// step (ties to the smaller).
  func settledWidth(for width: Double) -> Double? {
    guard let resizing = configuration.resizing else { return nil }
    var nearest: Double?
    var lowest = Double.infinity
    var highest = -Double.infinity
    forEachStep { candidate in
      lowest = min(lowest, candidate)
      highest = max(highest, candidate)
      if nearest.map({ (candidate - width).magnitude < ($0 - width).magnitude }) ?? true {
        nearest = candidate
      }
    }
    guard nearest != nil else { return nil }
    if case .range = resizing.widths { return min(max(width, lowest), highest) }
    return nearest
  }

  /// The width drawn under a pinch that puts it at `width`: itself between the smallest and
  /// largest steps, rubber-banded past them; the band past the largest never reaches the
  /// width that fills ``overshootArea``, the one below never reaches 0.
  func pinchedWidth(_ width: Double) -> Double {
    var lowest = Double.infinity
    var highest = -Double.infinity
    forEachStep { candidate in
      lowest = min(lowest, candidate)
      highest = max(highest, candidate)
    }
    guard lowest.isFinite, let ceiling = fittingWidth(in: overshootArea) else { return width }
    let coefficient = configuration.rubberBandCoefficient
    if width > highest {
      let band = RubberBand(coefficient: coefficient, dimension: max(ceiling - highest, 0))
      return highest + band.offset(forOvershoot: width - highest)
    }
    if width < lowest {
      return lowest + RubberBand(coefficient: coefficient, dimension: lowest / 2)
        .offset(forOvershoot: width - lowest)
    }
    return width
  }

  /// A phase of the pinch: begins on a resting view (not stashed) or a resize under way,
  /// follows the scale, and springs to the settled width on release (back to the start
  /// width on a cancel or a scale that is no number).
  mutating func follow(_ pinch: Pinch, into effects: inout [Effect]) {
    switch state {
    case .resting(_, let anchor), .resizing(_, let anchor):
      guard case .began(let scale) = pinch, configuration.resizing?.pinches == true,
        !isStashed, scale.isFinite, scale > 0, settledWidth(for: size.width) != nil
      else { return }
      if case .resting = state { effects.append(.began(frame: frame)) }
      state = .pinching(unitWidth: size.width / scale, startWidth: size.width, anchor: anchor)
    case .pinching(let unitWidth, let startWidth, let anchor):
      switch pinch {
      case .began(let scale), .changed(let scale):
        guard scale.isFinite else { return follow(Pinch.cancelled, into: &effects) }
        let shown = frame
        size = size(forWidth: pinchedWidth(unitWidth * InputLimits.clampLength(max(scale, 0))))
        if frame != shown { effects.append(.moved(frame: frame)) }
      case .ended(let scale, let velocity):
        guard scale.isFinite, velocity.isFinite else { return follow(Pinch.cancelled, into: &effects) }
        let released = unitWidth * InputLimits.clampLength(max(scale, 0))
        springSize(to: settledWidth(for: released) ?? startWidth, velocity: velocity * unitWidth,
          anchor: anchor)
      case .cancelled:
        springSize(to: startWidth, velocity: 0, anchor: anchor)
      }
    case .settling, .held, .dragging:
      return
    }
  }

  /// Takes a size step on a resting view (not stashed) or from the width a resize goes to.
  mutating func take(_ step: SizeStep, into effects: inout [Effect]) {
    guard let resizing = configuration.resizing, step != .cycle || resizing.doubleTaps,
      !isStashed
    else { return }
    let width: Double
    var velocity = 0.0
    switch state {
    case .resting:
      width = size.width
    case .resizing(let motion, _):
      width = motion.animation.to
      velocity = motion.velocity(at: time)
    case .settling, .held, .dragging, .pinching:
      return
    }
    guard let target = self.width(after: width, step), let anchor else { return }
    if case .resting = state { effects.append(.began(frame: frame)) }
    springSize(to: target, velocity: velocity, anchor: anchor)
  }

  /// Springs the width from the drawn one to `target`, at `anchor`, from now; its overshoot
  /// never makes the view wider than ``overshootArea`` allows.
  mutating func springSize(to target: Double, velocity: Double, anchor: Anchor) {
    let reduced = configuration.reducesMotion
    let ceiling = fittingWidth(in: overshootArea) ?? target
    let animation = SpringAnimation(
      spring: reduced ? Configuration.reducedMotionSpring : configuration.spring,
      from: size.width, to: target, initialVelocity: reduced ? 0 : velocity
    ).limitingOvershoot(lowerBound: 0, upperBound: max(ceiling, target))
    state = .resizing(Motion(animation, start: time), anchor: anchor)
  }
}
