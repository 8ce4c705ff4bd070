"""The gallery on a 1280 × 800 laptop with a mouse (no touch screen): hints, cursors, the
mirrored second finger, wheels, keys, a resize mid-session."""

import math

from fingers import elapse

ROW = 64


def log(page):
    items = page.get_by_test_id("gesture-log").locator("li")
    return list(reversed(items.evaluate_all("items => items.map(i => i.dataset.gesture + ' ' + i.dataset.state)")))


def logged(page, gesture, state="ended"):
    return page.get_by_test_id("gesture-log").locator(f"li[data-gesture='{gesture}'][data-state='{state}']").first.inner_text()


def sticker(page):
    """The sticker's scale and rotation (degrees), from its transform matrix."""
    matrix = page.locator(".sticker").evaluate("e => getComputedStyle(e).transform")
    a, b = [float(v) for v in matrix[matrix.index("(") + 1:-1].split(",")[:2]]
    return math.hypot(a, b), math.degrees(math.atan2(b, a))


def offset(page):
    return int(page.get_by_test_id("list-gestures-area").get_attribute("data-content-offset"))


def last_row_gap(page):
    area = page.get_by_test_id("list-gestures-area").bounding_box()
    bottoms = page.locator("[data-testid=todo-row]").evaluate_all(
        "rows => rows.map(r => r.getBoundingClientRect().bottom)")
    return area["y"] + area["height"] - max(bottoms)


def test_each_demo_greets_a_mouse_user_once(laptop, open_laptop_demo):
    for slug in ["swipe-actions", "closure-gestures", "list-gestures", "back-swipe", "draggable"]:
        open_laptop_demo(slug)
        hint = laptop.get_by_test_id(f"{slug}-hint")
        assert hint.is_visible(), slug
        assert "mouse" in hint.inner_text()
    # Pressing on the area (the hint's advice taken) or "Got it" puts it away for good.
    mouse = open_laptop_demo("list-gestures")
    mouse.click((200, 500))
    assert laptop.get_by_test_id("list-gestures-hint").count() == 0
    open_laptop_demo("draggable")
    laptop.get_by_test_id("draggable-hint").get_by_role("button", name="Got it").click()
    assert laptop.get_by_test_id("draggable-hint").count() == 0
    again = laptop.reload_gallery()
    for slug in ["list-gestures", "draggable"]:
        again.locator(f"#tabs button[data-demo={slug}]").click()
        assert again.get_by_test_id(f"{slug}-hint").count() == 0, slug
    again.locator("#tabs button[data-demo=back-swipe]").click()
    assert again.get_by_test_id("back-swipe-hint").is_visible(), "not yet dismissed there"


def test_the_cursor_says_what_can_be_dragged(laptop, open_laptop_demo):
    mouse = open_laptop_demo("list-gestures")
    row = laptop.locator("[data-item-id='3'] .todo-content")
    assert row.evaluate("e => getComputedStyle(e).cursor") == "grab"
    mouse.move((200, 3 * ROW + 32))
    laptop.mouse.down()
    mouse.sync()
    assert row.evaluate("e => getComputedStyle(e).cursor") == "grabbing"
    laptop.mouse.up()
    mouse.sync()
    assert row.evaluate("e => getComputedStyle(e).cursor") == "grab"
    open_laptop_demo("draggable")
    assert laptop.get_by_test_id("draggable-view").evaluate("e => getComputedStyle(e).cursor") == "grab"


def test_shift_pinches_only_and_alt_rotates_only_about_the_pointer(laptop, open_laptop_demo, laptop_screenshot):
    mouse = open_laptop_demo("closure-gestures")
    w, h = mouse.size
    c = (w / 2, h / 2)
    # Held over the pad, Shift shows the two fingers: 32 px above and below the pointer.
    mouse.move(c)
    laptop.keyboard.down("Shift")
    mouse.sync()
    fingers = laptop.locator(".demo-closure-gestures .finger")
    boxes = [fingers.nth(i).bounding_box() for i in range(2)]
    centers = [(b["x"] + b["width"] / 2 - mouse.origin[0], b["y"] + b["height"] / 2 - mouse.origin[1]) for b in boxes]
    assert [round(v) for v in centers[0]] == [round(c[0]), round(c[1] - 32)], centers
    assert [round(v) for v in centers[1]] == [round(c[0]), round(c[1] + 32)], centers
    laptop.keyboard.up("Shift")
    mouse.sync()
    assert not fingers.first.is_visible()
    # Shift-drag down 120 px: the fingers go from 64 px apart to 128 (and sideways motion
    # changes nothing): the sticker grows, without turning.
    mouse.drag(c, (c[0] + 40, c[1] + 120), 0.5, rest=0.1, lift=False, keys=("Shift",))
    laptop_screenshot("closure-gestures")
    laptop.mouse.up()
    laptop.keyboard.up("Shift")
    mouse.sync()
    grown, turned = sticker(laptop)
    assert 1.5 < grown <= 2.0 and abs(turned) < 0.5, (grown, turned)
    assert "rotation began" not in log(laptop) and "pan began" not in log(laptop), log(laptop)
    # Shift-drag up 120 px: 64 px to 32, never crossing: it shrinks.
    mouse.drag(c, (c[0], c[1] - 120), 0.5, rest=0.1, keys=("Shift",))
    mouse.sync()
    shrunk, _ = sticker(laptop)
    assert shrunk < grown * 0.65, (grown, shrunk)
    factor = float(logged(laptop, "pinch").split("×")[1])
    assert 0.45 < factor < 0.65, factor
    # Alt-drag right 60 px (and down, which changes nothing): the fingers turn 0.6 rad, 34°;
    # the sticker turns without changing size.
    mouse.drag(c, (c[0] + 60, c[1] + 50), 0.5, rest=0.1, keys=("Alt",))
    mouse.sync()
    scale, turned = sticker(laptop)
    assert abs(scale - shrunk) < 1e-3, (scale, shrunk)
    assert 25 < turned <= 35, turned
    degrees = int(logged(laptop, "rotation").split()[-1].rstrip("°"))
    assert 25 <= degrees <= 35, degrees
    assert log(laptop).count("pinch began") == 2


def test_the_sticker_resets(laptop, open_laptop_demo):
    mouse = open_laptop_demo("closure-gestures")
    w, h = mouse.size
    mouse.drag((w / 2, h / 2), (w / 2, h / 2 + 300), 0.5, rest=0.1, keys=("Shift",))
    mouse.sync()
    assert sticker(laptop)[0] > 2.5
    laptop.get_by_test_id("sticker-reset").click()
    mouse.sync()
    scale, turned = sticker(laptop)
    assert abs(scale - 1) < 1e-6 and abs(turned) < 1e-6
    box = laptop.locator(".sticker").bounding_box()
    assert abs(box["x"] + box["width"] / 2 - mouse.origin[0] - w / 2) < 1


def test_a_right_click_or_a_ctrl_click_is_no_tap(laptop, open_laptop_demo):
    mouse = open_laptop_demo("closure-gestures")
    x, y = mouse.origin[0] + mouse.size[0] / 2, mouse.origin[1] + mouse.size[1] / 2
    laptop.mouse.click(x, y, button="right")
    laptop.keyboard.press("Escape")
    laptop.keyboard.down("Control")
    laptop.mouse.click(x, y)
    laptop.keyboard.up("Control")
    elapse(laptop, 0.6)
    assert log(laptop) == []
    laptop.mouse.click(x, y)
    elapse(laptop, 0.6)
    assert log(laptop) == ["tap recognized"]


def test_the_wheel_scrolls_the_list_to_its_end(laptop, open_laptop_demo, laptop_screenshot):
    mouse = open_laptop_demo("list-gestures")
    laptop.get_by_test_id("list-gestures-hint").get_by_role("button", name="Got it").click()
    height = mouse.size[1]
    mouse.move((200, 300))
    laptop.mouse.wheel(0, 300)
    mouse.sync()
    assert offset(laptop) == 300
    laptop_screenshot("list-gestures")
    laptop.mouse.wheel(0, 5000)
    mouse.sync()
    assert offset(laptop) == round(20 * ROW - height)
    assert abs(last_row_gap(laptop)) < 1
    laptop.mouse.wheel(0, -120)
    mouse.sync()
    assert offset(laptop) == round(20 * ROW - height) - 120


def test_keys_scroll_the_list(laptop, open_laptop_demo):
    mouse = open_laptop_demo("list-gestures")
    height = mouse.size[1]
    end = round(20 * ROW - height)
    page_step = 0.875 * height

    # Clicked, the list has the keyboard's focus (Space on the tab just clicked would press it).
    mouse.click((200, 300))
    assert laptop.evaluate("document.activeElement.dataset.testid") == "list-gestures-area"

    def after(key, expected):
        laptop.keyboard.press(key)
        mouse.settle()
        assert offset(laptop) == round(expected), (key, offset(laptop), expected)

    after("ArrowDown", 40)
    after("PageDown", min(end, 40 + page_step))
    after("End", end)
    after("ArrowUp", end - 40)
    after("Home", 0)
    after(" ", min(end, page_step))
    after("Shift+ ", 0)


def test_on_a_laptop_the_back_swipe_starts_anywhere(laptop, open_laptop_demo, laptop_screenshot):
    mouse = open_laptop_demo("back-swipe")
    laptop.get_by_test_id("back-swipe-hint").get_by_role("button", name="Got it").click()
    assert laptop.get_by_test_id("back-policy-automatic").is_checked(), "the default"
    laptop.get_by_test_id("nav-push").last.click()
    mouse.settle()
    area = laptop.get_by_test_id("back-swipe-area")
    # 330 px to the right, past half of the 600 px column, from the middle of the page, below
    # the rows (automatic: where nothing claims the stroke, it goes back).
    y = 640
    mouse.drag((150, y), (480, y), 0.4, lift=False)
    laptop_screenshot("back-swipe")
    mouse.drag((480, y), (500, y), 0.05, rest=0.05, press=False)
    mouse.settle(0.9)
    assert area.get_attribute("data-depth") == "1"
    assert laptop.get_by_test_id("nav-status").inner_text() == "Popped to depth 1 by a back swipe"


def test_a_resize_mid_session_keeps_every_demo_usable(laptop, open_laptop_demo, laptop_screenshot):
    mouse = open_laptop_demo("list-gestures")
    laptop.get_by_test_id("list-gestures-hint").get_by_role("button", name="Got it").click()
    mouse.move((200, 300))
    laptop.mouse.wheel(0, 5000)
    mouse.sync()
    end = offset(laptop)
    # DevTools opens: the window is 420 px shorter.
    laptop.set_viewport_size({"width": 1280, "height": 380})
    mouse.sync()
    mouse = open_laptop_demo("list-gestures")
    # A shorter list view can scroll further: the offset stays, the end is further down.
    assert offset(laptop) == end
    laptop.keyboard.press("Home")
    mouse.settle()
    laptop.keyboard.press("End")
    mouse.settle()
    assert abs(last_row_gap(laptop)) < 1
    laptop.set_viewport_size({"width": 1280, "height": 800})
    mouse.sync()
    mouse = open_laptop_demo("list-gestures")
    assert abs(last_row_gap(laptop)) < 1, "back within the new end at once"


def test_a_sideways_wheel_and_the_arrow_keys_scroll_the_carousel(laptop, open_laptop_demo):
    mouse = open_laptop_demo("back-swipe")
    laptop.get_by_test_id("nav-push").last.click()
    mouse.settle()
    carousel = laptop.locator(".nav-page").last.locator(".carousel")
    box = carousel.bounding_box()
    laptop.mouse.move(box["x"] + 200, box["y"] + box["height"] / 2)
    laptop.mouse.wheel(120, 0)
    mouse.sync()
    assert int(carousel.get_attribute("data-offset")) == 120
    laptop.keyboard.press("ArrowRight")  # to the next card's page: 252
    mouse.settle()
    assert int(carousel.get_attribute("data-offset")) == 252
    laptop.keyboard.press("Home")
    mouse.settle()
    assert int(carousel.get_attribute("data-offset")) == 0
    assert laptop.get_by_test_id("back-swipe-area").get_attribute("data-depth") == "2"



def test_shift_drag_and_double_click_resize_the_floating_window(laptop, open_laptop_demo):
    mouse = open_laptop_demo("draggable")
    mouse.click((40, 40))  # Away from the window: the first press puts the mouse hint away.
    mouse.settle()  # A pinch begins only on a window at rest.
    window = laptop.get_by_test_id("draggable-view")
    box = window.bounding_box()
    c = (box["x"] - mouse.origin[0] + box["width"] / 2, box["y"] - mouse.origin[1] + box["height"] / 2)
    # Shift and 100 px down: the two fingers 32 px either side spread by 2^(100/120).
    mouse.drag(c, (c[0], c[1] + 100), 0.4, rest=0.1, keys=("Shift",))
    mouse.settle()
    pinched = window.bounding_box()
    assert pinched["width"] > 200, pinched
    assert abs(pinched["height"] - pinched["width"] * 9 / 16) <= 1, pinched
    # A double click cycles to the next size: 320 after a width above 220, else 220.
    c = (pinched["x"] - mouse.origin[0] + pinched["width"] / 2, pinched["y"] - mouse.origin[1] + pinched["height"] / 2)
    mouse.click(c)
    mouse.wait(0.1)
    mouse.click(c)
    mouse.settle()
    expected = 320 if pinched["width"] > 220.5 else 220
    assert abs(window.bounding_box()["width"] - expected) <= 1
