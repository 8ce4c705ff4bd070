#if canImport(UIKit)
  import GestureCore
  import UIKit

  /// The delegate a ``BackSwipeController`` puts on each recognizer that can start a back
  /// swipe. It asks the controller's `BackSwipeStore` whether a swipe may begin, whether a
  /// cooperating scroll view waits for it, and whether a touch on a control is the
  /// full-screen pan's.
  ///
  /// ## The original delegate
  /// The system's recognizers come with a delegate of their own (the navigation controller's
  /// internal transition object, or whatever the app set). This proxy keeps it weakly as
  /// ``original``, as UIKit keeps delegates, and implements **every** method of
  /// `UIGestureRecognizerDelegate` itself: each one asks the original when it exists and
  /// implements the method, and otherwise returns what UIKit does for a delegate without it.
  /// Nothing is forwarded with `forwardingTarget(for:)` and `responds(to:)` is not touched:
  /// UIKit caches which methods a delegate implements when it is set, and a proxy that
  /// answered from an original deallocated since would make UIKit send a message nobody
  /// implements (cached optional methods). So UIKit's transition object is asked only through
  /// the public methods: relations it sets through anything else are not asked while
  /// GestureKit's swipe back is on (GestureKit's table relates its own recognizers and the
  /// horizontal scroll views itself).
  ///
  /// What the proxy answers itself:
  /// - `gestureRecognizerShouldBegin(_:)`: the store decides. For the system's edge swipe
  ///   the original is deliberately not asked (it refuses when the back button was replaced
  ///   or the bar is hidden, which is the bug this fixes); for iOS 26's content swipe it must
  ///   agree on a screen that shows its back button, and is overruled on one that does not.
  /// - Both failure-requirement questions about GestureKit's horizontal recognizers, with
  ///   GestureCore's one answer and nothing else (``BackSwipeRelations``).
  /// - `gestureRecognizer(_:shouldBeRequiredToFailBy:)` for the pans of horizontal scroll
  ///   views, when the store says they wait (otherwise the original answers, as for
  ///   `shouldRequireFailureOf`).
  /// - `gestureRecognizer(_:shouldReceive:)` (touch) for the full-screen pan on a control.
  @MainActor
  final class BackSwipeGestureDelegate: NSObject, UIGestureRecognizerDelegate {
    /// Which recognizer this delegate serves.
    let recognizer: BackSwipeStore.Recognizer
    weak var controller: BackSwipeController?

    /// The recognizer's delegate before this one, kept weakly as UIKit keeps delegates.
    private(set) weak var original: (any UIGestureRecognizerDelegate)?

    init(recognizer: BackSwipeStore.Recognizer) {
      self.recognizer = recognizer
      super.init()
    }

    /// Becomes the recognizer's delegate, keeping the current one as ``original``. Called
    /// again when the app sets a delegate of its own after install: that one becomes the
    /// original (it is asked as the system's was), and the proxy is the delegate again.
    ///
    /// An app that saved the delegate it read (the proxy), set its own, and puts the saved one
    /// back (`saved = pop.delegate; pop.delegate = self; …; pop.delegate = saved`) gets the
    /// delegate it saved: the proxy again, in front of the system's delegate, not of the app's.
    func adopt(_ gestureRecognizer: UIGestureRecognizer) {
      if gestureRecognizer.delegate === self {
        // The proxy's own assignment below is observed too (KVO calls back synchronously on
        // the main thread, inside the setter); any other is the app putting the proxy back.
        if !isAssigning { original = systemOriginal }
        return
      }
      if !hasAdopted {
        systemOriginal = gestureRecognizer.delegate
        hasAdopted = true
      }
      original = gestureRecognizer.delegate
      isAssigning = true
      gestureRecognizer.delegate = self
      isAssigning = false
    }

    /// Whether the app said no to this recognizer's swipe: a delegate the app set (the
    /// classic unsaved-changes guard) answers `false` to `gestureRecognizerShouldBegin(_:)`.
    ///
    /// UIKit's own delegate is not the app's: it refuses when the back button was replaced or
    /// the bar is hidden, which is what the back swipe fixes. The navigation controller makes
    /// a private transition object of its own the pop recognizer's delegate, and UIKit's
    /// private classes are named with a leading underscore; so a delegate is UIKit's only
    /// when its class comes from Apple's frameworks and is private. Anything else is the
    /// app's: its own class, or one of UIKit's or SwiftUI's it extended
    /// (`extension UINavigationController: UIGestureRecognizerDelegate` with
    /// `delegate = self`, a hosting controller).
    func appRefuses(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      guard let original, !Self.isUIKitsOwn(original) else { return false }
      return askOriginal { $0.gestureRecognizerShouldBegin?(gestureRecognizer) } == false
    }

    /// Whether a delegate is UIKit's own: its class comes from Apple's frameworks and is
    /// private (named with a leading underscore). `nil` is nobody's.
    static func isUIKitsOwn(_ delegate: (any UIGestureRecognizerDelegate)?) -> Bool {
      guard let delegate, let type = object_getClass(delegate) else { return false }
      return Bundle(for: type).bundleIdentifier?.hasPrefix("com.apple.") == true
        && NSStringFromClass(type).hasPrefix("_")
    }

    /// Whether the original is being asked now: an app delegate that forwards to the delegate
    /// it read (this proxy) is answered as if it had no original, not asked again, which
    /// would go round until the stack overflows.
    private var isAskingOriginal = false

    /// What the original answers to `question`, or `nil` when there is none, it does not
    /// implement the method, or it is being asked already (it forwarded back here).
    private func askOriginal<Answer>(
      _ question: (any UIGestureRecognizerDelegate) -> Answer?
    ) -> Answer? {
      guard let original, !isAskingOriginal else { return nil }
      isAskingOriginal = true
      defer { isAskingOriginal = false }
      return question(original)
    }

    /// The delegate the recognizer had when the proxy first adopted it (UIKit's own).
    private weak var systemOriginal: (any UIGestureRecognizerDelegate)?
    private var hasAdopted = false
    private var isAssigning = false

    /// Gives the recognizer its original delegate back.
    func release(_ gestureRecognizer: UIGestureRecognizer) {
      if gestureRecognizer.delegate === self {
        isAssigning = true
        gestureRecognizer.delegate = original
        isAssigning = false
      }
      original = nil
      systemOriginal = nil
      hasAdopted = false
    }

    // MARK: - UIGestureRecognizerDelegate, every method

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      let original = original
      // UIKit's default without the method: begin.
      let answer = { [self] in
        askOriginal { $0.gestureRecognizerShouldBegin?(gestureRecognizer) } ?? true
      }
      guard let controller else { return answer() }
      // The original is UIKit's own (overruled where the store says so) or the app's (a veto
      // that always wins): the store takes the two apart.
      let isUIKitsOwn = Self.isUIKitsOwn(original)
      return controller.shouldBegin(
        gestureRecognizer, as: recognizer, systemAnswer: isUIKitsOwn ? answer : { true },
        appAnswer: isUIKitsOwn ? { true } : answer)
    }

    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      askOriginal {
        $0.gestureRecognizer?(
          gestureRecognizer, shouldRecognizeSimultaneouslyWith: otherGestureRecognizer)
      } ?? false
    }

    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      if controller?.requiresFailure(of: otherGestureRecognizer, as: recognizer) == true {
        return true
      }
      // GestureKit's own horizontal recognizers: the one answer, both ways (a cycle would hold
      // both recognizers until the finger lifts).
      if let precedence = controller?.precedence(
        of: otherGestureRecognizer, against: gestureRecognizer)
      {
        return precedence == .contentFirst
          && !BackSwipeRelations.delegate(
            of: otherGestureRecognizer, asks: otherGestureRecognizer, toWaitFor: gestureRecognizer)
      }
      return askOriginal {
        $0.gestureRecognizer?(
          gestureRecognizer, shouldRequireFailureOf: otherGestureRecognizer)
      } ?? false
    }

    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      if let precedence = controller?.precedence(
        of: otherGestureRecognizer, against: gestureRecognizer)
      {
        return precedence == .backFirst
          && !BackSwipeRelations.delegate(
            of: otherGestureRecognizer, asks: gestureRecognizer, toWaitFor: otherGestureRecognizer)
      }
      // UIKit sets up a failure requirement when either side's delegate asks for it: a "no"
      // here undoes no "yes" from the original, which is asked whenever this one is no.
      if controller?.isRequiredToFail(
        gestureRecognizer, as: recognizer, by: otherGestureRecognizer) == true
      {
        return true
      }
      return askOriginal {
        $0.gestureRecognizer?(
          gestureRecognizer, shouldBeRequiredToFailBy: otherGestureRecognizer)
      } ?? false
    }

    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch
    ) -> Bool {
      // controls keep their touches only under the
      // system recognizer classes, so the full-screen pan (a plain UIGestureRecognizer)
      // leaves them alone itself.
      if controller?.receivesTouch(touch, as: recognizer) == false { return false }
      return askOriginal { $0.gestureRecognizer?(gestureRecognizer, shouldReceive: touch) } ?? true
    }

    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer, shouldReceive press: UIPress
    ) -> Bool {
      askOriginal { $0.gestureRecognizer?(gestureRecognizer, shouldReceive: press) } ?? true
    }

    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent
    ) -> Bool {
      askOriginal { $0.gestureRecognizer?(gestureRecognizer, shouldReceive: event) } ?? true
    }
  }
#endif
