#if canImport(UIKit)
  import Foundation

  /// Runs main-actor code from a callback that does not say which thread it runs on
  /// (`deinit`, key-value observation): at once on the main thread, otherwise on the main
  /// queue.
  ///
  /// Key-value observation calls back synchronously on the thread that changed the value, in
  /// the middle of the setter, layout pass or animation block that changed it; UIKit objects
  /// are changed on the main thread, and what follows (buttons following a layer, a
  /// recognizer's delegate adopted again) must happen within that call. A `deinit` must
  /// remove what it installed before the next run-loop turn.
  nonisolated func runOnMainActor(_ body: @escaping @MainActor @Sendable () -> Void) {
    guard Thread.isMainThread else {
      DispatchQueue.main.async(execute: body)
      return
    }
    // On the main thread the main actor's code may run synchronously. This is what
    // `MainActor.assumeIsolated` says, but it cannot be used here: the Swift interface of
    // the iOS 16.5 SDK's standard library, against which the package is checked for iOS 15
    // (`scripts/typecheck-ios`), has no `assumeIsolated` ("type 'MainActor' has no member
    // 'assumeIsolated'"); it arrived with the iOS 17 SDK's Swift 5.9. A main-actor function
    // and a plain one have the same representation, and the guard above is the check
    // `assumeIsolated` would make. Once the package's oldest SDK has it, call it instead.
    unsafeBitCast(body, to: (@Sendable () -> Void).self)()
  }
#endif
