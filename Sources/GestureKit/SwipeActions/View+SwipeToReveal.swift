#if canImport(SwiftUI) && canImport(UIKit)
  import GestureCore
  import SwiftUI
  import UIKit

  extension View {
    /// Gives this view swipe-to-reveal actions, on any view (a row of a `LazyVStack` in a
    /// `ScrollView`, a card in a grid, a form row): a horizontal swipe moves the view aside
    /// and uncovers buttons behind it, Mail-style.
    ///
    /// ```swift
    /// @State private var inbox = SwipeActionsGroupController()   // one open row at a time
    ///
    /// ScrollView {
    ///   LazyVStack(spacing: 0) {
    ///     ForEach(messages) { message in
    ///       MessageRow(message)
    ///         .background(Color(.systemBackground))   // covers the buttons at rest
    ///         .swipeToReveal(
    ///           leading: [SwipeToRevealAction("Read", systemImage: "envelope.open", tint: .blue) {
    ///             markRead(message)
    ///           }],
    ///           trailing: [SwipeToRevealAction("Delete", systemImage: "trash", role: .destructive) {
    ///             delete(message)
    ///           }])
    ///     }
    ///   }
    /// }
    /// .swipeToRevealGroup(inbox)
    /// ```
    ///
    /// The name is not `swipeActions`: SwiftUI's own
    /// `swipeActions(edge:allowsFullSwipe:content:)` (iOS 15) works on `List` rows only, and
    /// a GestureKit overload of that name would shadow or collide with it in autocompletion
    /// and code review. In a `List`, use SwiftUI's; everywhere else, this.
    ///
    /// What it does is the UIKit family's `UIView.swipeActions(leading:trailing:options:)`,
    /// with every decision GestureCore's `SwipeActionsStore`: the 1:1 drag and the rubber
    /// band past the buttons, the release projected with its velocity to open or close, the
    /// spring, the full swipe past 60 % of the width (its haptic, the destructive slide
    /// off-screen and the way back when the handler declines), the border, drag and reveal
    /// styles, one open view per group (closed by opening another, by a touch on another or
    /// elsewhere on the screen, and by scrolling the scroll view around them). Leading and trailing follow the
    /// environment's `layoutDirection`. VoiceOver offers every action as a named action of
    /// the view (`accessibilityAction(named:)`): make the row one accessibility element
    /// (`.accessibilityElement(children: .combine)`) so that VoiceOver offers them once.
    ///
    /// ## The bridge
    /// The modifier puts a `UIViewControllerRepresentable` in the view's place. Its view
    /// clips to its bounds and holds a row view that gets the UIKit family's swipe actions;
    /// the row shows this view through a `UIHostingController`, so the live SwiftUI content
    /// slides (its `@State` and animations keep running) and nothing about the swipe is
    /// decided or animated in SwiftUI. The other possible bridge, SwiftUI drawing the row from
    /// the store's state with touches from a probe and frames from a display link, would
    /// have rebuilt in SwiftUI what the UIKit family already carries (buttons, their widths
    /// and styles, the group and its scroll views, haptics, the handlers' answers), with
    /// another clock to keep in step; this one adds only sizing and mapping.
    ///
    /// The springs are the store's, on the UIKit family's display link: the row view's
    /// transform follows the store's offset on each display frame, one clock for the whole
    /// motion, never a SwiftUI animation.
    ///
    /// ## Layout
    /// The row takes the width it is offered and the height its content needs at that width
    /// (its ideal width where the width is unbounded, as in a horizontal `ScrollView`),
    /// measured with the hosting controller's `sizeThatFits(in:)`: through the
    /// representable's `sizeThatFits(_:uiViewController:context:)` on iOS 16 and later, and
    /// on iOS 15 through the container's `intrinsicContentSize`, invalidated when the content
    /// or the width changes. Give the content a background: the buttons are behind it.
    /// The hosted content receives the environment of the place the modifier is used.
    ///
    /// ## Updates
    /// A new body with the same buttons and options (new handlers, other content) leaves the
    /// row where it is: handlers and callbacks are looked up when they run. A change to what
    /// the buttons show (a title, an image, a tint, a role, their number) or to the options
    /// configures the UIKit family again, which puts the row at rest closed at once; while
    /// the row is away from rest (open, dragged, springing, off-screen after a full swipe)
    /// that change waits until it is back at rest closed.
    ///
    /// - Parameters:
    ///   - leading: The leading actions, outermost first (the first is the full swipe's).
    ///     Default none.
    ///   - trailing: The trailing actions, outermost first. Default none.
    ///   - options: The UIKit family's options: button widths, transition style
    ///     (`.border`, `.drag`, `.reveal`), full swipe per side, corner radius of the
    ///     buttons' area (give a rounded card its radius: the row view itself has none),
    ///     haptic, group, callbacks (their `UIView` is the row view). Default
    ///     `SwipeActionsOptions()`. A group in the options wins over the environment's
    ///     (``SwiftUI/View/swipeToRevealGroup(_:)``).
    /// - Returns: The view, swipeable.
    public func swipeToReveal(
      leading: [SwipeToRevealAction] = [], trailing: [SwipeToRevealAction] = [],
      options: SwipeActionsOptions = SwipeActionsOptions()
    ) -> some View {
      SwipeToRevealRow(content: self, leading: leading, trailing: trailing, options: options)
    }

    /// Puts every ``SwiftUI/View/swipeToReveal(leading:trailing:options:)`` inside this view
    /// into one group: at most one of them is open, and opening or dragging one, touching
    /// another or anything else on the screen, or scrolling the scroll view around them,
    /// closes the open one (the touch that closes fires nothing, as in Mail).
    ///
    /// ```swift
    /// @State private var cards = SwipeActionsGroupController()
    ///
    /// ScrollView { LazyVGrid(columns: columns) { ForEach(items) { CardView($0).swipeToReveal(…) } } }
    ///   .swipeToRevealGroup(cards)
    /// Button("Close all") { cards.closeAll() }
    /// ```
    ///
    /// Keep the group in `@State` (or a model), so that it lives as long as the screen.
    ///
    /// - Parameter group: The group, or `nil` for none (each view on its own).
    /// - Returns: The view, with the group in its environment.
    public func swipeToRevealGroup(_ group: SwipeActionsGroupController?) -> some View {
      environment(\.swipeToRevealGroup, group)
    }
  }

  /// The environment key of the group of ``SwiftUI/View/swipeToReveal(leading:trailing:options:)``.
  private struct SwipeToRevealGroupKey: EnvironmentKey {
    static let defaultValue: SwipeActionsGroupController? = nil
  }

  extension EnvironmentValues {
    /// The group that the swipeable views below join when their options name none (see
    /// ``SwiftUI/View/swipeToRevealGroup(_:)``). Default `nil`.
    public var swipeToRevealGroup: SwipeActionsGroupController? {
      get { self[SwipeToRevealGroupKey.self] }
      set { self[SwipeToRevealGroupKey.self] = newValue }
    }
  }

  /// The representable in the place of a swipeable SwiftUI view.
  ///
  /// Not main-actor isolated as a whole: a view modifier makes it, and `View` is not
  /// main-actor isolated in the iOS 16.5 SDK (only `body` is). Its UIKit methods are.
  struct SwipeToRevealRow<Content: View>: UIViewControllerRepresentable {
    var content: Content
    var leading: [SwipeToRevealAction]
    var trailing: [SwipeToRevealAction]
    var options: SwipeActionsOptions

    @MainActor
    func makeUIViewController(context: Context) -> SwipeToRevealController<Content> {
      let controller = SwipeToRevealController<Content>()
      update(controller, context: context)
      return controller
    }

    @MainActor
    func updateUIViewController(_ controller: SwipeToRevealController<Content>, context: Context) {
      update(controller, context: context)
    }

    @available(iOS 16.0, *)
    @MainActor
    func sizeThatFits(
      _ proposal: ProposedViewSize, uiViewController: SwipeToRevealController<Content>,
      context: Context
    ) -> CGSize? {
      uiViewController.fittingSize(width: proposal.width)
    }

    @MainActor
    private func update(_ controller: SwipeToRevealController<Content>, context: Context) {
      var options = options
      if options.group == nil { options.group = context.environment.swipeToRevealGroup }
      controller.update(
        root: SwipeToRevealRoot(
          content: content, environment: context.environment, leading: leading,
          trailing: trailing, link: controller.link),
        leading: leading, trailing: trailing, options: options,
        rightToLeft: context.environment.layoutDirection == .rightToLeft)
    }
  }

  /// The hosting controller's root: the content with the environment of the place the
  /// modifier is used (a hosting controller starts from an empty one), out of the safe area
  /// (the row's own business), with the actions as VoiceOver actions.
  struct SwipeToRevealRoot<Content: View>: View {
    var content: Content
    var environment: EnvironmentValues
    var leading: [SwipeToRevealAction]
    var trailing: [SwipeToRevealAction]
    var link: SwipeToRevealLink

    var body: some View {
      var view = AnyView(content)
      for (side, actions) in [(SwipeActions.Side.leading, leading), (.trailing, trailing)] {
        for index in actions.indices {
          // Each goes to the store as a tap on its button, as the UIKit family's custom
          // actions do (performed without moving when the row is closed).
          view = AnyView(
            view.accessibilityAction(named: Text(actions[index].accessibilityName)) {
              [link] in link.controller?.performAccessibilityAction(side, index: index)
            })
        }
      }
      return
        view
        .environment(\.self, environment)
        .ignoresSafeArea()
    }
  }
#endif
