/**
 * The quote builder's form (issue 14, decision 0036): flat fields ("options.0.days.2.title",
 * "options.1.lines.3.amount") read into the nested values ONE zod schema checks, in the browser
 * before sending and in the action. Amounts are typed in major units ("45,000.50") and read into
 * integer minor units without floats. The server prices what the schema accepts.
 */
import { z } from "zod";
import { MEALS, type ItineraryDay } from "../itinerary.ts";
import { unflattenFields } from "../package-document.ts";
import { parseMajor, formatMajor } from "../rates/money.ts";
import { CURRENCIES } from "../rates/types.ts";
import { isIsoDate } from "../rates/dates.ts";
import { INQUIRY_RESIDENCIES } from "../residency.ts";
import { paragraphsToText, textToParagraphs, type QuoteDocument, type QuoteOption } from "./document.ts";
import { MAX_AMOUNT, type SubmittedAmount } from "./pricing.ts";
import { MAX_VALIDITY_DAYS, MIN_VALIDITY_DAYS } from "./versions.ts";

export const MAX_OPTIONS = 4;
export const MAX_DAYS = 40;
export const MAX_LINES = 40;

const text = (max: number) => z.preprocess((v) => (v == null ? "" : String(v).trim()), z.string().max(max, `At most ${max} characters.`));
const required = (max: number, message: string) => text(max).pipe(z.string().min(1, message));
const flag = z.preprocess((v) => v === true || v === "on" || v === "true", z.boolean());
const listOfLines = (maxEach: number, max: number) =>
  z.preprocess(
    (v) =>
      (Array.isArray(v) ? v : String(v ?? "").split(/\r?\n/))
        .map((s) => String(s).trim())
        .filter(Boolean),
    z.array(z.string().max(maxEach, `Keep each line under ${maxEach} characters.`)).max(max, `At most ${max} lines.`),
  );
const optionalDate = z.preprocess(
  (v) => (v == null || String(v).trim() === "" ? null : String(v).trim()),
  z.string().refine(isIsoDate, "Enter a date as YYYY-MM-DD.").nullable(),
);
const wholeNumber = (min: number, max: number, message: string) =>
  z.preprocess((v) => (typeof v === "string" && /^\s*\d+\s*$/.test(v) ? Number(v) : v), z.number({ error: message }).int(message).min(min, message).max(max, message));

/** "45,000.50" -> 4500050 minor units; empty -> `empty`. */
const money = (empty: number | null, message = "Enter an amount such as 45000 or 45000.50.") =>
  z.preprocess(
    (v) => {
      if (typeof v === "number") return v;
      const parsed = parseMajor(String(v ?? ""));
      return parsed === null ? empty : parsed;
    },
    z.number({ error: message }).int(message).min(0, "An amount cannot be negative.").max(MAX_AMOUNT, "That amount is too large.").nullable(),
  );

const daySchema = z.object({
  title: text(200),
  places: listOfLines(120, 30),
  overnight: text(200),
  breakfast: flag,
  lunch: flag,
  dinner: flag,
  description: text(5000),
});

const lineSchema = z
  .object({
    key: text(300),
    kind: z.enum(["adults_sharing", "single_supplement", "child", "group", "extra"], { error: "Reload the page and try again." }),
    label: text(200),
    quantity: z.preprocess((v) => (v == null || String(v).trim() === "" ? 1 : Number(String(v).trim())), z.number({ error: "Enter a quantity." }).int("Enter a whole quantity.").min(1, "At least 1.").max(100, "At most 100.")),
    /** The price function's amount the line was shown with (minor units, set by the server). */
    priced: z.preprocess((v) => (v == null || String(v).trim() === "" ? 0 : Number(String(v).trim())), z.number({ error: "Reload the page and try again." }).int("Reload the page and try again.").min(0).max(MAX_AMOUNT)),
    amount: money(null),
  })
  .superRefine((line, ctx) => {
    if (line.kind === "extra" && !line.label) ctx.addIssue({ code: "custom", path: ["label"], message: "Say what the line is for." });
    if (line.amount === null) ctx.addIssue({ code: "custom", path: ["amount"], message: "Enter an amount (0 for included)." });
  });

const optionSchema = z.object({
  id: text(10).pipe(z.string().regex(/^o\d{1,3}$/, "Reload the page and try again.")),
  title: required(80, "Name the option, e.g. Comfort."),
  /** "packageId:tierId", or empty for an option built by hand. */
  tier: text(40).pipe(z.string().regex(/^(\d{1,9}:\d{1,9})?$/, "Choose a package and tier from the list.")),
  inclusions: listOfLines(300, 60),
  exclusions: listOfLines(300, 60),
  discount: money(0),
  days: z.array(daySchema).max(MAX_DAYS, `At most ${MAX_DAYS} days.`).default([]),
  lines: z.array(lineSchema).max(MAX_LINES, `At most ${MAX_LINES} lines.`).default([]),
});

export const builderFormSchema = z
  .object({
    traveller_name: required(200, "Enter the traveller's name."),
    residency: z.enum(INQUIRY_RESIDENCIES, { error: "Choose a residency." }),
    adults: wholeNumber(1, 60, "Between 1 and 60 adults."),
    child_ages: z.preprocess(
      (v) =>
        String(v ?? "")
          .split(/[,;\s]+/)
          .filter(Boolean)
          .map((a) => (/^\d+$/.test(a) ? Number(a) : NaN)),
      z.array(z.number().int().min(0).max(17)).max(30, "At most 30 children."),
    ),
    start_date: optionalDate,
    end_date: optionalDate,
    currency: z.enum(CURRENCIES, { error: "Choose a currency." }),
    validity_days: wholeNumber(MIN_VALIDITY_DAYS, MAX_VALIDITY_DAYS, `A quote is valid for ${MIN_VALIDITY_DAYS} to ${MAX_VALIDITY_DAYS} days.`),
    message: text(5000),
    options: z.array(optionSchema).min(1, "Add at least one option.").max(MAX_OPTIONS, `At most ${MAX_OPTIONS} options.`),
  })
  .superRefine((v, ctx) => {
    if (v.start_date && v.end_date && v.end_date < v.start_date) ctx.addIssue({ code: "custom", path: ["end_date"], message: "The trip ends after it starts." });
    const ids = new Set<string>();
    v.options.forEach((o, i) => {
      if (ids.has(o.id)) ctx.addIssue({ code: "custom", path: ["options", i, "id"], message: "Reload the page and try again." });
      ids.add(o.id);
      const subtotal = o.lines.reduce((s, l) => s + (l.amount ?? 0), 0);
      if ((o.discount ?? 0) > subtotal) ctx.addIssue({ code: "custom", path: ["options", i, "discount"], message: "The discount is more than the option's lines add up to." });
    });
  });

export type BuilderForm = z.output<typeof builderFormSchema>;
export type BuilderOption = BuilderForm["options"][number];

/** Error keys as the form's field names: ["options", 0, "title"] -> "options.0.title". */
export function builderErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join(".") : "form";
    out[key] ??= issue.message;
  }
  return out;
}

const TOP_LEVEL = new Set(["traveller_name", "residency", "adults", "child_ages", "start_date", "end_date", "currency", "validity_days", "message", "options"]);

/** The flat fields as nested values; unknown names (intent buttons) are left out, list holes closed. */
export const unflattenBuilderForm = (values: Record<string, string>): Record<string, unknown> => unflattenFields(values, TOP_LEVEL);

export function parseBuilderForm(values: Record<string, string>) {
  return builderFormSchema.safeParse(unflattenBuilderForm(values));
}

/** A form day as the itinerary's day. */
export function formDay(day: BuilderOption["days"][number]): ItineraryDay {
  return { title: day.title, places: day.places, overnight: day.overnight, meals: MEALS.filter((m) => day[m]), description_html: textToParagraphs(day.description) };
}

/** The typed amounts of an option's priced lines, for `withOverrides`. */
export function submittedAmounts(option: BuilderOption): SubmittedAmount[] {
  return option.lines.filter((l) => l.kind !== "extra").map((l) => ({ key: l.key, amount: l.amount ?? 0, shownPriced: l.priced ?? 0 }));
}

/** The extra lines typed by hand, keyed "x1", "x2"... in order. */
export function extraLines(option: BuilderOption) {
  return option.lines
    .filter((l) => l.kind === "extra")
    .map((l, i) => ({ key: `x${i + 1}`, kind: "extra" as const, label: l.label, quantity: l.quantity, priced: l.amount ?? 0, override: null }));
}

/** The stored document as the builder's flat fields (prefill, and the form after each save). */
export function documentToForm(doc: QuoteDocument): Record<string, string> {
  const out: Record<string, string> = {
    traveller_name: doc.travellerName,
    residency: doc.residency,
    adults: String(doc.party.adults),
    child_ages: doc.party.childAges.join(", "),
    start_date: doc.startDate ?? "",
    end_date: doc.endDate ?? "",
    currency: doc.currency,
    validity_days: String(doc.validityDays),
    message: doc.message,
  };
  doc.options.forEach((o, i) => Object.assign(out, optionToForm(o, i)));
  return out;
}

export function optionToForm(o: QuoteOption, i: number): Record<string, string> {
  const p = `options.${i}`;
  const out: Record<string, string> = {
    [`${p}.id`]: o.id,
    [`${p}.title`]: o.title,
    [`${p}.tier`]: o.packageId && o.tierId ? `${o.packageId}:${o.tierId}` : "",
    [`${p}.inclusions`]: o.inclusions.join("\n"),
    [`${p}.exclusions`]: o.exclusions.join("\n"),
    [`${p}.discount`]: o.discount ? formatMajor(o.discount) : "",
  };
  o.days.forEach((d, n) => Object.assign(out, dayToForm(d, `${p}.days.${n}`)));
  o.lines.forEach((l, n) => {
    const q = `${p}.lines.${n}`;
    out[`${q}.key`] = l.key;
    out[`${q}.kind`] = l.kind;
    out[`${q}.label`] = l.label;
    out[`${q}.quantity`] = String(l.quantity);
    out[`${q}.priced`] = String(l.priced);
    out[`${q}.amount`] = formatMajor(l.override?.amount ?? l.priced);
  });
  return out;
}

type Text = string | undefined;
/** The builder's values as its form posts them, nested by Conform's names (`options[0].days[2].title`). */
export type BuilderFormValues = {
  traveller_name?: Text;
  residency?: Text;
  adults?: Text;
  child_ages?: Text;
  start_date?: Text;
  end_date?: Text;
  currency?: Text;
  validity_days?: Text;
  message?: Text;
  amendment?: Text;
  confirm_overrides?: Text;
  options?: Array<BuilderOptionValues | undefined>;
};
export type BuilderOptionValues = {
  id?: Text;
  title?: Text;
  tier?: Text;
  inclusions?: Text;
  exclusions?: Text;
  discount?: Text;
  days?: Array<Partial<Record<keyof typeof BLANK_DAY_FIELDS | (typeof MEALS)[number], Text>> | undefined>;
  lines?: Array<Partial<Record<keyof typeof BLANK_EXTRA_LINE_FIELDS, Text>> | undefined>;
};

/** The stored document as the builder's nested values (its form's defaults). */
export function documentToValues(doc: QuoteDocument): BuilderFormValues {
  return unflattenBuilderForm(documentToForm(doc)) as BuilderFormValues;
}

export function dayToForm(d: ItineraryDay, prefix: string): Record<string, string> {
  const out: Record<string, string> = {
    [`${prefix}.title`]: d.title,
    [`${prefix}.places`]: d.places.join("\n"),
    [`${prefix}.overnight`]: d.overnight,
    [`${prefix}.description`]: paragraphsToText(d.description_html),
  };
  for (const m of MEALS) if (d.meals.includes(m)) out[`${prefix}.${m}`] = "on";
  return out;
}

export const BLANK_DAY_FIELDS = { title: "", places: "", overnight: "", description: "" };
export const BLANK_EXTRA_LINE_FIELDS = { key: "", kind: "extra", label: "", quantity: "1", priced: "0", amount: "" };

/**
 * "Add an option" (issue 24): a copy of option `from` as option `to`, with its days, inclusions,
 * exclusions, tier and hand-added lines, but priced by the rates alone. An override and a discount
 * belong to the option they were typed in: a copy carrying them would price another tier with them
 * and name an agent as the author of a change nobody made to it. The rates are applied again on
 * save, for the copy's own tier.
 */
export function copyOptionFields(values: Record<string, string>, from: number, to: number): Record<string, string> {
  const source = `options.${from}.`;
  const copy: Record<string, string> = {};
  for (const [k, v] of Object.entries(values)) if (k.startsWith(source)) copy[`options.${to}.${k.slice(source.length)}`] = v;
  const p = `options.${to}`;
  for (const k of Object.keys(copy)) {
    const m = /^options\.\d+\.lines\.(\d+)\.kind$/.exec(k);
    if (m && copy[k] !== "extra") copy[`${p}.lines.${m[1]}.amount`] = formatMajor(Number(copy[`${p}.lines.${m[1]}.priced`] ?? 0));
  }
  copy[`${p}.discount`] = "";
  copy[`${p}.id`] = nextOptionId(values);
  copy[`${p}.title`] = `Option ${to + 1}`;
  return copy;
}

/** A new option's id: one more than the highest in the form. */
export function nextOptionId(values: Record<string, string>): string {
  let max = 0;
  for (const [k, v] of Object.entries(values)) if (/^options\.\d+\.id$/.test(k) && /^o\d+$/.test(v)) max = Math.max(max, Number(v.slice(1)));
  return `o${max + 1}`;
}
