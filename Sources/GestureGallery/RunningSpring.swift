import GestureCore

/// A spring the gallery runs on behalf of an interaction (the host's job in UIKit): the
/// motion the core described, and the time it started.
struct RunningSpring {
  var animation: SpringAnimation
  /// In seconds, on the page's clock.
  var start: Double

  func elapsed(at time: Double) -> Double { max(0, time - start) }

  func value(at time: Double) -> Double { animation.value(at: elapsed(at: time)) }

  func isSettled(at time: Double) -> Bool { animation.isSettled(at: elapsed(at: time)) }
}

/// A linear animation of a transition's progress (the navigation's finish or cancel), which
/// UIKit runs with the completion speed the core computed.
struct RunningTransition {
  var from: Double
  var to: Double
  var start: Double
  var duration: Double

  func value(at time: Double) -> Double {
    guard duration > 0 else { return to }
    let fraction = min(1, max(0, (time - start) / duration))
    // Ease out, as UIKit's interactive transitions finish.
    let eased = 1 - (1 - fraction) * (1 - fraction)
    return from + (to - from) * eased
  }

  func isFinished(at time: Double) -> Bool { time - start >= duration }
}
