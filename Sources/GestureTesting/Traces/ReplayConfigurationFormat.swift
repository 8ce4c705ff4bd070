import GestureCore

/// Reads and writes the `gesture-replay` configuration format (documented in
/// `Sources/GestureReplay/README.md`) for ``RecognizerSet``.
enum ReplayConfigurationFormat {
  typealias ConfigurationError = RecognizerSet.ConfigurationError

  // MARK: - Keys

  static let topLevelKeys = ["frame", "recognizers", "requireToFail", "simultaneous"]
  static let commonKeys = ["name", "kind"]
  static let tapKeys = [
    "numberOfTaps", "numberOfTouches", "movementTolerance", "maximumTapInterval", "maximumTapDistance",
  ]
  static let longPressKeys = ["minimumPressDuration", "allowableMovement", "numberOfTouches"]
  static let swipeKeys = [
    "directions", "numberOfTouches", "minimumDistance", "maximumDuration", "maximumAngle",
  ]
  static let panKeys = ["minimumNumberOfTouches", "maximumNumberOfTouches", "slop", "axis", "velocity"]
  static let twoFingerKeys = ["slop", "velocity"]
  static let edgeKeys = ["edges", "bandWidth"]
  static let velocityKeys = [
    "preset", "estimator", "horizon", "maximumSamples", "minimumSamples", "lowSampleFallback",
    "restartGap", "stillnessTimeout", "stillnessResult",
  ]
  static let kindNames = ["tap", "longPress", "swipe", "pan", "pinch", "rotation", "edgePan"]

  static let touchRange = 1...GestureArena.maximumTouches

  static let directionNames: [(String, SwipeDirection)] = [
    ("left", .left), ("right", .right), ("up", .up), ("down", .down),
    ("horizontal", .horizontal), ("vertical", .vertical), ("all", .all),
  ]
  static let edgeNames: [(String, RectEdge)] = [
    ("top", .top), ("left", .left), ("bottom", .bottom), ("right", .right), ("all", .all),
  ]
  static let axisNames: [(String, PanAxis)] = [
    ("free", .free), ("horizontal", .horizontal), ("vertical", .vertical),
  ]
  static let presetNames: [(String, VelocityTracker.Configuration)] = [
    ("default", .default), ("flutter", .flutter), ("androidLeastSquares", .androidLeastSquares),
    ("androidImpulse", .androidImpulse), ("flutterIOSScrollView", .flutterIOSScrollView),
  ]
  static let fallbackNames: [(String, VelocityTracker.LowSampleFallback)] = [
    ("zero", .zero), ("reduceDegree", .reduceDegree),
  ]
  static let stillnessNames: [(String, VelocityTracker.StillnessResult)] = [
    ("zero", .zero), ("noVelocity", .noVelocity),
  ]

  // MARK: - Reading

  /// A configuration file as Foundation's `JSONDecoder` reads it: all of it (so that any
  /// malformed value is invalid JSON before a value is judged), then its set, key by key.
  struct File: Decodable {
    var set: RecognizerSet

    init(from decoder: any Decoder) throws {
      let file = JSONValue(decoder)
      try file.readAll()
      set = try readSet(file)
    }
  }

  static func readSet(_ value: JSONValue) throws -> RecognizerSet {
    let fields = try JSONFields(value, path: "")
    try fields.requireKnownKeys(topLevelKeys, context: " at the top level")

    let frame = try fields.value("frame", readFrame) ?? .unbounded

    guard let recognizerValues = try fields.array("recognizers") else {
      throw ConfigurationError(path: "", message: "missing \"recognizers\" (an array of recognizers)")
    }
    var members: [RecognizerSet.Member] = []
    for index in recognizerValues.indices {
      members.append(try readMember(recognizerValues[index], path: "recognizers[\(index)]"))
    }

    var requirements: [RecognizerSet.NamePair] = []
    for (index, element) in (try fields.array("requireToFail") ?? []).enumerated() {
      let names = try readNames(element, path: "requireToFail[\(index)]", exactly: 2)
      requirements.append(RecognizerSet.NamePair(names[0], names[1]))
    }
    var simultaneous: [RecognizerSet.NamePair] = []
    for (index, element) in (try fields.array("simultaneous") ?? []).enumerated() {
      let names = try readNames(element, path: "simultaneous[\(index)]", exactly: nil)
      for first in names.indices {
        for second in names.indices where second > first {
          simultaneous.append(RecognizerSet.NamePair(names[first], names[second]))
        }
      }
    }
    return RecognizerSet(
      frame: frame, members: members, requirements: requirements, simultaneous: simultaneous)
  }

  static func readFrame(_ value: JSONValue, path: String) throws -> Rect {
    let fields = try JSONFields(value, path: path)
    try fields.requireKnownKeys(["x", "y", "width", "height"])
    func coordinate(_ key: String, minimum: Double) throws -> Double {
      try fields.required(key) { try fields.number($0, minimum: minimum) }
    }
    let x = try coordinate("x", minimum: -.greatestFiniteMagnitude)
    let y = try coordinate("y", minimum: -.greatestFiniteMagnitude)
    let width = try coordinate("width", minimum: 0)
    let height = try coordinate("height", minimum: 0)
    if width == 0 { throw fields.error("width", "expected a number greater than 0, found 0") }
    if height == 0 { throw fields.error("height", "expected a number greater than 0, found 0") }
    return Rect(x: x, y: y, width: width, height: height)
  }

  static func readNames(_ value: JSONValue, path: String, exactly count: Int?) throws -> [String] {
    let expectation = count.map { "an array of \($0) recognizer names" } ?? "an array of 2 or more recognizer names"
    guard let elements = try value.elements() else {
      throw ConfigurationError(path: path, message: "expected \(expectation), found \(try value.kind())")
    }
    if elements.count != count ?? max(elements.count, 2) {  // without a count, 2 or more
      throw ConfigurationError(path: path, message: "expected \(expectation), found \(elements.count) elements")
    }
    var names: [String] = []
    for (index, element) in elements.enumerated() {
      guard let name = try element.string() else {
        throw ConfigurationError(
          path: "\(path)[\(index)]", message: "expected a recognizer name, found \(try element.kind())")
      }
      names.append(name)
    }
    return names
  }

  static func readMember(_ value: JSONValue, path: String) throws -> RecognizerSet.Member {
    let fields = try JSONFields(value, path: path)
    let name = try fields.required("name", fields.string)
    if name.isEmpty { throw fields.error("name", "empty name") }
    let kindName = try fields.required("kind", fields.string)
    let context = " for kind \(kindName) (\(ReplayFormatting.quoted(name)))"
    let kind: RecognizerSet.Kind
    switch kindName {
    case "tap":
      try fields.requireKnownKeys(commonKeys + tapKeys, context: context)
      var configuration = TapRecognizer.Configuration()
      if let value = try fields.integer("numberOfTaps", in: 1...1000) { configuration.numberOfTaps = value }
      if let value = try fields.integer("numberOfTouches", in: touchRange) { configuration.numberOfTouches = value }
      if let value = try fields.number("movementTolerance") { configuration.movementTolerance = value }
      if let value = try fields.number("maximumTapInterval") { configuration.maximumTapInterval = value }
      if let value = try fields.number("maximumTapDistance") { configuration.maximumTapDistance = value }
      kind = .tap(configuration)
    case "longPress":
      try fields.requireKnownKeys(commonKeys + longPressKeys, context: context)
      var configuration = LongPressRecognizer.Configuration()
      if let value = try fields.number("minimumPressDuration") { configuration.minimumPressDuration = value }
      if let value = try fields.number("allowableMovement") { configuration.allowableMovement = value }
      if let value = try fields.integer("numberOfTouches", in: touchRange) { configuration.numberOfTouches = value }
      kind = .longPress(configuration)
    case "swipe":
      try fields.requireKnownKeys(commonKeys + swipeKeys, context: context)
      var configuration = SwipeRecognizer.Configuration()
      if let value = try readOptionSet("directions", in: fields, names: directionNames) {
        configuration.directions = value
      }
      if let value = try fields.integer("numberOfTouches", in: touchRange) { configuration.numberOfTouches = value }
      if let value = try fields.number("minimumDistance") { configuration.minimumDistance = value }
      if let value = try fields.number("maximumDuration") { configuration.maximumDuration = value }
      if let value = try fields.number("maximumAngle") { configuration.maximumAngle = value }
      kind = .swipe(configuration)
    case "pan":
      try fields.requireKnownKeys(commonKeys + panKeys, context: context)
      kind = .pan(try readPan(fields))
    case "pinch", "rotation":
      try fields.requireKnownKeys(commonKeys + twoFingerKeys, context: context)
      var pinch = PinchRecognizer.Configuration()
      var rotation = RotationRecognizer.Configuration()
      if let value = try fields.number("slop") { (pinch.slop, rotation.slop) = (value, value) }
      if let value = try fields.value("velocity", readVelocity) { (pinch.velocity, rotation.velocity) = (value, value) }
      kind = kindName == "pinch" ? .pinch(pinch) : .rotation(rotation)
    case "edgePan":
      try fields.requireKnownKeys(commonKeys + edgeKeys + panKeys, context: context)
      var edges = EdgePanRecognizer.EdgeConfiguration()
      if let value = try readOptionSet("edges", in: fields, names: edgeNames) { edges.edges = value }
      if let value = try fields.number("bandWidth") { edges.bandWidth = value }
      kind = .edgePan(edges, try readPan(fields))
    default:
      throw fields.error(
        "kind",
        "unknown kind \(ReplayFormatting.quoted(kindName)); expected one of: " + kindNames.joined(separator: ", "))
    }
    return RecognizerSet.Member(name: name, kind: kind)
  }

  static func readPan(_ fields: JSONFields) throws -> PanRecognizer.Configuration {
    var configuration = PanRecognizer.Configuration()
    if let value = try fields.integer("minimumNumberOfTouches", in: touchRange) {
      configuration.minimumNumberOfTouches = value
    }
    if let value = try fields.integer("maximumNumberOfTouches", in: touchRange) {
      configuration.maximumNumberOfTouches = value
    }
    if configuration.maximumNumberOfTouches < configuration.minimumNumberOfTouches {
      throw fields.error(
        "maximumNumberOfTouches",
        "maximumNumberOfTouches (\(configuration.maximumNumberOfTouches)) is below minimumNumberOfTouches (\(configuration.minimumNumberOfTouches))"
      )
    }
    if let value = try fields.number("slop") { configuration.slop = value }
    if let value = try fields.choice("axis", axisNames) { configuration.axis = value }
    if let value = try fields.value("velocity", readVelocity) { configuration.velocity = value }
    return configuration
  }

  /// A set of named options: an array of names, or one name.
  static func readOptionSet<T: OptionSet>(
    _ key: String, in fields: JSONFields, names: [(String, T)]
  ) throws -> T? where T.Element == T {
    guard let value = fields.value(key) else { return nil }
    let array = try value.elements()
    guard try array != nil || value.string() != nil else {
      throw fields.error(key, "expected an array of names, found \(try value.kind())")
    }
    let elements = array ?? [value]
    if elements.isEmpty { throw fields.error(key, "expected at least one name") }
    var result: T = []
    for (index, element) in elements.enumerated() {
      let path = fields.path(of: key) + (array == nil ? "" : "[\(index)]")
      guard let name = try element.string() else {
        throw ConfigurationError(path: path, message: "expected a name, found \(try element.kind())")
      }
      result.formUnion(try JSONFields.named(name, in: names, path: path))
    }
    return result
  }

  static func readVelocity(_ value: JSONValue, path: String) throws -> VelocityTracker.Configuration {
    // A bare string names a preset: `"flutter"` reads as `{"preset": "flutter"}`.
    let fields =
      try value.string() == nil ? try JSONFields(value, path: path) : JSONFields(members: [("preset", value)], path: path)
    try fields.requireKnownKeys(velocityKeys, context: " in a velocity configuration")
    var configuration = try fields.choice("preset", presetNames) ?? .default
    if let value = try fields.value("estimator", readEstimator) { configuration.estimator = value }
    if let value = try fields.durationOrInfinity("horizon") { configuration.horizon = value }
    if let value = try fields.integer("maximumSamples", in: 1...1024) { configuration.maximumSamples = value }
    if let value = try fields.integer("minimumSamples", in: 1...1024) { configuration.minimumSamples = value }
    if let value = try fields.choice("lowSampleFallback", fallbackNames) { configuration.lowSampleFallback = value }
    if let value = try fields.durationOrInfinity("restartGap") { configuration.restartGap = value }
    if let value = try fields.durationOrInfinity("stillnessTimeout") { configuration.stillnessTimeout = value }
    if let value = try fields.choice("stillnessResult", stillnessNames) { configuration.stillnessResult = value }
    return configuration
  }

  /// `"lsq1"`…`"lsq8"`, `"impulse"`, or `{"kind": "leastSquares", "degree": 2}`,
  /// `{"kind": "impulse"}`, `{"kind": "recentDifferences", "newest": …, "previous": …, "earlier": …}`.
  static func readEstimator(_ value: JSONValue, path: String) throws -> VelocityTracker.Estimator {
    if let name = try value.string() {
      guard let estimator = TraceReplay.estimator(named: name) else {
        throw ConfigurationError(
          path: path,
          message: "unknown estimator \(ReplayFormatting.quoted(name)); expected lsq1...lsq8, impulse, or an object")
      }
      return estimator
    }
    let fields = try JSONFields(value, path: path)
    let kind = try fields.required("kind", fields.string)
    switch kind {
    case "leastSquares":
      try fields.requireKnownKeys(["kind", "degree"], context: " for a leastSquares estimator")
      return .leastSquares(degree: try fields.integer("degree", in: 1...8) ?? 2)
    case "impulse":
      try fields.requireKnownKeys(["kind"], context: " for an impulse estimator")
      return .impulse
    case "recentDifferences":
      try fields.requireKnownKeys(
        ["kind", "newest", "previous", "earlier"], context: " for a recentDifferences estimator")
      let anyNumber = -Double.greatestFiniteMagnitude
      return .recentDifferences(
        newest: try fields.number("newest", minimum: anyNumber) ?? 0.05,
        previous: try fields.number("previous", minimum: anyNumber) ?? 0.35,
        earlier: try fields.number("earlier", minimum: anyNumber) ?? 0.6)
    default:
      throw fields.error(
        "kind",
        "unknown estimator kind \(ReplayFormatting.quoted(kind)); expected leastSquares, impulse or recentDifferences")
    }
  }

  // MARK: - Writing

  /// A value being written: its text, or the members of an object, or a list of objects.
  /// Only layout: an object or list that holds a container gets one member per line,
  /// indented by two spaces, as people edit the file; others stay on one line.
  enum Written {
    /// A scalar or a flat array, as text; `holdsContainers` for an array of arrays.
    case text(String, holdsContainers: Bool = false)
    case object([(key: String, value: Written)])
    case objects([Written])

    var holdsContainers: Bool {
      switch self {
      case .text(_, let holdsContainers): holdsContainers
      case .object(let members): !members.isEmpty
      case .objects(let elements): !elements.isEmpty
      }
    }

    func text(indent: String) -> String {
      let inner = indent + "  "
      switch self {
      case .text(let text, _):
        return text
      case .object(let members) where members.contains(where: \.value.holdsContainers):
        let lines = members.map { inner + ReplayFormatting.quoted($0.key) + ": " + $0.value.text(indent: inner) }
        return "{\n" + lines.joined(separator: ",\n") + "\n" + indent + "}"
      case .object(let members):
        return "{" + members.map { ReplayFormatting.quoted($0.key) + ": " + $0.value.text(indent: indent) }
          .joined(separator: ", ") + "}"
      case .objects(let elements):
        if elements.isEmpty { return "[]" }
        return "[\n" + elements.map { inner + $0.text(indent: inner) }.joined(separator: ",\n") + "\n" + indent + "]"
      }
    }
  }

  /// The configuration file's text for a set, every threshold written out.
  static func text(for set: RecognizerSet) -> String {
    write(set).text(indent: "")
  }

  private static func number(_ value: Double) -> Written { .text(ReplayFormatting.number(value)) }
  private static func integer(_ value: Int) -> Written { .text(String(value)) }
  private static func string(_ value: String) -> Written { .text(ReplayFormatting.quoted(value)) }

  private static func names(_ names: [String]) -> String {
    "[" + names.map(ReplayFormatting.quoted).joined(separator: ", ") + "]"
  }

  private static func pairs(_ pairs: [RecognizerSet.NamePair]) -> Written {
    .text("[" + pairs.map { names([$0.first, $0.second]) }.joined(separator: ", ") + "]", holdsContainers: !pairs.isEmpty)
  }

  static func write(_ set: RecognizerSet) -> Written {
    var top: [(key: String, value: Written)] = []
    if set.frame != .unbounded {
      top.append(
        ("frame",
         .object([
          ("x", number(set.frame.minX)), ("y", number(set.frame.minY)),
          ("width", number(set.frame.width)), ("height", number(set.frame.height)),
         ])))
    }
    top.append(("recognizers", .objects(set.members.map(write))))
    top.append(("requireToFail", pairs(set.requirements)))
    top.append(("simultaneous", pairs(set.simultaneous)))
    return .object(top)
  }

  static func write(_ member: RecognizerSet.Member) -> Written {
    var object: [(key: String, value: Written)] = [("name", string(member.name)), ("kind", string(member.kind.name))]
    switch member.kind {
    case .tap(let configuration):
      object += [
        ("numberOfTaps", integer(configuration.numberOfTaps)),
        ("numberOfTouches", integer(configuration.numberOfTouches)),
        ("movementTolerance", number(configuration.movementTolerance)),
        ("maximumTapInterval", number(configuration.maximumTapInterval)),
        ("maximumTapDistance", number(configuration.maximumTapDistance)),
      ]
    case .longPress(let configuration):
      object += [
        ("minimumPressDuration", number(configuration.minimumPressDuration)),
        ("allowableMovement", number(configuration.allowableMovement)),
        ("numberOfTouches", integer(configuration.numberOfTouches)),
      ]
    case .swipe(let configuration):
      object += [
        ("directions", writeOptionSet(configuration.directions, names: Array(directionNames.prefix(4)))),
        ("numberOfTouches", integer(configuration.numberOfTouches)),
        ("minimumDistance", number(configuration.minimumDistance)),
        ("maximumDuration", number(configuration.maximumDuration)),
        ("maximumAngle", number(configuration.maximumAngle)),
      ]
    case .pan(let configuration):
      object += writePan(configuration)
    case .pinch(let configuration):
      object += [("slop", number(configuration.slop)), ("velocity", write(configuration.velocity))]
    case .rotation(let configuration):
      object += [("slop", number(configuration.slop)), ("velocity", write(configuration.velocity))]
    case .edgePan(let edges, let configuration):
      object += [
        ("edges", writeOptionSet(edges.edges, names: Array(edgeNames.prefix(4)))),
        ("bandWidth", number(edges.bandWidth)),
      ]
      object += writePan(configuration)
    }
    return .object(object)
  }

  static func writePan(_ configuration: PanRecognizer.Configuration) -> [(key: String, value: Written)] {
    [
      ("minimumNumberOfTouches", integer(configuration.minimumNumberOfTouches)),
      ("maximumNumberOfTouches", integer(configuration.maximumNumberOfTouches)),
      ("slop", number(configuration.slop)),
      ("axis", string(axisNames.first { $0.1 == configuration.axis }!.0)),
      ("velocity", write(configuration.velocity)),
    ]
  }

  static func writeOptionSet<T: OptionSet>(_ set: T, names: [(String, T)]) -> Written where T.Element == T {
    .text(Self.names(names.filter { set.contains($0.1) }.map(\.0)))
  }

  static func write(_ configuration: VelocityTracker.Configuration) -> Written {
    func duration(_ value: Double) -> Written {
      value.isFinite ? number(value) : string("infinity")
    }
    let estimator: Written
    switch configuration.estimator {
    case .leastSquares(let degree) where (1...8).contains(degree):
      estimator = string("lsq\(degree)")
    case .leastSquares(let degree):
      estimator = .object([("kind", string("leastSquares")), ("degree", integer(degree))])
    case .impulse:
      estimator = string("impulse")
    case .recentDifferences(let newest, let previous, let earlier):
      estimator = .object([
        ("kind", string("recentDifferences")), ("newest", number(newest)),
        ("previous", number(previous)), ("earlier", number(earlier)),
      ])
    }
    return .object([
      ("estimator", estimator),
      ("horizon", duration(configuration.horizon)),
      ("maximumSamples", integer(configuration.maximumSamples)),
      ("minimumSamples", integer(configuration.minimumSamples)),
      ("lowSampleFallback", string(fallbackNames.first { $0.1 == configuration.lowSampleFallback }!.0)),
      ("restartGap", duration(configuration.restartGap)),
      ("stillnessTimeout", duration(configuration.stillnessTimeout)),
      ("stillnessResult", string(stillnessNames.first { $0.1 == configuration.stillnessResult }!.0)),
    ])
  }
}
