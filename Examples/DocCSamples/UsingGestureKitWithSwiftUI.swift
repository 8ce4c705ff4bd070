// The Swift code blocks of Sources/GestureKit/GestureKit.docc/UsingGestureKitWithSwiftUI.md, in
// the order they appear there, with what they need declared just before. scripts/check-doc-samples
// checks that every block is here; the iOS type-check (scripts/typecheck-ios) compiles this file.

#if canImport(UIKit)
  import GestureKit
  import SwiftUI
#endif

#if canImport(UIKit)
  fileprivate struct InboxView: View { var body: some View { EmptyView() } }
  fileprivate struct MessageBody: View { var body: some View { EmptyView() } }
  fileprivate struct SketchView: View { var body: some View { EmptyView() } }
  fileprivate struct ConversationView: View { var body: some View { EmptyView() } }
  fileprivate struct ChannelView: View { var body: some View { EmptyView() } }
  fileprivate struct LivePlayer: View { var body: some View { EmptyView() } }
  fileprivate struct DebugBubble: View { var body: some View { EmptyView() } }

  @available(iOS 16.0, *)
  @MainActor @ViewBuilder
  fileprivate func backSwipeScreens() -> some View {
    NavigationStack {
      InboxView()
        .backSwipe()                       // once, on the root: the swipe is the whole stack's
    }
  }

  struct MessageView: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
      MessageBody()
        .navigationBarBackButtonHidden(true)   // UIKit turns its edge swipe off here…
        .toolbar {
          ToolbarItem(placement: .navigationBarLeading) {
            Button("Inbox") { dismiss() }      // …GestureKit keeps it working
          }
        }
    }
  }

  @MainActor @ViewBuilder
  fileprivate func policies() -> some View {
    SketchView()
      .backSwipePolicy(.disabled)          // this screen needs its horizontal drags
    ConversationView()
      .backSwipePolicy(.edgeOnly)          // rows swipe to reply: back from the edge only

    NavigationView { InboxView().backSwipe(.fullScreen) }   // from anywhere on the screen
      .navigationViewStyle(.stack)
  }

  fileprivate struct FloatingScreen: View {
    @State private var savedCorner: DraggableStore.Anchor?

    var body: some View {
      ZStack {
        ChannelView()
        LivePlayer()
          .frame(width: 160, height: 90)           // give it a size: it gets its ideal size
          .floating(anchors: .corners, margin: 12,
                    insets: EdgeInsets(top: 0, leading: 0, bottom: 49, trailing: 0)) { frame, anchor in
            savedCorner = anchor                     // after the spring settles, once per drag
          }
      }

      DebugBubble()
        .frame(width: 56, height: 56)
        .floating(configuration: .floatingButton, start: .topTrailing)   // every DraggableStore option
    }
  }
#endif
