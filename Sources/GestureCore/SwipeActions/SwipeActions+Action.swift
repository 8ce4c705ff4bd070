extension SwipeActions {
  /// One button behind the content, as data: what the host shows and the core lays out.
  ///
  /// The handler stays in the host: when the action fires, the core emits
  /// ``Effect/perform(actionID:side:index:)`` with the action's ``id``.
  ///
  /// ```swift
  /// let delete = SwipeActions.Action(id: "delete", contentWidth: 46, style: .destructive)
  /// let flag = SwipeActions.Action(id: "flag", contentWidth: 30, keepsOpenAfterTap: true)
  /// ```
  public struct Action: Hashable, Sendable {
    /// The host's name for the action, returned in ``Effect/perform(actionID:side:index:)``.
    public var id: String
    /// The width of the button's title or image as the host measured it, in points; the
    /// button's width follows from it (see ``ButtonWidth``). Valid range `≥ 0`; NaN and
    /// negative values count as 0.
    public var contentWidth: Double
    /// Normal or destructive: destructive actions slide the content off-screen when they
    /// fire by a full swipe (Mail's trash), normal ones close the row.
    public var style: Style
    /// Whether tapping the button leaves the row open (`true`) or closes it after performing
    /// the action (`false`, the default).
    public var keepsOpenAfterTap: Bool

    /// Creates an action.
    ///
    /// - Parameters:
    ///   - id: the host's name for it.
    ///   - contentWidth: the measured title or image width, in points; defaults to 0 (the
    ///     button then gets the minimum width).
    ///   - style: defaults to `.normal`.
    ///   - keepsOpenAfterTap: defaults to `false`.
    public init(
      id: String, contentWidth: Double = 0, style: Style = .normal, keepsOpenAfterTap: Bool = false
    ) {
      self.id = id
      self.contentWidth = contentWidth
      self.style = style
      self.keepsOpenAfterTap = keepsOpenAfterTap
    }
  }

  /// The kind of an action (UIKit's `UIContextualAction.Style`).
  public enum Style: UInt8, Hashable, Sendable {
    /// An ordinary action (archive, flag, mark as read); a full swipe on it closes the row.
    case normal
    /// An action that removes the content (delete); a full swipe on it slides the content
    /// off-screen and leaves the row ``State/dismissed(_:)``.
    case destructive
  }
}
