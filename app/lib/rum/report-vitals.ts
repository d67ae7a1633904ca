/**
 * Real-user monitoring on the public pages (issue 27 item 5, decision 0058). Loaded by
 * start-rum.ts only after hydration, at idle, in a chunk of its own.
 *
 * Every visit (the page loaded, or each React Router navigation the browser reports as a soft
 * navigation) collects its LCP, INP, CLS, TTFB and FCP; once the page is hidden, the visits not yet
 * sent go to /api/vitals/ in one beacon. Only a path is sent, never the query or the fragment; the
 * server keeps only its route pattern.
 *
 * The element that made LCP or INP slow is named from the same entries web-vitals' attribution
 * build reads (the LCP entry's element, the slowest interaction's target), by the same kind of
 * selector, read at once so no node is held: the attribution build for LCP and INP alone is 4.5 KB
 * gzip, more than this whole script may add (4 KB; decision 0058). CLS is not attributed at all:
 * its nodes are detached by client-side navigations.
 */
import { onCLS, onFCP, onINP, onLCP, onTTFB, type Metric } from "web-vitals";

const ENDPOINT = "/api/vitals/";
/** The server's VISITS_PER_BEACON. */
const VISITS_PER_BEACON = 8;

interface Visit {
  path: string;
  nav: "hard" | "soft";
  metrics: Record<string, { value: number; target?: string }>;
  sent: Set<string>;
}

const visits = new Map<number, Visit>();

function deviceClass(): string {
  const mobile = (navigator as Navigator & { userAgentData?: { mobile?: boolean } }).userAgentData?.mobile;
  const coarse = matchMedia("(pointer: coarse)").matches;
  // A touch screen under a tablet's width is a phone (Safari has no userAgentData).
  if (mobile || ((coarse || navigator.maxTouchPoints > 0) && innerWidth < 768)) return "mobile";
  return coarse ? "tablet" : "desktop";
}

function connectionType(): string {
  return (navigator as Navigator & { connection?: { effectiveType?: string } }).connection?.effectiveType ?? "unknown";
}

function pathOf(url: string | undefined): string {
  try {
    return new URL(url ?? location.href, location.href).pathname;
  } catch {
    return location.pathname;
  }
}

/** `tag#id` or `tag.class.class`, parents first, stopping at an id: enough to find the element in our markup. */
function selectorOf(node: Node | null | undefined): string | undefined {
  const parts: string[] = [];
  for (let el = node as Element | null; el && el.nodeType === 1 && parts.length < 5; el = el.parentElement) {
    if (el.id) {
      parts.unshift(`#${el.id}`);
      break;
    }
    parts.unshift([el.localName, ...[...el.classList].slice(0, 2)].join("."));
  }
  return parts.length ? parts.join(">") : undefined;
}

function targetOf(metric: Metric): string | undefined {
  if (metric.name === "LCP") return selectorOf((metric.entries.at(-1) as LargestContentfulPaint | undefined)?.element);
  if (metric.name === "INP") {
    const slowest = (metric.entries as PerformanceEventTiming[]).reduce<PerformanceEventTiming | undefined>((a, e) => (!a || e.duration > a.duration ? e : a), undefined);
    return selectorOf(slowest?.target);
  }
  return undefined;
}

function keep(metric: Metric): void {
  let visit = visits.get(metric.navigationId);
  if (!visit) {
    visit = { path: pathOf(metric.navigationURL), nav: metric.navigationType === "soft-navigation" ? "soft" : "hard", metrics: {}, sent: new Set() };
    visits.set(metric.navigationId, visit);
  }
  // A figure is sent once per visit: the server counts visits, so a later, larger CLS or INP of the
  // same visit (the tab shown again) must not count it twice.
  if (visit.sent.has(metric.name)) return;
  const target = targetOf(metric);
  visit.metrics[metric.name] = target ? { value: metric.value, target: target.slice(-300) } : { value: metric.value };
}

/**
 * Read when measuring starts, not when the page is hidden: the device does not change during a
 * visit, and what a page reads while it is being left is not what it showed (a phone emulated in
 * Chromium reported no touch and a fine pointer at that moment, so a phone visit was filed as a desktop one).
 */
let device = "unknown";

function flush(): void {
  const ready = [...visits.values()].filter((v) => Object.keys(v.metrics).length > 0).slice(-VISITS_PER_BEACON);
  if (ready.length === 0) return;
  const body = JSON.stringify({
    device,
    connection: connectionType(),
    visits: ready.map((v) => ({ path: v.path, nav: v.nav, metrics: v.metrics })),
  });
  if (!navigator.sendBeacon?.(ENDPOINT, new Blob([body], { type: "application/json" }))) return;
  for (const v of ready) {
    for (const name of Object.keys(v.metrics)) v.sent.add(name);
    v.metrics = {};
  }
}

export function reportVitals(): void {
  device = deviceClass();
  const options = { reportSoftNavs: true };
  onLCP(keep, options);
  onINP(keep, options);
  onCLS(keep, options);
  onFCP(keep, options);
  onTTFB(keep, options);
  // Registered after web-vitals' own listeners (capture, on window), so their final figures are in.
  addEventListener("visibilitychange", () => document.visibilityState === "hidden" && flush());
  addEventListener("pagehide", flush);
  // Says the measuring is on (the browser test waits for it before hiding the page).
  document.documentElement.dataset.vitals = "on";
}
