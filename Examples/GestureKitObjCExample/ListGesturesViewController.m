#import "ListGesturesViewController.h"
@import GestureKit;

@implementation ListGesturesViewController {
  NSMutableArray<NSString *> *_todos;
  NSMutableSet<NSString *> *_done;
}

- (instancetype)init {
  self = [super initWithStyle:UITableViewStylePlain];
  if (self) {
    self.title = @"List gestures";
    _todos = [@[ @"Buy milk", @"Call the bank", @"Book flights", @"Water the plants" ] mutableCopy];
    _done = [NSMutableSet set];
  }
  return self;
}

- (void)viewDidLoad {
  [super viewDidLoad];
  [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:@"Todo"];
  self.navigationItem.rightBarButtonItem =
      [[UIBarButtonItem alloc] initWithTitle:@"On/Off" style:UIBarButtonItemStylePlain
                                      target:self action:@selector(toggleGestures)];
  [self enableGestures];
}

- (void)enableGestures {
  GKListGesturesOptions *options = [[GKListGesturesOptions alloc] init];
  options.playsHaptics = YES;
  GKListGestures *gestures = [self.tableView gk_enableListGesturesWithOptions:options];

  // The list keeps these blocks: capture self weakly.
  __weak typeof(self) weakSelf = self;
  gestures.onComplete = ^(NSIndexPath *indexPath) {
    [weakSelf toggleDoneAtIndexPath:indexPath];
  };
  gestures.onDelete = ^(NSIndexPath *indexPath) {
    [weakSelf deleteAtIndexPath:indexPath];
  };
  gestures.onMove = ^(NSIndexPath *from, NSIndexPath *to) {
    [weakSelf moveFrom:from to:to];
  };
  gestures.onReorder = ^(NSIndexPath *from, NSIndexPath *to) {
    NSLog(@"dropped: %ld -> %ld", (long)from.row, (long)to.row);
  };
  gestures.onInsert = ^(NSIndexPath *indexPath) {
    [weakSelf insertAtIndexPath:indexPath];
  };
  gestures.onBeginEditing = ^(NSIndexPath *indexPath) {
    NSLog(@"start editing row %ld", (long)indexPath.row);
  };
  gestures.itemIdentifier = ^NSObject *_Nullable(NSIndexPath *indexPath) {
    typeof(self) strongSelf = weakSelf;
    return strongSelf ? strongSelf->_todos[(NSUInteger)indexPath.row] : nil;
  };
}

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
  return (NSInteger)_todos.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
  UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:@"Todo" forIndexPath:indexPath];
  NSString *todo = _todos[(NSUInteger)indexPath.row];
  cell.textLabel.text = todo;
  cell.textLabel.textColor = [_done containsObject:todo] ? UIColor.secondaryLabelColor : UIColor.labelColor;
  // VoiceOver users get the gestures as custom actions, with the app's own names.
  GKListAccessibilityActionNames *names = [[GKListAccessibilityActionNames alloc] init];
  names.completeName = @"Done";
  cell.accessibilityCustomActions = [tableView.gk_listGestures accessibilityCustomActionsForCell:cell names:names];
  return cell;
}

- (void)toggleDoneAtIndexPath:(NSIndexPath *)indexPath {
  NSString *todo = _todos[(NSUInteger)indexPath.row];
  if ([_done containsObject:todo]) {
    [_done removeObject:todo];
  } else {
    [_done addObject:todo];
  }
  [self.tableView reloadRowsAtIndexPaths:@[ indexPath ] withRowAnimation:UITableViewRowAnimationNone];
}

- (void)deleteAtIndexPath:(NSIndexPath *)indexPath {
  [_todos removeObjectAtIndex:(NSUInteger)indexPath.row];
  [self.tableView deleteRowsAtIndexPaths:@[ indexPath ] withRowAnimation:UITableViewRowAnimationAutomatic];
}

- (void)moveFrom:(NSIndexPath *)from to:(NSIndexPath *)to {
  NSString *todo = _todos[(NSUInteger)from.row];
  [_todos removeObjectAtIndex:(NSUInteger)from.row];
  [_todos insertObject:todo atIndex:(NSUInteger)to.row];
  [self.tableView moveRowAtIndexPath:from toIndexPath:to];
}

- (void)insertAtIndexPath:(NSIndexPath *)indexPath {
  [_todos insertObject:[NSString stringWithFormat:@"New to-do %lu", (unsigned long)_todos.count]
               atIndex:(NSUInteger)indexPath.row];
  [self.tableView insertRowsAtIndexPaths:@[ indexPath ] withRowAnimation:UITableViewRowAnimationNone];
}

- (void)viewWillDisappear:(BOOL)animated {
  [super viewWillDisappear:animated];
  [self.tableView.gk_listGestures cancel];
}

- (void)toggleGestures {
  if (self.tableView.gk_listGestures != nil) {
    [self.tableView.gk_listGestures invalidate];
  } else {
    [self enableGestures];
  }
}

@end
