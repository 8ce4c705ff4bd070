#if canImport(UIKit)
  import GestureCore
  import UIKit

  // Floating views for Objective-C: `UIView` methods with a `gk_` prefix that call
  // `makeDraggable(configuration:insets:onEnd:)`, the options as an object, and the anchors
  // as enumerations. GestureCore's `DraggableStore` decides everything; the Objective-C
  // spellings are unavailable to Swift, which has the originals.

  /// Where a floating view may rest, the places a release chooses among (each place a
  /// `GKDraggableAnchor`): GestureCore's `DraggableStore.Anchors`.
  @available(swift, obsoleted: 1, message: "Use DraggableStore.Anchors")
  @objc(GKDraggableRestingPlaces)
  public enum GKDraggableRestingPlaces: Int {
    /// Against the left or right edge, at the height it was flung to (AssistiveTouch).
    case sides
    /// One of the four corners (picture in picture).
    case corners
    /// Against the nearest of the four edges.
    case edges
    /// The options' `anchorPoints`.
    case points
  }

  /// The place a floating view came to rest at: GestureCore's `DraggableStore.Anchor`.
  @available(swift, obsoleted: 1, message: "Use DraggableStore.Anchor")
  @objc(GKDraggableAnchor)
  public enum GKDraggableAnchor: Int {
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

    /// The anchor of `anchor`, and the index of its point (`NSNotFound` for the others).
    init(_ anchor: DraggableStore.Anchor, pointIndex: inout Int) {
      pointIndex = NSNotFound
      switch anchor {
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
  }

  /// The options of a floating view: GestureCore's `DraggableStore.Configuration` and the
  /// insets, as an object. Every property starts at the Swift default, documented on it.
  ///
  /// ```objc
  /// GKDraggableOptions *options = [[GKDraggableOptions alloc] init];
  /// options.restingPlaces = GKDraggableRestingPlacesCorners;
  /// options.margin = 16;
  /// [self.playerView gk_makeDraggableWithOptions:options onEnd:nil];
  /// ```
  @available(swift, obsoleted: 1, message: "Use DraggableStore.Configuration")
  @MainActor
  @objc(GKDraggableOptions)
  public final class GKDraggableOptions: NSObject {
    /// The Swift configuration these properties edit.
    private(set) var configuration = DraggableStore.Configuration()

    /// Creates options with every default.
    @objc public override init() {}

    /// Where the view may rest. Default `GKDraggableRestingPlacesSides`.
    @objc public var restingPlaces: GKDraggableRestingPlaces {
      get {
        switch configuration.anchors {
        case .sides: .sides
        case .corners: .corners
        case .edges: .edges
        case .points: .points
        }
      }
      set {
        switch newValue {
        case .sides: configuration.anchors = .sides
        case .corners: configuration.anchors = .corners
        case .edges: configuration.anchors = .edges
        case .points: configuration.anchors = .points(pointList)
        }
      }
    }
    /// The resting points of the view's centre (`CGPoint` values, in the superview's bounds)
    /// for `GKDraggableRestingPlacesPoints`; setting them selects those places. Default none.
    @objc public var anchorPoints: [NSValue] {
      get { pointList.map { NSValue(cgPoint: CGPoint($0)) } }
      set { configuration.anchors = .points(newValue.map { Point($0.cgPointValue) }) }
    }
    /// The gap kept between the view and the allowed area's edges, in points. Default 12.
    @objc public var margin: CGFloat {
      get { CGFloat(configuration.margin) }
      set { configuration.margin = Double(newValue) }
    }
    /// Extra insets inside the superview's safe area (bars of your own). Default zero.
    @objc public var insets: UIEdgeInsets = .zero
    /// Whether a fling or drag past the left or right edge stashes the view, a 24 pt tab with
    /// a chevron left on screen (a tap on it or a drag brings it back). Default `NO`.
    @objc public var stashes: Bool {
      get { !configuration.stashing.sides.isEmpty }
      set { configuration.stashing.sides = newValue ? .both : [] }
    }
    /// The widths (`NSNumber`s, in points) a pinch ends at and a double tap cycles, the
    /// aspect kept; the view's size is then set as it resizes. Default none: no resizing.
    @objc public var resizingWidths: [NSNumber] {
      get {
        guard case .steps(let widths)? = configuration.resizing?.widths else { return [] }
        return widths.map { NSNumber(value: $0) }
      }
      set {
        configuration.resizing =
          newValue.isEmpty ? nil : .init(widths: .steps(newValue.map(\.doubleValue)))
      }
    }

    /// The configured points, if the anchors are points.
    private var pointList: [Point] {
      if case .points(let points) = configuration.anchors { return points }
      return []
    }
  }

  /// A floating view as `gk_makeDraggableWithOptions:onEnd:` made it: Objective-C's
  /// `DraggableController`, reduced to ending it. It holds the controller weakly (the view
  /// owns it), so keeping the handle keeps nothing alive.
  ///
  /// ```objc
  /// GKDraggable *floating = [playerView gk_makeDraggableWithOptions:options onEnd:nil];
  /// [floating invalidate];   // the player is an ordinary view again
  /// ```
  @available(swift, obsoleted: 1, message: "Use DraggableController")
  @MainActor
  @objc(GKDraggable)
  public final class GKDraggable: NSObject {
    private weak var controller: DraggableController?

    init(_ controller: DraggableController) {
      self.controller = controller
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

    /// Makes the view an ordinary view again, stopped where it is
    /// (`DraggableController.invalidate()`). Calling it again does nothing.
    @objc public func invalidate() { controller?.invalidate() }
  }

  @MainActor
  extension UIView {
    /// Objective-C's `makeDraggable(configuration:insets:onEnd:)`: the view follows the
    /// finger and is flung to the nearest anchor of its superview (`options` `nil`: every
    /// default). `onEnd` (may be `nil`) is called once the view rests after a drag, with its
    /// frame, the anchor and the anchor point's index (`NSNotFound` unless a point). Calling
    /// it again updates the options. Returns a handle whose `invalidate` makes the view an
    /// ordinary view again (as `gk_removeDraggable`).
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
      return GKDraggable(
        makeDraggable(
          configuration: options?.configuration ?? DraggableStore.Configuration(),
          insets: options?.insets ?? .zero, onEnd: ended))
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
