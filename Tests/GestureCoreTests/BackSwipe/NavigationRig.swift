import GestureCore
import GestureTesting

/// A 390 × 844 screen pushed on a navigation stack, with a horizontal carousel (a scroll view)
/// across it at y 300...500, driven end to end: the back-swipe recognizer (an
/// `EdgePanRecognizer` on the leading edge, or a horizontal `PanRecognizer` for full-screen
/// mode) on the screen's node feeds a percent-driven ``BackSwipeStore``; the carousel's own
/// horizontal pan on a child node competes for the same touches.
///
/// The cooperation is plain arena relations: each recognizer's `shouldBegin` asks the
/// policy. The carousel is deeper, so it is asked first; when it yields it fails, and the
/// back swipe begins on the same sample.
typealias NavigationRig = Simulation<BackSwipeStore>

extension Simulation where S == BackSwipeStore {
  static var screen: Rect { Rect(x: 0, y: 0, width: 390, height: 844) }

  /// The carousel's scroll state is 1200 pt of content in 390 pt, scrolled to
  /// `carouselOffset`.
  static func pushedScreen(
    configuration: BackSwipe.Configuration = .edge, stackDepth: Int = 2,
    layoutDirection: ReadingDirection = .leftToRight, carouselOffset: Double = 0
  ) -> NavigationRig {
    let rig = NavigationRig(
      BackSwipeStore(
        context: .init(
          container: Self.screen, layoutDirection: layoutDirection, stackDepth: stackDepth),
        configuration: .init(backSwipe: configuration)),
      app: SimulatedNavigation(), screen: Self.screen)
    rig.carousel(offset: carouselOffset)
    return rig
  }

  /// The carousel across the screen, scrolled to `carouselOffset`, its pan and the back
  /// recognizers asking the policy in their `shouldBegin`.
  private func carousel(offset carouselOffset: Double) {
    let layoutDirection = store.context.layoutDirection
    let carousel = BackSwipe.ScrollViewState(
      contentOffsetX: carouselOffset, contentWidth: 1200, boundsWidth: 390,
      layoutDirection: layoutDirection)
    let carouselPan = PanRecognizer(name: "carousel", configuration: .init(axis: .horizontal))
    let carouselNode = Node(frame: Rect(x: 0, y: 300, width: 390, height: 200))
    node.addChild(carouselNode)
    arena.attach(carouselPan, to: carouselNode)
    for back in recognizers {
      let pan = back as! PanRecognizer
      pan.shouldBegin = { [unowned self, unowned pan] _ in
        self.store.swipe.mayBegin(start: pan.location - pan.translation, stroke: pan.translation)
      }
    }
    carouselPan.shouldBegin = { [unowned self, unowned carouselPan] _ in
      !self.store.swipe.scrollViewShouldYield(
        carousel, start: carouselPan.location - carouselPan.translation,
        stroke: carouselPan.translation)
    }
  }

  /// A finger down at `start`, 15 pt towards the trailing edge (the pans begin past their
  /// 10 pt slop), then to `start.x + distance` after 0.1 s, then still for 50 ms (longer than
  /// the velocity tracker's 40 ms: a release at rest), then up.
  func swipeSlowly(from start: Point, by distance: Double) {
    let sign = store.context.layoutDirection == .leftToRight ? 1.0 : -1.0
    fingers.down(1, at: start)
    fingers.move(1, to: start + Vector(dx: 15 * sign, dy: 0))
    fingers.wait(0.1)
    fingers.move(1, to: start + Vector(dx: distance * sign, dy: 0))
    fingers.wait(0.05)
    fingers.up(1)
  }
}
