#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

/// A pad that answers every closure gesture with a block, and a switch that removes them.
@interface ClosureGesturesViewController : UIViewController
@end

NS_ASSUME_NONNULL_END
