#if canImport(SwiftUI) && canImport(UIKit)
  import GestureKit
  import SwiftUI

  /// A floating player in SwiftUI: `.floating(anchors:…)` on a SwiftUI view, flung to the
  /// nearest corner or side of the safe area, with its final frame and anchor shown after the
  /// spring settles. Its play button keeps working: a tap plays or pauses, a drag that starts
  /// on it moves the player.
  @MainActor
  struct SwiftUIFloatingScreen: View {
    @State private var corners = true
    @State private var isPlaying = true
    @State private var status = "Drag or flick the window."
    @State private var text = ""

    var body: some View {
      ZStack {
        VStack(spacing: 16) {
          Picker("Anchors", selection: $corners) {
            Text("Corners").tag(true)
            Text("Sides").tag(false)
          }
          .pickerStyle(.segmented)
          TextField("Type here: the window avoids the keyboard", text: $text)
            .textFieldStyle(.roundedBorder)
          Text(status)
            .font(.system(.footnote, design: .monospaced))
            .frame(maxWidth: .infinity, alignment: .leading)
        }
        .padding()

        player
          .floating(anchors: corners ? .corners : .sides) { frame, anchor in
            status = "Rests at \(Int(frame.minX)), \(Int(frame.minY)) against \(anchor)"
          }
      }
      .navigationTitle("Floating in SwiftUI")
    }

    private var player: some View {
      ZStack(alignment: .topLeading) {
        Color.black
        Text("● LIVE")
          .font(.caption)
          .foregroundColor(.white)
          .padding(8)
        Button {
          isPlaying.toggle()
          status = isPlaying ? "Playing" : "Paused"
        } label: {
          Image(systemName: isPlaying ? "pause.fill" : "play.fill")
            .foregroundColor(.white)
            .frame(width: 44, height: 44)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
      }
      .frame(width: 160, height: 90)
      .clipShape(RoundedRectangle(cornerRadius: 12))
      .accessibilityLabel("Live player")
    }
  }
#endif
