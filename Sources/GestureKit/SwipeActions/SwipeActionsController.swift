#if canImport(UIKit)
  import GestureCore
  import UIKit
  import os

  /// The swipe actions of one view: open or close them from code (``open(_:animated:)``,
  /// ``close(animated:)``, ``reset()``), and read where the view is (``state``,
  /// ``openSide``) and what it was given. GestureCore's `SwipeActionsStore`, one per group,
  /// decides everything; the controller carries UIKit's touches, taps and layout to it and
  /// shows what it decides.
  ///
  /// Get one with `UIView.swipeActions(leading:trailing:options:)`; the view owns it (an
  /// associated object) and `UIView.swipeActionsController` returns it later.
  ///
  /// ```swift
  /// let controller = card.swipeActions(
  ///   leading: [SwipeAction(title: "Pin", backgroundColor: .systemOrange) { _, view in pin(view) }],
  ///   trailing: [SwipeAction(title: "Delete", style: .destructive) { _, view in delete(view) }])
  /// controller.open(.trailing)           // reveal the trailing buttons
  /// controller.close(animated: false)    // and put the card back at once
  /// ```
  ///
  /// How the view moves (a plain view by `transform`, a cell through a snapshot), how UIKit
  /// maps onto the store and who owns whom are in <doc:SwipeActionsOnAnyView>. The view owns
  /// the controller; handlers receive the view as a parameter, so capture it weakly or not
  /// at all.
  @MainActor
  public final class SwipeActionsController {
    /// The view the actions belong to.
    public private(set) weak var view: UIView?
    /// The leading actions, outermost first.
    public private(set) var leading: [SwipeAction]
    /// The trailing actions, outermost first.
    public private(set) var trailing: [SwipeAction]
    /// The options.
    public private(set) var options: SwipeActionsOptions
    /// The group the view belongs to: the one of its options; else the one the nearest scroll
    /// view around it keeps for views that name none, once it is in one; else one of its own.
    public internal(set) var group: SwipeActionsGroupController

    /// The view's row in its group's store.
    var id = 0
    var isAttached = true

    // Views GestureKit owns.
    let container = SwipeActionsButtonContainer()
    /// The buttons, made on first need (``makeButtonsIfNeeded()``); empty until then.
    var leadingButtons: [UIButton] = []
    var trailingButtons: [UIButton] = []
    /// Whether the buttons are made: not before the row may move or show them (a touch on
    /// it, a drag, `open`), so a list's rows that are never swiped make none.
    var areButtonsMade = false
    /// A cell's cover while it is away from rest (nil for plain views, and at rest).
    var overlay: SwipeActionsCellOverlay?
    /// The display frame after a change the cover's picture must show (runs only then).
    let nextFrame = DisplayLinkFrames()
    let observer = SwipeActionsContentObserver()
    /// The target of the buttons (holds this controller weakly).
    let relay = SwipeActionsRelay()
    /// The delegate of the recognizers: the families' one (holds this controller weakly).
    let gestureDelegate = FamilyGestureDelegate()

    // Recognizers.
    /// The content's: made here, or kept by a SwiftUI view that attaches them itself.
    let rowRecognizers: SwipeActionsRowRecognizers
    let pan: CoreGestureRecognizer
    let containerPan: CoreGestureRecognizer
    let tap: CoreGestureRecognizer
    /// The pans' trackpad and mouse companions (the view's, the buttons' container's).
    let scrollPan: ScrollDragCompanion
    let containerScrollPan = ScrollDragCompanion(name: "GestureKit.swipeActions.buttonsScroll")
    var scrollPans: [ScrollDragCompanion] { [scrollPan, containerScrollPan] }
    let touches: SwipeActionsTouchObserver
    let containerTouches = SwipeActionsTouchObserver()

    /// The context menu of the view, while it has one (+Menu), and its delegate.
    let menuDelegate = SwipeActionsMenuDelegate()
    let menuInteraction: UIContextMenuInteraction

    var accessibilityActions: [UIAccessibilityCustomAction] = []
    /// A cell's own accessibility while its open buttons stand in for it
    /// (``exposeOpenButtons()``), to put back as it closes.
    var exposedCell: (isAccessibilityElement: Bool, elements: [Any]?)?
    /// Whether assistive technologies' focus went to the open buttons and goes back to the
    /// row as it closes.
    var focusReturnsToRow = false
    /// Whether the accessibility actions are checked again after the configuration.
    var isAccessibilityReinstallScheduled = false
    /// Where the actions go besides the view (+Carrier): GestureKit made the view an
    /// element, or the element around it carries them.
    var carriers = SwipeActionsCarriers()
    /// Fingers this view reported down to its group and not yet up: each must be reported up once.
    var touchesDown = 0
    /// The views whose `isUserInteractionEnabled` the row turned on (an image view, a label:
    /// off by default), to turn off again when the actions are removed, so a view that lost
    /// its actions lets touches through to what is behind it again.
    var interactionTurnedOn: [WeakView] = []
    /// Whether the view is a cell its list took back for reuse and the app has not configured
    /// again since: its actions are the previous item's (+ContentTracking drops them).
    var awaitsConfiguration = false
    /// Where the list showed the cell when it was hidden (+ContentTracking): shown again
    /// there, it is the same row. `nil` when it had none or was surely taken back.
    var indexPathWhenHidden: IndexPath?

    /// The content whose layer is observed, and the observations.
    weak var observedContent: UIView?
    var observations: [NSKeyValueObservation] = []
    /// The size and direction the store was last told about.
    var coreSize: Size
    var layoutDirection: ReadingDirection

    /// A plain view that was moved, the transform it had at rest, and the translation shown
    /// on top of it.
    weak var movedContent: UIView?
    var restTransform = CGAffineTransform.identity
    var appliedOffset: CGFloat = 0
    /// What ``show(_:)`` last put on screen; `nil` before, and once something else changed
    /// the views (put at rest, new buttons).
    var shown: Shown?
    /// What ``refreshRecognizers()`` last set the recognizers for.
    var recognizerInputs: RecognizerInputs?

    /// Draws the content at an offset (screen x, in points) instead of moving the view by its
    /// transform. Default `nil` (the view moves). For hosts whose view only stands in for
    /// content drawn by someone else, such as the SwiftUI `swipeToReveal`, which offsets its
    /// SwiftUI content itself.
    var drawsContent: (@MainActor (CGFloat) -> Void)? {
      // Content drawn by SwiftUI shows SwiftUI's context menu, not one on this view.
      didSet {
        refreshMenuInteraction()
        // The focused row of such content is found by where it is (`keyCommands(in:action:)`).
        if drawsContent != nil {
          Self.drawnRows.add(self)
        } else {
          Self.drawnRows.remove(self)
        }
      }
    }
    /// The view the row's own recognizers were put on instead of the view
    /// (``receiveTouches(on:)``), if any.
    weak var touchView: UIView?
    /// Whether the content takes swipes where it is drawn, for hosts whose content can be
    /// disabled apart from the view (SwiftUI's `isEnabled` environment). Default `true`.
    /// The store decides what a disabled row offers (nothing, by any way): it hears of it.
    var isTouchEnabled = true {
      didSet {
        guard isTouchEnabled != oldValue else { return }
        refreshRecognizers()
        reportEnabled()
      }
    }

    // MARK: - Life

    /// Installs swipe actions on a view; `UIView.swipeActions(leading:trailing:options:)`
    /// calls it once per view.
    init(
      view: UIView, leading: [SwipeAction], trailing: [SwipeAction], options: SwipeActionsOptions,
      recognizers: SwipeActionsRowRecognizers? = nil
    ) {
      self.view = view
      // The picture of a cell is taken again once the screen shows the cell: only while the
      // view is on screen.
      nextFrame.view = view
      self.leading = leading
      self.trailing = trailing
      self.options = options
      self.group = options.group ?? SwipeActionsGroupController()
      // The store's declared recognizers, one set per row: the pan and the close tap, and a
      // second recognizer of the pan's slot on the revealed buttons (dragging them closes the
      // row), which relates as the pan does.
      rowRecognizers = recognizers ?? SwipeActionsRowRecognizers(attachedBySwiftUI: false)
      pan = rowRecognizers.pan
      tap = rowRecognizers.tap
      touches = rowRecognizers.touches
      scrollPan = rowRecognizers.scrollPan
      containerPan = CoreGestureRecognizer(
        SwipeActionsStore().gestures.slots[0].kind.makeRecognizer(name: "swipeActionsButtons"))
      layoutDirection = ReadingDirection(view.resolvedLayoutDirection)
      coreSize = Size(Self.host(of: view).bounds.size)
      menuInteraction = UIContextMenuInteraction(delegate: menuDelegate)
      rowRecognizers.owner = self
      menuDelegate.controller = self
      relay.controller = self
      gestureDelegate.family = self
      observer.controller = self
      observer.isHidden = true
      installRecognizers()
      rebuildButtons()
      id = group.insert(self, row: makeRow())
      reportEnabled()
      observeContent()
      observeInteraction()
      registerScrollViews()
      installAccessibilityActions()
      reinstallAccessibilityActionsAfterConfiguration()
      refreshRecognizers()
      refreshMenuInteraction()
    }

    deinit {
      // Synchronously: the buttons' container lives in the content's
      // superview, which outlives the content, and a cell's cover in the cell.
      let container = container
      let overlay = overlay
      let group = group
      let id = id
      // A view deallocated with a finger down (removed mid-touch): its recognizers can no
      // longer report the lift, so it is reported here: every finger down is reported up once.
      let touchesDown = touchesDown
      // Recognizers put on another view than the row's (`receiveTouches(on:)`), which outlives
      // the row: they go with it. Looked up in that view's list rather than through their
      // `view`, which is never read while the row's own view is being deallocated.
      let touchView = touchView
      let elsewhere: [UIGestureRecognizer] = [pan, tap, touches]
      let scrollPan = scrollPan
      // Recognizers SwiftUI attached to its content, which outlives this controller: off,
      // unless a new controller took them over (it is their owner then; a weak reference to
      // this one reads `nil` from its deinit on).
      let rowRecognizers = rowRecognizers
      Self.onMainActor {
        if rowRecognizers.isAttachedBySwiftUI, rowRecognizers.owner == nil {
          for recognizer in elsewhere + [scrollPan.pan] { recognizer.isEnabled = false }
        }
        if let touchView, let installed = touchView.gestureRecognizers {
          for recognizer in elsewhere + [scrollPan.pan]
          where installed.contains(where: { $0 === recognizer }) {
            touchView.removeGestureRecognizer(recognizer)
          }
        }
        container.removeFromSuperview()
        overlay?.removeFromSuperview()
        for _ in 0..<touchesDown { group.send(.touchUp(time: group.now())) }
        group.remove(id)
      }
    }

    /// Replaces the actions and options (the view configured again). The row stays where it
    /// is (open springs to its new width, a drag goes on), except one the app completed a
    /// destructive full swipe on, or one left with no actions at all, which the store puts at
    /// rest at once; buttons that look the same are kept, the others go with their VoiceOver
    /// actions, and the pans turn off once no finger is down when no action is left. A cell
    /// reused for another item is already at rest: the list hid it or took it out of the
    /// window first.
    /// A cell away from rest shows its new content from the next frame.
    func update(leading: [SwipeAction], trailing: [SwipeAction], options: SwipeActionsOptions) {
      guard isAttached else { return }
      // The observer view sits in the cell itself, out of the content view an app may empty
      // to rebuild it; an app that removes it all the same (a plain view emptied) stops the
      // observation: each configuration puts it back, so hiding, leaving the window, text
      // size and layout direction are heard again.
      observeContent()
      awaitsConfiguration = false
      indexPathWhenHidden = nil
      let previous = self.options
      let looksSame =
        Self.lookAlike(leading, self.leading) && Self.lookAlike(trailing, self.trailing)
      self.leading = leading
      self.trailing = trailing
      self.options = options
      if !looksSame { rebuildButtons() }
      if options.group !== previous.group {
        // Fingers down were reported to the old group: they lift there.
        liftTouches(touchesDown)
        group.remove(id)
        group = options.group ?? SwipeActionsGroupController()
        id = group.insert(self, row: makeRow())
        reportEnabled()
        registerScrollViews()
      } else if options.configuration != previous.configuration {
        group.replace(id, with: makeRow())
        reportEnabled()
      } else {
        group.send(
          .setActions(
            rowID: id, leading: actionSet(.leading, from: leading, buttons: leadingButtons),
            trailing: actionSet(.trailing, from: trailing, buttons: trailingButtons)))
      }
      // Every configuration, once the store has the new actions (the custom actions follow
      // the order it offers them in): the app may have replaced `accessibilityCustomActions`
      // in its configure or `prepareForReuse`, ours with them; this puts ours back beside
      // its own.
      installAccessibilityActions(rebuild: !looksSame)
      reinstallAccessibilityActionsAfterConfiguration()
      refreshRecognizers()
      refreshMenuInteraction()
      // A cell away from rest slides a picture of itself (`placeCellOverlay()`): the app
      // configured it again (a reload, a reconfigure, its own update), so the picture shows
      // its new content from the next frame, once the screen shows it.
      if overlay != nil { refreshCellSnapshotOnNextFrame() }
    }

    /// Puts the view at rest closed and removes everything the controller installed.
    func detach() {
      guard isAttached else { return }
      // The fingers still down lift now, in the group they went down in: each finger down is reported up once.
      liftTouches(touchesDown)
      group.remove(id)
      showRest()
      isAttached = false
      uninstallRecognizers()
      concealButtons(returningFocus: false)
      container.removeFromSuperview()
      overlay?.removeFromSuperview()
      overlay = nil
      nextFrame.stop()
      observations.removeAll()
      observer.removeFromSuperview()
      uninstallAccessibilityActions()
      refreshMenuInteraction()
      // After the observations are gone: the row is not disabled by this, it is removed.
      for turnedOn in interactionTurnedOn { turnedOn.view?.isUserInteractionEnabled = false }
      interactionTurnedOn = []
    }

    // MARK: - Public control

    /// Where the row is: closed, open on a side, dismissed, dragged, or moving.
    public var state: SwipeActionsRow.State {
      group.row(id)?.state ?? .closed
    }

    /// Whether the row is at rest closed.
    public var isClosed: Bool {
      state == .closed
    }

    /// The side the row is open on, at rest; `nil` otherwise.
    public var openSide: SwipeActionsRow.Side? {
      if case .open(let side) = state { return side }
      return nil
    }

    /// Opens a side, revealing its buttons (closing any other open view of the group).
    ///
    /// Does nothing for a side without actions. A moving row opens from where it is; during
    /// a drag, the drag is abandoned.
    ///
    /// ```swift
    /// row.swipeActionsController?.open(.trailing)   // hint that the row has actions
    /// ```
    ///
    /// - Parameters:
    ///   - side: The side to reveal.
    ///   - animated: Whether the content springs open (`true`, the default) or moves at once.
    public func open(_ side: SwipeActionsRow.Side, animated: Bool = true) {
      guard isAttached else { return }
      prepareToMove()
      group.send(.open(rowID: id, side, animated: animated, time: group.now()))
    }

    /// Closes the row, from wherever it is (also when it is off-screen after a full swipe).
    ///
    /// - Parameter animated: Whether the content springs back (`true`, the default) or moves
    ///   at once.
    public func close(animated: Bool = true) {
      guard isAttached else { return }
      group.send(.close(rowID: id, animated: animated, time: group.now()))
    }

    /// Puts the row at rest closed at once, whatever it is doing (a drag, a spring, a finger
    /// holding it, a full swipe waiting for its handler): for `prepareForReuse()`.
    ///
    /// ```swift
    /// override func prepareForReuse() {
    ///   super.prepareForReuse()
    ///   swipeActionsController?.reset()
    /// }
    /// ```
    ///
    /// The view leaving its window does the same, and so does a list hiding a cell for reuse.
    /// Configuring the view again with `swipeActions(leading:trailing:options:)` does not: the
    /// same item reconfigured keeps its row open or under the finger; only a row whose
    /// destructive full swipe the app completed, or one configured with no actions at all, is
    /// put at rest. A plain view that shows another item (a card filled with the next one)
    /// calls this.
    public func reset() {
      guard isAttached else { return }
      group.send(.reset(rowID: id))
    }

    // MARK: - Effects

    /// Runs an action's handler, with a completion that answers the store once.
    func perform(
      _ side: SwipeActionsRow.Side, _ index: Int, answer: @escaping @MainActor @Sendable (Bool) -> Void
    ) {
      let actions = side == .leading ? leading : trailing
      guard isAttached, actions.indices.contains(index), let view else {
        answer(false)
        return
      }
      let completion = AnswerOnce(
        warning:
          "GestureKit: a swipe action's completion was released without being called: the action counts as not done and the row comes back. Call the completion once with whether the action was done.",
        deliver: answer)
      actions[index].handler(actions[index], view, completion.completion)
    }

    /// A callback of the options.
    enum Callback {
      case willOpen, didOpen, didClose
    }

    /// Tells the store whether the view is enabled (a new row starts enabled).
    func reportEnabled() {
      let isEnabled = isTouchEnabled && !refusesInteraction
      guard isAttached, group.row(id)?.isEnabled != isEnabled else { return }
      group.send(.setEnabled(rowID: id, isEnabled))
    }

    /// Calls one of the options' callbacks with the view.
    func announce(_ callback: Callback, _ side: SwipeActionsRow.Side) {
      guard isAttached, let view else { return }
      switch callback {
      case .willOpen:
        options.willOpen?(view, side)
      case .didOpen:
        exposeOpenButtons()
        options.didOpen?(view, side)
      case .didClose:
        concealButtons(returningFocus: true)
        options.didClose?(view, side)
      }
    }
  }

  extension SwipeActionsController {
    /// A view held weakly, as a view the row changed is the app's, not the row's.
    struct WeakView {
      weak var view: UIView?

      init(_ view: UIView) { self.view = view }
    }
  }

  extension SwipeActionsController {
    /// Runs main-actor code from a callback that does not say which thread it runs on:
    /// ``runOnMainActor(_:)``.
    nonisolated static func onMainActor(_ body: @escaping @MainActor @Sendable () -> Void) {
      runOnMainActor(body)
    }
  }
#endif
