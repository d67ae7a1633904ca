/**
 * Issue 26 item 7 in the production build (decision 0054): on a phone, the lead traveller fills
 * the travellers' form on the booking page: a date of birth in the future is refused by name with
 * everything typed kept; the corrected form saves, and a passport expiring within six months of the
 * trip's end is flagged. Without JavaScript the same form saves. Staff see the travellers and the
 * flag on the console's departure manifest (phone and desktop). Sales mark the state by hand with a
 * reason and cancel with the refund shown first; only the owner records the refund; the traveller's
 * page then says cancelled, with the refund. The booking is made by accepting a
 * quote through the quote store over the same SQLite database before the server starts.
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
let sales: ConsoleClient;
const booking = { id: 0, token: "", reference: "" };
const hydrated = (page: Page) => page.locator('html[data-hydrated="true"]').waitFor({ state: "attached" });
const tomorrow = () => new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);

beforeAll(async () => {
  database = await createTestDatabase("sqlite");
  const maker = await startTestSite(database, FAST_OUTBOX);
  try {
    // Departing in three weeks, so the manifest's default window (six weeks) shows it.
    const start = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);
    const end = new Date(Date.now() + 25 * 86_400_000).toISOString().slice(0, 10);
    const res = await maker.post({ ...validInquiry, email: "party@traveller.example", full_name: "Amani Otieno", start_date: start, end_date: end, pax_adults: 2, pax_children: 1, children_ages: [9] });
    const { token, quoteId } = await sendTestQuote(maker.site, (await res.json()).id as number);
    expect(await maker.site.publicQuotes.accept(token, "o1", { version: 1, termsAccepted: true })).toMatchObject({ kind: "done" });
    const made = (await maker.site.bookings.forQuote(quoteId))!;
    Object.assign(booking, { id: made.id, token: made.token, reference: made.reference });
  } finally {
    await maker.stop();
  }
  [server, browser] = await Promise.all([startServer({ DATABASE_URL: database.url }), launchBrowser()]);
  const owner = await ownerOf(server, OWNER, PASSWORD);
  sales = await inviteAndSignIn(owner, server.databaseUrl, { email: "sales@twiga.example", role: "sales", password: PASSWORD });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await database?.drop();
});

describe("the travellers' form", () => {
  it("on a phone: a wrong date is named and what was typed kept; saved; an expiring passport flagged", async () => {
    const page = await browser.page("phone");
    await page.goto(`${server.url}/bookings/${booking.token}`);
    await hydrated(page);
    const first = page.getByTestId("traveller-1");
    expect(await page.getByRole("group").count()).toBe(3);
    await first.getByLabel("Full name (as in the passport)").fill("Amani Otieno");
    await first.getByLabel("Date of birth").fill(tomorrow());
    await first.getByLabel("Nationality").fill("Kenyan");
    await first.getByLabel("Passport number").fill("ak 1234567");
    // Expires a month after the trip: flagged once saved.
    await first.getByLabel("Passport expiry date").fill(new Date(Date.now() + 56 * 86_400_000).toISOString().slice(0, 10));
    await page.getByTestId("traveller-3").getByLabel("Dietary needs").fill("No nuts, please");
    await page.getByRole("button", { name: "Save travellers' details" }).click();
    await expect.poll(() => page.getByRole("alert").innerText().catch(() => "")).toMatch(/Traveller 1: a date of birth must be in the past/);
    // Everything typed is still there, the wrong field is marked.
    expect(await first.getByLabel("Full name (as in the passport)").inputValue()).toBe("Amani Otieno");
    expect(await page.getByTestId("traveller-3").getByLabel("Dietary needs").inputValue()).toBe("No nuts, please");
    expect(await first.getByLabel("Date of birth").getAttribute("aria-invalid")).toBe("true");
    expect(await seriousA11yViolations(page)).toEqual([]);
    await reviewShot(page, "booking-travellers-error-phone.png", { fullPage: true });

    await first.getByLabel("Date of birth").fill("1988-04-12");
    await page.getByRole("button", { name: "Save travellers' details" }).click();
    await expect.poll(() => page.getByRole("status").innerText().catch(() => "")).toContain("Saved.");
    expect(await first.getByLabel("Passport number").inputValue()).toBe("AK1234567");
    expect(await first.getByTestId("passport-flag").innerText()).toMatch(/within six months/);
    expect(await page.getByText("Details of 1 of 3 travellers are complete.").isVisible()).toBe(true);
    expect(await hasNoHorizontalOverflow(page)).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await reviewShot(page, "booking-travellers-phone.png", { fullPage: true });
    await page.context().close();

    const desktop = await browser.page("desktop");
    await desktop.goto(`${server.url}/bookings/${booking.token}#travellers`);
    await hydrated(desktop);
    expect(await desktop.getByTestId("traveller-1").getByLabel("Nationality").inputValue()).toBe("Kenyan");
    await reviewShot(desktop, "booking-travellers-desktop.png", { fullPage: true });
    await desktop.context().close();
  });

  it("saves without JavaScript", async () => {
    const context = await browser.context("phone", { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.url}/bookings/${booking.token}`);
    await page.getByTestId("traveller-2").getByLabel("Full name (as in the passport)").fill("Neema Otieno");
    await page.getByRole("button", { name: "Save travellers' details" }).click();
    await page.waitForURL(/travellers=saved/);
    expect(await page.getByTestId("traveller-2").getByLabel("Full name (as in the passport)").inputValue()).toBe("Neema Otieno");
    // What the JavaScript run saved is still there.
    expect(await page.getByTestId("traveller-1").getByLabel("Full name (as in the passport)").inputValue()).toBe("Amani Otieno");
    await context.close();
  });
});

describe("the departure manifest", () => {
  it("lists the departure with every traveller and their flags, on desktop and phone", async () => {
    for (const viewport of ["desktop", "phone"] as const) {
      const page = await browser.page(viewport);
      await signInInBrowser(page, server.url, OWNER, PASSWORD);
      await page.goto(`${server.url}/console/bookings`);
      await page.getByRole("link", { name: /Departures and travellers/ }).click();
      await page.waitForURL(`${server.url}/console/departures`);
      await hydrated(page);
      // A client-side navigation: the page was already hydrated, so wait for the manifest itself.
      const entry = page.getByTestId(`manifest-${booking.reference}`);
      await entry.getByRole("cell", { name: /Amani Otieno/ }).waitFor();
      expect(await entry.getByText("Amani Otieno").first().isVisible()).toBe(true);
      expect(await entry.getByText(/Passport expires within 6 months/).isVisible()).toBe(true);
      expect(await entry.getByText(/Missing: date of birth, nationality, passport number, passport expiry/).count()).toBe(1);
      expect(await entry.getByText("Diet: No nuts, please").isVisible()).toBe(true);
      expect(await hasNoHorizontalOverflow(page)).toBe(true);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await reviewShot(page, `console-departures-${viewport}.png`, { fullPage: true });
      if (viewport === "desktop") {
        await page.emulateMedia({ media: "print" });
        expect(await page.locator(".c-nav-desk").isVisible()).toBe(false);
        await reviewShot(page, "console-departures-print.png", { fullPage: true });
        await page.emulateMedia({ media: "screen" });
        await page.goto(`${server.url}/console/bookings/${booking.id}`);
        await hydrated(page);
        expect(await page.getByTestId("console-travellers").innerText()).toContain("Amani Otieno");
        await reviewShot(page, "console-booking-desk-desktop.png", { fullPage: true });
      }
      await page.context().close();
    }
  });
});

describe("state by hand, cancellation and refund in the console", () => {
  it("a reason is needed; the refund is shown before cancelling; the owner records the refund (sales: 403); the traveller reads it", async () => {
    // Sales: a state change without a reason is refused by name (HTTP, as a form without JavaScript).
    const refused = await sales.post(`/console/bookings/${booking.id}/state`, { state: "travelled", reason: "" });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("Write why the state is changed by hand");
    expect((await sales.get(`/console/bookings/${booking.id}/refund`)).status).toBe(403);
    // The page's "done" words are looked up by own key only: a hostile value is no 500.
    for (const said of ["__proto__", "constructor", "toString"]) expect((await sales.get(`/console/bookings/${booking.id}?desk=${said}`)).status).toBe(200);
    expect((await sales.get(`/console/bookings/${booking.id}/cancel?on=%3Cscript%3E`)).status).toBe(200);
    expect((await sales.get(`/console/departures?from=2027-02-30&to=%00`)).status).toBe(200);
    // Sales record the whole price as paid (cash), so the cancellation owes a refund.
    const form = await (await sales.get(`/console/bookings/${booking.id}`)).text();
    const submission = /name="submission" value="([0-9a-f-]{36})"/.exec(form)![1]!;
    const paid = await sales.post(`/console/bookings/${booking.id}`, { submission, method: "cash", amount: "250000", receivedOn: new Date().toISOString().slice(0, 10), reference: "", note: "" });
    expect(paid.headers.get("location")).toContain("recorded=new");

    const page = await browser.page("desktop");
    await signInInBrowser(page, server.url, OWNER, PASSWORD);
    await page.goto(`${server.url}/console/bookings/${booking.id}`);
    await hydrated(page);
    await page.getByRole("link", { name: "Change the state by hand" }).click();
    await page.getByLabel(/^Reason \(kept in the booking's history/).fill("Travelled early, by agreement.");
    await page.getByRole("button", { name: "Change the state" }).click();
    await expect.poll(() => page.getByRole("status").innerText().catch(() => "")).toContain("State changed");
    expect(await page.getByRole("heading", { level: 1 }).innerText()).toContain("Travelled");
    expect(await page.getByTestId("booking-history").innerText()).toContain("Travelled early, by agreement.");

    // Back to what the money gives, then cancel: the figure first.
    await page.getByRole("link", { name: "Change the state by hand" }).click();
    await page.getByLabel(/^Reason \(kept in the booking's history/).fill("Marked by mistake.");
    await page.getByRole("button", { name: "Change the state" }).click();
    await expect.poll(() => page.getByRole("heading", { level: 1 }).innerText().catch(() => "")).toContain("Paid in full");
    await page.getByRole("link", { name: "Cancel this booking" }).click();
    await hydrated(page);
    // 21 days before departure, the default scale refunds 50% of the total.
    expect(await page.getByTestId("cancel-refund").innerText()).toBe("KES 125,000");
    expect(await seriousA11yViolations(page)).toEqual([]);
    await reviewShot(page, "console-cancel-desktop.png", { fullPage: true });
    await page.getByRole("button", { name: /^Cancel the booking/ }).click();
    await expect.poll(() => page.locator("#f-reason-error").isVisible().catch(() => false)).toBe(true);
    await page.getByLabel(/^Reason \(kept in the booking's history/).fill("The family postponed the trip.");
    await page.getByRole("button", { name: /^Cancel the booking/ }).click();
    await expect.poll(() => page.getByRole("status").innerText().catch(() => "")).toContain("Booking cancelled");
    expect(await page.getByTestId("refund-owed").innerText()).toMatch(/^KES 125,000 \(50%/);
    // The owner records the M-Pesa refund sent by hand; the amount is offered.
    await page.getByRole("link", { name: "Record a refund" }).click();
    await hydrated(page);
    expect(await page.getByLabel(/^Amount refunded/).inputValue()).toBe("125000");
    await page.getByRole("button", { name: "Record the refund" }).click();
    await expect.poll(() => page.locator("#f-reference-error").innerText().catch(() => "")).toContain("M-Pesa transaction code");
    await page.getByLabel(/^Reference/).fill("SKL4XYZ123");
    await page.getByRole("button", { name: "Record the refund" }).click();
    await expect.poll(() => page.getByRole("status").innerText().catch(() => "")).toContain("Refund recorded.");
    expect(await page.getByTestId("refunded").innerText()).toContain("SKL4XYZ123");
    expect(await seriousA11yViolations(page)).toEqual([]);
    await reviewShot(page, "console-cancelled-desktop.png", { fullPage: true });
    await page.context().close();

    const traveller = await browser.page("phone");
    await traveller.goto(`${server.url}/bookings/${booking.token}`);
    expect(await traveller.getByTestId("booking-cancelled").innerText()).toMatch(/Refund owed to you.*KES 125,000[\s\S]*Refunded KES 125,000 by M-Pesa[\s\S]*The refund is complete/);
    expect(await traveller.getByTestId("booking-state").innerText()).toBe("Cancelled");
    expect(await traveller.getByRole("button", { name: "Save travellers' details" }).count()).toBe(0);
    await traveller.context().close();
  });
});
