extension VelocityTracker {
  /// Records a touch sample's location at its timestamp, unless the sample ends the touch.
  ///
  /// A lift (`ended`) or cancellation repeats the finger's last position at a later time;
  /// adding it would drag the estimate towards zero, so it is skipped, as Flutter and Android
  /// skip up events. Ask ``velocity(at:)`` with its timestamp instead:
  ///
  /// ```swift
  /// tracker.add(sample)
  /// if sample.phase == .ended { release(with: tracker.velocity(at: sample.timestamp)) }
  /// ```
  ///
  /// The caller keeps one tracker per touch; the sample's ``TouchSample/id`` is not checked.
  ///
  /// - Parameter sample: A sample of the touch this tracker follows.
  /// - Complexity: O(1), as ``add(_:at:)``.
  public mutating func add(_ sample: TouchSample) {
    guard !sample.phase.isTerminal else { return }
    add(sample.location, at: sample.timestamp)
  }
}
