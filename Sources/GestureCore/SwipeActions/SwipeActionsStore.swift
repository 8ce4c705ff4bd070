/// Swipe-to-reveal actions on a group of views, as every host runs them: Mail's row swipe
/// (``SwipeActionsRow``, one per view) with at most one view open.
///
/// One store serves a single view too: a view on its own is a group of one. A separate store
/// for one view would repeat everything this one owns (the springs, the catch on touch-down,
/// the app's answers, the callbacks, the contract) for the one rule it would leave out,
/// "opening a view closes the others", which costs nothing when there are no others. So every
/// host has one shape: GestureKit gives every swipeable view a group (its own, or the one its
/// options name) and the gallery runs all its cards and rows in one.
///
/// The store owns everything around the interactions that a host would otherwise decide:
/// - the spring of each view's content, run on the host's frames (``Event/tick(time:)``),
///   with the buttons' frames computed from the row's ``SwipeActionsRow/ButtonLayout`` at the
///   same offset on the same frame, so buttons and content move on one clock;
/// - catching the content where its spring has it when a finger lands on it
///   (``Event/touchDown(rowID:time:)``), and letting it go on when the finger lifts without
///   dragging;
/// - taps: on an action's button (the store hit-tests its own frames) the handler runs and
///   the view closes unless the action stays open; on the content, the view closes;
/// - the group's conventions, as Mail's: opening or dragging one view closes the others, and
///   so do a touch on another view or outside every view, and a scroll of the container
///   (``Event/scrolled(time:)``);
/// - the full swipe: arming (a haptic on each crossing, the first button expanding on its own
///   spring), performing on release, sliding a destructive action's content off-screen;
/// - the app's answers to its handlers (``Event/actionAnswered(rowID:completed:time:)``): a
///   destructive full swipe the app declines (a cancelled confirmation) brings the content
///   back; one it completes ends with ``Effect/dismissed(rowID:side:)``, when the host removes
///   the view;
/// - resizes, new actions, layout direction changes, reuse (``Event/reset(rowID:)``) and time.
///
/// A host — UIKit, the browser gallery — only reports and applies: it sends touches, the
/// views' pans (``Event/drag(rowID:_:time:)``), taps, frames while ``needsFrames`` is true,
/// sizes and the app's answers; it draws each row's ``SwipeActionsRow/offset``,
/// ``SwipeActionsRow/leadingFrames`` and ``SwipeActionsRow/trailingFrames`` after each event, and applies the ``Effect``s: haptics, the
/// handlers, the callbacks.
///
/// ```swift
/// let store = StoreDriver(SwipeActionsStore())
/// store.send(.insert(7, SwipeActionsRow(trailing: [.init(id: "delete", style: .destructive)],
///                                    containerSize: Size(width: 390, height: 64)))) { _ in }
/// store.send(.drag(rowID: 7, drag, time: now)) { effect in
///   switch effect {
///   case .perform(let id, let action, _, _, _):
///     app.run(action)
///     store.send(.actionAnswered(rowID: id, completed: true, time: now)) { _ in }
///   case .dismissed(let id, _): app.removeView(id); store.send(.remove(id)) { _ in }
///   default: break
///   }
/// }
/// ```
///
/// ## The host contract
/// What the host owes the store (``ContractChecker`` checks it; GestureKit asserts it in
/// debug builds):
/// 1. Times never go backwards; a time that does, or is not finite, is read as the latest
///    time seen.
/// 2. While ``needsFrames`` is true, a ``Event/tick(time:)`` every display frame.
/// 3. Every ``Effect/perform(rowID:actionID:side:index:dismisses:)`` is answered exactly once
///    by ``Event/actionAnswered(rowID:completed:time:)``, at once or later (a confirmation
///    the user answers), also after the view was removed.
/// 4. Every touch-down (``Event/touchDown(rowID:time:)``) is followed by one
///    ``Event/touchUp(time:)`` when that finger lifts or is cancelled.
/// 5. Events name rows the store has (``Event/insert(_:_:)`` first); after
///    ``Effect/dismissed(rowID:side:)`` the host removes the view (``Event/remove(_:)``) or
///    reuses it (``Event/reset(rowID:)``).
///
/// What the store guarantees: once no finger is down, every handler has been answered, every
/// dismissed view removed or reset, and the host has sent frames until ``needsFrames`` is
/// false, the store ``isAtRest``: every view closed or open, its content exactly at that
/// rest, nothing in motion.
///
/// - Complexity: O(r) per event in the number of rows (a linear search: a host registers the
///   views on screen, not a whole list) plus O(b) in the number of buttons of the rows it
///   lays out; no allocation per event once the buffers have grown.
public struct SwipeActionsStore: Sendable {
  /// The rows, in the order they were inserted: each view's state machine and what the host
  /// draws of it.
  public internal(set) var rows: [SwipeActionsRow] = []
  /// The latest time the host reported, in seconds.
  public internal(set) var time: Double = 0
  /// How many fingers are down (touch-downs not yet followed by a touch-up).
  public internal(set) var touchCount = 0
  /// How the rows move by themselves (``Event/reduceMotionChanged(_:)``): under Reduce
  /// Motion a settle runs without overshoot or throw and a longer one, such as a full
  /// swipe's slide off-screen, is a cut. Default ``MotionPolicy/standard``.
  public internal(set) var motion = MotionPolicy.standard

  /// Creates a store with no rows.
  public init() {}

  /// Whether the host must send ``Event/tick(time:)`` on every display frame: a content or
  /// an expanding button is in motion.
  public var needsFrames: Bool {
    rows.contains { $0.isSettling || $0.expansionMotion != nil }
  }

  /// Whether nothing is left half-way: no finger down, no spring, no drag, no answer awaited,
  /// no view off-screen; every row closed or open, its content exactly at that rest.
  public var isAtRest: Bool {
    guard touchCount == 0 else { return false }
    for row in rows {
      guard row.expansionMotion == nil, !row.isCaught, row.awaitedAnswers.isEmpty,
        row.dismissal == nil
      else { return false }
      switch row.state {
      case .closed:
        if row.offset != 0 { return false }
      case .open(let side):
        if row.offset != row.offset(at: .open(side)) { return false }
      case .dismissed, .tracking, .settling, .stopped:
        return false
      }
    }
    return true
  }

  /// The row with this identifier: its actions, state and presentation.
  ///
  /// - Complexity: O(r).
  public func row(_ id: Int) -> SwipeActionsRow? {
    guard let index = index(of: id) else { return nil }
    return rows[index]
  }

  /// The identifier of the first row that is open, opening or being dragged, if any; the
  /// store keeps at most one such row apart from the ones it is closing.
  public var openRowID: Int? { rows.first { !$0.isClosed }?.id }

  /// Whether a horizontal stroke that is about to start a drag on a row belongs to it: the
  /// host asks this before its pan begins (UIKit: the recognizer's should-begin), so that a
  /// closed row leaves strokes towards a side without actions to what is around it (a pager,
  /// the back swipe), and a row sliding off-screen takes none.
  public func claims(stroke: Vector, onRow id: Int) -> Bool {
    guard let row = row(id), !row.isDismissedOrSlidingOff else { return false }
    return row.claims(stroke: stroke)
  }

  /// What the row would do with a stroke towards the trailing edge, for the back swipe's
  /// arbitration (``BackSwipe/winner(start:stroke:claim:scrollView:)``): an open or moving
  /// row closes (or moves) with it, a closed row with leading actions reveals them, anything
  /// else (no leading actions, a row sliding off, an unknown identifier) leaves it to the
  /// back swipe.
  public func backSwipeClaim(onRow id: Int) -> BackSwipe.Claim {
    guard let row = row(id), !row.isDismissedOrSlidingOff else { return .none }
    let trailing = Vector(dx: row.layoutDirection.trailingSign, dy: 0)
    guard row.claims(stroke: trailing) else { return .none }
    return row.isClosed ? .revealsLeadingActions : .closesOpenRow
  }

  /// Whether a tap landing on a row (`nil`: outside every row) only closes an open row, so
  /// the host keeps it from the app (UIKit: the tapped cell is not selected, the tapped
  /// control does not fire), as Mail does. True when another row is open or moving, or when
  /// the row itself is not closed (a tap on its content closes it). Taps on the open row's
  /// buttons are the buttons' own.
  public func tapCloses(onRow id: Int?) -> Bool {
    for row in rows {
      if row.id == id {
        if !row.isClosed && !row.isDismissedOrSlidingOff { return true }
      } else if row.closesOnTouchElsewhere {
        return true
      }
    }
    return false
  }

  /// Where a finger lands, as far as the rows of a store are concerned.
  public enum TouchPlace: Hashable, Sendable {
    /// On a row: its content or its buttons.
    case row(Int)
    /// In the rows' container outside every row: the list or scroll view around them.
    case container
    /// Elsewhere in the window: a navigation, tab or tool bar, a control beside a card,
    /// another part of the screen than the rows' container (a screen the host watches for
    /// touches around a grid of cards that no scroll view surrounds is such a part).
    case window
  }

  /// Whether a finger landing at `place` only closes an open row, so that the host keeps it
  /// from what it landed on.
  ///
  /// Every finger that lands outside a row closes the open one
  /// (``Event/touchDown(rowID:time:)`` with `nil`), wherever it lands. What it landed on
  /// still gets it or not, as Mail and UIKit's lists decide:
  /// - on a row or in the container, while a row is open or moving (``tapCloses(onRow:)``),
  ///   the touch only closes: the tapped cell is not selected, its controls do not fire;
  /// - elsewhere in the window, the touch stays its target's: a bar button, a tab, a control
  ///   beside a card works at once, and the row closes as it does.
  public func touchOnlyCloses(at place: TouchPlace) -> Bool {
    switch place {
    case .row(let id): tapCloses(onRow: id)
    case .container: tapCloses(onRow: nil)
    case .window: false
    }
  }

  /// The index of the row with this identifier.
  func index(of id: Int) -> Int? { rows.firstIndex { $0.id == id } }
}

extension SwipeActionsStore {
  /// What the host tells the store. Events that can start a motion carry the host's time in
  /// seconds (UIKit: `CACurrentMediaTime()`, the clock of `UITouch.timestamp`); events for a
  /// row the store does not have are ignored (and reported by the ``ContractChecker``).
  ///
  /// Numbers: a time that is NaN, infinite, beyond 10⁹ s or earlier than the last leaves the
  /// store's clock where it was; a drag's position, translation or velocity beyond
  /// ``InputLimits`` counts as the limit (``DragEvent/withinLimits``), and a NaN or infinite one
  /// ends the gesture as a cancel; NaN, infinite or negative sizes are ignored (the cases say
  /// where they differ). Whatever comes, the store draws no NaN and, once the fingers lift,
  /// comes to rest.
  public enum Event: Hashable, Sendable {
    /// A display frame at `time`: the springs advance.
    case tick(time: Double)
    /// Adds a view's row, closed; for an identifier the store has, the row is first put at
    /// rest closed at once (as ``reset(rowID:)``) and then replaced.
    case insert(Int, SwipeActionsRow)
    /// Removes a row (its view is gone), without effects. Answers still awaited for it are
    /// still accepted.
    case remove(Int)
    /// Puts a row at rest closed at once, whatever it was doing (a reused cell, a view that
    /// left the window): no spring, no finger hold; a view that was open gets its
    /// ``Effect/didClose(rowID:_:)``.
    case reset(rowID: Int)
    /// A finger touched down on a row (`nil`: in the container, outside every row). The
    /// row's spring, if one runs, stops where it is and the finger holds the content; every
    /// other row that is open or moving closes.
    case touchDown(rowID: Int?, time: Double)
    /// A finger lifted or was cancelled. Once no finger is down, content a finger held
    /// without dragging goes on to its rest, with the velocity it had when it was caught.
    case touchUp(time: Double)
    /// A row's horizontal pan (`DragEvent(change)` of a `.horizontal` ``PanRecognizer``, in
    /// the view's coordinates). A `began` catches the row's spring where it is and closes the
    /// other rows; drags on a row that is sliding off-screen or waiting there are ignored.
    case drag(rowID: Int, DragEvent, time: Double)
    /// A tap at `location` in a row's coordinates (`nil` row: outside every row). On an
    /// uncovered button: its action; elsewhere on an open row: the row closes. Every other
    /// open row closes. Ignored on a row sliding off-screen or waiting there.
    case tap(rowID: Int?, at: Point, time: Double)
    /// An action's button was tapped (a host whose buttons take their own taps, UIKit), or
    /// VoiceOver performed the action: as a tap on it. Out-of-range indices are ignored.
    case tapAction(rowID: Int, SwipeActionsRow.Side, index: Int, time: Double)
    /// Performs an action of a row without a swipe (a context menu item, an accessibility
    /// custom action, a key command), through the path a tap on its button takes: the
    /// handler runs once (``Effect/perform(rowID:actionID:side:index:dismisses:)``, never
    /// dismissing), then the row closes unless the action keeps it open, and every other open
    /// row closes. A moving row's spring stops where it is drawn first. Refused, with no
    /// effect at all, when ``refusal(performing:index:onRow:)`` says why: an unknown row, an
    /// index out of range, a row a finger drags, one going or gone off-screen after a
    /// destructive full swipe, one whose handler has not answered yet.
    case performAction(rowID: Int, SwipeActionsRow.Side, index: Int, time: Double)
    /// The host is about to show a row's actions another way (a context menu opening on
    /// it): every other open or moving row closes, animated, and this one closes at once,
    /// so that the menu's preview shows its content at rest. Ignored when the row refuses
    /// (``refusal(onRow:)``); the host then shows no menu.
    case presentActions(rowID: Int, time: Double)
    /// Opens a row on a side (the app's `open`), animated or at once; the others close.
    case open(rowID: Int, SwipeActionsRow.Side, animated: Bool, time: Double)
    /// Closes a row (the app's `close`), animated or at once, from wherever it is.
    case close(rowID: Int, animated: Bool, time: Double)
    /// Closes every row (the app's `closeAll`), including views off-screen after a full
    /// swipe.
    case closeAll(animated: Bool, time: Double)
    /// The container scrolled: every row that is open or moving closes, as in Mail. Rows a
    /// finger drags or that wait off-screen for the app stay.
    case scrolled(time: Double)
    /// The app's answer to a ``Effect/perform(rowID:actionID:side:index:dismisses:)``, the
    /// oldest unanswered one of the row: `completed` if it did the action. Declining a
    /// destructive full swipe brings the content back; completing it ends with
    /// ``Effect/dismissed(rowID:side:)`` once the content is off-screen. An answer with
    /// nothing awaited is ignored.
    case actionAnswered(rowID: Int, completed: Bool, time: Double)
    /// A row's size changed (rotation, layout). NaN, infinite or negative dimensions:
    /// ignored.
    case resize(rowID: Int, Size)
    /// New actions for a row (a cell configured again, a "Flag" that became "Unflag", larger
    /// text). The row stays where it is: an open row springs from where it is drawn to its
    /// new width (or closes, animated, when that side has no actions left), a dragged one
    /// keeps following the finger with the new thresholds, one awaiting an answer keeps
    /// waiting. The actions it has already (a badge changed, a row reloaded with the same
    /// item) change nothing at all. A row whose destructive full swipe the app completed
    /// (sliding off or off-screen) is first put at rest closed, at once, with the same
    /// actions too: the view now shows another item. No actions on either side put the row
    /// at rest closed at once, whatever it was doing (a drag is abandoned; an answer still
    /// awaited is still accepted): the view cannot be swiped, and has no buttons to show.
    case setActions(rowID: Int, leading: SwipeActionsRow.ActionSet, trailing: SwipeActionsRow.ActionSet)
    /// A new layout direction for a row: it is first put at rest closed, at once.
    case setLayoutDirection(rowID: Int, ReadingDirection)
    /// The user turned Reduce Motion on or off (``motion``): springs started from now on
    /// follow it (``MotionPolicy``); one under way keeps its motion.
    case reduceMotionChanged(Bool)
    /// The app enabled or disabled the view (SwiftUI's `disabled(_:)`). A disabled row offers
    /// no action the second way (``SwipeActionsRow/Refusal/disabled``: no menu, no custom
    /// action, no key) and, if open or opening, closes, animated; a drag under way goes on
    /// (the host stops its recognizers). Enabled again, it offers its actions again.
    case setEnabled(rowID: Int, Bool)
    /// The system took the touches away: every drag is cancelled (its row goes back to where
    /// it was), every finger counts as lifted.
    case cancel(time: Double)
  }

  /// What the store asks the host to do, in order. Presentation (offsets, button frames,
  /// which side shows) is not an effect: read it from ``rows`` after each event.
  public enum Effect: Hashable, Sendable {
    /// Play a haptic (a full swipe arming or disarming).
    case haptic(Haptic)
    /// Run the handler of action `actionID`, the `index`-th of `side` of the row, then
    /// answer with ``Event/actionAnswered(rowID:completed:time:)``. `dismisses`: the content
    /// is sliding off-screen for it (a destructive full swipe); if the app completes the
    /// action, ``dismissed(rowID:side:)`` follows once it is there.
    case perform(rowID: Int, actionID: String, side: SwipeActionsRow.Side, index: Int, dismisses: Bool)
    /// A full swipe armed (`expanded: true`) or disarmed on a side: the first button
    /// expands over the uncovered width (its frames already follow, on a spring).
    case fullSwipe(rowID: Int, SwipeActionsRow.Side, expanded: Bool)
    /// The row starts opening on a side.
    case willOpen(rowID: Int, SwipeActionsRow.Side)
    /// The row came to rest open on a side.
    case didOpen(rowID: Int, SwipeActionsRow.Side)
    /// The row came to rest closed after a ``willOpen(rowID:_:)`` of this side.
    case didClose(rowID: Int, SwipeActionsRow.Side)
    /// The content is off-screen after a destructive full swipe the app completed: remove the
    /// view (then send ``Event/remove(_:)``) or reuse it (``Event/reset(rowID:)``).
    case dismissed(rowID: Int, side: SwipeActionsRow.Side)
  }
}
