#if canImport(UIKit)
  import GestureKit
  import SwiftUI
  import UIKit

  /// The root menu: one row per GestureKit family, and a button that records a gesture as a
  /// trace to replay on any machine.
  @MainActor
  final class MenuViewController: UITableViewController {
    /// The example screens, one per family.
    private enum Screen: CaseIterable {
      case inbox, swipeActions, closureGestures, listGestures, backSwipe, floatingWindow
      case swiftUIBackSwipe, swiftUIFloating, swiftUIClosureGestures
      case swiftUISwipeToReveal
      case swiftUIList

      var title: String {
        switch self {
        case .inbox: "Inbox"
        case .swipeActions: "Swipe actions"
        case .closureGestures: "Closure gestures"
        case .listGestures: "List gestures"
        case .backSwipe: "Swipe back"
        case .floatingWindow: "Floating window"
        case .swiftUIBackSwipe: "Swipe back in SwiftUI"
        case .swiftUIFloating: "Floating window in SwiftUI"
        case .swiftUIClosureGestures: "Closure gestures in SwiftUI"
        case .swiftUISwipeToReveal: "Swipe actions in SwiftUI"
        case .swiftUIList: "List gestures in SwiftUI"
        }
      }

      var subtitle: String {
        switch self {
        case .inbox: "Swipe actions and list gestures on one self-sizing table"
        case .swipeActions: "Mail-style actions on cards and rows"
        case .closureGestures: "onTap, onPinch, onRotate… on any view"
        case .listGestures: "A Clear-style to-do list"
        case .backSwipe: "Custom back buttons, full screen, carousels"
        case .floatingWindow: "A picture-in-picture window you can fling"
        case .swiftUIBackSwipe: ".backSwipe() on a NavigationStack, a hidden back button"
        case .swiftUIFloating: ".floating(anchors:) on a SwiftUI player"
        case .swiftUIClosureGestures: ".onTap, .onPinch, .onRotate… on SwiftUI views"
        case .swiftUISwipeToReveal: ".swipeToReveal on LazyVStack rows and cards"
        case .swiftUIList: "ListGesturesView($todos): a Clear-style list of SwiftUI rows"
        }
      }

      /// Whether the screen is presented rather than pushed: a SwiftUI navigation stack is a
      /// navigation controller of its own, which must not be pushed onto the app's.
      var isPresented: Bool { self == .swiftUIBackSwipe }

      @MainActor func makeViewController(close: @escaping @MainActor () -> Void) -> UIViewController {
        switch self {
        case .inbox: InboxViewController()
        case .swipeActions: SwipeActionsViewController()
        case .closureGestures: ClosureGesturesViewController()
        case .listGestures: TodoListViewController()
        case .backSwipe: BackSwipeViewController()
        case .floatingWindow: FloatingWindowViewController()
        case .swiftUIBackSwipe:
          UIHostingController(rootView: SwiftUIBackSwipeScreen(close: close))
        case .swiftUIFloating: UIHostingController(rootView: SwiftUIFloatingScreen())
        case .swiftUIClosureGestures:
          UIHostingController(rootView: SwiftUIClosureGesturesScreen())
        case .swiftUISwipeToReveal: UIHostingController(rootView: SwiftUISwipeToRevealScreen())
        case .swiftUIList: UIHostingController(rootView: SwiftUIListScreen())
        }
      }
    }

    /// Records every touch on the window while on; see `toggleRecording()`.
    private let recorder = TouchRecorder()
    private lazy var recordItem = UIBarButtonItem(
      title: "Record", primaryAction: UIAction { [weak self] _ in self?.toggleRecording() })

    init() {
      super.init(style: .insetGrouped)
      title = "GestureKit"
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) is not used") }

    override func viewDidLoad() {
      super.viewDidLoad()
      tableView.register(UITableViewCell.self, forCellReuseIdentifier: "screen")
      navigationItem.rightBarButtonItem = recordItem
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      Screen.allCases.count
    }

    override func tableView(
      _ tableView: UITableView, cellForRowAt indexPath: IndexPath
    ) -> UITableViewCell {
      let screen = Screen.allCases[indexPath.row]
      let cell = tableView.dequeueReusableCell(withIdentifier: "screen", for: indexPath)
      var content = UIListContentConfiguration.subtitleCell()
      content.text = screen.title
      content.secondaryText = screen.subtitle
      content.secondaryTextProperties.color = .secondaryLabel
      cell.contentConfiguration = content
      cell.accessoryType = .disclosureIndicator
      return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
      tableView.deselectRow(at: indexPath, animated: true)
      let screen = Screen.allCases[indexPath.row]
      let controller = screen.makeViewController { [weak self] in
        self?.dismiss(animated: true)
      }
      if screen.isPresented {
        controller.modalPresentationStyle = .fullScreen
        present(controller, animated: true)
      } else {
        navigationController?.pushViewController(controller, animated: true)
      }
    }

    override func tableView(
      _ tableView: UITableView, titleForFooterInSection section: Int
    ) -> String? {
      "Record, perform a gesture on any screen, come back and stop: the trace is shared as a "
        + "JSON Lines file that `swift run gesture-replay recognize` replays on any machine."
    }

    // MARK: - Recording a gesture

    /// Starts recording the whole window's touches, or stops and shares the trace.
    private func toggleRecording() {
      guard let window = view.window else { return }
      if !recorder.isRecording {
        recorder.attach(to: window)  // the window: touches on every screen are recorded
        recorder.start()
        recordItem.title = "Stop & Share"
        return
      }
      recordItem.title = "Record"
      let url = FileManager.default.temporaryDirectory.appendingPathComponent("gesture.jsonl")
      do {
        try recorder.write(to: url)  // stops, then writes the trace
      } catch {
        let alert = UIAlertController(
          title: "Could not save the trace", message: error.localizedDescription,
          preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "OK", style: .default))
        present(alert, animated: true)
        return
      }
      recorder.detach()
      let share = UIActivityViewController(activityItems: [url], applicationActivities: nil)
      share.popoverPresentationController?.barButtonItem = recordItem  // iPad
      present(share, animated: true)
    }
  }
#endif
