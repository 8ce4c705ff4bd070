#import "SwipeActionsViewController.h"
@import GestureKit;

@implementation SwipeActionsViewController {
  NSMutableArray<NSString *> *_messages;
  GKSwipeActionsGroup *_group;
}

- (instancetype)init {
  self = [super initWithStyle:UITableViewStylePlain];
  if (self) {
    self.title = @"Swipe actions";
    _messages = [@[ @"Lunch on Friday?", @"Your order has shipped", @"Weekly report", @"Photos from the trip" ] mutableCopy];
    _group = [[GKSwipeActionsGroup alloc] init];
  }
  return self;
}

- (void)viewDidLoad {
  [super viewDidLoad];
  [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:@"Message"];
  self.navigationItem.rightBarButtonItem =
      [[UIBarButtonItem alloc] initWithTitle:@"Close All" style:UIBarButtonItemStylePlain
                                      target:self action:@selector(closeAll)];
}

- (void)closeAll {
  [_group closeAllAnimated:YES];
}

// The keyboard: ⌘⌫ deletes the focused row, ⌃↩ shows its buttons (again: the other
// side's). A long press or a secondary click shows its actions in a context menu, and
// VoiceOver, Switch Control and Voice Control offer them as actions, without any code here.
- (NSArray<UIKeyCommand *> *)keyCommands {
  NSArray<UIKeyCommand *> *rows =
      [UIView gk_swipeActionKeyCommandsForWindow:self.view.window
                                          action:@selector(performSwipeActionCommand:)];
  return [(super.keyCommands ?: @[]) arrayByAddingObjectsFromArray:rows];
}

- (void)performSwipeActionCommand:(UIKeyCommand *)command {
  [UIView gk_performSwipeActionKeyCommand:command inWindow:self.view.window];
}

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
  return (NSInteger)_messages.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
  UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:@"Message" forIndexPath:indexPath];
  cell.textLabel.text = _messages[(NSUInteger)indexPath.row];

  __weak typeof(self) weakSelf = self;
  GKSwipeAction *read = [[GKSwipeAction alloc]
      initWithStyle:GKSwipeActionStyleNormal title:@"Read" identifier:@"read"
            handler:^(GKSwipeAction *action, UIView *view, void (^completion)(BOOL)) {
              NSLog(@"%@: %@", action.identifier, ((UITableViewCell *)view).textLabel.text);
              completion(YES);
            }];
  read.image = [UIImage systemImageNamed:@"envelope.open"];
  read.backgroundColor = UIColor.systemBlueColor;
  read.accessibilityName = @"Mark as read";  // VoiceOver's name for the action

  GKSwipeAction *flag = [[GKSwipeAction alloc]
      initWithStyle:GKSwipeActionStyleNormal title:@"Flag"
            handler:^(GKSwipeAction *action, UIView *view, void (^completion)(BOOL)) {
              completion(YES);
            }];
  flag.backgroundColor = UIColor.systemOrangeColor;
  flag.keepsOpenAfterTap = YES;
  // A view of the app's own instead of a title: VoiceOver still says "Flag".
  flag.viewProvider = ^UIView * {
    UIImageView *badge = [[UIImageView alloc] initWithImage:[UIImage systemImageNamed:@"flag.circle.fill"]];
    badge.tintColor = UIColor.whiteColor;
    badge.preferredSymbolConfiguration = [UIImageSymbolConfiguration configurationWithPointSize:28];
    return badge;
  };

  // A destructive action asks first; answering NO brings a full-swiped row back.
  GKSwipeAction *delete = [[GKSwipeAction alloc]
      initWithStyle:GKSwipeActionStyleDestructive title:@"Delete"
            handler:^(GKSwipeAction *action, UIView *view, void (^completion)(BOOL)) {
              [weakSelf confirmDeletionOfCell:(UITableViewCell *)view completion:completion];
            }];
  delete.image = [UIImage systemImageNamed:@"trash"];

  GKSwipeActionsOptions *options = [[GKSwipeActionsOptions alloc] init];
  options.group = _group;
  options.transitionStyle = GKSwipeTransitionStyleBorder;
  options.playsHaptics = YES;  // the default: a rigid impact at the full-swipe threshold
  options.didOpen = ^(UIView *view, GKSwipeActionsSide side) {
    NSLog(@"opened on the %@ side", side == GKSwipeActionsSideLeading ? @"leading" : @"trailing");
  };
  [cell gk_setLeadingSwipeActions:@[ read ] trailingSwipeActions:@[ delete, flag ] options:options];
  return cell;
}

- (void)confirmDeletionOfCell:(UITableViewCell *)cell completion:(void (^)(BOOL))completion {
  UIAlertController *alert = [UIAlertController alertControllerWithTitle:@"Delete this message?"
                                                                 message:nil
                                                          preferredStyle:UIAlertControllerStyleAlert];
  __weak typeof(self) weakSelf = self;
  [alert addAction:[UIAlertAction actionWithTitle:@"Keep" style:UIAlertActionStyleCancel
                                          handler:^(UIAlertAction *action) { completion(NO); }]];
  [alert addAction:[UIAlertAction actionWithTitle:@"Delete" style:UIAlertActionStyleDestructive
                                          handler:^(UIAlertAction *action) {
                                            completion(YES);
                                            [weakSelf deleteCell:cell];
                                          }]];
  [self presentViewController:alert animated:YES completion:nil];
}

- (void)deleteCell:(UITableViewCell *)cell {
  NSIndexPath *indexPath = [self.tableView indexPathForCell:cell];
  if (indexPath == nil) return;
  [_messages removeObjectAtIndex:(NSUInteger)indexPath.row];
  [self.tableView deleteRowsAtIndexPaths:@[ indexPath ] withRowAnimation:UITableViewRowAnimationAutomatic];
}

- (void)viewWillDisappear:(BOOL)animated {
  [super viewWillDisappear:animated];
  // Programmatic control: the first row closes on its own, the rest with the group.
  UITableViewCell *first = [self.tableView cellForRowAtIndexPath:[NSIndexPath indexPathForRow:0 inSection:0]];
  [first gk_closeSwipeActionsAnimated:NO];
  [_group closeAllAnimated:NO];
}

- (void)viewDidAppear:(BOOL)animated {
  [super viewDidAppear:animated];
  // A hint that rows have actions: open the first one's trailing side once.
  UITableViewCell *first = [self.tableView cellForRowAtIndexPath:[NSIndexPath indexPathForRow:0 inSection:0]];
  [first gk_openSwipeActionsOnSide:GKSwipeActionsSideTrailing animated:YES];
}

@end
