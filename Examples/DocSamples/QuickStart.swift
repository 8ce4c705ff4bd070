// The Swift code blocks of docs/QuickStart.md (and of its translations, whose code is the
// same), in the order they appear there. scripts/check-doc-samples checks that every block
// is here; the iOS type-check (scripts/typecheck-ios) compiles this file against the real
// UIKit and SwiftUI. Each block is a whole declaration an app can paste as it is.

#if canImport(UIKit)
  import GestureKit
  import SwiftUI
  import UIKit

  // MARK: Swipe actions

  final class InboxViewController: UITableViewController {
    private var messages = ["Lunch on Friday?", "Your order has shipped", "Weekly report"]
    private let openRow = SwipeActionsGroupController()  // one open row at a time

    override func viewDidLoad() {
      super.viewDidLoad()
      tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Message")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      messages.count
    }

    override func tableView(
      _ tableView: UITableView, cellForRowAt indexPath: IndexPath
    ) -> UITableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "Message", for: indexPath)
      cell.textLabel?.text = messages[indexPath.row]
      cell.swipeActions(
        leading: [SwipeAction(title: "Read", backgroundColor: .systemBlue) { _, _ in print("Read") }],
        trailing: [SwipeAction(title: "Delete", style: .destructive) { [weak self] _, cell in
          self?.deleteRow(of: cell)
        }],
        options: SwipeActionsOptions(group: openRow))
      return cell
    }

    private func deleteRow(of cell: UIView) {
      guard let cell = cell as? UITableViewCell, let indexPath = tableView.indexPath(for: cell)
      else { return }
      messages.remove(at: indexPath.row)
      tableView.deleteRows(at: [indexPath], with: .automatic)
    }
  }

  @MainActor  // a type that holds a group is on the main actor, as the group is
  final class MailCoordinator {
    let openRow = SwipeActionsGroupController()  // shared by the inbox and the search results
  }

  struct InboxView: View {
    @State private var messages = ["Lunch on Friday?", "Your order has shipped", "Weekly report"]

    var body: some View {
      ScrollView {
        LazyVStack(spacing: 0) {
          ForEach(messages, id: \.self) { message in
            Text(message)
              .frame(maxWidth: .infinity, alignment: .leading)
              .padding()
              .background(Color(.systemBackground))  // hides the buttons while closed
              .swipeToReveal(
                leading: [SwipeToRevealAction("Read", systemImage: "envelope.open", tint: .blue) {
                  print("Read")
                }],
                trailing: [SwipeToRevealAction("Delete", systemImage: "trash", role: .destructive) {
                  messages.removeAll { $0 == message }
                }])
          }
        }
      }
    }
  }

  // MARK: Closure gestures

  final class ProfileViewController: UIViewController {
    private let avatar = UIImageView(image: UIImage(systemName: "person.crop.circle"))

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .systemBackground
      avatar.frame = CGRect(x: 40, y: 120, width: 96, height: 96)
      view.addSubview(avatar)

      avatar.onTap { print("Open the profile") }  // turns on isUserInteractionEnabled
      avatar.onDoubleTap { print("Like") }  // the single tap now waits for it
      avatar.onLongPress { print("Show a menu") }
      avatar.onPan { gesture in
        switch gesture.phase {
        case .began, .changed:
          gesture.view.transform = CGAffineTransform(
            translationX: gesture.translation.x, y: gesture.translation.y)
        default:
          UIView.animate(withDuration: 0.3) { gesture.view.transform = .identity }
        }
      }
    }
  }

  struct PhotoView: View {
    @State private var isLiked = false
    @State private var scale: CGFloat = 1

    var body: some View {
      Image(systemName: isLiked ? "heart.fill" : "heart")
        .font(.system(size: 120))
        .onTap { _ in print("Show the details") }
        .onDoubleTap { _ in isLiked.toggle() }  // the single tap waits for it
        .onPinch { gesture in scale = gesture.scale }
        .scaleEffect(scale)  // effects after the gestures
    }
  }

  // MARK: Clear-style lists

  struct Todo: Identifiable, Hashable {
    let id = UUID()
    var title: String
    var isDone = false
  }

  final class TodoListViewController: UITableViewController {
    private var todos = [Todo(title: "Buy milk"), Todo(title: "Call Ana"), Todo(title: "Book the flights")]

    override func viewDidLoad() {
      super.viewDidLoad()
      tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Todo")
      let gestures = tableView.enableListGestures()
      gestures.itemIdentifierProvider = { [weak self] indexPath in self?.todos[indexPath.row].id }
      gestures.onComplete = { [weak self] indexPath in
        self?.todos[indexPath.row].isDone.toggle()
        self?.tableView.reconfigureRows(at: [indexPath])
      }
      gestures.isItemCompletedProvider = { [weak self] indexPath in
        self?.todos[indexPath.row].isDone ?? false
      }
      gestures.onDelete = { [weak self] indexPath in
        self?.todos.remove(at: indexPath.row)
        self?.tableView.deleteRows(at: [indexPath], with: .automatic)
      }
      gestures.onMove = { [weak self] from, to in
        guard let self else { return }
        todos.insert(todos.remove(at: from.row), at: to.row)
        tableView.moveRow(at: from, to: to)
      }
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
      todos.count
    }

    override func tableView(
      _ tableView: UITableView, cellForRowAt indexPath: IndexPath
    ) -> UITableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "Todo", for: indexPath)
      var content = cell.defaultContentConfiguration()
      content.text = todos[indexPath.row].title
      content.textProperties.color = todos[indexPath.row].isDone ? .secondaryLabel : .label
      cell.contentConfiguration = content
      cell.accessibilityCustomActions = tableView.listGestures?.accessibilityCustomActions(for: cell)
      return cell
    }
  }

  struct TodoListView: View {
    @State private var todos = [Todo(title: "Buy milk"), Todo(title: "Call Ana")]

    var body: some View {
      ListGesturesView(
        $todos,
        onComplete: { todo in
          if let index = todos.firstIndex(where: { $0.id == todo.id }) {
            todos[index].isDone.toggle()
          }
        },
        onDelete: { _ in true },  // true: remove it; false: keep it
        onInsert: { _ in Todo(title: "New to-do") },
        isCompleted: { todo in todo.isDone }
      ) { todo in
        Text(todo.title)
          .strikethrough(todo.isDone)
          .frame(maxWidth: .infinity, alignment: .leading)
          .padding()
      }
    }
  }

  // MARK: Swipe back

  final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(
      _ scene: UIScene, willConnectTo session: UISceneSession,
      options connectionOptions: UIScene.ConnectionOptions
    ) {
      guard let scene = scene as? UIWindowScene else { return }
      let navigationController = UINavigationController(rootViewController: InboxViewController())
      navigationController.enableBackSwipe(.fullScreen)  // or enableBackSwipe(): the edge only
      window = UIWindow(windowScene: scene)
      window?.rootViewController = navigationController
      window?.makeKeyAndVisible()
    }
  }

  final class SketchViewController: UIViewController {
    override func viewDidLoad() {
      super.viewDidLoad()
      backSwipePolicy = .disabled  // this screen's horizontal strokes are the drawing's
    }
  }

  @available(iOS 16.0, *)
  struct RootView: View {
    var body: some View {
      NavigationStack {
        InboxView()
          .backSwipe(.fullScreen)  // once, on the stack's root
      }
    }
  }

  struct SketchView: View {
    var body: some View {
      Canvas { _, _ in }
        .backSwipePolicy(.disabled)  // this screen's horizontal strokes are the drawing's
    }
  }

  // MARK: Draggable floating views

  final class PlayerViewController: UIViewController {
    private let player = UIView(frame: CGRect(x: 0, y: 0, width: 160, height: 90))

    override func viewDidLoad() {
      super.viewDidLoad()
      view.backgroundColor = .systemBackground
      player.backgroundColor = .black
      view.addSubview(player)
      player.makeDraggable(anchors: .corners) { _, anchor in
        print("The player rests at \(anchor)")
      }
    }
  }

  struct ChannelView: View {
    var body: some View {
      ZStack {
        List(1..<50, id: \.self) { Text("Episode \($0)") }
        Color.black
          .frame(width: 160, height: 90)
          .floating(anchors: .corners) { _, anchor in print("The player rests at \(anchor)") }
      }
    }
  }
#endif
