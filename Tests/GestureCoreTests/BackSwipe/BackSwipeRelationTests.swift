import GestureCore
import Testing

/// Every family's horizontal recognizer against the back recognizers: which waits for which
/// (``BackSwipe/relation(toContentClaiming:landingAt:)``), for each family's own claim as its
/// store answers it, one point either side of the 20 pt edge band (20 is in it, 21 is not),
/// left to right and mirrored right to left (there the band is x 370...390 of the 390 pt
/// screen), under every policy, and with the app's veto.
@Suite struct BackSwipeRelationTests {
  static let screen = Rect(x: 0, y: 0, width: 390, height: 844)
  static let size = Size(width: 390, height: 72)

  /// One family's recognizer, named, with the claim its store makes for a stroke towards the
  /// trailing edge in `direction`.
  struct Family: CustomStringConvertible, Sendable {
    var description: String
    var claim: @Sendable (ReadingDirection) -> BackSwipe.Claim
  }

  static let families: [Family] = [
    Family(description: "a closed swipe row with leading actions") { direction in
      SwipeActionsStore(
        row: SwipeActionsRow(
          leading: [.init(id: "flag")], trailing: [.init(id: "delete", style: .destructive)],
          containerSize: size, layoutDirection: direction)
      ).backSwipeClaim(onRow: 0)
    },
    Family(description: "an open swipe row") { direction in
      var store = SwipeActionsStore(
        row: SwipeActionsRow(
          trailing: [.init(id: "delete", style: .destructive)], containerSize: size,
          layoutDirection: direction))
      var effects: [SwipeActionsStore.Effect] = []
      store.handle(.open(rowID: 0, .trailing, animated: false, time: 0), into: &effects)
      return store.backSwipeClaim(onRow: 0)
    },
    Family(description: "a to-do row that completes") { _ in
      ListStore(
        rows: [.init(id: 0, height: 64)], rowWidth: 390,
        configuration: .init(swipeToCommit: .completeOnly, reorder: nil, pinchToInsert: nil)
      ).backSwipeClaim(atY: 32)
    },
    Family(description: "an onPan handler") { direction in
      closureGestures(.pan).backSwipeClaim(layoutDirection: direction)
    },
    Family(description: "an onSwipe handler towards the trailing edge") { direction in
      closureGestures(.swipe(direction == .leftToRight ? .right : .left))
        .backSwipeClaim(layoutDirection: direction)
    },
    Family(description: "a floating view") { direction in
      DraggableStore(
        frame: Rect(x: 0, y: 400, width: 60, height: 60), bounds: screen
      ).backSwipeClaim(layoutDirection: direction)
    },
    Family(description: "an excluded rect (a drawing canvas, or a map the host found)") { _ in
      BackSwipe.exclusionClaim(
        at: Point(x: 195, y: 400), in: [Rect(x: 0, y: 300, width: 390, height: 200)])
    },
  ]

  static func closureGestures(_ slot: ClosureGestures.Slot) -> ClosureGestures {
    var gestures = ClosureGestures()
    var effects: [ClosureGestures.Effect] = []
    gestures.handle(.add(handlerID: 1, slots: [slot], configuration: nil), into: &effects)
    return gestures
  }

  func backSwipe(
    _ policy: BackSwipe.Policy, direction: ReadingDirection, vetoed: Bool = false
  ) -> BackSwipe {
    BackSwipe(
      context: .init(
        container: Self.screen, layoutDirection: direction, stackDepth: 2, policy: policy,
        isVetoedByApp: vetoed),
      configuration: .fullScreen)
  }

  /// A point `distance` points from the leading edge.
  func point(_ distance: Double, _ direction: ReadingDirection) -> Point {
    Point(x: direction == .leftToRight ? distance : 390 - distance, y: 400)
  }

  /// Each family's claim, as its store makes it: every one claims a stroke towards the
  /// trailing edge, in both directions.
  @Test(arguments: [ReadingDirection.leftToRight, .rightToLeft])
  func everyFamilyClaimsItsStroke(direction: ReadingDirection) {
    let expected: [BackSwipe.Claim] = [
      .revealsLeadingActions, .closesOpenRow, .completesRow, .drags, .drags, .drags, .excluded,
    ]
    #expect(Self.families.map { $0.claim(direction) } == expected)
  }

  /// The table as relations: (policy, in the band at 20 pt, outside it at 21 pt) for every
  /// family but the excluded rect, whose row follows.
  @Test(arguments: [ReadingDirection.leftToRight, .rightToLeft])
  func everyFamilyWaitsForTheBackSwipeInTheBandAndComesFirstOutside(direction: ReadingDirection) {
    typealias Row = (BackSwipe.Policy, BackSwipe.Precedence, BackSwipe.Precedence)
    let rows: [Row] = [
      (.automatic, .backFirst, .contentFirst),
      // Edge only: no back swipe starts outside the band, so nothing waits there.
      (.edgeOnly, .backFirst, .independent),
      // Full screen: rows give way everywhere, but an open row (below).
      (.fullScreen, .backFirst, .backFirst),
      // Disabled: no back swipe, nothing waits for it.
      (.disabled, .independent, .independent),
    ]
    for family in Self.families.dropLast() {
      let claim = family.claim(direction)
      for (policy, inBand, outside) in rows {
        // Full screen: an open row's closing stroke is the row's outside the band, as a
        // scrolled scroll view's; every other row gives way.
        let outside = policy == .fullScreen && claim == .closesOpenRow ? .contentFirst : outside
        let swipe = backSwipe(policy, direction: direction)
        #expect(
          swipe.relation(toContentClaiming: claim, landingAt: point(20, direction)) == inBand,
          "\(family), \(policy), 20 pt")
        #expect(
          swipe.relation(toContentClaiming: claim, landingAt: point(21, direction)) == outside,
          "\(family), \(policy), 21 pt")
      }
    }
  }

  /// An excluded rect keeps its strokes under every policy outside the band; the band stays
  /// the back swipe's. Where no back swipe starts (edge only outside the band, disabled)
  /// nothing waits.
  @Test(arguments: [ReadingDirection.leftToRight, .rightToLeft])
  func anExcludedRectComesFirstUnderEveryPolicyOutsideTheBand(direction: ReadingDirection) {
    let claim = Self.families.last!.claim(direction)
    for policy in BackSwipe.Policy.allCases {
      let swipe = backSwipe(policy, direction: direction)
      #expect(
        swipe.relation(toContentClaiming: claim, landingAt: point(20, direction))
          == (policy == .disabled ? .independent : .backFirst), "\(policy), 20 pt")
      let outside: BackSwipe.Precedence =
        policy == .disabled || policy == .edgeOnly ? .independent : .contentFirst
      #expect(
        swipe.relation(toContentClaiming: claim, landingAt: point(21, direction)) == outside,
        "\(policy), 21 pt")
      // The back swipe's own answer agrees: refused outside the band (edge only reaches no
      // further than the band anyway).
      let stroke = Vector(dx: direction == .leftToRight ? 12 : -12, dy: 1)
      let refusal: BackSwipe.Refusal =
        switch policy {
        case .disabled: .optedOut
        case .edgeOnly: .outsideStartRegion
        case .automatic, .fullScreen: .excluded
        }
      #expect(
        swipe.refusal(start: point(21, direction), stroke: stroke, claim: claim) == refusal,
        "\(policy)")
    }
  }

  /// Content that takes no stroke towards the trailing edge (a long press, a vertical pan, a
  /// row with trailing actions only) never waits for the back swipe, nor the back swipe for
  /// it: they never want the same stroke, and a still finger on a long press must not wait
  /// for a full-screen pop that stays possible while the finger rests.
  @Test(arguments: [ReadingDirection.leftToRight, .rightToLeft])
  func unclaimedContentNeverWaits(direction: ReadingDirection) {
    for policy in BackSwipe.Policy.allCases {
      let swipe = backSwipe(policy, direction: direction)
      for distance in [0.0, 20, 21, 200] {
        #expect(
          swipe.relation(toContentClaiming: .none, landingAt: point(distance, direction))
            == .independent, "\(policy), \(distance) pt")
      }
    }
  }

  /// The app's veto wins for every family: nothing waits for a back recognizer the app
  /// refused, and the store refuses the swipe.
  @Test(arguments: [ReadingDirection.leftToRight, .rightToLeft])
  func theAppsVetoWinsForEveryFamily(direction: ReadingDirection) {
    let stroke = Vector(dx: direction == .leftToRight ? 12 : -12, dy: 1)
    for family in Self.families {
      let claim = family.claim(direction)
      for policy in BackSwipe.Policy.allCases {
        let swipe = backSwipe(policy, direction: direction, vetoed: true)
        for distance in [20.0, 21] {
          #expect(
            swipe.relation(toContentClaiming: claim, landingAt: point(distance, direction))
              == .independent, "\(family), \(policy), \(distance) pt")
          #expect(!swipe.mayBegin(start: point(distance, direction), stroke: stroke, claim: claim))
        }
      }
    }
  }

  /// At the root and during a transition that may not be interrupted nothing is ordered
  /// against the back swipe: it cannot start.
  @Test func nothingWaitsForABackSwipeThatCannotStart() {
    let root = BackSwipe(context: .init(container: Self.screen, stackDepth: 1))
    #expect(root.relation(toContentClaiming: .none, landingAt: point(10, .leftToRight)) == .independent)
    #expect(root.relation(toContentClaiming: .drags, landingAt: point(10, .leftToRight)) == .independent)
    let swipe = BackSwipe(
      context: .init(container: Self.screen, stackDepth: 2, isTransitioning: true))
    #expect(swipe.relation(toContentClaiming: .none, landingAt: point(10, .leftToRight)) == .independent)
    #expect(swipe.relation(toContentClaiming: .none, landingAt: Point(x: .nan, y: 0)) == .independent)
  }

  /// An area whose host hit-tests for it (SwiftUI from iOS 18) claims the stroke of the touch
  /// it was offered, within 10 pt of where it landed, and nothing else.
  @Test func anOfferedAreaClaimsTheStrokeOfTheTouchItWasOffered() {
    let landing = Point(x: 120, y: 300)
    // 9 pt ≤ 10 pt: the same touch; 11 pt > 10 pt: another finger's.
    #expect(BackSwipe.exclusionClaim(at: Point(x: 129, y: 300), offeredTouchAt: landing) == .excluded)
    #expect(BackSwipe.exclusionClaim(at: Point(x: 131, y: 300), offeredTouchAt: landing) == .none)
    // 6-8-10 triangle: exactly 10 pt away is still the touch.
    #expect(BackSwipe.exclusionClaim(at: Point(x: 126, y: 308), offeredTouchAt: landing) == .excluded)
    // Not offered: something drawn over the area, or the area disabled, took the touch.
    #expect(BackSwipe.exclusionClaim(at: landing, offeredTouchAt: nil) == .none)
    #expect(BackSwipe.exclusionClaim(at: Point(x: .nan, y: 300), offeredTouchAt: landing) == .none)
    #expect(
      BackSwipe.exclusionClaim(at: landing, offeredTouchAt: Point(x: .infinity, y: 300)) == .none)
  }

  /// Of several touches an area was offered (fingers still down), the stroke is excluded
  /// when it starts within 10 pt of any of them.
  @Test func aStrokeIsExcludedWhenItIsOneOfTheOfferedTouches() {
    let landings = [Point(x: 120, y: 300), Point(x: 300, y: 500)]
    // 9 pt from the second ≤ 10 pt; 11 pt from it > 10 pt and 180+ pt from the first.
    #expect(BackSwipe.exclusionClaim(at: Point(x: 309, y: 500), offeredTouchesAt: landings) == .excluded)
    #expect(BackSwipe.exclusionClaim(at: Point(x: 311, y: 500), offeredTouchesAt: landings) == .none)
    // 9 pt from the first.
    #expect(BackSwipe.exclusionClaim(at: Point(x: 120, y: 309), offeredTouchesAt: landings) == .excluded)
    #expect(BackSwipe.exclusionClaim(at: Point(x: 120, y: 300), offeredTouchesAt: []) == .none)
    #expect(BackSwipe.exclusionClaim(at: Point(x: .nan, y: 300), offeredTouchesAt: landings) == .none)
  }

  /// The exclusion recognizer begins only on a claimed stroke, waits at touch-down while a
  /// hit-tested area may still be offered the touch, and otherwise fails at once.
  @Test func theExclusionRecognizerBeginsOnlyOnAClaimAndOtherwiseFailsAsSoonAsItKnows() {
    #expect(BackSwipe.exclusionStep(contentFirst: true, mayStillBeOffered: true) == .claim)
    #expect(BackSwipe.exclusionStep(contentFirst: true, mayStillBeOffered: false) == .claim)
    // Touch-down on a view with hit-tested areas: the offer may come after.
    #expect(BackSwipe.exclusionStep(contentFirst: false, mayStillBeOffered: true) == .wait)
    // The first move (every recognizer has seen touch-down by then), or no such area.
    #expect(BackSwipe.exclusionStep(contentFirst: false, mayStillBeOffered: false) == .fail)
  }

  /// Exclusion rects, one point either side of each edge: the minimum edges are inside, the
  /// maximum edges are not; a rect with no area or a NaN excludes nothing.
  @Test func anExclusionRectHoldsItsMinimumEdgesAndNotItsMaximumOnes() {
    let canvas = Rect(x: 40, y: 300, width: 200, height: 120)  // x 40..<240, y 300..<420
    let inside: [Point] = [
      Point(x: 40, y: 300), Point(x: 239, y: 419), Point(x: 140, y: 300), Point(x: 40, y: 419),
    ]
    let outside: [Point] = [
      Point(x: 39, y: 350), Point(x: 240, y: 350), Point(x: 140, y: 299), Point(x: 140, y: 420),
    ]
    for point in inside { #expect(BackSwipe.exclusionClaim(at: point, in: [canvas]) == .excluded) }
    for point in outside { #expect(BackSwipe.exclusionClaim(at: point, in: [canvas]) == .none) }
    #expect(BackSwipe.exclusionClaim(at: Point(x: 50, y: 350), in: []) == .none)
    let broken = [
      Rect(x: .nan, y: 0, width: 390, height: 844), Rect(x: 0, y: 0, width: 0, height: 844),
      Rect(x: 0, y: 0, width: .infinity, height: 844),
    ]
    #expect(BackSwipe.exclusionClaim(at: Point(x: 50, y: 350), in: broken) == .none)
    #expect(BackSwipe.exclusionClaim(at: Point(x: .nan, y: 350), in: [canvas]) == .none)
  }

  /// The store relates each back recognizer by its own start region: with the default edge
  /// configuration the system's edge pop reaches 20 pt, iOS 26's content pop the whole screen.
  @Test func theStoreRelatesEachBackRecognizerByItsStartRegion() {
    let navigation = BackSwipeStore(context: .init(container: Self.screen, stackDepth: 2))
    let inBand = Point(x: 20, y: 400)
    let outside = Point(x: 21, y: 400)
    #expect(navigation.relation(of: .edge, toContentClaiming: .drags, landingAt: inBand) == .backFirst)
    // The edge pop never starts at 21 pt: nothing waits for it there, whatever the claim.
    #expect(navigation.relation(of: .edge, toContentClaiming: .drags, landingAt: outside) == .independent)
    #expect(navigation.relation(of: .content, toContentClaiming: .drags, landingAt: outside) == .contentFirst)
    #expect(
      navigation.relation(of: .content, toContentClaiming: .completesRow, landingAt: outside)
        == .contentFirst)
    #expect(
      navigation.relation(of: .content, toContentClaiming: .completesRow, landingAt: inBand)
        == .backFirst)
  }

  /// Each closure slot claims by itself: a swipe towards the leading edge beside a pan claims
  /// nothing, so the back swipe does not wait for it.
  @Test(arguments: [ReadingDirection.leftToRight, .rightToLeft])
  func eachClosureSlotClaimsByItself(direction: ReadingDirection) {
    let leading: SwipeDirection = direction == .leftToRight ? .left : .right
    let trailing: SwipeDirection = direction == .leftToRight ? .right : .left
    var gestures = ClosureGestures()
    var effects: [ClosureGestures.Effect] = []
    gestures.handle(
      .add(handlerID: 1, slots: [.pan, .swipe(leading), .swipe(trailing)], configuration: nil),
      into: &effects)
    #expect(gestures.backSwipeClaim(for: .pan, layoutDirection: direction) == .drags)
    #expect(gestures.backSwipeClaim(for: .swipe(leading), layoutDirection: direction) == .none)
    #expect(gestures.backSwipeClaim(for: .swipe(trailing), layoutDirection: direction) == .drags)
    #expect(gestures.backSwipeClaim(for: .tap(numberOfTaps: 1), layoutDirection: direction) == .none)
  }

  /// A floating view stashed at the leading edge: its tab sits in the 20 pt band, and a stroke
  /// on it pulls the view out, in the band too (nothing waits where no back swipe starts:
  /// `disabled`, and `edgeOnly` outside the band); stashed at the trailing edge, or shown, it drags as any floating view.
  @Test(arguments: [ReadingDirection.leftToRight, .rightToLeft])
  func aTabStashedAtTheLeadingEdgeIsPulledOutEvenFromTheBand(direction: ReadingDirection) {
    var view = DraggableStore(
      frame: Rect(x: 0, y: 400, width: 60, height: 60), bounds: Self.screen,
      configuration: .init(stashing: .init(sides: .both)))
    var effects: [DraggableStore.Effect] = []
    let leading: DraggableStore.Anchor =
      direction == .leftToRight ? .stashedLeft(centerY: 430) : .stashedRight(centerY: 430)
    let trailing: DraggableStore.Anchor =
      direction == .leftToRight ? .stashedRight(centerY: 430) : .stashedLeft(centerY: 430)
    view.handle(.move(to: trailing, time: 0), into: &effects)
    view.handle(.tick(time: 5), into: &effects)
    #expect(view.isStashed)
    #expect(view.backSwipeClaim(layoutDirection: direction) == .drags)
    view.handle(.move(to: leading, time: 5), into: &effects)
    view.handle(.tick(time: 10), into: &effects)
    let claim = view.backSwipeClaim(layoutDirection: direction)
    #expect(claim == .tuckedAtLeadingEdge)
    for policy in BackSwipe.Policy.allCases {
      let swipe = backSwipe(policy, direction: direction)
      for distance in [0.0, 20, 21] {
        #expect(
          swipe.relation(toContentClaiming: claim, landingAt: point(distance, direction))
            == (policy == .disabled || (policy == .edgeOnly && distance > 20)
              ? .independent : .contentFirst), "\(policy), \(distance) pt")
      }
      let stroke = Vector(dx: direction == .leftToRight ? 12 : -12, dy: 1)
      #expect(!swipe.mayBegin(start: point(10, direction), stroke: stroke, claim: claim))
    }
  }
}
