#!/usr/bin/env python3
"""The touch streams of the Hammer.js comparison ("Against Hammer.js" in docs/Performance.md):
a tap, a double tap, a long press with jitter, four swipes, a slow-starting pan, a two-finger
pinch that turns; each alone and all in a row ("mix"), as that comparison plays them.

    streams.py OUT-DIR     # writes OUT-DIR/stream-<name>.txt

A file's first line is the session's duration; then one line per item: `p id phase x y t` for
a pointer sample (phase 0 began, 1 moved, 3 ended) or `t t` for an idle frame after a pause.
"""
import math
import os
import sys

DT = 1 / 120


def session(names):
    items = []
    clock = [0.0]

    def start(i, x, y):
        items.append(("p", i, 0, x, y, clock[0]))

    def move(*points):  # fingers that move in one event: one sample each, same time
        for i, x, y in points:
            items.append(("p", i, 1, x, y, clock[0]))

    def end(i, x, y):
        items.append(("p", i, 3, x, y, clock[0]))

    def wait(seconds):
        clock[0] += seconds

    def pause(seconds):
        wait(seconds)
        items.append(("t", clock[0]))
        wait(0.1)

    def tap():
        start(1, 100, 200); wait(0.016); move((1, 100.5, 200.5)); wait(0.054); end(1, 101, 200.5)
        pause(0.4)

    def doubletap():
        start(1, 200, 300); wait(0.016); move((1, 200.5, 300.5)); wait(0.064); end(1, 201, 300.5)
        wait(0.14)
        start(1, 202, 301); wait(0.016); move((1, 202.5, 301)); wait(0.064); end(1, 202.5, 301)
        pause(0.4)

    def press():  # 0.85 s with a pixel of jitter every 50 ms
        start(1, 200, 450)
        for i in range(1, 17):
            wait(0.05); move((1, 200 + i % 3, 450 + (i + 1) % 2))
        wait(0.05); end(1, 201, 451)
        pause(0.4)

    def swipes():  # 150 px in 12 moves at 120 Hz, a little drift across
        for x0, y0, dx, dy in [(300, 350, -1, 0), (90, 350, 1, 0), (195, 520, 0, -1), (195, 180, 0, 1)]:
            start(1, x0, y0)
            x, y = x0, y0
            for i in range(1, 13):
                wait(DT)
                x = x0 + dx * 12.5 * i + ((i % 3) if dy else 0)
                y = y0 + dy * 12.5 * i + ((i % 3) if dx else 0)
                move((1, x, y))
            wait(DT); end(1, x, y)
            pause(0.4)

    def pan():  # 250 px right, 30 up over 1 s, slow at first (x ∝ s³), a rest, lift
        start(1, 60, 600)
        x, y = 60, 600
        for i in range(1, 121):
            wait(DT)
            e = (i / 120) ** 3
            x, y = 60 + 250 * e, 600 - 30 * e
            move((1, x, y))
        wait(0.1); end(1, x, y)
        pause(0.4)

    def pinchrotate():  # two fingers 100 → 200 px apart, turning 45°, 36 frames
        cx, cy = 195, 350

        def at(r, a, sign):
            return cx + sign * r * math.cos(a), cy + sign * r * math.sin(a)
        p1, p2 = at(50, 0, -1), at(50, 0, 1)
        start(1, *p1); wait(0.008); start(2, *p2)
        for i in range(1, 37):
            wait(DT)
            r, a = 50 + 50 * i / 36, (math.pi / 4) * i / 36
            p1, p2 = at(r, a, -1), at(r, a, 1)
            move((1, *p1), (2, *p2))
        wait(0.01); end(2, *p2); wait(0.01); end(1, *p1)
        pause(0.4)

    gestures = dict(tap=tap, doubletap=doubletap, press=press, swipes=swipes, pan=pan,
                    pinchrotate=pinchrotate)
    for name in names:
        gestures[name]()
    return items, clock[0] + 0.5


MIX = ["tap", "doubletap", "press", "swipes", "pan", "pinchrotate"]

if __name__ == "__main__":
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    for name in ["mix"] + MIX:
        items, duration = session(MIX if name == "mix" else [name])
        with open(os.path.join(out, f"stream-{name}.txt"), "w") as f:
            f.write(f"{duration!r}\n")
            for item in items:
                f.write(" ".join(repr(v) if isinstance(v, float) else str(v) for v in item) + "\n")
