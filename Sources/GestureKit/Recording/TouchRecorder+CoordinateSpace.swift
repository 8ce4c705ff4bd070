#if canImport(UIKit)
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
