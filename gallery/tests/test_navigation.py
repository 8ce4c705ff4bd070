"""Demo 4: the navigation stack's back swipe (BackSwipe) and a carousel that yields to it."""

CAROUSEL_Y = 250 + 95  # the carousel's middle (Sources/GestureGallery/NavigationDemo.swift)
BELOW = 600  # a height below the carousel


def depth(page):
    return int(page.get_by_test_id("navigation-area").get_attribute("data-depth"))


def push(page, fingers):
    page.get_by_test_id("nav-push").last.tap()
    fingers.settle(0.6)
    page.wait_for_function("document.querySelector('[data-testid=navigation-area]').dataset.phase === '0'")


def carousel_offset(page):
    return int(page.locator(".nav-page").last.locator(".carousel").get_attribute("data-offset"))


def test_an_edge_swipe_pops_and_the_root_never_pops(page, open_demo, screenshot):
    fingers = open_demo("navigation")
    fingers.path(1, (4, BELOW), (300, BELOW), 0.3, rest=0.05)
    fingers.settle(0.5)
    assert depth(page) == 1, "never at the root"
    push(page, fingers)
    push(page, fingers)
    assert depth(page) == 3
    # Not from the edge: the edge swipe does not begin.
    fingers.path(1, (150, BELOW), (350, BELOW), 0.3, rest=0.05)
    fingers.settle(0.5)
    assert depth(page) == 3
    # From the 20 px edge band, past half the width at rest: pops.
    fingers.path(1, (6, BELOW), (170, BELOW), 0.3, lift=False)
    screenshot("navigation")
    fingers.path(1, (170, BELOW), (240, BELOW), 0.1, press=False, rest=0.08)
    fingers.settle(0.8)
    assert depth(page) == 2
    assert page.get_by_test_id("nav-status").inner_text() == "Popped to depth 2 by a back swipe"
    # Less than half, slowly: the pop is cancelled.
    fingers.path(1, (6, BELOW), (120, BELOW), 0.3, rest=0.1)
    fingers.settle(0.8)
    assert depth(page) == 2
    assert page.get_by_test_id("nav-status").inner_text() == "Back swipe cancelled"


def test_full_screen_swipe_yields_to_the_carousel_until_it_is_at_its_start(page, open_demo):
    fingers = open_demo("navigation")
    page.get_by_test_id("fullscreen-toggle").check()
    push(page, fingers)
    # Full screen: a swipe from the middle pops.
    fingers.path(1, (150, BELOW), (380, BELOW), 0.3, rest=0.05)
    fingers.settle(0.8)
    assert depth(page) == 1
    push(page, fingers)
    # Scroll the carousel to its next card.
    fingers.path(1, (300, CAROUSEL_Y), (100, CAROUSEL_Y), 0.3, rest=0.1)
    fingers.settle(0.8)
    assert carousel_offset(page) == 252
    # Mid-way, a swipe right on the carousel scrolls it back: no pop.
    fingers.path(1, (60, CAROUSEL_Y), (330, CAROUSEL_Y), 0.35, lift=False)
    assert page.get_by_test_id("navigation-area").get_attribute("data-phase") == "0"
    # Past its start the carousel stretches on its rubber band, and springs back on release.
    assert -20 < carousel_offset(page) <= 0
    fingers.up(1)
    fingers.settle(0.8)
    assert depth(page) == 2
    assert carousel_offset(page) == 0
    # At its leading edge, the carousel yields: the same swipe pops.
    fingers.path(1, (60, CAROUSEL_Y), (330, CAROUSEL_Y), 0.35, rest=0.05)
    fingers.settle(0.8)
    assert depth(page) == 1
