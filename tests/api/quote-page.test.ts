/**
 * The traveller's side of a quote (issue 14, decision 0037) over the real quote store, on both
 * databases: the PDF address over HTTP (headers, HEAD records no opening, tampered and malformed
 * tokens are 404s), and the page's own loader and action with the load context a request gets
 * (accept works once, an expired quote refuses with a message and offers a fresh one, a change
 * request is checked). The rendered page itself is read in tests/e2e/quote-page.test.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action, loader } from "../../app/quotes/quote-page.tsx";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../helpers/databases.ts";
import { expireTestQuote, sendTestQuote } from "../helpers/quotes.ts";
import { validInquiry, FAST_OUTBOX} from "./outbox-sites.ts";
import { startTestSite, type TestSite } from "../helpers/test-site.ts";
import { travellerPageContext } from "../helpers/page-contexts.ts";

const BROWSER = "Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Mobile Safari/537.36";

interface Answer {
  data: { outcome: string; message: string; errors: Record<string, string>; typed: string };
  init: { status: number } | null;
}

describe.each(DIALECTS)("the public quote page and PDF on %s", (dialect) => {
  let database: TestDatabase;
  let s: TestSite;

  const opens = async (token: string) =>
    Number((await s.site.db.kysely.selectFrom("quotes").select("open_count").where("token", "=", token).executeTakeFirstOrThrow()).open_count);
  const context = (method: string) => travellerPageContext(s.site, s.url, new Request(s.url, { method, headers: { "user-agent": BROWSER } }));

  async function post(token: string, fields: Record<string, string>): Promise<Answer> {
    const request = new Request(`${s.url}/quotes/${token}`, { method: "POST", body: new URLSearchParams(fields), headers: { origin: s.url } });
    return (await action({ request, params: { token }, context: await context("POST") } as never)) as unknown as Answer;
  }
  async function load(token: string, method = "GET") {
    const answer = (await loader({ request: new Request(`${s.url}/quotes/${token}`), params: { token }, context: await context(method) } as never)) as any;
    return "data" in answer && "init" in answer ? { status: answer.init.status as number, quote: answer.data.quote } : { status: 200, quote: answer.quote };
  }
  async function newQuote(options: Parameters<typeof sendTestQuote>[2] = {}) {
    const res = await s.post({ ...validInquiry, email: `traveller-${Math.random().toString(36).slice(2)}@traveller.example` });
    expect(res.status).toBe(201);
    const inquiryId = (await res.json()).id as number;
    return { inquiryId, ...(await sendTestQuote(s.site, inquiryId, { secondOption: true, ...options })) };
  }

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    s = await startTestSite(database, FAST_OUTBOX);
  });
  afterAll(async () => {
    await s?.stop();
    await database?.drop();
  });

  it("serves the PDF inline, no-store and noindex; a GET records an opening, a HEAD does not", async () => {
    const { token } = await newQuote();
    expect(await opens(token)).toBe(0);
    const head = await fetch(`${s.url}/quotes/${token}/pdf`, { method: "HEAD", headers: { "user-agent": BROWSER } });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-type")).toBe("application/pdf");
    expect(await opens(token)).toBe(0);
    const started = performance.now();
    const res = await fetch(`${s.url}/quotes/${token}/pdf`, { headers: { "user-agent": BROWSER } });
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(performance.now() - started).toBeLessThan(1000);
    expect(res.status).toBe(200);
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    expect(res.headers.get("content-disposition")).toMatch(/^inline; filename="quote-[A-Z]+-[A-Z0-9-]+-v1\.pdf"$/);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("etag")).toBeNull();
    expect(await opens(token)).toBe(1);
    // A link preview fetching the PDF is not the traveller reading it.
    await fetch(`${s.url}/quotes/${token}/pdf`, { headers: { "user-agent": "WhatsApp/2.23.20.0 A" } });
    expect(await opens(token)).toBe(1);
  });

  it("the page's loader records an opening on GET and not on HEAD", async () => {
    const { token } = await newQuote();
    expect((await load(token, "HEAD")).status).toBe(200);
    expect(await opens(token)).toBe(0);
    const opened = await load(token, "GET");
    expect(opened.status).toBe(200);
    expect(opened.quote.state).toBe("sent");
    expect(opened.quote.options.map((o: { title: string }) => o.title)).toContain("Premier");
    expect(await opens(token)).toBe(1);
  });

  it("a tampered, unknown or malformed token is a clear 404 (page and PDF), never a 500", async () => {
    const { token } = await newQuote();
    const tampered = `${token.slice(0, -2)}${token.endsWith("AA") ? "BB" : "AA"}`;
    for (const bad of [tampered, "not-a-token", "x".repeat(400), "%3Cscript%3E", "..%2F..%2Fetc"]) {
      const res = await fetch(`${s.url}/quotes/${bad}/pdf`);
      expect(res.status, bad).toBe(404);
      expect(await res.text(), bad).toContain("This quote link is not valid");
      expect(res.headers.get("x-robots-tag"), bad).toBe("noindex, nofollow");
      expect(res.headers.get("cache-control"), bad).toBe("no-store");
      expect((await load(decodeURIComponent(bad))).status, bad).toBe(404);
      const answer = await post(decodeURIComponent(bad), { intent: "accept", option: "o1", version: "1", terms: "on" });
      expect(answer.init?.status, bad).toBe(404);
    }
  });

  it("accepting works once: the inquiry is won, the page says what happens next, a second accept changes nothing", async () => {
    const { token, inquiryId } = await newQuote();
    const premier = (await load(token)).quote.options.find((o: { title: string }) => o.title === "Premier");
    // Issue 24: accepting is confirmed in writing: without the terms ticked nothing is accepted.
    const unticked = await post(token, { intent: "accept", option: premier.id, version: "1" });
    expect(unticked.init?.status).toBe(400);
    expect(unticked.data.errors).toEqual({ terms: "Tick the box to agree to the booking terms, then accept." });
    expect((await load(token)).quote.state).toBe("sent");
    // A form without the version read (or with another) is refused: the traveller accepts what they read.
    const stale = await post(token, { intent: "accept", option: premier.id, terms: "on" });
    expect(stale.init?.status).toBe(409);
    expect(stale.data.outcome).toBe("changed");
    const first = await post(token, { intent: "accept", option: premier.id, version: "1", terms: "on" });
    expect(first.init?.status).toBe(200);
    expect(first.data.outcome).toBe("done");
    expect(first.data.message).toMatch(/^Thank you, you have accepted Premier\. To confirm your booking, pay the deposit of KES [\d,]+, due \w{3}, \d+ \w+ \d{4}\. /);
    const after = (await load(token)).quote;
    expect(after.state).toBe("accepted");
    expect(after.acceptedOptionId).toBe(premier.id);
    const inquiry = await s.site.db.kysely.selectFrom("inquiries").select("status").where("id", "=", inquiryId).executeTakeFirstOrThrow();
    expect(inquiry.status).toBe("won");

    const other = after.options.find((o: { title: string }) => o.title !== "Premier");
    const again = await post(token, { intent: "accept", option: other.id, version: "1", terms: "on" });
    expect(again.init?.status).toBe(409);
    expect(again.data.outcome).toBe("closed");
    expect(again.data.message).toBe("This quote was already accepted (Premier); nothing was changed.");
    expect((await load(token)).quote.acceptedOptionId).toBe(premier.id);
  });

  it("an expired quote refuses an accept with a message and takes a request for a fresh one", async () => {
    const { token, quoteId } = await newQuote();
    await expireTestQuote(s.site, quoteId);
    const opened = await load(token);
    expect(opened.status).toBe(200);
    expect(opened.quote.state).toBe("expired");
    const refused = await post(token, { intent: "accept", option: opened.quote.options[0].id, version: "1", terms: "on" });
    expect(refused.init?.status).toBe(409);
    expect(refused.data.outcome).toBe("expired");
    expect(refused.data.message).toBe(
      "This quote expired on Wed, 15 January 2020, so it can no longer be accepted. Ask for a fresh quote and we will send you up-to-date prices.",
    );
    expect((await load(token)).quote.state).toBe("expired");
    const fresh = await post(token, { intent: "fresh" });
    expect(fresh.init?.status).toBe(200);
    expect(fresh.data.message).toMatch(/^Thank you, we have asked for a fresh quote\./);
  });

  it("asking for changes: an empty or too long message is refused and kept, a good one is sent", async () => {
    const { token } = await newQuote();
    const empty = await post(token, { intent: "changes", message: "   " });
    expect(empty.init?.status).toBe(400);
    expect(empty.data.errors).toEqual({ message: "Tell us what you would like changed." });
    const long = "a".repeat(2001);
    const tooLong = await post(token, { intent: "changes", message: long });
    expect(tooLong.init?.status).toBe(400);
    expect(tooLong.data.errors.message).toMatch(/under 2000 characters/);
    expect(tooLong.data.typed).toBe(long);
    const unknown = await post(token, { intent: "delete-everything" });
    expect(unknown.init?.status).toBe(400);
    const sent = await post(token, { intent: "changes", message: "Could we add a night by the lake?" });
    expect(sent.init?.status).toBe(200);
    expect(sent.data.message).toMatch(/^Thank you, your message has been sent\./);
    expect(sent.data.typed).toBe("");
    expect((await load(token)).quote.state).toBe("changes_requested");
  });

  it("quotes are never in the sitemap", async () => {
    await newQuote();
    const sitemap = await (await fetch(`${s.url}/sitemap.xml`)).text();
    expect(sitemap).toContain("<urlset");
    expect(sitemap).not.toContain("/quotes/");
  });
});
