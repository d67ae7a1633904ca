/**
 * The traveller's quote page (issue 14, decision 0037) in the production build: on a phone, open
 * the link, see the options, accept one and read the confirmation (axe before and after); the same
 * with JavaScript off; an expired quote offers a fresh one; a tampered link is a 404 page; the page's
 * headers (no-store, noindex), HEAD records no opening, and a form posted from another site is refused.
 * The quotes are made by the quote store over the same SQLite database before the server starts.
 */
import Database from "better-sqlite3";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Page } from "playwright-core";
import { reviewShot } from "../helpers/review-shots.ts";
import { launchBrowser, seriousA11yViolations, startServer, type RunningServer, type TestBrowser } from "../helpers/browser.ts";
import { createTestDatabase, type TestDatabase } from "../helpers/databases.ts";
import { documentToForm } from "../../domain/quotes/builder-form.ts";
import { expireTestQuote, sendTestQuote, TEST_AGENT } from "../helpers/quotes.ts";
import { FAST_OUTBOX, validInquiry } from "../api/outbox-sites.ts";
import { startTestSite } from "../helpers/test-site.ts";

let database: TestDatabase;
let server: RunningServer;
let browser: TestBrowser;
const tokens: Record<"phone" | "noScript" | "expired" | "http" | "amended", string> = { phone: "", noScript: "", expired: "", http: "", amended: "" };

beforeAll(async () => {
  database = await createTestDatabase("sqlite");
  // The quote store makes and sends the quotes, then stops: the server then has the database to itself.
  const maker = await startTestSite(database, FAST_OUTBOX);
  try {
    for (const name of Object.keys(tokens) as (keyof typeof tokens)[]) {
      const res = await maker.post({ ...validInquiry, package: 1, email: `${name}@traveller.example` });
      expect(res.status).toBe(201);
      const sent = await sendTestQuote(maker.site, (await res.json()).id as number, { secondOption: true, message: "Jambo! Two ways to see the Mara." });
      tokens[name] = sent.token;
      if (name === "expired") await expireTestQuote(maker.site, sent.quoteId);
      if (name === "amended") {
        // Accepted, then amended (issue 24): the page shows the amendment and keeps what was accepted.
        expect(await maker.site.publicQuotes.accept(sent.token, "o1", { version: 1, termsAccepted: true })).toMatchObject({ kind: "done" });
        const values = documentToForm((await maker.site.quotes.get(sent.quoteId))!.document);
        values["options.0.discount"] = "1000";
        expect(await maker.site.quotes.save(sent.quoteId, { ...values, amendment: "on" }, TEST_AGENT)).toMatchObject({ ok: true, version: 2 });
        expect(await maker.site.quotes.send(sent.quoteId, TEST_AGENT, { amendment: true })).toMatchObject({ ok: true, version: 2 });
      }
    }
  } finally {
    await maker.stop();
  }
  [server, browser] = await Promise.all([startServer({ DATABASE_URL: database.url }), launchBrowser()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await database?.drop();
});

const openCount = (token: string): number => {
  const db = new Database(database.url, { readonly: true, fileMustExist: true });
  try {
    return (db.prepare("SELECT open_count FROM quotes WHERE token = ?").get(token) as { open_count: number }).open_count;
  } finally {
    db.close();
  }
};

async function openQuote(page: Page, token: string) {
  await page.goto(`${server.url}/quotes/${token}`, { waitUntil: "domcontentloaded" });
}

describe("the quote page on a phone", () => {
  it("shows the options stacked, accepts one and confirms what happens next; axe finds nothing serious", async () => {
    const page = await browser.page("phone");
    await openQuote(page, tokens.phone);
    await page.locator("html[data-hydrated]").waitFor();
    await expect.poll(() => openCount(tokens.phone)).toBe(1);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toMatch(/^Quote [A-Z]+-[A-Z0-9-]+ v1$/);
    expect(await page.getByText("Jambo! Two ways to see the Mara.").isVisible()).toBe(true);
    expect(await page.getByText("Prepared for").isVisible()).toBe(true);
    expect(await page.getByRole("heading", { level: 4, name: /^Day 1/ }).count()).toBe(2);
    const options = page.locator("article");
    expect(await options.count()).toBe(2);
    // Stacked: the second option starts below the first, at the same left edge.
    const [a, b] = [await options.nth(0).boundingBox(), await options.nth(1).boundingBox()];
    expect(b!.y).toBeGreaterThan(a!.y + a!.height - 1);
    expect(Math.abs(b!.x - a!.x)).toBeLessThan(2);
    expect(await page.getByRole("heading", { name: "Premier", level: 2 }).isVisible()).toBe(true);
    expect(await options.nth(1).getByText(/^Deposit to confirm, due /).isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: "Download the PDF" }).getAttribute("href")).toBe(`/quotes/${tokens.phone}/pdf`);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Issue 24: accepting asks first, in writing: the option and its total, the deposit and its due date, the terms to agree to.
    const accept = page.locator("summary").filter({ hasText: "Accept this option: Premier" });
    await accept.click();
    const confirm = options.nth(1).locator("form").filter({ has: page.locator('input[name="terms"]') });
    await confirm.waitFor();
    const premierTotal = (await options.nth(1).locator("p.font-display").innerText()).trim();
    expect(await confirm.locator("p").first().innerText()).toBe(`Accept Premier for ${premierTotal}?`);
    expect(await confirm.innerText()).toMatch(/Deposit KES [\d,]+, due 7 days after you accept \(\w{3}, \d+ \w+ \d{4} if you accept today\)/);
    expect(await confirm.getByRole("link", { name: "booking terms" }).getAttribute("href")).toMatch(/\/terms$/);
    await confirm.scrollIntoViewIfNeeded();
    await reviewShot(page, "quote-accept-confirm-phone.png");
    expect(await seriousA11yViolations(page)).toEqual([]);
    // The box is required: without it nothing is sent.
    await confirm.getByRole("button", { name: /^Yes, accept Premier/ }).click();
    expect(await confirm.locator('input[name="terms"]').evaluate((box: HTMLInputElement) => box.validity.valueMissing)).toBe(true);
    expect(await page.getByRole("status").count()).toBe(0);
    await confirm.getByLabel(/I have read and agree to the/).check();
    await confirm.getByRole("button", { name: /^Yes, accept Premier/ }).click();
    const status = page.getByRole("status").first();
    await expect.poll(() => status.innerText()).toMatch(/^Thank you, you have accepted Premier\. To confirm your booking, pay the deposit of KES [\d,]+, due \w{3}, \d+ \w+ \d{4}\./);
    await expect.poll(() => page.locator("article").filter({ hasText: "Accepted" }).getByRole("heading", { level: 2 }).innerText()).toBe("Premier");
    expect(await page.locator("summary").filter({ hasText: /Accept this option/ }).count()).toBe(0);
    // How to pay, from the company's details.
    expect(await page.getByTestId("payment-instructions").innerText()).toMatch(/Bank transfer: .+Account number: .+\n?M-Pesa: Lipa na M-Pesa, Pay Bill, business number \d+/s);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // Opened again later: the page itself says which option was accepted and what comes next.
    await openQuote(page, tokens.phone);
    expect(await page.getByRole("status").first().innerText()).toMatch(/You accepted Premier \(version 1\) for KES [\d,]+ on \w{3}, \d+ \w+ \d{4}\.[\s\S]*To confirm your booking, pay the deposit/);
    await page.context().close();
  });

  it("works without JavaScript: accept by a plain form post, confirmation in the answer", async () => {
    const context = await browser.context("phone", { javaScriptEnabled: false });
    const page = await context.newPage();
    await openQuote(page, tokens.noScript);
    // The confirmation opens without JavaScript (a disclosure), and the form posts as is.
    await page.locator("summary").filter({ hasText: /Accept this option: (?!Premier)/ }).click();
    const confirm = page.locator("details[open] form");
    await confirm.getByLabel(/I have read and agree to the/).check();
    await confirm.getByRole("button", { name: /^Yes, accept/ }).click();
    await page.waitForURL(`${server.url}/quotes/${tokens.noScript}`);
    await expect.poll(() => page.getByRole("status").first().innerText()).toMatch(/^Thank you, you have accepted .+\. To confirm your booking/);
    await context.close();
  });

  it("seen (issue 24): a re-sent version replaced what was accepted; now an amendment is shown with the acceptance it would replace", async () => {
    const page = await browser.page("phone");
    await openQuote(page, tokens.amended);
    await page.locator("html[data-hydrated]").waitFor();
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toMatch(/ v2$/);
    const kept = page.getByTestId("accepted-summary");
    expect(await kept.innerText()).toMatch(/^You accepted .+ \(version 1\) for KES [\d,]+ on \w{3}, \d+ \w+ \d{4}\.\s+Deposit: KES [\d,]+, due /);
    expect(await page.getByText("We propose an amendment (version 2, below). What you accepted stands unless you accept the amendment in its place.").isVisible()).toBe(true);
    // The amendment can be accepted in its place, and says so.
    await page.locator("summary").first().click();
    expect(await page.locator("details[open] form").innerText()).toContain("It replaces what you accepted in version 1.");
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByTestId("accepted-summary").scrollIntoViewIfNeeded();
    await reviewShot(page, "quote-amended-phone.png");
    await page.context().close();
    const desktop = await browser.page("desktop");
    await openQuote(desktop, tokens.amended);
    await desktop.locator("summary").first().click();
    await reviewShot(desktop, "quote-amended-desktop.png");
    await desktop.getByTestId("payment-instructions").scrollIntoViewIfNeeded();
    await reviewShot(desktop, "quote-payment-desktop.png");
    await desktop.context().close();
  });

  it("an expired quote says so plainly and takes a request for a fresh one", async () => {
    const page = await browser.page("phone");
    await openQuote(page, tokens.expired);
    await page.locator("html[data-hydrated]").waitFor();
    expect(await page.getByText("This quote has expired.").isVisible()).toBe(true);
    expect(await page.locator("summary").filter({ hasText: /Accept this option/ }).count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Ask for a fresh quote" }).click();
    await expect.poll(() => page.getByRole("status").first().innerText()).toMatch(/^Thank you, we have asked for a fresh quote\./);
    await page.context().close();
  });

  it("a tampered link is a clear 404 page", async () => {
    const page = await browser.page("phone");
    const tampered = `${tokens.http.slice(0, -2)}${tokens.http.endsWith("AA") ? "BB" : "AA"}`;
    const res = await page.goto(`${server.url}/quotes/${tampered}`, { waitUntil: "domcontentloaded" });
    expect(res!.status()).toBe(404);
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toBe("Quote not found");
    expect(await page.getByText("This quote link is not valid.").isVisible()).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    const malformed = await page.goto(`${server.url}/quotes/%3Cb%3Ehi%3C%2Fb%3E`, { waitUntil: "domcontentloaded" });
    expect(malformed!.status()).toBe(404);
    await page.context().close();
  });
});

describe("the quote page over HTTP", () => {
  it("is no-store and noindex, HEAD records no opening, and never gets an ETag", async () => {
    const token = tokens.http;
    const before = openCount(token);
    const head = await fetch(`${server.url}/quotes/${token}`, { method: "HEAD", headers: { "user-agent": "Mozilla/5.0" } });
    expect(head.status).toBe(200);
    expect(head.headers.get("cache-control")).toBe("no-store");
    expect(head.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(openCount(token)).toBe(before);
    const res = await fetch(`${server.url}/quotes/${token}`, { headers: { "user-agent": "Mozilla/5.0" } });
    const html = await res.text();
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    expect(res.headers.get("etag")).toBeNull();
    expect(res.headers.get("content-security-policy")).toBeTruthy();
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(openCount(token)).toBe(before + 1);
    // Not served from the page cache: a second GET is rendered (and counted) again.
    await fetch(`${server.url}/quotes/${token}`, { headers: { "user-agent": "Mozilla/5.0" } });
    expect(openCount(token)).toBe(before + 2);
  });

  it("refuses a form posted from another site (the framework's Origin check)", async () => {
    const res = await fetch(`${server.url}/quotes/${tokens.http}`, {
      method: "POST",
      headers: { origin: "https://elsewhere.example", "content-type": "application/x-www-form-urlencoded" },
      body: "intent=accept&option=o1&version=1&terms=on",
    });
    expect(res.status).toBe(400);
    const page = await fetch(`${server.url}/quotes/${tokens.http}`, { method: "HEAD" });
    expect(page.status).toBe(200);
    const db = new Database(database.url, { readonly: true, fileMustExist: true });
    try {
      expect((db.prepare("SELECT accepted_option_id FROM quotes WHERE token = ?").get(tokens.http) as { accepted_option_id: string | null }).accepted_option_id).toBeNull();
    } finally {
      db.close();
    }
  });

  it("the PDF is ready in under a second", async () => {
    const started = performance.now();
    const res = await fetch(`${server.url}/quotes/${tokens.http}/pdf`);
    const bytes = Buffer.from(await res.arrayBuffer());
    expect(performance.now() - started).toBeLessThan(1000);
    expect(res.status).toBe(200);
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
  });
});
