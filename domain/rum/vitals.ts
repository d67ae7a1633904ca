/**
 * Real-user monitoring (issue 27 item 5, decision 0058): the closed lists a beacon may name, the
 * limits of a believable figure, the log-spaced buckets figures are counted in, and the percentile
 * read back from those buckets. Pure rules, shared by the beacon endpoint, the store, the console
 * page and the tests.
 */
import { z } from "zod";

export const VITALS = ["LCP", "INP", "CLS", "TTFB", "FCP"] as const;
export type Vital = (typeof VITALS)[number];

/** What the console judges against: Google's "good" limits (web.dev/articles/vitals). */
export const GOOD_LIMITS: Record<"LCP" | "INP" | "CLS", number> = { LCP: 2500, INP: 200, CLS: 0.1 };
/** Above these a figure is "poor" (Google's second limits). */
export const POOR_LIMITS: Record<"LCP" | "INP" | "CLS", number> = { LCP: 4000, INP: 500, CLS: 0.25 };

/**
 * The largest figure we believe, per vital (milliseconds; CLS unitless). Beyond it the beacon is
 * refused: a ten-hour LCP is a forged or broken report, and clamping it would still count it as a
 * very slow visit.
 */
export const MAX_VALUE: Record<Vital, number> = { LCP: 120_000, FCP: 120_000, TTFB: 120_000, INP: 60_000, CLS: 25 };

export const DEVICE_CLASSES = ["mobile", "tablet", "desktop", "unknown"] as const;
export type DeviceClass = (typeof DEVICE_CLASSES)[number];
/** navigator.connection.effectiveType's values; browsers without it say "unknown". */
export const CONNECTION_TYPES = ["slow-2g", "2g", "3g", "4g", "unknown"] as const;
export type ConnectionType = (typeof CONNECTION_TYPES)[number];

/** A value outside the closed list is counted as "unknown": it can never make a series of its own. */
export function deviceClassOf(value: string): DeviceClass {
  return (DEVICE_CLASSES as readonly string[]).includes(value) ? (value as DeviceClass) : "unknown";
}
export function connectionTypeOf(value: string): ConnectionType {
  return (CONNECTION_TYPES as readonly string[]).includes(value) ? (value as ConnectionType) : "unknown";
}

/**
 * Figures are counted in buckets 10 % wide on a log scale, so any percentile is known to within
 * 10 % whatever the spread, and a day's row count is bounded (about 125 buckets per vital).
 * CLS is counted in thousandths so it shares the scale. Bucket 0 holds everything under one unit
 * (a CLS of 0, a TTFB under 1 ms).
 */
export const BUCKET_GROWTH = 1.1;
const UNIT: Record<Vital, number> = { LCP: 1, INP: 1, TTFB: 1, FCP: 1, CLS: 1000 };

export function bucketOf(vital: Vital, value: number): number {
  const units = value * UNIT[vital];
  if (!(units >= 1)) return 0;
  return 1 + Math.floor(Math.log(units) / Math.log(BUCKET_GROWTH) + 1e-9);
}

/** The figure a bucket stands for: the geometric middle of its bounds (0 for bucket 0). */
export function bucketValue(vital: Vital, bucket: number): number {
  if (bucket <= 0) return 0;
  const middle = BUCKET_GROWTH ** (bucket - 1 + 0.5);
  return middle / UNIT[vital];
}

export interface BucketCount {
  bucket: number;
  count: number;
}

/**
 * The p-th percentile (0-100) from bucket counts, by the nearest-rank rule: the bucket holding
 * the ceil(p% · n)-th smallest figure. null without figures.
 */
export function percentileFromBuckets(vital: Vital, buckets: readonly BucketCount[], p: number): number | null {
  const total = buckets.reduce((n, b) => n + b.count, 0);
  if (total <= 0) return null;
  const rank = Math.max(1, Math.ceil((p / 100) * total));
  let seen = 0;
  for (const b of [...buckets].sort((x, y) => x.bucket - y.bucket)) {
    seen += b.count;
    if (seen >= rank) return bucketValue(vital, b.bucket);
  }
  return null;
}

export type Rating = "good" | "needs-improvement" | "poor";
export function ratingOf(vital: "LCP" | "INP" | "CLS", value: number): Rating {
  if (value <= GOOD_LIMITS[vital]) return "good";
  return value <= POOR_LIMITS[vital] ? "needs-improvement" : "poor";
}

/** The longest element selector kept; web-vitals' selectors name the element last, so the end is kept. */
export const SELECTOR_MAX_LENGTH = 100;
/** Distinct elements kept per day, route and vital; the rest are counted under OTHER_SELECTOR. */
export const SELECTORS_PER_ROUTE_DAY = 10;
export const OTHER_SELECTOR = "(other elements)";

/**
 * A selector as we store and show it: only the characters CSS selectors of our own markup use
 * (tags, ids, classes, child combinators, Tailwind's escapes reduced), never a text a visitor
 * could have typed, and at most SELECTOR_MAX_LENGTH characters. Empty when nothing is left.
 */
export function sanitiseSelector(raw: string): string {
  const kept = raw.replace(/[^A-Za-z0-9 _\-#.>:()[\]=*,]/g, "").replace(/\s+/g, " ").trim();
  return kept.length > SELECTOR_MAX_LENGTH ? `…${kept.slice(kept.length - SELECTOR_MAX_LENGTH + 1)}` : kept;
}

/** Beacons are small: five figures and two short selectors per visit, a few visits per page life. */
export const BEACON_BODY_LIMIT_BYTES = 4 * 1024;
export const VISITS_PER_BEACON = 8;

const figure = (vital: Vital) => z.number().finite().min(0).max(MAX_VALUE[vital]);
const withTarget = (vital: Vital) => z.object({ value: figure(vital), target: z.string().max(300).optional() }).strict();
const plain = (vital: Vital) => z.object({ value: figure(vital) }).strict();

export const VISIT_SCHEMA = z
  .object({
    /** The page's path (no query, no fragment): mapped to its route pattern, then dropped. */
    path: z.string().min(1).max(300).startsWith("/"),
    /** "hard": the page was loaded; "soft": React Router navigated to it. */
    nav: z.enum(["hard", "soft"]),
    metrics: z
      .object({
        LCP: withTarget("LCP").optional(),
        INP: withTarget("INP").optional(),
        CLS: plain("CLS").optional(),
        TTFB: plain("TTFB").optional(),
        FCP: plain("FCP").optional(),
      })
      .strict()
      .refine((m) => Object.keys(m).length > 0, { error: "at least one figure" }),
  })
  .strict();

export const BEACON_SCHEMA = z
  .object({
    device: z.string().max(16),
    connection: z.string().max(16),
    visits: z.array(VISIT_SCHEMA).min(1).max(VISITS_PER_BEACON),
  })
  .strict();

/** zod's issues as {field: message}, the API's error shape. */
export function beaconErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path.join(".") || "body";
    errors[field] ??= issue.message;
  }
  return errors;
}

/** UTC day of a moment, YYYY-MM-DD: aggregates are per day. */
export function dayOf(at: Date): string {
  return at.toISOString().slice(0, 10);
}
