#if canImport(UIKit)
  import GestureCore
  import UIKit

  // The swipe back for Objective-C: `UINavigationController`, `UIViewController` and
  // `UIScrollView` methods with a `gk_` prefix over the Swift ones, and the options as an
  // object. GestureCore's `BackSwipeStore` decides everything; the Objective-C spellings are
  // unavailable to Swift, which has the originals.

  /// The rules of a swipe back: GestureCore's `BackSwipe.Configuration` as an object. Every
  /// property starts at the Swift default, documented on it.
  ///
  /// ```objc
  /// GKBackSwipeOptions *options = [[GKBackSwipeOptions alloc] init];
  /// options.fullScreen = YES;
  /// [self.navigationController gk_enableBackSwipeWithOptions:options];
  /// ```
  @available(swift, obsoleted: 1, message: "Use BackSwipe.Configuration")
  @MainActor
  @objc(GKBackSwipeOptions)
  public final class GKBackSwipeOptions: NSObject {
    /// The Swift configuration these properties edit.
    private(set) var configuration = BackSwipe.Configuration.edge

    /// Creates options with every default: the system's edge swipe, guarded.
    @objc public override init() {}

    /// Whether a swipe may start anywhere on the screen (`YES`) or only within 20 pt of the
    /// leading edge, as the system's (`NO`, the default).
    @objc public var fullScreen: Bool {
      // Cocoa names a Boolean property's getter `isX` (`getter=isFullScreen`).
      @objc(isFullScreen) get {
        if case .fullScreen = configuration.startRegion { return true }
        return false
      }
      set {
        configuration.startRegion =
          newValue ? .fullScreen(maximumDistance: fullScreenDistance) : .systemEdge
      }
    }
    /// With `fullScreen`, how far from the leading edge a swipe may start, in points: a
    /// swipe from farther away is left to the screen. Default 0: anywhere. Negative and NaN
    /// values count as 0.
    @objc public var fullScreenMaximumDistance: Double {
      get { fullScreenDistance.isFinite ? fullScreenDistance : 0 }
      set {
        fullScreenDistance = newValue.isFinite && newValue > 0 ? newValue : .infinity
        if fullScreen { configuration.startRegion = .fullScreen(maximumDistance: fullScreenDistance) }
      }
    }
    /// The full-screen region's distance (`.infinity`: anywhere), kept while `fullScreen` is
    /// `NO`.
    private var fullScreenDistance = Double.infinity
    /// The progress past which a release pops, `0...1`. Default 0.5. NaN counts as 0.5, a
    /// value below the range as 0 and one above it as 1 (only a flick pops).
    @objc public var finishProgress: Double {
      get { configuration.finishProgress }
      set { configuration.finishProgress = newValue }
    }
    /// The release speed, in points per second, beyond which the flick's direction decides
    /// whatever the progress (towards the trailing edge pops). Default 1000. NaN counts as
    /// 1000, a negative value as 0; `INFINITY` leaves every release to the progress.
    @objc public var finishVelocity: Double {
      get { configuration.finishVelocity }
      set { configuration.finishVelocity = newValue }
    }
    /// The duration of the whole pop at its normal speed, in seconds: what the rest takes, in
    /// proportion, after a release without speed. Default 0.35. NaN, infinite or negative
    /// values count as 0.35.
    @objc public var transitionDuration: Double {
      get { configuration.transitionDuration }
      set { configuration.transitionDuration = newValue }
    }
  }

  @MainActor
  extension UINavigationController {
    /// Objective-C's `enableBackSwipe(_:)`: turns on a swipe back that works with a custom
    /// back button or a hidden bar, never at the root and never during a pop (nor a push
    /// before iOS 26)
    /// (`options` `nil`: the system's edge swipe). Calling it again changes the options.
    @available(swift, obsoleted: 1, renamed: "enableBackSwipe(_:)")
    @objc(gk_enableBackSwipeWithOptions:)
    public func gk_enableBackSwipe(options: GKBackSwipeOptions?) {
      enableBackSwipe(options?.configuration ?? .edge)
    }

    /// Objective-C's `backSwipe.isEnabled`: whether the swipe back is on
    /// (`gk_isBackSwipeEnabled`). Setting `NO` gives the system's own swipe back its
    /// recognizer again.
    @available(swift, obsoleted: 1, message: "Use backSwipe.isEnabled")
    @objc public var gk_backSwipeEnabled: Bool {
      // Cocoa names a Boolean property's getter `isX` (`getter=gk_isBackSwipeEnabled`).
      @objc(gk_isBackSwipeEnabled) get { backSwipe.isEnabled }
      set { backSwipe.isEnabled = newValue }
    }

    /// Objective-C's `backSwipe.gestureRecognizers`: the recognizers that start back swipes
    /// now, for relations of your own (`requireGestureRecognizerToFail:`); empty while the
    /// swipe back is off. See ``BackSwipeController/gestureRecognizers``.
    @available(swift, obsoleted: 1, message: "Use backSwipe.gestureRecognizers")
    @objc public var gk_backSwipeGestureRecognizers: [UIGestureRecognizer] {
      backSwipe.gestureRecognizers
    }

    /// Objective-C's `backSwipe.performEscape()`: pops the top screen for the accessibility
    /// escape or the Back shortcut where its back button is hidden or replaced, when a back
    /// swipe would be allowed; returns whether it popped. Call it from your screen's
    /// `accessibilityPerformEscape`. See ``BackSwipeController/performEscape()``.
    @available(swift, obsoleted: 1, message: "Use backSwipe.performEscape()")
    @objc(gk_performBackSwipeEscape)
    public func gk_performBackSwipeEscape() -> Bool {
      backSwipe.performEscape()
    }
  }

  /// Objective-C's `BackSwipe.Policy`: how a screen shares horizontal strokes with the
  /// swipe back (the table is on the Swift type). The cases are in the Swift cases' order.
  @available(swift, obsoleted: 1, message: "Use BackSwipe.Policy")
  @objc(GKBackSwipePolicy)
  public enum GKBackSwipePolicy: Int {
    /// Back from the edge band; elsewhere rows, drags and scrolled carousels first.
    case automatic
    /// Back from the edge band only.
    case edgeOnly
    /// Back from anywhere; only a scrolled horizontal scroll view comes first.
    case fullScreen
    /// No swipe back.
    case disabled
  }

  @MainActor
  extension UIViewController {
    /// Objective-C's `backSwipePolicy`: how this screen shares horizontal strokes with the
    /// swipe back while it is on top. Default `GKBackSwipePolicyAutomatic`.
    @available(swift, obsoleted: 1, renamed: "backSwipePolicy")
    @objc public var gk_backSwipePolicy: GKBackSwipePolicy {
      get { GKBackSwipePolicy(rawValue: Int(backSwipePolicy.rawValue)) ?? .automatic }
      set {
        // A value that is no case (an Objective-C int) is the default.
        backSwipePolicy =
          UInt8(exactly: newValue.rawValue).flatMap(BackSwipe.Policy.init(rawValue:)) ?? .automatic
      }
    }

    /// Objective-C's `allowsBackSwipe`: whether a swipe back may pop this screen while it is
    /// on top. Default `YES`; set `NO` for a canvas or a map.
    @available(swift, obsoleted: 1, renamed: "allowsBackSwipe")
    @objc public var gk_allowsBackSwipe: Bool {
      get { allowsBackSwipe }
      set { allowsBackSwipe = newValue }
    }

    /// Objective-C's `zoomDismissShouldBegin(at:velocity:willBegin:appAllows:)`: the answer
    /// for `UIZoomTransitionOptions.interactiveDismissShouldBegin`, from its context's
    /// `location`, `velocity` and `willBegin` and the app's own answer, by the swipe back's
    /// table and this screen's policy.
    @available(iOS 18, *)
    @available(swift, obsoleted: 1, renamed: "zoomDismissShouldBegin(at:velocity:willBegin:appAllows:)")
    @objc(gk_zoomDismissShouldBeginAtLocation:velocity:willBegin:appAllows:)
    public func gk_zoomDismissShouldBegin(
      at location: CGPoint, velocity: CGVector, willBegin: Bool, appAllows: Bool
    ) -> Bool {
      zoomDismissShouldBegin(
        at: location, velocity: velocity, willBegin: willBegin, appAllows: appAllows)
    }
  }

  @MainActor
  extension UIScrollView {
    /// Objective-C's `yieldToBackSwipe(in:)`: this horizontal scroll view lets the swipe
    /// back pop only when it is at its leading edge (enabling the swipe back if needed).
    @available(swift, obsoleted: 1, renamed: "yieldToBackSwipe(in:)")
    @objc(gk_yieldToBackSwipeInNavigationController:)
    public func gk_yieldToBackSwipe(in navigationController: UINavigationController) {
      yieldToBackSwipe(in: navigationController)
    }
  }

  @MainActor
  extension UIView {
    /// Objective-C's `backSwipeExclusionRects`: where on this view, in its own coordinates, a
    /// stroke is the view's and never the swipe back's (a canvas, a map, a board), each an
    /// `NSValue` of a `CGRect` (values of anything else are ignored). The 20 pt leading edge
    /// band stays the swipe back's. Default: the bounds for Apple's views that read raw
    /// touches (maps, PencilKit canvases, sliders, SpriteKit and SceneKit views), otherwise
    /// none; those defaults keep the swipe back off them only where GestureKit's swipe back
    /// is on, while rects set here work with the system's own back gestures too.
    ///
    /// ```objc
    /// self.canvas.gk_backSwipeExclusionRects = @[[NSValue valueWithCGRect:self.canvas.bounds]];
    /// ```
    @available(swift, obsoleted: 1, message: "Use backSwipeExclusionRects")
    @objc public var gk_backSwipeExclusionRects: [Any] {
      get { backSwipeExclusionRects.map { NSValue(cgRect: $0) } }
      set {
        // An Objective-C array may hold anything, and `cgRectValue` reads any value as a
        // rect: only values that box one are taken.
        let rectType = String(cString: NSValue(cgRect: .zero).objCType)
        backSwipeExclusionRects = newValue.compactMap { element in
          guard let value = element as? NSValue, String(cString: value.objCType) == rectType
          else { return nil }
          return value.cgRectValue
        }
      }
    }

    /// Objective-C's `excludesBackSwipe`: whether the whole view is excluded from the swipe
    /// back, however its bounds change. Default `YES` for Apple's views that read raw touches,
    /// otherwise `NO`.
    @available(swift, obsoleted: 1, renamed: "excludesBackSwipe")
    @objc public var gk_excludesBackSwipe: Bool {
      get { excludesBackSwipe }
      set { excludesBackSwipe = newValue }
    }
  }
#endif
