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
  @MainActor
  final class DisplayLinkFrames {
    /// Called on every frame with its `targetTimestamp`, in seconds. Default `nil`. Stored:
    /// capture the owner weakly.
    var onFrame: (@MainActor (Double) -> Void)?
    private var link: CADisplayLink?

    /// Creates a driver, not running, without ``onFrame``.
    init() {}

    /// Starts or stops the link: frames while `needed`. Calling it again with the same
    /// answer does nothing.
    func run(_ needed: Bool) {
      if needed { start() } else { stop() }
    }

    /// Starts the display link, unless it runs.
    func start() {
      guard link == nil else { return }
      let relay = DisplayLinkRelay()
      relay.frames = self
      let link = CADisplayLink(target: relay, selector: #selector(DisplayLinkRelay.frameDidArrive(_:)))
      link.preferredFrameRateRange = CAFrameRateRange(minimum: 60, maximum: 120, preferred: 120)
      link.add(to: .main, forMode: .common)
      self.link = link
    }

    /// Invalidates the display link, if it runs.
    func stop() {
      link?.invalidate()
      link = nil
    }

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
