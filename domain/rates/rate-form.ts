/**
 * The console's form for one rate (decision 0033, "The rate form"): the form's plain string values
 * (amounts in major units as staff type them, bands as numbered fields) to a rate, checked by the
 * one write schema. The page checks it in the browser before sending and the server checks it
 * again, so both show the same messages beside the same fields.
 *
 * Field names are the schema's paths: `adultSharing`, `childBands.0.minAge`, `groupBands.1.amount`,
 * so an error's path names the input it belongs to.
 */
import { z } from "zod";
import { formatMajor, parseMajor } from "./money.ts";
import { rateSchema } from "./schema.ts";
import type { Rate } from "./types.ts";

export type RateFormValues = Record<string, string>;
export type BandKind = "childBands" | "groupBands";

const BAND_FIELDS: Record<BandKind, readonly string[]> = {
  childBands: ["minAge", "maxAge", "amount"],
  groupBands: ["maxSize", "amount"],
};
const AMOUNT_MESSAGE = "Enter an amount such as 45000 or 45000.50.";
const WHOLE_MESSAGE = "Enter a whole number.";

/** How many band rows the form shows: one past the highest numbered field present. */
export function bandCount(values: RateFormValues, kind: BandKind): number {
  let n = 0;
  for (const key of Object.keys(values)) {
    const m = new RegExp(`^${kind}\\.(\\d{1,2})\\.`).exec(key);
    if (m) n = Math.max(n, Number(m[1]) + 1);
  }
  return n;
}

const rowEmpty = (values: RateFormValues, kind: BandKind, i: number) => BAND_FIELDS[kind].every((f) => !(values[`${kind}.${i}.${f}`] ?? "").trim());

/** The values with one empty band row more (the "Add a band" button, which saves nothing). */
export function withBandAdded(values: RateFormValues, kind: BandKind): RateFormValues {
  const out = { ...values };
  const i = bandCount(values, kind);
  for (const f of BAND_FIELDS[kind]) out[`${kind}.${i}.${f}`] = "";
  return out;
}

/** The values without band row `index`, the rows after it renumbered. */
export function withBandRemoved(values: RateFormValues, kind: BandKind, index: number): RateFormValues {
  const n = bandCount(values, kind);
  const out: RateFormValues = {};
  for (const [k, v] of Object.entries(values)) if (!k.startsWith(`${kind}.`)) out[k] = v;
  for (let i = 0, j = 0; i < n; i++) {
    if (i === index) continue;
    for (const f of BAND_FIELDS[kind]) out[`${kind}.${j}.${f}`] = values[`${kind}.${i}.${f}`] ?? "";
    j++;
  }
  return out;
}

/** A stored rate as the form's values (amounts in major units). */
export function rateFormValues(rate: Rate): RateFormValues {
  const money = (n: number | null) => (n === null ? "" : formatMajor(n));
  const out: RateFormValues = {
    tierId: String(rate.tierId),
    residency: rate.residency,
    season: rate.season,
    currency: rate.currency,
    basis: rate.basis,
    adultSharing: money(rate.adultSharing),
    singleSupplement: money(rate.singleSupplement),
  };
  if (rate.contactForPricing) out.contactForPricing = "yes";
  rate.childBands.forEach((b, i) => Object.assign(out, { [`childBands.${i}.minAge`]: String(b.minAge), [`childBands.${i}.maxAge`]: String(b.maxAge), [`childBands.${i}.amount`]: formatMajor(b.amount) }));
  rate.groupBands.forEach((b, i) => Object.assign(out, { [`groupBands.${i}.maxSize`]: String(b.maxSize), [`groupBands.${i}.amount`]: formatMajor(b.amount) }));
  return out;
}

/**
 * The form's values as a rate: amounts parsed by string arithmetic, band rows left wholly empty
 * dropped, then the one write schema. Issues carry the input's name as their single path element.
 */
export const rateFormSchema = z.record(z.string(), z.unknown()).transform((raw, ctx): Rate => {
  const values = Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, typeof v === "string" ? v : ""]));
  const own = new Map<string, string>();
  const text = (k: string) => (values[k] ?? "").trim();
  const money = (k: string) => {
    const v = parseMajor(text(k));
    if (Number.isNaN(v)) own.set(k, AMOUNT_MESSAGE);
    return Number.isNaN(v) ? null : v;
  };
  const whole = (k: string) => {
    const t = text(k);
    if (!/^\d{1,3}$/.test(t)) own.set(k, t ? WHOLE_MESSAGE : "Enter a number.");
    return /^\d{1,3}$/.test(t) ? Number(t) : -1;
  };
  const rows = (kind: BandKind) => [...Array(bandCount(values, kind)).keys()].filter((i) => !rowEmpty(values, kind, i));
  // Indexes as typed, so an error names the row the editor sees even after an empty row is skipped.
  const childRows = rows("childBands");
  const groupRows = rows("groupBands");
  const input = {
    tierId: Number(text("tierId")) || 0,
    residency: text("residency"),
    season: text("season"),
    currency: text("currency"),
    basis: text("basis"),
    contactForPricing: text("contactForPricing") === "yes",
    adultSharing: money("adultSharing"),
    singleSupplement: money("singleSupplement"),
    childBands: childRows.map((i) => ({ minAge: whole(`childBands.${i}.minAge`), maxAge: whole(`childBands.${i}.maxAge`), amount: money(`childBands.${i}.amount`) ?? -1 })),
    groupBands: groupRows.map((i) => ({ maxSize: whole(`groupBands.${i}.maxSize`), amount: money(`groupBands.${i}.amount`) ?? -1 })),
  };
  for (const i of childRows) if (!own.has(`childBands.${i}.amount`) && !text(`childBands.${i}.amount`)) own.set(`childBands.${i}.amount`, "Enter an amount.");
  for (const i of groupRows) if (!own.has(`groupBands.${i}.amount`) && !text(`groupBands.${i}.amount`)) own.set(`groupBands.${i}.amount`, "Enter an amount.");
  const parsed = rateSchema.safeParse(input);
  const issues = new Map(own);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [head, index, field] = issue.path;
      // A band field's path uses the schema's index: map it back to the row as typed.
      const typedIndex = head === "childBands" ? childRows[Number(index)] : head === "groupBands" ? groupRows[Number(index)] : undefined;
      const key = field !== undefined && typedIndex !== undefined ? `${String(head)}.${typedIndex}.${String(field)}` : String(head ?? "form");
      if (!issues.has(key)) issues.set(key, issue.message);
    }
  }
  for (const [key, message] of issues) ctx.addIssue({ code: "custom", path: [key], message });
  return issues.size > 0 ? z.NEVER : parsed.data!;
});
