/**
 * Issue 26 item 5 (decision 0053) in the production build: the traveller's booking page lists the
 * receipt and the invoice and their PDFs open (phone, axe); the console's booking page shows the
 * receipts and the invoice, a line's tax type changes the VAT, issuing locks the lines, and the
 * eTIMS form refuses a bad serial (naming the field, keeping what was typed) then saves. The booking
 * and its first payment are made over the same SQLite database before the server starts.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, seriousA11yViolations, startServer, type RunningServer, type TestBrowser } from "../helpers/browser.ts";
import { ownerOf, signInInBrowser } from "../helpers/console.ts";
import { createTestDatabase, type TestDatabase } from "../helpers/databases.ts";
import { hasNoHorizontalOverflow } from "../helpers/page-checks.ts";
import { sendTestQuote } from "../helpers/quotes.ts";
import { reviewShot } from "../helpers/review-shots.ts";
import { officeDate } from "../../domain/quotes/versions.ts";
import { FAST_OUTBOX, validInquiry } from "../api/outbox-sites.ts";
import { startTestSite } from "../helpers/test-site.ts";

const PASSWORD = "giraffe lantern acacia 42";
const OWNER = "owner@twiga.example";
let database: TestDatabase;
let server: RunningServer;
let browser: TestBrowser;
const booking = { id: 0, token: "", receipt: "", invoice: "" };
const hydrated = (page: Page) => page.locator('html[data-hydrated="true"]').waitFor({ state: "attached" });

beforeAll(async () => {
  database = await createTestDatabase("sqlite");
  const maker = await startTestSite(database, FAST_OUTBOX);
  try {
    const res = await maker.post({ ...validInquiry, email: "receipts@traveller.example" });
    const { token, quoteId } = await sendTestQuote(maker.site, (await res.json()).id as number, {
      extraLines: [
        { label: "Safari as described", amount: 30_000_00 },
        { label: "Airport transfer", amount: 11_600_00 },
      ],
    });
    expect(await maker.site.publicQuotes.accept(token, "o1", { version: 1, termsAccepted: true })).toMatchObject({ kind: "done" });
    const made = (await maker.site.bookings.forQuote(quoteId))!;
    const paid = await maker.site.bookings.recordPayment(
      made.id,
      { method: "bank_transfer", amount: "1000", receivedOn: officeDate(new Date()), reference: "FT-E2E-1", note: "", submission: maker.site.bookings.newSubmissionKey() },
      { actor: { id: "x", email: "clerk@twiga.example" }, ip: null },
    );
    expect(paid).toMatchObject({ ok: true, credited: true });
    const docs = (await maker.site.invoices.view(made.id))!;
    const receipt = await maker.site.db.kysely.selectFrom("booking_receipts" as never).select("number" as never).executeTakeFirstOrThrow();
    Object.assign(booking, { id: made.id, token: made.token, receipt: (receipt as { number: string }).number, invoice: docs.number });
  } finally {
    await maker.stop();
  }
  [server, browser] = await Promise.all([startServer({ DATABASE_URL: database.url }), launchBrowser()]);
  await ownerOf(server, OWNER, PASSWORD);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await database?.drop();
});

describe("receipts and invoice", () => {
  it("the traveller's page lists the receipt and the invoice; their PDFs open", async () => {
    const page = await browser.page("phone");
    await page.goto(`${server.url}/bookings/${booking.token}`);
    await hydrated(page);
    const receipt = page.getByRole("link", { name: new RegExp(`Receipt ${booking.receipt}`) });
    expect(await receipt.isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: new RegExp(`Pro forma invoice ${booking.invoice}`) }).isVisible()).toBe(true);
    for (const href of [await receipt.getAttribute("href"), `/bookings/${booking.token}/invoice.pdf`]) {
      const res = await page.request.get(`${server.url}${href}`);
      expect(res.status()).toBe(200);
      expect(res.headers()["content-type"]).toBe("application/pdf");
    }
    expect(await hasNoHorizontalOverflow(page)).toBe(true);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await reviewShot(page, "booking-documents-phone.png", { fullPage: true });
    await page.context().close();
  });

  it("the console: tax type, issue, then the eTIMS fields (a refused form keeps what was typed)", async () => {
    const page = await browser.page("desktop");
    await signInInBrowser(page, server.url, OWNER, PASSWORD);
    await page.goto(`${server.url}/console/bookings/${booking.id}`);
    await hydrated(page);
    expect(await page.getByRole("link", { name: `${booking.receipt} (PDF)` }).isVisible()).toBe(true);
    const vat = async () => page.getByTestId("invoice-vat").innerText();
    const before = await vat();
    await page.getByLabel("Tax type of Safari as described").selectOption("taxable");
    await page.getByRole("button", { name: "Save tax types" }).click();
    await expect.poll(() => page.getByRole("status").innerText().catch(() => "")).toContain("Tax types saved.");
    expect(await vat()).not.toBe(before);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await reviewShot(page, "console-invoice-draft-desktop.png", { fullPage: true });

    await page.getByRole("button", { name: "Issue invoice" }).click();
    await expect.poll(() => page.getByRole("status").innerText().catch(() => "")).toContain("Invoice issued");
    expect(await page.getByLabel("Tax type of Safari as described").count()).toBe(0);

    await page.getByLabel("Control unit serial number").fill("<bad serial>");
    await page.getByLabel("CU invoice number").fill("0170506700000000123");
    await page.getByRole("button", { name: "Save eTIMS details" }).click();
    await expect.poll(() => page.locator("#f-cuSerial-error").isVisible().catch(() => false)).toBe(true);
    expect(await page.getByLabel("CU invoice number").inputValue()).toBe("0170506700000000123");
    await page.getByLabel("Control unit serial number").fill("KRAMW017202207050425");
    await page.getByLabel(/^QR code/).fill("https://etims.kra.go.ke/common/link/etims/receipt/indexEtimsReceiptData?Data=P051234567X00");
    await page.getByRole("button", { name: "Save eTIMS details" }).click();
    await expect.poll(() => page.getByRole("status").innerText().catch(() => "")).toContain("eTIMS details saved.");
    expect(await page.getByLabel("Control unit serial number").inputValue()).toBe("KRAMW017202207050425");
    expect(await seriousA11yViolations(page)).toEqual([]);
    await reviewShot(page, "console-invoice-issued-desktop.png", { fullPage: true });

    for (const href of [`/console/bookings/${booking.id}/invoice.pdf`, `/console/bookings/${booking.id}/receipts/${booking.receipt}.pdf`]) {
      const res = await page.request.get(`${server.url}${href}`);
      expect(res.status(), href).toBe(200);
      expect(res.headers()["content-type"]).toBe("application/pdf");
    }
    await page.context().close();
  });
});
