extension SwipeActions {
  /// The actions of one side, outermost first, and whether a full swipe performs the first
  /// (UIKit's `UISwipeActionsConfiguration`).
  ///
  /// The first action sits at the container's edge; the following ones sit further in,
  /// towards the content. A full swipe expands and performs the first one.
  ///
  /// ```swift
  /// let trailing: SwipeActions.ActionSet = [
  ///   .init(id: "delete", contentWidth: 46, style: .destructive),
  ///   .init(id: "more", contentWidth: 38),
  /// ]
  /// let leading = SwipeActions.ActionSet([.init(id: "read")], performsFirstActionWithFullSwipe: false)
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
