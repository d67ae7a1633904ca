/**
 * Scrolling rules of the shell: every new navigation starts at the top of the
 * page (SPEC §2), except a link to an anchor (/#travel-management), which
 * lands on that section; Back and Forward return to where the visitor was on
 * that page (issue 12); hydration itself never moves the page (the visitor
 * may have scrolled before the JavaScript arrived). Plus smooth in-page
 * scrolling to a section.
 */
import { useEffect, useLayoutEffect, useRef, useState } from "react";
import { useLocation, useNavigationType } from "react-router";

function prefersReducedMotion(): boolean {
  return typeof window !== "undefined" && !!window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
}

/** Scrolls to the element with this id; false when there is none. */
export function scrollToId(id: string, options: { smooth?: boolean; focus?: boolean } = {}): boolean {
  const el = document.getElementById(id);
  if (!el) return false;
  const smooth = options.smooth ?? true;
  el.scrollIntoView({ behavior: smooth && !prefersReducedMotion() ? "smooth" : "instant", block: "start" });
  if (options.focus) {
    // Keyboard and screen-reader users continue from the section they jumped to.
    if (!el.hasAttribute("tabindex")) el.setAttribute("tabindex", "-1");
    el.focus({ preventScroll: true });
  }
  return true;
}

/**
 * Scroll position per history entry, by React Router's location key ("default" for the entry the
 * visitor arrived on, which has no key in history.state).
 */
const positions = new Map<string, number>();

/** The longest Back waits for a list to grow tall enough to hold the old position (a slow phone, a slow network). */
const RESTORE_WAIT_MS = 10_000;
/** Input that means the visitor has taken over: Back stops moving the page under them. */
const TAKE_OVER_EVENTS = ["wheel", "touchstart", "pointerdown", "keydown"] as const;

function restoreScroll(top: number): () => void {
  const until = performance.now() + RESTORE_WAIT_MS;
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const type of TAKE_OVER_EVENTS) window.removeEventListener(type, stop);
  };
  const attempt = () => {
    const fits = document.documentElement.scrollHeight - window.innerHeight >= top - 1;
    window.scrollTo({ top, left: 0, behavior: "instant" });
    if (!fits && performance.now() < until) frame = requestAnimationFrame(attempt);
    else stop();
  };
  for (const type of TAKE_OVER_EVENTS) window.addEventListener(type, stop, { passive: true, once: true });
  attempt();
  return stop;
}

/**
 * On each navigation: Back/Forward to the remembered place, a new page to the top or to the anchor
 * of its URL. Not on the first render: that is hydration, and the browser has already put the page
 * where it belongs (its own scroll restoration on reload and Back, the visitor's own scrolling).
 */
export function useScrollToTopOnNavigation(): void {
  const { pathname, hash, key } = useLocation();
  const navigationType = useNavigationType();
  const hydrating = useRef(true);
  const lastPlace = useRef(`${pathname}${hash}`);
  // The entry on screen. Updated in a layout effect, before the browser can report the scroll that a
  // new page's shorter height causes, so that clamp is never saved as the old page's place.
  const shownKey = useRef(key);
  useLayoutEffect(() => {
    shownKey.current = key;
  }, [key]);
  useEffect(() => {
    const remember = () => positions.set(shownKey.current, window.scrollY);
    window.addEventListener("scroll", remember, { passive: true });
    // We restore Back and Forward ourselves, once the page below is tall enough; the browser's own
    // restoration would jump early (and smoothly) to a place the list cannot hold yet. A reload or
    // another document keeps the browser's restoration.
    const takeOver = () => {
      window.history.scrollRestoration = "manual";
    };
    const giveBack = () => {
      window.history.scrollRestoration = "auto";
    };
    takeOver();
    window.addEventListener("pagehide", giveBack);
    window.addEventListener("pageshow", takeOver);
    return () => {
      window.removeEventListener("scroll", remember);
      window.removeEventListener("pagehide", giveBack);
      window.removeEventListener("pageshow", takeOver);
    };
  }, []);
  useEffect(() => {
    const place = `${pathname}${hash}`;
    const moved = place !== lastPlace.current;
    lastPlace.current = place;
    if (hydrating.current) {
      hydrating.current = false;
      return;
    }
    const saved = positions.get(key);
    if (navigationType === "POP" && saved !== undefined) return restoreScroll(saved);
    // A new query on the same page (a filter, the next results page) keeps the visitor where they are.
    if (!moved) return;
    const id = hash ? decodeURIComponent(hash.slice(1)) : "";
    if (id && scrollToId(id, { smooth: false })) return;
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [pathname, hash, key, navigationType]);
}

/** SPEC §9: the header takes its scrolled style past 10 px. */
export const HEADER_SCROLL_THRESHOLD = 10;
/** SPEC §9: the back-to-top button appears past 300 px. */
export const BACK_TO_TOP_THRESHOLD = 300;

/** True while the window is scrolled more than `threshold` px. */
export function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, [threshold]);
  return past;
}
