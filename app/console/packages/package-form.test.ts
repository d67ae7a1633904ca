/**
 * The package editor on Conform (decision 0072) stores what it stored before: one rich edit, as the
 * form posted it before (flat dotted names, positional service checkboxes), was parsed by the old
 * form parser and its document recorded (package-edit-before-conform.json, made by the code of
 * commit 10aa01b). The same edit, posted as the Conform form names its fields, reads as the same
 * document, which is what the action hands the service to store. The document also goes back to
 * the form's first values and, posted again unchanged, reads as itself.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { packageFormSchema, packageToForm } from "#domain/package-form.ts";
import { bracketed, parseForm } from "../lib/conform.ts";

const RECORDED = JSON.parse(readFileSync(new URL("./package-edit-before-conform.json", import.meta.url), "utf8"));

/** One edit as the form posted it before Conform. */
const doc = JSON.stringify({ type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "Out of the city, " }, { type: "text", text: "down the escarpment", marks: [{ type: "bold" }] }] }] });
const BEFORE: Array<[string, string]> = [
  ["base", "abc"],
  ["title", "  Five days in the Mara  "],
  ["summary", "Lions, river crossings and a balloon at dawn."],
  ["ribbon_tag_left", "Best Seller"],
  ["is_deal", "on"],
  ["deal_percent", "15 %"],
  ["deal_starts_on", "2027-01-10"],
  ["deal_ends_on", "2027-03-31"],
  ["service_ids.1", "3"],
  ["service_ids.4", "1"],
  ["destination_ids.0", "4"],
  ["destination_ids.1", "2"],
  ["tiers.0.id", "17"],
  ["tiers.0.tier_type", "comfort"],
  ["tiers.0.price_basis", "per_group"],
  ["tiers.0.price_kshs", "45,000"],
  ["tiers.0.price_usd", ""],
  ["tiers.0.for_residents", "on"],
  ["tiers.0.for_non_residents", "on"],
  ["tiers.0.inclusions", "Park fees\r\n  Game drives \r\n\r\nWater"],
  ["tiers.0.exclusions", "Flights"],
  ["tiers.0.days.0.title", "Nairobi to the Mara"],
  ["tiers.0.days.0.places", "Nairobi\nNarok"],
  ["tiers.0.days.0.overnight", "River camp"],
  ["tiers.0.days.0.lunch", "on"],
  ["tiers.0.days.0.dinner", "on"],
  ["tiers.0.days.0.description_doc", doc],
  ["tiers.0.days.1.title", "Game drives"],
  ["tiers.0.days.1.places", ""],
  ["tiers.0.days.1.overnight", ""],
  ["tiers.0.days.1.breakfast", "on"],
  ["tiers.0.days.1.description_html", "<p>All day out.</p><script>x</script>"],
  ["tiers.1.tier_type", "premier"],
  ["tiers.1.price_basis", "per_person_sharing"],
  ["tiers.1.price_kshs", "90000"],
  ["tiers.1.price_usd", "900"],
  ["tiers.1.contact_for_pricing", "on"],
  ["tiers.1.for_east_africans", "on"],
  ["tiers.1.inclusions", ""],
  ["tiers.1.exclusions", ""],
  ["images.0.id", "31"],
  ["images.0.image_key", "uploads/lion-dawn"],
  ["images.0.alt", "A lion at dawn"],
  ["images.1.image_key", "uploads/river-crossing"],
  ["images.1.alt", ""],
  ["optional_activities.0.id", "5"],
  ["optional_activities.0.activity_name", "Balloon safari"],
  ["optional_activities.0.cost_kshs", "52 000"],
  ["optional_activities.0.cost_usd", "450"],
  ["optional_activities.0.description", "At dawn, with breakfast."],
  ["terms_and_conditions", "<p>Deposit 30%.</p>"],
  ["intent", "save"],
];

/** The same edit as the Conform form posts it: rows in brackets, services as checkboxes of one name. */
function asConformPost(before: Array<[string, string]>): FormData {
  const form = new FormData();
  for (const [name, value] of before) {
    if (/^service_ids\.\d+$/.test(name)) form.append("service_ids", value);
    else form.append(name.replace(/\.(\d+)(?=\.|$)/g, "[$1]"), value);
  }
  return form;
}

/** Conform's first values as a browser posts them: every leaf a field, lists in brackets, ticked boxes repeated. */
function posted(values: unknown): FormData {
  const form = new FormData();
  const walk = (node: unknown, parts: Array<string | number>) => {
    if (typeof node === "string") {
      // An unticked box and an empty id are not posted, as a browser leaves them out.
      if (node !== "" || !/(^|\.)(id|is_deal|is_standout|for_\w+|contact_for_pricing|breakfast|lunch|dinner)$/.test(bracketed(parts))) form.append(bracketed(parts), node);
    } else if (Array.isArray(node) && parts.at(-1) === "service_ids") for (const v of node) form.append("service_ids", String(v));
    else if (Array.isArray(node)) node.forEach((x, i) => walk(x, [...parts, i]));
    else if (node && typeof node === "object") for (const [k, v] of Object.entries(node)) walk(v, [...parts, k]);
  };
  walk(values, []);
  return form;
}

describe("the package form on Conform stores what it stored before", () => {
  it("the same posted edit reads as the document the old form parser made", () => {
    const form = asConformPost(BEFORE);
    expect(form.getAll("service_ids")).toEqual(["3", "1"]);
    expect(form.get("tiers[0].days[1].description_html")).toBe("<p>All day out.</p><script>x</script>");
    const submission = parseForm(form, packageFormSchema);
    expect(submission.status).toBe("success");
    expect(JSON.parse(JSON.stringify(submission.status === "success" ? submission.value : null))).toEqual(RECORDED);
  });

  it("the stored document, drawn as the form and posted unchanged, reads as itself", () => {
    const doc = packageFormSchema.parse(RECORDED);
    const submission = parseForm(posted(packageToForm(doc)), packageFormSchema);
    expect(submission.status === "success" ? submission.value : submission.error).toEqual(doc);
  });
});
