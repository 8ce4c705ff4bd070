#if canImport(UIKit)
  import GestureCore
  import UIKit
  import os

  // Lists whose items have no identifiers (a classic data source, no `itemIdentifierProvider`): the
  // rows on screen are seen when a gesture begins and after each edit GestureKit asked for,
  // and seen again before the next edit. GestureCore's `ListStore.showsSameItem(_:now:)`
  // decides whether a row still shows its item; a row that does not is new data, and the
  // edit meant for it is not handed to whatever item is there now.
  extension ListGestures {
    /// What a cell showed of its item: the primary text of its list content configuration
    /// (or, without one, of the first label in its content view).
    ///
    /// Only what names the item: a subtitle, a badge or an accessibility label often changes
    /// on its own while a finger is down ("5 min ago", a live count, a progress), and a row
    /// compared on them would look like another item and drop every edit. Nor the rest of
    /// the configuration: UIKit replaces a cell's configuration with one updated for its
    /// state (`updated(for:)`: highlighted, selected, editing) whenever the state changes,
    /// and a sidebar or accent style changes colours and images with it.
    struct CellContent: Equatable {
      var text: [String?]

      init?(cell: UIView) {
        let configuration: (any UIContentConfiguration)?
        if let cell = cell as? UITableViewCell {
          configuration = cell.contentConfiguration
        } else if let cell = cell as? UICollectionViewCell {
          configuration = cell.contentConfiguration
        } else {
          configuration = nil
        }
        if let list = configuration as? UIListContentConfiguration {
          text = [list.attributedText?.string ?? list.text]
        } else {
          // A custom cell or a classic one (`textLabel`, which lives in the content view): the
          // text of the first label it shows, in view order.
          var texts: [String?] = []
          let content = (cell as? UITableViewCell)?.contentView
            ?? (cell as? UICollectionViewCell)?.contentView
          if let content { Self.addLabelTexts(in: content, to: &texts) }
          text = texts
        }
        if !text.contains(where: { $0 != nil }) { return nil }
      }

      /// How many labels a cell's content is read for: the first, its title as a rule. The
      /// others often change on their own while a finger is down (a relative date, a
      /// progress, a counter), which would make the row look like another item and drop the
      /// edit.
      static let labelLimit = 1

      /// Adds the text of the shown labels in `view` and its subviews, depth first, up to
      /// ``labelLimit``; buttons (swipe actions' among them) are not the item's content.
      private static func addLabelTexts(in view: UIView, to texts: inout [String?]) {
        for subview in view.subviews where !subview.isHidden && subview.alpha > 0 {
          guard texts.count < labelLimit else { return }
          if let label = subview as? UILabel {
            texts.append(label.attributedText?.string ?? label.text)
          } else if !(subview is UIButton) {
            addLabelTexts(in: subview, to: &texts)
          }
        }
      }
    }

    typealias Sighting = ListStore.RowSighting<CellContent>

    /// How the row at `row` looks now, or `nil` when no cell shows it.
    func sighting(ofRow row: Int) -> Sighting? {
      guard let cell = cell(at: row) else { return nil }
      return Sighting(view: ObjectIdentifier(cell), content: CellContent(cell: cell))
    }

    /// Sees the rows on screen now, by their identifiers in the store (only when the items
    /// have no identifiers: otherwise the identifiers say it all). Called when a gesture
    /// begins and after each edit the app carried out for GestureKit.
    func seeVisibleRows() {
      guard itemIdentifiers == nil else { return }
      sightings.removeAll(keepingCapacity: true)
      fillVisibleCells()
      for (row, _) in visibleCellBuffer where rowIDs.indices.contains(row) {
        sightings[rowIDs[row]] = sighting(ofRow: row)
      }
    }

    /// Whether the row at `index` still shows the item it showed when last seen. A row that
    /// does not gets a fresh identifier, reported to the store once the event is over, so the
    /// edit meant for it reaches no item.
    func rowShowsSameItem(at index: Int) -> Bool {
      guard rowIDs.indices.contains(index), let seen = sightings[rowIDs[index]] else { return true }
      // The app may have reloaded its data since the last layout: a table view makes its
      // cells for new data in its next layout pass, and until then shows the old ones.
      list?.layoutIfNeeded()
      if ListStore.showsSameItem(seen, now: sighting(ofRow: index)) { return true }
      warnOnceAboutDroppedEdit()
      sightings[rowIDs[index]] = nil
      rowIDs[index] = makeRowID()
      reportsRowIDs = true
      needsRowSynchronization = true
      return false
    }

    /// In debug builds, says once per list that an edit was dropped because its row no
    /// longer showed the item it showed when the gesture began: without identifiers, that is
    /// all GestureKit can tell, and a cell whose title changes under a finger drops the edit.
    private func warnOnceAboutDroppedEdit() {
      #if DEBUG
        guard !hasWarnedAboutDroppedEdit else { return }
        hasWarnedAboutDroppedEdit = true
        let warning: StaticString =
          "GestureKit: an edit was dropped because its row no longer shows the item it showed when the gesture began (its cell's title changed: the data was reloaded or re-sorted, or the title changes by itself). Rows of a list without item identifiers are told apart by their cells' titles; set ListGestures.itemIdentifierProvider so that each edit reaches the item it was made on."
        os_log(warning, log: .default, type: .default)
      #endif
    }
  }
#endif
