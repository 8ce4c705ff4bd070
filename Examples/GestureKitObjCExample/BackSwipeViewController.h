#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

/// Edge or full-screen swipe back, a screen that opts out and a carousel that yields.
@interface BackSwipeViewController : UIViewController
@end

NS_ASSUME_NONNULL_END
