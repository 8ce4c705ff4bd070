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
    // On the main thread the main actor's code may run synchronously.
    #if canImport(Synchronization)
      // Every SDK that ships the Synchronization module (iOS 18's and later, Xcode 16's, the
      // package's oldest) has `assumeIsolated`, usable from the package's iOS 15 floor; it checks the
      // isolation at run time as well.
      MainActor.assumeIsolated(body)
    #else
      // The iOS 16.5 SDK, against which `scripts/typecheck-ios` checks the package on Linux,
      // has neither Synchronization nor `assumeIsolated` ("type 'MainActor' has no member
      // 'assumeIsolated'"): there a main-actor function is called as the plain one it is
      // represented as, and the guard above is the check `assumeIsolated` makes.
      unsafeBitCast(body, to: (@Sendable () -> Void).self)()
    #endif
  }
#endif
