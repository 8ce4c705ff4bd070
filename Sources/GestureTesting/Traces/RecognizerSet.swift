import GestureCore

/// A description of an arena: which recognizers, with which thresholds, under which
/// relations, on a root node of which frame. A value: ``makeArena()`` builds a fresh
/// ``GestureArena`` each time, so replays, tests and benchmarks start from the same state.
///
/// ``standard`` is the set `gesture-replay recognize` runs by default; ``parse(_:)`` reads the
/// JSON configuration format documented in `Sources/GestureReplay/README.md`, and
/// ``configurationText`` writes it back.
///
/// ```swift
/// let arena = RecognizerSet.standard.makeArena()
/// ```
public struct RecognizerSet: Hashable, Sendable {
  /// One recognizer of the set: its name and what it is.
  public struct Member: Hashable, Sendable {
    /// The recognizer's name (``GestureRecognizer/name``), unique within the set; relations
    /// refer to it.
    public var name: String
    /// The recognizer's kind and thresholds.
    public var kind: Kind

    /// Creates a member.
    public init(name: String, kind: Kind) {
      self.name = name
      self.kind = kind
    }

    /// A new recognizer of this kind, named ``name``.
    public func makeRecognizer() -> GestureRecognizer {
      kind.makeRecognizer(name: name)
    }
  }

  /// A recognizer kind with its configuration: GestureCore's ``RecognizerKind``, whose
  /// ``RecognizerKind/name`` is the kind's name in the configuration format (`tap`,
  /// `longPress`, `swipe`, `pan`, `pinch`, `rotation`, `edgePan`).
  public typealias Kind = RecognizerKind

  /// Two recognizer names: for ``requirements``, the first waits for the second to fail;
  /// for ``simultaneous``, the order does not matter.
  public struct NamePair: Hashable, Sendable {
    /// The first name.
    public var first: String
    /// The second name.
    public var second: String

    /// Creates a pair.
    public init(_ first: String, _ second: String) {
      self.first = first
      self.second = second
    }
  }

  /// Why a configuration was refused. ``description`` is the message `gesture-replay` prints.
  public struct ConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Where, as a path into the configuration (`recognizers[2].slop`); empty for the whole.
    public var path: String
    /// What is wrong.
    public var message: String

    /// Creates an error record.
    public init(path: String, message: String) {
      self.path = path
      self.message = message
    }

    /// `path: message`, or the message alone for an empty path.
    public var description: String { path.isEmpty ? message : "\(path): \(message)" }
  }

  /// The frame of the arena's root node, in points. Default ``Rect/unbounded``; edge pans
  /// need a finite frame to have edges.
  public var frame: Rect
  /// The recognizers, in attach order.
  public var members: [Member]
  /// Require-to-fail relations: `first` waits for `second` to fail
  /// (``GestureArena/require(_:toFail:)``), applied in order.
  public var requirements: [NamePair]
  /// Pairs allowed to be active together (``GestureArena/allowSimultaneous(_:_:)``).
  public var simultaneous: [NamePair]

  /// Creates a set. Call ``validate()`` before ``makeArena()`` if the parts come from users.
  public init(
    frame: Rect = .unbounded, members: [Member], requirements: [NamePair] = [],
    simultaneous: [NamePair] = []
  ) {
    self.frame = frame
    self.members = members
    self.requirements = requirements
    self.simultaneous = simultaneous
  }

  /// Creates the set of a view's closure gestures: their declaration
  /// (``ClosureGestures/gestures``), a member per recognizer named after its slot
  /// (``ClosureGestures/Slot/name``), in member order, with the slots' relations.
  ///
  /// - Parameters:
  ///   - gestures: The view's closure gestures.
  ///   - frame: The root node's frame. Default ``Rect/unbounded``.
  public init(_ gestures: ClosureGestures, frame: Rect = .unbounded) {
    self.init(gestures.gestures, frame: frame)
  }

  /// Creates the set of a family's declared gestures (``GestureFamily/gestures``): a member
  /// per slot, named and configured as the slot, in order, with the declared relations.
  ///
  /// - Parameters:
  ///   - declaration: The declaration.
  ///   - frame: The root node's frame. Default ``Rect/unbounded``.
  public init(_ declaration: GestureDeclaration, frame: Rect = .unbounded) {
    let names = declaration.slots.map(\.name)
    self.init(
      frame: frame,
      members: declaration.slots.map { Member(name: $0.name, kind: $0.kind) },
      requirements: declaration.relations.failureRequirements.map {
        NamePair(names[$0.first], names[$0.second])
      },
      simultaneous: declaration.relations.simultaneous.map {
        NamePair(names[$0.first], names[$0.second])
      })
  }

  /// The set `gesture-replay recognize` runs without `--config`: the closure gestures of a
  /// view with every kind of handler, ``ClosureGestures/standard``, attached in this order:
  ///
  /// - `tap` (one tap), which requires `doubleTap` to fail;
  /// - `doubleTap` (two taps);
  /// - `longPress`;
  /// - `swipeLeft`, `swipeRight`, `swipeUp`, `swipeDown` (one direction each), each
  ///   simultaneous with `pan`;
  /// - `pan`, with one finger at most (`maximumNumberOfTouches: 1`), so that two-finger
  ///   gestures are pinches and rotations only;
  /// - `pinch` and `rotation`, simultaneous with each other and with `pan`.
  ///
  /// Every recognizer but the pan has its default thresholds; every other pair is exclusive.
  /// The root frame is unbounded.
  public static let standard = RecognizerSet(ClosureGestures.standard)

  /// The member with a name, if any.
  public func member(named name: String) -> Member? {
    members.first { $0.name == name }
  }

  /// Checks what the format cannot express wrongly but the memberwise initializer can:
  /// names are non-empty and unique, and every relation names two different members.
  /// (Thresholds are checked by ``parse(_:)``.)
  public func validate() throws {
    for index in members.indices {
      let name = members[index].name
      if name.isEmpty {
        throw ConfigurationError(path: "recognizers[\(index)].name", message: "empty name")
      }
      if members[..<index].contains(where: { $0.name == name }) {
        throw ConfigurationError(
          path: "recognizers[\(index)].name",
          message: "duplicate name \(ReplayFormatting.quoted(name)); names must be unique")
      }
    }
    for (list, pairs) in [("requireToFail", requirements), ("simultaneous", simultaneous)] {
      for index in pairs.indices {
        for name in [pairs[index].first, pairs[index].second] where member(named: name) == nil {
          throw ConfigurationError(
            path: "\(list)[\(index)]",
            message: "unknown recognizer \(ReplayFormatting.quoted(name)); known: "
              + members.map(\.name).joined(separator: ", "))
        }
        if pairs[index].first == pairs[index].second {
          throw ConfigurationError(
            path: "\(list)[\(index)]",
            message: "a recognizer cannot be related to itself (\(ReplayFormatting.quoted(pairs[index].first)))")
        }
      }
    }
  }

  /// A new arena: a root node with ``frame``, the members attached to it in order, then the
  /// relations. ``GestureArena/recognizers`` lists the recognizers in member order.
  ///
  /// - Precondition: the set is valid (``validate()`` does not throw).
  public func makeArena() -> GestureArena {
    let arena = GestureArena(root: Node(frame: frame))
    for member in members { arena.attach(member.makeRecognizer(), to: arena.root) }
    func recognizer(_ name: String) -> GestureRecognizer {
      guard let recognizer = arena.recognizers.first(where: { $0.name == name }) else {
        preconditionFailure("RecognizerSet: unknown recognizer \(name)")
      }
      return recognizer
    }
    for pair in requirements {
      arena.require(recognizer(pair.first), toFail: recognizer(pair.second))
    }
    for pair in simultaneous {
      arena.allowSimultaneous(recognizer(pair.first), recognizer(pair.second))
    }
    return arena
  }

  // MARK: - The configuration format

  /// Reads a configuration file's text (see the type's documentation for the format).
  ///
  /// Foundation's `JSONDecoder` reads the text; syntax errors are worded with their line and
  /// column where Foundation says where, and trailing commas, repeated keys and numbers no
  /// `Double` holds are refused, with their line and column. The values are then read key by
  /// key, so that every problem names its path.
  ///
  /// - Throws: ``ConfigurationError`` for invalid JSON, an unknown key (of several, the first
  ///   in alphabetical order), kind, name or value, a missing field, a wrong type or an
  ///   out-of-range threshold.
  public static func parse(_ text: String) throws -> RecognizerSet {
    let set: RecognizerSet
    do {
      set = try JSONReading.decode(ReplayConfigurationFormat.File.self, from: Array(text.utf8)).set
    } catch let problem as JSONReading.Problem {
      let place = problem.place.map { " at line \($0.line), column \($0.column)" } ?? ""
      throw ConfigurationError(path: "", message: "invalid JSON\(place): \(problem.message)")
    }
    try set.validate()
    return set
  }

  /// The set in the configuration format, every threshold written out: a template to edit
  /// (what `gesture-replay config` prints). Reading it back with ``parse(_:)`` gives an equal
  /// set.
  public var configurationText: String {
    ReplayConfigurationFormat.text(for: self)
  }
}
