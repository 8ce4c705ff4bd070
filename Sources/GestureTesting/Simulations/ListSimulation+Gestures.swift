import GestureCore

// What the host sends: frames as time passes, and whole gestures as people make them.
extension ListSimulation {
  // MARK: Time

  /// Moves the clock by `seconds`, with a frame every `1/60` s as a display link does.
  public func wait(_ seconds: Double, hz: Double = 60) {
    let end = time + seconds
    while time + 1 / hz <= end + 1e-9 {
      time += 1 / hz
      send(.tick(time: time))
    }
    time = max(time, end)
  }

  /// Moves the clock to `end`, with a frame every `period` seconds while the store needs
  /// frames (or an answer is due), as a display link the host starts and stops by
  /// ``ListStore/needsFrames`` does. At most `maximumFrames` frames: a longer wait is a
  /// display link that stalled (counted as ``Faults/lateFrames``).
  public func frames(until end: Double, every period: Double, maximumFrames: Int = 2000) {
    guard InputLimits.isTime(end), end > time else { return }
    let period = period > 0 ? period : 1 / 60
    var sent = 0
    while store.needsFrames || isAnswering, time + period <= end, sent < maximumFrames {
      time += period
      send(.tick(time: time))
      sent += 1
    }
    time = end
  }

  // MARK: Gestures

  /// The `y` of the middle of a row where it rests, in the gesture's space.
  public func midY(ofRowWithID id: Int) -> Double {
    guard let index = store.index(of: id) else { return -1 }
    return store.layout.midY(of: index) - store.viewport.contentOffset + store.viewport.top
  }

  /// A horizontal swipe on the row with identifier `id`: touch-down, a pan from the middle
  /// of the row by `dx` over `duration` at 60 Hz, and a release at `releaseVelocity` points
  /// per second (by default the average, `dx / duration`).
  public func swipe(
    row id: Int, by dx: Double, duration: Double, releaseVelocity: Double? = nil,
    x: Double = 195
  ) {
    let y = midY(ofRowWithID: id)
    let start = Point(x: x, y: y)
    send(.touchDown(start, time: time))
    let steps = max(1, Int((duration * 60).rounded()))
    for step in 1...steps {
      time += duration / Double(steps)
      let translation = Vector(dx: dx * Double(step) / Double(steps), dy: 0)
      let location = start + translation
      let drag: DragEvent =
        step == 1
        ? .began(location: location, translation: translation)
        : .changed(location: location, translation: translation)
      send(.swipe(drag, time: time))
      send(.tick(time: time))
    }
    let translation = Vector(dx: dx, dy: 0)
    send(
      .swipe(
        .ended(location: start + translation, translation: translation,
          velocity: Vector(dx: releaseVelocity ?? dx / duration, dy: 0)), time: time))
  }

  /// A long press on a row that lifts it, drags it by `dy` over `duration`, and drops it.
  public func drag(row id: Int, by dy: Double, duration: Double, x: Double = 195) {
    let start = Point(x: x, y: midY(ofRowWithID: id))
    send(.touchDown(start, time: time))
    wait(0.5)
    send(.longPress(.began(location: start, translation: .zero), time: time))
    let steps = max(1, Int((duration * 60).rounded()))
    for step in 1...steps {
      time += duration / Double(steps)
      let location = Point(x: x, y: start.y + dy * Double(step) / Double(steps))
      send(.longPress(.changed(location: location, translation: .zero), time: time))
      send(.tick(time: time))
    }
    let end = Point(x: x, y: start.y + dy)
    send(.longPress(.ended(location: end, translation: .zero, velocity: .zero), time: time))
  }

  /// Two fingers on the rows with identifiers `upper` and `lower` (adjacent) spread apart by
  /// `spread` points each over `duration`, then lift.
  public func pinch(between upper: Int, and lower: Int, spread: Double, duration: Double) {
    let upperY = midY(ofRowWithID: upper)
    let lowerY = midY(ofRowWithID: lower)
    send(.touchDown(Point(x: 100, y: upperY), time: time))
    send(.pinch(.began(upperY: upperY, lowerY: lowerY), time: time))
    let steps = max(1, Int((duration * 60).rounded()))
    for step in 1...steps {
      time += duration / Double(steps)
      let s = spread * Double(step) / Double(steps)
      send(.pinch(.changed(upperY: upperY - s, lowerY: lowerY + s), time: time))
      send(.tick(time: time))
    }
    send(.pinch(.ended(velocity: 0), time: time))
  }
}
