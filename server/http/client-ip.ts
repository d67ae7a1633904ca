import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";

/**
 * The real client address: the socket's peer, or the last X-Forwarded-For
 * hop when (and only when) the peer is the configured trusted proxy.
 */
export function clientIp(c: Context, trustedProxy: string | undefined): string | null {
  let peer: string | null = null;
  try {
    peer = getConnInfo(c).remote.address ?? null;
  } catch {
    peer = null; // not running on a Node socket (e.g. app.request in tests)
  }
  const normalized = peer?.replace(/^::ffff:/, "") ?? null;
  if (trustedProxy && normalized === trustedProxy) {
    const hops = (c.req.header("x-forwarded-for") ?? "").split(",").map((s) => s.trim()).filter(Boolean);
    return hops.at(-1) ?? normalized;
  }
  return normalized;
}
