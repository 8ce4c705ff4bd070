#if canImport(UIKit)
  import GestureCore
  import UIKit

  // The list as the core sees it: rows of one section, stacked from y = 0, in a viewport
  // whose coordinates are the window's (where the recognizers measure the fingers).
  extension ListGestures {
    /// The offsets between the core's coordinates and the list's, read with the rows.
    struct Geometry {
      /// The content `y` of the first row's top: the core's `y = 0`.
      var rowsOrigin: CGFloat = 0
      /// The list's `adjustedContentInset.top`: the visible area starts this far below the
      /// top of the bounds.
      var topInset: CGFloat = 0
      /// The first row's horizontal extent, in content coordinates: where a placeholder row
      /// goes.
      var rowsMinX: CGFloat = 0
      /// The first row's width, in points.
      var rowsWidth: CGFloat = 0
      /// The list's `contentSize.height` as the store's heights last matched it; NaN before
      /// the rows are first read.
      var contentHeight: CGFloat = .nan
    }

    // MARK: Rows

    /// The list as a table view, if it is one.
    var tableView: UITableView? { list as? UITableView }

    /// The list as a collection view, if it is one.
    var collectionView: UICollectionView? { list as? UICollectionView }

    /// The index path of row `row` of the section.
    func indexPath(_ row: Int) -> IndexPath {
      IndexPath(row: row, section: configuration.section)
    }

    /// The number of rows in the section, as the list knows it now.
    var rowCount: Int {
      let section = configuration.section
      if let tableView {
        guard section >= 0, section < tableView.numberOfSections else { return 0 }
        return tableView.numberOfRows(inSection: section)
      }
      if let collectionView {
        guard section >= 0, section < collectionView.numberOfSections else { return 0 }
        return collectionView.numberOfItems(inSection: section)
      }
      return 0
    }

    /// Where row `row` is laid out, in the list's content coordinates.
    func rowRect(_ row: Int) -> CGRect? {
      if let tableView { return tableView.rectForRow(at: indexPath(row)) }
      return collectionView?.layoutAttributesForItem(at: indexPath(row))?.frame
    }

    /// The cell showing row `row`, if it is visible.
    func cell(at row: Int) -> UIView? {
      if let tableView { return tableView.cellForRow(at: indexPath(row)) }
      return collectionView?.cellForItem(at: indexPath(row))
    }

    /// The row a cell shows, if it shows one of the section.
    func row(of cell: UIView) -> Int? {
      let found: IndexPath?
      if let tableView, let cell = cell as? UITableViewCell {
        found = tableView.indexPath(for: cell)
      } else if let collectionView, let cell = cell as? UICollectionViewCell {
        found = collectionView.indexPath(for: cell)
      } else {
        found = nil
      }
      guard let found, found.section == configuration.section else { return nil }
      return found.row
    }

    /// The row under a point in window coordinates, if it is one of the section.
    func row(atWindowPoint point: CGPoint) -> Int? {
      guard let list else { return nil }
      let contentPoint = list.convert(point, from: nil)
      let found: IndexPath?
      if let tableView {
        found = tableView.indexPathForRow(at: contentPoint)
      } else {
        found = collectionView?.indexPathForItem(at: contentPoint)
      }
      guard let found, found.section == configuration.section else { return nil }
      return found.row
    }

    /// Puts the visible cells of the section, with their rows, in ``visibleCellBuffer`` (reused:
    /// no allocation of ours once it has grown).
    func fillVisibleCells() {
      let section = configuration.section
      visibleCellBuffer.removeAll(keepingCapacity: true)
      if let tableView {
        for indexPath in tableView.indexPathsForVisibleRows ?? [] where indexPath.section == section {
          if let cell = tableView.cellForRow(at: indexPath) {
            visibleCellBuffer.append((indexPath.row, cell))
          }
        }
      } else if let collectionView {
        for indexPath in collectionView.indexPathsForVisibleItems where indexPath.section == section {
          if let cell = collectionView.cellForItem(at: indexPath) {
            visibleCellBuffer.append((indexPath.row, cell))
          }
        }
      }
    }

    /// The `contentView` of a table or collection view cell.
    func contentView(of cell: UIView) -> UIView? {
      (cell as? UITableViewCell)?.contentView ?? (cell as? UICollectionViewCell)?.contentView
    }

    // MARK: Geometry

    /// Reads the rows of the section into ``heightsBuffer`` (the core's layout), and the
    /// origin it is measured from into ``geometry``.
    ///
    /// Each row's height is the distance from its top to the next row's top (the last row:
    /// its own height), so spacing between rows belongs to the row above it and every row's
    /// top is exactly where the list lays it out.
    ///
    /// - Complexity: O(n) for n rows, one rect read per row; no allocation once the buffer
    ///   has grown.
    func readHeights() {
      let count = rowCount
      heightsBuffer.removeAll(keepingCapacity: true)
      var rect = count > 0 ? rowRect(0) : nil
      geometry.rowsOrigin = rect?.minY ?? 0
      geometry.rowsMinX = rect?.minX ?? list?.bounds.minX ?? 0
      geometry.rowsWidth = rect?.width ?? list?.bounds.width ?? 0
      geometry.contentHeight = list?.contentSize.height ?? 0
      for row in 0..<count {
        let next = row + 1 < count ? rowRect(row + 1) : nil
        if let current = rect {
          // As the store keeps them (`ListLayout`): NaN, infinite or negative count as 0.
          let height = Double((next?.minY ?? current.maxY) - current.minY)
          heightsBuffer.append(height.isFinite && height > 0 ? height : 0)
        } else {
          heightsBuffer.append(0)
        }
        rect = next
      }
    }

    /// The visible area of the list: its top in window coordinates, its height, and how far
    /// the rows are scrolled (the core's content offset: the row `y` at the visible top).
    func readViewport() -> ListViewport {
      guard let list else { return ListViewport() }
      let insets = list.adjustedContentInset
      geometry.topInset = insets.top
      let visibleTop = list.bounds.minY + insets.top
      let windowTop = list.convert(CGPoint(x: list.bounds.minX, y: visibleTop), to: nil).y
      return ListViewport(
        top: Double(windowTop), height: Double(list.bounds.height - insets.top - insets.bottom),
        contentOffset: Double(visibleTop - geometry.rowsOrigin))
    }

    /// The list's content `y` of a core row `y`.
    func contentY(_ rowY: Double) -> CGFloat {
      geometry.rowsOrigin + CGFloat(rowY)
    }

    /// The list's `contentOffset.y` for a core content offset.
    func listContentOffset(_ offset: Double) -> CGFloat {
      contentY(offset) - geometry.topInset
    }
  }
#endif
