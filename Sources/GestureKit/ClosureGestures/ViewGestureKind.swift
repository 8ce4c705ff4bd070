#if canImport(UIKit)
  import GestureCore

  /// A set of closure gesture kinds, for removing handlers in bulk with
  /// `UIView.removeGestureHandlers(_:)`.
  ///
  /// ```swift
  /// override func prepareForReuse() {
  ///   super.prepareForReuse()
  ///   avatarView.removeGestureHandlers(.tap)
  /// }
  /// ```
  public struct ViewGestureKind: OptionSet, Hashable, Sendable {
    /// The bits of the set.
    public var rawValue: UInt16

    /// Creates a set from its bits.
    @inlinable
    public init(rawValue: UInt16) { self.rawValue = rawValue }

    /// `onTap` handlers.
    public static let tap = ViewGestureKind(rawValue: 1 << 0)
    /// `onDoubleTap` handlers.
    public static let doubleTap = ViewGestureKind(rawValue: 1 << 1)
    /// `onLongPress` handlers.
    public static let longPress = ViewGestureKind(rawValue: 1 << 2)
    /// `onSwipe` handlers, in every direction.
    public static let swipe = ViewGestureKind(rawValue: 1 << 3)
    /// `onPan` handlers.
    public static let pan = ViewGestureKind(rawValue: 1 << 4)
    /// `onPinch` handlers.
    public static let pinch = ViewGestureKind(rawValue: 1 << 5)
    /// `onRotate` handlers.
    public static let rotation = ViewGestureKind(rawValue: 1 << 6)
    /// `onEdgePan` handlers, from every edge.
    public static let edgePan = ViewGestureKind(rawValue: 1 << 7)
    /// Every kind.
    public static let all: ViewGestureKind = [
      .tap, .doubleTap, .longPress, .swipe, .pan, .pinch, .rotation, .edgePan,
    ]

    /// The kind of handlers a recognizer serves: one tap is `.tap`, more taps `.doubleTap`.
    init(_ slot: ClosureGestures.Slot) {
      switch slot {
      case .tap(let taps): self = taps <= 1 ? .tap : .doubleTap
      case .longPress: self = .longPress
      case .swipe: self = .swipe
      case .pan: self = .pan
      case .pinch: self = .pinch
      case .rotation: self = .rotation
      case .edgePan: self = .edgePan
      }
    }
  }
#endif
