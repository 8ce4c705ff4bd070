#if canImport(UIKit)
  import GestureCore
  import ObjectiveC
  import UIKit

  // Floating views for Objective-C: `UIView` methods with a `gk_` prefix that call
  // `makeDraggable(configuration:insets:onEnd:)` with the options object, the controller as
  // a handle, and the anchor as an enumeration. GestureCore's `DraggableStore` decides
  // everything; the Objective-C spellings are unavailable to Swift, which has the originals.

  /// The place a floating view rests at or is going to: GestureCore's
  /// `DraggableStore.Anchor`, its coordinate along a side or an edge left out (the height or
  /// position the view is at), and `GKDraggableAnchorNone` for no place.
  @available(swift, obsoleted: 1, message: "Use DraggableStore.Anchor")
  @objc(GKDraggableAnchor)
  public enum GKDraggableAnchor: Int {
    /// No place: a finger holds the view, it has no superview yet, or it is an ordinary view
    /// again (`GKDraggable`'s `anchor`). Never passed to `onEnd`.
    case none
    /// Against the left edge.
    case left
    /// Against the right edge.
    case right
    /// Against the top edge.
    case top
    /// Against the bottom edge.
    case bottom
    /// The top-left corner.
    case topLeft
    /// The top-right corner.
    case topRight
    /// The bottom-left corner.
    case bottomLeft
    /// The bottom-right corner.
    case bottomRight
    /// One of the options' `anchorPoints` (its index comes with it).
    case point
    /// Stashed at the left edge, a tab on screen (`stashes`).
    case stashedLeft
    /// Stashed at the right edge, a tab on screen (`stashes`).
    case stashedRight

    /// The anchor of `anchor` (`none` for `nil`), and the index of its point (`NSNotFound`
    /// for the others).
    init(_ anchor: DraggableStore.Anchor?, pointIndex: inout Int) {
      pointIndex = NSNotFound
      switch anchor {
      case nil: self = .none
      case .left: self = .left
      case .right: self = .right
      case .top: self = .top
      case .bottom: self = .bottom
      case .topLeft: self = .topLeft
      case .topRight: self = .topRight
      case .bottomLeft: self = .bottomLeft
      case .bottomRight: self = .bottomRight
      case .point(let index):
        self = .point
        pointIndex = index
      case .stashedLeft: self = .stashedLeft
      case .stashedRight: self = .stashedRight
      }
    }

    /// GestureCore's anchor for this place, a side or an edge at `center`'s coordinate along
    /// it, a point at `pointIndex`; `nil` for `none` and for a value that is no case (an
    /// Objective-C caller may pass any integer).
    func storeAnchor(pointIndex: Int, center: CGPoint) -> DraggableStore.Anchor? {
      guard let place = GKDraggableAnchor(rawValue: rawValue) else { return nil }
      let x = Double(center.x)
      let y = Double(center.y)
      switch place {
      case .none: return nil
      case .left: return .left(centerY: y)
      case .right: return .right(centerY: y)
      case .top: return .top(centerX: x)
      case .bottom: return .bottom(centerX: x)
      case .topLeft: return .topLeft
      case .topRight: return .topRight
      case .bottomLeft: return .bottomLeft
      case .bottomRight: return .bottomRight
      case .point: return .point(index: pointIndex)
      case .stashedLeft: return .stashedLeft(centerY: y)
      case .stashedRight: return .stashedRight(centerY: y)
      }
    }
  }

  /// A floating view as `gk_makeDraggableWithOptions:onEnd:` made it: Objective-C's
  /// `DraggableController`. One per floating view (making it again with new options returns
  /// the same one); it holds the controller weakly (the view owns both), so keeping the
  /// handle keeps nothing alive.
  ///
  /// ```objc
  /// GKDraggable *floating = [playerView gk_makeDraggableWithOptions:options onEnd:nil];
  /// floating.onMoved = ^(CGRect frame) { [weakSelf followPlayer:frame]; };
  /// [floating moveToAnchor:GKDraggableAnchorTopRight pointIndex:NSNotFound];
  /// [floating invalidate];   // the player is an ordinary view again
  /// ```
  @available(swift, obsoleted: 1, message: "Use DraggableController")
  @MainActor
  @objc(GKDraggable)
  public final class GKDraggable: NSObject {
    private weak var controller: DraggableController?

    private init(_ controller: DraggableController) {
      self.controller = controller
    }

    /// The handle of the view's controller, the same one for as long as the controller is.
    static func handle(of view: UIView, for controller: DraggableController) -> GKDraggable {
      if let handle = objc_getAssociatedObject(view, &handleKey) as? GKDraggable,
        handle.controller === controller
      {
        return handle
      }
      let handle = GKDraggable(controller)
      objc_setAssociatedObject(view, &handleKey, handle, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      return handle
    }

    /// The recognizer that drags the view, for relations of your own; `nil` once the view is
    /// an ordinary view again. See ``DraggableController/gestureRecognizer``.
    @objc public var gestureRecognizer: UIGestureRecognizer? { controller?.gestureRecognizer }
    /// The pinch that resizes the view (attached only while the options allow resizing).
    @objc public var pinchGestureRecognizer: UIGestureRecognizer? { controller?.pinchRecognizer }
    /// The double tap that cycles the view's sizes (attached only while the options allow
    /// resizing).
    @objc public var doubleTapGestureRecognizer: UIGestureRecognizer? {
      controller?.doubleTapRecognizer
    }

    /// Whether a long press that does not move, or a secondary click, opens a context menu
    /// of the view's moves (`offersContextMenu`, getter `offersContextMenu`). Default `NO`;
    /// `NO` once the view is an ordinary view again. See
    /// ``DraggableController/offersContextMenu``.
    @objc public var offersContextMenu: Bool {
      get { controller?.offersContextMenu ?? false }
      set { controller?.offersContextMenu = newValue }
    }

    /// The moves the view offers now as menu elements, for a context menu of your own; empty
    /// while it moves. See ``DraggableController/menuElements()``.
    @objc public func menuElements() -> [UIMenuElement] { controller?.menuElements() ?? [] }

    /// Whether a hardware keyboard moves the view while it has focus (arrows, S, ⌘+ and ⌘−).
    /// Default `YES`; `NO` once the view is an ordinary view again. See
    /// ``DraggableController/offersKeyCommands``.
    @objc public var offersKeyCommands: Bool {
      get { controller?.offersKeyCommands ?? false }
      set { controller?.offersKeyCommands = newValue }
    }

    /// Called when a drag begins (a pan, or a finger stopping the view as it springs, or
    /// `moveToAnchor:pointIndex:`), with the view's frame in its superview. Default `nil`.
    /// Kept by the view: capture `self` weakly. `nil` once the view is an ordinary view again.
    @objc public var onBegan: ((CGRect) -> Void)? {
      get { controller?.isInvalidated == false ? began : nil }
      set {
        began = newValue
        controller?.onBegan = Self.callback(newValue)
      }
    }
    private var began: ((CGRect) -> Void)?
    /// Called each time the view moves under the finger (or its superview changes under
    /// it), with the view's frame in its superview. Default `nil`. Kept by the view; `nil`
    /// once the view is an ordinary view again.
    @objc public var onMoved: ((CGRect) -> Void)? {
      get { controller?.isInvalidated == false ? moved : nil }
      set {
        moved = newValue
        controller?.onMoved = Self.callback(newValue)
      }
    }
    private var moved: ((CGRect) -> Void)?

    /// The place the view rests at or is springing to; `GKDraggableAnchorNone` while a
    /// finger has it, while it has no superview, and once it is an ordinary view again.
    @objc public var anchor: GKDraggableAnchor {
      var index = NSNotFound
      return GKDraggableAnchor(controller?.anchor, pointIndex: &index)
    }
    /// The index in the options' `anchorPoints` of the point the view rests at or is
    /// springing to; `NSNotFound` unless `anchor` is `GKDraggableAnchorPoint`.
    @objc public var anchorPointIndex: Int {
      var index = NSNotFound
      _ = GKDraggableAnchor(controller?.anchor, pointIndex: &index)
      return index
    }

    /// Moves the view to a place, springing there as after a drag: `onBegan`, then `onEnd`
    /// once it rests (`DraggableController.move(to:)`). A side, an edge or a stash keeps the
    /// height or position the view is going to; `pointIndex` is read only for
    /// `GKDraggableAnchorPoint` (an index the options do not have: the anchor nearest to the
    /// view). Any place works, whether the options' resting places include it or not.
    /// Nothing happens for `GKDraggableAnchorNone`, while a finger holds the view, while it
    /// has no superview, or once it is an ordinary view again.
    @objc(moveToAnchor:pointIndex:)
    public func move(to anchor: GKDraggableAnchor, pointIndex: Int) {
      guard let controller, let destination = controller.destination,
        let target = anchor.storeAnchor(
          pointIndex: pointIndex, center: CGPoint(x: destination.midX, y: destination.midY))
      else { return }
      controller.move(to: target)
    }

    /// Makes the view an ordinary view again, stopped where it is
    /// (`DraggableController.invalidate()`). Calling it again does nothing.
    @objc public func invalidate() { controller?.invalidate() }

    /// The Swift callback that calls `block`.
    private static func callback(_ block: ((CGRect) -> Void)?) -> (@MainActor (CGRect) -> Void)? {
      guard let block else { return nil }
      return { block($0) }
    }
  }

  /// The key of the ``GKDraggable`` associated with a floating view.
  @MainActor private var handleKey: UInt8 = 0

  @MainActor
  extension UIView {
    /// Objective-C's `makeDraggable(configuration:insets:onEnd:)`: the view follows the
    /// finger and is flung to the nearest anchor of its superview (`options` `nil`: every
    /// default). `onEnd` (may be `nil`) is called once the view rests after a drag, with its
    /// frame, the anchor and the anchor point's index (`NSNotFound` unless a point). Calling
    /// it again updates the options and `onEnd` and returns the same handle, whose other
    /// callbacks stay. The handle reads the anchor, moves the view to one and sets the
    /// `onBegan` and `onMoved` callbacks; its `invalidate` makes the view an ordinary view
    /// again (as `gk_removeDraggable`).
    @available(swift, obsoleted: 1, renamed: "makeDraggable(configuration:insets:onEnd:)")
    @discardableResult
    @objc(gk_makeDraggableWithOptions:onEnd:)
    public func gk_makeDraggable(
      options: GKDraggableOptions?, onEnd: ((CGRect, GKDraggableAnchor, Int) -> Void)?
    ) -> GKDraggable {
      var ended: (@MainActor (CGRect, DraggableStore.Anchor) -> Void)?
      if let onEnd {
        ended = { frame, anchor in
          var index = NSNotFound
          let kind = GKDraggableAnchor(anchor, pointIndex: &index)
          onEnd(frame, kind, index)
        }
      }
      let controller = makeDraggable(
        configuration: options?.configuration ?? DraggableStore.Configuration(),
        insets: options?.insets ?? .zero, onEnd: ended)
      return GKDraggable.handle(of: self, for: controller)
    }

    /// Objective-C's `draggableController?.invalidate()`: makes the view an ordinary view
    /// again, stopped where it is.
    @available(swift, obsoleted: 1, message: "Use draggableController?.invalidate()")
    @objc(gk_removeDraggable)
    public func gk_removeDraggable() {
      draggableController?.invalidate()
    }

    /// Whether the view is draggable (`gk_isDraggable`): `gk_makeDraggableWithOptions:onEnd:`
    /// and not removed.
    @available(swift, obsoleted: 1, message: "Use draggableController != nil")
    @objc(gk_draggable) public var gk_isDraggable: Bool {
      // Cocoa names a Boolean property's getter `isX` (`getter=gk_isDraggable`).
      @objc(gk_isDraggable) get { draggableController != nil }
    }
  }
#endif
