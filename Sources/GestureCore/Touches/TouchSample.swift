/// One observation of one finger: the unit of input of the whole engine.
///
/// ```swift
/// let down = TouchSample(id: TouchID(1), phase: .began, location: Point(x: 120, y: 300), timestamp: 0.016)
/// ```
public struct TouchSample: Hashable, Sendable {
  /// Which finger.
  public var id: TouchID
  /// What happened to it.
  public var phase: TouchPhase
  /// Where it is, in the coordinate space of the arena's root node, in points.
  public var location: Point
  /// When, in seconds on the host's monotonic clock (any epoch; only differences matter).
  public var timestamp: Double

  /// Creates a sample.
  @inlinable
  public init(id: TouchID, phase: TouchPhase, location: Point, timestamp: Double) {
    self.id = id
    self.phase = phase
    self.location = location
    self.timestamp = timestamp
  }
}

/// The identity of one finger from touch-down to lift-off.
///
/// Hosts choose the numbers (UIKit: a counter per `UITouch`; the browser: `pointerId`); an id
/// may be reused once its touch has ended or been cancelled.
///
/// ```swift
/// let finger = TouchID(1)
/// arena.handle(TouchSample(id: finger, phase: .began, location: Point(x: 10, y: 10), timestamp: 0))
/// arena.handle(TouchSample(id: finger, phase: .ended, location: Point(x: 10, y: 10), timestamp: 0.1))
/// ```
public struct TouchID: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The host's number for the touch.
  public var rawValue: Int

  /// Wraps a host's touch number.
  @inlinable
  public init(_ rawValue: Int) {
    self.rawValue = rawValue
  }

  /// Orders ids by their numbers.
  @inlinable
  public static func < (lhs: TouchID, rhs: TouchID) -> Bool { lhs.rawValue < rhs.rawValue }

  /// The number, as text.
  public var description: String { String(rawValue) }
}

/// Where a touch is in its life, as UIKit's `UITouch.Phase` and the trace format name them.
public enum TouchPhase: UInt8, Hashable, Sendable, CaseIterable {
  /// The finger touched down. The first sample of every touch.
  case began
  /// The finger moved.
  case moved
  /// The finger is down and did not move (hosts may send these to carry time forward).
  case stationary
  /// The finger lifted. The last sample of a touch.
  case ended
  /// The system took the touch away (a call came in, a system gesture won). The last sample.
  case cancelled

  /// The trace-format name of the phase: `began`, `moved`, `stationary`, `ended`, `cancelled`.
  public var name: String {
    switch self {
    case .began: "began"
    case .moved: "moved"
    case .stationary: "stationary"
    case .ended: "ended"
    case .cancelled: "cancelled"
    }
  }

  /// The phase with a trace-format name, or `nil` for an unknown name.
  public init?(name: String) {
    switch name {
    case "began": self = .began
    case "moved": self = .moved
    case "stationary": self = .stationary
    case "ended": self = .ended
    case "cancelled": self = .cancelled
    default: return nil
    }
  }

  /// Whether this phase ends the touch (`ended` or `cancelled`).
  @inlinable
  public var isTerminal: Bool {
    switch self {
    case .ended, .cancelled: true
    case .began, .moved, .stationary: false
    }
  }
}
