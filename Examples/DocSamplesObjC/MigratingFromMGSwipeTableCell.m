// The Objective-C code blocks of docs/Migrating/MGSwipeTableCell.md that use GestureKit, in
// the order they appear there, with what they need around them. scripts/check-doc-samples
// checks that every block is here; scripts/typecheck-objc compiles this file with -Wall -Werror.

@import GestureKit;
@import UIKit;

NS_ASSUME_NONNULL_BEGIN

@interface MailViewController : UITableViewController
@property (nonatomic) NSMutableArray<NSString *> *messages;
@property (nonatomic) GKSwipeActionsGroup *openRow;
@end

@implementation MailViewController

- (void)viewDidLoad {
  [super viewDidLoad];
  self.messages = [@[ @"Lunch on Friday?", @"Your order has shipped", @"Weekly report" ] mutableCopy];
  self.openRow = [[GKSwipeActionsGroup alloc] init];
  [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:@"Mail"];
}

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
  return (NSInteger)self.messages.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
  UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:@"Mail" forIndexPath:indexPath];
  cell.textLabel.text = self.messages[(NSUInteger)indexPath.row];
  __weak typeof(self) weakSelf = self;

  GKSwipeAction *read = [[GKSwipeAction alloc]
      initWithStyle:GKSwipeActionStyleNormal title:@"Read"
            handler:^(GKSwipeAction *action, UIView *view, void (^completion)(BOOL)) {
    [weakSelf markReadInCell:view];
    completion(YES);
  }];
  read.backgroundColor = UIColor.systemBlueColor;

  GKSwipeAction *delete = [[GKSwipeAction alloc]
      initWithStyle:GKSwipeActionStyleDestructive title:@"Delete"
            handler:^(GKSwipeAction *action, UIView *view, void (^completion)(BOOL)) {
    [weakSelf deleteRowOfCell:view];
    completion(YES);
  }];

  GKSwipeAction *more = [[GKSwipeAction alloc]
      initWithStyle:GKSwipeActionStyleNormal title:@"More"
            handler:^(GKSwipeAction *action, UIView *view, void (^completion)(BOOL)) {
    [weakSelf showMoreForCell:view];
    completion(YES);
  }];
  more.backgroundColor = UIColor.systemGrayColor;
  more.keepsOpenAfterTap = YES;  // the callback's NO: the buttons stay

  GKSwipeActionsOptions *options = [[GKSwipeActionsOptions alloc] init];
  options.transitionStyle = GKSwipeTransitionStyleDrag;
  options.group = self.openRow;  // one open row at a time
  [cell gk_setLeadingSwipeActions:@[ read ] trailingSwipeActions:@[ delete, more ] options:options];
  return cell;
}

- (void)showHintOnCell:(UITableViewCell *)cell {
  [cell gk_openSwipeActionsOnSide:GKSwipeActionsSideTrailing animated:YES];  // showSwipe:animated:
  [cell gk_closeSwipeActionsAnimated:YES];                                   // hideSwipeAnimated:
  [self.openRow closeAllAnimated:YES];                                       // every row of the group
}

- (void)markReadInCell:(UIView *)cell {
  cell.alpha = 0.6;
}

- (void)showMoreForCell:(UIView *)cell {
  NSLog(@"More for %@", cell);
}

- (void)deleteRowOfCell:(UIView *)view {
  if (![view isKindOfClass:[UITableViewCell class]]) return;
  NSIndexPath *indexPath = [self.tableView indexPathForCell:(UITableViewCell *)view];
  if (indexPath == nil) return;
  [self.messages removeObjectAtIndex:(NSUInteger)indexPath.row];
  [self.tableView deleteRowsAtIndexPaths:@[ indexPath ] withRowAnimation:UITableViewRowAnimationFade];
}

@end

NS_ASSUME_NONNULL_END
