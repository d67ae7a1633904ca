/**
 * The console's form for one rate (decision 0033, "The rate form"; decision 0072): the form's plain
 * string values (amounts in major units as staff type them, bands as rows of a list) to a rate,
 * checked by the one write schema. The page checks it in the browser before sending (Conform's
 * `onValidate`) and the server checks it again (`parseWithZod`), so both show the same messages
 * beside the same fields.
 *
 * Field names are Conform's paths: `adultSharing`, `childBands[0].minAge`, `groupBands[1].amount`,
 * and every issue's path is the input's, so an error names the input it belongs to.
 */
import { z } from "zod";
import { formatMajor, parseMajor } from "./money.ts";
import { rateSchema } from "./schema.ts";
import type { Rate } from "./types.ts";

export type BandKind = "childBands" | "groupBands";

const AMOUNT_MESSAGE = "Enter an amount such as 45000 or 45000.50.";
const WHOLE_MESSAGE = "Enter a whole number.";

/** One input's value as posted: a string, or nothing when the input was not sent. */
const cell = z.string().optional();
/** A list of band rows; a row is missing (a hole) when none of its inputs was sent. */
const rows = <S extends z.ZodRawShape>(shape: S) => z.array(z.object(shape).optional()).optional();

/** The form's values as posted, before they are read into a rate (Conform reads its constraints). */
export const rateFormFields = z.object({
  tierId: cell,
  residency: cell,
  season: cell,
  currency: cell,
  basis: cell,
  /** "yes" when ticked. */
  contactForPricing: cell,
  adultSharing: cell,
  singleSupplement: cell,
  childBands: rows({ minAge: cell, maxAge: cell, amount: cell }),
  groupBands: rows({ maxSize: cell, amount: cell }),
});

/** The form's values: what a stored rate prefills and what the form posts. */
export type RateFormValues = z.input<typeof rateFormFields>;

/** A stored rate as the form's values (amounts in major units). */
export function rateFormValues(rate: Rate): RateFormValues {
  const money = (n: number | null) => (n === null ? "" : formatMajor(n));
  return {
    tierId: String(rate.tierId),
    residency: rate.residency,
    season: rate.season,
    currency: rate.currency,
    basis: rate.basis,
    ...(rate.contactForPricing ? { contactForPricing: "yes" } : {}),
    adultSharing: money(rate.adultSharing),
    singleSupplement: money(rate.singleSupplement),
    childBands: rate.childBands.map((b) => ({ minAge: String(b.minAge), maxAge: String(b.maxAge), amount: formatMajor(b.amount) })),
    groupBands: rate.groupBands.map((b) => ({ maxSize: String(b.maxSize), amount: formatMajor(b.amount) })),
  };
}

type Path = [string] | [BandKind, number, string];

/**
 * The form's values as a rate: amounts parsed by string arithmetic, band rows left wholly empty
 * dropped, then the one write schema. Each issue's path is the input's (`["childBands", 1,
 * "maxAge"]`), a whole list's (`["childBands"]`), or empty for the whole form.
 */
export const rateFormSchema = rateFormFields.transform((values, ctx): Rate => {
  const issues: Array<{ path: Path | []; message: string }> = [];
  const has = (path: Path | []) => issues.some((i) => i.path.join(".") === path.join("."));
  const issue = (path: Path | [], message: string) => {
    if (!has(path)) issues.push({ path, message });
  };
  const top = (k: Exclude<keyof RateFormValues, BandKind>) => (values[k] ?? "").trim();
  const money = (path: Path, t: string) => {
    const v = parseMajor(t);
    if (Number.isNaN(v)) issue(path, AMOUNT_MESSAGE);
    return Number.isNaN(v) ? null : v;
  };
  const whole = (path: Path, t: string) => {
    if (!/^\d{1,3}$/.test(t)) issue(path, t ? WHOLE_MESSAGE : "Enter a number.");
    return /^\d{1,3}$/.test(t) ? Number(t) : -1;
  };
  // Rows as typed (index, trimmed cells), wholly empty ones dropped: an error still names the row
  // the editor sees after an empty row is skipped.
  const typed = <R extends Record<string, string | undefined>>(list: Array<R | undefined> | undefined) =>
    (list ?? []).flatMap((row, i) => {
      const cells = Object.fromEntries(Object.entries(row ?? {}).map(([k, v]) => [k, (v ?? "").trim()])) as Record<string, string>;
      return Object.values(cells).some(Boolean) ? [{ i, cells }] : [];
    });
  const childRows = typed(values.childBands);
  const groupRows = typed(values.groupBands);
  const amount = (kind: BandKind, i: number, t: string) => {
    if (!t) {
      issue([kind, i, "amount"], "Enter an amount.");
      return -1;
    }
    return money([kind, i, "amount"], t) ?? -1;
  };
  const input = {
    tierId: Number(top("tierId")) || 0,
    residency: top("residency"),
    season: top("season"),
    currency: top("currency"),
    basis: top("basis"),
    contactForPricing: top("contactForPricing") === "yes",
    adultSharing: money(["adultSharing"], top("adultSharing")),
    singleSupplement: money(["singleSupplement"], top("singleSupplement")),
    childBands: childRows.map(({ i, cells }) => ({
      minAge: whole(["childBands", i, "minAge"], cells.minAge ?? ""),
      maxAge: whole(["childBands", i, "maxAge"], cells.maxAge ?? ""),
      amount: amount("childBands", i, cells.amount ?? ""),
    })),
    groupBands: groupRows.map(({ i, cells }) => ({ maxSize: whole(["groupBands", i, "maxSize"], cells.maxSize ?? ""), amount: amount("groupBands", i, cells.amount ?? "") })),
  };
  const parsed = rateSchema.safeParse(input);
  if (!parsed.success) {
    for (const zodIssue of parsed.error.issues) {
      const [head, index, field] = zodIssue.path;
      // A band field's path uses the schema's index: map it back to the row as typed.
      const row = head === "childBands" ? childRows[Number(index)] : head === "groupBands" ? groupRows[Number(index)] : undefined;
      const path: Path | [] =
        field !== undefined && row !== undefined ? [head as BandKind, row.i, String(field)] : head !== undefined ? [String(head)] : [];
      issue(path, zodIssue.message);
    }
  }
  for (const { path, message } of issues) ctx.addIssue({ code: "custom", path, message });
  return issues.length > 0 ? z.NEVER : parsed.data!;
});
