#if canImport(UIKit)
  import QuartzCore
  import UIKit

  /// The display link of ``StoreHost``, the one host of every family's store: runs a
  /// `CADisplayLink` while the store needs frames and calls back with each frame's time.
  ///
  /// - A display link retains its target until it is invalidated (Apple's
  ///   `CADisplayLink.init(target:selector:)` documentation). The link's target is a relay
  ///   holding this driver weakly;
  ///   ``stop()`` invalidates the link, and a frame that finds the driver gone invalidates it
  ///   too, so an owner that is deallocated while frames run leaks nothing past one frame.
  /// - Apple's "Optimizing ProMotion refresh rates for iPhone 13 Pro and iPad Pro": an iPhone
  ///   runs a display link above 60 Hz only for an app whose Info.plist sets
  ///   `CADisableMinimumFrameDurationOnPhone`, and a link asks for its rate with
  ///   `preferredFrameRateRange`. This one asks for 60 to 120 Hz, preferring 120.
  /// - The time handed over is the frame's `targetTimestamp`, when the frame being prepared
  ///   will show, on `CACurrentMediaTime()`'s clock, which `UITouch.timestamp` shares (both
  ///   count seconds since the system started): one timeline for the store's touches and
  ///   frames.
  /// - The link runs in the common run-loop modes, so frames keep coming while a scroll view
  ///   tracks a finger.
  ///
  /// Frames that only serve one view (``view``: a picture of a cell taken again once the
  /// screen shows its change) come, on iOS (Mac Catalyst keeps the display link: the
  /// build does not depend on whether its SDK offers the class), from iOS 18's `UIUpdateLink` made for that view
  /// (`init(view:)`), which follows the UI updates of the window and display the view is on,
  /// handing over the time to use for model updates (`modelTime`); whether it keeps firing
  /// while the view is out of a window does not matter to such frames. A store's motion keeps
  /// the `CADisplayLink`: its host spans several views (a group's rows), and its frames must
  /// come until the motion settles wherever those views are, or it would be left half-way.
  @MainActor
  final class DisplayLinkFrames {
    /// Called on every frame with its `targetTimestamp`, in seconds. Default `nil`. Stored:
    /// capture the owner weakly.
    var onFrame: (@MainActor (Double) -> Void)?
    /// The view the frames serve, held weakly, whose `UIUpdateLink` gives them from iOS 18;
    /// `nil` (the default), or before iOS 18, a `CADisplayLink`. Set before ``start()``.
    weak var view: UIView?
    private var link: CADisplayLink?
    /// The `UIUpdateLink` while it runs (typed `AnyObject`: the class is iOS 18's).
    private var updateLink: AnyObject?

    /// Creates a driver, not running, without ``onFrame``.
    init() {}

    /// Starts or stops the link: frames while `needed`. Calling it again with the same
    /// answer does nothing.
    func run(_ needed: Bool) {
      if needed { start() } else { stop() }
    }

    /// Starts the display link, unless it runs.
    func start() {
      guard link == nil, updateLink == nil else { return }
      #if !targetEnvironment(macCatalyst)
        if #available(iOS 18.0, *), let view {
          startUpdateLink(on: view)
          return
        }
      #endif
      let relay = DisplayLinkRelay()
      relay.frames = self
      let link = CADisplayLink(
        target: relay, selector: #selector(DisplayLinkRelay.frameDidArrive(_:)))
      link.preferredFrameRateRange = CAFrameRateRange(minimum: 60, maximum: 120, preferred: 120)
      link.add(to: .main, forMode: .common)
      self.link = link
    }

    /// Invalidates the display link, if it runs.
    func stop() {
      link?.invalidate()
      link = nil
      #if !targetEnvironment(macCatalyst)
        if #available(iOS 18.0, *), let updateLink = updateLink as? UIUpdateLink {
          // An update link has no `invalidate()`: disabled, it calls nothing, and it goes
          // with the last reference to it.
          updateLink.isEnabled = false
        }
      #endif
      updateLink = nil
    }

    #if !targetEnvironment(macCatalyst)
      @available(iOS 18.0, *)
      private func startUpdateLink(on view: UIView) {
        // The link keeps its action handler: the handler holds this driver weakly.
        let link = UIUpdateLink(view: view) { [weak self] link, info in
          guard let self, link === self.updateLink else {
            link.isEnabled = false  // A link this driver no longer owns.
            return
          }
          self.onFrame?(info.modelTime)
        }
        // Per Apple's `UIUpdateLink` documentation, an update link without continuous updates
        // runs only when something else changes the view: these frames must come regardless.
        link.requiresContinuousUpdates = true
        link.preferredFrameRateRange = CAFrameRateRange(minimum: 60, maximum: 120, preferred: 120)
        link.isEnabled = true
        updateLink = link
      }
    #endif

    fileprivate func frameDidArrive(_ link: CADisplayLink) {
      guard link === self.link else {
        link.invalidate()  // A link this driver no longer owns.
        return
      }
      onFrame?(link.targetTimestamp)
    }
  }

  /// The display link's target, holding its driver weakly (the link retains its target).
  @MainActor
  private final class DisplayLinkRelay: NSObject {
    weak var frames: DisplayLinkFrames?

    @objc func frameDidArrive(_ link: CADisplayLink) {
      guard let frames else {
        link.invalidate()
        return
      }
      frames.frameDidArrive(link)
    }
  }
#endif
