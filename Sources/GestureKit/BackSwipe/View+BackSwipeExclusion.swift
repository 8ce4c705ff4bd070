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
    /// - Parameter isExcluded: Whether the view is excluded. Default `true`.
    /// - Returns: The view, with an invisible probe behind it that reports its frame.
    public func backSwipeExcluded(_ isExcluded: Bool = true) -> some View {
      // No `.allowsHitTesting(false)`: SwiftUI would turn the wrapper views around the area
      // off, and hit-testing skips a view whose interaction is off with its subtree, so the
      // area would never count (`isHittable`). The area takes no touch itself.
      background(BackSwipeExclusionArea(isExcluded: isExcluded))
    }
  }

  /// An invisible view behind an excluded SwiftUI view, the size of its frame. SwiftUI delivers
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
