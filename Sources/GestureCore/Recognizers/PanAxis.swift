/// The axis a pan may start along.
public enum PanAxis: UInt8, Hashable, Sendable {
  /// Any direction.
  case free
  /// Only when the motion at the slop is more horizontal than vertical (`|dx| > |dy|`),
  /// so a vertical scroll is never stolen; otherwise the pan fails.
  case horizontal
  /// Only when the motion at the slop is more vertical than horizontal (`|dy| > |dx|`).
  case vertical
}
