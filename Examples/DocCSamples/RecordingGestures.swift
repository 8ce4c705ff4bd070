// The Swift code blocks of Sources/GestureKit/GestureKit.docc/RecordingGestures.md, in the order they appear
// there, with what they need declared just before. scripts/check-doc-samples checks that every
// block is here; the iOS type-check (scripts/typecheck-ios) compiles this file.

#if canImport(UIKit)
  import Foundation
  import GestureKit
  import UIKit

  enum RecordingGesturesSample {
    @MainActor
    static func record(in window: UIWindow) throws -> String {
      let recorder = TouchRecorder()
      recorder.attach(to: window)
      recorder.start()
      // … perform the gesture …
      let trace = recorder.stop()
      try recorder.write(to: FileManager.default.temporaryDirectory.appendingPathComponent("swipe.jsonl"))
      return trace
    }
  }
#endif
