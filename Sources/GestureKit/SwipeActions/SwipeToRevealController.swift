#if canImport(SwiftUI) && canImport(UIKit)
  import GestureCore
  import SwiftUI
  import UIKit

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
      // the row's bounds is defined ("frame is undefined when transform is
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
      // A view's frame is undefined when its transform is not the identity: the row may be
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
