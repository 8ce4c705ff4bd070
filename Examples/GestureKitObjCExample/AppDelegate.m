#import "AppDelegate.h"
#import "MenuViewController.h"
@import GestureKit;

@implementation AppDelegate

- (BOOL)application:(UIApplication *)application
    didFinishLaunchingWithOptions:(NSDictionary<UIApplicationLaunchOptionsKey, id> *)launchOptions {
  UINavigationController *navigation =
      [[UINavigationController alloc] initWithRootViewController:[[MenuViewController alloc] init]];
  // The system's edge swipe, which keeps working with custom back buttons and hidden bars.
  [navigation gk_enableBackSwipeWithOptions:nil];
  self.window = [[UIWindow alloc] initWithFrame:UIScreen.mainScreen.bounds];
  self.window.rootViewController = navigation;
  [self.window makeKeyAndVisible];
  return YES;
}

@end
