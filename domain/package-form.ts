/**
 * The package editor's form (decision 0072): the document's own shape as Conform reads a post
 * (`tiers[0].days[2].title`, services as checkboxes named `service_ids`), checked by the document's
 * schema (domain/package-document.ts) in the browser, in the action and again in the service. The
 * form schema only fills in what a form cannot post: no row posted is an empty list, one service
 * ticked is a list of one. Everything else, messages included, is the document schema's.
 */
import { z } from "zod";
import { idField } from "./image-list.ts";
import { packageDocumentSchema, publishProblems, type DayDocument, type PackageDocument, type TierDocument } from "./package-document.ts";
import { DEFAULT_PRICE_BASIS } from "./price-basis.ts";
import { withPublishProblems } from "./publish-problems.ts";

const record = (v: unknown): Record<string, unknown> | null => (v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : null);

/**
 * A list of rows as posted: none posted is an empty list. Anything else that is not a list (a post
 * naming rows the old way, `tiers.0.title`, read as an object) is left for the schema to refuse,
 * rather than read as "no rows" and saved as a package without its tiers.
 */
const rows = (v: unknown) => (v === undefined || v === "" ? [] : v);

/** Checkboxes of one name: none ticked is none, one ticked is a list of one. */
const ticked = (v: unknown) => (v === undefined || v === "" ? [] : typeof v === "string" ? [v] : v);

function formShape(v: unknown): unknown {
  const form = record(v);
  if (!form) return v;
  const tiers = rows(form.tiers);
  return {
    ...form,
    service_ids: ticked(form.service_ids),
    destination_ids: rows(form.destination_ids),
    images: rows(form.images),
    tiers: Array.isArray(tiers) ? tiers.map((t) => (record(t) ? { ...record(t), days: rows(record(t)!.days) } : t)) : tiers,
    optional_activities: rows(form.optional_activities),
  };
}

/** The package form as posted, read as the document (Save, and the schedule's draft). */
export const packageFormSchema = z.preprocess(formShape, packageDocumentSchema);

/** The browser's check before Publish and Schedule: the form schema and the service's publish rules. */
export const packagePublishSchema = withPublishProblems(packageFormSchema, publishProblems, "This package cannot be published yet.");

/** What the new-package page has (decision 0027): a title and a summary; the rest starts empty. */
export const newPackageFormSchema = z.preprocess((v) => {
  const form = record(v);
  return form ? { title: form.title, summary: form.summary } : v;
}, packageDocumentSchema);

// ---- The form's first values: the document as Conform's default values, every leaf a string.

const on = (flag: boolean) => (flag ? "on" : "");
const amountField = (n: number | null) => (n === null ? "" : String(n));

function dayToForm(day: DayDocument) {
  return {
    title: day.title,
    places: day.places.join("\n"),
    overnight: day.overnight,
    breakfast: on(day.breakfast),
    lunch: on(day.lunch),
    dinner: on(day.dinner),
    description_doc: day.description_doc ? JSON.stringify(day.description_doc) : "",
    description_html: day.description_html,
  };
}

export type DayFormValues = ReturnType<typeof dayToForm>;

function tierToForm(tier: TierDocument) {
  return {
    id: idField(tier.id),
    tier_type: tier.tier_type,
    for_residents: on(tier.for_residents),
    for_east_africans: on(tier.for_east_africans),
    for_non_residents: on(tier.for_non_residents),
    price_kshs: amountField(tier.price_kshs),
    price_usd: amountField(tier.price_usd),
    price_basis: tier.price_basis,
    contact_for_pricing: on(tier.contact_for_pricing),
    inclusions: tier.inclusions.join("\n"),
    exclusions: tier.exclusions.join("\n"),
    days: tier.days.map(dayToForm),
  };
}

/** The package as the editor's first values. */
export function packageToForm(doc: PackageDocument) {
  return {
    title: doc.title,
    summary: doc.summary,
    ribbon_tag_left: doc.ribbon_tag_left,
    is_deal: on(doc.is_deal),
    is_standout: on(doc.is_standout),
    deal_percent: amountField(doc.deal_percent),
    deal_starts_on: doc.deal_starts_on ?? "",
    deal_ends_on: doc.deal_ends_on ?? "",
    terms_and_conditions: doc.terms_and_conditions,
    service_ids: doc.service_ids.map(String),
    destination_ids: doc.destination_ids.map(String),
    images: doc.images.map((img) => ({ id: idField(img.id), image_key: img.image_key, alt: img.alt })),
    tiers: doc.tiers.map(tierToForm),
    optional_activities: doc.optional_activities.map((a) => ({
      id: idField(a.id),
      activity_name: a.activity_name,
      cost_kshs: amountField(a.cost_kshs),
      cost_usd: amountField(a.cost_usd),
      description: a.description,
    })),
  };
}

export type PackageFormValues = ReturnType<typeof packageToForm>;

/** "Add a tier": a value tier for everyone, priced per person sharing, no days yet. */
export const BLANK_TIER: PackageFormValues["tiers"][number] = {
  id: "",
  tier_type: "value",
  for_residents: "on",
  for_east_africans: "on",
  for_non_residents: "on",
  price_kshs: "",
  price_usd: "",
  price_basis: DEFAULT_PRICE_BASIS,
  contact_for_pricing: "",
  inclusions: "",
  exclusions: "",
  days: [],
};

/** "Add a day": every field empty, every meal unticked. */
export const BLANK_DAY: DayFormValues = { title: "", places: "", overnight: "", breakfast: "", lunch: "", dinner: "", description_doc: "", description_html: "" };

/** "Add an activity". */
export const BLANK_ACTIVITY: PackageFormValues["optional_activities"][number] = { id: "", activity_name: "", cost_kshs: "", cost_usd: "", description: "" };
