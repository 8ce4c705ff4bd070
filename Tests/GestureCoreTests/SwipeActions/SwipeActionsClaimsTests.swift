import GestureCore
import GestureTesting
import Testing

@Suite struct SwipeActionsClaimsTests {
  let size = Size(width: 375, height: 60)

  @Test func aClosedRowClaimsOnlyStrokesThatRevealActions() {
    let row = SwipeActionsRow(trailing: [.init(id: "delete", style: .destructive)], containerSize: size)
    // Left-to-right: a stroke to the left uncovers the trailing (right) side.
    #expect(row.claims(stroke: Vector(dx: -11, dy: 0)))
    #expect(!row.claims(stroke: Vector(dx: 11, dy: 0)))
    #expect(!row.claims(stroke: Vector(dx: 0, dy: 11)))
    #expect(!row.claims(stroke: Vector(dx: .nan, dy: 0)))
  }

  @Test func rightToLeftMirrorsTheSides() {
    let row = SwipeActionsRow(
      trailing: [.init(id: "delete", style: .destructive)], containerSize: size,
      layoutDirection: .rightToLeft)
    // Right-to-left: the trailing side is on the left, uncovered by a stroke to the right.
    #expect(row.claims(stroke: Vector(dx: 11, dy: 0)))
    #expect(!row.claims(stroke: Vector(dx: -11, dy: 0)))
  }

  @Test func anOpenRowClaimsEveryHorizontalStroke() {
    var store = SwipeActionsStore(
      row: SwipeActionsRow(trailing: [.init(id: "delete", style: .destructive)], containerSize: size))
    _ = store.take(after: .open(rowID: 0, .trailing, animated: false, time: 0))
    #expect(store.row.claims(stroke: Vector(dx: 11, dy: 0)))
    #expect(store.row.claims(stroke: Vector(dx: -11, dy: 0)))
  }

  @Test func theRecognizerLeavesUnclaimedStrokesToTheScrollViewAround() {
    // A row with only trailing actions inside a horizontal scroll view: the row's pan asks
    // `claims`, so a stroke to the right goes to the scroll view's pan.
    let arena = GestureArena(root: Node(frame: Rect(x: 0, y: 0, width: 375, height: 812)))
    let rowNode = Node(frame: Rect(x: 0, y: 100, width: 375, height: 60))
    arena.root.addChild(rowNode)
    let scroll = PanRecognizer(name: "scroll", configuration: .init(axis: .horizontal))
    let rowPan = PanRecognizer(name: "row", configuration: .init(axis: .horizontal))
    arena.attach(scroll, to: arena.root)
    arena.attach(rowPan, to: rowNode)
    let row = SwipeActionsRow(trailing: [.init(id: "delete", style: .destructive)], containerSize: size)
    rowPan.shouldBegin = { recognizer in
      row.claims(stroke: (recognizer as! PanRecognizer).translation)
    }
    let sim = TouchSimulator(arena: arena)
    sim.drag(from: Point(x: 100, y: 130), to: Point(x: 200, y: 130), duration: 0.2)
    #expect(sim.transitions.prefix(2) == ["row failed", "scroll began"])
    sim.clearLog()
    sim.wait(1)
    sim.drag(from: Point(x: 200, y: 130), to: Point(x: 100, y: 130), duration: 0.2)
    #expect(sim.transitions.prefix(2) == ["row began", "scroll failed"])
  }

  /// The back swipe's question: what the row does with a stroke towards the trailing edge.
  @Test func theBackSwipeClaim() {
    let trailingOnly = SwipeActionsStore(
      row: SwipeActionsRow(trailing: [.init(id: "delete", style: .destructive)], containerSize: size))
    #expect(trailingOnly.backSwipeClaim(onRow: 0) == .none)
    #expect(trailingOnly.backSwipeClaim(onRow: 7) == .none)  // no such row
    var flag = SwipeActionsStore(
      row: SwipeActionsRow(
        leading: [.init(id: "flag")], trailing: [.init(id: "delete", style: .destructive)],
        containerSize: size))
    #expect(flag.backSwipeClaim(onRow: 0) == .revealsLeadingActions)
    var open = trailingOnly
    _ = open.take(after: .open(rowID: 0, .trailing, animated: false, time: 0))
    #expect(open.backSwipeClaim(onRow: 0) == .closesOpenRow)
    _ = flag.take(after: .open(rowID: 0, .leading, animated: false, time: 0))
    #expect(flag.backSwipeClaim(onRow: 0) == .closesOpenRow)
    // Right to left the leading actions are uncovered by a stroke to the left: same claim.
    let mirrored = SwipeActionsStore(
      row: SwipeActionsRow(
        leading: [.init(id: "flag")], containerSize: size, layoutDirection: .rightToLeft))
    #expect(mirrored.backSwipeClaim(onRow: 0) == .revealsLeadingActions)
  }
}
