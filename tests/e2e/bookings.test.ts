/**
 * Issue 26 in the production build: the traveller's booking page (phone and desktop, axe, without
 * JavaScript, a tampered link is a 404, no-store and noindex), the console's bookings list (filter
 * by state) and booking page with "Record payment" (a refused form keeps what was typed; the
 * deposit moves the booking to Confirmed; the same form posted twice credits once; an editor is
 * refused), and the owner's booking terms page. The booking is made by accepting a quote through
 * the quote store over the same SQLite database before the server starts.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, seriousA11yViolations, startServer, type RunningServer, type TestBrowser } from "../helpers/browser.ts";
import { inviteAndSignIn, ownerOf, signInInBrowser, type ConsoleClient } from "../helpers/console.ts";
import { createTestDatabase, type TestDatabase } from "../helpers/databases.ts";
import { hasNoHorizontalOverflow } from "../helpers/page-checks.ts";
import { sendTestQuote } from "../helpers/quotes.ts";
import { reviewShot } from "../helpers/review-shots.ts";
import { FAST_OUTBOX, validInquiry } from "../api/outbox-sites.ts";
import { startTestSite } from "../helpers/test-site.ts";

const PASSWORD = "giraffe lantern acacia 42";
const OWNER = "owner@twiga.example";
let database: TestDatabase;
let server: RunningServer;
let browser: TestBrowser;
let owner: ConsoleClient;
let sales: ConsoleClient;
let editor: ConsoleClient;
const booking = { id: 0, token: "", reference: "", deposit: 0, total: 0 };
const hydrated = (page: Page) => page.locator('html[data-hydrated="true"]').waitFor({ state: "attached" });

beforeAll(async () => {
  database = await createTestDatabase("sqlite");
  const maker = await startTestSite(database, FAST_OUTBOX);
  try {
    const res = await maker.post({ ...validInquiry, email: "booked@traveller.example", full_name: "Amani <b>Otieno</b>" });
    const { token, quoteId } = await sendTestQuote(maker.site, (await res.json()).id as number, { extraLines: [{ label: "Safari as described <script>", amount: 25_000_000 }] });
    expect(await maker.site.publicQuotes.accept(token, "o1", { version: 1, termsAccepted: true })).toMatchObject({ kind: "done" });
    const made = (await maker.site.bookings.forQuote(quoteId))!;
    const view = (await maker.site.bookings.get(made.id))!;
    Object.assign(booking, { id: made.id, token: made.token, reference: made.reference, deposit: view.schedule.deposit.amount, total: view.total });
  } finally {
    await maker.stop();
  }
  [server, browser] = await Promise.all([startServer({ DATABASE_URL: database.url }), launchBrowser()]);
  owner = await ownerOf(server, OWNER, PASSWORD);
  sales = await inviteAndSignIn(owner, server.databaseUrl, { email: "sales@twiga.example", role: "sales", password: PASSWORD });
  editor = await inviteAndSignIn(owner, server.databaseUrl, { email: "editor@twiga.example", role: "editor", password: PASSWORD });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await database?.drop();
});

const major = (minor: number) => (minor / 100).toFixed(2);

describe("the traveller's booking page", () => {
  for (const viewport of ["phone", "desktop"] as const) {
    it(`on a ${viewport}: what is booked, the schedule, paid and due; escaped; axe finds nothing serious`, async () => {
      const page = await browser.page(viewport);
      const res = await page.goto(`${server.url}/bookings/${booking.token}`, { waitUntil: "domcontentloaded" });
      expect(res!.status()).toBe(200);
      expect(res!.headers()["cache-control"]).toBe("no-store");
      expect(res!.headers()["x-robots-tag"]).toBe("noindex, nofollow");
      await hydrated(page);
      expect(await page.getByText(`Booking ${booking.reference}`).first().isVisible()).toBe(true);
      expect(await page.locator('meta[name="robots"]').getAttribute("content")).toBe("noindex, nofollow");
      // Typed markup is shown as text, never run.
      expect(await page.getByText("Safari as described <script>").isVisible()).toBe(true);
      expect(await page.getByText("Amani <b>Otieno</b>", { exact: false }).first().isVisible()).toBe(true);
      expect(await page.getByRole("table", { name: "Payment schedule" }).getByRole("row").count()).toBe(3);
      expect(await page.getByText("If you cancel").isVisible()).toBe(true);
      expect(await hasNoHorizontalOverflow(page)).toBe(true);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await reviewShot(page, `booking-page-${viewport}.png`, { fullPage: true });
      await page.context().close();
    });
  }

  it("works without JavaScript, and a tampered link is a 404 page", async () => {
    const context = await browser.context("phone", { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.url}/bookings/${booking.token}`);
    expect(await page.getByTestId("booking-state").innerText()).toBeTruthy();
    expect(await page.getByTestId("booking-due").innerText()).toMatch(/^(KES|USD) /);
    const tampered = booking.token.slice(0, -2) + (booking.token.endsWith("AA") ? "BB" : "AA");
    const res = await page.goto(`${server.url}/bookings/${tampered}`);
    expect(res!.status()).toBe(404);
    expect(res!.headers()["cache-control"]).toBe("no-store");
    expect(await page.getByRole("heading", { name: "Booking not found" }).isVisible()).toBe(true);
    await context.close();
  });
});

describe("the console's bookings", () => {
  it("lists bookings by state, records a payment (a refused form keeps what was typed), and the deposit confirms the booking", async () => {
    for (const viewport of ["desktop", "phone"] as const) {
      const page = await browser.page(viewport);
      await signInInBrowser(page, server.url, OWNER, PASSWORD);
      // By then the desktop run has recorded the deposit: the phone finds it among the confirmed.
      await page.goto(`${server.url}/console/bookings?state=${viewport === "desktop" ? "awaiting_deposit" : "confirmed"}`);
      await hydrated(page);
      expect(await page.getByRole("link", { name: booking.reference }).isVisible()).toBe(true);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await reviewShot(page, `console-bookings-${viewport}.png`, { fullPage: true });
      if (viewport === "phone") {
        await page.goto(`${server.url}/console/bookings?state=paid_in_full`);
        expect(await page.getByRole("link", { name: booking.reference }).count()).toBe(0);
        await page.goto(`${server.url}/console/bookings/${booking.id}`);
        await hydrated(page);
        expect(await hasNoHorizontalOverflow(page)).toBe(true);
        expect(await seriousA11yViolations(page)).toEqual([]);
        await reviewShot(page, `console-booking-${viewport}.png`, { fullPage: true });
        await page.context().close();
        continue;
      }
      await page.getByRole("link", { name: booking.reference }).click();
      await page.waitForURL(`${server.url}/console/bookings/${booking.id}`);
      await hydrated(page);
      // Refused: no amount; the reference typed stays.
      await page.getByLabel(/^Reference/).fill("FT-REF-001");
      await page.getByRole("button", { name: "Record payment" }).click();
      await expect.poll(() => page.locator(".c-error").first().isVisible().catch(() => false)).toBe(true);
      expect(await page.getByLabel(/^Reference/).inputValue()).toBe("FT-REF-001");
      expect(await seriousA11yViolations(page)).toEqual([]);
      await page.getByLabel(/^Amount received/).fill(major(booking.deposit));
      await page.getByRole("button", { name: "Record payment" }).click();
      await expect.poll(() => page.getByRole("status").innerText().catch(() => "")).toContain("Payment recorded.");
      expect(await page.getByRole("heading", { level: 1 }).innerText()).toContain("Confirmed");
      // A new, empty form for the next payment (its own one-time key).
      expect(await page.getByLabel(/^Amount received/).inputValue()).toBe("");
      expect(await page.getByLabel(/^Reference/).inputValue()).toBe("");
      expect(await page.getByTestId("console-paid").innerText()).toMatch(new RegExp(`${major(booking.deposit).replace(/\.00$/, "").replace(/\B(?=(\d{3})+(?!\d))/g, ",")}`));
      await reviewShot(page, `console-booking-${viewport}.png`, { fullPage: true });
      await page.context().close();
    }
    // The traveller's page shows the payment.
    const page = await browser.page("phone");
    await page.goto(`${server.url}/bookings/${booking.token}`);
    expect(await page.getByTestId("booking-state").innerText()).toBe("Confirmed");
    expect(await page.getByText("FT-REF-001", { exact: false }).isVisible()).toBe(true);
    await page.context().close();
  });

  it("the same form posted twice credits once (sales); an editor is refused", async () => {
    const form = await (await sales.get(`/console/bookings/${booking.id}`)).text();
    const submission = /name="submission" value="([0-9a-f-]{36})"/.exec(form)?.[1];
    expect(submission).toBeTruthy();
    const fields = { submission: submission!, method: "cash", amount: major(booking.total - booking.deposit), receivedOn: new Date().toISOString().slice(0, 10), reference: "", note: "" };
    const [a, b] = await Promise.all([sales.post(`/console/bookings/${booking.id}`, fields), sales.post(`/console/bookings/${booking.id}`, fields)]);
    expect([a.status, b.status]).toEqual([302, 302]);
    expect([a.headers.get("location"), b.headers.get("location")].sort()).toEqual([`/console/bookings/${booking.id}?recorded=again`, `/console/bookings/${booking.id}?recorded=new`]);
    const after = await (await sales.get(`/console/bookings/${booking.id}`)).text();
    expect(after).toContain("Paid in full");
    expect((after.match(/<td data-label="Received">/g) ?? []).length).toBe(2);
    expect((await editor.get(`/console/bookings/${booking.id}`)).status).toBe(403);
    expect((await editor.post(`/console/bookings/${booking.id}`, { ...fields, submission: crypto.randomUUID() })).status).toBe(403);
  });
});

describe("the owner's booking terms page", () => {
  it("refuses bad input naming the fields and keeping what was typed, saves good terms; sales are refused", async () => {
    expect((await sales.get("/console/booking-terms")).status).toBe(403);
    const bad = await owner.post("/console/booking-terms", { depositPercent: "150", depositDueDaysAfterAcceptance: "7", balanceDueDaysBeforeDeparture: "30", "cancellationScale.0.daysBefore": "30", "cancellationScale.0.refundPercent": "50" });
    expect(bad.status).toBe(400);
    const good = await owner.post("/console/booking-terms", { depositPercent: "30", depositDueDaysAfterAcceptance: "5", balanceDueDaysBeforeDeparture: "45", "cancellationScale.0.daysBefore": "60", "cancellationScale.0.refundPercent": "90" });
    expect(good.status).toBe(302);
    for (const viewport of ["desktop", "phone"] as const) {
      const page = await browser.page(viewport);
      await signInInBrowser(page, server.url, OWNER, PASSWORD);
      await page.goto(`${server.url}/console/booking-terms`);
      await hydrated(page);
      expect(await page.getByText("A 30% deposit confirms your booking").isVisible()).toBe(true);
      if (viewport === "desktop") {
        await page.getByLabel("Deposit, % of the total").fill("0");
        await page.getByLabel("Step 2: at least, days before departure").fill("10");
        await page.getByLabel("Step 2: refunded, %").fill("95");
        await page.getByRole("button", { name: "Save the terms" }).click();
        await expect.poll(() => page.locator("#f-depositPercent-error").isVisible().catch(() => false)).toBe(true);
        expect(await page.locator('[id="f-cancellationScale.1.refundPercent-error"]').innerText()).toMatch(/cannot refund more/);
        expect(await page.getByLabel("Step 2: refunded, %").inputValue()).toBe("95");
      }
      expect(await hasNoHorizontalOverflow(page)).toBe(true);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await reviewShot(page, `console-booking-terms-${viewport}.png`, { fullPage: true });
      await page.context().close();
    }
    // The booking made before keeps the terms it was made with.
    const page = await browser.page("phone");
    await page.goto(`${server.url}/bookings/${booking.token}`);
    expect(await page.getByText("Cancelled 31 days or more before departure: 100% of the total refunded.").isVisible()).toBe(true);
    await page.context().close();
  });
});
