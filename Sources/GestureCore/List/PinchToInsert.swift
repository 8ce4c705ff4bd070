/// Pinch apart to insert, Clear-style: two fingers on adjacent rows spread apart, the rows
/// above follow the upper finger up and the rows below follow the lower finger down, a
/// placeholder row grows in the gap, and a release with the gap at full row height inserts a
/// new row there and starts editing it.
///
/// The interaction is a value: feed it the pinch's phases with the two fingers' `y`s, and
/// ``Event/animationFinished`` when the animations it asked for end; apply the ``Effect``s it
/// appends, in order.
///
/// ```swift
/// var pinchToInsert = PinchToInsert(
///   layout: ListLayout(count: titles.count, rowHeight: 64),
///   viewport: ListViewport(top: 0, height: 600, contentOffset: 0))
/// var effects: [PinchToInsert.Effect] = []
/// pinchToInsert.handle(.began(upperY: 100, lowerY: 160), into: &effects)
/// pinchToInsert.handle(.changed(upperY: 68, lowerY: 192), into: &effects)  // gap 64 pt
/// pinchToInsert.handle(.ended(velocity: 0), into: &effects)
/// // effects end with .insert(at: 2), ..., .beginEditing(at: 2)
/// ```
///
/// How the gap follows the fingers and when a release inserts, and the machine's diagram,
/// are in <doc:HostingAList>.
///
/// - Complexity: O(log n) for `began` (finding the rows), O(1) for other phases, O(n) for the
///   insertion (updating ``layout``); a constant number of effects per event (row effects
///   cover ranges); no heap allocation once the effects array has grown, except the insertion.
public struct PinchToInsert: Sendable {
  /// The options. Changing them takes effect at the next event.
  public var configuration: Configuration
  /// The rows, updated with the row this interaction inserts.
  public internal(set) var layout: ListLayout
  /// The viewport, as last told by ``Event/viewportChanged(_:)``.
  public private(set) var viewport: ListViewport
  /// Where the interaction is.
  public internal(set) var state: State = .idle

  /// Creates a pinch-to-insert interaction at rest.
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

  /// Handles one event, appending the effects to apply, in order.
  ///
  /// - Parameters:
  ///   - event: what happened.
  ///   - effects: the caller's array; effects are appended, nothing is removed. Reuse it with
  ///     `removeAll(keepingCapacity: true)` to handle events without allocating.
  public mutating func handle(_ event: Event, into effects: inout [Effect]) {
    let configuration = self.configuration.normalized
    switch (state, event) {
    case (.idle, .began(let first, let second)):
      begin(first, second, configuration, &effects)

    case (.springingBack, .began(let first, let second)),
      (.inserting, .began(let first, let second)):
      finish(&effects)
      begin(first, second, configuration, &effects)

    case (.opening(var opening), .changed(let first, let second)):
      guard first.isFinite, second.isFinite else {
        return springBack(opening, velocity: 0, configuration, &effects)
      }
      open(&opening, distance: abs(second - first), configuration, &effects)
      state = .opening(opening)

    case (.opening(let opening), .ended(let velocity)):
      let velocity = InputLimits.clampSpeed(velocity)
      if opening.scale >= configuration.commitThreshold {
        insert(opening, velocity: velocity, configuration, &effects)
      } else {
        springBack(opening, velocity: velocity, configuration, &effects)
      }

    case (.opening(let opening), .cancelled):
      springBack(opening, velocity: 0, configuration, &effects)

    case (.springingBack, .animationFinished), (.inserting, .animationFinished):
      finish(&effects)

    case (.opening, .began), (.opening, .animationFinished),
      (.idle, .changed), (.idle, .ended), (.idle, .cancelled), (.idle, .animationFinished),
      (.springingBack, .changed), (.springingBack, .ended), (.springingBack, .cancelled),
      (.inserting, .changed), (.inserting, .ended), (.inserting, .cancelled):
      return

    case (.opening(let opening), .rowsChanged(let layout)):
      let index = opening.insertionIndex
      effects.append(.offsetRows(0..<index, by: 0))
      effects.append(.offsetRows(index..<self.layout.count, by: 0))
      effects.append(.removePlaceholder)
      state = .idle
      self.layout = layout

    case (.springingBack, .rowsChanged(let layout)), (.inserting, .rowsChanged(let layout)):
      finish(&effects)
      self.layout = layout

    case (.idle, .rowsChanged(let layout)):
      self.layout = layout

    case (_, .layoutChanged(let layout, let viewport)) where layout.count != self.layout.count:
      self.viewport = viewport.normalized
      handle(.rowsChanged(layout), into: &effects)

    case (.opening(let opening), .layoutChanged(let layout, let viewport)):
      self.layout = layout
      self.viewport = viewport.normalized
      // The same gap on the new geometry: the rows keep their spread, the placeholder moves
      // to the line between the two rows as it is now.
      emitGap(opening, configuration, &effects)

    case (.idle, .layoutChanged(let layout, let viewport)),
      (.springingBack, .layoutChanged(let layout, let viewport)),
      (.inserting, .layoutChanged(let layout, let viewport)):
      self.layout = layout
      self.viewport = viewport.normalized

    case (_, .viewportChanged(let viewport)):
      self.viewport = viewport.normalized
    }
  }
}

extension PinchToInsert {
  /// Where a pinch-to-insert interaction is (see the diagram on ``PinchToInsert``).
  public enum State: Hashable, Sendable {
    /// No gap is open.
    case idle
    /// Two fingers on adjacent rows are opening a gap between them.
    case opening(Opening)
    /// The gap is closing after a release short of the full height or a cancel; waiting for
    /// ``Event/animationFinished`` to remove the placeholder.
    case springingBack
    /// A new row was inserted at `at` and the rows are settling around it; waiting for
    /// ``Event/animationFinished``.
    case inserting(at: Int)
  }
}

extension PinchToInsert {
  /// What the host tells a pinch-to-insert interaction.
  ///
  /// The pinch's phases carry the `y` of each of the two fingers, in the gesture's coordinate
  /// space, in either order (the interaction sorts them): with GestureCore's arena, read them
  /// from the ``PinchRecognizer``'s ``GestureRecognizer/touches`` when its state changes; with
  /// UIKit, from `location(ofTouch:in:)`.
  public enum Event: Hashable, Sendable {
    /// The pinch began with fingers at these `y`s. If they are on two adjacent rows, a gap
    /// starts to open between them (the spread is measured from this distance); otherwise
    /// the pinch is ignored until it ends: no effects at all. NaN or infinite values are
    /// ignored the same way.
    case began(upperY: Double, lowerY: Double)
    /// The fingers moved. NaN or infinite values are handled as ``cancelled``.
    case changed(upperY: Double, lowerY: Double)
    /// The fingers lifted. `velocity` is how fast the distance between the fingers was
    /// growing, in points per second (negative: closing), carried by the springs; NaN or
    /// infinite counts as 0. With the ``PinchRecognizer``: its `scaleVelocity` times the
    /// distance between the fingers when the second one landed.
    case ended(velocity: Double)
    /// The system took the pinch away: the gap springs back, nothing is inserted.
    case cancelled
    /// The animations of the spring back or the insertion have all finished. Ignored
    /// otherwise.
    case animationFinished
    /// The rows changed outside of this interaction (a reorder moved one, a swipe deleted
    /// one). An open gap closes at once first (rows back to rest, placeholder removed, nothing
    /// inserted), a running spring back or insertion is finished at once; the new rows are
    /// then adopted.
    case rowsChanged(ListLayout)
    /// The same rows, in the same order, have new heights or a new origin (estimated heights
    /// resolving, a row that grew), with the viewport measured from that origin. Adopted
    /// together, without closing anything: an open gap stays open between the
    /// same two rows, its line (the placeholder's centre) moved to the new top of the lower
    /// row; a spring back or an insertion keeps going. A layout with a different number of
    /// rows is new data: handled as ``rowsChanged(_:)``.
    case layoutChanged(ListLayout, viewport: ListViewport)
    /// The viewport moved, resized or scrolled. Adopted at once (NaN or infinite values become
    /// 0); an open gap keeps its rows.
    case viewportChanged(ListViewport)
  }
}

extension PinchToInsert {
  /// What a pinch-to-insert interaction asks the host to do, in order.
  ///
  /// Row indices are model indices after every ``insert(at:)`` emitted before them. Row offsets
  /// are vertical, in points, from the row's resting place (where the list lays it out);
  /// `y`s are in content coordinates.
  public enum Effect: Hashable, Sendable {
    /// Show the rows in the range moved by `by` points from their resting place (negative:
    /// up), without animation: the gap following the fingers.
    case offsetRows(Range<Int>, by: Double)
    /// Show the placeholder row: `height` points tall (``Configuration/newRowHeight``) scaled
    /// by `scale` (`0...1`) about its centre at `centerY`, the line between the two rows,
    /// with the prompt `label`. The first one creates it.
    case placeholder(centerY: Double, height: Double, scale: Double, label: Label)
    /// Play a haptic.
    case haptic(Haptic)
    /// Animate the rows in the range from `animation.from` points off their resting place to
    /// `animation.to` (0), with the release velocity.
    case animateRows(Range<Int>, SpringAnimation)
    /// Animate the placeholder's scale from `animation.from` to `animation.to` (0: it closes),
    /// about the same centre.
    case animatePlaceholder(SpringAnimation)
    /// Remove the placeholder.
    case removePlaceholder
    /// Insert a new item at `index` in the model (`count` appends), with a row
    /// ``Configuration/newRowHeight`` tall, as ``ListEdit/insert(at:)`` does.
    case insert(at: Int)
    /// Start editing the new row at this index (show its text field, the keyboard).
    case beginEditing(at: Int)
  }
}
