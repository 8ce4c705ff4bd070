/// A seeded, deterministic pseudo-random generator (SplitMix64, Steele, Lea and Flood
/// 2014): the same seed gives the same sequences on every platform and run, so a failing
/// seed replays. The one generator of the tests that draw random cases.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) {
    state = seed
  }

  /// The next 64 random bits.
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in `0..<bound` (the slight modulo bias does not matter here).
  ///
  /// - Precondition: `bound > 0`.
  mutating func next(upTo bound: Int) -> Int {
    precondition(bound > 0)
    return Int(next() % UInt64(bound))
  }

  /// A number in `range`.
  mutating func next(in range: ClosedRange<Int>) -> Int {
    range.lowerBound + next(upTo: range.count)
  }

  /// A real number in `range`, in steps of 1/64 (exact in binary).
  mutating func nextDouble(in range: ClosedRange<Double>) -> Double {
    let steps = Int((range.upperBound - range.lowerBound) * 64)
    return range.lowerBound + Double(next(upTo: steps + 1)) / 64
  }

  /// `true` with probability `numerator / denominator`.
  mutating func chance(_ numerator: Int, in denominator: Int) -> Bool {
    next(upTo: denominator) < numerator
  }

  /// A real number in [0, 1), from the top 53 bits.
  mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }

  /// A real number in [lower, upper).
  mutating func range(_ lower: Double, _ upper: Double) -> Double {
    lower + (upper - lower) * unit()
  }
}
