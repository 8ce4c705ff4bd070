/// The state of a gesture recognizer, with UIKit's meaning (not called `GestureState`, which
/// SwiftUI declares for its property wrapper: an app imports both).
///
/// Discrete recognizers (tap, swipe) go `possible → recognized` or `possible → failed`.
/// Continuous ones (long press, pan, pinch, rotation, edge pan) go
/// `possible → began → changed* → ended | cancelled`, or `possible → failed`.
/// The arena returns every recognizer to `possible` once the touches it saw have ended and
/// nothing is left pending.
public enum RecognizerState: UInt8, Hashable, Sendable, CaseIterable {
  /// Watching the touches; nothing decided yet. The resting state.
  case possible
  /// A continuous gesture started.
  case began
  /// A continuous gesture moved on.
  case changed
  /// A continuous gesture finished normally.
  case ended
  /// A continuous gesture was taken away after it began.
  case cancelled
  /// The touches did not make this gesture (or another gesture won).
  case failed
  /// A discrete gesture happened (UIKit's `.recognized`, an alias of `.ended` there).
  case recognized

  /// The name used in `gesture-replay` output: `possible`, `began`, `changed`, `ended`,
  /// `cancelled`, `failed`, `recognized`.
  public var name: String {
    switch self {
    case .possible: "possible"
    case .began: "began"
    case .changed: "changed"
    case .ended: "ended"
    case .cancelled: "cancelled"
    case .failed: "failed"
    case .recognized: "recognized"
    }
  }

  /// Whether the gesture is under way (`began` or `changed`).
  @inlinable
  public var isActive: Bool { self == .began || self == .changed }

  /// Whether the recognizer has finished with this touch sequence.
  @inlinable
  public var isFinished: Bool {
    self == .ended || self == .cancelled || self == .failed || self == .recognized
  }
}
