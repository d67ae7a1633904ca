import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { compileTrustedProxy, clientAddress } from "./trusted-proxy.ts";

// app.request has no socket: give the conninfo helper one, as @hono/node-server does.
async function addressFor(setting: string | undefined, peer: string, forwardedFor?: string) {
  const app = new Hono<{ Bindings: { incoming: { socket: { remoteAddress: string; remotePort: number; remoteFamily: string } } } }>();
  const trust = compileTrustedProxy(setting);
  app.get("/", (c) => c.text(clientAddress(c, trust) ?? "none"));
  const headers: Record<string, string> = forwardedFor ? { "x-forwarded-for": forwardedFor } : {};
  const res = await app.request("/", { headers }, { incoming: { socket: { remoteAddress: peer, remotePort: 1, remoteFamily: "IPv4" } } } as never);
  return res.text();
}

describe("trusted proxies", () => {
  it("ignores X-Forwarded-For when no proxy is trusted", async () => {
    expect(await addressFor(undefined, "203.0.113.9", "198.51.100.1")).toBe("203.0.113.9");
  });

  it("takes the hop left of the trusted proxies, never a forged entry further left", async () => {
    // The client forged "1.2.3.4"; the load balancer appended the real address.
    expect(await addressFor("10.0.0.0/8", "10.1.2.3", "1.2.3.4, 198.51.100.7")).toBe("198.51.100.7");
    expect(await addressFor("loopback, 10.0.0.5", "127.0.0.1", "1.2.3.4, 198.51.100.7, 10.0.0.5")).toBe("198.51.100.7");
  });

  it("counts hops", async () => {
    expect(await addressFor("1", "10.1.2.3", "1.2.3.4, 198.51.100.7")).toBe("198.51.100.7");
    expect(await addressFor("2", "10.1.2.3", "1.2.3.4, 198.51.100.7, 172.16.0.1")).toBe("198.51.100.7");
  });

  it("does not trust a peer outside the configured ranges", async () => {
    expect(await addressFor("10.0.0.0/8", "203.0.113.9", "1.2.3.4")).toBe("203.0.113.9");
  });

  it("strips the IPv4-mapped IPv6 prefix", async () => {
    expect(await addressFor(undefined, "::ffff:203.0.113.9")).toBe("203.0.113.9");
  });

  it("refuses a malformed setting", () => {
    expect(() => compileTrustedProxy("10.0.0.0/99")).toThrow();
    expect(() => compileTrustedProxy("not-an-address")).toThrow();
  });
});
