#if canImport(SwiftUI) && canImport(UIKit)
  import GestureKit
  import SwiftUI

  /// Swipe actions in SwiftUI: `.swipeToReveal(leading:trailing:options:)` on the rows of a
  /// `LazyVStack` and on rounded cards, one group for the whole screen (opening one closes
  /// the others, so do scrolling and a touch on the scroll view), a picker for the
  /// transition style, a destructive full swipe the user may decline, a flag that keeps its
  /// row open, and a right-to-left switch.
  @MainActor
  struct SwiftUISwipeToRevealScreen: View {
    /// One message of the list.
    struct Message: Identifiable {
      let id: Int
      var sender: String
      var subject: String
      var isRead = false
      var isFlagged = false
    }

    @State private var messages = (1...30).map { index in
      Message(
        id: index, sender: ["Ana", "Bruno", "Chloé", "Dev", "Emeka"][index % 5],
        subject: "Message \(index): the quarterly numbers, a lunch plan, a question")
    }
    @State private var group = SwipeActionsGroupController()
    @State private var style = SwipeActionsRow.TransitionStyle.border
    @State private var rightToLeft = false
    @State private var status = "Swipe a row or a card."
    /// A destructive full swipe waiting for the user's answer.
    @State private var pendingDeletion: (id: Int, completion: @MainActor (Bool) -> Void)?

    var body: some View {
      ScrollView {
        VStack(alignment: .leading, spacing: 12) {
          controls
          cards
          LazyVStack(spacing: 0) {
            ForEach(messages) { message in
              row(message)
              Divider()
            }
          }
        }
      }
      .swipeToRevealGroup(group)
      .environment(\.layoutDirection, rightToLeft ? .rightToLeft : .leftToRight)
      .navigationTitle("Swipe actions in SwiftUI")
      .toolbar {
        // In the navigation bar, outside the group's screen: a tap there is not a touch
        // outside that only closes, so the button fires.
        ToolbarItem(placement: .navigationBarTrailing) {
          Button("Close All") { group.closeAll() }
        }
      }
      .confirmationDialog(
        "Delete this message?",
        isPresented: Binding(
          get: { pendingDeletion != nil },
          set: { isPresented in
            guard !isPresented else { return }
            // Dismissed: after the chosen button's action, if any, has run. Without a choice
            // (a tap outside the dialog), it is declined and the row comes back.
            DispatchQueue.main.async {
              guard let pending = pendingDeletion else { return }
              pendingDeletion = nil
              status = "Kept message \(pending.id)"
              pending.completion(false)
            }
          }),
        titleVisibility: .visible
      ) {
        Button("Delete", role: .destructive) {
          guard let pending = pendingDeletion else { return }
          pendingDeletion = nil
          messages.removeAll { $0.id == pending.id }
          status = "Deleted message \(pending.id)"
          pending.completion(true)
        }
        Button("Keep", role: .cancel) {
          guard let pending = pendingDeletion else { return }
          pendingDeletion = nil
          status = "Kept message \(pending.id)"
          pending.completion(false)
        }
      }
    }

    private var controls: some View {
      VStack(alignment: .leading, spacing: 8) {
        Picker("Style", selection: $style) {
          Text("Border").tag(SwipeActionsRow.TransitionStyle.border)
          Text("Drag").tag(SwipeActionsRow.TransitionStyle.drag)
          Text("Reveal").tag(SwipeActionsRow.TransitionStyle.reveal)
        }
        .pickerStyle(.segmented)
        Toggle("Right to left", isOn: $rightToLeft)
        Text(status)
          .font(.system(.footnote, design: .monospaced))
      }
      .padding(.horizontal)
    }

    /// Two rounded cards side by side: the buttons' area has the cards' corners.
    private var cards: some View {
      HStack(spacing: 12) {
        ForEach(["Pinned", "Drafts"], id: \.self) { name in
          VStack(alignment: .leading, spacing: 4) {
            Image(systemName: name == "Pinned" ? "pin.fill" : "doc.text")
            Text(name).font(.headline)
          }
          .padding()
          .frame(maxWidth: .infinity, minHeight: 80, alignment: .leading)
          .background(Color(.secondarySystemBackground))
          .clipShape(RoundedRectangle(cornerRadius: 12))
          .accessibilityElement(children: .combine)
          .swipeToReveal(trailing: [hide(name)], options: cardOptions)
        }
      }
      .padding(.horizontal)
    }

    /// A card's Hide: its image a SwiftUI `Image` from iOS 16 (drawn into the button with
    /// `ImageRenderer`), a symbol's name before.
    private func hide(_ name: String) -> SwipeToRevealAction {
      if #available(iOS 16, *) {
        return SwipeToRevealAction("Hide", image: Image(systemName: "eye.slash"), tint: .indigo) {
          status = "Hid \(name)"
        }
      }
      return SwipeToRevealAction("Hide", systemImage: "eye.slash", tint: .indigo) {
        status = "Hid \(name)"
      }
    }

    private var cardOptions: SwipeActionsOptions {
      var options = SwipeActionsOptions()
      options.transitionStyle = style
      options.cornerRadius = 12
      return options
    }

    private var rowOptions: SwipeActionsOptions {
      var options = SwipeActionsOptions()
      options.transitionStyle = style
      options.didOpen = { _, side in status = "Opened \(side)" }
      return options
    }

    private func row(_ message: Message) -> some View {
      HStack(alignment: .top, spacing: 12) {
        Circle()
          .fill(message.isRead ? Color.clear : Color.blue)
          .frame(width: 10, height: 10)
          .padding(.top, 6)
        VStack(alignment: .leading, spacing: 2) {
          HStack {
            Text(message.sender).font(.headline)
            if message.isFlagged { Image(systemName: "flag.fill").foregroundColor(.orange) }
          }
          Text(message.subject).font(.subheadline).foregroundColor(.secondary)
        }
        Spacer(minLength: 0)
      }
      .padding(.horizontal)
      .padding(.vertical, 10)
      .frame(maxWidth: .infinity, alignment: .leading)
      .background(Color(.systemBackground))
      .accessibilityElement(children: .combine)
      .swipeToReveal(
        leading: [
          SwipeToRevealAction(
            message.isRead ? "Unread" : "Read",
            systemImage: message.isRead ? "envelope.badge" : "envelope.open", tint: .blue
          ) {
            toggle(\.isRead, of: message.id)
          }
        ],
        trailing: [
          SwipeToRevealAction("Delete", systemImage: "trash", role: .destructive) { completion in
            pendingDeletion = (message.id, completion)
          },
          SwipeToRevealAction(
            "Flag", systemImage: "flag", tint: .orange, keepsOpenAfterTap: true
          ) {
            toggle(\.isFlagged, of: message.id)
          },
        ], options: rowOptions)
    }

    private func toggle(_ flag: WritableKeyPath<Message, Bool>, of id: Int) {
      guard let index = messages.firstIndex(where: { $0.id == id }) else { return }
      messages[index][keyPath: flag].toggle()
      status = "Message \(id) updated"
    }
  }
#endif
