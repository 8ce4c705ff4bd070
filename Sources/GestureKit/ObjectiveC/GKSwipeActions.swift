#if canImport(UIKit)
  import GestureCore
  import UIKit

  // Swipe actions for Objective-C: the action, the options and the group as objects that
  // hold the Swift values, and `UIView` methods with a `gk_` prefix that call
  // `swipeActions(leading:trailing:options:)` and the view's controller. GestureCore's
  // `SwipeActionsStore` decides everything, as for Swift; the Objective-C spellings are
  // unavailable to Swift, which has the originals.

  /// Objective-C's `SwipeActions.Style`: what a full swipe on the action does.
  @available(swift, obsoleted: 1, message: "Use SwipeActionsRow.Style")
  @objc(GKSwipeActionStyle)
  public enum GKSwipeActionStyle: Int {
    /// A full swipe closes the row.
    case normal
    /// A full swipe slides the content off-screen until the handler answers.
    case destructive
  }

  /// Objective-C's `SwipeActions.Side`: leading (left in left-to-right layouts) or trailing.
  @available(swift, obsoleted: 1, message: "Use SwipeActionsRow.Side")
  @objc(GKSwipeActionsSide)
  public enum GKSwipeActionsSide: Int {
    /// The leading edge's actions, revealed by a swipe towards the trailing edge.
    case leading
    /// The trailing edge's actions, revealed by a swipe towards the leading edge.
    case trailing
  }

  /// Objective-C's `SwipeActions.TransitionStyle`: how the buttons move as they are
  /// uncovered.
  @available(swift, obsoleted: 1, message: "Use SwipeActionsRow.TransitionStyle")
  @objc(GKSwipeTransitionStyle)
  public enum GKSwipeTransitionStyle: Int {
    /// The buttons share the uncovered width (UIKit's look).
    case border
    /// The buttons travel with the content's edge.
    case drag
    /// The buttons stay put and the content slides off them.
    case reveal
  }

  /// One button behind a swipeable view: a ``SwipeAction`` as an object, shaped like
  /// UIKit's `UIContextualAction`.
  ///
  /// ```objc
  /// GKSwipeAction *delete = [[GKSwipeAction alloc]
  ///     initWithStyle:GKSwipeActionStyleDestructive title:@"Delete"
  ///           handler:^(GKSwipeAction *action, UIView *view, void (^completion)(BOOL)) {
  ///   [self.store removeItemAtIndex:view.tag];
  ///   completion(YES);
  /// }];
  /// ```
  @available(swift, obsoleted: 1, message: "Use SwipeAction")
  @MainActor
  @objc(GKSwipeAction)
  public final class GKSwipeAction: NSObject {
    /// The Swift action this object edits.
    private(set) var action: SwipeAction

    init(_ action: SwipeAction) {
      self.action = action
    }

    /// Creates an action. The handler runs when the action is performed (a tap on its
    /// button, a full swipe, VoiceOver's custom action) with the action (an object with its
    /// values as the view was given them), the view the actions belong to (use it rather than
    /// capturing the view) and a completion to call once, on any thread: `YES` if the action
    /// was done, `NO` if not (a destructive full swipe comes back); only the first call
    /// counts, and a completion released without being called answers `NO`. The image defaults to
    /// `nil`, the colours as ``backgroundColor`` and ``foregroundColor`` say, and the
    /// ``identifier`` to `nil`.
    @objc public convenience init(
      style: GKSwipeActionStyle, title: String?,
      handler: @escaping (GKSwipeAction, UIView, @escaping (Bool) -> Void) -> Void
    ) {
      self.init(style: style, title: title, identifier: nil, handler: handler)
    }

    /// Creates an action with the app's name for it (``identifier``), for a handler shared
    /// by several actions. The handler runs as
    /// `initWithStyle:title:handler:` says; the image defaults to `nil`, the colours as
    /// ``backgroundColor`` and ``foregroundColor`` say.
    ///
    /// ```objc
    /// GKSwipeAction *archive = [[GKSwipeAction alloc]
    ///     initWithStyle:GKSwipeActionStyleNormal title:@"Archive" identifier:@"archive"
    ///           handler:sharedHandler];
    /// ```
    @objc public init(
      style: GKSwipeActionStyle, title: String?, identifier: String?,
      handler: @escaping (GKSwipeAction, UIView, @escaping (Bool) -> Void) -> Void
    ) {
      action = SwipeAction(
        title: title, style: style == .destructive ? .destructive : .normal,
        identifier: identifier
      ) { action, view, completion in
        // The completion may be called from any thread and hands its answer to the main
        // actor itself.
        handler(GKSwipeAction(action), view, completion)
      }
    }

    /// The button's title; `nil` for an image-only button.
    @objc public var title: String? {
      get { action.title }
      set { action.title = newValue }
    }
    /// The button's image, above the title. Default `nil`.
    @objc public var image: UIImage? {
      get { action.image }
      set { action.image = newValue }
    }
    /// The button's background; `nil` (the default) uses `systemRedColor` for destructive
    /// actions and `systemGrayColor` for normal ones.
    @objc public var backgroundColor: UIColor? {
      get { action.backgroundColor }
      set { action.backgroundColor = newValue }
    }
    /// The colour of the title and image. Default `whiteColor`.
    @objc public var foregroundColor: UIColor {
      get { action.foregroundColor }
      set { action.foregroundColor = newValue }
    }
    /// Normal or destructive, as created.
    @objc public var style: GKSwipeActionStyle {
      action.style == .destructive ? .destructive : .normal
    }
    /// The app's name for the action, for a handler shared by several actions to tell which
    /// one was performed: the handler receives a new object each time, so compare this, not
    /// the object. Default `nil`.
    @objc public var identifier: String? {
      get { action.identifier }
      set { action.identifier = newValue }
    }
    /// Makes the view the button shows instead of ``title`` and ``image`` (a badge, a
    /// progress ring, a view of the app's own); `nil` (the default) shows the title and
    /// image.
    ///
    /// ```objc
    /// GKSwipeAction *flag = [[GKSwipeAction alloc] initWithStyle:GKSwipeActionStyleNormal
    ///                                                     title:@"Flag"
    ///                                                   handler:handler];
    /// flag.viewProvider = ^UIView *{ return [[FlagBadge alloc] initWithFlagged:item.flagged]; };
    /// ```
    ///
    /// Each swipeable view calls it, on the main thread, for a view of its own when it is
    /// configured with the action and again when the Dynamic Type size changes: return a new
    /// view on each call. GestureKit shows ``backgroundColor`` behind the view, keeps the
    /// view at its own size (its intrinsic content size, else its Auto Layout fitting size,
    /// else the frame it was made with; a dimension of 0 fills the button), centres it as a
    /// title (next to the content's edge while a full swipe expands the button), clips it to
    /// the button, and lets the button take its touches. VoiceOver names the action after
    /// ``title`` (or ``accessibilityName``).
    @objc public var viewProvider: (() -> UIView)? {
      get { action.objectiveCViewProvider }
      set {
        action.objectiveCViewProvider = newValue
        guard let newValue else {
          action.makeView = nil
          return
        }
        action.makeView = { @MainActor () -> UIView in newValue() }
      }
    }
    /// Whether the row stays open after the button is tapped. Default `NO`.
    @objc public var keepsOpenAfterTap: Bool {
      get { action.keepsOpenAfterTap }
      set { action.keepsOpenAfterTap = newValue }
    }
    /// The name VoiceOver reads for the action (its custom action's name); `nil` (the
    /// default) uses ``title``, else the image's `accessibilityLabel`, else "Delete" for a
    /// destructive action and "Action" otherwise, looked up in the app's main bundle, table
    /// `GestureKit`, so the app translates them. Swift's `SwipeAction.accessibilityLabel`.
    ///
    /// Not `accessibilityLabel`: the action is no accessibility element, and that name is
    /// NSObject's own, which this object leaves alone.
    @objc public var accessibilityName: String? {
      get { action.accessibilityLabel }
      set { action.accessibilityLabel = newValue }
    }
  }

  /// The options of a swipeable view: ``SwipeActionsOptions`` as an object. Every property
  /// starts at the Swift default, documented on it.
  ///
  /// ```objc
  /// GKSwipeActionsOptions *options = [[GKSwipeActionsOptions alloc] init];
  /// options.group = self.inbox;
  /// options.transitionStyle = GKSwipeTransitionStyleReveal;
  /// options.didOpen = ^(UIView *view, GKSwipeActionsSide side) { NSLog(@"opened"); };
  /// ```
  @available(swift, obsoleted: 1, message: "Use SwipeActionsOptions")
  @MainActor
  @objc(GKSwipeActionsOptions)
  public final class GKSwipeActionsOptions: NSObject {
    /// The Swift options these properties edit.
    private(set) var options = SwipeActionsOptions()

    /// Creates options with every default.
    @objc public override init() {}

    /// How the buttons move as they are uncovered. Default `GKSwipeTransitionStyleBorder`.
    @objc public var transitionStyle: GKSwipeTransitionStyle {
      get { GKSwipeTransitionStyle(rawValue: Int(options.transitionStyle.rawValue)) ?? .border }
      set {
        options.transitionStyle =
          UInt8(exactly: newValue.rawValue).flatMap(SwipeActionsRow.TransitionStyle.init(rawValue:))
          ?? .border  // A value that is no case (an Objective-C int) is the default.
      }
    }
    /// The width of every button, in points; 0 (the default) fits each button to its title
    /// or image plus 8 pt on each side, at least 74 pt. 78 is `UITableView`'s classic width.
    @objc public var fixedButtonWidth: CGFloat {
      get {
        if case .fixed(let width) = options.buttonWidth { return CGFloat(width) }
        return 0
      }
      set { options.buttonWidth = newValue > 0 ? .fixed(Double(newValue)) : .fitting() }
    }
    /// Whether a full swipe on the leading side performs its first action. Default `YES`.
    @objc public var leadingPerformsFirstActionWithFullSwipe: Bool {
      get { options.leadingPerformsFirstActionWithFullSwipe }
      set { options.leadingPerformsFirstActionWithFullSwipe = newValue }
    }
    /// Whether a full swipe on the trailing side performs its first action. Default `YES`.
    @objc public var trailingPerformsFirstActionWithFullSwipe: Bool {
      get { options.trailingPerformsFirstActionWithFullSwipe }
      set { options.trailingPerformsFirstActionWithFullSwipe = newValue }
    }
    /// The corner radius of the area behind the content, in points, on the corners the row
    /// rounds (all four on a square one); `nil` (the default) uses the row's own shape: the
    /// cell's or view's `layer.cornerRadius`, its background's or its content view's.
    @objc public var cornerRadius: NSNumber? {
      get { options.cornerRadius.map { NSNumber(value: Double($0)) } }
      set { options.cornerRadius = newValue.map { CGFloat($0.doubleValue) } }
    }
    /// Whether crossing the full-swipe threshold plays a haptic. Default `YES` (a rigid
    /// impact). Named as `GKListGesturesOptions.playsHaptics`.
    @objc public var playsHaptics: Bool {
      get { options.haptic != nil }
      set { options.haptic = newValue ? SwipeActionsRow.Configuration.default.fullSwipeHaptic : nil }
    }
    /// The former name of ``playsHaptics``. Default `YES`.
    @available(*, deprecated, renamed: "playsHaptics")
    @objc public var playsHaptic: Bool {
      get { playsHaptics }
      set { playsHaptics = newValue }
    }
    /// Whether a long press or a secondary click shows the view's actions in a context menu
    /// (``SwipeActionsOptions/showsContextMenu``). Default `YES`; GestureKit adds none where
    /// the app shows its own (a view with a `UIContextMenuInteraction`, a cell whose list's
    /// delegate provides context menus).
    @objc public var showsContextMenu: Bool {
      get { options.showsContextMenu }
      set { options.showsContextMenu = newValue }
    }
    /// The group the view belongs to: opening it closes the others. Default `nil`: the
    /// group the nearest scroll view around the view keeps for views that name none (a
    /// table's rows share it), or on its own in no scroll view.
    @objc public var group: GKSwipeActionsGroup? {
      didSet { options.group = group?.group }
    }
    /// Called when the view starts opening on a side. Default `nil`.
    @objc public var willOpen: ((UIView, GKSwipeActionsSide) -> Void)? {
      didSet { options.willOpen = Self.callback(willOpen) }
    }
    /// Called when the view comes to rest open on a side. Default `nil`.
    @objc public var didOpen: ((UIView, GKSwipeActionsSide) -> Void)? {
      didSet { options.didOpen = Self.callback(didOpen) }
    }
    /// Called when the view comes to rest closed after opening on a side. Default `nil`.
    @objc public var didClose: ((UIView, GKSwipeActionsSide) -> Void)? {
      didSet { options.didClose = Self.callback(didClose) }
    }

    /// The Swift callback that calls `block`.
    private static func callback(_ block: ((UIView, GKSwipeActionsSide) -> Void)?)
      -> (@MainActor (UIView, SwipeActionsRow.Side) -> Void)?
    {
      guard let block else { return nil }
      return { view, side in block(view, side == .leading ? .leading : .trailing) }
    }
  }

  /// Swipeable views of which at most one is open: a ``SwipeActionsGroupController`` as an
  /// object. Give the views of one list the same group through their options.
  @available(swift, obsoleted: 1, message: "Use SwipeActionsGroupController")
  @MainActor
  @objc(GKSwipeActionsGroup)
  public final class GKSwipeActionsGroup: NSObject {
    /// The Swift group.
    let group = SwipeActionsGroupController()

    /// Creates an empty group.
    @objc public override init() {}

    /// Closes every open view of the group, springing closed when `animated`.
    @objc(closeAllAnimated:) public func closeAll(animated: Bool) {
      group.closeAll(animated: animated)
    }

    /// The view of the group that is open, opening or being dragged, if any.
    @objc public var openView: UIView? { group.openView }
  }

  @MainActor
  extension UIView {
    /// Objective-C's `swipeActions(leading:trailing:options:)`: gives the view (or, for a
    /// cell's content view, the cell) swipe-to-reveal buttons, outermost first on each side.
    /// Calling it again replaces them, so a cell can call it on every configuration: the same
    /// view configured again keeps an open row open (it springs to its new width); with no
    /// actions at all (both `nil` or empty) the row is at rest closed at once and its buttons
    /// and VoiceOver actions go, as for a reused cell. `nil` actions: none on that side;
    /// `options` `nil`: every default.
    @available(swift, obsoleted: 1, renamed: "swipeActions(leading:trailing:options:)")
    @objc(gk_setLeadingSwipeActions:trailingSwipeActions:options:)
    public func gk_setSwipeActions(
      leading: [GKSwipeAction]?, trailing: [GKSwipeAction]?, options: GKSwipeActionsOptions?
    ) {
      swipeActions(
        leading: (leading ?? []).map(\.action), trailing: (trailing ?? []).map(\.action),
        options: options?.options ?? SwipeActionsOptions())
    }

    /// Objective-C's `removeSwipeActions()`: the row closes at once and its buttons go.
    @available(swift, obsoleted: 1, renamed: "removeSwipeActions()")
    @objc(gk_removeSwipeActions)
    public func gk_removeSwipeActions() {
      removeSwipeActions()
    }

    /// Objective-C's `SwipeActionsController.open(_:animated:)`: reveals a side's buttons.
    /// Does nothing for a view without swipe actions or a side without actions.
    @available(swift, obsoleted: 1, message: "Use swipeActionsController?.open(_:animated:)")
    @objc(gk_openSwipeActionsOnSide:animated:)
    public func gk_openSwipeActions(on side: GKSwipeActionsSide, animated: Bool) {
      swipeActionsController?.open(side == .leading ? .leading : .trailing, animated: animated)
    }

    /// Objective-C's `SwipeActionsController.close(animated:)`: closes the row from
    /// wherever it is.
    @available(swift, obsoleted: 1, message: "Use swipeActionsController?.close(animated:)")
    @objc(gk_closeSwipeActionsAnimated:)
    public func gk_closeSwipeActions(animated: Bool) {
      swipeActionsController?.close(animated: animated)
    }

    /// Objective-C's `SwipeActionsController.menuElements`: the view's swipe actions as menu
    /// items, for a context menu of the app's (a list whose delegate provides menus gets
    /// none from GestureKit); empty for a view without swipe actions.
    @available(swift, obsoleted: 1, message: "Use swipeActionsController?.menuElements")
    @objc(gk_swipeActionsMenuElements)
    public var gk_swipeActionsMenuElements: [UIMenuElement] {
      swipeActionsController?.menuElements ?? []
    }

    /// Objective-C's `SwipeActionsController.keyCommands(in:action:)`: for the row that has
    /// the keyboard focus in `window`, ⌘⌫ (its delete action), ⌃↩ (show or hide its
    /// buttons) and, while it rests open, ⌃1 … (its buttons) and Escape (hide them), with the
    /// app's `action` (`@selector(...)` of the method that forwards them with
    /// ``gk_performSwipeActionKeyCommand(_:in:)``), for the app's view controller to return
    /// from `keyCommands`; none without a focused row that takes them.
    @available(swift, obsoleted: 1, message: "Use SwipeActionsController.keyCommands(in:action:)")
    @objc(gk_swipeActionKeyCommandsForWindow:action:)
    public static func gk_swipeActionKeyCommands(for window: UIWindow?, action: Selector)
      -> [UIKeyCommand]
    {
      SwipeActionsController.keyCommands(in: window, action: action)
    }

    /// ``gk_swipeActionKeyCommands(for:action:)`` with the action
    /// `performSwipeActionKeyCommand:`, a name the app had to spell exactly, unchecked by the
    /// compiler.
    @available(swift, obsoleted: 1, message: "Use SwipeActionsController.keyCommands(in:action:)")
    @available(*, deprecated, message: "Use gk_swipeActionKeyCommandsForWindow:action:")
    @objc(gk_swipeActionKeyCommandsForWindow:)
    public static func gk_swipeActionKeyCommands(for window: UIWindow?) -> [UIKeyCommand] {
      SwipeActionsController.keyCommands(in: window, action: SwipeActionsController.keyCommandAction)
    }

    /// Objective-C's `SwipeActionsController.perform(_:in:)`: performs one of the swipe
    /// action key commands on the row that has the keyboard focus in `window`; returns
    /// whether it did something.
    @available(swift, obsoleted: 1, message: "Use SwipeActionsController.perform(_:in:)")
    @objc(gk_performSwipeActionKeyCommand:inWindow:)
    @discardableResult
    public static func gk_performSwipeActionKeyCommand(_ command: UIKeyCommand, in window: UIWindow?)
      -> Bool
    {
      SwipeActionsController.perform(command, in: window)
    }

    /// Objective-C's `SwipeActionsController.reset()`: puts the row at rest closed at once,
    /// whatever it is doing; for `prepareForReuse`.
    @available(swift, obsoleted: 1, message: "Use swipeActionsController?.reset()")
    @objc(gk_resetSwipeActions)
    public func gk_resetSwipeActions() {
      swipeActionsController?.reset()
    }
  }
#endif
