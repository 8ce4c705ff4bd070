// The Objective-C code blocks of Sources/GestureKit/GestureKit.docc/GettingStarted.md, in the
// order they appear there, with what they need declared around them.
// scripts/check-doc-samples checks that every block is here; scripts/typecheck-objc compiles
// this file against GestureKit's generated interface and the real UIKit headers.

@import GestureKit;
@import UIKit;

NS_ASSUME_NONNULL_BEGIN

@interface GettingStartedProfileViewController : UIViewController
@property (nonatomic) UIImageView *avatar;
@end

@implementation GettingStartedProfileViewController

- (void)openProfile {}
- (void)like {}

- (void)viewDidLoad {
  [super viewDidLoad];
  self.avatar = [[UIImageView alloc] init];
  __weak typeof(self) weakSelf = self;
  [self.avatar gk_onTap:^(GKGesture *gesture) { [weakSelf openProfile]; }];
  [self.avatar gk_onDoubleTap:^(GKGesture *gesture) { [weakSelf like]; }];
}

@end

NS_ASSUME_NONNULL_END
