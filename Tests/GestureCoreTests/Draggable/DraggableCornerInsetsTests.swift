import GestureCore
import GestureTesting
import Testing

/// Covered corners (iPadOS 26's window controls): read from the corner-adapted safe areas,
/// and kept clear of by every resting place, with the margin.
///
/// The window: 600 × 500 pt, no safe area, margin 12 pt. A 160 × 90 picture-in-picture view
/// has its centre within x 92...508, y 57...443; a 60 × 60 bubble within x 42...558,
/// y 42...458. Window controls W × H in the top-left corner keep a frame's left edge at
/// W + 12 or its top edge at H + 12: for the picture-in-picture view, a centre x of
/// W + 92 or y of H + 57, that is W to the right of its corner or H below it.
@Suite struct DraggableCornerInsetsTests {
  let window = Rect(x: 0, y: 0, width: 600, height: 500)

  func controls(_ width: Double, _ height: Double) -> DraggableStore.CornerInsets {
    DraggableStore.CornerInsets(topLeft: Size(width: width, height: height))
  }

  func pictureInPicture(
    _ corners: DraggableStore.CornerInsets, in bounds: Rect? = nil,
    configuration: DraggableStore.Configuration = .pictureInPicture
  ) -> DraggableStore {
    DraggableStore(
      frame: Rect(x: 500, y: 400, width: 160, height: 90), bounds: bounds ?? window,
      cornerInsets: corners, configuration: configuration)
  }

  func bubble(_ corners: DraggableStore.CornerInsets, in bounds: Rect? = nil) -> DraggableStore {
    DraggableStore(
      frame: Rect(x: 0, y: 200, width: 60, height: 60), bounds: bounds ?? window,
      cornerInsets: corners)
  }

  // MARK: - Reading the corners

  @Test func aCornerIsCoveredWhereBothAdaptedRegionsInsetPastTheSafeArea() {
    typealias Corners = DraggableStore.CornerInsets
    let safe = Insets(top: 24)
    // Controls in the top left: the horizontal region starts 86 pt in, the vertical one
    // 44 pt down: the corner is 86 × 44.
    #expect(
      Corners(
        safeArea: safe, horizontallyAdapted: Insets(top: 24, left: 86),
        verticallyAdapted: Insets(top: 44))
        == Corners(topLeft: Size(width: 86, height: 44)))
    // The left inset no larger than the safe area's (0): no corner; 1 pt larger: a corner
    // 1 pt wide.
    #expect(
      Corners(
        safeArea: safe, horizontallyAdapted: Insets(top: 24, left: 0),
        verticallyAdapted: Insets(top: 44)) == .zero)
    #expect(
      Corners(
        safeArea: safe, horizontallyAdapted: Insets(top: 24, left: 1),
        verticallyAdapted: Insets(top: 44)) == Corners(topLeft: Size(width: 1, height: 44)))
    // The top inset equal to the safe area's (24): none; 25: 25 tall.
    #expect(
      Corners(
        safeArea: safe, horizontallyAdapted: Insets(top: 24, left: 86),
        verticallyAdapted: Insets(top: 24)) == .zero)
    #expect(
      Corners(
        safeArea: safe, horizontallyAdapted: Insets(top: 24, left: 86),
        verticallyAdapted: Insets(top: 25)) == Corners(topLeft: Size(width: 86, height: 25)))
    // Controls in the top right (a right-to-left layout): the right inset and the top.
    #expect(
      Corners(
        safeArea: .zero, horizontallyAdapted: Insets(right: 70),
        verticallyAdapted: Insets(top: 40)) == Corners(topRight: Size(width: 70, height: 40)))
    // A NaN inset covers nothing.
    #expect(
      Corners(
        safeArea: safe, horizontallyAdapted: Insets(top: 24, left: .nan),
        verticallyAdapted: Insets(top: 44)) == .zero)
  }

  // MARK: - Resting places

  @Test func aCornerAnchorMovesTheShorterWayAndDownOnATie() {
    // 45 wide, 44 tall: 44 down is shorter than 45 right. Centre (92, 57 + 44 = 101).
    #expect(pictureInPicture(controls(45, 44)).frame(at: .topLeft).origin == Point(x: 12, y: 56))
    // 43 wide: 43 right is shorter. Centre (92 + 43 = 135, 57).
    #expect(pictureInPicture(controls(43, 44)).frame(at: .topLeft).origin == Point(x: 55, y: 12))
    // 44 × 44: a tie goes down, so the view keeps its side.
    #expect(pictureInPicture(controls(44, 44)).frame(at: .topLeft).origin == Point(x: 12, y: 56))
    // The other corners are not covered: unchanged.
    let window = pictureInPicture(controls(86, 44))
    #expect(window.frame(at: .topRight).origin == Point(x: 428, y: 12))
    #expect(window.frame(at: .bottomLeft).origin == Point(x: 12, y: 398))
  }

  @Test func aSideAnchorSlidesAlongItsSideAndKeepsItsHeight() {
    // Controls 86 × 44: a bubble's frame clears them with its top at 44 + 12 = 56, centre
    // y 86. Centre 85 (its top at 55, a point into the margin): moved to 86; 86 (touching):
    // kept; 87: kept.
    let snap = bubble(controls(86, 44))
    #expect(snap.frame(at: .left(centerY: 85)).origin == Point(x: 12, y: 56))
    #expect(snap.frame(at: .left(centerY: 86)).origin == Point(x: 12, y: 56))
    #expect(snap.frame(at: .left(centerY: 87)).origin == Point(x: 12, y: 57))
    // The right side is clear at any height.
    #expect(snap.frame(at: .right(centerY: 42)).origin == Point(x: 528, y: 12))
    // A top anchor slides right along the top: centre x 86 + 12 + 30 = 128.
    #expect(snap.frame(at: .top(centerX: 42)).origin == Point(x: 98, y: 12))
    // Along the left side the view's place is moved, not its anchor: a bubble resting at
    // centre height 60 is drawn at 86, and goes back to 60 when the controls go.
    let host = floatingRig(snap)
    host.send(.move(to: .left(centerY: 60), time: host.time))
    host.settle()
    #expect(host.store.state == .resting(origin: Point(x: 12, y: 56), anchor: .left(centerY: 60)))
    host.send(.resize(bounds: window, safeArea: .zero, cornerInsets: .zero))
    host.settle()
    #expect(host.store.state == .resting(origin: Point(x: 12, y: 30), anchor: .left(centerY: 60)))
    #expect(host.problems == [])
  }

  @Test func withNoRoomAlongItsSideAViewStaysWhereTheAreaPutsIt() {
    // A window 100 pt tall: the bubble's centre y may only be 42...58, short of the 86 the
    // controls ask for. The side anchor cannot slide past them: unchanged. A corner anchor
    // still has the other way: right, to centre x 128.
    let short = Rect(x: 0, y: 0, width: 600, height: 100)
    let snap = bubble(controls(86, 44), in: short)
    #expect(snap.frame(at: .left(centerY: 42)).origin == Point(x: 12, y: 12))
    #expect(snap.frame(at: .topLeft).origin == Point(x: 98, y: 12))
  }

  @Test func aStashedViewsTabSlidesBelowTheControls() {
    var options = DraggableStore.Configuration.pictureInPicture
    options.stashing = .init(sides: .both)
    let window = pictureInPicture(controls(86, 44), configuration: options)
    // Stashed left, 24 pt showing (x 24 − 160 = −136), its centre pushed down to 44 + 57 =
    // 101 (origin y 56); on the right nothing is covered.
    #expect(window.frame(at: .stashedLeft(centerY: 45)).origin == Point(x: -136, y: 56))
    #expect(window.frame(at: .stashedRight(centerY: 45)).origin == Point(x: 576, y: 12))
  }

  @Test func theNearestAnchorIsMeasuredToWhereEachAnchorRests() {
    // A window 300 pt tall: centres y 57...243. Controls 86 × 150: the top-left corner moves
    // 86 right (150 down would also fit, but is longer), to (178, 57).
    let bounds = Rect(x: 0, y: 0, width: 600, height: 300)
    let covered = pictureInPicture(controls(86, 150), in: bounds)
    #expect(covered.frame(at: .topLeft).origin == Point(x: 98, y: 12))
    // From (92, 140): the top-left corner where it rests is √(86² + 83²) ≈ 119.5 away, the
    // bottom left (92, 243) 103: bottom left. Uncovered, the top left (92, 57) is 83 away.
    #expect(covered.anchor(nearestTo: Point(x: 92, y: 140)) == .bottomLeft)
    #expect(pictureInPicture(.zero, in: bounds).anchor(nearestTo: Point(x: 92, y: 140)) == .topLeft)
  }

  // MARK: - Changes

  @Test func controlsAppearingMoveARestingViewAsAnyContainerChange() {
    let host = floatingRig(pictureInPicture(.zero))
    host.send(.move(to: .topLeft, time: host.time))
    host.settle()
    _ = host.take()
    #expect(host.store.frame.origin == Point(x: 12, y: 12))
    // Controls 86 × 44 appear: 44 pt down is more than 24, a spring.
    host.send(.resize(bounds: window, safeArea: .zero, cornerInsets: controls(86, 44)))
    #expect(host.store.phase == .settling)
    host.settle()
    #expect(host.store.state == .resting(origin: Point(x: 12, y: 56), anchor: .topLeft))
    #expect(host.store.cornerInsets == controls(86, 44))
    // 30 tall: 14 pt up, at once.
    host.send(.resize(bounds: window, safeArea: .zero, cornerInsets: controls(86, 30)))
    #expect(host.store.state == .resting(origin: Point(x: 12, y: 42), anchor: .topLeft))
    #expect(host.take() == [])
    #expect(host.problems == [])
  }

  @Test func unusableCornersCountAsNone() {
    for size in [
      Size(width: .nan, height: 44), Size(width: 86, height: .infinity),
      Size(width: -86, height: 44), Size(width: 86, height: 0), Size(width: 2e15, height: 44),
    ] {
      var window = pictureInPicture(.zero)
      _ = window.take(after: .move(to: .topLeft, time: 0))
      _ = window.take(after: .tick(time: 5))
      _ = window.take(
        after: .resize(bounds: self.window, safeArea: .zero, cornerInsets: .init(topLeft: size)))
      #expect(window.cornerInsets == .zero)
      #expect(window.state == .resting(origin: Point(x: 12, y: 12), anchor: .topLeft))
    }
  }

  @Test func aNewContainerBringsItsCorners() {
    var window = pictureInPicture(.zero)
    _ = window.take(
      after: .containerReplaced(
        .init(
          frame: Rect(x: 0, y: 0, width: 160, height: 90), bounds: self.window,
          cornerInsets: controls(86, 44)),
        time: 1))
    #expect(window.state == .resting(origin: Point(x: 12, y: 56), anchor: .topLeft))
  }
}
