/// The arithmetic of ``VelocityTracker/Estimator/impulse`` on one axis.
///
/// The idea (Android's `ImpulseVelocityTrackerStrategy`): treat the finger as a unit mass that
/// starts at rest; each movement between two samples changes its kinetic energy by the work
/// `F·Δx = (v - v_previous) / Δt · v · Δt`, and the velocity reported is the one that carries
/// the final energy, `E = v² / 2`. Unlike a fit, it weighs the whole window by how much energy
/// each movement put in, so one noisy last sample moves it less.
enum ImpulseEstimator {
  /// The impulse velocity of one axis.
  ///
  /// The reference arithmetic, written as the algorithm reads; the tracker runs
  /// ``velocity(over:)``, which the tests hold to it.
  ///
  /// - Parameters:
  ///   - times: Sample times in seconds, oldest first, strictly increasing (a pair that is
  ///     not is skipped).
  ///   - positions: The positions on the axis, one per time.
  /// - Returns: The velocity in position units per second; 0 with fewer than 2 samples.
  /// - Complexity: O(*m*) for *m* samples.
  static func velocity(times: UnsafeBufferPointer<Double>, positions: UnsafeBufferPointer<Double>) -> Double {
    let count = Swift.min(times.count, positions.count)
    guard count >= 2 else { return 0 }
    if count == 2 {
      let duration = times[1] - times[0]
      return duration > 0 ? (positions[1] - positions[0]) / duration : 0
    }
    var work = 0.0
    for index in 1..<count {
      let duration = times[index] - times[index - 1]
      guard duration > 0 else { continue }
      let previousVelocity = velocity(kineticEnergy: work)
      let currentVelocity = (positions[index] - positions[index - 1]) / duration
      work += (currentVelocity - previousVelocity) * Swift.abs(currentVelocity)
      // The finger starts from rest, so the first movement only brings it up to speed over
      // half its distance on average: half the work.
      if index == 1 { work *= 0.5 }
    }
    return velocity(kineticEnergy: work)
  }

  /// The impulse velocity of both axes over a tracker's window, read in place from its ring
  /// buffer: the same arithmetic as ``velocity(times:positions:)`` for each axis, arranged
  /// for speed.
  ///
  /// The walk is a chain of dependent square roots (each segment's work depends on the
  /// velocity the previous work amounts to), so its speed is the latency of that chain. The
  /// loop keeps twice the work, `W = 2E`, so that `W' = (W + 2|v|·v) − sign(W)·2|v|·√|W|`
  /// puts only the square root, a multiplication and a subtraction on the chain; the first
  /// segment (from rest, half the work) gives `W = v|v|` directly. The two axes are written
  /// alike, step for step, so that the compiler pairs them in one packed square root. What is
  /// left is the chain itself: a full window of 20 samples is 18 dependent square roots, about
  /// 20 cycles each on current x86-64 cores.
  ///
  /// - Complexity: O(*m*) for *m* samples in the window, without allocating.
  static func velocity(over window: VelocityTracker.Window) -> Vector {
    let count = window.count
    guard count >= 2 else { return .zero }
    let samples = window.samples
    var index = window.oldestIndex
    var previous = samples[index]
    index = window.index(after: index)
    var current = samples[index]
    var duration = current.time - previous.time
    if count == 2 {
      guard duration > 0 else { return .zero }
      return Vector(
        dx: (current.position.x - previous.position.x) / duration,
        dy: (current.position.y - previous.position.y) / duration)
    }
    // Twice the kinetic energy, per axis.
    var xWork = 0.0
    var yWork = 0.0
    if duration > 0 {
      let xVelocity = (current.position.x - previous.position.x) / duration
      let yVelocity = (current.position.y - previous.position.y) / duration
      xWork = xVelocity * xVelocity.magnitude
      yWork = yVelocity * yVelocity.magnitude
    }
    for _ in 2..<count {
      previous = current
      index = window.index(after: index)
      current = samples[index]
      duration = current.time - previous.time
      guard duration > 0 else { continue }
      let xVelocity = (current.position.x - previous.position.x) / duration
      let yVelocity = (current.position.y - previous.position.y) / duration
      let xWeight = 2 * xVelocity.magnitude
      let yWeight = 2 * yVelocity.magnitude
      // sign(W)·2|v|, off the chain while the square root runs.
      let xSignedWeight = xWork < 0 ? -xWeight : xWeight
      let ySignedWeight = yWork < 0 ? -yWeight : yWeight
      xWork = (xWork + xVelocity * xWeight) - xSignedWeight * xWork.magnitude.squareRoot()
      yWork = (yWork + yVelocity * yWeight) - ySignedWeight * yWork.magnitude.squareRoot()
    }
    return Vector(dx: velocity(twiceKineticEnergy: xWork), dy: velocity(twiceKineticEnergy: yWork))
  }

  /// The signed velocity of a unit mass with twice this kinetic energy (`2E = v²`).
  @inline(__always)
  static func velocity(twiceKineticEnergy work: Double) -> Double {
    let speed = work.magnitude.squareRoot()
    return work < 0 ? -speed : speed
  }

  /// The signed velocity of a unit mass with this kinetic energy (`E = v² / 2`), the sign of
  /// the energy giving the direction.
  static func velocity(kineticEnergy work: Double) -> Double {
    (work < 0 ? -1 : 1) * (2 * Swift.abs(work)).squareRoot()
  }
}
