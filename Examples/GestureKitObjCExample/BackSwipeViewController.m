#import "BackSwipeViewController.h"
@import GestureKit;

/// A drawing canvas: horizontal drags are its own, so it opts out of the swipe back.
@interface CanvasViewController : UIViewController
@end

@implementation CanvasViewController

- (void)viewDidLoad {
  [super viewDidLoad];
  self.title = @"Canvas (no swipe back)";
  self.view.backgroundColor = UIColor.systemYellowColor;
  self.gk_allowsBackSwipe = NO;
}

@end

/// A screen with a sketch pad: strokes that start on the pad are the pad's, under every
/// policy (iOS 26's full-screen swipe back included); the rest of the screen, and the 20 pt
/// leading edge band, still go back.
@interface SketchViewController : UIViewController
@end

@implementation SketchViewController {
  UIView *_pad;
}

- (void)viewDidLoad {
  [super viewDidLoad];
  self.title = @"Sketch pad";
  self.view.backgroundColor = UIColor.systemBackgroundColor;
  _pad = [[UIView alloc] initWithFrame:CGRectMake(40, 140, 295, 320)];
  _pad.backgroundColor = UIColor.secondarySystemBackgroundColor;
  _pad.layer.cornerRadius = 12;
  // Only the drawing area of the pad, in its own coordinates: the caption strip above it
  // still goes back.
  _pad.gk_backSwipeExclusionRects = @[ [NSValue valueWithCGRect:CGRectMake(0, 40, 295, 280)] ];
  [self.view addSubview:_pad];
}

@end

/// A paging carousel that lets the swipe back pop only from its first page.
@interface CarouselViewController : UIViewController
@end

@implementation CarouselViewController

- (void)viewDidLoad {
  [super viewDidLoad];
  self.title = @"Carousel";
  self.view.backgroundColor = UIColor.systemBackgroundColor;
  UIScrollView *carousel = [[UIScrollView alloc] initWithFrame:CGRectMake(0, 120, 375, 240)];
  carousel.pagingEnabled = YES;
  carousel.contentSize = CGSizeMake(375 * 3, 240);
  NSArray<UIColor *> *colors = @[ UIColor.systemPinkColor, UIColor.systemPurpleColor, UIColor.systemIndigoColor ];
  for (NSUInteger page = 0; page < colors.count; page++) {
    UIView *card = [[UIView alloc] initWithFrame:CGRectMake(375 * page + 20, 0, 335, 240)];
    card.backgroundColor = colors[page];
    [carousel addSubview:card];
  }
  [self.view addSubview:carousel];
  if (self.navigationController != nil) {
    [carousel gk_yieldToBackSwipeInNavigationController:self.navigationController];
  }
}

@end

@implementation BackSwipeViewController {
  UISegmentedControl *_mode;
}

- (void)viewDidLoad {
  [super viewDidLoad];
  self.title = @"Swipe back";
  self.view.backgroundColor = UIColor.systemBackgroundColor;

  _mode = [[UISegmentedControl alloc] initWithItems:@[ @"Edge", @"Full screen", @"Off" ]];
  _mode.frame = CGRectMake(20, 120, 335, 32);
  _mode.selectedSegmentIndex = 0;
  [_mode addTarget:self action:@selector(modeChanged) forControlEvents:UIControlEventValueChanged];
  [self.view addSubview:_mode];

  UIButton *canvas = [UIButton buttonWithType:UIButtonTypeSystem];
  canvas.frame = CGRectMake(20, 180, 335, 44);
  [canvas setTitle:@"Push a canvas that opts out" forState:UIControlStateNormal];
  [canvas addTarget:self action:@selector(pushCanvas) forControlEvents:UIControlEventTouchUpInside];
  [self.view addSubview:canvas];

  UIButton *sketch = [UIButton buttonWithType:UIButtonTypeSystem];
  sketch.frame = CGRectMake(20, 280, 335, 44);
  [sketch setTitle:@"Push a sketch pad excluded from the swipe back" forState:UIControlStateNormal];
  [sketch addTarget:self action:@selector(pushSketch) forControlEvents:UIControlEventTouchUpInside];
  [self.view addSubview:sketch];

  UIButton *carousel = [UIButton buttonWithType:UIButtonTypeSystem];
  carousel.frame = CGRectMake(20, 230, 335, 44);
  [carousel setTitle:@"Push a carousel that yields" forState:UIControlStateNormal];
  [carousel addTarget:self action:@selector(pushCarousel) forControlEvents:UIControlEventTouchUpInside];
  [self.view addSubview:carousel];
}

- (void)modeChanged {
  UINavigationController *navigation = self.navigationController;
  if (_mode.selectedSegmentIndex == 2) {
    navigation.gk_backSwipeEnabled = NO;
    return;
  }
  GKBackSwipeOptions *options = [[GKBackSwipeOptions alloc] init];
  options.fullScreen = _mode.selectedSegmentIndex == 1;
  options.finishVelocity = 800;
  [navigation gk_enableBackSwipeWithOptions:options];
}

- (void)pushCanvas {
  [self.navigationController pushViewController:[[CanvasViewController alloc] init] animated:YES];
}

- (void)pushSketch {
  [self.navigationController pushViewController:[[SketchViewController alloc] init] animated:YES];
}

- (void)pushCarousel {
  [self.navigationController pushViewController:[[CarouselViewController alloc] init] animated:YES];
}

@end
