#if canImport(UIKit)
  import GestureCore
  import UIKit

  // The `gk_on…` variants with a key the caller names. The plain variants register a block
  // by the literal it was made from (its `invoke` function, which every block of one literal
  // shares), so a line run again for a reused view replaces the block it added before. A
  // block that is not a Clang literal (a Swift closure bridged to a block, a block made by
  // Xamarin/.NET, Kotlin/Native, React Native or Flutter) shares its `invoke` with every
  // other block of its signature: two such calls on one view would replace each other. With
  // a key, the key is the registration instead: the same key for the same kind of gesture
  // replaces, different keys add up; so a key names a role, never an item (a reused view
  // would gather one block per item it showed).
  @MainActor
  extension UIView {
    /// `gk_onTap:` registered under `key` instead of the block's literal: calls a block when
    /// the view is tapped. Another block added with the same key replaces it; blocks with
    /// other keys add up.
    ///
    /// Use the keyed variants when the blocks do not come from Clang block literals in
    /// Objective-C: a Swift closure passed as a block, or a block made by a bridge
    /// (Xamarin/.NET, Kotlin/Native, React Native, Flutter). Such blocks share one code
    /// pointer, so the plain variants would keep only the last of them on a view. In a debug
    /// build, GestureKit logs once when one block literal adds two different blocks to one
    /// view in one turn of the run loop, the likely sign of it.
    ///
    /// ```objc
    /// [cell.avatarView gk_onTap:^(GKGesture *gesture) { [weakSelf openProfile:item]; }
    ///                    forKey:@"openProfile"];
    /// ```
    ///
    /// A key names one block per kind of gesture (a single tap, taps of two or more, long
    /// press, swipe, pan, pinch, rotation, edge pan), as a block literal does: the same key
    /// may name a tap and a double tap. An empty key is a key like any other. Returns the
    /// block's token.
    ///
    /// A key names the block's role on the view ("openProfile"), never the item the view
    /// shows: a cell reused for another item keeps each key's block until a block with the
    /// same key replaces it, so a key made from the item (`item.identifier`) adds one more
    /// block to the reused view for every item it shows, and a tap calls them all. Pass the
    /// item through the block instead, as above. The view keeps every key it was given until
    /// ``gk_removeGestureHandlers(forKey:)``, as a dictionary would: dropping the oldest
    /// would silently take away a block the app meant to keep. A debug build logs once when
    /// one view holds blocks under more than 16 keys of one kind, the likely sign of keys
    /// made from items.
    @available(swift, obsoleted: 1, renamed: "onTap(_:)")
    @discardableResult
    @objc(gk_onTap:forKey:)
    public func gk_onTap(
      _ handler: @escaping @convention(block) (GKGesture) -> Void, forKey key: String
    ) -> GKGestureToken {
      add([.tap(numberOfTaps: 1)], forKey: key, block: handler)
    }

    /// `gk_onDoubleTap:` registered under `key`, as `gk_onTap:forKey:`.
    @available(swift, obsoleted: 1, renamed: "onDoubleTap(_:)")
    @discardableResult
    @objc(gk_onDoubleTap:forKey:)
    public func gk_onDoubleTap(
      _ handler: @escaping @convention(block) (GKGesture) -> Void, forKey key: String
    ) -> GKGestureToken {
      add([.tap(numberOfTaps: 2)], forKey: key, block: handler)
    }

    /// `gk_onLongPressBegan:ended:` registered under `key`, as `gk_onTap:forKey:`.
    @available(swift, obsoleted: 1, renamed: "onLongPress(began:ended:)")
    @discardableResult
    @objc(gk_onLongPressBegan:ended:forKey:)
    public func gk_onLongPress(
      began: @escaping @convention(block) (GKGesture) -> Void, ended: ((GKGesture) -> Void)?,
      forKey key: String
    ) -> GKGestureToken {
      addLongPress(configuration: nil, forKey: key, began: began, ended: ended)
    }

    /// `gk_onSwipe:handler:` registered under `key`, as `gk_onTap:forKey:`.
    @available(swift, obsoleted: 1, renamed: "onSwipe(_:_:)")
    @discardableResult
    @objc(gk_onSwipe:handler:forKey:)
    public func gk_onSwipe(
      _ directions: UISwipeGestureRecognizer.Direction,
      handler: @escaping @convention(block) (GKGesture) -> Void, forKey key: String
    ) -> GKGestureToken {
      add([Self.swipeSlot(directions)], forKey: key, block: handler)
    }

    /// `gk_onPan:` registered under `key`, as `gk_onTap:forKey:`.
    @available(swift, obsoleted: 1, renamed: "onPan(_:)")
    @discardableResult
    @objc(gk_onPan:forKey:)
    public func gk_onPan(
      _ handler: @escaping @convention(block) (GKGesture) -> Void, forKey key: String
    ) -> GKGestureToken {
      add([.pan], forKey: key, block: handler)
    }

    /// `gk_onPinch:` registered under `key`, as `gk_onTap:forKey:`.
    @available(swift, obsoleted: 1, renamed: "onPinch(_:)")
    @discardableResult
    @objc(gk_onPinch:forKey:)
    public func gk_onPinch(
      _ handler: @escaping @convention(block) (GKGesture) -> Void, forKey key: String
    ) -> GKGestureToken {
      add([.pinch], forKey: key, block: handler)
    }

    /// `gk_onRotate:` registered under `key`, as `gk_onTap:forKey:`.
    @available(swift, obsoleted: 1, renamed: "onRotate(_:)")
    @discardableResult
    @objc(gk_onRotate:forKey:)
    public func gk_onRotate(
      _ handler: @escaping @convention(block) (GKGesture) -> Void, forKey key: String
    ) -> GKGestureToken {
      add([.rotation], forKey: key, block: handler)
    }

    /// `gk_onEdgePan:handler:` registered under `key`, as `gk_onTap:forKey:`.
    @available(swift, obsoleted: 1, renamed: "onEdgePan(edges:_:)")
    @discardableResult
    @objc(gk_onEdgePan:handler:forKey:)
    public func gk_onEdgePan(
      _ edges: UIRectEdge, handler: @escaping @convention(block) (GKGesture) -> Void,
      forKey key: String
    ) -> GKGestureToken {
      add([edgePanSlot(edges)], forKey: key, block: handler)
    }

    /// Removes the blocks added under `key` (`gk_onTap:forKey:` and the other keyed
    /// variants), of every kind, and the recognizers left with none: for a reused cell whose
    /// item has no such gesture, in place of the block the line adds for the others. A key
    /// that added nothing to the view removes nothing.
    ///
    /// ```objc
    /// if (item.isLink) {
    ///   [cell.titleLabel gk_onTap:^(GKGesture *gesture) { [weakSelf openItem:item]; } forKey:@"open"];
    /// } else {
    ///   [cell.titleLabel gk_removeGestureHandlersForKey:@"open"];
    /// }
    /// ```
    @available(swift, obsoleted: 1)
    @objc(gk_removeGestureHandlersForKey:)
    public func gk_removeGestureHandlers(forKey key: String) {
      guard let registry = ClosureGestureRegistry.existingRegistry(of: self) else { return }
      let kinds: [ViewGestureKind] = [
        .tap, .doubleTap, .longPress, .swipe, .pan, .pinch, .rotation, .edgePan,
      ]
      for kind in kinds {
        // A disabled handler takes part nowhere: it only takes away what its registration
        // added before.
        _ = registry.add(
          to: [], replacing: false, isEnabled: false,
          registration: ClosureGestureRegistration(key: key, kind: kind),
          configuration: { _ in nil }, body: { _ in })
      }
    }
  }
#endif
