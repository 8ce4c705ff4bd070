import GestureCore
import Testing

@Suite("Physics: TimingCurve")
struct PhysicsTimingCurveTests {
  @Test func theEndsAreFixedAndBadTimesAreClamped() {
    let curve = TimingCurve.easeOut
    #expect(curve.value(at: 0) == 0)
    #expect(curve.value(at: 1) == 1)
    #expect(curve.value(at: -3) == 0)
    #expect(curve.value(at: 7) == 1)
    #expect(curve.value(at: .nan) == 0)
    #expect(curve.value(at: .infinity) == 1)
    #expect(curve.value(at: -.infinity) == 0)
  }

  @Test func easeOutIsUIKitsCurve() {
    // Control points (0, 0) and (0.58, 1). At the parameter t = 0.5 the curve is at
    // x = 3·0.25·0.5·0.58 + 0.125 = 0.3425, y = 3·0.25·0.5·1 + 0.125 = 0.5.
    #expect((TimingCurve.easeOut.value(at: 0.3425) - 0.5).magnitude < 1e-9)
    // It starts 1 / 0.58 ≈ 1.724 times as fast as its average: a small step of time covers
    // about that multiple of the way (the slope grows the other way, so slightly less).
    #expect((TimingCurve.easeOut.initialSlope - 1 / 0.58).magnitude < 1e-12)
    let step = 1e-6
    let slope = TimingCurve.easeOut.value(at: step) / step
    #expect(slope < 1 / 0.58 && slope > 1 / 0.58 - 1e-2)
  }

  @Test func aCubicCanBeTheQuadraticEaseOut() {
    // 1 − (1 − x)², raised to a cubic: control points (1/3, 2/3) and (2/3, 1).
    let quadratic = TimingCurve(x1: 1.0 / 3, y1: 2.0 / 3, x2: 2.0 / 3, y2: 1)
    for index in 0...100 {
      let x = Double(index) / 100
      #expect((quadratic.value(at: x) - (1 - (1 - x) * (1 - x))).magnitude < 1e-9)
    }
    #expect((quadratic.initialSlope - 2).magnitude < 1e-12)
    #expect(TimingCurve.linear.initialSlope == 1)
    #expect((TimingCurve.linear.value(at: 0.37) - 0.37).magnitude < 1e-9)
  }

  @Test func everyCurveIsMonotonicAndStaysInsideTheUnitInterval() {
    let curves = [
      TimingCurve.easeOut, .linear, TimingCurve(x1: 0.42, y1: 0, x2: 0.58, y2: 1),
      TimingCurve(x1: 1, y1: 0, x2: 0, y2: 1), TimingCurve(x1: 0, y1: 1, x2: 1, y2: 0),
    ]
    for curve in curves {
      var previous = 0.0
      for index in 0...1000 {
        let value = curve.value(at: Double(index) / 1000)
        #expect(value >= previous - 1e-12 && value <= 1)
        previous = value
      }
    }
  }

  @Test func controlPointsOutsideTheSquareOrNoNumberAreClamped() {
    let curve = TimingCurve(x1: -2, y1: .nan, x2: 4, y2: .infinity)
    #expect(curve == TimingCurve(x1: 0, y1: 0, x2: 1, y2: 1))
    #expect(curve.initialSlope == 1)
  }
}
