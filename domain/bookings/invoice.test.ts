/** The invoice's VAT arithmetic (decision 0053): exact integers, VAT inside the amounts, per-line rounding. */
import { describe, expect, it } from "vitest";
import { defaultTaxType, invoiceLines, invoiceTotals, readEtimsFields, shareDiscount, vatInside } from "./invoice.ts";
import { documentNumber, paidToward, parseDocumentNumber, receiptMoney } from "./receipt.ts";

describe("VAT inside an amount", () => {
  it("takes 16/116 of the amount, rounded half up to the minor unit", () => {
    expect(vatInside(116_00)).toBe(16_00);
    expect(vatInside(100)).toBe(14); // 13.79 -> 14
    expect(vatInside(29)).toBe(4); // 4.0 exactly
    expect(vatInside(1)).toBe(0); // 0.138 -> 0
    expect(vatInside(4)).toBe(1); // 0.5517 -> 1
    expect(vatInside(0)).toBe(0);
    // (At 16% no amount gives an exact half: gross x 4 / 29 never ends in .5.)
    expect(vatInside(1_000_000_000_000)).toBe(137_931_034_483); // 137,931,034,482.76 -> ...483, no float loss
  });
});

describe("the discount shared over the lines", () => {
  it("adds up to the discount exactly, largest remainders first, first line on a tie", () => {
    expect(shareDiscount([100, 100, 100], 100)).toEqual([34, 33, 33]);
    expect(shareDiscount([200, 100], 1)).toEqual([1, 0]);
    expect(shareDiscount([50, 50], 0)).toEqual([0, 0]);
    expect(shareDiscount([50, 50], 500)).toEqual([50, 50]);
    const shares = shareDiscount([333_33, 1_000_000_01, 7], 12_345_67);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(12_345_67);
  });
});

describe("invoice lines and totals", () => {
  const doc = {
    lines: [
      { label: "2 adults sharing (4 nights)", quantity: 2, amount: 400_000_00 },
      { label: "Extra night at the Norfolk Hotel", quantity: 1, amount: 29_000_00 },
      { label: "Airport transfer", quantity: 1, amount: 5_800_01 },
    ],
    discount: 10_000_00,
  };

  it("defaults: the tour exempt, accommodation and transport taxable; staff's choice wins", () => {
    expect(defaultTaxType("2 adults sharing (4 nights)")).toBe("exempt");
    expect(defaultTaxType("Single supplement (3 nights)")).toBe("exempt");
    expect(defaultTaxType("Extra night at the Norfolk Hotel")).toBe("taxable");
    expect(defaultTaxType("Airport transfer")).toBe("taxable");
    expect(defaultTaxType("Park fees")).toBe("exempt");
    expect(invoiceLines(doc, {}).map((l) => l.taxType)).toEqual(["exempt", "taxable", "taxable"]);
    expect(invoiceLines(doc, { "Airport transfer": "exempt" }).map((l) => l.taxType)).toEqual(["exempt", "taxable", "exempt"]);
  });

  it("VAT per line on the discounted amount; the total is the booking's; the parts add up", () => {
    const lines = invoiceLines(doc, {});
    // 1,000,000 shared over 43,480,001: 919,963.18 / 66,697.33 / 13,339.49; the unit left goes to .49.
    expect(lines.map((l) => l.discount)).toEqual([919_963, 66_697, 13_340]);
    // The hotel: 2,833,303 charged, VAT 390,800.41 -> 390,800; the transfer: 566,661, VAT 78,160.14 -> 78,160.
    expect(lines.map((l) => [l.gross, l.vat, l.net])).toEqual([
      [39_080_037, 0, 39_080_037],
      [2_833_303, 390_800, 2_442_503],
      [566_661, 78_160, 488_501],
    ]);
    const t = invoiceTotals(lines);
    expect(t.subtotal).toBe(434_800_01);
    expect(t.discount).toBe(10_000_00);
    expect(t.total).toBe(424_800_01);
    expect(t.vat).toBe(lines[1]!.vat + lines[2]!.vat);
    expect(t.exempt + t.taxableNet + t.vat).toBe(t.total);
  });

  it("exact figures for a small case", () => {
    const lines = invoiceLines({ lines: [{ label: "Tour", quantity: 1, amount: 1000 }, { label: "Dinner", quantity: 1, amount: 1000 }], discount: 1 }, {});
    // The odd minor unit of discount goes to the first line (a tie).
    expect(lines.map((l) => [l.discount, l.gross, l.vat, l.net])).toEqual([
      [1, 999, 0, 999],
      [0, 1000, 138, 862], // 1000 x 16 / 116 = 137.93 -> 138
    ]);
    expect(invoiceTotals(lines)).toEqual({ subtotal: 2000, discount: 1, total: 1999, exempt: 999, taxableNet: 862, vat: 138 });
  });
});

describe("eTIMS fields", () => {
  it("keeps what the control unit shows, refuses what cannot be one", () => {
    expect(readEtimsFields({ cuSerial: " KRAMW017202207050425 ", cuInvoiceNumber: "0170506700000000123", qrCode: "https://etims.kra.go.ke/common/link/etims/receipt/indexEtimsReceiptData?Data=P0512345" })).toMatchObject({
      ok: true,
      fields: { cuSerial: "KRAMW017202207050425" },
    });
    const bad = readEtimsFields({ cuSerial: "<script>", cuInvoiceNumber: "x".repeat(61), qrCode: "a\nb" });
    expect(bad.ok).toBe(false);
    expect(Object.keys((bad as { errors: object }).errors).sort()).toEqual(["cuInvoiceNumber", "cuSerial", "qrCode"]);
  });
});

describe("receipt numbers and what a payment pays toward", () => {
  it("numbers per year, read back; nothing else reads as one", () => {
    expect(documentNumber("RC", 2026, 1)).toBe("RC-2026-00001");
    expect(documentNumber("INV", 2027, 123_456)).toBe("INV-2027-123456");
    expect(parseDocumentNumber("RC-2026-00001")).toEqual({ series: "RC", year: 2026, seq: 1 });
    expect(parseDocumentNumber("RC-2026-1")).toBeNull();
    expect(parseDocumentNumber("../RC-2026-00001")).toBeNull();
  });

  it("deposit, balance, both, or over the total", () => {
    const b = { deposit: 400, total: 1000 };
    expect(paidToward(b, 0, 400)).toBe("deposit");
    expect(paidToward(b, 100, 100)).toBe("deposit");
    expect(paidToward(b, 400, 600)).toBe("balance");
    expect(paidToward(b, 0, 1000)).toBe("deposit_and_balance");
    expect(paidToward(b, 1000, 10)).toBe("overpayment");
    expect(receiptMoney({ number: "RC-2026-00001", issuedOn: "2026-11-27", bookingReference: "BK-00001", travellerName: "A", amount: 700, currency: "KES", method: "Cash", reference: "", receivedOn: "2026-11-27", paidBefore: 400, total: 1000, deposit: 400 })).toEqual({
      toward: "Balance",
      paidAfter: 1100,
      dueAfter: 0,
      over: 100,
    });
  });
});
