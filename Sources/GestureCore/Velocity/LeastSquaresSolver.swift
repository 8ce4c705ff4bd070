/// Unweighted polynomial least squares for the velocity tracker: fits `x(t)` and `y(t)` over
/// the same times with one QR decomposition.
///
/// The tracker's general path: fits of degree 1 and 2 (the default) are solved in closed
/// form by ``VelocityTracker/ClosedFormFit``, which falls back to this solver when its normal
/// equations are too ill-conditioned to trust, and higher degrees always come here.
///
/// The Vandermonde matrix is built over times scaled into `[-1, 0]` (divided by the window's
/// span) so that its columns have comparable norms whatever the time unit, and decomposed by
/// modified Gram-Schmidt with a second orthogonalisation pass ("twice is enough"); the
/// right-hand sides are projected the same way, so the residual, and with it the confidence,
/// comes out of the decomposition. The coefficients are scaled back to seconds.
enum LeastSquaresSolver {
  /// A basis vector (in scaled time) shorter than this means the samples cannot tell the
  /// polynomial's terms apart: their times are numerically the same. The scaled columns are
  /// at least 1 long (the oldest sample sits at -1), so this is a relative threshold.
  static let singularityTolerance = 1e-10

  /// A total sum of squares (points²) at or below this means the axis did not move; its fit
  /// is then exact by definition (confidence 1), as Flutter's `precisionErrorTolerance`.
  static let stillnessTolerance = 1e-10

  /// Fits polynomials of `degree` to `(times[h], xs[h])` and `(times[h], ys[h])`.
  ///
  /// - Parameters:
  ///   - times: The sample times in seconds relative to the newest sample (all `<= 0`, any
  ///     order, at least `degree + 1` of them).
  ///   - xs: The horizontal positions, one per time.
  ///   - ys: The vertical positions, one per time.
  ///   - degree: The polynomial degree, at least 1.
  ///   - xCoefficients: Receives `degree + 1` coefficients of `x(t) = Σ c[k] tᵏ`, `t` in seconds.
  ///   - yCoefficients: Receives the coefficients of `y(t)`.
  /// - Returns: Each axis's coefficient of determination (R², `0...1`), or `nil` when the fit
  ///   is degenerate (too few distinct times, or a non-finite result).
  /// - Complexity: O(*m* · *n*²) for *m* samples and *n* = `degree + 1`, with *m* · (*n* + 1)
  ///   + *n*² doubles of scratch space (on the stack when small).
  static func fit(
    times: UnsafeBufferPointer<Double>,
    xs: UnsafeBufferPointer<Double>,
    ys: UnsafeBufferPointer<Double>,
    degree: Int,
    xCoefficients: UnsafeMutableBufferPointer<Double>,
    yCoefficients: UnsafeMutableBufferPointer<Double>
  ) -> (xConfidence: Double, yConfidence: Double)? {
    let m = times.count
    let n = degree + 1
    guard degree >= 1, n <= m, xs.count == m, ys.count == m,
      xCoefficients.count >= n, yCoefficients.count >= n
    else { return nil }

    var span = 0.0
    for time in times { span = Swift.max(span, -time) }
    guard span > 0, span.isFinite else { return nil }

    return withUnsafeTemporaryAllocation(of: Double.self, capacity: n * m + n * n + m) { scratch in
      // q: n columns of m values (the orthonormal basis, built in place from the Vandermonde
      // columns); r: n × n upper triangle, row-major; residual: m values.
      let q = scratch.baseAddress!
      let r = q + n * m
      let residual = r + n * n
      for h in 0..<m { q[h] = 1 }
      for j in 1..<n {
        for h in 0..<m { q[j * m + h] = q[(j - 1) * m + h] * (times[h] / span) }
      }
      for index in 0..<(n * n) { r[index] = 0 }

      for j in 0..<n {
        for _ in 0..<2 {
          for i in 0..<j {
            var dot = 0.0
            for h in 0..<m { dot += q[i * m + h] * q[j * m + h] }
            r[i * n + j] += dot
            for h in 0..<m { q[j * m + h] -= dot * q[i * m + h] }
          }
        }
        var squaredNorm = 0.0
        for h in 0..<m { squaredNorm += q[j * m + h] * q[j * m + h] }
        let norm = squaredNorm.squareRoot()
        guard norm >= singularityTolerance, norm.isFinite else { return nil }
        r[j * n + j] = norm
        for h in 0..<m { q[j * m + h] /= norm }
      }

      func solve(_ values: UnsafeBufferPointer<Double>, into coefficients: UnsafeMutableBufferPointer<Double>) -> Double? {
        var mean = 0.0
        for h in 0..<m {
          residual[h] = values[h]
          mean += values[h]
        }
        mean /= Double(m)
        // Project the values on the basis one vector at a time (modified Gram-Schmidt): what
        // is left is the residual of the fit.
        for i in 0..<n {
          var dot = 0.0
          for h in 0..<m { dot += q[i * m + h] * residual[h] }
          coefficients[i] = dot
          for h in 0..<m { residual[h] -= dot * q[i * m + h] }
        }
        var sumSquaredError = 0.0
        var sumSquaredTotal = 0.0
        for h in 0..<m {
          sumSquaredError += residual[h] * residual[h]
          sumSquaredTotal += (values[h] - mean) * (values[h] - mean)
        }
        // Back-substitute R c = Qᵀ values, then undo the time scaling: c[k] / spanᵏ.
        var scale = 1.0
        for i in stride(from: n - 1, through: 0, by: -1) {
          var coefficient = coefficients[i]
          for j in (i + 1)..<n { coefficient -= r[i * n + j] * coefficients[j] }
          coefficients[i] = coefficient / r[i * n + i]
        }
        for k in 0..<n {
          coefficients[k] /= scale
          guard coefficients[k].isFinite else { return nil }
          scale *= span
        }
        if sumSquaredTotal <= stillnessTolerance { return 1 }
        return Swift.min(Swift.max(1 - sumSquaredError / sumSquaredTotal, 0), 1)
      }

      guard let xConfidence = solve(xs, into: xCoefficients),
        let yConfidence = solve(ys, into: yCoefficients)
      else { return nil }
      return (xConfidence, yConfidence)
    }
  }
}
