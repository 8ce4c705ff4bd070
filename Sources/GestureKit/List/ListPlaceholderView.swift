#if canImport(UIKit)
  import GestureCore
  import UIKit

  /// The row that grows in a pinch's gap, with the core's prompt.
  ///
  /// GestureKit adds it to the list (in content coordinates) while a gap is open or closing,
  /// sized to the core's new row height and scaled vertically about its centre.
  @MainActor
  final class ListPlaceholderView: UIView {
    private let label = UILabel()
    private let style: ListGestures.PlaceholderStyle

    init(style: ListGestures.PlaceholderStyle) {
      self.style = style
      super.init(frame: .zero)
      isUserInteractionEnabled = false
      backgroundColor = style.backgroundColor
      isAccessibilityElement = true
      label.font = style.font.followingDynamicType(as: .body)
      label.adjustsFontForContentSizeCategory = true
      label.textColor = style.textColor
      label.textAlignment = .center
      // Wraps rather than truncates (a long translation at an accessibility text size): the
      // margins, centred, bound its width.
      label.numberOfLines = 0
      label.translatesAutoresizingMaskIntoConstraints = false
      addSubview(label)
      NSLayoutConstraint.activate([
        label.centerXAnchor.constraint(equalTo: centerXAnchor),
        label.centerYAnchor.constraint(equalTo: centerYAnchor),
        label.leadingAnchor.constraint(greaterThanOrEqualTo: layoutMarginsGuide.leadingAnchor),
      ])
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      fatalError("ListPlaceholderView is created by ListGestures")
    }

    /// Shows the prompt for a core label (also the view's accessibility label).
    func show(_ prompt: PinchToInsert.Label) {
      let text = style.text(for: prompt)
      guard label.text != text else { return }
      label.text = text
      accessibilityLabel = text
    }
  }
#endif
