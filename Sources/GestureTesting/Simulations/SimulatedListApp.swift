import GestureCore

/// An app and its host around a ``ListStore`` in a ``Simulation``: it owns the items,
/// applies the store's edits to them and answers deletes and inserts as it is told to.
///
/// After every event it checks, besides the host contract the simulation checks, that:
/// - the store's rows are exactly the app's items, in order (a row the store inserted for a
///   pinch is the one exception while the app has not answered): `conservation:`;
/// - every effect makes sense for the app's items (a delete, a completion or an edit names
///   an item the app has, a move and an insert apply): `effect:`;
/// - every value the host draws (offsets, shifts, the lifted row, the placeholder) is
///   finite: `presentation:`.
///
/// At rest, after ``Simulation/settle(limit:)``, the list's scrolling is on again and the
/// rows are the items.
///
/// ```swift
/// let list = Simulation<ListStore>(count: 5)
/// list.swipe(row: 2, by: -200, duration: 0.2)   // a fast swipe left: delete
/// list.settle()                                 // frames until nothing moves
/// #expect(list.app.items == [0, 1, 3, 4])
/// #expect(list.problems == [])
/// ```
public final class SimulatedListApp: SimulatedApp {
  /// The app's items, in order: identifiers.
  public internal(set) var items: [Int]
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
  /// Whether the app answers the store's deletes and inserts at all; `false` leaves them to
  /// the test, which sends the answers itself. Default `true`.
  public var answers = true
  /// Whether the app reports a removal it agreed to with ``ListStore/Event/rowsChanged(_:)``
  /// (a snapshot without the row) instead of ``ListStore/Event/deleteAnswered(rowID:removed:)``.
  /// Default `false`.
  public var removesBySnapshot = false
  /// Whether the app adds an insert's new item with ``ListStore/Event/rowsChanged(_:)`` (a
  /// snapshot with it) before it answers with its identifier. Default `false`.
  public var insertsBySnapshot = false
  /// Whether the app answers each delete with ``ListStore/Event/deleteDeferred(rowID:)``, as
  /// an app behind a completion handler does, and decides later: ``deferredAnswerDelay``
  /// after, when the test asks (``Simulation/answerAll()``), or before the list settles,
  /// with ``ListStore/Event/deferredDeleteAnswered(rowID:removed:)`` (``keepsDeletedRows``
  /// says which answer, as it is then; an item the app no longer has is answered `false`).
  /// Default `false`.
  public var defersDeletes = false
  /// How long after deferring a delete the app gives its late answer, in seconds. Default
  /// 0.25 s.
  public var deferredAnswerDelay = 0.25
  /// Whether the app sends each late answer twice (a completion handler called again),
  /// which the store must ignore. Default `false`.
  public var answersDeferredDeletesTwice = false
  /// The height of every row the app does not say otherwise for, in points.
  public let rowHeight: Double
  /// Whether the list's own scrolling is on, as the last
  /// ``ListStore/Effect/scrollingEnabled(_:)`` left it.
  public private(set) var isScrollingEnabled = true
  /// How many events the host sent (answers and frames included).
  public private(set) var eventCount = 0
  /// What the store asked the host to announce, oldest first
  /// (``ListStore/Effect/announce(_:)``).
  public var announcements: [ListStore.Announcement] = []

  var nextID: Int
  /// Heights other than ``rowHeight``, by item.
  var heights: [Int: Double] = [:]
  /// The store's questions the app will answer before the next frame, oldest first, and
  /// when the first was put off.
  var unanswered: [ListStore.Effect] = []
  private var askedAt = 0.0
  /// The deletes the app deferred and has not decided yet, oldest first, with when each
  /// answer is due.
  var deferredDeletes: [(id: Int, due: Double)] = []
  /// The simulation's time at the last event or effect: when a deferral is made.
  private var now = 0.0

  /// An app with one item per height (identifiers `0..<heights.count`); items it adds later
  /// are `rowHeight` high.
  public init(heights rowHeights: [Double], rowHeight: Double) {
    items = Array(rowHeights.indices)
    nextID = rowHeights.count
    self.rowHeight = rowHeight
    for (id, height) in rowHeights.enumerated() where height != rowHeight { heights[id] = height }
  }

  /// An app with `items` (identifiers, in order), each `rowHeight` points high; the items it
  /// adds get identifiers above the largest.
  public convenience init(items: [Int], rowHeight: Double) {
    self.init(heights: [], rowHeight: rowHeight)
    self.items = items
    nextID = (items.max() ?? -1) + 1
  }

  public func copy() -> SimulatedListApp {
    let copy = SimulatedListApp(heights: [], rowHeight: rowHeight)
    copy.items = items
    copy.completed = completed
    copy.keepsDeletedRows = keepsDeletedRows
    copy.declinesInserts = declinesInserts
    copy.answersBeforeNextFrame = answersBeforeNextFrame
    copy.answers = answers
    copy.removesBySnapshot = removesBySnapshot
    copy.insertsBySnapshot = insertsBySnapshot
    copy.defersDeletes = defersDeletes
    copy.deferredAnswerDelay = deferredAnswerDelay
    copy.answersDeferredDeletesTwice = answersDeferredDeletesTwice
    copy.deferredDeletes = deferredDeletes
    copy.now = now
    copy.isScrollingEnabled = isScrollingEnabled
    copy.eventCount = eventCount
    copy.nextID = nextID
    copy.heights = heights
    copy.unanswered = unanswered
    copy.askedAt = askedAt
    return copy
  }

  /// The app's items as the store takes them.
  public var rowData: [ListStore.RowData] {
    items.map { ListStore.RowData(id: $0, height: heights[$0] ?? rowHeight) }
  }

  /// Creates an identifier no item has.
  public func makeID() -> Int {
    defer { nextID += 1 }
    return nextID
  }

  /// Whether the app has put off an answer (``answersBeforeNextFrame``) or deferred a delete
  /// it has not decided yet (``defersDeletes``).
  public var isAnswering: Bool { !unanswered.isEmpty || !deferredDeletes.isEmpty }

  /// Answers put off are due as soon as no frame comes first; a deferred delete's late
  /// answer ``deferredAnswerDelay`` after it was deferred.
  public var nextAction: Double? {
    let late = deferredDeletes.first?.due
    guard !unanswered.isEmpty else { return late }
    return min(askedAt, late ?? askedAt)
  }

  /// Answers what is put off, then the deferred deletes whose answer is due.
  public func act(in list: Simulation<ListStore>) {
    now = list.time
    while !unanswered.isEmpty { list.answerOldest() }
    while let first = deferredDeletes.first, first.due <= list.time { list.answerOldest() }
  }

  /// Counts the event; a frame first gets the answers put off.
  public func prepare(for event: ListStore.Event, in list: Simulation<ListStore>) {
    eventCount += 1
    now = list.time
    if case .tick = event {
      while !unanswered.isEmpty { list.answerOldest() }
    }
  }

  public func apply(_ effect: ListStore.Effect, in list: Simulation<ListStore>) {
    now = list.time
    let queue: (ListStore.Event) -> Void = { event in
      list.driver.send(event) { _ in }  // Queued: handled after this event's effects.
    }
    switch effect {
    case .complete(let id):
      if !items.contains(id) { list.report("effect: complete(rowID: \(id)), not an item of \(items)") }
      if completed.contains(id) { completed.remove(id) } else { completed.insert(id) }
    case .delete(let id):
      if !items.contains(id) { list.report("effect: delete(rowID: \(id)), not an item of \(items)") }
      if !answers { return }
      if answersBeforeNextFrame {
        putOff(effect, at: list.time)
      } else {
        answerDelete(id, sending: queue)
      }
    case .move(let from, let to):
      if !ListEdit.move(from: from, to: to).apply(to: &items, newItem: -1) {
        list.report("effect: move(from: \(from), to: \(to)) does not apply to \(items.count) items")
      }
    case .insert(let index):
      if index < 0 || index > items.count {
        list.report("effect: insert(at: \(index)) does not apply to \(items.count) items")
      }
      if !answers { return }
      if answersBeforeNextFrame {
        putOff(effect, at: list.time)
      } else {
        answerInsert(at: index, sending: queue)
      }
    case .beginEditing(let id):
      if !items.contains(id) { list.report("effect: beginEditing(rowID: \(id)), not an item of \(items)") }
    case .reorderEnded(let id, let from, let to):
      // The moves were applied already: the item is at `to` now.
      if !items.indices.contains(to) || items[to] != id || from < 0 || from >= items.count {
        list.report("effect: reorderEnded(rowID: \(id), from: \(from), to: \(to)) in \(items)")
      }
    case .scrollingEnabled(let enabled):
      isScrollingEnabled = enabled
    case .announce(let announcement):
      announcements.append(announcement)
    case .haptic, .scroll:
      break
    }
  }

  private func putOff(_ question: ListStore.Effect, at time: Double) {
    if unanswered.isEmpty { askedAt = time }
    unanswered.append(question)
  }

  /// The app answers the oldest question it put off, if any, else gives the late answer of
  /// the oldest delete it deferred.
  func answerOldest(sending send: (ListStore.Event) -> Void) {
    guard !unanswered.isEmpty else {
      guard !deferredDeletes.isEmpty else { return }
      return answerDeferredDelete(deferredDeletes.removeFirst().id, sending: send)
    }
    switch unanswered.removeFirst() {
    case .delete(let id): answerDelete(id, sending: send)
    case .insert(let index): answerInsert(at: index, sending: send)
    default: break
    }
  }

  /// The app's answer to a delete: it defers it (``defersDeletes``), or removes the item (or
  /// keeps it), then tells the store.
  private func answerDelete(_ id: Int, sending send: (ListStore.Event) -> Void) {
    if defersDeletes {
      deferredDeletes.append((id, now + deferredAnswerDelay))
      return send(.deleteDeferred(rowID: id))
    }
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

  /// The app's late answer to a delete it deferred: it removes the item (or keeps it, or no
  /// longer has it), then tells the store, twice with ``answersDeferredDeletesTwice``.
  private func answerDeferredDelete(_ id: Int, sending send: (ListStore.Event) -> Void) {
    var removed = false
    if !keepsDeletedRows, let index = items.firstIndex(of: id) {
      items.remove(at: index)
      heights[id] = nil
      removed = true
      for position in unanswered.indices {
        if case .insert(let at) = unanswered[position], at > index {
          unanswered[position] = .insert(at: at - 1)
        }
      }
    }
    send(.deferredDeleteAnswered(rowID: id, removed: removed))
    if answersDeferredDeletesTwice { send(.deferredDeleteAnswered(rowID: id, removed: removed)) }
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

  // MARK: Checks

  /// Conservation and sensible presentation, after every event. (Index loops: a debug build
  /// copies every element a `for … in` or `contains(where:)` visits, and rows are large.)
  public func draw(after event: ListStore.Event, in list: Simulation<ListStore>) {
    let rows = list.store.rows
    var matches = rows.count == items.count
    var index = 0
    while matches, index < rows.count {
      matches = rows[index].id == items[index]
      index += 1
    }
    if !matches, !isProvisionalInsert(in: rows) {
      list.report(
        "conservation: rows \(rows.map { $0.id }) are not the app's items \(items) after \(event)")
    }
    if let problem = Self.presentationProblem(of: list.store) {
      list.report("presentation: \(problem) after \(event)")
    }
  }

  /// Whether `rows` are the items but for the row the store inserted where it asked the
  /// app for one, while the app has not answered.
  private func isProvisionalInsert(in rows: [ListStore.Row]) -> Bool {
    guard rows.count == items.count + 1 else { return false }
    for question in unanswered {
      guard case .insert(let index) = question, rows.indices.contains(index) else { continue }
      var shown = rows.map { $0.id }
      shown.remove(at: index)
      if shown == items { return true }
    }
    return false
  }

  /// A value the host would draw that is NaN or infinite, if any.
  static func presentationProblem(of store: ListStore) -> String? {
    var index = 0
    while index < store.rows.count {
      if !store.rows[index].offset.isFinite || !store.rows[index].shift.isFinite {
        let row = store.rows[index]
        return "row \(row.id) at offset \(row.offset), shift \(row.shift)"
      }
      index += 1
    }
    if let lifted = store.liftedRow,
      !lifted.top.isFinite || !lifted.scale.isFinite || !lifted.alpha.isFinite
    {
      return "lifted row \(lifted)"
    }
    if let shown = store.placeholder,
      !shown.centerY.isFinite || !shown.height.isFinite || !shown.scale.isFinite
    {
      return "placeholder \(shown)"
    }
    return nil
  }

  /// Every row at rest, no answer owed, scrolling on again, and the rows the items.
  public func restProblem(in list: Simulation<ListStore>) -> String? {
    let store = list.store
    if isAnswering { return "the app still owes the store an answer" }
    if !store.isAtRest {
      let moving = store.rows.filter { !$0.isAtRest }.map {
        "\($0.id): offset \($0.offset), shift \($0.shift), lifted \($0.isLifted), \($0.swipe.state)"
      }
      return "not at rest at \(list.time) s: rows \(moving), lifted \(String(describing: store.liftedRow)), placeholder \(String(describing: store.placeholder)), scrolling suspended \(store.isScrollingSuspended)"
    }
    if !isScrollingEnabled { return "the list's scrolling is still off" }
    if store.rows.map({ $0.id }) != items { return "rows \(store.rows.map { $0.id }) are not the items \(items)" }
    return nil
  }
}
