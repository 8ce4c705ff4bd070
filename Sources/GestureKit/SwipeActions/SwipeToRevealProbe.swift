#if canImport(SwiftUI) && canImport(UIKit)
  import GestureCore
  import ObjectiveC
  import SwiftUI
  import UIKit

  /// A swipeable view's link to the UIKit family: the row's controller, for the VoiceOver
  /// actions of the content, and what the store draws. It never publishes itself, so the
  /// view that owns it is not evaluated again on each display frame; only the view that
  /// observes ``drawing`` is. Used on the main thread only; not main-actor isolated so that
  /// `@StateObject` can make it in a view that is not (`View` is not main-actor isolated in
  /// the iOS 16.5 SDK).
  final class SwipeToRevealMotion: ObservableObject {
    let drawing = SwipeToRevealDrawing()
    weak var controller: SwipeActionsController?
    private var keptRecognizers: SwipeActionsRowRecognizers?

    /// From iOS 18, the content's recognizers, which SwiftUI attaches to the content it draws
    /// (``SwipeToRevealRecognizer``) and every controller of the row takes over: made on first
    /// use, kept as long as the view. `nil` before iOS 18, where the controller makes its own
    /// and puts them on the hosting view.
    @MainActor var recognizers: SwipeActionsRowRecognizers? {
      guard #available(iOS 18.0, *) else { return nil }
      if let kept = keptRecognizers { return kept }
      let made = SwipeActionsRowRecognizers(attachedBySwiftUI: true)
      keptRecognizers = made
      return made
    }
  }

  /// One of the content's recognizers (``SwipeToRevealMotion/recognizers``), attached by
  /// SwiftUI to the content it draws from iOS 18: SwiftUI then offers it a touch as it does its
  /// own gestures, only where its hit-testing finds the content (not where other SwiftUI
  /// content is drawn over it) and after the gestures of the views inside.
  @available(iOS 18.0, *)
  struct SwipeToRevealRecognizer: UIGestureRecognizerRepresentable {
    /// Which of the content's recognizers.
    enum Part: CaseIterable {
      case pan, tap, touches, scroll
    }

    let motion: SwipeToRevealMotion
    let part: Part

    func makeUIGestureRecognizer(context: Context) -> UIGestureRecognizer {
      // Always made from iOS 18, the only systems this representable runs on.
      guard let recognizers = motion.recognizers else { return UIGestureRecognizer() }
      switch part {
      case .pan: return recognizers.pan
      case .tap: return recognizers.tap
      case .touches: return recognizers.touches
      case .scroll: return recognizers.scrollPan.pan
      }
    }

    func updateUIGestureRecognizer(_ recognizer: UIGestureRecognizer, context: Context) {}
  }

  /// The content's recognizers, attached by SwiftUI from iOS 18; nothing before (the
  /// controller puts its own on the hosting view).
  struct SwipeToRevealGestures: ViewModifier {
    let motion: SwipeToRevealMotion

    func body(content: Content) -> some View {
      if #available(iOS 18.0, *) {
        content
          .gesture(SwipeToRevealRecognizer(motion: motion, part: .pan))
          .gesture(SwipeToRevealRecognizer(motion: motion, part: .tap))
          .gesture(SwipeToRevealRecognizer(motion: motion, part: .touches))
          .gesture(SwipeToRevealRecognizer(motion: motion, part: .scroll))
      } else {
        content
      }
    }
  }

  /// The content's offset the store published (screen x, in points).
  final class SwipeToRevealDrawing: ObservableObject {
    @Published var offset: CGFloat = 0
  }

  /// What a SwiftUI icon's drawing depends on besides the icon, its color and the scale: the
  /// environment's color scheme (a color or an asset that differs in dark mode) and Dynamic
  /// Type size (a symbol sized by the button's font).
  struct SwipeToRevealIconLook: Hashable {
    var colorScheme: ColorScheme
    var dynamicTypeSize: DynamicTypeSize
  }

  /// The invisible view behind a swipeable SwiftUI view.
  ///
  /// Not main-actor isolated as a whole: a view's `body` makes it, and `View` is not
  /// main-actor isolated in the iOS 16.5 SDK (only `body` is). Its UIKit methods are.
  struct SwipeToRevealProbe: UIViewRepresentable {
    var motion: SwipeToRevealMotion
    var leading: [SwipeToRevealAction]
    var trailing: [SwipeToRevealAction]
    var options: SwipeActionsOptions
    var rightToLeft: Bool
    /// SwiftUI's `isEnabled` of the content: a disabled view takes no swipe.
    var isEnabled: Bool
    /// The environment the actions' SwiftUI icons are drawn in.
    var iconLook: SwipeToRevealIconLook

    @MainActor
    func makeUIView(context: Context) -> SwipeToRevealProbeView {
      if motion.drawing.offset != 0 {
        // SwiftUI made the UIKit view anew but kept the row's state object: the new probe
        // starts at rest, so the drawn offset goes back to 0 unless a swipe has moved it
        // since; on the next turn of the run loop, as an observed object must not publish
        // inside SwiftUI's update.
        DispatchQueue.main.async { [motion] in
          if (motion.controller?.appliedOffset ?? 0) == 0 { motion.drawing.offset = 0 }
        }
      }
      return SwipeToRevealProbeView(motion: motion)
    }

    @MainActor
    func updateUIView(_ view: SwipeToRevealProbeView, context: Context) {
      view.update(
        leading: leading, trailing: trailing, options: options, rightToLeft: rightToLeft,
        isEnabled: isEnabled, iconLook: iconLook)
    }

    @MainActor
    static func dismantleUIView(_ view: SwipeToRevealProbeView, coordinator: Void) {
      view.dismantle()
    }
  }

  /// The probe's view: it has the SwiftUI content's frame at rest (SwiftUI sets it; nothing
  /// else moves it) and holds the stand-in that gets the UIKit family's swipe actions, which
  /// put the buttons behind the stand-in in this view, publish the content's offset instead
  /// of moving it (`SwipeActionsController.drawsContent`), and take their touches on the
  /// hosting view the SwiftUI content is drawn in (`SwipeActionsController.receiveTouches(on:)`),
  /// only where the content is drawn. Only its buttons are ever hit: touches elsewhere go to
  /// the SwiftUI content over it.
  @MainActor
  final class SwipeToRevealProbeView: UIView {
    private let motion: SwipeToRevealMotion
    /// The view the swipe actions are on. Its superview is this view, which GestureKit owns:
    /// the UIKit family puts the buttons in the view's superview, and the view SwiftUI puts a
    /// platform view in is SwiftUI's own, whose subviews SwiftUI manages as it likes.
    private let standIn = SwipeToRevealStandInView()
    /// The current SwiftUI actions, which the UIKit actions' handlers look up when they run.
    private var leading: [SwipeToRevealAction] = []
    private var trailing: [SwipeToRevealAction] = []
    /// The options' callbacks, looked up when they run (as the handlers).
    private var options = SwipeActionsOptions()
    /// Whether the SwiftUI content is enabled (its swipes are taken).
    private var isEnabled = true
    /// The environment the actions' SwiftUI icons are drawn in (until the first update, the
    /// defaults).
    private var iconLook = SwipeToRevealIconLook(colorScheme: .light, dynamicTypeSize: .large)
    /// What the UIKit family was last configured with (nil before the first time).
    private var installed: Installed?
    /// Whether SwiftUI is updating a probe or putting it in a window: a publication waits.
    /// One flag for every row: an event one row sends from inside SwiftUI's update goes to its
    /// whole group, and may move or close another row, which must wait too.
    private static var isInSwiftUIPass = false
    private var isPublicationScheduled = false
    /// The offset last drawn by the UIKit family, for a publication that waits.
    private var drawnOffset: CGFloat = 0
    /// The app's callbacks that wait for the end of a SwiftUI pass, in order.
    private var waitingCallbacks: [@MainActor () -> Void] = []

    /// Everything that, changed, must configure the UIKit family again (the group is the
    /// one the row joined: its options', or its screen's).
    private struct Installed: Equatable {
      var leading: [SwipeToRevealAction.Look]
      var trailing: [SwipeToRevealAction.Look]
      var configuration: SwipeActionsRow.Configuration
      var leadingFullSwipe: Bool
      var trailingFullSwipe: Bool
      var cornerRadius: CGFloat?
      var group: ObjectIdentifier
      /// The environment the SwiftUI icons were drawn in; `nil` when no action has one (a
      /// new color scheme or text size then changes nothing on the row).
      var iconLook: SwipeToRevealIconLook?
    }

    init(motion: SwipeToRevealMotion) {
      self.motion = motion
      super.init(frame: .zero)
      backgroundColor = nil
      isOpaque = false
      // The stand-in has this view's bounds: autoresizing sets its frame, and it is never
      // transformed (the content is drawn by SwiftUI), so the frame is defined.
      standIn.frame = bounds
      standIn.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      addSubview(standIn)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      fatalError("SwipeToRevealProbeView is created in code only")
    }

    /// Apple's `UIView.hitTest(_:with:)` documentation: a view that returns `nil` takes no touch,
    /// and hit-testing goes on with what is behind it. Only the uncovered buttons are this view's
    /// to take (the container's strip clips them to what the content uncovers); the rest of
    /// its bounds, the buttons' container under the drawn content included, is the SwiftUI
    /// content's, whose touches reach the row's recognizers on the hosting view. The strip
    /// is the container's inside: a touch between two buttons is not the strip's either.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
      guard let hit = super.hitTest(point, with: event), hit !== self else { return nil }
      if hit is SwipeActionsButtonContainer { return nil }
      if let container = hit.superview as? SwipeActionsButtonContainer, container.strip === hit {
        return nil
      }
      return hit
    }

    // SwiftUI sets the probe's frame, updates it, puts it in a window and takes it away from
    // inside its own update: the UIKit family hears of it at once (the frame through its
    // observation of the layer), and a publication then waits.

    override var frame: CGRect {
      get { super.frame }
      set { duringSwiftUIPass { super.frame = newValue } }
    }

    override var bounds: CGRect {
      get { super.bounds }
      set { duringSwiftUIPass { super.bounds = newValue } }
    }

    override var center: CGPoint {
      get { super.center }
      set { duringSwiftUIPass { super.center = newValue } }
    }

    private func duringSwiftUIPass(_ body: () -> Void) {
      let outer = Self.isInSwiftUIPass
      Self.isInSwiftUIPass = true
      defer { Self.isInSwiftUIPass = outer }
      body()
    }

    /// Shows a new body: new actions, options, layout direction and whether it is enabled.
    func update(
      leading: [SwipeToRevealAction], trailing: [SwipeToRevealAction],
      options: SwipeActionsOptions, rightToLeft: Bool, isEnabled: Bool,
      iconLook: SwipeToRevealIconLook
    ) {
      self.isEnabled = isEnabled
      self.iconLook = iconLook
      duringSwiftUIPass {
        show(leading: leading, trailing: trailing, options: options, rightToLeft: rightToLeft)
        motion.controller?.isTouchEnabled = isEnabled
      }
    }

    private func show(
      leading: [SwipeToRevealAction], trailing: [SwipeToRevealAction],
      options: SwipeActionsOptions, rightToLeft: Bool
    ) {
      self.leading = leading
      self.trailing = trailing
      self.options = options
      setLayoutDirection(rightToLeft: rightToLeft)
      configureIfNeeded()
    }

    override func didMoveToWindow() {
      super.didMoveToWindow()
      guard window != nil else {
        // Out of a window the row shows nothing, yet its recognizers on the hosting view would
        // still be asked about every touch there: they come off until it is back.
        motion.controller?.stopReceivingTouches()
        return
      }
      duringSwiftUIPass {
        // A row without a group of its own joins its screen's, known now.
        configureIfNeeded()
        attachToHostingView()
      }
    }

    /// SwiftUI took the view away: the swipe actions go (the row's fingers lift in the group).
    func dismantle() {
      duringSwiftUIPass {
        // The row's state object may already serve a newer probe (SwiftUI made it before
        // dismantling this one): only this probe's own controller lets go of it.
        if let own = standIn.swipeActionsController, motion.controller === own {
          // Removing the swipe actions puts the row at rest, which would draw the content
          // back at its place: a row deleted after a full swipe, which SwiftUI may still
          // draw as it animates the removal, stays where the swipe left it.
          own.drawsContent = nil
          motion.controller = nil
        }
        standIn.removeSwipeActions()
      }
    }

    /// Puts the row's recognizers on the hosting view the SwiftUI content is drawn in, and
    /// lets the group see touches anywhere on the screen, so that a tap outside its views
    /// closes the open one also where no scroll view surrounds them (a card grid in a
    /// `VStack`); in a scroll view the group's scroll-view observer does it. The screen is
    /// the view of the farthest ancestor view controller below a container (navigation, tab
    /// bar, split view, page view controller): the hosting controller of the screen's SwiftUI
    /// views, not its bars.
    private func attachToHostingView() {
      guard window != nil, let controller = motion.controller, let host = hostingView else {
        return
      }
      controller.receiveTouches(on: host)
      guard let area = screenArea else { return }
      controller.group.observeTouches(in: area)
    }

    /// The view of the screen the row is on, while it is in a window: the view of the farthest
    /// ancestor of its hosting controller below a container (Apple's `UIResponder.next`
    /// documentation: a view controller's root view returns the controller from `next`).
    private var screenArea: UIView? {
      guard window != nil, let host = hostingView, var screen = host.next as? UIViewController
      else { return nil }
      while let parent = screen.parent, !Self.isContainer(parent) { screen = parent }
      return screen.viewIfLoaded
    }

    /// The group of the rows of a screen that name none: one store, and one observer of the
    /// screen and of each scroll view around them, for all of them, rather than one each. The
    /// screen's view keeps it (an associated object): it lives as long as the screen.
    private static func screenGroup(of area: UIView) -> SwipeActionsGroupController {
      if let group = objc_getAssociatedObject(area, &screenGroupKey) as? SwipeActionsGroupController {
        return group
      }
      let group = SwipeActionsGroupController()
      objc_setAssociatedObject(area, &screenGroupKey, group, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      return group
    }

    private static func isContainer(_ controller: UIViewController) -> Bool {
      controller is UINavigationController || controller is UITabBarController
        || controller is UISplitViewController || controller is UIPageViewController
    }

    /// Configures the UIKit family with the current actions and options if what it shows or
    /// how it moves changed, at once: new actions leave the row where it is (an open row
    /// springs to its new width, a drag goes on), so the buttons, their handlers and the
    /// VoiceOver actions named after them are always the current body's. New options (their
    /// configuration or group) put the row at rest closed, as does any configuration of a
    /// row dismissed by a completed destructive swipe: SwiftUI keeping the row (or giving its
    /// view to another item) brings it back with the same actions.
    private func configureIfNeeded() {
      // A row that names no group joins its screen's, once it is on one: until then it has no
      // UIKit family at all (nothing can touch it out of a window).
      guard let group = options.group ?? screenArea.map(Self.screenGroup(of:)) else { return }
      let wanted = Installed(
        leading: leading.map(\.look), trailing: trailing.map(\.look),
        configuration: options.configuration,
        leadingFullSwipe: options.leadingPerformsFirstActionWithFullSwipe,
        trailingFullSwipe: options.trailingPerformsFirstActionWithFullSwipe,
        cornerRadius: options.cornerRadius, group: ObjectIdentifier(group),
        // A new color scheme or text size draws the icons again: the buttons get them as
        // new actions, which leave the row where it is.
        iconLook: (leading + trailing).contains { $0.icon != nil } ? iconLook : nil)
      guard wanted != installed || isDismissed else { return }
      installed = wanted
      var options = uiKitOptions(options)
      options.group = group
      let controller = standIn.swipeActions(
        leading: leading.indices.map { uiKitAction(.leading, $0) },
        trailing: trailing.indices.map { uiKitAction(.trailing, $0) },
        options: options, recognizers: motion.recognizers)
      controller.drawsContent = { [weak self] offset in self?.publish(offset) }
      controller.isTouchEnabled = isEnabled
      motion.controller = controller
      attachToHostingView()
    }

    /// Whether the store has the row off-screen after a destructive full swipe.
    private var isDismissed: Bool {
      guard let controller = motion.controller, let row = controller.group.row(controller.id)
      else { return false }
      if case .dismissed = row.state { return true }
      return false
    }

    /// Hands the content's offset to SwiftUI: at once from a touch or a display frame, on the
    /// next turn of the run loop from inside SwiftUI's update (or out of a window), where an
    /// observed object must not publish (SwiftUI's runtime warns: "publishing changes from
    /// within view updates is not allowed").
    private func publish(_ offset: CGFloat) {
      drawnOffset = offset
      // Out of a window (SwiftUI taking the row away, a reused row put at rest) nothing
      // shows it now: it waits too.
      guard Self.isInSwiftUIPass || window == nil else {
        motion.drawing.offset = offset
        return
      }
      guard !isPublicationScheduled else { return }
      isPublicationScheduled = true
      DispatchQueue.main.async { [weak self] in
        guard let self else { return }
        self.isPublicationScheduled = false
        self.motion.drawing.offset = self.drawnOffset
      }
    }

    /// The environment's layout direction, on the view the UIKit family reads it from.
    private func setLayoutDirection(rightToLeft: Bool) {
      let attribute: UISemanticContentAttribute =
        rightToLeft ? .forceRightToLeft : .forceLeftToRight
      // On the stand-in itself: a view whose own attribute is unspecified resolves its
      // direction from its traits, not from its superview's attribute.
      guard standIn.semanticContentAttribute != attribute else { return }
      standIn.semanticContentAttribute = attribute
      // A semantic attribute set in code calls no trait callback: the controller is told
      // (the row closes at once when the direction flips).
      motion.controller?.syncLayoutDirection()
    }

    /// The UIKit action for a SwiftUI one, whose handler runs the current body's handler at
    /// the same place: a new body with other buttons configures the UIKit family at once
    /// (``configureIfNeeded()``), so the action at that place is the one the button shows.
    private func uiKitAction(_ side: SwipeActionsRow.Side, _ index: Int) -> SwipeAction {
      let action = (side == .leading ? leading : trailing)[index]
      return SwipeAction(
        title: action.shownTitle, image: uiImage(of: action),
        backgroundColor: action.tint.map { UIColor($0) },
        foregroundColor: UIColor(action.foregroundColor),
        style: action.role == .destructive ? .destructive : .normal,
        keepsOpenAfterTap: action.keepsOpenAfterTap,
        accessibilityLabel: action.accessibilityLabel
      ) { [weak self] _, _, completion in
        guard let self else {
          completion(false)
          return
        }
        let actions = side == .leading ? self.leading : self.trailing
        guard actions.indices.contains(index) else {
          completion(false)
          return
        }
        actions[index].handler(completion)
      }
    }

    /// The image of an action's button: its SwiftUI image drawn (from iOS 16), else its
    /// symbol or asset catalog image.
    private func uiImage(of action: SwipeToRevealAction) -> UIImage? {
      if #available(iOS 16, *), let icon = action.icon {
        return render(icon, color: action.foregroundColor)
      }
      return action.systemImage.flatMap { UIImage(systemName: $0) }
        ?? action.image.flatMap { UIImage(named: $0) }
    }

    /// A SwiftUI image drawn into a `UIImage` at the screen's scale, as a `UIButton` shows it:
    /// tinted by `color` where SwiftUI tints it (a symbol, a template image; sized by the
    /// `subheadline` font, the button's) and in its own colors otherwise, which the button
    /// keeps (`alwaysOriginal`: UIKit would tint every pixel of a template image). Drawn in
    /// the row's color scheme and Dynamic Type size (``SwipeToRevealIconLook``): a color or
    /// asset with a dark variant, and a symbol's size, match the row's; either changing
    /// draws it again (``configureIfNeeded()``).
    ///
    /// Rendered once per icon, color, scale and look for all rows (``RenderedIcons``): a
    /// lazy stack's rows show the same few icons, and each render runs on the main thread.
    @available(iOS 16, *)
    private func render(_ icon: Image, color: Color) -> UIImage? {
      let displayScale = traitCollection.displayScale
      let scale = displayScale > 0 ? displayScale : 2
      let look = iconLook
      let key = RenderedIcons.Key(icon: icon, color: color, scale: scale, look: look)
      return RenderedIcons.image(for: key) {
        let renderer = ImageRenderer(
          content: icon.font(.subheadline).foregroundColor(color)
            .environment(\.colorScheme, look.colorScheme)
            .environment(\.dynamicTypeSize, look.dynamicTypeSize))
        renderer.scale = scale
        return renderer.uiImage?.withRenderingMode(.alwaysOriginal)
      }
    }

    /// The options as given, with callbacks that run the current body's callbacks.
    private func uiKitOptions(_ options: SwipeActionsOptions) -> SwipeActionsOptions {
      var forwarded = options
      forwarded.willOpen = { [weak self] view, side in
        guard let self, let callback = self.options.willOpen else { return }
        self.announce { callback(view, side) }
      }
      forwarded.didOpen = { [weak self] view, side in
        guard let self, let callback = self.options.didOpen else { return }
        self.announce { callback(view, side) }
      }
      forwarded.didClose = { [weak self] view, side in
        guard let self, let callback = self.options.didClose else { return }
        self.announce { callback(view, side) }
      }
      return forwarded
    }

    /// Runs an app's callback: at once from a touch or a display frame; on the next turn of
    /// the run loop from inside SwiftUI's update (the row taken away, its direction flipped,
    /// new actions) or out of a window (a lazy stack unmounting the row inside its update:
    /// the UIKit family hears of it from its own helper view, outside this view's marks),
    /// where the app's state must not change (SwiftUI's runtime warns: "modifying state
    /// during view update, this will cause undefined behavior"), and after any callback
    /// already waiting, so that they keep their order.
    private func announce(_ callback: @escaping @MainActor () -> Void) {
      guard Self.isInSwiftUIPass || window == nil || !waitingCallbacks.isEmpty else {
        callback()
        return
      }
      waitingCallbacks.append(callback)
      guard waitingCallbacks.count == 1 else { return }
      // Holds the view until then: a row SwiftUI took away still reports its close.
      DispatchQueue.main.async { self.runWaitingCallbacks() }
    }

    private func runWaitingCallbacks() {
      let callbacks = waitingCallbacks
      waitingCallbacks.removeAll()
      for callback in callbacks { callback() }
    }
  }

  /// The icons of `swipeToReveal` actions drawn so far, the most recent last: a few dozen
  /// (rows in a lazy stack share a handful), so a row scrolled in draws none it has seen.
  @MainActor
  enum RenderedIcons {
    /// What a drawing depends on. SwiftUI's `Image` and `Color` are equatable, not hashable:
    /// the entries are few and compared in turn.
    struct Key: Equatable {
      var icon: Image
      var color: Color
      var scale: CGFloat
      var look: SwipeToRevealIconLook
    }

    /// How many drawings are kept.
    static let capacity = 32
    private static var entries: [(key: Key, image: UIImage?)] = []

    /// The drawing for `key`, made with `render` the first time.
    static func image(for key: Key, render: () -> UIImage?) -> UIImage? {
      if let index = entries.firstIndex(where: { $0.key == key }) {
        let entry = entries.remove(at: index)
        entries.append(entry)
        return entry.image
      }
      let image = render()
      entries.append((key, image))
      if entries.count > capacity { entries.removeFirst() }
      return image
    }
  }

  /// The key of the group a screen's view keeps for its rows that name none.
  @MainActor private var screenGroupKey: UInt8 = 0

  /// The view the swipe actions are on, in the probe: invisible, never hit (the content's
  /// touches reach the row's recognizers on the hosting view).
  @MainActor
  final class SwipeToRevealStandInView: InvisibleHelperView {
    /// Apple's `UIView.hitTest(_:with:)` documentation: `nil` takes no touch. The swipe actions
    /// turn user interaction on for their view (a label takes none otherwise); this one still takes
    /// none.
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
      nil
    }
  }
#endif
