extension SwipeActionsRow {
  /// One button behind the content, as data: what the host shows and the core lays out.
  ///
  /// The handler stays in the host: when the action fires, the core emits
  /// ``SwipeActionsStore/Effect/perform(rowID:actionID:side:index:dismisses:)`` with the action's ``id``.
  ///
  /// ```swift
  /// let delete = SwipeActionsRow.Action(id: "delete", contentWidth: 46, style: .destructive)
  /// let flag = SwipeActionsRow.Action(id: "flag", contentWidth: 30, keepsOpenAfterTap: true)
  /// ```
  public struct Action: Hashable, Sendable {
    /// The host's name for the action, returned in ``SwipeActionsStore/Effect/perform(rowID:actionID:side:index:dismisses:)``.
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

extension SwipeActionsRow {
  /// The actions of one side, outermost first, and whether a full swipe performs the first
  /// (UIKit's `UISwipeActionsConfiguration`).
  ///
  /// The first action sits at the container's edge; the following ones sit further in,
  /// towards the content. A full swipe expands and performs the first one.
  ///
  /// ```swift
  /// let trailing: SwipeActionsRow.ActionSet = [
  ///   .init(id: "delete", contentWidth: 46, style: .destructive),
  ///   .init(id: "more", contentWidth: 38),
  /// ]
  /// let leading = SwipeActionsRow.ActionSet([.init(id: "read")], performsFirstActionWithFullSwipe: false)
  /// ```
  public struct ActionSet: Hashable, Sendable, ExpressibleByArrayLiteral {
    /// The actions, outermost (at the container's edge) first; empty for a side that does
    /// not move at all.
    public var actions: [Action]
    /// Whether swiping past the full-swipe threshold (60 % of the container's width by
    /// default, see ``Configuration/fullSwipeFraction``) expands the first action and
    /// performs it on release. Default `true`, as UIKit's
    /// `performsFirstActionWithFullSwipe` and Mail on both sides; with it the content
    /// follows the finger 1:1 up to the container's width, without it only up to the
    /// buttons' total width (rubber-banding beyond).
    public var performsFirstActionWithFullSwipe: Bool

    /// Creates a set.
    ///
    /// - Parameters:
    ///   - actions: outermost first.
    ///   - performsFirstActionWithFullSwipe: defaults to `true`.
    public init(_ actions: [Action], performsFirstActionWithFullSwipe: Bool = true) {
      self.actions = actions
      self.performsFirstActionWithFullSwipe = performsFirstActionWithFullSwipe
    }

    /// Creates a set from a list of actions, with full swipe on.
    public init(arrayLiteral actions: Action...) {
      self.init(actions)
    }

    /// No actions: the content does not move towards this side.
    public static let none = ActionSet([])

    /// Whether there are no actions.
    public var isEmpty: Bool { actions.isEmpty }
  }
}

extension SwipeActionsRow {
  /// Whether a horizontal stroke that is about to start a drag belongs to this row.
  ///
  /// A closed row claims only strokes that would reveal a side that has actions: a view with
  /// only trailing actions leaves strokes towards the trailing edge to whatever is around it
  /// (a horizontal scroll view, a pager, the navigation back swipe). A row that is open or
  /// moving claims every stroke, since any stroke moves or closes it. A stroke with no
  /// horizontal component, or a non-finite one, is not claimed.
  ///
  /// Hosts ask this from the pan recognizer's `shouldBegin`, with its translation.
  ///
  /// ```swift
  /// pan.shouldBegin = { pan in row.claims(stroke: (pan as! PanRecognizer).translation) }
  /// ```
  public func claims(stroke: Vector) -> Bool {
    guard stroke.dx.isFinite, stroke.dx != 0 else { return false }
    guard case .closed = state else { return true }
    // Content moving towards the trailing edge uncovers the leading side, and vice versa.
    let movesTowardsTrailing = stroke.dx.sign == layoutDirection.towardsTrailing
    return movesTowardsTrailing ? !leading.isEmpty : !trailing.isEmpty
  }
}

extension SwipeActionsRow.ActionSet {
  /// Whether `other` is the same set: the same actions in the same order (identifiers compared
  /// byte for byte: `String`'s `==` compares canonical equivalence, which needs Unicode tables
  /// Embedded Swift does not link), the same widths, styles and full swipe.
  func isSame(as other: Self) -> Bool {
    performsFirstActionWithFullSwipe == other.performsFirstActionWithFullSwipe
      && actions.elementsEqual(other.actions) { mine, theirs in
        mine.id.utf8.elementsEqual(theirs.id.utf8) && mine.contentWidth == theirs.contentWidth
          && mine.style == theirs.style && mine.keepsOpenAfterTap == theirs.keepsOpenAfterTap
      }
  }
}
