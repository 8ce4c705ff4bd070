#if canImport(UIKit)
  import UIKit

  @MainActor
  extension UICollectionView {
    /// Turns on Clear-style gestures on the collection view's items, laid out as a vertical
    /// list (a `UICollectionLayoutListConfiguration` list, or any layout with one full-width
    /// item per row): swipe to complete or delete, long-press to reorder, pinch apart to
    /// insert.
    ///
    /// The collection view keeps the returned controller alive; calling this again returns
    /// the same controller with the new configuration. Each gesture is on once its callback
    /// is set; the app's data source applies every edit (see ``ListGestures``). Turn off the
    /// list configuration's own swipe actions.
    ///
    /// ```swift
    /// let gestures = collectionView.enableListGestures()
    /// gestures.onComplete = { [unowned self] indexPath in
    ///   let id = dataSource.itemIdentifier(for: indexPath)!
    ///   store.toggleDone(id)
    ///   var snapshot = dataSource.snapshot()
    ///   snapshot.reconfigureItems([id])
    ///   dataSource.apply(snapshot)
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

    /// The controller of the collection view's list gestures, if they are on.
    public var listGestures: ListGestures? {
      ListGestures.attached(to: self)
    }

    /// Turns the list gestures off: removes their recognizers and puts any item they were
    /// moving back at rest, at once. Does nothing if they are off.
    public func disableListGestures() {
      listGestures?.invalidate()
    }
  }
#endif
