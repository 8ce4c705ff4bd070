#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

/// Makes each scene's window: a navigation controller on the menu, with GestureKit's swipe
/// back turned on.
@interface SceneDelegate : UIResponder <UIWindowSceneDelegate>
@property (nonatomic, strong, nullable) UIWindow *window;
@end

NS_ASSUME_NONNULL_END
