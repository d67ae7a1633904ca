/**
 * Limits before work (issue 13 items 2 and 3), sent for real: oversized bodies on every POST path,
 * the rate limit deciding before a body arrives, a lone surrogate, and the inquiry limit shared by
 * two processes on one PostgreSQL database that a forged X-Forwarded-For cannot escape.
 */
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../helpers/databases.ts";
import { startTestSite, type TestSite } from "../helpers/test-site.ts";
import { startChildSite, type ChildSite } from "./outbox-sites.ts";

const inquiry = { full_name: "Limit Test", email: "limits@traveller.example", consent: true, message: "Hello." };

/** Writes raw bytes and resolves with everything received until the server closes the socket. */
function rawExchange(url: string, head: string, body: Buffer | string = ""): Promise<string> {
  const { port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), "127.0.0.1", () => {
      socket.write(head);
      if (body.length) socket.write(body, () => undefined);
    });
    let received = "";
    socket.on("data", (chunk) => (received += chunk.toString("latin1")));
    socket.on("close", () => resolve(received));
    // The server may close while we are still writing a body it refused: that is the point.
    socket.on("error", (error: NodeJS.ErrnoException) => (["ECONNRESET", "EPIPE"].includes(error.code ?? "") ? undefined : reject(error)));
  });
}

describe.each(DIALECTS)("request limits on %s", (dialect) => {
  let t: TestSite;
  beforeAll(async () => {
    t = await startTestSite(dialect, { INQUIRY_RATE_LIMIT: "2" });
  });
  afterAll(async () => {
    await t?.stop();
  });

  it("refuses an oversized body on any POST path, page forms included, and closes the connection", async () => {
    const big = Buffer.alloc(5 * 1024 * 1024, "a");
    for (const [path, type] of [
      ["/contact", "application/x-www-form-urlencoded"],
      ["/packages/1", "application/x-www-form-urlencoded"],
      ["/anything-else", "text/plain"],
      ["/api/v1/inquiries/", "application/json"],
    ] as const) {
      const answer = await rawExchange(
        t.url,
        `POST ${path} HTTP/1.1\r\nHost: x\r\nContent-Type: ${type}\r\nContent-Length: ${big.length}\r\nConnection: keep-alive\r\n\r\n`,
        big,
      );
      expect(answer, path).toMatch(/^HTTP\/1.1 413/);
      expect(answer.toLowerCase(), path).toContain("connection: close");
      expect(answer.toLowerCase(), path).not.toContain("keep-alive");
    }
  });

  it("cuts a chunked body without Content-Length at the limit too", async () => {
    const chunk = "a".repeat(16 * 1024);
    const chunks = Array.from({ length: 8 }, () => `${(chunk.length).toString(16)}\r\n${chunk}\r\n`).join("") + "0\r\n\r\n";
    const answer = await rawExchange(t.url, `POST /contact HTTP/1.1\r\nHost: x\r\nContent-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\n\r\n`, chunks);
    expect(answer).toMatch(/^HTTP\/1.1 413/);
  });

  it("answers a browser's oversized form post with a page, the API with JSON naming the field", async () => {
    const body = "message=" + "a".repeat(40 * 1024);
    const page = await t.fetch("/contact", { method: "POST", headers: { "content-type": "application/x-www-form-urlencoded", accept: "text/html" }, body });
    expect(page.status).toBe(413);
    expect(page.headers.get("content-type")).toContain("text/html");
    const api = await t.fetch("/api/v1/inquiries/", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ message: "a".repeat(40 * 1024) }) });
    expect(api.status).toBe(413);
    expect((await api.json()).errors.body).toMatch(/32 KB/);
  });

  it("refuses an inquiry over the rate limit before its body is sent", async () => {
    for (let i = 0; i < 2; i++) {
      const ok = await t.fetch("/api/v1/inquiries/", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(inquiry) });
      expect(ok.status).toBe(201);
    }
    // Headers announce 1,000 bytes; none follow. The answer comes without waiting for them.
    const answer = await rawExchange(t.url, `POST /api/v1/inquiries/ HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\nConnection: close\r\n\r\n`);
    expect(answer).toMatch(/^HTTP\/1.1 429/);
    expect(answer.toLowerCase()).toMatch(/retry-after: \d+/);
  });

  it("stores a name with a lone surrogate and a phone number (the WhatsApp link's URIError)", async () => {
    const fresh = await startTestSite(dialect);
    try {
      const res = await fresh.fetch("/api/v1/inquiries/", {
        method: "POST",
        headers: { "content-type": "application/json" },
        // JSON.stringify writes the lone surrogate as the escape \ud83e, as a hostile client would.
        body: JSON.stringify({ ...inquiry, full_name: "Amina \uD83E", phone: "+254 700 000 001" }),
      });
      expect(res.status).toBe(201);
      const row = await fresh.site.db.kysely.selectFrom("inquiries").select("full_name").executeTakeFirstOrThrow();
      expect(row.full_name).toBe("Amina \uFFFD");
    } finally {
      await fresh.stop();
    }
  });
});

describe("the inquiry limit across two processes on one PostgreSQL database", () => {
  let database: TestDatabase;
  const sites: ChildSite[] = [];
  beforeAll(async () => {
    database = await createTestDatabase("postgres");
    // The first process migrates; the second starts on the migrated database.
    for (let i = 0; i < 2; i++) sites.push(await startChildSite(database, { INQUIRY_RATE_LIMIT: "3", TRUSTED_PROXY: "1" }));
  });
  afterAll(async () => {
    for (const s of sites) await s.kill();
    await database?.drop();
  });

  it("holds across both processes, and a forged X-Forwarded-For gains nothing", async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      const site = sites[i % 2]!;
      const res = await fetch(`${site.url}/api/v1/inquiries/`, {
        method: "POST",
        // The client forges a fresh address each time; the load balancer (one trusted hop) appends the real one.
        headers: { "content-type": "application/json", "x-forwarded-for": `203.0.113.${i + 1}, 198.51.100.7` },
        body: JSON.stringify(inquiry),
      });
      statuses.push(res.status);
      if (res.status === 429) expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([201, 201, 201, 429, 429, 429, 429, 429]);
    // Another client behind the same load balancer is not locked out by that one.
    const other = await fetch(`${sites[1]!.url}/api/v1/inquiries/`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": "198.51.100.8" },
      body: JSON.stringify(inquiry),
    });
    expect(other.status).toBe(201);
  });
});
