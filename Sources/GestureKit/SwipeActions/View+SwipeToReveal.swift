#if canImport(SwiftUI) && canImport(UIKit)
  import GestureCore
  import SwiftUI
  import UIKit

  /// One button behind a view with `swipeToReveal(leading:trailing:options:)`, declared as
  /// SwiftUI declares a button: a title, a system image (or an image from the asset
  /// catalog), a role, a tint and what it does.

  ///
  /// ```swift
  /// SwipeToRevealAction("Delete", systemImage: "trash", role: .destructive) {
  ///   store.remove(message)
  /// }
  /// SwipeToRevealAction("Flag", systemImage: "flag", tint: .orange, keepsOpenAfterTap: true) {
  ///   message.isFlagged.toggle()
  /// }
  /// ```
  ///
  /// It becomes the UIKit family's ``SwipeAction``: `role: .destructive` is its
  /// `.destructive` style (red by default; a full swipe slides the row off-screen), `tint`
  /// its background, `foregroundColor` its title and image color. The image is named, not a
  /// SwiftUI `Image`: the button is a `UIButton` drawn by the UIKit family, and an `Image`
  /// value cannot be turned into a `UIImage` on iOS 15 (`ImageRenderer` is iOS 16).
  ///
  /// ## Answering later
  /// A handler that needs time (a confirmation, a network call) takes a completion and calls
  /// it once, `true` if it did the action, `false` if not. After a destructive full swipe the
  /// row waits off-screen for that answer: `false` brings it back; `true` leaves it for the
  /// app to remove the view (take it out of the data the `ForEach` shows).
  ///
  /// ```swift
  /// SwipeToRevealAction("Delete", systemImage: "trash", role: .destructive) { completion in
  ///   pendingDeletion = (message, completion)     // a confirmation dialog answers it
  /// }
  /// ```
  public struct SwipeToRevealAction {
    /// The button's title; `nil` for an image-only button. Default `nil`.
    public var title: String?
    /// The name of an SF Symbol shown above the title (`UIImage(systemName:)`). Default `nil`.
    public var systemImage: String?
    /// The name of an image in the app's asset catalog (`UIImage(named:)`), used when
    /// ``systemImage`` is `nil`. Default `nil`.
    public var image: String?
    /// `.destructive` for an action that removes something: red by default, and a full swipe
    /// slides the row off-screen; `nil` (the default) or `.cancel` for a normal action.
    public var role: ButtonRole?
    /// The button's background; `nil` (the default) is red for destructive actions and gray
    /// for the others.
    public var tint: Color?
    /// The color of the title and image. Default `.white`.
    public var foregroundColor: Color
    /// Whether the row stays open after the button is tapped. Default `false`.
    public var keepsOpenAfterTap: Bool
    /// The name VoiceOver reads for the action; `nil` (the default) uses ``title``. Set it
    /// for an image-only action.
    public var accessibilityLabel: String?
    /// What the action does: it receives the completion to call once, with whether the
    /// action was done.
    public var handler: @MainActor (_ completion: @escaping @MainActor (Bool) -> Void) -> Void

    /// Creates an action whose handler answers through a completion (see "Answering later").
    ///
    /// - Parameters:
    ///   - title: The button's title. Default `nil`.
    ///   - systemImage: An SF Symbol's name. Default `nil`.
    ///   - image: An asset catalog image's name, when `systemImage` is `nil`. Default `nil`.
    ///   - role: `.destructive` or `nil`. Default `nil`.
    ///   - tint: The background. Default `nil` (red if destructive, gray otherwise).
    ///   - foregroundColor: The title and image color. Default `.white`.
    ///   - keepsOpenAfterTap: Whether a tap leaves the row open. Default `false`.
    ///   - accessibilityLabel: VoiceOver's name for it. Default `nil` (the title).
    ///   - handler: What it does; call the completion once: `true` if done, `false` if not.
    public init(
      _ title: String? = nil, systemImage: String? = nil, image: String? = nil,
      role: ButtonRole? = nil, tint: Color? = nil, foregroundColor: Color = .white,
      keepsOpenAfterTap: Bool = false, accessibilityLabel: String? = nil,
      handler: @escaping @MainActor (_ completion: @escaping @MainActor (Bool) -> Void) -> Void
    ) {
      self.title = title
      self.systemImage = systemImage
      self.image = image
      self.role = role
      self.tint = tint
      self.foregroundColor = foregroundColor
      self.keepsOpenAfterTap = keepsOpenAfterTap
      self.accessibilityLabel = accessibilityLabel
      self.handler = handler
    }

    /// Creates an action that is done when its handler returns (it answers `true`).
    ///
    /// - Parameters: as the other initializer; `handler` takes no completion.
    public init(
      _ title: String? = nil, systemImage: String? = nil, image: String? = nil,
      role: ButtonRole? = nil, tint: Color? = nil, foregroundColor: Color = .white,
      keepsOpenAfterTap: Bool = false, accessibilityLabel: String? = nil,
      handler: @escaping @MainActor () -> Void
    ) {
      self.init(
        title, systemImage: systemImage, image: image, role: role, tint: tint,
        foregroundColor: foregroundColor, keepsOpenAfterTap: keepsOpenAfterTap,
        accessibilityLabel: accessibilityLabel
      ) { completion in
        handler()
        completion(true)
      }
    }

    /// Everything the button shows (all but the handler): a change re-creates the buttons.
    struct Look: Equatable {
      var title: String?
      var systemImage: String?
      var image: String?
      var isDestructive: Bool
      var tint: Color?
      var foregroundColor: Color
      var keepsOpenAfterTap: Bool
      var accessibilityLabel: String?
    }

    var look: Look {
      Look(
        title: title, systemImage: systemImage, image: image, isDestructive: role == .destructive,
        tint: tint, foregroundColor: foregroundColor, keepsOpenAfterTap: keepsOpenAfterTap,
        accessibilityLabel: accessibilityLabel)
    }

    /// The name of its VoiceOver action: the label, else the title.
    var accessibilityName: String { accessibilityLabel ?? title ?? "" }
  }

  extension View {
    /// Gives this view swipe-to-reveal actions, on any view (a row of a `LazyVStack` in a
    /// `ScrollView`, a card in a grid, a form row): a horizontal swipe moves the view aside
    /// and uncovers buttons behind it, Mail-style.
    ///
    /// ```swift
    /// @State private var inbox = SwipeActionsGroupController()   // one open row at a time
    ///
    /// ScrollView {
    ///   LazyVStack(spacing: 0) {
    ///     ForEach(messages) { message in
    ///       MessageRow(message)
    ///         .background(Color(.systemBackground))   // covers the buttons at rest
    ///         .swipeToReveal(
    ///           leading: [SwipeToRevealAction("Read", systemImage: "envelope.open", tint: .blue) {
    ///             markRead(message)
    ///           }],
    ///           trailing: [SwipeToRevealAction("Delete", systemImage: "trash", role: .destructive) {
    ///             delete(message)
    ///           }])
    ///     }
    ///   }
    /// }
    /// .swipeToRevealGroup(inbox)
    /// ```
    ///
    /// The name is not `swipeActions`: SwiftUI's own
    /// `swipeActions(edge:allowsFullSwipe:content:)` (iOS 15) works on `List` rows only, and
    /// a GestureKit overload of that name would shadow or collide with it in autocompletion
    /// and code review. In a `List`, use SwiftUI's; everywhere else, this.
    ///
    /// What it does is the UIKit family's `UIView.swipeActions(leading:trailing:options:)`,
    /// with every decision GestureCore's `SwipeActionsStore`: the 1:1 drag and the rubber
    /// band past the buttons, the release projected with its velocity to open or close, the
    /// spring, the full swipe past 60 % of the width (its haptic, the destructive slide
    /// off-screen and the way back when the handler declines), the border, drag and reveal
    /// styles, one open view per group (closed by opening another, by a touch on another or
    /// elsewhere on the screen, and by scrolling the scroll view around them). Leading and trailing follow the
    /// environment's `layoutDirection`. VoiceOver offers every action as a named action of
    /// the view (`accessibilityAction(named:)`): make the row one accessibility element
    /// (`.accessibilityElement(children: .combine)`) so that VoiceOver offers them once.
    ///
    /// ## The bridge
    /// The modifier puts a `UIViewControllerRepresentable` in the view's place. Its view
    /// clips to its bounds and holds a row view that gets the UIKit family's swipe actions;
    /// the row shows this view through a `UIHostingController`, so the live SwiftUI content
    /// slides (its `@State` and animations keep running) and nothing about the swipe is
    /// decided or animated in SwiftUI. The other possible bridge, SwiftUI drawing the row from
    /// the store's state with touches from a probe and frames from a display link, would
    /// have rebuilt in SwiftUI what the UIKit family already carries (buttons, their widths
    /// and styles, the group and its scroll views, haptics, the handlers' answers), with
    /// another clock to keep in step; this one adds only sizing and mapping.
    ///
    /// The springs are the store's, on the UIKit family's display link: the row view's
    /// transform follows the store's offset on each display frame, one clock for the whole
    /// motion (uikit-rules.md › Animation and timing), never a SwiftUI animation.
    ///
    /// ## Layout
    /// The row takes the width it is offered and the height its content needs at that width
    /// (its ideal width where the width is unbounded, as in a horizontal `ScrollView`),
    /// measured with the hosting controller's `sizeThatFits(in:)`: through the
    /// representable's `sizeThatFits(_:uiViewController:context:)` on iOS 16 and later, and
    /// on iOS 15 through the container's `intrinsicContentSize`, invalidated when the content
    /// or the width changes. Give the content a background: the buttons are behind it.
    /// The hosted content receives the environment of the place the modifier is used.
    ///
    /// ## Updates
    /// A new body with the same buttons and options (new handlers, other content) leaves the
    /// row where it is: handlers and callbacks are looked up when they run. A change to what
    /// the buttons show (a title, an image, a tint, a role, their number) or to the options
    /// configures the UIKit family again, which puts the row at rest closed at once; while
    /// the row is away from rest (open, dragged, springing, off-screen after a full swipe)
    /// that change waits until it is back at rest closed.
    ///
    /// - Parameters:
    ///   - leading: The leading actions, outermost first (the first is the full swipe's).
    ///     Default none.
    ///   - trailing: The trailing actions, outermost first. Default none.
    ///   - options: The UIKit family's options: button widths, transition style
    ///     (`.border`, `.drag`, `.reveal`), full swipe per side, corner radius of the
    ///     buttons' area (give a rounded card its radius: the row view itself has none),
    ///     haptic, group, callbacks (their `UIView` is the row view). Default
    ///     `SwipeActionsOptions()`. A group in the options wins over the environment's
    ///     (``SwiftUI/View/swipeToRevealGroup(_:)``).
    /// - Returns: The view, swipeable.
    public func swipeToReveal(
      leading: [SwipeToRevealAction] = [], trailing: [SwipeToRevealAction] = [],
      options: SwipeActionsOptions = SwipeActionsOptions()
    ) -> some View {
      SwipeToRevealRow(content: self, leading: leading, trailing: trailing, options: options)
    }

    /// Puts every ``SwiftUI/View/swipeToReveal(leading:trailing:options:)`` inside this view
    /// into one group: at most one of them is open, and opening or dragging one, touching
    /// another or anything else on the screen, or scrolling the scroll view around them,
    /// closes the open one (the touch that closes fires nothing, as in Mail).
    ///
    /// ```swift
    /// @State private var cards = SwipeActionsGroupController()
    ///
    /// ScrollView { LazyVGrid(columns: columns) { ForEach(items) { CardView($0).swipeToReveal(…) } } }
    ///   .swipeToRevealGroup(cards)
    /// Button("Close all") { cards.closeAll() }
    /// ```
    ///
    /// Keep the group in `@State` (or a model), so that it lives as long as the screen.
    ///
    /// - Parameter group: The group, or `nil` for none (each view on its own).
    /// - Returns: The view, with the group in its environment.
    public func swipeToRevealGroup(_ group: SwipeActionsGroupController?) -> some View {
      environment(\.swipeToRevealGroup, group)
    }
  }

  /// The environment key of the group of ``SwiftUI/View/swipeToReveal(leading:trailing:options:)``.
  private struct SwipeToRevealGroupKey: EnvironmentKey {
    static let defaultValue: SwipeActionsGroupController? = nil
  }

  extension EnvironmentValues {
    /// The group that the swipeable views below join when their options name none (see
    /// ``SwiftUI/View/swipeToRevealGroup(_:)``). Default `nil`.
    public var swipeToRevealGroup: SwipeActionsGroupController? {
      get { self[SwipeToRevealGroupKey.self] }
      set { self[SwipeToRevealGroupKey.self] = newValue }
    }
  }

  /// The representable in the place of a swipeable SwiftUI view.
  ///
  /// Not main-actor isolated as a whole: a view modifier makes it, and `View` is not
  /// main-actor isolated in the iOS 16.5 SDK (only `body` is). Its UIKit methods are.
  struct SwipeToRevealRow<Content: View>: UIViewControllerRepresentable {
    var content: Content
    var leading: [SwipeToRevealAction]
    var trailing: [SwipeToRevealAction]
    var options: SwipeActionsOptions

    @MainActor
    func makeUIViewController(context: Context) -> SwipeToRevealController<Content> {
      let controller = SwipeToRevealController<Content>()
      update(controller, context: context)
      return controller
    }

    @MainActor
    func updateUIViewController(_ controller: SwipeToRevealController<Content>, context: Context) {
      update(controller, context: context)
    }

    @available(iOS 16.0, *)
    @MainActor
    func sizeThatFits(
      _ proposal: ProposedViewSize, uiViewController: SwipeToRevealController<Content>,
      context: Context
    ) -> CGSize? {
      uiViewController.fittingSize(width: proposal.width)
    }

    @MainActor
    private func update(_ controller: SwipeToRevealController<Content>, context: Context) {
      var options = options
      if options.group == nil { options.group = context.environment.swipeToRevealGroup }
      controller.update(
        root: SwipeToRevealRoot(
          content: content, environment: context.environment, leading: leading,
          trailing: trailing, link: controller.link),
        leading: leading, trailing: trailing, options: options,
        rightToLeft: context.environment.layoutDirection == .rightToLeft)
    }
  }

  /// The hosting controller's root: the content with the environment of the place the
  /// modifier is used (a hosting controller starts from an empty one), out of the safe area
  /// (the row's own business), with the actions as VoiceOver actions.
  struct SwipeToRevealRoot<Content: View>: View {
    var content: Content
    var environment: EnvironmentValues
    var leading: [SwipeToRevealAction]
    var trailing: [SwipeToRevealAction]
    var link: SwipeToRevealLink

    var body: some View {
      var view = AnyView(content)
      for (side, actions) in [(SwipeActions.Side.leading, leading), (.trailing, trailing)] {
        for index in actions.indices {
          // Each goes to the store as a tap on its button, as the UIKit family's custom
          // actions do (performed without moving when the row is closed).
          view = AnyView(
            view.accessibilityAction(named: Text(actions[index].accessibilityName)) {
              [link] in link.controller?.performAccessibilityAction(side, index: index)
            })
        }
      }
      return
        view
        .environment(\.self, environment)
        .ignoresSafeArea()
    }
  }

  /// The row's controller, for the VoiceOver actions of the hosted content (the hosted root
  /// is made before the row has swipe actions, and must not keep them alive).
  @MainActor
  final class SwipeToRevealLink {
    weak var controller: SwipeActionsController?
  }

  /// The view controller of a swipeable SwiftUI view: its view (SwiftUI sets its frame)
  /// clips and holds the row view, which has the UIKit family's swipe actions and shows the
  /// SwiftUI content in a hosting controller.
  @MainActor
  final class SwipeToRevealController<Content: View>: UIViewController {
    let link = SwipeToRevealLink()
    /// The swiped view. Its `transform` is the UIKit family's: only its `bounds` and
    /// `center` are set here.
    private let row = UIView()
    private var hosting: UIHostingController<SwipeToRevealRoot<Content>>?
    /// The current SwiftUI actions, which the UIKit actions' handlers look up when they run.
    private var leading: [SwipeToRevealAction] = []
    private var trailing: [SwipeToRevealAction] = []
    /// What the UIKit family was last configured with (nil before the first time).
    private var installed: Installed?

    /// Everything that, changed, must configure the UIKit family again.
    private struct Installed: Equatable {
      var leading: [SwipeToRevealAction.Look]
      var trailing: [SwipeToRevealAction.Look]
      var configuration: SwipeActions.Configuration
      var leadingFullSwipe: Bool
      var trailingFullSwipe: Bool
      var cornerRadius: CGFloat?
      var group: ObjectIdentifier?
    }

    /// The options' callbacks, looked up when they run (as the handlers).
    private var options = SwipeActionsOptions()

    override func loadView() {
      view = SwipeToRevealContainerView()
    }

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .clear
      // The content slides off-screen after a destructive full swipe, and past its neighbours
      // in a grid: it shows only inside the place SwiftUI gave it.
      view.clipsToBounds = true
      row.backgroundColor = .clear
      view.addSubview(row)
      (view as? SwipeToRevealContainerView)?.didLayout = { [weak self] in self?.layoutRow() }
      (view as? SwipeToRevealContainerView)?.windowDidChange = { [weak self] in
        self?.observeScreenTouches()
      }
    }

    /// Lets the group see touches anywhere on the screen this row is on, so that a tap
    /// outside its views closes the open one also where no scroll view surrounds them (a
    /// card grid in a `VStack`); in a scroll view the group's scroll-view observer does it.
    /// The screen is the view of the farthest ancestor view controller below a container
    /// (navigation, tab bar, split view, page view controller): the hosting controller of the
    /// screen's SwiftUI views, not its bars.
    private func observeScreenTouches() {
      guard view.window != nil, let controller = link.controller else { return }
      var screen: UIViewController = self
      while let parent = screen.parent, !Self.isContainer(parent) { screen = parent }
      guard screen !== self, let area = screen.viewIfLoaded else { return }
      controller.group.observeTouches(in: area)
    }

    private static func isContainer(_ controller: UIViewController) -> Bool {
      controller is UINavigationController || controller is UITabBarController
        || controller is UISplitViewController || controller is UIPageViewController
    }

    /// Shows a new body: new content, actions, options and layout direction.
    func update(
      root: SwipeToRevealRoot<Content>, leading: [SwipeToRevealAction],
      trailing: [SwipeToRevealAction], options: SwipeActionsOptions, rightToLeft: Bool
    ) {
      loadViewIfNeeded()
      self.leading = leading
      self.trailing = trailing
      self.options = options
      if let hosting {
        hosting.rootView = root
      } else {
        install(root)
      }
      setLayoutDirection(rightToLeft: rightToLeft)
      configureIfNeeded()
      (view as? SwipeToRevealContainerView)?.measure = { [weak self] width in
        self?.fittingSize(width: width)
      }
      view.invalidateIntrinsicContentSize()
    }

    /// Configures the UIKit family with the current actions and options if what it shows or
    /// how it moves changed. Configuring it puts the row at rest closed at once, so while the
    /// row is away from rest (open, dragged, springing, off-screen after a full swipe) the
    /// change waits until it is back at rest closed: a Read that becomes Unread when tapped
    /// does not cut the closing spring short.
    private func configureIfNeeded() {
      let wanted = Installed(
        leading: leading.map(\.look), trailing: trailing.map(\.look),
        configuration: options.configuration,
        leadingFullSwipe: options.leadingPerformsFirstActionWithFullSwipe,
        trailingFullSwipe: options.trailingPerformsFirstActionWithFullSwipe,
        cornerRadius: options.cornerRadius, group: options.group.map(ObjectIdentifier.init))
      guard wanted != installed else { return }
      if let controller = link.controller, !controller.isClosed { return }
      installed = wanted
      let controller = row.swipeActions(
        leading: leading.indices.map { uiKitAction(.leading, $0) },
        trailing: trailing.indices.map { uiKitAction(.trailing, $0) },
        options: uiKitOptions(options))
      controller.didComeToRest = { [weak self] in
        // Inside the group's event (its display frame): configuring sends events of its
        // own, so it runs on the next turn of the run loop.
        DispatchQueue.main.async { [weak self] in self?.configureIfNeeded() }
      }
      link.controller = controller
      observeScreenTouches()
    }

    private func install(_ root: SwipeToRevealRoot<Content>) {
      let hosting = UIHostingController(rootView: root)
      if #available(iOS 16.4, *) {
        hosting.safeAreaRegions = []
      }
      if #available(iOS 16, *) {
        // The content's ideal size changing reaches
        // `preferredContentSizeDidChange(forChildContentContainer:)`.
        hosting.sizingOptions = [.preferredContentSize]
      }
      hosting.view.backgroundColor = .clear
      hosting.view.frame = row.bounds
      // The hosting view is not transformed (its superview, the row, is): autoresizing from
      // the row's bounds is defined (uikit-rules.md, "frame is undefined when transform is
      // not identity" applies to the transformed view's own frame).
      hosting.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      // UIViewController.h: a child's view goes in after `addChild(_:)`, then `didMove(toParent:)`.
      addChild(hosting)
      row.addSubview(hosting.view)
      hosting.didMove(toParent: self)
      self.hosting = hosting
    }

    override func preferredContentSizeDidChange(
      forChildContentContainer container: UIContentContainer
    ) {
      super.preferredContentSizeDidChange(forChildContentContainer: container)
      view.invalidateIntrinsicContentSize()
    }

    /// The row's size for an offered width: that width (the ideal one when it is `nil` or
    /// unbounded) and the content's height at it.
    func fittingSize(width: CGFloat?) -> CGSize {
      guard let hosting else { return .zero }
      let offered = width.flatMap { $0.isFinite ? $0 : nil }
      let fitted = hosting.sizeThatFits(
        in: CGSize(width: offered ?? .greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
      return CGSize(width: offered ?? fitted.width, height: fitted.height)
    }

    /// Puts the row over the whole container.
    private func layoutRow() {
      let bounds = view.bounds
      // uikit-rules.md, "frame is undefined when transform is not identity": the row may be
      // open (translated) during a relayout, so it is placed by `bounds` and `center`, which
      // a transform leaves alone; the UIKit family then sees the new size.
      if row.bounds.size != bounds.size { row.bounds = CGRect(origin: .zero, size: bounds.size) }
      let center = CGPoint(x: bounds.midX, y: bounds.midY)
      if row.center != center { row.center = center }
    }

    /// The environment's layout direction, on the views the UIKit family reads it from.
    private func setLayoutDirection(rightToLeft: Bool) {
      let attribute: UISemanticContentAttribute =
        rightToLeft ? .forceRightToLeft : .forceLeftToRight
      guard row.semanticContentAttribute != attribute else { return }
      view.semanticContentAttribute = attribute
      row.semanticContentAttribute = attribute
      // A semantic attribute set in code calls no trait callback: the controller is told
      // (the row closes at once when the direction flips).
      link.controller?.syncLayoutDirection()
    }

    /// The UIKit action for a SwiftUI one, whose handler runs the current SwiftUI handler at
    /// the same place (the places are the same while the looks are).
    private func uiKitAction(_ side: SwipeActions.Side, _ index: Int) -> SwipeAction {
      let action = (side == .leading ? leading : trailing)[index]
      let image =
        action.systemImage.flatMap { UIImage(systemName: $0) }
        ?? action.image.flatMap { UIImage(named: $0) }
      return SwipeAction(
        title: action.title, image: image, backgroundColor: action.tint.map { UIColor($0) },
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

    /// The options as given, with callbacks that run the current body's callbacks.
    private func uiKitOptions(_ options: SwipeActionsOptions) -> SwipeActionsOptions {
      var forwarded = options
      forwarded.willOpen = { [weak self] view, side in self?.options.willOpen?(view, side) }
      forwarded.didOpen = { [weak self] view, side in self?.options.didOpen?(view, side) }
      forwarded.didClose = { [weak self] view, side in self?.options.didClose?(view, side) }
      return forwarded
    }
  }

  /// The container's view: it lays the row out with itself and, for iOS 15 (no
  /// `sizeThatFits(_:uiViewController:context:)`), gives SwiftUI the row's height at its
  /// width as its intrinsic size; the width is the one SwiftUI offers.
  @MainActor
  final class SwipeToRevealContainerView: UIView {
    var didLayout: (() -> Void)?
    var windowDidChange: (() -> Void)?
    var measure: ((CGFloat?) -> CGSize?)?
    private var measuredWidth: CGFloat?

    override init(frame: CGRect) {
      super.init(frame: frame)
      // The height is the content's: SwiftUI keeps it (UIView.h, content hugging and
      // compression resistance); the width stays flexible.
      setContentHuggingPriority(.required, for: .vertical)
      setContentCompressionResistancePriority(.required, for: .vertical)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      fatalError("SwipeToRevealContainerView is created in code only")
    }

    override var intrinsicContentSize: CGSize {
      let width = bounds.width > 0 ? bounds.width : nil
      guard let size = measure?(width) else { return super.intrinsicContentSize }
      return CGSize(width: UIView.noIntrinsicMetric, height: size.height)
    }

    override func didMoveToWindow() {
      super.didMoveToWindow()
      windowDidChange?()
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      didLayout?()
      if measuredWidth != bounds.width {
        // The height depends on the width: measured again for the new one.
        measuredWidth = bounds.width
        invalidateIntrinsicContentSize()
      }
    }
  }
#endif
