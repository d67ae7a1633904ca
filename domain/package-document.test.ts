import { describe, expect, it } from "vitest";
import { documentErrors, packageDocumentSchema, parsePackageForm, publishProblems, unflattenForm } from "./package-document.ts";

const form = {
  title: "  Mara Classic ",
  summary: "Two nights in the Mara.",
  ribbon_tag_left: "Best Seller",
  is_deal: "on",
  deal_price: "35,900",
  deal_price_was: "38000",
  deal_currency: "KES",
  deal_price_basis: "per_person_sharing",
  terms_and_conditions: "<p>Deposit 50%.</p>",
  "images.0.id": "4",
  "images.0.image_key": "illustrations/savanna-1",
  "images.0.alt": "Elephants at dusk",
  "tiers.0.id": "9",
  "tiers.0.tier_type": "value",
  "tiers.0.for_residents": "on",
  "tiers.0.price_kshs": "35900",
  "tiers.0.price_usd": "",
  "tiers.0.price_basis": "per_group",
  "tiers.0.inclusions": "Park fees\r\n\r\nMeals ",
  "tiers.0.exclusions": "",
  "tiers.0.itinerary_details_html": "<h4>Day 1</h4>",
  intent: "save",
};

describe("package document schema (decision 0023)", () => {
  it("reads the console form's flat strings into the document", () => {
    const parsed = parsePackageForm(form);
    expect(parsed.success).toBe(true);
    const doc = parsed.data!;
    expect(doc).toMatchObject({ title: "Mara Classic", is_deal: true, is_standout: false, deal_price: 35_900, deal_price_was: 38_000 });
    expect(doc.tiers[0]).toMatchObject({ id: 9, for_residents: true, for_non_residents: false, price_kshs: 35_900, price_usd: null, price_basis: "per_group", inclusions: ["Park fees", "Meals"] });
    expect(doc.images[0]).toEqual({ id: 4, image_key: "illustrations/savanna-1", alt: "Elephants at dusk" });
    // The stored JSON parses to the same document (the service checks stored drafts again).
    expect(packageDocumentSchema.parse(JSON.parse(JSON.stringify(doc)))).toEqual(doc);
  });

  it("names the field of every mistake", () => {
    const parsed = parsePackageForm({
      ...form,
      title: " ",
      deal_price: "12",
      deal_price_was: "abc",
      "tiers.0.price_basis": "per_planet",
      "tiers.1.tier_type": "comfort",
      "tiers.1.price_kshs": "",
    });
    expect(parsed.success).toBe(false);
    const errors = documentErrors(parsed.error!);
    expect(Object.keys(errors).sort()).toEqual(["deal_price_was", "tiers.0.price_basis", "tiers.1.for_residents", "tiers.1.price_kshs", "title"].sort());
    expect(errors["tiers.1.price_kshs"]).toMatch(/Contact for Pricing/);
  });

  it("a replaced price must be higher than the deal price", () => {
    const errors = documentErrors(parsePackageForm({ ...form, deal_price_was: "30000" }).error!);
    expect(errors.deal_price_was).toMatch(/higher/);
  });

  it("Contact for Pricing clears the tier's prices", () => {
    const doc = parsePackageForm({ ...form, "tiers.0.contact_for_pricing": "on" }).data!;
    expect(doc.tiers[0]).toMatchObject({ contact_for_pricing: true, price_kshs: null, price_usd: null });
  });

  it("ignores unknown and prototype keys and huge indexes", () => {
    const out = unflattenForm({ "__proto__.polluted": "1", "tiers.__proto__.x": "1", "tiers.5000.id": "1", "title.0": "x", title: "T" });
    expect(({} as any).polluted).toBeUndefined();
    expect(out).toEqual({ title: "T" });
  });

  it("publishing needs a summary, a priced or Contact for Pricing tier and an image with alt text", () => {
    const doc = parsePackageForm(form).data!;
    expect(publishProblems(doc)).toEqual({});
    const bare = { ...doc, summary: " ", tiers: [], images: [{ ...doc.images[0]!, alt: "" }] };
    expect(Object.keys(publishProblems(bare)).sort()).toEqual(["images", "summary", "tiers"]);
  });
});

describe("form fields", () => {
  it("the document round-trips through the form's flat fields; rows can be removed", async () => {
    const { documentToForm, formRowCount, withoutFormRow } = await import("./package-document.ts");
    const doc = parsePackageForm({ ...form, "tiers.1.tier_type": "premier", "tiers.1.for_non_residents": "on", "tiers.1.price_usd": "900" }).data!;
    const flat = documentToForm(doc);
    expect(parsePackageForm(flat).data).toEqual(doc);
    expect(formRowCount(flat, "tiers")).toBe(2);
    const removed = parsePackageForm(withoutFormRow(flat, "tiers", 0)).data!;
    expect(removed.tiers).toHaveLength(1);
    expect(removed.tiers[0]).toMatchObject({ tier_type: "premier", price_usd: 900 });
  });
});
