/**
 * Issue 26 item 5 (decision 0053) on both databases: every credited payment gets the next receipt
 * number of the year in its own transaction (concurrent credits, on PostgreSQL from two processes,
 * get distinct numbers with no gap; a rolled-back one uses none), and one email in the outbox (a
 * double-submitted form queues one); the receipt and invoice PDFs read back with their figures, on
 * the traveller's link (no-store, noindex) and nowhere else (a tampered token or another booking's
 * receipt is a 404); the invoice is made with the booking (or when first asked for), staff set its
 * tax types until it is issued, then fill in the eTIMS fields; each change is audited.
 */
import { extractText, getDocumentProxy } from "unpdf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EMPTY_COMPANY_DETAILS } from "../../domain/company-details.ts";
import { documentAmount, documentFigure, parseDocumentNumber } from "../../domain/bookings/receipt.ts";
import { formatAmount } from "../../domain/rates/money.ts";
import { officeDate } from "../../domain/quotes/versions.ts";
import { nextDocumentNumber } from "../../server/services/bookings/document-numbers.ts";
import { createBookingDocumentsPage } from "../../server/services/bookings/documents-routes.ts";
import { writeSiteDocument } from "../../server/services/site-documents/company.ts";
import { createTestDatabase, DIALECTS, type TestDatabase } from "../helpers/databases.ts";
import { sendTestQuote } from "../helpers/quotes.ts";
import { travellerPageContext } from "../helpers/page-contexts.ts";
import { createStaffRequest } from "../../server/auth/index.ts";
import { createBookingDocumentsConsole } from "../../server/services/bookings/documents-console.ts";
import { loader as bookingLoader } from "../../app/bookings/booking-page.tsx";
import { createMember, signIn } from "../helpers/staff.ts";
import { FAST_OUTBOX, validInquiry} from "./outbox-sites.ts";
import { startTestSite, type TestSite } from "../helpers/test-site.ts";

const CLERK = { actor: { id: "sales-1", email: "clerk-njoroge@tests.example" }, ip: "10.0.0.5" };
/** The company the documents are issued by: written by the test, not the demo's. */
const COMPANY = {
  ...EMPTY_COMPANY_DETAILS,
  name: "Acacia Test Tours",
  legalName: "Acacia Test Tours Ltd",
  taxPin: "P051234567X",
  email: "info@acacia-tours.example",
  address: { street: "Ngong Road 12", postal: "P.O. Box 100-00100", city: "Nairobi", country: "Kenya" },
};

async function pdfText(res: Response): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(await res.arrayBuffer()));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, " ");
}

describe.each(DIALECTS)("receipts and invoices on %s", (dialect) => {
  let database: TestDatabase;
  let s: TestSite;
  const today = () => officeDate(new Date());
  const year = () => Number(today().slice(0, 4));

  async function acceptedBooking(email: string, name = "Amina Wanjiru") {
    const res = await s.post({ ...validInquiry, email, full_name: name });
    expect(res.status).toBe(201);
    const { quoteId } = await sendTestQuote(s.site, (await res.json()).id, {
      extraLines: [
        { label: "Safari as described", amount: 30_000_00 },
        { label: "Extra night at the Norfolk Hotel", amount: 11_600_00 },
      ],
    }).then(async (q) => {
      expect((await s.site.publicQuotes.accept(q.token, "o1", { version: 1, termsAccepted: true })).kind).toBe("done");
      return q;
    });
    const made = (await s.site.bookings.forQuote(quoteId))!;
    return { made, booking: (await s.site.bookings.get(made.id))! };
  }
  const pay = (site: TestSite, id: number, amount: number, submission = site.site.bookings.newSubmissionKey()) =>
    site.site.bookings.recordPayment(id, { method: "bank_transfer", amount: (amount / 100).toFixed(2), receivedOn: today(), reference: "FT26ABC", note: "", submission }, CLERK);
  const receiptsOf = (id: number) => s.site.db.kysely.selectFrom("booking_receipts").selectAll().where("booking_id", "=", id).orderBy("id").execute();
  const receiptMails = () =>
    s.site.db.kysely
      .selectFrom("outbox_messages" as never)
      .selectAll()
      .where("kind" as never, "=", "booking_receipt" as never)
      .execute() as Promise<Array<{ dedupe_key: string; to_address: string; subject: string; text_body: string; html_body: string }>>;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    s = await startTestSite(database, { ...FAST_OUTBOX, TRUSTED_PROXY: "127.0.0.1" });
    await writeSiteDocument(s.site.db.kysely, "company", COMPANY, new Date().toISOString());
  });
  afterAll(async () => {
    await s?.stop();
    await database?.drop();
  });

  it("a credited payment gets the year's next receipt number and one email; the same form twice makes one of each", async () => {
    const { booking, made } = await acceptedBooking("receipt@traveller.example");
    const key = s.site.bookings.newSubmissionKey();
    const [a, b] = await Promise.all([pay(s, booking.id, booking.schedule.deposit.amount, key), pay(s, booking.id, booking.schedule.deposit.amount, key)]);
    expect([a, b].filter((r) => r.ok && r.credited)).toHaveLength(1);
    const receipts = await receiptsOf(booking.id);
    expect(receipts).toHaveLength(1);
    const receipt = receipts[0]!;
    expect(parseDocumentNumber(receipt.number)).toMatchObject({ series: "RC", year: year() });
    expect(receipt).toMatchObject({ payment_id: (a.ok && a.paymentId) || 0, issued_on: today(), currency: booking.currency, traveller_name: "Amina Wanjiru" });
    expect(Number(receipt.paid_before)).toBe(0);
    const mails = (await receiptMails()).filter((m) => m.dedupe_key === `booking_receipt:${receipt.payment_id}`);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.to_address).toBe("receipt@traveller.example");
    expect(mails[0]!.subject).toContain(receipt.number);
    expect(mails[0]!.text_body).toContain(`/bookings/${made.token}/receipts/${receipt.number}.pdf`);
    expect(mails[0]!.text_body).toContain(`Still due: ${formatAmount(booking.total - booking.schedule.deposit.amount, booking.currency)}`);
    // The hook itself, called again for the same payment, returns the receipt made and queues nothing.
    const again = await s.site.db.kysely.transaction().execute((tx) => s.site.receipts.issueReceipt(tx, receipt.payment_id));
    expect(again).toMatchObject({ number: receipt.number, created: false });
    expect((await receiptMails()).filter((m) => m.dedupe_key === `booking_receipt:${receipt.payment_id}`)).toHaveLength(1);
  });

  it("concurrent credits, from two processes on PostgreSQL, get distinct numbers with no gap; a rolled-back number is given back", async () => {
    const bookings = await Promise.all(["c1", "c2", "c3"].map((n) => acceptedBooking(`${n}@traveller.example`)));
    // A second process on the same database (PostgreSQL); SQLite has one process.
    const other = dialect === "postgres" ? await startTestSite(database, FAST_OUTBOX) : s;
    try {
      // A number taken in a transaction that then fails is not used up.
      await expect(
        s.site.db.kysely.transaction().execute(async (tx) => {
          await nextDocumentNumber(tx, "RC", year());
          throw new Error("rolled back");
        }),
      ).rejects.toThrow("rolled back");
      const credits = await Promise.all(Array.from({ length: 12 }, (_, i) => pay(i % 2 ? other : s, bookings[i % 3]!.booking.id, 1_000_00 + i)));
      expect(credits.every((c) => c.ok && c.credited)).toBe(true);
    } finally {
      if (other !== s) await other.stop();
    }
    const all = await s.site.db.kysely.selectFrom("booking_receipts").select(["number", "payment_id"]).execute();
    const seqs = all.map((r) => parseDocumentNumber(r.number)!.seq).sort((x, y) => x - y);
    expect(new Set(seqs).size).toBe(seqs.length);
    expect(seqs).toEqual(Array.from({ length: seqs.length }, (_, i) => i + 1));
    expect(new Set(all.map((r) => r.payment_id)).size).toBe(all.length);
    // One email per payment.
    const mails = await receiptMails();
    expect(new Set(mails.map((m) => m.dedupe_key)).size).toBe(mails.length);
    expect(mails.length).toBe(all.length);
    // What each receipt says was paid before it adds up, payment after payment, on each booking.
    for (const { booking } of bookings) {
      const rows = await receiptsOf(booking.id);
      let paid = 0;
      for (const r of rows.sort((x, y) => Number(x.paid_before) - Number(y.paid_before))) {
        expect(Number(r.paid_before)).toBe(paid);
        paid += Number(r.amount);
      }
    }
  });

  it("the receipt PDF on the traveller's link shows the figures; no-store and noindex; 404 for a tampered link or another booking's receipt", async () => {
    const { booking, made } = await acceptedBooking("pdf@traveller.example", "Zhang Wei 张伟");
    const other = await acceptedBooking("other@traveller.example");
    await pay(s, booking.id, 5_000_00);
    await pay(s, other.booking.id, 1_00);
    const [receipt] = await receiptsOf(booking.id);
    const [foreign] = await receiptsOf(other.booking.id);
    const res = await fetch(`${s.url}/bookings/${made.token}/receipts/${receipt!.number}.pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    const text = await pdfText(res);
    for (const expected of [
      `Receipt ${receipt!.number}`,
      COMPANY.legalName,
      `KRA PIN ${COMPANY.taxPin}`,
      COMPANY.address.street,
      made.reference,
      "Zhang Wei 张伟",
      documentAmount(5_000_00, booking.currency),
      "Bank transfer",
      "FT26ABC",
      "Deposit",
      documentAmount(booking.total - 5_000_00, booking.currency),
    ])
      expect(text).toContain(expected);

    const missing = [
      `/bookings/${made.token.slice(0, -1)}${made.token.endsWith("A") ? "B" : "A"}/receipts/${receipt!.number}.pdf`,
      `/bookings/${made.token}/receipts/${foreign!.number}.pdf`,
      `/bookings/${made.token}/receipts/${receipt!.number}`,
      `/bookings/${made.token}/receipts/RC-1999-00001.pdf`,
      `/bookings/${made.token}/receipts/..%2F..%2Fetc%2Fpasswd.pdf`,
      `/bookings/${"x".repeat(43)}/invoice.pdf`,
    ];
    for (const path of missing) {
      const r = await fetch(`${s.url}${path}`);
      expect(r.status, path).toBe(404);
      expect(r.headers.get("cache-control"), path).toBe("no-store");
      expect(r.headers.get("content-type"), path).toMatch(/text\/html/);
    }
    // The booking page's list: the receipt with its link, and the invoice.
    const docs = await createBookingDocumentsPage({ db: s.site.db.kysely, bookings: s.site.bookings, receipts: s.site.receipts, invoices: s.site.invoices }).forToken(made.token);
    expect(docs!.receipts.map((r) => r.href)).toEqual([`/bookings/${made.token}/receipts/${receipt!.number}.pdf`]);
    expect(docs!.invoice.href).toBe(`/bookings/${made.token}/invoice.pdf`);
  });

  it("the invoice: made with the booking, tax types per line until issued, VAT exact, eTIMS fields after; each change audited", async () => {
    const { booking, made } = await acceptedBooking("invoice@traveller.example");
    const invoice = await s.site.db.kysely.selectFrom("booking_invoices").selectAll().where("booking_id", "=", booking.id).executeTakeFirstOrThrow();
    expect(parseDocumentNumber(invoice.number)).toMatchObject({ series: "INV", year: year() });
    expect(invoice.state).toBe("draft");
    let view = (await s.site.invoices.view(booking.id))!;
    const hotel = view.lines.findIndex((l) => l.label === "Extra night at the Norfolk Hotel");
    const safari = view.lines.findIndex((l) => l.label === "Safari as described");
    expect(view.lines[hotel]!.taxType).toBe("taxable");
    expect(view.lines[safari]!.taxType).toBe("exempt");
    expect(view.totals.total).toBe(booking.total);
    // 11,600.00 with VAT inside: 1,600.00 of it (no discount here).
    expect(view.lines[hotel]!.vat).toBe(1_600_00);

    // Staff make the safari line taxable; a stale form (wrong label) and a bad value are refused.
    expect(await s.site.invoices.setTaxTypes(booking.id, { [`tax.${safari}`]: "zero", [`label.${safari}`]: "Safari as described" }, CLERK)).toMatchObject({ ok: false, status: 400, errors: { [`tax.${safari}`]: expect.any(String) } });
    expect(await s.site.invoices.setTaxTypes(booking.id, { [`tax.${safari}`]: "taxable", [`label.${safari}`]: "Something else" }, CLERK)).toMatchObject({ ok: false, status: 409 });
    expect(await s.site.invoices.setTaxTypes(booking.id, { [`tax.${safari}`]: "taxable", [`label.${safari}`]: "Safari as described" }, CLERK)).toEqual({ ok: true, changed: true });
    view = (await s.site.invoices.view(booking.id))!;
    expect(view.lines[safari]).toMatchObject({ taxType: "taxable", vat: Math.round((30_000_00 * 16) / 116) });

    // eTIMS before issue: refused. Issue (twice: once), then the tax types are locked.
    expect(await s.site.invoices.saveEtims(booking.id, { cuSerial: "KRAMW017202207050425" }, CLERK)).toMatchObject({ ok: false, status: 409 });
    expect(await s.site.invoices.issue(booking.id, CLERK)).toEqual({ ok: true, changed: true });
    expect(await s.site.invoices.issue(booking.id, CLERK)).toEqual({ ok: true, changed: false });
    expect(await s.site.invoices.setTaxTypes(booking.id, { [`tax.${safari}`]: "exempt" }, CLERK)).toMatchObject({ ok: false, status: 409 });
    expect(await s.site.invoices.saveEtims(booking.id, { cuSerial: "<x>", cuInvoiceNumber: "", qrCode: "" }, CLERK)).toMatchObject({ ok: false, status: 400, errors: { cuSerial: expect.any(String) } });
    const etims = { cuSerial: "KRAMW017202207050425", cuInvoiceNumber: "0170506700000000123", qrCode: "https://etims.kra.go.ke/common/link/etims/receipt/indexEtimsReceiptData?Data=P051234567X00" };
    expect(await s.site.invoices.saveEtims(booking.id, etims, CLERK)).toEqual({ ok: true, changed: true });

    const res = await fetch(`${s.url}/bookings/${made.token}/invoice.pdf`);
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    const text = await pdfText(res);
    view = (await s.site.invoices.view(booking.id))!;
    const figure = documentFigure;
    for (const expected of [
      `Invoice ${invoice.number}`,
      "KRA PIN P051234567X",
      made.reference,
      "Amina Wanjiru",
      "Safari as described",
      "Extra night at the Norfolk Hotel",
      figure(view.lines[hotel]!.vat),
      figure(view.lines[safari]!.vat),
      `VAT at 16% ${documentAmount(view.totals.vat, booking.currency)}`,
      `Total, VAT included ${documentAmount(booking.total, booking.currency)}`,
      etims.cuSerial,
      etims.cuInvoiceNumber,
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain("Pro forma");
    const actions = (await s.site.db.kysely.selectFrom("audit_log").select("action").where("entity_id", "=", String(booking.id)).where("action", "like", "booking.invoice%").orderBy("id").execute()).map((a) => a.action);
    expect(actions).toEqual(["booking.invoice_tax_types_changed", "booking.invoice_issued", "booking.invoice_etims_saved"]);
  });

  it("a booking made before invoices gets its invoice when first asked for, once however many ask at once", async () => {
    const { booking } = await acceptedBooking("legacy@traveller.example");
    await s.site.db.kysely.deleteFrom("booking_invoices").where("booking_id", "=", booking.id).execute();
    const views = await Promise.all([1, 2, 3].map(() => s.site.invoices.view(booking.id)));
    expect(new Set(views.map((v) => v!.number)).size).toBe(1);
    expect(await s.site.db.kysely.selectFrom("booking_invoices").select("id").where("booking_id", "=", booking.id).execute()).toHaveLength(1);
    // The draft prints as a pro forma invoice.
    const res = await fetch(`${s.url}/bookings/${(await s.site.bookings.forQuote(booking.quoteId))!.token}/invoice.pdf`);
    expect(await pdfText(res)).toContain(`Pro forma invoice ${views[0]!.number}`);
  });

  it("the console: sales read receipts and the invoice and their PDFs; a viewer is refused; the traveller's page lists them", async () => {
    const { booking, made } = await acceptedBooking("console@traveller.example");
    await pay(s, booking.id, 2_000_00);
    await createMember(s.site.staffAuth, `sales-${dialect}@twiga.example`, "sales");
    await createMember(s.site.staffAuth, `viewer-${dialect}@twiga.example`, "viewer");
    const as = async (email: string) => {
      const { cookie } = await signIn(s.url, email);
      expect(cookie).not.toBe("");
      const { gate } = createStaffRequest(s.site.staffAuth, new Request(`${s.url}/console/bookings/${booking.id}`, { headers: { cookie } }), { ip: "10.0.0.9", origin: s.url });
      return createBookingDocumentsConsole({ db: s.site.db.kysely, receipts: s.site.receipts, invoices: s.site.invoices }, gate, "10.0.0.9");
    };
    const sales = await as(`sales-${dialect}@twiga.example`);
    const docs = (await sales.forBooking(booking.id))!;
    expect(docs.receipts).toHaveLength(1);
    expect(docs.receipts[0]!.href).toBe(`/console/bookings/${booking.id}/receipts/${docs.receipts[0]!.number}.pdf`);
    expect(docs.invoice.href).toBe(`/console/bookings/${booking.id}/invoice.pdf`);
    const pdf = (await sales.receiptPdf(booking.id, docs.receipts[0]!.number))!;
    expect(Buffer.from(pdf.bytes).subarray(0, 5).toString()).toBe("%PDF-");
    expect(await sales.receiptPdf(booking.id + 1, docs.receipts[0]!.number)).toBeNull();
    expect((await sales.invoicePdf(booking.id))!.fileName).toBe(`${docs.invoice.number}.pdf`);
    expect(await sales.forBooking(999_999)).toBeNull();
    const viewer = await as(`viewer-${dialect}@twiga.example`);
    await expect(viewer.forBooking(booking.id)).rejects.toBeDefined();
    await expect(viewer.issueInvoice(booking.id)).rejects.toBeDefined();
    expect((await s.site.invoices.view(booking.id))!.state).toBe("draft");

    const context = await travellerPageContext(s.site, s.url);
    const page = (await bookingLoader({ params: { token: made.token }, context, request: new Request(`${s.url}/bookings/${made.token}`) } as never)) as any;
    expect(page.documents.receipts.map((r: { number: string }) => r.number)).toEqual([docs.receipts[0]!.number]);
    expect(page.documents.invoice).toEqual({ number: docs.invoice.number, state: "draft", href: `/bookings/${made.token}/invoice.pdf` });
  });
});
