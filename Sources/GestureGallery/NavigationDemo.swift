import GestureCore

/// Demo 4: a navigation stack. Pages above the root hold a horizontal carousel (a paging
/// scroll view). The back swipe is an ``EdgePanRecognizer`` on the leading 20 pt or, with
/// the full-screen toggle, a horizontal ``PanRecognizer`` anywhere; both ask ``BackSwipe``
/// in `shouldBegin`, and the carousel's pan asks it whether to yield (only at its leading
/// edge, for a swipe towards the trailing edge).
///
/// Commands: 1 push a page, 2 pop with the back button, 3 full-screen back swipe off (0) or
/// on (1).
///
/// Snapshot: depth, the top page's offset as a fraction of the width (0 in place, 1 gone to
/// the right), phase (0 idle, 1 swipe following the finger, 2 animating), full screen (0/1),
/// the top page's carousel offset, the carousel offset of the page below it, the carousel's
/// content width, its y and its height.
final class NavigationDemo: Demo {
  static let cardWidth = 240.0
  static let cardGap = 12.0
  static let cardCount = 6
  static let carouselInset = 16.0

  private var swipe: BackSwipe
  private let edgeBack = EdgePanRecognizer(name: "back", edgeConfiguration: .init(edges: .left, bandWidth: 20))
  private let fullBack = PanRecognizer(name: "back", configuration: .init(axis: .horizontal))
  private let carouselPan = PanRecognizer(name: "carousel", configuration: .init(axis: .horizontal))
  private let carouselNode: Node
  private var depth = 1
  /// Each page's carousel offset (index 0, the root, has none).
  private var carouselOffsets: [Double] = [0]
  private var carouselSpring: RunningSpring?
  private var carouselStart = 0.0
  /// The top page's offset as a fraction of the width.
  private var progress = 0.0
  private var transition: RunningTransition?
  private enum Motion { case swipe, push, pop }
  private var motion: Motion?
  private var fullScreen: Bool

  init(size: Size, fullScreen: Bool) {
    self.fullScreen = fullScreen
    carouselNode = Node(frame: Rect(x: 0, y: 250, width: size.width, height: 190))
    swipe = BackSwipe(
      context: .init(container: Rect(x: 0, y: 0, width: size.width, height: size.height), stackDepth: 1),
      configuration: fullScreen ? .fullScreen : .edge)
    super.init(size: size)
    arena.root.addChild(carouselNode)
    arena.attach(edgeBack, to: arena.root)
    arena.attach(fullBack, to: arena.root)
    arena.attach(carouselPan, to: carouselNode)
    edgeBack.isEnabled = !fullScreen
    fullBack.isEnabled = fullScreen
    for back in [edgeBack, fullBack] as [PanRecognizer] {
      back.shouldBegin = { recognizer in
        let pan = recognizer === self.edgeBack ? self.edgeBack : self.fullBack
        return self.swipe.mayBegin(start: pan.location - pan.translation, stroke: pan.translation)
      }
    }
    carouselPan.shouldBegin = { _ in
      let pan = self.carouselPan
      return !self.swipe.scrollViewShouldYield(
        self.carouselState, start: pan.location - pan.translation, stroke: pan.translation)
    }
    syncContext()
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

  private var carouselMaximumOffset: Double { max(0, carouselContentWidth - size.width) }

  private var carouselState: BackSwipe.ScrollViewState {
    BackSwipe.ScrollViewState(
      contentOffsetX: carouselOffsets[depth - 1], contentWidth: carouselContentWidth, boundsWidth: size.width)
  }

  private func syncContext() {
    carouselNode.isHidden = depth < 2
    var context = swipe.context
    context.stackDepth = depth
    context.isTransitioning = motion == .push || motion == .pop
    swipe.handle(.contextChanged(context), into: &scratch)
    scratch.removeAll()
  }

  private var scratch: [BackSwipe.Effect] = []

  override func handle(_ change: StateChange, _ output: inout Output) {
    if change.recognizer === carouselPan {
      scrollCarousel(change)
    } else if change.recognizer === edgeBack || change.recognizer === fullBack, let drag = DragEvent(change) {
      var effects: [BackSwipe.Effect] = []
      swipe.handle(.drag(drag), into: &effects)
      for effect in effects {
        switch effect {
        case .beginPop:
          motion = .swipe
          progress = 0
          output.emit(.backSwipeBegan, Double(depth))
        case .progress(let value):
          progress = value
        case .finish(let completion):
          transition = RunningTransition(from: completion.progress, to: 1, start: now, duration: completion.duration)
        case .cancel(let completion):
          transition = RunningTransition(from: completion.progress, to: 0, start: now, duration: completion.duration)
        }
      }
    }
  }

  private func scrollCarousel(_ change: StateChange) {
    let page = depth - 1
    switch change.state {
    case .began:
      if let spring = carouselSpring { carouselOffsets[page] = spring.value(at: now) }
      carouselSpring = nil
      carouselStart = carouselOffsets[page] + change.value.translation.dx
      carouselOffsets[page] = clampedCarousel(carouselStart - change.value.translation.dx)
    case .changed:
      carouselOffsets[page] = clampedCarousel(carouselStart - change.value.translation.dx)
    case .ended, .cancelled:
      // Page to the card the flick carries the offset to.
      let velocity = change.state == .ended ? -change.value.velocity.dx : 0
      let projected = Projection.project(carouselOffsets[page], velocity: velocity)
      let step = Self.cardWidth + Self.cardGap
      var target = (projected / step).rounded() * step
      target = min(max(0, target), carouselMaximumOffset)
      carouselSpring = RunningSpring(
        animation: SpringAnimation(
          spring: Spring(dampingRatio: 1, response: 0.4), from: carouselOffsets[page], to: target,
          initialVelocity: velocity),
        start: now)
    default:
      break
    }
  }

  private func clampedCarousel(_ offset: Double) -> Double {
    min(max(0, offset), carouselMaximumOffset)
  }

  override func step(_ output: inout Output) {
    if let spring = carouselSpring {
      carouselOffsets[depth - 1] = spring.value(at: now)
      if spring.isSettled(at: now) {
        carouselOffsets[depth - 1] = spring.animation.to
        carouselSpring = nil
      }
    }
    guard let running = transition else { return }
    progress = running.value(at: now)
    guard running.isFinished(at: now) else { return }
    transition = nil
    let popped = running.to == 1
    switch motion {
    case .swipe?:
      swipe.handle(.transitionCompleted, into: &scratch)
      scratch.removeAll()
    case .push?, .pop?, nil:
      break
    }
    let wasPush = motion == .push
    let wasSwipe = motion == .swipe
    motion = nil
    progress = 0
    if popped && !wasPush {
      depth -= 1
      carouselOffsets.removeLast()
      carouselSpring = nil
      output.emit(.popped, Double(depth), wasSwipe ? 1 : 0)
    } else if wasPush {
      output.emit(.pushed, Double(depth))
    }
    syncContext()
  }

  override func command(_ command: Int32, _ value: Double, _ output: inout Output) -> Int32 {
    guard motion == nil, swipe.state == .idle else { return 1 }
    switch command {
    case 1:
      depth += 1
      carouselOffsets.append(0)
      motion = .push
      // The new page slides in from the right edge.
      transition = RunningTransition(from: 1, to: 0, start: now, duration: 0.35)
      progress = 1
    case 2:
      guard depth > 1 else { return 1 }
      motion = .pop
      transition = RunningTransition(from: 0, to: 1, start: now, duration: 0.35)
    case 3:
      fullScreen = value == 1
      swipe.configuration = fullScreen ? .fullScreen : .edge
      edgeBack.isEnabled = !fullScreen
      fullBack.isEnabled = fullScreen
    default:
      return 1
    }
    syncContext()
    return 0
  }

  override func render(_ snapshot: inout [Double]) {
    snapshot.append(Double(depth))
    snapshot.append(progress)
    snapshot.append(motion == nil ? 0 : (motion == .swipe && transition == nil ? 1 : 2))
    snapshot.append(fullScreen ? 1 : 0)
    snapshot.append(carouselOffsets[depth - 1])
    snapshot.append(depth > 1 ? carouselOffsets[depth - 2] : 0)
    snapshot.append(carouselContentWidth)
    snapshot.append(carouselNode.frame.minY)
    snapshot.append(carouselNode.frame.height)
  }
}
