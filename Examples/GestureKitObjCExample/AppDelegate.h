#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

/// Opens a navigation controller on the menu, with GestureKit's swipe back turned on.
@interface AppDelegate : UIResponder <UIApplicationDelegate>
@property (nonatomic, strong, nullable) UIWindow *window;
@end

NS_ASSUME_NONNULL_END
