#import "DraggableViewController.h"
@import GestureKit;

@implementation DraggableViewController {
  UIView *_player;
  UILabel *_log;
  GKDraggable *_floating;
}

- (void)viewDidLoad {
  [super viewDidLoad];
  self.title = @"Floating window";
  self.view.backgroundColor = UIColor.systemBackgroundColor;

  _log = [[UILabel alloc] initWithFrame:CGRectMake(20, 100, 335, 44)];
  _log.text = @"Drag and fling the player";
  [self.view addSubview:_log];

  UISegmentedControl *anchors = [[UISegmentedControl alloc] initWithItems:@[ @"Corners", @"Sides", @"Off" ]];
  anchors.frame = CGRectMake(20, 150, 335, 32);
  anchors.selectedSegmentIndex = 0;
  [anchors addTarget:self action:@selector(anchorsChanged:) forControlEvents:UIControlEventValueChanged];
  [self.view addSubview:anchors];

  UIButton *topLeft = [UIButton buttonWithType:UIButtonTypeSystem];
  topLeft.frame = CGRectMake(20, 190, 335, 44);
  [topLeft setTitle:@"Send to the top left" forState:UIControlStateNormal];
  [topLeft addTarget:self action:@selector(sendToTopLeft) forControlEvents:UIControlEventTouchUpInside];
  [self.view addSubview:topLeft];

  _player = [[UIView alloc] initWithFrame:CGRectMake(200, 400, 160, 90)];
  _player.backgroundColor = UIColor.blackColor;
  _player.layer.cornerRadius = 12;
  _player.isAccessibilityElement = YES;
  _player.accessibilityLabel = @"Live player";
  [self.view addSubview:_player];
  [self makePlayerDraggable:GKDraggableRestingPlacesCorners];
}

- (void)makePlayerDraggable:(GKDraggableRestingPlaces)places {
  GKDraggableOptions *options = [[GKDraggableOptions alloc] init];
  options.restingPlaces = places;
  options.margin = 16;
  options.insets = UIEdgeInsetsMake(0, 0, 49, 0);  // our own bottom bar
  options.stashes = YES;                            // flung past an edge, it tucks away
  options.resizingWidths = @[ @120, @160, @240 ];   // pinch or double-tap
  __weak typeof(self) weakSelf = self;
  _floating = [_player gk_makeDraggableWithOptions:options onEnd:^(CGRect frame, GKDraggableAnchor anchor, NSInteger pointIndex) {
    [weakSelf showFrame:frame anchor:anchor];
  }];
  // The same handle each time: the callback stays set when the options change.
  _floating.onBegan = ^(CGRect frame) {
    [weakSelf showText:[NSString stringWithFormat:@"moving from %@", NSStringFromCGRect(frame)]];
  };
}

// Any place, whether the resting places include it or not; nothing while a finger has it.
- (void)sendToTopLeft {
  [_floating moveToAnchor:GKDraggableAnchorTopLeft pointIndex:NSNotFound];
}

- (void)anchorsChanged:(UISegmentedControl *)sender {
  switch (sender.selectedSegmentIndex) {
    case 0: [self makePlayerDraggable:GKDraggableRestingPlacesCorners]; break;
    case 1: [self makePlayerDraggable:GKDraggableRestingPlacesSides]; break;
    default: [_floating invalidate]; break;
  }
  _log.text = _player.gk_draggable ? @"Drag and fling the player" : @"The player stays put";
}

- (void)showText:(NSString *)text {
  _log.text = text;
}

- (void)showFrame:(CGRect)frame anchor:(GKDraggableAnchor)anchor {
  NSArray<NSString *> *names = @[ @"nowhere", @"left", @"right", @"top", @"bottom", @"top left", @"top right",
                                  @"bottom left", @"bottom right", @"a point", @"stashed left",
                                  @"stashed right" ];
  _log.text = [NSString stringWithFormat:@"%@ at %@", names[(NSUInteger)anchor], NSStringFromCGRect(frame)];
}

@end
