#if canImport(UIKit)
  import GestureCore
  import UIKit

  /// The cues behind a swiped row: the complete cue at the leading edge, the delete cue at the
  /// trailing edge, only the one the row's offset reveals showing.
  ///
  /// GestureKit puts it in the list behind the cell, where the row rests, for the duration of
  /// a swipe; the whole cell slides to reveal it.
  @MainActor
  final class ListCueView: UIView {
    private let completeLabel = UILabel()
    private let deleteLabel = UILabel()
    private let style: ListGestures.CueStyle
    /// The ``ListGestures`` render pass that drew it last (not `tag`, which is the app's:
    /// the cue sits among the list's subviews, where `viewWithTag(_:)` would find it).
    var renderPass = 0

    init(style: ListGestures.CueStyle) {
      self.style = style
      super.init(frame: .zero)
      isUserInteractionEnabled = false
      backgroundColor = style.backgroundColor
      // Decorative: the row's own accessibility describes it.
      accessibilityElementsHidden = true
      for (label, text) in [(completeLabel, style.completeText), (deleteLabel, style.deleteText)] {
        label.text = text
        label.font = style.font.followingDynamicType(as: .title1)
        label.adjustsFontForContentSizeCategory = true
        label.textColor = style.idleColor
        label.isHidden = true
        label.translatesAutoresizingMaskIntoConstraints = false
        addSubview(label)
      }
      // Leading and trailing follow the layout direction, as the core's actions do.
      NSLayoutConstraint.activate([
        completeLabel.leadingAnchor.constraint(equalTo: leadingAnchor, constant: style.horizontalInset),
        completeLabel.centerYAnchor.constraint(equalTo: centerYAnchor),
        deleteLabel.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -style.horizontalInset),
        deleteLabel.centerYAnchor.constraint(equalTo: centerYAnchor),
      ])
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
      fatalError("ListCueView is created by ListGestures")
    }

    /// Shows the cue of the action the row's offset swipes towards, or none at rest.
    func reveal(_ action: SwipeToCommit.Action?) {
      completeLabel.isHidden = action != .complete
      deleteLabel.isHidden = action != .delete
    }

    /// Colors an action's cue: its armed color, or the idle one.
    func setArmed(_ armed: Bool, for action: SwipeToCommit.Action) {
      switch action {
      case .complete: completeLabel.textColor = armed ? style.completeColor : style.idleColor
      case .delete: deleteLabel.textColor = armed ? style.deleteColor : style.idleColor
      }
    }
  }
extension UIFont {
    /// This font, made to follow Dynamic Type live in a label whose
    /// `adjustsFontForContentSizeCategory` is on: a label adjusts only a font made by
    /// `preferredFont(forTextStyle:)` or by `UIFontMetrics.scaledFont(for:)`, so a fixed font
    /// (the cues' 28 pt default, an app's own) is scaled by `textStyle`'s metrics, and a text
    /// style's font (already scaled) is kept as it is.
    func followingDynamicType(as textStyle: UIFont.TextStyle) -> UIFont {
      if fontDescriptor.object(forKey: .textStyle) != nil { return self }
      return UIFontMetrics(forTextStyle: textStyle).scaledFont(for: self)
    }
  }
#endif
