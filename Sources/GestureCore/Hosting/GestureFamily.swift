/// The recognizers a family's host installs on the view it drives, and how they relate: data,
/// which every host installs the same way (GestureCore's arena with ``install(in:on:)``,
/// UIKit with one recognizer per slot).
///
/// ```swift
/// let list = ListStore(rowWidth: 390)
/// let recognizers = list.gestures.install(in: arena, on: node)
/// var reader = list.reader(of: recognizers)
/// // for every state change: if let event = reader.event(for: change, store: list) { … }
/// ```
public struct GestureDeclaration: Hashable, Sendable {
  /// One recognizer of the family: its name (what traces and logs show), its kind and
  /// configuration, and whether it is on.
  public struct Slot: Hashable, Sendable {
    /// The recognizer's name.
    public var name: String
    /// Its kind and configuration.
    public var kind: RecognizerKind
    /// Whether it takes touches: a slot the store's configuration turns off is installed
    /// disabled, so that the slots keep their order. Default `true`.
    public var isEnabled: Bool

    /// A slot named `name` of `kind`, on unless `isEnabled` is `false`.
    public init(_ name: String, _ kind: RecognizerKind, isEnabled: Bool = true) {
      self.name = name
      self.kind = kind
      self.isEnabled = isEnabled
    }
  }

  /// The recognizers, in the order the family's reader expects them.
  public var slots: [Slot]
  /// Which of them waits for which, and which run together.
  public var relations: GestureRelations

  /// A declaration of `slots` related by `relations` (by default none: every pair is
  /// exclusive, and none waits for another).
  public init(_ slots: [Slot], relations: GestureRelations = GestureRelations()) {
    self.slots = slots
    self.relations = relations
  }

  /// Makes one recognizer per slot, attaches them to `node` of `arena` in order and sets up
  /// their relations: what a host without UIKit does, and what ``GestureFamily/reader(of:)``
  /// reads.
  ///
  /// - Returns: the recognizers, in the order of ``slots``.
  @discardableResult
  public func install(in arena: GestureArena, on node: Node) -> [GestureRecognizer] {
    let recognizers = makeRecognizers()
    attach(recognizers, in: arena, on: node)
    return recognizers
  }

  /// One new recognizer per slot, in order, each enabled as its slot says: for a host that
  /// needs the recognizers (and the reader of them) before its arena exists; attach them
  /// with ``attach(_:in:on:)``.
  public func makeRecognizers() -> [GestureRecognizer] {
    var recognizers: [GestureRecognizer] = []
    recognizers.reserveCapacity(slots.count)
    for slot in slots {
      let recognizer = slot.kind.makeRecognizer(name: slot.name)
      recognizer.isEnabled = slot.isEnabled
      recognizers.append(recognizer)
    }
    return recognizers
  }

  /// Attaches `recognizers` (made by ``makeRecognizers()``, in the slots' order) to `node` of
  /// `arena` and sets up their ``relations``.
  public func attach(_ recognizers: [GestureRecognizer], in arena: GestureArena, on node: Node) {
    for recognizer in recognizers { arena.attach(recognizer, to: node) }
    for pair in relations.failureRequirements {
      arena.require(recognizers[pair.first], toFail: recognizers[pair.second])
    }
    for pair in relations.simultaneous {
      arena.allowSimultaneous(recognizers[pair.first], recognizers[pair.second])
    }
  }
}

/// How a family's recognizers relate, by their index in the declaration's slots: in the
/// spirit of React Native Gesture Handler's `waitFor` and `simultaneousWith`. A pair not
/// listed is exclusive (the first to recognize wins) and neither waits for the other.
///
/// How they relate to the recognizers around the view — a scroll view, the system's back
/// gestures — is each store's to say where the host asks (its `backSwipeClaim`, the list's
/// ``ListStore/requiresFailure(_:of:)``), since those recognizers are not the family's.
public struct GestureRelations: Hashable, Sendable {
  /// Two slots, by index.
  public struct Pair: Hashable, Sendable {
    /// The first slot's index: in ``GestureRelations/failureRequirements``, the one that
    /// waits.
    public var first: Int
    /// The second slot's index: in ``GestureRelations/failureRequirements``, the one waited
    /// for.
    public var second: Int

    /// The pair `first`, `second`.
    public init(_ first: Int, _ second: Int) {
      self.first = first
      self.second = second
    }
  }

  /// Each `first` begins only once `second` has failed (UIKit's `require(toFail:)`).
  /// Default none.
  public var failureRequirements: [Pair]
  /// Each pair may be active together (UIKit's `shouldRecognizeSimultaneouslyWith`, both
  /// ways). Default none.
  public var simultaneous: [Pair]

  /// Relations with these requirements and simultaneous pairs (by default none).
  public init(failureRequirements: [Pair] = [], simultaneous: [Pair] = []) {
    self.failureRequirements = failureRequirements
    self.simultaneous = simultaneous
  }

  /// Whether slot `index` waits for slot `other` to fail.
  public func requiresFailure(_ index: Int, of other: Int) -> Bool {
    failureRequirements.contains(Pair(index, other))
  }

  /// Whether slots `index` and `other` may be active together (symmetric).
  public func recognizesSimultaneously(_ index: Int, with other: Int) -> Bool {
    simultaneous.contains(Pair(index, other)) || simultaneous.contains(Pair(other, index))
  }
}

/// A store with its gestures: the recognizers its host installs (``gestures``) and the reader
/// that turns their state changes and the raw touches into the store's events. Every host
/// installs and reads them the same way, so no host decides for itself which recognizers a
/// family needs or how their changes become events.
///
/// The five families are gesture families. Use it generically (`<F: GestureFamily>`):
/// Embedded Swift has no existentials.
public protocol GestureFamily: Store {
  /// What reads this family's recognizers and touches as its events.
  associatedtype Reader: StoreReader where Reader.Family == Self

  /// The recognizers a host installs for the store as it is now, and their relations.
  var gestures: GestureDeclaration { get }

  /// The reader of `recognizers`: those installed from ``gestures``, in its slots' order.
  func reader(of recognizers: [GestureRecognizer]) -> Reader

  /// Where the view the recognizers are on is, in its container's coordinates, when the store
  /// moves it (a floating view): a host keeps the view's hit area there after every event.
  /// Default `nil`: the host's layout places the view.
  var gestureFrame: Rect? { get }
}

extension GestureFamily {
  public var gestureFrame: Rect? { nil }
}

/// Reads a family's recognizers and the raw touches as its store's events, as every host does.
public protocol StoreReader {
  /// The store whose events it reads.
  associatedtype Family: Store

  /// The event a state change of one of the family's recognizers means to `store`, at the
  /// change's time, or `nil` for none.
  mutating func event(for change: StateChange, store: Family) -> Family.Event?

  /// The event a raw touch sample on the view means to `store`, at the sample's time, sent
  /// once the recognizers have handled it, or `nil` for none (a list's touch-down, a
  /// floating view's fingers). Default: none.
  mutating func event(for sample: TouchSample, store: Family) -> Family.Event?
}

extension StoreReader {
  public mutating func event(for sample: TouchSample, store: Family) -> Family.Event? { nil }
}
