/**
 * GET /metrics for Prometheus. Metrics name routes, queue sizes and memory: useful to an attacker
 * sizing an attack, so they are not public. Allowed when the scraper connects from this machine
 * directly (loopback, and no proxy forwarding headers: a reverse proxy on the same host also
 * connects from loopback, and must not turn the public into local callers), or anywhere with
 * `Authorization: Bearer $METRICS_TOKEN`. docs/decisions/0017-operations.md.
 */
import { timingSafeEqual } from "node:crypto";
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context, Hono } from "hono";
import { METRICS_CONTENT_TYPE, metricsText } from "./metrics.ts";

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|::1|::ffff:127\.\d+\.\d+\.\d+)$/;
const FORWARDING_HEADERS = ["x-forwarded-for", "forwarded", "x-real-ip", "x-forwarded-host"];

function fromThisMachine(c: Context): boolean {
  let peer: string | undefined;
  try {
    peer = getConnInfo(c).remote.address;
  } catch {
    return false;
  }
  return Boolean(peer && LOOPBACK.test(peer)) && !FORWARDING_HEADERS.some((h) => c.req.header(h) !== undefined);
}

function hasToken(c: Context, token: string | undefined): boolean {
  const given = /^Bearer (.+)$/.exec(c.req.header("authorization") ?? "")?.[1];
  if (!token || !given) return false;
  const [a, b] = [Buffer.from(given), Buffer.from(token)];
  return a.length === b.length && timingSafeEqual(a, b);
}

export function metricsRoute(app: Hono, token: string | undefined): void {
  app.get("/metrics", async (c) => {
    if (!hasToken(c, token) && !fromThisMachine(c)) {
      return c.json({ detail: "Metrics are available from this machine or with the metrics token." }, 403, { "cache-control": "no-store" });
    }
    return c.body(await metricsText(), 200, { "content-type": METRICS_CONTENT_TYPE, "cache-control": "no-store" });
  });
}
