import GestureCore

/// Reads a fuzz stream's bytes as ``FuzzStep``s (the format is on ``FuzzStep``). Every byte
/// sequence is a valid stream: the reader never fails, it only stops at the end.
///
/// ```swift
/// var input = FuzzInput(bytes)
/// while let step = input.next() { driver.play(step) }
/// ```
@_spi(Tooling) public struct FuzzInput: IteratorProtocol {
  private let bytes: UnsafeBufferPointer<UInt8>
  private var position: Int

  /// A reader over bytes that stay valid while it is used, starting at `offset`.
  @_spi(Tooling) public init(_ bytes: UnsafeBufferPointer<UInt8>, from offset: Int = 0) {
    self.bytes = bytes
    position = offset
  }

  /// The next step, or `nil` at the end (including a step cut short).
  @_spi(Tooling) public mutating func next() -> FuzzStep? {
    guard var opcode = byte() else { return nil }
    // Opcode 12, formerly an animation's end (see ``FuzzStep``): skipped with its operand.
    while opcode % 16 == 12 {
      guard byte() != nil, let following = byte() else { return nil }
      opcode = following
    }
    switch opcode % 16 {
    case 0...3, 5:
      guard let id = byte(), let phaseByte = byte(), let x = number(), let y = number(),
        let delay = delay()
      else { return nil }
      let phase: FuzzStep.Phase =
        phaseByte < 160
        ? .sensible(phaseByte) : .raw(TouchPhase(rawValue: (phaseByte - 160) % 5)!)
      return .touch(id: Int(id % 24), phase: phase, x: x, y: y, delay: delay)
    case 4:
      guard let kind = byte(), let argument = byte(), let first = number(),
        let second = number()
      else { return nil }
      return .listStore(kind, argument, first, second)
    case 6:
      return delay().map { .advance(by: $0) }
    case 7:
      return .fireNextDeadline
    case 8:
      return .cancelAll
    case 9:
      return number().map { .tick(elapsed: $0) }
    case 10:
      guard let kind = byte(), let index = byte(), let value = number() else { return nil }
      return .list(kind, index, value)
    case 11:
      guard let kind = byte(), let argument = byte(), let value = number() else { return nil }
      return .swipeActions(kind, argument, value)
    case 13:
      guard let kind = byte(), let argument = byte(), let first = number(),
        let second = number()
      else { return nil }
      return .host(kind, argument, first, second)
    case 14:
      return byte().map { .toggleRecognizer($0) }
    default:
      return .checkpoint
    }
  }

  private mutating func byte() -> UInt8? {
    guard position < bytes.count else { return nil }
    defer { position += 1 }
    return bytes[position]
  }

  private mutating func bits() -> Double? {
    guard position + 8 <= bytes.count else { return nil }
    var pattern: UInt64 = 0
    for index in 0..<8 { pattern |= UInt64(bytes[position + index]) << (8 * index) }
    position += 8
    return Double(bitPattern: pattern)
  }

  private mutating func number() -> Double? {
    guard let tag = byte() else { return nil }
    switch tag {
    case 0...10: return FuzzStep.tagged[Int(tag)]
    case 11: return bits()
    case 12...15: return 0
    default:
      guard let low = byte(), let high = byte() else { return nil }
      return Double(UInt16(high) << 8 | UInt16(low)) / 32 - 200
    }
  }

  private mutating func delay() -> Double? {
    guard let tag = byte() else { return nil }
    switch tag {
    case 0: return byte().map { -Double($0) / 100 }
    case 1: return .nan
    case 2: return .infinity
    case 3: return -.infinity
    case 4: return byte().map { Double($0) + 1 }
    case 5: return bits()
    case 6: return 0
    default: return Double(tag - 6) / 1000
    }
  }
}
