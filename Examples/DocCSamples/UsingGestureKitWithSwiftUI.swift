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
        .floating(configuration: .floatingButton, start: .topTrailing)   // start: a UnitPoint of the area
    }
  }

  fileprivate struct PhotoView: View {
    init(_ photo: String) {}
    var body: some View { EmptyView() }
  }

  fileprivate struct PhotoScreen: View {
    let photo = "Beach"
    @State private var offset = CGPoint.zero
    @State private var scale: CGFloat = 1
    @State private var angle: CGFloat = 0
    func toggleChrome() {}
    func zoom(at point: CGPoint) {}
    func showMenu() {}
    func hideMenu() {}
    func dismiss(_ direction: SwipeDirection) {}
    func reveal(_ translation: CGPoint) {}

    var body: some View {
      PhotoView(photo)
        .onTap { _ in toggleChrome() }                       // waits for the double tap
        .onDoubleTap { gesture in zoom(at: gesture.location) }
        .onLongPress(began: { _ in showMenu() }, ended: { _ in hideMenu() })
        .onSwipe([.up, .down]) { gesture in dismiss(gesture.direction) }
        .onPan { gesture in offset = gesture.translation }   // .began/.changed/.ended, velocity
        .onPinch { gesture in scale = gesture.scale }
        .onRotate { gesture in angle = gesture.rotation }
        .onEdgePan { gesture in reveal(gesture.translation) } // in from the leading edge (20 pt)
        .scaleEffect(scale)                                  // effects after the gestures
    }
  }

  fileprivate struct Article { var title = "" }

  fileprivate struct ArticleRow: View {
    let article: Article
    func like(_ article: Article) {}
    func open(_ article: Article) {}

    var body: some View {
      HStack {
        Text(article.title)
        Button("Like") { like(article) }
          .exemptFromClosureGestures()             // needed before iOS 18 only
      }
      .onTap { _ in open(article) }
    }
  }

  fileprivate struct Note { var isLocked = false }
  fileprivate struct NoteView: View {
    init(_ note: Note) {}
    var body: some View { EmptyView() }
  }

  fileprivate struct NoteRow: View {
    let note: Note
    func select(_ note: Note) {}
    func archive(_ note: Note) {}

    var body: some View {
      NoteView(note)
        .onTap { _ in select(note) }
        .onSwipe(.left, isEnabled: !note.isLocked) { _ in archive(note) }   // no `if`
    }
  }

  /// The inbox of the swipe-to-reveal section, in a namespace of its own (the back-swipe
  /// section above has a stand-in `InboxView`).
  fileprivate enum SwipeToRevealSample {
    struct Message: Identifiable { let id = 0 }
    struct MessageRow: View {
      init(_ message: Message) {}
      var body: some View { EmptyView() }
    }
    static func markRead(_ message: Message) {}
    static func toggleFlag(_ message: Message) {}

    @MainActor
    struct InboxView: View {
      @State private var messages: [Message]
      @State private var inbox = SwipeActionsGroupController()   // one open row at a time
      @State private var pending: (Message, @MainActor (Bool) -> Void)?

      var body: some View {
        ScrollView {
          LazyVStack(spacing: 0) {
            ForEach(messages) { message in
              MessageRow(message)
                .background(Color(.systemBackground))           // covers the buttons at rest
                .accessibilityElement(children: .combine)       // VoiceOver offers the actions once
                .swipeToReveal(
                  leading: [SwipeToRevealAction("Read", systemImage: "envelope.open", tint: .blue) {
                    markRead(message)
                  }],
                  trailing: [
                    SwipeToRevealAction("Delete", systemImage: "trash", role: .destructive) { completion in
                      pending = (message, completion)             // a dialog answers: false brings it back
                    },
                    SwipeToRevealAction("Flag", systemImage: "flag", tint: .orange,
                                        keepsOpenAfterTap: true) { toggleFlag(message) },
                  ])
            }
          }
        }
        .swipeToRevealGroup(inbox)        // opening one closes the others; so do scrolling and a touch
      }
    }

    struct CardView: View {
      init(_ card: Int) {}
      var body: some View { EmptyView() }
    }

    @MainActor @ViewBuilder
    static func card(_ card: Int, hide: SwipeToRevealAction) -> some View {
      CardView(card)
        .clipShape(RoundedRectangle(cornerRadius: 12))
        .swipeToReveal(trailing: [hide], options: SwipeActionsOptions(cornerRadius: 12))
    }
  }

  fileprivate struct TodoRow: View {
    var todo: TodosScreen.Todo
    var isEditing: Bool
    var body: some View { EmptyView() }
  }

  fileprivate struct TodosScreen: View {
    func toggleDone(_ id: Todo.ID) {}
    func save() {}

    struct Todo: Identifiable {
      let id = UUID()
      var title: String
      var isDone = false
      var isPinned = false
    }

    @State private var todos: [Todo] = []
    @State private var editing: Todo.ID?

    var body: some View {
      ListGesturesView($todos,
        onComplete: { todo in toggleDone(todo.id) },            // change the item in the binding
        onDelete: { todo in !todo.isPinned },                   // true removes it, false keeps it
        onReorder: { todo, from, to in save() },                // the item, Int indices; after the drop
        onInsert: { index in Todo(title: "") },                 // nil declines: the gap closes
        onBeginEditing: { todo in editing = todo.id },          // right after the insertion
        isCompleted: { todo in todo.isDone }                    // names the complete action
      ) { todo in
        TodoRow(todo: todo, isEditing: editing == todo.id)      // its own @FocusState follows it
      }
    }
  }

  fileprivate struct TodoDetail: View {
    var id: UUID
    var body: some View { EmptyView() }
  }

  @available(iOS 16.0, *)
  fileprivate struct SelectingTodosScreen: View {
    @State private var todos: [TodosScreen.Todo] = []
    @State private var path: [UUID] = []
    func toggleDone(_ id: UUID) {}

    var body: some View {
      NavigationStack(path: $path) {
        ListGesturesView($todos, onComplete: { todo in toggleDone(todo.id) },
                         onSelect: { todo in path.append(todo.id) },
                         isCompleted: { todo in todo.isDone }) { todo in
          TodoRow(todo: todo, isEditing: false)
        }
        .navigationDestination(for: UUID.self) { id in TodoDetail(id: id) }
      }
    }
  }
#endif
