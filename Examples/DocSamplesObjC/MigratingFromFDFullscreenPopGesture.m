// The Objective-C code blocks of docs/Migrating/FDFullscreenPopGesture.md that use
// GestureKit, in the order they appear there, with what they need around them.
// scripts/check-doc-samples checks that every block is here; scripts/typecheck-objc compiles
// this file with -Wall -Werror.

@import GestureKit;
@import UIKit;

NS_ASSUME_NONNULL_BEGIN

void ConfigureBackSwipe(UINavigationController *navigationController, UIViewController *photoViewController,
                        UIViewController *chatViewController) {
  GKBackSwipeOptions *options = [[GKBackSwipeOptions alloc] init];
  options.fullScreen = YES;                    // what FDFullscreenPopGesture did to every stack
  options.fullScreenMaximumDistance = 100;     // fd_interactivePopMaxAllowedInitialDistanceToLeftEdge
  [navigationController gk_enableBackSwipeWithOptions:options];

  navigationController.gk_backSwipeEnabled = NO;                         // ...PopGestureRecognizer.enabled = NO
  photoViewController.gk_backSwipePolicy = GKBackSwipePolicyDisabled;   // fd_interactivePopDisabled = YES
  chatViewController.gk_backSwipePolicy = GKBackSwipePolicyEdgeOnly;    // back from the edge only
}

@interface ProfileViewController : UIViewController
@end

@implementation ProfileViewController

- (void)viewWillAppear:(BOOL)animated {
  [super viewWillAppear:animated];
  [self.navigationController setNavigationBarHidden:YES animated:animated];  // fd_prefersNavigationBarHidden
}

- (void)viewWillDisappear:(BOOL)animated {
  [super viewWillDisappear:animated];
  [self.navigationController setNavigationBarHidden:NO animated:animated];
}

@end

@interface InboxNavigationController : UINavigationController
@end

@implementation InboxNavigationController

- (void)viewDidLoad {
  [super viewDidLoad];
  [self gk_enableBackSwipeWithOptions:nil];  // the edge swipe, also under a custom back button
}

@end

NS_ASSUME_NONNULL_END
