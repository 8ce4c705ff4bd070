#if canImport(UIKit)
  import UIKit

  /// Keeps a draggable view that Auto Layout positions (`translatesAutoresizingMaskIntoConstraints`
  /// off) where the store puts it.
  ///
  /// Auto Layout sets a constrained view's `center` and `bounds` from its constraints at every
  /// layout pass of its superview, so a view the controller moves by its `center` alone would
  /// jump back at the next one. At the first placement in a superview, the app's active
  /// constraints on the view's position (those that tie one of its horizontal or vertical
  /// edges, centres or baselines to an ancestor or an ancestor's layout guide; not those of
  /// its subviews, nor a sibling's, which positions the sibling, nor its width, height or
  /// aspect ratio) are deactivated and kept; GestureKit's own constraints take their place:
  /// the view's centre at a constant distance from the superview's top-left corner (at
  /// priority 999, so that a required constraint left alone wins), and its width and height at priority 249, below every size
  /// the view's own constraints or content give it (a required width, content hugging and
  /// compression resistance at their defaults of 250 and above), and deciding only where
  /// nothing else does (the size the deactivated edges gave it, a size the store sets). Their
  /// constants follow every placement, so each layout pass puts the view where the store drew
  /// it. ``release()`` (the controller invalidated) removes GestureKit's and activates the
  /// app's again. In a new superview the app's constraints to the old one are gone (UIKit
  /// removes a view's constraints to views it leaves), and the same is done there.
  ///
  /// Only the view's alignment rectangle is constrained: for views whose alignment insets
  /// are not zero, the centre placed is that rectangle's. Nothing here runs per touch: the
  /// constants are set when the store's frame changes (a display frame while the view moves).
  @MainActor
  final class DraggableConstraints {
    /// The superview GestureKit's constraints are in, held weakly.
    private weak var superview: UIView?
    /// The app's position constraints, inactive while GestureKit's hold the view.
    private var released: [NSLayoutConstraint] = []
    /// GestureKit's constraints: centre x and y from the superview's top-left corner, width
    /// and height.
    private var own: (centerX: NSLayoutConstraint, centerY: NSLayoutConstraint,
      width: NSLayoutConstraint, height: NSLayoutConstraint)?

    /// The positions of a view's edges, centres and baselines, as Auto Layout names them.
    private static let positionAttributes: Set<NSLayoutConstraint.Attribute> = [
      .left, .right, .top, .bottom, .leading, .trailing, .centerX, .centerY, .lastBaseline,
      .firstBaseline, .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin,
      .trailingMargin, .centerXWithinMargins, .centerYWithinMargins,
    ]

    /// Makes `view`'s Auto Layout position `center` and its size `size` (in its superview's
    /// coordinates), taking the position over first when needed. Does nothing for a view
    /// Auto Layout does not position (its autoresizing mask is translated), or with no
    /// superview.
    func follow(_ view: UIView, center: CGPoint, size: CGSize) {
      guard !view.translatesAutoresizingMaskIntoConstraints, let superview = view.superview else {
        return
      }
      if self.superview !== superview || own == nil { takeOver(view, in: superview) }
      guard let own else { return }
      // A constraint to the superview's left and top anchors measures from its bounds'
      // origin: a container that scrolls moves it, and is not a draggable view's place.
      let x = center.x - superview.bounds.minX
      let y = center.y - superview.bounds.minY
      // Setting a constraint's constant to the value it has changes nothing: only changes go.
      if own.centerX.constant != x { own.centerX.constant = x }
      if own.centerY.constant != y { own.centerY.constant = y }
      if own.width.constant != size.width { own.width.constant = size.width }
      if own.height.constant != size.height { own.height.constant = size.height }
    }

    /// Removes GestureKit's constraints and activates the app's again (those whose views are
    /// still in one hierarchy: UIKit removes a constraint whose view left it).
    func release() {
      if let own {
        NSLayoutConstraint.deactivate([own.centerX, own.centerY, own.width, own.height])
      }
      own = nil
      let stillValid = released.filter(Self.canActivate)
      NSLayoutConstraint.activate(stillValid)
      released = []
      superview = nil
    }

    private func takeOver(_ view: UIView, in superview: UIView) {
      release()
      let found = Self.positionConstraints(of: view)
      NSLayoutConstraint.deactivate(found)
      released = found
      let size = view.bounds.size
      let width = view.widthAnchor.constraint(equalToConstant: size.width)
      let height = view.heightAnchor.constraint(equalToConstant: size.height)
      // Just below `defaultLow` (250, content hugging's default): any size of the app's or
      // of the view's content wins, and this one holds where nothing else decides.
      width.priority = UILayoutPriority(UILayoutPriority.defaultLow.rawValue - 1)
      height.priority = UILayoutPriority(UILayoutPriority.defaultLow.rawValue - 1)
      let made = (
        centerX: view.centerXAnchor.constraint(
          equalTo: superview.leftAnchor, constant: view.center.x - superview.bounds.minX),
        centerY: view.centerYAnchor.constraint(
          equalTo: superview.topAnchor, constant: view.center.y - superview.bounds.minY),
        width: width, height: height
      )
      // Just below required: a required constraint of the app's that GestureKit left alone
      // (one to a sibling) wins over the place the store draws rather than making the layout
      // unsatisfiable.
      made.centerX.priority = UILayoutPriority(UILayoutPriority.required.rawValue - 1)
      made.centerY.priority = UILayoutPriority(UILayoutPriority.required.rawValue - 1)
      for constraint in [made.centerX, made.centerY, made.width, made.height] {
        constraint.identifier = "GestureKit.draggable"
      }
      NSLayoutConstraint.activate([made.centerX, made.centerY, made.width, made.height])
      own = made
      self.superview = superview
    }

    /// The active constraints, in the view's ancestors (where UIKit keeps a constraint
    /// between two views: in their nearest common ancestor), that tie the view's position to
    /// one of its ancestors or a layout guide of one.
    private static func positionConstraints(of view: UIView) -> [NSLayoutConstraint] {
      var found: [NSLayoutConstraint] = []
      var holder = view.superview
      while let current = holder {
        for constraint in current.constraints where constraint.isActive {
          if positions(view, in: constraint) { found.append(constraint) }
        }
        holder = current.superview
      }
      return found
    }

    /// Whether `constraint` ties a position attribute of `view` to an ancestor of it or to a
    /// layout guide of one.
    private static func positions(_ view: UIView, in constraint: NSLayoutConstraint) -> Bool {
      let first = constraint.firstItem
      let second = constraint.secondItem
      let other: AnyObject?
      let attribute: NSLayoutConstraint.Attribute
      if first === view {
        other = second
        attribute = constraint.firstAttribute
      } else if second === view {
        other = first
        attribute = constraint.secondAttribute
      } else {
        return false
      }
      guard positionAttributes.contains(attribute), let other, other !== view else { return false }
      // Only a constraint to an ancestor, or to a layout guide of one (its margins, its safe
      // area, the keyboard's), places the view in its container. A subview's constraint to
      // the view, or one to a guide of the view's own, positions the subview; a sibling's
      // constraint to the view positions the sibling, which would come loose without it.
      let owner: UIView?
      if let otherView = other as? UIView {
        owner = otherView
      } else if let guide = other as? UILayoutGuide {
        owner = guide.owningView
      } else {
        owner = nil
      }
      guard let owner, owner !== view, view.isDescendant(of: owner) else {
        #if DEBUG
          if let owner, !owner.isDescendant(of: view), !loggedSiblingConstraint {
            loggedSiblingConstraint = true
            print(
              "GestureKit: a draggable view keeps a constraint that ties it to a view outside "
                + "its ancestors (\(constraint)); it is left alone, and may hold the view "
                + "against the drag. Tie the view's position to its superview instead.")
          }
        #endif
        return false
      }
      return true
    }

    #if DEBUG
      /// Whether a constraint that ties a draggable view to a view outside its ancestors was
      /// reported: once per process, as such constraints tend to come in numbers.
      private static var loggedSiblingConstraint = false
    #endif

    /// Whether both items of a constraint are still in one view hierarchy, where it can be
    /// activated again.
    private static func canActivate(_ constraint: NSLayoutConstraint) -> Bool {
      func view(of item: AnyObject?) -> UIView? {
        (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
      }
      guard let first = view(of: constraint.firstItem) else { return false }
      guard constraint.secondItem != nil else { return true }
      guard let second = view(of: constraint.secondItem) else { return false }
      return rootView(of: first) === rootView(of: second)
    }

    /// The topmost ancestor of a view.
    private static func rootView(of view: UIView) -> UIView {
      var root = view
      while let parent = root.superview { root = parent }
      return root
    }
  }
#endif
