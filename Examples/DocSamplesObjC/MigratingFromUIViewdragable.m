// The Objective-C code blocks of docs/Migrating/UIView+dragable.md that use GestureKit, in
// the order they appear there, with what they need around them. scripts/check-doc-samples
// checks that every block is here; scripts/typecheck-objc compiles this file with -Wall
// -Werror.

@import GestureKit;
@import UIKit;

NS_ASSUME_NONNULL_BEGIN

@interface HomeViewController : UIViewController
@property (nonatomic) UIButton *floatingButton;
@property (nonatomic) UIImageView *stickerView;
@end

@implementation HomeViewController

- (void)viewDidLoad {
  [super viewDidLoad];
  self.floatingButton = [UIButton buttonWithType:UIButtonTypeSystem];
  self.floatingButton.frame = CGRectMake(0, 200, 56, 56);
  self.stickerView = [[UIImageView alloc] initWithImage:[UIImage systemImageNamed:@"star.fill"]];
  [self.view addSubview:self.floatingButton];
  [self.view addSubview:self.stickerView];
  __weak typeof(self) weakSelf = self;

  GKDraggableOptions *options = [[GKDraggableOptions alloc] init];  // the left or right side, 12 pt in
  [self.floatingButton gk_makeDraggableWithOptions:options
                                             onEnd:^(CGRect frame, GKDraggableAnchor anchor, NSInteger pointIndex) {
    [weakSelf saveButtonFrame:frame];
  }];

  __block CGPoint start = CGPointZero;  // dragable = YES: moves, never snaps
  [self.stickerView gk_onPan:^(GKGesture *gesture) {
    if (gesture.state == UIGestureRecognizerStateBegan) start = gesture.view.center;
    gesture.view.center = CGPointMake(start.x + gesture.translation.x, start.y + gesture.translation.y);
  }];
}

- (void)moreOptions {
  GKDraggableOptions *options = [[GKDraggableOptions alloc] init];
  options.restingPlaces = GKDraggableRestingPlacesEdges;
  options.insets = UIEdgeInsetsMake(38, 0, 0, 0);  // the dragableModel's bar, under the safe area
  options.margin = 16;
  GKDraggable *draggable = [self.floatingButton gk_makeDraggableWithOptions:options onEnd:nil];
  [draggable moveToAnchor:GKDraggableAnchorTopRight pointIndex:NSNotFound];  // springs there
  [draggable invalidate];                                                    // an ordinary view again
}

- (void)saveButtonFrame:(CGRect)frame {
  [NSUserDefaults.standardUserDefaults setObject:NSStringFromCGRect(frame) forKey:@"floatingButtonFrame"];
}

@end

NS_ASSUME_NONNULL_END
