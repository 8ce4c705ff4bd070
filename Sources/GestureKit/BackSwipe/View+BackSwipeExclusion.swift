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
    /// recognizer attached to the view by SwiftUI (`UIGestureRecognizerRepresentable`) notes
    /// each touch SwiftUI offers the view and fails at once, so it never holds up the
    /// gestures around the view (a scroll view, a button, a `DragGesture`), and the stroke is
    /// excluded where SwiftUI would deliver the touch to the view: not on its transparent
    /// parts (give it a `contentShape`), not where other content is drawn over it, and not
    /// while it is disabled (`disabled(_:)`) or out of hit-testing, when it reads no touch.
    /// The hosting view's own exclusion recognizer, outside SwiftUI's gestures, keeps the back
    /// recognizers off those strokes. Before iOS 18 an
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
        // The gesture notes the touches SwiftUI offers the view; the area behind it keeps the
        // hosting view's exclusion recognizer installed before any touch comes (a recognizer
        // added while a touch is down never sees that touch).
        content
          .gesture(BackSwipeExclusionGesture(isExcluded: isExcluded))
          .background(BackSwipeExclusionArea(isExcluded: isExcluded, isHitTested: true))
      } else {
        // No `.allowsHitTesting(false)`: SwiftUI would turn the wrapper views around the area
        // off, and hit-testing skips a view whose interaction is off with its subtree, so the
        // area would never count (`isHittable`). The area takes no touch itself.
        content.background(BackSwipeExclusionArea(isExcluded: isExcluded))
      }
    }
  }

  /// The recognizer of an excluded SwiftUI view, attached to it by SwiftUI (iOS 18): SwiftUI
  /// offers it the touches its hit-testing gives the view, and it reports them to the hosting
  /// view's exclusion, whose recognizer keeps the navigation's back recognizers from the
  /// strokes that start there (``BackSwipeExclusionObserver``). Off while the view is not
  /// excluded: UIKit offers a disabled recognizer no touch.
  @available(iOS 18.0, *)
  struct BackSwipeExclusionGesture: UIGestureRecognizerRepresentable {
    var isExcluded: Bool

    func makeUIGestureRecognizer(context: Context) -> BackSwipeExclusionObserver {
      let recognizer = BackSwipeExclusionObserver()
      recognizer.isEnabled = isExcluded
      return recognizer
    }

    func updateUIGestureRecognizer(_ recognizer: BackSwipeExclusionObserver, context: Context) {
      if recognizer.isEnabled != isExcluded { recognizer.isEnabled = isExcluded }
    }
  }

  /// An invisible view behind an excluded SwiftUI view, the size of its frame. SwiftUI
  /// delivers the view's touches to the hosting view it draws in, so the exclusion is the
  /// hosting view's: this view adds itself to it and takes itself off when it leaves the window
  /// or stops being excluded. Before iOS 18 its frame, in window coordinates when a touch
  /// lands, is what is excluded; from iOS 18 (`isHitTested`) it excludes no rect, and only
  /// keeps the hosting view's exclusion recognizer installed, for the touches SwiftUI offers
  /// the view (``BackSwipeExclusionObserver``).
  @MainActor
  struct BackSwipeExclusionArea: UIViewRepresentable {
    var isExcluded: Bool
    /// Whether SwiftUI's hit-testing decides which touches are the view's (iOS 18). Default
    /// `false`: the frame decides.
    var isHitTested = false

    func makeUIView(context: Context) -> AreaView {
      AreaView(isExcluded: isExcluded, isHitTested: isHitTested)
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
      private let isHitTested: Bool

      init(isExcluded: Bool, isHitTested: Bool) {
        self.isExcluded = isExcluded
        self.isHitTested = isHitTested
        super.init()
      }

      override func didMoveToWindow() {
        super.didMoveToWindow()
        register()
      }

      private func register() {
        if let host, let exclusion = host.exclusionForAreas {
          exclusion.areas.remove(self)
          exclusion.hitTestedAreas.remove(self)
          exclusion.install()
        }
        host = nil
        guard isExcluded, window != nil, let hosting = hostingView else { return }
        let exclusion = hosting.exclusionForAreas ?? BackSwipeExclusion(view: hosting)
        (isHitTested ? exclusion.hitTestedAreas : exclusion.areas).add(self)
        exclusion.install()
        host = hosting
      }
    }
  }
#endif
