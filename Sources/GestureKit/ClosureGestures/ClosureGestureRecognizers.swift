#if canImport(SwiftUI) && canImport(UIKit)
  import GestureCore
  import SwiftUI
  import UIKit

  // How touches reach GestureCore from a SwiftUI view from iOS 18: each recognizer the
  // store installs (`CoreGestureRecognizer`, through the same registry as the UIKit `onTap`)
  // is handed to SwiftUI with `UIGestureRecognizerRepresentable` and attached to exactly the
  // modified view with `gesture(_:)`. SwiftUI then offers it a touch as it offers its own
  // gestures one: only the touches on the view as SwiftUI hit-tests it, a `Button` or another
  // gesture inside the view first, a child's gestures before a parent's, the view's
  // `disabled(_:)` and `allowsHitTesting(_:)` honoured. Nothing to find in UIKit's views, no
  // frame to compare, no marker for buttons. The registry still relates the view's own
  // recognizers (the tap waits for the double tap; pan, pinch and rotation run together) and
  // decides which touches they take beyond SwiftUI's choice (not a touch that only stops a
  // glide; none on a view marked `exemptFromClosureGestures()`). Before iOS 18 the probe
  // behind the view does it (`ClosureGestureProbe`).

  /// A SwiftUI view with its closure gestures' recognizers attached to it by SwiftUI (iOS 18).
  ///
  /// One `gesture(_:)` per recognizer the view keeps: each slot its kinds of gesture can
  /// fill (GestureCore's `keptSlots(for:)`: a swipe keeps all four directions', an edge pan
  /// all four edges'), and the pan's, pinch's and rotation's companion for the trackpad.
  /// SwiftUI attaches a recognizer once and keeps it for as long as the view lives, so the
  /// modifiers depend only on which kinds of gesture the view has, as any modifier chain does:
  /// directions or edges that change, a layout direction that flips a leading edge, new
  /// closures or new thresholds turn recognizers on and off and keep the content's identity
  /// (its `@State`). Kinds that change (a gesture added or removed by a condition) make
  /// another view, as an `if` around a modifier does. The recognizers of slots no handler uses are off: UIKit offers a
  /// disabled recognizer no touch.
  @available(iOS 18.0, *)
  @MainActor
  struct ClosureGestureRecognizers<Content: View>: View {
    let content: Content
    let requests: [ClosureGestureRequest]
    @State private var attachment = ClosureGestureAttachment()
    /// `.disabled(true)` on the view or an ancestor: its gestures take no new touch.
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
      let positions = ClosureGestureAttachment.positions(for: requests)
      var view = AnyView(content)
      if positions.contains(where: \.isEdgePan) {
        // An edge pan measures its band against the view's frame: its size, read here.
        view = AnyView(view.background(ClosureGestureSizeReader(locator: attachment.locator)))
      }
      for position in positions {
        view = AnyView(
          view.gesture(
            ClosureGestureRecognizerRepresentable(
              attachment: attachment, requests: requests, isEnabled: isEnabled,
              position: position)))
      }
      // The modifiers above depend on the kinds of gesture only; a chain whose kinds change
      // while its type stays the same (`flag ? view.onPinch { … } : view`) is another view,
      // made anew with recognizers of its own (the attachment's new registry).
      return view.id(positions)
    }
  }

  /// Hands the size SwiftUI gives the view to its locator, for an edge pan's band.
  @available(iOS 18.0, *)
  @MainActor
  struct ClosureGestureSizeReader: View {
    let locator: ClosureGestureLocator

    var body: some View {
      GeometryReader { proxy in
        // SwiftUI evaluates this again whenever the size changes; the locator is no state
        // SwiftUI observes, so writing it here changes nothing SwiftUI draws.
        let _ = (locator.size = proxy.size)
        Color.clear
      }
      .allowsHitTesting(false)
      .accessibilityHidden(true)
    }
  }

  extension ClosureGesturePosition {
    /// Whether this is an edge pan's recognizer.
    fileprivate var isEdgePan: Bool {
      if case .recognizer(.edgePan) = self { return true }
      return false
    }
  }

  /// One recognizer of a SwiftUI view's closure gestures, as SwiftUI attaches it.
  @available(iOS 18.0, *)
  struct ClosureGestureRecognizerRepresentable: UIGestureRecognizerRepresentable {
    let attachment: ClosureGestureAttachment
    let requests: [ClosureGestureRequest]
    let isEnabled: Bool
    let position: ClosureGesturePosition

    func makeCoordinator(converter: CoordinateSpaceConverter) -> ClosureGestureConverter {
      ClosureGestureConverter(converter)
    }

    func makeUIGestureRecognizer(context: Context) -> UIGestureRecognizer {
      attachment.update(requests, isEnabled: isEnabled)
      return attachment.recognizer(at: position, converter: context.coordinator)
    }

    func updateUIGestureRecognizer(_ recognizer: UIGestureRecognizer, context: Context) {
      attachment.update(requests, isEnabled: isEnabled)
    }
  }

  /// What one SwiftUI view with closure gestures keeps for its recognizers from iOS 18: the
  /// bridge with their registry, whether the view is enabled, and what places handlers'
  /// locations in the view's coordinate space.
  @available(iOS 18.0, *)
  @MainActor
  final class ClosureGestureAttachment {
    /// The registry, for as long as the view's kinds of gesture stay the same: it keeps the
    /// recognizers SwiftUI attached and turns them on and off as the slots change. Other
    /// kinds make another view (`ClosureGestureRecognizers`), with a registry of its own: a
    /// recognizer is never handed to two of SwiftUI's modifiers.
    private lazy var registry = makeRegistry()
    /// The positions ``registry``'s recognizers were made for.
    private var registryPositions: [ClosureGesturePosition]?
    /// Installs the requests' handlers in the registry, and reinstalls them when the slots
    /// change.
    private lazy var bridge = ClosureGestureBridge { [weak self] in self?.registry }
    /// Held by the registry's handler calls too: a cancel still reaches the app, with its
    /// location, once SwiftUI has let go of the view. Made on first use: SwiftUI makes an
    /// attachment for every new body and keeps the first.
    private(set) lazy var locator = ClosureGestureLocator()
    /// Whether the SwiftUI view is enabled. Default `true`.
    private var isEnabled = true

    /// The recognizers a view keeps for its gestures, in the order of its requests: each slot
    /// its kinds of gesture can fill once (`keptSlots(for:)`), the pan followed by its scroll
    /// companion, the pinch and the rotation by the trackpad's. The same for requests of the
    /// same kinds, whatever their directions and edges.
    static func positions(for requests: [ClosureGestureRequest]) -> [ClosureGesturePosition] {
      ClosureGestures.Slot.keptSlots(for: requests.map(\.slot)).flatMap {
        slot -> [ClosureGesturePosition] in
        switch slot {
        case .pan: [.recognizer(slot), .scroll]
        case .pinch, .rotation: [.recognizer(slot), .trackpad(slot)]
        case .tap, .longPress, .swipe, .edgePan: [.recognizer(slot)]
        }
      }
    }

    /// Takes the latest gestures and whether the view is enabled, from inside SwiftUI's
    /// update of a representable (each of the view's representables brings the same ones).
    func update(_ requests: [ClosureGestureRequest], isEnabled: Bool) {
      self.isEnabled = isEnabled
      let positions = Self.positions(for: requests)
      if let previous = registryPositions, previous != positions {
        // The handlers leave the old registry (one under way hears it cancelled), and the
        // bridge installs them in the new one.
        bridge.dismantle()
        registry = makeRegistry()
      }
      registryPositions = positions
      bridge.update(requests)
    }

    private func makeRegistry() -> ClosureGestureRegistry {
      ClosureGestureRegistry(
        attachedBySwiftUI: ClosureGestureSwiftUIAttachment(
          admits: { [weak self] touch, recognizer in self?.admits(touch, on: recognizer) ?? false },
          gesture: { [locator] gesture, recognizer in locator.gesture(gesture, from: recognizer) },
          edgeFrame: { [locator] slot, recognizer in locator.frame(through: slot, recognizer) }))
    }

    /// The recognizer SwiftUI attaches at `position`, with the converter of its
    /// representable: the registry's, kept for as long as the view lives, off while no
    /// handler uses its slot.
    func recognizer(
      at position: ClosureGesturePosition, converter: ClosureGestureConverter
    ) -> UIGestureRecognizer {
      if case .recognizer(let slot) = position { locator.converters[slot] = converter }
      return registry.recognizer(at: position)
    }

    /// Whether a recognizer takes a touch SwiftUI offers it: the view is enabled, and the
    /// touch is on no view marked `exemptFromClosureGestures()` drawn in the same hosting view
    /// (the view up from the recognizer's whose next responder is a view controller:
    /// per Apple's `UIResponder.next` documentation, a view controller's root view returns the
    /// controller from `next`).
    private func admits(_ touch: UITouch, on recognizer: UIGestureRecognizer) -> Bool {
      guard isEnabled else { return false }
      var candidate = recognizer.view
      while let view = candidate, !(view.next is UIViewController) { candidate = view.superview }
      guard let host = candidate else { return true }
      return !ClosureGestureExemptionView.covers(windowPoint: touch.location(in: nil), in: host)
    }
  }

  /// The coordinate space converter SwiftUI made for one representable: a coordinator, the
  /// object SwiftUI hands it to keep (`makeCoordinator(converter:)`).
  @available(iOS 18.0, *)
  @MainActor
  final class ClosureGestureConverter {
    let converter: UIGestureRecognizerRepresentableCoordinateSpaceConverter

    init(_ converter: UIGestureRecognizerRepresentableCoordinateSpaceConverter) {
      self.converter = converter
    }
  }

  /// Places a handler's location in the SwiftUI view's coordinate space, which no `UIView`
  /// has: the core measures in window coordinates, and SwiftUI's converter gives the
  /// recognizer's location in the view's space (`localLocation`); both read from the
  /// recognizer at the same moment give the window-to-view offset, exact where the fingers
  /// are (the location a handler gets). A view scaled or rotated by its ancestors is not
  /// handled: the offset is a translation.
  @available(iOS 18.0, *)
  @MainActor
  final class ClosureGestureLocator {
    /// The converters of the slots' representables.
    var converters: [ClosureGestures.Slot: ClosureGestureConverter] = [:]
    /// The view's size, as SwiftUI laid it out (read only while it has an edge pan); `nil`
    /// before.
    var size: CGSize?
    /// The window-to-view offset last measured, for a call whose recognizer has left its
    /// view (the cancel a gesture under way hears when SwiftUI takes the view away).
    private var offset = CGPoint.zero
    /// The view a handler gets when its recognizer is on none: out of a window, so the call
    /// waits for the next turn (`ClosureGestureBridge`).
    private lazy var detachedView = UIView()

    /// What a handler receives for a call the store made, `recognizer` being its slot's.
    func gesture(
      _ gesture: ClosureGestures.Gesture, from recognizer: UIGestureRecognizer?
    ) -> ViewGesture {
      if let recognizer { measureOffset(through: gesture.slot, recognizer) }
      let point = CGPoint(gesture.value.location)
      return ViewGesture(
        view: recognizer?.view ?? detachedView,
        location: CGPoint(x: point.x + offset.x, y: point.y + offset.y), gesture: gesture)
    }

    /// The view's frame in window coordinates, read through a slot's recognizer (at the first
    /// touch of a sequence: its location is the touch's); `nil` before the size is known.
    func frame(through slot: ClosureGestures.Slot, _ recognizer: UIGestureRecognizer) -> CGRect? {
      guard let size, measureOffset(through: slot, recognizer) else { return nil }
      return CGRect(origin: CGPoint(x: -offset.x, y: -offset.y), size: size)
    }

    /// Measures the window-to-view offset through a recognizer on a view and its slot's
    /// converter; `false` when it cannot (the recognizer is on no view, or has no converter).
    @discardableResult
    private func measureOffset(
      through slot: ClosureGestures.Slot, _ recognizer: UIGestureRecognizer
    ) -> Bool {
      guard recognizer.view != nil, let converter = converters[slot] else { return false }
      let local = converter.converter.localLocation
      let window = recognizer.location(in: nil)
      offset = CGPoint(x: local.x - window.x, y: local.y - window.y)
      return true
    }
  }
#endif
