#if canImport(SwiftUI) && canImport(UIKit)
  import GestureKit
  import SwiftUI

  /// Closure gestures in SwiftUI: a pad with every gesture (the single tap waits for the
  /// double tap by itself; pan, pinch and rotation run together and move, scale and turn the
  /// pad; a stroke in from its side edges is an edge pan), and a card that opens on a tap whose Like button keeps working and never opens it.
  @MainActor
  struct SwiftUIClosureGesturesScreen: View {
    @State private var log = "Tap, double tap, long press, swipe, pan, pinch or rotate the pad."
    @State private var offset = CGSize.zero
    @State private var scale: CGFloat = 1
    @State private var angle: CGFloat = 0
    @State private var isPressed = false
    @State private var likes = 0
    @State private var opened = 0

    var body: some View {
      VStack(spacing: 20) {
        Text(log)
          .font(.system(.footnote, design: .monospaced))
          .frame(maxWidth: .infinity, minHeight: 48, alignment: .topLeading)

        pad
          .frame(maxWidth: .infinity, maxHeight: .infinity)

        card
      }
      .padding()
      .navigationTitle("Gestures in SwiftUI")
    }

    private var pad: some View {
      RoundedRectangle(cornerRadius: 24)
        .fill(isPressed ? Color.orange : Color.accentColor)
        .overlay(Text("Pad").font(.title).foregroundColor(.white))
        .frame(width: 200, height: 200)
        // One chain, one set: the store relates these gestures. The effects come after it,
        // so the gestures' region moves, scales and turns with the pad.
        .onTap { gesture in
          log = "tap at \(Int(gesture.location.x)), \(Int(gesture.location.y))"
        }
        .onDoubleTap { _ in
          log = "double tap: reset"
          offset = .zero
          scale = 1
          angle = 0
        }
        .onLongPress(
          began: { _ in
            isPressed = true
            log = "long press began"
          },
          ended: { gesture in
            isPressed = false
            log = "long press \(gesture.phase == .cancelled ? "cancelled" : "ended")"
          }
        )
        .onSwipe([.up, .down]) { gesture in
          log = "swipe \(gesture.direction == .up ? "up" : "down")"
        }
        .onPan { gesture in
          offset = CGSize(width: gesture.translation.x, height: gesture.translation.y)
          log = "pan \(gesture.phase): \(Int(gesture.velocity.x)), \(Int(gesture.velocity.y)) pt/s"
          if gesture.phase == .ended || gesture.phase == .cancelled {
            withAnimation(.spring()) { offset = .zero }
          }
        }
        .onEdgePan(edges: [.left, .right]) { gesture in
          // A stroke in from the pad's side edges: the pan waits for it there.
          log = "edge pan from the \(gesture.edge == .left ? "left" : "right") \(gesture.phase)"
        }
        .onPinch { gesture in
          scale = gesture.phase == .ended || gesture.phase == .cancelled ? 1 : gesture.scale
          log = "pinch \(gesture.phase): × \(String(format: "%.2f", Double(gesture.scale)))"
        }
        .onRotate { gesture in
          angle = gesture.phase == .ended || gesture.phase == .cancelled ? 0 : gesture.rotation
          log = "rotate \(gesture.phase): \(Int(Double(gesture.rotation) * 180 / .pi))°"
        }
        .scaleEffect(scale)
        .rotationEffect(.radians(Double(angle)))
        .offset(offset)
    }

    private var card: some View {
      HStack {
        VStack(alignment: .leading) {
          Text("A card").font(.headline)
          Text("Opened \(opened) times").font(.subheadline).foregroundColor(.secondary)
        }
        Spacer()
        Button {
          likes += 1
        } label: {
          Label("\(likes)", systemImage: "heart.fill")
        }
        .buttonStyle(.bordered)
        // Its taps are the button's alone: from iOS 18 SwiftUI offers them to the button
        // first by itself; before, this marker keeps the card's onTap off them.
        .exemptFromClosureGestures()
      }
      .padding()
      .background(RoundedRectangle(cornerRadius: 16).fill(Color(uiColor: .secondarySystemBackground)))
      .onTap { _ in
        opened += 1
        log = "card opened"
      }
    }
  }
#endif
