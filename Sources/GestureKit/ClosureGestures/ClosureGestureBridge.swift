#if canImport(SwiftUI) && canImport(UIKit)
  import GestureCore
  import SwiftUI
  import UIKit

  /// What a SwiftUI view with closure gestures keeps from one body to the next, however its
  /// recognizers reach UIKit (through the probe behind it before iOS 18, attached to the view by
  /// SwiftUI from iOS 18): the latest gestures of its `ClosureGesturesView`, the registry that
  /// runs them (GestureCore's `ClosureGestures` store) and the calls of the app's handlers.
  ///
  /// New closures are used at once (the registry's handlers call through the latest ones); new
  /// thresholds go to the recognizers in place, in order (the last one of a slot wins, as when
  /// installing), so that a gesture under way is not torn down; a gesture's handler is only
  /// added anew when its own slot changes (the registry then installs the recognizers the new
  /// slot needs: new ones on the probe's hosting view, the ones SwiftUI attached turned back
  /// on from iOS 18), and the other gestures, and one under way on them, are left alone.
  @MainActor
  final class ClosureGestureBridge {
    /// The latest gestures from SwiftUI.
    private(set) var requests: [ClosureGestureRequest] = []
    /// The registry, while the gestures are installed.
    private(set) var registry: ClosureGestureRegistry?
    private var tokens: [GestureToken] = []
    /// The handlers the registry calls, one per request, given the latest closures in place.
    private var handlers: [ClosureGestureHandler] = []
    /// The slots and configurations the registry has handlers for, in order.
    private var installed: [InstalledGesture] = []
    /// Makes the registry that runs the gestures, or `nil` when there can be none yet (the
    /// probe out of a window).
    private let makeRegistry: @MainActor () -> ClosureGestureRegistry?
    /// Whether SwiftUI is updating or dismantling the view, or moving it between windows.
    private var isInSwiftUIPass = false
    /// The app's handlers called meanwhile (the cancel a gesture under way hears when its
    /// recognizer goes), with what they are told, waiting for the next turn of the main queue.
    private var deferredCalls: [(handler: ClosureGestureHandler, gesture: ViewGesture)] = []

    private struct InstalledGesture: Equatable {
      var slot: ClosureGestures.Slot
      var configuration: RecognizerKind?
      var alternative: ClosureGestures.Alternative?

      init(_ request: ClosureGestureRequest) {
        slot = request.slot
        configuration = request.configuration
        alternative = request.alternative
      }
    }

    /// A bridge whose registry `makeRegistry` makes when the gestures are installed.
    init(makeRegistry: @escaping @MainActor () -> ClosureGestureRegistry?) {
      self.makeRegistry = makeRegistry
    }

    deinit {
      // SwiftUI let go of the view without dismantling anything it could hear of (a
      // recognizer SwiftUI attached has no dismantle): its gestures go, and one under way
      // hears it cancelled, on the next turn (the handlers then call the closures directly).
      let registry = registry
      let tokens = tokens
      runOnMainActor {
        withExtendedLifetime(registry) {
          for token in tokens { token.cancel() }
        }
      }
    }

    /// Whether the gestures are installed: there is a registry.
    var isInstalled: Bool { registry != nil }

    /// Takes the latest gestures from SwiftUI, from inside its update.
    func update(_ requests: [ClosureGestureRequest]) {
      duringSwiftUIPass { apply(requests) }
    }

    /// Installs the gestures anew (the probe moved to another hosting view), from inside a
    /// SwiftUI update.
    func reinstall() {
      duringSwiftUIPass { install() }
    }

    /// Removes the gestures, from inside a SwiftUI update: one under way hears it cancelled.
    func dismantle() {
      duringSwiftUIPass { uninstall() }
    }

    private func apply(_ requests: [ClosureGestureRequest]) {
      self.requests = requests
      // Each installed gesture takes its request's latest closure, but only where the same
      // gesture is still asked for in the same place: a handler whose gesture goes (a
      // different count reinstalls them all, a changed slot replaces it) keeps its own
      // closure, so the `.cancelled` a gesture under way hears reaches that gesture's
      // closure, never another's.
      if registry != nil, handlers.count == requests.count, installed.count == requests.count {
        for index in requests.indices where installed[index].slot == requests[index].slot {
          handlers[index].handler = requests[index].handler
        }
      }
      let wanted = requests.map(InstalledGesture.init)
      guard wanted != installed || registry == nil else { return }
      guard let registry, tokens.count == requests.count else { return install() }
      // Request by request: one whose slot changed (swipe directions, an edge, a layout
      // direction that flips a leading edge) gets a new handler, added before its old one
      // leaves so that a recognizer both use stays; the others keep theirs, and a gesture
      // under way on them goes on.
      // A new name counts as a new slot: the store learns it from the new handler.
      for index in requests.indices
      where installed[index].slot != requests[index].slot
        || installed[index].alternative != requests[index].alternative
      {
        let replaced = tokens[index]
        (handlers[index], tokens[index]) = add(requests[index], to: registry)
        replaced.cancel()
      }
      // New thresholds in place, in order (the last one of a slot wins, as when installing).
      for (token, request) in zip(tokens, requests) {
        registry.configure(token, slot: request.slot, configuration: request.configuration)
      }
      installed = wanted
    }

    private func duringSwiftUIPass(_ body: () -> Void) {
      let outer = isInSwiftUIPass
      isInSwiftUIPass = true
      defer { isInSwiftUIPass = outer }
      body()
    }

    /// Calls the app's handler: at once from a touch, on the next turn of the main queue from
    /// inside SwiftUI's update, where state the handler changes must not change (SwiftUI's
    /// runtime warns: "modifying state during view update"). The deferred call keeps the
    /// bridge alive until it has run: a cancel must reach the app even after SwiftUI took the
    /// view away.
    private func call(_ handler: ClosureGestureHandler, with gesture: ViewGesture) {
      // Also deferred while calls wait (they go first: a handler hears its gesture in order)
      // and while the gesture's view is out of a window (UIKit cancels a recognizer whose view
      // left, possibly inside a SwiftUI update that went nowhere near this bridge).
      guard isInSwiftUIPass || gesture.view.window == nil || !deferredCalls.isEmpty else {
        return handler.handler(gesture)
      }
      deferredCalls.append((handler, gesture))
      guard deferredCalls.count == 1 else { return }
      DispatchQueue.main.async { [self] in
        let calls = deferredCalls
        deferredCalls.removeAll()
        for (handler, gesture) in calls { handler.handler(gesture) }
      }
    }

    private func install() {
      uninstall()
      guard !requests.isEmpty, let registry = makeRegistry() else { return }
      self.registry = registry
      for request in requests {
        let (handler, token) = add(request, to: registry)
        handlers.append(handler)
        tokens.append(token)
      }
      installed = requests.map(InstalledGesture.init)
    }

    /// Adds one request's handler to the registry: its closure, called through the bridge.
    private func add(
      _ request: ClosureGestureRequest, to registry: ClosureGestureRegistry
    ) -> (ClosureGestureHandler, GestureToken) {
      let handler = ClosureGestureHandler(request.handler)
      let token = registry.add(
        to: [request.slot], replacing: false, registration: nil,
        alternative: request.alternative, configuration: { _ in request.configuration },
        body: { [weak self] gesture in
          guard let self else {
            // The bridge is gone (see `deinit`): SwiftUI is tearing the view down.
            DispatchQueue.main.async { handler.handler(gesture) }
            return
          }
          self.call(handler, with: gesture)
        })
      return (handler, token)
    }

    /// Removes the recognizers (the store uninstalls a recognizer when its last handler goes).
    func uninstall() {
      for token in tokens { token.cancel() }
      tokens.removeAll()
      handlers.removeAll()
      installed.removeAll()
      registry = nil
    }
  }

  /// One gesture's handler as the registry calls it: the latest closure SwiftUI gave.
  @MainActor
  final class ClosureGestureHandler {
    var handler: @MainActor (ViewGesture) -> Void

    init(_ handler: @escaping @MainActor (ViewGesture) -> Void) {
      self.handler = handler
    }
  }
#endif
