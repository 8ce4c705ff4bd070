// Rows of a list whose items have no identifiers: whether the row a gesture is on still shows
// the item it showed when the gesture began.
extension ListStore {
  /// What a host whose list gives no item identifiers saw of a row: the view that showed it
  /// (its identity) and what that view showed, when the host can tell (`nil` when it cannot).
  ///
  /// A host keeps one for each row on screen when a gesture begins, and again after each
  /// edit it carried out, and compares it with what it sees before the next edit
  /// (``showsSameItem(_:now:)``): without identifiers, a re-sort or reload by the app under a
  /// gesture is otherwise invisible, and an edit would reach whichever item is there now.
  public struct RowSighting<Content: Equatable>: Equatable {
    /// The view that showed the row (a cell), by identity.
    public var view: ObjectIdentifier
    /// What the view showed (a cell's content configuration, its accessibility label), or
    /// `nil` when the host cannot tell.
    public var content: Content?

    /// A sighting of `view` showing `content`.
    public init(view: ObjectIdentifier, content: Content?) {
      self.view = view
      self.content = content
    }
  }

  /// Whether a row seen as `before` still shows the same item, seen `now` at the same
  /// position (`nil`: the row is not on screen now).
  ///
  /// - What the views showed decides when it is known both times: another content is
  ///   another item, even in the same view (a reload reconfigured it); the same content is
  ///   the same item, even in another view (a reload dequeued another cell).
  /// - Otherwise the view decides: the same view at the same position is the same item;
  ///   another view may show anything, and is taken for another item.
  /// - A row off screen now cannot be compared: it is taken for the same item (a gesture's
  ///   row is under the finger, on screen).
  ///
  /// Two items that look the same (the same text, no other content) cannot be told apart:
  /// a re-sort that swaps them is not seen. Identifiers are the only exact answer.
  public static func showsSameItem<Content>(
    _ before: RowSighting<Content>, now: RowSighting<Content>?
  ) -> Bool {
    guard let now else { return true }
    if let seen = before.content, let shown = now.content { return seen == shown }
    return before.view == now.view
  }
}
