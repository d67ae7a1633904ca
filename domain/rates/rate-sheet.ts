/**
 * A package's rate sheet as CSV (decision 0033): one row per rate (tier, residency, season,
 * currency), amounts in major units as staff type them ("45000" or "45,000.50"), bands as short
 * lists ("0-2: 0; 3-11: 12500"). Parsing reports every bad row with its row number and column;
 * the service stores nothing unless every row is good.
 */
import { parse } from "csv-parse/sync";
import { csvDocument } from "../csv.ts";
import { TIER_TYPES } from "../tiers.ts";
import { formatMajor, parseMajor } from "./money.ts";
import { fieldErrors, rateFieldsSchema, type RateFields } from "./schema.ts";
import type { ChildBand, GroupBand } from "./types.ts";

export { formatMajor, parseMajor };

export const RATE_SHEET_COLUMNS = [
  "tier",
  "residency",
  "season",
  "currency",
  "basis",
  "contact_for_pricing",
  "adult_sharing",
  "single_supplement",
  "child_bands",
  "group_bands",
] as const;
type Column = (typeof RATE_SHEET_COLUMNS)[number];

/** The CSV column of each rate field, so a schema message names what the sheet calls it. */
const COLUMN_OF: Record<string, Column> = {
  residency: "residency",
  season: "season",
  currency: "currency",
  basis: "basis",
  contactForPricing: "contact_for_pricing",
  adultSharing: "adult_sharing",
  singleSupplement: "single_supplement",
  childBands: "child_bands",
  groupBands: "group_bands",
};

export interface SheetRate extends RateFields {
  /** The tier's name in the sheet (domain/rates/tier-names.ts): "value", or "value (residents)" where the package has two value tiers. */
  tier: string;
}

export interface SheetError {
  /** The line of the CSV file (the header is line 1). */
  row: number;
  column: Column | "file";
  message: string;
}

/**
 * `rows[i]` is the CSV line of `rates[i]`, for errors found later (unknown tier or season). A
 * failed parse still carries its good rows, so the service can check those too and the editor sees
 * every problem of the sheet at once.
 */
export type SheetParse = { ok: true; rates: SheetRate[]; rows: number[] } | { ok: false; errors: SheetError[]; rates: SheetRate[]; rows: number[] };

function formatChildBands(bands: readonly ChildBand[]): string {
  return bands.map((b) => `${b.minAge}-${b.maxAge}: ${formatMajor(b.amount)}`).join("; ");
}

function formatGroupBands(bands: readonly GroupBand[]): string {
  return bands.map((b) => `${b.maxSize}: ${formatMajor(b.amount)}`).join("; ");
}

export function rateSheetCsv(rates: readonly SheetRate[]): string {
  return csvDocument(
    [...RATE_SHEET_COLUMNS],
    rates.map((r) => [
      r.tier,
      r.residency,
      r.season,
      r.currency,
      r.basis,
      r.contactForPricing ? "yes" : "no",
      r.adultSharing === null ? "" : formatMajor(r.adultSharing),
      r.singleSupplement === null ? "" : formatMajor(r.singleSupplement),
      formatChildBands(r.childBands),
      formatGroupBands(r.groupBands),
    ]),
  );
}

type Cell<T> = { value: T } | { error: string };

function listCell<T>(text: string, item: RegExp, build: (m: RegExpExecArray) => T, example: string): Cell<T[]> {
  const parts = text.split(";").map((s) => s.trim()).filter(Boolean);
  const out: T[] = [];
  for (const part of parts) {
    const m = item.exec(part);
    if (!m) return { error: `Write bands as ${example}.` };
    out.push(build(m));
  }
  return { value: out };
}

function parseRow(cells: Record<string, string>, row: number): { rate: SheetRate } | { errors: SheetError[] } {
  const errors: SheetError[] = [];
  const err = (column: Column, message: string) => errors.push({ row, column, message });
  const get = (c: Column) => (cells[c] ?? "").trim();

  // Which of the package's tiers the name means is the service's check (it knows the tiers).
  const tier = get("tier").toLowerCase().replace(/\s+/g, " ");
  const typeNamed = /^[a-z]+/.exec(tier)?.[0] ?? "";
  if (!(TIER_TYPES as readonly string[]).includes(typeNamed)) err("tier", `Start with one of ${TIER_TYPES.join(", ")}.`);
  const flag = get("contact_for_pricing").toLowerCase();
  if (!["", "yes", "no"].includes(flag)) err("contact_for_pricing", "Write yes or no.");
  const money = (c: Column) => {
    const v = parseMajor(get(c));
    if (Number.isNaN(v)) err(c, "Enter an amount such as 45000 or 45000.50.");
    return Number.isNaN(v) ? null : v;
  };
  const adultSharing = money("adult_sharing");
  const singleSupplement = money("single_supplement");
  const amount = "(\\d[\\d,]*(?:\\.\\d{1,2})?)";
  const child = listCell(get("child_bands"), new RegExp(`^(\\d{1,2})\\s*-\\s*(\\d{1,2})\\s*:\\s*${amount}$`), (m) => ({ minAge: Number(m[1]), maxAge: Number(m[2]), amount: parseMajor(m[3]!)! }), "0-2: 0; 3-11: 12500");
  if ("error" in child) err("child_bands", child.error);
  const group = listCell(get("group_bands"), new RegExp(`^(\\d{1,3})\\s*:\\s*${amount}$`), (m) => ({ maxSize: Number(m[1]), amount: parseMajor(m[2]!)! }), "4: 60000; 7: 90000");
  if ("error" in group) err("group_bands", group.error);
  if (errors.length > 0) return { errors };

  const parsed = rateFieldsSchema.safeParse({
    residency: get("residency"),
    season: get("season"),
    currency: get("currency").toUpperCase(),
    basis: get("basis"),
    contactForPricing: flag === "yes",
    adultSharing,
    singleSupplement,
    childBands: "value" in child ? child.value : [],
    groupBands: "value" in group ? group.value : [],
  });
  if (!parsed.success) {
    return { errors: Object.entries(fieldErrors(parsed.error)).map(([field, message]) => ({ row, column: COLUMN_OF[field] ?? "file", message })) };
  }
  return { rate: { tier, ...parsed.data } };
}

/** Every row checked; either all the rates or every error (row and column). */
export function parseRateSheet(csv: string): SheetParse {
  // `info` gives each record's line in the file, so row numbers stay right past blank lines and
  // cells spanning lines.
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(csv, { bom: true, skip_empty_lines: true, relax_column_count: true, info: true }) as unknown as typeof records;
  } catch (e) {
    const line = (e as { lines?: number }).lines;
    return { ok: false, rates: [], rows: [], errors: [{ row: line ?? 1, column: "file", message: `This is not a readable CSV file (${(e as Error).message}).` }] };
  }
  const header = (records[0]?.record ?? []).map((h) => h.trim().toLowerCase());
  const missing = RATE_SHEET_COLUMNS.filter((c) => !header.includes(c));
  if (missing.length > 0) return { ok: false, rates: [], rows: [], errors: [{ row: 1, column: "file", message: `The header lacks ${missing.join(", ")}.` }] };

  const errors: SheetError[] = [];
  const rates: SheetRate[] = [];
  const rows: number[] = [];
  const seen = new Map<string, number>();
  records.slice(1).forEach(({ record: cells, info }) => {
    const row = info.lines;
    const out = parseRow(Object.fromEntries(header.map((h, k) => [h, cells[k] ?? ""])), row);
    if ("errors" in out) return void errors.push(...out.errors);
    const key = `${out.rate.tier}|${out.rate.residency}|${out.rate.season.toLowerCase()}|${out.rate.currency}`;
    const earlier = seen.get(key);
    if (earlier !== undefined) return void errors.push({ row, column: "season", message: `Row ${earlier} already has this tier, residency, season and currency.` });
    seen.set(key, row);
    rates.push(out.rate);
    rows.push(row);
  });
  if (records.length < 2) errors.push({ row: 1, column: "file", message: "The sheet has no rates." });
  return errors.length > 0 ? { ok: false, errors, rates, rows } : { ok: true, rates, rows };
}
