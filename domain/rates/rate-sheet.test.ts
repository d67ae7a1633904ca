import { describe, expect, it } from "vitest";
import { formatMajor, parseMajor, parseRateSheet, rateSheetCsv, RATE_SHEET_COLUMNS, type SheetRate } from "./rate-sheet.ts";

const HEADER = RATE_SHEET_COLUMNS.join(",");

const GOOD: SheetRate[] = [
  { tier: "comfort", residency: "residents", season: "High", currency: "KES", basis: "per_person_sharing", contactForPricing: false, adultSharing: 4_500_050, singleSupplement: 1_200_000, childBands: [{ minAge: 0, maxAge: 2, amount: 0 }, { minAge: 3, maxAge: 11, amount: 2_250_000 }], groupBands: [] },
  { tier: "value", residency: "non_residents", season: "Low", currency: "USD", basis: "per_group", contactForPricing: false, adultSharing: null, singleSupplement: null, childBands: [], groupBands: [{ maxSize: 4, amount: 60_000 }, { maxSize: 7, amount: 90_005 }] },
  { tier: "premier", residency: "east_africans", season: "Peak, festive", currency: "KES", basis: "per_person_sharing", contactForPricing: true, adultSharing: null, singleSupplement: null, childBands: [], groupBands: [] },
];

describe("rate sheet CSV", () => {
  it("money in major units converts to cents exactly", () => {
    expect([parseMajor("45,000.5"), parseMajor("0.07"), parseMajor(" "), parseMajor("12.345"), parseMajor("-5")]).toEqual([4_500_050, 7, null, NaN, NaN]);
    expect([formatMajor(4_500_050), formatMajor(7), formatMajor(100)]).toEqual(["45000.50", "0.07", "1"]);
  });

  it("a good sheet round-trips: export, parse, export again gives the same rates and text", () => {
    const csv = rateSheetCsv(GOOD);
    const parsed = parseRateSheet(csv);
    expect(parsed).toEqual({ ok: true, rates: GOOD, rows: [2, 3, 4] });
    expect(rateSheetCsv((parsed as { rates: SheetRate[] }).rates)).toBe(csv);
  });

  it("every bad row is reported with its row number and column, and no rates come back", () => {
    const csv = [
      HEADER,
      "comfort,residents,High,KES,per_person_sharing,no,45000,,,",
      "deluxe,residents,High,KES,per_person_sharing,no,45000,,,",
      "comfort,residents,Low,EUR,per_person_sharing,no,45k,,,",
      "comfort,residents,Mid,KES,per_person_sharing,no,1000,2000,0-2: 0; 1-5: 10,",
      "value,residents,High,KES,per_group,no,,,,4: 900; 7: 100",
      "comfort,residents,high,KES,per_person_sharing,no,1,,,",
      "",
      "comfort,residents,Peak,KES,per_person_sharing,maybe,,,3 to 11,",
    ].join("\r\n");
    const r = parseRateSheet(csv);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.errors.map((e) => [e.row, e.column])).toEqual([
      [3, "tier"],
      [4, "adult_sharing"],
      [5, "single_supplement"],
      [5, "child_bands"],
      [6, "group_bands"],
      [7, "season"],
      [9, "contact_for_pricing"],
      [9, "child_bands"],
    ]);
    // EUR on row 4 is only reported once the amount is readable: fix, re-import, see the next problem.
    const eur = parseRateSheet([HEADER, "comfort,residents,Low,EUR,per_person_sharing,no,45000,,,"].join("\n"));
    expect(!eur.ok && eur.errors).toEqual([{ row: 2, column: "currency", message: "Choose KES or USD." }]);
  });

  it("a missing column or an unreadable file is one clear error", () => {
    expect(parseRateSheet("tier,season\r\ncomfort,High\r\n")).toMatchObject({ ok: false, errors: [{ row: 1, column: "file" }] });
    expect(parseRateSheet(`${HEADER}\r\n"comfort,residents\r\n`)).toMatchObject({ ok: false, errors: [{ column: "file" }] });
    expect(parseRateSheet(`${HEADER}\r\n`)).toMatchObject({ ok: false, errors: [{ message: "The sheet has no rates." }] });
  });
});

describe("amounts for people to read", () => {
  it("groups thousands and keeps cents exact", async () => {
    const { formatAmount } = await import("./money.ts");
    expect([formatAmount(4_500_050, "KES"), formatAmount(100, "USD"), formatAmount(123_456_789, "USD"), formatAmount(7, "KES")]).toEqual(["KES 45,000.50", "USD 1", "USD 1,234,567.89", "KES 0.07"]);
  });
});
