/**
 * Which peers may tell us the client's address (X-Forwarded-For), from TRUSTED_PROXY:
 *
 * - unset: nobody; the socket's peer is the client.
 * - a hop count, e.g. `1`: that many proxies in front of us (a load balancer is 1; a CDN in front
 *   of it makes 2); whatever they are.
 * - addresses, CIDR ranges or proxy-addr's names, comma-separated, e.g. `10.0.0.0/8, 127.0.0.1`,
 *   `loopback`, `uniquelocal`: only proxies at those addresses.
 *
 * The client is the first address, walking X-Forwarded-For from the right, that is not a trusted
 * proxy; entries left of it were written by the client and could be anything (decision 0013).
 */
import { getConnInfo } from "@hono/node-server/conninfo";
import type { Context } from "hono";
import proxyAddr from "proxy-addr";

export type TrustProxy = (address: string, hop: number) => boolean;

/** Throws with a readable message on a bad setting (env validation reports it at start). */
export function compileTrustedProxy(setting: string | undefined): TrustProxy {
  const value = setting?.trim() ?? "";
  if (value === "") return () => false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  const list = value.split(",").map((s) => s.trim()).filter(Boolean);
  return proxyAddr.compile(list);
}

/** The socket peer's address (IPv4-mapped IPv6 unwrapped), or null when not on a Node socket (app.request in tests). */
export function peerAddress(c: Context): string | null {
  try {
    return getConnInfo(c).remote.address?.replace(/^::ffff:/, "") || null;
  } catch {
    return null;
  }
}

/** The client's address for this request, or null when not on a Node socket (app.request in tests). */
export function clientAddress(c: Context, trust: TrustProxy): string | null {
  const peer = peerAddress(c);
  if (!peer) return null;
  const forwardedFor = c.req.header("x-forwarded-for");
  const address = forwardedFor
    ? proxyAddr({ socket: { remoteAddress: peer }, headers: { "x-forwarded-for": forwardedFor } } as never, trust)
    : peer;
  return address.replace(/^::ffff:/, "");
}
