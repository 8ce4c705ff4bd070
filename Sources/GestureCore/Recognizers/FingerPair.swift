/// The two fingers a pinch or a rotation measures: the two oldest tracked touches, and the
/// vector from the first to the second at the previous event. Shared by ``PinchRecognizer``
/// and ``RotationRecognizer`` so both treat fingers landing and lifting the same way.
struct FingerPair {
  private var first = TouchID(0)
  private var second = TouchID(0)
  private var isFormed = false
  /// From the first finger to the second, at the previous event.
  private(set) var previous = Vector.zero

  /// The first pair's span when it formed, in points.
  private(set) var initialSpan = 0.0

  /// Reads the pair from the touches: the vector from the first finger to the second now,
  /// and the vector at the previous event if the pair is unchanged (nil when it formed or
  /// changed, so the caller re-bases instead of measuring a jump).
  mutating func advance(_ touches: [TrackedTouch]) -> (now: Vector, before: Vector?)? {
    guard touches.count >= 2 else { return nil }
    let vector = touches[1].location - touches[0].location
    let isSame = isFormed && touches[0].id == first && touches[1].id == second
    if !isFormed { initialSpan = vector.length }
    first = touches[0].id
    second = touches[1].id
    isFormed = true
    let before = isSame ? previous : nil
    previous = vector
    return (vector, before)
  }

  /// Forgets the pair.
  mutating func reset() {
    self = FingerPair()
  }
}
