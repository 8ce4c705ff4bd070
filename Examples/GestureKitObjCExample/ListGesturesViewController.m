#import "ListGesturesViewController.h"
@import GestureKit;

/// The to-dos live in a diffable data source made in Objective-C: GestureKit reads its item
/// identifiers itself (no `itemIdentifierProvider` block), so a snapshot the app applies while a row
/// is swiped or lifted never sends an edit to the wrong to-do.
@implementation ListGesturesViewController {
  UITableViewDiffableDataSource<NSString *, NSString *> *_dataSource;
  NSMutableSet<NSString *> *_done;
  NSUInteger _nextNumber;
}

static NSString *const Section = @"To-dos";

- (instancetype)init {
  self = [super initWithStyle:UITableViewStylePlain];
  if (self) {
    self.title = @"List gestures";
    _done = [NSMutableSet set];
    _nextNumber = 1;
  }
  return self;
}

- (void)viewDidLoad {
  [super viewDidLoad];
  [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:@"Todo"];
  __weak typeof(self) weakSelf = self;
  _dataSource = [[UITableViewDiffableDataSource alloc]
      initWithTableView:self.tableView
           cellProvider:^UITableViewCell *_Nullable(UITableView *tableView, NSIndexPath *indexPath, NSString *todo) {
             return [weakSelf cellForTodo:todo inTableView:tableView atIndexPath:indexPath];
           }];
  NSDiffableDataSourceSnapshot<NSString *, NSString *> *snapshot = [[NSDiffableDataSourceSnapshot alloc] init];
  [snapshot appendSectionsWithIdentifiers:@[ Section ]];
  [snapshot appendItemsWithIdentifiers:@[ @"Buy milk", @"Call the bank", @"Book flights", @"Water the plants" ]];
  [_dataSource applySnapshot:snapshot animatingDifferences:NO];
  self.navigationItem.rightBarButtonItem =
      [[UIBarButtonItem alloc] initWithTitle:@"On/Off" style:UIBarButtonItemStylePlain
                                      target:self action:@selector(toggleGestures)];
  [self enableGestures];
}

- (void)enableGestures {
  GKListGesturesOptions *options = [[GKListGesturesOptions alloc] init];
  options.playsHaptics = YES;
  options.newRowHeight = 44;  // the table's row height: a pinch opens a gap of one row
  GKListGestures *gestures = [self.tableView gk_enableListGesturesWithOptions:options];

  // The list keeps these blocks: capture self weakly. Each edit is applied to the data source
  // before the block returns, as the list expects.
  __weak typeof(self) weakSelf = self;
  gestures.onComplete = ^(NSIndexPath *indexPath) {
    [weakSelf toggleDoneAtIndexPath:indexPath];
  };
  // Names the complete action for the row ("Mark as Not Done" on a done item).
  gestures.isItemCompletedProvider = ^BOOL(NSIndexPath *indexPath) {
    return [weakSelf isDoneAtIndexPath:indexPath];
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
}

// With a hardware keyboard or Full Keyboard Access, the focused row takes the same actions from
// keys (⌥↑/⌥↓ move it, ⌘↩ completes, ⌘⌫ deletes, ⌥↩ adds an item below): UIKit reads these
// each time a key is pressed and sends the chosen one to -performListKeyCommand:.
- (NSArray<UIKeyCommand *> *)keyCommands {
  NSArray<UIKeyCommand *> *list =
      [self.tableView.gk_listGestures keyCommandsForFocusedRowWithAction:@selector(performListKeyCommand:) names:nil];
  return [(super.keyCommands ?: @[]) arrayByAddingObjectsFromArray:list ?: @[]];
}

- (void)performListKeyCommand:(UIKeyCommand *)command {
  [self.tableView.gk_listGestures performKeyCommand:command];
}

- (UITableViewCell *)cellForTodo:(NSString *)todo inTableView:(UITableView *)tableView atIndexPath:(NSIndexPath *)indexPath {
  UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:@"Todo" forIndexPath:indexPath];
  cell.textLabel.text = todo;
  cell.textLabel.textColor = [_done containsObject:todo] ? UIColor.secondaryLabelColor : UIColor.labelColor;
  UILabel *star = [cell.accessoryView isKindOfClass:[UILabel class]] ? (UILabel *)cell.accessoryView : nil;
  if (star == nil) {
    star = [[UILabel alloc] initWithFrame:CGRectMake(0, 0, 44, 44)];
    star.text = @"☆";
    star.textAlignment = NSTextAlignmentCenter;
    cell.accessoryView = star;
  }
  // This line runs again each time the cell is reused for another to-do: its block replaces
  // the one it added before (a block's registration is its literal), so a tap on the star
  // names the to-do the cell shows now, once.
  [star gk_onTap:^(GKGesture *gesture) {
    NSLog(@"starred: %@", todo);
  }];
  // VoiceOver users get the gestures as custom actions, with the app's own names.
  GKListAccessibilityActionNames *names = [[GKListAccessibilityActionNames alloc] init];
  names.completeName = @"Done";
  cell.accessibilityCustomActions = [tableView.gk_listGestures accessibilityCustomActionsForCell:cell
                                                                                  atIndexPath:indexPath
                                                                                        names:names];
  return cell;
}

- (BOOL)isDoneAtIndexPath:(NSIndexPath *)indexPath {
  NSString *todo = [_dataSource itemIdentifierForIndexPath:indexPath];
  return todo != nil && [_done containsObject:todo];
}

- (void)toggleDoneAtIndexPath:(NSIndexPath *)indexPath {
  NSString *todo = [_dataSource itemIdentifierForIndexPath:indexPath];
  if (todo == nil) return;
  if ([_done containsObject:todo]) {
    [_done removeObject:todo];
  } else {
    [_done addObject:todo];
  }
  NSDiffableDataSourceSnapshot<NSString *, NSString *> *snapshot = [_dataSource snapshot];
  [snapshot reloadItemsWithIdentifiers:@[ todo ]];
  [_dataSource applySnapshot:snapshot animatingDifferences:NO];
}

- (void)deleteAtIndexPath:(NSIndexPath *)indexPath {
  NSString *todo = [_dataSource itemIdentifierForIndexPath:indexPath];
  if (todo == nil) return;
  [_done removeObject:todo];
  NSDiffableDataSourceSnapshot<NSString *, NSString *> *snapshot = [_dataSource snapshot];
  [snapshot deleteItemsWithIdentifiers:@[ todo ]];
  [_dataSource applySnapshot:snapshot animatingDifferences:YES];
}

- (void)moveFrom:(NSIndexPath *)from to:(NSIndexPath *)to {
  NSString *moving = [_dataSource itemIdentifierForIndexPath:from];
  NSString *target = [_dataSource itemIdentifierForIndexPath:to];
  if (moving == nil || target == nil || [moving isEqualToString:target]) return;
  NSDiffableDataSourceSnapshot<NSString *, NSString *> *snapshot = [_dataSource snapshot];
  // As an array: remove, then insert at `to`.
  if (from.row < to.row) {
    [snapshot moveItemWithIdentifier:moving afterItemWithIdentifier:target];
  } else {
    [snapshot moveItemWithIdentifier:moving beforeItemWithIdentifier:target];
  }
  [_dataSource applySnapshot:snapshot animatingDifferences:NO];
}

- (void)insertAtIndexPath:(NSIndexPath *)indexPath {
  NSString *todo = [NSString stringWithFormat:@"New to-do %lu", (unsigned long)_nextNumber++];
  NSDiffableDataSourceSnapshot<NSString *, NSString *> *snapshot = [_dataSource snapshot];
  NSArray<NSString *> *todos = [snapshot itemIdentifiersInSectionWithIdentifier:Section];
  if ((NSUInteger)indexPath.row < todos.count) {
    [snapshot insertItemsWithIdentifiers:@[ todo ] beforeItemWithIdentifier:todos[(NSUInteger)indexPath.row]];
  } else {
    [snapshot appendItemsWithIdentifiers:@[ todo ] intoSectionWithIdentifier:Section];
  }
  [_dataSource applySnapshot:snapshot animatingDifferences:NO];
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
