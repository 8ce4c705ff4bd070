#if canImport(UIKit)
  import GestureCore
  import UIKit

  // The thresholds of the closure gestures for Objective-C: GestureCore's recognizer
  // configurations as objects, for the `gk_on…` variants that take them (as the Swift `on…`
  // methods take a `configuration`). The store fits a configuration to its recognizer and
  // keeps it.

  /// The axis a pan may start along: GestureCore's `PanAxis`.
  @available(swift, obsoleted: 1, message: "Use PanAxis")
  @objc(GKPanAxis)
  public enum GKPanAxis: Int {
    /// Any direction.
    case free
    /// Only a stroke more horizontal than vertical when it passes the slop; any other
    /// fails the pan, so a vertical scroll around the view is never taken from it.
    case horizontal
    /// Only a stroke more vertical than horizontal when it passes the slop.
    case vertical
  }

  /// The thresholds of a view's tap recognizer: GestureCore's `TapRecognizer.Configuration`
  /// as an object. Every property starts at the Swift default, documented on it.
  ///
  /// ```objc
  /// GKTapOptions *options = [[GKTapOptions alloc] init];
  /// options.numberOfTaps = 3;
  /// options.maximumTapDistance = 24;
  /// [textView gk_onTapWithOptions:options handler:^(GKGesture *gesture) { [weakSelf selectParagraph]; }];
  /// ```
  ///
  /// A length or duration that is NaN or infinite is ignored (the property keeps its value)
  /// and a negative one counts as 0; a finger count is kept within 1...20, the engine's
  /// touch limit.
  @available(swift, obsoleted: 1, message: "Use TapRecognizer.Configuration")
  @MainActor
  @objc(GKTapOptions)
  public final class GKTapOptions: NSObject {
    /// The Swift configuration these properties edit.
    private(set) var configuration = TapRecognizer.Configuration()

    /// Creates options with every default: a single tap of one finger.
    @objc public override init() {}

    /// Taps in a row that fire the block. Default 1; fewer than 1 counts as 1. A view has
    /// one recognizer per number of taps, and a tap waits for the view's taps with more taps
    /// to fail, so a double tap never fires a single tap's block too.
    @objc public var numberOfTaps: Int {
      get { configuration.numberOfTaps }
      set { configuration.numberOfTaps = max(newValue, 1) }
    }
    /// Fingers that must be down together in each tap. Default 1.
    @objc public var numberOfTouches: Int {
      get { configuration.numberOfTouches }
      set { configuration.numberOfTouches = fingerCount(newValue) }
    }
    /// How far, in points, a finger may move from where it landed before the tap fails.
    /// Default 10.
    @objc public var movementTolerance: CGFloat {
      get { CGFloat(configuration.movementTolerance) }
      set { configuration.movementTolerance = threshold(newValue, keeping: configuration.movementTolerance) }
    }
    /// The longest time, in seconds, from one tap's lift to the next tap's touch. Default
    /// 0.3.
    @objc public var maximumTapInterval: TimeInterval {
      get { configuration.maximumTapInterval }
      set { configuration.maximumTapInterval = threshold(newValue, keeping: configuration.maximumTapInterval) }
    }
    /// How far, in points, a later tap may land from the first one. Default 40.
    @objc public var maximumTapDistance: CGFloat {
      get { CGFloat(configuration.maximumTapDistance) }
      set { configuration.maximumTapDistance = threshold(newValue, keeping: configuration.maximumTapDistance) }
    }
  }

  /// The thresholds of a view's long press: GestureCore's
  /// `LongPressRecognizer.Configuration` as an object. Every property starts at the Swift
  /// default, documented on it; invalid values are treated as `GKTapOptions` says.
  @available(swift, obsoleted: 1, message: "Use LongPressRecognizer.Configuration")
  @MainActor
  @objc(GKLongPressOptions)
  public final class GKLongPressOptions: NSObject {
    /// The Swift configuration these properties edit.
    private(set) var configuration = LongPressRecognizer.Configuration()

    /// Creates options with every default: UIKit's long press.
    @objc public override init() {}

    /// How long, in seconds, the fingers must stay down. Default 0.5.
    @objc public var minimumPressDuration: TimeInterval {
      get { configuration.minimumPressDuration }
      set { configuration.minimumPressDuration = threshold(newValue, keeping: configuration.minimumPressDuration) }
    }
    /// How far, in points, a finger may move before the press begins. Default 10.
    @objc public var allowableMovement: CGFloat {
      get { CGFloat(configuration.allowableMovement) }
      set { configuration.allowableMovement = threshold(newValue, keeping: configuration.allowableMovement) }
    }
    /// Fingers that must be down. Default 1.
    @objc public var numberOfTouches: Int {
      get { configuration.numberOfTouches }
      set { configuration.numberOfTouches = fingerCount(newValue) }
    }
  }

  /// The thresholds of a view's swipe recognizers: GestureCore's
  /// `SwipeRecognizer.Configuration` as an object (the directions are the method's). Every
  /// property starts at the Swift default, documented on it; invalid values are treated as
  /// `GKTapOptions` says.
  @available(swift, obsoleted: 1, message: "Use SwipeRecognizer.Configuration")
  @MainActor
  @objc(GKSwipeOptions)
  public final class GKSwipeOptions: NSObject {
    /// The Swift configuration these properties edit.
    private(set) var configuration = SwipeRecognizer.Configuration()

    /// Creates options with every default.
    @objc public override init() {}

    /// Fingers that must be down. Default 1.
    @objc public var numberOfTouches: Int {
      get { configuration.numberOfTouches }
      set { configuration.numberOfTouches = fingerCount(newValue) }
    }
    /// How far, in points, the fingers must travel. Default 50.
    @objc public var minimumDistance: CGFloat {
      get { CGFloat(configuration.minimumDistance) }
      set { configuration.minimumDistance = threshold(newValue, keeping: configuration.minimumDistance) }
    }
    /// The longest time, in seconds, from the touch to `minimumDistance`. Default 0.5.
    @objc public var maximumDuration: TimeInterval {
      get { configuration.maximumDuration }
      set { configuration.maximumDuration = threshold(newValue, keeping: configuration.maximumDuration) }
    }
    /// The largest angle, in radians, between the stroke and its direction. Default π/6
    /// (30°).
    @objc public var maximumAngle: CGFloat {
      get { CGFloat(configuration.maximumAngle) }
      set { configuration.maximumAngle = threshold(newValue, keeping: configuration.maximumAngle) }
    }
  }

  /// The thresholds of a view's pan recognizer: GestureCore's `PanRecognizer.Configuration`
  /// as an object. Every property starts at the Swift default, documented on it; invalid
  /// values are treated as `GKTapOptions` says.
  ///
  /// ```objc
  /// GKPanOptions *options = [[GKPanOptions alloc] init];
  /// options.axis = GKPanAxisHorizontal;
  /// options.maximumNumberOfTouches = 1;
  /// [slider gk_onPanWithOptions:options handler:^(GKGesture *gesture) { [weakSelf scrub:gesture]; }];
  /// ```
  @available(swift, obsoleted: 1, message: "Use PanRecognizer.Configuration")
  @MainActor
  @objc(GKPanOptions)
  public class GKPanOptions: NSObject {
    /// The Swift configuration these properties edit.
    private(set) var configuration = PanRecognizer.Configuration()

    /// Creates options with every default: any direction, any number of fingers.
    @objc public override init() {}

    /// The axis the pan may start along. Default `GKPanAxisFree`; a value that is no case is
    /// ignored. It also limits the trackpad and mouse scrolls that pan the view.
    @objc public var axis: GKPanAxis {
      get {
        switch configuration.axis {
        case .free: .free
        case .horizontal: .horizontal
        case .vertical: .vertical
        }
      }
      set {
        // An Objective-C caller may pass any integer: one that is no case changes nothing.
        guard let axis = GKPanAxis(rawValue: newValue.rawValue) else { return }
        switch axis {
        case .free: configuration.axis = .free
        case .horizontal: configuration.axis = .horizontal
        case .vertical: configuration.axis = .vertical
        }
      }
    }
    /// The fewest fingers that pan. Default 1. Above `maximumNumberOfTouches`, no pan
    /// begins.
    @objc public var minimumNumberOfTouches: Int {
      get { configuration.minimumNumberOfTouches }
      set { configuration.minimumNumberOfTouches = fingerCount(newValue) }
    }
    /// The most fingers that may be down when the pan begins; more fail it. Default 20.
    @objc public var maximumNumberOfTouches: Int {
      get { configuration.maximumNumberOfTouches }
      set { configuration.maximumNumberOfTouches = fingerCount(newValue) }
    }
    /// How far, in points, the fingers must move before the pan begins. Default 10.
    @objc public var slop: CGFloat {
      get { CGFloat(configuration.slop) }
      set { configuration.slop = threshold(newValue, keeping: configuration.slop) }
    }
  }

  /// The thresholds of a view's edge pans: a pan's (`GKPanOptions`) and the band along
  /// the edge: GestureCore's `EdgePanRecognizer.EdgeConfiguration` and
  /// `PanRecognizer.Configuration` as an object (the edges are the method's).
  @available(swift, obsoleted: 1, message: "Use EdgePanRecognizer.EdgeConfiguration")
  @MainActor
  @objc(GKEdgePanOptions)
  public final class GKEdgePanOptions: GKPanOptions {
    /// The Swift edge configuration `bandWidth` edits.
    private(set) var edgeConfiguration = EdgePanRecognizer.EdgeConfiguration()

    /// Creates options with every default: a 20 pt band.
    @objc public override init() {}

    /// How far from the edge, in points, the finger may land. Default 20.
    @objc public var bandWidth: CGFloat {
      get { CGFloat(edgeConfiguration.bandWidth) }
      set { edgeConfiguration.bandWidth = threshold(newValue, keeping: edgeConfiguration.bandWidth) }
    }
  }

  /// The threshold of a view's pinch: GestureCore's `PinchRecognizer.Configuration` as an
  /// object; invalid values are treated as `GKTapOptions` says.
  @available(swift, obsoleted: 1, message: "Use PinchRecognizer.Configuration")
  @MainActor
  @objc(GKPinchOptions)
  public final class GKPinchOptions: NSObject {
    /// The Swift configuration these properties edit.
    private(set) var configuration = PinchRecognizer.Configuration()

    /// Creates options with every default.
    @objc public override init() {}

    /// How much, in points, the span between the fingers must change before the pinch
    /// begins. Default 10.
    @objc public var slop: CGFloat {
      get { CGFloat(configuration.slop) }
      set { configuration.slop = threshold(newValue, keeping: configuration.slop) }
    }
  }

  /// The threshold of a view's rotation: GestureCore's `RotationRecognizer.Configuration`
  /// as an object; invalid values are treated as `GKTapOptions` says.
  @available(swift, obsoleted: 1, message: "Use RotationRecognizer.Configuration")
  @MainActor
  @objc(GKRotationOptions)
  public final class GKRotationOptions: NSObject {
    /// The Swift configuration these properties edit.
    private(set) var configuration = RotationRecognizer.Configuration()

    /// Creates options with every default.
    @objc public override init() {}

    /// How far, in radians, the fingers must turn before the rotation begins. Default π/36
    /// (5°).
    @objc public var slop: CGFloat {
      get { CGFloat(configuration.slop) }
      set { configuration.slop = threshold(newValue, keeping: configuration.slop) }
    }
  }

  /// A length, duration or angle from Objective-C for a threshold that is `current` now:
  /// NaN and infinities keep `current` (an infinite duration would be a deadline no timer
  /// reaches), a negative value counts as 0.
  private func threshold(_ value: Double, keeping current: Double) -> Double {
    value.isFinite ? max(value, 0) : current
  }

  /// A finger count from Objective-C, kept within 1 and the engine's touch limit.
  private func fingerCount(_ value: Int) -> Int {
    min(max(value, 1), GestureArena.maximumTouches)
  }
#endif
