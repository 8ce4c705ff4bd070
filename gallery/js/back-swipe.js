// Demo 4: a navigation stack with a back swipe, and on every pushed page what shares
// horizontal strokes with it: a carousel, a row with swipe actions, a to-do row and a drawing
// canvas excluded from the back swipe. The back-swipe policy is a switch; who takes each
// stroke is the core's table.
import { Demo, element, haptic } from "./demo.js";
import { Commands, Events, Names } from "./engine.js";
import { SWIPE_ROW_SHORTCUTS, drawSwipeRow, swipeRow } from "./swipe-actions.js";
import { drawTodoRow, heat, todoRow } from "./list-gestures.js";

const CARD_WIDTH = 240, CARD_GAP = 12, CARD_INSET = 16;
const CARD_TITLES = ["Lisbon", "Kyoto", "Reykjavík", "Cusco", "Tromsø", "Hanoi"];
/** The row's actions, as the engine has them (Sources/GestureGallery/BackSwipeDemo.swift). */
const ACTIONS = { leading: [["Read", "read"]], trailing: [["Flag", "flag"], ["More", "more"]] };
const TODO_HEIGHT = 64;
/** The drawing canvas's inset from each side, as the engine has it (its y and height come in the snapshot). */
const CANVAS_INSET = 40;
/** What the canvas keeps: its latest strokes, each its latest points. */
const MAX_STROKES = 8, MAX_POINTS = 600;
const SVG = "http://www.w3.org/2000/svg";
/** `BackSwipe.Policy`'s cases, in the order of their raw values. */
const POLICIES = [["automatic", "Automatic", "Auto"], ["edgeOnly", "Edge only", "Edge"],
  ["fullScreen", "Full screen", "Full"], ["disabled", "Disabled", "Off"]];
/** The content that took a stroke (the `strokeTaken` event's number; the back swipe has its own event). */
const TAKERS = [null, "row", "todo", "carousel", "canvas"];
const TAKEN = [null, "the row", "the to-do", "the carousel", "the canvas"];
const Stack = Names.backSwipe, Button = Names.swipeButton;
const { popped: POPPED, pushed: PUSHED, backSwipeBegan: BEGAN, backSwipeCancelled: CANCELLED, strokeTaken: TAKEN_BY,
  drew: DREW, perform: PERFORM, commit: COMMIT, didOpen: DID_OPEN, didClose: DID_CLOSE, haptic: HAPTIC } = Events;

export class BackSwipeDemo extends Demo {
  constructor(engine) {
    super(engine, {
      number: 4, slug: "back-swipe", title: "Swipe back", tab: "Back",
      subtitle: "Push a page, swipe right to go back. The row, the to-do and the carousel share the stroke by the policy.",
      mouseHint: "With a mouse: push a page, then drag it to the right to go back. Dragging the row, the to-do "
        + "or the carousel moves them instead (by the policy); from the marked left edge it always goes back.",
      keysHint: "Enter on Push pushes a page, Escape goes back. On a pushed page: ← → page the "
        + "carousel; Tab to the row, → or ← shows its buttons (Tab, Enter runs one); Tab to the to-do, "
        + "→ or Enter completes it.",
    });
  }

  build(parent) {
    super.build(parent);
    this.policy = this.addSegments("Back swipe", "back-policy", POLICIES, (value) => {
      this.option = value;
      this.engine.command(this.number, Commands.backPolicy, value);
      this.onReset?.();
    });
    this.status = this.addStatus("nav-status");
  }

  resetView() {
    this.area.replaceChildren();
    this.pages = [];
    this.depth = 0;
    this.status.textContent = "";
    delete this.area.dataset.taken;
  }

  makePage(depth) {
    const page = element("div", "nav-page");
    page.dataset.depth = depth;
    if (depth > 1) {
      // The edge band, from which a stroke always goes back: marked, since nothing else shows it.
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
      : "Swipe right to go back. From the marked edge it always does; elsewhere the row, the to-do and a scrolled carousel come first, as the policy says."));
    body.append(push);
    page.append(body);
    if (depth > 1) {
      const carousel = element("div", "carousel");
      const strip = element("div", "carousel-strip");
      CARD_TITLES.forEach((name, index) => {
        const card = element("div", "carousel-card", name);
        card.style.left = `${CARD_INSET + index * (CARD_WIDTH + CARD_GAP)}px`;
        card.style.width = `${CARD_WIDTH}px`;
        card.style.background = `hsl(${200 + index * 25}, 60%, 40%)`;  // white text at 3:1 or more
        strip.append(card);
      });
      carousel.append(strip);
      page.append(carousel);
      page.strip = strip;
      page.carousel = carousel;
      page.row = swipeRow("row nav-row", ACTIONS, "Anna: Lunch on Friday?", "Swipe right to read, left for more");
      page.row.row.dataset.testid = "nav-row";
      page.row.row.setAttribute("role", "listitem");
      this.keyItem(page.row.row, 1, "Anna: Lunch on Friday?", SWIPE_ROW_SHORTCUTS);
      page.todo = todoRow("Swipe right to complete");
      page.todo.row.classList.add("nav-todo");
      page.todo.row.dataset.testid = "nav-todo";
      page.todo.row.setAttribute("role", "listitem");
      this.keyItem(page.todo.row, 2, undefined, "ArrowRight Enter Space");
      // The row and the to-do are a list, as in the other demos: their own roles, so that a
      // screen reader reads them as items. The list is not positioned: they stay placed in
      // the page.
      const items = element("div", "nav-items");
      items.setAttribute("role", "list");
      items.setAttribute("aria-label", "Messages and to-dos");
      items.append(page.row.row, page.todo.row);
      page.append(items);
      page.canvas = drawingCanvas();
      page.append(page.canvas.view);
    }
    return page;
  }

  draw(s) {
    const depth = s[Stack.depth], progress = s[Stack.progress], policy = s[Stack.policy];
    const offset = s[Stack.offset], belowOffset = s[Stack.belowOffset];
    const width = this.rect.width;  // kept by the page: no layout read per frame
    // The focus in the stack goes on to the new top page's Push button (its covered pages are
    // inert, a popped one gone).
    const focused = this.pages.length > 0 && this.pages.length !== depth && this.area.contains(document.activeElement);
    while (this.pages.length < depth) {
      const page = this.makePage(this.pages.length + 1);
      this.pages.push(page);
      this.area.append(page);
    }
    while (this.pages.length > depth) this.pages.pop().remove();
    if (focused) this.top()?.querySelector(".nav-push")?.focus({ preventScroll: true });
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
      if (page.carousel && level >= depth - 1) {
        page.carousel.style.top = `${s[Stack.carouselY]}px`;
        page.carousel.style.height = `${s[Stack.carouselHeight]}px`;
        const shown = level === depth ? offset : belowOffset;
        page.strip.style.transform = `translateX(${-shown}px)`;
        page.carousel.dataset.offset = Math.round(shown);
        // The rows of the top page move; the one below shows its rows at rest.
        const top = level === depth;
        Object.assign(page.row.row.style, { top: `${s[Stack.rowY]}px`, height: `${s[Stack.rowHeight]}px` });
        drawSwipeRow(page.row, s, Stack.stride, top ? s[Stack.rowOffset] : 0, top ? s[Stack.rowExpanded] : -1,
          ACTIONS.leading.length, ACTIONS.trailing.length);
        page.todo.row.style.transform = `translateY(${s[Stack.todoY]}px)`;
        const done = top ? s[Stack.todoDone] : s[Stack.belowTodoDone];
        drawTodoRow(page.todo, top ? s[Stack.todoOffset] : 0, top ? s[Stack.todoCue] : -1, done, heat(0, 1, done));
        page.canvas.place(s[Stack.canvasY], s[Stack.canvasHeight]);
      }
    });
    this.area.dataset.depth = depth;
    this.area.dataset.phase = s[Stack.phase];
    this.area.dataset.progress = progress.toFixed(3);
    this.depth = depth;
    this.policy.set(policy);
    this.area.dataset.policy = POLICIES[policy][0];
  }

  onEvent(code, a, b, c) {
    switch (code) {
      case POPPED: this.announce(`Popped to depth ${a}${b ? " by a back swipe" : ""}`); break;
      case PUSHED: this.announce(`Pushed page ${a}`); break;
      case BEGAN: this.area.dataset.taken = "back"; this.announce("Back swipe…"); break;
      case CANCELLED: this.announce("Back swipe cancelled"); break;
      case TAKEN_BY:
        this.area.dataset.taken = TAKERS[a];
        this.announce(`Taken by ${TAKEN[a]}`);
        break;
      case DREW: this.top()?.canvas?.add(a, b, c === 1); break;
      case PERFORM: {
        const [title, action] = ACTIONS[b === 0 ? "leading" : "trailing"][c];
        this.announce(`${title}: Anna`);
        if (action === "read") this.top()?.row.row.classList.toggle("read");
        break;
      }
      case COMMIT: this.announce(b === 0 ? "Completed" : "Not done"); break;
      case DID_OPEN: this.top()?.row.row.classList.add("open"); break;
      case DID_CLOSE: this.top()?.row.row.classList.remove("open"); break;
      case HAPTIC: haptic(a); break;
    }
  }

  /** The top page. */
  top() {
    return this.pages[this.pages.length - 1];
  }
}

/**
 * A pushed page's drawing canvas: its view (a dashed outline, the caption, a Clear button),
 * `place(top, height)`, which lays it out as the engine does (hidden at no height), and
 * `add(x, y, first)`, which draws a point of a stroke, in the area's coordinates. The view's
 * `data-segments` counts the segments it shows.
 */
function drawingCanvas() {
  const view = element("div", "nav-canvas");
  view.dataset.testid = "nav-canvas";
  view.dataset.segments = 0;
  Object.assign(view.style, { left: `${CANVAS_INSET}px`, right: `${CANVAS_INSET}px` });
  const svg = document.createElementNS(SVG, "svg");
  const clear = element("button", "nav-canvas-clear", "Clear");
  clear.dataset.testid = "nav-canvas-clear";
  view.append(svg, element("span", "nav-canvas-caption", "Drawing canvas — back swipe excluded"), clear);
  let strokes = [];
  let top = 0;
  const place = (y, height) => {
    top = y;
    view.hidden = !(height > 0);
    Object.assign(view.style, { top: `${y}px`, height: `${height}px` });
  };
  const count = () => {
    view.dataset.segments = strokes.reduce((sum, stroke) => sum + Math.max(0, stroke.points.length - 1), 0);
  };
  clear.addEventListener("click", () => {
    svg.replaceChildren();
    strokes = [];
    count();
  });
  const add = (x, y, first) => {
    if (first || strokes.length === 0) {
      const line = document.createElementNS(SVG, "polyline");
      svg.append(line);
      strokes.push({ line, points: [] });
      if (strokes.length > MAX_STROKES) strokes.shift().line.remove();
    }
    const stroke = strokes[strokes.length - 1];
    const point = `${(x - CANVAS_INSET).toFixed(1)},${(y - top).toFixed(1)}`;
    if (stroke.points[stroke.points.length - 1] === point) return;  // the lift, where the last move was
    stroke.points.push(point);
    if (stroke.points.length > MAX_POINTS) stroke.points.shift();
    stroke.line.setAttribute("points", stroke.points.join(" "));
    count();
  };
  return { view, place, add };
}
