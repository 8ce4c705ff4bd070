"""Demo 4: the navigation stack's back swipe (BackSwipe) and what shares horizontal strokes
with it on a pushed page: the carousel, a row with swipe actions and a to-do row. Each test
plays a row of the arbitration table (README, "Swipe back") and checks who took the stroke."""

# Middles of the pushed page's content (Sources/GestureGallery/NavigationDemo.swift).
CAROUSEL_Y = 250 + 95
ROW_Y = 452 + 36
TODO_Y = 532 + 32
BELOW = 640  # below all of them: nothing claims a stroke there
BAND = 20  # the leading edge band, in px


def area(page):
    return page.get_by_test_id("navigation-area")


def depth(page):
    return int(area(page).get_attribute("data-depth"))


def taken(page):
    return area(page).get_attribute("data-taken")


def push(page, fingers):
    page.get_by_test_id("nav-push").last.tap()
    fingers.settle(0.6)
    page.wait_for_function("document.querySelector('[data-testid=navigation-area]').dataset.phase === '0'")


def pushed_under(page, open_demo, policy):
    """The demo with `policy` chosen on the switch and a page pushed; its fingers."""
    fingers = open_demo("navigation")
    page.get_by_test_id(f"back-policy-{policy}").check()
    fingers.sync()
    assert area(page).get_attribute("data-policy") == policy
    push(page, fingers)
    return fingers


def carousel_offset(page):
    return int(page.locator(".nav-page").last.locator(".carousel").get_attribute("data-offset"))


def row_offset(page):
    return int(page.get_by_test_id("nav-row").last.get_attribute("data-offset"))


def todo_done(page):
    return page.get_by_test_id("nav-todo").last.get_attribute("data-done")


def swipe(fingers, start, end, duration=0.3):
    fingers.path(1, start, end, duration, rest=0.08)
    fingers.settle(0.8)


def test_an_edge_swipe_pops_and_the_root_never_pops(page, open_demo, screenshot):
    fingers = open_demo("navigation")
    fingers.path(1, (4, BELOW), (300, BELOW), 0.3, rest=0.05)
    fingers.settle(0.5)
    assert depth(page) == 1, "never at the root"
    push(page, fingers)
    push(page, fingers)
    assert depth(page) == 3
    # From the 20 px edge band, past half the width at rest: pops.
    fingers.path(1, (6, BELOW), (170, BELOW), 0.3, lift=False)
    screenshot("navigation")
    fingers.path(1, (170, BELOW), (240, BELOW), 0.1, press=False, rest=0.08)
    fingers.settle(0.8)
    assert depth(page) == 2
    assert taken(page) == "back"
    assert page.get_by_test_id("nav-status").inner_text() == "Popped to depth 2 by a back swipe"
    # Less than half, slowly: the pop is cancelled.
    fingers.path(1, (6, BELOW), (120, BELOW), 0.3, rest=0.1)
    fingers.settle(0.8)
    assert depth(page) == 2
    assert page.get_by_test_id("nav-status").inner_text() == "Back swipe cancelled"


def test_on_a_row_with_leading_actions_the_band_goes_back_and_one_point_outside_it_opens_them(page, open_demo):
    fingers = open_demo("navigation")
    push(page, fingers)
    push(page, fingers)
    # One point inside the band, on the row: back, and the row stays closed.
    swipe(fingers, (BAND - 1, ROW_Y), (BAND + 250, ROW_Y))
    assert depth(page) == 2
    assert taken(page) == "back"
    assert row_offset(page) == 0
    # One point outside it, the same stroke: the row reveals its leading action, no pop.
    swipe(fingers, (BAND + 1, ROW_Y), (BAND + 121, ROW_Y))
    assert depth(page) == 2
    assert taken(page) == "row"
    assert row_offset(page) > 0
    assert page.get_by_test_id("nav-row").last.get_attribute("data-expanded") == "-1"


def test_a_rightward_swipe_on_an_open_row_closes_it_and_does_not_go_back(page, open_demo):
    fingers = open_demo("navigation")
    push(page, fingers)
    # Open the trailing actions (Flag, More).
    swipe(fingers, (300, ROW_Y), (160, ROW_Y))
    assert row_offset(page) < 0
    # Swiping right closes it; the page stays.
    swipe(fingers, (100, ROW_Y), (220, ROW_Y))
    assert depth(page) == 2
    assert taken(page) == "row"
    assert row_offset(page) == 0


def test_a_rightward_swipe_on_the_to_do_completes_it_and_does_not_go_back(page, open_demo):
    fingers = open_demo("navigation")
    push(page, fingers)
    assert todo_done(page) == "0"
    # Past a third of the row's width: completes, and the row springs back.
    swipe(fingers, (40, TODO_Y), (260, TODO_Y))
    assert depth(page) == 2
    assert taken(page) == "todo"
    assert todo_done(page) == "1"
    assert page.get_by_test_id("nav-status").inner_text() == "Completed"
    # From the band, the same stroke goes back instead.
    swipe(fingers, (6, TODO_Y), (260, TODO_Y))
    assert depth(page) == 1


def test_the_carousel_scrolls_mid_way_and_lets_the_back_swipe_win_at_its_start(page, open_demo):
    fingers = open_demo("navigation")
    push(page, fingers)
    # Automatic: a swipe from the middle, where nothing claims it, pops.
    swipe(fingers, (150, BELOW), (380, BELOW))
    assert depth(page) == 1
    push(page, fingers)
    # Scroll the carousel to its next card.
    fingers.path(1, (300, CAROUSEL_Y), (100, CAROUSEL_Y), 0.3, rest=0.1)
    fingers.settle(0.8)
    assert carousel_offset(page) == 252
    # Mid-way, a swipe right on the carousel scrolls it back: no pop.
    fingers.path(1, (60, CAROUSEL_Y), (330, CAROUSEL_Y), 0.35, lift=False)
    assert area(page).get_attribute("data-phase") == "0"
    assert taken(page) == "carousel"
    # Past its start the carousel stretches on its rubber band, and springs back on release.
    assert -20 < carousel_offset(page) <= 0
    fingers.up(1)
    fingers.settle(0.8)
    assert depth(page) == 2
    assert carousel_offset(page) == 0
    # At its leading edge, the carousel yields: the same swipe pops.
    swipe(fingers, (60, CAROUSEL_Y), (330, CAROUSEL_Y), 0.35)
    assert depth(page) == 1
    assert taken(page) == "back"


def test_edge_only_a_mid_screen_swipe_does_not_go_back(page, open_demo):
    fingers = pushed_under(page, open_demo, "edgeOnly")
    swipe(fingers, (150, BELOW), (380, BELOW))
    assert depth(page) == 2
    # The row still takes its stroke; the band still goes back.
    swipe(fingers, (60, ROW_Y), (180, ROW_Y))
    assert row_offset(page) > 0
    swipe(fingers, (6, BELOW), (300, BELOW))
    assert depth(page) == 1


def test_full_screen_rows_give_way_to_the_back_swipe(page, open_demo):
    fingers = pushed_under(page, open_demo, "fullScreen")
    swipe(fingers, (60, ROW_Y), (330, ROW_Y))
    assert depth(page) == 1
    assert taken(page) == "back"


def test_disabled_nothing_goes_back(page, open_demo):
    fingers = pushed_under(page, open_demo, "disabled")
    swipe(fingers, (6, BELOW), (300, BELOW))
    swipe(fingers, (150, BELOW), (380, BELOW))
    swipe(fingers, (6, CAROUSEL_Y), (300, CAROUSEL_Y))
    assert depth(page) == 2
    assert not page.get_by_test_id("nav-edge").last.is_visible(), "no band to mark"
    # The rows keep their strokes.
    swipe(fingers, (40, TODO_Y), (260, TODO_Y))
    assert todo_done(page) == "1"
    assert depth(page) == 2
    # The back button still pops.
    page.get_by_test_id("nav-back").last.tap()
    fingers.settle(0.6)
    assert depth(page) == 1


def test_with_a_mouse_the_row_takes_its_drag_and_the_page_goes_back_elsewhere(laptop, open_laptop_demo):
    mouse = open_laptop_demo("navigation")
    laptop.get_by_test_id("navigation-hint").get_by_role("button", name="Got it").click()
    assert laptop.get_by_test_id("back-policy-automatic").is_checked(), "the default"
    laptop.get_by_test_id("nav-push").last.click()
    mouse.settle()
    # On the row, a drag to the right reveals its leading action.
    mouse.drag((150, ROW_Y), (260, ROW_Y), 0.3, rest=0.08)
    mouse.settle()
    assert laptop.get_by_test_id("navigation-area").get_attribute("data-depth") == "2"
    assert int(laptop.get_by_test_id("nav-row").last.get_attribute("data-offset")) > 0
    # Below it, the same drag goes back.
    mouse.drag((150, BELOW), (480, BELOW), 0.4, rest=0.05)
    mouse.settle(0.9)
    assert laptop.get_by_test_id("navigation-area").get_attribute("data-depth") == "1"
