#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

/// The app, on the scene life cycle: each scene's window is made by `SceneDelegate`.
@interface AppDelegate : UIResponder <UIApplicationDelegate>
@end

NS_ASSUME_NONNULL_END
