import GestureCore
import Testing

private typealias Shape = SwipeActionsRow.CornerShape

/// A 343 × 44 pt row: the cells of an inset-grouped list on a 375 pt screen.
private let row = Size(width: 343, height: 44)

/// The shape the buttons' area takes: the row's own, or the app's radius.
@Suite struct SwipeActionsCornersTests {
  @Test func theFirstRoundedSourceIsTheRowsShape() {
    // A cell whose layer is square, whose background is the first row of an inset-grouped
    // section (top corners, continuous 10 pt), whose content view is rounded all round.
    let cell = Shape(radius: 0)
    let background = Shape(radius: 10, corners: [.topLeft, .topRight], curve: .continuous)
    let content = Shape(radius: 4)
    #expect(
      Shape.resolved(option: nil, sources: [cell, background, content], size: row)
        == Shape(radius: 10, corners: [.topLeft, .topRight], curve: .continuous))
    // A radius on no corner rounds nothing: the next source is the shape.
    let masked = Shape(radius: 12, corners: [])
    #expect(Shape.resolved(option: nil, sources: [masked, content], size: row) == content)
    #expect(Shape.resolved(option: nil, sources: [cell], size: row) == .square)
    #expect(Shape.resolved(option: nil, sources: [], size: row) == .square)
  }

  @Test func theOptionReplacesTheRadiusOnTheCornersTheRowRounds() {
    let lastRow = Shape(radius: 10, corners: [.bottomLeft, .bottomRight], curve: .continuous)
    #expect(
      Shape.resolved(option: 16, sources: [lastRow], size: row)
        == Shape(radius: 16, corners: [.bottomLeft, .bottomRight], curve: .continuous))
    // A square row (a card without its own radius): the four corners, circular.
    #expect(
      Shape.resolved(option: 16, sources: [Shape(radius: 0)], size: row)
        == Shape(radius: 16, corners: .all, curve: .circular))
    // 0 or below squares a rounded row's corners.
    #expect(Shape.resolved(option: 0, sources: [lastRow], size: row) == .square)
    #expect(Shape.resolved(option: -3, sources: [lastRow], size: row) == .square)
  }

  @Test func aNaNOrInfiniteOptionLeavesTheRowsOwnShape() {
    let card = Shape(radius: 12, curve: .continuous)
    #expect(Shape.resolved(option: .nan, sources: [card], size: row) == card)
    #expect(Shape.resolved(option: .infinity, sources: [card], size: row) == card)
    #expect(Shape.resolved(option: -.infinity, sources: [], size: row) == .square)
  }

  @Test(arguments: [(radius: 21.0, drawn: 21.0), (radius: 23.0, drawn: 22.0)])
  func theRadiusIsAtMostHalfTheShorterSide(radius: Double, drawn: Double) {
    // 21 pt < 44 / 2 = 22 pt stays; 23 pt > 22 pt is a capsule's 22 pt.
    #expect(Shape.resolved(option: radius, sources: [], size: row).radius == drawn)
    #expect(Shape.resolved(option: nil, sources: [Shape(radius: radius)], size: row).radius == drawn)
    // An empty row rounds nothing.
    #expect(Shape.resolved(option: radius, sources: [], size: Size(width: .nan, height: 44)) == .square)
  }

  @Test func badRadiiCountAsSquare() {
    #expect(Shape(radius: .nan).radius == 0)
    #expect(Shape(radius: -4).radius == 0)
    #expect(Shape(radius: .infinity) == .square)
    #expect(!Shape(radius: .nan).isRounded)
  }
}
