#if canImport(UIKit)
  import GestureKit
  import UIKit

  /// A floating player, picture-in-picture style: drag it, fling it, and it springs to the
  /// nearest corner (or side) of the safe area, 12 pt in; it stays clear of the keyboard too.
  /// Its play button keeps working: a tap on it plays or pauses, a drag that starts on it
  /// moves the player.
  @MainActor
  final class FloatingWindowViewController: UIViewController {
    private let player = UIView(frame: CGRect(x: 0, y: 0, width: 160, height: 90))
    private var isPlaying = true
    private let statusLabel = UILabel()

    override func viewDidLoad() {
      super.viewDidLoad()
      title = "Floating window"
      view.backgroundColor = .systemBackground

      let anchors = UISegmentedControl(items: ["Corners", "Sides"])
      anchors.selectedSegmentIndex = 0
      anchors.addAction(
        UIAction { [weak self] action in
          let sides = (action.sender as? UISegmentedControl)?.selectedSegmentIndex == 1
          self?.makePlayerDraggable(anchors: sides ? .sides : .corners)
        }, for: .valueChanged)

      let keyboardField = UITextField()
      keyboardField.placeholder = "Type here: the window avoids the keyboard"
      keyboardField.borderStyle = .roundedRect
      keyboardField.returnKeyType = .done
      // Any action for this event makes Return dismiss the keyboard.
      keyboardField.addAction(UIAction { _ in }, for: .editingDidEndOnExit)

      statusLabel.numberOfLines = 0
      statusLabel.font = .monospacedSystemFont(ofSize: 13, weight: .regular)
      statusLabel.text = "Drag or flick the window."

      let stack = UIStackView(arrangedSubviews: [anchors, keyboardField, statusLabel])
      stack.axis = .vertical
      stack.spacing = 16
      stack.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(stack)
      NSLayoutConstraint.activate([
        stack.centerYAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerYAnchor),
        stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
        stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
      ])

      // The floating view is positioned by its frame (GestureKit moves its `center`): no
      // constraints on its position. Added last, so it floats above the rest.
      player.backgroundColor = .black
      player.layer.cornerRadius = 12
      player.layer.masksToBounds = true
      player.accessibilityLabel = "Live player"
      let live = UILabel()
      live.text = "● LIVE"
      live.textColor = .white
      live.font = .preferredFont(forTextStyle: .caption1)
      let playPause = UIButton(type: .system)
      playPause.tintColor = .white
      playPause.setImage(UIImage(systemName: "pause.fill"), for: .normal)
      playPause.addAction(
        UIAction { [weak self] action in
          guard let self, let button = action.sender as? UIButton else { return }
          isPlaying.toggle()
          button.setImage(UIImage(systemName: isPlaying ? "pause.fill" : "play.fill"), for: .normal)
          statusLabel.text = isPlaying ? "Playing" : "Paused"
        }, for: .touchUpInside)
      for subview in [live, playPause] {
        subview.translatesAutoresizingMaskIntoConstraints = false
        player.addSubview(subview)
      }
      NSLayoutConstraint.activate([
        live.topAnchor.constraint(equalTo: player.topAnchor, constant: 8),
        live.leadingAnchor.constraint(equalTo: player.leadingAnchor, constant: 10),
        playPause.centerXAnchor.constraint(equalTo: player.centerXAnchor),
        playPause.centerYAnchor.constraint(equalTo: player.centerYAnchor, constant: 8),
        playPause.widthAnchor.constraint(equalToConstant: 44),
        playPause.heightAnchor.constraint(equalToConstant: 44),
      ])
      view.addSubview(player)
      makePlayerDraggable(anchors: .corners)
    }

    /// Makes the player draggable, or changes its anchors (calling it again updates the same
    /// controller).
    private func makePlayerDraggable(anchors: DraggableStore.Anchors) {
      let controller = player.makeDraggable(anchors: anchors) { [weak self] frame, anchor in
        // After the settle animation: where the window came to rest.
        self?.statusLabel.text = "Rests at \(anchor)\nframe \(Self.describe(frame))"
      }
      controller.onMoved = { [weak self] frame in
        self?.statusLabel.text = "Dragging\nframe \(Self.describe(frame))"
      }
    }

    private static func describe(_ frame: CGRect) -> String {
      "x \(Int(frame.minX)), y \(Int(frame.minY)), \(Int(frame.width)) × \(Int(frame.height))"
    }
  }
#endif
