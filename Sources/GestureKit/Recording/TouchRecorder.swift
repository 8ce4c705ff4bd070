#if canImport(UIKit)
  import Foundation
  import GestureCore
  import UIKit

  /// Records the touches on a view as a trace, the JSON Lines format that `gesture-replay`
  /// and GestureTesting's `Trace` read: capture a gesture on a device, replay it on Linux.
  ///
  /// ```swift
  /// // In a debug build of the app:
  /// let recorder = TouchRecorder()
  /// recorder.attach(to: window)          // or any view
  /// recorder.start()
  /// // … perform the gesture on the device …
  /// let url = FileManager.default.temporaryDirectory.appendingPathComponent("swipe.jsonl")
  /// try recorder.write(to: url)          // stops and writes; share it (AirDrop, Files, Xcode)
  /// ```
  ///
  /// Then, in the package on any machine:
  ///
  /// ```sh
  /// swift run gesture-replay recognize swipe.jsonl       # every recognizer state change
  /// swift run gesture-replay velocity swipe.jsonl        # the release velocity of each touch
  /// ```
  ///
  /// or from a test, with GestureTesting:
  /// `TraceReplay.recognize(Trace.parse(text), with: .standard)`.
  /// A trace of a bug makes a regression test: the replay runs the same GestureCore the app
  /// runs, so it reproduces the app's decisions exactly.
  ///
  /// What each line holds, and the recorder's coordinate spaces, are in <doc:RecordingGestures>.
  /// Recording never interferes with the app's gestures.
  @MainActor
  public final class TouchRecorder {
    /// The coordinate space the recorder writes locations in. Set before ``start()``.
    public var coordinateSpace: CoordinateSpace

    /// Whether the recorder is recording.
    public private(set) var isRecording = false

    /// The number of samples recorded since the last ``start()``.
    public var sampleCount: Int { samples.count }

    /// The view the recorder is attached to, if any.
    public var view: UIView? { observer.view }

    private let observer = TouchRecordingGestureRecognizer()
    private var samples: [TouchSample] = []
    private var touchIDs: [ObjectIdentifier: TouchID] = [:]
    private var nextTouchNumber = 1
    private var firstTimestamp: Double?
    private var frameComment = ""

    /// Creates a recorder, not attached to any view.
    ///
    /// - Parameter coordinateSpace: Where locations are measured. Default `.window`.
    public init(coordinateSpace: CoordinateSpace = .window) {
      self.coordinateSpace = coordinateSpace
      observer.recorder = self
    }

    /// Starts watching the touches on a view and its subviews (a window records the whole
    /// screen); detaches from any earlier view. Nothing is recorded until ``start()``.
    public func attach(to view: UIView) {
      detach()
      view.addGestureRecognizer(observer)
    }

    /// Stops watching the view; a recording under way keeps what it has.
    public func detach() {
      observer.view?.removeGestureRecognizer(observer)
      touchIDs.removeAll()
    }

    /// Starts a new recording, discarding the previous one.
    public func start() {
      samples.removeAll()
      touchIDs.removeAll()
      nextTouchNumber = 1
      firstTimestamp = nil
      frameComment = ""
      isRecording = true
    }

    /// Stops recording and returns the trace.
    ///
    /// - Returns: The trace text: comment lines, then one line per sample, each ending in a
    ///   line break.
    @discardableResult
    public func stop() -> String {
      isRecording = false
      touchIDs.removeAll()
      return trace
    }

    /// The trace recorded so far (or by the last recording), as ``stop()`` returns it.
    public var trace: String {
      var text = "# Recorded by GestureKit's TouchRecorder: t in seconds since the first touch, "
      text += "x and y in points in the \(coordinateSpace.name) coordinate space.\n"
      if !frameComment.isEmpty { text += frameComment + "\n" }
      for sample in samples {
        text += Self.line(for: sample) + "\n"
      }
      return text
    }

    /// Stops recording and writes the trace to a file, replacing it.
    ///
    /// - Parameter url: A file URL, conventionally ending in `.jsonl`.
    /// - Throws: The error of writing the file.
    public func write(to url: URL) throws {
      let text = stop()
      try Data(text.utf8).write(to: url, options: .atomic)
    }

    // MARK: - Called by the observer

    func record(_ touches: Set<UITouch>, phase: TouchPhase, event: UIEvent?) {
      guard isRecording, let view = observer.view else { return }
      for touch in touches {
        let key = ObjectIdentifier(touch)
        let id: TouchID
        if phase == .began {
          id = TouchID(nextTouchNumber)
          nextTouchNumber += 1
          touchIDs[key] = id
        } else if let known = touchIDs[key] {
          id = known
        } else {
          continue  // down before the recording started
        }
        // A move carries the samples UIKit coalesced since the last event, the touch among them.
        let coalesced = phase == .moved ? event?.coalescedTouches(for: touch) ?? [] : []
        for sample in coalesced.isEmpty ? [touch] : coalesced {
          append(id, phase, location(of: sample, in: view), sample.timestamp, view: view)
        }
        if phase.isTerminal { touchIDs.removeValue(forKey: key) }
      }
    }

    private func location(of touch: UITouch, in view: UIView) -> CGPoint {
      let local = touch.location(in: view)
      switch coordinateSpace {
      case .view: return local
      case .window: return view.convert(local, to: nil)
      }
    }

    private func append(
      _ id: TouchID, _ phase: TouchPhase, _ location: CGPoint, _ timestamp: Double, view: UIView
    ) {
      if firstTimestamp == nil {
        firstTimestamp = timestamp
        let frame =
          coordinateSpace == .window ? view.convert(view.bounds, to: nil) : view.bounds
        frameComment =
          "# frame: {\"x\": \(Self.number(Double(frame.minX))), "
          + "\"y\": \(Self.number(Double(frame.minY))), "
          + "\"width\": \(Self.number(Double(frame.width))), "
          + "\"height\": \(Self.number(Double(frame.height)))}"
      }
      // Microseconds: finer than any touch timestamp, and short to read.
      let time = ((timestamp - (firstTimestamp ?? timestamp)) * 1e6).rounded() / 1e6
      samples.append(TouchSample(id: id, phase: phase, location: Point(location), timestamp: time))
    }

    // MARK: - The trace format

    /// One trace line, as GestureTesting's `TraceWriter` writes it (GestureKit does not
    /// depend on the test library): numbers in their shortest exact form.
    private static func line(for sample: TouchSample) -> String {
      "{\"t\": \(number(sample.timestamp)), \"id\": \(sample.id.rawValue), "
        + "\"phase\": \"\(sample.phase.name)\", "
        + "\"x\": \(number(sample.location.x)), \"y\": \(number(sample.location.y))}"
    }

    /// A number in its shortest form that reads back exactly (`300`, `120.5`); `null` for
    /// NaN and infinities, which the trace format has no way to write.
    private static func number(_ value: Double) -> String {
      guard value.isFinite else { return "null" }
      if value == 0 { return "0" }
      var text = value.description
      if text.hasSuffix(".0") { text.removeLast(2) }
      return text
    }
  }

  extension TouchRecorder {
    /// Where a ``TouchRecorder`` measures touch locations.
    public enum CoordinateSpace: Hashable, Sendable {
      /// The window's coordinates: what ``CoreGestureRecognizer`` feeds the core, so a replay
      /// sees exactly the samples the app's recognizers saw. The default.
      case window
      /// The attached view's own coordinates (its bounds' origin is usually 0, 0), for
      /// replaying against a node tree laid out like the view.
      case view

      /// The name written in the trace's header comment.
      var name: String {
        switch self {
        case .window: "window"
        case .view: "view"
        }
      }
    }
  }
#endif
