// The questions a host's recognizers ask of a list, answered as data: which waits for which,
// which run together, how the recognizers' changes and the touches read as the store's
// events, and where an auto-scroll may take the list.
extension ListStore {
  /// The recognizers around a list, as the relations name them.
  public enum Recognizer: Hashable, Sendable {
    /// The horizontal pan that swipes rows (``Event/swipe(_:time:)``).
    case swipe
    /// The long press that lifts rows (``Event/longPress(_:time:)``).
    case reorder
    /// The two-finger pinch that opens a gap (``Event/pinch(_:time:)``).
    case pinch
    /// The list's own scrolling pan (UIKit: the scroll view's `panGestureRecognizer`).
    case listScroll
    /// A screen-edge pan around the list: the navigation's interactive back swipe (UIKit: a
    /// `UIScreenEdgePanGestureRecognizer`).
    case screenEdgePan
  }

  /// Whether `recognizer` must wait for `other` to fail before it begins: plain data, for the
  /// host to set up or answer (UIKit: `gestureRecognizer(_:shouldRequireFailureOf:)` and
  /// `shouldBeRequiredToFailBy`; GestureCore's arena: ``GestureArena/require(_:toFail:)``).
  ///
  /// - The row swipe waits for a screen-edge pan: a swipe from the leading edge of a pushed
  ///   list is the navigation's back swipe. An edge pan fails as soon as a touch lands outside
  ///   its band, so swipes elsewhere are not delayed.
  /// - The list's scrolling waits for the row swipe: the swipe fails at once on a vertical
  ///   stroke, so vertical scrolling is never stolen, and a horizontal stroke never scrolls.
  public static func requiresFailure(_ recognizer: Recognizer, of other: Recognizer) -> Bool {
    switch (recognizer, other) {
    case (.swipe, .screenEdgePan), (.listScroll, .swipe): true
    default: false
    }
  }

  /// Whether `recognizer` and `other` may be active together (UIKit's
  /// `shouldRecognizeSimultaneouslyWith`, the arena's ``GestureArena/allowSimultaneous(_:_:)``).
  /// Symmetric.
  ///
  /// Only the pinch and the list's scrolling: a pinch may start while the list's pan has
  /// already begun with the first finger; the store then turns scrolling off
  /// (``Effect/scrollingEnabled(_:)`` `false`), which ends the pan. Every other pair is
  /// exclusive.
  public static func recognizesSimultaneously(_ recognizer: Recognizer, with other: Recognizer)
    -> Bool
  {
    switch (recognizer, other) {
    case (.pinch, .listScroll), (.listScroll, .pinch): true
    default: false
    }
  }

  /// The content offset to scroll to for an ``Effect/scroll(toContentOffset:)``, kept within
  /// what the host's list can really scroll to (store coordinates: `0` shows the first row's
  /// top at the viewport's top). With estimated row heights the store's content height can
  /// be off, so auto-scroll must never take the list past its real ends.
  ///
  /// - Parameters:
  ///   - offset: the effect's content offset.
  ///   - lowest: the smallest offset the list scrolls to (UIKit: `−adjustedContentInset.top`,
  ///     in store coordinates).
  ///   - highest: the largest (UIKit: the content height plus the bottom inset minus the
  ///     bounds' height, in store coordinates); a `highest` below `lowest` (content shorter
  ///     than the viewport) counts as `lowest`.
  /// - Returns: `offset` clamped to `lowest...max(lowest, highest)`; `lowest` for a NaN
  ///   offset, and a NaN or infinite bound is ignored.
  public static func scrollTarget(_ offset: Double, lowest: Double, highest: Double) -> Double {
    let low = lowest.isFinite ? lowest : 0
    let high = highest.isFinite ? max(low, highest) : Double.infinity
    return offset.clamped(to: low...high)
  }

  /// Reads a host's three list recognizers and its touches as the store's events, as every
  /// host does: the horizontal pan's phases as ``Event/swipe(_:time:)``, the long press's as
  /// ``Event/longPress(_:time:)``, the pinch's through a ``PinchReader`` as
  /// ``Event/pinch(_:time:)``, and every touch-down as ``Event/touchDown(_:time:)``. The
  /// recognizers' coordinates are the list's gesture space.
  ///
  /// ```swift
  /// var reader = ListStore.Reader(swipe: swipe, longPress: longPress, pinch: pinch)
  /// if let event = reader.event(for: change, time: change.time) { list.send(event) }
  /// ```
  public struct Reader {
    /// The horizontal pan that swipes rows.
    public let swipe: GestureRecognizer
    /// The long press that lifts rows.
    public let longPress: GestureRecognizer
    /// The two-finger pinch that opens a gap.
    public let pinch: GestureRecognizer
    /// How the pinch reads so far.
    public private(set) var pinchReader = PinchReader()

    /// Reads these three recognizers.
    public init(swipe: GestureRecognizer, longPress: GestureRecognizer, pinch: GestureRecognizer) {
      self.swipe = swipe
      self.longPress = longPress
      self.pinch = pinch
    }

    /// The event a state change of one of the three recognizers means, at `time` (the
    /// change's own, or the host's clock), or `nil` for none: another recognizer's change, or
    /// a state that is no phase of the gesture (``DragEvent/init(_:)``,
    /// ``PinchReader/phase(for:)``).
    public mutating func event(for change: StateChange, time: Double) -> Event? {
      if change.recognizer === swipe {
        return DragEvent(change).map { .swipe($0, time: time) }
      }
      if change.recognizer === longPress {
        return DragEvent(change).map { .longPress($0, time: time) }
      }
      if change.recognizer === pinch {
        return pinchReader.phase(for: change).map { .pinch($0, time: time) }
      }
      return nil
    }

    /// The event a raw touch sample means, at `time`: a finger landing is an
    /// ``Event/touchDown(_:time:)`` at its location; every other phase is none.
    public static func event(for sample: TouchSample, time: Double) -> Event? {
      sample.phase == .began ? .touchDown(sample.location, time: time) : nil
    }
  }

  /// Reads a pinch recognizer's state changes as the store's ``Pinch`` phases, as every host
  /// does: the two fingers' `y`s (from the recognizer's ``GestureRecognizer/touches``), and
  /// at the release the speed at which the distance between them grew: the recognizer's
  /// `scaleVelocity` (per second, of a scale relative to the span when the second finger
  /// landed) times that span.
  ///
  /// ```swift
  /// var pinchReader = ListStore.PinchReader()
  /// if let phase = pinchReader.phase(for: change) { list.send(.pinch(phase, time: change.time)) }
  /// ```
  public struct PinchReader: Hashable, Sendable {
    /// The distance between the two fingers when they landed, in points, as of the latest
    /// `began`; 0 before one.
    public private(set) var startSpan = 0.0

    /// Creates a reader that has seen no pinch.
    public init() {}

    /// The phase a state change of a pinch recognizer (a ``PinchRecognizer``) reports, or
    /// `nil` for one that reports none (`possible`, `failed`, `recognized`, or a `began` or
    /// `changed` with fewer than two fingers down).
    public mutating func phase(for change: StateChange) -> Pinch? {
      phase(
        state: change.state, touches: change.recognizer.touches,
        scaleVelocity: change.value.scaleVelocity)
    }

    /// The phase for a recognizer's `state`, its fingers (the first two are read) and its
    /// scale velocity: ``phase(for:)`` for a host whose state changes are not
    /// ``StateChange``s.
    public mutating func phase(
      state: RecognizerState, touches: some RandomAccessCollection<TrackedTouch>,
      scaleVelocity: Double
    ) -> Pinch? {
      switch state {
      case .began:
        guard touches.count >= 2 else { return nil }
        let first = touches[touches.startIndex]
        let second = touches[touches.index(after: touches.startIndex)]
        startSpan = (second.startLocation - first.startLocation).length
        return .began(upperY: first.location.y, lowerY: second.location.y)
      case .changed:
        guard touches.count >= 2 else { return nil }
        let first = touches[touches.startIndex]
        let second = touches[touches.index(after: touches.startIndex)]
        return .changed(upperY: first.location.y, lowerY: second.location.y)
      case .ended:
        return .ended(velocity: scaleVelocity * startSpan)
      case .cancelled:
        return .cancelled
      case .possible, .failed, .recognized:
        return nil
      }
    }

    /// The span a trackpad pinch's two imagined fingers start with, in points: 60, about a
    /// row, so that pinching a trackpad to twice the size opens a row-high gap (a trackpad
    /// pinch has a pointer and a scale, no fingers).
    public static let trackpadSpan = 60.0

    /// The phase of a trackpad pinch (UIKit's pinch recognizer on an iPad trackpad): its
    /// `state`, the pointer's `y`, its `scale` (1 when it began) and the scale's velocity per
    /// second. The two fingers are imagined either side of the pointer, ``trackpadSpan``
    /// apart at scale 1 and `trackpadSpan × scale` apart after, so the store decides on it
    /// as on fingers. A NaN or infinite `y` or `scale` begins nothing and cancels a pinch
    /// under way; a negative scale counts as 0.
    public mutating func phase(
      trackpad state: RecognizerState, y: Double, scale: Double, scaleVelocity: Double
    ) -> Pinch? {
      let isFinite = y.isFinite && scale.isFinite
      let half = Self.trackpadSpan * max(scale, 0) / 2
      switch state {
      case .began:
        guard isFinite else { return nil }
        startSpan = Self.trackpadSpan
        return .began(upperY: y - half, lowerY: y + half)
      case .changed:
        guard isFinite else { return .cancelled }
        return .changed(upperY: y - half, lowerY: y + half)
      case .ended:
        startSpan = Self.trackpadSpan
        return .ended(velocity: scaleVelocity * Self.trackpadSpan)
      case .cancelled:
        return .cancelled
      case .possible, .failed, .recognized:
        return nil
      }
    }
  }
}

extension ListStore: GestureFamily {
  /// Three slots, in the order of ``Reader/init(swipe:longPress:pinch:)``: the horizontal pan
  /// that swipes rows (`listSwipe`), the long press that lifts them (`listReorder`) and the
  /// pinch that opens a gap (`listPinch`), each on only where the configuration has its
  /// gesture. No relations among them: they are exclusive. Their relations to the list's
  /// scrolling and to the back swipe are ``requiresFailure(_:of:)`` and
  /// ``recognizesSimultaneously(_:with:)``.
  public var gestures: GestureDeclaration {
    GestureDeclaration([
      .init(
        "listSwipe", .pan(.init(axis: .horizontal)),
        isEnabled: configuration.swipeToCommit != nil),
      .init(
        "listReorder", .longPress(configuration.longPress),
        isEnabled: configuration.reorder != nil),
      .init("listPinch", .pinch(configuration.pinch), isEnabled: configuration.pinchToInsert != nil),
    ])
  }

  /// The reader of the three recognizers ``gestures`` installs.
  public func reader(of recognizers: [GestureRecognizer]) -> Reader {
    Reader(swipe: recognizers[0], longPress: recognizers[1], pinch: recognizers[2])
  }
}

extension ListStore.Reader: StoreReader {
  public typealias Family = ListStore

  /// ``event(for:time:)-method`` at the change's time.
  public mutating func event(for change: StateChange, store: ListStore) -> ListStore.Event? {
    event(for: change, time: change.time)
  }

  /// ``event(for:time:)-swift.type.method`` at the sample's time: a touch-down.
  public mutating func event(for sample: TouchSample, store: ListStore) -> ListStore.Event? {
    Self.event(for: sample, time: sample.timestamp)
  }
}
