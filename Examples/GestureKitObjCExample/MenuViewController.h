#import <UIKit/UIKit.h>

NS_ASSUME_NONNULL_BEGIN

/// One row per GestureKit family; a tap pushes its screen.
@interface MenuViewController : UITableViewController
@end

NS_ASSUME_NONNULL_END
