/// The angle of the vector `(x, y)` from the positive x axis, in radians in `-π...π`, as C's
/// `atan2`. GestureCore imports no C library, so it carries its own.
///
/// Accuracy: within 1e-15 radians. Method: at most two argument halvings,
/// `atan(t) = 2·atan(t / (1 + √(1 + t²)))`, bring `|t| ≤ 1` below 0.2, where the Taylor series
/// converges to double precision in eleven terms.
@usableFromInline
func arcTangent(y: Double, x: Double) -> Double {
  if y.isNaN || x.isNaN { return .nan }
  if x == 0 {
    if y > 0 { return Double.pi / 2 }
    if y < 0 { return -Double.pi / 2 }
    return x.sign == .minus ? (y.sign == .minus ? -Double.pi : Double.pi) : y
  }
  if x.isInfinite || y.isInfinite {
    let base =
      x.isInfinite && y.isInfinite ? Double.pi / 4 : (y.isInfinite ? Double.pi / 2 : 0)
    let angle = x < 0 ? Double.pi - base : base
    return y.sign == .minus ? -angle : angle
  }
  let ratio = y / x
  var angle: Double
  if ratio.magnitude <= 1 {
    angle = arcTangent(ratio)
  } else {
    angle = (ratio > 0 ? Double.pi / 2 : -Double.pi / 2) - arcTangent(1 / ratio)
  }
  if x < 0 { angle += y.sign == .minus ? -Double.pi : Double.pi }
  return angle
}

/// `atan(t)` for `|t| ≤ 1`.
@usableFromInline
func arcTangent(_ t: Double) -> Double {
  // Halvings, atan(t) = 2·atan(t / (1 + √(1 + t²))), bring |t| ≤ 1 to at most
  // tan(π/16) ≈ 0.199 (two at most: tan(π/4) → tan(π/8) → tan(π/16)), where the series
  // t − t³/3 + t⁵/5 − … has reached double precision by its 11th term (0.199²³/23 < 1e-17).
  // Only as many as needed: a rotation's turn between two touch events is small, and needs
  // none. Summed by Horner's rule with the coefficients' reciprocals written out: a
  // multiply-add per term rather than a division.
  var reduced = t
  var factor = -1.0
  // `>` is false for NaN: a NaN goes through the series and comes out NaN.
  while reduced.magnitude > 0.198_912_367_379_658 {  // tan(π/16), rounded down
    reduced = reduced / (1 + (1 + reduced * reduced).squareRoot())
    factor *= 2
  }
  let square = reduced * reduced
  var sum = -1.0 / 21
  sum = sum * square + 1.0 / 19
  sum = sum * square - 1.0 / 17
  sum = sum * square + 1.0 / 15
  sum = sum * square - 1.0 / 13
  sum = sum * square + 1.0 / 11
  sum = sum * square - 1.0 / 9
  sum = sum * square + 1.0 / 7
  sum = sum * square - 1.0 / 5
  sum = sum * square + 1.0 / 3
  sum = sum * square - 1
  return factor * reduced * sum
}
