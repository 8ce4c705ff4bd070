#if canImport(SwiftUI) && canImport(UIKit)
  import GestureCore
  import SwiftUI
  import UIKit

  /// One button behind a view with `swipeToReveal(leading:trailing:options:)`, declared as
  /// SwiftUI declares a button: a title (a localized string key, as `Button`'s), a system
  /// image, an image from the asset catalog or a SwiftUI `Image`, a role, a tint and what it
  /// does.
  ///
  /// ```swift
  /// SwipeToRevealAction("Delete", systemImage: "trash", role: .destructive) {
  ///   store.remove(message)
  /// }
  /// SwipeToRevealAction("Flag", image: Image(systemName: "flag.fill"), tint: .orange,
  ///                     keepsOpenAfterTap: true) {
  ///   message.isFlagged.toggle()
  /// }
  /// SwipeToRevealAction(folder.name, systemImage: "folder") { move(message, to: folder) }
  /// ```
  ///
  /// A string literal is a `LocalizedStringKey`, as with `Button("Delete")`: the title is
  /// looked up in the app's `Localizable.strings`, interpolated values included
  /// (`"Delete \(count)"` is the key `"Delete %lld"`); a `String` value is shown as it is
  /// (`folder.name` above).
  ///
  /// SwiftUI offers no public way to read the text of a `LocalizedStringKey`: GestureKit
  /// reads it by reflection, from the main bundle only, as a last resort. A title in another
  /// bundle or table (a Swift package's strings, a framework's) comes through a public route:
  /// a `LocalizedStringResource` (from iOS 16), or a key with its `tableName` and `bundle`.
  ///
  /// ```swift
  /// let title = LocalizedStringResource("Archive", bundle: .atURL(Bundle.module.bundleURL))
  /// SwipeToRevealAction(title, systemImage: "archivebox") { archive(message) }
  /// SwipeToRevealAction("Archive", tableName: "Mail", bundle: .module, systemImage: "archivebox") {
  ///   archive(message)
  /// }
  /// ```
  ///
  /// It becomes the UIKit family's ``SwipeAction``: `role: .destructive` is its
  /// `.destructive` style (red by default; a full swipe slides the row off-screen), `tint`
  /// its background, `foregroundColor` its title and image color. The button is a `UIButton`
  /// drawn by the UIKit family: a SwiftUI `Image` is drawn into a `UIImage` for it (with
  /// `ImageRenderer`, so from iOS 16), in `foregroundColor` where SwiftUI would tint it (a
  /// symbol, a template image) and in its own colors otherwise, at the size the
  /// `subheadline` font gives a symbol, once, when the button is first made.
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
    /// The button's title, shown as it is; `nil` for none. Default `nil`. Wins over
    /// `titleKey`.
    public var title: String?
    /// The button's title as a localized string key, looked up in the main bundle's
    /// `Localizable` table when the button is first made (``title`` wins when both are set);
    /// `nil` for none. Default `nil`. Read by reflection, SwiftUI having no public way to read
    /// a key's text: for another bundle or table, use the initializers that take a
    /// `LocalizedStringResource` or a `tableName` and `bundle`, which set ``title``.
    public var titleKey: LocalizedStringKey?
    /// The name of an SF Symbol shown above the title (`UIImage(systemName:)`), used when
    /// `icon` is `nil`. Default `nil`.
    public var systemImage: String?
    /// The name of an image in the app's asset catalog (`UIImage(named:)`), used when
    /// `icon` and ``systemImage`` are `nil`. Default `nil`.
    public var image: String?
    /// A SwiftUI image shown above the title (given as `image:`), drawn into the button's
    /// `UIImage` from iOS 16; it wins over ``systemImage`` and ``image``. Default `nil`.
    public var icon: Image?
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
    /// The name VoiceOver reads for the action; `nil` (the default) uses ``title``, else
    /// `titleKey` (localized as `Text` localizes it). An action without any is named by its
    /// role: "Delete" for a destructive one, "Action"
    /// otherwise (keys the app translates in its main bundle's `GestureKit.strings`); an
    /// image's symbol name is never read out, it is not a name in the user's language. Set
    /// it for an image-only action.
    public var accessibilityLabel: String?
    /// What the action does: it receives the completion to call once, with whether the
    /// action was done. The completion may be called from any thread (its answer reaches the
    /// row on the main actor); only its first call counts, and one released without being
    /// called answers `false`, so the row comes back, and logs a warning.
    public var handler: @MainActor (_ completion: @escaping @Sendable (Bool) -> Void) -> Void

    /// Creates an action titled with a localized string key, as `Button(_:action:)` is, whose
    /// handler answers through a completion (see "Answering later").
    ///
    /// - Parameters:
    ///   - titleKey: The key of the button's title in the app's `Localizable.strings`; a
    ///     string literal is one.
    ///   - systemImage: An SF Symbol's name. Default `nil`.
    ///   - image: An asset catalog image's name, when `systemImage` is `nil`. Default `nil`.
    ///   - role: `.destructive` or `nil`. Default `nil`.
    ///   - tint: The background. Default `nil` (red if destructive, gray otherwise).
    ///   - foregroundColor: The title and image color. Default `.white`.
    ///   - keepsOpenAfterTap: Whether a tap leaves the row open. Default `false`.
    ///   - accessibilityLabel: VoiceOver's name for it. Default `nil`: the title.
    ///   - handler: What it does; call the completion once: `true` if done, `false` if not.
    public init(
      _ titleKey: LocalizedStringKey, systemImage: String? = nil, image: String? = nil,
      role: ButtonRole? = nil, tint: Color? = nil, foregroundColor: Color = .white,
      keepsOpenAfterTap: Bool = false, accessibilityLabel: String? = nil,
      handler: @escaping @MainActor (_ completion: @escaping @Sendable (Bool) -> Void) -> Void
    ) {
      self.init(
        title: nil, titleKey: titleKey, icon: nil, systemImage: systemImage, image: image,
        role: role, tint: tint, foregroundColor: foregroundColor,
        keepsOpenAfterTap: keepsOpenAfterTap, accessibilityLabel: accessibilityLabel,
        handler: handler)
    }

    /// Creates an action titled with a localized string key that is done when its handler
    /// returns (it answers `true`).
    ///
    /// - Parameters:
    ///   - titleKey: The key of the button's title in the app's `Localizable.strings`; a
    ///     string literal is one.
    ///   - systemImage: An SF Symbol's name. Default `nil`.
    ///   - image: An asset catalog image's name, when `systemImage` is `nil`. Default `nil`.
    ///   - role: `.destructive` or `nil`. Default `nil`.
    ///   - tint: The background. Default `nil` (red if destructive, gray otherwise).
    ///   - foregroundColor: The title and image color. Default `.white`.
    ///   - keepsOpenAfterTap: Whether a tap leaves the row open. Default `false`.
    ///   - accessibilityLabel: VoiceOver's name for it. Default `nil`: the title.
    ///   - handler: What it does.
    public init(
      _ titleKey: LocalizedStringKey, systemImage: String? = nil, image: String? = nil,
      role: ButtonRole? = nil, tint: Color? = nil, foregroundColor: Color = .white,
      keepsOpenAfterTap: Bool = false, accessibilityLabel: String? = nil,
      handler: @escaping @MainActor () -> Void
    ) {
      self.init(
        titleKey, systemImage: systemImage, image: image, role: role, tint: tint,
        foregroundColor: foregroundColor, keepsOpenAfterTap: keepsOpenAfterTap,
        accessibilityLabel: accessibilityLabel, handler: Self.done(handler))
    }

    /// Creates an action with a SwiftUI image (and a localized title, or none), whose handler
    /// answers through a completion (see "Answering later").
    ///
    /// - Parameters:
    ///   - titleKey: The key of the button's title in the app's `Localizable.strings`; a
    ///     string literal is one. Default `nil`: an image-only button (give it an
    ///     `accessibilityLabel`).
    ///   - image: The image shown above the title, drawn into the button's `UIImage`.
    ///   - role: `.destructive` or `nil`. Default `nil`.
    ///   - tint: The background. Default `nil` (red if destructive, gray otherwise).
    ///   - foregroundColor: The title's color, and the image's where SwiftUI would tint it.
    ///     Default `.white`.
    ///   - keepsOpenAfterTap: Whether a tap leaves the row open. Default `false`.
    ///   - accessibilityLabel: VoiceOver's name for it. Default `nil`: the title.
    ///   - handler: What it does; call the completion once: `true` if done, `false` if not.
    @available(iOS 16.0, *)
    public init(
      _ titleKey: LocalizedStringKey? = nil, image: Image, role: ButtonRole? = nil,
      tint: Color? = nil, foregroundColor: Color = .white, keepsOpenAfterTap: Bool = false,
      accessibilityLabel: String? = nil,
      handler: @escaping @MainActor (_ completion: @escaping @Sendable (Bool) -> Void) -> Void
    ) {
      self.init(
        title: nil, titleKey: titleKey, icon: image, systemImage: nil, image: nil, role: role,
        tint: tint, foregroundColor: foregroundColor, keepsOpenAfterTap: keepsOpenAfterTap,
        accessibilityLabel: accessibilityLabel, handler: handler)
    }

    /// Creates an action with a SwiftUI image (and a localized title, or none) that is done
    /// when its handler returns (it answers `true`).
    ///
    /// - Parameters:
    ///   - titleKey: The key of the button's title in the app's `Localizable.strings`; a
    ///     string literal is one. Default `nil`: an image-only button (give it an
    ///     `accessibilityLabel`).
    ///   - image: The image shown above the title, drawn into the button's `UIImage`.
    ///   - role: `.destructive` or `nil`. Default `nil`.
    ///   - tint: The background. Default `nil` (red if destructive, gray otherwise).
    ///   - foregroundColor: The title's color, and the image's where SwiftUI would tint it.
    ///     Default `.white`.
    ///   - keepsOpenAfterTap: Whether a tap leaves the row open. Default `false`.
    ///   - accessibilityLabel: VoiceOver's name for it. Default `nil`: the title.
    ///   - handler: What it does.
    @available(iOS 16.0, *)
    public init(
      _ titleKey: LocalizedStringKey? = nil, image: Image, role: ButtonRole? = nil,
      tint: Color? = nil, foregroundColor: Color = .white, keepsOpenAfterTap: Bool = false,
      accessibilityLabel: String? = nil, handler: @escaping @MainActor () -> Void
    ) {
      self.init(
        titleKey, image: image, role: role, tint: tint, foregroundColor: foregroundColor,
        keepsOpenAfterTap: keepsOpenAfterTap, accessibilityLabel: accessibilityLabel,
        handler: Self.done(handler))
    }

    /// Creates an action with a title shown as it is (a `String` value: a string literal is a
    /// localized key, as for `Button`), whose handler answers through a completion (see
    /// "Answering later").
    ///
    /// - Parameters:
    ///   - title: The button's title, shown as it is. Default `nil`.
    ///   - systemImage: An SF Symbol's name. Default `nil`.
    ///   - image: An asset catalog image's name, when `systemImage` is `nil`. Default `nil`.
    ///   - role: `.destructive` or `nil`. Default `nil`.
    ///   - tint: The background. Default `nil` (red if destructive, gray otherwise).
    ///   - foregroundColor: The title and image color. Default `.white`.
    ///   - keepsOpenAfterTap: Whether a tap leaves the row open. Default `false`.
    ///   - accessibilityLabel: VoiceOver's name for it. Default `nil`: the title (see
    ///     ``accessibilityLabel`` for an image-only action).
    ///   - handler: What it does; call the completion once: `true` if done, `false` if not.
    @_disfavoredOverload
    public init(
      _ title: String? = nil, systemImage: String? = nil, image: String? = nil,
      role: ButtonRole? = nil, tint: Color? = nil, foregroundColor: Color = .white,
      keepsOpenAfterTap: Bool = false, accessibilityLabel: String? = nil,
      handler: @escaping @MainActor (_ completion: @escaping @Sendable (Bool) -> Void) -> Void
    ) {
      self.init(
        title: title, titleKey: nil, icon: nil, systemImage: systemImage, image: image,
        role: role, tint: tint, foregroundColor: foregroundColor,
        keepsOpenAfterTap: keepsOpenAfterTap, accessibilityLabel: accessibilityLabel,
        handler: handler)
    }

    /// Creates an action with a title shown as it is (a `String` value: a string literal is a
    /// localized key, as for `Button`) that is done when its handler returns (it answers
    /// `true`).
    ///
    /// - Parameters:
    ///   - title: The button's title, shown as it is. Default `nil`.
    ///   - systemImage: An SF Symbol's name. Default `nil`.
    ///   - image: An asset catalog image's name, when `systemImage` is `nil`. Default `nil`.
    ///   - role: `.destructive` or `nil`. Default `nil`.
    ///   - tint: The background. Default `nil` (red if destructive, gray otherwise).
    ///   - foregroundColor: The title and image color. Default `.white`.
    ///   - keepsOpenAfterTap: Whether a tap leaves the row open. Default `false`.
    ///   - accessibilityLabel: VoiceOver's name for it. Default `nil`: the title.
    ///   - handler: What it does.
    @_disfavoredOverload
    public init(
      _ title: String? = nil, systemImage: String? = nil, image: String? = nil,
      role: ButtonRole? = nil, tint: Color? = nil, foregroundColor: Color = .white,
      keepsOpenAfterTap: Bool = false, accessibilityLabel: String? = nil,
      handler: @escaping @MainActor () -> Void
    ) {
      self.init(
        title, systemImage: systemImage, image: image, role: role, tint: tint,
        foregroundColor: foregroundColor, keepsOpenAfterTap: keepsOpenAfterTap,
        accessibilityLabel: accessibilityLabel, handler: Self.done(handler))
    }

    /// Creates an action titled with a localized string resource (its key, table, bundle and
    /// locale), resolved once, here, into ``title``; its handler answers through a completion
    /// (see "Answering later").
    ///
    /// - Parameters:
    ///   - titleResource: The button's title, looked up with `String(localized:)`.
    ///   - systemImage: An SF Symbol's name. Default `nil`.
    ///   - image: An asset catalog image's name, when `systemImage` is `nil`. Default `nil`.
    ///   - role: `.destructive` or `nil`. Default `nil`.
    ///   - tint: The background. Default `nil` (red if destructive, gray otherwise).
    ///   - foregroundColor: The title and image color. Default `.white`.
    ///   - keepsOpenAfterTap: Whether a tap leaves the row open. Default `false`.
    ///   - accessibilityLabel: VoiceOver's name for it. Default `nil`: the title.
    ///   - handler: What it does; call the completion once: `true` if done, `false` if not.
    @available(iOS 16.0, *)
    @_disfavoredOverload
    public init(
      _ titleResource: LocalizedStringResource, systemImage: String? = nil, image: String? = nil,
      role: ButtonRole? = nil, tint: Color? = nil, foregroundColor: Color = .white,
      keepsOpenAfterTap: Bool = false, accessibilityLabel: String? = nil,
      handler: @escaping @MainActor (_ completion: @escaping @Sendable (Bool) -> Void) -> Void
    ) {
      self.init(
        title: String(localized: titleResource), titleKey: nil, icon: nil,
        systemImage: systemImage, image: image, role: role, tint: tint,
        foregroundColor: foregroundColor, keepsOpenAfterTap: keepsOpenAfterTap,
        accessibilityLabel: accessibilityLabel, handler: handler)
    }

    /// Creates an action titled with a localized string resource, resolved once, here, into
    /// ``title``, that is done when its handler returns (it answers `true`).
    ///
    /// - Parameters:
    ///   - titleResource: The button's title, looked up with `String(localized:)`.
    ///   - systemImage: An SF Symbol's name. Default `nil`.
    ///   - image: An asset catalog image's name, when `systemImage` is `nil`. Default `nil`.
    ///   - role: `.destructive` or `nil`. Default `nil`.
    ///   - tint: The background. Default `nil` (red if destructive, gray otherwise).
    ///   - foregroundColor: The title and image color. Default `.white`.
    ///   - keepsOpenAfterTap: Whether a tap leaves the row open. Default `false`.
    ///   - accessibilityLabel: VoiceOver's name for it. Default `nil`: the title.
    ///   - handler: What it does.
    @available(iOS 16.0, *)
    @_disfavoredOverload
    public init(
      _ titleResource: LocalizedStringResource, systemImage: String? = nil, image: String? = nil,
      role: ButtonRole? = nil, tint: Color? = nil, foregroundColor: Color = .white,
      keepsOpenAfterTap: Bool = false, accessibilityLabel: String? = nil,
      handler: @escaping @MainActor () -> Void
    ) {
      self.init(
        titleResource, systemImage: systemImage, image: image, role: role, tint: tint,
        foregroundColor: foregroundColor, keepsOpenAfterTap: keepsOpenAfterTap,
        accessibilityLabel: accessibilityLabel, handler: Self.done(handler))
    }

    /// Creates an action titled with a key looked up in a table of a bundle, as
    /// `Text(_:tableName:bundle:comment:)` looks it up, once, here, into ``title``; its
    /// handler answers through a completion (see "Answering later").
    ///
    /// - Parameters:
    ///   - titleKey: The key of the button's title. A key the table lacks is shown as it is.
    ///   - tableName: The strings table, without its extension. Default `nil`: `Localizable`.
    ///   - bundle: The bundle that holds the table (`.module` for a Swift package's).
    ///   - systemImage: An SF Symbol's name. Default `nil`.
    ///   - image: An asset catalog image's name, when `systemImage` is `nil`. Default `nil`.
    ///   - role: `.destructive` or `nil`. Default `nil`.
    ///   - tint: The background. Default `nil` (red if destructive, gray otherwise).
    ///   - foregroundColor: The title and image color. Default `.white`.
    ///   - keepsOpenAfterTap: Whether a tap leaves the row open. Default `false`.
    ///   - accessibilityLabel: VoiceOver's name for it. Default `nil`: the title.
    ///   - handler: What it does; call the completion once: `true` if done, `false` if not.
    public init(
      _ titleKey: String, tableName: String? = nil, bundle: Bundle, systemImage: String? = nil,
      image: String? = nil, role: ButtonRole? = nil, tint: Color? = nil,
      foregroundColor: Color = .white, keepsOpenAfterTap: Bool = false,
      accessibilityLabel: String? = nil,
      handler: @escaping @MainActor (_ completion: @escaping @Sendable (Bool) -> Void) -> Void
    ) {
      self.init(
        title: bundle.localizedString(forKey: titleKey, value: titleKey, table: tableName),
        titleKey: nil, icon: nil, systemImage: systemImage, image: image, role: role,
        tint: tint, foregroundColor: foregroundColor, keepsOpenAfterTap: keepsOpenAfterTap,
        accessibilityLabel: accessibilityLabel, handler: handler)
    }

    /// Creates an action titled with a key looked up in a table of a bundle, once, here, into
    /// ``title``, that is done when its handler returns (it answers `true`).
    ///
    /// - Parameters:
    ///   - titleKey: The key of the button's title. A key the table lacks is shown as it is.
    ///   - tableName: The strings table, without its extension. Default `nil`: `Localizable`.
    ///   - bundle: The bundle that holds the table (`.module` for a Swift package's).
    ///   - systemImage: An SF Symbol's name. Default `nil`.
    ///   - image: An asset catalog image's name, when `systemImage` is `nil`. Default `nil`.
    ///   - role: `.destructive` or `nil`. Default `nil`.
    ///   - tint: The background. Default `nil` (red if destructive, gray otherwise).
    ///   - foregroundColor: The title and image color. Default `.white`.
    ///   - keepsOpenAfterTap: Whether a tap leaves the row open. Default `false`.
    ///   - accessibilityLabel: VoiceOver's name for it. Default `nil`: the title.
    ///   - handler: What it does.
    public init(
      _ titleKey: String, tableName: String? = nil, bundle: Bundle, systemImage: String? = nil,
      image: String? = nil, role: ButtonRole? = nil, tint: Color? = nil,
      foregroundColor: Color = .white, keepsOpenAfterTap: Bool = false,
      accessibilityLabel: String? = nil, handler: @escaping @MainActor () -> Void
    ) {
      self.init(
        titleKey, tableName: tableName, bundle: bundle, systemImage: systemImage, image: image,
        role: role, tint: tint, foregroundColor: foregroundColor,
        keepsOpenAfterTap: keepsOpenAfterTap, accessibilityLabel: accessibilityLabel,
        handler: Self.done(handler))
    }

    /// The one initializer that sets the properties: every public one comes here, the
    /// completion-taking ones directly, the others through ``done(_:)`` and their
    /// completion-taking twin.
    private init(
      title: String?, titleKey: LocalizedStringKey?, icon: Image?, systemImage: String?,
      image: String?, role: ButtonRole?, tint: Color?, foregroundColor: Color,
      keepsOpenAfterTap: Bool, accessibilityLabel: String?,
      handler: @escaping @MainActor (_ completion: @escaping @MainActor (Bool) -> Void) -> Void
    ) {
      self.title = title
      self.titleKey = titleKey
      self.icon = icon
      self.systemImage = systemImage
      self.image = image
      self.role = role
      self.tint = tint
      self.foregroundColor = foregroundColor
      self.keepsOpenAfterTap = keepsOpenAfterTap
      self.accessibilityLabel = accessibilityLabel
      self.handler = handler
    }

    /// A handler without a completion, as one that answers `true` when it returns.
    private static func done(
      _ handler: @escaping @MainActor () -> Void
    ) -> @MainActor (_ completion: @escaping @Sendable (Bool) -> Void) -> Void {
      { completion in
        handler()
        completion(true)
      }
    }

    /// Everything the button shows (all but the handler): a change re-creates the buttons.
    struct Look: Equatable {
      var title: String?
      var titleKey: LocalizedStringKey?
      var systemImage: String?
      var image: String?
      var icon: Image?
      var isDestructive: Bool
      var tint: Color?
      var foregroundColor: Color
      var keepsOpenAfterTap: Bool
      var accessibilityLabel: String?
    }

    var look: Look {
      Look(
        title: title, titleKey: titleKey, systemImage: systemImage, image: image, icon: icon,
        isDestructive: role == .destructive, tint: tint, foregroundColor: foregroundColor,
        keepsOpenAfterTap: keepsOpenAfterTap, accessibilityLabel: accessibilityLabel)
    }

    /// The title the UIKit button shows: ``title``, else `titleKey` in the app's language,
    /// else (a key whose text cannot be read) ``accessibilityLabel``, rather than no title.
    var shownTitle: String? {
      if let title { return title }
      if let text = titleKey?.localizedText, !text.isEmpty { return text }
      return titleKey == nil ? nil : accessibilityLabel
    }

    /// Its item in a context menu: the name VoiceOver reads, with the action's image, chosen
    /// as the button's is (``icon``, else ``systemImage``, else ``image``), so that the
    /// button and the menu item show the same one.
    @ViewBuilder var menuLabel: some View {
      if let icon {
        Label { accessibilityName } icon: { icon }
      } else if let systemImage {
        Label { accessibilityName } icon: { Image(systemName: systemImage) }
      } else if let image {
        Label { accessibilityName } icon: { Image(image) }
      } else {
        accessibilityName
      }
    }

    /// The name of its VoiceOver action: the label, else the title, else the title key
    /// (localized by SwiftUI), else the role's (as ``SwipeAction``'s, localized).
    var accessibilityName: Text {
      if accessibilityLabel == nil, title == nil, let titleKey { return Text(titleKey) }
      return Text(
        verbatim: SwipeAction.accessibilityName(
          label: accessibilityLabel, title: title, imageName: nil,
          isDestructive: role == .destructive))
    }
  }

  extension LocalizedStringKey {
    /// The text this key shows in the app's language, as `Text(self)` shows it: the key
    /// looked up in the main bundle's `Localizable` table, then its interpolated values put
    /// in. SwiftUI offers no public way to read it (a key keeps its string and its values to
    /// itself), so both are read by reflection, the last resort for a title given only as a
    /// key (the public routes are `LocalizedStringResource` and a key with its bundle);
    /// whatever that does not find as expected (an
    /// interpolated `Text` or `Image`) gives the key's own string, format specifiers
    /// included, rather than a wrong text; a later layout of the type without a readable key
    /// gives an empty string (the button then shows its accessibility label).
    var localizedText: String {
      let mirror = Mirror(reflecting: self)
      guard let key = mirror.descendant("key") as? String else { return "" }
      let format = Bundle.main.localizedString(forKey: key, value: key, table: nil)
      guard let arguments = mirror.descendant("arguments") as? [Any], !arguments.isEmpty else {
        return format
      }
      var values: [CVarArg] = []
      for argument in arguments {
        guard let value = Self.formatValue(of: argument) else { return key }
        values.append(value)
      }
      return String(format: format, locale: Locale.current, arguments: values)
    }

    /// An interpolated value as the key's format takes it: the value itself (`%lld`, `%@`…),
    /// or, when it came with a formatter, the formatter's string (`%@`); `nil` for anything
    /// else.
    private static func formatValue(of argument: Any) -> CVarArg? {
      guard let storage = Mirror(reflecting: argument).descendant("storage"),
        let payload = Mirror(reflecting: storage).children.first, payload.label == "value"
      else { return nil }
      let parts = Mirror(reflecting: payload.value).children.map(\.value)
      guard let value = parts.first as? CVarArg else { return nil }
      if parts.count > 1, let formatter = parts[1] as? Formatter {
        return formatter.string(for: value).map { $0 as NSString }
      }
      return value
    }
  }
#endif
