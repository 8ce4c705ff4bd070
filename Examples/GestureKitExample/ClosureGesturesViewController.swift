#if canImport(UIKit)
  import GestureKit
  import UIKit

  /// Closure gestures on a plain view: a pad that logs every kind, and moves, scales and turns
  /// under pan, pinch and rotation; a card with a tap that keeps its buttons and switch
  /// working; below them, a table whose reused cells re-register a tap.
  @MainActor
  final class ClosureGesturesViewController: UIViewController, UITableViewDataSource {
    private let logLabel = UILabel()
    private let pad = UILabel()
    private let tableView = UITableView(frame: .zero, style: .insetGrouped)
    private let card = UIView()
    /// The pad's transform, in parts: each gesture springs its own part back when it ends.
    private var offset = CGPoint.zero
    private var scale: CGFloat = 1
    private var rotation: CGFloat = 0

    override func viewDidLoad() {
      super.viewDidLoad()
      title = "Closure gestures"
      view.backgroundColor = .systemGroupedBackground
      layOut()
      makeCard()

      // A label: adding a handler turns on `isUserInteractionEnabled` for us.
      pad.onTap { [weak self] gesture in
        self?.log("tap at \(Int(gesture.location.x)), \(Int(gesture.location.y))")
      }
      // The single tap above waits for this one to fail, so a double tap never logs a tap.
      pad.onDoubleTap { [weak self] in self?.log("double tap") }
      // Handlers receive the gesture: use `gesture.view`, never capture `pad` (a cycle).
      pad.onLongPress { [weak self] gesture in
        gesture.view.backgroundColor = .systemPink
        self?.log("long press began")
      } ended: { [weak self] gesture in
        gesture.view.backgroundColor = .systemTeal
        self?.log("long press \(gesture.phase)")
      }
      // Any set of directions; the gesture says which one it was.
      pad.onSwipe(.all) { [weak self] gesture in
        let direction =
          switch gesture.direction {
          case .left: "left"
          case .right: "right"
          case .up: "up"
          default: "down"
          }
        self?.log("swipe \(direction)")
      }

      // Pan, pinch and rotation run together; each one owns a part of the transform.
      pad.onPan { [weak self] gesture in
        guard let self else { return }
        offset = gesture.isOver ? .zero : gesture.translation
        let velocity = "velocity \(Int(gesture.velocity.x)), \(Int(gesture.velocity.y)) pt/s"
        update(gesture, "pan", velocity)
      }
      pad.onPinch { [weak self] gesture in
        guard let self else { return }
        scale = gesture.isOver ? 1 : gesture.scale
        update(gesture, "pinch", String(format: "scale %.2f", gesture.scale))
      }
      pad.onRotate { [weak self] gesture in
        guard let self else { return }
        rotation = gesture.isOver ? 0 : gesture.rotation
        update(gesture, "rotation", "\(Int(gesture.rotation * 180 / .pi))°")
      }
    }

    /// Applies the transform (springing back when a gesture ends) and logs the ends.
    private func update(_ gesture: ViewGesture, _ name: String, _ value: String) {
      let transform = CGAffineTransform(translationX: offset.x, y: offset.y)
        .scaledBy(x: scale, y: scale).rotated(by: rotation)
      switch gesture.phase {
      case .began:
        log("\(name) began")
        pad.transform = transform
      case .changed:
        pad.transform = transform
      case .ended, .cancelled:
        log("\(name) \(gesture.phase), \(value)")
        UIView.animate(
          withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.8, initialSpringVelocity: 0,
          options: [.allowUserInteraction, .beginFromCurrentState]
        ) { self.pad.transform = transform }
      }
    }

    /// A card that opens on a tap, with a button and a switch inside: a tap on the button or
    /// the switch is theirs, as under UIKit's own tap recognizer, and never opens the card.
    private func makeCard() {
      card.backgroundColor = .secondarySystemGroupedBackground
      card.layer.cornerRadius = 16
      let title = UILabel()
      title.text = "Lisbon, 3 nights"
      title.font = .preferredFont(forTextStyle: .headline)
      let like = UIButton(
        configuration: .tinted(),
        primaryAction: UIAction(title: "Like", image: UIImage(systemName: "heart")) {
          [weak self] _ in self?.log("card: like button")
        })
      let notify = UISwitch()
      notify.addAction(
        UIAction { [weak self] action in
          let isOn = (action.sender as? UISwitch)?.isOn == true
          self?.log("card: notify \(isOn ? "on" : "off")")
        }, for: .valueChanged)
      let row = UIStackView(arrangedSubviews: [title, UIView(), like, notify])
      row.spacing = 12
      row.alignment = .center
      row.translatesAutoresizingMaskIntoConstraints = false
      card.addSubview(row)
      NSLayoutConstraint.activate([
        row.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 16),
        row.trailingAnchor.constraint(equalTo: card.trailingAnchor, constant: -16),
        row.topAnchor.constraint(equalTo: card.topAnchor, constant: 12),
        row.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -12),
      ])
      card.onTap { [weak self] _ in self?.log("card: opened") }
    }

    private func log(_ line: String) {
      let lines = (logLabel.text ?? "").split(separator: "\n").suffix(4).map(String.init)
      logLabel.text = (lines + [line]).joined(separator: "\n")
    }

    // MARK: - Reused cells

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 100 }

    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
      "Reused cells: tap a star"
    }

    func tableView(
      _ tableView: UITableView, cellForRowAt indexPath: IndexPath
    ) -> UITableViewCell {
      let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
      let star = cell.viewWithTag(1) as? UILabel ?? addStar(to: cell)
      var content = cell.defaultContentConfiguration()
      content.text = "Row \(indexPath.row)"
      cell.contentConfiguration = content
      // A reused cell is configured again for another row: this line's handler replaces the
      // one it added before, so a tap logs one row, the current one.
      let row = indexPath.row
      star.onTap { [weak self] in self?.log("star of row \(row)") }
      return cell
    }

    private func addStar(to cell: UITableViewCell) -> UILabel {
      let star = UILabel()
      star.tag = 1
      star.text = "★"
      star.font = .systemFont(ofSize: 28)
      star.sizeToFit()
      cell.accessoryView = star
      return star
    }

    private func layOut() {
      logLabel.numberOfLines = 5
      logLabel.font = .monospacedSystemFont(ofSize: 13, weight: .regular)
      logLabel.text = "Tap, double tap, long press, swipe, pan, pinch or rotate the pad."
      pad.text = "Touch me"
      pad.textAlignment = .center
      pad.textColor = .white
      pad.font = .preferredFont(forTextStyle: .title2)
      pad.backgroundColor = .systemTeal
      pad.layer.cornerRadius = 24
      pad.layer.masksToBounds = true
      tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
      tableView.dataSource = self

      let views: [UIView] = [logLabel, pad, card, tableView]
      for subview in views {
        subview.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(subview)
      }
      view.bringSubviewToFront(pad)  // it grows over the table while pinched
      let guide = view.safeAreaLayoutGuide
      NSLayoutConstraint.activate([
        logLabel.topAnchor.constraint(equalTo: guide.topAnchor, constant: 8),
        logLabel.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 20),
        logLabel.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -20),
        logLabel.heightAnchor.constraint(equalToConstant: 84),
        pad.topAnchor.constraint(equalTo: logLabel.bottomAnchor, constant: 12),
        pad.centerXAnchor.constraint(equalTo: guide.centerXAnchor),
        pad.widthAnchor.constraint(equalToConstant: 220),
        pad.heightAnchor.constraint(equalToConstant: 140),
        card.topAnchor.constraint(equalTo: pad.bottomAnchor, constant: 12),
        card.leadingAnchor.constraint(equalTo: guide.leadingAnchor, constant: 20),
        card.trailingAnchor.constraint(equalTo: guide.trailingAnchor, constant: -20),
        tableView.topAnchor.constraint(equalTo: card.bottomAnchor, constant: 4),
        tableView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        tableView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        tableView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
      ])
    }
  }

  extension ViewGesture {
    /// Whether the gesture has finished, normally or not.
    fileprivate var isOver: Bool { phase == .ended || phase == .cancelled }
  }
#endif
