#import "MenuViewController.h"
#import "BackSwipeViewController.h"
#import "ClosureGesturesViewController.h"
#import "DraggableViewController.h"
#import "ListGesturesViewController.h"
#import "SwipeActionsViewController.h"

@implementation MenuViewController {
  NSArray<NSString *> *_titles;
  NSArray<Class> *_screens;
}

- (instancetype)init {
  self = [super initWithStyle:UITableViewStyleInsetGrouped];
  if (self) {
    self.title = @"GestureKit in Objective-C";
    _titles = @[ @"Swipe actions", @"Closure gestures", @"List gestures", @"Swipe back", @"Floating window" ];
    _screens = @[
      [SwipeActionsViewController class], [ClosureGesturesViewController class],
      [ListGesturesViewController class], [BackSwipeViewController class], [DraggableViewController class]
    ];
  }
  return self;
}

- (void)viewDidLoad {
  [super viewDidLoad];
  [self.tableView registerClass:[UITableViewCell class] forCellReuseIdentifier:@"Screen"];
}

- (NSInteger)tableView:(UITableView *)tableView numberOfRowsInSection:(NSInteger)section {
  return (NSInteger)_titles.count;
}

- (UITableViewCell *)tableView:(UITableView *)tableView cellForRowAtIndexPath:(NSIndexPath *)indexPath {
  UITableViewCell *cell = [tableView dequeueReusableCellWithIdentifier:@"Screen" forIndexPath:indexPath];
  cell.textLabel.text = _titles[(NSUInteger)indexPath.row];
  cell.accessoryType = UITableViewCellAccessoryDisclosureIndicator;
  return cell;
}

- (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
  UIViewController *screen = [[_screens[(NSUInteger)indexPath.row] alloc] init];
  [self.navigationController pushViewController:screen animated:YES];
}

@end
