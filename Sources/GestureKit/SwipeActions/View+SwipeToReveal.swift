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
    /// SwiftUI draws the view where the modifier is used, in the app's own view tree: its
    /// `@State`, animations, `NavigationLink`s, preferences, focus and environment behave as
    /// anywhere else, and its size and layout are its own. The modifier moves it with
    /// `offset`, to the offset GestureCore's `SwipeActionsStore` publishes on each display
    /// frame (never a SwiftUI animation: one clock for the whole motion). Behind it, an
    /// invisible `UIViewRepresentable` with the view's frame gets the UIKit family's swipe
    /// actions: their buttons are drawn behind the view, inside that representable's own
    /// view (never in SwiftUI's views around it). The view is clipped to its place only while
    /// it is away from rest (so it slides under its edges, and shadows and badges show at
    /// rest). Give the content a background: the buttons are behind it. While it is away
    /// from rest, the view takes no touches itself: where it is drawn, a touch drags or
    /// closes the row (a tap only closes it, as in Mail: its buttons and links fire nothing),
    /// and the part slid past the row's edges, hidden by the clip, takes none (what is beside
    /// the row, a neighbouring card, keeps its taps), so its context menu opens only at rest.
    /// At rest its hit area is its own.
    ///
    /// From iOS 18 the row's recognizers (its drag, its close tap, its touch observer and the
    /// trackpad's scroll) are attached to the content where it is drawn, by SwiftUI itself
    /// (`UIGestureRecognizerRepresentable`), and kept for as long as the view lives: SwiftUI
    /// offers them only the touches its own hit-testing gives the content, so other SwiftUI
    /// content drawn over the row (a pinned header, a bar in a `safeAreaInset`, a `floating`
    /// view) keeps its touches, gestures inside the row go first, and `disabled(_:)` turns
    /// them off. Before iOS 18 they go on the hosting view the content is drawn in, taking
    /// only the touches on the view where it is drawn and shown (not where a scroll view
    /// clips it away, nor while it is hidden, transparent, out of hit-testing or disabled),
    /// read from the flags of the UIKit views SwiftUI wraps the representable in, the flags
    /// UIKit's own hit-testing reads: SwiftUI has no public way to ask whether it draws a view,
    /// so there, other SwiftUI content drawn over the row does not stop its swipe; only a
    /// `floating` view does (inside its frame the rows neither swipe nor close, and its
    /// controls keep their taps).
    ///
    /// ## Updates
    /// A new body with the same buttons and options (new handlers, other content) leaves the
    /// row where it is: handlers and callbacks are looked up when they run. A change to what
    /// the buttons show (a title, an image, a tint, a role, their number) reaches the UIKit
    /// family at once and leaves the row where it is too (an open row springs to its new
    /// width, or closes when its side has no action left; a drag goes on), so a button, and
    /// the VoiceOver action of the same name, always runs the action it shows. A change to
    /// the options' configuration or group puts the row at rest closed. The context menu
    /// (``SwipeActionsOptions/showsContextMenu``) is attached only while it has items, so
    /// that an app's own `.contextMenu` around the row opens where the row has none: the
    /// option turned on or off, the row's first action added or its last removed, or the row
    /// disabled or enabled again (`disabled(_:)`: a disabled row offers nothing) makes the
    /// content anew, its `@State` with it: keep state that must survive that above the row.
    ///
    /// - Parameters:
    ///   - leading: The leading actions, outermost first (the first is the full swipe's).
    ///     Default none.
    ///   - trailing: The trailing actions, outermost first. Default none.
    ///   - options: The UIKit family's options: button widths, transition style
    ///     (`.border`, `.drag`, `.reveal`), full swipe per side, corner radius of the
    ///     buttons' area (give a rounded card its radius: the view behind the content has
    ///     none), haptic, group, callbacks (their `UIView` is the invisible view behind the
    ///     content, with its frame at rest). Default
    ///     `SwipeActionsOptions()`. A group in the options wins over the environment's
    ///     (``SwiftUI/View/swipeToRevealGroup(_:)``); with neither, the view joins the group
    ///     its screen keeps for the views that name none, so one of them is open at a time
    ///     (give a view a `SwipeActionsGroupController()` of its own to keep it apart).
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
    /// closes the open one. A touch in the scroll view around them, on another row or
    /// between rows, only closes (it fires nothing, as in Mail); one outside it (a bar in a
    /// `safeAreaInset`, a floating button, a control beside cards that no scroll view
    /// surrounds) also reaches what it touched.
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
    /// Without one, the swipeable views of a screen already share the group the screen keeps
    /// for them: name a group to join views of several screens, to call ``SwipeActionsGroupController/closeAll(animated:)``,
    /// or to keep two sets apart.
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

  /// A swipeable SwiftUI view: the content with the actions as VoiceOver actions, drawn
  /// where the store puts it, over the probe that carries the UIKit family.
  struct SwipeToRevealRow<Content: View>: View {
    var content: Content
    var leading: [SwipeToRevealAction]
    var trailing: [SwipeToRevealAction]
    var options: SwipeActionsOptions
    @StateObject private var motion = SwipeToRevealMotion()
    @Environment(\.swipeToRevealGroup) private var group
    @Environment(\.layoutDirection) private var layoutDirection
    @Environment(\.isEnabled) private var isEnabled
    @Environment(\.colorScheme) private var colorScheme
    @Environment(\.dynamicTypeSize) private var dynamicTypeSize

    var body: some View {
      var options = options
      if options.group == nil { options.group = group }
      return SwipeToRevealDrawn(
        drawing: motion.drawing, content: withMenu(accessible(content), options: options),
        layoutDirection: layoutDirection
      )
      // The recognizers on what is drawn, offset included: from iOS 18 SwiftUI hit-tests
      // the content where it is.
      .modifier(SwipeToRevealGestures(motion: motion))
      .background(
        SwipeToRevealProbe(
          motion: motion, leading: leading, trailing: trailing, options: options,
          rightToLeft: layoutDirection == .rightToLeft, isEnabled: isEnabled,
          iconLook: SwipeToRevealIconLook(
            colorScheme: colorScheme, dynamicTypeSize: dynamicTypeSize)))
    }

    /// The content with the actions in a context menu (a long press, a secondary click),
    /// unless `options.showsContextMenu` is off or the store offers none (no action, or a
    /// disabled row): the order the store offers them in (reading order across the row),
    /// destructive ones with the destructive role, each performed as a tap on its button.
    /// Every open row of the group closes as the menu appears.
    @MainActor
    private func withMenu(_ content: AnyView, options: SwipeActionsOptions) -> AnyView {
      // The menu is attached only while it has items: Apple documents that menu content
      // producing nothing deactivates a `contextMenu`, not that the press then goes on to a
      // `contextMenu` around the row, and on a device an inner one, even empty, can keep the
      // long press and the secondary click from the app's own. The cost is a structural
      // branch: SwiftUI keeps a view's identity, and its `@State`, focus and tasks, only
      // while its type stays the same (an `AnyView` compares the type it wraps), so the menu
      // coming or going (the option, the first action or the last, `disabled(_:)`: the
      // store offers a disabled row nothing) makes the content anew.
      let order =
        options.showsContextMenu
        ? SwipeActionsRow.offeredOrder(
          leading: leading.count, trailing: trailing.count, isEnabled: isEnabled) : []
      guard !order.isEmpty else { return content }
      let items = order.map { item in
        (side: item.side, index: item.index,
         action: item.side == .leading ? leading[item.index] : trailing[item.index])
      }
      return AnyView(
        content.contextMenu {
          ForEach(items.indices, id: \.self) { item in
            Button(role: items[item].action.role) { [motion] in
              motion.controller?.performAccessibilityAction(
                items[item].side, index: items[item].index)
            } label: {
              items[item].action.menuLabel
            }
          }
          // The menu's items appear as the menu opens: the open rows close then.
          .onAppear { [motion] in motion.controller?.menuWillAppear() }
        })
    }

    /// The content with every action as a VoiceOver action. Each goes to the store as a tap
    /// on its button, as the UIKit family's custom actions do (performed without moving when
    /// the row is closed).
    @MainActor
    private func accessible(_ content: Content) -> AnyView {
      if #available(iOS 16, *) {
        // One type whatever the number of actions: SwiftUI keeps a view's identity, and its
        // `@State`, focus and tasks, only while its type stays the same, and an `AnyView`
        // compares the type it wraps.
        // In the order the store offers them, the context menu's.
        let named = SwipeActionsRow.offeredOrder(
          leading: leading.count, trailing: trailing.count, isEnabled: isEnabled
        )
        .map { item in
            let actions = item.side == .leading ? leading : trailing
            return (side: item.side, index: item.index, name: actions[item.index].accessibilityName)
          }
        return AnyView(
          content.accessibilityActions {
            ForEach(named.indices, id: \.self) { item in
              Button { [motion] in
                motion.controller?.performAccessibilityAction(named[item].side, index: named[item].index)
              } label: {
                named[item].name
              }
            }
          })
      }
      // Before iOS 16 each action is a modifier of its own, so the content is made anew when
      // their number changes (documented).
      var view = AnyView(content)
      for item in SwipeActionsRow.offeredOrder(
        leading: leading.count, trailing: trailing.count, isEnabled: isEnabled)
      {
        let (side, index) = (item.side, item.index)
        let actions = side == .leading ? leading : trailing
        view = AnyView(
          view.accessibilityAction(named: actions[index].accessibilityName) {
            [motion] in motion.controller?.performAccessibilityAction(side, index: index)
          })
      }
      return view
    }
  }

  /// The content, offset by the store's offset and clipped to its place while it is away from
  /// rest: the one view evaluated again on each display frame of a swipe.
  ///
  /// The offset is applied in a left-to-right frame, whatever the environment's direction,
  /// so that it is UIKit's (screen x, the store's); the content gets the environment's
  /// direction back.
  struct SwipeToRevealDrawn: View {
    @ObservedObject var drawing: SwipeToRevealDrawing
    var content: AnyView
    var layoutDirection: LayoutDirection

    var body: some View {
      let isAtRest = drawing.offset == 0
      return content
        .environment(\.layoutDirection, layoutDirection)
        // SwiftUI's clip shapes limit drawing, not hit-testing, and `offset` moves the
        // content's hit area with it: clipped or not, the part that slid past the row's edge
        // would still take the touches meant for what is beside the row (a card next to it
        // in a grid). Only a `contentShape` on a parent bounds its children's hit-testing,
        // and a content shape replaces the content's own hit area (its transparent gaps
        // become hits, a badge drawn past its bounds does not), so none is applied at rest.
        // Away from rest the content takes no touch at all (`allowsHitTesting(false)` turns
        // off hit-testing for everything inside it, without making it anew: same type, same
        // identity, same `@State`) and the hit area below stands for it.
        .allowsHitTesting(isAtRest)
        .offset(x: drawing.offset)
        // Away from rest, the part of the row's place the content covers takes its touches:
        // the row's own recognizers, attached to this view by SwiftUI from iOS 18, are
        // offered only what SwiftUI's hit-testing gives it, so a drag or a tap on the open
        // row still moves or closes it (a tap on an open row only closes it, as in Mail).
        // `offset` moves the drawing, not the layout: the background keeps the row's place.
        // The part the content uncovered is left to the UIKit buttons behind it.
        .background(
          Color.clear
            .contentShape(SwipeToRevealHitShape(offset: drawing.offset))
            .allowsHitTesting(!isAtRest)
            .accessibilityHidden(true))
        // Each display frame's offset is the store's, not a step to animate towards: an
        // ancestor's `animation(_:)` or a transaction in flight would make the content lag
        // the UIKit buttons behind it.
        .animation(nil, value: drawing.offset)
        .environment(\.layoutDirection, .leftToRight)
        .clipShape(SwipeToRevealClip(isClipping: !isAtRest))
    }
  }

  /// Where the content is drawn while it is away from rest: the row's place (`rect`, in
  /// left-to-right coordinates) moved by the store's offset, within that place. Empty once
  /// the content has slid out of it.
  struct SwipeToRevealHitShape: Shape {
    var offset: CGFloat

    func path(in rect: CGRect) -> Path {
      let drawn = rect.offsetBy(dx: offset, dy: 0).intersection(rect)
      return drawn.isNull || drawn.isEmpty ? Path() : Path(drawn)
    }
  }

  /// The row's place while it is away from rest (the content slides under its edges), and
  /// no clip at rest (shadows and badges drawn past the view's bounds show).
  struct SwipeToRevealClip: Shape {
    var isClipping: Bool

    func path(in rect: CGRect) -> Path {
      // A rectangle far larger than any screen clips nothing.
      Path(isClipping ? rect : rect.insetBy(dx: -100_000, dy: -100_000))
    }
  }
#endif
