"""Real touch sequences for the browser tests, sent through the Chrome DevTools Protocol
(`Input.dispatchTouchEvent`), so the page receives genuine pointer events with pointer ids
and timestamps, one finger or two, at a realistic 60 Hz with real waits.

Each event carries the time it was meant to happen at (the real time of the first touch
plus the nominal durations): on a loaded machine the sends may straggle, but the velocities
the engine measures are the ones the test asked for. The waits are real, so deadlines (a
long press, the double-tap interval) and springs run on the page's own clock."""

import time

FRAME = 1 / 60


def rest(page, frames=12, timeout=10_000):
    """Waits until the page has drawn nothing new for `frames` frames in a row: every
    spring and scroll has settled. A loaded machine draws fewer frames per second, so a
    fixed wait alone can end mid-animation; this cannot."""
    page.wait_for_function(f"gallery.quietFrames >= {frames}", timeout=timeout)


class Fingers:
    def __init__(self, page, area_selector):
        self.page = page
        self.cdp = page.context.new_cdp_session(page)
        box = page.locator(area_selector).bounding_box()
        self.origin = (box["x"], box["y"])
        self.size = (box["width"], box["height"])
        self.down_points = {}
        self.clock = None  # nominal time of the sequence, seconds since the epoch

    # Points are in the demo area's coordinates.
    def _touch_points(self):
        ox, oy = self.origin
        return [{"x": ox + x, "y": oy + y, "id": finger, "radiusX": 4, "radiusY": 4, "force": 1}
                for finger, (x, y) in self.down_points.items()]

    def _send(self, kind):
        now = time.time()
        if kind == "touchStart" and len(self.down_points) == 1 or self.clock is None:
            self.clock = now  # a new sequence starts on the real clock
        else:
            self.clock = min(self.clock, now)  # never ahead of real time
        self.cdp.send("Input.dispatchTouchEvent",
                      {"type": kind, "touchPoints": self._touch_points(), "timestamp": self.clock})

    def down(self, finger, point):
        self.down_points[finger] = point
        self._send("touchStart")

    def move(self, moves):
        """Moves fingers at once: {finger: point}."""
        self.down_points.update(moves)
        self._send("touchMove")

    def up(self, finger):
        # CDP: a touchEnd carries no points and lifts them all; lifting one of several is a
        # touchMove without it.
        del self.down_points[finger]
        self._send("touchMove" if self.down_points else "touchEnd")

    def wait(self, seconds):
        time.sleep(seconds)
        if self.clock is not None:
            self.clock += seconds

    def path(self, finger, start, end, duration, *, press=True, lift=True, hold=0.0, rest=0.0):
        """A straight stroke from `start` to `end` over `duration` seconds in 60 Hz steps.
        `hold`: seconds still after touching down (a long press); `rest`: seconds still
        before lifting (a release at zero velocity)."""
        if press:
            self.down(finger, start)
        if hold:
            self.wait(hold)
        steps = max(1, round(duration / FRAME))
        for step in range(1, steps + 1):
            t = step / steps
            self.wait(FRAME)
            self.move({finger: (start[0] + (end[0] - start[0]) * t, start[1] + (end[1] - start[1]) * t)})
        if rest:
            self.wait(rest)
        if lift:
            self.up(finger)
        else:
            self.sync()

    def tap(self, point, finger=1):
        self.down(finger, point)
        self.wait(0.05)
        self.up(finger)

    def pinch(self, first, second, first_end, second_end, duration, *, rest=0.1, lift=True):
        """Two fingers down together and moving to their ends together."""
        self.down(1, first)
        self.down(2, second)
        steps = max(1, round(duration / FRAME))
        for step in range(1, steps + 1):
            t = step / steps
            self.wait(FRAME)
            self.move({
                1: (first[0] + (first_end[0] - first[0]) * t, first[1] + (first_end[1] - first[1]) * t),
                2: (second[0] + (second_end[0] - second[0]) * t, second[1] + (second_end[1] - second[1]) * t),
            })
        if rest:
            self.wait(rest)
        if lift:
            self.up(2)
            self.up(1)
        else:
            self.sync()

    def sync(self):
        """Waits two display frames: Chromium delivers pending moves (aligned to frames)
        before them, and the page has drawn what they did."""
        self.page.evaluate("new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")

    def settle(self, seconds=0.9):
        """Lets the springs finish (the page ticks them with requestAnimationFrame): at
        least `seconds` of real time, then until nothing moves (see `rest`)."""
        self.wait(seconds)
        rest(self.page)


class Mouse:
    """The laptop's mouse on a demo's area, in area coordinates: Playwright's real mouse
    events (the page receives `pointerType` "mouse"), with modifier keys and real waits."""

    def __init__(self, page, area_selector):
        self.page = page
        box = page.locator(area_selector).bounding_box()
        self.origin = (box["x"], box["y"])
        self.size = (box["width"], box["height"])

    def _at(self, point):
        return self.origin[0] + point[0], self.origin[1] + point[1]

    def move(self, point, steps=1):
        self.page.mouse.move(*self._at(point), steps=steps)

    def drag(self, start, end, duration, *, hold=0.0, rest=0.0, press=True, lift=True, keys=()):
        """Presses at `start` (after `hold` seconds still), moves to `end` over `duration` in
        60 Hz steps, rests, lifts; `keys` are held throughout (e.g. ("Shift",)). `press=False`
        continues a drag whose button is already down."""
        for key in keys:
            self.page.keyboard.down(key)
        if press:
            self.move(start)
            self.page.mouse.down()
        if hold:
            time.sleep(hold)
        steps = max(1, round(duration / FRAME))
        for step in range(1, steps + 1):
            t = step / steps
            time.sleep(FRAME)
            self.move((start[0] + (end[0] - start[0]) * t, start[1] + (end[1] - start[1]) * t))
        if rest:
            time.sleep(rest)
        if lift:
            self.page.mouse.up()
            for key in reversed(keys):
                self.page.keyboard.up(key)

    def click(self, point):
        self.move(point)
        self.page.mouse.down()
        time.sleep(0.05)
        self.page.mouse.up()

    def sync(self):
        self.page.evaluate("new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")

    def settle(self, seconds=0.7):
        """At least `seconds` of real time, then until nothing moves (see `rest`)."""
        self.page.wait_for_timeout(seconds * 1000)
        rest(self.page)

