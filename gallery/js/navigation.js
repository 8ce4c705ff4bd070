// Demo 4: a navigation stack with a back swipe from the edge or from anywhere, and a
// carousel that yields to it only at its leading edge.
import { Demo, element } from "./demo.js";
import { Commands, Events, Names } from "./engine.js";

const CARD_WIDTH = 240, CARD_GAP = 12, CARD_INSET = 16;
const CARD_TITLES = ["Lisbon", "Kyoto", "Reykjavík", "Cusco", "Tromsø", "Hanoi"];
const Stack = Names.navigation;
const { popped: POPPED, pushed: PUSHED, backSwipeBegan: BEGAN, backSwipeCancelled: CANCELLED } = Events;

export class NavigationDemo extends Demo {
  constructor(engine, { mouseFirst = false } = {}) {
    super(engine, {
      number: 4, slug: "navigation", title: "Swipe back", tab: "Back",
      subtitle: "Push pages, swipe back from the left edge (or anywhere). The carousel yields only at its start.",
      mouseHint: "With a mouse: push a page, then drag it to the right to go back (from anywhere while "
        + "“Full-screen back swipe” is on; from the marked left edge when it is off).",
    });
    // With a mouse, a 20 px strip is hard to find and to hit: the whole page starts the
    // swipe (the toggle turns it back to the edge, which the page marks).
    this.option = mouseFirst ? 1 : 0;
  }


  build(parent) {
    super.build(parent);
    this.toggle = this.addToggle("Full-screen back swipe", "fullscreen-toggle", (on) => {
      this.option = on ? 1 : 0;
      this.engine.command(this.number, Commands.fullScreen, this.option);
      this.onReset?.();
    });
    this.status = this.addStatus("nav-status");
  }

  resetView() {
    this.area.replaceChildren();
    this.pages = [];
    this.depth = 0;
    this.status.textContent = "";
  }

  makePage(depth) {
    const page = element("div", "nav-page");
    page.dataset.depth = depth;
    if (depth > 1) {
      // Where an edge swipe starts: marked, since nothing else shows it.
      const edge = element("div", "nav-edge");
      edge.dataset.testid = "nav-edge";
      edge.setAttribute("aria-hidden", "true");
      page.append(edge);
    }
    const bar = element("div", "nav-bar");
    if (depth > 1) {
      const back = element("button", "nav-back", "‹ Back");
      back.dataset.testid = "nav-back";
      back.addEventListener("click", () => { this.engine.command(this.number, Commands.pop); this.onReset?.(); });
      bar.append(back);
    }
    const title = element("h2", "nav-title", depth === 1 ? "Home" : `Page ${depth}`);
    title.dataset.testid = "nav-title";
    bar.append(title);
    page.append(bar);
    const push = element("button", "nav-push", `Push page ${depth + 1}`);
    push.dataset.testid = "nav-push";
    push.addEventListener("click", () => { this.engine.command(this.number, Commands.push); this.onReset?.(); });
    const body = element("div", "nav-body");
    body.append(element("p", null, depth === 1
      ? "The root: no back swipe here."
      : "Swipe right to go back: from the marked left edge, or from anywhere with the full-screen toggle. On the carousel, the swipe goes back only when it is scrolled to its start."));
    body.append(push);
    page.append(body);
    if (depth > 1) {
      const carousel = element("div", "carousel");
      const strip = element("div", "carousel-strip");
      CARD_TITLES.forEach((name, index) => {
        const card = element("div", "carousel-card", name);
        card.style.left = `${CARD_INSET + index * (CARD_WIDTH + CARD_GAP)}px`;
        card.style.width = `${CARD_WIDTH}px`;
        card.style.background = `hsl(${200 + index * 25}, 60%, 55%)`;
        strip.append(card);
      });
      carousel.append(strip);
      page.append(carousel);
      page.strip = strip;
      page.carousel = carousel;
    }
    return page;
  }

  draw(s) {
    const depth = s[Stack.depth], progress = s[Stack.progress], fullScreen = s[Stack.fullScreen];
    const offset = s[Stack.offset], belowOffset = s[Stack.belowOffset];
    const width = this.rect.width;  // kept by the page: no layout read per frame
    while (this.pages.length < depth) {
      const page = this.makePage(this.pages.length + 1);
      this.pages.push(page);
      this.area.append(page);
    }
    while (this.pages.length > depth) this.pages.pop().remove();
    this.pages.forEach((page, index) => {
      const level = index + 1;
      page.hidden = level < depth - 1;
      // Only the top page takes focus and clicks: the ones it covers are inert.
      page.inert = level !== depth;
      if (level === depth) {
        page.style.transform = `translateX(${progress * width}px)`;
        page.classList.toggle("moving", progress > 0);
      } else if (level === depth - 1) {
        page.style.transform = `translateX(${-(1 - progress) * width * 0.3}px)`;
        page.style.filter = `brightness(${0.85 + 0.15 * progress})`;
      }
      if (page.carousel) {
        page.carousel.style.top = `${s[Stack.carouselY]}px`;
        page.carousel.style.height = `${s[Stack.carouselHeight]}px`;
        const shown = level === depth ? offset : level === depth - 1 ? belowOffset : 0;
        page.strip.style.transform = `translateX(${-shown}px)`;
        page.carousel.dataset.offset = Math.round(shown);
      }
    });
    this.area.dataset.depth = depth;
    this.area.dataset.phase = s[Stack.phase];
    this.area.dataset.progress = progress.toFixed(3);
    this.depth = depth;
    this.toggle.checked = fullScreen === 1;
    this.area.classList.toggle("full-screen", fullScreen === 1);
  }

  onEvent(code, depth, bySwipe) {
    switch (code) {
      case POPPED: this.status.textContent = `Popped to depth ${depth}${bySwipe ? " by a back swipe" : ""}`; break;
      case PUSHED: this.status.textContent = `Pushed page ${depth}`; break;
      case BEGAN: this.status.textContent = "Back swipe…"; break;
      case CANCELLED: this.status.textContent = "Back swipe cancelled"; break;
    }
  }
}
