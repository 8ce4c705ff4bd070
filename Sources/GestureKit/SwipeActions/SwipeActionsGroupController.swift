#if canImport(UIKit)
  import GestureCore
  import QuartzCore
  import UIKit

  /// Swipeable views of which at most one is open: opening one, or starting to drag it,
  /// closes the others; so do a touch on another view of the group, a touch elsewhere in
  /// the scroll view around them, and a scroll of it, as in Mail. ``closeAll(animated:)``
  /// closes them all.
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
  /// button frames on the same frame (`uikit-rules.md`, "Drive one motion from one clock").
  ///
  /// Members hold their group strongly; the group holds its members weakly, so a group
  /// lives as long as one of its views (or your own reference) and never keeps a view alive.
  /// Every swipeable view has a group: one made for it alone when its options name none.
  ///
  /// In debug builds the group checks the store's host contract on every event and stops
  /// with an assertion naming the broken rule.
  @MainActor
  public final class SwipeActionsGroupController {
    /// A member, held weakly.
    private struct Member {
      let id: Int
      weak var controller: SwipeActionsController?
    }

    /// The store of every member's swipe.
    let store = InteractionDriver(SwipeActionsStore())
    private var members: [Member] = []
    private var nextID = 1
    /// The times sent, in seconds on the `CACurrentMediaTime()` clock, never going back.
    private var clock = MonotonicClock()
    /// The display link, while the store needs frames.
    private let frames = DisplayLinkFrames()
    /// The display link and the observed scroll views live in the relay, so that the group's
    /// `deinit` can tear them down synchronously.
    private let relay = SwipeActionsGroupRelay()
    private let haptics = HapticPlayer()
    #if DEBUG
      // `.mainThreadHost`, as every GestureKit host: the display link runs from `needsFrames`
      // after every event, by construction, so a gap between frames is a main-thread stall
      // or a breakpoint, not a bug.
      private var checker = SwipeActionsStore.ContractChecker(tolerance: .mainThreadHost)
    #endif

    /// Creates an empty group.
    public init() {
      relay.group = self
      frames.onFrame = { [weak self] time in self?.frameDidArrive(at: time) }
      #if DEBUG
        store.observer = { [unowned self] event, effects, store in
          if let violation = self.checker.observe(event, effects: effects, store: store) {
            assertionFailure("\(violation)")
          }
        }
      #endif
    }

    deinit {
      // Synchronously: a display link retains its target until invalidated (uikit-rules.md,
      // "CADisplayLink retains its target"), and a scroll view keeps its targets.
      let relay = relay
      let frames = frames
      SwipeActionsController.onMainActor {
        frames.stop()
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
      guard let id = store.model.openRowID else { return nil }
      return controller(id)?.view
    }

    /// The views of the group, in the order they joined it.
    public var views: [UIView] {
      members.compactMap { $0.controller?.view }
    }

    // MARK: - Members

    /// Adds a member with its swipe; returns its row identifier.
    func insert(_ controller: SwipeActionsController, row: SwipeActions) -> Int {
      removeDeallocatedMembers()
      let id = nextID
      nextID += 1
      members.append(Member(id: id, controller: controller))
      send(.insert(id, row))
      return id
    }

    /// Replaces a member's swipe (new options): it is put at rest closed first.
    func replace(_ id: Int, with row: SwipeActions) {
      send(.insert(id, row))
    }

    /// Removes a member: it is put at rest closed at once, then leaves.
    func remove(_ id: Int) {
      if store.model.row(id) != nil {
        send(.reset(rowID: id))
        send(.remove(id))
      }
      members.removeAll { $0.id == id }
    }

    /// A member's row: its presentation.
    func row(_ id: Int) -> SwipeActionsStore.Row? { store.model.row(id) }

    /// A member's swipe: its state and actions.
    func swipe(_ id: Int) -> SwipeActions? { store.model.swipe(id) }

    private func controller(_ id: Int) -> SwipeActionsController? {
      members.first { $0.id == id }?.controller
    }

    private func removeDeallocatedMembers() {
      for member in members where member.controller == nil {
        remove(member.id)
      }
    }

    // MARK: - Time

    /// The time of an event: `CACurrentMediaTime()`, the clock of `UITouch.timestamp`
    /// (uikit-rules.md, "share one clock"), never earlier than a time already sent (a frame
    /// is stamped with the time it will be shown, a little ahead).
    func now() -> Double {
      clock.read(CACurrentMediaTime())
    }

    // MARK: - Events

    /// Sends an event, applies its effects, and shows every member as the store left it.
    func send(_ event: SwipeActionsStore.Event) {
      store.send(event) { effect in apply(effect) }
      present()
    }

    /// Applies one effect of the store.
    private func apply(_ effect: SwipeActionsStore.Effect) {
      switch effect {
      case .haptic(let haptic):
        haptics.play(haptic)
      case .perform(let id, _, let side, let index, _):
        guard let controller = controller(id) else {
          store.send(.actionAnswered(rowID: id, completed: false, time: now())) { _ in }
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

    /// Shows every member as the store has it, and runs the display link while the store
    /// needs frames.
    private func present() {
      let model = store.model
      for member in members {
        guard let controller = member.controller, let row = model.row(member.id) else { continue }
        controller.show(row, swipe: model.swipe(member.id))
      }
      frames.run(model.needsFrames)
    }

    // MARK: - Frames

    /// A display frame (`DisplayLinkFrames`: its `targetTimestamp`): the store advances to
    /// the time the frame will be shown, and every member's content and buttons move to it
    /// together. One clock for the whole motion: content and buttons are laid out here, on
    /// the main thread, never by a render-server animator (uikit-rules.md, "Drive one motion
    /// from one clock"; issue 10, item 8).
    private func frameDidArrive(at time: Double) {
      send(.tick(time: clock.read(time)))
    }

    // MARK: - Scroll views and touches outside

    /// Makes scrolling `scrollView` close the open view, and touches on it outside every
    /// member count as touches elsewhere. Members call it for the scroll views around them.
    func observe(_ scrollView: UIScrollView) {
      relay.scrollViews.removeAll { $0.scrollView == nil }
      guard !relay.scrollViews.contains(where: { $0.scrollView === scrollView }) else { return }
      relay.scrollViews.append(ObservedScrollView(scrollView, group: self, relay: relay))
    }

    /// Makes touches on `area` (a screen's view) count as touches elsewhere when they land
    /// outside every member and outside every observed scroll view (whose own observer
    /// reports those): a tap outside closes the open view where there is no scroll view
    /// around the members, as in a SwiftUI card grid. Members' hosts call it; the area is
    /// observed while it and the group live.
    func observeTouches(in area: UIView) {
      relay.areas.removeAll { $0.view == nil }
      guard !relay.areas.contains(where: { $0.view === area }) else { return }
      let touches = ObservedScrollView.outsideObserver(group: self)
      touches.name = "GestureKit.swipeActions.touchesOutsideArea"
      touches.accepts = { [weak self] touch in
        guard let self else { return false }
        return !self.isOnMember(touch.view) && !self.isInObservedScrollView(touch.view)
      }
      area.addGestureRecognizer(touches)
      relay.areas.append(touches)
    }

    /// Whether a view is inside one of the scroll views the group observes.
    private func isInObservedScrollView(_ view: UIView?) -> Bool {
      guard let view else { return false }
      return relay.scrollViews.contains { observed in
        observed.scrollView.map { view.isDescendant(of: $0) } ?? false
      }
    }

    fileprivate func scrollViewDidBeginDragging() {
      send(.scrolled(time: now()))
    }

    /// Wakes the generator of a haptic that may play soon (a drag began).
    func prepareHaptic(_ haptic: Haptic) {
      haptics.prepare(haptic)
    }

    /// Whether a touch on `view` lands on a member (its own recognizers report it).
    func isOnMember(_ view: UIView?) -> Bool {
      guard let view else { return false }
      return members.contains { member in
        guard let host = member.controller?.hostView else { return false }
        return view.isDescendant(of: host) || member.controller?.owns(view) == true
      }
    }

    /// Whether a touch outside every member only closes an open view: the touch is then kept
    /// from what it landed on (a cell is not selected, a control does not fire), as in Mail.
    func touchOutsideCloses() -> Bool {
      store.model.tapCloses(onRow: nil)
    }

    /// Every member's recognizers for the group's new state.
    func refreshRecognizers() {
      for member in members { member.controller?.refreshRecognizers() }
    }
  }

  /// A scroll view whose drags close the group's open view, with the recognizer that
  /// reports touches on it outside every member.
  @MainActor
  struct ObservedScrollView {
    weak var scrollView: UIScrollView?
    let touches: SwipeActionsTouchObserver

    init(
      _ scrollView: UIScrollView, group: SwipeActionsGroupController,
      relay: SwipeActionsGroupRelay
    ) {
      self.scrollView = scrollView
      // Adding a target to a scroll view's own pan is public API (`UIScrollView.h`,
      // `panGestureRecognizer`): its `.began` is the user starting to scroll.
      scrollView.panGestureRecognizer.addTarget(
        relay, action: #selector(SwipeActionsGroupRelay.scrollViewPanDidChange(_:)))
      touches = Self.outsideObserver(group: group)
      touches.name = "GestureKit.swipeActions.touchesOutside"
      touches.accepts = { [weak group] touch in !(group?.isOnMember(touch.view) ?? true) }
      scrollView.addGestureRecognizer(touches)
    }

    /// A touch observer that reports its touches to the group as touches outside every
    /// member (set its `accepts`).
    static func outsideObserver(group: SwipeActionsGroupController) -> SwipeActionsTouchObserver {
      let touches = SwipeActionsTouchObserver()
      touches.claims = { [weak group] in group?.touchOutsideCloses() ?? false }
      touches.touchDown = { [weak group] in
        guard let group else { return }
        group.send(.touchDown(rowID: nil, time: group.now()))
      }
      touches.touchUp = { [weak group] in
        guard let group else { return }
        group.send(.touchUp(time: group.now()))
      }
      return touches
    }

    /// Removes the recognizer and the scroll view's target (only ours: the scroll view has
    /// targets of its own).
    func detach(relay: SwipeActionsGroupRelay) {
      touches.view?.removeGestureRecognizer(touches)
      scrollView?.panGestureRecognizer.removeTarget(
        relay, action: #selector(SwipeActionsGroupRelay.scrollViewPanDidChange(_:)))
    }
  }

  /// The Objective-C face of a group: the target of the scroll views' pans, holding the
  /// group weakly, and the owner of what the group installs in UIKit, so the group's `deinit`
  /// can remove it.
  @MainActor
  final class SwipeActionsGroupRelay: NSObject {
    weak var group: SwipeActionsGroupController?
    /// The scroll views around the members.
    var scrollViews: [ObservedScrollView] = []
    /// The observers of touches on areas around the members (`observeTouches(in:)`).
    var areas: [SwipeActionsTouchObserver] = []

    @objc func scrollViewPanDidChange(_ pan: UIPanGestureRecognizer) {
      if pan.state == .began { group?.scrollViewDidBeginDragging() }
    }

    /// Detaches from the scroll views.
    func tearDown() {
      for observed in scrollViews { observed.detach(relay: self) }
      scrollViews.removeAll()
      for touches in areas { touches.view?.removeGestureRecognizer(touches) }
      areas.removeAll()
    }
  }
#endif
