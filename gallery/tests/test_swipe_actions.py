"""Demo 1: swipe actions on cards and rows (SwipeActionsStore)."""

# The area's layout (Sources/GestureGallery/SwipeActionsDemo.swift): cards 0 and 1 at
# y 12...104 and 116...208; rows 2... from y 232, 72 px each. Buttons fit their titles
# (at least 74 px): two trailing buttons reveal 148 px, one leading button 74 px.


def row_center(row_id):
    return 232 + (row_id - 2) * 72 + 36


def offset(page, row_id):
    return int(page.locator(f"[data-row-id='{row_id}']").get_attribute("data-offset"))


def test_a_slow_swipe_past_half_opens_and_opening_another_row_closes_it(page, open_demo, screenshot):
    fingers = open_demo("swipe-actions")
    y = row_center(3)
    # 140 px to the left, resting before the lift (zero velocity): past half of 148 px.
    fingers.path(1, (320, y), (180, y), 0.3, rest=0.1)
    fingers.settle()
    assert offset(page, 3) == -148
    # A card: its leading side opens with a swipe right past half of 74 px.
    fingers.path(1, (60, 58), (120, 58), 0.2, rest=0.1)
    fingers.settle()
    assert offset(page, 0) == 74
    assert offset(page, 3) == 0, "only one row stays open"
    fingers.path(1, (320, row_center(4)), (200, row_center(4)), 0.25, lift=False)
    screenshot("swipe-actions")
    fingers.up(1)
    fingers.settle()
    assert offset(page, 4) == -148
    assert offset(page, 0) == 0


def test_a_short_slow_swipe_springs_back(page, open_demo):
    fingers = open_demo("swipe-actions")
    y = row_center(2)
    fingers.path(1, (300, y), (250, y), 0.3, rest=0.1)  # 50 px < 74 px, at rest
    fingers.settle()
    assert offset(page, 2) == 0


def test_a_full_swipe_deletes_the_row(page, open_demo):
    fingers = open_demo("swipe-actions")
    y = row_center(5)
    # Past 60 % of 390 px (234 px): the first trailing action, Delete, fires.
    fingers.path(1, (370, y), (60, y), 0.25)
    fingers.settle(1.2)
    assert page.locator("[data-row-id='5']").count() == 0
    assert page.get_by_test_id("swipe-status").inner_text() == "Deleted: Ben: The photos"
    # The row below took its place.
    top = page.locator("[data-row-id='6']").evaluate("e => parseFloat(e.style.top)")
    assert abs(top - (232 + 3 * 72)) < 1


def test_tapping_a_button_performs_it_and_closes(page, open_demo):
    fingers = open_demo("swipe-actions")
    y = row_center(2)
    fingers.path(1, (40, y), (150, y), 0.25, rest=0.1)
    fingers.settle()
    assert offset(page, 2) == 74
    fingers.tap((37, y))  # the Read button, 0...74 px
    fingers.settle()
    assert page.get_by_test_id("swipe-status").inner_text() == "Read: Anna: Lunch on Friday?"
    assert offset(page, 2) == 0
    assert "read" in page.locator("[data-row-id='2']").get_attribute("class")


def test_a_vertical_drag_does_not_move_a_row(page, open_demo):
    fingers = open_demo("swipe-actions")
    fingers.path(1, (200, row_center(3)), (215, row_center(3) + 120), 0.3)
    fingers.settle(0.3)
    assert offset(page, 3) == 0
