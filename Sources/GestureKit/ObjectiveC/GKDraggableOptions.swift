#if canImport(UIKit)
  import GestureCore
  import UIKit

  // The options of a floating view for Objective-C: GestureCore's `DraggableStore.Configuration`
  // and the insets as an object, and the resting places as an enumeration.

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

    /// Where the view may rest. Default `GKDraggableRestingPlacesSides`; a value that is no
    /// case is ignored.
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
        // An Objective-C caller may pass any integer: one that is no case changes nothing.
        guard let places = GKDraggableRestingPlaces(rawValue: newValue.rawValue) else { return }
        switch places {
        case .sides: configuration.anchors = .sides
        case .corners: configuration.anchors = .corners
        case .edges: configuration.anchors = .edges
        case .points: configuration.anchors = .points(pointList)
        }
      }
    }
    /// The resting points of the view's centre (`CGPoint` values, in the superview's bounds)
    /// for `GKDraggableRestingPlacesPoints`; setting them selects those places. Default none.
    /// A point with a NaN or infinite coordinate is skipped; with none usable, the view rests
    /// at the sides.
    @objc public var anchorPoints: [NSValue] {
      get { pointList.map { NSValue(cgPoint: CGPoint($0)) } }
      set { configuration.anchors = .points(newValue.map { Point($0.cgPointValue) }) }
    }
    /// The gap kept between the view and the allowed area's edges, in points. Default 12.
    /// NaN or infinite values count as 12, negative ones as 0.
    @objc public var margin: CGFloat {
      get { CGFloat(configuration.margin) }
      set { configuration.margin = Double(newValue) }
    }
    /// Extra insets inside the superview's safe area (bars of your own). Default zero. A NaN,
    /// infinite or negative side counts as 0.
    @objc public var insets: UIEdgeInsets = .zero
    /// Whether a fling or drag past the left or right edge stashes the view, a 24 pt tab with
    /// a chevron left on screen (a tap on it or a drag brings it back). Default `NO`.
    @objc public var stashes: Bool {
      get { !configuration.stashing.sides.isEmpty }
      set { configuration.stashing.sides = newValue ? .both : [] }
    }
    /// The widths (`NSNumber`s, in points) a pinch ends at and a double tap cycles, the
    /// aspect kept; the view's size is then set as it resizes. Default none: no resizing.
    /// A width that is not finite and positive is skipped.
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
#endif
