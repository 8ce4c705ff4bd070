#if canImport(UIKit)
  import GestureCore
  import UIKit

  /// What only a family's UIKit controller knows about its own recognizers: which declared
  /// slot each fills, what the store says about the back swipe, and the questions UIKit asks
  /// one recognizer at a time (may it begin, may it have this touch).
  ///
  /// Its relations are not its to answer: ``FamilyGestureDelegate`` answers them, the same way
  /// for every family, from the store's ``GestureRelations`` and GestureCore's back-swipe
  /// table. A family adds only the relations to recognizers that are not its own and that the
  /// declaration cannot name (the list's scrolling pan, another SwiftUI view's gestures).
  @MainActor
  protocol FamilyRecognizers: AnyObject {
    /// How the family's slots relate: its store's `gestures.relations`.
    var declaredRelations: GestureRelations { get }

    /// The index of the declared slot `recognizer` fills, or `nil` when it is none of the
    /// family's. Several recognizers may fill one slot: each row's pan fills the pan slot,
    /// a trackpad's pinch fills the pinch slot the fingers' pinch fills.
    func slot(of recognizer: UIGestureRecognizer) -> Int?

    /// What the family would do with a stroke towards the trailing edge that `recognizer`
    /// (one of its own) takes from a window point, as its store answers, or `nil` for a
    /// recognizer that takes no such stroke (a tap, a long press, a vertical pan).
    func backSwipeClaim(
      of recognizer: UIGestureRecognizer, at point: CGPoint, layoutDirection: ReadingDirection
    ) -> BackSwipe.Claim?

    /// Whether `recognizer` may begin now (UIKit's `gestureRecognizerShouldBegin`).
    func shouldBegin(_ recognizer: UIGestureRecognizer) -> Bool

    /// Whether `recognizer` takes `touch` (UIKit's `shouldReceive`), asked once per touch
    /// before the recognizer sees it.
    func shouldReceive(_ recognizer: UIGestureRecognizer, touch: UITouch) -> Bool

    /// Whether `recognizer` waits for `other`, a recognizer that is neither the family's nor
    /// a navigation's back recognizer.
    func requiresFailure(_ recognizer: UIGestureRecognizer, ofOutside other: UIGestureRecognizer)
      -> Bool

    /// Whether `other`, a recognizer that is neither the family's nor a navigation's back
    /// recognizer, waits for `recognizer`.
    func isRequiredToFail(_ recognizer: UIGestureRecognizer, byOutside other: UIGestureRecognizer)
      -> Bool

    /// Whether `recognizer` runs together with `other`, a recognizer that is not the family's.
    func recognizesSimultaneously(
      _ recognizer: UIGestureRecognizer, withOutside other: UIGestureRecognizer
    ) -> Bool
  }

  extension FamilyRecognizers {
    /// None: a family without a stroke the back swipe could want.
    func backSwipeClaim(
      of recognizer: UIGestureRecognizer, at point: CGPoint, layoutDirection: ReadingDirection
    ) -> BackSwipe.Claim? { nil }
    /// Every recognizer may begin.
    func shouldBegin(_ recognizer: UIGestureRecognizer) -> Bool { true }
    /// Every touch is taken.
    func shouldReceive(_ recognizer: UIGestureRecognizer, touch: UITouch) -> Bool { true }
    /// No relation outside the family.
    func requiresFailure(_ recognizer: UIGestureRecognizer, ofOutside other: UIGestureRecognizer)
      -> Bool
    { false }
    /// No relation outside the family.
    func isRequiredToFail(_ recognizer: UIGestureRecognizer, byOutside other: UIGestureRecognizer)
      -> Bool
    { false }
    /// No relation outside the family.
    func recognizesSimultaneously(
      _ recognizer: UIGestureRecognizer, withOutside other: UIGestureRecognizer
    ) -> Bool { false }
  }

  /// The one delegate of every family's recognizers: it answers UIKit's relation questions
  /// from the family's declared ``GestureRelations`` and, against a navigation controller's
  /// back recognizers (the edge pop, iOS 26's content pop, GestureKit's full-screen pan),
  /// from GestureCore's back-swipe table, whether or not the app turned GestureKit's swipe
  /// back on. The rest it asks the family (``FamilyRecognizers``).
  ///
  /// A separate object holding the family weakly: a recognizer holds its delegate weakly, and
  /// the families' public classes stay free of `UIGestureRecognizerDelegate`. The family's
  /// controller owns it.
  ///
  /// The order of the answers: two of the family's own recognizers relate as declared; a
  /// back recognizer and one of the family's as the table says for the touch under way;
  /// anything else as the family says. An app that replaces the delegate of one of the
  /// family's recognizers (as their documentation invites) answers for that recognizer
  /// instead; the other side of each pair still asks its own delegate, and UIKit sets a
  /// failure requirement up when either side's delegate asks for it.
  @MainActor
  final class FamilyGestureDelegate: NSObject, UIGestureRecognizerDelegate {
    /// The family whose recognizers this is the delegate of; set by the family's controller
    /// once it exists. Default `nil`: no recognizer begins or takes a touch.
    weak var family: (any FamilyRecognizers)?

    /// The family of a recognizer whose delegate is a ``FamilyGestureDelegate``, when the app
    /// has not replaced it.
    static func family(of recognizer: UIGestureRecognizer) -> (any FamilyRecognizers)? {
      (recognizer.delegate as? FamilyGestureDelegate)?.family
    }

    /// The declared slots of `recognizer` and `other` when both are this family's.
    private func slots(_ recognizer: UIGestureRecognizer, _ other: UIGestureRecognizer)
      -> (Int, Int)?
    {
      guard let family, other.delegate === self, let first = family.slot(of: recognizer),
        let second = family.slot(of: other)
      else { return nil }
      return (first, second)
    }

    // MARK: - UIGestureRecognizerDelegate

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      // A family gone with its view begins nothing more.
      family?.shouldBegin(gestureRecognizer) ?? false
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch)
      -> Bool
    {
      family?.shouldReceive(gestureRecognizer, touch: touch) ?? false
    }

    /// UIKit asks this of the delegate of the recognizer that would wait.
    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      guard let family else { return false }
      if let (first, second) = slots(gestureRecognizer, otherGestureRecognizer) {
        return family.declaredRelations.requiresFailure(first, of: second)
      }
      // The family's stroke waits for a back recognizer where the table gives it to the back
      // swipe (the edge band; anywhere under a full-screen policy).
      if let precedence = BackSwipeRelations.precedence(
        of: gestureRecognizer, against: otherGestureRecognizer)
      {
        return precedence == .backFirst
      }
      return family.requiresFailure(gestureRecognizer, ofOutside: otherGestureRecognizer)
    }

    /// UIKit asks this of the delegate of the recognizer waited for.
    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      guard let family else { return false }
      if let (first, second) = slots(gestureRecognizer, otherGestureRecognizer) {
        return family.declaredRelations.requiresFailure(second, of: first)
      }
      // A back recognizer waits for the family's stroke where the table puts the content
      // first (an open row closing, leading actions, a view that follows the finger).
      if let precedence = BackSwipeRelations.precedence(
        of: gestureRecognizer, against: otherGestureRecognizer)
      {
        return precedence == .contentFirst
      }
      return family.isRequiredToFail(gestureRecognizer, byOutside: otherGestureRecognizer)
    }

    /// UIKit lets two recognizers run together when either delegate says so.
    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      guard let family else { return false }
      if let (first, second) = slots(gestureRecognizer, otherGestureRecognizer) {
        return family.declaredRelations.recognizesSimultaneously(first, with: second)
      }
      return family.recognizesSimultaneously(
        gestureRecognizer, withOutside: otherGestureRecognizer)
    }
  }
#endif
