#if canImport(UIKit)
  import GestureCore
  import UIKit

  /// One button behind a swipeable view: what it shows and what it does.
  ///
  /// An action is a value: its look (``title``, ``image``, ``backgroundColor``,
  /// ``foregroundColor``), its ``style`` and its ``handler``. Give a view its actions with
  /// `UIView.swipeActions(leading:trailing:options:)`; each side lists its actions outermost
  /// first (the first one sits at the view's edge and is the one a full swipe performs).
  ///
  /// ```swift
  /// let delete = SwipeAction(title: "Delete", image: UIImage(systemName: "trash"),
  ///                          style: .destructive) { _, view in
  ///   store.remove(view.tag)
  /// }
  /// let flag = SwipeAction(title: "Flag", backgroundColor: .systemOrange,
  ///                        keepsOpenAfterTap: true) { action, view in
  ///   store.toggleFlag(view.tag)
  /// }
  /// row.swipeActions(trailing: [delete, flag])
  /// ```
  ///
  /// The button shows the image above the title, 4 pt apart, in ``foregroundColor`` on
  /// ``backgroundColor``, with the title in the preferred font of the `subheadline` text
  /// style. Its width follows `SwipeActionsOptions.buttonWidth`: by default the measured
  /// title or image plus 8 pt on each side, at least 74 pt.
  ///
  /// ## A view of your own
  /// An action may draw its button with a view of the app's instead of the title and image
  /// (a badge, a progress ring, a branded icon): give it ``makeView``. GestureKit shows the
  /// action's background behind the view, places the view in the button as it places a
  /// title (centred, and next to the content's edge while a full swipe expands the button),
  /// sizes the button from it, clips the view to the button, and lets the button take its
  /// touches, so that a tap on it performs the action and a drag on it moves the row.
  /// VoiceOver still names the action after its ``title`` (or ``accessibilityLabel``):
  ///
  /// ```swift
  /// let flag = SwipeAction(title: "Flag", backgroundColor: .systemOrange,
  ///                        makeView: { FlagBadge(isOn: item.isFlagged) }) { _, view in
  ///   store.toggleFlag(view.tag)
  /// }
  /// ```
  ///
  /// ## Answering
  /// A handler that needs time (a confirmation, a network call) takes a completion and calls
  /// it once with `true` if it did the action, `false` if not, as UIKit's
  /// `UIContextualAction` does:
  ///
  /// ```swift
  /// let delete = SwipeAction(title: "Delete", style: .destructive) { _, view, completion in
  ///   confirmDeletion { confirmed in
  ///     if confirmed { store.remove(view.tag) }
  ///     completion(confirmed)
  ///   }
  /// }
  /// ```
  ///
  /// After a destructive full swipe the content slides off-screen and waits for that answer:
  /// `false` brings it back; `true` leaves it off-screen for the app to remove the view (a
  /// table or collection view deleting the cell, a card taken out of its stack): once the
  /// view leaves its window, or the cell is configured again, it is put back at rest. A
  /// handler without a completion answers `true` when it returns. The completion may be
  /// called from any thread (its answer reaches the row on the main actor), and only its
  /// first call counts. A completion released without being called (a confirmation
  /// dismissed without a choice, the screen popped) answers `false`, so the row comes back,
  /// and logs a warning. A list's deferred delete (``ListGestures/onDeleteWithCompletion``)
  /// keeps the same contract.
  ///
  /// ## Retain cycles
  /// The view keeps its actions, so a handler that captures the view strongly keeps the view
  /// alive for ever. The handler receives the view: use that parameter instead.
  public struct SwipeAction {
    /// The button's title; `nil` for an image-only button. Default `nil`.
    public var title: String?
    /// The button's image, shown above the title; `nil` for a title-only button. Default
    /// `nil`.
    public var image: UIImage?
    /// The button's background; `nil` (the default) uses `.systemRed` for destructive
    /// actions and `.systemGray` for normal ones.
    public var backgroundColor: UIColor?
    /// The color of the title and image. Default `.white`.
    public var foregroundColor: UIColor
    /// Normal or destructive. A destructive action performed by a full swipe slides the
    /// content off-screen (Mail's trash); a normal one closes the row. Default `.normal`.
    public var style: SwipeActionsRow.Style
    /// Whether the row stays open after the button is tapped (`true`), or closes after the
    /// handler ran (`false`, the default).
    public var keepsOpenAfterTap: Bool
    /// The name VoiceOver reads for the action (its custom action's name); `nil` (the
    /// default) uses ``title``. An action without either is named by its image's own
    /// `accessibilityLabel`, else by its style: "Delete" for a destructive one, "Action"
    /// otherwise (localized through the app's `GestureKit.strings`), which debug builds log
    /// once, as it says nothing of what the action does. Set it for an image-only action.
    public var accessibilityLabel: String?
    /// The app's name for the action, for a handler shared by several actions to tell which
    /// one was performed (`action.identifier == "archive"`); GestureKit only passes it on.
    /// Default `nil`.
    public var identifier: String?
    /// Makes the view the button shows instead of ``title`` and ``image``; `nil` (the
    /// default) shows the title and image.
    ///
    /// Each swipeable view calls it for a view of its own (a view is in one place at a time,
    /// and one action may serve every cell of a list), when it is configured with the action
    /// and again when the Dynamic Type size changes: keep it cheap, and make a new view on
    /// each call. The view keeps its own size, from its `intrinsicContentSize`, else from its
    /// Auto Layout constraints (`systemLayoutSizeFitting(_:)`), else from the frame it was
    /// made with; its height at most the row's, and a dimension of 0 fills the button. The
    /// button sizes itself from that width as from a title's (see
    /// `SwipeActionsOptions.buttonWidth`). The view takes no touches of its own (its
    /// `isUserInteractionEnabled` is turned off) and VoiceOver skips it: the button is the
    /// action, named as ``accessibilityLabel`` says.
    public var makeView: (@MainActor () -> UIView)?
    /// The Objective-C block ``makeView`` calls (`GKSwipeAction.viewProvider`), kept to be
    /// read back: a main-actor closure cannot be handed to Objective-C as a plain block.
    var objectiveCViewProvider: (() -> UIView)?
    /// Runs when the action is performed: a tap on its button, a full swipe, or VoiceOver's
    /// custom action. It receives the action, the view the actions belong to and the
    /// completion to call once, from any thread, with whether the action was done; released
    /// uncalled, it answers `false` (see "Answering").
    public var handler: @MainActor (SwipeAction, UIView, @escaping @Sendable (Bool) -> Void) -> Void

    /// Creates an action whose handler answers through a completion (see "Answering").
    ///
    /// - Parameters:
    ///   - title: The button's title. Default `nil`.
    ///   - image: The button's image, above the title. Default `nil`.
    ///   - backgroundColor: The button's background. Default `nil`: `.systemRed` for
    ///     destructive actions, `.systemGray` for normal ones.
    ///   - foregroundColor: The title and image color. Default `.white`.
    ///   - style: Normal or destructive. Default `.normal`.
    ///   - keepsOpenAfterTap: Whether a tap leaves the row open. Default `false`.
    ///   - accessibilityLabel: VoiceOver's name for the action. Default `nil`: the title
    ///     (see ``accessibilityLabel`` for an image-only action).
    ///   - identifier: The app's name for the action (see ``identifier``). Default `nil`.
    ///   - handler: What the action does; it receives the action, the view and the
    ///     completion to call once: `true` if the action was done, `false` if not.
    public init(
      title: String? = nil, image: UIImage? = nil, backgroundColor: UIColor? = nil,
      foregroundColor: UIColor = .white, style: SwipeActionsRow.Style = .normal,
      keepsOpenAfterTap: Bool = false, accessibilityLabel: String? = nil,
      identifier: String? = nil, handler: @escaping @MainActor (SwipeAction, UIView, @escaping @Sendable (Bool) -> Void) ->
        Void
    ) {
      self.title = title
      self.image = image
      self.backgroundColor = backgroundColor
      self.foregroundColor = foregroundColor
      self.style = style
      self.keepsOpenAfterTap = keepsOpenAfterTap
      self.accessibilityLabel = accessibilityLabel
      self.identifier = identifier
      self.handler = handler
    }

    /// Creates an action whose handler is done when it returns (it answers `true`).
    ///
    /// - Parameters:
    ///   - title: The button's title. Default `nil`.
    ///   - image: The button's image, above the title. Default `nil`.
    ///   - backgroundColor: The button's background. Default `nil`: `.systemRed` for
    ///     destructive actions, `.systemGray` for normal ones.
    ///   - foregroundColor: The title and image color. Default `.white`.
    ///   - style: Normal or destructive. Default `.normal`.
    ///   - keepsOpenAfterTap: Whether a tap leaves the row open. Default `false`.
    ///   - accessibilityLabel: VoiceOver's name for the action. Default `nil`: the title
    ///     (see ``accessibilityLabel`` for an image-only action).
    ///   - identifier: The app's name for the action (see ``identifier``). Default `nil`.
    ///   - handler: What the action does; it receives the action and the view.
    public init(
      title: String? = nil, image: UIImage? = nil, backgroundColor: UIColor? = nil,
      foregroundColor: UIColor = .white, style: SwipeActionsRow.Style = .normal,
      keepsOpenAfterTap: Bool = false, accessibilityLabel: String? = nil,
      identifier: String? = nil, handler: @escaping @MainActor (SwipeAction, UIView) -> Void
    ) {
      self.init(
        title: title, image: image, backgroundColor: backgroundColor,
        foregroundColor: foregroundColor, style: style, keepsOpenAfterTap: keepsOpenAfterTap,
        accessibilityLabel: accessibilityLabel, identifier: identifier
      ) { action, view, completion in
        handler(action, view)
        completion(true)
      }
    }

    /// Creates an action whose button shows a view of the app's, with a handler that answers
    /// through a completion (see "Answering").
    ///
    /// - Parameters:
    ///   - title: The action's name, which VoiceOver reads (the button shows the view).
    ///     Default `nil`: set it or `accessibilityLabel`, or VoiceOver says only "Delete" or
    ///     "Action".
    ///   - backgroundColor: The button's background, behind the view. Default `nil`:
    ///     `.systemRed` for destructive actions, `.systemGray` for normal ones.
    ///   - style: Normal or destructive. Default `.normal`.
    ///   - keepsOpenAfterTap: Whether a tap leaves the row open. Default `false`.
    ///   - accessibilityLabel: VoiceOver's name for the action. Default `nil`: the title.
    ///   - identifier: The app's name for the action (see ``identifier``). Default `nil`.
    ///   - makeView: Makes the view the button shows (see ``makeView``).
    ///   - handler: What the action does; it receives the action, the view the actions
    ///     belong to and the completion to call once: `true` if the action was done, `false`
    ///     if not.
    public init(
      title: String? = nil, backgroundColor: UIColor? = nil,
      style: SwipeActionsRow.Style = .normal, keepsOpenAfterTap: Bool = false,
      accessibilityLabel: String? = nil, identifier: String? = nil,
      makeView: @escaping @MainActor () -> UIView,
      handler: @escaping @MainActor (SwipeAction, UIView, @escaping @Sendable (Bool) -> Void) ->
        Void
    ) {
      self.init(
        title: title, backgroundColor: backgroundColor, style: style,
        keepsOpenAfterTap: keepsOpenAfterTap, accessibilityLabel: accessibilityLabel,
        identifier: identifier, handler: handler)
      self.makeView = makeView
    }

    /// Creates an action whose button shows a view of the app's, with a handler that is done
    /// when it returns (it answers `true`).
    ///
    /// - Parameters:
    ///   - title: The action's name, which VoiceOver reads (the button shows the view).
    ///     Default `nil`: set it or `accessibilityLabel`, or VoiceOver says only "Delete" or
    ///     "Action".
    ///   - backgroundColor: The button's background, behind the view. Default `nil`:
    ///     `.systemRed` for destructive actions, `.systemGray` for normal ones.
    ///   - style: Normal or destructive. Default `.normal`.
    ///   - keepsOpenAfterTap: Whether a tap leaves the row open. Default `false`.
    ///   - accessibilityLabel: VoiceOver's name for the action. Default `nil`: the title.
    ///   - identifier: The app's name for the action (see ``identifier``). Default `nil`.
    ///   - makeView: Makes the view the button shows (see ``makeView``).
    ///   - handler: What the action does; it receives the action and the view the actions
    ///     belong to.
    public init(
      title: String? = nil, backgroundColor: UIColor? = nil,
      style: SwipeActionsRow.Style = .normal, keepsOpenAfterTap: Bool = false,
      accessibilityLabel: String? = nil, identifier: String? = nil,
      makeView: @escaping @MainActor () -> UIView,
      handler: @escaping @MainActor (SwipeAction, UIView) -> Void
    ) {
      self.init(
        title: title, backgroundColor: backgroundColor, style: style,
        keepsOpenAfterTap: keepsOpenAfterTap, accessibilityLabel: accessibilityLabel,
        identifier: identifier, handler: handler)
      self.makeView = makeView
    }

    /// The background the button shows: ``backgroundColor``, or the style's color.
    var resolvedBackgroundColor: UIColor {
      backgroundColor ?? (style == .destructive ? .systemRed : .systemGray)
    }

    /// The name of the action's VoiceOver custom action: ``accessibilityLabel``, else
    /// ``title``, else the image's label, else the style's name (never empty: VoiceOver
    /// would offer an action it cannot say).
    var accessibilityName: String {
      Self.accessibilityName(
        label: accessibilityLabel, title: title, imageName: image?.accessibilityLabel,
        isDestructive: style == .destructive)
    }

    /// Whether the app named the action: an ``accessibilityLabel``, a ``title`` or an image
    /// with its own `accessibilityLabel` that says something. Without one, VoiceOver reads
    /// the style's name, "Delete" or "Action", and debug builds say so once.
    var hasOwnName: Bool {
      [accessibilityLabel, title, image?.accessibilityLabel].contains { name in
        !(name?.isEmpty ?? true)
      }
    }

    /// The first of `label`, `title` and `imageName` that says something, else "Delete" for
    /// a destructive action and "Action" for another, localized as the package's other
    /// strings (`NSLocalizedString`, main bundle, table `GestureKit`).
    static func accessibilityName(
      label: String?, title: String?, imageName: String?, isDestructive: Bool
    ) -> String {
      for name in [label, title, imageName] {
        if let name, !name.isEmpty { return name }
      }
      return isDestructive
        ? NSLocalizedString(
          "Delete", tableName: "GestureKit", comment: "A swipe action without a title")
        : NSLocalizedString(
          "Action", tableName: "GestureKit", comment: "A swipe action without a title")
    }

    /// Whether two actions show the same button (everything but the handler): a view
    /// configured again with actions that look the same keeps its buttons. An action that
    /// makes its own view never looks like another: what the view would show cannot be
    /// compared, so its button is made again, with a new view.
    ///
    /// Images compare with `isEqual(_:)` (`==` on `UIImage?`), not identity: an app that
    /// builds `UIImage(systemName:)` inline in `cellForRowAt` makes a new object on every
    /// configuration, and UIKit documents `isEqual(_:)` as "the only reliable way to
    /// determine whether two images contain the same image data" (UIImage reference,
    /// "Comparing Images").
    func looksLike(_ other: SwipeAction) -> Bool {
      title == other.title && image == other.image && backgroundColor == other.backgroundColor
        && foregroundColor == other.foregroundColor && style == other.style
        && keepsOpenAfterTap == other.keepsOpenAfterTap
        && accessibilityLabel == other.accessibilityLabel && makeView == nil
        && other.makeView == nil
    }
  }
#endif
