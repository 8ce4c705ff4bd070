// The Objective-C code blocks of Sources/GestureKit/GestureKit.docc/UsingGestureKitFromObjectiveC.md,
// in the order they appear there, with what they need declared around them.
// scripts/check-doc-samples checks that every block is here; scripts/typecheck-objc compiles
// this file against GestureKit's generated interface and the real UIKit headers.

@import GestureKit;
@import UIKit;

NS_ASSUME_NONNULL_BEGIN

@interface LinkItem : NSObject
@property (nonatomic) BOOL isLink;
@end
@implementation LinkItem
@end

@interface LinkCell : UITableViewCell
@property (nonatomic) UILabel *titleLabel;
@end
@implementation LinkCell
@end

@interface ObjCArticleSamples : UIViewController
@property (nonatomic) GKSwipeActionsGroup *inbox;
@property (nonatomic) UITableView *tableView;
@end

@implementation ObjCArticleSamples

- (void)confirmDeletionOfView:(UIView *)view completion:(void (^)(BOOL))completion {
  completion(YES);
}
- (void)openProfile {}
- (void)openItem:(LinkItem *)item {}
- (void)zoomAt:(CGPoint)location {}
- (void)showNextPage {}
- (void)moveSticker:(GKGesture *)gesture {}
- (void)slideRow:(UIView *)row by:(CGFloat)distance {}
- (void)zoomOut {}
- (void)archiveRow:(UIView *)row {}
- (void)like {}
- (void)showMenuFor:(UIView *)view {}
- (void)selectParagraph {}
- (void)toggleDoneAt:(NSIndexPath *)indexPath {}
- (BOOL)isDoneAt:(NSIndexPath *)indexPath { return NO; }
- (void)deleteItemAt:(NSIndexPath *)indexPath {}
- (void)moveItemFrom:(NSIndexPath *)from to:(NSIndexPath *)to {}
- (void)insertItemAt:(NSIndexPath *)indexPath {}
- (void)savePlayerAnchor:(GKDraggableAnchor)anchor {}
- (void)dimControls {}
- (void)followPlayer:(CGRect)frame {}

- (void)swipeActionsOnCell:(UITableViewCell *)cell {
  __weak typeof(self) weakSelf = self;
  GKSwipeAction *delete = [[GKSwipeAction alloc]
      initWithStyle:GKSwipeActionStyleDestructive title:@"Delete"
            handler:^(GKSwipeAction *action, UIView *view, void (^completion)(BOOL)) {
    [weakSelf confirmDeletionOfView:view completion:completion];
  }];
  delete.image = [UIImage systemImageNamed:@"trash"];

  GKSwipeAction *flag = [[GKSwipeAction alloc]
      initWithStyle:GKSwipeActionStyleNormal title:@"Flag"
            handler:^(GKSwipeAction *action, UIView *view, void (^completion)(BOOL)) {
    completion(YES);
  }];
  flag.backgroundColor = UIColor.systemOrangeColor;  // and image, as UIContextualAction's
  flag.accessibilityName = @"Flag message";           // VoiceOver's name; default: the title

  GKSwipeActionsOptions *options = [[GKSwipeActionsOptions alloc] init];
  options.group = self.inbox;                      // a GKSwipeActionsGroup: one open row
  options.transitionStyle = GKSwipeTransitionStyleReveal;
  options.playsHaptics = NO;                       // no haptic at the full-swipe threshold
  options.didOpen = ^(UIView *view, GKSwipeActionsSide side) { NSLog(@"opened"); };
  [cell gk_setLeadingSwipeActions:nil trailingSwipeActions:@[ delete ] options:options];

  [cell gk_openSwipeActionsOnSide:GKSwipeActionsSideTrailing animated:YES];
  [cell gk_closeSwipeActionsAnimated:YES];
  [self.inbox closeAllAnimated:YES];
}

- (nullable UIContextMenuConfiguration *)tableView:(UITableView *)tableView
    contextMenuConfigurationForRowAtIndexPath:(NSIndexPath *)indexPath point:(CGPoint)point {
  UITableViewCell *cell = [tableView cellForRowAtIndexPath:indexPath];
  NSArray<UIMenuElement *> *swipeActions = cell.gk_swipeActionsMenuElements;  // empty: none
  UIAction *share = [UIAction actionWithTitle:@"Share" image:nil identifier:nil
                                      handler:^(UIAction *action) { NSLog(@"share"); }];
  return [UIContextMenuConfiguration configurationWithIdentifier:nil previewProvider:nil
      actionProvider:^UIMenu *(NSArray<UIMenuElement *> *suggested) {
    return [UIMenu menuWithChildren:[swipeActions arrayByAddingObject:share]];
  }];
}

- (nullable NSArray<UIKeyCommand *> *)keyCommands {
  NSArray<UIKeyCommand *> *rows =
      [UIView gk_swipeActionKeyCommandsForWindow:self.view.window
                                          action:@selector(performSwipeActionCommand:)];
  return [(super.keyCommands ?: @[]) arrayByAddingObjectsFromArray:rows];
}

- (void)performSwipeActionCommand:(UIKeyCommand *)command {
  [UIView gk_performSwipeActionKeyCommand:command inWindow:self.view.window];
}

- (void)closureGesturesOn:(UIView *)avatarView photo:(UIView *)photoView card:(UIView *)cardView
                     page:(UIView *)pageView sticker:(UIView *)sticker dial:(UIView *)dial
                   drawer:(UIView *)drawer {
  __weak typeof(self) weakSelf = self;
  GKGestureToken *token = [avatarView gk_onTap:^(GKGesture *gesture) { [weakSelf openProfile]; }];
  [photoView gk_onDoubleTap:^(GKGesture *gesture) { [weakSelf zoomAt:gesture.location]; }];
  [cardView gk_onLongPressBegan:^(GKGesture *gesture) { gesture.view.alpha = 0.6; }
                          ended:^(GKGesture *gesture) { gesture.view.alpha = 1; }];
  [pageView gk_onSwipe:UISwipeGestureRecognizerDirectionLeft handler:^(GKGesture *gesture) {
    [weakSelf showNextPage];
  }];
  [sticker gk_onPan:^(GKGesture *gesture) { [weakSelf moveSticker:gesture]; }];
  [photoView gk_onPinch:^(GKGesture *gesture) {
    gesture.view.transform = CGAffineTransformMakeScale(gesture.scale, gesture.scale);
  }];
  [dial gk_onRotate:^(GKGesture *gesture) {
    gesture.view.transform = CGAffineTransformMakeRotation(gesture.rotation);
  }];
  [drawer gk_onEdgePan:UIRectEdgeNone handler:^(GKGesture *gesture) { /* the leading edge */ }];

  [token cancel];
  [avatarView gk_removeGestureHandlersOfKind:GKGestureKindTap | GKGestureKindLongPress];
  [avatarView gk_removeAllGestureHandlers];      // every block, every kind
}

- (void)namedGesturesOn:(UIView *)row card:(UIView *)cardView photo:(UIView *)photoView
                   dial:(UIView *)dial {
  __weak typeof(self) weakSelf = self;
  [row gk_onSwipe:UISwipeGestureRecognizerDirectionLeft named:@"Archive" handler:^(GKGesture *gesture) {
    [weakSelf archiveRow:gesture.view];
  }];
  [cardView gk_onLongPressNamed:@"Show Details" began:^(GKGesture *gesture) {
    [weakSelf showMenuFor:gesture.view];
  } ended:nil];
  [photoView gk_onDoubleTapNamed:@"Like" handler:^(GKGesture *gesture) { [weakSelf like]; }];
  [photoView gk_onAdjustablePinch:^(GKGesture *gesture) {  // VoiceOver: swipe up, ×1.25
    gesture.view.transform = CGAffineTransformMakeScale(gesture.scale, gesture.scale);
  }];
  [dial gk_onAdjustableRotate:^(GKGesture *gesture) {      // VoiceOver: swipe up, +15°
    gesture.view.transform = CGAffineTransformMakeRotation(gesture.rotation);
  }];
}

- (void)configureLinkCell:(LinkCell *)cell withItem:(LinkItem *)item {
  __weak typeof(self) weakSelf = self;
  [cell.titleLabel gk_onTapEnabled:item.isLink handler:^(GKGesture *gesture) {
    [weakSelf openItem:item];
  }];
}

- (void)configureKeyedCell:(LinkCell *)cell withItem:(LinkItem *)item {
  __weak typeof(self) weakSelf = self;
  [cell.titleLabel gk_onTap:^(GKGesture *gesture) { [weakSelf openItem:item]; }
                     forKey:@"openItem"];
}

- (void)closureGestureOptionsOn:(UIView *)row map:(UIView *)mapView card:(UIView *)cardView
                           text:(UIView *)textView {
  __weak typeof(self) weakSelf = self;
  // A pan that starts only sideways: a vertical stroke is left to the table around the row.
  [row gk_onPanWithAxis:GKPanAxisHorizontal handler:^(GKGesture *gesture) {
    [weakSelf slideRow:gesture.view by:gesture.translation.x];
  }];
  [mapView gk_onTapWithCount:2 fingers:2 handler:^(GKGesture *gesture) { [weakSelf zoomOut]; }];
  [cardView gk_onLongPressWithMinimumDuration:1.0 began:^(GKGesture *gesture) {
    [weakSelf showMenuFor:gesture.view];
  } ended:nil];

  GKTapOptions *tap = [[GKTapOptions alloc] init];
  tap.numberOfTaps = 3;
  tap.maximumTapDistance = 24;                   // default 40 pt
  [textView gk_onTapWithOptions:tap handler:^(GKGesture *gesture) { [weakSelf selectParagraph]; }];
}

- (void)listGesturesWithCell:(UITableViewCell *)cell indexPath:(NSIndexPath *)indexPath {
  __weak typeof(self) weakSelf = self;
  GKListGestures *gestures = [self.tableView gk_enableListGesturesWithOptions:nil];
  gestures.onComplete = ^(NSIndexPath *indexPath) { [weakSelf toggleDoneAt:indexPath]; };
  gestures.isItemCompletedProvider = ^BOOL(NSIndexPath *indexPath) { return [weakSelf isDoneAt:indexPath]; };
  gestures.onDelete = ^(NSIndexPath *indexPath) { [weakSelf deleteItemAt:indexPath]; };
  gestures.onMove = ^(NSIndexPath *from, NSIndexPath *to) { [weakSelf moveItemFrom:from to:to]; };
  gestures.onInsert = ^(NSIndexPath *indexPath) { [weakSelf insertItemAt:indexPath]; };

  // VoiceOver, Switch Control, Voice Control: the same actions as custom actions of the cell.
  cell.accessibilityCustomActions =
      [gestures accessibilityCustomActionsForCell:cell atIndexPath:indexPath names:nil];

  [gestures invalidate];                          // the gestures off again
}

- (void)listActionNamesWithCell:(UITableViewCell *)cell indexPath:(NSIndexPath *)indexPath
                       gestures:(GKListGestures *)gestures {
  GKListAccessibilityActionNames *names = [[GKListAccessibilityActionNames alloc] init];
  names.completeName = NSLocalizedString(@"Done", nil);        // default "Complete"
  names.moveToTopName = NSLocalizedString(@"Move to top", nil); // default "Move to Top"
  cell.accessibilityCustomActions =
      [gestures accessibilityCustomActionsForCell:cell atIndexPath:indexPath names:names];
}

@end

// The list's keyboard, as an app writes it (outside an assume-nonnull region: UIResponder's
// keyCommands is nullable).
@interface ObjCArticleListSamples : UIViewController
@property (nonatomic) UITableView *tableView;
@end

NS_ASSUME_NONNULL_END

@implementation ObjCArticleListSamples

- (NSArray<UIKeyCommand *> *)keyCommands {
  NSArray *list = [self.tableView.gk_listGestures
      keyCommandsForFocusedRowWithAction:@selector(performListKeyCommand:) names:nil];
  return [(super.keyCommands ?: @[]) arrayByAddingObjectsFromArray:list ?: @[]];
}
- (void)performListKeyCommand:(UIKeyCommand *)command {
  [self.tableView.gk_listGestures performKeyCommand:command];
}

@end

NS_ASSUME_NONNULL_BEGIN

@implementation ObjCArticleSamples (BackSwipeAndFloating)

- (void)backSwipeWithCanvas:(UIViewController *)canvasViewController
                       chat:(UIViewController *)chatViewController
                   carousel:(UIScrollView *)carousel
                      photo:(UIViewController *)photoViewController {
  [self.navigationController gk_enableBackSwipeWithOptions:nil];  // the system's edge swipe
  GKBackSwipeOptions *options = [[GKBackSwipeOptions alloc] init];
  options.fullScreen = YES;                                        // from anywhere
  [self.navigationController gk_enableBackSwipeWithOptions:options];
  self.navigationController.gk_backSwipeEnabled = NO;             // UIKit's own again

  canvasViewController.gk_backSwipePolicy = GKBackSwipePolicyDisabled; // this screen opts out
  chatViewController.gk_backSwipePolicy = GKBackSwipePolicyEdgeOnly;   // back from the edge only
  [carousel gk_yieldToBackSwipeInNavigationController:self.navigationController];

  // The zoom block's own call (UIZoomTransitionOptions is newer than the headers here).
  if (@available(iOS 18, *)) {
    BOOL begins = [photoViewController gk_zoomDismissShouldBeginAtLocation:CGPointZero
                                                                  velocity:CGVectorMake(0, 0)
                                                                 willBegin:YES
                                                                 appAllows:YES];
    (void)begins;
  }
}

// A screen whose Back button is replaced by one it declares pops on VoiceOver's escape scrub.
- (void)showBackButton:(UIBarButtonItem *)backButton {
  self.navigationItem.leftBarButtonItem = backButton;
  self.gk_customBackButtonItem = backButton;  // this one goes back
}

- (BOOL)accessibilityPerformEscape {
  return [self.navigationController gk_performBackSwipeEscape];
}

- (void)floatingPlayer:(UIView *)playerView {
  __weak typeof(self) weakSelf = self;
  GKDraggableOptions *options = [[GKDraggableOptions alloc] init];
  options.restingPlaces = GKDraggableRestingPlacesCorners; // or sides, edges, points (anchorPoints)
  options.margin = 16;
  options.insets = UIEdgeInsetsMake(0, 0, 49, 0);
  options.stashes = YES;                         // default NO: tucks away past an edge
  options.resizingWidths = @[ @120, @200, @320 ]; // default none: pinch or double-tap
  GKDraggable *floating =
      [playerView gk_makeDraggableWithOptions:options
                                        onEnd:^(CGRect frame, GKDraggableAnchor anchor, NSInteger pointIndex) {
    [weakSelf savePlayerAnchor:anchor];
  }];
  floating.onBegan = ^(CGRect frame) { [weakSelf dimControls]; };
  floating.onMoved = ^(CGRect frame) { [weakSelf followPlayer:frame]; };
  if (floating.anchor == GKDraggableAnchorNone) { /* a finger holds it */ }
  [floating moveToAnchor:GKDraggableAnchorTopRight pointIndex:NSNotFound]; // springs there
  [floating invalidate];                         // or [playerView gk_removeDraggable]
}

- (void)floatingSecondWay:(UIView *)playerView floating:(GKDraggable *)floating {
  floating.offersContextMenu = YES;                // default NO: a still press opens the moves
  floating.offersKeyCommands = YES;                // default YES: arrows, S, ⌘+ and ⌘− while focused
  playerView.isAccessibilityElement = YES;
  playerView.accessibilityLabel = NSLocalizedString(@"Live video", nil); // the actions need a label
  NSArray<UIMenuElement *> *moves = [floating menuElements];  // the same moves, for your own menu
  (void)moves;
}

@end

NS_ASSUME_NONNULL_END
