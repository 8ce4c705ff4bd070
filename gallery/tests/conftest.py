"""Fixtures for the gallery's browser tests: one Chromium (Debian's), a fresh phone-sized
touch page per test, and synthetic fingers that send real touch sequences over CDP. Each page
runs on the test's clock (`gallery.clock`, see fingers.py), so a verdict does not depend on
the machine's speed.

The page is served from GALLERY_URL (scripts/test-gallery starts the server); without it,
the fixtures start `python3 -m http.server` on a free port themselves. GALLERY_CPU_THROTTLE=N
slows the page's CPU N times (DevTools' CPU throttling): the suite must pass the same.
"""

import os
import shutil
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest
from playwright.sync_api import sync_playwright

from fingers import Fingers, Mouse, rest

GALLERY = Path(__file__).resolve().parents[1]
IMAGES = GALLERY.parent / "docs" / "images"


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="session")
def gallery_url():
    url = os.environ.get("GALLERY_URL")
    if url:
        yield url
        return
    if not (GALLERY / "gallery.wasm").exists():
        pytest.exit("gallery/gallery.wasm is missing: run scripts/gallery --build first", 2)
    port = free_port()
    server = subprocess.Popen(
        [sys.executable, "-m", "http.server", "--bind", "127.0.0.1", str(port), "--directory", str(GALLERY)],
        stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    for _ in range(100):
        try:
            socket.create_connection(("127.0.0.1", port), timeout=0.1).close()
            break
        except OSError:
            time.sleep(0.05)
    yield f"http://127.0.0.1:{port}/"
    server.terminate()
    server.wait()


@pytest.fixture(scope="session")
def browser():
    executable = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(
            executable_path=executable, args=["--no-sandbox", "--disable-gpu"])
        yield browser
        browser.close()


def load(context, url):
    """A page of `context` with the gallery loaded; `page.problems` collects page errors and
    console errors (the fixtures fail the test on any)."""
    page = context.new_page()
    problems = []
    page.on("pageerror", lambda error: problems.append(f"page error: {error}"))
    page.on("console", lambda message: problems.append(f"console {message.type}: {message.text}")
            if message.type == "error" else None)
    throttle = float(os.environ.get("GALLERY_CPU_THROTTLE", "1"))
    if throttle > 1:
        page.throttling = context.new_cdp_session(page)
        page.throttling.send("Emulation.setCPUThrottlingRate", {"rate": throttle})
    page.goto(url)
    page.wait_for_selector("body[data-ready=true]", timeout=15000)
    page.evaluate("gallery.clock.start()")
    page.problems = problems
    return page


@pytest.fixture
def page(browser, gallery_url):
    """A 390 × 844 touch phone (device scale 2) with the gallery loaded, failing the test on
    any page error or console error."""
    context = browser.new_context(
        viewport={"width": 390, "height": 844}, device_scale_factor=2, has_touch=True, is_mobile=True)
    page = load(context, gallery_url)
    yield page
    context.close()
    assert not page.problems, page.problems


@pytest.fixture
def laptop(browser, gallery_url):
    """A 1280 × 800 laptop with a mouse and no touch screen, the gallery loaded; failing the
    test on any page error or console error. `laptop.reload_gallery()` loads it again in the
    same context (its localStorage kept)."""
    context = browser.new_context(viewport={"width": 1280, "height": 800}, device_scale_factor=1)
    page = load(context, gallery_url)
    pages = [page]

    def reload_gallery():
        pages.append(load(context, gallery_url))
        return pages[-1]
    page.reload_gallery = reload_gallery
    yield page
    context.close()
    for each in pages:
        assert not each.problems, each.problems


def opener(page):
    def open_(slug):
        page.locator(f"#tabs button[data-demo={slug}]").click()
        page.wait_for_function(f"gallery.active === '{slug}'")
        rest(page)
        return Fingers(page, f"[data-testid={slug}-area]")
    return open_


@pytest.fixture
def open_demo(page):
    """Shows a demo on the phone and returns fingers on its area."""
    return opener(page)


@pytest.fixture
def open_laptop_demo(laptop):
    """Shows a demo on the laptop and returns a Mouse on its area."""
    open_ = opener(laptop)

    def open_mouse(slug):
        open_(slug)
        return Mouse(laptop, f"[data-testid={slug}-area]")
    return open_mouse


def saver(page):
    """Saves the page as docs/images/gallery-NAME.png: with pngquant (256 colours, which the
    flat colours of the gallery keep), a third of the size or less."""
    def take(name):
        IMAGES.mkdir(parents=True, exist_ok=True)
        path = IMAGES / f"gallery-{name}.png"
        page.screenshot(path=str(path))
        if shutil.which("pngquant"):
            subprocess.run(["pngquant", "--force", "--skip-if-larger", "--strip", "--speed", "1",
                            "--output", str(path), "256", str(path)], check=False)
    return take


@pytest.fixture
def screenshot(page):
    """Saves the phone's page as docs/images/gallery-NAME.png."""
    return saver(page)


@pytest.fixture
def laptop_screenshot(laptop):
    """Saves the laptop's page as docs/images/gallery-desktop-NAME.png."""
    take = saver(laptop)
    return lambda name: take(f"desktop-{name}")
