import GestureCore
import Testing

@testable import GestureTesting

@Suite struct RecognizerSetTests {
  @Test func standardSet() throws {
    let set = RecognizerSet.standard
    #expect(
      set.members.map(\.name) == [
        "tap", "doubleTap", "longPress", "swipeLeft", "swipeRight", "swipeUp", "swipeDown", "pan",
        "pinch", "rotation",
      ])
    #expect(set.member(named: "doubleTap")?.kind == .tap(.init(numberOfTaps: 2)))
    #expect(set.member(named: "swipeUp")?.kind == .swipe(.init(directions: .up)))
    try set.validate()

    let arena = set.makeArena()
    #expect(arena.recognizers.map(\.name) == set.members.map(\.name))
    #expect(arena.root.frame == .unbounded)
    func recognizer(_ name: String) -> GestureRecognizer {
      arena.recognizers.first { $0.name == name }!
    }
    #expect(recognizer("doubleTap") is TapRecognizer)
    #expect(recognizer("longPress") is LongPressRecognizer)
    #expect(recognizer("pinch") is PinchRecognizer)
    for swipe in ["swipeLeft", "swipeRight", "swipeUp", "swipeDown"] {
      #expect(arena.areSimultaneous(recognizer(swipe), recognizer("pan")))
      #expect(!arena.areSimultaneous(recognizer(swipe), recognizer("tap")))
    }
    #expect(arena.areSimultaneous(recognizer("pinch"), recognizer("rotation")))
    #expect(arena.areSimultaneous(recognizer("pinch"), recognizer("pan")))
    #expect(arena.areSimultaneous(recognizer("rotation"), recognizer("pan")))
    #expect(!arena.areSimultaneous(recognizer("longPress"), recognizer("pan")))
    #expect(!arena.areSimultaneous(recognizer("swipeLeft"), recognizer("swipeRight")))
  }

  @Test func theStandardSetIsTheClosureGesturesOfAViewWithEveryKind() {
    let gestures = ClosureGestures.standard
    let set = RecognizerSet.standard
    #expect(set.members.map(\.name) == gestures.members.map(\.name))
    #expect(set.members.map(\.kind) == gestures.members.map(\.configuration))
    #expect(set.requirements == [RecognizerSet.NamePair("tap", "doubleTap")])
    #expect(set.simultaneous.count == gestures.gestures.relations.simultaneous.count)
  }

  @Test func eachArenaIsFresh() {
    let first = RecognizerSet.standard.makeArena()
    let second = RecognizerSet.standard.makeArena()
    #expect(first.recognizers[0] !== second.recognizers[0])
  }

  @Test func standardRoundTripsThroughItsJSON() throws {
    #expect(try RecognizerSet.parse(RecognizerSet.standard.configurationText) == .standard)
  }

  @Test func everyFieldOfEveryKind() throws {
    let set = try RecognizerSet.parse(
      """
      {
        "frame": {"x": 0, "y": 10, "width": 390, "height": 844},
        "recognizers": [
          {"name": "t", "kind": "tap", "numberOfTaps": 3, "numberOfTouches": 2, "movementTolerance": 12,
           "maximumTapInterval": 0.25, "maximumTapDistance": 30},
          {"name": "l", "kind": "longPress", "minimumPressDuration": 0.8, "allowableMovement": 15, "numberOfTouches": 2},
          {"name": "s", "kind": "swipe", "directions": ["left", "up"], "numberOfTouches": 2, "minimumDistance": 80,
           "maximumDuration": 0.4, "maximumAngle": 0.3},
          {"name": "s2", "kind": "swipe", "directions": "horizontal"},
          {"name": "p", "kind": "pan", "minimumNumberOfTouches": 2, "maximumNumberOfTouches": 3, "slop": 8,
           "axis": "vertical", "velocity": {"preset": "androidImpulse", "horizon": 0.08}},
          {"name": "z", "kind": "pinch", "slop": 12, "velocity": "flutterIOSScrollView"},
          {"name": "r", "kind": "rotation", "slop": 0.1,
           "velocity": {"estimator": {"kind": "leastSquares", "degree": 3}, "maximumSamples": 30, "minimumSamples": 4,
                        "lowSampleFallback": "reduceDegree", "restartGap": "infinity", "stillnessTimeout": 0.05,
                        "stillnessResult": "noVelocity"}},
          {"name": "e", "kind": "edgePan", "edges": ["right", "bottom"], "bandWidth": 24, "axis": "horizontal",
           "velocity": {"estimator": {"kind": "recentDifferences", "newest": 0.1, "previous": 0.3, "earlier": 0.6}}}
        ],
        "requireToFail": [["t", "l"], ["s", "p"]],
        "simultaneous": [["z", "r", "p"]]
      }
      """)
    #expect(set.frame == Rect(x: 0, y: 10, width: 390, height: 844))
    #expect(
      set.members == [
        .init(
          name: "t",
          kind: .tap(.init(numberOfTaps: 3, numberOfTouches: 2, movementTolerance: 12, maximumTapInterval: 0.25, maximumTapDistance: 30))),
        .init(name: "l", kind: .longPress(.init(minimumPressDuration: 0.8, allowableMovement: 15, numberOfTouches: 2))),
        .init(
          name: "s",
          kind: .swipe(.init(directions: [.left, .up], numberOfTouches: 2, minimumDistance: 80, maximumDuration: 0.4, maximumAngle: 0.3))),
        .init(name: "s2", kind: .swipe(.init(directions: .horizontal))),
        .init(
          name: "p",
          kind: .pan(
            .init(
              minimumNumberOfTouches: 2, maximumNumberOfTouches: 3, slop: 8, axis: .vertical,
              velocity: .init(estimator: .impulse, horizon: 0.08, minimumSamples: 2, stillnessResult: .noVelocity)))),
        .init(name: "z", kind: .pinch(.init(slop: 12, velocity: .flutterIOSScrollView))),
        .init(
          name: "r",
          kind: .rotation(
            .init(
              slop: 0.1,
              velocity: .init(
                estimator: .leastSquares(degree: 3), maximumSamples: 30, minimumSamples: 4,
                lowSampleFallback: .reduceDegree, restartGap: .infinity, stillnessTimeout: 0.05,
                stillnessResult: .noVelocity)))),
        .init(
          name: "e",
          kind: .edgePan(
            .init(edges: [.right, .bottom], bandWidth: 24),
            .init(axis: .horizontal, velocity: .init(estimator: .recentDifferences(newest: 0.1, previous: 0.3, earlier: 0.6))))),
      ])
    #expect(set.requirements == [.init("t", "l"), .init("s", "p")])
    #expect(set.simultaneous == [.init("z", "r"), .init("z", "p"), .init("r", "p")])
    // And it writes back to an equal set.
    #expect(try RecognizerSet.parse(set.configurationText) == set)

    let arena = set.makeArena()
    #expect(arena.root.frame == set.frame)
    #expect(arena.recognizers.last is EdgePanRecognizer)
    #expect((arena.recognizers.last as? EdgePanRecognizer)?.edgeConfiguration.bandWidth == 24)
  }

  @Test func omittedFieldsTakeTheEngineDefaults() throws {
    let set = try RecognizerSet.parse(#"{"recognizers": [{"name": "a", "kind": "pan"}, {"name": "b", "kind": "edgePan"}]}"#)
    #expect(set.members[0].kind == .pan(.init()))
    #expect(set.members[1].kind == .edgePan(.init(), .init()))
    #expect(set.requirements.isEmpty && set.simultaneous.isEmpty)
    #expect(set.frame == .unbounded)
    #expect(try RecognizerSet.parse(#"{"recognizers": []}"#).members.isEmpty)
  }

  /// Each invalid configuration and the message `gesture-replay` prints for it, labelled by
  /// the message.
  static let invalidConfigurations: [(text: String, message: String)] = [
    ("[]", "expected an object, found an array"),
    ("{}", #"missing "recognizers" (an array of recognizers)"#),
    (#"{"recognizers": {}}"#, "recognizers: expected an array, found an object"),
    (#"{"recognizers": [], "extra": 1}"#,
     #"extra: unknown key "extra" at the top level; expected one of: frame, recognizers, requireToFail, simultaneous"#),
    (#"{"recognizers": [{"name": "tap", "kind": "tap", "taps": 1}]}"#,
     #"recognizers[0].taps: unknown key "taps" for kind tap ("tap"); expected one of: name, kind, numberOfTaps, numberOfTouches, movementTolerance, maximumTapInterval, maximumTapDistance"#),
    (#"{"recognizers": [{"name": "x", "kind": "hover"}]}"#,
     #"recognizers[0].kind: unknown kind "hover"; expected one of: tap, longPress, swipe, pan, pinch, rotation, edgePan"#),
    (#"{"recognizers": [{"kind": "tap"}]}"#, #"recognizers[0]: missing "name""#),
    (#"{"recognizers": [{"name": "a"}]}"#, #"recognizers[0]: missing "kind""#),
    (#"{"recognizers": [{"name": "", "kind": "tap"}]}"#, "recognizers[0].name: empty name"),
    (#"{"recognizers": [{"name": 1, "kind": "tap"}]}"#, "recognizers[0].name: expected a string, found a number"),
    (#"{"recognizers": ["tap"]}"#, "recognizers[0]: expected an object, found a string"),
    (#"{"recognizers": [{"name": "a", "kind": "tap"}, {"name": "a", "kind": "pan"}]}"#,
     #"recognizers[1].name: duplicate name "a"; names must be unique"#),
    (#"{"recognizers": [{"name": "a", "kind": "tap", "numberOfTouches": 0}]}"#,
     "recognizers[0].numberOfTouches: expected an integer in 1...20, found 0"),
    (#"{"recognizers": [{"name": "a", "kind": "tap", "numberOfTaps": 1.5}]}"#,
     "recognizers[0].numberOfTaps: expected an integer, found 1.5"),
    (#"{"recognizers": [{"name": "a", "kind": "tap", "movementTolerance": -1}]}"#,
     "recognizers[0].movementTolerance: expected a number of at least 0, found -1"),
    (#"{"recognizers": [{"name": "a", "kind": "tap", "movementTolerance": "10"}]}"#,
     "recognizers[0].movementTolerance: expected a number, found a string"),
    (#"{"recognizers": [{"name": "a", "kind": "longPress", "minimumPressDuration": 1e999}]}"#,
     "invalid JSON at line 1, column 77: 1e999 is too large for a Double"),
    (#"{"recognizers": [{"name": "a", "kind": "swipe", "directions": ["left", "sideways"]}]}"#,
     #"recognizers[0].directions[1]: unknown value "sideways"; expected one of: left, right, up, down, horizontal, vertical, all"#),
    (#"{"recognizers": [{"name": "a", "kind": "swipe", "directions": []}]}"#,
     "recognizers[0].directions: expected at least one name"),
    (#"{"recognizers": [{"name": "a", "kind": "edgePan", "edges": "middle"}]}"#,
     #"recognizers[0].edges: unknown value "middle"; expected one of: top, left, bottom, right, all"#),
    (#"{"recognizers": [{"name": "a", "kind": "pan", "axis": "diagonal"}]}"#,
     #"recognizers[0].axis: unknown value "diagonal"; expected one of: free, horizontal, vertical"#),
    (#"{"recognizers": [{"name": "a", "kind": "pan", "minimumNumberOfTouches": 3, "maximumNumberOfTouches": 2}]}"#,
     "recognizers[0].maximumNumberOfTouches: maximumNumberOfTouches (2) is below minimumNumberOfTouches (3)"),
    (#"{"recognizers": [{"name": "a", "kind": "pinch", "axis": "free"}]}"#,
     #"recognizers[0].axis: unknown key "axis" for kind pinch ("a"); expected one of: name, kind, slop, velocity"#),
    (#"{"recognizers": [{"name": "a", "kind": "pan", "velocity": {"estimator": "lsq9"}}]}"#,
     #"recognizers[0].velocity.estimator: unknown estimator "lsq9"; expected lsq1...lsq8, impulse, or an object"#),
    (#"{"recognizers": [{"name": "a", "kind": "pan", "velocity": {"horizon": "forever"}}]}"#,
     #"recognizers[0].velocity.horizon: expected a number of seconds or "infinity", found "forever""#),
    (#"{"recognizers": [{"name": "a", "kind": "pan", "velocity": {"window": 1}}]}"#,
     #"recognizers[0].velocity.window: unknown key "window" in a velocity configuration; expected one of: preset, estimator, horizon, maximumSamples, minimumSamples, lowSampleFallback, restartGap, stillnessTimeout, stillnessResult"#),
    (#"{"recognizers": [{"name": "a", "kind": "pan", "velocity": "android"}]}"#,
     #"recognizers[0].velocity.preset: unknown value "android"; expected one of: default, flutter, androidLeastSquares, androidImpulse, flutterIOSScrollView"#),
    (#"{"recognizers": [{"name": "a", "kind": "pan", "velocity": {"estimator": {"kind": "leastSquares", "degree": 9}}}]}"#,
     "recognizers[0].velocity.estimator.degree: expected an integer in 1...8, found 9"),
    (#"{"recognizers": [{"name": "a", "kind": "tap"}], "requireToFail": [["a", "b"]]}"#,
     #"requireToFail[0]: unknown recognizer "b"; known: a"#),
    (#"{"recognizers": [{"name": "a", "kind": "tap"}], "requireToFail": [["a", "a"]]}"#,
     #"requireToFail[0]: a recognizer cannot be related to itself ("a")"#),
    (#"{"recognizers": [{"name": "a", "kind": "tap"}], "requireToFail": [["a"]]}"#,
     "requireToFail[0]: expected an array of 2 recognizer names, found 1 elements"),
    (#"{"recognizers": [{"name": "a", "kind": "tap"}], "simultaneous": [["a", 2]]}"#,
     "simultaneous[0][1]: expected a recognizer name, found a number"),
    (#"{"recognizers": [{"name": "a", "kind": "tap"}], "simultaneous": "a"}"#,
     "simultaneous: expected an array, found a string"),
    (#"{"recognizers": [], "frame": {"x": 0, "y": 0, "width": 0, "height": 10}}"#,
     "frame.width: expected a number greater than 0, found 0"),
    (#"{"recognizers": [], "frame": {"x": 0, "y": 0, "width": 10}}"#, #"frame: missing "height""#),
    (#"{"recognizers": [1,]}"#, "invalid JSON at line 1, column 20: trailing comma before ']'"),
  ]

  @Test(arguments: invalidConfigurations.map {
    JSONErrorMessageTests.Case(label: $0.message, text: $0.text, message: $0.message)
  })
  func invalid(_ test: JSONErrorMessageTests.Case) {
    let (text, message) = (test.text, test.message)
    #expect {
      try RecognizerSet.parse(text)
    } throws: { error in
      guard let error = error as? RecognizerSet.ConfigurationError else { return false }
      #expect(error.description == message)
      return true
    }
  }

  @Test func validateCatchesHandBuiltMistakes() {
    let set = RecognizerSet(
      members: [.init(name: "a", kind: .tap(.init()))], simultaneous: [.init("a", "zz")])
    #expect(throws: RecognizerSet.ConfigurationError.self) { try set.validate() }
  }

  @Test func estimatorAndPresetNames() {
    #expect(TraceReplay.estimator(named: "lsq2") == .leastSquares(degree: 2))
    #expect(TraceReplay.estimator(named: "lsq8") == .leastSquares(degree: 8))
    #expect(TraceReplay.estimator(named: "impulse") == .impulse)
    #expect(TraceReplay.estimator(named: "lsq0") == nil)
    #expect(TraceReplay.estimator(named: "lsq02") == nil)
    #expect(TraceReplay.estimator(named: "lsq") == nil)
    #expect(TraceReplay.velocityPreset(named: "androidImpulse") == .androidImpulse)
    #expect(TraceReplay.velocityPreset(named: "nope") == nil)
  }
}
