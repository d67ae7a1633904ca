/**
 * Scrolling rules of the shell: every navigation starts at the top of the
 * page (SPEC §2), except a link to an anchor (/#travel-management), which
 * lands on that section; and smooth in-page scrolling to a section.
 */
import { useEffect, useState } from "react";
import { useLocation } from "react-router";

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

/** On each pathname change: to the top, or to the anchor of the new URL. */
export function useScrollToTopOnNavigation(): void {
  const { pathname, hash } = useLocation();
  useEffect(() => {
    const id = hash ? decodeURIComponent(hash.slice(1)) : "";
    if (id && scrollToId(id, { smooth: false })) return;
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [pathname, hash]);
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
