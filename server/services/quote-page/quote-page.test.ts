/** The public quote routes over a fake quote store: headers, opening only on a person's GET, 404s. */
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import type { PublicQuotes } from "../quotes/public-quotes.ts";
import { countsAsOpening, mountQuoteRoutes, QuotePage } from "./quote-page.ts";
import { fixtureQuote } from "./presented-quote.test-data.ts";

const TOKEN = "q7Vx2pLm9RtY4wZs8KbN";
const BROWSER = "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";

function fakeStore() {
  const calls: { token: string; recordOpening: boolean }[] = [];
  const store: PublicQuotes = {
    async open(token, { recordOpening }) {
      calls.push({ token, recordOpening });
      return token === TOKEN ? { kind: "found", quote: fixtureQuote() } : { kind: "not_found" };
    },
    accept: async () => ({ kind: "done", quote: fixtureQuote({ state: "accepted", acceptedOptionId: "opt-comfort" }) }),
    requestChanges: async () => ({ kind: "done", quote: fixtureQuote() }),
    requestFresh: async () => ({ kind: "done", quote: fixtureQuote() }),
  };
  const app = new Hono();
  mountQuoteRoutes(app, new QuotePage(store));
  const get = (path: string, init: RequestInit = {}) =>
    app.request(path, { ...init, headers: { "user-agent": BROWSER, ...(init.headers as Record<string, string>) } });
  return { calls, app, get, page: new QuotePage(store) };
}

const request = (method: string, headers: Record<string, string> = {}) => ({ method, headers: new Headers({ "user-agent": BROWSER, ...headers }) });

describe("what counts as the traveller opening the quote", () => {
  it("a browser's GET does; HEAD, prefetches and link-preview bots do not", () => {
    expect(countsAsOpening(request("GET"))).toBe(true);
    expect(countsAsOpening(request("HEAD"))).toBe(false);
    expect(countsAsOpening(request("POST"))).toBe(false);
    expect(countsAsOpening(request("GET", { "sec-purpose": "prefetch;prerender" }))).toBe(false);
    expect(countsAsOpening(request("GET", { purpose: "prefetch" }))).toBe(false);
    for (const bot of ["WhatsApp/2.23.20.0 A", "facebookexternalhit/1.1", "TelegramBot (like TwitterBot)", "Slackbot-LinkExpanding 1.0", "Mozilla/5.0 (compatible; Googlebot/2.1)", "Mozilla/5.0 (compatible; Discordbot/2.0)"])
      expect(countsAsOpening(request("GET", { "user-agent": bot })), bot).toBe(false);
    expect(countsAsOpening({ method: "GET", headers: new Headers() })).toBe(false);
  });
});

describe("/quotes/:token/pdf", () => {
  it("answers the PDF inline, no-store and noindex, and records the opening on GET", async () => {
    const { get, calls } = fakeStore();
    const res = await get(`/quotes/${TOKEN}/pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toBe('inline; filename="quote-TW-7K3D-2Q9F-v2.pdf"');
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(res.headers.get("etag")).toBeNull();
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    expect(Number(res.headers.get("content-length"))).toBe(bytes.length);
    expect(calls).toEqual([{ token: TOKEN, recordOpening: true }]);
  });

  it("HEAD answers the same headers without recording an opening", async () => {
    const { get, calls } = fakeStore();
    const res = await get(`/quotes/${TOKEN}/pdf`, { method: "HEAD" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(calls).toEqual([{ token: TOKEN, recordOpening: false }]);
  });

  it("a tampered token is a 404 page, and a malformed one never reaches the store", async () => {
    const { get, calls } = fakeStore();
    const tampered = await get(`/quotes/${TOKEN.slice(0, -1)}X/pdf`);
    expect(tampered.status).toBe(404);
    expect(tampered.headers.get("content-type")).toMatch(/^text\/html/);
    expect(await tampered.text()).toContain("This quote link is not valid");
    expect(tampered.headers.get("cache-control")).toBe("no-store");
    expect(tampered.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(calls).toHaveLength(1);
    for (const bad of ["%3Cscript%3E", "a".repeat(300), "short", "tok%00en12345"]) {
      const res = await get(`/quotes/${bad}/pdf`);
      expect(res.status, bad).toBe(404);
    }
    expect(calls).toHaveLength(1);
  });
});

describe("the page's view of the store", () => {
  it("passes a well-formed token through and answers not_found for a malformed one", async () => {
    const { page } = fakeStore();
    const view = page.forRequest(request("POST"));
    expect((await view.accept(TOKEN, "opt-comfort", { version: 2, termsAccepted: true })).kind).toBe("done");
    expect((await view.accept("../../etc/passwd", "opt-comfort", { version: 2, termsAccepted: true })).kind).toBe("not_found");
    expect((await view.requestChanges("<x>", "hello")).kind).toBe("not_found");
    expect((await view.requestFresh("")).kind).toBe("not_found");
    expect(await view.open("no")).toBeNull();
    expect((await view.open(TOKEN))?.reference).toBe("TW-7K3D-2Q9F v2");
  });
});
