/**
 * Prometheus metrics (prom-client), in one registry per process. Counters that other modules bump
 * are plain functions here (countRateLimitRefusal, countCacheLookup, countCspReport), so callers
 * need no reference to the site. Ratios (cache hits) are left to the query: `rate(hits) /
 * rate(lookups)` is right over any window, a ratio gauge is not.
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";

export const registry = new Registry();
// Process figures: CPU, resident memory, heap, GC, and event-loop lag (nodejs_eventloop_lag_*).
collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 10 });

const METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);
/** Labels come from a bounded set: a method nobody uses must not create a new series per request. */
export const methodLabel = (method: string) => (METHODS.has(method) ? method : "other");

const requests = new Counter({
  name: "http_requests_total",
  help: "Answers given, by method, route pattern and status",
  labelNames: ["method", "route", "status"] as const,
  registers: [registry],
});
const duration = new Histogram({
  name: "http_request_duration_seconds",
  help: "Time until the answer's headers, by method and route pattern",
  labelNames: ["method", "route"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});
const inFlight = new Gauge({ name: "http_requests_in_flight", help: "Requests being answered now", registers: [registry] });

export function requestStarted(): (method: string, route: string, status: number) => void {
  const end = duration.startTimer();
  inFlight.inc();
  return (method, route, status) => {
    inFlight.dec();
    end({ method: methodLabel(method), route });
    requests.inc({ method: methodLabel(method), route, status: String(status) });
  };
}

const rateLimitRefusals = new Counter({
  name: "rate_limit_refusals_total",
  help: "Requests refused by a rate limit, by which limit",
  labelNames: ["limit"] as const,
  registers: [registry],
});
/** Call once per refused request; `limit` names the limit (e.g. "inquiry"), from a fixed set. */
export function countRateLimitRefusal(limit: string): void {
  rateLimitRefusals.inc({ limit });
}

const cacheLookups = new Counter({
  name: "cache_lookups_total",
  help: "In-process cache lookups by cache (page, compression) and result (hit, miss)",
  labelNames: ["cache", "result"] as const,
  registers: [registry],
});
export function countCacheLookup(cache: "page" | "compression", hit: boolean): void {
  cacheLookups.inc({ cache, result: hit ? "hit" : "miss" });
}

const DIRECTIVES = new Set([
  "default-src",
  "script-src",
  "script-src-elem",
  "script-src-attr",
  "style-src",
  "style-src-elem",
  "style-src-attr",
  "img-src",
  "font-src",
  "connect-src",
  "frame-src",
  "object-src",
  "base-uri",
  "form-action",
  "frame-ancestors",
  "media-src",
  "worker-src",
  "manifest-src",
]);
const cspReports = new Counter({
  name: "csp_violation_reports_total",
  help: "Content-Security-Policy violation reports received, by directive",
  labelNames: ["directive"] as const,
  registers: [registry],
});
export function countCspReport(directive: string): void {
  cspReports.inc({ directive: DIRECTIVES.has(directive) ? directive : "other" });
}

export interface OutboxBacklog {
  pending: number;
  sending: number;
  dead: number;
  oldest_pending_age_seconds: number | null;
}
/** Sources of the email backlog (one per site; a test process may run several). */
const outboxSources = new Set<() => Promise<OutboxBacklog>>();
/** Registers a backlog source for scrapes; returns the function that removes it. */
export function observeOutbox(source: () => Promise<OutboxBacklog>): () => void {
  outboxSources.add(source);
  return () => outboxSources.delete(source);
}
async function backlogs(): Promise<OutboxBacklog[]> {
  // A database outage must not fail the scrape: that source is left out (and outbox_up says so).
  return (await Promise.all([...outboxSources].map((s) => s().catch(() => null)))).filter((b): b is OutboxBacklog => b !== null);
}
let lastBacklogs: Promise<OutboxBacklog[]> | null = null;
/** One database read per scrape, shared by the gauges below. */
function scrapeBacklogs(): Promise<OutboxBacklog[]> {
  lastBacklogs ??= backlogs().finally(() => setTimeout(() => (lastBacklogs = null), 100).unref());
  return lastBacklogs;
}
new Gauge({
  name: "outbox_messages",
  help: "Emails in the outbox by state (pending: owed and waiting; sending: claimed; dead: gave up)",
  labelNames: ["state"] as const,
  registers: [registry],
  async collect() {
    this.reset();
    const all = await scrapeBacklogs();
    for (const state of ["pending", "sending", "dead"] as const)
      this.set(
        { state },
        all.reduce((n, b) => n + b[state], 0),
      );
  },
});
new Gauge({
  name: "outbox_oldest_pending_age_seconds",
  help: "How long the oldest owed email has waited (0 when none)",
  registers: [registry],
  async collect() {
    const all = await scrapeBacklogs();
    this.set(Math.max(0, ...all.map((b) => b.oldest_pending_age_seconds ?? 0)));
  },
});
new Gauge({
  name: "outbox_up",
  help: "1 when the outbox backlog could be read from the database at this scrape",
  registers: [registry],
  async collect() {
    const all = await scrapeBacklogs();
    this.set(outboxSources.size > 0 && all.length === outboxSources.size ? 1 : 0);
  },
});

export function metricsText(): Promise<string> {
  return registry.metrics();
}
export const METRICS_CONTENT_TYPE = registry.contentType;

// Real-user monitoring (decision 0058): the figures visitors' browsers sent, by route pattern and
// device class (both from closed lists), counted once each after the flood cap.
const webVitalSeconds = new Histogram({
  name: "web_vitals_seconds",
  help: "Visitors' web vitals in seconds (LCP, FCP, TTFB, INP), by route pattern and device class",
  labelNames: ["metric", "route", "device"] as const,
  buckets: [0.05, 0.1, 0.2, 0.5, 0.8, 1, 1.8, 2.5, 3, 4, 6, 10, 20],
  registers: [registry],
});
const webVitalCls = new Histogram({
  name: "web_vitals_cls",
  help: "Visitors' cumulative layout shift, by route pattern and device class",
  labelNames: ["route", "device"] as const,
  buckets: [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1],
  registers: [registry],
});
export function observeWebVital(metric: "LCP" | "FCP" | "TTFB" | "INP" | "CLS", route: string, device: string, value: number): void {
  if (metric === "CLS") webVitalCls.observe({ route, device }, value);
  else webVitalSeconds.observe({ metric, route, device }, value / 1000);
}
const beacons = new Counter({
  name: "web_vitals_beacons_total",
  help: "Web-vitals beacons received, by outcome (counted, capped, refused)",
  labelNames: ["outcome"] as const,
  registers: [registry],
});
export function countBeacon(outcome: "counted" | "capped" | "refused"): void {
  beacons.inc({ outcome });
}
