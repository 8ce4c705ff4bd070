extension VelocityTracker {
  /// The power sums of a window that the closed-form least-squares fit of degree 1 or 2
  /// needs, gathered in one pass over the ring buffer.
  ///
  /// Times are in seconds relative to the newest sample (`t <= 0`) and positions relative to
  /// the newest position, so that the sums carry no large offsets (the newest sample adds
  /// only to ``count``).
  struct PolynomialMoments {
    /// How many samples the sums cover (`Σt⁰`).
    var count = 0
    /// `Σt`, `Σt²`, `Σt³` and `Σt⁴`.
    var t1 = 0.0, t2 = 0.0, t3 = 0.0, t4 = 0.0
    /// `Σx`, `Σx·t` and `Σx·t²`, `x` relative to the newest position.
    var x0 = 0.0, x1 = 0.0, x2 = 0.0
    /// `Σy`, `Σy·t` and `Σy·t²`, `y` relative to the newest position.
    var y0 = 0.0, y1 = 0.0, y2 = 0.0

    /// The sums over a window, read in place from the ring buffer.
    ///
    /// - Complexity: O(*m*) for *m* samples in the window, without allocating.
    /// Zero sums, for ``FoldedSums/moments(newest:)`` to fill.
    init() {}

    @inline(__always)
    init(_ window: Window) {
      let newest = window.newest
      count = window.count
      window.forEachRun { start, runCount in
        for offset in 0..<runCount {
          let sample = start[offset]
          let t = sample.time - newest.time
          let tt = t * t
          t1 += t
          t2 += tt
          t3 += tt * t
          t4 += tt * tt
          let x = sample.position.x - newest.position.x
          let y = sample.position.y - newest.position.y
          x0 += x
          x1 += x * t
          x2 += x * tt
          y0 += y
          y1 += y * t
          y2 += y * tt
        }
      }
    }
  }

  /// A least-squares polynomial of degree 1 or 2 for each axis, solved in closed form from a
  /// window's ``PolynomialMoments``: `x(t) = newest.x + x0 + x1·t + x2·t²`, `t` in seconds
  /// relative to the newest sample.
  ///
  /// The normal equations `(VᵀV) c = Vᵀx` are 3 × 3 (2 × 2 for a line) and are solved by an
  /// `LDLᵀ` (square-root-free Cholesky) decomposition. That is the same least-squares
  /// solution as ``LeastSquaresSolver``'s QR decomposition, at a fraction of the cost, but it
  /// squares the condition number: ``init(_:degree:)`` declines (returns `nil`) when a pivot
  /// shows the times close to unable to tell the terms apart, and the caller then runs the
  /// QR path, which also decides whether the fit is degenerate. The decomposition does not
  /// depend on the time unit (it is invariant under scaling the columns), so the times need
  /// no scaling; sums that overflow (spans of absurd length) fail the pivot checks and go to
  /// the QR path, which scales.
  struct ClosedFormFit {
    /// A pivot `dⱼ` below this fraction of its diagonal entry `aⱼⱼ` (the squared sine of the
    /// angle between column `j` of the Vandermonde matrix and the previous ones) sends the
    /// fit to the QR path. Evenly spaced samples give 1/4 (line) and 1/36 (quadratic); at
    /// this threshold the normal equations still leave about 10 significant digits.
    static let pivotTolerance = 1e-6

    /// The coefficients of `x - newest.x`, constant first (`x2` is 0 for a line).
    var x0: Double, x1: Double, x2: Double
    /// The coefficients of `y - newest.y`.
    var y0: Double, y1: Double, y2: Double

    /// How much the slope moves per unit the newest sample's position moves (the same on
    /// both axes: it depends on the times only), the window's times staying as they are.
    var newestGain = 0.0

    /// The slope at the newest sample, in position units per second.
    var velocity: Vector { Vector(dx: x1, dy: y1) }

    /// Solves the normal equations of degree `degree` (1 or 2), or returns `nil` when they
    /// are too ill-conditioned for this path, their result is not finite, or the degree is
    /// not 1 or 2 (the caller then uses the QR path).
    @inline(__always)
    init?(_ moments: PolynomialMoments, degree: Int) {
      let m = Double(moments.count)
      let tolerance = Self.pivotTolerance
      // LDLᵀ of [[m, Σt, Σt²], [Σt, Σt², Σt³], [Σt², Σt³, Σt⁴]].
      let l10 = moments.t1 / m
      let d1 = moments.t2 - l10 * moments.t1
      // `!(a >= b)` rather than `a < b`: a NaN pivot declines too.
      guard d1 >= tolerance * moments.t2, d1 > 0 else { return nil }
      // Forward substitution, then the diagonal, then back substitution.
      let zx1 = moments.x1 - l10 * moments.x0
      let zy1 = moments.y1 - l10 * moments.y0
      switch degree {
      case 1:
        x2 = 0
        y2 = 0
        x1 = zx1 / d1
        y1 = zy1 / d1
        x0 = moments.x0 / m - l10 * x1
        y0 = moments.y0 / m - l10 * y1
        // The newest sample is at t = 0: it enters the sums through Σx alone, so its gain is
        // ∂x1/∂Σx.
        newestGain = -l10 / d1
      case 2:
        let l20 = moments.t2 / m
        let l21 = (moments.t3 - l20 * moments.t1) / d1
        let d2 = moments.t4 - l20 * moments.t2 - l21 * l21 * d1
        guard d2 >= tolerance * moments.t4, d2 > 0 else { return nil }
        x2 = (moments.x2 - l20 * moments.x0 - l21 * zx1) / d2
        y2 = (moments.y2 - l20 * moments.y0 - l21 * zy1) / d2
        x1 = zx1 / d1 - l21 * x2
        y1 = zy1 / d1 - l21 * y2
        x0 = moments.x0 / m - l10 * x1 - l20 * x2
        y0 = moments.y0 / m - l10 * y1 - l20 * y2
        // ∂x1/∂Σx, through zx1 (∂ = −l10) and x2 (∂ = (l21 · l10 − l20) / d2).
        newestGain = -l10 / d1 - l21 * ((l21 * l10 - l20) / d2)
      default:
        return nil
      }
      guard x0.isFinite, x1.isFinite, x2.isFinite, y0.isFinite, y1.isFinite, y2.isFinite,
        newestGain.isFinite
      else { return nil }
    }

    /// Each axis's coefficient of determination (R², `0...1`) over the window the fit came
    /// from, as ``LeastSquaresSolver/fit(times:xs:ys:degree:xCoefficients:yCoefficients:)``
    /// reports it: 1 for an axis whose total sum of squares is at most
    /// ``LeastSquaresSolver/stillnessTolerance``.
    ///
    /// A second pass over the window (the residuals are not in the moments without
    /// cancellation), run only when an ``Estimate`` is asked for.
    func confidence(over window: Window, moments: PolynomialMoments) -> (x: Double, y: Double) {
      let newest = window.newest
      let m = Double(window.count)
      let xMean = moments.x0 / m
      let yMean = moments.y0 / m
      var xError = 0.0, yError = 0.0, xTotal = 0.0, yTotal = 0.0
      window.forEachRun { start, runCount in
        for offset in 0..<runCount {
          let sample = start[offset]
          let t = sample.time - newest.time
          let x = sample.position.x - newest.position.x
          let y = sample.position.y - newest.position.y
          let xResidual = x - (x0 + t * (x1 + t * x2))
          let yResidual = y - (y0 + t * (y1 + t * y2))
          xError += xResidual * xResidual
          yError += yResidual * yResidual
          xTotal += (x - xMean) * (x - xMean)
          yTotal += (y - yMean) * (y - yMean)
        }
      }
      func determination(error: Double, total: Double) -> Double {
        if total <= LeastSquaresSolver.stillnessTolerance { return 1 }
        return Swift.min(Swift.max(1 - error / total, 0), 1)
      }
      return (determination(error: xError, total: xTotal), determination(error: yError, total: yTotal))
    }
  }
}
