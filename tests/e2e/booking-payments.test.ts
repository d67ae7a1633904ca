/**
 * Issue 26 item 3 in the production build, in Chromium, against the repository's Daraja and Pesapal
 * stand-ins (started here, the server configured only through MPESA_* and PESAPAL_*):
 * - on a phone with JavaScript, the deposit paid by M-Pesa: the number typed as people type it, the
 *   prompt's words, and the payment shown when it lands, with no callback at all (the page asks);
 * - without JavaScript, a number that is not a Kenyan mobile is refused and kept, a prompt cancelled
 *   on the phone says so, and "Check again" shows it;
 * - on a desktop, the balance paid by card on the Pesapal stand-in's page, back to "Paid in full";
 * - the console's payments page lists the cancelled prompt; axe finds nothing serious.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startDarajaStandIn, type DarajaStandIn } from "../../server/payments/stand-ins/daraja.ts";
import { startPesapalStandIn, type PesapalStandIn } from "../../server/payments/stand-ins/pesapal.ts";
import { launchBrowser, seriousA11yViolations, startServer, type RunningServer, type TestBrowser } from "../helpers/browser.ts";
import { ownerOf, signInInBrowser } from "../helpers/console.ts";
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
let daraja: DarajaStandIn;
let pesapal: PesapalStandIn;
const booking = { id: 0, token: "", reference: "", deposit: 0, total: 0 };
const hydrated = (page: Page) => page.locator('html[data-hydrated="true"]').waitFor({ state: "attached" });
const status = (page: Page) => page.getByTestId("payment-status");

beforeAll(async () => {
  [daraja, pesapal] = await Promise.all([startDarajaStandIn(), startPesapalStandIn()]);
  database = await createTestDatabase("sqlite");
  const maker = await startTestSite(database, FAST_OUTBOX);
  try {
    const res = await maker.post({ ...validInquiry, email: "pays@traveller.example", full_name: "Achieng Odhiambo" });
    const { token, quoteId } = await sendTestQuote(maker.site, (await res.json()).id as number, { extraLines: [{ label: "Safari as described", amount: 12_000_000 }] });
    expect(await maker.site.publicQuotes.accept(token, "o1", { version: 1, termsAccepted: true })).toMatchObject({ kind: "done" });
    const made = (await maker.site.bookings.forQuote(quoteId))!;
    const view = (await maker.site.bookings.get(made.id))!;
    expect(view.currency).toBe("KES");
    Object.assign(booking, { id: made.id, token: made.token, reference: made.reference, deposit: view.schedule.deposit.amount, total: view.total });
  } finally {
    await maker.stop();
  }
  [server, browser] = await Promise.all([startServer({ DATABASE_URL: database.url, ...daraja.env, ...pesapal.env, PAYMENT_RECONCILE_POLL_MS: "3600000" }), launchBrowser()]);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await database?.drop();
  await daraja?.stop();
  await pesapal?.stop();
});

import { formatAmount } from "../../domain/rates/money.ts";
const shillings = (minor: number) => formatAmount(minor, "KES");

describe("paying a booking from its page", () => {
  it("without JavaScript: a wrong number is refused and kept; a prompt cancelled on the phone says so", async () => {
    const context = await browser.context("phone", { javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.url}/bookings/${booking.token}`);
    expect(await page.getByRole("heading", { name: `Pay ${shillings(booking.deposit)} now` }).isVisible()).toBe(true);
    await page.getByLabel("Your M-Pesa phone number").fill("020 222 2222");
    await page.getByRole("button", { name: /by M-Pesa/ }).click();
    expect(await page.getByText("Enter a Kenyan mobile number").isVisible()).toBe(true);
    expect(await page.getByLabel("Your M-Pesa phone number").inputValue()).toBe("020 222 2222");
    expect(await page.getByLabel("Your M-Pesa phone number").getAttribute("aria-invalid")).toBe("true");

    const before = daraja.pushes().length;
    await page.getByLabel("Your M-Pesa phone number").fill("0798 765 432");
    await page.getByRole("button", { name: /by M-Pesa/ }).click();
    expect(await status(page).innerText()).toContain("Check your phone (0798•••432)");
    expect(daraja.pushes().length).toBe(before + 1);
    // The form is not shown again while the prompt is open: a second tap cannot send a second prompt.
    expect(await page.getByRole("button", { name: /by M-Pesa/ }).count()).toBe(0);
    await daraja.cancel(daraja.pushes().at(-1)!.checkoutRequestId, { delivery: "never" });
    // The traveller checks again (the page asks M-Pesa at most every few seconds) until it says so.
    await expect
      .poll(async () => {
        const again = page.getByRole("button", { name: "Check again" });
        if (await again.count()) await again.click();
        return status(page).innerText();
      }, { timeout: 30_000, interval: 1_000 })
      .toContain("The payment was cancelled on the phone. Nothing was taken.");
    // Try again: the form is back.
    expect(await page.getByRole("button", { name: /by M-Pesa/ }).isVisible()).toBe(true);
    await context.close();
  });

  it("on a phone with JavaScript: the deposit by M-Pesa, shown the moment it lands", async () => {
    const page = await browser.page("phone");
    await page.goto(`${server.url}/bookings/${booking.token}`);
    await hydrated(page);
    await page.getByLabel("Your M-Pesa phone number").fill("+254 712 345678");
    await page.getByRole("button", { name: /by M-Pesa/ }).click();
    await expect.poll(() => status(page).innerText().catch(() => "")).toContain("Check your phone (0712•••678)");
    const push = daraja.pushes().at(-1)!;
    expect(push.request).toMatchObject({ phoneNumber: "254712345678", amount: booking.deposit / 100, accountReference: booking.reference });
    expect(await hasNoHorizontalOverflow(page)).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await reviewShot(page, "booking-pay-waiting-phone.png", { fullPage: true });
    // No callback at all: the open page asks, and shows the payment.
    await daraja.approve(push.checkoutRequestId, { delivery: "never" });
    await expect.poll(() => status(page).getAttribute("data-state"), { timeout: 30_000 }).toBe("succeeded");
    expect(await status(page).innerText()).toContain(`Thank you: your payment of ${shillings(booking.deposit)} is received.`);
    expect(await page.getByTestId("booking-state").innerText()).toBe("Confirmed");
    expect(await page.getByTestId("booking-paid").innerText()).toBe(shillings(booking.deposit));
    await reviewShot(page, "booking-pay-done-phone.png", { fullPage: true });
    await page.context().close();
  });

  it("on a desktop: the balance by card on Pesapal's page, back to Paid in full", async () => {
    const page = await browser.page("desktop");
    await page.goto(`${server.url}/bookings/${booking.token}`);
    await hydrated(page);
    const balance = booking.total - booking.deposit;
    expect(await page.getByRole("heading", { name: `Pay ${shillings(balance)} now` }).isVisible()).toBe(true);
    await page.getByRole("button", { name: /by card/ }).click();
    await page.getByTestId("continue-to-card").click();
    await page.waitForURL((url) => url.href.startsWith(pesapal.url));
    await page.getByRole("button", { name: "Pay" }).click();
    await page.waitForURL((url) => url.href.startsWith(`${server.url}/bookings/${booking.token}`));
    await expect.poll(() => page.getByTestId("booking-state").innerText()).toBe("Paid in full");
    expect(await page.getByTestId("booking-due").innerText()).toBe(shillings(0));
    expect(await page.getByTestId("pay-mpesa").count()).toBe(0);
    await reviewShot(page, "booking-pay-card-desktop.png", { fullPage: true });
    await page.context().close();
  });

  it("the console's payments page lists the cancelled prompt", async () => {
    await ownerOf(server, OWNER, PASSWORD);
    const page = await browser.page("desktop");
    await signInInBrowser(page, server.url, OWNER, PASSWORD);
    await page.goto(`${server.url}/console/payments`);
    await hydrated(page);
    const rows = page.getByTestId("payment-attempt");
    await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(1);
    expect(await rows.first().innerText()).toContain("0798•••432");
    expect(await rows.first().innerText()).toContain("cancelled on the phone");
    expect(await seriousA11yViolations(page)).toEqual([]);
    await reviewShot(page, "console-payments-desktop.png", { fullPage: true });
    await page.context().close();
  });
});
