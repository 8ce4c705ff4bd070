#if canImport(UIKit)
  import GestureCore
  import ObjectiveC
  import UIKit

  @MainActor
  extension UIView {
    /// Makes the view a floating view that follows the finger and, when released, is flung
    /// to the nearest anchor of its superview: a live-stream window, a debug bubble, a
    /// picture-in-picture player.
    ///
    /// ```swift
    /// let bubble = DebugBubbleView(frame: CGRect(x: 0, y: 400, width: 60, height: 60))
    /// view.addSubview(bubble)
    /// bubble.makeDraggable()                                   // AssistiveTouch-like sides
    ///
    /// playerView.makeDraggable(anchors: .corners, insets: UIEdgeInsets(top: 0, left: 0, bottom: 49, right: 0)) {
    ///   [weak self] frame, anchor in
    ///   self?.savePlayerCorner(anchor)
    /// }
    /// ```
    ///
    /// The view follows the finger 1:1 and rubber-bands outside the allowed area (the
    /// superview's safe area, inset by `insets`, then by `margin`); on release the flick is
    /// projected (`v/1000 · d/(1 − d)`, d = 0.998), the nearest anchor is chosen and a
    /// spring carries the view there with the release velocity. A finger landing on the
    /// view as it springs stops it there, as iOS's picture-in-picture window does. It stays
    /// inside the allowed area when the superview rotates, resizes (frame by frame in an iPad
    /// window resized live), or its safe area changes, above a docked keyboard, and on iOS 26
    /// clear of the window controls in a window's corner. `onEnd` is called once per drag, after the
    /// spring settles. GestureCore's `DraggableStore` makes every one of these decisions;
    /// see <doc:DraggableViews> for how UIKit is mapped onto it.
    ///
    /// The view moves at once to the anchor nearest to where it is (call this after setting
    /// its frame, before or after adding it to its superview). It is positioned by its
    /// `center`; a view Auto Layout positions (`translatesAutoresizingMaskIntoConstraints`
    /// off) has its position constraints replaced by GestureKit's while it is draggable
    /// (see <doc:DraggableViews>). User interaction is turned on. Calling this again on the
    /// same view updates its controller (anchors, insets, margin, `onEnd`) and returns it.
    ///
    /// - Parameters:
    ///   - anchors: Where the view may rest. Default GestureCore's `.sides`: against the
    ///     left or right edge, at the height it was flung to.
    ///   - insets: Extra insets inside the superview's safe area (your own bars). Default
    ///     `.zero`.
    ///   - margin: The gap kept between the view and the allowed area's edges, in points.
    ///     Default GestureCore's, 12 pt.
    ///   - onEnd: Called after the view has come to rest after a drag, with its frame in the
    ///     superview and the anchor chosen. Default `nil`. Stored by the controller: capture
    ///     the view weakly.
    /// - Returns: The view's controller, for the other callbacks and options.
    @discardableResult
    public func makeDraggable(
      anchors: DraggableStore.Anchors = DraggableStore.Configuration().anchors,
      insets: UIEdgeInsets = .zero,
      margin: CGFloat = CGFloat(DraggableStore.Configuration().margin),
      onEnd: (@MainActor (CGRect, DraggableStore.Anchor) -> Void)? = nil
    ) -> DraggableController {
      var configuration = draggableController?.configuration ?? DraggableStore.Configuration()
      configuration.anchors = anchors
      configuration.margin = Double(margin)
      return makeDraggable(configuration: configuration, insets: insets, onEnd: onEnd)
    }

    /// Makes the view a floating view with every option of GestureCore's `DraggableStore`
    /// (anchors, margin, spring, deceleration rate, rubber band, stashing, resizing, Reduce
    /// Motion); see `makeDraggable(anchors:insets:margin:onEnd:)`.
    ///
    /// ```swift
    /// var pip = DraggableStore.Configuration.pictureInPicture
    /// pip.stashing = .init(sides: .both)                              // off by default
    /// pip.resizing = .init(widths: .range(minimum: 120, maximum: 320)) // nil by default
    /// pipView.makeDraggable(configuration: pip)
    /// ```
    ///
    /// Stashing and resizing are off unless the configuration turns them on. Stashed, the
    /// view shows a tab with a chevron over the part left on screen; a tap on it or a drag
    /// brings it back. With resizing, a pinch and a double tap
    /// (``DraggableController/pinchRecognizer``, ``DraggableController/doubleTapRecognizer``)
    /// are attached, and the store sets the view's `bounds.size` as it resizes it (so let
    /// its content follow its size). Reduce Motion is followed from the system's setting as
    /// well as the configuration's. The view keeps clear of a tab bar covering its
    /// superview's lower half, as of the keyboard.
    ///
    /// - Parameters:
    ///   - configuration: GestureCore's options, such as `.floatingButton` or
    ///     `.pictureInPicture`.
    ///   - insets: Extra insets inside the superview's safe area. Default `.zero`.
    ///   - onEnd: Called after the view has come to rest after a drag. Default `nil`.
    /// - Returns: The view's controller.
    @discardableResult
    public func makeDraggable(
      configuration: DraggableStore.Configuration, insets: UIEdgeInsets = .zero,
      onEnd: (@MainActor (CGRect, DraggableStore.Anchor) -> Void)? = nil
    ) -> DraggableController {
      makeDraggable(configuration: configuration, insets: insets, onEnd: onEnd, recognizers: nil)
    }

    /// `makeDraggable(configuration:insets:onEnd:)`, with the recognizers a new controller
    /// takes over (SwiftUI's, attached to the content it draws), or `nil` for its own.
    func makeDraggable(
      configuration: DraggableStore.Configuration, insets: UIEdgeInsets,
      onEnd: (@MainActor (CGRect, DraggableStore.Anchor) -> Void)?,
      recognizers: DraggableRecognizers?
    ) -> DraggableController {
      if let controller = draggableController {
        controller.onEnd = onEnd
        controller.insets = insets
        controller.configuration = configuration
        return controller
      }
      let controller = DraggableController(
        view: self, configuration: configuration, insets: insets, recognizers: recognizers)
      controller.onEnd = onEnd
      objc_setAssociatedObject(
        self, &draggableControllerKey, controller, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      return controller
    }

    /// The controller `makeDraggable` installed, or `nil` if the view is not draggable (or
    /// no longer, after ``DraggableController/invalidate()``).
    public var draggableController: DraggableController? {
      objc_getAssociatedObject(self, &draggableControllerKey) as? DraggableController
    }

    /// Forgets the controller after it was invalidated.
    func detachDraggableController(_ controller: DraggableController) {
      guard draggableController === controller else { return }
      objc_setAssociatedObject(self, &draggableControllerKey, nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
    }
  }

  /// The key of the ``DraggableController`` associated with a view.
  @MainActor private var draggableControllerKey: UInt8 = 0
#endif
