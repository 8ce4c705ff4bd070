import GestureCore

/// Random fuzz streams from a seed, for runs without libFuzzer (the tests' mini-fuzz, the
/// soak run): mostly plausible fingers (a few ids, small moves, 60-120 Hz) with, now and then,
/// every kind of bad input and host call a ``FuzzStep`` can express.
///
/// The same seed gives the same steps on every platform (SplitMix64, Steele, Lea and Flood
/// 2014).
///
/// ```swift
/// var generator = FuzzGenerator(seed: 7)
/// let bytes = generator.stream(steps: 200)   // header byte, then 200 steps
/// ```
@_spi(Tooling) public struct FuzzGenerator {
  private var state: UInt64
  private var locations = [Point](repeating: Point(x: 150, y: 300), count: 24)
  /// The end of a list-store gesture brought part-way, and how many steps until it comes.
  private var gestureEnd: (step: FuzzStep, after: Int)?

  /// A generator; equal seeds give equal streams.
  @_spi(Tooling) public init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits.
  @_spi(Tooling) public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `0..<bound`.
  @_spi(Tooling) public mutating func next(upTo bound: Int) -> Int {
    Int(next() % UInt64(bound))
  }

  private mutating func byte() -> UInt8 { UInt8(truncatingIfNeeded: next()) }

  private mutating func chance(_ percent: Int) -> Bool { next(upTo: 100) < percent }

  /// A real number in `range`, in steps of 1/32 (on the stream format's grid).
  private mutating func real(_ range: ClosedRange<Double>) -> Double {
    let steps = Int((range.upperBound - range.lowerBound) * 32)
    return range.lowerBound + Double(next(upTo: steps + 1)) / 32
  }

  /// Now and then a number no host should send.
  private mutating func wild(_ plausible: Double) -> Double {
    guard chance(2) else { return plausible }
    let values: [Double] = [
      .nan, .infinity, -.infinity, 1e300, -1e300, .greatestFiniteMagnitude, 1e15, -1e15, -0.0,
      .leastNonzeroMagnitude, 1e9,
    ]
    return values[next(upTo: values.count)]
  }

  private mutating func delay() -> Double {
    switch next(upTo: 100) {
    case 0: return -Double(next(upTo: 50)) / 100
    case 1: return [.nan, .infinity, -.infinity][next(upTo: 3)]
    case 2...4: return Double(1 + next(upTo: 3))
    case 5...14: return 0
    case 15...24: return Double(100 + next(upTo: 150)) / 1000
    default: return Double(8 + next(upTo: 10)) / 1000
    }
  }

  /// One step.
  @_spi(Tooling) public mutating func step() -> FuzzStep {
    if let end = gestureEnd {
      if end.after == 0 {
        gestureEnd = nil
        return end.step
      }
      gestureEnd = (end.step, end.after - 1)
    }
    let roll = next(upTo: 1000)
    switch roll {
    case 650..<720:
      let kind = UInt8(next(upTo: 16))
      // Plausible numbers: a translation or an x, and a y on the rows (a width for kind 8).
      let first = wild(kind == 8 ? real(0...800) : real(-400...400))
      let argument = byte()
      if kind == 1, gestureEnd == nil {
        // A gesture brought part-way ends a few steps later (whatever comes in between):
        // a swipe or a pinch released at a speed, a lifted row dropped.
        let speed = UInt8(next(upTo: 64)) << 2
        let end: FuzzStep =
          switch argument & 3 {
          case 0: .listStore(0, 2 | speed, first, 0)
          case 2: .listStore(2, 2, 195, real(0...600))
          default: .listStore(3, 2 | speed, real(-200...200), 0)
          }
        gestureEnd = (end, next(upTo: 6))
      }
      return .listStore(kind, argument, first, wild(real(-20...700)))
    case 0..<650:
      let id = chance(95) ? next(upTo: 3) : next(upTo: 24)
      var location = locations[id]
      if chance(10) {
        location = Point(x: real(-20...420), y: real(-20...860))
      } else {
        location.x = min(max(location.x + real(-40...40), -200), 1800)
        location.y = min(max(location.y + real(-40...40), -200), 1800)
      }
      locations[id] = location
      let phase: FuzzStep.Phase =
        chance(3) ? .raw(TouchPhase(rawValue: UInt8(next(upTo: 5)))!) : .sensible(sensiblePhase())
      return .touch(
        id: id, phase: phase, x: wild(location.x), y: wild(location.y), delay: delay())
    case 720..<770: return .advance(by: delay())
    case 770..<800: return .fireNextDeadline
    case 800..<808: return .cancelAll
    case 808..<850, 920..<960: return .tick(elapsed: wild(real(0...2)))
    case 850..<880: return .list(byte(), byte(), wild(real(0...200)))
    case 880..<920: return .swipeActions(byte(), byte(), wild(real(0...400)))
    case 960..<990: return .host(byte(), byte(), wild(real(0...800)), wild(real(0...900)))
    case 990..<994: return .toggleRecognizer(byte())
    default: return .checkpoint
    }
  }

  /// A sensible phase byte: mostly moves, sometimes a lift, rarely a cancel.
  private mutating func sensiblePhase() -> UInt8 {
    switch next(upTo: 100) {
    case 0..<70: UInt8(next(upTo: 5))  // moved
    case 70..<78: 5  // stationary
    case 78..<96: 6  // ended
    default: 7  // cancelled
    }
  }

  /// A whole stream: a random header byte, then `steps` steps.
  @_spi(Tooling) public mutating func stream(steps: Int) -> [UInt8] {
    var bytes: [UInt8] = [byte()]
    for _ in 0..<steps { bytes += step().encoded() }
    return bytes
  }
}
