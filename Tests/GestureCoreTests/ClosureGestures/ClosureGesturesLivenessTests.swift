import GestureCore
@_spi(Tooling) import GestureTesting
import Testing

/// Liveness of the closure gestures under a host that keeps the contract while everything
/// happens at the worst moment: up to three fingers land, move, hold, lift or are cancelled
/// in any order, time passes past the double tap's and the long press's deadlines, and
/// handlers are removed and added back (alone, by slot, replacing) in the middle of gestures.
/// Once the fingers have lifted and the deadlines have run, no gesture may be left under way,
/// and no event may break the contract.
@Suite struct ClosureGesturesLivenessTests {
  static let slots = ClosureGestures.standard.members.map(\.slot)

  @Test(arguments: 0..<300)
  func nothingIsLeftUnderWay(seed: Int) {
    var random = FuzzGenerator(seed: UInt64(seed) &* 0x434C_4F53)
    func real(_ low: Double, _ high: Double) -> Double {
      low + (high - low) * Double(random.next(upTo: 1001)) / 1000
    }
    let view = Simulation<ClosureGestures>()
    let fingers = view.fingers
    var down: [Int] = []

    for _ in 0..<100 {
      switch random.next(upTo: 12) {
      case 0, 1:
        guard down.count < 3 else { break }
        let finger = (0..<3).first { !down.contains($0) }!
        down.append(finger)
        fingers.down(finger, at: Point(x: real(0, 400), y: real(0, 800)))
      case 2, 3, 4:
        guard !down.isEmpty else { break }
        fingers.wait(real(0, 0.05))
        fingers.move(down[random.next(upTo: down.count)], by: Vector(dx: real(-80, 80), dy: real(-80, 80)))
      case 5:
        guard !down.isEmpty else { break }
        fingers.hold(down[random.next(upTo: down.count)])
      case 6:
        guard !down.isEmpty else { break }
        fingers.up(down.remove(at: random.next(upTo: down.count)))
      case 7:
        guard !down.isEmpty else { break }
        fingers.cancel(down.remove(at: random.next(upTo: down.count)))
      case 8, 9:
        // A handler removed or added back, mid-gesture or not.
        let index = random.next(upTo: Self.slots.count)
        let slot = Self.slots[index]
        if view.store.contains(handlerID: index) {
          view.send(random.next(upTo: 3) == 0 ? .removeSlots([slot]) : .remove(handlerID: index))
        } else {
          let configuration: RecognizerKind? =
            slot == .pan ? .pan(PanRecognizer.Configuration(maximumNumberOfTouches: 1)) : nil
          view.send(
            .add(
              handlerID: index, slots: [slot], replacing: random.next(upTo: 3) == 0,
              configuration: configuration))
        }
      default:
        fingers.wait(real(0, 0.6))
      }
    }
    for finger in down { fingers.up(finger) }
    view.settle()
    #expect(view.problems == [], "seed \(seed)")
    #expect(view.store.isAtRest, "seed \(seed)")
  }
}
