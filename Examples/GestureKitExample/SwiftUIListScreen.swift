#if canImport(SwiftUI) && canImport(UIKit)
  import GestureKit
  import SwiftUI

  /// A Clear-style to-do list in SwiftUI: `ListGesturesView` bound to an array of to-dos. Swipe
  /// right to complete, left to delete (a pinned to-do is kept: its content slides back),
  /// long-press to reorder, pinch two rows apart to add one and type. The **Add at top**
  /// button changes the array from outside, at any time, a drag included: the list follows
  /// the to-dos by identity.
  @MainActor
  struct SwiftUIListScreen: View {
    struct Todo: Identifiable {
      let id = UUID()
      var title: String
      var isDone = false
      var isPinned = false
    }

    @State private var todos: [Todo] = [
      Todo(title: "Buy milk"), Todo(title: "Call Ana"),
      Todo(title: "Pay rent (pinned: deleting keeps it)", isPinned: true),
      Todo(title: "Book the flight, the hotel and the car for the conference in March"),
      Todo(title: "Water the plants"),
    ]
    @State private var status = "Swipe right: done. Left: delete. Hold: move. Pinch apart: add."
    /// The to-do whose text field has the focus: each row is hosted on its own, so it keeps
    /// its own `@FocusState` and takes the focus when this names it.
    @State private var editing: UUID?

    var body: some View {
      VStack(spacing: 0) {
        ListGesturesView(
          $todos,
          onComplete: { todo in toggleDone(todo.id) },
          onDelete: { todo in
            status = todo.isPinned ? "Kept \"\(todo.title)\": it is pinned" : "Deleted \"\(todo.title)\""
            return !todo.isPinned
          },
          onReorder: { todo, from, to in
            status = "Moved \"\(todo.title)\" from row \(from + 1) to row \(to + 1)"
          },
          onInsert: { index in
            status = "Added a to-do at row \(index + 1)"
            return Todo(title: "")
          },
          onBeginEditing: { todo in editing = todo.id },
          isCompleted: { todo in todo.isDone }
        ) { todo in
          row(todo)
        }
        Text(status)
          .font(.footnote)
          .foregroundColor(.secondary)
          .multilineTextAlignment(.center)
          .frame(maxWidth: .infinity)
          .padding()
      }
      .navigationTitle("List in SwiftUI")
      .toolbar {
        ToolbarItem(placement: .navigationBarTrailing) {
          Button("Add at top") {
            withAnimation { todos.insert(Todo(title: "From outside"), at: 0) }
          }
        }
      }
    }

    /// A row. VoiceOver gets the list's gestures as the cell's actions (done, delete, move up,
    /// move down), through the same callbacks as the gestures.
    private func row(_ todo: Todo) -> some View {
      TodoRow(
        todo: todo, title: title(of: todo.id), isEditing: editing == todo.id,
        endEditing: {
          editing = nil
          removeIfEmpty(todo.id)
        }
      )
    }

    private func title(of id: UUID) -> Binding<String> {
      Binding(
        get: { todos.first { $0.id == id }?.title ?? "" },
        set: { title in
          if let index = todos.firstIndex(where: { $0.id == id }) { todos[index].title = title }
        })
    }

    private func toggleDone(_ id: UUID) {
      guard let index = todos.firstIndex(where: { $0.id == id }) else { return }
      todos[index].isDone.toggle()
    }

    private func removeIfEmpty(_ id: UUID) {
      guard let todo = todos.first(where: { $0.id == id }),
        todo.title.trimmingCharacters(in: .whitespaces).isEmpty
      else { return }
      todos.removeAll { $0.id == id }
    }
  }

  /// A to-do's row: a text field (editing ends on return; a to-do left empty goes), a pin
  /// and a check mark.
  @MainActor
  private struct TodoRow: View {
    let todo: SwiftUIListScreen.Todo
    let title: Binding<String>
    let isEditing: Bool
    let endEditing: () -> Void
    @FocusState private var focused: Bool

    var body: some View {
      HStack {
        TextField("New to-do", text: title)
          .focused($focused)
          .foregroundColor(todo.isDone ? .secondary : .primary)
          .onSubmit(endEditing)
        if todo.isPinned { Image(systemName: "pin.fill").foregroundColor(.orange) }
        if todo.isDone { Image(systemName: "checkmark").foregroundColor(.green) }
      }
      .padding(.horizontal, 16)
      .padding(.vertical, 14)
      .accessibilityElement(children: .combine)
      .onAppear { focused = isEditing }
      .onChange(of: isEditing) { focused = $0 }
    }
  }
#endif
