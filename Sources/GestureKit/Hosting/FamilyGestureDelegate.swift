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
    /// family's. Several recognizers may fill one slot: a row's pan and the pan on its
    /// revealed buttons fill the pan slot, a trackpad's pinch fills the pinch slot the
    /// fingers' pinch fills.
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
    /// before the recognizer sees it. A "no" is final, whatever a delegate the app set says:
    /// GestureKit's invariants (a trackpad's recognizer takes no finger, a recognizer on a
    /// view shared with other content takes only its own view's touches, a family gone with
    /// its view takes none) and its rules (a control keeps its own touches) hold.
    func shouldReceive(_ recognizer: UIGestureRecognizer, touch: UITouch) -> Bool

    /// Called when `recognizer` was given `touch` (the answer to UIKit's `shouldReceive`,
    /// the family's or a delegate the app set, was yes): for a family that keeps track of
    /// which recognizer took which touch, whoever answered.
    func didAdmit(_ recognizer: UIGestureRecognizer, touch: UITouch)

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
    /// Nothing to keep track of.
    func didAdmit(_ recognizer: UIGestureRecognizer, touch: UITouch) {}
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
  /// controller owns it, so it never outlives the family in practice; without one it lets
  /// nothing begin or take a touch.
  ///
  /// The order of the answers: two of the family's own recognizers relate as declared; a
  /// back recognizer and one of the family's as the table says for the touch under way;
  /// anything else as the family says, or as a delegate the app set says.
  ///
  /// ## A delegate the app sets
  /// The public recognizers' documentation invites an app to set a delegate of its own. With
  /// its own delegate on one side, the relation to the back swipe would be lost whenever the
  /// other side is UIKit's own delegate (GestureKit's swipe back off): neither knows the
  /// table. So the family's recognizers are ``adopt(_:)``ed: when the app sets a delegate,
  /// this one keeps it weakly (as UIKit keeps delegates) and is the delegate again, at once.
  /// The app's delegate is then asked too, as GestureCore's `DelegateQuestion` says: once
  /// the family lets a gesture begin or lets the recognizer take a touch, its "no" wins (the
  /// family's "no" is final: a control keeps its own touches, a tap that stops a fling fires
  /// nothing, whatever the app's delegate answers); its "yes" to
  /// running together is added to the family's; a failure requirement it asks for is added
  /// with recognizers outside the family and the back swipe, while those two keep theirs:
  /// both sides of a pair with the back swipe answer from one table, and where the other
  /// side's delegate is not GestureKit's (UIKit's own on the pops) a requirement it asks
  /// for is not answered the other way round, so no pair waits for each other. (An app that
  /// makes a family's recognizer `require(toFail:)` a back recognizer itself can still close
  /// such a loop: the documentation of the back swipe's recognizers says not to.)
  /// Reading the recognizer's `delegate` gives this one back: an app delegate that forwards
  /// to the one it read is answered without being asked again about the same recognizer
  /// (no endless loop), and one that saves the delegate it read and restores it later puts
  /// GestureKit's back in front of no app delegate at all.
  @MainActor
  final class FamilyGestureDelegate: NSObject, UIGestureRecognizerDelegate {
    /// The family whose recognizers this is the delegate of; set by the family's controller
    /// once it exists. Default `nil`: no recognizer begins or takes a touch.
    weak var family: (any FamilyRecognizers)? {
      didSet { cachedRelations = nil }
    }

    /// The family's declared relations, read once: a declaration is rebuilt from the store
    /// each time it is read, and UIKit asks for many pairs at every touch-down.
    /// ``declarationDidChange()`` drops it.
    private var cachedRelations: GestureRelations?

    /// The recognizers adopted, the delegate the app set on each (if any) and the
    /// observation of its `delegate`.
    private var adopted: [Adoption] = []
    /// Whether this delegate is assigning itself (its own assignment is observed too).
    private var isAssigning = false
    /// The recognizers whose app delegate is being asked now: a question that comes back
    /// through the app's delegate (one that forwards to the delegate it read, this one)
    /// is answered without asking it again.
    private var askingApp: [ObjectIdentifier] = []

    private struct Adoption {
      weak var recognizer: UIGestureRecognizer?
      weak var appDelegate: (any UIGestureRecognizerDelegate)?
      var observation: NSKeyValueObservation?
    }

    /// The family of a recognizer whose delegate is a ``FamilyGestureDelegate``.
    static func family(of recognizer: UIGestureRecognizer) -> (any FamilyRecognizers)? {
      (recognizer.delegate as? FamilyGestureDelegate)?.family
    }

    /// Tells the delegate the family's declaration changed (a member came or went): its
    /// relations are read again at the next question.
    func declarationDidChange() {
      cachedRelations = nil
    }

    private var relations: GestureRelations {
      if let cachedRelations { return cachedRelations }
      let relations = family?.declaredRelations ?? GestureRelations()
      cachedRelations = relations
      return relations
    }

    /// Becomes `recognizer`'s delegate, and stays it: a delegate the app sets later is kept
    /// and asked too (see the type's documentation).
    ///
    /// Key-value observation of `delegate` calls back synchronously inside the setter, on the
    /// main thread where UIKit objects are changed: this one is the delegate again before
    /// the app's next line, and UIKit, which reads which methods a delegate implements when
    /// it is set, reads this one's.
    ///
    /// The newest adopter wins: a recognizer another `FamilyGestureDelegate` adopted (SwiftUI
    /// hands one set of recognizers to each new controller of a floating view, and may make
    /// the next before it lets go of the last) is taken over, with the delegate the app set on
    /// it. The previous one stops observing it first: its observation, called back inside
    /// the setter below, would otherwise take the recognizer back before this one observes
    /// it, and later letting go of the previous one never touches the recognizer.
    func adopt(_ recognizer: UIGestureRecognizer) {
      var appDelegate: (any UIGestureRecognizerDelegate)?
      if let previous = recognizer.delegate as? FamilyGestureDelegate, previous !== self {
        appDelegate = previous.relinquish(recognizer)
      }
      assign(to: recognizer)
      guard !adopted.contains(where: { $0.recognizer === recognizer }) else { return }
      // A recognizer gone takes its observation with it.
      adopted.removeAll { $0.recognizer == nil }
      let id = ObjectIdentifier(recognizer)
      let observation = recognizer.observe(\.delegate) { [weak self] _, _ in
        runOnMainActor { self?.delegateDidChange(of: id) }
      }
      adopted.append(
        Adoption(recognizer: recognizer, appDelegate: appDelegate, observation: observation))
    }

    /// Ends the adoption of `recognizer` for a newer adopter, and returns the delegate the
    /// app set on it (`nil` without one, or when this delegate had not adopted it). The
    /// recognizer's delegate is left as it is: the newer adopter assigns itself next.
    private func relinquish(_ recognizer: UIGestureRecognizer)
      -> (any UIGestureRecognizerDelegate)?
    {
      guard let index = adopted.firstIndex(where: { $0.recognizer === recognizer }) else {
        return nil
      }
      let adoption = adopted.remove(at: index)
      adoption.observation?.invalidate()
      return adoption.appDelegate
    }

    private func assign(to recognizer: UIGestureRecognizer) {
      isAssigning = true
      recognizer.delegate = self
      isAssigning = false
    }

    private func delegateDidChange(of id: ObjectIdentifier) {
      guard !isAssigning,
        let index = adopted.firstIndex(where: {
          $0.recognizer.map(ObjectIdentifier.init) == id
        }),
        let recognizer = adopted[index].recognizer
      else { return }
      if recognizer.delegate === self {
        // The app put back the delegate it had read (this one): its own is gone.
        adopted[index].appDelegate = nil
        return
      }
      adopted[index].appDelegate = recognizer.delegate
      assign(to: recognizer)
    }

    /// What the delegate the app set on `recognizer` answers to `question`, or `nil` when
    /// it set none, does not implement the method, or is being asked about this recognizer
    /// already (it forwarded back here).
    private func askApp<Answer>(
      about recognizer: UIGestureRecognizer,
      _ question: (any UIGestureRecognizerDelegate) -> Answer?
    ) -> Answer? {
      guard !adopted.isEmpty,
        let app = adopted.first(where: { $0.recognizer === recognizer })?.appDelegate
      else { return nil }
      let id = ObjectIdentifier(recognizer)
      guard !askingApp.contains(id) else { return nil }
      askingApp.append(id)
      defer { askingApp.removeAll { $0 == id } }
      return question(app)
    }

    /// The declared slots of `recognizer` and `other` when both are this family's.
    private func slots(_ recognizer: UIGestureRecognizer, _ other: UIGestureRecognizer)
      -> (Int, Int)?
    {
      guard let family, let first = family.slot(of: recognizer),
        let second = family.slot(of: other)
      else { return nil }
      return (first, second)
    }

    // MARK: - UIGestureRecognizerDelegate, every method

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
      // The family (its store) decides first; the app is asked only about a gesture that
      // would begin, so that a guard of its own (an alert, a log) runs for real gestures.
      DelegateQuestion.shouldBegin.answer(host: family?.shouldBegin(gestureRecognizer) == true) {
        askApp(about: gestureRecognizer) { $0.gestureRecognizerShouldBegin?(gestureRecognizer) }
      }
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch)
      -> Bool
    {
      guard let family else { return false }
      // Both must agree: the family's rules (a control keeps its own touches, a tap that
      // stops a fling fires nothing, a reused row takes no touch) hold whatever the app's
      // delegate says, and its "no" wins over the family's "yes".
      let receives = DelegateQuestion.shouldReceiveTouch.answer(
        host: family.shouldReceive(gestureRecognizer, touch: touch)
      ) {
        askApp(about: gestureRecognizer) {
          $0.gestureRecognizer?(gestureRecognizer, shouldReceive: touch)
        }
      }
      if receives { family.didAdmit(gestureRecognizer, touch: touch) }
      return receives
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive press: UIPress)
      -> Bool
    {
      // UIKit's default without the method: receive.
      askApp(about: gestureRecognizer) {
        $0.gestureRecognizer?(gestureRecognizer, shouldReceive: press)
      }
        ?? true
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent)
      -> Bool
    {
      askApp(about: gestureRecognizer) {
        $0.gestureRecognizer?(gestureRecognizer, shouldReceive: event)
      }
        ?? true
    }

    /// UIKit asks this of the delegate of the recognizer that would wait.
    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRequireFailureOf otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      guard let family else { return false }
      if let (first, second) = slots(gestureRecognizer, otherGestureRecognizer) {
        return relations.requiresFailure(first, of: second)
      }
      // The family's stroke waits for a back recognizer where the table gives it to the back
      // swipe (the edge band; anywhere under a full-screen policy). One answer, both ways: a
      // cycle of requirements would hold both recognizers until the finger lifts.
      if let precedence = BackSwipeRelations.precedence(
        of: gestureRecognizer, against: otherGestureRecognizer)
      {
        return precedence == .backFirst
          && !BackSwipeRelations.delegate(
            of: otherGestureRecognizer, asks: otherGestureRecognizer, toWaitFor: gestureRecognizer)
      }
      return DelegateQuestion.requiresFailure.answer(
        host: family.requiresFailure(gestureRecognizer, ofOutside: otherGestureRecognizer)
      ) {
        askApp(about: gestureRecognizer) {
          $0.gestureRecognizer?(gestureRecognizer, shouldRequireFailureOf: otherGestureRecognizer)
        }
      }
    }

    /// UIKit asks this of the delegate of the recognizer waited for.
    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldBeRequiredToFailBy otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      guard let family else { return false }
      if let (first, second) = slots(gestureRecognizer, otherGestureRecognizer) {
        return relations.requiresFailure(second, of: first)
      }
      // A back recognizer waits for the family's stroke where the table puts the content
      // first (an open row closing, leading actions, a view that follows the finger).
      if let precedence = BackSwipeRelations.precedence(
        of: gestureRecognizer, against: otherGestureRecognizer)
      {
        return precedence == .contentFirst
          && !BackSwipeRelations.delegate(
            of: otherGestureRecognizer, asks: gestureRecognizer, toWaitFor: otherGestureRecognizer)
      }
      return DelegateQuestion.requiresFailure.answer(
        host: family.isRequiredToFail(gestureRecognizer, byOutside: otherGestureRecognizer)
      ) {
        askApp(about: gestureRecognizer) {
          $0.gestureRecognizer?(gestureRecognizer, shouldBeRequiredToFailBy: otherGestureRecognizer)
        }
      }
    }

    /// UIKit lets two recognizers run together when either delegate says so; running
    /// together can hold nothing up, so the app's "yes" is added everywhere.
    func gestureRecognizer(
      _ gestureRecognizer: UIGestureRecognizer,
      shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer
    ) -> Bool {
      guard let family else { return false }
      let familyAnswer =
        if let (first, second) = slots(gestureRecognizer, otherGestureRecognizer) {
          relations.recognizesSimultaneously(first, with: second)
        } else {
          family.recognizesSimultaneously(gestureRecognizer, withOutside: otherGestureRecognizer)
        }
      return DelegateQuestion.recognizesSimultaneously.answer(host: familyAnswer) {
        askApp(about: gestureRecognizer) {
          $0.gestureRecognizer?(
            gestureRecognizer, shouldRecognizeSimultaneouslyWith: otherGestureRecognizer)
        }
      }
    }
  }
#endif
