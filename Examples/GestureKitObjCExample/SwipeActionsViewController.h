#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

/// Mail-style swipe actions on table rows, one group for the screen, with Close All.
@interface SwipeActionsViewController : UITableViewController
@end

NS_ASSUME_NONNULL_END
