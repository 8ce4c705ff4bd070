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

  /// The signed velocity of a unit mass with this kinetic energy (`E = v² / 2`), the sign of
  /// the energy giving the direction.
  static func velocity(kineticEnergy work: Double) -> Double {
    (work < 0 ? -1 : 1) * (2 * Swift.abs(work)).squareRoot()
  }
}
