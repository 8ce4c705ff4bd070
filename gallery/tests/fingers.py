"""Real touch sequences for the browser tests, sent through the Chrome DevTools Protocol
(`Input.dispatchTouchEvent`), so the page receives genuine pointer events with pointer ids,
one finger or two, at 60 Hz; and the laptop's mouse, through Playwright's.

The page runs on the test's clock (`gallery.clock`, started by the fixtures): every event
reaches the engine at the page's `now`, and a wait moves `now` on, running the frames that
fall in it. The engine sees exactly the nominal times on any machine, however late the
browser delivers the sends: a long press, the double-tap interval and the springs cannot run
ahead of (or behind) the stroke."""

FRAME = 1 / 60


def elapse(page, seconds):
    """Moves the page's clock on by `seconds`: the events sent so far are handled at the old
    time, then every frame that falls in the interval runs."""
    page.evaluate("seconds => gallery.clock.advance(seconds)", seconds)


def rest(page, frames=12, seconds=0.0):
    """Runs the page's frames (at least `seconds`) until `frames` in a row drew nothing new:
    every spring and scroll has settled."""
    page.evaluate("([seconds, frames]) => gallery.clock.settle(seconds, frames)", [seconds, frames])


class Fingers:
    def __init__(self, page, area_selector):
        self.page = page
        self.cdp = page.context.new_cdp_session(page)
        box = page.locator(area_selector).bounding_box()
        self.origin = (box["x"], box["y"])
        self.size = (box["width"], box["height"])
        self.down_points = {}

    # Points are in the demo area's coordinates.
    def _touch_points(self):
        ox, oy = self.origin
        return [{"x": ox + x, "y": oy + y, "id": finger, "radiusX": 4, "radiusY": 4, "force": 1}
                for finger, (x, y) in self.down_points.items()]

    def _send(self, kind):
        self.cdp.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": self._touch_points()})

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
        elapse(self.page, seconds)

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
        """Lets the springs finish: at least `seconds`, then until nothing moves (see `rest`)."""
        rest(self.page, seconds=seconds)


class Mouse:
    """The laptop's mouse on a demo's area, in area coordinates: Playwright's real mouse
    events (the page receives `pointerType` "mouse"), with modifier keys; waits move the
    page's clock (see `elapse`)."""

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
            elapse(self.page, hold)
        steps = max(1, round(duration / FRAME))
        for step in range(1, steps + 1):
            t = step / steps
            elapse(self.page, FRAME)
            self.move((start[0] + (end[0] - start[0]) * t, start[1] + (end[1] - start[1]) * t))
        if rest:
            elapse(self.page, rest)
        if lift:
            self.page.mouse.up()
            for key in reversed(keys):
                self.page.keyboard.up(key)

    def click(self, point):
        self.move(point)
        self.page.mouse.down()
        elapse(self.page, 0.05)
        self.page.mouse.up()

    def sync(self):
        self.page.evaluate("new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))")

    def wait(self, seconds):
        elapse(self.page, seconds)

    def settle(self, seconds=0.7):
        """At least `seconds`, then until nothing moves (see `rest`)."""
        rest(self.page, seconds=seconds)

