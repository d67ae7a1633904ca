/**
 * A booking's invoice (issue 26 item 5, decision 0053): its lines are the booking's frozen price
 * lines, each with a tax type. In Kenya tour operator services are exempt from VAT; accommodation,
 * food, drink or transport the operator supplies itself are taxable at 16%. Pure, integer minor units.
 *
 * The amounts the traveller accepted are what they pay, so they include any VAT: a taxable line's
 * VAT is taken out of it (16/116 of it), never added on top, and the invoice's total is the
 * booking's total. The booking's discount is shared over the lines in proportion to their amounts
 * (largest remainder, so the shares add up to the discount exactly), because VAT is due on what is
 * actually charged for each line. Each line's VAT is rounded to the minor unit on its own, half up
 * (as eTIMS computes tax per item); the invoice's VAT is the sum of the lines' VAT.
 */
import type { BookingDocument } from "./booking.ts";

export const TAX_TYPES = ["exempt", "taxable"] as const;
export type TaxType = (typeof TAX_TYPES)[number];
export const isTaxType = (v: unknown): v is TaxType => typeof v === "string" && (TAX_TYPES as readonly string[]).includes(v);

/** Kenya's standard VAT rate, in percent. */
export const VAT_RATE_PERCENT = 16;

export const TAX_TYPE_SHORT: Record<TaxType, string> = { exempt: "Exempt", taxable: `VAT ${VAT_RATE_PERCENT}%` };

/**
 * Words that name accommodation, food, drink or transport the operator itself supplies. A booking's
 * lines come from the price function ("2 adults sharing (4 nights)": the tour itself, exempt) or
 * are typed by staff ("Extra night at the Norfolk Hotel", "Airport transfer"): only the latter
 * read like these. A guess staff can change line by line before the invoice is issued.
 */
const TAXABLE_WORDS =
  /\b(hotels?|lodges?|accommodation|rooms?|guest ?house|extra nights?|meals?|dinners?|lunch(es)?|breakfasts?|food|drinks?|beverages?|wines?|bar|transfers?|transport|vehicles?|car hire|taxi|shuttles?)\b/i;

export const defaultTaxType = (label: string): TaxType => (TAXABLE_WORDS.test(label) ? "taxable" : "exempt");

export interface InvoiceLine {
  label: string;
  quantity: number;
  /** What the booking's line costs before the discount (minor units, VAT included). */
  amount: number;
  /** This line's share of the booking's discount. */
  discount: number;
  /** What is charged for the line: amount less its discount share (VAT included). */
  gross: number;
  taxType: TaxType;
  /** The VAT inside `gross`; 0 when exempt. */
  vat: number;
  /** gross less vat. */
  net: number;
}

export interface InvoiceTotals {
  /** The lines before the discount. */
  subtotal: number;
  discount: number;
  /** What the traveller pays: the booking's total. */
  total: number;
  exempt: number;
  /** Taxable lines without their VAT. */
  taxableNet: number;
  vat: number;
}

/** a * b / c rounded half up, exactly (BigInt: a line times a rate can pass 2^53). */
function mulDivHalfUp(a: number, b: number, c: number): number {
  const n = BigInt(a) * BigInt(b);
  const d = BigInt(c);
  return Number((2n * n + d) / (2n * d));
}

/** The VAT inside a VAT-inclusive amount at `ratePercent`: amount x rate / (100 + rate), half up. */
export const vatInside = (gross: number, ratePercent = VAT_RATE_PERCENT): number => (gross <= 0 ? 0 : mulDivHalfUp(gross, ratePercent, 100 + ratePercent));

/**
 * The discount shared over the amounts in proportion to them: each gets the whole part of its share,
 * and the minor units left go one each to the largest remainders (the first line wins a tie), so
 * the shares add up to the discount exactly and none is more than its line.
 */
export function shareDiscount(amounts: readonly number[], discount: number): number[] {
  const subtotal = amounts.reduce((s, a) => s + Math.max(0, a), 0);
  const taken = Math.min(Math.max(0, discount), subtotal);
  if (taken === 0 || subtotal === 0) return amounts.map(() => 0);
  const parts = amounts.map((a, i) => {
    const n = BigInt(Math.max(0, a)) * BigInt(taken);
    return { i, whole: Number(n / BigInt(subtotal)), rest: n % BigInt(subtotal) };
  });
  let left = taken - parts.reduce((s, p) => s + p.whole, 0);
  const order = [...parts].sort((x, y) => (y.rest > x.rest ? 1 : y.rest < x.rest ? -1 : x.i - y.i));
  for (const p of order) {
    if (left === 0) break;
    p.whole += 1;
    left -= 1;
  }
  return parts.map((p) => p.whole);
}

/** The invoice's lines for a booking's lines, with staff's tax types by label (the default otherwise). */
export function invoiceLines(doc: Pick<BookingDocument, "lines" | "discount">, taxTypes: Readonly<Record<string, TaxType>>): InvoiceLine[] {
  const shares = shareDiscount(
    doc.lines.map((l) => l.amount),
    doc.discount,
  );
  return doc.lines.map((l, i) => {
    const taxType = taxTypes[l.label] ?? defaultTaxType(l.label);
    const gross = l.amount - shares[i]!;
    const vat = taxType === "taxable" ? vatInside(gross) : 0;
    return { label: l.label, quantity: l.quantity, amount: l.amount, discount: shares[i]!, gross, taxType, vat, net: gross - vat };
  });
}

export function invoiceTotals(lines: readonly InvoiceLine[]): InvoiceTotals {
  const sum = (f: (l: InvoiceLine) => number, only?: TaxType) => lines.reduce((s, l) => (only && l.taxType !== only ? s : s + f(l)), 0);
  return {
    subtotal: sum((l) => l.amount),
    discount: sum((l) => l.discount),
    total: sum((l) => l.gross),
    exempt: sum((l) => l.gross, "exempt"),
    taxableNet: sum((l) => l.net, "taxable"),
    vat: sum((l) => l.vat),
  };
}

export type InvoiceState = "draft" | "issued";

/** The KRA eTIMS fields staff copy from the control unit once the invoice is signed there. */
export interface EtimsFields {
  cuSerial: string;
  cuInvoiceNumber: string;
  /** The QR code's content: usually a URL on KRA's site, printed as a QR image on the PDF. */
  qrCode: string;
}

export const ETIMS_LIMITS = { cuSerial: 40, cuInvoiceNumber: 60, qrCode: 1000 } as const;

/** Staff's eTIMS fields checked: letters, digits and a few separators; the QR text any printable text. */
export function readEtimsFields(input: Record<string, string | undefined>): { ok: true; fields: EtimsFields } | { ok: false; errors: Record<string, string> } {
  const errors: Record<string, string> = {};
  const cuSerial = String(input.cuSerial ?? "").trim();
  const cuInvoiceNumber = String(input.cuInvoiceNumber ?? "").trim();
  const qrCode = String(input.qrCode ?? "").trim();
  if (cuSerial.length > ETIMS_LIMITS.cuSerial) errors.cuSerial = `At most ${ETIMS_LIMITS.cuSerial} characters.`;
  else if (!/^[A-Za-z0-9 ./-]*$/.test(cuSerial)) errors.cuSerial = "Letters, digits, spaces, dots, slashes and dashes only, as the control unit shows it.";
  if (cuInvoiceNumber.length > ETIMS_LIMITS.cuInvoiceNumber) errors.cuInvoiceNumber = `At most ${ETIMS_LIMITS.cuInvoiceNumber} characters.`;
  else if (!/^[A-Za-z0-9 ./-]*$/.test(cuInvoiceNumber)) errors.cuInvoiceNumber = "Letters, digits, spaces, dots, slashes and dashes only, as the control unit shows it.";
  if (qrCode.length > ETIMS_LIMITS.qrCode) errors.qrCode = `At most ${ETIMS_LIMITS.qrCode} characters.`;
  else if (/[\u0000-\u001f\u007f]/.test(qrCode)) errors.qrCode = "Paste the QR code's text or link on one line.";
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, fields: { cuSerial, cuInvoiceNumber, qrCode } };
}

/** The invoice as the console and the PDF show it. */
export interface InvoiceView {
  number: string;
  state: InvoiceState;
  madeOn: string;
  issuedOn: string | null;
  bookingReference: string;
  travellerName: string;
  currency: string;
  lines: InvoiceLine[];
  totals: InvoiceTotals;
  etims: EtimsFields;
  /** Issued, and the booking's total has changed since (an accepted amendment): staff must act. */
  bookingTotalNow: number;
}

export const invoiceFileName = (number: string): string => `${number}.pdf`;
