#if canImport(UIKit)
  import GestureCore
  import ObjectiveC
  import UIKit

  @MainActor
  extension UIView {
    /// Gives the view swipe-to-reveal actions: a horizontal swipe moves the view's live
    /// content aside and uncovers buttons behind it, Mail-style.
    ///
    /// Works on any view: a card, a form row, a header. On a `UITableViewCell` or a
    /// `UICollectionViewCell` the whole row slides, accessory included, as a snapshot over
    /// the cell: the list owns the cell's layout, so GestureKit never moves the cell or its
    /// content view (see <doc:SwipeActionsOnAnyView>). The snapshot is a picture, taken
    /// again on the next frame when the cell is resized or configured again with
    /// `swipeActions` (a reload or reconfigure of the open row); other content that changes
    /// while the row is dragged or open (a progress bar, a timer, a video) shows its changes
    /// once the row closes. Called on a
    /// cell's `contentView`, it gives the cell its actions (handlers and callbacks receive
    /// the cell): UIKit replaces the content view when the content configuration changes
    /// type, and the cell is what VoiceOver reads.
    ///
    /// ```swift
    /// card.swipeActions(
    ///   leading: [SwipeAction(title: "Read", image: UIImage(systemName: "envelope.open"),
    ///                         backgroundColor: .systemBlue) { _, view in markRead(view.tag) }],
    ///   trailing: [SwipeAction(title: "Delete", style: .destructive) { _, view in
    ///                remove(view)
    ///              },
    ///              SwipeAction(title: "More") { _, view in showMenu(for: view) }])
    /// ```
    ///
    /// - A drag more horizontal than vertical moves the content 1:1 and rubber-bands past
    ///   the buttons (vertical scrolling is never stolen; a side without actions does not
    ///   move). On release the row opens if it passed half the buttons' width, or the
    ///   release velocity carries it there; otherwise it closes, with a spring that carries
    ///   the release velocity.
    /// - Past 60 % of the width (or 30 pt from the far edge) the first action expands, with
    ///   a haptic, and fires on release (turn it off per side in the options).
    /// - Tapping a button runs its handler and closes the row (unless the action keeps it
    ///   open); tapping the content closes it. An action may draw its button with a view of
    ///   its own (``SwipeAction/makeView``). A handler may answer later through a
    ///   completion (see ``SwipeAction``): a destructive full swipe the app declines comes
    ///   back.
    /// - Only one view of a group is open: opening or dragging one, touching another,
    ///   touching the scroll view around them or scrolling it closes the open one, as in
    ///   Mail; the touch that closes does not select a cell, fire a control or run another
    ///   view's tap (its `onTap`, a `UITapGestureRecognizer`, a SwiftUI button); scrolling
    ///   and other movements still start. For a view no scroll view surrounds (a card), a
    ///   touch anywhere else in the window (beside it, on a bar button, a tab) closes it
    ///   too, and still reaches what it touched.
    /// - The buttons' area takes the row's rounded shape (a card's corners, the first and
    ///   last rows of an inset-grouped list), or the options' `cornerRadius`: no button shows
    ///   past the row's corners.
    /// - VoiceOver users get every action as a custom
    ///   action of the view (a cell is an accessibility element; make a custom card one, with
    ///   a label, so that VoiceOver offers them). Leading and trailing follow the layout
    ///   direction.
    ///
    /// It turns on the view's `isUserInteractionEnabled` (labels and image views work too);
    /// ``removeSwipeActions()`` turns it off again if it was off.
    ///
    /// ## Configuring again
    /// Calling it again replaces the actions (and their VoiceOver custom actions), so a cell
    /// can call it on every configuration without stacking anything. It follows `UITableView`,
    /// whose `reconfigureRows(at:)` updates a row in place, keeping its cell and the state it
    /// shows, and whose reused cells start afresh:
    /// - The same view configured again keeps its place: buttons that look the same are
    ///   kept, not rebuilt, an open row springs to its new width, a drag goes on under the
    ///   finger, a row waiting for a confirmation keeps waiting. A side left without actions
    ///   while the other has some closes, animated.
    /// - No actions at all (`leading` and `trailing` empty: an item that has none) leave the
    ///   view with none: the row is put at rest closed at once, whatever it was doing; its
    ///   buttons and VoiceOver actions go, and its pans turn off once no finger is down. The
    ///   controller stays, for the next configuration with actions.
    /// - A row whose destructive full swipe the app completed comes back at rest, showing
    ///   what it was configured with; new options put the row at rest closed at once.
    /// - A view that leaves its window, or a cell the list hides for reuse, is put at rest,
    ///   so a reused cell never comes back open; a plain view filled with another item calls
    ///   ``SwipeActionsController/reset()``.
    /// - A cell its list took back for reuse keeps its actions only if the app configures
    ///   them again for its new item (in its configure code or `willDisplay`): a configure
    ///   that skips the call (`if item.canDelete { cell.swipeActions(…) }`) leaves the cell
    ///   with no actions once it shows, rather than the previous item's, whose handlers
    ///   would reach the previous item.
    ///
    /// Everything a swipe does is decided by GestureCore's `SwipeActionsStore` (one per
    /// group), which GestureKit only feeds and shows; debug builds assert its host contract.
    ///
    /// ## Retain cycles
    /// The view keeps its actions and options: use the view that handlers and callbacks
    /// receive instead of capturing it.
    ///
    /// - Parameters:
    ///   - leading: The leading actions (left in left-to-right layouts), outermost first.
    ///     Default: none.
    ///   - trailing: The trailing actions, outermost first. Default: none.
    ///   - options: Button widths, transition style, full swipe, corners, haptics, group and
    ///     callbacks. Default `SwipeActionsOptions()`.
    /// - Returns: The view's controller, to open and close it from code.
    @discardableResult
    public func swipeActions(
      leading: [SwipeAction] = [], trailing: [SwipeAction] = [],
      options: SwipeActionsOptions = SwipeActionsOptions()
    ) -> SwipeActionsController {
      swipeActions(leading: leading, trailing: trailing, options: options, recognizers: nil)
    }

    /// ``swipeActions(leading:trailing:options:)``, whose new controller takes `recognizers`
    /// for the content's instead of making its own (a SwiftUI view that keeps them); a
    /// controller already there keeps its own.
    @discardableResult
    func swipeActions(
      leading: [SwipeAction], trailing: [SwipeAction], options: SwipeActionsOptions,
      recognizers: SwipeActionsRowRecognizers?
    ) -> SwipeActionsController {
      let view = swipeActionsHolder
      if let controller = view.swipeActionsController {
        controller.update(leading: leading, trailing: trailing, options: options)
        return controller
      }
      let controller = SwipeActionsController(
        view: view, leading: leading, trailing: trailing, options: options,
        recognizers: recognizers)
      objc_setAssociatedObject(
        view, &swipeActionsControllerKey, controller, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      return controller
    }

    /// The view that holds the swipe actions: for a cell's content view, the cell. UIKit
    /// replaces a cell's content view when the app sets a content configuration of another
    /// type, which would take the actions with it, and VoiceOver reads the cell, not its
    /// content view, as one element; so a call on either reaches one controller.
    private var swipeActionsHolder: UIView {
      if let cell = superview as? UITableViewCell, cell.contentView === self { return cell }
      if let cell = superview as? UICollectionViewCell, cell.contentView === self { return cell }
      if let header = superview as? UITableViewHeaderFooterView, header.contentView === self {
        return header
      }
      return self
    }

    /// The controller of the view's swipe actions, if it has any.
    ///
    /// ```swift
    /// override func prepareForReuse() {
    ///   super.prepareForReuse()
    ///   swipeActionsController?.reset()
    /// }
    /// ```
    public var swipeActionsController: SwipeActionsController? {
      objc_getAssociatedObject(swipeActionsHolder, &swipeActionsControllerKey)
        as? SwipeActionsController
    }

    /// Removes the view's swipe actions: the row closes at once, and its recognizers,
    /// buttons and VoiceOver custom actions go. A view (or cell) whose
    /// `isUserInteractionEnabled` the actions turned on has it off again.
    public func removeSwipeActions() {
      guard let controller = swipeActionsController else { return }
      controller.detach()
      objc_setAssociatedObject(
        swipeActionsHolder, &swipeActionsControllerKey, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }
  }

  /// The key of the swipe actions controller associated with a view.
  @MainActor private var swipeActionsControllerKey: UInt8 = 0
#endif
