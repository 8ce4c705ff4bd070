/// Which element brings a view's actions to assistive technologies: the custom actions a
/// second way offers (a named closure gesture's, a floating view's moves), decided from what
/// the host reports about the view.
///
/// VoiceOver, Switch Control, Voice Control and Full Keyboard Access offer the custom actions
/// of the element they focus, and only its own. A view that is not an accessibility element
/// is never focused (its subviews are read instead), and neither is anything inside an
/// element (the element is read as a whole): custom actions put there are never offered.
///
/// ```swift
/// ActionsCarrier(isElement: true, hasContent: true, isInsideElement: false, appCarries: false)
/// // .view
/// ActionsCarrier(isElement: false, hasContent: true, isInsideElement: false, appCarries: false)
/// // .nobody(.contentIsRead): a host says so once in debug builds
/// ```
public enum ActionsCarrier: Hashable, Sendable {
  /// The view is an accessibility element: its custom actions are offered.
  case view
  /// The view is not an element and draws nothing an assistive technology would read
  /// instead (no subviews of the app's, an image view, a plain view): it becomes one while it
  /// offers actions, and stops being one when it offers none.
  case viewMadeElement
  /// The app puts the actions on an element of its own (it asked for them:
  /// `UIView.gestureAccessibilityActions` in UIKit), or the host's own framework offers
  /// them (SwiftUI's accessibility actions).
  case app
  /// No element offers them: nothing would reach an assistive technology. A host says so
  /// once in debug builds and leaves the view as it is.
  case nobody(Reason)

  /// Why no element offers a view's actions.
  public enum Reason: Hashable, Sendable {
    /// The view is not an element and holds content (subviews) that assistive technologies
    /// read instead: a row with labels, a custom cell's content, a floating container.
    case contentIsRead
    /// An ancestor of the view is an accessibility element: it is focused, as a whole,
    /// instead of anything inside it (a cell that is an element, a labelled container).
    case insideElement
  }

  /// Decides where a view's actions go.
  ///
  /// The app's word comes first (``app``); then a view inside an element is never reached,
  /// element or not (``nobody(_:)`` ``Reason/insideElement``); then an element carries its
  /// own (``view``); then a view with nothing to read becomes one (``viewMadeElement``);
  /// otherwise nothing carries them (``nobody(_:)`` ``Reason/contentIsRead``).
  ///
  /// - Parameters:
  ///   - isElement: Whether the view is an accessibility element now (one GestureKit made
  ///     counts).
  ///   - hasContent: Whether it has subviews of the app's (helpers of GestureKit's own
  ///     excluded).
  ///   - isInsideElement: Whether one of its ancestors is an accessibility element.
  ///   - appCarries: Whether the app or the host's framework offers the actions itself.
  public init(isElement: Bool, hasContent: Bool, isInsideElement: Bool, appCarries: Bool) {
    if appCarries {
      self = .app
    } else if isInsideElement {
      self = .nobody(.insideElement)
    } else if isElement {
      self = .view
    } else if !hasContent {
      self = .viewMadeElement
    } else {
      self = .nobody(.contentIsRead)
    }
  }
}
