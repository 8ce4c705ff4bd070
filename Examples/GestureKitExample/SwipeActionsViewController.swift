#if canImport(UIKit)
  import GestureKit
  import UIKit

  /// Swipe-to-reveal actions on plain views: rounded cards and form-like rows in a stack, no
  /// table view involved. All of them share one group, so opening one closes the others.
  @MainActor
  final class SwipeActionsViewController: UIViewController, UIScrollViewDelegate {
    /// At most one view of the screen is open at a time.
    private let group = SwipeActionsGroupController()
    private let logLabel = UILabel()
    private let stack = UIStackView()

    override func viewDidLoad() {
      super.viewDidLoad()
      title = "Swipe actions"
      view.backgroundColor = .systemGroupedBackground
      navigationItem.rightBarButtonItem = UIBarButtonItem(
        title: "Close All", primaryAction: UIAction { [weak self] _ in self?.group.closeAll() })

      let scrollView = UIScrollView()
      scrollView.delegate = self
      scrollView.alwaysBounceVertical = true
      scrollView.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(scrollView)
      stack.axis = .vertical
      stack.spacing = 12
      stack.translatesAutoresizingMaskIntoConstraints = false
      scrollView.addSubview(stack)
      let content = scrollView.contentLayoutGuide
      NSLayoutConstraint.activate([
        scrollView.topAnchor.constraint(equalTo: view.topAnchor),
        scrollView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        scrollView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        scrollView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        stack.topAnchor.constraint(equalTo: content.topAnchor, constant: 16),
        stack.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -16),
        stack.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
        stack.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -16),
        content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
      ])

      logLabel.numberOfLines = 0
      logLabel.font = .monospacedSystemFont(ofSize: 13, weight: .regular)
      logLabel.textColor = .secondaryLabel
      logLabel.text = "Swipe a card or a row."
      stack.addArrangedSubview(logLabel)

      for title in ["Weekly report", "Flight to Lisbon", "Dentist, Tuesday"] {
        stack.addArrangedSubview(makeCard(title: title))
      }
      for title in ["Wi-Fi", "Bluetooth", "Notifications", "Screen Time"] {
        stack.addArrangedSubview(makeRow(title: title))
      }
    }

    /// A card: rounded, so the buttons it uncovers are rounded the same way (the default
    /// `cornerRadius` follows the card's layer). Buttons travel with it (`.drag`).
    private func makeCard(title: String) -> UIView {
      let card = makeLabeledView(title: title, height: 88)
      card.layer.cornerRadius = 16

      let pin = SwipeAction(
        title: "Pin", image: UIImage(systemName: "pin.fill"), backgroundColor: .systemOrange
      ) { [weak self] _, view in
        self?.log("pinned \(view.accessibilityLabel ?? "")")
      }
      let delete = SwipeAction(
        title: "Delete", image: UIImage(systemName: "trash"), style: .destructive
      ) { [weak self] _, view in
        self?.log("deleted \(view.accessibilityLabel ?? "")")
        self?.remove(view)
      }
      var options = makeOptions()
      options.transitionStyle = .drag
      card.swipeActions(leading: [pin], trailing: [delete], options: options)
      return card
    }

    /// A row: square, classic fixed-width buttons, two trailing actions. A full swipe to the
    /// leading side performs "Read"; the trailing side's full swipe is off, so "Archive" needs
    /// a tap. "Flag" stays open after its tap.
    private func makeRow(title: String) -> UIView {
      let row = makeLabeledView(title: title, height: 56)
      let read = SwipeAction(title: "Read", backgroundColor: .systemBlue) { [weak self] _, view in
        self?.log("marked \(view.accessibilityLabel ?? "") read")
      }
      let archive = SwipeAction(title: "Archive", backgroundColor: .systemIndigo) {
        [weak self] _, view in
        self?.log("archived \(view.accessibilityLabel ?? "")")
      }
      let flag = SwipeAction(
        title: "Flag", backgroundColor: .systemYellow, keepsOpenAfterTap: true
      ) { [weak self] _, view in
        self?.log("flagged \(view.accessibilityLabel ?? ""), still open")
      }
      var options = makeOptions()
      options.buttonWidth = .fixed()  // 78 pt each
      options.trailingPerformsFirstActionWithFullSwipe = false
      row.swipeActions(leading: [read], trailing: [archive, flag], options: options)
      return row
    }

    /// The options every view shares: the group, and the callbacks, logged.
    private func makeOptions() -> SwipeActionsOptions {
      var options = SwipeActionsOptions()
      options.group = group
      // Callbacks receive the view: use it rather than capturing the view (a retain cycle).
      options.willOpen = { [weak self] view, side in
        self?.log("will open \(view.accessibilityLabel ?? "") (\(side))")
      }
      options.didOpen = { [weak self] view, side in
        self?.log("did open \(view.accessibilityLabel ?? "") (\(side))")
      }
      options.didClose = { [weak self] view, side in
        self?.log("did close \(view.accessibilityLabel ?? "") (\(side))")
      }
      return options
    }

    private func makeLabeledView(title: String, height: CGFloat) -> UIView {
      let container = UIView()
      container.backgroundColor = .secondarySystemGroupedBackground
      container.heightAnchor.constraint(equalToConstant: height).isActive = true
      // An accessibility element with a label, so that VoiceOver offers the actions.
      container.isAccessibilityElement = true
      container.accessibilityLabel = title
      let label = UILabel()
      label.text = title
      label.translatesAutoresizingMaskIntoConstraints = false
      container.addSubview(label)
      NSLayoutConstraint.activate([
        label.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 16),
        label.centerYAnchor.constraint(equalTo: container.centerYAnchor),
      ])
      return container
    }

    /// Collapses a deleted view out of the stack, after its content slid off-screen.
    private func remove(_ view: UIView) {
      UIView.animate(withDuration: 0.3) {
        view.isHidden = true
        view.alpha = 0
      } completion: { _ in
        view.removeFromSuperview()
      }
    }

    private func log(_ line: String) {
      let lines = (logLabel.text ?? "").split(separator: "\n").suffix(3).map(String.init)
      logLabel.text = (lines + [line]).joined(separator: "\n")
    }

    // MARK: - UIScrollViewDelegate

    /// Scrolling closes the open view, as in Mail.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
      group.closeAll()
    }
  }
#endif
