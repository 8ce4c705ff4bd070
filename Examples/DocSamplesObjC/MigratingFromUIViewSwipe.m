// The Objective-C code blocks of docs/Migrating/UIView+Swipe.md that use GestureKit, in the
// order they appear there, with what they need around them. scripts/check-doc-samples checks
// that every block is here; scripts/typecheck-objc compiles this file with -Wall -Werror.

@import GestureKit;
@import UIKit;

NS_ASSUME_NONNULL_BEGIN

@interface CardsViewController : UIViewController
@property (nonatomic) UIView *cardView;
@end

@implementation CardsViewController

- (void)viewDidLoad {
  [super viewDidLoad];
  self.cardView = [[UIView alloc] init];
  [self.view addSubview:self.cardView];
  __weak typeof(self) weakSelf = self;

  GKGestureToken *next = [self.cardView gk_onSwipe:UISwipeGestureRecognizerDirectionLeft
                                           handler:^(GKGesture *gesture) { [weakSelf showNextCard]; }];
  [self.cardView gk_onSwipe:UISwipeGestureRecognizerDirectionRight
                    handler:^(GKGesture *gesture) { [weakSelf showPreviousCard]; }];
  [next cancel];  // swipe_remove:UIViewSwipeDirectionLeft
  [self.cardView gk_removeGestureHandlersOfKind:GKGestureKindSwipe];  // every swipe handler
}

- (void)addActions {
  __weak typeof(self) weakSelf = self;
  GKSwipeAction *delete = [[GKSwipeAction alloc]
      initWithStyle:GKSwipeActionStyleDestructive title:@"Delete"
            handler:^(GKSwipeAction *action, UIView *view, void (^completion)(BOOL)) {
    [weakSelf deleteCard];
    completion(YES);
  }];
  GKSwipeActionsOptions *options = [[GKSwipeActionsOptions alloc] init];
  options.didOpen = ^(UIView *view, GKSwipeActionsSide side) { NSLog(@"opened"); };
  [self.cardView gk_setLeadingSwipeActions:nil trailingSwipeActions:@[ delete ] options:options];
  [self.cardView gk_closeSwipeActionsAnimated:YES];  // back to rest
}

- (void)showNextCard {
}

- (void)showPreviousCard {
}

- (void)deleteCard {
  [self.cardView removeFromSuperview];
}

@end

NS_ASSUME_NONNULL_END
