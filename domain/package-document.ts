/**
 * A package as an editor edits it (decision 0023): the draft document the console form fills, the
 * action checks and the service stores. ONE schema accepts both the form's strings (as Conform
 * reads them, domain/package-form.ts) and the stored JSON, so the browser, the action and the
 * service agree.
 */
import { z } from "zod";
import { imageUseSchema } from "./image-list.ts";
import { daysFromLegacyHtml, MEALS, type ItineraryDay } from "./itinerary.ts";
import { convertTypedDeal, DEAL_PERCENT_MAX, DEAL_PERCENT_MIN, RIBBON_PERCENT } from "./deal.ts";
import { DEFAULT_PRICE_BASIS, PRICE_BASES } from "./price-basis.ts";
import { isIsoDate } from "./rates/dates.ts";
import { richTextField } from "./rich-text.ts";
import { TIER_TYPES } from "./tiers.ts";

export const PACKAGE_ENTITY = "package";

/** "on" from a checkbox, or a stored boolean. A missing checkbox is false. */
const flag = z.preprocess((v) => v === true || v === "on" || v === "true", z.boolean());

/** A whole, non-negative amount; empty means none. "35,900" and "35 900" are read as 35900. */
const amount = z.preprocess(
  (v) => {
    if (v === null || v === undefined) return null;
    if (typeof v === "number") return v;
    const text = String(v).replace(/[,\s]/g, "");
    if (text === "") return null;
    return /^\d+$/.test(text) ? Number(text) : NaN;
  },
  z
    .number({ error: "Enter a whole number, e.g. 35900." })
    .int("Enter a whole number, e.g. 35900.")
    .min(1, "Enter an amount above 0, or leave it empty.")
    .max(100_000_000, "That amount is too large.")
    .nullable(),
);

/** One line per item in the form; a list in the document. */
const lines = z.preprocess(
  (v) =>
    (Array.isArray(v) ? v : String(v ?? "").split(/\r?\n/))
      .map((s) => String(s).trim())
      .filter(Boolean),
  z.array(z.string().max(300, "Keep each line under 300 characters.")).max(60, "At most 60 lines."),
);

const text = (max: number) => z.preprocess((v) => (v == null ? "" : String(v).trim()), z.string().max(max, `At most ${max} characters.`));

const optionalId = z.preprocess(
  (v) => (v === "" || v === null || v === undefined ? null : Number(v)),
  z.number().int().positive().nullable(),
);

/** Ids chosen from a list (services, destinations), in order, each once. */
const chosenIds = (max: number) =>
  z.preprocess(
    (v) => (Array.isArray(v) ? v.filter((x) => x !== "" && x !== null && x !== undefined).map(Number) : []),
    z
      .array(z.number({ error: "Choose from the list." }).int("Choose from the list.").positive("Choose from the list."))
      .max(max, `At most ${max}.`)
      .refine((ids) => new Set(ids).size === ids.length, "Each may be chosen once."),
  );

/**
 * One day of a tier's itinerary (decision 0027). The description is the rich-text editor's
 * document; `description_html` is what the server renders from it and sanitises (or, from a form
 * sent without JavaScript, the HTML typed, sanitised), as for stories (decision 0025).
 */
export const dayDocumentSchema = z.object({
  /** Optional: a day without a title is headed "Day N" alone. */
  title: text(200),
  places: lines.pipe(z.array(z.string()).max(30, "At most 30 places a day.")),
  overnight: text(200),
  breakfast: flag,
  lunch: flag,
  dinner: flag,
  description_doc: richTextField,
  description_html: text(100_000),
});

export type DayDocument = z.output<typeof dayDocumentSchema>;

/** A day of the document as the domain's itinerary functions read it. */
export function itineraryDay(day: DayDocument): ItineraryDay {
  return {
    title: day.title,
    places: day.places,
    overnight: day.overnight,
    meals: MEALS.filter((m) => day[m]),
    description_html: day.description_html,
  };
}

/** A stored day (domain shape) as a document day, before the editor has a document for it. */
export function dayDocument(day: ItineraryDay, descriptionDoc: unknown = null): z.input<typeof dayDocumentSchema> {
  return {
    title: day.title,
    places: day.places,
    overnight: day.overnight,
    breakfast: day.meals.includes("breakfast"),
    lunch: day.meals.includes("lunch"),
    dinner: day.meals.includes("dinner"),
    description_doc: descriptionDoc,
    description_html: day.description_html,
  };
}

/**
 * Drafts and revisions stored before the structured itinerary held the tier's HTML in
 * `itinerary_details_html` and no `days`: they are read as days (the same conversion as
 * migration 0013), so old revisions stay restorable.
 */
const withDaysFromLegacyHtml = (v: unknown) => {
  if (!v || typeof v !== "object" || Array.isArray(v)) return v;
  const tier = v as Record<string, unknown>;
  if ("days" in tier || typeof tier.itinerary_details_html !== "string") return v;
  const { itinerary_details_html: html, ...rest } = tier;
  return { ...rest, days: daysFromLegacyHtml(html as string).map((d) => dayDocument(d)) };
};

const tierObjectSchema = z
  .object({
    id: optionalId,
    tier_type: z.enum(TIER_TYPES, { error: "Choose a tier type." }),
    for_residents: flag,
    for_east_africans: flag,
    for_non_residents: flag,
    price_kshs: amount,
    price_usd: amount,
    price_basis: z.enum(PRICE_BASES, { error: "Choose what the price is for." }).default(DEFAULT_PRICE_BASIS),
    contact_for_pricing: flag,
    inclusions: lines,
    exclusions: lines,
    days: z.array(dayDocumentSchema).max(60, "At most 60 days.").default([]),
  })
  // On the tier itself, so a mistake elsewhere in the form does not hide these.
  .superRefine((t, ctx) => {
    if (!t.for_residents && !t.for_east_africans && !t.for_non_residents) {
      ctx.addIssue({ code: "custom", path: ["for_residents"], message: "Tick who this tier is for." });
    }
    if (!t.contact_for_pricing && t.price_kshs === null && t.price_usd === null) {
      ctx.addIssue({ code: "custom", path: ["price_kshs"], message: "Enter a KES or USD price, or tick Contact for Pricing." });
    }
  })
  .transform((t) => (t.contact_for_pricing ? { ...t, price_kshs: null, price_usd: null } : t));

export const tierDocumentSchema = z.preprocess(withDaysFromLegacyHtml, tierObjectSchema);

export const activityDocumentSchema = z.object({
  id: optionalId,
  activity_name: text(120).pipe(z.string().min(1, "Name the activity.")),
  cost_kshs: amount,
  cost_usd: amount,
  description: text(1000),
});

/** An image of the package: shared with destinations (domain/image-list.ts); the first is the primary one. */
export const imageDocumentSchema = imageUseSchema;

/** A whole percentage for a deal rule (decision 0045); empty means none. */
const dealPercent = z.preprocess(
  (v) => {
    if (v === null || v === undefined) return null;
    if (typeof v === "number") return v;
    const t = String(v).replace(/[%\s]/g, "");
    if (t === "") return null;
    return /^\d+$/.test(t) ? Number(t) : NaN;
  },
  z
    .number({ error: `Enter a whole percentage, ${DEAL_PERCENT_MIN} to ${DEAL_PERCENT_MAX}.` })
    .int(`Enter a whole percentage, ${DEAL_PERCENT_MIN} to ${DEAL_PERCENT_MAX}.`)
    .min(DEAL_PERCENT_MIN, `Enter a whole percentage, ${DEAL_PERCENT_MIN} to ${DEAL_PERCENT_MAX}.`)
    .max(DEAL_PERCENT_MAX, `At most ${DEAL_PERCENT_MAX}% off.`)
    .nullable(),
);

/** An optional "YYYY-MM-DD" (the browser's date input); empty means none. */
const optionalDay = z.preprocess(
  (v) => (v === null || v === undefined || String(v).trim() === "" ? null : String(v).trim()),
  z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "Choose a date.").refine(isIsoDate, "Choose a real date.").nullable(),
);

/**
 * Documents stored before decision 0045 (an old revision restored) carried a typed deal price
 * beside the price it replaced: read as the percentage rule it stands for, as migration 0026 did.
 */
function withDealRule(v: unknown): unknown {
  if (!v || typeof v !== "object" || "deal_percent" in v || !("deal_price" in v)) return v;
  const doc = v as Record<string, unknown>;
  const n = (x: unknown) => (typeof x === "number" ? x : null);
  const { percent } = convertTypedDeal({ price: n(doc.deal_price), was: n(doc.deal_price_was), currency: "KES", tierPrices: [], ribbon: null });
  return { ...doc, deal_percent: percent };
}

const packageObjectSchema = z
  .object({
    title: text(200).pipe(z.string().min(1, "Enter a title.")),
    summary: text(2000),
    ribbon_tag_left: text(40).refine((r) => !RIBBON_PERCENT.test(r), "The saving shows from the deal's percentage; write words here, such as Hot Deal."),
    is_deal: flag,
    is_standout: flag,
    /** The deal rule (decision 0045): whole percent off every price of the package, for departures in the window. */
    deal_percent: dealPercent.default(null),
    deal_starts_on: optionalDay.default(null),
    deal_ends_on: optionalDay.default(null),
    terms_and_conditions: text(20_000),
    /** Service ids; the first is the package's main service (its travel type). */
    service_ids: chosenIds(12).default([]),
    /** Destination ids in the order the page lists them. */
    destination_ids: chosenIds(40).default([]),
    images: z.array(imageDocumentSchema).max(40).default([]),
    tiers: z.array(tierDocumentSchema).max(12, "At most 12 tiers.").default([]),
    optional_activities: z.array(activityDocumentSchema).max(30).default([]),
  })
  .superRefine((doc, ctx) => {
    if (doc.deal_starts_on && doc.deal_ends_on && doc.deal_ends_on < doc.deal_starts_on) {
      ctx.addIssue({ code: "custom", path: ["deal_ends_on"], message: "The last departure must be on or after the first." });
    }
  });

export const packageDocumentSchema = z.preprocess(withDealRule, packageObjectSchema);

export type PackageDocument = z.output<typeof packageObjectSchema>;
export type TierDocument = PackageDocument["tiers"][number];

/** A tier's days as the domain's itinerary functions read them. */
export const tierItinerary = (tier: TierDocument): ItineraryDay[] => tier.days.map(itineraryDay);

/** The publish rules of issue 11; each names the field the editor must fix. Empty when publishable. */
export function publishProblems(doc: PackageDocument): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!doc.summary.trim()) problems.summary = "Write a summary before publishing.";
  const priced = doc.tiers.some((t) => t.contact_for_pricing || t.price_kshs !== null || t.price_usd !== null);
  if (!priced) problems.tiers = "Add a tier with a price, or one marked Contact for Pricing, before publishing.";
  if (!doc.images.some((img) => img.alt.trim())) problems.images = "Give at least one image alt text before publishing.";
  if (!doc.service_ids.length) problems.service_ids = "Choose at least one service before publishing.";
  // A deal is a rule (decision 0045): without its percentage it would be listed with the deals at full price.
  if (doc.is_deal && doc.deal_percent === null) problems.deal_percent = "Enter the deal's percentage off before publishing, or untick Deal.";
  return problems;
}

/** Form field names for the document's errors: ["tiers", 0, "price_kshs"] -> "tiers.0.price_kshs". */
export function documentErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join(".") : "form";
    out[key] ??= issue.message;
  }
  return out;
}

/**
 * Flat dotted fields ("options.0.days.2.title") as the nested object a schema reads, keeping only
 * the top-level names in `known`; list indexes are taken in order, so a gap left by a removed row
 * closes up. The quote services read the builder's fields this way (decision 0072).
 */
export function unflattenFields(values: Record<string, string>, known: ReadonlySet<string>): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    const parts = name.split(".");
    // Only our own names: no prototype keys, and list indexes small enough to walk.
    if (!known.has(parts[0]!) || parts.length > 5) continue;
    if (parts.some((p) => p === "__proto__" || p === "constructor" || p === "prototype" || (/^\d+$/.test(p) && Number(p) >= 100))) continue;
    let node: any = root;
    for (let i = 0; i < parts.length - 1 && node; i++) {
      const key = parts[i]!;
      const nextIsIndex = /^\d+$/.test(parts[i + 1]!);
      node[key] ??= nextIsIndex ? [] : {};
      node = typeof node[key] === "object" ? node[key] : null;
    }
    if (node) node[parts[parts.length - 1]!] = value;
  }
  return compactLists(root) as Record<string, unknown>;
}

/** Lists without the holes a removed row leaves, all the way down. */
function compactLists(node: unknown): unknown {
  if (Array.isArray(node)) return node.filter((x) => x !== undefined).map(compactLists);
  if (node && typeof node === "object") return Object.fromEntries(Object.entries(node).map(([k, v]) => [k, compactLists(v)]));
  return node;
}

/** How many rows a list of the flat fields holds ("tiers.3.x" -> 4; "tiers.0.days.2.x" -> 3 for "tiers.0.days"). */
export function formRowCount(values: Record<string, string>, list: string): number {
  let count = 0;
  const pattern = new RegExp(`^${escapeRegExp(list)}\\.(\\d+)(?:\\.|$)`);
  for (const name of Object.keys(values)) {
    const m = pattern.exec(name);
    if (m) count = Math.max(count, Number(m[1]) + 1);
  }
  return count;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
