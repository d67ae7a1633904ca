/**
 * A traveller's booking page in their language, in real Chromium on the production build (issue 29,
 * decision 0077): a booking whose inquiry was sent from a German page shows `<html lang="de">`, its
 * words, dates and amounts in German (the payment received, the schedule, the cancellation terms,
 * the receipts), refuses a wrong date of birth in German, and passes axe; a booking from an English
 * page is as it always was. The bookings are made through the quote store over the same SQLite
 * database before the server starts. The pay panel's answers from the payment service (decision
 * 0080), against the repository's Daraja stand-in: a German booking refuses a wrong phone number,
 * asks for the PIN and says a cancelled prompt in German; a link naming no booking is a 404 in the
 * browser's language.
 */
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { officeDate } from "../../domain/quotes/versions.ts";
import { formatAmount } from "../../domain/rates/money.ts";
import { startDarajaStandIn, type DarajaStandIn } from "../../server/payments/stand-ins/daraja.ts";
import { launchBrowser, seriousA11yViolations, startServer, type RunningServer, type TestBrowser } from "../helpers/browser.ts";
import { createTestDatabase, type TestDatabase } from "../helpers/databases.ts";
import { sendTestQuote } from "../helpers/quotes.ts";
import { FAST_OUTBOX, validInquiry } from "../api/outbox-sites.ts";
import { startTestSite, type TestSite } from "../helpers/test-site.ts";

const CLERK = { actor: { id: "sales-1", email: "clerk-njoroge@tests.example" }, ip: "10.0.0.5" };
/** An amount written the German way: grouped with dots, a no-break space, then the code. */
const GERMAN_AMOUNT = /\d{1,3}(\.\d{3})*(,\d{2})?\u00a0(KES|USD)/;
const ENGLISH_AMOUNT = /(KES|USD) \d{1,3}(,\d{3})*/;
const GERMAN_DAY = /(Mo|Di|Mi|Do|Fr|Sa|So)\., \d{1,2}\. (Januar|Februar|März|April|Mai|Juni|Juli|August|September|Oktober|November|Dezember) \d{4}/;

let database: TestDatabase;
let server: RunningServer;
let browser: TestBrowser;
let daraja: DarajaStandIn;
const tokens = { de: "", en: "", dePay: "" };
let dePayDeposit = 0;
const hydrated = (page: Page) => page.locator('html[data-hydrated="true"]').waitFor({ state: "attached" });

/** A booking for an inquiry sent from `sourceUrl`, with its deposit paid by bank transfer. */
async function paidBooking(maker: TestSite, sourceUrl: string, name: string): Promise<string> {
  const res = await maker.post({ ...validInquiry, full_name: name, email: `${name.split(" ")[0]!.toLowerCase()}@traveller.example`, source_url: sourceUrl });
  expect(res.status).toBe(201);
  const { token, quoteId } = await sendTestQuote(maker.site, (await res.json()).id as number);
  expect(await maker.site.publicQuotes.accept(token, "o1", { version: 1, termsAccepted: true })).toMatchObject({ kind: "done" });
  const made = (await maker.site.bookings.forQuote(quoteId))!;
  const booking = (await maker.site.bookings.get(made.id))!;
  const paid = await maker.site.bookings.recordPayment(
    made.id,
    { method: "bank_transfer", amount: (booking.schedule.deposit.amount / 100).toFixed(2), receivedOn: officeDate(new Date()), reference: "FT26ABC", note: "", submission: maker.site.bookings.newSubmissionKey() },
    CLERK,
  );
  expect(paid.ok).toBe(true);
  return made.token;
}

beforeAll(async () => {
  database = await createTestDatabase("sqlite");
  const maker = await startTestSite(database, FAST_OUTBOX);
  try {
    tokens.de = await paidBooking(maker, "http://localhost:3000/de/packages/1?inquire=1", "Anna Weber");
    tokens.en = await paidBooking(maker, "http://localhost:3000/packages/1", "Amina Wanjiru");
    // A German booking nothing is paid on yet, whose deposit M-Pesa can take in one payment.
    const res = await maker.post({ ...validInquiry, full_name: "Lena Hoffmann", email: "lena@traveller.example", source_url: "http://localhost:3000/de/contact" });
    const { token, quoteId } = await sendTestQuote(maker.site, (await res.json()).id as number, { extraLines: [{ label: "Safari as described", amount: 12_000_000 }] });
    expect(await maker.site.publicQuotes.accept(token, "o1", { version: 1, termsAccepted: true })).toMatchObject({ kind: "done" });
    const made = (await maker.site.bookings.forQuote(quoteId))!;
    tokens.dePay = made.token;
    dePayDeposit = (await maker.site.bookings.get(made.id))!.schedule.deposit.amount;
  } finally {
    await maker.stop();
  }
  daraja = await startDarajaStandIn();
  [server, browser] = await Promise.all([startServer({ DATABASE_URL: database.url, ...daraja.env, PAYMENT_RECONCILE_POLL_MS: "3600000" }), launchBrowser()]);
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await database?.drop();
  await daraja?.stop();
});

describe("a German traveller's booking page", () => {
  it("is German: <html lang>, the words, dates and amounts; a wrong date of birth is refused in German; axe finds nothing serious", async () => {
    const page = await browser.page("desktop");
    await page.goto(`${server.url}/bookings/${tokens.de}`, { waitUntil: "domcontentloaded" });
    await hydrated(page);
    expect(await page.locator("html").getAttribute("lang")).toBe("de");
    expect(await page.title()).toMatch(/^Buchung BK-\d+ für Anna Weber \| /);
    for (const words of ["Bezahlt und fällig", "Zahlungsplan", "Eingegangene Zahlungen", "Quittungen und Rechnung", "Was gebucht ist", "Wer reist", "Wenn Sie stornieren", "Anzahlung"])
      expect(await page.getByText(words, { exact: false }).first().isVisible(), words).toBe(true);
    expect(await page.getByTestId("booking-state").innerText()).toBe("Bestätigt");
    const text = await page.locator("main").innerText();
    expect(text).toMatch(new RegExp(`${GERMAN_DAY.source}: ${GERMAN_AMOUNT.source} per Banküberweisung \\(Referenz FT26ABC\\)`));
    expect(text).toMatch(new RegExp(`Quittung RC-\\d{4}-\\d{5}[\\s\\S]*?über ${GERMAN_AMOUNT.source}, eingegangen am ${GERMAN_DAY.source}`));
    expect(text).toMatch(/Stornierung \d+ Tage oder mehr vor der Abreise: \d+ % des Gesamtpreises werden erstattet\./);
    expect(text).toMatch(GERMAN_AMOUNT);
    expect(text).not.toMatch(ENGLISH_AMOUNT);
    for (const english of ["Paid and due", "Payment schedule", "Who is travelling", "If you cancel", "Receipt "]) expect(text).not.toContain(english);
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The travellers' form: German labels, and its refusal in German, everything typed kept.
    const first = page.getByTestId("traveller-1");
    expect(await first.locator("legend").innerText()).toBe("Reisende Person 1: Erwachsene Person 1");
    await first.getByLabel("Vollständiger Name (wie im Reisepass)").fill("Anna Weber");
    await first.getByLabel("Geburtsdatum").fill(new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10));
    await page.getByRole("button", { name: "Angaben der Reisenden speichern" }).click();
    await expect.poll(() => page.getByRole("alert").innerText().catch(() => "")).toMatch(/Reisende Person 1: Das Geburtsdatum muss in der Vergangenheit liegen\./);
    expect(await page.getByRole("alert").innerText()).toContain("Noch wurde nichts gespeichert.");
    expect(await first.getByLabel("Vollständiger Name (wie im Reisepass)").inputValue()).toBe("Anna Weber");
    expect(await page.locator("html").getAttribute("lang")).toBe("de");
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});

describe("an English traveller's booking page", () => {
  it("is as it always was: English words, dates and amounts", async () => {
    const page = await browser.page("phone");
    await page.goto(`${server.url}/bookings/${tokens.en}`, { waitUntil: "domcontentloaded" });
    await hydrated(page);
    expect(await page.locator("html").getAttribute("lang")).toBe("en-KE");
    expect(await page.title()).toMatch(/^Booking BK-\d+ for Amina Wanjiru \| /);
    expect(await page.getByTestId("booking-state").innerText()).toBe("Confirmed");
    const text = await page.locator("main").innerText();
    for (const words of ["Paid and due", "Payment schedule", "Payments received", "Receipts and invoice", "What is booked", "Who is travelling", "If you cancel", "by bank transfer (reference FT26ABC)"]) expect(text).toContain(words);
    expect(text).toMatch(/Cancelled \d+ days or more before departure: \d+% of the total refunded\./);
    expect(text).toMatch(/Receipt RC-\d{4}-\d{5}[\s\S]*?for KES [\d,]+ received (Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{1,2} [A-Z][a-z]+ \d{4}/);
    expect(text).toMatch(ENGLISH_AMOUNT);
    expect(text).not.toMatch(GERMAN_AMOUNT);
    expect(await page.getByTestId("traveller-1").locator("legend").innerText()).toBe("Traveller 1: Adult 1");
    expect(await seriousA11yViolations(page)).toEqual([]);
  });
});

describe("the pay panel's answers in the booking's language (decision 0080)", () => {
  it("a German booking: a wrong number refused in German, the prompt's words and a cancelled prompt in German", async () => {
    const page = await browser.page("phone");
    await page.goto(`${server.url}/bookings/${tokens.dePay}`, { waitUntil: "domcontentloaded" });
    await hydrated(page);
    const phone = page.getByLabel("Ihre M-Pesa-Telefonnummer");
    await phone.fill("020 222 2222");
    await page.getByRole("button", { name: /per M-Pesa/ }).click();
    await expect.poll(() => page.locator("#pay-phone-error").innerText().catch(() => "")).toBe("Geben Sie eine kenianische Mobilnummer ein, etwa 0712 345 678.");
    expect(await phone.inputValue()).toBe("020 222 2222");
    expect(await phone.getAttribute("aria-invalid")).toBe("true");
    expect(await page.locator("main").innerText()).not.toContain("Enter a Kenyan mobile number");
    expect(await seriousA11yViolations(page)).toEqual([]);

    const before = daraja.pushes().length;
    await phone.fill("0798 765 432");
    await page.getByRole("button", { name: /per M-Pesa/ }).click();
    await expect.poll(() => page.getByTestId("payment-status").innerText().catch(() => "")).toMatch(/^Sehen Sie auf Ihr Telefon \(0798•••432\): Geben Sie Ihre M-Pesa-PIN ein, um (.+) an .+ zu zahlen\./);
    expect(await page.getByTestId("payment-status").innerText()).toContain(formatAmount(dePayDeposit, "KES", "de"));
    expect(daraja.pushes().length).toBe(before + 1);
    await daraja.cancel(daraja.pushes().at(-1)!.checkoutRequestId, { delivery: "never" });
    await expect
      .poll(async () => {
        const again = page.getByRole("button", { name: "Erneut prüfen" });
        if (await again.count()) await again.click().catch(() => {});
        return page.getByTestId("payment-status").innerText().catch(() => "");
      }, { timeout: 30_000, interval: 1_000 })
      .toContain("Die Zahlung wurde auf dem Telefon abgebrochen. Es wurde nichts abgebucht.");
    expect(await page.locator("html").getAttribute("lang")).toBe("de");
    await page.context().close();
  });

  it("a link naming no booking: a 404 in the browser's language, English for an English browser", async () => {
    const german = await browser.page("desktop", { locale: "de-DE" });
    const res = await german.goto(`${server.url}/bookings/${"x".repeat(43)}`, { waitUntil: "domcontentloaded" });
    expect(res?.status()).toBe(404);
    expect(await german.locator("html").getAttribute("lang")).toBe("de");
    expect(await german.locator("h1").innerText()).toBe("Buchung nicht gefunden");
    expect(await german.title()).toBe("Buchung nicht gefunden");
    expect(await german.locator("main").innerText()).toContain("Dieser Buchungslink ist nicht gültig.");
    expect(await seriousA11yViolations(german)).toEqual([]);
    await german.context().close();
    const english = await browser.page("desktop", { locale: "en-GB" });
    await english.goto(`${server.url}/bookings/${"x".repeat(43)}`, { waitUntil: "domcontentloaded" });
    expect(await english.locator("h1").innerText()).toBe("Booking not found");
    await english.context().close();
  });
});
