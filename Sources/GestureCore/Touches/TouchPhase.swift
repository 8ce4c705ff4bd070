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
  public var isTerminal: Bool { self == .ended || self == .cancelled }
}
