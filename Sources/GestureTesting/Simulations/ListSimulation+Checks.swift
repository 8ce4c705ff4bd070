import GestureCore

// What the simulation checks after every event, and liveness once everything has settled.
extension ListSimulation {
  /// Conservation, sensible presentation: after every event. (Index loops: a debug build
  /// copies every element a `for … in` or `contains(where:)` visits, and rows are large.)
  func check(after event: ListStore.Event) {
    let rows = driver.model.rows
    var matches = rows.count == items.count
    var index = 0
    while matches, index < rows.count {
      matches = rows[index].id == items[index]
      index += 1
    }
    if !matches, !isProvisionalInsert(in: rows) {
      problems.append(
        "conservation: rows \(rows.map { $0.id }) are not the app's items \(items) after \(event)")
    }
    if let problem = presentationProblem { problems.append("presentation: \(problem) after \(event)") }
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
  public var presentationProblem: String? {
    let store = driver.model
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

  // MARK: Liveness

  /// Sends frames until the store needs none (at most `limit` seconds), then checks that
  /// nothing is left half-way and that the rows are the app's items.
  public func settle(limit: Double = 10) {
    let end = time + limit
    while store.needsFrames || isAnswering, time < end {
      guard store.needsFrames else {
        answerAll()  // No frame is coming: the app answers all the same.
        continue
      }
      time += 1 / 60
      send(.tick(time: time))
    }
    if let problem = livenessProblem { problems.append("liveness: \(problem)") }
  }

  /// What is left half-way once no finger is down and the frames have run out, if anything.
  public var livenessProblem: String? {
    if store.needsFrames { return "the store still needs frames at \(time) s" }
    if isAnswering { return "the app still owes the store an answer" }
    if !store.isAtRest {
      let moving = store.rows.filter { !$0.isAtRest }.map {
        "\($0.id): offset \($0.offset), shift \($0.shift), lifted \($0.isLifted), \($0.swipe.state)"
      }
      return "not at rest at \(time) s: rows \(moving), lifted \(String(describing: store.liftedRow)), placeholder \(String(describing: store.placeholder)), scrolling suspended \(store.isScrollingSuspended)"
    }
    if !isScrollingEnabled { return "the list's scrolling is still off" }
    if store.rows.map({ $0.id }) != items { return "rows \(store.rows.map { $0.id }) are not the items \(items)" }
    return nil
  }
}
