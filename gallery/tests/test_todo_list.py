"""Demo 3: the Clear-style list (SwipeToCommit, Reorder, PinchToInsert on one ListLayout)."""

ROW = 64


def order(page):
    return page.get_by_test_id("todo-list-area").get_attribute("data-order").split("|")


def done(page, item_id):
    return page.locator(f"[data-item-id='{item_id}']").get_attribute("data-done") == "1"


def test_swipe_right_completes_and_left_deletes_past_a_third(page, open_demo):
    fingers = open_demo("todo-list")
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
    fingers = open_demo("todo-list")
    cue = page.locator("[data-item-id='3'] .cue.complete")
    fingers.path(1, (60, 3 * ROW + 32), (160, 3 * ROW + 32), 0.3, lift=False)  # 100 px
    assert "armed" not in cue.get_attribute("class")
    fingers.path(1, (160, 3 * ROW + 32), (220, 3 * ROW + 32), 0.15, press=False, lift=False)  # 160 px
    assert "armed" in cue.get_attribute("class")
    fingers.up(1)
    fingers.settle()


def test_long_press_reorders(page, open_demo):
    fingers = open_demo("todo-list")
    before = order(page)
    # Hold "Buy milk" for 0.6 s, then drag it down three rows.
    fingers.path(1, (200, 32), (200, 32 + 3 * ROW), 0.5, hold=0.6, rest=0.15)
    fingers.settle()
    after = order(page)
    assert after[3] == "Buy milk"
    assert after == before[1:4] + ["Buy milk"] + before[4:]
    assert page.get_by_test_id("todo-status").inner_text() == "Moved Buy milk from 1 to 4"


def test_auto_scroll_while_the_finger_rests_near_the_bottom(page, open_demo, screenshot):
    fingers = open_demo("todo-list")
    height = fingers.size[1]
    area = page.get_by_test_id("todo-list-area")
    # Lift "Book flights" and carry it 16 px from the bottom edge, into the 64 px band.
    fingers.path(1, (200, 2 * ROW + 32), (200, height - 16), 0.4, hold=0.6, lift=False)
    start = int(area.get_attribute("data-content-offset"))
    fingers.wait(0.35)  # the finger rests; the list keeps scrolling
    assert int(area.get_attribute("data-content-offset")) > start + 100
    screenshot("todo-list-reorder")
    fingers.wait(0.6)
    fingers.up(1)
    fingers.settle()
    assert int(area.get_attribute("data-content-offset")) > 400
    after = order(page)
    assert after.index("Book flights") >= 16, after
    assert len(after) == 20


def test_pinch_apart_inserts_a_new_item_to_type_into(page, open_demo, screenshot):
    fingers = open_demo("todo-list")
    before = order(page)
    # Fingers on rows 2 and 3 ("Book flights", "Water the plants"), spread 45 px each.
    upper, lower = 2 * ROW + 32, 3 * ROW + 32
    fingers.pinch((200, upper), (200, lower), (200, upper - 45), (200, lower + 45), 0.45, lift=False)
    placeholder = page.locator(".todo-placeholder")
    assert placeholder.inner_text() == "Release to add"
    screenshot("todo-list")
    fingers.up(2)
    fingers.up(1)
    fingers.settle()
    field = page.get_by_test_id("todo-input")
    assert field.is_visible()
    field.type("Pinched item")
    field.press("Enter")
    assert order(page) == before[:3] + ["Pinched item"] + before[3:]


def test_a_short_pinch_springs_back_without_inserting(page, open_demo):
    fingers = open_demo("todo-list")
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
    """Issue 9's ghost row: a fast swipe left, then a tap on the same row 0.1 s later."""
    fingers = open_demo("todo-list")
    before = order(page)
    fingers.path(1, (330, 2 * ROW + 32), (90, 2 * ROW + 32), 0.1)  # 2400 px/s to the left
    fingers.wait(0.1)
    fingers.tap((200, 2 * ROW + 32))
    fingers.settle(1.2)
    assert order(page) == before[:2] + before[3:]
    assert page.locator("[data-item-id='2']").count() == 0
    # The rows close the gap: the next item now rests where the deleted one was.
    assert page.locator("[data-item-id='3']").get_attribute("style").find("translateY(128px)") >= 0
