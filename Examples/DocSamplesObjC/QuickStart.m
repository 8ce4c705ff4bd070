// The Objective-C code blocks of docs/QuickStart.md (and of its translations, whose code is
// the same), in the order they appear there. scripts/check-doc-samples checks that every
// block is here; scripts/typecheck-objc compiles this file against GestureKit's generated
// interface and the real UIKit headers, with -Wall -Werror.

@import GestureKit;
@import UIKit;

NS_ASSUME_NONNULL_BEGIN

// MARK: Swipe actions

@interface InboxViewController : UITableViewController
@property (nonatomic) NSMutableArray<NSString *> *messages;
@property (nonatomic) GKSwipeActionsGroup *openRow;
@end

@implementation InboxViewController

- (void)viewDidLoad {
  [super viewDidLoad];
  self.messages = [@[ @"Lunch on Friday?", @"Your order has shipped", @"Weekly report" ] mutableCopy];
  self.openRow = [[GKSwipeActionsGroup alloc] init];
  [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:@"Message"];
}

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
  return (NSInteger)self.messages.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
  UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:@"Message" forIndexPath:indexPath];
  cell.textLabel.text = self.messages[(NSUInteger)indexPath.row];

  __weak typeof(self) weakSelf = self;
  GKSwipeAction *delete = [[GKSwipeAction alloc]
      initWithStyle:GKSwipeActionStyleDestructive title:@"Delete"
            handler:^(GKSwipeAction *action, UIView *view, void (^completion)(BOOL)) {
    [weakSelf deleteRowOfCell:(UITableViewCell *)view];
    completion(YES);
  }];
  GKSwipeActionsOptions *options = [[GKSwipeActionsOptions alloc] init];
  options.group = self.openRow;  // a GKSwipeActionsGroup: one open row at a time
  [cell gk_setLeadingSwipeActions:nil trailingSwipeActions:@[ delete ] options:options];
  return cell;
}

- (void)deleteRowOfCell:(UITableViewCell *)cell {
  NSIndexPath *indexPath = [self.tableView indexPathForCell:cell];
  if (indexPath == nil) return;
  [self.messages removeObjectAtIndex:(NSUInteger)indexPath.row];
  [self.tableView deleteRowsAtIndexPaths:@[ indexPath ] withRowAnimation:UITableViewRowAnimationAutomatic];
}

@end

// MARK: Closure gestures

@interface ProfileViewController : UIViewController
@end

@implementation ProfileViewController

- (void)viewDidLoad {
  [super viewDidLoad];
  self.view.backgroundColor = UIColor.systemBackgroundColor;
  UIImageView *avatar = [[UIImageView alloc] initWithImage:[UIImage systemImageNamed:@"person.crop.circle"]];
  avatar.frame = CGRectMake(40, 120, 96, 96);
  [self.view addSubview:avatar];

  [avatar gk_onTap:^(GKGesture *gesture) { NSLog(@"Open the profile"); }];
  [avatar gk_onDoubleTap:^(GKGesture *gesture) { NSLog(@"Like"); }];  // the tap waits for it
  [avatar gk_onLongPressBegan:^(GKGesture *gesture) { NSLog(@"Show a menu"); } ended:nil];
  [avatar gk_onPan:^(GKGesture *gesture) {
    if (gesture.state == UIGestureRecognizerStateBegan || gesture.state == UIGestureRecognizerStateChanged) {
      gesture.view.transform = CGAffineTransformMakeTranslation(gesture.translation.x, gesture.translation.y);
    } else {
      [UIView animateWithDuration:0.3 animations:^{ gesture.view.transform = CGAffineTransformIdentity; }];
    }
  }];
}

@end

// MARK: Clear-style lists

@interface TodoListViewController : UITableViewController
@property (nonatomic) NSMutableArray<NSString *> *todos;
@end

@implementation TodoListViewController

- (void)viewDidLoad {
  [super viewDidLoad];
  self.todos = [@[ @"Buy milk", @"Call Ana", @"Book the flights" ] mutableCopy];
  [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:@"Todo"];

  __weak typeof(self) weakSelf = self;
  GKListGestures *gestures = [self.tableView gk_enableListGesturesWithOptions:nil];
  gestures.onDelete = ^(NSIndexPath *indexPath) {
    [weakSelf.todos removeObjectAtIndex:(NSUInteger)indexPath.row];
    [weakSelf.tableView deleteRowsAtIndexPaths:@[ indexPath ]
                              withRowAnimation:UITableViewRowAnimationAutomatic];
  };
  gestures.onMove = ^(NSIndexPath *from, NSIndexPath *to) {
    NSString *todo = weakSelf.todos[(NSUInteger)from.row];
    [weakSelf.todos removeObjectAtIndex:(NSUInteger)from.row];
    [weakSelf.todos insertObject:todo atIndex:(NSUInteger)to.row];
    [weakSelf.tableView moveRowAtIndexPath:from toIndexPath:to];
  };
}

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
  return (NSInteger)self.todos.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
  UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:@"Todo" forIndexPath:indexPath];
  cell.textLabel.text = self.todos[(NSUInteger)indexPath.row];
  return cell;
}

@end

// MARK: Swipe back

@interface SketchViewController : UIViewController
@end

UINavigationController *MakeRootNavigationController(UIViewController *root) {
  UINavigationController *navigationController =
      [[UINavigationController alloc] initWithRootViewController:root];
  GKBackSwipeOptions *options = [[GKBackSwipeOptions alloc] init];
  options.fullScreen = YES;  // NO, or options nil: the edge only
  [navigationController gk_enableBackSwipeWithOptions:options];
  return navigationController;
}

@implementation SketchViewController

- (void)viewDidLoad {
  [super viewDidLoad];
  self.gk_backSwipePolicy = GKBackSwipePolicyDisabled;  // the drawing keeps its strokes
}

@end

// MARK: Draggable floating views

@interface PlayerViewController : UIViewController
@end

@implementation PlayerViewController

- (void)viewDidLoad {
  [super viewDidLoad];
  self.view.backgroundColor = UIColor.systemBackgroundColor;
  UIView *player = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 160, 90)];
  player.backgroundColor = UIColor.blackColor;
  [self.view addSubview:player];

  GKDraggableOptions *options = [[GKDraggableOptions alloc] init];
  options.restingPlaces = GKDraggableRestingPlacesCorners;
  [player gk_makeDraggableWithOptions:options
                                onEnd:^(CGRect frame, GKDraggableAnchor anchor, NSInteger pointIndex) {
    NSLog(@"The player rests at anchor %ld", (long)anchor);
  }];
}

@end

NS_ASSUME_NONNULL_END
