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
    /// The name VoiceOver reads for the action; `nil` (the default) uses ``title``. An
    /// action without either is named by its role: "Delete" for a destructive one, "Action"
    /// otherwise (keys the app translates in its main bundle's `GestureKit.strings`); an
    /// image's symbol name is never read out, it is not a name in the user's language. Set
    /// it for an image-only action.
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
    ///   - accessibilityLabel: VoiceOver's name for it. Default `nil`: the title (see
    ///     ``accessibilityLabel`` for an image-only action).
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

    /// The name of its VoiceOver action: the label, else the title, else the role's (as
    /// ``SwipeAction``'s, localized).
    var accessibilityName: String {
      SwipeAction.accessibilityName(
        label: accessibilityLabel, title: title, imageName: nil,
        isDestructive: role == .destructive)
    }
  }
#endif
