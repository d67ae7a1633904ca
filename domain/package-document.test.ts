import { describe, expect, it } from "vitest";
import { documentErrors, packageDocumentSchema, parsePackageForm, publishProblems, tierDocumentSchema, tierItinerary, unflattenForm, withSwappedFormRows } from "./package-document.ts";

const form = {
  title: "  Mara Classic ",
  summary: "Two nights in the Mara.",
  ribbon_tag_left: "Best Seller",
  is_deal: "on",
  deal_percent: "15%",
  deal_starts_on: "",
  deal_ends_on: "2027-03-31",
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
  "tiers.0.days.0.title": " Nairobi to the Mara ",
  "tiers.0.days.0.places": "Nairobi\nNarok\n\nMaasai Mara",
  "tiers.0.days.0.overnight": "Tented camp on the Talek River",
  "tiers.0.days.0.lunch": "on",
  "tiers.0.days.0.dinner": "on",
  "tiers.0.days.0.description_doc": JSON.stringify({ type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "Drive west." }] }] }),
  "tiers.0.days.1.title": "Game drives",
  "tiers.0.days.1.description_html": "<p>All day on the plains.</p>",
  "service_ids.0": "1",
  "destination_ids.0": "7",
  "destination_ids.1": "3",
  intent: "save",
};

describe("package document schema (decision 0023)", () => {
  it("reads the console form's flat strings into the document", () => {
    const parsed = parsePackageForm(form);
    expect(parsed.success).toBe(true);
    const doc = parsed.data!;
    expect(doc).toMatchObject({ title: "Mara Classic", is_deal: true, is_standout: false, deal_percent: 15, deal_starts_on: null, deal_ends_on: "2027-03-31" });
    expect(doc.tiers[0]).toMatchObject({ id: 9, for_residents: true, for_non_residents: false, price_kshs: 35_900, price_usd: null, price_basis: "per_group", inclusions: ["Park fees", "Meals"] });
    expect(doc.images[0]).toEqual({ id: 4, image_key: "illustrations/savanna-1", alt: "Elephants at dusk" });
    expect(doc.service_ids).toEqual([1]);
    expect(doc.destination_ids).toEqual([7, 3]);
    expect(doc.tiers[0]!.days).toHaveLength(2);
    expect(doc.tiers[0]!.days[0]).toMatchObject({ title: "Nairobi to the Mara", places: ["Nairobi", "Narok", "Maasai Mara"], overnight: "Tented camp on the Talek River", breakfast: false, lunch: true, dinner: true });
    expect(doc.tiers[0]!.days[0]!.description_doc?.content[0]?.type).toBe("paragraph");
    expect(tierItinerary(doc.tiers[0]!)[0]!.meals).toEqual(["lunch", "dinner"]);
    // The stored JSON parses to the same document (the service checks stored drafts again).
    expect(packageDocumentSchema.parse(JSON.parse(JSON.stringify(doc)))).toEqual(doc);
  });

  it("names the field of every mistake", () => {
    const parsed = parsePackageForm({
      ...form,
      title: " ",
      deal_percent: "abc",
      "tiers.0.price_basis": "per_planet",
      "tiers.1.tier_type": "comfort",
      "tiers.1.price_kshs": "",
    });
    expect(parsed.success).toBe(false);
    const errors = documentErrors(parsed.error!);
    expect(Object.keys(errors).sort()).toEqual(["deal_percent", "tiers.0.price_basis", "tiers.1.for_residents", "tiers.1.price_kshs", "title"].sort());
    expect(errors["tiers.1.price_kshs"]).toMatch(/Contact for Pricing/);
  });

  it("a deal is a whole percentage of 1-90 with an ordered window; a ribbon states no percentage (decision 0045)", () => {
    const errorsOf = (patch: Record<string, string>) => documentErrors(parsePackageForm({ ...form, ...patch }).error!);
    expect(errorsOf({ deal_percent: "95" }).deal_percent).toMatch(/At most 90%/);
    expect(errorsOf({ deal_percent: "12.5" }).deal_percent).toMatch(/whole percentage/);
    // A deal without its percentage is kept as a draft but cannot be published.
    const noPercent = parsePackageForm({ ...form, deal_percent: "" });
    expect(noPercent.success).toBe(true);
    expect(publishProblems(noPercent.data!).deal_percent).toMatch(/percentage off before publishing, or untick Deal/);
    expect(errorsOf({ deal_starts_on: "2027-04-01" }).deal_ends_on).toMatch(/on or after/);
    expect(errorsOf({ deal_ends_on: "2027-02-30" }).deal_ends_on).toMatch(/real date/);
    expect(errorsOf({ ribbon_tag_left: "Save 15%" }).ribbon_tag_left).toMatch(/percentage/);
    // Not a deal: no percentage needed.
    expect(parsePackageForm({ ...form, is_deal: "", deal_percent: "" }).success).toBe(true);
  });

  it("a document stored before deals were rules (an old revision) reads its typed deal as the percentage", () => {
    const { deal_percent: _p, deal_starts_on: _s, deal_ends_on: _e, ...old } = parsePackageForm(form).data!;
    const doc = packageDocumentSchema.parse({ ...old, deal_price: 44_200, deal_price_was: 52_000, deal_currency: "KES" });
    expect(doc).toMatchObject({ deal_percent: 15, deal_starts_on: null, deal_ends_on: null });
    expect(doc).not.toHaveProperty("deal_price");
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
    const bare = { ...doc, summary: " ", tiers: [], images: [{ ...doc.images[0]!, alt: "" }], service_ids: [] };
    expect(Object.keys(publishProblems(bare)).sort()).toEqual(["images", "service_ids", "summary", "tiers"]);
  });

  it("a day's description must be an allowed rich-text document; a script node is named on the day's field", () => {
    const hostile = JSON.stringify({ type: "doc", content: [{ type: "script", content: [{ type: "text", text: "alert(1)" }] }] });
    const parsed = parsePackageForm({ ...form, "tiers.0.days.1.description_doc": hostile });
    expect(parsed.success).toBe(false);
    expect(Object.keys(documentErrors(parsed.error!))).toContain("tiers.0.days.1.description_doc.content.0.type");
  });

  it("a service or destination chosen twice is refused; ids must be numbers", () => {
    const twice = parsePackageForm({ ...form, "destination_ids.2": "7" });
    expect(documentErrors(twice.error!)).toHaveProperty("destination_ids");
    const junk = parsePackageForm({ ...form, "service_ids.1": "safari" });
    expect(documentErrors(junk.error!)).toHaveProperty(["service_ids.1"]);
  });

  it("a tier stored before structured itineraries (HTML, no days) reads as days, keeping every word", () => {
    const tier = tierDocumentSchema.parse({
      id: 3,
      tier_type: "value",
      for_residents: true,
      price_kshs: 100,
      itinerary_details_html: "<h4>Day 1: Arrive</h4>\n<p>Meet at the airport.</p>\n<h4>Day 2: Fly home</h4><p>Breakfast, then the airport.</p>",
    }) as any;
    expect(tier.days.map((d: any) => [d.title, d.description_html])).toEqual([
      ["Arrive", "<p>Meet at the airport.</p>"],
      ["Fly home", "<p>Breakfast, then the airport.</p>"],
    ]);
    expect(tier).not.toHaveProperty("itinerary_details_html");
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

  it("days round-trip through the form; moving a day swaps every one of its fields; removing one closes the gap", async () => {
    const { documentToForm, formRowCount, withoutFormRow } = await import("./package-document.ts");
    const doc = parsePackageForm(form).data!;
    const flat = documentToForm(doc);
    expect(flat["tiers.0.days.0.places"]).toBe("Nairobi\nNarok\nMaasai Mara");
    expect(flat["service_ids.0"]).toBe("1");
    expect(parsePackageForm(flat).data).toEqual(doc);
    expect(formRowCount(flat, "tiers.0.days")).toBe(2);
    const moved = parsePackageForm(withSwappedFormRows(flat, "tiers.0.days", 0, 1)).data!;
    expect(moved.tiers[0]!.days.map((d) => d.title)).toEqual(["Game drives", "Nairobi to the Mara"]);
    expect(moved.tiers[0]!.days[1]).toMatchObject({ overnight: "Tented camp on the Talek River", lunch: true });
    expect(moved.tiers[0]!.days[0]!.overnight).toBe("");
    const removed = parsePackageForm(withoutFormRow(flat, "tiers.0.days", 0)).data!;
    expect(removed.tiers[0]!.days.map((d) => d.title)).toEqual(["Game drives"]);
    const destinations = parsePackageForm(withSwappedFormRows(flat, "destination_ids", 0, 1)).data!;
    expect(destinations.destination_ids).toEqual([3, 7]);
  });
});
