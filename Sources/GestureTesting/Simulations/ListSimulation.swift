import GestureCore

/// An app and its host around a ``ListStore``, for tests and the fuzzer: it owns the app's
/// items, applies the store's edits to them, answers deletes and inserts as the app is told
/// to, sends frames, and checks the host contract and the store's guarantees after every
/// event.
///
/// After every event it checks that:
/// - the host kept the contract (``ContractChecker``), apart from the ``faults`` it
///   commits on purpose;
/// - the store's rows are exactly the app's items, in order (a row the store inserted for a
///   pinch is the one exception while the app has not answered);
/// - every effect makes sense for the app's items (a delete, a completion or an edit names
///   an item the app has, a move and an insert apply);
/// - every value the host draws (offsets, shifts, the lifted row, the placeholder) is finite.
///
/// ``settle(limit:)`` adds liveness: once no finger is down and frames have run until the
/// store needs none, nothing is left half-way. ``fork()`` checks it on a copy, so a test or
/// the fuzzer can ask "would this settle?" at any moment without changing what happens next.
///
/// ```swift
/// let list = ListSimulation(count: 5)
/// list.swipe(row: 2, by: -200, duration: 0.2)   // a fast swipe left: delete
/// list.settle()                                 // frames until nothing moves
/// #expect(list.items == [0, 1, 3, 4])
/// #expect(list.problems == [])
/// ```
public final class ListSimulation {
  /// Contract breaks a host commits on purpose (the fuzzer's adversarial host): the
  /// checker's reports of them are expected, the store's guarantees still hold.
  public struct Faults: OptionSet, Hashable, Sendable {
    /// The raw bits.
    public var rawValue: UInt8
    /// Creates a set from its bits.
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// Events whose time is earlier than one already sent.
    public static let timeGoingBackwards = Faults(rawValue: 1)
    /// Events whose time is NaN or infinite.
    public static let nonFiniteTimes = Faults(rawValue: 2)
    /// Gaps longer than the checker's maximum between frames while the store needs them (a
    /// display link stalled: the app in the background, the main thread busy).
    public static let lateFrames = Faults(rawValue: 4)
    /// Every fault above.
    public static let all: Faults = [.timeGoingBackwards, .nonFiniteTimes, .lateFrames]
  }

  /// The app's items, in order: identifiers.
  public private(set) var items: [Int]
  /// The items the app marked complete.
  public private(set) var completed: Set<Int> = []
  /// Whether the app keeps the rows it is asked to delete (a declined confirmation).
  /// Default `false`.
  public var keepsDeletedRows = false
  /// Whether the app declines the rows a pinch asks for. Default `false`.
  public var declinesInserts = false
  /// Whether the app answers deletes and inserts just before the next frame rather than at
  /// once, so that other events (a touch, a data change) reach the store while it waits, as
  /// the contract allows. Default `false`.
  public var answersBeforeNextFrame = false
  /// Whether the app reports a removal it agreed to with ``ListStore/Event/rowsChanged(_:)``
  /// (a snapshot without the row) instead of ``ListStore/Event/deleteAnswered(rowID:removed:)``.
  /// Default `false`.
  public var removesBySnapshot = false
  /// Whether the app adds an insert's new item with ``ListStore/Event/rowsChanged(_:)`` (a
  /// snapshot with it) before it answers with its identifier. Default `false`.
  public var insertsBySnapshot = false
  /// The contract breaks this host commits on purpose; default none, so that every
  /// violation the checker reports is a problem.
  public var faults: Faults = []
  /// Whether ``effects`` keeps every effect; turn it off for long runs (the fuzzer), whose
  /// memory must stay flat. Default `true`.
  public var recordsEffects = true
  /// The driver the host sends through, as the gallery and GestureKit do.
  public let driver: InteractionDriver<ListStore>
  /// The host's clock, in seconds: the latest finite time it sent or waited to.
  public internal(set) var time: Double
  /// Every effect, in order (while ``recordsEffects``).
  public private(set) var effects: [ListStore.Effect] = []
  /// Broken rules, each prefixed with its kind: `contract:` (which this host keeps apart from
  /// its ``faults``, so any entry is a bug in the simulation or the store), `conservation:`,
  /// `effect:`, `presentation:` and, after ``settle(limit:)``, `liveness:`.
  public internal(set) var problems: [String] = []
  /// How many events the host sent (answers and frames included).
  public private(set) var eventCount = 0
  /// The height of every row the app does not say otherwise for, in points.
  public let rowHeight: Double
  /// Whether the list's own scrolling is on, as the last ``ListStore/Effect/scrollingEnabled(_:)``
  /// left it.
  public private(set) var isScrollingEnabled = true

  private var checker = ContractChecker<ListStore>()
  private var nextID: Int
  /// Heights other than ``rowHeight``, by item.
  private var heights: [Int: Double] = [:]
  /// The store's questions the app will answer before the next frame, oldest first.
  var unanswered: [ListStore.Effect] = []

  /// The store, as the last event left it.
  public var store: ListStore { driver.model }

  /// A list of `count` items (identifiers `0..<count`) of `rowHeight` points, `width` wide,
  /// in a viewport of `viewportHeight` at the top of the screen.
  public convenience init(
    count: Int, rowHeight: Double = 64, width: Double = 390, viewportHeight: Double = 600,
    configuration: ListStore.Configuration = .init(), start: Double = 0
  ) {
    self.init(
      heights: Array(repeating: rowHeight, count: count), rowHeight: rowHeight, width: width,
      viewportHeight: viewportHeight, configuration: configuration, start: start)
  }

  /// A list of one item per height (identifiers `0..<heights.count`), `width` wide, in a
  /// viewport of `viewportHeight` at the top of the screen; items the app adds later are
  /// `rowHeight` high.
  public init(
    heights rowHeights: [Double], rowHeight: Double = 64, width: Double = 390,
    viewportHeight: Double = 600, configuration: ListStore.Configuration = .init(),
    start: Double = 0
  ) {
    items = Array(rowHeights.indices)
    nextID = rowHeights.count
    time = start
    self.rowHeight = rowHeight
    for (id, height) in rowHeights.enumerated() where height != rowHeight { heights[id] = height }
    driver = InteractionDriver(
      ListStore(
        rows: rowHeights.enumerated().map { ListStore.RowData(id: $0.offset, height: $0.element) },
        rowWidth: width,
        viewport: ListViewport(top: 0, height: viewportHeight, contentOffset: 0),
        configuration: configuration))
    observeContract()
  }

  /// A copy of `other` from now on, its problems and effects forgotten.
  private init(copying other: ListSimulation) {
    items = other.items
    completed = other.completed
    keepsDeletedRows = other.keepsDeletedRows
    declinesInserts = other.declinesInserts
    answersBeforeNextFrame = other.answersBeforeNextFrame
    removesBySnapshot = other.removesBySnapshot
    insertsBySnapshot = other.insertsBySnapshot
    faults = other.faults
    recordsEffects = other.recordsEffects
    driver = InteractionDriver(other.store)
    time = other.time
    eventCount = other.eventCount
    rowHeight = other.rowHeight
    isScrollingEnabled = other.isScrollingEnabled
    checker = other.checker
    nextID = other.nextID
    heights = other.heights
    unanswered = other.unanswered
    observeContract()
  }

  /// A copy of the app, the host and the store as they are now, with no problems and no
  /// effects recorded: what a test or the fuzzer runs into the future (``settle(limit:)``)
  /// to see whether it would come to rest, leaving this simulation as it is.
  public func fork() -> ListSimulation { ListSimulation(copying: self) }

  /// Forgets the problems seen so far, so that a long run can go on past a known one.
  public func clearProblems() { problems.removeAll() }

  private func observeContract() {
    driver.observer = { [unowned self] event, effects, store in
      guard let violation = self.checker.observe(event, effects: effects, store: store) else {
        return
      }
      switch violation {
      case .timeWentBackwards where self.faults.contains(.timeGoingBackwards),
        .timeNotFinite where self.faults.contains(.nonFiniteTimes),
        .framesMissing where self.faults.contains(.lateFrames):
        break
      default:
        self.problems.append("contract: \(violation)")
      }
    }
  }

  // MARK: Sending

  /// Sends an event as the host does, applies its effects as the app does, and checks the
  /// store. A frame first gets the app's pending answers (``answersBeforeNextFrame``).
  public func send(_ event: ListStore.Event) {
    if case .tick = event { answerAll() }
    if let eventTime = Self.time(of: event), InputLimits.isTime(eventTime), eventTime > time {
      time = eventTime
    }
    deliver(event)
  }

  private func deliver(_ event: ListStore.Event) {
    eventCount += 1
    driver.send(event) { [unowned self] effect in self.apply(effect) }
    check(after: event)
  }

  /// The app answers every question it put off (``answersBeforeNextFrame``), oldest first.
  public func answerAll() {
    while !unanswered.isEmpty { answerOldest() }
  }

  /// The app answers the oldest question it put off, if any.
  public func answerOldest() {
    guard !unanswered.isEmpty else { return }
    switch unanswered.removeFirst() {
    case .delete(let id): answerDelete(id, sending: deliver)
    case .insert(let index): answerInsert(at: index, sending: deliver)
    default: break
    }
  }

  /// Whether the app has put off an answer (``answersBeforeNextFrame``).
  public var isAnswering: Bool { !unanswered.isEmpty }

  private func apply(_ effect: ListStore.Effect) {
    if recordsEffects { effects.append(effect) }
    let queue: (ListStore.Event) -> Void = { [unowned self] event in
      self.driver.send(event) { _ in }  // Queued: handled after this event's effects.
    }
    switch effect {
    case .complete(let id):
      if !items.contains(id) { problems.append("effect: complete(rowID: \(id)), not an item of \(items)") }
      if completed.contains(id) { completed.remove(id) } else { completed.insert(id) }
    case .delete(let id):
      if !items.contains(id) { problems.append("effect: delete(rowID: \(id)), not an item of \(items)") }
      if answersBeforeNextFrame {
        unanswered.append(effect)
      } else {
        answerDelete(id, sending: queue)
      }
    case .move(let from, let to):
      if !ListEdit.move(from: from, to: to).apply(to: &items, newItem: -1) {
        problems.append("effect: move(from: \(from), to: \(to)) does not apply to \(items.count) items")
      }
    case .insert(let index):
      if index < 0 || index > items.count {
        problems.append("effect: insert(at: \(index)) does not apply to \(items.count) items")
      }
      if answersBeforeNextFrame {
        unanswered.append(effect)
      } else {
        answerInsert(at: index, sending: queue)
      }
    case .beginEditing(let id):
      if !items.contains(id) { problems.append("effect: beginEditing(rowID: \(id)), not an item of \(items)") }
    case .reorderEnded(let id, let from, let to):
      // The moves were applied already: the item is at `to` now.
      if !items.indices.contains(to) || items[to] != id || from < 0 || from >= items.count {
        problems.append("effect: reorderEnded(rowID: \(id), from: \(from), to: \(to)) in \(items)")
      }
    case .scrollingEnabled(let enabled):
      isScrollingEnabled = enabled
    case .haptic, .scroll:
      break
    }
  }

  /// The app's answer to a delete: it removes the item (or keeps it), then tells the store.
  private func answerDelete(_ id: Int, sending send: (ListStore.Event) -> Void) {
    guard !keepsDeletedRows, let index = items.firstIndex(of: id) else {
      return send(.deleteAnswered(rowID: id, removed: false))
    }
    items.remove(at: index)
    heights[id] = nil
    if removesBySnapshot {
      send(.rowsChanged(rowData))
    } else {
      // An insert not answered yet below the row moves up one, as the store's gap does.
      for position in unanswered.indices {
        if case .insert(let at) = unanswered[position], at > index {
          unanswered[position] = .insert(at: at - 1)
        }
      }
      send(.deleteAnswered(rowID: id, removed: true))
    }
  }

  /// The app's answer to an insert: a new item at `index` (or the end, if the items have
  /// since become fewer), or a refusal.
  private func answerInsert(at index: Int, sending send: (ListStore.Event) -> Void) {
    guard !declinesInserts, index >= 0 else { return send(.insertAnswered(rowID: nil)) }
    let id = makeID()
    items.insert(id, at: min(index, items.count))
    if insertsBySnapshot { send(.rowsChanged(rowData)) }
    send(.insertAnswered(rowID: id))
  }

  /// The app's items as the store takes them.
  public var rowData: [ListStore.RowData] {
    items.map { ListStore.RowData(id: $0, height: heights[$0] ?? rowHeight) }
  }

  /// Some of the app's rows change height, the rows themselves staying (estimated heights
  /// resolving, a cell that grew), and the host reports the re-read layout with
  /// ``ListStore/Event/layoutChanged(_:viewport:)``: the heights in the store's order (a
  /// pinch's new row awaiting the app keeps its own), and `viewport` (default: the store's).
  public func changeHeights(_ newHeights: [Int: Double], viewport: ListViewport? = nil) {
    for (id, height) in newHeights { heights[id] = height }
    let store = self.store
    var layout: [Double] = []
    layout.reserveCapacity(store.rows.count)
    for (index, row) in store.rows.enumerated() {
      layout.append(
        items.contains(row.id) ? heights[row.id] ?? rowHeight : store.layout.height(of: index))
    }
    send(.layoutChanged(ListLayout(heights: layout), viewport: viewport ?? store.viewport))
  }

  /// The app changes its items by itself (a refresh, a snapshot) and tells the store.
  /// Duplicates are dropped (the app's identifiers are unique). Items keep their heights;
  /// `heights` sets some (new items are ``rowHeight`` high otherwise).
  public func changeItems(heights newHeights: [Int: Double] = [:], _ change: (inout [Int]) -> Void) {
    change(&items)
    var seen: Set<Int> = []
    items = items.filter { seen.insert($0).inserted }
    for id in items where id >= nextID { nextID = id + 1 }
    for (id, height) in newHeights { heights[id] = height }
    if heights.count > items.count { heights = heights.filter { seen.contains($0.key) } }
    // A delete the app has not answered yet is answered by a snapshot without the row.
    unanswered.removeAll { question in
      if case .delete(let id) = question { return !seen.contains(id) }
      return false
    }
    send(.rowsChanged(rowData))
  }

  /// Creates an identifier no item has.
  public func makeID() -> Int {
    defer { nextID += 1 }
    return nextID
  }

  private static func time(of event: ListStore.Event) -> Double? {
    switch event {
    case .tick(let time), .touchDown(_, let time), .swipe(_, let time), .longPress(_, let time),
      .pinch(_, let time):
      time
    case .viewportChanged, .resize, .deleteAnswered, .insertAnswered, .rowsChanged, .cancel,
      .layoutChanged, .layoutDirectionChanged, .commit, .moveRow:
      nil
    }
  }
}
