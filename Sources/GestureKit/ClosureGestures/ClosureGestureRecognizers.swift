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
  /// One `gesture(_:)` for every recognizer the view's declared kinds of gesture can need
  /// (``ClosureGestureKinds/positions``), and no other: a view with only `onTap` carries the
  /// single tap's recognizer, one with a pan the pan's and its scroll companion. SwiftUI
  /// attaches a recognizer once and keeps it for as long as the view lives, and a modifier
  /// chain whose structure changed is another view, whose `@State`, scroll position and
  /// focus start over; so the chain follows the kinds the modifiers declare, which
  /// `isEnabled: false` keeps (``ClosureGesturesView``), and not the gestures that are on.
  /// Gestures that come and go within their kinds (`isEnabled`, new directions or edges,
  /// which are why a swipe and an edge pan each carry all four of theirs, a layout direction
  /// that flips a leading edge) only turn recognizers on and off: the recognizers of slots no
  /// handler uses are off, and UIKit offers a disabled recognizer no touch. The size reader
  /// is always behind the view, for the same reason. The owner gives this view a new
  /// identity (`id(_:)`) when the kinds change, so that a new chain gets new recognizers.
  @available(iOS 18.0, *)
  @MainActor
  struct ClosureGestureRecognizers<Content: View>: View {
    let content: Content
    let requests: [ClosureGestureRequest]
    /// The kinds of gesture the view's modifiers declare, on or off: which recognizers it
    /// carries.
    let kinds: ClosureGestureKinds
    /// Where the view's second ways find the registry.
    let link: ClosureGestureLink
    /// Made once, when SwiftUI first installs the view: `@StateObject` evaluates its initial
    /// value only then, where `@State` would make a new one at every evaluation of the parent's
    /// body and throw it away.
    @StateObject private var attachment = ClosureGestureAttachment()
    /// `.disabled(true)` on the view or an ancestor: its gestures take no new touch.
    @Environment(\.isEnabled) private var isEnabled

    var body: some View {
      // The attachment is no state SwiftUI observes: pointing the link at it changes nothing
      // SwiftUI draws.
      let _ = (link.registry = { [weak attachment] in attachment?.currentRegistry })
      let lead = kinds.positions.first
      // An edge pan measures its band against the view's frame, and an action happens at its
      // centre: its size and place, read here. One modifier per kind, in a fixed order, each
      // with a fixed number of recognizers (none for a kind not declared).
      content
        .background(ClosureGestureSizeReader(locator: attachment.locator))
        .modifier(recognizers(of: .tap, lead: lead))
        .modifier(recognizers(of: .doubleTap, lead: lead))
        .modifier(recognizers(of: .longPress, lead: lead))
        .modifier(recognizers(of: .swipe, lead: lead))
        .modifier(recognizers(of: .pan, lead: lead))
        .modifier(recognizers(of: .pinch, lead: lead))
        .modifier(recognizers(of: .rotation, lead: lead))
        .modifier(recognizers(of: .edgePan, lead: lead))
    }

    /// The representables of one kind's recognizers, if the view declares it.
    private func recognizers(
      of kind: ClosureGestureKinds, lead: ClosureGesturePosition?
    ) -> ClosureGestureKindRecognizers {
      let positions = kinds.contains(kind) ? kind.positions : []
      return ClosureGestureKindRecognizers(
        representables: positions.map { position in
          ClosureGestureRecognizerRepresentable(
            attachment: attachment, requests: requests, isEnabled: isEnabled,
            position: position, isLead: position == lead)
        })
    }
  }

  /// The recognizers of one kind of gesture, attached with one `gesture(_:)` each: one, two
  /// or four (a kind's number never changes), or none for a kind the view does not declare.
  @available(iOS 18.0, *)
  @MainActor
  struct ClosureGestureKindRecognizers: ViewModifier {
    let representables: [ClosureGestureRecognizerRepresentable]

    @ViewBuilder func body(content: Content) -> some View {
      let r = representables
      if r.count == 4 {
        content.gesture(r[0]).gesture(r[1]).gesture(r[2]).gesture(r[3])
      } else if r.count == 2 {
        content.gesture(r[0]).gesture(r[1])
      } else if r.count == 1 {
        content.gesture(r[0])
      } else {
        content
      }
    }
  }

  /// Hands the size SwiftUI gives the view, and its frame in SwiftUI's global space, to its
  /// locator.
  @available(iOS 18.0, *)
  @MainActor
  struct ClosureGestureSizeReader: View {
    let locator: ClosureGestureLocator

    var body: some View {
      GeometryReader { proxy in
        // SwiftUI evaluates this again whenever the size changes; the locator is no state
        // SwiftUI observes, so writing it here changes nothing SwiftUI draws.
        let _ = (locator.size = proxy.size)
        let _ = (locator.globalFrame = proxy.frame(in: .global))
        Color.clear
      }
      .allowsHitTesting(false)
      .accessibilityHidden(true)
    }
  }

  /// One recognizer of a SwiftUI view's closure gestures, as SwiftUI attaches it.
  @available(iOS 18.0, *)
  struct ClosureGestureRecognizerRepresentable: UIGestureRecognizerRepresentable {
    let attachment: ClosureGestureAttachment
    let requests: [ClosureGestureRequest]
    let isEnabled: Bool
    let position: ClosureGesturePosition
    /// Whether this is the view's first representable, the one that hands the requests on.
    let isLead: Bool

    func makeCoordinator(converter: CoordinateSpaceConverter) -> ClosureGestureConverter {
      ClosureGestureConverter(converter)
    }

    func makeUIGestureRecognizer(context: Context) -> UIGestureRecognizer {
      attachment.update(requests, isEnabled: isEnabled)
      // The converter belongs to this representable, so to this recognizer: it places this
      // recognizer's location, no other's.
      return attachment.recognizer(at: position, converter: context.coordinator)
    }

    func updateUIGestureRecognizer(_ recognizer: UIGestureRecognizer, context: Context) {
      // All the view's representables carry the same requests from the same body evaluation:
      // the first alone hands them on, once per evaluation rather than once per recognizer.
      guard isLead else { return }
      attachment.update(requests, isEnabled: isEnabled)
    }
  }

  /// What one SwiftUI view with closure gestures keeps for its recognizers from iOS 18: the
  /// bridge with their registry, whether the view is enabled, and what places handlers'
  /// locations in the view's coordinate space. An observable object only so that
  /// `@StateObject` makes it once; it publishes nothing.
  @available(iOS 18.0, *)
  @MainActor
  final class ClosureGestureAttachment: ObservableObject {
    /// The registry, for as long as the view lives: it keeps every recognizer SwiftUI
    /// attached (``ClosureGestureKinds/positions``) and turns them on and off as the slots
    /// change.
    private lazy var registry = makeRegistry()
    /// Installs the requests' handlers in the registry, and reinstalls them when the slots
    /// change.
    private lazy var bridge = ClosureGestureBridge { [weak self] in self?.registry }
    /// Held by the registry's handler calls too: a cancel still reaches the app, with its
    /// location, once SwiftUI has let go of the view.
    let locator = ClosureGestureLocator()
    /// Whether the SwiftUI view is enabled. Default `true`.
    private var isEnabled = true

    /// Takes the latest gestures and whether the view is enabled, from inside SwiftUI's
    /// update of a representable (each of the view's representables brings the same ones).
    func update(_ requests: [ClosureGestureRequest], isEnabled: Bool) {
      self.isEnabled = isEnabled
      bridge.update(requests)
      bridge.registry?.setEnabled(isEnabled)
    }

    /// The registry running the gestures, while they are installed.
    var currentRegistry: ClosureGestureRegistry? { bridge.registry }

    private func makeRegistry() -> ClosureGestureRegistry {
      ClosureGestureRegistry(
        attachedBySwiftUI: ClosureGestureSwiftUIAttachment(
          admits: { [weak self] touch, recognizer in self?.admits(touch, on: recognizer) ?? false },
          gesture: { [locator] gesture, recognizer in locator.gesture(gesture, from: recognizer) },
          edgeFrame: { [locator] _, recognizer in locator.frame(through: recognizer) },
          center: { [locator] in locator.windowFrame.map { CGPoint(x: $0.midX, y: $0.midY) } }))
    }

    /// The recognizer SwiftUI attaches at `position`, with the converter of its
    /// representable: the registry's, kept for as long as the view lives, off while no
    /// handler uses its slot.
    func recognizer(
      at position: ClosureGesturePosition, converter: ClosureGestureConverter
    ) -> UIGestureRecognizer {
      let recognizer = registry.recognizer(at: position)
      locator.adopt(converter, of: recognizer)
      return recognizer
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
  /// has: the core measures in window coordinates, and SwiftUI's converter of the recognizer
  /// that produced the event (a finger's, the scroll companion's, the trackpad's pinch or
  /// rotation) gives that recognizer's location in the view's space (`localLocation`); both
  /// read from the same recognizer at the same moment give the window-to-view offset, exact
  /// where the fingers or the pointer are (the location a handler gets). A view scaled or
  /// rotated by its ancestors is not handled: the offset is a translation.
  @available(iOS 18.0, *)
  @MainActor
  final class ClosureGestureLocator {
    /// The converter of each recognizer's representable, by recognizer: a converter belongs
    /// to the representable SwiftUI made it for, and measures that recognizer only. The
    /// registry keeps the recognizers for as long as the locator is used with them.
    private var converters: [ObjectIdentifier: ClosureGestureConverter] = [:]
    /// A recognizer SwiftUI attached to the view, held weakly: its view leads to the hosting
    /// view the SwiftUI content is drawn in.
    private weak var anyRecognizer: UIGestureRecognizer?
    /// The view's size, as SwiftUI laid it out; `nil` before.
    var size: CGSize?
    /// The view's frame in SwiftUI's global coordinate space, read with ``size``. That space
    /// is the hosting view's, not the window's, when the hosting view is not at the window's
    /// origin (a hosting controller embedded in a UIKit screen, a sheet): ``windowFrame``
    /// converts it. `nil` before.
    var globalFrame: CGRect?
    /// The window-to-view offset last measured, for a call whose recognizer has left its
    /// view (the cancel a gesture under way hears when SwiftUI takes the view away).
    private var offset = CGPoint.zero
    /// The view a handler gets when its recognizer is on none: out of a window, so the call
    /// waits for the next turn (`ClosureGestureBridge`).
    private lazy var detachedView = UIView()

    /// Keeps the converter SwiftUI made for `recognizer`'s representable.
    func adopt(_ converter: ClosureGestureConverter, of recognizer: UIGestureRecognizer) {
      converters[ObjectIdentifier(recognizer)] = converter
      anyRecognizer = recognizer
    }

    /// The view's frame in window coordinates: ``globalFrame`` converted from the hosting
    /// view's space (the first view up from a recognizer's whose next responder is a view
    /// controller: per Apple's `UIResponder.next` documentation, a view controller's root view
    /// returns the controller from `next`); ``globalFrame`` itself while no recognizer is on
    /// a view. `nil` before the frame is known.
    var windowFrame: CGRect? {
      guard let globalFrame else { return nil }
      var candidate = anyRecognizer?.view
      while let view = candidate, !(view.next is UIViewController) { candidate = view.superview }
      guard let host = candidate, host.window != nil else { return globalFrame }
      return host.convert(globalFrame, to: nil)
    }

    /// What a handler receives for a call the store made, `recognizer` being the one that
    /// produced it (or, with no event under way, its slot's).
    func gesture(
      _ gesture: ClosureGestures.Gesture, from recognizer: UIGestureRecognizer?
    ) -> ViewGesture {
      if let recognizer, recognizer.state != .possible {
        measureOffset(through: recognizer)
      } else if let windowFrame {
        // No fingers (an assistive technology's or a menu's gesture, its recognizer at rest):
        // the frame places the view.
        offset = CGPoint(x: -windowFrame.minX, y: -windowFrame.minY)
      }
      let point = CGPoint(gesture.value.location)
      return ViewGesture(
        view: recognizer?.view ?? detachedView,
        location: CGPoint(x: point.x + offset.x, y: point.y + offset.y), gesture: gesture)
    }

    /// The view's frame in window coordinates, read through a recognizer (at the first touch
    /// of a sequence: its location is the touch's); `nil` before the size is known.
    func frame(through recognizer: UIGestureRecognizer) -> CGRect? {
      guard let size, measureOffset(through: recognizer) else { return nil }
      return CGRect(origin: CGPoint(x: -offset.x, y: -offset.y), size: size)
    }

    /// Measures the window-to-view offset through a recognizer on a view and its own
    /// converter; `false` when it cannot (the recognizer is on no view, or has no converter).
    @discardableResult
    private func measureOffset(through recognizer: UIGestureRecognizer) -> Bool {
      guard recognizer.view != nil, let converter = converters[ObjectIdentifier(recognizer)]
      else { return false }
      let local = converter.converter.localLocation
      let window = recognizer.location(in: nil)
      offset = CGPoint(x: local.x - window.x, y: local.y - window.y)
      return true
    }
  }
#endif
