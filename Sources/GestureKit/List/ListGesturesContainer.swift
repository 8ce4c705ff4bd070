#if canImport(UIKit)
  import UIKit

  /// A scroll view whose rows ``ListGestures`` can drive: `UITableView`, and
  /// `UICollectionView` laid out as a vertical list (a `UICollectionLayoutListConfiguration`
  /// list, or any layout with one full-width item per row; turn off the list configuration's
  /// own swipe actions).
  @MainActor
  public protocol ListGesturesContainer: UIScrollView {}

  extension UITableView: ListGesturesContainer {}
  extension UICollectionView: ListGesturesContainer {}

  extension ListGesturesContainer {
    /// Turns on Clear-style gestures on the rows: swipe to complete or delete, long-press to
    /// reorder, pinch apart to insert.
    ///
    /// The table or collection view keeps the returned controller alive; calling this again
    /// returns the same controller with the new configuration. Each gesture is on once its
    /// callback is set; the app's data source applies every edit (see ``ListGestures``).
    ///
    /// ```swift
    /// let gestures = tableView.enableListGestures()   // or collectionView
    /// gestures.onDelete = { [unowned self] indexPath in
    ///   var snapshot = dataSource.snapshot()
    ///   snapshot.deleteItems([dataSource.itemIdentifier(for: indexPath)!])
    ///   dataSource.apply(snapshot)
    /// }
    /// gestures.onMove = { [unowned self] from, to in
    ///   store.move(from: from.row, to: to.row)
    ///   dataSource.apply(store.snapshot())
    /// }
    /// ```
    ///
    /// - Parameter configuration: The options. Default `ListGestures.Configuration()`:
    ///   section 0, all three gestures with the core's defaults.
    /// - Returns: The controller: set its callbacks.
    @discardableResult
    public func enableListGestures(
      _ configuration: ListGestures.Configuration = ListGestures.Configuration()
    ) -> ListGestures {
      ListGestures.attach(to: self, configuration: configuration)
    }

    /// The controller of the list gestures, if they are on.
    public var listGestures: ListGestures? {
      ListGestures.attached(to: self)
    }

    /// Turns the list gestures off: removes their recognizers and puts any row they were
    /// moving back at rest, at once. Does nothing if they are off.
    public func disableListGestures() {
      listGestures?.invalidate()
    }
  }
#endif
