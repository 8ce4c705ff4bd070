#if canImport(UIKit)
  import GestureKit
  import UIKit

  /// Swipe back that always works. The app enabled it once, in `SceneDelegate`
  /// (`navigationController.enableBackSwipe()`); this screen switches it between the edge and
  /// full screen, and pushes pages that show what used to break it.
  @MainActor
  final class BackSwipeViewController: UIViewController {
    override func viewDidLoad() {
      super.viewDidLoad()
      title = "Swipe back"
      view.backgroundColor = .systemBackground

      let mode = UISegmentedControl(items: ["Edge", "Full screen"])
      mode.selectedSegmentIndex = 0
      mode.addAction(
        UIAction { [weak self] action in
          let fullScreen = (action.sender as? UISegmentedControl)?.selectedSegmentIndex == 1
          // Calling it again only changes the configuration.
          self?.navigationController?.enableBackSwipe(fullScreen ? .fullScreen : .edge)
        }, for: .valueChanged)

      let stack = UIStackView(arrangedSubviews: [
        mode,
        makeButton("A page with a custom back button") { BackSwipePageViewController() },
        makeButton("A page that opts out") { BackSwipeCanvasViewController() },
        makeButton("A carousel") { BackSwipeCarouselViewController() },
      ])
      stack.axis = .vertical
      stack.spacing = 16
      stack.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(stack)
      NSLayoutConstraint.activate([
        stack.centerYAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerYAnchor),
        stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
        stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
      ])
    }

    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      // Coming back from the page that hides the bar: show it, along with the transition.
      navigationController?.setNavigationBarHidden(false, animated: animated)
    }

    override func viewWillDisappear(_ animated: Bool) {
      super.viewWillDisappear(animated)
      guard isMovingFromParent, let navigationController else { return }
      // Leaving the example (unless the user cancels a swipe back half way): the rest of the
      // app gets the edge swipe back, as a full-screen swipe would fight with its own
      // horizontal drags (the to-do list's swipe to complete, say).
      guard let coordinator = transitionCoordinator else {
        navigationController.enableBackSwipe(.edge)
        return
      }
      coordinator.animate(alongsideTransition: nil) { context in
        if !context.isCancelled { navigationController.enableBackSwipe(.edge) }
      }
    }

    private func makeButton(
      _ title: String, page: @escaping @MainActor () -> UIViewController
    ) -> UIButton {
      var configuration = UIButton.Configuration.filled()
      configuration.title = title
      return UIButton(
        configuration: configuration,
        primaryAction: UIAction { [weak self] _ in
          self?.navigationController?.pushViewController(page(), animated: true)
        })
    }
  }

  /// A custom `leftBarButtonItem`, which turns UIKit's own swipe back off; GestureKit keeps it
  /// on. Hiding the bar does not stop it either.
  @MainActor
  final class BackSwipePageViewController: UIViewController {
    override func viewDidLoad() {
      super.viewDidLoad()
      title = "Custom back"
      view.backgroundColor = .systemYellow
      navigationItem.leftBarButtonItem = UIBarButtonItem(
        title: "Done", primaryAction: UIAction { [weak self] _ in
          self?.navigationController?.popViewController(animated: true)
        })
      var configuration = UIButton.Configuration.borderedProminent()
      configuration.title = "Hide or show the bar"
      let toggle = UIButton(
        configuration: configuration,
        primaryAction: UIAction { [weak self] _ in
          guard let navigationController = self?.navigationController else { return }
          navigationController.setNavigationBarHidden(
            !navigationController.isNavigationBarHidden, animated: true)
        })
      let note = UILabel()
      note.numberOfLines = 0
      note.textAlignment = .center
      note.text = "UIKit turns its swipe back off under a custom back button. Swipe from the "
        + "edge: it still works, with the bar shown or hidden."
      let stack = UIStackView(arrangedSubviews: [note, toggle])
      stack.axis = .vertical
      stack.spacing = 16
      stack.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(stack)
      NSLayoutConstraint.activate([
        stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
        stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
      ])
    }
  }

  /// A drawing canvas needs horizontal drags from anywhere: it opts out of the back swipe
  /// (the back button still works).
  @MainActor
  final class BackSwipeCanvasViewController: UIViewController {
    private let ink = CAShapeLayer()
    private let path = UIBezierPath()

    override func viewDidLoad() {
      super.viewDidLoad()
      title = "Canvas: no swipe back"
      view.backgroundColor = .systemBackground
      allowsBackSwipe = false

      ink.strokeColor = UIColor.systemIndigo.cgColor
      ink.fillColor = nil
      ink.lineWidth = 4
      ink.lineCap = .round
      view.layer.addSublayer(ink)
      view.onPan { [weak self] gesture in
        guard let self else { return }
        let point = gesture.location  // in the view that was panned: this screen's view
        if gesture.phase == .began { path.move(to: point) } else { path.addLine(to: point) }
        ink.path = path.cgPath
      }
    }
  }

  /// A paging carousel: at its first page, a swipe towards the trailing edge goes back; at
  /// any other page, every horizontal drag pages.
  @MainActor
  final class BackSwipeCarouselViewController: UIViewController {
    private let carousel = UIScrollView()
    private let colors: [UIColor] = [.systemRed, .systemOrange, .systemGreen, .systemBlue]

    override func viewDidLoad() {
      super.viewDidLoad()
      title = "Carousel"
      view.backgroundColor = .systemBackground
      carousel.isPagingEnabled = true
      carousel.showsHorizontalScrollIndicator = false
      carousel.translatesAutoresizingMaskIntoConstraints = false
      view.addSubview(carousel)

      let pages = UIStackView()
      pages.translatesAutoresizingMaskIntoConstraints = false
      carousel.addSubview(pages)
      for (index, color) in colors.enumerated() {
        let page = UILabel()
        page.text = "Page \(index + 1)"
        page.textAlignment = .center
        page.font = .preferredFont(forTextStyle: .largeTitle)
        page.backgroundColor = color
        pages.addArrangedSubview(page)
        page.widthAnchor.constraint(equalTo: carousel.frameLayoutGuide.widthAnchor).isActive = true
      }
      NSLayoutConstraint.activate([
        carousel.leadingAnchor.constraint(equalTo: view.leadingAnchor),
        carousel.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        carousel.centerYAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerYAnchor),
        carousel.heightAnchor.constraint(equalToConstant: 240),
        pages.topAnchor.constraint(equalTo: carousel.contentLayoutGuide.topAnchor),
        pages.bottomAnchor.constraint(equalTo: carousel.contentLayoutGuide.bottomAnchor),
        pages.leadingAnchor.constraint(equalTo: carousel.contentLayoutGuide.leadingAnchor),
        pages.trailingAnchor.constraint(equalTo: carousel.contentLayoutGuide.trailingAnchor),
        pages.heightAnchor.constraint(equalTo: carousel.frameLayoutGuide.heightAnchor),
      ])

      // One call settles the carousel-versus-back-swipe conflict.
      if let navigationController {
        carousel.yieldToBackSwipe(in: navigationController)
      }
    }
  }
#endif
