"""Demo 2: the ten closure-gesture recognizers (RecognizerSet.standard's) on one pad."""

from fingers import elapse


def log(page):
    """The log, oldest first, as 'gesture state' strings."""
    items = page.get_by_test_id("gesture-log").locator("li")
    entries = items.evaluate_all("items => items.map(i => i.dataset.gesture + ' ' + i.dataset.state)")
    return list(reversed(entries))


def center(fingers):
    return fingers.size[0] / 2, fingers.size[1] / 2


def test_a_single_tap_waits_for_the_double_tap_to_fail(page, open_demo):
    fingers = open_demo("closure-gestures")
    fingers.tap(center(fingers))
    fingers.wait(0.1)
    assert log(page) == [], "the single tap waits 0.3 s for a second tap"
    fingers.wait(0.4)
    assert log(page) == ["tap recognized"]
    fingers.tap(center(fingers))
    fingers.wait(0.1)
    fingers.tap(center(fingers))
    fingers.wait(0.5)
    assert log(page) == ["tap recognized", "double tap recognized"]


def test_a_right_click_is_no_tap(page, open_demo):
    """A secondary click opens the context menu; it must not tap or press the pad."""
    open_demo("closure-gestures")
    box = page.get_by_test_id("closure-gestures-area").bounding_box()
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    page.mouse.click(x, y, button="right")
    page.keyboard.down("Control")
    page.mouse.click(x, y)
    page.keyboard.up("Control")
    elapse(page, 0.6)
    assert log(page) == []
    page.mouse.click(x, y)
    elapse(page, 0.6)
    assert log(page) == ["tap recognized"]


def test_long_press_begins_after_half_a_second_and_ends_on_lift(page, open_demo, screenshot):
    fingers = open_demo("closure-gestures")
    fingers.down(1, center(fingers))
    fingers.wait(0.35)
    assert log(page) == []
    fingers.wait(0.35)
    assert log(page) == ["long press began"]
    fingers.up(1)
    fingers.wait(0.1)
    assert log(page) == ["long press began", "long press ended"]


def test_the_four_swipes_and_the_pan(page, open_demo):
    fingers = open_demo("closure-gestures")
    x, y = center(fingers)
    for dx, dy, name in [(-150, 0, "swipe left"), (150, 0, "swipe right"), (0, -150, "swipe up"), (0, 150, "swipe down")]:
        # 150 px in 0.15 s: within the swipe's 0.5 s.
        fingers.path(1, (x - dx / 2, y - dy / 2), (x + dx / 2, y + dy / 2), 0.15)
        fingers.wait(0.1)
        assert log(page)[-3:] == ["pan began", f"{name} recognized", "pan ended"], log(page)
    # A slow pan is no swipe (50 px must be covered within 0.5 s): the sticker moves.
    fingers.path(1, (x, y), (x + 60, y + 40), 0.8, rest=0.1)
    fingers.wait(0.1)
    assert log(page)[-2:] == ["pan began", "pan ended"]


def test_pinch_and_rotation_together(page, open_demo, screenshot):
    fingers = open_demo("closure-gestures")
    x, y = center(fingers)
    fingers.pinch((x, y - 40), (x, y + 40), (x, y - 110), (x, y + 110), 0.4, rest=0.05)
    fingers.wait(0.1)
    pinch = page.get_by_test_id("gesture-log").locator("li[data-gesture='pinch'][data-state='ended']").first
    scale = float(pinch.inner_text().split("×")[1])
    assert 2.3 < scale < 3.0, scale  # 220 px apart from 80 px (the 10 px slop spent first)
    # Two fingers turning by 45° about their midpoint.
    fingers.pinch((x - 60, y), (x + 60, y), (x - 42.4, y - 42.4), (x + 42.4, y + 42.4), 0.4, lift=False)
    screenshot("closure-gestures")
    fingers.up(2)
    fingers.up(1)
    fingers.wait(0.1)
    rotation = page.get_by_test_id("gesture-log").locator("li[data-gesture='rotation'][data-state='ended']").first
    degrees = int(rotation.inner_text().split()[-1].rstrip("°"))
    assert 35 <= degrees <= 46, degrees  # 45° (less the 5° slop if measured from the start)
    assert "pan began" not in log(page), "the one-finger pan stays out of two-finger gestures"


def test_on_a_desktop_a_modifier_key_mirrors_a_second_finger(page, open_demo):
    """Shift (or Alt) with the mouse: a second finger 48 px above the pointer moves opposite
    to it, so dragging down pinches apart."""
    open_demo("closure-gestures")
    box = page.get_by_test_id("closure-gestures-area").bounding_box()
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    page.keyboard.down("Shift")
    page.mouse.move(x, y)
    page.mouse.down()
    page.mouse.move(x, y + 80, steps=12)
    page.mouse.up()
    page.keyboard.up("Shift")
    elapse(page, 0.1)
    assert "pinch began" in log(page) and "pinch ended" in log(page), log(page)
