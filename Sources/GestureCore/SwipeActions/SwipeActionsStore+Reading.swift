// How a host's touches, horizontal pan and tap read as the store's events. The host knows where
// it laid its rows out; the store knows rows only by identifier, in their own coordinates.
extension SwipeActionsStore {
  /// A row where the host laid it out: its identifier and its frame in the container's
  /// coordinates (the coordinates of the host's touches and recognizers).
  public typealias RowFrame = (id: Int, frame: Rect)

  /// Reads a host's touches, its horizontal pan and its tap as the store's events, as every
  /// host does, given the row under a point of the container (`rowAt`, asked only when a
  /// touch lands, a pan begins or a tap is recognized; a non-escaping closure, nothing kept):
  ///
  /// - a finger landing is an ``Event/touchDown(rowID:time:)`` on the row under it (`nil`:
  ///   outside every row), a finger lifting or cancelled an ``Event/touchUp(time:)``;
  /// - the pan drives the row under the point where it began, in that row's coordinates,
  ///   from its `began` to its end (``Event/drag(rowID:_:time:)``); a pan that began outside
  ///   every row drives none;
  /// - a recognized tap is an ``Event/tap(rowID:at:time:)`` in the coordinates of the row
  ///   under it (outside every row: `nil`, in the container's).
  ///
  /// ```swift
  /// var reader = SwipeActionsStore.Reader()
  /// if let drag = DragEvent(change),
  ///   let event = reader.event(for: drag, time: change.time, rowAt: row(at:))
  /// {
  ///   store.send(event)
  /// }
  /// ```
  public struct Reader: Hashable, Sendable {
    /// The row the pan drives, from its `began` to its end; `nil` when no pan drives one.
    public private(set) var draggedRowID: Int?
    /// The dragged row's origin in the container, as of the pan's `began`.
    private var origin = Vector.zero
    /// The rows as the host laid them out in the container, for the ``StoreReader`` reading
    /// (the static and `rowAt:` methods take the host's own lookup instead). Default none.
    public var rows: [Row] = []
    /// The horizontal pan and the tap that ``GestureFamily/reader(of:)`` read.
    private var pan: ObjectIdentifier?
    private var tap: ObjectIdentifier?

    /// Creates a reader with no pan under way.
    public init() {}

    /// A reader of the container's horizontal `pan` and `tap` (those
    /// ``SwipeActionsStore/gestures`` declares) over ``rows``.
    public init(pan: GestureRecognizer, tap: GestureRecognizer) {
      self.pan = ObjectIdentifier(pan)
      self.tap = ObjectIdentifier(tap)
    }

    /// A row of the container, where the host laid it out.
    public struct Row: Hashable, Sendable {
      /// The row's identifier.
      public var id: Int
      /// Its frame in the container's coordinates.
      public var frame: Rect

      /// The row `id` at `frame`.
      public init(id: Int, frame: Rect) {
        self.id = id
        self.frame = frame
      }
    }

    /// The row of ``rows`` under `location`, the first if they overlap.
    public func row(at location: Point) -> RowFrame? {
      for row in rows where row.frame.contains(location) { return (row.id, row.frame) }
      return nil
    }

    /// The event a raw touch sample means, at `time`: a touch-down on the row under a
    /// finger that lands, a touch-up for one that lifts or is cancelled, none for a move.
    public static func event(
      for sample: TouchSample, time: Double, rowAt row: (Point) -> RowFrame?
    ) -> Event? {
      switch sample.phase {
      case .began: .touchDown(rowID: row(sample.location)?.id, time: time)
      case .ended, .cancelled: .touchUp(time: time)
      case .moved, .stationary: nil
      }
    }

    /// The event a phase of the horizontal pan means, at `time`: the drag of the row under
    /// the point where the pan began, in that row's coordinates; `nil` for a pan that began
    /// outside every row (or a phase without a `began`). An end or a cancel ends the pan.
    public mutating func event(
      for drag: DragEvent, time: Double, rowAt row: (Point) -> RowFrame?
    ) -> Event? {
      if case .began(let location, let translation) = drag {
        let hit = row(location - translation)
        draggedRowID = hit?.id
        origin = hit.map { Vector(dx: $0.frame.minX, dy: $0.frame.minY) } ?? .zero
      }
      guard let id = draggedRowID else { return nil }
      switch drag {
      case .ended, .cancelled: draggedRowID = nil
      case .began, .changed: break
      }
      return .drag(rowID: id, drag.offset(by: origin * -1), time: time)
    }

    /// Forgets the pan under way without an event: the host sent the row its end itself,
    /// or the row is gone with its recognizer.
    public mutating func endDrag() {
      draggedRowID = nil
    }

    /// The event a recognized tap at `location` (the container's) means, at `time`: a tap
    /// in the coordinates of the row under it, or outside every row.
    public static func event(
      forTapAt location: Point, time: Double, rowAt row: (Point) -> RowFrame?
    ) -> Event {
      let hit = row(location)
      let origin = hit.map { Vector(dx: $0.frame.minX, dy: $0.frame.minY) } ?? .zero
      return .tap(rowID: hit?.id, at: location - origin, time: time)
    }
  }
}

extension SwipeActionsStore: GestureFamily {
  /// The container's two recognizers: the horizontal pan that drags rows (`swipeActions`) and
  /// the tap that presses buttons and closes rows (`swipeActionsClose`), exclusive. Their
  /// relation to the back swipe is each row's ``backSwipeClaim(onRow:)``.
  public var gestures: GestureDeclaration {
    GestureDeclaration([
      .init("swipeActions", .pan(.init(axis: .horizontal))),
      .init("swipeActionsClose", .tap(.init())),
    ])
  }

  /// The reader of the pan and the tap ``gestures`` installs; the host keeps its
  /// ``Reader/rows`` where it laid the rows out.
  public func reader(of recognizers: [GestureRecognizer]) -> Reader {
    Reader(pan: recognizers[0], tap: recognizers[1])
  }
}

extension SwipeActionsStore.Reader: StoreReader {
  public typealias Family = SwipeActionsStore

  /// The pan's phases as drags of the row where each began, a recognized tap as a tap in the
  /// row under it, at the change's time, over ``rows``; `nil` for another recognizer or
  /// another state.
  public mutating func event(for change: StateChange, store: SwipeActionsStore)
    -> SwipeActionsStore.Event?
  {
    let id = ObjectIdentifier(change.recognizer)
    if id == pan, let drag = DragEvent(change) {
      let rows = self.rows
      return event(for: drag, time: change.time) { location in
        for row in rows where row.frame.contains(location) { return (row.id, row.frame) }
        return nil
      }
    }
    if id == tap, change.state == .recognized {
      return Self.event(forTapAt: change.location, time: change.time, rowAt: row(at:))
    }
    return nil
  }

  /// A touch-down on the row of ``rows`` under the finger, a touch-up as it lifts.
  public mutating func event(for sample: TouchSample, store: SwipeActionsStore)
    -> SwipeActionsStore.Event?
  {
    Self.event(for: sample, time: sample.timestamp, rowAt: row(at:))
  }
}
