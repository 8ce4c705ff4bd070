#if canImport(UIKit)
  import GestureCore
  import QuartzCore
  import UIKit

  /// The swipe actions of one view: it carries UIKit's touches, taps and layout into
  /// GestureCore's `SwipeActions` state machine and the machine's effects back onto the view.
  ///
  /// Get one with `UIView.swipeActions(leading:trailing:options:)`; the view owns it (an
  /// associated object) and `UIView.swipeActionsController` returns it later.
  ///
  /// ```swift
  /// let controller = card.swipeActions(
  ///   leading: [SwipeAction(title: "Pin", backgroundColor: .systemOrange) { _, view in pin(view) }],
  ///   trailing: [SwipeAction(title: "Delete", style: .destructive) { _, view in delete(view) }])
  /// controller.open(.trailing)           // reveal the trailing buttons
  /// controller.close(animated: false)    // and put the card back at once
  /// ```
  ///
  /// ## How the view moves
  /// The swiped view's **live** content follows the finger: no snapshot is taken. The
  /// *content* is the view itself, or the `contentView` of a `UITableViewCell` or
  /// `UICollectionViewCell` (calling it on a cell swipes the cell's content view, and so does
  /// calling it on that content view).
  ///
  /// The content moves by its `transform`: a horizontal translation, composed after the
  /// transform it had at rest, and restored to exactly that transform when it comes back.
  /// Never by its frame, centre or constraints: a transform is not part of layout. Auto
  /// Layout positions a view by its `center` and `bounds` (computed from the untransformed
  /// alignment rectangle), which a transform leaves alone, so the content's constraints,
  /// its neighbours and its subviews' layout are untouched, and a layout pass in the middle
  /// of a swipe keeps the content where the finger has it.
  ///
  /// The buttons sit behind the content in a container view inserted into the content's
  /// superview right below the content, with the content's *untransformed* frame (its layer's
  /// position, anchor point and bounds). For a plain view that is the view's superview; for
  /// a cell it is the cell itself, so the buttons sit above the cell's background views and
  /// below its content view. The container follows the content by key-value observation of
  /// the content's layer (position, bounds, hidden, opacity), synchronously, so it also
  /// follows a layout change made inside an animation block with the same animation. It is
  /// added when the content leaves its rest and removed when the content returns to it,
  /// leaves its window, or loses its swipe actions, so a closed view leaves nothing in its
  /// superview. A hidden observer view inside the content reports window, trait and removal
  /// changes.
  ///
  /// While the view is away from its rest the controller owns its `transform`: change it
  /// only while the view is closed. A superview that positions the content by setting its
  /// `frame` (rather than `center` and `bounds`) during a swipe puts the content visually
  /// where that frame says, as `frame` includes the transform; close the row first.
  ///
  /// ## How UIKit maps onto the core
  /// - A `CoreGestureRecognizer` with a horizontal `PanRecognizer` on the view (and one on
  ///   the buttons' container, so a drag that starts on a button moves the row) sends each
  ///   state change as `.drag(DragEvent(change))`, its translation and velocity converted
  ///   from window coordinates to the content's superview. The core's pan fails strokes
  ///   that are more vertical than horizontal, and the bridge fails the UIKit recognizer
  ///   with it, so an enclosing scroll view scrolls.
  /// - A button tap and a VoiceOver custom action send `.tapAction(side, index:)`; the core
  ///   answers `.perform`, which runs the action's handler, then closes the row unless the
  ///   action keeps it open. On a closed row the action is performed without moving.
  /// - A `CoreGestureRecognizer` with a `TapRecognizer`, enabled only while the row is not
  ///   closed, sends `.tapContent`.
  /// - Size changes send `.resize`, layout direction changes `.setLayoutDirection`.
  ///
  /// And back: `.contentOffset` sets the content's translation, `.buttonFrame` a button's
  /// frame; `.animate` runs a `UIViewPropertyAnimator` with the core's spring
  /// (`UISpringTimingParameters` with its damping and stiffness, and the release velocity
  /// relative to the distance) and sends `.animationFinished` from its completion.
  ///
  /// During a spring the buttons are laid out on every frame by a `CADisplayLink`: at the
  /// frame's target time it evaluates the core's closed-form spring (the motion the animator
  /// shows, as both use the same coefficients) and asks the core's pure layout function,
  /// `SwipeActions.buttonFrame(_:index:offset:)`, for the frames at that offset. Animating
  /// the frames in the same animator would be wrong: frames are not linear in the offset
  /// (the `reveal` style holds its buttons still until the content has passed them, every
  /// style clamps at the edge when a spring overshoots or crosses zero).
  ///
  /// A drag that grabs the moving content stops the animator where it is on screen
  /// (`stopAnimation(true)`) and sends `.animationInterrupted(elapsed:)`, the time since the
  /// spring started, right before the drag's `began`: the core evaluates the offset and
  /// velocity its spring had then (the offset on screen, as the animator traces the same
  /// curve), lays the content out there, and the drag continues from it.
  ///
  /// ## Memory
  /// The view owns the controller; the controller, its recognizers, buttons, display link
  /// and observations refer to the view weakly, and handlers and callbacks receive the view
  /// as a parameter. A handler that captures its own view strongly creates a cycle.
  @MainActor
  public final class SwipeActionsController {
    /// The view the actions belong to.
    public private(set) weak var view: UIView?
    /// The leading actions, outermost first.
    public private(set) var leading: [SwipeAction]
    /// The trailing actions, outermost first.
    public private(set) var trailing: [SwipeAction]
    /// The options.
    public private(set) var options: SwipeActionsOptions
    /// The group the view belongs to: the one of its options, or one of its own.
    public private(set) var group: SwipeActionsGroupController

    /// The view's row in its group.
    private var id = 0
    private var isAttached = true

    private let container = SwipeActionsButtonContainer()
    private var leadingButtons: [UIButton] = []
    private var trailingButtons: [UIButton] = []
    private let relay = SwipeActionsRelay()
    private let pan: CoreGestureRecognizer
    private let containerPan: CoreGestureRecognizer
    private let tap: CoreGestureRecognizer
    private let observer = SwipeActionsContentObserver()
    private let haptics = HapticPlayer()
    private var accessibilityActions: [UIAccessibilityCustomAction] = []

    /// The content whose layer is observed, and the observations.
    private weak var observedContent: UIView?
    private var observations: [NSKeyValueObservation] = []
    /// The size and direction the core was last told about.
    private var coreSize: Size
    private var layoutDirection: HorizontalTracking.LayoutDirection

    /// The content that was moved, the transform it had at rest, and the translation applied
    /// on top of it (NaN when unknown: after a spring was stopped part-way).
    private weak var movedContent: UIView?
    private var restTransform = CGAffineTransform.identity
    private var appliedOffset: CGFloat = 0

    /// The running spring, when it started, its animator and the display link that lays
    /// the buttons out on each frame.
    private var spring: SpringAnimation?
    private var springStart: CFTimeInterval = 0
    private var animator: UIViewPropertyAnimator?
    private var displayLink: CADisplayLink?

    // MARK: - Life

    /// Installs swipe actions on a view; `UIView.swipeActions(leading:trailing:options:)`
    /// calls it once per view.
    init(
      view: UIView, leading: [SwipeAction], trailing: [SwipeAction], options: SwipeActionsOptions
    ) {
      self.view = view
      self.leading = leading
      self.trailing = trailing
      self.options = options
      self.group = options.group ?? SwipeActionsGroupController()
      pan = CoreGestureRecognizer(
        PanRecognizer(name: "swipeActions", configuration: .init(axis: .horizontal)))
      containerPan = CoreGestureRecognizer(
        PanRecognizer(name: "swipeActionsButtons", configuration: .init(axis: .horizontal)))
      tap = CoreGestureRecognizer(TapRecognizer(name: "swipeActionsClose"))
      layoutDirection = HorizontalTracking.LayoutDirection(view.resolvedLayoutDirection)
      coreSize = Size(SwipeActionsController.content(of: view).bounds.size)
      relay.controller = self

      for (recognizer, name) in [(pan, "pan"), (containerPan, "buttonsPan"), (tap, "closeTap")] {
        recognizer.name = "GestureKit.swipeActions.\(name)"
        recognizer.delegate = relay
      }
      // A closed row leaves strokes towards a side without actions to whatever is around it
      // (a pager, a horizontal scroll view, the back swipe): the core decides which it claims.
      for core in [pan.core, containerPan.core] {
        core.shouldBegin = { [weak self] recognizer in
          guard let self, let pan = recognizer as? PanRecognizer else { return false }
          return self.group.row(self.id)?.claims(stroke: pan.translation) ?? false
        }
      }
      pan.stateChangeHandler = { [weak self] _, change in self?.handlePan(change) }
      containerPan.stateChangeHandler = { [weak self] _, change in self?.handlePan(change) }
      tap.stateChangeHandler = { [weak self] _, change in self?.handleTap(change) }
      tap.isEnabled = false
      // Labels and image views are swipeable too.
      view.isUserInteractionEnabled = true
      view.addGestureRecognizer(pan)
      view.addGestureRecognizer(tap)
      container.addGestureRecognizer(containerPan)

      rebuildButtons()
      id = group.insert(self, row: makeRow())
      observer.controller = self
      observeContent()
      installAccessibilityActions()
      updateRecognizers()
    }

    deinit {
      // The container lives in the content's superview, which may outlive the content.
      let container = container
      let group = group
      let id = id
      Task { @MainActor in
        container.removeFromSuperview()
        group.remove(id)
      }
    }

    /// Replaces the actions and options (a reused view configured again). The row is put
    /// at rest closed, at once.
    func update(leading: [SwipeAction], trailing: [SwipeAction], options: SwipeActionsOptions) {
      guard isAttached else { return }
      let previous = self.options
      self.leading = leading
      self.trailing = trailing
      self.options = options
      rebuildButtons()
      if options.group !== previous.group {
        send(.close(animated: false))
        // The close may wait behind the event being handled: put the content back now.
        resetToRest()
        group.remove(id)
        group = options.group ?? SwipeActionsGroupController()
        id = group.insert(self, row: makeRow())
      } else if options.configuration != previous.configuration {
        send(.close(animated: false))
        group.replace(id, with: makeRow())
      } else {
        send(
          .setActions(
            leading: actionSet(.leading, from: leading, buttons: leadingButtons),
            trailing: actionSet(.trailing, from: trailing, buttons: trailingButtons)))
      }
      installAccessibilityActions()
      updateRecognizers()
      updateRest()
    }

    /// Puts the view at rest closed and removes everything the controller installed.
    func detach() {
      guard isAttached else { return }
      send(.close(animated: false))
      resetToRest()
      isAttached = false
      for recognizer in [pan, tap] { recognizer.view?.removeGestureRecognizer(recognizer) }
      container.removeGestureRecognizer(containerPan)
      container.removeFromSuperview()
      observations.removeAll()
      observer.removeFromSuperview()
      if let view, let current = view.accessibilityCustomActions {
        view.accessibilityCustomActions = current.filter { action in
          !accessibilityActions.contains { $0 === action }
        }
      }
      accessibilityActions.removeAll()
      group.remove(id)
    }

    /// Puts the content back at its rest and the buttons away, at once, without the core:
    /// for leaving a group or the view.
    private func resetToRest() {
      stopSpring()
      setContentOffset(0)
      container.removeFromSuperview()
    }

    // MARK: - Public control

    /// Where the row is: closed, open on a side, dismissed, dragged, or moving.
    public var state: SwipeActions.State {
      group.row(id)?.state ?? .closed
    }

    /// Whether the row is at rest closed.
    public var isClosed: Bool {
      state == .closed
    }

    /// The side the row is open on, at rest; `nil` otherwise.
    public var openSide: SwipeActions.Side? {
      if case .open(let side) = state { return side }
      return nil
    }

    /// Opens a side, revealing its buttons (closing any other open view of the group).
    ///
    /// Does nothing for a side without actions. While the row springs, an animated open
    /// starts when the spring ends; during a drag, the drag is abandoned.
    ///
    /// ```swift
    /// row.swipeActionsController?.open(.trailing)   // hint that the row has actions
    /// ```
    ///
    /// - Parameters:
    ///   - side: The side to reveal.
    ///   - animated: Whether the content springs open (`true`, the default) or moves at once.
    public func open(_ side: SwipeActions.Side, animated: Bool = true) {
      guard isAttached else { return }
      observeContent()
      syncLayoutDirection()
      syncSize()
      placeContainer(reordering: true)
      send(.open(side, animated: animated))
    }

    /// Closes the row.
    ///
    /// `close(animated: false)` puts the row at rest closed from any state, at once: use it
    /// in `prepareForReuse()`.
    ///
    /// - Parameter animated: Whether the content springs back (`true`, the default) or moves
    ///   at once.
    public func close(animated: Bool = true) {
      guard isAttached else { return }
      send(.close(animated: animated))
    }

    // MARK: - Events

    private func send(_ event: SwipeActions.Event) {
      guard isAttached else { return }
      group.send(event, for: id)
    }

    private func handlePan(_ change: StateChange) {
      guard let windowDrag = DragEvent(change) else { return }
      if case .began = windowDrag {
        observeContent()
        syncLayoutDirection()
        interruptSpring()
        syncSize()
        placeContainer(reordering: true)
        if let haptic = options.haptic { haptics.prepare(haptic) }
      }
      send(.drag(SwipeActionsController.drag(windowDrag, in: content?.superview)))
    }

    /// A drag measured in window coordinates, with its translation and velocity in the
    /// coordinates of `space`, the content's superview, where its translation and the
    /// buttons' frames apply: the same numbers unless an ancestor is scaled or rotated (a
    /// zoomed scroll view), where this keeps the content under the finger.
    private static func drag(_ drag: DragEvent, in space: UIView?) -> DragEvent {
      guard let space else { return drag }
      func converted(_ vector: Vector) -> Vector {
        let point = space.convertVectorFromWindow(
          CGPoint(x: CGFloat(vector.dx), y: CGFloat(vector.dy)))
        return Vector(dx: Double(point.x), dy: Double(point.y))
      }
      switch drag {
      case .began(let location, let translation):
        return .began(location: location, translation: converted(translation))
      case .changed(let location, let translation):
        return .changed(location: location, translation: converted(translation))
      case .ended(let location, let translation, let velocity):
        return .ended(
          location: location, translation: converted(translation), velocity: converted(velocity))
      case .cancelled:
        return .cancelled
      }
    }

    private func handleTap(_ change: StateChange) {
      guard change.state == .recognized || change.state == .ended else { return }
      send(.tapContent)
    }

    fileprivate func buttonTapped(_ button: UIButton) {
      if let index = leadingButtons.firstIndex(of: button) {
        send(.tapAction(.leading, index: index))
      } else if let index = trailingButtons.firstIndex(of: button) {
        send(.tapAction(.trailing, index: index))
      }
    }

    /// Whether a recognizer of the controller takes a touch: the close tap ignores touches
    /// on the buttons (a cell's buttons are inside the cell, under its recognizers).
    fileprivate func recognizer(_ recognizer: UIGestureRecognizer, shouldReceive touch: UITouch)
      -> Bool
    {
      guard recognizer === tap, let touched = touch.view else { return true }
      return !touched.isDescendant(of: container)
    }

    /// The row's size, if it changed.
    private func syncSize() {
      guard let view else { return }
      let size = Size(SwipeActionsController.content(of: view).bounds.size)
      guard size != coreSize else { return }
      coreSize = size
      send(.resize(size))
    }

    /// The row's layout direction, if it changed (the row closes at once).
    private func syncLayoutDirection() {
      guard let view else { return }
      let direction = HorizontalTracking.LayoutDirection(view.resolvedLayoutDirection)
      guard direction != layoutDirection else { return }
      layoutDirection = direction
      send(.setLayoutDirection(direction))
    }

    // MARK: - Effects

    /// Applies the effects of one event, in order.
    func apply(_ effects: [SwipeActions.Effect]) {
      guard isAttached else { return }
      // A full swipe arming or disarming springs the buttons to their new frames; the
      // frames that come with it in the same batch are the ones to spring to.
      let expansionChanges = effects.contains {
        if case .fullSwipe = $0 { return true }
        return false
      }
      var springingFrames: [(UIButton, CGRect)] = []
      var expansions: [(SwipeActions.Side, Bool)] = []
      // A handler may remove the swipe actions half-way through.
      for effect in effects where isAttached {
        switch effect {
        case .contentOffset(let offset):
          stopSpring()
          let x = CGFloat(offset)
          if x != 0 { placeContainer(reordering: false) }
          setContentOffset(x)
          container.uncover(offset: x)
        case .buttonFrame(let side, let index, let frame):
          guard let button = button(side, index) else { continue }
          if expansionChanges {
            springingFrames.append((button, CGRect(frame)))
          } else {
            button.frame = CGRect(frame)
          }
        case .animate(let animation):
          runSpring(animation)
        case .fullSwipe(let side, let expanded):
          expansions.append((side, expanded))
        case .haptic(let haptic):
          haptics.play(haptic)
        case .perform(_, let side, let index):
          perform(side, index)
        case .willOpen(let side):
          if let view { options.willOpen?(view, side) }
        case .didOpen(let side):
          if let view { options.didOpen?(view, side) }
        case .didClose(let side):
          if let view { options.didClose?(view, side) }
        }
      }
      if expansionChanges {
        springExpansion(frames: springingFrames, expansions: expansions)
      }
      updateRest()
    }

    /// Runs an action's handler.
    private func perform(_ side: SwipeActions.Side, _ index: Int) {
      let actions = side == .leading ? leading : trailing
      guard actions.indices.contains(index), let view else { return }
      actions[index].handler(actions[index], view)
    }

    /// After a batch: the close tap only while the row is not closed, the buttons only while
    /// the content is away from its rest.
    private func updateRest() {
      guard isAttached else { return }
      let isClosed = group.row(id)?.isClosed ?? true
      tap.isEnabled = !isClosed
      if isClosed && animator == nil && appliedOffset == 0 {
        container.removeFromSuperview()
      }
    }

    private func updateRecognizers() {
      pan.isEnabled = hasActions
      containerPan.isEnabled = needsContainerPan
    }

    private var hasActions: Bool {
      !(leading.isEmpty && trailing.isEmpty)
    }

    /// Whether the buttons need a pan of their own: a cell's buttons are inside the cell,
    /// where the cell's pan already reaches them; a plain view's are in its superview.
    private var needsContainerPan: Bool {
      guard hasActions, let view else { return false }
      return !container.isDescendant(of: view)
    }

    // MARK: - Content

    /// The view that moves: a cell's content view, or the view itself.
    private static func content(of view: UIView) -> UIView {
      if let cell = view as? UITableViewCell { return cell.contentView }
      if let cell = view as? UICollectionViewCell { return cell.contentView }
      return view
    }

    private var content: UIView? {
      view.map(SwipeActionsController.content(of:))
    }

    /// Moves the content by `offset` points from its rest, with its transform.
    private func setContentOffset(_ offset: CGFloat) {
      guard let content else { return }
      if let moved = movedContent, moved !== content {
        // A cell's content view was replaced (a new content configuration): put the old one
        // back.
        moved.transform = restTransform
        movedContent = nil
        appliedOffset = 0
      }
      guard offset != appliedOffset else { return }
      if appliedOffset == 0 {
        restTransform = content.transform
        movedContent = content
      }
      content.transform =
        offset == 0
        ? restTransform : restTransform.concatenating(CGAffineTransform(translationX: offset, y: 0))
      appliedOffset = offset
      if offset == 0 { movedContent = nil }
    }

    /// Puts the buttons' container right below the content in its superview, with the
    /// content's untransformed frame.
    private func placeContainer(reordering: Bool) {
      guard let content, let superview = content.superview else { return }
      if container.superview !== superview {
        superview.insertSubview(container, belowSubview: content)
      } else if reordering, let mine = superview.subviews.firstIndex(of: container),
        let theirs = superview.subviews.firstIndex(of: content), mine + 1 != theirs
      {
        superview.insertSubview(container, belowSubview: content)
      }
      containerPan.isEnabled = needsContainerPan
      syncContainer(with: content)
    }

    /// The container's frame, corners, visibility and opacity, from the content's.
    private func syncContainer(with content: UIView) {
      let layer = content.layer
      let size = layer.bounds.size
      let origin = CGPoint(
        x: layer.position.x - layer.anchorPoint.x * size.width,
        y: layer.position.y - layer.anchorPoint.y * size.height)
      let bounds = CGRect(origin: .zero, size: size)
      if container.bounds != bounds { container.bounds = bounds }
      let center = CGPoint(x: origin.x + size.width / 2, y: origin.y + size.height / 2)
      if container.center != center { container.center = center }
      if let radius = options.cornerRadius {
        container.layer.cornerRadius = max(0, radius)
        container.layer.maskedCorners = [
          .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
        ]
      } else {
        container.layer.cornerRadius = layer.cornerRadius
        container.layer.cornerCurve = layer.cornerCurve
        container.layer.maskedCorners = layer.maskedCorners
      }
      container.isHidden = content.isHidden
      container.alpha = content.alpha
      container.uncover(offset: appliedOffset.isNaN ? 0 : appliedOffset)
    }

    /// Observes the content's layer (the container follows it, size changes reach the core)
    /// and puts the observer view in the content, if the content is new (a cell's content
    /// view replaced) or the observation stopped.
    private func observeContent() {
      guard isAttached, let content else { return }
      if observer.superview !== content { content.addSubview(observer) }
      guard content !== observedContent || observations.isEmpty else { return }
      observedContent = content
      let layer = content.layer
      let changed: @Sendable () -> Void = { [weak self] in
        runOnMainActor { self?.contentLayerDidChange() }
      }
      observations = [
        layer.observe(\.position) { _, _ in changed() },
        layer.observe(\.bounds) { _, _ in changed() },
        layer.observe(\.isHidden) { _, _ in changed() },
        layer.observe(\.opacity) { _, _ in changed() },
      ]
    }

    private func contentLayerDidChange() {
      guard isAttached, let content else { return }
      if container.superview != nil { syncContainer(with: content) }
      syncSize()
    }

    // MARK: - Springs

    /// Runs a spring of the core on the content, and lays the buttons out on every frame.
    private func runSpring(_ animation: SpringAnimation) {
      stopSpring()
      guard content != nil else {
        send(.animationFinished)
        return
      }
      placeContainer(reordering: true)
      setContentOffset(CGFloat(animation.from))
      let target = CGFloat(animation.to)
      let animator = UIViewPropertyAnimator(animation) { [weak self] in
        self?.setContentOffset(target)
      }
      animator.addCompletion { [weak self, weak animator] _ in
        guard let self, let animator, self.animator === animator else { return }
        self.animator = nil
        self.spring = nil
        self.stopDisplayLink()
        self.send(.animationFinished)
      }
      self.animator = animator
      spring = animation
      springStart = CACurrentMediaTime()
      animator.startAnimation()
      startDisplayLink()
      layOutButtons(at: animation.from)
    }

    /// Stops the running spring where it is on screen, without telling the core.
    private func stopSpring() {
      guard let animator else { return }
      self.animator = nil
      spring = nil
      stopDisplayLink()
      // Stopping an animator that is not running raises: it may have just ended.
      if animator.state == .active { animator.stopAnimation(true) }
      appliedOffset = .nan  // The content is wherever the spring left it.
    }

    /// A drag grabs the moving content: stop the spring and tell the core when, so that the
    /// drag continues from where the content is.
    private func interruptSpring() {
      guard animator != nil else { return }
      let elapsed = CACurrentMediaTime() - springStart
      stopSpring()
      send(.animationInterrupted(elapsed: elapsed))
    }

    private func startDisplayLink() {
      guard displayLink == nil else { return }
      let link = CADisplayLink(
        target: relay, selector: #selector(SwipeActionsRelay.displayLinkFired(_:)))
      // The animator runs at the display's rate: the buttons follow at the same rate.
      link.preferredFrameRateRange = CAFrameRateRange(minimum: 60, maximum: 120, preferred: 120)
      // Common modes: the buttons keep up while a scroll view tracks a finger.
      link.add(to: .main, forMode: .common)
      displayLink = link
    }

    private func stopDisplayLink() {
      displayLink?.invalidate()
      displayLink = nil
    }

    fileprivate func displayLinkFired(_ link: CADisplayLink) {
      guard let spring else {
        stopDisplayLink()
        return
      }
      layOutButtons(at: spring.value(at: link.targetTimestamp - springStart))
    }

    /// Lays the buttons out for the content at `offset`, with the core's layout function.
    private func layOutButtons(at offset: Double) {
      guard let row = group.row(id) else { return }
      for (index, button) in leadingButtons.enumerated() {
        button.frame = CGRect(row.buttonFrame(.leading, index: index, offset: offset))
      }
      for (index, button) in trailingButtons.enumerated() {
        button.frame = CGRect(row.buttonFrame(.trailing, index: index, offset: offset))
      }
      container.uncover(offset: CGFloat(offset))
    }

    /// A full swipe armed or disarmed: the buttons spring to their new frames with the
    /// core's spring, and the expanded button keeps its title next to the content's edge
    /// (where it was when the row was open) instead of centring it in the wide button.
    private func springExpansion(
      frames: [(UIButton, CGRect)], expansions: [(SwipeActions.Side, Bool)]
    ) {
      guard let row = group.row(id) else { return }
      let animator = UIViewPropertyAnimator(
        SpringAnimation(spring: options.configuration.spring, from: 0, to: 1))
      animator.addAnimations { [weak self] in
        for (button, frame) in frames { button.frame = frame }
        for (side, expanded) in expansions {
          guard let button = self?.button(side, 0) else { continue }
          var configuration = button.configuration ?? .plain()
          let layout = row.layout(side)
          if expanded, let first = row.actions(side).actions.first, let width = layout.widths.first
          {
            let inset = CGFloat(max(0, (width - first.contentWidth) / 2))
            configuration.contentInsets = NSDirectionalEdgeInsets(
              top: 0, leading: inset, bottom: 0, trailing: inset)
            button.contentHorizontalAlignment = layout.isAtLeftEdge ? .right : .left
          } else {
            configuration.contentInsets = .zero
            button.contentHorizontalAlignment = .center
          }
          button.configuration = configuration
          button.layoutIfNeeded()
        }
      }
      animator.startAnimation()
    }

    // MARK: - Buttons

    private func button(_ side: SwipeActions.Side, _ index: Int) -> UIButton? {
      let buttons = side == .leading ? leadingButtons : trailingButtons
      return buttons.indices.contains(index) ? buttons[index] : nil
    }

    /// Makes the buttons of the current actions, measured for the current Dynamic Type size.
    private func rebuildButtons() {
      for button in leadingButtons + trailingButtons { button.removeFromSuperview() }
      leadingButtons = leading.map(makeButton)
      trailingButtons = trailing.map(makeButton)
      for button in leadingButtons + trailingButtons {
        button.frame = .zero
        container.strip.addSubview(button)
      }
    }

    private func makeButton(_ action: SwipeAction) -> UIButton {
      var configuration = UIButton.Configuration.plain()
      let font = UIFont.preferredFont(
        forTextStyle: .subheadline, compatibleWith: view?.traitCollection)
      if let title = action.title {
        var attributes = AttributeContainer()
        attributes.font = font
        configuration.attributedTitle = AttributedString(title, attributes: attributes)
      }
      configuration.image = action.image
      configuration.preferredSymbolConfigurationForImage = UIImage.SymbolConfiguration(font: font)
      configuration.imagePlacement = .top
      configuration.imagePadding = 4
      configuration.titleAlignment = .center
      configuration.contentInsets = .zero
      configuration.baseForegroundColor = action.foregroundColor
      configuration.background.backgroundColor = action.resolvedBackgroundColor
      configuration.background.cornerRadius = 0
      let button = UIButton(configuration: configuration)
      button.accessibilityLabel = action.accessibilityLabel
      button.addTarget(
        relay, action: #selector(SwipeActionsRelay.buttonTapped(_:)), for: .touchUpInside)
      return button
    }

    /// A side's actions as the core's data: the measured width of each button's content,
    /// its style, and whether the side performs its first action with a full swipe.
    private func actionSet(
      _ side: SwipeActions.Side, from actions: [SwipeAction], buttons: [UIButton]
    ) -> SwipeActions.ActionSet {
      let name = side == .leading ? "leading" : "trailing"
      var coreActions: [SwipeActions.Action] = []
      for (index, action) in actions.enumerated() {
        let width = buttons.indices.contains(index) ? buttons[index].intrinsicContentSize.width : 0
        coreActions.append(
          SwipeActions.Action(
            id: "\(name).\(index)", contentWidth: Double(width), style: action.style,
            keepsOpenAfterTap: action.keepsOpenAfterTap))
      }
      return SwipeActions.ActionSet(
        coreActions,
        performsFirstActionWithFullSwipe: options.performsFirstActionWithFullSwipe(side))
    }

    /// A closed row for the current actions, options, size and direction.
    private func makeRow() -> SwipeActions {
      SwipeActions(
        leading: actionSet(.leading, from: leading, buttons: leadingButtons),
        trailing: actionSet(.trailing, from: trailing, buttons: trailingButtons),
        containerSize: coreSize, layoutDirection: layoutDirection,
        configuration: options.configuration)
    }

    // MARK: - Accessibility

    /// Every action as a VoiceOver custom action of the view (names: the titles), next to
    /// the custom actions the view already has. Each goes through the core as a tap on the
    /// action's button: performed without moving when the row is closed.
    private func installAccessibilityActions() {
      guard let view else { return }
      let others = (view.accessibilityCustomActions ?? []).filter { action in
        !accessibilityActions.contains { $0 === action }
      }
      var mine: [UIAccessibilityCustomAction] = []
      for (side, actions) in [(SwipeActions.Side.leading, leading), (.trailing, trailing)] {
        for (index, action) in actions.enumerated() {
          mine.append(
            UIAccessibilityCustomAction(name: action.accessibilityName, image: action.image) {
              [weak self] _ in
              guard let self, self.isAttached else { return false }
              self.send(.tapAction(side, index: index))
              return true
            })
        }
      }
      accessibilityActions = mine
      view.accessibilityCustomActions = others + mine
    }

    // MARK: - Content changes

    /// The observer view left the content: the content is being deallocated (UIKit removes
    /// its subviews before releasing its layer) or someone removed the observer. Stop
    /// observing the layer while it still exists; the next drag or `open` observes again.
    func contentObserverWasRemoved() {
      observations.removeAll()
      observedContent = nil
    }

    /// The content entered or left a window.
    func contentDidMoveToWindow() {
      guard isAttached, let content else { return }
      if content.window == nil {
        // The buttons leave with the content; a spring running off-screen ends now.
        if animator != nil {
          stopSpring()
          send(.animationFinished)
        }
        container.removeFromSuperview()
      } else {
        observeContent()
        syncLayoutDirection()
        syncSize()
        if !isClosed || appliedOffset != 0 {
          placeContainer(reordering: true)
          // Lays the rest out again (offset and frames) for the new placement.
          send(.resize(coreSize))
        }
      }
    }

    /// The content's traits changed: the layout direction may have flipped, the Dynamic Type
    /// size may have changed the buttons' widths.
    func contentTraitsDidChange(from previous: UITraitCollection?) {
      guard isAttached, let view else { return }
      syncLayoutDirection()
      if let previous,
        previous.preferredContentSizeCategory != view.traitCollection.preferredContentSizeCategory
      {
        update(leading: leading, trailing: trailing, options: options)
      }
    }
  }

  /// Runs main-actor code from a callback that does not say which thread it runs on: at once
  /// on the main thread (key-value observation of a view's layer calls back synchronously
  /// there, in the middle of the layout pass or animation block that changed it, and the
  /// container must follow within it), otherwise on the main queue.
  ///
  /// This is `MainActor.assumeIsolated` with a fallback; that function is not in the standard
  /// library of the iOS 16 SDK the package is checked against.
  private func runOnMainActor(_ body: @escaping @MainActor @Sendable () -> Void) {
    guard Thread.isMainThread else {
      DispatchQueue.main.async(execute: body)
      return
    }
    // On the main thread the main actor's code may run synchronously; a main-actor
    // function and a plain one have the same representation.
    unsafeBitCast(body, to: (@Sendable () -> Void).self)()
  }

  /// The Objective-C face of a controller: the target of its buttons and display link and the
  /// delegate of its recognizers, holding the controller weakly (a display link retains its
  /// target).
  @MainActor
  private final class SwipeActionsRelay: NSObject, UIGestureRecognizerDelegate {
    weak var controller: SwipeActionsController?

    @objc func buttonTapped(_ button: UIButton) {
      controller?.buttonTapped(button)
    }

    @objc func displayLinkFired(_ link: CADisplayLink) {
      guard let controller else {
        link.invalidate()
        return
      }
      controller.displayLinkFired(link)
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch)
      -> Bool
    {
      controller?.recognizer(gestureRecognizer, shouldReceive: touch) ?? true
    }
  }
#endif
