#if canImport(UIKit)
  import UIKit

  // One answer, for every family that offers a context menu of its own (swipe actions,
  // closure gestures), to "does the app already show a menu here?", so that a view in a cell
  // and a swipeable row in the same cell never disagree.
  extension UIView {
    /// Whether a long press or a secondary click on this view opens a context menu of the
    /// app's: a `UIContextMenuInteraction` other than `ours` on this view or on any view
    /// around it (a cell's, a card's, a container's), or a table or collection view around a
    /// cell this view is in whose delegate provides context menus. GestureKit's menu then
    /// steps aside: a press finds the context menu interaction of the innermost view that
    /// has one, so ours would take the press from the app's.
    ///
    /// A table's or collection view's own interaction does not count by itself: it shows
    /// only what the list's delegate gives for the item pressed. UIKit's rule: a
    /// `UITableView` or `UICollectionView` adds its own context menu interaction only when
    /// its delegate implements the context-menu method
    /// (`tableView(_:contextMenuConfigurationForRowAt:point:)`,
    /// `collectionView(_:contextMenuConfigurationForItemAt:point:)` or, from iOS 16,
    /// `collectionView(_:contextMenuConfigurationForItemsAt:point:)`), and it reads the
    /// delegate when the list is given it; so the delegate is asked, not the interaction.
    /// Outside a cell (a header, the background) a list's delegate shows no menu.
    func showsAppContextMenu(besides ours: UIContextMenuInteraction?) -> Bool {
      var inCell = false
      var holder: UIView? = self
      while let current = holder {
        if let table = current as? UITableView {
          let menus = #selector(
            UITableViewDelegate.tableView(_:contextMenuConfigurationForRowAt:point:))
          if inCell, let delegate = table.delegate, delegate.responds(to: menus) { return true }
          inCell = false
        } else if let collection = current as? UICollectionView {
          if inCell, let delegate = collection.delegate, Self.offersMenus(delegate) { return true }
          inCell = false
        } else {
          let hasMenu = current.interactions.contains { interaction in
            interaction is UIContextMenuInteraction && interaction !== ours
          }
          if hasMenu { return true }
          if current is UITableViewCell || current is UICollectionViewCell { inCell = true }
        }
        holder = current.superview
      }
      return false
    }

    /// Whether a collection view's delegate implements one of the context-menu methods.
    private static func offersMenus(_ delegate: UICollectionViewDelegate) -> Bool {
      if delegate.responds(
        to: #selector(
          UICollectionViewDelegate.collectionView(_:contextMenuConfigurationForItemAt:point:)))
      {
        return true
      }
      if #available(iOS 16, *) {
        return delegate.responds(
          to: #selector(
            UICollectionViewDelegate.collectionView(_:contextMenuConfigurationForItemsAt:point:)))
      }
      return false
    }
  }
#endif
