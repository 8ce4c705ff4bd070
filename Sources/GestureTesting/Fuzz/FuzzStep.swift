import GestureCore

/// One step of a fuzz stream, as ``FuzzInput`` decodes it from bytes and ``FuzzDriver``
/// plays it: a touch sample, a move of time, or a call a host makes.
///
/// The byte format (every stream starts with one header byte, see ``FuzzDriver/Setup``):
///
/// | opcode `% 16` | step | operands |
/// |---|---|---|
/// | 0...3, 5 | ``touch(id:phase:x:y:delay:)`` | id, phase, x, y, delay |
/// | 4 | ``listStore(_:_:_:_:)`` | byte, byte, number, number |
/// | 6 | ``advance(by:)`` | delay |
/// | 7 | ``fireNextDeadline`` | |
/// | 8 | ``cancelAll`` | |
/// | 9 | ``tick(elapsed:)`` | number |
/// | 10 | ``list(_:_:_:)`` | byte, byte, number |
/// | 11 | ``swipeActions(_:_:_:)`` | byte, byte, number |
/// | 12 | none: skipped with its operand | byte |
/// | 13 | ``host(_:_:_:_:)`` | byte, byte, number, number |
/// | 14 | ``toggleRecognizer(_:)`` | byte |
/// | 15 | ``checkpoint`` | |
///
/// - id: a byte, `% 24` (ids 20...23 can never all be down: the arena holds 20).
/// - phase: a byte; below 160 a *sensible* phase that the driver resolves (`began` for a
///   finger that is up; else `% 8`: 0...4 moved, 5 stationary, 6 ended, 7 cancelled); from
///   160 on the raw phase `(byte − 160) % 5` in ``TouchPhase`` order.
/// - number: a tag byte. 0 NaN, 1 +∞, 2 −∞, 3 1e300, 4 −1e300, 5 the greatest finite
///   Double, 6 its negative, 7 1e15, 8 −1e15, 9 −0.0, 10 the least non-zero magnitude,
///   11 eight more bytes (a Double's bit pattern, little endian), 12...15 zero; from 16 on,
///   two more bytes `v` (little endian): `v / 32 − 200`, a grid from −200 to 1848 pt.
/// - delay: a tag byte. 0 one more byte `b`, backwards by `b / 100` s; 1 NaN, 2 +∞, 3 −∞;
///   4 one more byte `b`, a long gap of `b + 1` s (deadlines fire); 5 eight more bytes (a
///   Double's bit pattern); 6 no time; from 7 on, `(tag − 6)` ms.
///
/// A stream that ends in the middle of a step ends before that step. (Opcode 4 was a touch
/// before the list store was fuzzed; no saved input used it. Opcode 12 told a bare reorder
/// or pinch that its animation finished; they run their own springs in the list store now,
/// and the opcode is skipped so that saved inputs decode the rest as before.)
///
/// The host layers other than the list's (`FuzzDriver+Stores.swift`) have no opcode of their
/// own: they read ``swipeActions(_:_:_:)``, ``host(_:_:_:_:)``, ``list(_:_:_:)`` and
/// ``toggleRecognizer(_:)`` under their own tables (`FuzzDriver+StoresSteps.swift`), so
/// every saved stream decodes as it did before they were fuzzed.
@_spi(Tooling) public enum FuzzStep: Hashable, Sendable {
  /// How a touch step names its phase.
  @_spi(Tooling) public enum Phase: Hashable, Sendable {
    /// Chosen by the driver from the finger's state: the byte below 160.
    case sensible(UInt8)
    /// Exactly this phase, whatever the finger's state.
    case raw(TouchPhase)
  }

  /// A touch sample `delay` seconds after the driver's clock.
  case touch(id: Int, phase: Phase, x: Double, y: Double, delay: Double)
  /// ``GestureArena/advance(to:)`` to the driver's clock plus `delay`.
  case advance(by: Double)
  /// ``GestureArena/advance(to:)`` exactly to ``GestureArena/nextDeadline``, if any.
  case fireNextDeadline
  /// ``GestureArena/cancelAll()``.
  case cancelAll
  /// A display frame at the driver's clock, for every store that runs motion; `elapsed` is read by none (streams keep their encoding).
  case tick(elapsed: Double)
  /// A change of the list by the host: `kind % 5` (insert, delete, reload, scroll, re-send),
  /// a row index, a height or an offset.
  case list(UInt8, UInt8, Double)
  /// A call on the swipe-action store's rows (read by ``FuzzDriver/swipeActions``): a kind,
  /// an argument, a number.
  case swipeActions(UInt8, UInt8, Double)
  /// Another host call (the list's width; the floating view, the navigation and a drag sent
  /// directly, read by the store hosts): `kind % 8`, an argument, two numbers.
  case host(UInt8, UInt8, Double, Double)
  /// Enables or disables the recognizer at `index % count`.
  case toggleRecognizer(UInt8)
  /// A call of the list store's host or app (``FuzzDriver/list``): `kind % 16` (a
  /// gesture event sent directly, a gesture brought part-way, a touch-down, a data change,
  /// the app's habits, a resize, a frame's timing, a cancel...), an argument, two numbers.
  case listStore(UInt8, UInt8, Double, Double)
  /// Cancels every touch, runs every deadline and animation to its end, and checks that
  /// everything is at rest.
  case checkpoint
}

extension FuzzStep {
  /// The bytes of this step: what ``FuzzInput`` decodes back to it (NaN payloads aside).
  @_spi(Tooling) public func encoded() -> [UInt8] {
    var bytes: [UInt8] = []
    switch self {
    case .touch(let id, let phase, let x, let y, let delay):
      bytes.append(0)
      bytes.append(UInt8(truncatingIfNeeded: id))
      switch phase {
      case .sensible(let byte): bytes.append(byte % 160)
      case .raw(let phase): bytes.append(160 + phase.rawValue)
      }
      Self.encode(number: x, into: &bytes)
      Self.encode(number: y, into: &bytes)
      Self.encode(delay: delay, into: &bytes)
    case .advance(let delay):
      bytes.append(6)
      Self.encode(delay: delay, into: &bytes)
    case .fireNextDeadline: bytes.append(7)
    case .cancelAll: bytes.append(8)
    case .tick(let elapsed):
      bytes.append(9)
      Self.encode(number: elapsed, into: &bytes)
    case .list(let kind, let index, let number):
      bytes += [10, kind, index]
      Self.encode(number: number, into: &bytes)
    case .swipeActions(let kind, let argument, let number):
      bytes += [11, kind, argument]
      Self.encode(number: number, into: &bytes)
    case .host(let kind, let argument, let first, let second):
      bytes += [13, kind, argument]
      Self.encode(number: first, into: &bytes)
      Self.encode(number: second, into: &bytes)
    case .toggleRecognizer(let index): bytes += [14, index]
    case .listStore(let kind, let argument, let first, let second):
      bytes += [4, kind, argument]
      Self.encode(number: first, into: &bytes)
      Self.encode(number: second, into: &bytes)
    case .checkpoint: bytes.append(15)
    }
    return bytes
  }

  /// The numbers of the tags 0...10, in tag order (the format's table above).
  static let tagged: [Double] = [
    .nan, .infinity, -.infinity, 1e300, -1e300, .greatestFiniteMagnitude,
    -.greatestFiniteMagnitude, 1e15, -1e15, -0.0, .leastNonzeroMagnitude,
  ]

  private static func encode(number: Double, into bytes: inout [UInt8]) {
    if number.isNaN { return bytes.append(0) }
    // By bits: -0.0 equals +0.0, which the grid holds.
    if let tag = tagged.firstIndex(where: { $0.bitPattern == number.bitPattern }) {
      return bytes.append(UInt8(tag))
    }
    let grid = (number + 200) * 32
    if grid >= 0, grid <= 65535, grid == grid.rounded() {
      let value = UInt16(grid)
      bytes += [16, UInt8(value & 0xFF), UInt8(value >> 8)]
    } else {
      bytes.append(11)
      appendBits(number, into: &bytes)
    }
  }

  private static func encode(delay: Double, into bytes: inout [UInt8]) {
    if delay.isNaN { return bytes.append(1) }
    if delay == .infinity { return bytes.append(2) }
    if delay == -.infinity { return bytes.append(3) }
    if delay == 0 { return bytes.append(6) }
    let milliseconds = delay * 1000
    if milliseconds >= 1, milliseconds <= 249, milliseconds == milliseconds.rounded() {
      return bytes.append(UInt8(milliseconds) + 6)
    }
    if delay >= 1, delay <= 256, delay == delay.rounded() {
      return bytes += [4, UInt8(delay - 1)]
    }
    let hundredths = -delay * 100
    if hundredths >= 0, hundredths <= 255, hundredths == hundredths.rounded() {
      return bytes += [0, UInt8(hundredths)]
    }
    bytes.append(5)
    appendBits(delay, into: &bytes)
  }

  private static func appendBits(_ number: Double, into bytes: inout [UInt8]) {
    var bits = number.bitPattern
    for _ in 0..<8 {
      bytes.append(UInt8(bits & 0xFF))
      bits >>= 8
    }
  }
}

extension DragEvent {
  /// The drag a stream's phase byte names: `phase % 4` began, changed, ended (at
  /// `velocity`), cancelled.
  static func fuzzed(_ phase: UInt8, at location: Point, _ translation: Vector, velocity: Vector)
    -> DragEvent
  {
    switch phase % 4 {
    case 0: .began(location: location, translation: translation)
    case 1: .changed(location: location, translation: translation)
    case 2: .ended(location: location, translation: translation, velocity: velocity)
    default: .cancelled
    }
  }

  /// Whether this phase begins the drag.
  var begins: Bool {
    if case .began = self { true } else { false }
  }

  /// Whether the drag is over after this phase (ended or cancelled).
  var ends: Bool {
    switch self {
    case .began, .changed: false
    case .ended, .cancelled: true
    }
  }
}
