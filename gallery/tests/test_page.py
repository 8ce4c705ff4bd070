"""The page around the demos, on a phone: its header, how it draws, what Tab can reach."""

SLUGS = ["swipe-actions", "closure-gestures", "list-gestures", "back-swipe", "draggable"]


def test_the_header_is_compact_on_a_phone(page, open_demo):
    """The demos keep the screen: every demo's area starts within the top 120 px of 844."""
    for slug in SLUGS:
        open_demo(slug)
        top = page.get_by_test_id(f"{slug}-area").bounding_box()["y"]
        assert top <= 120, (slug, top)


def test_pointer_events_go_to_the_engine_at_once_and_the_page_draws_once_per_frame(page, open_demo):
    """102 pointer events in one task: each reaches the engine as it comes, none reads the
    layout or draws; the next animation frame draws once."""
    open_demo("list-gestures")
    result = page.evaluate("""async () => {
      const frame = () => new Promise((r) => requestAnimationFrame(() => r()));
      const demo = gallery.demos.find((d) => d.slug === "list-gestures");
      const area = demo.area;
      const box = area.getBoundingClientRect();
      let draws = 0, reads = 0;
      const draw = demo.draw;
      demo.draw = function (snapshot) { draws++; return draw.call(this, snapshot); };
      const read = Element.prototype.getBoundingClientRect;
      Element.prototype.getBoundingClientRect = function () { reads++; return read.call(this); };
      await frame(); await frame();
      draws = 0; reads = 0;
      const before = gallery.stats().events;
      const send = (type, x, y) => area.dispatchEvent(new PointerEvent(type, {
        pointerId: 7, pointerType: "touch", isPrimary: true, button: 0, bubbles: true,
        clientX: box.left + x, clientY: box.top + y }));
      send("pointerdown", 200, 600);
      for (let i = 1; i <= 100; i++) send("pointermove", 200, 600 - 3 * i);
      send("pointerup", 200, 300);
      const during = { sent: gallery.stats().events - before, draws, reads };
      await frame();
      const after = draws;
      Element.prototype.getBoundingClientRect = read;
      delete demo.draw;
      return { ...during, after };
    }""")
    assert result["sent"] == 102, result
    assert result["draws"] == 0 and result["reads"] == 0, result
    assert result["after"] == 1, result


def test_covered_pages_are_inert_and_the_back_swipe_edge_is_marked(page, open_demo):
    fingers = open_demo("back-swipe")
    for _ in range(2):
        page.get_by_test_id("nav-push").last.tap()
        fingers.settle(0.6)
    pages = page.locator(".nav-page")
    assert pages.evaluate_all("pages => pages.map(p => p.inert)") == [True, True, False]
    # Tab reaches the top page's controls, never those it covers.
    reached = set()
    for _ in range(14):
        page.keyboard.press("Tab")
        reached.add(page.evaluate("document.activeElement.closest('.nav-page')?.dataset.depth ?? 'none'"))
    assert "3" in reached and not reached & {"1", "2"}, reached
    # On a touch screen the swipe starts at the edge, which the top page marks.
    edge = page.get_by_test_id("nav-edge").last
    assert edge.is_visible() and round(edge.bounding_box()["width"]) == 20
    page.get_by_test_id("back-policy-fullScreen").check()
    fingers.sync()
    assert not edge.is_visible(), "anywhere starts it now: no edge to mark"


def test_after_a_rotation_the_sticker_is_still_on_the_pad(page, open_demo):
    fingers = open_demo("closure-gestures")
    w, h = fingers.size
    # Carry the sticker to the pad's bottom-right corner, then turn the phone.
    fingers.path(1, (w / 2, h / 2), (w - 10, h - 10), 0.8, rest=0.1)
    fingers.wait(0.1)
    page.set_viewport_size({"width": 844, "height": 390})
    fingers.sync()
    pad = page.get_by_test_id("closure-gestures-area").bounding_box()
    sticker = page.locator(".sticker").bounding_box()
    center = (sticker["x"] + sticker["width"] / 2, sticker["y"] + sticker["height"] / 2)
    assert pad["x"] <= center[0] <= pad["x"] + pad["width"], (pad, sticker)
    assert pad["y"] <= center[1] <= pad["y"] + pad["height"], (pad, sticker)
