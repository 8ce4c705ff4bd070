#import "SceneDelegate.h"
#import "MenuViewController.h"
@import GestureKit;

@implementation SceneDelegate

- (void)scene:(UIScene *)scene
    willConnectToSession:(UISceneSession *)session
                 options:(UISceneConnectionOptions *)connectionOptions {
  if (![scene isKindOfClass:[UIWindowScene class]]) {
    return;
  }
  UINavigationController *navigation =
      [[UINavigationController alloc] initWithRootViewController:[[MenuViewController alloc] init]];
  // The system's edge swipe, which keeps working with custom back buttons and hidden bars.
  [navigation gk_enableBackSwipeWithOptions:nil];
  self.window = [[UIWindow alloc] initWithWindowScene:(UIWindowScene *)scene];
  self.window.rootViewController = navigation;
  [self.window makeKeyAndVisible];
}

@end
