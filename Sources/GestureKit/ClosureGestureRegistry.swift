#if canImport(UIKit)
  import GestureCore
  import ObjectiveC
  import UIKit

  /// The closure gestures of one view: a recognizer per slot and the handlers that share it.
  ///
  /// The view owns its registry (an associated object) and its recognizers
  /// (`gestureRecognizers`); the registry holds the view weakly and is the delegate of its
  /// recognizers, which hold it weakly too. Handlers are stored here, so nothing in this
  /// graph keeps the view alive unless a handler captures it.
  @MainActor
  final class ClosureGestureRegistry: NSObject, UIGestureRecognizerDelegate {
    private struct Handler {
      var id: Int
      var body: @MainActor (ViewGesture) -> Void
    }

    private final class Entry {
      let recognizer: CoreGestureRecognizer
      var handlers: [Handler] = []

      init(recognizer: CoreGestureRecognizer) {
        self.recognizer = recognizer
      }
    }

    private weak var view: UIView?
    private var entries: [ClosureGestureSlot: Entry] = [:]
    private var nextHandlerID = 1

    private init(view: UIView) {
      self.view = view
    }

    /// The view's registry, created on first use.
    static func registry(of view: UIView) -> ClosureGestureRegistry {
      if let registry = objc_getAssociatedObject(view, &registryKey) as? ClosureGestureRegistry {
        return registry
      }
      let registry = ClosureGestureRegistry(view: view)
      objc_setAssociatedObject(view, &registryKey, registry, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      return registry
    }

    /// The view's registry if it has one.
    static func existingRegistry(of view: UIView) -> ClosureGestureRegistry? {
      objc_getAssociatedObject(view, &registryKey) as? ClosureGestureRegistry
    }

    // MARK: - Handlers

    /// Adds one handler to the recognizers of `slots` (creating them as needed) and turns on
    /// the view's user interaction.
    ///
    /// - Parameters:
    ///   - slots: The recognizers the handler listens to; the handler is called for each.
    ///   - replacing: Whether to remove the handlers these slots have first.
    ///   - makeCore: Creates the core recognizer of a slot that has none yet.
    ///   - configure: Applied to each slot's core recognizer, new or shared.
    ///   - body: The handler, called for every delivered state change of the slots.
    func add<Core: GestureRecognizer>(
      to slots: [ClosureGestureSlot], replacing: Bool,
      makeCore: (ClosureGestureSlot) -> Core, configure: (ClosureGestureSlot, Core) -> Void,
      body: @escaping @MainActor (ViewGesture) -> Void
    ) -> GestureToken {
      guard let view else { return GestureToken(registry: nil, handlerID: 0) }
      let id = nextHandlerID
      nextHandlerID += 1
      for slot in slots {
        let entry = entry(for: slot, in: view, makeCore: makeCore)
        // Replacing keeps the recognizer: a reused cell re-registering on every configure
        // does not churn recognizers.
        if replacing { entry.handlers.removeAll() }
        if let core = entry.recognizer.core as? Core { configure(slot, core) }
        entry.handlers.append(Handler(id: id, body: body))
      }
      view.isUserInteractionEnabled = true
      return GestureToken(registry: self, handlerID: id)
    }

    /// Removes one handler from every slot; a recognizer left without handlers goes too.
    func removeHandler(_ id: Int) {
      for (slot, entry) in entries where entry.handlers.contains(where: { $0.id == id }) {
        entry.handlers.removeAll { $0.id == id }
        if entry.handlers.isEmpty { removeEntry(slot) }
      }
    }

    /// Whether a handler is still registered.
    func containsHandler(_ id: Int) -> Bool {
      entries.values.contains { $0.handlers.contains { $0.id == id } }
    }

    /// Removes every handler of the given kinds, and their recognizers.
    func removeHandlers(ofKinds kinds: ViewGestureKind) {
      for slot in entries.keys where kinds.contains(slot.kind) {
        removeEntry(slot)
      }
    }

    private func entry<Core: GestureRecognizer>(
      for slot: ClosureGestureSlot, in view: UIView, makeCore: (ClosureGestureSlot) -> Core
    ) -> Entry {
      if let entry = entries[slot] {
        // Someone removed the recognizer from the view by hand: put it back.
        if entry.recognizer.view !== view { view.addGestureRecognizer(entry.recognizer) }
        return entry
      }
      let recognizer = CoreGestureRecognizer(makeCore(slot))
      recognizer.name = "GestureKit.\(slot.recognizerName)"
      recognizer.delegate = self
      recognizer.stateChangeHandler = { [weak self] recognizer, change in
        self?.deliver(change, of: slot, from: recognizer)
      }
      let entry = Entry(recognizer: recognizer)
      entries[slot] = entry
      view.addGestureRecognizer(recognizer)
      return entry
    }

    private func removeEntry(_ slot: ClosureGestureSlot) {
      guard let entry = entries.removeValue(forKey: slot) else { return }
      entry.recognizer.stateChangeHandler = nil
      if let owner = entry.recognizer.view { owner.removeGestureRecognizer(entry.recognizer) }
    }

    private func deliver(
      _ change: StateChange, of slot: ClosureGestureSlot, from recognizer: CoreGestureRecognizer
    ) {
      guard let view, let phase = ViewGesture.Phase(change.state), let entry = entries[slot],
        entry.recognizer === recognizer
      else { return }
      let gesture = ViewGesture(
        view: view, phase: phase, value: change.value, time: change.time,
        direction: slot.swipeDirection, edge: slot.startEdge)
      // A copy: a handler may add or remove handlers while we go through them.
      for handler in entry.handlers {
        handler.body(gesture)
      }
    }

    // MARK: - UIGestureRecognizerDelegate: the relations of ClosureGestureSlot

    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      guard let first = slot(of: gestureRecognizer), let second = slot(of: otherGestureRecognizer)
      else { return false }
      return first.requiresFailure(of: second)
    }

    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      guard let first = slot(of: gestureRecognizer), let second = slot(of: otherGestureRecognizer)
      else { return false }
      return first.recognizesSimultaneously(with: second)
    }

    /// The slot of one of this registry's recognizers.
    private func slot(of recognizer: UIGestureRecognizer) -> ClosureGestureSlot? {
      entries.first { $0.value.recognizer === recognizer }?.key
    }
  }

  /// The key of the registry associated with a view.
  @MainActor private var registryKey: UInt8 = 0
#endif
