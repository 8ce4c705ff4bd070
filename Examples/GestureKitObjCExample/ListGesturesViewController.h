#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

/// A Clear-style to-do list: swipe to complete or delete, long-press to reorder, pinch to insert.
@interface ListGesturesViewController : UITableViewController
@end

NS_ASSUME_NONNULL_END
