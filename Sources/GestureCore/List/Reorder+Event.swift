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
