/**
 * A package as an editor edits it (decision 0023): the draft document the console form fills, the
 * action checks and the service stores. ONE schema accepts both the form's flat strings (after
 * `unflattenForm`) and the stored JSON, so the browser, the action and the service agree.
 */
import { z } from "zod";
import { imageUseSchema } from "./image-list.ts";
import { DEFAULT_PRICE_BASIS, PRICE_BASES } from "./price-basis.ts";
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

export const tierDocumentSchema = z
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
    /** Edited by the itinerary editor of a later slice; carried through unchanged. */
    itinerary_details_html: text(100_000),
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

export const activityDocumentSchema = z.object({
  id: optionalId,
  activity_name: text(120).pipe(z.string().min(1, "Name the activity.")),
  cost_kshs: amount,
  cost_usd: amount,
  description: text(1000),
});

/** An image of the package: shared with destinations (domain/image-list.ts); the first is the primary one. */
export const imageDocumentSchema = imageUseSchema;

export const packageDocumentSchema = z
  .object({
    title: text(200).pipe(z.string().min(1, "Enter a title.")),
    summary: text(2000),
    ribbon_tag_left: text(40),
    is_deal: flag,
    is_standout: flag,
    deal_price: amount,
    deal_price_was: amount,
    deal_currency: z.enum(["KES", "USD"], { error: "Choose KES or USD." }).default("KES"),
    deal_price_basis: z.enum(PRICE_BASES, { error: "Choose what the price is for." }).default(DEFAULT_PRICE_BASIS),
    terms_and_conditions: text(20_000),
    images: z.array(imageDocumentSchema).max(40).default([]),
    tiers: z.array(tierDocumentSchema).max(12, "At most 12 tiers.").default([]),
    optional_activities: z.array(activityDocumentSchema).max(30).default([]),
  })
  .superRefine((doc, ctx) => {
    if (doc.deal_price_was !== null && doc.deal_price === null) {
      ctx.addIssue({ code: "custom", path: ["deal_price"], message: "Enter the deal price, or clear the price it replaces." });
    }
    if (doc.deal_price !== null && doc.deal_price_was !== null && doc.deal_price_was <= doc.deal_price) {
      ctx.addIssue({ code: "custom", path: ["deal_price_was"], message: "The replaced price must be higher than the deal price." });
    }
  });

export type PackageDocument = z.output<typeof packageDocumentSchema>;
export type TierDocument = PackageDocument["tiers"][number];

/** The publish rules of issue 11; each names the field the editor must fix. Empty when publishable. */
export function publishProblems(doc: PackageDocument): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!doc.summary.trim()) problems.summary = "Write a summary before publishing.";
  const priced = doc.tiers.some((t) => t.contact_for_pricing || t.price_kshs !== null || t.price_usd !== null);
  if (!priced) problems.tiers = "Add a tier with a price, or one marked Contact for Pricing, before publishing.";
  if (!doc.images.some((img) => img.alt.trim())) problems.images = "Give at least one image alt text before publishing.";
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
 * The console form's flat fields ("tiers.0.price_kshs") as the nested object the schema reads.
 * Only known top-level keys are kept (intent buttons and the like are left out); list indexes are
 * taken in order, so a gap left by a removed row closes up.
 */
export function unflattenForm(values: Record<string, string>): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    const parts = name.split(".");
    // Only our own names: no prototype keys, and list indexes small enough to walk.
    if (!KNOWN_FIELDS.has(parts[0]!) || parts.length > 3) continue;
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
  for (const key of ["images", "tiers", "optional_activities"]) {
    if (Array.isArray(root[key])) root[key] = (root[key] as unknown[]).filter((x) => x !== undefined);
  }
  return root;
}

const KNOWN_FIELDS = new Set([
  "title",
  "summary",
  "ribbon_tag_left",
  "is_deal",
  "is_standout",
  "deal_price",
  "deal_price_was",
  "deal_currency",
  "deal_price_basis",
  "terms_and_conditions",
  "images",
  "tiers",
  "optional_activities",
]);

/** Parses the console form's fields. */
export function parsePackageForm(values: Record<string, string>) {
  return packageDocumentSchema.safeParse(unflattenForm(values));
}

/** A blank tier for "Add a tier". */
export function blankTier(): z.input<typeof tierDocumentSchema> {
  return {
    id: null,
    tier_type: "value",
    for_residents: true,
    for_east_africans: true,
    for_non_residents: true,
    price_kshs: null,
    price_usd: null,
    price_basis: DEFAULT_PRICE_BASIS,
    contact_for_pricing: false,
    inclusions: [],
    exclusions: [],
    itinerary_details_html: "",
  };
}

/** The document as the console form's flat fields (the inverse of `unflattenForm`). */
export function documentToForm(doc: z.input<typeof packageDocumentSchema>): Record<string, string> {
  const out: Record<string, string> = {};
  const put = (name: string, value: unknown) => {
    if (value === null || value === undefined || value === false) return;
    out[name] = value === true ? "on" : Array.isArray(value) ? value.join("\n") : String(value);
  };
  for (const [key, value] of Object.entries(doc)) {
    if (!Array.isArray(value)) put(key, value);
    else value.forEach((item, i) => Object.entries(item as object).forEach(([field, v]) => put(`${key}.${i}.${field}`, v)));
  }
  return out;
}

/** How many rows of a list the flat fields hold ("tiers.3.x" -> 4). */
export function formRowCount(values: Record<string, string>, list: "tiers" | "images" | "optional_activities"): number {
  let count = 0;
  for (const name of Object.keys(values)) {
    const m = new RegExp(`^${list}\\.(\\d+)\\.`).exec(name);
    if (m) count = Math.max(count, Number(m[1]) + 1);
  }
  return count;
}

/** The flat fields without row `index` of `list`, later rows moved up by one. */
export function withoutFormRow(values: Record<string, string>, list: string, index: number): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(values)) {
    const m = new RegExp(`^${list}\\.(\\d+)\\.(.+)$`).exec(name);
    if (!m) out[name] = value;
    else if (Number(m[1]) < index) out[name] = value;
    else if (Number(m[1]) > index) out[`${list}.${Number(m[1]) - 1}.${m[2]}`] = value;
  }
  return out;
}
