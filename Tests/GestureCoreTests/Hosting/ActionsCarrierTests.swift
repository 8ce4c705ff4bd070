import GestureCore
import Testing

/// Where a view's second-way actions go: the element an assistive technology focuses, or
/// nobody (and the host says so once in debug builds).
@Suite struct ActionsCarrierTests {
  @Test func anElementCarriesItsOwnActions() {
    #expect(
      ActionsCarrier(isElement: true, hasContent: true, isInsideElement: false, appCarries: false)
        == .view)
  }

  @Test func aViewWithNothingToReadBecomesAnElement() {
    #expect(
      ActionsCarrier(isElement: false, hasContent: false, isInsideElement: false, appCarries: false)
        == .viewMadeElement)
  }

  @Test func aViewWhoseContentIsReadCarriesNothing() {
    // A closure-gesture row with labels, a custom collection cell, a floating container.
    #expect(
      ActionsCarrier(isElement: false, hasContent: true, isInsideElement: false, appCarries: false)
        == .nobody(.contentIsRead))
  }

  @Test(arguments: [true, false])
  func insideAnElementNothingIsReachedElementOrNot(isElement: Bool) {
    #expect(
      ActionsCarrier(
        isElement: isElement, hasContent: false, isInsideElement: true, appCarries: false)
        == .nobody(.insideElement))
  }

  @Test(arguments: [true, false])
  func theAppsWordComesFirst(isInsideElement: Bool) {
    #expect(
      ActionsCarrier(
        isElement: false, hasContent: true, isInsideElement: isInsideElement, appCarries: true)
        == .app)
  }
}
