import GestureCore
import Testing

@testable import GestureTesting

/// End-to-end replays of the traces shipped in `traces/`, asserting `gesture-replay`'s exact
/// output lines.
@Suite struct TraceReplayTests {
  func trace(_ name: String) throws -> Trace {
    try Trace.read(contentsOfFile: TraceFixtures.path(name))
  }

  func recognized(_ name: String, with set: RecognizerSet = .standard) throws -> [String] {
    let trace = try trace(name)
    #expect(trace.problems.isEmpty)
    let result = TraceReplay.recognize(trace, with: set)
    #expect(result.notices.isEmpty)
    return result.output.map(\.jsonLine)
  }

  func velocities(
    _ name: String, configuration: VelocityTracker.Configuration = .default
  ) throws -> [String] {
    let trace = try trace(name)
    #expect(trace.problems.isEmpty)
    let result = TraceReplay.velocities(in: trace, configuration: configuration)
    #expect(result.notices.isEmpty)
    return result.output.map(\.jsonLine)
  }

  @Test func recognizeDoubleTap() throws {
    #expect(
      try recognized("double-tap.jsonl") == [
        #"{"t": 0.08, "recognizer": "longPress", "state": "failed", "x": 101, "y": 200.5}"#,
        #"{"t": 0.08, "recognizer": "swipeLeft", "state": "failed", "x": 101, "y": 200.5}"#,
        #"{"t": 0.08, "recognizer": "swipeRight", "state": "failed", "x": 101, "y": 200.5}"#,
        #"{"t": 0.08, "recognizer": "swipeUp", "state": "failed", "x": 101, "y": 200.5}"#,
        #"{"t": 0.08, "recognizer": "swipeDown", "state": "failed", "x": 101, "y": 200.5}"#,
        #"{"t": 0.08, "recognizer": "pan", "state": "failed", "x": 101, "y": 200.5}"#,
        #"{"t": 0.08, "recognizer": "pinch", "state": "failed", "x": 101, "y": 200.5}"#,
        #"{"t": 0.08, "recognizer": "rotation", "state": "failed", "x": 101, "y": 200.5}"#,
        #"{"t": 0.3, "recognizer": "doubleTap", "state": "recognized", "x": 103.5, "y": 202}"#,
        #"{"t": 0.3, "recognizer": "tap", "state": "failed", "x": 103.5, "y": 202}"#,
        #"{"t": 0.3, "recognizer": "longPress", "state": "failed", "x": 103.5, "y": 202}"#,
        #"{"t": 0.3, "recognizer": "swipeLeft", "state": "failed", "x": 103.5, "y": 202}"#,
        #"{"t": 0.3, "recognizer": "swipeRight", "state": "failed", "x": 103.5, "y": 202}"#,
        #"{"t": 0.3, "recognizer": "swipeUp", "state": "failed", "x": 103.5, "y": 202}"#,
        #"{"t": 0.3, "recognizer": "swipeDown", "state": "failed", "x": 103.5, "y": 202}"#,
        #"{"t": 0.3, "recognizer": "pan", "state": "failed", "x": 103.5, "y": 202}"#,
        #"{"t": 0.3, "recognizer": "pinch", "state": "failed", "x": 103.5, "y": 202}"#,
        #"{"t": 0.3, "recognizer": "rotation", "state": "failed", "x": 103.5, "y": 202}"#,
      ])
  }

  @Test func recognizeFling() throws {
    #expect(
      try recognized("fling.jsonl") == [
        #"{"t": 0.03, "recognizer": "tap", "state": "failed", "x": 53, "y": 399.1}"#,
        #"{"t": 0.03, "recognizer": "doubleTap", "state": "failed", "x": 53, "y": 399.1}"#,
        #"{"t": 0.03, "recognizer": "longPress", "state": "failed", "x": 53, "y": 399.1}"#,
        #"{"t": 0.03, "recognizer": "pan", "state": "began", "x": 53, "y": 399.1}"#,
        #"{"t": 0.04, "recognizer": "pan", "state": "changed", "x": 63, "y": 398.8}"#,
        #"{"t": 0.05, "recognizer": "pan", "state": "changed", "x": 75, "y": 398.5}"#,
        #"{"t": 0.06, "recognizer": "pan", "state": "changed", "x": 87, "y": 398.2}"#,
        #"{"t": 0.07, "recognizer": "swipeLeft", "state": "failed", "x": 99, "y": 397.9}"#,
        #"{"t": 0.07, "recognizer": "swipeRight", "state": "recognized", "x": 99, "y": 397.9}"#,
        #"{"t": 0.07, "recognizer": "swipeUp", "state": "failed", "x": 99, "y": 397.9}"#,
        #"{"t": 0.07, "recognizer": "swipeDown", "state": "failed", "x": 99, "y": 397.9}"#,
        // Pinch and rotation may run with the pan: they fail only when the swipe wins.
        #"{"t": 0.07, "recognizer": "pinch", "state": "failed", "x": 99, "y": 397.9}"#,
        #"{"t": 0.07, "recognizer": "rotation", "state": "failed", "x": 99, "y": 397.9}"#,
        #"{"t": 0.07, "recognizer": "pan", "state": "changed", "x": 99, "y": 397.9}"#,
        #"{"t": 0.08, "recognizer": "pan", "state": "changed", "x": 111, "y": 397.6}"#,
        #"{"t": 0.09, "recognizer": "pan", "state": "changed", "x": 123, "y": 397.3}"#,
        #"{"t": 0.1, "recognizer": "pan", "state": "changed", "x": 135, "y": 397}"#,
        #"{"t": 0.11, "recognizer": "pan", "state": "changed", "x": 147, "y": 396.7}"#,
        #"{"t": 0.12, "recognizer": "pan", "state": "changed", "x": 159, "y": 396.4}"#,
        #"{"t": 0.13, "recognizer": "pan", "state": "changed", "x": 171, "y": 396.1}"#,
        #"{"t": 0.14, "recognizer": "pan", "state": "changed", "x": 183, "y": 395.8}"#,
        #"{"t": 0.15, "recognizer": "pan", "state": "changed", "x": 195, "y": 395.5}"#,
        #"{"t": 0.16, "recognizer": "pan", "state": "changed", "x": 207, "y": 395.2}"#,
        #"{"t": 0.168, "recognizer": "pan", "state": "ended", "x": 207, "y": 395.2}"#,
        #"{"t": 1.04, "recognizer": "tap", "state": "failed", "x": 288, "y": 602}"#,
        #"{"t": 1.04, "recognizer": "doubleTap", "state": "failed", "x": 288, "y": 602}"#,
        #"{"t": 1.04, "recognizer": "longPress", "state": "failed", "x": 288, "y": 602}"#,
        #"{"t": 1.04, "recognizer": "pan", "state": "began", "x": 288, "y": 602}"#,
        #"{"t": 1.05, "recognizer": "pan", "state": "changed", "x": 285, "y": 602.5}"#,
        #"{"t": 1.06, "recognizer": "pan", "state": "changed", "x": 282, "y": 603}"#,
        #"{"t": 1.07, "recognizer": "pan", "state": "changed", "x": 279, "y": 603.5}"#,
        #"{"t": 1.08, "recognizer": "pan", "state": "changed", "x": 276, "y": 604}"#,
        #"{"t": 1.14, "recognizer": "swipeLeft", "state": "failed", "x": 276, "y": 604}"#,
        #"{"t": 1.14, "recognizer": "swipeRight", "state": "failed", "x": 276, "y": 604}"#,
        #"{"t": 1.14, "recognizer": "swipeUp", "state": "failed", "x": 276, "y": 604}"#,
        #"{"t": 1.14, "recognizer": "swipeDown", "state": "failed", "x": 276, "y": 604}"#,
        #"{"t": 1.14, "recognizer": "pan", "state": "ended", "x": 276, "y": 604}"#,
        // No swipe this time: they fail once the finger has lifted.
        #"{"t": 1.14, "recognizer": "pinch", "state": "failed", "x": 276, "y": 604}"#,
        #"{"t": 1.14, "recognizer": "rotation", "state": "failed", "x": 276, "y": 604}"#,
      ])
  }

  @Test func recognizePinch() throws {
    #expect(
      try recognized("pinch.jsonl") == [
        #"{"t": 0.008, "recognizer": "tap", "state": "failed", "x": 200, "y": 400}"#,
        #"{"t": 0.008, "recognizer": "doubleTap", "state": "failed", "x": 200, "y": 400}"#,
        #"{"t": 0.008, "recognizer": "longPress", "state": "failed", "x": 200, "y": 400}"#,
        #"{"t": 0.008, "recognizer": "swipeLeft", "state": "failed", "x": 200, "y": 400}"#,
        #"{"t": 0.008, "recognizer": "swipeRight", "state": "failed", "x": 200, "y": 400}"#,
        #"{"t": 0.008, "recognizer": "swipeUp", "state": "failed", "x": 200, "y": 400}"#,
        #"{"t": 0.008, "recognizer": "swipeDown", "state": "failed", "x": 200, "y": 400}"#,
        // The standard pan takes one finger: the second finger fails it at once.
        #"{"t": 0.008, "recognizer": "pan", "state": "failed", "x": 200, "y": 400}"#,
        #"{"t": 0.048, "recognizer": "pinch", "state": "began", "x": 197.5, "y": 400}"#,
        #"{"t": 0.048, "recognizer": "pinch", "state": "changed", "x": 200, "y": 400}"#,
        #"{"t": 0.068, "recognizer": "pinch", "state": "changed", "x": 197.5, "y": 400}"#,
        #"{"t": 0.068, "recognizer": "pinch", "state": "changed", "x": 200, "y": 400}"#,
        #"{"t": 0.088, "recognizer": "pinch", "state": "changed", "x": 197.5, "y": 400}"#,
        #"{"t": 0.088, "recognizer": "pinch", "state": "changed", "x": 200, "y": 400}"#,
        #"{"t": 0.108, "recognizer": "pinch", "state": "changed", "x": 197.5, "y": 400}"#,
        #"{"t": 0.108, "recognizer": "pinch", "state": "changed", "x": 200, "y": 400}"#,
        #"{"t": 0.128, "recognizer": "pinch", "state": "changed", "x": 197.5, "y": 400}"#,
        #"{"t": 0.128, "recognizer": "pinch", "state": "changed", "x": 200, "y": 400}"#,
        #"{"t": 0.148, "recognizer": "pinch", "state": "changed", "x": 197.5, "y": 400}"#,
        #"{"t": 0.148, "recognizer": "pinch", "state": "changed", "x": 200, "y": 400}"#,
        #"{"t": 0.168, "recognizer": "pinch", "state": "changed", "x": 197.5, "y": 400}"#,
        #"{"t": 0.168, "recognizer": "pinch", "state": "changed", "x": 200, "y": 400}"#,
        #"{"t": 0.188, "recognizer": "pinch", "state": "changed", "x": 197.5, "y": 400}"#,
        #"{"t": 0.188, "recognizer": "pinch", "state": "changed", "x": 200, "y": 400}"#,
        #"{"t": 0.208, "recognizer": "pinch", "state": "changed", "x": 197.5, "y": 400}"#,
        #"{"t": 0.208, "recognizer": "pinch", "state": "changed", "x": 200, "y": 400}"#,
        #"{"t": 0.238, "recognizer": "pinch", "state": "ended", "x": 200, "y": 400}"#,
        #"{"t": 0.238, "recognizer": "rotation", "state": "failed", "x": 200, "y": 400}"#,
      ])
  }

  @Test func recognizeLongPress() throws {
    #expect(
      try recognized("long-press.jsonl") == [
        #"{"t": 0.5, "recognizer": "longPress", "state": "began", "x": 202, "y": 502}"#,
        #"{"t": 0.5, "recognizer": "tap", "state": "failed", "x": 202, "y": 502}"#,
        #"{"t": 0.5, "recognizer": "doubleTap", "state": "failed", "x": 202, "y": 502}"#,
        #"{"t": 0.5, "recognizer": "swipeLeft", "state": "failed", "x": 202, "y": 502}"#,
        #"{"t": 0.5, "recognizer": "swipeRight", "state": "failed", "x": 202, "y": 502}"#,
        #"{"t": 0.5, "recognizer": "swipeUp", "state": "failed", "x": 202, "y": 502}"#,
        #"{"t": 0.5, "recognizer": "swipeDown", "state": "failed", "x": 202, "y": 502}"#,
        #"{"t": 0.5, "recognizer": "pan", "state": "failed", "x": 202, "y": 502}"#,
        #"{"t": 0.5, "recognizer": "pinch", "state": "failed", "x": 202, "y": 502}"#,
        #"{"t": 0.5, "recognizer": "rotation", "state": "failed", "x": 202, "y": 502}"#,
        #"{"t": 0.5, "recognizer": "longPress", "state": "changed", "x": 201, "y": 502}"#,
        #"{"t": 0.7, "recognizer": "longPress", "state": "changed", "x": 202, "y": 501}"#,
        #"{"t": 0.8, "recognizer": "longPress", "state": "changed", "x": 215, "y": 505}"#,
        #"{"t": 0.85, "recognizer": "longPress", "state": "changed", "x": 230, "y": 510}"#,
        #"{"t": 0.9, "recognizer": "longPress", "state": "ended", "x": 230, "y": 510}"#,
      ])
  }

  @Test func recognizeEdgePanWithItsConfiguration() throws {
    let text = try TraceFixtures.text("edge-pan.json")
    let set = try RecognizerSet.parse(text)
    #expect(
      try recognized("edge-pan.jsonl", with: set) == [
        #"{"t": 0.032, "recognizer": "back", "state": "began", "x": 17, "y": 400.5}"#,
        #"{"t": 0.032, "recognizer": "scroll", "state": "failed", "x": 17, "y": 400.5}"#,
        #"{"t": 0.032, "recognizer": "tap", "state": "failed", "x": 17, "y": 400.5}"#,
        #"{"t": 0.048, "recognizer": "back", "state": "changed", "x": 23, "y": 401}"#,
        #"{"t": 0.064, "recognizer": "back", "state": "changed", "x": 29, "y": 401.5}"#,
        #"{"t": 0.08, "recognizer": "back", "state": "changed", "x": 35, "y": 402}"#,
        #"{"t": 0.096, "recognizer": "back", "state": "changed", "x": 41, "y": 402.5}"#,
        #"{"t": 0.112, "recognizer": "back", "state": "ended", "x": 41, "y": 402.5}"#,
        #"{"t": 1, "recognizer": "back", "state": "failed", "x": 200, "y": 400}"#,
        #"{"t": 1.032, "recognizer": "scroll", "state": "began", "x": 212, "y": 400.5}"#,
        #"{"t": 1.032, "recognizer": "tap", "state": "failed", "x": 212, "y": 400.5}"#,
        #"{"t": 1.048, "recognizer": "scroll", "state": "changed", "x": 218, "y": 401}"#,
        #"{"t": 1.064, "recognizer": "scroll", "state": "changed", "x": 224, "y": 401.5}"#,
        #"{"t": 1.08, "recognizer": "scroll", "state": "changed", "x": 230, "y": 402}"#,
        #"{"t": 1.096, "recognizer": "scroll", "state": "changed", "x": 236, "y": 402.5}"#,
        #"{"t": 1.112, "recognizer": "scroll", "state": "ended", "x": 236, "y": 402.5}"#,
      ])
  }

  @Test func recognizeBadInput() throws {
    let trace = try trace("bad-input.jsonl")
    // Messages that end with ": " go on with Foundation's reason (JSONErrorMessageTests).
    let expected = [
      "line 5: invalid JSON: ",
      "line 6: invalid JSON at column 46: ",
      "line 7: invalid JSON at column 46: 1e999 is too large for a Double",
      #"line 8: missing "x""#,
      #"line 9: "id" must be an integer, found a string"#,
      #"line 10: "id" must be an integer, found 1.5"#,
      #"line 11: unknown phase "hover"; expected began, moved, stationary, ended or cancelled"#,
      "line 12: expected a JSON object, found an array",
      "line 13: invalid JSON at column 59: ",
    ]
    let problems = trace.problems.map(\.description)
    #expect(problems.count == expected.count)
    for (problem, message) in zip(problems, expected) {
      #expect(JSONErrorMessageTests.message(problem, matches: message), "\(problem)")
    }
    let result = TraceReplay.recognize(trace)
    #expect(
      result.notices.map(\.description) == [
        #"line 15: rejected (unknownTouch)"#,
        #"line 16: rejected (duplicateBegan)"#,
        #"line 18: normalized (timeWentBackwards)"#,
        #"line 20: rejected (unknownTouch)"#,
      ])
    #expect(
      result.output.map(\.jsonLine) == [
        #"{"t": 0.13, "recognizer": "longPress", "state": "failed", "x": 51, "y": 61}"#,
        #"{"t": 0.13, "recognizer": "swipeLeft", "state": "failed", "x": 51, "y": 61}"#,
        #"{"t": 0.13, "recognizer": "swipeRight", "state": "failed", "x": 51, "y": 61}"#,
        #"{"t": 0.13, "recognizer": "swipeUp", "state": "failed", "x": 51, "y": 61}"#,
        #"{"t": 0.13, "recognizer": "swipeDown", "state": "failed", "x": 51, "y": 61}"#,
        #"{"t": 0.13, "recognizer": "pan", "state": "failed", "x": 51, "y": 61}"#,
        #"{"t": 0.13, "recognizer": "pinch", "state": "failed", "x": 51, "y": 61}"#,
        #"{"t": 0.13, "recognizer": "rotation", "state": "failed", "x": 51, "y": 61}"#,
        #"{"t": 0.43, "recognizer": "doubleTap", "state": "failed", "x": 51, "y": 61}"#,
        #"{"t": 0.43, "recognizer": "tap", "state": "recognized", "x": 51, "y": 61}"#,
      ])
  }

  @Test func velocityFling() throws {
    #expect(
      try velocities("fling.jsonl") == [
        #"{"id": 1, "t": 0.168, "vx": 1200, "vy": -30}"#,
        #"{"id": 2, "t": 1.14, "vx": 0, "vy": 0}"#,
      ])
  }

  @Test func velocityFlingImpulse() throws {
    #expect(
      try velocities("fling.jsonl", configuration: VelocityTracker.Configuration(estimator: .impulse)) == [
        #"{"id": 1, "t": 0.168, "vx": 1200, "vy": -30}"#,
        #"{"id": 2, "t": 1.14, "vx": 0, "vy": 0}"#,
      ])
  }

  @Test func velocityFlingAndroidImpulse() throws {
    #expect(
      try velocities("fling.jsonl", configuration: .androidImpulse) == [
        #"{"id": 1, "t": 0.168, "vx": 1200, "vy": -30}"#,
        #"{"id": 2, "t": 1.14, "vx": null, "vy": null}"#,
      ])
  }

  @Test func velocityDoubleTap() throws {
    #expect(
      try velocities("double-tap.jsonl") == [
        #"{"id": 1, "t": 0.08, "vx": 0, "vy": 0}"#,
        #"{"id": 2, "t": 0.3, "vx": 0, "vy": 0}"#,
      ])
  }

  @Test func velocityPinch() throws {
    #expect(
      try velocities("pinch.jsonl") == [
        #"{"id": 1, "t": 0.238, "vx": -250, "vy": 0}"#,
        #"{"id": 2, "t": 0.248, "vx": 250, "vy": 0}"#,
      ])
  }

  @Test func velocityLongPress() throws {
    #expect(
      try velocities("long-press.jsonl") == [
        #"{"id": 1, "t": 0.9, "vx": 0, "vy": 0}"#,
      ])
  }

  @Test func velocityBadInput() throws {
    let result = TraceReplay.velocities(in: try trace("bad-input.jsonl"))
    #expect(
      result.notices.map(\.description) == [
        #"line 15: rejected (unknownTouch)"#,
        #"line 16: rejected (duplicateBegan)"#,
        #"line 18: normalized (timeWentBackwards)"#,
        #"line 20: rejected (unknownTouch)"#,
      ])
    #expect(
      result.output.map(\.jsonLine) == [
        #"{"id": 1, "t": 0.13, "vx": 0, "vy": 0}"#,
      ])
  }

  // MARK: - Replay semantics, on small inline traces

  @Test func velocityIgnoresCancelledTouchesAndRestartsReusedIds() {
    let trace = Trace.parse(
      """
      {"t": 0.00, "id": 1, "phase": "began", "x": 0, "y": 0}
      {"t": 0.01, "id": 1, "phase": "moved", "x": 10, "y": 0}
      {"t": 0.02, "id": 1, "phase": "moved", "x": 20, "y": 0}
      {"t": 0.03, "id": 1, "phase": "cancelled", "x": 20, "y": 0}
      {"t": 0.04, "id": 1, "phase": "began", "x": 100, "y": 100}
      {"t": 0.05, "id": 1, "phase": "moved", "x": 100, "y": 95}
      {"t": 0.06, "id": 1, "phase": "moved", "x": 100, "y": 90}
      {"t": 0.07, "id": 1, "phase": "ended", "x": 100, "y": 90}
      """)
    let result = TraceReplay.velocities(in: trace)
    #expect(result.output.map(\.jsonLine) == [#"{"id": 1, "t": 0.07, "vx": 0, "vy": -500}"#])
    #expect(result.output.map(\.line) == [8])
    #expect(result.notices.isEmpty)
  }

  @Test func velocityOfATouchThatNeverMoved() {
    let trace = Trace.parse(
      """
      {"t": 0, "id": 5, "phase": "began", "x": 1, "y": 1}
      {"t": 0.01, "id": 5, "phase": "ended", "x": 1, "y": 1}
      """)
    #expect(TraceReplay.velocities(in: trace).output.map(\.jsonLine) == [#"{"id": 5, "t": 0.01, "vx": 0, "vy": 0}"#])
    #expect(
      TraceReplay.velocities(in: trace, configuration: .androidLeastSquares).output.map(\.jsonLine) == [
        #"{"id": 5, "t": 0.01, "vx": null, "vy": null}"#
      ])
  }

  @Test func deadlinesAfterTheLastSampleAreFired() {
    // One tap: `tap` waits for `doubleTap`, whose interval runs out 0.3 s after the lift,
    // after the last sample.
    let trace = Trace.parse(
      """
      {"t": 1, "id": 1, "phase": "began", "x": 10, "y": 20}
      {"t": 1.05, "id": 1, "phase": "ended", "x": 10, "y": 20}
      """)
    let result = TraceReplay.recognize(trace)
    let last = result.output.suffix(2)
    #expect(
      last.map(\.jsonLine) == [
        #"{"t": 1.35, "recognizer": "doubleTap", "state": "failed", "x": 10, "y": 20}"#,
        #"{"t": 1.35, "recognizer": "tap", "state": "recognized", "x": 10, "y": 20}"#,
      ])
    #expect(last.map(\.line) == [nil, nil])
    #expect(result.output.first?.line == 2)
  }

  @Test func aHeldTouchAtTheEndOfTheTraceStaysActive() {
    let trace = Trace.parse(#"{"t": 0, "id": 1, "phase": "began", "x": 10, "y": 20}"#)
    let set = RecognizerSet(members: [.init(name: "hold", kind: .longPress(.init(minimumPressDuration: 0.25)))])
    #expect(
      TraceReplay.recognize(trace, with: set).output.map(\.jsonLine) == [
        #"{"t": 0.25, "recognizer": "hold", "state": "began", "x": 10, "y": 20}"#
      ])
  }

  @Test func recognizeInAnArenaSetUpByHand() {
    let arena = GestureArena()
    arena.attach(TapRecognizer(name: "only \"tap\""), to: arena.root)
    let trace = Trace.parse(
      """
      {"t": 0, "id": 1, "phase": "began", "x": 1, "y": 2}
      {"t": 0.1, "id": 2, "phase": "ended", "x": 1, "y": 2}
      {"t": 0.1, "id": 1, "phase": "ended", "x": 1, "y": 2}
      """)
    let result = TraceReplay.recognize(trace, in: arena)
    #expect(result.notices == [ReplayNotice(line: 2, outcome: .rejected(.unknownTouch))])
    #expect(result.output.map(\.jsonLine) == [#"{"t": 0.1, "recognizer": "only \"tap\"", "state": "recognized", "x": 1, "y": 2}"#])
  }

  @Test func noticeDescriptions() {
    #expect(ReplayNotice(line: 7, outcome: .rejected(.unknownTouch)).description == "line 7: rejected (unknownTouch)")
    #expect(
      ReplayNotice(line: 9, outcome: .normalized(.timeWentBackwards)).description
        == "line 9: normalized (timeWentBackwards)")
  }

  @Test func stateChangeLinesAreTidy() {
    let change = ReplayStateChange(
      time: 0.41000000000000003, recognizer: "doubleTap", state: .recognized,
      location: Point(x: 100.00004, y: -199.99996), line: 3)
    #expect(change.jsonLine == #"{"t": 0.41, "recognizer": "doubleTap", "state": "recognized", "x": 100, "y": -200}"#)
    let velocity = ReplayVelocity(id: TouchID(1), time: 0.25, velocity: Vector(dx: 812.4, dy: -3.1), line: 4)
    #expect(velocity.jsonLine == #"{"id": 1, "t": 0.25, "vx": 812.4, "vy": -3.1}"#)
  }
}

/// Every shipped trace, replayed in every mode, against the output checked in under
/// `traces/expected/` (standard output, then standard error, as `gesture-replay` prints them).
@Suite struct ShippedTraceOutputTests {
  enum Mode: String, CaseIterable, Sendable {
    case recognize, velocity, velocityImpulse = "velocity-impulse", recognizeConfig = "recognize-config"
  }

  static let cases: [(trace: String, mode: Mode)] =
    ["bad-input", "double-tap", "edge-pan", "fling", "long-press", "pinch"].flatMap { name in
      [Mode.recognize, .velocity, .velocityImpulse].map { (name, $0) }
    } + [("edge-pan", .recognizeConfig)]

  /// What `gesture-replay` prints for a trace in a mode: output lines, then problems and
  /// notices sorted by line.
  static func output(trace name: String, mode: Mode) throws -> String {
    let trace = try Trace.read(contentsOfFile: TraceFixtures.path(name + ".jsonl"))
    let lines: [String]
    let notices: [ReplayNotice]
    switch mode {
    case .recognize, .recognizeConfig:
      let set = mode == .recognize ? .standard : try RecognizerSet.parse(TraceFixtures.text("edge-pan.json"))
      let result = TraceReplay.recognize(trace, with: set)
      (lines, notices) = (result.output.map(\.jsonLine), result.notices)
    case .velocity, .velocityImpulse:
      var configuration = VelocityTracker.Configuration.default
      if mode == .velocityImpulse { configuration.estimator = .impulse }
      let result = TraceReplay.velocities(in: trace, configuration: configuration)
      (lines, notices) = (result.output.map(\.jsonLine), result.notices)
    }
    var messages: [(line: Int, text: String)] = trace.problems.map { ($0.line, $0.description) }
    messages += notices.map { ($0.line, $0.description) }
    messages.sort { $0.line < $1.line }
    return (lines + messages.map(\.text)).map { $0 + "\n" }.joined()
  }

  @Test(arguments: cases.map { "\($0.trace).\($0.mode.rawValue)" })
  func everyShippedTraceReplaysAsRecorded(_ label: String) throws {
    let parts = label.split(separator: ".", maxSplits: 1).map(String.init)
    let mode = try #require(Mode(rawValue: parts[1]))
    let expected = try TraceFixtures.text("expected/\(label).txt")
    #expect(try Self.withoutFoundationsReasons(Self.output(trace: parts[0], mode: mode)) == Self.withoutFoundationsReasons(expected))
  }

  /// The text with Foundation's wording of each syntax error left out, which is not the same
  /// on every platform (the recorded files hold Linux's): a line that says only where,
  /// `line 6: invalid JSON at column 46`, and no more. The readers' own reasons (a trailing
  /// comma, a number too large) are checked word for word by JSONErrorMessageTests.
  static func withoutFoundationsReasons(_ text: String) -> String {
    text.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      guard let range = line.range(of: "invalid JSON") else { return String(line) }
      let rest = line[range.upperBound...]
      return String(line[..<range.upperBound] + (rest.hasPrefix(" at ") ? rest.prefix { $0 != ":" } : ""))
    }.joined(separator: "\n")
  }
}
