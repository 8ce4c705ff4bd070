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
    /// This is `UIView.makeDraggable(configuration:insets:onEnd:)`, the UIKit family, on a
    /// `UIHostingController`'s view that shows this view. The modifier puts a
    /// `UIViewControllerRepresentable` in its place that fills the space it is offered, safe
    /// area included (`ignoresSafeArea()`): that container is the floating view's superview,
    /// its `safeAreaInsets` (UIKit's, for the part of the screen it covers) are the safe area
    /// the view stays inside. GestureCore's `DraggableStore` makes every decision: the 1:1
    /// follow and rubber band, the projection of the release (`v/1000 · d/(1 − d)`,
    /// d = 0.998), the nearest anchor inside the safe area less `insets` and `margin`, the
    /// spring and when it has settled, a finger catching the view in flight, the keyboard
    /// and rotation.
    ///
    /// ## Springs
    /// The springs do not map onto a SwiftUI animation (`spring(response:dampingFraction:)`,
    /// `interpolatingSpring(stiffness:damping:initialVelocity:)`): the store runs them itself,
    /// on a `CADisplayLink` owned by the UIKit family, and the view's `center` is set to the
    /// store's frame on each display frame. One clock drives the motion (the display link's
    /// and the touches' timestamps share one clock), the store knows where the view is on every frame, so a finger
    /// landing on it mid-flight stops it exactly there, and `onEnd` comes when the store's
    /// spring has settled rather than when an animation was guessed to end. A SwiftUI
    /// animation would run on the render server, out of the store's sight.
    ///
    /// ## Layout
    /// The view gets its ideal size for the area (give it a `frame`, or it may be as large
    /// as the area), measured when the modifier's inputs change, when the area is laid out
    /// and, on iOS 16 and later, when its own ideal size changes. It starts at the anchor
    /// nearest to `start`. Touches outside it go to the views behind the area. It keeps its
    /// own `@State`; the environment where the modifier is used is passed on to it.
    ///
    /// - Parameters:
    ///   - anchors: Where the view may rest. Default GestureCore's `.sides`: against the
    ///     leading or trailing edge, at the height it was flung to.
    ///   - margin: The gap kept between the view and the allowed area's edges, in points.
    ///     Default GestureCore's, 12 pt.
    ///   - insets: Extra insets inside the area's safe area (your own bars, a tab bar of
    ///     49 pt). Default none. Leading and trailing follow the layout direction.
    ///   - start: Where in the area the view first appears (it goes to the anchor nearest to
    ///     that point). Default `.bottomTrailing`; `x` follows the layout direction.
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
    /// Stashing and resizing are off unless the configuration turns them on. With resizing,
    /// a pinch and a double tap are attached, and the floating view's size is the store's
    /// once it appears: it first gets its ideal size, so give the content one
    /// (`frame(idealWidth:idealHeight:)`) and let it fill the size it is offered. Reduce
    /// Motion is followed from the system's setting as well as the configuration's.
    ///
    /// - Parameters:
    ///   - configuration: GestureCore's options, such as `.floatingButton` or
    ///     `.pictureInPicture`. A change applies at once (a view at rest goes to its anchor
    ///     under the new margin; new anchors apply from the next release).
    ///   - insets: Extra insets inside the area's safe area. Default none.
    ///   - start: Where in the area the view first appears. Default `.bottomTrailing`.
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

  /// The area a floating view moves in: a view controller whose view is the floating view's
  /// superview, and a hosting controller for the floating view itself.
  ///
  /// Not main-actor isolated as a whole: a view modifier makes it, and `View` is not
  /// main-actor isolated in the iOS 16.5 SDK (only `body` is). Its UIKit methods are.
  struct FloatingArea<Content: View>: UIViewControllerRepresentable {
    var content: Content
    var configuration: DraggableStore.Configuration
    var insets: SwiftUI.EdgeInsets
    var start: UnitPoint
    var onEnd: (@MainActor (CGRect, DraggableStore.Anchor) -> Void)?

    @MainActor
    func makeUIViewController(context: Context) -> FloatingAreaController<Content> {
      FloatingAreaController(root: root(context))
    }

    @MainActor
    func updateUIViewController(_ controller: FloatingAreaController<Content>, context: Context) {
      let rightToLeft = context.environment.layoutDirection == .rightToLeft
      controller.update(
        root: root(context), configuration: configuration,
        insets: UIEdgeInsets(
          top: insets.top, left: rightToLeft ? insets.trailing : insets.leading,
          bottom: insets.bottom, right: rightToLeft ? insets.leading : insets.trailing),
        start: CGPoint(x: rightToLeft ? 1 - start.x : start.x, y: start.y), onEnd: onEnd)
    }

    /// The floating view as the hosting controller shows it: with the environment of the
    /// place the modifier is used (a hosting controller starts from an empty one), and out
    /// of the safe area, which is the area's business, not the floating view's.
    @MainActor
    private func root(_ context: Context) -> FloatingRoot<Content> {
      FloatingRoot(content: content, environment: context.environment)
    }
  }

  /// The root view of a floating view's hosting controller.
  struct FloatingRoot<Content: View>: View {
    var content: Content
    var environment: EnvironmentValues

    var body: some View {
      content
        .environment(\.self, environment)
        .ignoresSafeArea()
    }
  }

  /// The area's view controller: its view is the container of the floating view (the
  /// hosting controller's view), which ``DraggableController`` moves.
  @MainActor
  final class FloatingAreaController<Content: View>: UIViewController {
    private let hosting: UIHostingController<FloatingRoot<Content>>
    private var configuration = DraggableStore.Configuration()
    private var insets = UIEdgeInsets.zero
    /// The unit point (left-to-right) where the view first appears.
    private var start = CGPoint(x: 1, y: 1)
    private var onEnd: (@MainActor (CGRect, DraggableStore.Anchor) -> Void)?
    private var dragging: DraggableController?

    init(root: FloatingRoot<Content>) {
      hosting = UIHostingController(rootView: root)
      super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("FloatingAreaController is created in code only") }

    override func loadView() {
      view = FloatingAreaView()
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .clear
      if #available(iOS 16.4, *) {
        hosting.safeAreaRegions = []
      }
      if #available(iOS 16, *) {
        // Its ideal size changing reaches `preferredContentSizeDidChange(forChildContentContainer:)`.
        hosting.sizingOptions = [.preferredContentSize]
      }
      hosting.view.backgroundColor = .clear
      // A view controller's view comes with flexible width and height: autoresizing would
      // resize the floating view with the area (and move it) at the next rotation. Only the
      // DraggableController positions it, by `center`, and only `measure()` sizes it.
      hosting.view.autoresizingMask = []
      // UIViewController.h: a child's view goes in after `addChild(_:)`, then `didMove(toParent:)`.
      addChild(hosting)
      view.addSubview(hosting.view)
      hosting.didMove(toParent: self)
    }

    func update(
      root: FloatingRoot<Content>, configuration: DraggableStore.Configuration, insets: UIEdgeInsets,
      start: CGPoint, onEnd: (@MainActor (CGRect, DraggableStore.Anchor) -> Void)?
    ) {
      hosting.rootView = root
      self.start = start
      self.onEnd = onEnd
      if let dragging {
        dragging.onEnd = onEnd
        // Each setter applies at once (it re-places a view at rest): only changes are sent.
        if dragging.configuration != configuration { dragging.configuration = configuration }
        if dragging.insets != insets { dragging.insets = insets }
      }
      self.configuration = configuration
      self.insets = insets
      measure()
    }

    override func viewDidLayoutSubviews() {
      super.viewDidLayoutSubviews()
      measure()
    }

    override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
      super.preferredContentSizeDidChange(forChildContentContainer: container)
      measure()
    }

    /// Gives the floating view its ideal size for the area and, the first time the area has
    /// a size, makes it draggable at the anchor nearest to `start`.
    private func measure() {
      guard isViewLoaded, view.bounds.width > 0, view.bounds.height > 0 else { return }
      let available = view.bounds.inset(by: view.safeAreaInsets).size
      let fitted = hosting.sizeThatFits(in: available)
      let size = CGSize(
        width: min(max(fitted.width, 1), view.bounds.width),
        height: min(max(fitted.height, 1), view.bounds.height))
      let floatingView = hosting.view!
      let resizes = configuration.resizing != nil
      // `frame` is undefined under a transform (the app
      // may scale the floating view while it is held), so its size goes through `bounds`
      // and its position through `center`, as the DraggableController places it.
      guard let dragging else {
        // A resizable view starts at its ideal size (a hosting view's intrinsic content
        // size is its root view's ideal size), not at the size the area could give it.
        let ideal = floatingView.intrinsicContentSize
        let first =
          resizes && ideal.width > 0 && ideal.height > 0 && ideal.width.isFinite
            && ideal.height.isFinite
          ? CGSize(
            width: min(ideal.width, view.bounds.width), height: min(ideal.height, view.bounds.height))
          : size
        floatingView.bounds = CGRect(origin: .zero, size: first)
        floatingView.center = CGPoint(
          x: view.bounds.minX + start.x * view.bounds.width,
          y: view.bounds.minY + start.y * view.bounds.height)
        let controller = floatingView.makeDraggable(
          configuration: configuration, insets: insets, onEnd: onEnd)
        self.dragging = controller
        return
      }
      // A resizable view's size is the store's (a pinch, a double tap): measuring it again
      // would undo the resize.
      guard !resizes, floatingView.bounds.size != size else { return }
      floatingView.bounds.size = size
      // The store reads the view's size with the container: this tells it.
      dragging.containerDidChange()
    }
  }

  /// The area's view: touches that hit no floating view go to the SwiftUI views behind it.
  @MainActor
  final class FloatingAreaView: UIView {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
      // UIView.h, `hitTest(_:with:)`: a view that returns `nil` takes no touch, and hit-testing
      // goes on with the views behind it (here, SwiftUI's content under the area).
      let hit = super.hitTest(point, with: event)
      return hit === self ? nil : hit
    }
  }
#endif
