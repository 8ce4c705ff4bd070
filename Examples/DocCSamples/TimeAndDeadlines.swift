// The Swift code blocks of Sources/GestureCore/GestureCore.docc/TimeAndDeadlines.md, with what
// they need around them. scripts/check-doc-samples checks that every block is here; `swift build`
// compiles this file on every platform, and the iOS type-check (scripts/typecheck-ios) for iOS.

import GestureCore

enum TimeAndDeadlinesSample {
  /// The host's clock and its timer: whatever the platform has.
  static func now() -> Double { 0 }
  static func schedule(at time: Double, _ body: @escaping () -> Void) {}

  static func scheduleTheNextDeadline(of arena: GestureArena) {
    if let deadline = arena.nextDeadline {
      schedule(at: deadline) { arena.advance(to: now()) }
    }
  }
}
