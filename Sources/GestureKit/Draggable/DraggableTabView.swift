#if canImport(UIKit)
  import GestureCore
  import UIKit

  /// The tab a stashed floating view shows on screen, with a chevron pointing to where the
  /// view comes back from, over the part of the view left inside the container: on iOS 26,
  /// Liquid Glass (`UIGlassEffect` in a `UIVisualEffectView`: a control floating over the
  /// content, where Apple puts glass), or an opaque strip while the user asks to Reduce
  /// Transparency; before, a dimmed strip, as iOS's picture-in-picture window showed it. A
  /// tap on it (or a drag) brings the view back: the store decides, the tab only shows.
  @MainActor
  final class DraggableTabView: UIView {
    private let chevron = UIImageView()
    /// Whether the chevron shown points right (the view is stashed at the left edge).
    private var pointsRight = false
    /// The glass the chevron sits in on iOS 26 without Reduce Transparency, else `nil`.
    private var glass: UIVisualEffectView?

    init() {
      super.init(frame: .zero)
      // Hit-testing stops at a view that takes touches: a tap on the tab lands on the tab (or
      // its glass), never on the content under it, while the recognizers on the view (its
      // ancestor) still see the touch, as they see every touch on a subview; the store decides.
      isUserInteractionEnabled = true
      isHidden = true
      chevron.contentMode = .center
      // A symbol configured with a text style is drawn at that style's size for the
      // trait collection's content size category, and an image view draws its symbol again
      // when its traits change: the chevron follows Dynamic Type as it changes.
      chevron.preferredSymbolConfiguration = UIImage.SymbolConfiguration(textStyle: .body)
      addSubview(chevron)
      isAccessibilityElement = false
      updateAppearance()
    }

    /// Draws the tab for the system and the user's Reduce Transparency setting
    /// (`UIAccessibility.isReduceTransparencyEnabled`, read now: the controller calls this
    /// again when it changes).
    func updateAppearance() {
      #if compiler(>=6.2)
        if #available(iOS 26.0, *) {
          if UIAccessibility.isReduceTransparencyEnabled {
            // Transparency reduced: an opaque strip of the system's grouped background.
            glass?.removeFromSuperview()
            glass = nil
            addSubview(chevron)
            backgroundColor = .secondarySystemBackground
          } else if glass == nil {
            let glass = UIVisualEffectView(effect: Self.glassEffect())
            glass.frame = bounds
            glass.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            insertSubview(glass, at: 0)
            // A visual effect view's subviews go in its `contentView` (adding them to the
            // effect view itself raises), where the effect keeps them legible.
            glass.contentView.addSubview(chevron)
            self.glass = glass
            backgroundColor = .clear
          }
          chevron.tintColor = .label
          layoutChevron()
          return
        }
      #endif
      backgroundColor = UIColor.black.withAlphaComponent(0.45)
      chevron.tintColor = .white
    }

    #if compiler(>=6.2)
      /// The tab's glass: regular, and interactive, since the tab is tapped as a button is.
      @available(iOS 26.0, *)
      private static func glassEffect() -> UIGlassEffect {
        let effect = UIGlassEffect(style: .regular)
        effect.isInteractive = true
        return effect
      }
    #endif

    override func layoutSubviews() {
      super.layoutSubviews()
      layoutChevron()
    }

    /// The glass fills the tab, and the chevron the view it is in (the tab, or the glass's
    /// content view, which fills the glass).
    private func layoutChevron() {
      glass?.frame = bounds
      chevron.frame = CGRect(origin: .zero, size: bounds.size)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("DraggableTabView is created in code only") }

    /// Shows the tab over the part of the view that `store` leaves on screen while it is
    /// stashed (the view's frame inside the container's safe area), or hides it.
    func update(for store: DraggableStore, in view: UIView) {
      let frame = store.frame
      let area = store.overshootArea
      let stashedLeft: Bool
      switch store.anchor {
      case .stashedLeft?: stashedLeft = true
      case .stashedRight?: stashedLeft = false
      default:
        isHidden = true
        return
      }
      let visibleMinX = max(frame.minX, area.minX)
      let visibleMaxX = min(frame.maxX, area.maxX)
      guard visibleMaxX > visibleMinX else {
        isHidden = true
        return
      }
      // Called on every frame while the view springs: the image is made only when the side
      // changes, and the tab brought in front of the view's content only as it shows.
      if chevron.image == nil || pointsRight != stashedLeft {
        pointsRight = stashedLeft
        chevron.image = UIImage(systemName: stashedLeft ? "chevron.compact.right" : "chevron.compact.left")
      }
      // In the view's bounds: the visible strip, from the frame's own left edge.
      let bounds = view.bounds
      self.frame = CGRect(
        x: bounds.minX + visibleMinX - frame.minX, y: bounds.minY,
        width: visibleMaxX - visibleMinX, height: bounds.height)
      layoutChevron()
      if isHidden {
        isHidden = false
        superview?.bringSubviewToFront(self)
      }
    }
  }
#endif
