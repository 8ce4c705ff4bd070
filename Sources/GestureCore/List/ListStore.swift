/// Clear-style gestures on one list of many rows, as every host runs them: swipe a row to
/// complete or delete it (``SwipeToCommit``, one per row), long-press to lift and reorder
/// (``Reorder``), pinch two rows apart to insert (``PinchToInsert``).
///
/// The store owns everything around those interactions that a host would otherwise have to
/// decide: which row a swipe drives, the springs in flight (run on the host's frames) and
/// what stops them, what follows a delete slide, the app's answers (it kept a row it was asked
/// to delete, it declined an insert), data changes in the middle of a gesture, resizes and
/// time. A host — UIKit, SwiftUI, the browser gallery — only reports and applies:
///
/// - it sends the gestures' phases (``Event/swipe(_:time:)``, ``Event/longPress(_:time:)``,
///   ``Event/pinch(_:time:)``), touch-downs, display frames (``Event/tick(time:)``) while
///   ``needsFrames`` is true, its viewport and width, the rows' heights whenever they change
///   (``Event/layoutChanged(_:viewport:)``, also mid-gesture), its layout direction, and the
///   app's answers;
/// - it draws ``rows`` (each row's horizontal ``Row/offset``, vertical ``Row/shift`` and
///   ``Row/cue``), ``liftedRow`` and ``placeholder`` after each event, and applies the
///   ``Effect``s: the model edits, haptics, scrolling.
///
/// ```swift
/// let list = StoreDriver(ListStore(rows: items.map { .init(id: $0.id, height: 64) },
///                                        rowWidth: 390, viewport: viewport))
/// list.send(.swipe(drag, time: now)) { effect in
///   switch effect {
///   case .delete(let id):
///     items.removeAll { $0.id == id }
///     list.send(.deleteAnswered(rowID: id, removed: true)) { _ in }
///   default: break
///   }
/// }
/// ```
///
/// The host contract (what the host owes the store, checked by ``ContractChecker``) and what
/// the store guarantees in return are in <doc:HostingAList>.
///
/// - Complexity: O(1) per event for a swipe or a lifted row that stays in its slot, O(log n)
///   for hit tests; O(rows in motion) per frame; O(n) for data changes.
public struct ListStore: Sendable {
  /// The options; changes take effect at the next gesture.
  public var configuration: Configuration
  /// The rows, in the app's order, as the host should draw them.
  public internal(set) var rows: [Row]
  /// The rows' heights, in the same order.
  public internal(set) var layout: ListLayout
  /// Where the list is on screen and how far it is scrolled.
  public internal(set) var viewport: ListViewport
  /// The rows' width, in points: the swipe's arming distance is a fraction of it.
  public internal(set) var rowWidth: Double
  /// The latest time the host reported, in seconds.
  public internal(set) var time: Double = 0
  /// How the rows move by themselves (``Event/reduceMotionChanged(_:)``): under Reduce
  /// Motion every spring (a swiped row's slide off-screen or home, the rows closing or
  /// opening a gap, a drop, the rows a lifted row passes) runs without overshoot or throw,
  /// a longer move than ``MotionPolicy/cutDistance`` is a cut, and a lifted row auto-scrolls
  /// no faster than ``MotionPolicy/reducedAutoScrollSpeed``. Default
  /// ``MotionPolicy/standard``.
  public internal(set) var motion = MotionPolicy.standard
  /// The snapshot of the lifted row, while a row is lifted or dropping into its slot.
  public internal(set) var liftedRow: LiftedRow?
  /// The row that grows in a pinch's gap, while there is one.
  public internal(set) var placeholder: Placeholder?
  /// Whether the store asked the host to stop the list's own scrolling (a row lifted, a gap
  /// open): the last ``Effect/scrollingEnabled(_:)`` said `false`.
  public internal(set) var isScrollingSuspended = false

  /// The long-press reorder: its state and the options of the current lift.
  public internal(set) var reorder: Reorder
  /// The pinch to insert: its state and the options of the current pinch.
  public internal(set) var pinchToInsert: PinchToInsert
  /// The row the current swipe drives.
  var activeSwipeID: Int?
  /// A lift the data changed under: the store drops the snapshot itself, without edits.
  var orphanDrop: Motion?
  /// The pinch asked the app for a row: waiting for ``Event/insertAnswered(rowID:)``.
  var pendingInsert: PendingInsert?
  /// The last refusal announced (a move at an end): the same one again says nothing.
  var lastRefusal: Announcement?
  /// A delete a row action asked for, awaiting the app's answer: the row and where it was.
  var deleteByAction: DeleteByAction?

  /// Creates a list at rest.
  ///
  /// - Parameters:
  ///   - rows: the app's items, in order: identifiers (unique; later duplicates are dropped)
  ///     and heights in points (NaN, infinite or negative heights count as 0).
  ///   - rowWidth: the rows' width in points.
  ///   - viewport: where the list is on screen and how far it is scrolled.
  ///   - configuration: defaults as documented on ``Configuration``.
  public init(
    rows: [RowData] = [], rowWidth: Double, viewport: ListViewport = ListViewport(),
    configuration: Configuration = Configuration()
  ) {
    self.configuration = configuration
    self.rowWidth = rowWidth.isFinite && rowWidth > 0 ? rowWidth : 0
    self.viewport = viewport.normalized
    self.rows = []
    self.layout = ListLayout(heights: [])
    reorder = Reorder(configuration: configuration.reorder ?? .init())
    pinchToInsert = PinchToInsert(configuration: configuration.pinchToInsert ?? .init())
    var ignored: [Effect] = []
    replaceRows(with: rows, into: &ignored)
  }

  /// Whether the host must send ``Event/tick(time:)`` on every display frame: a spring is in
  /// flight or a lifted row may auto-scroll.
  public var needsFrames: Bool {
    if reorder.isLifted || liftedRow?.drop != nil || orphanDrop != nil || placeholder?.motion != nil {
      return true
    }
    switch pinchToInsert.state {
    case .springingBack, .inserting: return true
    case .idle, .opening: break
    }
    return rows.contains { $0.swipe.isSettling || $0.shiftMotion != nil }
  }

  /// Whether nothing is left half-way: no gesture holds a row, no spring runs, every row rests
  /// at offset 0 and shift 0, no lifted row, no placeholder, no answer awaited.
  public var isAtRest: Bool {
    guard liftedRow == nil, placeholder == nil, pendingInsert == nil, activeSwipeID == nil,
      reorder.state == .idle, pinchToInsert.state == .idle, !isScrollingSuspended
    else { return false }
    return rows.allSatisfy { $0.isAtRest }
  }
}

extension ListStore {
  /// The options of a list.
  public struct Configuration: Hashable, Sendable {
    /// Swipe to complete and delete; `nil` turns it off. Default `.default`.
    public var swipeToCommit: SwipeToCommit.Configuration?
    /// Long-press to reorder; `nil` turns it off. Default `Reorder.Configuration()`.
    public var reorder: Reorder.Configuration?
    /// Pinch apart to insert; `nil` turns it off. Default `PinchToInsert.Configuration()`.
    public var pinchToInsert: PinchToInsert.Configuration?
    /// The spring with which the rows below a removed row (a delete, a declined insert) close
    /// its gap; `nil` when the host's list animates removals itself (UIKit's table and
    /// collection views do). Default: critically damped, 0.35 s response.
    public var removalSpring: SpringParameters?
    /// Which edge is leading: complete swipes towards the trailing edge. Default
    /// `.leftToRight`.
    public var layoutDirection: ReadingDirection
    /// The long press that lifts a row (``gestures``' `listReorder`). Default
    /// `LongPressRecognizer.Configuration()`: 0.5 s, 10 pt of movement allowed.
    public var longPress: LongPressRecognizer.Configuration
    /// The pinch that opens a gap (``gestures``' `listPinch`). Default
    /// `PinchRecognizer.Configuration()`.
    public var pinch: PinchRecognizer.Configuration

    /// Creates options; every default is as documented on the properties.
    public init(
      swipeToCommit: SwipeToCommit.Configuration? = .default,
      reorder: Reorder.Configuration? = Reorder.Configuration(),
      pinchToInsert: PinchToInsert.Configuration? = PinchToInsert.Configuration(),
      removalSpring: SpringParameters? = SpringParameters(dampingRatio: 1, response: 0.35),
      layoutDirection: ReadingDirection = .leftToRight,
      longPress: LongPressRecognizer.Configuration = LongPressRecognizer.Configuration(),
      pinch: PinchRecognizer.Configuration = PinchRecognizer.Configuration()
    ) {
      self.swipeToCommit = swipeToCommit
      self.reorder = reorder
      self.pinchToInsert = pinchToInsert
      self.removalSpring = removalSpring
      self.layoutDirection = layoutDirection
      self.longPress = longPress
      self.pinch = pinch
    }
  }

  /// One of the app's items as the store needs it: its identifier and its row's height.
  public struct RowData: Hashable, Sendable {
    /// The app's identifier of the item; unique in the list.
    public var id: Int
    /// The row's height, in points.
    public var height: Double

    /// Creates the data of a row.
    public init(id: Int, height: Double) {
      self.id = id
      self.height = height
    }
  }

  /// A pinch's insertion awaiting the app's answer.
  struct PendingInsert: Hashable, Sendable {
    var index: Int
    var beginsEditing: Bool
    /// A row action asked for it: the new row is announced.
    var announces = false
  }

  /// A delete a row action asked for: the row and its index then.
  struct DeleteByAction: Hashable, Sendable {
    var rowID: Int
    var index: Int
  }
}

extension ListStore {
  /// What the host tells a list.
  ///
  /// Numbers: a time that is NaN, infinite, beyond 10⁹ s or earlier than the last leaves the
  /// store's clock where it was; a drag's position, translation or velocity beyond
  /// ``InputLimits`` counts as the limit (``DragEvent/withinLimits``), and a NaN or infinite one
  /// ends the gesture as a cancel; NaN, infinite or negative sizes are ignored (the cases say
  /// where they differ). Whatever comes, the store draws no NaN and, once the fingers lift,
  /// comes to rest.
  public enum Event: Hashable, Sendable {
    /// A display frame at `time` seconds: springs advance, a lifted row auto-scrolls.
    case tick(time: Double)
    /// A finger touched down at `location` (gesture space): a row sliding off-screen under it
    /// arrives at once (and goes to the app). A row springing back keeps going (a tap must
    /// not stop it half-way); a swipe that begins on it catches it where it is.
    case touchDown(Point, time: Double)
    /// The horizontal pan that swipes rows. The row is the one under the touch-down
    /// (`location − translation` at `began`); a swipe is ignored while a row is lifted or a
    /// gap is open, on a row waiting for the app's delete answer, and off the rows. A `began`
    /// while another swipe drives a row first cancels that row's drag (it springs back).
    case swipe(DragEvent, time: Double)
    /// The long press that lifts rows (only the location's `y` is read). Ignored while a
    /// swipe drives a row or a gap is open.
    case longPress(DragEvent, time: Double)
    /// The two-finger pinch that opens a gap. Ignored while a row is lifted or swiped.
    case pinch(Pinch, time: Double)
    /// The viewport moved, resized or scrolled (by the user or the app).
    case viewportChanged(ListViewport)
    /// The rows' width changed (rotation, a resize). NaN, infinite or negative: ignored.
    case resize(width: Double)
    /// The app's answer to ``Effect/delete(rowID:)``: `removed` if it removed the item (the
    /// rows below close the gap), otherwise the row's content slides back.
    case deleteAnswered(rowID: Int, removed: Bool)
    /// The app will answer ``Effect/delete(rowID:)`` later (it asks the person, or a
    /// server), as a `UIContextualAction`'s completion handler lets it: sent right after
    /// asking, in place of ``deleteAnswered(rowID:removed:)``. The row stays where the delete
    /// left it (slid off-screen, or home for a delete by action), pending, until
    /// ``deferredDeleteAnswered(rowID:removed:)``: it takes no swipe and offers no action,
    /// and a ``cancel`` leaves it as it is; every other row and gesture goes on. An unknown
    /// identifier, or a row not waiting for its answer, is ignored.
    case deleteDeferred(rowID: Int)
    /// The app's late answer to a delete it deferred (``deleteDeferred(rowID:)``): `removed`
    /// if it removed the item (the rows below close the gap), otherwise the row comes back.
    /// Only the first answer counts: a second, one for a row the app already removed by a
    /// ``rowsChanged(_:)``, or for an unknown identifier is ignored, so no item is removed
    /// twice or comes back after it is gone. A row that is not pending is ignored too.
    case deferredDeleteAnswered(rowID: Int, removed: Bool)
    /// The app's answer to ``Effect/insert(at:)``: the new item's identifier, or `nil` if it
    /// declined (the rows close the gap again). If a ``rowsChanged(_:)`` came in between
    /// without the new item, the store puts it at the index it asked for (or at the end, if
    /// the list is now shorter), as the app is expected to.
    case insertAnswered(rowID: Int?)
    /// The app's items changed by other means (a snapshot applied, a refresh, an insert above
    /// a lifted row, a row deleted under the finger): the rows are matched by identifier and
    /// keep their motion; a lifted row whose slot changed drops into its new slot without any
    /// edit, and an open gap closes without inserting.
    case rowsChanged([RowData])
    /// The same rows, in the same order, have new heights or a new origin (estimated heights
    /// resolving as rows appear, a cell that grew, a header above the rows that changed):
    /// `layout` is their heights in the store's order and `viewport` is measured from the
    /// rows' new origin; both are adopted together. Send it whenever the host's re-read
    /// layout differs from ``ListStore/layout``, gesture or not. Nothing ends: a
    /// lifted row stays under the finger and takes the slot the new geometry gives it (with
    /// the usual ``Effect/move(from:to:)``s), an open gap stays open between the same rows,
    /// springs keep going. A layout with another number of rows than ``ListStore/rows`` is
    /// ignored (its viewport is still adopted): new rows are ``rowsChanged(_:)``.
    case layoutChanged(ListLayout, viewport: ListViewport)
    /// The list's layout direction changed (a trait change, a right-to-left language): which
    /// edge is leading. Rows at rest adopt it at once; a row being swiped or settling keeps
    /// the direction it started with until it is back at rest.
    case layoutDirectionChanged(ReadingDirection)
    /// Commits a row without a gesture (an accessibility custom action, a keyboard command),
    /// with the same answers as a swipe: ``SwipeToCommit/Action/complete`` asks the app with
    /// ``Effect/complete(rowID:)``, ``SwipeToCommit/Action/delete`` with
    /// ``Effect/delete(rowID:)`` (answer it with ``deleteAnswered(rowID:removed:)``; the row
    /// never slid, so a kept row simply stays). Ignored unless
    /// ``ListStore/allowsCommit(_:rowID:)``.
    case commit(SwipeToCommit.Action, rowID: Int)
    /// Moves a row `by` slots without a gesture (an accessibility "move up" is −1, "move
    /// down" +1), clamped to the list: the same ``Effect/move(from:to:)`` a drag emits, then
    /// ``Effect/reorderEnded(rowID:from:to:)``. Ignored unless
    /// ``ListStore/allowsMove(rowID:by:)``.
    case moveRow(rowID: Int, by: Int)
    /// Takes one of a row's actions without a gesture (an accessibility custom action, a menu
    /// item, a keyboard command), by the gesture's own path: a commit as
    /// ``commit(_:rowID:)``, a move as ``moveRow(rowID:by:)`` (``ListStore/RowAction/moveToTop``
    /// and ``ListStore/RowAction/moveToBottom`` to the end), an insert as a pinch that opened
    /// fully below the row (``Effect/insert(at:)``, then ``Effect/beginEditing(rowID:)``).
    /// Ignored unless ``ListStore/allows(_:rowID:)``, except that a move refused only because
    /// the row is at that end announces why (``Announcement/alreadyAtTop(rowID:)``), once
    /// until another action is taken. Each action taken is announced
    /// (``Effect/announce(_:)``): a move with the row's new position, a complete with the
    /// row's new state (``Row/isCompleted`` toggled; no state when the host never reported
    /// one), a delete once the app removed the row
    /// (with the row focus goes to), an insert once the app added it.
    case perform(RowAction, rowID: Int)
    /// The app's item is done or not (its own state, which a complete usually toggles), or
    /// `nil`: the app does not say (the neutral names). The complete action's name and the
    /// announcement after it follow it (``ListStore/title(of:rowID:)``). An unknown
    /// identifier is ignored.
    case completionChanged(rowID: Int, isCompleted: Bool?)
    /// Cancels every gesture in progress, as the system does when it takes the touches away:
    /// a swiped row springs back, a lifted row goes back to where it was, a gap closes.
    case cancel
    /// The user turned Reduce Motion on or off (``ListStore/motion``): springs started from
    /// now on, and the auto-scroll from the next frame, follow it (``MotionPolicy``); a
    /// spring under way keeps its motion.
    case reduceMotionChanged(Bool)
  }

  /// A phase of the pinch that opens a gap, with each finger's `y` in the gesture's
  /// coordinate space, in either order.
  public enum Pinch: Hashable, Sendable {
    /// Both fingers are down and the pinch began.
    case began(upperY: Double, lowerY: Double)
    /// The fingers moved.
    case changed(upperY: Double, lowerY: Double)
    /// The fingers lifted; `velocity` is how fast the distance between them grew, in points
    /// per second.
    case ended(velocity: Double)
    /// The system took the pinch away.
    case cancelled
  }

  /// What a list asks the host to do, in order. Presentation (offsets, shifts, the lifted row,
  /// the placeholder) is not an effect: read it from the store after each event.
  public enum Effect: Hashable, Sendable {
    /// Play a haptic.
    case haptic(Haptic)
    /// Mark the item complete (or not complete, if it was: the app's own rule).
    case complete(rowID: Int)
    /// The row slid off-screen: remove the item from the model (or keep it), then answer with
    /// ``Event/deleteAnswered(rowID:removed:)``; or, to answer later, send
    /// ``Event/deleteDeferred(rowID:)`` now and ``Event/deferredDeleteAnswered(rowID:removed:)``
    /// once the app knows.
    case delete(rowID: Int)
    /// Move the item at `from` to index `to` in the model at once, as
    /// ``ListEdit/move(from:to:)`` does.
    case move(from: Int, to: Int)
    /// The pinch committed: insert a new item at `index` in the model (or decline), then answer
    /// with ``Event/insertAnswered(rowID:)``. `index` counts the items as they are when the
    /// effect comes; an app that answers a ``delete(rowID:)`` with
    /// ``Event/deleteAnswered(rowID:removed:)`` first, removing an item above `index`, inserts
    /// one lower (the store's gap moves up with the removal). A ``Event/rowsChanged(_:)``
    /// before the answer closes the gap and leaves `index` as it was.
    case insert(at: Int)
    /// Start editing the new row (its text field, the keyboard).
    case beginEditing(rowID: Int)
    /// A reorder ended with the item going from `from` to `to` (indices before the lift and
    /// after the drop; equal if it went back). Informational: the moves were already applied.
    case reorderEnded(rowID: Int, from: Int, to: Int)
    /// Scroll the list to this content offset (auto-scroll while a row is lifted).
    case scroll(toContentOffset: Double)
    /// Turn the list's own scrolling on or off (off while a row is lifted or a gap is open,
    /// so the list does not scroll under the fingers).
    case scrollingEnabled(Bool)
    /// Tell the person what a row action taken the second way did (``Event/perform(_:rowID:)``),
    /// and, after a delete, move focus to the row it names. Only the newest of a quick
    /// succession matters (``AnnouncementCoalescer``).
    case announce(Announcement)
  }
}
