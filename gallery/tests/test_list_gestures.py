"""Demo 3: the Clear-style list (SwipeToCommit, Reorder, PinchToInsert on one ListLayout)."""

ROW = 64


def order(page):
    return page.get_by_test_id("list-gestures-area").get_attribute("data-order").split("|")


def done(page, item_id):
    return page.locator(f"[data-item-id='{item_id}']").get_attribute("data-done") == "1"


def test_swipe_right_completes_and_left_deletes_past_a_third(page, open_demo):
    fingers = open_demo("list-gestures")
    before = order(page)
    # Right by 190 px > 390 / 3 = 130 px, at rest: complete.
    fingers.path(1, (60, 0 * ROW + 32), (250, 0 * ROW + 32), 0.35, rest=0.1)
    fingers.settle()
    assert done(page, 0)
    # Left by 100 px < 130 px, at rest: springs back, nothing happens.
    fingers.path(1, (300, 2 * ROW + 32), (200, 2 * ROW + 32), 0.35, rest=0.1)
    fingers.settle()
    assert order(page) == before and not done(page, 2)
    # Left by 210 px: delete; the row slides off and leaves the list.
    fingers.path(1, (330, 1 * ROW + 32), (120, 1 * ROW + 32), 0.35, rest=0.1)
    fingers.settle(1.2)
    assert order(page) == [before[0]] + before[2:]
    assert page.get_by_test_id("todo-status").inner_text() == "Deleted: Call the bank"


def test_the_cue_turns_green_past_a_third(page, open_demo, screenshot):
    fingers = open_demo("list-gestures")
    cue = page.locator("[data-item-id='3'] .cue.complete")
    fingers.path(1, (60, 3 * ROW + 32), (160, 3 * ROW + 32), 0.3, lift=False)  # 100 px
    assert "armed" not in cue.get_attribute("class")
    fingers.path(1, (160, 3 * ROW + 32), (220, 3 * ROW + 32), 0.15, press=False, lift=False)  # 160 px
    assert "armed" in cue.get_attribute("class")
    fingers.up(1)
    fingers.settle()


def test_long_press_reorders(page, open_demo):
    fingers = open_demo("list-gestures")
    before = order(page)
    # Hold "Buy milk" for 0.6 s, then drag it down three rows.
    fingers.path(1, (200, 32), (200, 32 + 3 * ROW), 0.5, hold=0.6, rest=0.15)
    fingers.settle()
    after = order(page)
    assert after[3] == "Buy milk"
    assert after == before[1:4] + ["Buy milk"] + before[4:]
    assert page.get_by_test_id("todo-status").inner_text() == "Moved Buy milk from 1 to 4"


def test_auto_scroll_while_the_finger_rests_near_the_bottom(page, open_demo, screenshot):
    fingers = open_demo("list-gestures")
    height = fingers.size[1]
    area = page.get_by_test_id("list-gestures-area")
    # Lift "Book flights" and carry it 16 px from the bottom edge, into the 64 px band.
    fingers.path(1, (200, 2 * ROW + 32), (200, height - 16), 0.4, hold=0.6, lift=False)
    start = int(area.get_attribute("data-content-offset"))
    fingers.wait(0.35)  # the finger rests; the list keeps scrolling
    assert int(area.get_attribute("data-content-offset")) > start + 100
    screenshot("list-gestures-reorder")
    fingers.wait(0.6)
    fingers.up(1)
    fingers.settle()
    assert int(area.get_attribute("data-content-offset")) > 400
    after = order(page)
    assert after.index("Book flights") >= 16, after
    assert len(after) == 20


def test_pinch_apart_inserts_a_new_item_to_type_into(page, open_demo, screenshot):
    fingers = open_demo("list-gestures")
    before = order(page)
    # Fingers on rows 2 and 3 ("Book flights", "Water the plants"), spread 45 px each.
    upper, lower = 2 * ROW + 32, 3 * ROW + 32
    fingers.pinch((200, upper), (200, lower), (200, upper - 45), (200, lower + 45), 0.45, lift=False)
    placeholder = page.locator(".todo-placeholder")
    assert placeholder.inner_text() == "Release to add"
    screenshot("list-gestures")
    fingers.up(2)
    fingers.up(1)
    fingers.settle()
    field = page.get_by_test_id("todo-input")
    assert field.is_visible()
    field.type("Pinched item")
    field.press("Enter")
    assert order(page) == before[:3] + ["Pinched item"] + before[3:]


def test_a_short_pinch_springs_back_without_inserting(page, open_demo):
    fingers = open_demo("list-gestures")
    before = order(page)
    upper, lower = 4 * ROW + 32, 5 * ROW + 32
    fingers.pinch((200, upper), (200, lower), (200, upper - 14), (200, lower + 14), 0.3, lift=False)
    assert page.locator(".todo-placeholder").inner_text() == "Pinch apart to add"
    fingers.up(2)
    fingers.up(1)
    fingers.settle()
    assert order(page) == before
    assert page.locator(".todo-placeholder").is_hidden()


def test_a_tap_right_after_a_fast_delete_leaves_no_ghost_row(page, open_demo):
    """No ghost row (a deleted row stranded half-way or kept): a fast swipe left, then a tap on the same row 0.1 s later."""
    fingers = open_demo("list-gestures")
    before = order(page)
    fingers.path(1, (330, 2 * ROW + 32), (90, 2 * ROW + 32), 0.1)  # 2400 px/s to the left
    fingers.wait(0.1)
    fingers.tap((200, 2 * ROW + 32))
    fingers.settle(1.2)
    assert order(page) == before[:2] + before[3:]
    assert page.locator("[data-item-id='2']").count() == 0
    # The rows close the gap: the next item now rests where the deleted one was.
    assert page.locator("[data-item-id='3']").get_attribute("style").find("translateY(128px)") >= 0


def offset(page):
    return int(page.get_by_test_id("list-gestures-area").get_attribute("data-content-offset"))


def last_row_gap(page):
    """How far the last item's bottom is above the list's bottom edge, in px."""
    area = page.get_by_test_id("list-gestures-area").bounding_box()
    rows = page.locator("[data-testid=todo-row]")
    last = max(rows.evaluate_all("rows => rows.map(r => r.getBoundingClientRect().bottom)"))
    return area["y"] + area["height"] - last


def test_a_flick_keeps_scrolling_after_the_lift_and_the_ends_stretch(page, open_demo, screenshot):
    fingers = open_demo("list-gestures")
    height = fingers.size[1]
    # Pulled down at the top: the list follows on the rubber band (negative offset)...
    fingers.path(1, (200, 100), (200, 250), 0.4, lift=False)
    assert -100 < offset(page) < -40, offset(page)
    fingers.up(1)
    fingers.settle(1.0)
    assert offset(page) == 0, "...and springs back"
    # A flick up, about 1500 px/s: the list keeps going after the finger lifts.
    fingers.path(1, (200, height - 100), (200, height - 300), 0.13)
    fingers.sync()
    at_lift = offset(page)
    fingers.wait(0.25)
    assert offset(page) > at_lift + 80, (at_lift, offset(page))
    fingers.settle(4.5)
    moved = offset(page)
    assert moved > 400, moved
    # A touch stops a flick where it is.
    fingers.path(1, (200, height - 100), (200, height - 260), 0.12)
    fingers.wait(0.1)
    fingers.down(1, (200, 300))
    fingers.sync()
    caught = offset(page)
    fingers.wait(0.3)
    assert offset(page) == caught
    fingers.up(1)


def test_the_end_of_the_list_is_reachable_and_bounces(page, open_demo):
    fingers = open_demo("list-gestures")
    height = fingers.size[1]
    for _ in range(3):
        fingers.path(1, (200, height - 60), (200, height - 360), 0.12)
        fingers.wait(0.3)
    fingers.settle(4)
    # 20 rows of 64 px: the last one rests against the bottom edge.
    assert offset(page) == round(20 * ROW - height)
    assert abs(last_row_gap(page)) < 1


def test_a_done_item_swiped_again_says_not_done(page, open_demo):
    fingers = open_demo("list-gestures")
    fingers.path(1, (60, 32), (250, 32), 0.35, rest=0.1)
    fingers.settle()
    assert page.get_by_test_id("todo-status").inner_text() == "Completed: Buy milk"
    fingers.path(1, (60, 32), (250, 32), 0.35, rest=0.1)
    fingers.settle()
    assert not done(page, 0)
    assert page.get_by_test_id("todo-status").inner_text() == "Not done: Buy milk"


def test_a_long_press_without_a_move_says_so(page, open_demo):
    fingers = open_demo("list-gestures")
    fingers.down(1, (200, 2 * ROW + 32))
    fingers.wait(0.8)
    fingers.up(1)
    fingers.settle()
    assert page.get_by_test_id("todo-status").inner_text() == "Not moved: Book flights"


def test_a_fast_short_swipe_shows_its_cue_as_it_commits(page, open_demo):
    """The release velocity arms the commit: the green check must show as it fires."""
    fingers = open_demo("list-gestures")
    cue = page.locator("[data-item-id='4'] .cue.complete")
    # 60 px in 0.05 s: 1200 px/s, short of the 130 px arming distance.
    fingers.path(1, (60, 4 * ROW + 32), (120, 4 * ROW + 32), 0.05, lift=False)
    assert "armed" not in cue.get_attribute("class")
    fingers.up(1)
    seen = []
    for _ in range(20):  # the first 20 frames after the lift
        fingers.wait(1 / 60)
        seen.append(cue.evaluate("e => [e.classList.contains('armed'), e.getBoundingClientRect().width]"))
    assert any(armed and width >= 24 for armed, width in seen), seen
    fingers.settle()
    assert done(page, 4)
    assert page.get_by_test_id("todo-status").inner_text() == "Completed: Pay rent"


def contrast(background, text):
    def channels(color):
        values = color[color.index("(") + 1:color.index(")")].split(",")
        return [float(v) / 255 for v in values[:3]]

    def luminance(color):
        linear = [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in channels(color)]
        return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]
    a, b = sorted([luminance(background), luminance(text)], reverse=True)
    return (a + 0.05) / (b + 0.05)


def test_every_row_colour_reads_at_wcag_aa(page, open_demo):
    fingers = open_demo("list-gestures")
    fingers.path(1, (60, 32), (250, 32), 0.35, rest=0.1)  # one done row
    fingers.settle()
    pairs = page.locator(".todo-content").evaluate_all(
        "rows => rows.map(r => [getComputedStyle(r).backgroundColor, getComputedStyle(r).color])")
    assert len(pairs) == 20
    ratios = [contrast(background, text) for background, text in pairs]
    assert min(ratios) >= 4.5, list(zip(pairs, ratios))


def test_the_placeholder_fills_the_gap_and_its_text_is_never_squashed(page, open_demo):
    fingers = open_demo("list-gestures")
    upper, lower = 2 * ROW + 32, 3 * ROW + 32
    for spread, label in [(14, "Pinch apart to add"), (45, "Release to add")]:
        fingers.pinch((200, upper), (200, lower), (200, upper - spread), (200, lower + spread), 0.3, lift=False)
        fingers.sync()
        box = page.locator(".todo-placeholder").bounding_box()
        above = page.locator("[data-item-id='2']").bounding_box()
        below = page.locator("[data-item-id='3']").bounding_box()
        assert abs(box["y"] - (above["y"] + above["height"])) < 1, (box, above)
        assert abs(box["y"] + box["height"] - below["y"]) < 1, (box, below)
        text = page.locator(".todo-placeholder .label")
        assert text.inner_text() == label
        # Drawn at its own size: no scale anywhere on the way.
        transforms = text.evaluate(
            "e => [getComputedStyle(e).transform, getComputedStyle(e.parentElement).transform]")
        for matrix in transforms:
            values = [float(v) for v in matrix[matrix.index("(") + 1:-1].split(",")]
            assert values[0] == 1 and values[3] == 1, transforms
        fingers.up(2)
        fingers.up(1)
        fingers.settle()
        field = page.get_by_test_id("todo-input")
        if field.count():
            field.press("Enter")


def test_after_a_rotation_the_list_still_reaches_its_last_item(page, open_demo, screenshot):
    """A resize mid-session: scrolled to the end, then the phone turns to landscape."""
    fingers = open_demo("list-gestures")
    for _ in range(3):
        fingers.path(1, (200, fingers.size[1] - 60), (200, fingers.size[1] - 360), 0.12)
        fingers.wait(0.3)
    fingers.settle(4)
    page.set_viewport_size({"width": 844, "height": 390})
    fingers.sync()
    fingers = open_demo("list-gestures")  # the area's new box
    # The list kept its place within the new ends; a flick still reaches the end.
    fingers.path(1, (200, fingers.size[1] - 20), (200, 20), 0.12)
    fingers.settle(4)
    assert offset(page) == round(20 * ROW - fingers.size[1])
    assert abs(last_row_gap(page)) < 1
    # Swipes now arm at a third of the new width: 200 px (past 390 / 3 = 130) is short of
    # 844 / 3 ≈ 281, so the row springs back.
    fingers.path(1, (100, fingers.size[1] - 32), (300, fingers.size[1] - 32), 0.5, rest=0.1)
    fingers.settle()
    assert not done(page, 19)
