#if canImport(SwiftUI) && canImport(UIKit)
  import GestureKit
  import SwiftUI

  /// Swipe back in SwiftUI: a navigation stack of its own (presented full screen from the
  /// menu, since a SwiftUI stack inside the app's UIKit navigation controller would nest two
  /// navigation controllers), with `.backSwipe(_:)` on its root, a page whose back button is
  /// hidden and replaced, and a canvas that opts out.
  ///
  /// On iOS 16 and later the stack is a `NavigationStack`, before that a `NavigationView`
  /// with the stack style: both are a `UINavigationController`, and the same modifier works
  /// on both.
  @MainActor
  struct SwiftUIBackSwipeScreen: View {
    /// Dismisses the screen (the menu presented it).
    var close: () -> Void
    @State private var fullScreen = false

    var body: some View {
      if #available(iOS 16, *) {
        NavigationStack { root }
      } else {
        NavigationView { root }
          .navigationViewStyle(.stack)
      }
    }

    private var root: some View {
      List {
        Section {
          Picker("Swipe from", selection: $fullScreen) {
            Text("Edge").tag(false)
            Text("Full screen").tag(true)
          }
          .pickerStyle(.segmented)
        } footer: {
          Text("Calling .backSwipe again with a new value only changes the configuration.")
        }
        NavigationLink(destination: SwiftUICustomBackPage()) {
          Text("A page with a custom back button")
        }
        NavigationLink(destination: SwiftUICanvasPage()) {
          Text("A canvas that opts out")
        }
        NavigationLink(destination: SwiftUISketchPadPage()) {
          Text("A sketch pad excluded from the swipe back")
        }
      }
      .navigationTitle("Swipe back")
      .toolbar {
        ToolbarItem(placement: .cancellationAction) {
          Button("Close", action: close)
        }
      }
      // Once, on the stack's root: the swipe belongs to the whole stack.
      .backSwipe(fullScreen ? .fullScreen : .edge)
    }
  }

  /// `navigationBarBackButtonHidden(true)` with a back button of its own: UIKit turns its
  /// edge swipe off for such a screen; under `.backSwipe()` it keeps working.
  @MainActor
  struct SwiftUICustomBackPage: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
      Text("The system back button is hidden, yet the edge swipe still pops this page.")
        .multilineTextAlignment(.center)
        .padding()
        .navigationTitle("Custom back")
        .navigationBarBackButtonHidden(true)
        .toolbar {
          ToolbarItem(placement: .navigationBarLeading) {
            Button {
              dismiss()
            } label: {
              Label("Back", systemImage: "chevron.backward.circle.fill")
            }
          }
        }
    }
  }

  /// A sketch pad whose horizontal drags are its own: `.allowsBackSwipe(false)`.
  @MainActor
  struct SwiftUICanvasPage: View {
    var body: some View {
      SketchCanvas()
      .overlay(alignment: .top) {
        Text("Draw from the edge: this page opted out of the swipe back.")
          .font(.footnote)
          .padding(8)
      }
      .navigationTitle("Canvas")
      .allowsBackSwipe(false)
    }
  }

  /// A page with a sketch pad: strokes that start on the pad are the pad's (iOS 26's
  /// full-screen swipe back included); the rest of the page, and the leading edge, go back.
  @MainActor
  struct SwiftUISketchPadPage: View {
    var body: some View {
      VStack(spacing: 16) {
        Text("Swipe right here to go back; draw on the pad below.")
          .font(.footnote)
        SketchCanvas()
          .frame(height: 320)
          .backSwipeExcluded()
        Spacer()
      }
      .padding(.horizontal, 40)
      .navigationTitle("Sketch pad")
    }
  }

  /// A surface that draws where the finger goes: SwiftUI's own drag, raw strokes.
  @MainActor
  struct SketchCanvas: View {
    @State private var strokes: [[CGPoint]] = []

    var body: some View {
      Canvas { context, _ in
        for stroke in strokes {
          var path = Path()
          path.addLines(stroke)
          context.stroke(path, with: .color(.accentColor), lineWidth: 4)
        }
      }
      .background(Color(uiColor: .secondarySystemBackground))
      .gesture(
        DragGesture(minimumDistance: 0)
          .onChanged { value in
            if value.translation == .zero { strokes.append([]) }
            strokes[strokes.count - 1].append(value.location)
          }
      )
    }
  }
#endif
