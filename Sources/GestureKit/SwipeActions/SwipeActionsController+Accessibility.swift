#if canImport(UIKit)
  import GestureCore
  import UIKit

  // VoiceOver, Switch Control, Voice Control and Full Keyboard Access: every action is a
  // custom action of the view.
  extension SwipeActionsController {
    /// Every action as a custom action of the row's view (names: the titles; a cell, not its
    /// content view, is the accessibility element), next to the custom actions the view
    /// already has, in the order the store offers them (`SwipeActionsRow.offeredActions`:
    /// reading order across the row, the context menu's order). VoiceOver lists them in its
    /// actions rotor, Switch Control in its item menu, Voice Control by name ("Delete"), Full
    /// Keyboard Access in its actions menu. Each goes to the store as `performAction`, the
    /// path of a tap on the action's button: performed without moving when the row is
    /// closed; a row that refuses (dragged, sliding off-screen, waiting for an answer)
    /// answers "not done", which the assistive technology reports.
    ///
    /// Called on every configuration, not only when the buttons change: an app that sets
    /// `accessibilityCustomActions` in its own configure or `prepareForReuse` replaces the
    /// whole array, ours included, and they come back here. The app's own actions are kept
    /// (only ours are filtered out first), and ours are kept as objects when `rebuild` is
    /// `false` (the actions look the same), so a configuration allocates nothing new.
    ///
    /// - Parameter rebuild: Whether the actions changed and their custom actions must be made
    ///   again. Default `true`.
    func installAccessibilityActions(rebuild: Bool = true) {
      guard let view = hostView else { return }
      let others = (view.accessibilityCustomActions ?? []).filter { action in
        !accessibilityActions.contains { $0 === action }
      }
      if !rebuild, !accessibilityActions.isEmpty || (leading.isEmpty && trailing.isEmpty) {
        let mine = accessibilityActions
        let current = view.accessibilityCustomActions ?? []
        // Already in place (the app did not touch them): leave the array alone.
        if current.count == others.count + mine.count,
          zip(current.suffix(mine.count), mine).allSatisfy({ $0 === $1 })
        {
          return updateActionsCarrier()
        }
        view.accessibilityCustomActions = others + mine
        return updateActionsCarrier()
      }
      var mine: [UIAccessibilityCustomAction] = []
      for offered in group.row(id)?.offeredActions ?? [] {
        let actions = offered.side == .leading ? leading : trailing
        guard actions.indices.contains(offered.index) else { continue }
        let action = actions[offered.index]
        warnIfUnnamed(action)
        let (side, index) = (offered.side, offered.index)
        mine.append(
          UIAccessibilityCustomAction(name: action.accessibilityName, image: action.image) {
            [weak self] _ in
            self?.performAccessibilityAction(side, index: index) ?? false
          })
      }
      accessibilityActions = mine
      view.accessibilityCustomActions = others + mine
      updateActionsCarrier()
    }

    /// Puts the actions back once the app's configuration has run: an app that sets
    /// `accessibilityCustomActions` after calling `swipeActions` in the same configure
    /// replaces the whole array, and VoiceOver would lose the swipe actions until the next
    /// configuration. The configuration runs to its end before the main actor takes its next
    /// job, so the check comes after the app's last word, whatever its order.
    func reinstallAccessibilityActionsAfterConfiguration() {
      guard !isAccessibilityReinstallScheduled else { return }
      isAccessibilityReinstallScheduled = true
      Task { @MainActor [weak self] in
        guard let self else { return }
        isAccessibilityReinstallScheduled = false
        guard isAttached, !accessibilityActions.isEmpty else { return }
        installAccessibilityActions(rebuild: false)
      }
    }

    /// Removes the view's custom actions that are the swipe actions, leaving the app's own.
    func uninstallAccessibilityActions() {
      if let view = hostView, let current = view.accessibilityCustomActions {
        view.accessibilityCustomActions = current.filter { action in
          !accessibilityActions.contains { $0 === action }
        }
      }
      accessibilityActions.removeAll()
      updateActionsCarrier()
    }

    // MARK: The open buttons

    /// Once the row rests open, its buttons are what VoiceOver, Switch Control and Full
    /// Keyboard Access reach, in reading order (`SwipeActionsRow.accessibleButtons`), after
    /// the row's content, and their focus moves to the first: the row was opened to act on
    /// them (⌃↩, a swipe). The escape (VoiceOver's two-finger scrub, Full Keyboard Access's
    /// Escape) on a button or on the content closes the row, as it does in Mail's list: the
    /// content of a cell, or of a plain view that is an element with a label, is stood for by
    /// an element that takes the escape while the row is open. (A plain view whose subviews
    /// are the elements, and a SwiftUI row, have only their buttons answer it.)
    func exposeOpenButtons() {
      guard isAttached, let host = hostView else { return }
      var buttons: [UIView] = []
      for offered in group.row(id)?.accessibleButtons ?? [] {
        let views = offered.side == .leading ? leadingButtons : trailingButtons
        if views.indices.contains(offered.index) { buttons.append(views[offered.index]) }
      }
      guard let first = buttons.first else { return }
      // The escape is asked of the focused element first, then of each container above it
      // until one says it acted: the buttons' container answers for the buttons, and for a
      // plain view, whose buttons are beside it, this is the only way up from them.
      container.performsEscape = { [weak self] in self?.perform(.hideActions) ?? false }
      if let overlay {
        overlay.accessibilityElementsHidden = false
        // An accessibility element hides its subviews from assistive technologies (a table
        // or collection view cell is one): while open, the cell becomes a container whose
        // elements are its content, then its buttons.
        if exposedCell == nil {
          exposedCell = (host.isAccessibilityElement, host.accessibilityElements)
        }
        // Read while the cell is still the element it was: a cell that is one reads its
        // content's labels as its own label.
        let content = contentElements(of: host)
        host.isAccessibilityElement = false
        host.accessibilityElements = content + buttons
      } else if drawsContent == nil, host.isAccessibilityElement,
        let label = host.accessibilityLabel, !label.isEmpty
      {
        // The escape is asked of the focused element and then of the views above it: a plain
        // view's superview is the app's screen, which would go back. While open, the view is
        // a container whose one element, standing for it, closes the row; its buttons are
        // beside it, in their own container.
        if exposedCell == nil {
          exposedCell = (host.isAccessibilityElement, host.accessibilityElements)
        }
        let content = contentElements(of: host)
        host.isAccessibilityElement = false
        host.accessibilityElements = content
      }
      focusReturnsToRow = true
      // A layout change naming an element moves VoiceOver's focus to it.
      postLayoutChanged(focusing: first)
    }

    /// What stands for the row's content while its buttons are exposed: an element that
    /// reads as the cell did (its label, value, traits and custom actions, the app's and
    /// the swipe actions), framed where the content shows beside the buttons; or, for a
    /// cell that was no element of its own (its parts were), those parts, as before.
    private func contentElements(of host: UIView) -> [Any] {
      let element: SwipeActionsContentElement
      if let exposed = host.accessibilityElements?.first as? SwipeActionsContentElement {
        // Exposed already (the row opened again on the other side): the same content.
        element = exposed
      } else if host.isAccessibilityElement, let label = host.accessibilityLabel, !label.isEmpty {
        element = SwipeActionsContentElement(accessibilityContainer: host)
        element.controller = self
        element.host = host
        element.accessibilityLabel = label
        element.accessibilityValue = host.accessibilityValue
        element.accessibilityHint = host.accessibilityHint
        element.accessibilityTraits = host.accessibilityTraits
        element.accessibilityCustomActions = host.accessibilityCustomActions
      } else {
        return exposedCell?.elements ?? host.subviews.filter { $0 !== overlay && $0 !== observer }
      }
      // A plain view moves itself (its transform): its element covers all of it.
      guard overlay != nil else {
        element.accessibilityFrameInContainerSpace = host.bounds
        return [element]
      }
      // The content is drawn `offset` points from its rest (screen x, as the cell's bounds):
      // its element covers what of it is on the cell, not the buttons.
      let offset = CGFloat(group.row(id)?.offset ?? 0)
      let shown = host.bounds.offsetBy(dx: offset.isFinite ? offset : 0, dy: 0)
        .intersection(host.bounds)
      element.accessibilityFrameInContainerSpace = shown.isEmpty ? host.bounds : shown
      return [element]
    }

    /// The buttons are hidden again (the row closed, or the view is let go): the cell is its
    /// own element again and, when the focus had gone to the buttons and `returningFocus`,
    /// the focus goes back to the row.
    func concealButtons(returningFocus: Bool) {
      if let saved = exposedCell, let host = hostView {
        host.isAccessibilityElement = saved.isAccessibilityElement
        host.accessibilityElements = saved.elements
      }
      exposedCell = nil
      overlay?.accessibilityElementsHidden = true
      guard focusReturnsToRow else { return }
      focusReturnsToRow = false
      if returningFocus, let host = hostView, host.window != nil {
        postLayoutChanged(focusing: host)
      }
    }

    /// Whether the keyboard's focus (Full Keyboard Access) is on one of the row's buttons or
    /// in its cover, about to be taken out of the window.
    var keyboardFocusIsOnButtons: Bool {
      guard let host = hostView,
        let focused = UIFocusSystem.focusSystem(for: host)?.focusedItem as? UIView
      else { return false }
      return focused.isDescendant(of: container) || overlay.map { focused.isDescendant(of: $0) } == true
    }

    /// Performs an action the second way (a custom action, a menu item, a key command): the
    /// store's `performAction`, the path of a tap on its button (performed without moving
    /// when the row is closed). Every second way goes through here, also for hosts that offer
    /// the actions themselves, such as the SwiftUI `swipeToReveal(leading:trailing:options:)`,
    /// whose row view is not an accessibility element (its SwiftUI content is).
    ///
    /// A destructive action that removes the row from its table or collection view (the
    /// app deletes the item) moves the focus on, as a list's Delete does, and a Delete says
    /// so (``watchForRemoval(of:isDelete:)``).
    ///
    /// - Returns: Whether the action was performed (``performOfferedAction(_:index:)``).
    @discardableResult
    func performAccessibilityAction(_ side: SwipeActionsRow.Side, index: Int) -> Bool {
      let actions = side == .leading ? leading : trailing
      let isDestructive = actions.indices.contains(index) && actions[index].style == .destructive
      let place = isDestructive ? RowPlace(of: hostView) : nil
      let isDelete = isDestructive && Self.isDelete(actions[index])
      guard performOfferedAction(side, index: index) else { return false }
      if let place { watchForRemoval(of: place, isDelete: isDelete) }
      return true
    }

    /// Whether `action` is the row's Delete: its name (``SwipeAction/accessibilityName``) is
    /// "Delete", in English or as the app's `GestureKit.strings` localizes it, whatever the
    /// case. Another destructive action (Archive, Remove from List) may take the row away
    /// too, but "Deleted" would misname what it did.
    private static func isDelete(_ action: SwipeAction) -> Bool {
      let name = action.accessibilityName
      let localized = ListGestures.AccessibilityActionNames.localized.delete
      return [localized, "Delete"].contains {
        name.compare($0, options: .caseInsensitive) == .orderedSame
      }
    }

    /// Follows the row after a destructive action until the app answers it (the store's
    /// ``SwipeActionsRow/refusal`` is `.awaitingAnswer` until then: a confirmation on screen,
    /// a request under way) and for `removalWatchAfterAnswer` seconds after, for its list
    /// to apply and animate the removal (a table's row deletion takes about a third of a
    /// second, a diffable snapshot may come on a later turn), checking every
    /// `removalWatchInterval` seconds whether the row left: its cell left the window or the
    /// section has fewer rows. Then VoiceOver's focus, where it was gone with the row
    /// (`voiceOverFocusIsGone(with:)`), and the keyboard's when it was in the row, move to the
    /// row that took its place, or the one above after the last (`ListStore.focusIndex`); for
    /// a Delete (`isDelete`), "Deleted" is announced (the list's own words,
    /// `AccessibilityActionNames.deletedAnnouncement`), another destructive action says
    /// nothing, as GestureKit cannot name what it did. A row kept, a row let go (its view's
    /// swipe actions removed), or a removal later than that changes nothing.
    private func watchForRemoval(of place: RowPlace, isDelete: Bool) {
      let rowID = id
      Task { @MainActor [weak self] in
        var answeredAt: Double?
        while true {
          try? await Task.sleep(nanoseconds: UInt64(Self.removalWatchInterval * 1e9))
          guard let self, let list = place.list, let cell = place.cell else { return }
          let count = place.count(in: list)
          if cell.window == nil || count < place.count {
            self.handOffFocus(from: cell, place: place, remaining: count, in: list, isDelete: isDelete)
            return
          }
          guard self.isAttached, self.id == rowID else { return }
          if self.group.row(rowID)?.refusal == .awaitingAnswer { continue }
          let now = self.group.now()
          let answered = answeredAt ?? now
          answeredAt = answered
          if now - answered >= Self.removalWatchAfterAnswer { return }
        }
      }
    }

    /// How often, in seconds, ``watchForRemoval(of:isDelete:)`` looks at the row.
    private static let removalWatchInterval = 0.1
    /// How long, in seconds, ``watchForRemoval(of:isDelete:)`` looks for the row's removal
    /// once the app answered: a table's deletion animation, about a third of a second, and
    /// a snapshot applied on a later turn fit well within it.
    private static let removalWatchAfterAnswer = 2.0

    /// The row left its list after a destructive action: the focus goes to its neighbour,
    /// and a Delete says "Deleted" (``outcomeAnnouncementDelay`` seconds after VoiceOver's
    /// focus moved, once the neighbour's reading has begun).
    private func handOffFocus(
      from cell: UIView, place: RowPlace, remaining count: Int, in list: UIScrollView,
      isDelete: Bool
    ) {
      let neighbour = ListStore.focusIndex(
        afterRemovingRowAt: place.indexPath.item, remaining: count
      ).flatMap { place.cell(at: $0, in: list) }
      var movedVoiceOverFocus = false
      if let neighbour {
        if voiceOverFocusIsGone(with: cell) {
          postLayoutChanged(focusing: neighbour)
          movedVoiceOverFocus = true
        }
        if place.hadKeyboardFocus { requestKeyboardFocus(on: neighbour) }
      }
      guard isDelete else { return }
      let deleted = ListGestures.AccessibilityActionNames.localized.deletedAnnouncement
      guard movedVoiceOverFocus else {
        postQueuedAnnouncement(deleted)
        return
      }
      // The layout change's reading starts on a later turn: an announcement posted in the
      // same instant may be spoken before it, or cut off by it. It waits as the list's do.
      Task { @MainActor in
        try? await Task.sleep(nanoseconds: UInt64(outcomeAnnouncementDelay * 1e9))
        postQueuedAnnouncement(deleted)
      }
    }
  }

  /// Where a row's view was when a destructive action began: its cell, the table or
  /// collection view around it, its index path, the section's number of rows, and whether
  /// the keyboard focus was in it.
  @MainActor
  struct RowPlace {
    weak var cell: UIView?
    weak var list: UIScrollView?
    let indexPath: IndexPath
    let count: Int
    let hadKeyboardFocus: Bool

    /// The place of the cell that holds `view` (the view itself, or a SwiftUI row's
    /// ancestor); `nil` outside a table or collection view.
    init?(of view: UIView?) {
      var found: (cell: UIView, list: UIScrollView, path: IndexPath)?
      var current = view
      while found == nil, let candidate = current {
        if let cell = candidate as? UITableViewCell,
          let table = Self.ancestor(of: cell, as: UITableView.self),
          let path = table.indexPath(for: cell)
        {
          found = (cell, table, path)
        } else if let cell = candidate as? UICollectionViewCell,
          let collection = Self.ancestor(of: cell, as: UICollectionView.self),
          let path = collection.indexPath(for: cell)
        {
          found = (cell, collection, path)
        }
        current = candidate.superview
      }
      guard let found else { return nil }
      cell = found.cell
      list = found.list
      indexPath = found.path
      count = Self.count(in: found.list, section: found.path.section)
      let focused = UIFocusSystem.focusSystem(for: found.cell)?.focusedItem as? UIView
      hadKeyboardFocus = focused?.isDescendant(of: found.cell) ?? false
    }

    /// The section's number of rows now.
    func count(in list: UIScrollView) -> Int { Self.count(in: list, section: indexPath.section) }

    /// The cell of row `row` of the section, if it is loaded.
    func cell(at row: Int, in list: UIScrollView) -> UIView? {
      let path = IndexPath(item: row, section: indexPath.section)
      if let table = list as? UITableView { return table.cellForRow(at: path) }
      return (list as? UICollectionView)?.cellForItem(at: path)
    }

    private static func count(in list: UIScrollView, section: Int) -> Int {
      if let table = list as? UITableView {
        return section < table.numberOfSections ? table.numberOfRows(inSection: section) : 0
      }
      guard let collection = list as? UICollectionView, section < collection.numberOfSections
      else { return 0 }
      return collection.numberOfItems(inSection: section)
    }

    private static func ancestor<List: UIView>(of view: UIView, as _: List.Type) -> List? {
      var current = view.superview
      while let candidate = current {
        if let list = candidate as? List { return list }
        current = candidate.superview
      }
      return nil
    }
  }

  /// The element that reads as a row's content while its buttons are exposed; the escape on
  /// it closes the row.
  ///
  /// It reads its row's view each time it is asked (the app may reconfigure an open cell: a
  /// completion toggled, a live update), and what was copied when the row opened only where
  /// the view answers nothing now: a cell that is no element reads no label of its own.
  @MainActor
  final class SwipeActionsContentElement: UIAccessibilityElement {
    weak var controller: SwipeActionsController?
    /// The row's view, read live.
    weak var host: UIView?
    private var copiedLabel: String?
    private var copiedValue: String?
    private var copiedHint: String?
    private var copiedActions: [UIAccessibilityCustomAction]?

    override var accessibilityLabel: String? {
      get { host?.accessibilityLabel.flatMap { $0.isEmpty ? nil : $0 } ?? copiedLabel }
      set { copiedLabel = newValue }
    }

    override var accessibilityValue: String? {
      get { host?.accessibilityValue ?? copiedValue }
      set { copiedValue = newValue }
    }

    override var accessibilityHint: String? {
      get { host?.accessibilityHint ?? copiedHint }
      set { copiedHint = newValue }
    }

    override var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
      get { host?.accessibilityCustomActions ?? copiedActions }
      set { copiedActions = newValue }
    }

    // The escape is asked of the focused element first: the open row takes it, before the
    // screen around it (which would go back).
    override func accessibilityPerformEscape() -> Bool {
      controller?.perform(.hideActions) ?? false
    }
  }
#endif
