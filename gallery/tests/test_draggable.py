"""Demo 5: the draggable floating window (DraggableStore): flick, project, spring to a corner or an edge."""

from fingers import rest

MARGIN = 12
WIDTH, HEIGHT = 160, 90


def final(page):
    """Lets the window settle; its anchor and frame, as the drag's end reported them."""
    status = page.get_by_test_id("draggable-final")
    rest(page)
    assert status.get_attribute("data-anchor") is not None, "the drag has not ended"
    return status.get_attribute("data-anchor"), [int(v) for v in status.get_attribute("data-frame").split(",")]


def window_center(page, fingers):
    box = page.get_by_test_id("draggable-view").bounding_box()
    return box["x"] - fingers.origin[0] + box["width"] / 2, box["y"] - fingers.origin[1] + box["height"] / 2


def test_a_flick_up_and_left_lands_in_the_top_left_corner(page, open_demo, screenshot):
    fingers = open_demo("draggable")
    x, y = window_center(page, fingers)
    assert (round(x), round(y)) == (round(fingers.size[0] - MARGIN - WIDTH / 2), round(fingers.size[1] - MARGIN - HEIGHT / 2))
    # A short, fast flick (about 1300 px/s up, 600 px/s left): the projection decides.
    fingers.path(1, (x, y), (x - 60, y - 130), 0.1)
    assert final(page) == ("top-left", [MARGIN, MARGIN, WIDTH, HEIGHT])
    assert "top-left" in page.get_by_test_id("draggable-final").inner_text()
    screenshot("draggable")


def test_a_slow_drag_rests_in_the_nearest_corner(page, open_demo):
    fingers = open_demo("draggable")
    x, y = window_center(page, fingers)
    height = fingers.size[1]
    fingers.path(1, (x, y), (130, height - 200), 0.6, rest=0.1)
    assert final(page) == ("bottom-left", [MARGIN, round(height - MARGIN - HEIGHT), WIDTH, HEIGHT])


def test_with_edges_it_rests_against_the_nearest_edge(page, open_demo):
    fingers = open_demo("draggable")
    page.get_by_test_id("edges-toggle").check()
    fingers.settle(0.8)
    x, y = window_center(page, fingers)
    height = fingers.size[1]
    fingers.path(1, (x, y), (110, height / 2), 0.6, rest=0.1)
    anchor, frame = final(page)
    assert anchor == "left"
    assert frame[0] == MARGIN and abs(frame[1] - (height / 2 - HEIGHT / 2)) <= 2


def test_a_finger_on_the_springing_window_stops_it_there(page, open_demo):
    fingers = open_demo("draggable")
    window = page.get_by_test_id("draggable-view")
    x, y = window_center(page, fingers)
    # Dragged up and left, released still: it springs back to the nearest corner, slowly
    # enough (a few hundred px/s after 0.12 s) for a finger to land where it is drawn.
    fingers.path(1, (x, y), (x - 120, y - 200), 0.6, rest=0.1)
    fingers.wait(0.12)
    fingers.down(2, window_center(page, fingers))
    fingers.sync()
    assert window.get_attribute("data-phase") == "1"  # held: stopped where it was
    held = window.bounding_box()
    fingers.wait(0.3)
    assert window.bounding_box() == held
    fingers.up(2)
    # Let go without dragging: it springs to a corner, and the drag ends once.
    anchor, frame = final(page)
    assert anchor in ("top-left", "top-right", "bottom-left", "bottom-right")
    assert frame[2:] == [WIDTH, HEIGHT]


def test_after_a_rotation_the_window_is_in_the_new_corner_and_can_be_grabbed(page, open_demo):
    """A resize mid-session: the phone turns to landscape, then back."""
    open_demo("draggable")
    page.set_viewport_size({"width": 844, "height": 390})
    fingers = open_demo("draggable")
    fingers.settle(1.0)
    area = page.get_by_test_id("draggable-area").bounding_box()
    box = page.get_by_test_id("draggable-view").bounding_box()
    # At rest in the bottom-right corner of the new area, inside the 12 px margin.
    assert abs(box["x"] + box["width"] - (area["x"] + area["width"] - MARGIN)) < 1, (area, box)
    assert abs(box["y"] + box["height"] - (area["y"] + area["height"] - MARGIN)) < 1, (area, box)
    outline = page.locator(".allowed-area").bounding_box()
    assert abs(outline["height"] - (area["height"] - 2 * MARGIN)) < 1, "the outline follows"
    x, y = window_center(page, fingers)
    fingers.path(1, (x, y), (x - 120, y - 130), 0.1)
    assert final(page)[0] == "top-left"
    page.set_viewport_size({"width": 390, "height": 844})
    fingers = open_demo("draggable")
    fingers.settle(1.0)
    box = page.get_by_test_id("draggable-view").bounding_box()
    assert abs(box["x"] - fingers.origin[0] - MARGIN) < 1 and abs(box["y"] - fingers.origin[1] - MARGIN) < 1


def anchored(page, anchor):
    """Lets the window settle; the frame of the drag that ended at `anchor`."""
    rest(page)
    status = page.get_by_test_id("draggable-final")
    assert status.get_attribute("data-anchor") == anchor
    status = page.get_by_test_id("draggable-final")
    return [int(v) for v in status.get_attribute("data-frame").split(",")]


def test_with_stash_a_flick_past_the_side_tucks_it_away_and_a_tap_on_the_tab_brings_it_back(page, open_demo, screenshot):
    fingers = open_demo("draggable")
    page.get_by_test_id("stash-toggle").check()
    fingers.settle(0.3)
    width, height = fingers.size
    x, y = window_center(page, fingers)
    # About 1500 px/s to the left: past the 500 px/s the stash asks for, and projected far
    # past the left side. It rests with 24 px on screen (x 24 − 160), at its height.
    fingers.path(1, (x, y), (x - 150, y), 0.1)
    frame = anchored(page, "stashed-left")
    assert frame == [24 - WIDTH, round(height - MARGIN - HEIGHT), WIDTH, HEIGHT]
    assert page.get_by_test_id("draggable-view").get_attribute("data-stashed") == "1"
    fingers.settle()  # the status line took a line from the area: at rest in the new one
    screenshot("draggable-stashed")
    # A tap on the tab: back to the nearest corner on that side (of the area as it is now:
    # the longer status line may have taken a line from it).
    fingers.tap((10, y))
    frame = anchored(page, "bottom-left")
    area = page.get_by_test_id("draggable-area").bounding_box()
    assert frame[0] == MARGIN and abs(frame[1] - (area["height"] - MARGIN - HEIGHT)) <= 1, (frame, area)
    assert frame[2:] == [WIDTH, HEIGHT]


def test_a_double_tap_grows_the_window_at_its_corner(page, open_demo):
    fingers = open_demo("draggable")
    width, height = fingers.size
    x, y = window_center(page, fingers)
    fingers.tap((x, y))
    fingers.wait(0.1)
    fingers.tap((x, y))
    # 160 → 220 px (the middle of 120...320), 220 · 9/16 = 123.75 high, the bottom-right
    # corner kept 12 px from the area's.
    frame = anchored(page, "bottom-right")
    assert frame[2] == 220 and abs(frame[3] - 123.75) <= 1
    assert abs(frame[0] + frame[2] - (width - MARGIN)) <= 1 and abs(frame[1] + frame[3] - (height - MARGIN)) <= 1


def test_a_pinch_resizes_the_window_keeping_its_aspect_and_corner(page, open_demo, screenshot):
    fingers = open_demo("draggable")
    width, height = fingers.size
    x, y = window_center(page, fingers)
    # Fingers 60 px apart spread to 120 px: about twice the width, within 120...320.
    fingers.pinch((x - 30, y), (x + 30, y), (x - 60, y), (x + 60, y), 0.4)
    frame = anchored(page, "bottom-right")
    assert 200 <= frame[2] <= 320, frame
    assert abs(frame[3] - frame[2] * 9 / 16) <= 1, frame
    assert abs(frame[0] + frame[2] - (width - MARGIN)) <= 1 and abs(frame[1] + frame[3] - (height - MARGIN)) <= 1
    fingers.settle()  # the status line took a line from the area: at rest in the new one
    screenshot("draggable-resized")
