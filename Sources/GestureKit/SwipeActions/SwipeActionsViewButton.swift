#if canImport(UIKit)
  import GestureCore
  import UIKit

  /// The button of an action that draws itself with a view of the app's
  /// (``SwipeAction/makeView``): a `UIButton` like the others (the action's background, its
  /// tap, its place in the store's layout), with the app's view in place of a title and
  /// image.
  ///
  /// The controller places the view on every frame where GestureCore says a button's content
  /// sits (`SwipeActionsRow.contentFrame(_:index:contentSize:)`): centred, and next to the
  /// content's edge while a full swipe expands the button. The button clips it, so a view
  /// wider than a button the border style is still growing does not spill onto the next one.
  @MainActor
  final class SwipeActionsViewButton: UIButton {
    /// The app's view.
    let content: UIView
    /// The view's own size, measured once when the button is made: placing the view changes
    /// its frame, which the measure may read.
    let contentSize: CGSize

    init(content: UIView, action: SwipeAction) {
      self.content = content
      contentSize = Self.ownSize(of: content)
      super.init(frame: .zero)
      var configuration = UIButton.Configuration.plain()
      configuration.contentInsets = .zero
      configuration.background.backgroundColor = action.resolvedBackgroundColor
      configuration.background.cornerRadius = 0
      self.configuration = configuration
      clipsToBounds = true
      // Hit-testing skips a view whose `isUserInteractionEnabled` is off, with its subviews,
      // and returns the button: a tap anywhere on it is the button's (it performs the action)
      // and a drag moves the row, as on the buttons GestureKit draws.
      content.isUserInteractionEnabled = false
      // The button (a button to VoiceOver, as every UIButton) is the accessibility element,
      // named after the action; the view's parts would be read as elements of their own.
      content.accessibilityElementsHidden = true
      content.translatesAutoresizingMaskIntoConstraints = true
      addSubview(content)
      isAccessibilityElement = true
      accessibilityLabel = action.accessibilityName
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      fatalError("init(coder:) is not supported")
    }

    override func layoutSubviews() {
      super.layoutSubviews()
      // A button adds and orders its own subviews (background, title, image) as its
      // configuration updates; the app's view stays in front of them.
      if subviews.last !== content { bringSubviewToFront(content) }
    }

    /// Places the view at `frame`, in the button's coordinates.
    func placeContent(at frame: CGRect) {
      if content.frame != frame { content.frame = frame }
    }

    /// A view's own size: its intrinsic content size, else the size its constraints give it,
    /// else the frame it was made with; each dimension on its own, never NaN or negative.
    static func ownSize(of view: UIView) -> CGSize {
      let intrinsic = view.intrinsicContentSize
      let fitting = view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
      func pick(_ intrinsic: CGFloat, _ fitting: CGFloat, _ frame: CGFloat) -> CGFloat {
        for value in [intrinsic, fitting, frame] where value.isFinite && value > 0 {
          return value
        }
        return 0
      }
      return CGSize(
        width: pick(intrinsic.width, fitting.width, view.bounds.width),
        height: pick(intrinsic.height, fitting.height, view.bounds.height))
    }
  }
#endif
