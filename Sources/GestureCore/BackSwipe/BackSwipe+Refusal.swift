extension BackSwipe {
  /// Why a back swipe may not begin, as ``BackSwipe/refusal(start:stroke:)`` reports it.
  /// The cases are checked in the order listed; the first that applies is reported.
  public enum Refusal: UInt8, Hashable, Sendable, CaseIterable {
    /// The start or the stroke has a NaN or infinite coordinate.
    case invalidInput
    /// A swipe is already being tracked.
    case alreadySwiping
    /// A pop started by a swipe is still animating (finishing or cancelling), or the host
    /// reports a push or pop animation (``Context/isTransitioning``).
    case transitionRunning
    /// The stack holds only the root screen: nothing to pop.
    case atRoot
    /// The top screen opted out (``Context/isOptedOut``).
    case optedOut
    /// The container's frame is not finite or has no width.
    case invalidContainer
    /// The touch started outside the ``StartRegion``: too far from the leading edge, or
    /// outside the container horizontally.
    case outsideStartRegion
    /// The stroke is not more horizontal than vertical (`|dx| ≤ |dy|`).
    case notHorizontal
    /// The stroke goes towards the leading edge, not the trailing one.
    case towardsLeadingEdge
  }
}
