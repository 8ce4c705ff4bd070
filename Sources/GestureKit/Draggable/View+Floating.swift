#if canImport(SwiftUI) && canImport(UIKit)
  import GestureCore
  import SwiftUI
  import UIKit

  extension View {
    /// Makes this view a floating window over the area it is placed in: it follows the
    /// finger and, when released, is flung to the nearest anchor (against the sides, into a
    /// corner…), springing with the release velocity, as a picture-in-picture player or a
    /// debug bubble does.
    ///
    /// ```swift
    /// ZStack {
    ///   ChannelView()
    ///   LivePlayer()
    ///     .frame(width: 192, height: 108)
    ///     .floating(anchors: .corners, insets: EdgeInsets(top: 0, leading: 0, bottom: 49, trailing: 0)) {
    ///       frame, anchor in
    ///       savedCorner = anchor
    ///     }
    /// }
    /// ```
    ///
    /// The name is not `draggable`: SwiftUI's `draggable(_:)` (iOS 16) starts a drag and drop
    /// of a `Transferable` payload, and an overload of that name doing something else would
    /// be a trap in code review and in autocompletion. A view that floats over the content
    /// is what this is.
    ///
    /// The view stays in the app's own view tree, drawn by SwiftUI: its `@State`, its
    /// animations, the environment, preferences and focus behave as anywhere else. The
    /// modifier fills the space it is offered, safe area included (`ignoresSafeArea()`), and
    /// moves the view in it with `offset`, to the frame GestureCore's `DraggableStore`
    /// publishes. The store, through the UIKit family
    /// (`UIView.makeDraggable(configuration:insets:onEnd:)` on an invisible stand-in with the
    /// view's size), makes every decision: the 1:1 follow and rubber band, the projection of
    /// the release (`v/1000 · d/(1 − d)`, d = 0.998), the nearest anchor inside the area's
    /// safe area less `insets` and `margin`, the spring and when it has settled, a finger
    /// catching the view in flight, the keyboard and rotation. An invisible view behind the
    /// area gives the store the area's bounds and safe area. From iOS 18 the recognizers (the
    /// drag, the pinch, the double tap, the touch observer, the trackpad's scroll) are
    /// attached to the floating view where it is drawn, by SwiftUI itself
    /// (`UIGestureRecognizerRepresentable`); before, the invisible view puts them on the
    /// hosting view the SwiftUI content is drawn in, taking only the touches inside the
    /// view's frame (see Layout). A rotation moves the view to its anchor in the new area along with the
    /// rotation's own animation (a SwiftUI animation of the same duration).
    ///
    /// ## Accessibility
    /// VoiceOver, Switch Control and Voice Control offer a move to each anchor ("Move to Top
    /// Left", named by the UIKit family's `DraggableController.defaultAccessibilityName(for:)`,
    /// localized through the app's `GestureKit.strings` table), to each side the view may
    /// stash at, "Show" with stashing, and, with resizing, "Make Larger" and "Make Smaller",
    /// performed by the store as a release, a tap on the tab and a double tap are (refused
    /// while the view moves): make the floating view one accessibility element with a label
    /// (`.accessibilityElement(children: .combine)`). From iOS 16 the same moves can be its
    /// context menu (a long press that does not move, a secondary click):
    /// ``SwiftUI/View/floatingContextMenu(_:)`` turns it on.
    /// The list is the same wherever the view is, as in the UIKit family, so VoiceOver's
    /// actions rotor and Voice Control's names never change as it moves: one that would do
    /// nothing now (the anchor it rests at, Show while it is out, a step past the largest or
    /// smallest size, any while the view moves) is refused and the reason announced
    /// ("Already at Top Left"). On iOS 15 both stashes, Show and both steps are listed even
    /// where the options have none (refused, "Not Available"); a change of `anchors` to a different number
    /// of anchors makes the content anew.
    ///
    /// ## Springs
    /// The springs do not map onto a SwiftUI animation (`spring(response:dampingFraction:)`,
    /// `interpolatingSpring(stiffness:damping:initialVelocity:)`): the store runs them itself,
    /// on a `CADisplayLink` owned by the UIKit family, and the view's offset is set to the
    /// store's frame on each display frame, outside any SwiftUI animation. One clock drives
    /// the motion (the display link's and the touches' timestamps share one clock), the store
    /// knows where the view is on every frame, so a finger landing on it mid-flight stops it
    /// exactly there, and `onEnd` comes when the store's spring has settled rather than when
    /// an animation was guessed to end.
    ///
    /// ## Layout
    /// The view is offered the whole area and takes its own size in it (give it a `frame`,
    /// or it may be as large as the area). It starts at the anchor nearest to `start`.
    /// Touches outside it go to the views behind it. From iOS 18 SwiftUI's hit-testing
    /// decides which touches are the drag's, as for its own gestures: those on the floating
    /// view where it is drawn (not on its transparent parts: give it a `contentShape` to be
    /// dragged there too), not where other content is drawn over it, none while it is
    /// disabled (`disabled(_:)`) or out of hit-testing (`allowsHitTesting(false)`), and a
    /// `Button` inside keeps its tap. Before iOS 18 the frame decides: touches inside it are
    /// the drag's, also where something drawn over the floating view is hit or where it is
    /// transparent, unless the area is disabled (`disabled(_:)` on the view this modifier
    /// returns, or around it), hidden or out of a scroll view's visible part; the floating
    /// view is in front of the `swipeToReveal` views drawn in the same hosting view: inside
    /// its frame they neither swipe nor close, and its controls keep their taps.
    ///
    /// - Parameters:
    ///   - anchors: Where the view may rest. Default GestureCore's `.sides`: against the
    ///     leading or trailing edge, at the height it was flung to.
    ///   - margin: The gap kept between the view and the allowed area's edges, in points.
    ///     Default GestureCore's, 12 pt.
    ///   - insets: Extra insets inside the area's safe area (your own bars, a tab bar of
    ///     49 pt). Default none. Leading and trailing follow the layout direction.
    ///   - start: Where in the area the view first appears, a `UnitPoint` of the area (it
    ///     goes to the anchor nearest to that point). Default `.bottomTrailing`; `x` follows
    ///     the layout direction.
    ///   - onEnd: Called once per drag, after the spring settles, with the view's final frame
    ///     in the area's coordinate space (the area the modifier fills, safe area included)
    ///     and the anchor chosen. Default `nil`.
    /// - Returns: A view that fills the space offered to it, with this view floating in it.
    public func floating(
      anchors: DraggableStore.Anchors = DraggableStore.Configuration().anchors,
      margin: CGFloat = CGFloat(DraggableStore.Configuration().margin),
      insets: SwiftUI.EdgeInsets = SwiftUI.EdgeInsets(),
      start: UnitPoint = .bottomTrailing,
      onEnd: (@MainActor (CGRect, DraggableStore.Anchor) -> Void)? = nil
    ) -> some View {
      var configuration = DraggableStore.Configuration()
      configuration.anchors = anchors
      configuration.margin = Double(margin)
      return floating(configuration: configuration, insets: insets, start: start, onEnd: onEnd)
    }

    /// Makes this view a floating window with every option of GestureCore's `DraggableStore`
    /// (anchors, margin, spring, deceleration rate, rubber band, stashing, resizing, Reduce
    /// Motion); see ``SwiftUI/View/floating(anchors:margin:insets:start:onEnd:)``.
    ///
    /// ```swift
    /// PlayerView()
    ///   .frame(width: 160, height: 90)
    ///   .floating(configuration: .pictureInPicture)   // the four corners
    ///
    /// var pip = DraggableStore.Configuration.pictureInPicture
    /// pip.stashing = .init(sides: .both)                              // off by default
    /// pip.resizing = .init(widths: .range(minimum: 120, maximum: 320)) // nil by default
    /// PlayerView()
    ///   .frame(idealWidth: 160, idealHeight: 90)   // its first size; then the store's
    ///   .floating(configuration: pip)
    /// ```
    ///
    /// Stashing and resizing are off unless the configuration turns them on. Stashed, the
    /// view shows a tab with a chevron over the part left on screen, drawn over it; a tap on
    /// it or a drag brings it back. With resizing, a pinch and a double tap are taken inside
    /// the view's frame, and the view is drawn at the store's size once it appears: it is
    /// first measured at its ideal size, so give the content one
    /// (`frame(idealWidth:idealHeight:)`) and let it fill the size it is offered. Reduce
    /// Motion is followed from the system's setting as well as the configuration's.
    ///
    /// - Parameters:
    ///   - configuration: GestureCore's options, such as `.floatingButton` or
    ///     `.pictureInPicture`. A change applies at once (a view at rest goes to its anchor
    ///     under the new margin; new anchors apply from the next release).
    ///   - insets: Extra insets inside the area's safe area. Default none.
    ///   - start: Where in the area the view first appears, a `UnitPoint` of the area (it
    ///     goes to the anchor nearest to that point). Default `.bottomTrailing`; `x` follows
    ///     the layout direction.
    ///   - onEnd: Called once per drag, after the spring settles, with the final frame in the
    ///     area's coordinates and the anchor. Default `nil`.
    /// - Returns: A view that fills the space offered to it, with this view floating in it.
    public func floating(
      configuration: DraggableStore.Configuration,
      insets: SwiftUI.EdgeInsets = SwiftUI.EdgeInsets(),
      start: UnitPoint = .bottomTrailing,
      onEnd: (@MainActor (CGRect, DraggableStore.Anchor) -> Void)? = nil
    ) -> some View {
      FloatingArea(
        content: self, configuration: configuration, insets: insets, start: start, onEnd: onEnd
      )
      .ignoresSafeArea()
    }
  }

  extension View {
    /// Whether the floating views inside this view open a context menu of their moves (the
    /// same as their accessibility actions) on a long press that does not move or a
    /// secondary click, from iOS 16. Default `false`: many people start a drag by holding
    /// the view still first, which the menu would take (and picture in picture has none);
    /// the moves stay accessibility actions. Turn it on for pointer users: WCAG 2.2's 2.5.7
    /// (dragging movements) asks for a way to move the view with a single pointer and no
    /// drag, and this menu is the library's.
    ///
    /// ```swift
    /// PlayerView().floating(configuration: .pictureInPicture).floatingContextMenu(true)
    /// ```
    ///
    /// The menu is attached to the floating view only while it is on: an empty one is not
    /// documented to leave the press to a `contextMenu` around the view, and an app's own
    /// must stay the one that opens. So turning it on or off makes the floating content anew,
    /// its `@State` with it: set it once for the view's life, or keep such state above it.
    ///
    /// - Parameter offered: Whether the menu opens.
    public func floatingContextMenu(_ offered: Bool) -> some View {
      environment(\.floatingOffersContextMenu, offered)
    }
  }

  /// The environment's answer to ``SwiftUI/View/floatingContextMenu(_:)``.
  private struct FloatingContextMenuKey: EnvironmentKey {
    static let defaultValue = false
  }

  extension EnvironmentValues {
    /// Whether floating views open a context menu of their moves. Default `false`.
    var floatingOffersContextMenu: Bool {
      get { self[FloatingContextMenuKey.self] }
      set { self[FloatingContextMenuKey.self] = newValue }
    }
  }

  /// The area a floating view moves in: the view, offset to the store's frame, over an
  /// invisible view that carries the area and the touches to the UIKit family.
  ///
  /// The area is laid out left to right whatever the environment's direction, so that
  /// `offset` and `.topLeading` are UIKit's coordinates (x from the left), the store's;
  /// the floating view gets the environment's direction back.
  struct FloatingArea<Content: View>: View {
    var content: Content
    var configuration: DraggableStore.Configuration
    var insets: SwiftUI.EdgeInsets
    var start: UnitPoint
    var onEnd: (@MainActor (CGRect, DraggableStore.Anchor) -> Void)?
    @StateObject private var motion = FloatingMotion()
    @Environment(\.layoutDirection) private var layoutDirection
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.floatingOffersContextMenu) private var offersContextMenu

    var body: some View {
      let rightToLeft = layoutDirection == .rightToLeft
      FloatingDrawn(
        drawing: motion.drawing, resizes: configuration.resizing != nil,
        content: accessible(content)
          .environment(\.layoutDirection, layoutDirection)
          // The safe area is the area's business (the store keeps the view inside it), not
          // the floating view's.
          .ignoresSafeArea()
          .background(
            GeometryReader { proxy in
              Color.clear.preference(key: FloatingSizeKey.self, value: proxy.size)
            })
      )
      // The recognizers on what is drawn, offset and tab included: from iOS 18 SwiftUI
      // hit-tests the floating view where it is.
      .modifier(FloatingGestures(motion: motion))
      .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
      // The size goes to the probe as it is drawn, not through `onPreferenceChange`, whose
      // action newer SDKs declare `@Sendable` (it may not touch the main actor's state) and
      // which would publish a size from inside SwiftUI's update.
      .backgroundPreferenceValue(FloatingSizeKey.self) { size in
        FloatingProbe(
          motion: motion, size: size, configuration: configuration,
          insets: UIEdgeInsets(
            top: insets.top, left: rightToLeft ? insets.trailing : insets.leading,
            bottom: insets.bottom, right: rightToLeft ? insets.leading : insets.trailing),
          start: CGPoint(x: rightToLeft ? 1 - start.x : start.x, y: start.y),
          isEnabled: isEnabled, onEnd: onEnd)
      }
      .environment(\.layoutDirection, .leftToRight)
    }

    /// The content with the store's actions (`DraggableStore.actions`: a move to each anchor,
    /// to each side it may stash at, Show, Make Larger and Make Smaller, the same wherever
    /// the view is; one that would do nothing now refused and the refusal announced), each
    /// performed by the store as a release, a tap on the tab or a double tap, and the same actions as its
    /// context menu where the environment asks for one (refused ones disabled there). From
    /// iOS 16 they are one modifier's list (``FloatingActions``), published as the store's
    /// change, so the content keeps its identity and `@State` whatever their number; the menu
    /// is attached only while the environment asks for it, so turning it on or off makes the
    /// content anew. Before, each is a modifier of its own,
    /// fixed for as long as the content lives (SwiftUI there has no list of actions whose
    /// length may change, and a view whose modifiers change is made anew): every anchor, both
    /// stashes, Show and the two steps, one the store does not offer now doing nothing; a
    /// change of `anchors` that changes how many there are makes the content anew.
    @MainActor
    private func accessible(_ content: Content) -> AnyView {
      if #available(iOS 16, *) {
        return AnyView(
          FloatingActions(
            content: content, offered: motion.offered, motion: motion,
            offersContextMenu: offersContextMenu))
      }
      let anchors = configuration.anchors.offered(around: Point(x: 0, y: 0))
      let stashes: [DraggableStore.Anchor] = [
        .stashedLeft(centerY: 0), .stashedRight(centerY: 0),
      ]
      let motion = motion
      // Each performs its own action, not the first of its name: the store names a side, an
      // edge or a stash by its case and a custom point by its index
      // (`DraggableStore.offeredAction(_:)`), so the coordinates here need not be the view's.
      func perform(_ action: DraggableStore.Action) { _ = motion.controller?.perform(action) }
      var view = AnyView(content)
      for anchor in anchors + stashes {
        let name = DraggableController.defaultAccessibilityName(for: anchor)
        view = AnyView(view.accessibilityAction(named: Text(name)) { perform(.move(to: anchor)) })
      }
      for step in [DraggableStore.SizeStep.larger, .smaller] {
        let name = DraggableController.defaultAccessibilityStepName(for: step)
        view = AnyView(view.accessibilityAction(named: Text(name)) { perform(.resize(step)) })
      }
      view = AnyView(
        view.accessibilityAction(named: Text(DraggableController.defaultAccessibilityShowName)) {
          perform(.show)
        })
      return view
    }
  }

  /// The floating content with the actions its store offers now as accessibility actions,
  /// and, when asked, as its context menu (iOS 16 and later): the one view evaluated again
  /// when the list changes.
  @available(iOS 16, *)
  struct FloatingActions<Content: View>: View {
    var content: Content
    @ObservedObject var offered: FloatingOffered
    var motion: FloatingMotion
    var offersContextMenu: Bool

    @ViewBuilder var body: some View {
      let motion = motion
      // The menu is attached only while it is offered: Apple documents that menu content
      // producing nothing deactivates a `contextMenu`, not that the press then goes on to a
      // `contextMenu` around the view, and on a device an inner one, even empty, can keep the
      // long press and the secondary click from the app's own. The cost is a structural
      // branch: turning the menu on or off (`floatingContextMenu(_:)`, normally fixed for the
      // view's life) makes the content anew, its `@State` with it. The list of actions never
      // decides it: it is empty only until the store first places the view, while the view is
      // hidden, and the menu then opens on nothing.
      if offersContextMenu {
        content.accessibilityActions { items(motion, disablingRefused: false) }
          .contextMenu { items(motion, disablingRefused: true) }
      } else {
        content.accessibilityActions { items(motion, disablingRefused: false) }
      }
    }

    /// The actions, each identified by its place in the store's list (the same wherever the
    /// view is), not by its name or its coordinates: two alike names stay two actions. In the
    /// menu, one the store refuses now is shown disabled, as in the UIKit family's menu; an
    /// accessibility action stays enabled, refused with an announcement when chosen.
    @MainActor @ViewBuilder
    private func items(_ motion: FloatingMotion, disablingRefused: Bool) -> some View {
      let actions = offered.actions
      ForEach(actions.indices, id: \.self) { index in
        let offered = actions[index]
        Button(offered.name) { _ = motion.controller?.perform(offered.action) }
          .disabled(disablingRefused && offered.isRefused)
      }
    }
  }

  /// The floating view where the store puts it: the one view evaluated again on each display
  /// frame of a drag or a spring.
  struct FloatingDrawn<Content: View>: View {
    @ObservedObject var drawing: FloatingDrawing
    /// Whether the store sizes the view (the configuration's `resizing`).
    var resizes: Bool
    var content: Content

    var body: some View {
      let frame = drawing.frame
      let measuring = resizes && frame == nil
      let sized = resizes ? frame : nil
      content
        // A view the store resizes is measured at its ideal size until it is placed (the
        // size it starts at), then drawn at the store's size (a pinch, a double tap). Both
        // modifiers stay whatever their arguments, so the content keeps its identity and
        // its `@State` as it goes from one to the other.
        .fixedSize(horizontal: measuring, vertical: measuring)
        .frame(width: sized?.width, height: sized?.height)
        .overlay(alignment: .topLeading) {
          if let tab = drawing.tab {
            // The tab of a stashed view, over the part of it on screen, as the UIKit family
            // draws it. A tap there lands in the stand-in's frame: the store's to decide.
            // SwiftUI hit-tests the frontmost shape that takes hits: the tab takes the tap
            // (it has no action of its own), so the content's buttons under it never get it,
            // nor does what the view floats over; the drag's recognizers see it still (from
            // iOS 18 they are attached around the tab; before, on the hosting view).
            FloatingTab(pointsRight: tab.pointsRight)
              .frame(width: tab.frame.width, height: tab.frame.height)
              .offset(x: tab.frame.minX, y: tab.frame.minY)
              .accessibilityHidden(true)
          }
        }
        .offset(x: frame?.minX ?? 0, y: frame?.minY ?? 0)
        // Each display frame's place and size are the store's, not steps to animate towards:
        // an ancestor's `animation(_:)` or a transaction in flight would make the view lag
        // the finger and the store. `animation(_:value:)` sets the transaction's animation
        // for this subtree whenever `frame` changes, over any `withAnimation` from outside,
        // so the one animation a move may have, a keyboard's or a rotation's
        // (`drawing.ride`, published with the frame), is given here; `nil` for all others.
        .animation(drawing.ride, value: frame)
        // Hidden until the store has placed it (the area's first layout).
        .opacity(frame == nil ? 0 : 1)
    }
  }

  /// The tab of a stashed floating view, drawn as the UIKit family's `DraggableTabView`: on
  /// iOS 26 Liquid Glass (`glassEffect`), or an opaque strip while the user asks to Reduce
  /// Transparency (the environment's `accessibilityReduceTransparency`, which SwiftUI
  /// updates as the setting changes); before, a dimmed strip.
  struct FloatingTab: View {
    /// Whether the chevron points right (the view is stashed at the left edge).
    var pointsRight: Bool
    @Environment(\.accessibilityReduceTransparency) private var reducesTransparency

    var body: some View {
      let chevron = Image(systemName: pointsRight ? "chevron.compact.right" : "chevron.compact.left")
      #if compiler(>=6.2)
        if #available(iOS 26.0, *) {
          if reducesTransparency {
            Color(UIColor.secondarySystemBackground)
              .overlay(chevron.foregroundColor(Color(UIColor.label)))
          } else {
            // Interactive, as the UIKit tab's: it is tapped as a button is.
            Color.clear
              .glassEffect(.regular.interactive(), in: Rectangle())
              .overlay(chevron.foregroundColor(Color(UIColor.label)))
              // A clear color takes no touch in SwiftUI's hit-testing: the whole tab does, as
              // the dimmed one, so a tap on it never reaches the content under it.
              .contentShape(Rectangle())
          }
        } else {
          dimmed(chevron)
        }
      #else
        dimmed(chevron)
      #endif
    }

    /// The tab before iOS 26: black at 45 %, a white chevron.
    private func dimmed(_ chevron: Image) -> some View {
      Color.black.opacity(0.45).overlay(chevron).foregroundColor(.white)
    }
  }

  /// The floating view's size as SwiftUI laid it out, for the store.
  private struct FloatingSizeKey: PreferenceKey {
    static let defaultValue = CGSize.zero
    static func reduce(value: inout CGSize, nextValue: () -> CGSize) { value = nextValue() }
  }

  /// A floating view's link to the UIKit family: the controller, for the VoiceOver moves,
  /// and what the store draws (``drawing``, observed only by the view that draws it, so that
  /// a display frame re-evaluates that view alone). It never publishes itself. Used on the
  /// main thread only; not main-actor isolated so that `@StateObject` can make it in a view
  /// that is not (`View` is not main-actor isolated in the iOS 16.5 SDK).
  final class FloatingMotion: ObservableObject {
    let drawing = FloatingDrawing()
    /// The actions the store offers now, observed only by the view that offers them.
    let offered = FloatingOffered()
    weak var controller: DraggableController?
    private var keptRecognizers: DraggableRecognizers?

    /// From iOS 18, the floating view's recognizers, which SwiftUI attaches to the content it
    /// draws (``FloatingRecognizer``) and every controller of the area takes over: made on
    /// first use, kept as long as the view. `nil` before iOS 18, where the controller makes
    /// its own and puts them on the hosting view.
    @MainActor var recognizers: DraggableRecognizers? {
      guard #available(iOS 18.0, *) else { return nil }
      if let kept = keptRecognizers { return kept }
      // The declaration does not depend on the configuration.
      let made = DraggableRecognizers(
        configuration: DraggableStore.Configuration(), attachedBySwiftUI: true)
      keptRecognizers = made
      return made
    }
  }

  /// The actions a floating view's store offers now, with their names, as SwiftUI offers
  /// them (iOS 16 and later); published only when they change, never from inside SwiftUI's
  /// update (``FloatingAreaView`` publishes them with the frame).
  final class FloatingOffered: ObservableObject {
    @Published var actions: [FloatingOfferedAction] = []
  }

  /// One action the store offers, its name, and whether the store refuses it now
  /// (`DraggableStore.refusal(of:)`), for the menu to show it disabled.
  struct FloatingOfferedAction: Hashable {
    var action: DraggableStore.Action
    var name: String
    var isRefused = false
  }

  /// Attaches the floating view's recognizers to the content where it is drawn, from iOS 18;
  /// nothing before (the controller puts its own on the hosting view).
  struct FloatingGestures: ViewModifier {
    let motion: FloatingMotion

    func body(content: Content) -> some View {
      if #available(iOS 18.0, *) {
        content
          .gesture(FloatingRecognizer(motion: motion, part: .pan))
          .gesture(FloatingRecognizer(motion: motion, part: .pinch))
          .gesture(FloatingRecognizer(motion: motion, part: .doubleTap))
          .gesture(FloatingRecognizer(motion: motion, part: .touches))
          .gesture(FloatingRecognizer(motion: motion, part: .scroll))
      } else {
        content
      }
    }
  }

  /// One of the floating view's recognizers (``FloatingMotion/recognizers``), attached by
  /// SwiftUI to the content it draws from iOS 18: SwiftUI then offers it a touch as it offers
  /// its own gestures one, only where its hit-testing finds the floating view (not where
  /// other SwiftUI content is drawn over it, nor on its transparent parts, nor while it is
  /// disabled or out of hit-testing), after the gestures of the views inside it (a `Button`
  /// keeps its tap).
  @available(iOS 18.0, *)
  struct FloatingRecognizer: UIGestureRecognizerRepresentable {
    /// Which of the floating view's recognizers.
    enum Part: CaseIterable {
      case pan, pinch, doubleTap, touches, scroll
    }

    let motion: FloatingMotion
    let part: Part

    func makeUIGestureRecognizer(context: Context) -> UIGestureRecognizer {
      // Always made from iOS 18, the only systems this representable runs on.
      guard let recognizers = motion.recognizers else { return UIGestureRecognizer() }
      switch part {
      case .pan: return recognizers.pan
      case .pinch: return recognizers.pinch
      case .doubleTap: return recognizers.doubleTap
      case .touches: return recognizers.touches
      case .scroll: return recognizers.scrollPan.pan
      }
    }

    func updateUIGestureRecognizer(_ recognizer: UIGestureRecognizer, context: Context) {}
  }

  /// The frame the store published, in the area's coordinates (`nil` before the first
  /// placement), and the tab a stashed view shows.
  final class FloatingDrawing: ObservableObject {
    @Published var frame: CGRect?
    @Published var tab: Tab?
    /// The animation of the move to ``frame``: the keyboard's or the rotation's, set in the
    /// same update as ``frame``; `nil` for a drag's, a spring's and every other frame, drawn
    /// as they come. Not published: it only matters when ``frame`` changes, which publishes.
    var ride: Animation?

    /// The part of a stashed view on screen, in the view's own coordinates, and whether its
    /// chevron points right (the view is stashed at the left edge).
    struct Tab: Equatable {
      var frame: CGRect
      var pointsRight: Bool
    }
  }

  /// The invisible view behind the area.
  ///
  /// Not main-actor isolated as a whole: a view's `body` makes it, and `View` is not
  /// main-actor isolated in the iOS 16.5 SDK (only `body` is). Its UIKit methods are.
  struct FloatingProbe: UIViewRepresentable {
    var motion: FloatingMotion
    var size: CGSize
    var configuration: DraggableStore.Configuration
    var insets: UIEdgeInsets
    /// The unit point (left-to-right) where the view first appears.
    var start: CGPoint
    /// SwiftUI's `isEnabled` of the floating view: a disabled view takes no drag.
    var isEnabled: Bool
    var onEnd: (@MainActor (CGRect, DraggableStore.Anchor) -> Void)?

    @MainActor
    func makeUIView(context: Context) -> FloatingAreaView {
      FloatingAreaView(motion: motion)
    }

    @MainActor
    func updateUIView(_ view: FloatingAreaView, context: Context) {
      view.update(
        size: size, configuration: configuration, insets: insets, start: start,
        isEnabled: isEnabled, onEnd: onEnd)
    }

    @MainActor
    static func dismantleUIView(_ view: FloatingAreaView, coordinator: Void) {
      view.dismantle()
    }
  }

  /// The area's view: the container of the stand-in that the UIKit family drags (its bounds
  /// and safe area are the area's), which publishes the stand-in's frame for SwiftUI to draw
  /// the floating view at.
  ///
  /// It takes no touch (its `hitTest(_:with:)` answers `nil`, so neither it nor the stand-in
  /// is ever hit, and touches go to the SwiftUI content over and behind it); the drag's
  /// recognizers are on the floating content (iOS 18, attached by SwiftUI) or on the hosting
  /// view (before).
  @MainActor
  final class FloatingAreaView: InvisibleHelperView {
    private let motion: FloatingMotion
    /// The view the UIKit family drags in place of the SwiftUI content.
    private let standIn = UIView()
    private var size = CGSize.zero
    private var configuration = DraggableStore.Configuration()
    private var insets = UIEdgeInsets.zero
    private var start = CGPoint(x: 1, y: 1)
    private var isEnabled = true
    private var onEnd: (@MainActor (CGRect, DraggableStore.Anchor) -> Void)?
    private var dragging: DraggableController?
    /// Whether SwiftUI is updating or laying out the area: a publication now waits.
    private var isInSwiftUIPass = false
    private var isPublicationScheduled = false
    /// The duration and curve of the UIKit animation block a move to the new area rode (a
    /// rotation's, the keyboard's), until it is published.
    private var systemAnimation: KeyboardAnimation?
    /// What the offered actions were last read for (``publishOfferedActions(of:)``).
    private var offeredKey: OfferedKey?

    init(motion: FloatingMotion) {
      self.motion = motion
      super.init()
      // UIKit's focus system passes over a view whose ancestor has user interaction off: the
      // floating view's key target lives in the stand-in, so the area takes interaction for it
      // to be focusable, and `hitTest(_:with:)` keeps touches away from both.
      isUserInteractionEnabled = true
      addSubview(standIn)
    }

    /// Apple's `UIView.hitTest(_:with:)` documentation: `nil` takes no touch. The area has user
    /// interaction on only so that the key target inside it can take focus.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
      nil
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      fatalError("FloatingAreaView is created in code only")
    }

    func update(
      size: CGSize, configuration: DraggableStore.Configuration, insets: UIEdgeInsets,
      start: CGPoint, isEnabled: Bool,
      onEnd: (@MainActor (CGRect, DraggableStore.Anchor) -> Void)?
    ) {
      self.isEnabled = isEnabled
      duringSwiftUIPass {
        show(size: size, configuration: configuration, insets: insets, start: start, onEnd: onEnd)
      }
    }

    private func show(
      size: CGSize, configuration: DraggableStore.Configuration, insets: UIEdgeInsets,
      start: CGPoint, onEnd: (@MainActor (CGRect, DraggableStore.Anchor) -> Void)?
    ) {
      self.size = size
      self.start = start
      self.onEnd = onEnd
      if let dragging {
        dragging.onEnd = onEnd
        dragging.isTouchEnabled = isEnabled
        // Each setter applies at once (it re-places a view at rest): only changes are sent.
        if dragging.configuration != configuration { dragging.configuration = configuration }
        if dragging.insets != insets { dragging.insets = insets }
      }
      self.configuration = configuration
      self.insets = insets
      measure()
    }

    // SwiftUI may lay the area out, change its safe area and put it in a window from inside
    // its own update: the store hears of the change here, where a publication waits, before
    // the DraggableController's own helper views report it (they then find nothing new).

    override func layoutSubviews() {
      super.layoutSubviews()
      duringSwiftUIPass {
        measure()
        dragging?.containerDidChange()
      }
    }

    override func safeAreaInsetsDidChange() {
      super.safeAreaInsetsDidChange()
      duringSwiftUIPass { dragging?.containerDidChange() }
    }

    override func didMoveToWindow() {
      super.didMoveToWindow()
      if window == nil {
        // Out of a window nothing shows the floating view, yet its recognizers on the hosting
        // view would still be asked about every touch there: they come off until it is back.
        dragging?.stopReceivingTouches()
        return
      }
      guard let dragging, let host = hostingView else { return }
      duringSwiftUIPass {
        dragging.receiveTouches(on: host)
        dragging.containerDidChange()
      }
    }

    private func duringSwiftUIPass(_ body: () -> Void) {
      let outer = isInSwiftUIPass
      isInSwiftUIPass = true
      defer { isInSwiftUIPass = outer }
      body()
    }

    /// SwiftUI took the area away: the stand-in stops being draggable.
    func dismantle() {
      // SwiftUI may make the next area before it dismantles this one, with the same state
      // object: the motion's controller is then the next area's, and stays.
      if motion.controller === dragging { motion.controller = nil }
      dragging?.invalidate()
      dragging = nil
    }

    /// Gives the stand-in the floating view's size and, the first time the area has a size,
    /// makes it draggable at the anchor nearest to `start`.
    private func measure() {
      guard bounds.width > 0, bounds.height > 0, size.width > 0, size.height > 0 else { return }
      let size = CGSize(width: min(size.width, bounds.width), height: min(size.height, bounds.height))
      // The stand-in is GestureKit's and never transformed: its size goes through `bounds`
      // and its position through `center`, as the DraggableController places it.
      guard let dragging else {
        standIn.bounds = CGRect(origin: .zero, size: size)
        standIn.center = CGPoint(
          x: bounds.minX + start.x * bounds.width, y: bounds.minY + start.y * bounds.height)
        let controller = standIn.makeDraggable(
          configuration: configuration, insets: insets, onEnd: onEnd,
          recognizers: motion.recognizers)
        controller.isTouchEnabled = isEnabled
        if let host = hostingView { controller.receiveTouches(on: host) }
        // SwiftUI draws the tab over its content (`FloatingDrawn`); the UIKit one would be
        // behind it, peeking out wherever the content is transparent.
        controller.tab.removeFromSuperview()
        controller.didPlace = { [weak self] in self?.publish() }
        dragging = controller
        motion.controller = controller
        publish()
        return
      }
      // A resizable view's size is the store's (a pinch, a double tap): measuring it again
      // would undo the resize.
      guard configuration.resizing == nil, standIn.bounds.size != size else { return }
      standIn.bounds.size = size
      // The store reads the view's size with the container: this tells it.
      dragging.containerDidChange()
    }

    /// Hands the stand-in's frame to SwiftUI: at once from a touch or a display frame, on
    /// the next turn of the run loop from inside SwiftUI's update or layout (or a UIKit pass
    /// SwiftUI may run inside it) and from a keyboard notification (which may come from
    /// inside SwiftUI's update), where an observed object must not publish (SwiftUI's
    /// runtime warns: "publishing changes from within view updates is not allowed").
    private func publish() {
      if let dragging, dragging.ridesSystemAnimation {
        // The keyboard's own timing while the keyboard moves the view; a rotation's block
        // has no curve UIKit lets one read, and eases in and out.
        systemAnimation =
          dragging.keyboardAnimation
          ?? KeyboardAnimation(
            duration: UIView.inheritedAnimationDuration,
            curve: UIView.AnimationCurve.easeInOut.rawValue)
      }
      guard isInSwiftUIPass || dragging?.isFollowingKeyboard == true else {
        showFrame()
        return
      }
      guard !isPublicationScheduled else { return }
      isPublicationScheduled = true
      DispatchQueue.main.async { [weak self] in
        guard let self else { return }
        self.isPublicationScheduled = false
        self.showFrame()
      }
    }

    /// Publishes the actions the store offers now (``FloatingOffered``), when what they depend
    /// on changed since they were last read: whether the view rests, where, in which
    /// container, under which options. No allocation on the display frames of a drag or a
    /// spring, where nothing of it changes but the frame of a view that offers none.
    private func publishOfferedActions(of dragging: DraggableController) {
      guard let store = dragging.host?.store else { return }
      let resting = store.phase == .resting
      let key = OfferedKey(
        frame: resting ? store.frame : nil, anchor: store.anchor, bounds: dragging.sentBounds,
        configuration: dragging.configuration)
      guard key != offeredKey else { return }
      offeredKey = key
      // The same list wherever the view is and while it moves: the store refuses, and the
      // controller announces, one that would do nothing now; the menu shows it disabled.
      // What a refusal depends on (resting or not, the frame, the anchor, the options) is
      // the key above.
      let actions = dragging.namedActions.map { action, name in
        FloatingOfferedAction(
          action: action, name: name, isRefused: store.refusal(of: action) != nil)
      }
      if motion.offered.actions != actions { motion.offered.actions = actions }
    }

    /// What the offered actions were last read for.
    private struct OfferedKey: Equatable {
      /// The view's frame while it rests; `nil` while it moves (it offers none).
      var frame: Rect?
      var anchor: DraggableStore.Anchor?
      var bounds: Rect?
      var configuration: DraggableStore.Configuration
    }

    /// Publishes the stand-in's frame. A move to the new area inside a UIKit animation block
    /// (a rotation's, the keyboard's) is published with a SwiftUI animation of the block's
    /// duration and curve (``KeyboardAnimation/swiftUIAnimation``) as the drawing's `ride`,
    /// which the drawn view gives the change of its frame: UIKit animates only the view
    /// properties set inside its block, and SwiftUI animates a change only inside a
    /// transaction that carries an animation, so without one the view would jump to its new
    /// corner while the rest of the screen rotates.
    private func showFrame() {
      guard let dragging else { return }
      let drawing = motion.drawing
      let frame = dragging.untransformedFrame(of: standIn)
      var tab: FloatingDrawing.Tab?
      if !dragging.tab.isHidden {
        let pointsRight = if case .stashedLeft? = dragging.anchor { true } else { false }
        tab = FloatingDrawing.Tab(frame: dragging.tab.frame, pointsRight: pointsRight)
      }
      let animation = systemAnimation
      systemAnimation = nil
      // Published only when changed: the stand-in is placed again at each event.
      if drawing.tab != tab { drawing.tab = tab }
      publishOfferedActions(of: dragging)
      guard drawing.frame != frame else { return }
      // Set before the frame, whose publication makes SwiftUI draw the view again: the
      // drawn view reads both then. Not inside `withAnimation`: the drawn view's
      // `animation(_:value:)` would override that transaction's animation.
      drawing.ride = animation?.swiftUIAnimation
      drawing.frame = frame
    }
  }

  extension KeyboardAnimation {
    /// The SwiftUI animation of this duration and curve: UIKit's four named curves as
    /// SwiftUI's of the same names; any other (the keyboard's own, which UIKit does not
    /// describe) as a timing curve that starts briskly and eases into place within the
    /// duration, without overshooting, as the keyboard does.
    var swiftUIAnimation: Animation {
      switch curve {
      case UIView.AnimationCurve.easeInOut.rawValue: return .easeInOut(duration: duration)
      case UIView.AnimationCurve.easeIn.rawValue: return .easeIn(duration: duration)
      case UIView.AnimationCurve.easeOut.rawValue: return .easeOut(duration: duration)
      case UIView.AnimationCurve.linear.rawValue: return .linear(duration: duration)
      // A spring whose response is the duration is still moving well after it (a critically
      // damped spring takes several responses to settle), so the view would arrive after the
      // keyboard; a timing curve ends exactly at `duration`.
      default: return .timingCurve(0.25, 0.1, 0.25, 1, duration: duration)
      }
    }
  }
#endif
