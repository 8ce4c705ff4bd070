#if canImport(UIKit)
  import GestureCore
  import QuartzCore
  import UIKit
  import UIKit.UIGestureRecognizerSubclass

  /// A UIKit gesture recognizer driven by one GestureCore recognizer: the bridge between
  /// UIKit's touch delivery and the core's state machines.
  ///
  /// ```swift
  /// let pan = CoreGestureRecognizer(PanRecognizer(configuration: .init(axis: .horizontal)))
  /// pan.stateChangeHandler = { recognizer, change in
  ///   // recognizer.view, not a captured `card`: the view owns the recognizer.
  ///   let dx = CGFloat(change.value.translation.dx)
  ///   recognizer.view?.transform = CGAffineTransform(translationX: dx, y: 0)
  /// }
  /// card.addGestureRecognizer(pan)
  /// ```
  ///
  /// Target-action works too; the action reads ``value`` (or ``location(in:)``,
  /// ``translation(in:)``, ``velocity(in:)``) and UIKit's `state`.
  ///
  /// Coordinates (window), timestamps, how the core's states become UIKit's, controls and
  /// pointer clicks are in <doc:CoreRecognizersInUIKit>.
  ///
  /// - Important: A core recognizer can be attached to one arena only: give each bridge its
  ///   own core recognizer.
  @MainActor
  public final class CoreGestureRecognizer: UIGestureRecognizer {
    /// The GestureCore recognizer that decides what the touches mean. Change its
    /// configuration at any time; it takes effect at the next touch event.
    public let core: GestureRecognizer

    /// What the core measured at its latest state change (location, translation, velocity,
    /// scale, rotation...), in window coordinates. Before the first state change: a value at
    /// the origin with nothing measured.
    public internal(set) var value = GestureValue(location: .zero)

    /// Called on the main actor for every state change of ``core`` that UIKit lets through
    /// (so not while UIKit holds the recognizer back with `require(toFail:)`), in order,
    /// from UIKit's action message. `failed` changes are not reported, as UIKit sends no
    /// action for a failure. If UIKit cancels the recognizer on its own (it was disabled, or
    /// removed from its view, during a gesture) the handler receives a `cancelled` change
    /// with the latest value.
    ///
    /// The handler is stored by the recognizer: capture its view or owner weakly.
    public var stateChangeHandler: (@MainActor (CoreGestureRecognizer, StateChange) -> Void)?

    /// Whether touches that would start an enabled control's own action, inside the view,
    /// are left to the control, by GestureCore's `ControlTouches` (the rule every GestureKit
    /// host asks): a one-finger single tap leaves touches on any `UIControl` (buttons,
    /// switches, steppers, segmented controls, page controls, text fields), and a one-finger
    /// pan, swipe or long press leaves them on a `UISlider` or `UISwitch` (their knobs drag)
    /// and on a text input being edited (a drag selects text).
    /// The recognizer then never sees those touches and cannot cancel them. A control that
    /// is the recognizer's own view is not left alone: the app put the gesture on it.
    ///
    /// Default `true`, UIKit's behaviour for its own recognizers since iOS 6, which a plain
    /// `UIGestureRecognizer` subclass does not get. Set `false` to take every touch, as a
    /// recognizer whose gesture must win over the controls under it (a card that must flip
    /// wherever it is tapped).
    public var yieldsToControls = true

    let arena = GestureArena()
    /// A stable id per UIKit touch while it is down.
    var touchIDs: [ObjectIdentifier: TouchID] = [:]
    var nextTouchNumber = 1
    /// The state the bridge last set, which guards every transition it makes. It differs
    /// from UIKit's `state` while UIKit holds a recognized gesture back for a requirement.
    var reportedState = UIGestureRecognizer.State.possible
    /// State changes set on UIKit but not yet delivered to ``stateChangeHandler``.
    var undelivered: [StateChange] = []
    var lastDeliveredState: RecognizerState?
    /// Changes the core made after a `.began` that UIKit has not sent to targets yet, and
    /// where the bridge is in waiting for it (see "States" above).
    var deferredChanges: [StateChange] = []
    var beganHold = BeganHold.none
    var deadlineTimer: Timer?
    var scheduledDeadline: Double?
    let relay = CoreGestureRelay()

    /// Creates a bridge for a core recognizer, with an optional UIKit target and action.
    ///
    /// - Parameters:
    ///   - core: The GestureCore recognizer; it must not be attached to an arena yet.
    ///   - target: An object that receives the action message at every reported state
    ///     change, as with any `UIGestureRecognizer`.
    ///   - action: The action message to send to `target`.
    public init(_ core: GestureRecognizer, target: Any? = nil, action: Selector? = nil) {
      self.core = core
      arena.attach(core, to: arena.root)
      super.init(target: target, action: action)
      relay.recognizer = self
      addTarget(relay, action: #selector(CoreGestureRelay.recognizerDidChangeState))
    }

    // MARK: - Reading the gesture

    /// The core's latest location in `view`'s coordinates (`nil`: the window's). Until the
    /// core reports its first state change of a sequence, UIKit's centroid of the touches.
    public override func location(in view: UIView?) -> CGPoint {
      guard reportedState != .possible || !undelivered.isEmpty else {
        return super.location(in: view)
      }
      let point = CGPoint(value.location)
      return view?.convertFromWindow(point) ?? point
    }

    /// The latest translation of a pan or edge pan, in `view`'s coordinates (`nil`: the
    /// window's): rotated and scaled into the view, as UIKit's `translation(in:)`.
    public func translation(in view: UIView?) -> CGPoint {
      let translation = CGPoint(x: CGFloat(value.translation.dx), y: CGFloat(value.translation.dy))
      return view?.convertVectorFromWindow(translation) ?? translation
    }

    /// The latest velocity of a pan or edge pan, in points per second in `view`'s
    /// coordinates (`nil`: the window's); at `ended`, the release velocity.
    public func velocity(in view: UIView?) -> CGPoint {
      let velocity = CGPoint(x: CGFloat(value.velocity.dx), y: CGFloat(value.velocity.dy))
      return view?.convertVectorFromWindow(velocity) ?? velocity
    }

    /// Sets a pan's translation (UIKit's `setTranslation(_:in:)`), usually back to zero after
    /// applying it; does nothing unless ``core`` is a `PanRecognizer` (or an edge pan).
    ///
    /// - Parameters:
    ///   - translation: The new translation, in `view`'s coordinates.
    ///   - view: The view the translation is expressed in; `nil` for the window.
    public func setTranslation(_ translation: CGPoint, in view: UIView?) {
      guard let pan = core as? PanRecognizer else { return }
      let windowTranslation = view?.convertVectorToWindow(translation) ?? translation
      let vector = Vector(dx: Double(windowTranslation.x), dy: Double(windowTranslation.y))
      pan.setTranslation(vector)
      value.translation = vector
    }
  }
#endif
