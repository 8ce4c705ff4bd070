import GestureCore
import Testing

/// How a host's answer and that of a delegate the app set on the same recognizer combine.
@Suite struct DelegateQuestionTests {
  /// What one question answered, and how many times the app's delegate was asked.
  private func ask(_ question: DelegateQuestion, host: Bool, app: Bool?) -> (Bool, asked: Int) {
    var asked = 0
    let answer = question.answer(host: host) {
      asked += 1
      return app
    }
    return (answer, asked)
  }

  @Test func aTouchTheHostRefusesStaysRefusedWhateverTheAppSays() {
    // A list's swipe over a slider: the host leaves the touch to the slider; an app delegate
    // that answers yes to every touch does not give it back.
    #expect(ask(.shouldReceiveTouch, host: false, app: true) == (false, asked: 0))
    #expect(ask(.shouldReceiveTouch, host: false, app: nil) == (false, asked: 0))
    // A touch the host takes: the app's no wins, its yes or its silence keeps it.
    #expect(ask(.shouldReceiveTouch, host: true, app: false) == (false, asked: 1))
    #expect(ask(.shouldReceiveTouch, host: true, app: true) == (true, asked: 1))
    #expect(ask(.shouldReceiveTouch, host: true, app: nil) == (true, asked: 1))
  }

  @Test func aGestureBeginsOnlyWhenBothLetIt() {
    #expect(ask(.shouldBegin, host: false, app: true) == (false, asked: 0))
    #expect(ask(.shouldBegin, host: true, app: false) == (false, asked: 1))
    #expect(ask(.shouldBegin, host: true, app: true) == (true, asked: 1))
    #expect(ask(.shouldBegin, host: true, app: nil) == (true, asked: 1))
  }

  @Test func eitherMayRelateTwoRecognizers() {
    for question in [DelegateQuestion.recognizesSimultaneously, .requiresFailure] {
      #expect(ask(question, host: true, app: false) == (true, asked: 0))
      #expect(ask(question, host: false, app: true) == (true, asked: 1))
      #expect(ask(question, host: false, app: false) == (false, asked: 1))
      #expect(ask(question, host: false, app: nil) == (false, asked: 1))
    }
  }

  @Test func permissionsNeedBothRelationsEither() {
    #expect(DelegateQuestion.allCases.filter(\.needsBothToAgree) == [.shouldBegin, .shouldReceiveTouch])
  }
}
