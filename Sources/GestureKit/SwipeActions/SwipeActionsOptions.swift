#if canImport(UIKit)
  import GestureCore
  import UIKit

  /// The options of a swipeable view: how its buttons look and move, full swipes, haptics,
  /// the group it belongs to, and its callbacks.
  ///
  /// ```swift
  /// var options = SwipeActionsOptions()
  /// options.buttonWidth = .fixed()          // the classic 78 pt buttons
  /// options.transitionStyle = .reveal
  /// options.leadingPerformsFirstActionWithFullSwipe = false
  /// options.haptic = nil                    // no haptics
  /// options.group = inbox                   // opening this row closes the others
  /// options.didOpen = { view, side in analytics.log("opened", side) }
  /// row.swipeActions(leading: [read], trailing: [delete, more], options: options)
  /// ```
  ///
  /// Every threshold and the spring live in ``configuration``, GestureCore's
  /// `SwipeActions.Configuration` (the opening fraction, the closing speed, the full-swipe
  /// distance, the rubber band, the spring...); ``buttonWidth``, ``transitionStyle`` and
  /// ``haptic`` are the most used of them, forwarded for convenience.
  ///
  /// The callbacks are stored by the view: capture other objects weakly, and use the view
  /// they receive rather than capturing it.
  public struct SwipeActionsOptions {
    /// The interaction's thresholds, spring, button widths, transition style and full-swipe
    /// haptic. Default `.default` (GestureCore's `SwipeActions.Configuration.default`:
    /// fitting buttons, border style, spring with damping ratio 0.9 and response 0.5 s, open
    /// past half the buttons' width, full swipe past 60 % of the width or 30 pt from the far
    /// edge, a rigid impact when a full swipe arms).
    public var configuration: SwipeActionsRow.Configuration
    /// Whether swiping the leading side far enough performs its first action on release
    /// (Mail's full swipe). Default `true`, as UIKit's `performsFirstActionWithFullSwipe`.
    public var leadingPerformsFirstActionWithFullSwipe: Bool
    /// Whether swiping the trailing side far enough performs its first action on release.
    /// Default `true`.
    public var trailingPerformsFirstActionWithFullSwipe: Bool
    /// The radius of the corners of the area that shows the buttons, in points, for plain
    /// views and cells alike; `nil` (the default) uses the row's own rounded shape, so that a
    /// rounded card or the first and last rows of an inset-grouped list uncover buttons in
    /// the same shape and no button pokes out of a corner.
    ///
    /// The row's own shape is the first rounded one of: the cell's (or plain view's) layer,
    /// the cell's background view, its background configuration's `cornerRadius`, its
    /// content view's layer (each with its masked corners and corner curve). A radius given
    /// here replaces that radius on the corners the row rounds, or on all four for a square
    /// row; `0` or a negative value squares them; NaN and infinities are ignored (the row's
    /// own shape applies). The radius is at most half the row's shorter side. Valid range
    /// `≥ 0`.
    public var cornerRadius: CGFloat?
    /// The group the view belongs to: opening it (or starting to drag it) closes any other
    /// open view of the group. Default `nil`: the view joins the group the nearest scroll
    /// view around it keeps for views that name none (the rows of one table share it, as
    /// UIKit's own lists close a row when another opens), or is on its own in no scroll view.
    public var group: SwipeActionsGroupController?
    /// Whether a long press or a secondary click on the view shows its actions in a context
    /// menu (the second way to perform them, for people who cannot swipe). Default `true`.
    ///
    /// The menu lists the actions in reading order across the row (leading from the edge
    /// inwards, then trailing from the inside out), with their titles and images, destructive
    /// ones marked destructive; choosing one performs it as a tap on its button does. The
    /// row, and any other open row of its group, closes as the menu opens. GestureKit adds no
    /// menu to a view that has a `UIContextMenuInteraction` of the app's, nor to a cell whose
    /// table or collection view's delegate provides context menus
    /// (`tableView(_:contextMenuConfigurationForRowAt:point:)` and its collection view
    /// counterparts): the app's menu is the row's menu there, as in Mail and Files, and
    /// `SwipeActionsController.menuElements` gives it the swipe actions to include. SwiftUI
    /// cannot tell GestureKit about a `.contextMenu` of the app's on the row: turn this off
    /// there, so that the app's menu is the one that opens. VoiceOver, Switch Control and
    /// Voice Control always get the actions as custom actions, whatever this option says.
    /// In SwiftUI the menu is attached only while this is on and the view offers an action
    /// (it has one and is not disabled), so changing it makes the view's content anew (its
    /// `@State` with it): set it once for the view's life.
    public var showsContextMenu: Bool
    /// Called when the view starts opening on a side (a release that opens, `open(_:)`, or a
    /// destructive full swipe that starts sliding it off-screen), with the view. Default
    /// `nil`.
    public var willOpen: (@MainActor (UIView, SwipeActionsRow.Side) -> Void)?
    /// Called when the view comes to rest open on a side. Default `nil`.
    public var didOpen: (@MainActor (UIView, SwipeActionsRow.Side) -> Void)?
    /// Called when the view comes to rest closed after opening on a side (every `willOpen`
    /// is followed by exactly one `didClose`). Default `nil`.
    public var didClose: (@MainActor (UIView, SwipeActionsRow.Side) -> Void)?

    /// Creates options; each parameter defaults as documented on its property.
    public init(
      configuration: SwipeActionsRow.Configuration = .default,
      leadingPerformsFirstActionWithFullSwipe: Bool = true,
      trailingPerformsFirstActionWithFullSwipe: Bool = true, cornerRadius: CGFloat? = nil,
      group: SwipeActionsGroupController? = nil, showsContextMenu: Bool = true,
      willOpen: (@MainActor (UIView, SwipeActionsRow.Side) -> Void)? = nil,
      didOpen: (@MainActor (UIView, SwipeActionsRow.Side) -> Void)? = nil,
      didClose: (@MainActor (UIView, SwipeActionsRow.Side) -> Void)? = nil
    ) {
      self.configuration = configuration
      self.leadingPerformsFirstActionWithFullSwipe = leadingPerformsFirstActionWithFullSwipe
      self.trailingPerformsFirstActionWithFullSwipe = trailingPerformsFirstActionWithFullSwipe
      self.cornerRadius = cornerRadius
      self.group = group
      self.showsContextMenu = showsContextMenu
      self.willOpen = willOpen
      self.didOpen = didOpen
      self.didClose = didClose
    }

    /// How wide each button is (``configuration``'s `buttonWidth`). Default `.fitting()`:
    /// the measured title or image plus 8 pt on each side, at least 74 pt; `.fixed()` gives
    /// every button the classic 78 pt.
    public var buttonWidth: SwipeActionsRow.ButtonWidth {
      get { configuration.buttonWidth }
      set { configuration.buttonWidth = newValue }
    }

    /// How the buttons move as the content uncovers them (``configuration``'s
    /// `transitionStyle`). Default `.border`: they share the uncovered width. `.drag`: they
    /// travel with the content's edge. `.reveal`: they stay put and the content slides off
    /// them.
    public var transitionStyle: SwipeActionsRow.TransitionStyle {
      get { configuration.transitionStyle }
      set { configuration.transitionStyle = newValue }
    }

    /// The haptic played each time a drag crosses the full-swipe threshold, `nil` for none
    /// (``configuration``'s `fullSwipeHaptic`). Default `.impact(.rigid)`.
    public var haptic: Haptic? {
      get { configuration.fullSwipeHaptic }
      set { configuration.fullSwipeHaptic = newValue }
    }

    /// Whether a full swipe on a side performs its first action.
    public func performsFirstActionWithFullSwipe(_ side: SwipeActionsRow.Side) -> Bool {
      side == .leading
        ? leadingPerformsFirstActionWithFullSwipe : trailingPerformsFirstActionWithFullSwipe
    }
  }
#endif
