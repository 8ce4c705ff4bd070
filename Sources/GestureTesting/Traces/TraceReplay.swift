import GestureCore

/// Replays a ``Trace`` through the engine: what `gesture-replay` runs, callable from tests
/// and benchmarks.
///
/// ```swift
/// let trace = Trace.parse(text)
/// for change in TraceReplay.recognize(trace).output { print(change.jsonLine) }
/// ```
///
/// Both replays feed the samples to a ``GestureArena`` in trace order, so samples that make
/// no sense are treated as the engine treats them: rejected ones are skipped, corrected ones
/// are used corrected, and each is listed in ``ReplayResult/notices``.
public enum TraceReplay {
  /// The decimals of the numbers in ``ReplayVelocity/jsonLine`` and
  /// ``ReplayStateChange/jsonLine``: 4 (0.1 ms, 0.0001 pt); trailing zeros are dropped.
  public static let fractionDigits = 4

  /// The most deadlines fired after the last sample before the replay gives up on an
  /// engine whose deadlines never run out: 100 000.
  public static let maximumTrailingDeadlines = 100_000

  /// The release velocity of every touch that ends, in the order they end.
  ///
  /// One ``VelocityTracker`` per touch id, created at its `began`; every `began`, `moved`
  /// and `stationary` position is added; at `ended` the velocity at the end time is
  /// reported (the end sample itself is not added, so a finger that rested longer than the
  /// configuration's stillness timeout reports its stillness result, zero by default).
  /// Cancelled touches report nothing. Samples go through an arena with no recognizers
  /// first, so unknown ids and duplicate `began`s are rejected and times going backwards are
  /// clamped, exactly as for ``recognize(_:with:)``.
  ///
  /// - Parameters:
  ///   - trace: The samples.
  ///   - configuration: The trackers' configuration. Default Flutter's (`.default`).
  public static func velocities(
    in trace: Trace, configuration: VelocityTracker.Configuration = .default
  ) -> ReplayResult<ReplayVelocity> {
    var result = ReplayResult<ReplayVelocity>()
    let arena = GestureArena()
    var trackers: [TouchID: VelocityTracker] = [:]
    for traced in trace.samples {
      let sample = traced.sample
      let outcome = arena.handle(sample)
      switch outcome {
      case .accepted: break
      case .normalized: result.notices.append(ReplayNotice(line: traced.line, outcome: outcome))
      case .rejected:
        result.notices.append(ReplayNotice(line: traced.line, outcome: outcome))
        continue
      }
      let time = arena.time  // the sample's time after normalisation
      switch sample.phase {
      case .began:
        var tracker = trackers.removeValue(forKey: sample.id) ?? VelocityTracker(configuration: configuration)
        tracker.reset()
        tracker.add(sample.location, at: time)
        trackers[sample.id] = tracker
      case .moved, .stationary:
        trackers[sample.id]?.add(sample.location, at: time)
      case .ended:
        let velocity = trackers.removeValue(forKey: sample.id)?.velocity(at: time)
        result.output.append(
          ReplayVelocity(id: sample.id, time: time, velocity: velocity, line: traced.line))
      case .cancelled:
        trackers[sample.id] = nil
      }
    }
    return result
  }

  /// Every recognizer state change, in order, when a fresh arena built from `set` handles
  /// the trace.
  ///
  /// Each sample goes to ``GestureArena/handle(_:)``, which first fires the deadlines up to
  /// the sample's time; after the last sample, ``GestureArena/advance(to:)`` is called for
  /// each ``GestureArena/nextDeadline`` until there is none.
  public static func recognize(
    _ trace: Trace, with set: RecognizerSet = .standard
  ) -> ReplayResult<ReplayStateChange> {
    recognize(trace, in: set.makeArena())
  }

  /// Every recognizer state change, in order, when `arena` handles the trace (as
  /// ``recognize(_:with:)``, for an arena set up by hand).
  public static func recognize(
    _ trace: Trace, in arena: GestureArena
  ) -> ReplayResult<ReplayStateChange> {
    var result = ReplayResult<ReplayStateChange>()
    for traced in trace.samples {
      let outcome = arena.handle(traced.sample)
      if outcome != .accepted {
        result.notices.append(ReplayNotice(line: traced.line, outcome: outcome))
      }
      for change in arena.changes {
        result.output.append(ReplayStateChange(change, line: traced.line))
      }
    }
    var fired = 0
    while let deadline = arena.nextDeadline, deadline.isFinite, fired < maximumTrailingDeadlines {
      arena.advance(to: deadline)
      fired += 1
      for change in arena.changes {
        result.output.append(ReplayStateChange(change, line: nil))
      }
      if arena.nextDeadline == deadline && arena.changes.isEmpty { break }  // a stuck deadline
    }
    return result
  }

  /// The estimator named `lsq1`…`lsq8` (least squares of that degree) or `impulse`, as
  /// `gesture-replay velocity --estimator` and configuration files name them; `nil` for
  /// another name.
  public static func estimator(named name: String) -> VelocityTracker.Estimator? {
    if name == "impulse" { return .impulse }
    if name.hasPrefix("lsq"), let degree = Int(name.dropFirst(3)), (1...8).contains(degree),
      String(degree) == name.dropFirst(3)
    {
      return .leastSquares(degree: degree)
    }
    return nil
  }

  /// The velocity configuration preset with a name: `default`, `flutter`,
  /// `androidLeastSquares`, `androidImpulse`, `flutterIOSScrollView`; `nil` for another name.
  public static func velocityPreset(named name: String) -> VelocityTracker.Configuration? {
    ReplayConfigurationFormat.presetNames.first { $0.0 == name }?.1
  }

  /// The names ``velocityPreset(named:)`` knows, in order.
  public static var velocityPresetNames: [String] {
    ReplayConfigurationFormat.presetNames.map(\.0)
  }
}

/// What a replay produced: its output records, in order, and the samples the engine
/// rejected or corrected on the way.
public struct ReplayResult<Output> {
  /// The output records (``ReplayVelocity`` or ``ReplayStateChange``), in the order they
  /// happened.
  public var output: [Output]
  /// The samples that were not accepted as they came, in trace order.
  public var notices: [ReplayNotice]

  /// Creates a result.
  public init(output: [Output] = [], notices: [ReplayNotice] = []) {
    self.output = output
    self.notices = notices
  }
}

/// Results compare equal when their outputs and notices do.
extension ReplayResult: Equatable where Output: Equatable {}
/// Results hash their outputs and notices.
extension ReplayResult: Hashable where Output: Hashable {}
/// A result can cross concurrency domains when its output records can.
extension ReplayResult: Sendable where Output: Sendable {}

/// A trace sample the engine did not take as it came: rejected, or corrected
/// (``TouchOutcome``), with the trace line it came from.
public struct ReplayNotice: Hashable, Sendable, CustomStringConvertible {
  /// The 1-based line of the sample in the trace.
  public var line: Int
  /// What the arena did with it: `.rejected` or `.normalized`, never `.accepted`.
  public var outcome: TouchOutcome

  /// Creates a notice.
  public init(line: Int, outcome: TouchOutcome) {
    self.line = line
    self.outcome = outcome
  }

  /// `line 7: rejected (unknownTouch)` or `line 9: normalized (timeWentBackwards)`, as
  /// `gesture-replay` prints it on standard error.
  public var description: String {
    switch outcome {
    case .accepted: "line \(line): accepted"
    case .normalized(let issue): "line \(line): normalized (\(issue.name))"
    case .rejected(let issue): "line \(line): rejected (\(issue.name))"
    }
  }
}

/// The release velocity of one touch that ended, as `gesture-replay velocity` prints it.
public struct ReplayVelocity: Hashable, Sendable {
  /// The touch.
  public var id: TouchID
  /// When it ended, in seconds (after the engine's normalisation).
  public var time: Double
  /// Its velocity at that time, in points per second; `nil` when the tracker's
  /// configuration reports no velocity (too few samples or a rest, with Android's settings).
  public var velocity: Vector?
  /// The 1-based trace line of the `ended` sample.
  public var line: Int

  /// Creates a record.
  public init(id: TouchID, time: Double, velocity: Vector?, line: Int) {
    self.id = id
    self.time = time
    self.velocity = velocity
    self.line = line
  }

  /// `{"id": 1, "t": 0.25, "vx": 812.4, "vy": -3.1}`: numbers rounded to
  /// ``TraceReplay/fractionDigits`` decimals, `null` velocity components for no velocity.
  public var jsonLine: String {
    func number(_ value: Double?) -> String {
      value.map { ReplayFormatting.number($0, maximumFractionDigits: TraceReplay.fractionDigits) } ?? "null"
    }
    return ReplayFormatting.line([
      "id": String(id.rawValue), "t": number(time), "vx": number(velocity?.dx), "vy": number(velocity?.dy),
    ])
  }
}

/// One recognizer state change during a replay, as `gesture-replay recognize` prints it: a
/// value copy of a ``StateChange``, with the recognizer's name instead of the recognizer.
public struct ReplayStateChange: Hashable, Sendable {
  /// When, in seconds: the sample's or the deadline's time.
  public var time: Double
  /// The recognizer's name.
  public var recognizer: String
  /// Its new state.
  public var state: RecognizerState
  /// The recognizer's location at that moment, in points.
  public var location: Point
  /// The 1-based trace line of the sample whose handling caused the change, or `nil` for
  /// a deadline fired after the last sample.
  public var line: Int?

  /// Creates a record.
  public init(time: Double, recognizer: String, state: RecognizerState, location: Point, line: Int?) {
    self.time = time
    self.recognizer = recognizer
    self.state = state
    self.location = location
    self.line = line
  }

  /// Copies an arena's record.
  public init(_ change: StateChange, line: Int?) {
    self.init(
      time: change.time, recognizer: change.recognizer.name, state: change.state,
      location: change.location, line: line)
  }

  /// `{"t": 0.41, "recognizer": "doubleTap", "state": "recognized", "x": 100, "y": 200}`:
  /// numbers rounded to ``TraceReplay/fractionDigits`` decimals.
  public var jsonLine: String {
    func number(_ value: Double) -> String {
      ReplayFormatting.number(value, maximumFractionDigits: TraceReplay.fractionDigits)
    }
    return ReplayFormatting.line([
      "t": number(time), "recognizer": ReplayFormatting.quoted(recognizer), "state": "\"\(state.name)\"",
      "x": number(location.x), "y": number(location.y),
    ])
  }
}
