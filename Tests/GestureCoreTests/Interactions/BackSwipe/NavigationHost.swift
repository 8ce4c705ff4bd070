import GestureCore
import GestureTesting

/// A 390 × 844 screen pushed on a navigation stack, with a horizontal carousel (a scroll view)
/// across it at y 300...500, driven end to end: the back-swipe recognizer (an
/// `EdgePanRecognizer` on the leading edge, or a horizontal `PanRecognizer` for full-screen
/// mode) on the screen's node feeds ``BackSwipe``; the carousel's own horizontal pan on a
/// child node competes for the same touches.
///
/// The cooperation is plain arena relations: each recognizer's `shouldBegin` asks the
/// policy. The carousel is deeper, so it is asked first; when it yields it fails, and the
/// back swipe begins on the same sample.
final class NavigationHost {
  static let screen = Rect(x: 0, y: 0, width: 390, height: 844)

  var swipe: BackSwipe
  /// The carousel's scroll state: 1200 pt of content in 390 pt.
  var carousel: BackSwipe.ScrollViewState
  let arena: GestureArena
  let back: PanRecognizer
  let carouselPan = PanRecognizer(name: "carousel", configuration: .init(axis: .horizontal))
  let fingers: TouchSimulator
  private(set) var effects: [BackSwipe.Effect] = []
  /// The release velocity of the latest back swipe, as the recognizer reported it.
  private(set) var releaseVelocity: Vector?

  init(
    configuration: BackSwipe.Configuration = .edge, stackDepth: Int = 2,
    layoutDirection: ReadingDirection = .leftToRight, carouselOffset: Double = 0
  ) {
    swipe = BackSwipe(
      context: .init(
        container: Self.screen, layoutDirection: layoutDirection, stackDepth: stackDepth),
      configuration: configuration)
    carousel = BackSwipe.ScrollViewState(
      contentOffsetX: carouselOffset, contentWidth: 1200, boundsWidth: 390,
      layoutDirection: layoutDirection)
    switch configuration.startRegion {
    case .edge(let width):
      back = EdgePanRecognizer(
        name: "back",
        edgeConfiguration: .init(
          edges: layoutDirection == .leftToRight ? .left : .right, bandWidth: width))
    case .fullScreen:
      back = PanRecognizer(name: "back", configuration: .init(axis: .horizontal))
    }
    let root = Node(frame: Self.screen)
    let carouselNode = Node(frame: Rect(x: 0, y: 300, width: 390, height: 200))
    root.addChild(carouselNode)
    arena = GestureArena(root: root)
    arena.attach(back, to: root)
    arena.attach(carouselPan, to: carouselNode)
    fingers = TouchSimulator(arena: arena)

    back.shouldBegin = { [unowned self] _ in
      self.swipe.mayBegin(
        start: self.back.location - self.back.translation, stroke: self.back.translation)
    }
    carouselPan.shouldBegin = { [unowned self] _ in
      let pan = self.carouselPan
      return !self.swipe.scrollViewShouldYield(
        self.carousel, start: pan.location - pan.translation, stroke: pan.translation)
    }
    fingers.onChange = { [unowned self] change in
      guard change.recognizer === self.back, let drag = DragEvent(change) else { return }
      if case .ended(_, _, let velocity) = drag { self.releaseVelocity = velocity }
      self.send(.drag(drag))
    }
  }

  func send(_ event: BackSwipe.Event) {
    swipe.handle(event, into: &effects)
  }

  /// The effects since the previous call, then forgets them (keeping the capacity).
  func takeEffects() -> [BackSwipe.Effect] {
    defer { effects.removeAll(keepingCapacity: true) }
    return effects
  }

  /// A finger down at `start`, 15 pt towards the trailing edge (the pans begin past their
  /// 10 pt slop), then to `start.x + distance` after 0.1 s, then still for 50 ms (longer than
  /// the velocity tracker's 40 ms: a release at rest), then up.
  func swipeSlowly(from start: Point, by distance: Double) {
    let sign = swipe.context.layoutDirection == .leftToRight ? 1.0 : -1.0
    fingers.down(1, at: start)
    fingers.move(1, to: start + Vector(dx: 15 * sign, dy: 0))
    fingers.wait(0.1)
    fingers.move(1, to: start + Vector(dx: distance * sign, dy: 0))
    fingers.wait(0.05)
    fingers.up(1)
  }
}
