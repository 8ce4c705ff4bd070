import GestureCore
import Testing

@testable import GestureGallery

/// A demo as the page drives it: pointer samples through the demo's own entry point (as
/// `gallery_pointer` does) and a frame every 1/60 s (as `requestAnimationFrame` does), on
/// the page's clock. Each demo's tests subclass it with the demo's setup and readings.
///
/// The store's host contract is checked on every event (``contract``, set up by the
/// subclass) and expected kept when the page goes.
class GalleryPage<Page: Demo> {
  let demo: Page
  var output = Output()
  var time = 1.0
  let contract = ContractLog()

  init(_ demo: Page) {
    self.demo = demo
  }

  deinit {
    #expect(contract.violations == [], "the demo broke its store's host contract")
  }

  func frame() {
    time += 1 / 60
    demo.tick(time, &output)
  }

  func wait(_ seconds: Double) {
    for _ in 0..<Int((seconds * 60).rounded()) { frame() }
  }

  func touch(_ phase: TouchPhase, _ location: Point, finger: Int = 1) {
    let sample = TouchSample(id: TouchID(finger), phase: phase, location: location, timestamp: time)
    _ = demo.pointer(sample, &output)
  }

  func tap(_ location: Point) {
    touch(.began, location)
    frame()
    touch(.ended, location)
  }

  /// A straight stroke at 60 Hz, a frame before each sample; still for `rest` seconds at the
  /// end (a release at zero velocity), then lifting unless `lift` is false.
  func stroke(
    from start: Point, by delta: Vector, duration: Double, rest: Double = 0, lift: Bool = true
  ) {
    touch(.began, start)
    let steps = max(1, Int((duration * 60).rounded()))
    for step in 1...steps {
      frame()
      touch(.moved, start + delta * (Double(step) / Double(steps)))
    }
    for _ in 0..<Int((rest * 60).rounded()) {
      frame()
      touch(.moved, start + delta)
    }
    if lift { touch(.ended, start + delta) }
  }

  /// The same stroke, to `end`.
  func stroke(
    from start: Point, to end: Point, duration: Double, rest: Double = 0, lift: Bool = true
  ) {
    stroke(from: start, by: end - start, duration: duration, rest: rest, lift: lift)
  }

  /// Two fingers from `a` and `b` moving by `da` and `db` over `duration`, both lifting.
  func twoFingers(_ a: Point, _ b: Point, by da: Vector, _ db: Vector, duration: Double) {
    touch(.began, a, finger: 1)
    touch(.began, b, finger: 2)
    let steps = max(1, Int((duration * 60).rounded()))
    for step in 1...steps {
      frame()
      let fraction = Double(step) / Double(steps)
      touch(.moved, a + da * fraction, finger: 1)
      touch(.moved, b + db * fraction, finger: 2)
    }
    touch(.ended, a + da, finger: 1)
    touch(.ended, b + db, finger: 2)
  }

  /// A command of the page's controls.
  @discardableResult
  func command(_ command: Command, _ value: Double = 0) -> Int32 {
    demo.command(command, value, &output)
  }

  /// A key on item `item` (−1: the demo itself), on its `part`, as `gallery_item_key` sends
  /// it; then a frame.
  @discardableResult
  func key(_ key: ItemKey, item: Int = 0, part: Int = -1) -> Int32 {
    demo.readTime(time)
    let handled = demo.key(key, item: item, part: part, &output)
    frame()
    return handled
  }

  /// The snapshot the page draws.
  var snapshot: [Double] {
    var numbers: [Double] = []
    demo.render(&numbers)
    return numbers
  }

  /// The event records of one code so far, each as its arguments.
  func events(_ code: EventCode) -> [[Double]] {
    stride(from: 0, to: output.events.count, by: Output.recordSize).compactMap { start in
      output.events[start] == Double(code.index)
        ? Array(output.events[(start + 1)..<(start + Output.recordSize)]) : nil
    }
  }
}
