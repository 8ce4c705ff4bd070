// The row's actions as a menu shows them (a context menu, a "…" button, the menu bar): only
// those that would take effect now, built when the menu opens, with the destructive one last.
extension ListStore {
  /// The actions a menu offers for the row at `index`, in a menu's order: complete, move up,
  /// move down, move to top, move to bottom, add item below, then delete, last and apart, as
  /// a menu places a destructive action (``RowAction/isDestructive``).
  ///
  /// A menu is made when it opens, so, unlike ``rowActions(handling:)`` (which keeps an
  /// assistive technology's place among a row's actions), it holds only what
  /// ``allows(_:rowID:)`` would take now: the first row has no move up, a list of one row no
  /// move, a row a gesture holds or that waits for the app's delete answer nothing, and
  /// while a gesture holds the list (``isHeldByGesture``) no move and no insert. An index
  /// outside the rows, or the new row a pinch or an insert action put there before the app
  /// answered: none. Each item sends ``Event/perform(_:rowID:)`` with the row's identifier,
  /// which the store checks again when it runs.
  ///
  /// - Complexity: O(1).
  public func menuActions(at index: Int, handling edits: HandledEdits = .all) -> [RowAction] {
    var actions: [RowAction] = []
    for action in Self.menuOrder
    where edits.contains(action.requiredEdit) && allows(action, rowAt: index) {
      actions.append(action)
    }
    return actions
  }

  /// Every action in a menu's order: the destructive one last.
  private static let menuOrder: [RowAction] = [
    .complete, .moveUp, .moveDown, .moveToTop, .moveToBottom, .addItemBelow, .delete,
  ]
}

extension ListStore.RowAction {
  /// Whether the action removes what it acts on (delete): a menu shows it in red, last.
  public var isDestructive: Bool { self == .delete }
}
