"""The page itself: the engine loads, and what one touch sample costs in the browser."""

import json
import math
from pathlib import Path

RESULTS = Path(__file__).resolve().parents[2] / ".build" / "gallery" / "browser-benchmark.json"


def test_the_page_loads_the_engine_and_shows_five_demos(page):
    tabs = page.locator("#tabs button")
    assert tabs.all_inner_texts() == ["Swipe", "Gestures", "To-do", "Back", "Drag"]
    size = page.evaluate("gallery.stats().wasmBytes")
    assert 10_000 < size < 2_000_000


def test_per_event_cost_in_the_browser(page):
    """Strokes of 32 samples, per demo, straight into the engine (JS-to-wasm call included,
    after a warm-up) and through the page's own pointer listeners, side by side; the results
    go to .build/gallery/browser-benchmark.json. Figures only: how fast is the machine's
    business, and a gate must give the same verdict on every machine, so this checks that
    every stroke ran and was timed, not how long it took."""
    closure = page.evaluate("gallery.benchmark({demo: 2, strokes: 400})")
    swipe = page.evaluate("gallery.benchmark({demo: 1, strokes: 400})")
    # Short strokes (45 px, under the 130 px commit distance): no row is deleted on the way.
    todo = page.evaluate("gallery.benchmark({demo: 3, strokes: 400, step: 1.5})")
    results = {
        "wasmBytes": page.evaluate("gallery.stats().wasmBytes"),
        "closureGestures": closure, "swipeActions": swipe, "listGestures": todo,
    }
    RESULTS.parent.mkdir(parents=True, exist_ok=True)
    RESULTS.write_text(json.dumps(results, indent=2))
    print(json.dumps(results, indent=2))
    for bench in (closure, swipe, todo):
        assert bench["events"] == 400 * 32, bench  # 400 strokes of 32 samples, every one played
        for key in ("microsecondsPerEvent", "listenerMicrosecondsPerEvent"):
            assert math.isfinite(bench[key]) and bench[key] > 0, bench
