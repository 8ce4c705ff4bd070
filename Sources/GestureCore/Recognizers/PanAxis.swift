/// The axis a pan may start along.
public enum PanAxis: UInt8, Hashable, Sendable {
  /// Any direction.
  case free
  /// Only when the motion at the slop is more horizontal than vertical (`|dx| > |dy|`),
  /// so a vertical scroll is never stolen; otherwise the pan fails.
  case horizontal
  /// Only when the motion at the slop is more vertical than horizontal (`|dy| > |dx|`).
  case vertical

  /// Whether a pan may start with this motion: any motion for `.free`, `|dx| > |dy|` for
  /// `.horizontal`, `|dy| > |dx|` for `.vertical` (a diagonal or no motion starts neither).
  /// NaN components start only a `.free` pan.
  public func admits(_ motion: Vector) -> Bool {
    switch self {
    case .free: true
    case .horizontal: motion.dx.magnitude > motion.dy.magnitude
    case .vertical: motion.dy.magnitude > motion.dx.magnitude
    }
  }
}
