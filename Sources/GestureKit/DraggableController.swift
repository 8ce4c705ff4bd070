#if canImport(UIKit)
  import GestureCore
  import QuartzCore
  import UIKit

  /// A floating view that follows the finger and is flung to the nearest anchor of its
  /// container: a live-stream window, a debug bubble, a picture-in-picture player.
  ///
  /// Create one with `UIView.makeDraggable(anchors:insets:margin:onEnd:)`:
  ///
  /// ```swift
  /// let bubble = DebugBubbleView(frame: CGRect(x: 0, y: 400, width: 60, height: 60))
  /// view.addSubview(bubble)
  /// let dragging = bubble.makeDraggable(anchors: .sides) { frame, anchor in
  ///   print("rests at", frame, "against", anchor)
  /// }
  /// dragging.onBegan = { _ in UISelectionFeedbackGenerator().selectionChanged() }
  /// ```
  ///
  /// Every decision is GestureCore's `DragSnap` (the 1:1 follow and the rubber band, the
  /// projection of the release with `v/1000 · d/(1 − d)`, the nearest anchor, the spring and
  /// its velocity, where the view goes when the container changes); this class only tells it
  /// what UIKit knows and carries its effects out.
  ///
  /// ## From UIKit to the core
  /// - The drag: a ``CoreGestureRecognizer`` wrapping a `PanRecognizer`, on the view. Its
  ///   values (window coordinates) are converted into the container's coordinates and sent
  ///   as `.drag(DragEvent)`.
  /// - The container is the view's superview: its `bounds`, and its `safeAreaInsets` plus
  ///   ``insets``, with the bottom raised to the top of a docked keyboard where the keyboard
  ///   covers it. Changes are sent as `.containerChanged(bounds:safeArea:)`, noticed by an
  ///   empty view kept at the back of the container (its `layoutSubviews` and
  ///   `safeAreaInsetsDidChange()`: rotation, size changes, safe-area changes) and by the
  ///   keyboard's will-change-frame and will-hide notifications. An empty subview of the
  ///   draggable view (its `didMoveToWindow()`) notices the view arriving in a container
  ///   after `makeDraggable`, or moving to another one: the controller then starts over
  ///   there, at the anchor nearest to where the view is.
  /// - Animations: `.animationFrame(elapsed:)` (seconds since the spring started, by
  ///   `CACurrentMediaTime()`) right before a touch catches the moving view or the container
  ///   changes under it, and `.animationFinished` from the animator's completion.
  ///
  /// ## From the core to the view
  /// - `.frame`: stop any animation and set the view's position.
  /// - `.animate(SpringAnimation2D)`: a `UIViewPropertyAnimator` with the core's spring as
  ///   `UISpringTimingParameters`, carrying the release velocity relative to the distance on
  ///   each axis, from the animation's start to its end. A new touch on the moving view
  ///   stops it where it is on screen (the animator hit-tests the view where it is drawn) and
  ///   the core continues from there. While the view is not on screen (not in a window, or
  ///   in one but never drawn yet, as when its container first lays out before appearing),
  ///   nobody would see the motion, so the view is put at the end at once and the animation
  ///   reported finished.
  /// - `.began`, `.moved`, `.ended(frame:anchor:)`: ``onBegan``, ``onMoved``, ``onEnd``;
  ///   `ended` comes after the spring has settled.
  ///
  /// ## Positioning
  /// The view is positioned by its `center` in the superview, its size being its
  /// `bounds.size`: the frame the core computes is the view's untransformed frame. Setting
  /// `center` rather than `frame` leaves the view's `transform` free (scale it up while it
  /// is held, for instance). Frames, not constraints: Auto Layout would put a constrained
  /// view back at its next layout pass, so give a draggable view no constraints on its
  /// position (`translatesAutoresizingMaskIntoConstraints` on, as for views created in code,
  /// and no autoresizing margins that move it), and size it as you like.
  ///
  /// ## Lifetime
  /// The view owns its controller, the controller holds the view weakly, and the recognizer,
  /// the container's tracking view, the keyboard observers and the animations hold the
  /// controller weakly: nothing here keeps the view alive. Callbacks are stored by the
  /// controller, so capture the view (or its owner) weakly in them.
  @MainActor
  public final class DraggableController {
    /// The draggable view; `nil` once it is gone.
    public private(set) weak var view: UIView?

    /// The recognizer that drags the view, for your own failure requirements (for
    /// example, `scrollView.panGestureRecognizer.require(toFail: controller.gestureRecognizer)`)
    /// or to turn dragging off for a while (`isEnabled`).
    public let gestureRecognizer: CoreGestureRecognizer

    /// GestureCore's options: anchors, margin, spring, projection, rubber band. Set by
    /// `makeDraggable`; a change applies at once (a view at rest goes to its anchor under the
    /// new options).
    public var configuration: DragSnap.Configuration {
      didSet {
        snap?.configuration = configuration
        containerDidChange(force: true)
      }
    }

    /// Extra insets inside the container's safe area, for bars and controls of your own
    /// (a tab bar, a toolbar, a player's controls). Default `.zero`. The core's margin is
    /// kept inside them. A change applies at once.
    public var insets: UIEdgeInsets {
      didSet { containerDidChange(force: true) }
    }

    /// Called when a drag begins, with the view's frame in its superview. Default `nil`.
    public var onBegan: (@MainActor (CGRect) -> Void)?

    /// Called each time the view moves during a drag (the finger moved, or the container
    /// changed under it), with the view's frame in its superview. Default `nil`.
    public var onMoved: (@MainActor (CGRect) -> Void)?

    /// Called when the view has come to rest after a drag (released, or cancelled by the
    /// system), after the spring settles, with its final frame in its superview and the
    /// anchor chosen. Every drag ends with one call, except a drag whose settling another
    /// drag interrupts (that drag's end closes both). Default `nil`.
    public var onEnd: (@MainActor (CGRect, DragSnap.Anchor) -> Void)?

    /// Where the view is in its life (at rest, dragged, settling), or `nil` while it has no
    /// superview.
    public var state: DragSnap.State? { snap?.state }

    /// The anchor the view rests at, or is springing to; `nil` while it is dragged or has no
    /// superview.
    public var anchor: DragSnap.Anchor? {
      switch snap?.state {
      case .resting(_, let anchor)?: anchor
      case .settling(_, _, let anchor, _)?: anchor
      case .dragging?, nil: nil
      }
    }

    private var snap: DragSnap?
    private weak var container: UIView?
    private weak var tracker: DraggableContainerTracker?
    private weak var probe: DraggableWindowProbe?
    private var keyboardObserver: DraggableKeyboardObserver?
    /// The keyboard's end frame in screen coordinates while it shows.
    private var keyboardFrame: CGRect?
    /// The container as last sent to the core.
    private var sentBounds: Rect?
    private var sentSafeArea: EdgeInsets?
    private var animator: UIViewPropertyAnimator?
    /// When ``animator`` started, on `CACurrentMediaTime()`'s clock.
    private var animationStart: CFTimeInterval = 0
    /// Identifies the latest animation, so that a late completion of a replaced one is
    /// not reported.
    private var animationGeneration = 0
    private var isInvalidated = false

    /// Makes a view draggable; use `UIView.makeDraggable(anchors:insets:margin:onEnd:)`.
    init(view: UIView, configuration: DragSnap.Configuration, insets: UIEdgeInsets) {
      self.view = view
      self.configuration = configuration
      self.insets = insets
      gestureRecognizer = CoreGestureRecognizer(PanRecognizer(name: "draggable"))
      gestureRecognizer.stateChangeHandler = { [weak self] _, change in
        self?.dragDidChange(change)
      }
      view.isUserInteractionEnabled = true
      view.addGestureRecognizer(gestureRecognizer)
      keyboardObserver = DraggableKeyboardObserver { [weak self] frame in
        self?.keyboardWillChange(to: frame)
      }
      attach()
      // Last, so that its first `didMoveToWindow()` finds the container already attached.
      let probe = DraggableWindowProbe(controller: self)
      ((view as? UIVisualEffectView)?.contentView ?? view).addSubview(probe)
      self.probe = probe
    }

    /// Makes the view an ordinary view again: removes the recognizer and the helper views,
    /// stops observing the keyboard and stops any animation where the view is. The view
    /// stays where it is; nothing is called back. Calling it again does nothing.
    public func invalidate() {
      guard !isInvalidated else { return }
      isInvalidated = true
      stopAnimation()
      gestureRecognizer.stateChangeHandler = nil
      gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
      tracker?.removeFromSuperview()
      probe?.removeFromSuperview()
      keyboardObserver = nil
      snap = nil
      if let view { view.detachDraggableController(self) }
    }

    // MARK: - Container

    /// Starts over in the view's current superview: the view goes at once to the anchor
    /// nearest to where it is.
    private func attach() {
      guard !isInvalidated, let view else { return }
      stopAnimation()
      tracker?.removeFromSuperview()
      tracker = nil
      snap = nil
      sentBounds = nil
      sentSafeArea = nil
      container = view.superview
      guard let container else { return }
      let tracker = DraggableContainerTracker(controller: self)
      tracker.frame = container.bounds
      container.insertSubview(tracker, at: 0)
      self.tracker = tracker
      let (bounds, safeArea) = geometry(of: container)
      let snap = DragSnap(
        frame: Rect(untransformedFrame(of: view)), bounds: bounds, safeArea: safeArea,
        configuration: configuration)
      self.snap = snap
      sentBounds = bounds
      sentSafeArea = safeArea
      place(snap.frame)
    }

    /// The view entered or left a window: follows it to a new superview.
    func hierarchyDidChange() {
      guard let view, view.superview !== container else { return }
      attach()
    }

    /// The container may have changed (bounds, safe area, keyboard): tells the core if it
    /// did.
    func containerDidChange() {
      containerDidChange(force: false)
    }

    private func containerDidChange(force: Bool) {
      guard !isInvalidated, let view else { return }
      guard view.superview === container else {
        attach()
        return
      }
      guard let container, snap != nil else { return }
      let (bounds, safeArea) = geometry(of: container)
      guard force || bounds != sentBounds || safeArea != sentSafeArea else { return }
      sentBounds = bounds
      sentSafeArea = safeArea
      reportAnimationFrame()
      send(.containerChanged(bounds: bounds, safeArea: safeArea))
    }

    private func keyboardWillChange(to frame: CGRect?) {
      keyboardFrame = frame
      containerDidChange()
    }

    /// The container's bounds and the insets the view must stay inside: the safe area plus
    /// ``insets``, with the bottom raised to the top of a keyboard docked at the bottom.
    private func geometry(of container: UIView) -> (bounds: Rect, safeArea: EdgeInsets) {
      let bounds = container.bounds
      let safeArea = container.safeAreaInsets
      var area = UIEdgeInsets(
        top: safeArea.top + insets.top, left: safeArea.left + insets.left,
        bottom: safeArea.bottom + insets.bottom, right: safeArea.right + insets.right)
      if let keyboardFrame, let screen = container.window?.screen {
        let keyboard = container.convert(keyboardFrame, from: screen.coordinateSpace)
        let covered = bounds.intersection(keyboard)
        // A docked keyboard reaches the bottom of the screen, so at least the container's
        // bottom; a floating or undocked one (iPad) covers no edge and is ignored.
        if !covered.isNull, !covered.isEmpty, keyboard.maxY >= bounds.maxY {
          area.bottom = max(area.bottom, bounds.maxY - covered.minY)
        }
      }
      return (Rect(bounds), EdgeInsets(area))
    }

    // MARK: - Drag

    private func dragDidChange(_ change: StateChange) {
      guard !isInvalidated, let view, var drag = DragEvent(change) else { return }
      if case .began = drag {
        // A new container, or a view resized at rest: start over where the view is.
        let resized = snap.map { $0.size != Size(view.bounds.size) } ?? false
        if view.superview !== container || (resized && isResting) { attach() }
        // The finger caught the view: stop it where it is on screen, and tell the core how
        // far its spring had run.
        reportAnimationFrame()
        stopAnimation()
      }
      guard let container else { return }
      drag = Self.convert(drag, to: container)
      send(.drag(drag))
    }

    private var isResting: Bool {
      if case .resting? = snap?.state { return true }
      return false
    }

    /// A drag event from window coordinates (the recognizer's) into a view's.
    private static func convert(_ drag: DragEvent, to view: UIView) -> DragEvent {
      func point(_ point: Point) -> Point {
        Point(view.convertFromWindow(CGPoint(point)))
      }
      func vector(_ vector: Vector) -> Vector {
        let converted = view.convertVectorFromWindow(CGPoint(x: vector.dx, y: vector.dy))
        return Vector(dx: Double(converted.x), dy: Double(converted.y))
      }
      switch drag {
      case .began(let location, let translation):
        return .began(location: point(location), translation: vector(translation))
      case .changed(let location, let translation):
        return .changed(location: point(location), translation: vector(translation))
      case .ended(let location, let translation, let velocity):
        return .ended(
          location: point(location), translation: vector(translation), velocity: vector(velocity))
      case .cancelled:
        return .cancelled
      }
    }

    // MARK: - Effects

    private func send(_ event: DragSnap.Event) {
      guard snap != nil else { return }
      var effects: [DragSnap.Effect] = []
      snap?.handle(event, into: &effects)
      var finishedAtOnce = false
      for effect in effects {
        switch effect {
        case .frame(let frame):
          stopAnimation()
          place(frame)
        case .animate(let animation):
          finishedAtOnce = !animate(animation)
        case .began(let frame):
          onBegan?(CGRect(frame))
        case .moved(let frame):
          onMoved?(CGRect(frame))
        case .ended(let frame, let anchor):
          onEnd?(CGRect(frame), anchor)
        }
      }
      if finishedAtOnce { send(.animationFinished) }
    }

    /// Puts the view at a frame now, outside any animation block it may be called from
    /// (a rotation's).
    private func place(_ frame: Rect) {
      guard let view else { return }
      UIView.performWithoutAnimation {
        view.center = CGPoint(frame.center)
      }
    }

    /// Runs the core's spring; returns `false` when the view is not on screen, after
    /// putting it at the end at once.
    private func animate(_ animation: SpringAnimation2D) -> Bool {
      stopAnimation()
      guard let view else { return false }
      let size = Size(view.bounds.size)
      place(Rect(origin: animation.from, size: size))
      let end = CGPoint(Rect(origin: animation.to, size: size).center)
      // Not on screen yet (no window, or a layer never drawn: no presentation layer, as when
      // the container first lays out on appearing): nobody would see the motion.
      guard view.window != nil, view.layer.presentation() != nil else {
        place(Rect(origin: animation.to, size: size))
        return false
      }
      animationGeneration += 1
      let generation = animationGeneration
      let animator = UIViewPropertyAnimator(animation) { [weak view] in
        view?.center = end
      }
      animator.addCompletion { [weak self] position in
        guard let self, position == .end, generation == self.animationGeneration else { return }
        self.animator = nil
        self.send(.animationFinished)
      }
      self.animator = animator
      animationStart = CACurrentMediaTime()
      animator.startAnimation()
      return true
    }

    /// Tells the core how far the running spring has got, before something interrupts or
    /// retargets it.
    private func reportAnimationFrame() {
      guard animator != nil, case .settling? = snap?.state else { return }
      send(.animationFrame(elapsed: max(0, CACurrentMediaTime() - animationStart)))
    }

    /// Stops the running animation where the view is on screen, without reporting it.
    private func stopAnimation() {
      guard let animator else { return }
      self.animator = nil
      animationGeneration += 1
      if animator.state == .active { animator.stopAnimation(true) }
    }

    /// The view's frame without its transform, in its superview's coordinates.
    private func untransformedFrame(of view: UIView) -> CGRect {
      let size = view.bounds.size
      return CGRect(
        x: view.center.x - size.width / 2, y: view.center.y - size.height / 2,
        width: size.width, height: size.height)
    }
  }
#endif
