/// Long-press to reorder, Clear-style: a long press lifts the row under the finger, the row
/// follows the finger vertically while the others make room, the list auto-scrolls near its
/// edges, and the release drops the row into its new slot.
///
/// The interaction is a value: feed it the long press's phases as ``Event/drag(_:)`` (a
/// ``LongPressRecognizer``, 0.5 s by default), display-frame ``Event/tick(time:)``s while a
/// row is lifted, and ``Event/animationFinished`` when the drop animation ends; apply the
/// ``Effect``s it appends, in order.
///
/// ```swift
/// var reorder = Reorder(
///   layout: ListLayout(count: titles.count, rowHeight: 60),
///   viewport: ListViewport(top: 0, height: 600, contentOffset: 0))
/// var effects: [Reorder.Effect] = []
/// simulator.onChange = { change in
///   guard let drag = DragEvent(change) else { return }
///   effects.removeAll(keepingCapacity: true)
///   reorder.handle(.drag(drag), into: &effects)
///   for case .move(let from, let to) in effects {
///     ListEdit.move(from: from, to: to).apply(to: &titles, newItem: "")
///   }
/// }
/// ```
///
/// How the lift, the moves, the auto-scroll and the drop are decided, and the machine's
/// diagram, are in <doc:HostingAList>.
///
/// - Complexity: per event, O(1) while the row stays in its slot and O(log n) for n rows when
///   it moves (binary searches over the row tops), with a constant number of effects (the
///   rows that make room are one range); no heap allocation once the caller's effects array
///   has grown. The drop is O(|from − to|), to update ``layout`` (which is copied once if
///   the host holds another copy of it).
public struct Reorder: Sendable {
  /// The options. Changing them takes effect at the next event.
  public var configuration: Configuration
  /// The rows. While a row is lifted they are the rows as they were at the lift (the model
  /// changes with every move; this layout is updated at the drop).
  public internal(set) var layout: ListLayout
  /// The viewport, as last told by ``Event/viewportChanged(_:)`` or scrolled by auto-scroll.
  public internal(set) var viewport: ListViewport
  /// Where the interaction is.
  public internal(set) var state: State = .idle

  /// Creates a reorder interaction at rest.
  ///
  /// - Parameters:
  ///   - layout: the rows' heights, in model order.
  ///   - viewport: where the list is on screen and how far it is scrolled.
  ///   - configuration: the options; defaults as documented on ``Configuration``.
  public init(
    layout: ListLayout, viewport: ListViewport, configuration: Configuration = Configuration()
  ) {
    self.configuration = configuration
    self.layout = layout
    self.viewport = viewport.normalized
  }

  /// Whether a row is lifted: the host should send ``Event/tick(time:)`` every frame then.
  public var isLifted: Bool {
    if case .lifted = state { return true }
    return false
  }

  /// Handles one event, appending the effects to apply, in order.
  ///
  /// - Parameters:
  ///   - event: what happened.
  ///   - effects: the caller's array; effects are appended, nothing is removed. Reuse it with
  ///     `removeAll(keepingCapacity: true)` to handle events without allocating.
  public mutating func handle(_ event: Event, into effects: inout [Effect]) {
    let configuration = self.configuration.normalized
    switch (state, event) {
    case (.idle, .drag(let drag)):
      if drag.isFinite, case .began(let location, _) = drag {
        lift(fingerY: location.y, configuration, &effects)
      }

    case (.lifted(var lift), .drag(let drag)):
      guard drag.isFinite else { return cancel(lift, configuration, &effects) }
      switch drag {
      case .began:
        return
      case .changed(let location, _):
        lift.fingerY = location.y
        follow(&lift, configuration, &effects)
        state = .lifted(lift)
      case .ended(let location, _, let velocity):
        lift.fingerY = location.y
        follow(&lift, configuration, &effects)
        drop(lift, velocity: velocity.dy, isCancel: false, configuration, &effects)
      case .cancelled:
        cancel(lift, configuration, &effects)
      }

    case (.dropping(let index), .drag(let drag)):
      guard drag.isFinite, case .began(let location, _) = drag else { return }
      settle(at: index, &effects)
      lift(fingerY: location.y, configuration, &effects)

    case (.lifted(var lift), .tick(let time)):
      autoScroll(&lift, at: time, configuration, &effects)
      state = .lifted(lift)

    case (.idle, .tick), (.dropping, .tick):
      return

    case (.dropping(let index), .animationFinished):
      settle(at: index, &effects)

    case (.idle, .animationFinished), (.lifted, .animationFinished):
      return

    case (.lifted(var lift), .viewportChanged(let viewport)):
      self.viewport = viewport.normalized
      follow(&lift, configuration, &effects)
      state = .lifted(lift)

    case (.idle, .viewportChanged(let viewport)), (.dropping, .viewportChanged(let viewport)):
      self.viewport = viewport.normalized

    case (.lifted(let lift), .rowsChanged(let layout)):
      cancel(lift, configuration, &effects)
      settle(at: lift.originalIndex, &effects)
      self.layout = layout

    case (.dropping(let index), .rowsChanged(let layout)):
      settle(at: index, &effects)
      self.layout = layout

    case (.idle, .rowsChanged(let layout)):
      self.layout = layout

    case (_, .layoutChanged(let layout, let viewport)) where layout.count != self.layout.count:
      self.viewport = viewport.normalized
      handle(.rowsChanged(layout), into: &effects)

    case (.lifted(var lift), .layoutChanged(let layout, let viewport)):
      self.viewport = viewport.normalized
      // The host lists the rows in the model's order; this layout keeps them as they were at
      // the lift: the lifted row goes back to its original index (the inverse of its moves).
      var liftOrder = layout
      _ = liftOrder.move(from: lift.index, to: lift.originalIndex)
      self.layout = liftOrder
      follow(&lift, configuration, &effects)
      state = .lifted(lift)

    case (.dropping, .layoutChanged(let layout, let viewport)),
      (.idle, .layoutChanged(let layout, let viewport)):
      self.viewport = viewport.normalized
      // The drop already applied its move to the layout: it is in the model's order.
      self.layout = layout
    }
  }
}

extension Reorder {
  /// Where a reorder interaction is (see the diagram on ``Reorder``).
  public enum State: Hashable, Sendable {
    /// No row is lifted.
    case idle
    /// A row is lifted and follows the finger.
    case lifted(Lift)
    /// The lifted row is being dropped into slot `at` (after a release or a cancel); waiting
    /// for ``Event/animationFinished``.
    case dropping(at: Int)
  }
}

extension Reorder {
  /// What the host tells a reorder interaction.
  public enum Event: Hashable, Sendable {
    /// A phase of the long press that drives the reorder (`DragEvent(change)` of a
    /// ``LongPressRecognizer``'s state change): `began` lifts the row under the finger,
    /// `changed` drags it, `ended` drops it, `cancelled` puts it back where it was. Only the
    /// location's `y` is read (a long press's translation is always zero).
    ///
    /// A drag event with NaN or infinite values is handled as `cancelled`.
    case drag(DragEvent)
    /// A display frame at `time` seconds (`CADisplayLink`, `requestAnimationFrame`): while a
    /// row is lifted and the finger is in an auto-scroll band, the list scrolls by the time
    /// since the previous tick, even if the finger is still. Send ticks for as long as a row
    /// is lifted (``Reorder/isLifted``); elsewhere they are ignored. The first tick of a lift
    /// only starts the clock. A tick at a NaN, infinite or earlier time than the previous one
    /// is ignored.
    case tick(time: Double)
    /// The drop animation (``Reorder/Effect/drop(at:_:)``) has finished: the lifted row is
    /// in its slot. Ignored when no drop is running.
    case animationFinished
    /// The rows changed outside of this interaction (another interaction inserted or deleted
    /// one, the data reloaded). While a row is lifted, the lift is cancelled first (with the
    /// effects of ``drag(_:)`` `.cancelled`) and its drop finished at once; the new rows are
    /// then adopted. A host should not change the rows during a reorder.
    case rowsChanged(ListLayout)
    /// The same rows, in the same order, have new heights or a new origin (estimated heights
    /// resolving, a row that grew, rows added above the first one's top): `layout` lists
    /// them in the model's current order, the lifted row in the slot it occupies now, as the
    /// host's list lays them out, and `viewport` is measured from the new origin (both are
    /// adopted together, so no slot is computed from half of the change). The interaction rebases on
    /// it without ending the lift: the lifted row keeps its grab offset, so it stays under
    /// the finger, and its slot is recomputed from the new geometry (a slot change emits the
    /// same effects as a drag that crosses a neighbour's middle, so no item is lost or
    /// duplicated). A drop in flight keeps going; idle, the layout is adopted. A layout with
    /// a different number of rows is new data: handled as ``rowsChanged(_:)``.
    case layoutChanged(ListLayout, viewport: ListViewport)
    /// The viewport moved, resized or scrolled by other means. Adopted at once (NaN or
    /// infinite values become 0); while a row is lifted, it is moved to stay under the finger
    /// and may change slot.
    case viewportChanged(ListViewport)
  }
}

extension Reorder {
  /// What a reorder interaction asks the host to do, in order.
  ///
  /// Row indices are model indices after every ``move(from:to:)`` emitted before them. The
  /// *resting* place of a row is where the list lays it out for the current model (the
  /// lifted row's own place stays empty: its snapshot is shown instead); row animations are
  /// vertical offsets from that resting place.
  public enum Effect: Hashable, Sendable {
    /// Lift row `index`: show a snapshot of it scaled by `scale` about its centre, with
    /// opacity `alpha` and a shadow if `shadow`, and leave its slot empty. The snapshot
    /// starts where the row is.
    case lift(at: Int, scale: Double, alpha: Double, shadow: Bool)
    /// Put the lifted row's snapshot with its top (unscaled) at `y`, in content coordinates.
    case moveLiftedRow(toY: Double)
    /// Move the item at `from` to index `to` in the model (remove it, then insert it at `to`
    /// in the list without it, as ``ListEdit/move(from:to:)`` does). The model changes while
    /// the row is dragged, one move per slot change; a cancel emits the move that restores
    /// the order.
    case move(from: Int, to: Int)
    /// Animate the rows in the range from `animation.from` points below their resting place
    /// (negative: above) to `animation.to` (0, their resting place). `from` is where they
    /// rested before the edit just emitted; a host whose rows are still moving starts from
    /// where they are shown instead.
    case animateRows(Range<Int>, SpringAnimation)
    /// Scroll the list to this content offset (points; always within
    /// `0...viewport.maximumContentOffset(contentHeight:)`).
    case scroll(toContentOffset: Double)
    /// Play a haptic.
    case haptic(Haptic)
    /// Drop the lifted row into slot `index`: animate its snapshot's top from its current `y`
    /// to the slot's top (`animation.from` to `animation.to`, content coordinates, with the
    /// release velocity), and its scale, opacity and shadow back to the row's own along the
    /// same spring. Send ``Event/animationFinished`` when the animation is done.
    case drop(at: Int, SpringAnimation)
    /// The reorder is over and the item went from `from` to `to` (model indices, before the
    /// lift and after the drop; equal when it went back). The callback for the app, sent with
    /// the drop of a released row, not for a cancel. Informational: the model already got the
    /// moves as ``move(from:to:)``s; do not apply it again.
    case ended(from: Int, to: Int)
    /// The drop finished: replace the snapshot with row `index` itself.
    case settle(at: Int)
  }
}
