#if canImport(SwiftUI) && canImport(UIKit)
  import GestureCore
  import SwiftUI
  import UIKit

  extension View {
    /// Keeps the navigation's back swipe off strokes that start on this view: a `Canvas` you
    /// draw on, a `Map`, a board, a game. UIKit's `backSwipeExclusionRects` for SwiftUI.
    ///
    /// ```swift
    /// SketchView()
    ///   .frame(height: 320)
    ///   .backSwipeExcluded()
    /// ```
    ///
    /// On iOS 26 every screen of a navigation stack swipes back from anywhere, so a stroke to
    /// the right on a drawing would also pop the screen. Under this modifier a stroke that
    /// starts on the view (its frame as laid out, wherever it moves) is the view's, under every
    /// policy, while the rest of the screen keeps going back. The leading edge band (20 pt, or
    /// the configured edge width) stays the back swipe's, so a screen covered by the view still
    /// has a way back; a screen that must never go back takes
    /// ``SwiftUI/View/backSwipePolicy(_:)`` `.disabled` under ``SwiftUI/View/backSwipe(_:)``.
    ///
    /// From iOS 18 the view's own hit-testing decides, as for SwiftUI's gestures: a
    /// recognizer that claims the stroke is attached to the view by SwiftUI
    /// (`UIGestureRecognizerRepresentable`), so the stroke is excluded where SwiftUI would
    /// deliver the touch to the view: not on its transparent parts (give it a `contentShape`),
    /// not where other content is drawn over it, and not while it is disabled
    /// (`disabled(_:)`) or out of hit-testing, when it reads no touch. Before iOS 18 an
    /// invisible view behind it reports its frame, and the whole frame is excluded wherever
    /// the view is shown, also where something else is drawn over it.
    ///
    /// - Parameter isExcluded: Whether the view is excluded. Default `true`.
    /// - Returns: The view, with its recognizer (iOS 18) or an invisible probe behind it that
    ///   reports its frame.
    public func backSwipeExcluded(_ isExcluded: Bool = true) -> some View {
      modifier(BackSwipeExclusionModifier(isExcluded: isExcluded))
    }
  }

  /// The exclusion of a SwiftUI view: its own recognizer, attached by SwiftUI, from iOS 18;
  /// an invisible view reporting its frame before.
  struct BackSwipeExclusionModifier: ViewModifier {
    var isExcluded: Bool

    func body(content: Content) -> some View {
      if #available(iOS 18.0, *) {
        content.gesture(BackSwipeExclusionGesture(isExcluded: isExcluded))
      } else {
        // No `.allowsHitTesting(false)`: SwiftUI would turn the wrapper views around the area
        // off, and hit-testing skips a view whose interaction is off with its subtree, so the
        // area would never count (`isHittable`). The area takes no touch itself.
        content.background(BackSwipeExclusionArea(isExcluded: isExcluded))
      }
    }
  }

  /// The recognizer of an excluded SwiftUI view, attached to it by SwiftUI (iOS 18): SwiftUI
  /// offers it the touches its hit-testing gives the view, and it keeps the navigation's back
  /// recognizers from the strokes that start there (``BackSwipeExclusionRecognizer``). Off
  /// while the view is not excluded: UIKit offers a disabled recognizer no touch.
  @available(iOS 18.0, *)
  struct BackSwipeExclusionGesture: UIGestureRecognizerRepresentable {
    var isExcluded: Bool

    func makeUIGestureRecognizer(context: Context) -> BackSwipeExclusionRecognizer {
      let recognizer = BackSwipeExclusionRecognizer(offeredByHitTesting: true)
      recognizer.isEnabled = isExcluded
      return recognizer
    }

    func updateUIGestureRecognizer(_ recognizer: BackSwipeExclusionRecognizer, context: Context) {
      if recognizer.isEnabled != isExcluded { recognizer.isEnabled = isExcluded }
    }
  }

  /// An invisible view behind an excluded SwiftUI view before iOS 18, the size of its frame.
  /// SwiftUI delivers
  /// the view's touches to the hosting view it draws in, so the exclusion is the hosting view's:
  /// this view adds itself to it (its frame, in window coordinates when a touch lands) and
  /// takes itself off when it leaves the window or stops being excluded.
  @MainActor
  struct BackSwipeExclusionArea: UIViewRepresentable {
    var isExcluded: Bool

    func makeUIView(context: Context) -> AreaView {
      AreaView(isExcluded: isExcluded)
    }

    func updateUIView(_ view: AreaView, context: Context) {
      view.isExcluded = isExcluded
    }

    /// No touches, nothing for VoiceOver: it only reports where the view is.
    @MainActor
    final class AreaView: InvisibleHelperView {
      var isExcluded: Bool {
        didSet { if isExcluded != oldValue { register() } }
      }
      private weak var host: UIView?

      init(isExcluded: Bool) {
        self.isExcluded = isExcluded
        super.init()
      }

      override func didMoveToWindow() {
        super.didMoveToWindow()
        register()
      }

      private func register() {
        if let host, let exclusion = host.exclusionForAreas {
          exclusion.areas.remove(self)
          exclusion.install()
        }
        host = nil
        guard isExcluded, window != nil, let hosting = hostingView else { return }
        let exclusion = hosting.exclusionForAreas ?? BackSwipeExclusion(view: hosting)
        exclusion.areas.add(self)
        exclusion.install()
        host = hosting
      }
    }
  }
#endif
