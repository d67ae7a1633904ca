/**
 * POST /api/vitals/: the beacon the public pages send once hidden (decision 0058). It is on the
 * open internet, so every answer is cheap and nothing a sender chooses reaches storage unchecked:
 *
 * - a per-minute limit per address (429) before the body is read, and a 4 KB body cap (413);
 * - JSON only (415, 400), figures checked against domain/rum/vitals.ts (400 naming the fields);
 * - the page's path becomes its route pattern from the app's route list; an unknown one is refused;
 * - device and connection outside the closed lists count as "unknown";
 * - the flood cap: each visitor counts at most VISITS_PER_VISITOR_ROUTE_DAY visits per route and
 *   day. A visitor is a hash of the address with the day's random salt (server/services/rum/store.ts):
 *   the key lives only in the rate-limit counters, never beside the figures, and the salt is gone
 *   the next day.
 *
 * It sets no cookie and stores no address or URL.
 */
import { createHmac } from "node:crypto";
import type { Context, Hono, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { matchPath } from "react-router";
import {
  BEACON_BODY_LIMIT_BYTES,
  BEACON_SCHEMA,
  beaconErrors,
  connectionTypeOf,
  dayOf,
  deviceClassOf,
  type Vital,
} from "#domain/rum/vitals.ts";
import type { Limits } from "../../http/rate-limits.ts";
import { PAGE_PATTERNS } from "../../observability/route-label.ts";
import { countBeacon, observeWebVital } from "../../observability/metrics.ts";
import type { RumStore } from "./store.ts";

export const VITALS_PATH = "/api/vitals/";
/** Visits one visitor may add to one route's figures per day (decision 0058). */
export const VISITS_PER_VISITOR_ROUTE_DAY = 3;
/** Beacons per visitor per minute: a person sends one per page hidden. */
export const BEACONS_PER_MINUTE = 30;

/**
 * The public pages whose figures we keep: the site's routes (app/routes.ts, through the metrics'
 * list), less a traveller's quote and booking pages, whose links are secrets.
 */
export const MEASURED_ROUTES = PAGE_PATTERNS.filter((p) => !p.includes(":token"));

export function routePatternOf(path: string): string | null {
  const clean = path.length > 1 ? path.replace(/\/+$/, "") : path;
  return MEASURED_ROUTES.find((pattern) => matchPath({ path: pattern, end: true }, clean)) ?? null;
}

export interface BeaconRouteOptions {
  store: RumStore;
  limits: Limits;
  clientIp: (c: Context) => string | null;
  /** Tests move the day; the server uses the clock. */
  now?: () => Date;
}

const NO_STORE = { "cache-control": "no-store" };

export function mountBeaconRoute(app: Hono, { store, limits, clientIp, now = () => new Date() }: BeaconRouteOptions): void {
  const perMinute = limits.create("rum-beacons", { points: BEACONS_PER_MINUTE, durationSec: 60 });
  const perRouteDay = limits.create("rum-visits", { points: VISITS_PER_VISITOR_ROUTE_DAY, durationSec: 86_400 });

  const refuse = (c: Context, status: 400 | 413 | 415 | 429, errors: Record<string, string>, headers: Record<string, string> = {}) => {
    countBeacon("refused");
    return c.json({ errors }, status, { ...NO_STORE, ...headers });
  };

  // The address is hashed at once with the day's salt; the raw address goes no further.
  const visitorOf = async (c: Context, day: string) =>
    createHmac("sha256", await store.daySalt(day))
      .update(clientIp(c) ?? "unknown")
      .digest("base64url")
      .slice(0, 32);

  const beaconLimit: MiddlewareHandler = async (c, next) => {
    const decision = await perMinute.consume(await visitorOf(c, dayOf(now())));
    if (!decision.allowed) return refuse(c, 429, { body: "Too many reports from this address." }, { "retry-after": String(decision.retryAfterSeconds) });
    return next();
  };
  app.post(
    VITALS_PATH,
    // Decided before the body is read.
    beaconLimit,
    bodyLimit({ maxSize: BEACON_BODY_LIMIT_BYTES, onError: (c) => refuse(c, 413, { body: `The report must be at most ${BEACON_BODY_LIMIT_BYTES / 1024} KB.` }, { connection: "close" }) }),
    async (c) => {
      const type = (c.req.header("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
      if (type !== "application/json") return refuse(c, 415, { body: "Send the report as JSON (Content-Type: application/json)." });
      let body: unknown;
      try {
        body = await c.req.json();
      } catch {
        return refuse(c, 400, { body: "The report is not valid JSON." });
      }
      const parsed = BEACON_SCHEMA.safeParse(body);
      if (!parsed.success) return refuse(c, 400, beaconErrors(parsed.error));
      const routes = parsed.data.visits.map((v) => routePatternOf(v.path));
      const unknown = routes.findIndex((r) => r === null);
      if (unknown >= 0) return refuse(c, 400, { [`visits.${unknown}.path`]: "Not a page of this site." });

      const device = deviceClassOf(parsed.data.device);
      const connection = connectionTypeOf(parsed.data.connection);
      const day = dayOf(now());
      const visitor = await visitorOf(c, day);
      let counted = 0;
      for (const [i, visit] of parsed.data.visits.entries()) {
        const route = routes[i]!;
        if (!(await perRouteDay.consume(`${visitor}:${route}`)).allowed) continue;
        await store.record(day, { route, device, connection, metrics: visit.metrics });
        for (const [metric, figure] of Object.entries(visit.metrics) as Array<[Vital, { value: number }]>) observeWebVital(metric, route, device, figure.value);
        counted++;
      }
      if (counted === 0) {
        countBeacon("capped");
        return c.json({ errors: { body: "This address has reported these pages often enough today." } }, 429, { ...NO_STORE, "retry-after": String(secondsToMidnight(now())) });
      }
      countBeacon("counted");
      return c.body(null, 204, NO_STORE);
    },
  );
}

function secondsToMidnight(at: Date): number {
  const midnight = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate() + 1);
  return Math.max(1, Math.ceil((midnight - at.getTime()) / 1000));
}
