"""The accessibility audit: axe-core (PyPI's axe-playwright-python, which ships it; it runs in
the page, offline) on every demo, as a phone and as a laptop, with no violation of the WCAG
2.0, 2.1 and 2.2 A and AA rules it checks. Each demo is audited as it opens, and again with
what only shows later (a row's buttons, a pushed page, a stashed window) shown by keys."""

import pytest
from axe_playwright_python.sync_playwright import Axe

from fingers import elapse, rest

TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]
SLUGS = ["swipe-actions", "closure-gestures", "list-gestures", "back-swipe", "draggable"]
AXE = Axe()


def audit(page, when):
    rest(page)
    results = AXE.run(page, options={"runOnly": {"type": "tag", "values": TAGS}})
    assert results.response["testEngine"]["name"] == "axe-core"
    assert results.response["passes"] or results.violations_count, "axe checked nothing"
    assert results.violations_count == 0, f"{when}:\n{results.generate_report()}"


def show(page, slug):
    page.evaluate(f"gallery.show('{slug}')")
    rest(page)


def key(page, selector, *keys):
    page.locator(selector).focus()
    for name in keys:
        page.keyboard.press(name)
    elapse(page, 0.3)


def later_states(page):
    """What shows only after something happened, each shown by keys: `(slug, what, how)`."""
    return [
        ("swipe-actions", "a card's trailing buttons", lambda: key(page, "[data-testid=swipe-row-0]", "ArrowLeft")),
        ("swipe-actions", "a row's leading button", lambda: key(page, "[data-testid=swipe-row-3]", "ArrowRight")),
        ("list-gestures", "a done to-do", lambda: key(page, "[data-item-id='1']", "Enter")),
        ("back-swipe", "a pushed page, its row open", lambda: (
            key(page, "[data-testid=nav-push]", "Enter"), rest(page),
            key(page, ".nav-page[data-depth='2'] [data-testid=nav-row]", "ArrowLeft"))),
        ("draggable", "the window stashed", lambda: (
            page.get_by_test_id("stash-toggle").check(),
            key(page, "[data-testid=draggable-view]", "ArrowLeft", "ArrowLeft"))),
    ]


@pytest.mark.parametrize("device", ["page", "laptop"])
def test_no_demo_breaks_a_wcag_a_or_aa_rule(device, request):
    page = request.getfixturevalue(device)
    for slug in SLUGS:
        show(page, slug)
        audit(page, f"{slug} on the {device}")
    for slug, what, how in later_states(page):
        show(page, slug)
        how()
        audit(page, f"{slug}, {what}, on the {device}")


def test_the_audit_finds_what_it_should(page):
    """The audit is live: a button with no name and grey on grey text are caught."""
    page.evaluate("""() => {
      const b = document.createElement("button");
      b.id = "nameless";
      document.querySelector("#demos section:not([hidden]) .controls, #demos section:not([hidden]) header").append(b);
      const p = document.createElement("p");
      p.textContent = "faint";
      p.style.cssText = "color: #ccc; background: #ddd;";
      b.after(p);
    }""")
    results = AXE.run(page, options={"runOnly": {"type": "tag", "values": TAGS}})
    found = {violation["id"] for violation in results.response["violations"]}
    assert {"button-name", "color-contrast"} <= found, found


def test_every_item_the_keys_reach_has_a_role_a_name_and_its_keys(page):
    """A screen reader in browse mode keeps the arrows: each item the keys reach says what it
    is (a role; a row is an item of a named list), is named, is described by the demo's keys,
    and lists the keys it hears (`aria-keyshortcuts`), so that its user knows to pass them on."""
    for slug in SLUGS:
        show(page, slug)
        if slug == "back-swipe":
            page.get_by_test_id("nav-push").last.click()
            rest(page)
        items = page.evaluate("""() => [...document.querySelectorAll(
            "#demos section:not([hidden]) [data-key-item]")].map((item) => {
          const list = item.parentElement.closest("[role=list]");
          return {
            role: item.getAttribute("role"),
            list: list ? list.getAttribute("aria-label") : null,
            listIsParent: list === item.parentElement,
            named: Boolean(item.getAttribute("aria-label") || item.textContent.trim()),
            described: Boolean(document.getElementById(item.getAttribute("aria-describedby") || "")),
            shortcuts: item.getAttribute("aria-keyshortcuts") || "",
          };
        })""")
        assert items, slug
        for item in items:
            assert item["role"], (slug, item)
            assert item["named"] and item["described"] and item["shortcuts"], (slug, item)
            if item["role"] == "listitem":
                assert item["listIsParent"] and item["list"], (slug, item)
