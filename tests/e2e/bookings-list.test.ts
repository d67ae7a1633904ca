/**
 * Decision 0055 in the production build: the bookings list's filters (a GET form that works without
 * JavaScript, the filter kept in the URL, counts beside the choices, phone and desktop, axe), the
 * dashboard's booking figures for owners and sales (not for an editor), and the reminder days on
 * the owner's booking terms page. Two bookings are made by accepting quotes over the same SQLite
 * database before the server starts; one has its deposit paid.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatAmount } from "../../domain/rates/money.ts";
import { officeDate } from "../../domain/quotes/versions.ts";
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
let editor: ConsoleClient;
const owing = { reference: "", owed: 0, currency: "" };
const paid = { reference: "" };
const hydrated = (page: Page) => page.locator('html[data-hydrated="true"]').waitFor({ state: "attached" });

beforeAll(async () => {
  database = await createTestDatabase("sqlite");
  const maker = await startTestSite(database, FAST_OUTBOX);
  try {
    for (const [email, start, payAll] of [["owing@traveller.example", "2027-08-10", false], ["paid@traveller.example", "2027-09-10", true]] as const) {
      const res = await maker.post({ ...validInquiry, email, start_date: start, end_date: start.replace(/10$/, "14") });
      const { token, quoteId } = await sendTestQuote(maker.site, (await res.json()).id as number);
      expect(await maker.site.publicQuotes.accept(token, "o1", { version: 1, termsAccepted: true })).toMatchObject({ kind: "done" });
      const view = (await maker.site.bookings.get((await maker.site.bookings.forQuote(quoteId))!.id))!;
      const amount = payAll ? view.total : view.schedule.deposit.amount;
      const recorded = await maker.site.bookings.recordPayment(view.id, { method: "cash", amount: (amount / 100).toFixed(2), receivedOn: officeDate(new Date()), reference: "", note: "", submission: maker.site.bookings.newSubmissionKey() }, { actor: { id: "x", email: "x@twiga.example" }, ip: null });
      expect(recorded.ok).toBe(true);
      if (payAll) paid.reference = view.reference;
      else Object.assign(owing, { reference: view.reference, owed: view.total - view.schedule.deposit.amount, currency: view.currency });
    }
  } finally {
    await maker.stop();
  }
  [server, browser] = await Promise.all([startServer({ DATABASE_URL: database.url }), launchBrowser()]);
  owner = await ownerOf(server, OWNER, PASSWORD);
  editor = await inviteAndSignIn(owner, server.databaseUrl, { email: "editor@twiga.example", role: "editor", password: PASSWORD });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await database?.drop();
});

describe("the bookings list's filters", () => {
  for (const viewport of ["desktop", "phone"] as const) {
    it(`on a ${viewport}: money still owed, counts beside the choices, the filter in the URL`, async () => {
      const page = await browser.page(viewport);
      await signInInBrowser(page, server.url, OWNER, PASSWORD);
      await page.goto(`${server.url}/console/bookings`);
      await hydrated(page);
      expect(await page.getByRole("link", { name: paid.reference }).isVisible()).toBe(true);
      expect(await page.getByLabel("Money").locator("option", { hasText: "Money still owed (1)" }).count()).toBe(1);
      await page.getByLabel("Money").selectOption("outstanding");
      await page.getByRole("button", { name: "Show" }).click();
      await page.waitForURL(/balance=outstanding/);
      await expect.poll(() => page.getByRole("link", { name: paid.reference }).count()).toBe(0);
      expect(await page.getByRole("link", { name: owing.reference }).isVisible()).toBe(true);
      expect(await page.getByText("1 booking match").isVisible()).toBe(true);
      expect(await hasNoHorizontalOverflow(page)).toBe(true);
      expect(await seriousA11yViolations(page)).toEqual([]);
      await reviewShot(page, `console-bookings-filters-${viewport}.png`, { fullPage: true });
      await page.context().close();
    });
  }

  it("works without JavaScript", async () => {
    const signed = await browser.page("desktop");
    await signInInBrowser(signed, server.url, OWNER, PASSWORD);
    const cookies = await signed.context().cookies(server.url);
    await signed.context().close();
    const context = await browser.context("phone", { javaScriptEnabled: false });
    await context.addCookies(cookies);
    const page = await context.newPage();
    await page.goto(`${server.url}/console/bookings`);
    await page.getByLabel("State").selectOption("paid_in_full");
    await page.getByRole("button", { name: "Show" }).click();
    await page.waitForURL(/state=paid_in_full/);
    expect(await page.getByRole("link", { name: paid.reference }).isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: owing.reference }).count()).toBe(0);
    await context.close();
  });
});

describe("the dashboard's booking figures", () => {
  it("an owner sees the money (balances outstanding per currency, won this month, the open pipeline); an editor sees none", async () => {
    const page = await browser.page("phone");
    await signInInBrowser(page, server.url, OWNER, PASSWORD);
    await page.goto(`${server.url}/console`);
    await hydrated(page);
    const figures = page.getByRole("region", { name: "Money" });
    expect(await figures.getByText("Balances outstanding").isVisible()).toBe(true);
    expect(await figures.getByText("Open pipeline").isVisible()).toBe(true);
    expect(await figures.getByText(/^Won in /).first().isVisible()).toBe(true);
    expect(await figures.getByText(formatAmount(owing.owed, owing.currency), { exact: true }).isVisible()).toBe(true);
    expect(await hasNoHorizontalOverflow(page)).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await reviewShot(page, "console-dashboard-bookings-phone.png", { fullPage: true });
    await page.context().close();
    const forEditor = await (await editor.get("/console")).text();
    expect(forEditor).toContain("Dashboard");
    expect(forEditor).not.toContain("Balances outstanding");
    expect(forEditor).not.toContain("Open pipeline");
  });
});

describe("the reminder days on the booking terms page", () => {
  it("an owner changes them; a refused value is named and kept", async () => {
    const page = await browser.page("desktop");
    await signInInBrowser(page, server.url, OWNER, PASSWORD);
    await page.goto(`${server.url}/console/booking-terms`);
    await hydrated(page);
    const before = page.getByLabel("Balance reminder, days before the balance is due");
    expect(await before.inputValue()).toBe("14");
    await before.fill("0");
    await page.getByRole("button", { name: "Save the terms" }).click();
    await expect.poll(() => page.locator("#f-balanceReminderDaysBefore-error").isVisible().catch(() => false)).toBe(true);
    expect(await page.getByLabel("Balance reminder, days before the balance is due").inputValue()).toBe("0");
    await page.getByLabel("Balance reminder, days before the balance is due").fill("21");
    await page.getByLabel("Overdue reminder, days after the balance was due").fill("5");
    await page.getByRole("button", { name: "Save the terms" }).click();
    await page.waitForURL(/saved=1/);
    await hydrated(page);
    expect(await page.getByLabel("Balance reminder, days before the balance is due").inputValue()).toBe("21");
    expect(await page.getByLabel("Overdue reminder, days after the balance was due").inputValue()).toBe("5");
    expect(await seriousA11yViolations(page)).toEqual([]);
    await page.context().close();
  });
});
