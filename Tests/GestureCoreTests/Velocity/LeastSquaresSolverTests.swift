@testable import GestureCore
import Testing

/// The polynomial fit behind `.leastSquares(degree:)`.
@Suite("LeastSquaresSolver")
struct LeastSquaresSolverTests {
  /// Fits `xs` and `ys` at `times`; `nil` for a degenerate fit.
  static func fit(
    times: [Double], xs: [Double], ys: [Double], degree: Int
  ) -> (x: [Double], y: [Double], confidence: (Double, Double))? {
    var x = Array(repeating: Double.nan, count: degree + 1)
    var y = x
    let confidence = times.withUnsafeBufferPointer { times in
      xs.withUnsafeBufferPointer { xs in
        ys.withUnsafeBufferPointer { ys in
          x.withUnsafeMutableBufferPointer { x in
            y.withUnsafeMutableBufferPointer { y in
              LeastSquaresSolver.fit(times: times, xs: xs, ys: ys, degree: degree, xCoefficients: x, yCoefficients: y)
            }
          }
        }
      }
    }
    return confidence.map { (x, y, ($0.xConfidence, $0.yConfidence)) }
  }

  @Test("Exact polynomials come back exactly, for degrees 1 to 4", arguments: 1...4)
  func exactPolynomials(degree: Int) throws {
    let coefficients = [3.0, -250, 4000, 90_000, -1_000_000].prefix(degree + 1)
    let times = stride(from: -0.096, through: 0, by: 0.008).map { $0 }
    let values = times.map { t in coefficients.reversed().reduce(0) { $0 * t + $1 } }
    let result = try #require(Self.fit(times: times, xs: values, ys: values.map { -$0 }, degree: degree))
    for (actual, expected) in zip(result.x, coefficients) {
      #expect(Swift.abs(actual - expected) <= 1e-7 * Swift.max(Swift.abs(expected), 1), "degree \(degree)")
    }
    #expect(Swift.abs(result.y[1] + coefficients[1]) <= 1e-7 * 250)
    #expect(result.confidence.0 > 0.999_999_999)
  }

  @Test("An axis that does not move fits with confidence 1; noise lowers it")
  func confidence() throws {
    let times = [-0.03, -0.02, -0.01, 0]
    let result = try #require(Self.fit(times: times, xs: [5, 5, 5, 5], ys: [0, 3, 1, 4], degree: 1))
    #expect(result.x == [5, 0])
    #expect(result.confidence.0 == 1)
    #expect(result.confidence.1 > 0 && result.confidence.1 < 1)
  }

  @Test("Too few samples or one time for all: no fit")
  func degenerate() {
    #expect(Self.fit(times: [-0.01, 0], xs: [0, 1], ys: [0, 1], degree: 2) == nil)
    #expect(Self.fit(times: [0, 0, 0], xs: [0, 1, 2], ys: [0, 1, 2], degree: 2) == nil)
    #expect(Self.fit(times: [-1e-300, -1e-300, 0], xs: [0, 1, 2], ys: [0, 1, 2], degree: 2) == nil)
    #expect(Self.fit(times: [-0.01, 0], xs: [0, 1], ys: [0, 1], degree: 0) == nil)
  }
}
