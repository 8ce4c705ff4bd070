"""Demo 4: the navigation stack's back swipe (BackSwipe) and what shares horizontal strokes
with it on a pushed page: the carousel, a row with swipe actions, a to-do row and a drawing
canvas excluded from the back swipe. Each test plays a row of the arbitration table (README,
"Swipe back") and checks who took the stroke."""

import pytest

# Middles of the pushed page's content (Sources/GestureGallery/BackSwipeDemo.swift).
CAROUSEL_Y = 250 + 95
ROW_Y = 452 + 36
TODO_Y = 532 + 32
BELOW = 640  # below all of them and above the canvas: nothing claims a stroke there
BAND = 20  # the leading edge band, in px
# The drawing canvas: 40 px in from each side, from y 648 down to near the bottom (75 px tall
# on the phone, at least 40 wherever it shows); its Clear button is in its top right corner.
CANVAS_LEFT = 40
CANVAS_Y = 648 + 36


def area(page):
    return page.get_by_test_id("back-swipe-area")


def depth(page):
    return int(area(page).get_attribute("data-depth"))


def taken(page):
    return area(page).get_attribute("data-taken")


def push(page, fingers, *, click=True):
    """Pushes a page with the top page's button and waits until it is in place. `click`
    (default): with the mouse. Chromium drops a tap that comes while a touch fling it started
    is still running, taking it for the tap that stops the fling, and that runs on real time,
    which the test's clock leaves short after a swipe; a click has no fling to stop.
    `click=False` taps, where no swipe came before."""
    button = page.get_by_test_id("nav-push").last
    if click:
        button.click()
    else:
        button.tap()
    fingers.settle(0.6)
    page.wait_for_function("document.querySelector('[data-testid=back-swipe-area]').dataset.phase === '0'")


def pushed_under(page, open_demo, policy):
    """The demo with `policy` chosen on the switch and a page pushed; its fingers."""
    fingers = open_demo("back-swipe")
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


def segments(page):
    """How many segments the top page's canvas shows."""
    return int(page.get_by_test_id("nav-canvas").last.get_attribute("data-segments"))


def swipe(fingers, start, end, duration=0.3):
    fingers.path(1, start, end, duration, rest=0.08)
    fingers.settle(0.8)


def scribble(fingers, points, duration=0.15):
    """One stroke through `points`, `duration` seconds from each to the next."""
    for index in range(1, len(points)):
        first, last = index == 1, index == len(points) - 1
        fingers.path(1, points[index - 1], points[index], duration, press=first, lift=last,
                     rest=0.05 if last else 0)
    fingers.settle(0.5)


def test_an_edge_swipe_pops_and_the_root_never_pops(page, open_demo, screenshot):
    fingers = open_demo("back-swipe")
    fingers.path(1, (4, BELOW), (300, BELOW), 0.3, rest=0.05)
    fingers.settle(0.5)
    assert depth(page) == 1, "never at the root"
    push(page, fingers)
    push(page, fingers)
    assert depth(page) == 3
    # A drawing on the canvas, for the screenshot: the page stays.
    scribble(fingers, [(70, CANVAS_Y + 15), (140, CANVAS_Y - 15), (210, CANVAS_Y + 15), (280, CANVAS_Y - 15),
                       (330, CANVAS_Y + 5)])
    assert depth(page) == 3
    assert segments(page) > 0
    # From the 20 px edge band, past half the width at rest: pops.
    fingers.path(1, (6, BELOW), (170, BELOW), 0.3, lift=False)
    screenshot("back-swipe")
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
    fingers = open_demo("back-swipe")
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
    fingers = open_demo("back-swipe")
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
    fingers = open_demo("back-swipe")
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
    fingers = open_demo("back-swipe")
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


def test_a_stroke_on_the_canvas_draws_in_any_direction_and_never_goes_back(page, open_demo):
    fingers = open_demo("back-swipe")
    push(page, fingers)
    assert segments(page) == 0
    # Rightward from just inside its left side, outside the band: the canvas reads raw
    # touches, so the app excluded the back swipe there, and it draws.
    swipe(fingers, (CANVAS_LEFT + 1, CANVAS_Y), (CANVAS_LEFT + 271, CANVAS_Y))
    assert depth(page) == 2
    assert taken(page) == "canvas"
    drawn = segments(page)
    assert drawn >= 10
    # Leftward and up and down it draws too: no one else takes those strokes.
    swipe(fingers, (260, CANVAS_Y), (60, CANVAS_Y))
    assert segments(page) > drawn
    drawn = segments(page)
    swipe(fingers, (200, CANVAS_Y - 15), (205, CANVAS_Y + 15), 0.2)
    assert segments(page) > drawn
    assert depth(page) == 2
    page.get_by_test_id("nav-canvas-clear").last.click()  # after swipes: see push
    fingers.sync()
    assert segments(page) == 0


def test_beside_the_canvas_or_from_the_band_over_it_a_stroke_goes_back(page, open_demo):
    fingers = open_demo("back-swipe")
    push(page, fingers)
    # Left of the canvas, outside the band: nothing claims the stroke, and automatic takes it.
    swipe(fingers, (CANVAS_LEFT - 10, CANVAS_Y), (CANVAS_LEFT + 260, CANVAS_Y))
    assert depth(page) == 1
    assert taken(page) == "back"
    push(page, fingers)
    # From the band, across the canvas: the band is the back swipe's, whatever it crosses.
    swipe(fingers, (10, CANVAS_Y), (300, CANVAS_Y))
    assert depth(page) == 1
    assert taken(page) == "back"


def test_full_screen_the_canvas_still_keeps_its_strokes(page, open_demo):
    fingers = pushed_under(page, open_demo, "fullScreen")
    # The exclusion beats full screen: the canvas draws, no pop.
    swipe(fingers, (60, CANVAS_Y), (330, CANVAS_Y))
    assert depth(page) == 2
    assert taken(page) == "canvas"
    assert segments(page) > 0
    # Beside it, full screen goes back.
    swipe(fingers, (CANVAS_LEFT - 10, CANVAS_Y), (CANVAS_LEFT + 260, CANVAS_Y))
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
    # Beside the canvas and from the band over it: nothing goes back either.
    swipe(fingers, (CANVAS_LEFT - 10, CANVAS_Y), (CANVAS_LEFT + 260, CANVAS_Y))
    swipe(fingers, (6, CANVAS_Y), (300, CANVAS_Y))
    assert depth(page) == 2
    # The rows and the canvas keep their strokes.
    swipe(fingers, (40, TODO_Y), (260, TODO_Y))
    assert todo_done(page) == "1"
    swipe(fingers, (60, CANVAS_Y), (330, CANVAS_Y))
    assert taken(page) == "canvas"
    assert segments(page) > 0
    assert depth(page) == 2
    # The back button still pops.
    page.get_by_test_id("nav-back").last.click()  # after swipes: see push
    fingers.settle(0.6)
    assert depth(page) == 1


@pytest.mark.parametrize("policy", ["automatic", "edgeOnly", "fullScreen"])
def test_from_the_band_every_stroke_goes_back_over_the_rows_and_the_canvas(page, open_demo, policy):
    """Long strokes from inside the band (its first half px, its middle, its last half px),
    fast (a flick) and slow, over the swipe row, the to-do row and the canvas: every one is
    the back swipe's; not one opens the row, completes the to-do or draws."""
    fingers = pushed_under(page, open_demo, policy)
    for y in (ROW_Y, TODO_Y, CANVAS_Y):
        for x in (0.5, BAND / 2, BAND - 0.5):
            for duration in (0.08, 0.4):
                if depth(page) == 1:
                    push(page, fingers)
                area(page).evaluate("area => { delete area.dataset.taken; }")
                stroke = (y, x, duration)
                fingers.path(1, (x, y), (x + 330, y), duration)
                fingers.settle(0.2)
                assert (stroke, taken(page), depth(page)) == (stroke, "back", 1)
                assert page.get_by_test_id("nav-status").inner_text() == "Popped to depth 1 by a back swipe"


def test_with_a_mouse_the_row_takes_its_drag_and_the_page_goes_back_elsewhere(laptop, open_laptop_demo):
    mouse = open_laptop_demo("back-swipe")
    laptop.get_by_test_id("back-swipe-hint").get_by_role("button", name="Got it").click()
    assert laptop.get_by_test_id("back-policy-automatic").is_checked(), "the default"
    laptop.get_by_test_id("nav-push").last.click()
    mouse.settle()
    # On the row, a drag to the right reveals its leading action.
    mouse.drag((150, ROW_Y), (260, ROW_Y), 0.3, rest=0.08)
    mouse.settle()
    assert laptop.get_by_test_id("back-swipe-area").get_attribute("data-depth") == "2"
    assert int(laptop.get_by_test_id("nav-row").last.get_attribute("data-offset")) > 0
    # Below it, the same drag goes back.
    mouse.drag((150, BELOW), (480, BELOW), 0.4, rest=0.05)
    mouse.settle(0.9)
    assert laptop.get_by_test_id("back-swipe-area").get_attribute("data-depth") == "1"
