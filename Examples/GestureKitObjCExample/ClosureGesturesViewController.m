#import "ClosureGesturesViewController.h"
@import GestureKit;

@implementation ClosureGesturesViewController {
  UIView *_pad;
  UIView *_strip;
  UILabel *_log;
  GKGestureToken *_doubleTapToken;
  CGPoint _panStart;
}

- (void)viewDidLoad {
  [super viewDidLoad];
  self.title = @"Closure gestures";
  self.view.backgroundColor = UIColor.systemBackgroundColor;

  _log = [[UILabel alloc] initWithFrame:CGRectMake(20, 100, 335, 44)];
  _log.text = @"Tap, double tap, long press, swipe, pan, pinch or rotate the pad";
  _log.numberOfLines = 2;
  [self.view addSubview:_log];

  _pad = [[UIView alloc] initWithFrame:CGRectMake(60, 180, 240, 240)];
  _pad.backgroundColor = UIColor.systemTealColor;
  _pad.layer.cornerRadius = 24;
  [self.view addSubview:_pad];

  UISwitch *doubleTaps = [[UISwitch alloc] initWithFrame:CGRectMake(20, 460, 51, 31)];
  doubleTaps.on = YES;
  [doubleTaps addTarget:self action:@selector(doubleTapsChanged:) forControlEvents:UIControlEventValueChanged];
  [self.view addSubview:doubleTaps];

  _strip = [[UIView alloc] initWithFrame:CGRectMake(20, 510, 335, 56)];
  _strip.backgroundColor = UIColor.systemIndigoColor;
  _strip.layer.cornerRadius = 12;
  [self.view addSubview:_strip];

  [self addGestures];
  self.navigationItem.rightBarButtonItem =
      [[UIBarButtonItem alloc] initWithTitle:@"Remove All" style:UIBarButtonItemStylePlain
                                      target:self action:@selector(removeAll)];
}

- (void)removeAll {
  [_pad gk_removeAllGestureHandlers];
  [_strip gk_removeAllGestureHandlers];
  [self.view gk_removeGestureHandlersOfKind:GKGestureKindEdgePan];
  [self show:@"no gestures left"];
}

// The blocks use the gesture's view, never `_pad`, and `self` weakly: the view keeps its blocks.
- (void)addGestures {
  __weak typeof(self) weakSelf = self;
  [_pad gk_onTap:^(GKGesture *gesture) {
    [weakSelf show:[NSString stringWithFormat:@"tap at %@", NSStringFromCGPoint(gesture.location)]];
  }];
  [_pad gk_onLongPressBegan:^(GKGesture *gesture) {
    gesture.view.alpha = 0.6;
    [weakSelf show:@"long press began"];
  } ended:^(GKGesture *gesture) {
    gesture.view.alpha = 1;
    [weakSelf show:gesture.state == UIGestureRecognizerStateCancelled ? @"long press cancelled" : @"long press ended"];
  }];
  // Named: each swipe is also a VoiceOver, Switch Control and Voice Control action. (The pad's
  // long press is unnamed, so it keeps the press and the pad gets no context menu.)
  [_pad gk_onSwipe:UISwipeGestureRecognizerDirectionLeft named:@"Swipe Left" handler:^(GKGesture *gesture) {
    [weakSelf show:@"swipe left"];
  }];
  [_pad gk_onSwipe:UISwipeGestureRecognizerDirectionRight named:@"Swipe Right" handler:^(GKGesture *gesture) {
    [weakSelf show:@"swipe right"];
  }];
  [_pad gk_onPan:^(GKGesture *gesture) {
    [weakSelf pan:gesture];
  }];
  [_pad gk_onPinch:^(GKGesture *gesture) {
    [weakSelf show:[NSString stringWithFormat:@"pinch %.2f", gesture.scale]];
  }];
  [self.view gk_onEdgePan:UIRectEdgeRight handler:^(GKGesture *gesture) {
    if (gesture.state == UIGestureRecognizerStateEnded) [weakSelf show:@"edge pan from the right"];
  }];
  [self addDoubleTapAndRotation];
  [self addStripGestures];
}

// The strip's own recognizers, with thresholds: a pan that starts only sideways (a vertical
// stroke on it is left to anything that scrolls around it) and a tap of two fingers. A view
// has one recognizer per number of taps, so the two-finger tap is on the strip, not beside
// the pad's one-finger tap.
- (void)addStripGestures {
  __weak typeof(self) weakSelf = self;
  [_strip gk_onPanWithAxis:GKPanAxisHorizontal handler:^(GKGesture *gesture) {
    [weakSelf show:[NSString stringWithFormat:@"scrub %+.0f pt", gesture.translation.x]];
  }];
  [_strip gk_onTapWithCount:1 fingers:2 handler:^(GKGesture *gesture) {
    [weakSelf show:@"two-finger tap on the strip"];
  }];
  // Registered under a key rather than by its block literal: what blocks that come from no
  // literal (a Swift closure, a Xamarin or Kotlin/Native bridge) need.
  [_strip gk_onDoubleTap:^(GKGesture *gesture) {
    [weakSelf show:@"double tap on the strip"];
  } forKey:@"strip.doubleTap"];
}

- (void)addDoubleTapAndRotation {
  __weak typeof(self) weakSelf = self;
  _doubleTapToken = [_pad gk_onDoubleTap:^(GKGesture *gesture) {
    gesture.view.transform = CGAffineTransformIdentity;
    [weakSelf show:@"double tap: reset"];
  }];
  [_pad gk_onRotate:^(GKGesture *gesture) {
    gesture.view.transform = CGAffineTransformMakeRotation(gesture.rotation);
  }];
}

- (void)pan:(GKGesture *)gesture {
  switch (gesture.state) {
    case UIGestureRecognizerStateBegan:
      _panStart = gesture.view.center;
      break;
    case UIGestureRecognizerStateChanged:
      gesture.view.center = CGPointMake(_panStart.x + gesture.translation.x, _panStart.y + gesture.translation.y);
      break;
    default:
      [self show:[NSString stringWithFormat:@"released at %@ pt/s", NSStringFromCGPoint(gesture.velocity)]];
      break;
  }
}

- (void)doubleTapsChanged:(UISwitch *)sender {
  if (sender.on) {
    [self addDoubleTapAndRotation];
  } else {
    // One block by its token, then every rotation block by kind.
    [_doubleTapToken cancel];
    [_pad gk_removeGestureHandlersOfKind:GKGestureKindRotation];
    [self show:_doubleTapToken.active ? @"still active" : @"double tap and rotation removed"];
  }
}

- (void)show:(NSString *)text {
  _log.text = text;
}

@end
