"""Every demo with the keyboard alone, on the laptop: Tab to the tabs, ← → to a demo, Tab to
an item, its keys; the outcome read from what the engine's snapshot and events drew, and
from the live region that reads it out."""

import math

from fingers import rest

ROW = 64


def active_matches(page, selector):
    return page.evaluate(f"document.activeElement?.matches({selector!r}) ?? false")


def tab_to(page, selector, limit=60):
    """Presses Tab until the focus is on an element matching `selector`."""
    for _ in range(limit):
        page.keyboard.press("Tab")
        if active_matches(page, selector):
            return
    raise AssertionError(f"Tab never reached {selector}")


def open_by_keys(page, slug):
    """Tab to the tabs, then → until `slug` shows (the tab list's own keys)."""
    tab_to(page, "[role=tab]")
    for _ in range(6):
        if page.evaluate("gallery.active") == slug:
            break
        page.keyboard.press("ArrowRight")
    assert page.evaluate("gallery.active") == slug
    assert active_matches(page, f"[role=tab][data-demo={slug}]"), "the focus follows the selected tab"
    rest(page)


def press(page, *keys, settle=True):
    for key in keys:
        page.keyboard.press(key)
    if settle:
        rest(page, seconds=0.3)


def announced(page, slug):
    return page.get_by_test_id(f"{slug}-announcer").inner_text()


def focus_ring(page):
    """The focused element's ring as drawn: its outline, or the border drawn over a row's
    content (`::after`): (style, width)."""
    return page.evaluate("""(() => {
      const e = document.activeElement, s = getComputedStyle(e), a = getComputedStyle(e, "::after");
      if (s.outlineStyle !== "none") return [s.outlineStyle, parseFloat(s.outlineWidth)];
      return [a.borderTopStyle, parseFloat(a.borderTopWidth)];
    })()""")


def order(page):
    return page.get_by_test_id("list-gestures-area").get_attribute("data-order").split("|")


def test_the_tabs_take_the_arrow_keys(laptop):
    tab_to(laptop, "[role=tab]")
    assert laptop.evaluate("gallery.active") == "swipe-actions"
    laptop.keyboard.press("ArrowLeft")
    assert laptop.evaluate("gallery.active") == "draggable", "round to the last"
    laptop.keyboard.press("ArrowRight")
    assert laptop.evaluate("gallery.active") == "swipe-actions", "round to the first"
    laptop.keyboard.press("ArrowRight")
    assert laptop.evaluate("gallery.active") == "closure-gestures"
    assert laptop.evaluate("document.activeElement.dataset.demo") == "closure-gestures"


def test_a_todo_moves_completes_and_deletes_by_keys(laptop):
    page = laptop
    open_by_keys(page, "list-gestures")
    before = order(page)
    tab_to(page, "[data-testid=todo-row][data-item-id='0']")
    assert focus_ring(page) == ["solid", 3]
    # The bare arrows navigate: ↓ goes to the next to-do, ↑ back; nothing moves.
    press(page, "ArrowDown")
    assert active_matches(page, "[data-item-id='1']")
    press(page, "ArrowUp")
    assert active_matches(page, "[data-item-id='0']")
    assert order(page) == before
    # ⌥↓ twice: the list store's moves, as a long press and drag would make them, and its
    # announcement (the position only: the screen reader speaks the row).
    press(page, "Alt+ArrowDown", "Alt+ArrowDown")
    assert order(page) == before[1:3] + ["Buy milk"] + before[3:]
    assert announced(page, "list-gestures") == "Moved to position 3 of 20"
    assert page.get_by_test_id("todo-status").inner_text() == "Moved Buy milk from 2 to 3"
    # The focus stayed on the row that moved, drawn where the row is now.
    assert active_matches(page, "[data-item-id='0']")
    area = page.get_by_test_id("list-gestures-area").bounding_box()
    row = page.locator("[data-item-id='0']").bounding_box()
    assert abs(row["y"] - area["y"] - 2 * ROW) < 1, row
    # ⌥⇧↓: to the bottom; the list scrolls to show it. ⌥↓ there says why nothing moved.
    press(page, "Alt+Shift+ArrowDown")
    assert order(page)[-1] == "Buy milk"
    assert announced(page, "list-gestures") == "Moved to position 20 of 20"
    row = page.locator("[data-item-id='0']").bounding_box()
    assert area["y"] <= row["y"] and row["y"] + ROW <= area["y"] + area["height"] + 1, (area, row)
    assert int(page.get_by_test_id("list-gestures-area").get_attribute("data-content-offset")) > 0
    press(page, "Alt+ArrowDown")
    assert order(page)[-1] == "Buy milk"
    assert announced(page, "list-gestures") == "Already at bottom"
    # ⌥⇧↑, then Enter: back on top, then completed (the swipe's commit), the state said.
    press(page, "Alt+Shift+ArrowUp", "Enter")
    assert order(page)[0] == "Buy milk"
    assert page.locator("[data-item-id='0']").get_attribute("data-done") == "1"
    assert announced(page, "list-gestures") == "Completed"
    press(page, "Enter")
    assert page.locator("[data-item-id='0']").get_attribute("data-done") == "0"
    assert announced(page, "list-gestures") == "Marked as not done"
    # Delete: it leaves the list, and the focus goes on to the row in its place.
    press(page, "Delete", settle=False)
    rest(page, seconds=0.9)
    assert "Buy milk" not in order(page) and len(order(page)) == 19
    assert announced(page, "list-gestures") == "Deleted"
    assert active_matches(page, f"[data-item-id='{before.index(order(page)[0])}']")


def test_the_list_reads_its_announcements_out_politely(laptop):
    announcer = laptop.get_by_test_id("list-gestures-announcer")
    assert announcer.get_attribute("aria-live") == "polite"
    assert announcer.get_attribute("role") == "status"


def test_every_demo_follows_reduced_motion(laptop):
    """The page reports `prefers-reduced-motion` to every demo's stores, when it is set up
    and whenever the setting changes."""
    page = laptop
    slugs = ["swipe-actions", "closure-gestures", "list-gestures", "back-swipe", "draggable"]
    for slug in slugs:
        page.evaluate(f"gallery.show('{slug}')")
    for slug in slugs:
        assert page.locator(f"#demo-{slug}").get_attribute("data-reduced-motion") == "0", slug
    page.emulate_media(reduced_motion="reduce")
    page.wait_for_function("document.querySelectorAll('[data-reduced-motion=\"1\"]').length === 5")
    for slug in slugs:
        assert page.locator(f"#demo-{slug}").get_attribute("data-reduced-motion") == "1", slug
    page.emulate_media(reduced_motion="no-preference")
    page.wait_for_function("document.querySelectorAll('[data-reduced-motion=\"0\"]').length === 5")


def test_plus_adds_a_todo_below_the_focused_one_to_type_into(laptop):
    """+ on a row: the list store's add-item-below, the pinch's path (a new row below it,
    then editing), typed into; Enter gives the focus back to the new row."""
    page = laptop
    open_by_keys(page, "list-gestures")
    before = order(page)
    tab_to(page, "[data-testid=todo-row][data-item-id='1']")
    press(page, "+")
    assert active_matches(page, "[data-testid=todo-input]"), "the new row is being edited"
    page.keyboard.type("Typed item")
    press(page, "Enter")
    assert order(page) == before[:2] + ["Typed item"] + before[2:]
    assert announced(page, "list-gestures") == "Added: Typed item"
    assert active_matches(page, "[data-testid=todo-row][data-item-id='20']")
    # "+" typed as most keyboards make it, with Shift: the same, below the new row.
    press(page, "Shift+Equal")
    page.keyboard.type("Shifted item")
    press(page, "Enter")
    assert order(page) == before[:2] + ["Typed item", "Shifted item"] + before[2:]
    assert active_matches(page, "[data-testid=todo-row][data-item-id='21']")


def test_a_swipe_row_opens_runs_an_action_and_closes_by_keys(laptop):
    page = laptop
    open_by_keys(page, "swipe-actions")
    tab_to(page, "[data-testid=swipe-row-2]")
    assert focus_ring(page) == ["solid", 3]
    row = page.get_by_test_id("swipe-row-2")
    # ←: the trailing buttons, as a swipe to the left opens them.
    press(page, "ArrowLeft")
    assert int(row.get_attribute("data-offset")) < -60
    assert announced(page, "swipe-actions") == "Anna: Lunch on Friday?: Delete, More"
    # Escape closes it.
    press(page, "Escape")
    assert row.get_attribute("data-offset") == "0"
    # →: the leading one; Tab reaches it, Enter taps it (the store's perform).
    press(page, "ArrowRight")
    assert int(row.get_attribute("data-offset")) > 30
    page.keyboard.press("Tab")
    assert active_matches(page, "[data-testid=swipe-row-2] .swipe-button.read")
    press(page, "Enter")
    assert announced(page, "swipe-actions") == "Read: Anna: Lunch on Friday?"
    assert "read" in row.get_attribute("class")
    assert row.get_attribute("data-offset") == "0", "an action closes its row"
    # Delete on the row: its destructive button; the focus moves on to the next row.
    page.locator("[data-testid=swipe-row-2]").focus()
    press(page, "Delete", settle=False)
    rest(page, seconds=0.9)
    assert page.get_by_test_id("swipe-row-2").count() == 0
    assert announced(page, "swipe-actions") == "Deleted: Anna: Lunch on Friday?"
    assert active_matches(page, "[data-testid=swipe-row-3]")


def sticker(page):
    matrix = page.locator(".sticker").evaluate("e => getComputedStyle(e).transform")
    a, b, _, _, x, y = [float(v) for v in matrix[matrix.index("(") + 1:-1].split(",")]
    return math.hypot(a, b), math.degrees(math.atan2(b, a)), x, y


def test_the_closure_pad_takes_taps_pans_pinches_and_rotations_by_keys(laptop):
    page = laptop
    open_by_keys(page, "closure-gestures")
    tab_to(page, "[data-testid=closure-gestures-area]")
    scale, angle, x, y = sticker(page)
    press(page, "Enter")
    assert announced(page, "closure-gestures") == "tap"
    press(page, "ArrowRight", "ArrowRight", "ArrowDown")
    assert announced(page, "closure-gestures") == "pan ended (24 px)"
    _, _, x2, y2 = sticker(page)
    assert abs(x2 - x - 48) < 1 and abs(y2 - y - 24) < 1, (x, y, x2, y2)
    press(page, "+")
    assert announced(page, "closure-gestures") == "pinch ended ×1.25"
    press(page, "]")
    assert announced(page, "closure-gestures") == "rotation ended 15°"
    scale2, angle2, _, _ = sticker(page)
    assert abs(scale2 - 1.25 * scale) < 0.01 and abs(angle2 - angle - 15) < 0.5, (scale2, angle2)
    log = page.get_by_test_id("gesture-log").locator("li").evaluate_all(
        "items => items.map(i => i.dataset.gesture + ' ' + i.dataset.state)")
    assert log[:2] == ["rotation ended", "rotation began"], log


def test_the_floating_window_moves_stashes_and_resizes_by_keys(laptop):
    page = laptop
    open_by_keys(page, "draggable")
    status = page.get_by_test_id("draggable-final")
    window = page.get_by_test_id("draggable-view")
    tab_to(page, "[data-testid=draggable-view]")
    assert focus_ring(page)[0] == "solid"
    press(page, "ArrowUp")
    assert status.get_attribute("data-anchor") == "top-right"
    press(page, "ArrowLeft")
    assert status.get_attribute("data-anchor") == "top-left"
    assert announced(page, "draggable").startswith("Rests at top-left")
    # Past the left side: only with stashing on (the toggle, by keys).
    press(page, "ArrowLeft")
    assert status.get_attribute("data-anchor") == "top-left"
    assert announced(page, "draggable") == "Already at top-left"
    tab_to(page, "[data-testid=stash-toggle]")
    press(page, "Space")
    assert page.get_by_test_id("stash-toggle").is_checked()
    tab_to(page, "[data-testid=draggable-view]")
    press(page, "ArrowLeft")
    assert status.get_attribute("data-anchor") == "stashed-left"
    assert window.get_attribute("data-stashed") == "1"
    press(page, "Enter")
    assert status.get_attribute("data-anchor") == "top-left"
    assert window.get_attribute("data-stashed") == "0"
    # + steps the size up, Enter cycles it (the double tap).
    width = float(status.get_attribute("data-frame").split(",")[2])
    press(page, "+")
    assert float(status.get_attribute("data-frame").split(",")[2]) > width
    assert active_matches(page, "[data-testid=draggable-view]"), "the focus follows the window"


def test_pages_push_and_pop_and_their_content_takes_keys(laptop):
    page = laptop
    open_by_keys(page, "back-swipe")
    area = page.get_by_test_id("back-swipe-area")
    tab_to(page, "[data-testid=nav-push]")
    press(page, "Enter")
    assert area.get_attribute("data-depth") == "2"
    assert announced(page, "back-swipe") == "Pushed page 2"
    # The to-do completes; the row opens and closes.
    tab_to(page, ".nav-page[data-depth='2'] [data-testid=nav-todo]")
    press(page, "Enter")
    assert page.locator(".nav-page[data-depth='2'] [data-testid=nav-todo]").get_attribute("data-done") == "1"
    assert announced(page, "back-swipe") == "Completed"
    page.keyboard.press("Shift+Tab")
    assert active_matches(page, ".nav-page[data-depth='2'] [data-testid=nav-row]")
    press(page, "ArrowLeft")
    row = page.locator(".nav-page[data-depth='2'] [data-testid=nav-row]")
    assert int(row.get_attribute("data-offset")) < -40
    # Escape on an open row closes it; once closed, Escape goes back (the store's pop).
    press(page, "Escape")
    assert row.get_attribute("data-offset") == "0" and area.get_attribute("data-depth") == "2"
    press(page, "Escape")
    assert area.get_attribute("data-depth") == "1"
    assert announced(page, "back-swipe") == "Popped to depth 1"
    # At the root, Escape does nothing.
    press(page, "Escape")
    assert area.get_attribute("data-depth") == "1"


def test_each_demo_says_what_its_keys_are(laptop):
    """The first-time hint shows the keys, and every item is described by them."""
    for slug in ["swipe-actions", "closure-gestures", "list-gestures", "back-swipe", "draggable"]:
        laptop.evaluate(f"gallery.show('{slug}')")
        keys = laptop.get_by_test_id(f"{slug}-keys").inner_text()
        assert keys.startswith("Tab to") or keys.startswith("Enter on Push"), slug
        assert keys in laptop.get_by_test_id(f"{slug}-hint").inner_text(), slug
        if slug == "back-swipe":
            laptop.get_by_test_id("nav-push").last.click()
            rest(laptop)
        items = laptop.locator(f"#demo-{slug} [data-key-item]")
        assert items.count() > 0
        described = items.evaluate_all("items => items.map(i => i.getAttribute('aria-describedby'))")
        assert set(described) == {f"{slug}-keys"}, (slug, described)
