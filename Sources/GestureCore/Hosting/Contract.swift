/// What a host-contract checker (``ListStore/ContractChecker``,
/// ``SwipeActionsStore/ContractChecker``, ``BackSwipeStore/ContractChecker``,
/// ``DraggableStore/ContractChecker``) lets pass: one option, applied the same way by every
/// checker.
///
/// Some rules are about time: frames must keep coming while a store needs them
/// (`framesMissing`), and a transition's completion must come soon after its end
/// (`completionMissing`, the back swipe's). On a device, a main-thread stall breaks them
/// without any host bug: a display link runs on the main thread and pauses there (a
/// breakpoint, a first keyboard, a heavy screen, the app in the background), and UIKit's
/// completions wait for the main thread too. A test or a simulation controls time and wants
/// them reported; a host on a real main thread asserts on everything else.
///
/// ```swift
/// var strict = ListStore.ContractChecker()                          // `.strict`: every rule
/// var onDevice = ListStore.ContractChecker(tolerance: .mainThreadHost) // no timing rules
/// ```
public struct ContractTolerance: Hashable, Sendable {
  /// Whether the rules a main-thread stall breaks (a gap between frames, a late completion)
  /// pass unreported. Default `false`.
  public var toleratesMainThreadStalls: Bool

  /// Creates a tolerance.
  ///
  /// - Parameter toleratesMainThreadStalls: Whether the timing rules a main-thread stall
  ///   breaks pass unreported. Default `false`.
  public init(toleratesMainThreadStalls: Bool = false) {
    self.toleratesMainThreadStalls = toleratesMainThreadStalls
  }

  /// Every rule is reported: the checkers' default, for tests, simulations and replays.
  public static let strict = ContractTolerance()

  /// What a host on a real main thread asserts on: everything but the timing rules a
  /// main-thread stall breaks. GestureKit's debug builds use it for every store.
  public static let mainThreadHost = ContractTolerance(toleratesMainThreadStalls: true)
}

/// The host's clock as the stores' contract checkers read it: the latest time reported, and
/// the frames owed while a store needs them. ``ListStore/ContractChecker``,
/// ``SwipeActionsStore/ContractChecker``, ``BackSwipeStore/ContractChecker`` and
/// ``DraggableStore/ContractChecker`` share it; they differ only in the options of
/// ``read(_:isFrame:maximumFrameGap:clockSkew:owesFramesFromFirstTime:)`` and in how each
/// starts and stops owing frames once its store's `needsFrames` changes.
struct ContractClock: Sendable {
  /// The latest time the host reported.
  var time: Double?
  /// The time of the latest frame (or of the event frames are owed from), while the store
  /// needs frames.
  var lastFrameTime: Double?
  /// Whether the store needed frames after the previous event.
  var neededFrames = false

  /// What an event's time broke, the first rule in the order they are checked.
  enum Reading {
    /// Nothing.
    case inOrder
    /// It is earlier than the latest time, which it carries.
    case wentBackwards(from: Double)
    /// It is NaN or infinite.
    case notFinite
    /// No frame came from the carried time until this event, longer than the maximum gap.
    case framesMissing(since: Double)
  }

  /// Checks an event's time, then keeps it as the latest if it is finite and later.
  ///
  /// - Parameters:
  ///   - eventTime: the event's time.
  ///   - isFrame: whether the event is a display frame. A frame that comes late is the display
  ///     link itself running late (the app was in the background, a breakpoint, a busy main
  ///     thread): the list's checker passes `true` so that only another event after the gap
  ///     shows the host stopped sending frames; the others pass `false`.
  ///   - maximumFrameGap: the longest a host may go without a frame while frames are owed.
  ///   - clockSkew: how far behind the latest time an event may be before it counts as going
  ///     backwards (0 but for the draggable's checker).
  ///   - owesFramesFromFirstTime: whether frames that became needed on an event without a
  ///     time are owed from this event's time, when no other rule was broken.
  mutating func read(
    _ eventTime: Double, isFrame: Bool = false, maximumFrameGap: Double, clockSkew: Double = 0,
    owesFramesFromFirstTime: Bool
  ) -> Reading {
    var reading = Reading.inOrder
    if let time, eventTime < time - clockSkew {
      reading = .wentBackwards(from: time)
    } else if !InputLimits.isTime(eventTime) {
      reading = .notFinite
    } else if neededFrames, let lastFrameTime, eventTime - lastFrameTime > maximumFrameGap,
      !isFrame
    {
      reading = .framesMissing(since: lastFrameTime)
    } else if owesFramesFromFirstTime, neededFrames, lastFrameTime == nil {
      // Frames became needed on an event without a time: they are owed from now.
      lastFrameTime = eventTime
    }
    if InputLimits.isTime(eventTime) { time = max(time ?? eventTime, eventTime) }
    return reading
  }

  /// Takes a display frame's time as the latest frame, if it is finite.
  mutating func frame(at tickTime: Double) {
    if InputLimits.isTime(tickTime) { lastFrameTime = max(lastFrameTime ?? tickTime, tickTime) }
  }
}
