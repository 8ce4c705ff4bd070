#if canImport(UIKit)
  import GestureCore
  import QuartzCore
  import UIKit

  /// The trackpad and mouse scrolling of one touch drag: a `UIPanGestureRecognizer` that
  /// takes scrolls only, installed beside a ``CoreGestureRecognizer`` pan, whose changes the
  /// host feeds to the same store events as the touch drag's.
  ///
  /// An iPad trackpad's or a Magic Mouse's scroll reaches only pan recognizers that allow it
  /// (Apple's `UIPanGestureRecognizer.allowedScrollTypesMask` documentation); a recognizer of
  /// another class, a ``CoreGestureRecognizer`` among them, never sees it. This pan allows
  /// every scroll type for a drag along one axis (trackpads and the Magic Mouse, and a
  /// wheel's discrete clicks, which only begin it along the drag's axis), and only continuous
  /// scrolls for a free drag (a wheel scrolls; it never drags a card or a floating window,
  /// whatever the wheel's direction); it receives no touch
  /// (`gestureRecognizer(_:shouldReceive:)` is `false`): fingers stay the core pan's. Whether
  /// a scroll may begin and that the two exclude each other are GestureCore's
  /// ``IndirectScroll`` decisions; the host adds its own claim (``claims``) and asks
  /// ``touchDragMayBegin`` in its touch pan's should-begin.
  ///
  /// Values are in window coordinates, as ``CoreGestureRecognizer``'s, and times are
  /// `CACurrentMediaTime()` (the clock of
  /// `UITouch.timestamp`).
  @MainActor
  final class ScrollDragCompanion: NSObject, UIGestureRecognizerDelegate {
    /// The scroll-only pan.
    let pan: UIPanGestureRecognizer
    /// The touch drag it pairs with, held weakly (its view owns it).
    private weak var touchDrag: UIGestureRecognizer?
    /// The axis of the touch drag: the scroll begins only along it. Default horizontal.
    var axis: PanAxis {
      didSet { pan.allowedScrollTypesMask = Self.scrollTypes(for: axis) }
    }
    /// The host's own claim of a stroke (a row without actions on that side takes none), or
    /// `nil` to take every stroke along ``axis``. Default `nil`.
    var claims: ((Vector) -> Bool)?
    /// Called with every change of the scroll as the drag's: its state (`began`, `changed`,
    /// `ended`, `cancelled`), its value (location, translation, velocity; no touches) and its
    /// time.
    var onChange: ((RecognizerState, GestureValue, Double) -> Void)?
    /// The touch drag's failure relations, answered for the scroll pan too: whether it must
    /// wait for `other` (`gestureRecognizer(_:shouldRequireFailureOf:)`), and whether `other`
    /// must wait for it (`gestureRecognizer(_:shouldBeRequiredToFailBy:)`). A scroll view's
    /// own pan takes trackpad scrolls as well, so without them a two-finger swipe on a row
    /// would race the list's pan as a finger never does. Default `nil`: no relation.
    var requiresFailure: ((UIGestureRecognizer) -> Bool)?
    var isRequiredToFail: ((UIGestureRecognizer) -> Bool)?
    /// The object that installed the companion, held weakly, for relations between the
    /// companions of several hosts (a SwiftUI view's `onPan` inside another's). Default `nil`.
    weak var owner: AnyObject?
    private let relay = ScrollDragRelay()

    /// Creates the companion of a touch drag, not installed.
    ///
    /// - Parameters:
    ///   - name: The pan's `name`, for debugging.
    ///   - axis: The touch drag's axis. Default horizontal.
    init(name: String, axis: PanAxis = .horizontal) {
      pan = UIPanGestureRecognizer()
      self.axis = axis
      super.init()
      relay.companion = self
      // A recognizer retains its targets: the relay holds this companion weakly.
      pan.addTarget(relay, action: #selector(ScrollDragRelay.panDidChange(_:)))
      pan.name = name
      pan.allowedScrollTypesMask = Self.scrollTypes(for: axis)
      // No touch type at all: fingers and pencils are the touch drag's even if this pan were
      // ever left on a view without its delegate (scrolls are no touches).
      pan.allowedTouchTypes = []
      pan.delegate = self
    }

    /// Puts the scroll pan on `view`, beside `touchDrag` (which stays where it is).
    func install(on view: UIView, beside touchDrag: UIGestureRecognizer) {
      pair(with: touchDrag)
      if pan.view !== view { view.addGestureRecognizer(pan) }
    }

    /// Pairs the scroll pan with `touchDrag` without putting it on a view: for a host whose
    /// recognizers someone else attaches (SwiftUI, through `UIGestureRecognizerRepresentable`).
    func pair(with touchDrag: UIGestureRecognizer) {
      self.touchDrag = touchDrag
    }

    /// Takes the scroll pan off its view.
    func uninstall() {
      pan.view?.removeGestureRecognizer(pan)
    }

    /// Whether a scroll is under way (began, not ended).
    var isUnderWay: Bool { pan.isUnderWay }

    /// The touch drag's side of the exclusion, for its should-begin:
    /// ``IndirectScroll/touchDragMayBegin(scrollUnderWay:)``.
    var touchDragMayBegin: Bool { IndirectScroll.touchDragMayBegin(scrollUnderWay: isUnderWay) }

    fileprivate func panDidChange() {
      guard let state = RecognizerState(continuous: pan.state) else { return }
      let translation = pan.translation(in: nil)
      let velocity = pan.velocity(in: nil)
      let value = GestureValue(
        location: Point(pan.location(in: nil)), numberOfTouches: 0,
        translation: Vector(dx: Double(translation.x), dy: Double(translation.y)),
        velocity: Vector(dx: Double(velocity.x), dy: Double(velocity.y)))
      // CACurrentMediaTime() is the touches' clock.
      onChange?(state, value, CACurrentMediaTime())
    }

    // MARK: - UIGestureRecognizerDelegate

    /// The scroll pan takes no touch: fingers are the touch drag's.
    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
    ) -> Bool {
      false
    }

    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      requiresFailure?(otherGestureRecognizer) ?? false
    }

    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      isRequiredToFail?(otherGestureRecognizer) ?? false
    }

    /// ``IndirectScroll/scrollMayBegin(axis:translation:velocity:touchDragUnderWay:)``, then
    /// the host's claim of the stroke.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      let translation = pan.translation(in: nil)
      let velocity = pan.velocity(in: nil)
      let motion = Vector(dx: Double(translation.x), dy: Double(translation.y))
      let speed = Vector(dx: Double(velocity.x), dy: Double(velocity.y))
      guard
        IndirectScroll.scrollMayBegin(
          axis: axis, translation: motion, velocity: speed,
          touchDragUnderWay: touchDrag?.isUnderWay ?? false,
          scrolledAround: axis == .free ? Self.axesScrolled(around: pan.view) : [])
      else { return false }
      return claims?(IndirectScroll.stroke(translation: motion, velocity: speed)) ?? true
    }

    /// The scrolls a companion of a drag along `axis` takes: every type along one axis (a
    /// shift-wheel swipes a row, as the drag's axis is known), only continuous scrolls
    /// (trackpads, the Magic Mouse) for a free drag. A `UIPanGestureRecognizer` takes no
    /// scroll at all unless its mask allows it, and a wheel's clicks are the `.discrete`
    /// type.
    static func scrollTypes(for axis: PanAxis) -> UIScrollTypeMask {
      axis == .free ? .continuous : .all
    }

    /// The axes along which a scroll view around `view` scrolls: its scrolling is enabled and
    /// its content, with the insets around it, is longer than its bounds along that axis, or
    /// it always bounces along it. Read when a scroll begins, not per change.
    static func axesScrolled(around view: UIView?) -> IndirectScroll.ScrollAxes {
      var axes: IndirectScroll.ScrollAxes = []
      var ancestor = view?.superview
      while let current = ancestor, axes != [.horizontal, .vertical] {
        if let scrollView = current as? UIScrollView, scrollView.isScrollEnabled {
          let inset = scrollView.adjustedContentInset
          let size = scrollView.contentSize
          let bounds = scrollView.bounds.size
          if scrollView.alwaysBounceHorizontal
            || size.width + inset.left + inset.right > bounds.width + 0.5
          {
            axes.insert(.horizontal)
          }
          if scrollView.alwaysBounceVertical
            || size.height + inset.top + inset.bottom > bounds.height + 0.5
          {
            axes.insert(.vertical)
          }
        }
        ancestor = current.superview
      }
      return axes
    }
  }

  /// The target of a companion's pan, holding the companion weakly.
  @MainActor
  private final class ScrollDragRelay: NSObject {
    weak var companion: ScrollDragCompanion?

    @objc func panDidChange(_ pan: UIPanGestureRecognizer) {
      companion?.panDidChange()
    }
  }

  extension UIGestureRecognizer {
    /// Whether the recognizer's gesture has begun and not yet ended.
    var isUnderWay: Bool { state == .began || state == .changed }
  }
#endif
