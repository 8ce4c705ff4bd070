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
    // A closure-gesture row with labels, a card with swipe actions and a title.
    #expect(
      ActionsCarrier(isElement: false, hasContent: true, isInsideElement: false, appCarries: false)
        == .nobody(.contentIsRead))
  }

  @Test func aFloatingWindowWithContentGetsAStandIn() {
    // A video window with buttons: its element goes ahead of the buttons.
    #expect(
      ActionsCarrier(
        isElement: false, hasContent: true, isInsideElement: false, appCarries: false,
        canStandIn: true) == .standIn)
  }

  @Test func aStandInIsMadeOnlyWhereNothingElseCarries() {
    // An element carries its own; an empty view becomes one; inside a cell the cell does.
    #expect(
      ActionsCarrier(
        isElement: true, hasContent: true, isInsideElement: false, appCarries: false,
        canStandIn: true) == .view)
    #expect(
      ActionsCarrier(
        isElement: false, hasContent: false, isInsideElement: false, appCarries: false,
        canStandIn: true) == .viewMadeElement)
    #expect(
      ActionsCarrier(
        isElement: false, hasContent: true, isInsideElement: true, appCarries: false,
        canStandIn: true) == .ancestor)
  }

  @Test(arguments: [true, false])
  func insideAnElementTheElementCarriesThemElementOrNot(isElement: Bool) {
    // An image with a tap inside a cell that is the element: the cell offers the tap.
    #expect(
      ActionsCarrier(
        isElement: isElement, hasContent: false, isInsideElement: true, appCarries: false)
        == .ancestor)
  }

  @Test(arguments: [true, false])
  func theAppsWordComesFirst(isInsideElement: Bool) {
    #expect(
      ActionsCarrier(
        isElement: false, hasContent: true, isInsideElement: isInsideElement, appCarries: true,
        canStandIn: true) == .app)
  }
}
