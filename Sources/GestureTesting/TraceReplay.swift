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
    ReplayConfigurationFormat.estimator(named: name)
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
