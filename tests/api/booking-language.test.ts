/**
 * A traveller's booking in the language of their inquiry (issue 29, decision 0077), over the real
 * stores on both databases: a German booking's invoice PDF and a Chinese booking's receipt PDF, on the
 * traveller's private links, written to a file and read back with poppler's pdftotext, print their
 * words, dates and amounts in that language; an English booking's documents are as they were; the
 * booking page's loader names the booking's language for `<html lang>` and gives it its messages.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { documentAmount } from "../../domain/bookings/receipt.ts";
import { quoteDate } from "../../domain/quotes/quote-text.ts";
import { officeDate } from "../../domain/quotes/versions.ts";
import { setupI18n, type Messages } from "@lingui/core";
import { action as bookingAction, loader as bookingLoader } from "../../app/bookings/booking-page.tsx";
import { NOT_FOUND_WORDS } from "../../app/bookings/booking-words.ts";
import { payRefusalWords } from "../../app/bookings/pay-words.ts";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../helpers/databases.ts";
import { travellerPageContext } from "../helpers/page-contexts.ts";
import { sendTestQuote } from "../helpers/quotes.ts";
import { startTestSite, type TestSite } from "../helpers/test-site.ts";
import { FAST_OUTBOX, validInquiry } from "./outbox-sites.ts";

const CLERK = { actor: { id: "sales-1", email: "clerk-njoroge@tests.example" }, ip: "10.0.0.5" };

/** pdftotext's reading of a PDF; the no-break spaces it gives back as spaces are made plain. */
function pdfToText(bytes: Buffer, name: string): string {
  const file = join(mkdtempSync(join(tmpdir(), "booking-lang-")), name);
  writeFileSync(file, bytes);
  return execFileSync("pdftotext", ["-enc", "UTF-8", file, "-"], { encoding: "utf8" }).replace(/[\u00a0\u202f]/g, " ");
}
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe.each(DIALECTS)("a booking in its inquiry's language on %s", (dialect) => {
  let database: TestDatabase;
  let s: TestSite;
  const today = () => officeDate(new Date());

  async function bookingFrom(sourceUrl: string, name: string) {
    const res = await s.post({ ...validInquiry, full_name: name, email: `b-${Math.random().toString(36).slice(2)}@traveller.example`, source_url: sourceUrl });
    expect(res.status).toBe(201);
    const q = await sendTestQuote(s.site, (await res.json()).id, { extraLines: [{ label: "Safari as described", amount: 30_000_00 }] });
    expect((await s.site.publicQuotes.accept(q.token, "o1", { version: 1, termsAccepted: true })).kind).toBe("done");
    const made = (await s.site.bookings.forQuote(q.quoteId))!;
    return { token: made.token, booking: (await s.site.bookings.get(made.id))! };
  }
  const pay = (id: number, amount: number) =>
    s.site.bookings.recordPayment(id, { method: "bank_transfer", amount: (amount / 100).toFixed(2), receivedOn: today(), reference: "FT26ABC", note: "", submission: s.site.bookings.newSubmissionKey() }, CLERK);
  const get = async (path: string) => {
    const res = await fetch(`${s.url}${path}`);
    expect(res.status, path).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    return Buffer.from(await res.arrayBuffer());
  };
  const receiptNumber = async (bookingId: number) => (await s.site.db.kysely.selectFrom("booking_receipts").select("number").where("booking_id", "=", bookingId).executeTakeFirstOrThrow()).number;
  const load = async (token: string, headers: Record<string, string> = {}) =>
    (await bookingLoader({ request: new Request(`${s.url}/bookings/${token}`, { headers }), params: { token }, context: await travellerPageContext(s.site, s.url, new Request(s.url)) } as never)) as any;
  const postPay = async (token: string, fields: Record<string, string>) => {
    const request = new Request(`${s.url}/bookings/${token}`, { method: "POST", body: new URLSearchParams(fields) });
    return (await bookingAction({ request, params: { token }, context: await travellerPageContext(s.site, s.url, new Request(s.url)) } as never)) as any;
  };
  /** The page's own Lingui instance, as the page makes it from its loader's data. */
  const pageI18n = (page: { documentLocale: string; messages: Messages }) => setupI18n({ locale: page.documentLocale, messages: { [page.documentLocale]: page.messages } });

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    s = await startTestSite(database, FAST_OUTBOX);
  });
  afterAll(async () => {
    await s?.stop();
    await database?.drop();
  });

  it("a German booking's invoice PDF reads back in German, with German dates and amounts", async () => {
    const { token, booking } = await bookingFrom("http://localhost:3000/de/packages/1?inquire=1", "Anna Weber");
    expect((await pay(booking.id, booking.schedule.deposit.amount)).ok).toBe(true);
    const text = pdfToText(await get(`/bookings/${token}/invoice.pdf`), "invoice.pdf");
    for (const german of ["Proforma-Rechnung INV-", "RECHNUNG AN", "Anna Weber", `Buchung ${booking.reference}`, "Beschreibung", "Anz.", "Zwischensumme", "Gesamtbetrag inkl. MwSt.", "Bisher bezahlt", "Noch fällig", "Seite 1 von 1"])
      expect(text).toContain(german);
    expect(text).toContain(`Erstellt am ${quoteDate(today(), "de")}`);
    expect(text).toMatch(/Erstellt am (Mo|Di|Mi|Do|Fr|Sa|So)\., \d{1,2}\. [A-Za-zä]+ \d{4}/);
    // The figures the German way: dots between thousands, a decimal comma, the code after.
    expect(text).toContain(plain(documentAmount(booking.total, booking.currency, "de")));
    expect(text).toContain(plain(documentAmount(booking.schedule.deposit.amount, booking.currency, "de")));
    expect(text).toMatch(/\d{1,3}(\.\d{3})*,\d{2} KES/);
    for (const english of ["Invoice", "BILL TO", "Subtotal", "Still due", "Page 1 of 1"]) expect(text).not.toContain(english);

    // The booking page's loader: German for `<html lang>`, the German documents messages, German amounts.
    const page = await load(token);
    expect(page.documentLocale).toBe("de");
    expect(page.booking.locale).toBe("de");
    expect(Object.keys(page.messages).length).toBeGreaterThan(50);
  });

  it("a German booking's refused phone number comes back as a code its page says in German; the English stays for the logs (decision 0080)", async () => {
    const { token } = await bookingFrom("http://localhost:3000/de/packages/1?inquire=1", "Jonas Becker");
    const refused = await postPay(token, { intent: "mpesa", phone: "020 222 2222" });
    expect(refused.init.status).toBe(400);
    expect(refused.data).toMatchObject({ form: "pay", refusal: "phone", phone: "020 222 2222", errors: { phone: "Enter a Kenyan mobile number, like 0712 345 678." } });
    const page = await load(token);
    expect(page.documentLocale).toBe("de");
    expect(payRefusalWords(pageI18n(page), refused.data.refusal)).toBe("Geben Sie eine kenianische Mobilnummer ein, etwa 0712 345 678.");
    // The store's answer itself, which nothing but the page reads: the same code beside the same English.
    expect(await s.site.payments.startPrompt(token, "12", s.url)).toMatchObject({ ok: false, status: 400, refusal: "phone", errors: { phone: expect.stringContaining("Kenyan mobile") } });
  });

  it("an unknown booking link's 404 follows the browser's languages, English without them (decision 0080)", async () => {
    const unknown = "x".repeat(43);
    const german = await load(unknown, { "accept-language": "de-DE,de;q=0.9,en;q=0.8" });
    expect(german.init.status).toBe(404);
    expect(german.init.headers).toMatchObject({ vary: "Accept-Language" });
    expect(german.data).toMatchObject({ booking: null, documentLocale: "de" });
    expect(pageI18n(german.data)._(NOT_FOUND_WORDS.title)).toBe("Buchung nicht gefunden");
    expect((await load(unknown, { "accept-language": "zh-CN,zh;q=0.9" })).data.documentLocale).toBe("zh");
    expect((await load(unknown, { "accept-language": "en-GB,de;q=0.5" })).data.documentLocale).toBe("en");
    const plainEnglish = await load(unknown);
    expect(plainEnglish.data.documentLocale).toBe("en");
    expect(pageI18n(plainEnglish.data)._(NOT_FOUND_WORDS.title)).toBe("Booking not found");

    // Its invoice's link, a page the server writes itself: the same words, by the same rule.
    const pdf = (language?: string) => fetch(`${s.url}/bookings/${unknown}/invoice.pdf`, { headers: language ? { "accept-language": language } : {} });
    const germanPdf = await pdf("de-CH,de;q=0.9");
    expect(germanPdf.status).toBe(404);
    expect(germanPdf.headers.get("vary")).toMatch(/Accept-Language/i);
    expect(germanPdf.headers.get("cache-control")).toBe("no-store");
    const germanPage = await germanPdf.text();
    expect(germanPage).toContain('<html lang="de">');
    expect(germanPage).toContain("<title>Buchung nicht gefunden</title>");
    expect(germanPage).toContain("Zur Startseite");
    const englishPage = await (await pdf()).text();
    expect(englishPage).toContain('<html lang="en-KE">');
    expect(englishPage).toContain("<title>Booking not found</title>");
  });

  it("an English booking's page loader stays English", async () => {
    const { token } = await bookingFrom("http://localhost:3000/packages/1", "Amina Wanjiru");
    const page = await load(token);
    expect(page.documentLocale).toBe("en");
    expect(page.booking.cancellation.length).toBeGreaterThan(0);
  });

  it("a Chinese booking's receipt PDF prints its Chinese words, date and amounts", async () => {
    const { token, booking } = await bookingFrom("http://localhost:3000/zh/contact", "王小明");
    expect((await pay(booking.id, booking.schedule.deposit.amount)).ok).toBe(true);
    const number = await receiptNumber(booking.id);
    const text = pdfToText(await get(`/bookings/${token}/receipts/${number}.pdf`), "receipt.pdf");
    for (const chinese of [`收据 ${number}`, "付款人", "王小明", `预订 ${booking.reference}`, "收款金额", "付款方式", "银行转账", "收款日期", "付款用途", "订金", "预订总价", "尚需支付", "第 1 页，共 1 页"])
      expect(text).toContain(chinese);
    expect(text).toContain(quoteDate(today(), "zh"));
    expect(text).toMatch(/\d{4}年\d{1,2}月\d{1,2}日/);
    expect(text).toContain(plain(documentAmount(booking.schedule.deposit.amount, booking.currency, "zh")));
    expect(text).toContain(plain(documentAmount(booking.total - booking.schedule.deposit.amount, booking.currency, "zh")));
    expect(text).not.toContain("?");
    expect(text).not.toContain("Receipt");
  });

  it("an English booking's receipt and invoice are as they always were", async () => {
    const { token, booking } = await bookingFrom("http://localhost:3000/packages/1", "Amina Wanjiru");
    expect((await pay(booking.id, booking.schedule.deposit.amount)).ok).toBe(true);
    const receipt = pdfToText(await get(`/bookings/${token}/receipts/${await receiptNumber(booking.id)}.pdf`), "receipt.pdf");
    for (const english of ["RECEIVED FROM", "AMOUNT RECEIVED", "Paid by", "Bank transfer", "Paid toward", "Deposit", "Page 1 of 1", documentAmount(booking.schedule.deposit.amount, booking.currency)])
      expect(receipt).toContain(english);
    const invoice = pdfToText(await get(`/bookings/${token}/invoice.pdf`), "invoice.pdf");
    for (const english of ["Pro forma invoice INV-", "BILL TO", "Subtotal", "Total, VAT included", "Still due", documentAmount(booking.total, booking.currency)]) expect(invoice).toContain(english);
  });
});
