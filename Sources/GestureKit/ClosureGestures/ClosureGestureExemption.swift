#if canImport(SwiftUI) && canImport(UIKit)
  import GestureCore
  import ObjectiveC
  import SwiftUI
  import UIKit

  /// The invisible view behind a view marked `exemptFromClosureGestures()`.
  @MainActor
  struct ClosureGestureExemption: UIViewRepresentable {
    /// Made in a view modifier, which may run off the main actor.
    nonisolated init() {}

    func makeUIView(context: Context) -> ClosureGestureExemptionView {
      ClosureGestureExemptionView()
    }

    func updateUIView(_ view: ClosureGestureExemptionView, context: Context) {}
  }

  /// Registers itself with its hosting view while it is in a window, so that the closure
  /// gesture probes under the same host leave its frame alone.
  @MainActor
  final class ClosureGestureExemptionView: InvisibleHelperView {
    private weak var registeredHost: UIView?

    override func didMoveToWindow() {
      super.didMoveToWindow()
      if let registeredHost {
        Self.table(of: registeredHost).remove(self)
        self.registeredHost = nil
      }
      guard window != nil else { return }
      var candidate = superview
      while let view = candidate {
        if view.next is UIViewController {
          Self.table(of: view).add(self)
          registeredHost = view
          return
        }
        candidate = view.superview
      }
    }

    /// The exempt views registered with a host view (held weakly).
    static func exemptions(in host: UIView) -> [ClosureGestureExemptionView] {
      table(of: host).allObjects
    }

    /// Whether an exempt view registered with `host`, in a window and shown, covers a point in
    /// window coordinates.
    static func covers(windowPoint point: CGPoint, in host: UIView) -> Bool {
      exemptions(in: host).contains { exemption in
        exemption.window != nil && !exemption.isHiddenOnScreen
          && exemption.bounds.contains(exemption.convert(point, from: nil))
      }
    }

    private static func table(of host: UIView) -> NSHashTable<ClosureGestureExemptionView> {
      if let table = objc_getAssociatedObject(host, &exemptionsKey)
        as? NSHashTable<ClosureGestureExemptionView>
      {
        return table
      }
      let table = NSHashTable<ClosureGestureExemptionView>.weakObjects()
      objc_setAssociatedObject(host, &exemptionsKey, table, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
      return table
    }
  }

  /// The key of a host view's table of exempt views.
  @MainActor private var exemptionsKey: UInt8 = 0
#endif
