/// Which element brings a view's actions to assistive technologies: the custom actions a
/// second way offers (a named closure gesture's, a view's swipe actions, a floating view's
/// moves), decided from what the host reports about the view.
///
/// VoiceOver, Switch Control, Voice Control and Full Keyboard Access offer the custom actions
/// of the element they focus, and only its own. A view that is not an accessibility element
/// is never focused (its subviews are read instead), and neither is anything inside an
/// element (the element is read as a whole): custom actions left there are never offered, so
/// a host moves them to an element that is focused wherever there is one.
///
/// ```swift
/// ActionsCarrier(isElement: true, hasContent: true, isInsideElement: false, appCarries: false)
/// // .view
/// ActionsCarrier(isElement: false, hasContent: true, isInsideElement: true, appCarries: false)
/// // .ancestor: the cell around an image carries the image's actions
/// ActionsCarrier(
///   isElement: false, hasContent: true, isInsideElement: false, appCarries: false,
///   canStandIn: true)
/// // .standIn: a floating video window's element, ahead of its buttons
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
  /// The view is not an element but holds content, and the host can stand an element in for
  /// the view as a whole (a floating window): the view becomes an accessibility container
  /// whose first element is that stand-in (the view's frame and label), carrying the actions,
  /// ahead of the view's content, which is read as before.
  case standIn
  /// The view is inside an accessibility element (a cell that is one): the nearest such
  /// ancestor, which is what assistive technologies focus, carries the actions after its
  /// own. A host says once in debug builds that they moved there, as activating that element
  /// does not reach the view.
  case ancestor
  /// The app puts the actions on an element of its own (it says so:
  /// `UIView.carriesGestureAccessibilityActions` in UIKit), or the host's own framework offers
  /// them (SwiftUI's accessibility actions).
  case app
  /// No element offers them: nothing would reach an assistive technology. A host says so
  /// once in debug builds and leaves the view as it is.
  case nobody(Reason)

  /// Why no element offers a view's actions.
  public enum Reason: Hashable, Sendable {
    /// The view is not an element and holds content (subviews) that assistive technologies
    /// read instead: a row with labels, a custom card's content.
    case contentIsRead
  }

  /// Decides where a view's actions go.
  ///
  /// The app's word comes first (``app``); then a view inside an element gives them to that
  /// element, element or not itself (``ancestor``); then an element carries its own
  /// (``view``); then a view with nothing to read becomes one (``viewMadeElement``); then a
  /// view the host can stand an element in for gets one (``standIn``); otherwise nothing
  /// carries them (``nobody(_:)`` ``Reason/contentIsRead``).
  ///
  /// - Parameters:
  ///   - isElement: Whether the view is an accessibility element now (one GestureKit made
  ///     counts).
  ///   - hasContent: Whether it has subviews of the app's (helpers of GestureKit's own
  ///     excluded).
  ///   - isInsideElement: Whether one of its ancestors is an accessibility element.
  ///   - appCarries: Whether the app or the host's framework offers the actions itself.
  ///   - canStandIn: Whether the host can make the view a container whose first element
  ///     stands in for it (a floating view's host can: the view is a window of its own).
  ///     Default `false`: a row or a card is read through its content.
  public init(
    isElement: Bool, hasContent: Bool, isInsideElement: Bool, appCarries: Bool,
    canStandIn: Bool = false
  ) {
    if appCarries {
      self = .app
    } else if isInsideElement {
      self = .ancestor
    } else if isElement {
      self = .view
    } else if !hasContent {
      self = .viewMadeElement
    } else if canStandIn {
      self = .standIn
    } else {
      self = .nobody(.contentIsRead)
    }
  }
}
