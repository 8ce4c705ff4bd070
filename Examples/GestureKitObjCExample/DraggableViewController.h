#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

/// A floating live-stream window flung to the corners or the sides.
@interface DraggableViewController : UIViewController
@end

NS_ASSUME_NONNULL_END
