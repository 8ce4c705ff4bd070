import GestureCore

/// Demo 4: a navigation stack on ``BackSwipeStore``, whose pages above the root hold a
/// horizontal carousel (a paging ``MomentumScroll``: momentum, a rubber band at its ends, a
/// card per page). The demo is the store's host: an
/// ``EdgePanRecognizer`` on the leading 20 pt and, in full-screen mode, a horizontal
/// ``PanRecognizer`` that waits for it to fail, each asking the store in `shouldBegin`; the
/// carousel's pan asks the store whether to yield. Their phases go to the store and the
/// carousel, frames go to them while they need frames, and the page draws the store's
/// progress. Every decision is the store's.
final class NavigationDemo: Demo {
  /// The snapshot: depth, the top page's offset as a fraction of the width (`progress`: 0 in
  /// place, 1 gone to the right), phase (0 idle, 1 swipe following the finger, 2 animating),
  /// full screen (0/1), the carousel offsets of the top page and of the one below it, the
  /// carousel's content width, its y and its height.
  enum Field: String, PageNames {
    case depth, progress, phase, fullScreen, offset, belowOffset, contentWidth, carouselY
    case carouselHeight
  }

  static let cardWidth = 240.0
  static let cardGap = 12.0
  static let cardCount = 6
  static let carouselInset = 16.0

  /// The stack and its back swipe.
  let navigation: InteractionDriver<BackSwipeStore>
  /// The carousel of each page above the root, bottom first.
  private(set) var carousels: [MomentumScroll] = []
  private let edgeBack = EdgePanRecognizer(name: "back", edgeConfiguration: .init(edges: .left, bandWidth: 20))
  private let fullBack = PanRecognizer(name: "back", configuration: .init(axis: .horizontal))
  private let carouselPan = PanRecognizer(name: "carousel", configuration: .init(axis: .horizontal))
  private let carouselNode: Node
  private var carouselEffects: [MomentumScroll.Effect] = []

  init(size: Size, fullScreen: Bool) {
    carouselNode = Node(frame: Rect(x: 0, y: 250, width: size.width, height: 190))
    navigation = InteractionDriver(
      BackSwipeStore(
        context: .init(container: Rect(x: 0, y: 0, width: size.width, height: size.height), stackDepth: 1),
        configuration: .init(backSwipe: fullScreen ? .fullScreen : .edge, animator: .frames)))
    super.init(size: size)
    arena.root.addChild(carouselNode)
    arena.attach(edgeBack, to: arena.root)
    arena.attach(fullBack, to: arena.root)
    arena.attach(carouselPan, to: carouselNode)
    if BackSwipeStore.requiresFailure(.fullScreen, of: .edge) { arena.require(fullBack, toFail: edgeBack) }
    edgeBack.shouldBegin = { _ in
      let pan = self.edgeBack
      return self.navigation.model.shouldBegin(.edge, start: pan.location - pan.translation, stroke: pan.translation)
    }
    fullBack.shouldBegin = { _ in
      let pan = self.fullBack
      return self.navigation.model.shouldBegin(.fullScreen, start: pan.location - pan.translation, stroke: pan.translation)
    }
    carouselPan.shouldBegin = { _ in
      let pan = self.carouselPan
      let start = pan.location - pan.translation
      guard let carousel = self.carousels.last else { return true }
      // The carousel is deeper: the arena asks it first, and when it yields it fails. One
      // store question for every back-swipe recognizer that runs (the same one UIKit's host
      // asks at touch-down, without the stroke).
      return !self.navigation.model.scrollViewYields(
        Self.state(of: carousel), start: start, stroke: pan.translation)
    }
    installRecognizers()
    carouselNode.isHidden = true  // The root has no carousel.
  }

  /// The `shouldBegin` closures hold the demo strongly (Embedded Swift has no `unowned`):
  /// cut them when the page replaces the demo.
  override func tearDown() {
    edgeBack.shouldBegin = nil
    fullBack.shouldBegin = nil
    carouselPan.shouldBegin = nil
  }

  private var carouselContentWidth: Double {
    2 * Self.carouselInset + Double(Self.cardCount) * Self.cardWidth + Double(Self.cardCount - 1) * Self.cardGap
  }

  /// The full-screen pan runs only where the store asks for one (the page has no system
  /// content swipe).
  private func installRecognizers() {
    fullBack.isEnabled = navigation.model.needsFullScreenRecognizer(contentRecognizerAvailable: false)
  }

  // MARK: Reporting

  private func send(_ event: BackSwipeStore.Event, _ output: inout Output) {
    navigation.send(event) { effect in apply(effect, &output) }
    // One carousel per page above the root, as the stack is drawn.
    let pages = max(0, navigation.model.stackDepth - 1)
    while carousels.count > pages { carousels.removeLast() }
    while carousels.count < pages {
      carousels.append(
        MomentumScroll(
          axis: .horizontal, contentLength: carouselContentWidth, viewportLength: size.width,
          configuration: .init(pageLength: Self.cardWidth + Self.cardGap)))
    }
    carouselNode.isHidden = carousels.isEmpty
  }

  /// The carousel as the back swipe reads a scroll view (UIKit hosts read a `UIScrollView`).
  private static func state(of carousel: MomentumScroll) -> BackSwipe.ScrollViewState {
    BackSwipe.ScrollViewState(
      contentOffsetX: carousel.offset, contentWidth: carousel.contentLength,
      boundsWidth: carousel.viewportLength)
  }

  /// Whether a point of the area is on the top page's carousel.
  private func onCarousel(_ point: Point) -> Bool {
    !carouselNode.isHidden && carouselNode.frame.contains(point)
  }

  override func willHandle(_ sample: TouchSample, _ output: inout Output) {
    // A finger on the carousel stops its flick there, as on a scroll view.
    guard sample.phase == .began, !carousels.isEmpty, onCarousel(sample.location) else { return }
    carousels[carousels.count - 1].handle(.touchDown(time: sample.timestamp), into: &carouselEffects)
  }

  override func didHandle(_ sample: TouchSample, _ output: inout Output) {
    let lifted = sample.phase == .ended || sample.phase == .cancelled
    guard lifted, arena.activeTouchCount == 0 else { return }
    for index in carousels.indices {
      carousels[index].handle(.touchUp(time: now), into: &carouselEffects)
    }
  }

  /// A new area: the back swipe measures its progress against the new width, the
  /// carousels page within it.
  override func resized(_ output: inout Output) {
    carouselNode.frame.size.width = size.width
    send(
      .contextChanged(
        BackSwipe.Context(
          container: Rect(x: 0, y: 0, width: size.width, height: size.height),
          stackDepth: navigation.model.stackDepth)), &output)
    for index in carousels.indices {
      carousels[index].handle(
        .resize(contentLength: carouselContentWidth, viewportLength: size.width),
        into: &carouselEffects)
    }
  }

  /// ← and → (and Home, End) page the top page's carousel.
  override func key(_ key: ScrollKey, _ output: inout Output) -> Int32 {
    guard !carousels.isEmpty, navigation.model.isAtRest,
      let action = key.action(along: .horizontal)
    else { return 0 }
    let index = carousels.count - 1
    carousels[index].handle(.key(action, time: now), into: &carouselEffects)
    return carousels[index].needsFrames ? 1 : 0
  }

  override func wheel(at location: Point, by delta: Vector, _ output: inout Output) -> Int32 {
    // A sideways wheel or trackpad swipe over the carousel scrolls it.
    guard onCarousel(location), !carousels.isEmpty, delta.dx != 0 else { return 0 }
    let index = carousels.count - 1
    let before = carousels[index].offset
    carousels[index].handle(.scroll(by: delta.dx, animated: false, time: now), into: &carouselEffects)
    return carousels[index].offset != before ? 1 : 0
  }

  override func handle(_ change: StateChange, _ output: inout Output) {
    if change.recognizer === carouselPan {
      if let drag = DragEvent(change), !carousels.isEmpty {
        carousels[carousels.count - 1].handle(.drag(drag, time: now), into: &carouselEffects)
      }
    } else if change.recognizer === edgeBack || change.recognizer === fullBack,
      let event = BackSwipeStore.event(for: change, time: now)
    {
      send(event, &output)
    }
  }

  override func step(_ output: inout Output) {
    if navigation.model.needsFrames { send(BackSwipeStore.Event.tick(time: now), &output) }
    for index in carousels.indices where carousels[index].needsFrames {
      carousels[index].handle(.tick(time: now), into: &carouselEffects)
    }
  }

  private func apply(_ effect: BackSwipeStore.Effect, _ output: inout Output) {
    switch effect {
    case .beginPop:
      output.emit(.backSwipeBegan, Double(navigation.model.stackDepth))
    case .pushed(let depth):
      output.emit(.pushed, Double(depth))
    case .popped(let depth, let bySwipe):
      output.emit(.popped, Double(depth), bySwipe ? 1 : 0)
    case .swipeCancelled:
      output.emit(.backSwipeCancelled, Double(navigation.model.stackDepth))
    case .finish, .cancel:
      break  // The percent-driven animator's: this store runs on frames.
    }
  }

  override func command(_ command: Command, _ value: Double, _ output: inout Output) -> Int32 {
    switch command {
    case .push:
      guard navigation.model.mayPush else { return 1 }
      send(.push(time: now), &output)
    case .pop:
      guard navigation.model.mayPop else { return 1 }
      send(.pop(time: now), &output)
    case .fullScreen:
      navigation.withModel { $0.configuration.backSwipe = value == 1 ? .fullScreen : .edge }
      installRecognizers()
    default:
      return 1
    }
    return 0
  }

  // MARK: Drawing

  override func render(_ snapshot: inout [Double]) {
    let store = navigation.model
    let count = carousels.count
    snapshot.append(Field.self) { field in
      switch field {
      case .depth: Double(store.stackDepth)
      case .progress: store.progress
      case .phase:
        switch store.phase {
        case .idle: 0
        case .tracking: 1
        case .finishing, .cancelling, .pushing, .popping: 2
        }
      case .fullScreen: store.configuration.isFullScreen ? 1 : 0
      case .offset: count >= 1 ? carousels[count - 1].offset : 0
      case .belowOffset: count >= 2 ? carousels[count - 2].offset : 0
      case .contentWidth: carouselContentWidth
      case .carouselY: carouselNode.frame.minY
      case .carouselHeight: carouselNode.frame.height
      }
    }
  }
}
