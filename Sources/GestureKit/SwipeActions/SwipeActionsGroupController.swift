#if canImport(UIKit)
  import GestureCore
  import ObjectiveC
  import QuartzCore
  import UIKit

  /// Swipeable views of which at most one is open: opening one, or starting to drag it,
  /// closes the others; so do a touch on another view of the group, a touch elsewhere in
  /// the scroll view around them, and a scroll of it, as in Mail, and a touch anywhere else
  /// in the window (beside a card, on a bar button), which still reaches what it touched.
  /// ``closeAll(animated:)`` closes them all.
  ///
  /// Give the views of one list or screen the same group through their options:
  ///
  /// ```swift
  /// let inbox = SwipeActionsGroupController()
  ///
  /// func configure(_ cell: MessageCell) {
  ///   var options = SwipeActionsOptions()
  ///   options.group = inbox
  ///   cell.swipeActions(trailing: [delete, more], options: options)
  /// }
  /// ```
  ///
  /// The group is the host of GestureCore's `SwipeActionsStore`, which decides everything:
  /// which view a touch closes, where a caught spring stops, what a handler's answer does.
  /// The group only carries UIKit's events in (each member's pan, taps, touches, sizes; the
  /// enclosing scroll views' pans) and the store's results out: one `CADisplayLink` sends the
  /// store its frames while it needs them and applies every member's content offset and
  /// button frames on the same frame. One motion runs on one clock: a render-server animator
  /// beside a main-thread display link would drift from it whenever the main thread stalls.
  ///
  /// Members hold their group strongly; the group holds its members weakly, so a group
  /// lives as long as one of its views (or your own reference) and never keeps a view alive.
  /// Every swipeable view has a group. When its options name none, it joins the one the
  /// nearest scroll view around it keeps for such views (a table's rows share it: opening one
  /// closes the others, as in UIKit's own lists), or, in no scroll view, one made for it
  /// alone.
  ///
  /// In debug builds the group checks the store's host contract on every event and stops
  /// with an assertion naming the broken rule.
  @MainActor
  public final class SwipeActionsGroupController {
    /// A member, held weakly.
    struct Member {
      let id: Int
      weak var controller: SwipeActionsController?
    }

    /// The store of every member's swipe, with its clock, display link and debug contract
    /// check.
    let host = StoreHost(SwipeActionsStore())
    var members: [Member] = []
    private var nextID = 1
    /// The observed scroll views live in the relay, so that the group's `deinit` can tear
    /// them down synchronously.
    let relay = SwipeActionsGroupRelay()
    private let haptics = HapticPlayer()

    /// Creates an empty group.
    public init() {
      relay.group = self
      host.owner = self
      host.apply = { [weak self] effect in self?.apply(effect) }
      host.present = { [weak self] _ in self?.present() }
    }

    /// The group `scrollView` keeps for the swipeable views inside it whose options name
    /// none: made the first time, kept as long as the scroll view (an associated object; the
    /// group holds the scroll view weakly).
    static func shared(by scrollView: UIScrollView) -> SwipeActionsGroupController {
      if let group = objc_getAssociatedObject(scrollView, &scrollViewGroupKey)
        as? SwipeActionsGroupController
      {
        return group
      }
      let group = SwipeActionsGroupController()
      objc_setAssociatedObject(
        scrollView, &scrollViewGroupKey, group, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      return group
    }

    deinit {
      // Synchronously: a display link retains its target until it is invalidated, and a
      // scroll view keeps its targets.
      let relay = relay
      let host = host
      SwipeActionsController.onMainActor {
        host.invalidate()
        relay.tearDown()
      }
    }

    /// Closes every open view of the group (also views off-screen after a full swipe).
    ///
    /// - Parameter animated: Whether the views spring closed (`true`, the default) or close
    ///   at once.
    public func closeAll(animated: Bool = true) {
      send(.closeAll(animated: animated, time: now()))
    }

    /// The view of the group that is open, opening or being dragged, if any.
    public var openView: UIView? {
      guard let id = host.store.openRowID else { return nil }
      return controller(id)?.view
    }

    /// The views of the group, in the order they joined it.
    public var views: [UIView] {
      members.compactMap { $0.controller?.view }
    }

    // MARK: - Members

    /// Adds a member with its swipe; returns its row identifier.
    func insert(_ controller: SwipeActionsController, row: SwipeActionsRow) -> Int {
      removeDeallocatedMembers()
      let id = nextID
      nextID += 1
      members.append(Member(id: id, controller: controller))
      send(.insert(id, row))
      return id
    }

    /// Replaces a member's swipe (new options): it is put at rest closed first.
    func replace(_ id: Int, with row: SwipeActionsRow) {
      send(.insert(id, row))
    }

    /// Removes a member: it is put at rest closed at once, then leaves.
    func remove(_ id: Int) {
      if host.store.row(id) != nil {
        send(.reset(rowID: id))
        send(.remove(id))
      }
      members.removeAll { $0.id == id }
    }

    /// A member's row: its actions, state and presentation.
    func row(_ id: Int) -> SwipeActionsRow? { host.store.row(id) }

    /// The actions a member offers now without a swipe (the store's `offeredActions(onRow:)`).
    func offeredActions(onRow id: Int) -> [SwipeActionsRow.OfferedAction] {
      host.store.offeredActions(onRow: id)
    }

    /// Why a member offers no action now (the store's `refusal(onRow:)`).
    func refusal(onRow id: Int) -> SwipeActionsRow.Refusal? {
      host.store.refusal(onRow: id)
    }

    /// Why performing an action of a member would do nothing (the store's
    /// `refusal(performing:index:onRow:)`).
    func refusal(
      performing side: SwipeActionsRow.Side, index: Int, onRow id: Int
    ) -> SwipeActionsRow.Refusal? {
      host.store.refusal(performing: side, index: index, onRow: id)
    }

    private func controller(_ id: Int) -> SwipeActionsController? {
      members.first { $0.id == id }?.controller
    }

    private func removeDeallocatedMembers() {
      for member in members where member.controller == nil {
        remove(member.id)
      }
    }

    // MARK: - Events

    /// The time of an event: `CACurrentMediaTime()`, the clock of `UITouch.timestamp`, never
    /// earlier than a time already sent (a frame is stamped with the time it will be shown,
    /// a little ahead).
    func now() -> Double {
      host.now()
    }

    /// Sends an event, applies its effects, and shows every member as the store left it.
    func send(_ event: SwipeActionsStore.Event) {
      host.send(event)
    }

    /// Applies one effect of the store.
    private func apply(_ effect: SwipeActionsStore.Effect) {
      switch effect {
      case .haptic(let haptic):
        haptics.play(haptic)
      case .perform(let id, _, let side, let index, _):
        guard let controller = controller(id) else {
          send(.actionAnswered(rowID: id, completed: false, time: now()))  // Queued: next.
          return
        }
        controller.perform(side, index) { [weak self] completed in
          // Answered later (a confirmation): a new event of its own.
          guard let self else { return }
          self.send(.actionAnswered(rowID: id, completed: completed, time: self.now()))
        }
      case .fullSwipe(let id, let side, let expanded):
        controller(id)?.showExpansion(side, expanded: expanded)
      case .willOpen(let id, let side):
        controller(id)?.announce(.willOpen, side)
      case .didOpen(let id, let side):
        controller(id)?.announce(.didOpen, side)
      case .didClose(let id, let side):
        controller(id)?.announce(.didClose, side)
      case .dismissed:
        // The app completed a destructive full swipe: its view is on its way out (a cell
        // being deleted, a card taken out of its stack). It is put back at rest when it
        // leaves its window or is configured again.
        break
      }
    }

    /// Shows every member as the store has it, after every event and on every display frame
    /// (the host's `targetTimestamp`): every member's content and buttons move together,
    /// laid out here on the main thread from the store's one clock, never by a render-server
    /// animator, whose clock would drift from the main thread's whenever it stalls.
    ///
    /// Each row is read from the store as it is drawn: showing one view may make UIKit call
    /// back with an event, which the others must then be drawn after. A member whose row did
    /// not change since it was last shown, and whose recognizers' inputs did not, is left
    /// alone: a frame of one row's spring moves that row only.
    private func present() {
      for member in members {
        guard let controller = member.controller, let row = host.store.row(member.id) else {
          continue
        }
        controller.show(row)
        controller.refreshRecognizers()
      }
    }

    /// Wakes the generator of a haptic that may play soon (a drag began).
    func prepareHaptic(_ haptic: Haptic) {
      haptics.prepare(haptic)
    }

    /// Whether a touch lands on a member (its own recognizers report it): on its view, its
    /// buttons, or its content where it is drawn for a member whose content is not its view.
    func isOnMember(_ touch: UITouch) -> Bool {
      guard let view = touch.view else { return false }
      return members.contains { member in
        guard let controller = member.controller, let host = controller.hostView else {
          return false
        }
        if view.isDescendant(of: host) || controller.owns(view) { return true }
        return controller.receivesTouchesElsewhere
          && controller.isOnDrawnContent(windowPoint: touch.location(in: nil), touched: view)
      }
    }

    /// Whether a touch outside every member, landing at `place`, only closes an open view:
    /// the touch is then kept from what it landed on (a cell is not selected, a control does
    /// not fire), as in Mail; the store decides.
    func touchOnlyCloses(at place: SwipeActionsStore.TouchPlace) -> Bool {
      host.store.touchOnlyCloses(at: place)
    }
  }

  /// The key of the group a scroll view keeps for the swipeable views inside it that name
  /// none.
  @MainActor private var scrollViewGroupKey: UInt8 = 0
#endif
