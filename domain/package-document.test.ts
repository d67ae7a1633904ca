import { describe, expect, it } from "vitest";
import { documentErrors, packageDocumentSchema, publishProblems, tierDocumentSchema, tierItinerary } from "./package-document.ts";
import { BLANK_ACTIVITY, BLANK_DAY, BLANK_TIER, newPackageFormSchema, packageFormSchema, packagePublishSchema, packageToForm } from "./package-form.ts";

/** The console form as Conform reads a post (decision 0072): every leaf a string, as typed. */
const form = () => ({
  title: "  Mara Classic ",
  summary: "Two nights in the Mara.",
  ribbon_tag_left: "Best Seller",
  is_deal: "on",
  deal_percent: "15%",
  deal_starts_on: "",
  deal_ends_on: "2027-03-31",
  terms_and_conditions: "<p>Deposit 50%.</p>",
  images: [{ id: "4", image_key: "illustrations/savanna-1", alt: "Elephants at dusk" }],
  tiers: [
    {
      id: "9",
      tier_type: "value",
      for_residents: "on",
      price_kshs: "35900",
      price_usd: "",
      price_basis: "per_group",
      inclusions: "Park fees\r\n\r\nMeals ",
      exclusions: "",
      days: [
        {
          title: " Nairobi to the Mara ",
          places: "Nairobi\nNarok\n\nMaasai Mara",
          overnight: "Tented camp on the Talek River",
          lunch: "on",
          dinner: "on",
          description_doc: JSON.stringify({ type: "doc", content: [{ type: "paragraph", content: [{ type: "text", text: "Drive west." }] }] }),
        },
        { title: "Game drives", description_html: "<p>All day on the plains.</p>" },
      ] as Array<Record<string, string>>,
    },
  ] as Array<Record<string, unknown>>,
  service_ids: "1" as string | string[],
  destination_ids: ["7", "3"],
  intent: "save",
});

const parsePackageForm = (values: unknown) => packageFormSchema.safeParse(values);
/** The form with a change made to it. */
const edited = (change: (f: ReturnType<typeof form>) => void) => {
  const f = form();
  change(f);
  return f;
};

describe("package document schema (decision 0023)", () => {
  it("reads the console form's strings into the document", () => {
    const parsed = parsePackageForm(form());
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
    const parsed = parsePackageForm(
      edited((f) => {
        f.title = " ";
        f.deal_percent = "abc";
        f.tiers[0]!.price_basis = "per_planet";
        f.tiers.push({ tier_type: "comfort", price_kshs: "" });
      }),
    );
    expect(parsed.success).toBe(false);
    const errors = documentErrors(parsed.error!);
    expect(Object.keys(errors).sort()).toEqual(["deal_percent", "tiers.0.price_basis", "tiers.1.for_residents", "tiers.1.price_kshs", "title"].sort());
    expect(errors["tiers.1.price_kshs"]).toMatch(/Contact for Pricing/);
  });

  it("a deal is a whole percentage of 1-90 with an ordered window; a ribbon states no percentage (decision 0045)", () => {
    const errorsOf = (patch: Record<string, string>) => documentErrors(parsePackageForm({ ...form(), ...patch }).error!);
    expect(errorsOf({ deal_percent: "95" }).deal_percent).toMatch(/At most 90%/);
    expect(errorsOf({ deal_percent: "12.5" }).deal_percent).toMatch(/whole percentage/);
    // A deal without its percentage is kept as a draft but cannot be published.
    const noPercent = parsePackageForm({ ...form(), deal_percent: "" });
    expect(noPercent.success).toBe(true);
    expect(publishProblems(noPercent.data!).deal_percent).toMatch(/percentage off before publishing, or untick Deal/);
    expect(errorsOf({ deal_starts_on: "2027-04-01" }).deal_ends_on).toMatch(/on or after/);
    expect(errorsOf({ deal_ends_on: "2027-02-30" }).deal_ends_on).toMatch(/real date/);
    expect(errorsOf({ ribbon_tag_left: "Save 15%" }).ribbon_tag_left).toMatch(/percentage/);
    // Not a deal: no percentage needed.
    expect(parsePackageForm({ ...form(), is_deal: "", deal_percent: "" }).success).toBe(true);
  });

  it("a document stored before deals were rules (an old revision) reads its typed deal as the percentage", () => {
    const { deal_percent: _p, deal_starts_on: _s, deal_ends_on: _e, ...old } = parsePackageForm(form()).data!;
    const doc = packageDocumentSchema.parse({ ...old, deal_price: 44_200, deal_price_was: 52_000, deal_currency: "KES" });
    expect(doc).toMatchObject({ deal_percent: 15, deal_starts_on: null, deal_ends_on: null });
    expect(doc).not.toHaveProperty("deal_price");
  });

  it("Contact for Pricing clears the tier's prices", () => {
    const doc = parsePackageForm(edited((f) => void (f.tiers[0]!.contact_for_pricing = "on"))).data!;
    expect(doc.tiers[0]).toMatchObject({ contact_for_pricing: true, price_kshs: null, price_usd: null });
  });

  it("publishing needs a summary, a priced or Contact for Pricing tier and an image with alt text", () => {
    const doc = parsePackageForm(form()).data!;
    expect(publishProblems(doc)).toEqual({});
    const bare = { ...doc, summary: " ", tiers: [], images: [{ ...doc.images[0]!, alt: "" }], service_ids: [] };
    expect(Object.keys(publishProblems(bare)).sort()).toEqual(["images", "service_ids", "summary", "tiers"]);
  });

  it("a day's description must be an allowed rich-text document; a script node is named on the day's field", () => {
    const hostile = JSON.stringify({ type: "doc", content: [{ type: "script", content: [{ type: "text", text: "alert(1)" }] }] });
    const parsed = parsePackageForm(edited((f) => void ((f.tiers[0]!.days as Array<Record<string, string>>)[1]!.description_doc = hostile)));
    expect(parsed.success).toBe(false);
    expect(Object.keys(documentErrors(parsed.error!))).toContain("tiers.0.days.1.description_doc.content.0.type");
  });

  it("a service or destination chosen twice is refused; ids must be numbers", () => {
    const twice = parsePackageForm({ ...form(), destination_ids: ["7", "3", "7"] });
    expect(documentErrors(twice.error!)).toHaveProperty("destination_ids");
    const junk = parsePackageForm({ ...form(), service_ids: ["1", "safari"] });
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

describe("the package form (decision 0072)", () => {
  it("the document round-trips through the form's first values, as posted", () => {
    const doc = parsePackageForm(edited((f) => f.tiers.push({ tier_type: "premier", for_non_residents: "on", price_usd: "900" }))).data!;
    const values = packageToForm(doc);
    expect(values.tiers[0]!.days[0]!.places).toBe("Nairobi\nNarok\nMaasai Mara");
    expect(values.service_ids).toEqual(["1"]);
    expect(values.tiers[1]).toMatchObject({ tier_type: "premier", price_usd: "900", price_kshs: "", for_residents: "", for_non_residents: "on" });
    expect(parsePackageForm(JSON.parse(JSON.stringify(values))).data).toEqual(doc);
  });

  it("no row posted is an empty list; one service ticked is a list of one; none ticked is none", () => {
    const bare = parsePackageForm({ title: "Bare" }).data!;
    expect(bare).toMatchObject({ service_ids: [], destination_ids: [], images: [], tiers: [], optional_activities: [] });
    expect(parsePackageForm({ ...form(), service_ids: "1" }).data!.service_ids).toEqual([1]);
    expect(parsePackageForm({ ...form(), service_ids: ["3", "1"] }).data!.service_ids).toEqual([3, 1]);
    expect(parsePackageForm(edited((f) => void delete (f.tiers[0] as { days?: unknown }).days)).data!.tiers[0]!.days).toEqual([]);
  });

  it("rows named the old way (`tiers.0.title`, read as an object) are refused, never read as no tiers", () => {
    const parsed = parsePackageForm({ title: "T", tiers: { 0: { tier_type: "value", for_residents: "on", price_kshs: "1" } } });
    expect(parsed.success).toBe(false);
    expect(Object.keys(documentErrors(parsed.error!))).toContain("tiers");
  });

  it("Add a tier, a day and an activity start as the old form's blank rows did", () => {
    const withRows = parsePackageForm(
      edited((f) => {
        f.tiers.push(structuredClone(BLANK_TIER));
        (f.tiers[0]!.days as unknown[]).push(structuredClone(BLANK_DAY));
        (f as Record<string, unknown>).optional_activities = [{ ...BLANK_ACTIVITY, activity_name: "Balloon" }];
      }),
    );
    // A blank tier still needs a price (as before), and the blank day reads as an empty day.
    expect(documentErrors(withRows.error!)).toEqual({ "tiers.1.price_kshs": "Enter a KES or USD price, or tick Contact for Pricing." });
    const priced = edited((f) => {
      f.tiers.push({ ...structuredClone(BLANK_TIER), price_kshs: "100" });
      (f.tiers[0]!.days as unknown[]).push(structuredClone(BLANK_DAY));
    });
    const doc = parsePackageForm(priced).data!;
    expect(doc.tiers[1]).toMatchObject({ tier_type: "value", for_residents: true, for_east_africans: true, for_non_residents: true, price_basis: "per_person_sharing", contact_for_pricing: false, days: [] });
    expect(doc.tiers[0]!.days[2]).toEqual({ title: "", places: [], overnight: "", breakfast: false, lunch: false, dinner: false, description_doc: null, description_html: "" });
  });

  it("Publish is checked in the browser with the service's rules, each at its field", () => {
    const parsed = packagePublishSchema.safeParse({ ...form(), summary: "", service_ids: undefined });
    expect(parsed.success).toBe(false);
    expect(documentErrors(parsed.error!)).toMatchObject({ form: "This package cannot be published yet.", summary: "Write a summary before publishing.", service_ids: "Choose at least one service before publishing." });
  });

  it("the new-package form reads only the title and the summary", () => {
    const doc = newPackageFormSchema.parse({ ...form(), title: " Amboseli weekend " });
    expect(doc).toMatchObject({ title: "Amboseli weekend", summary: "Two nights in the Mara.", tiers: [], images: [], service_ids: [], is_deal: false });
    expect(documentErrors(newPackageFormSchema.safeParse({ title: "" }).error!)).toEqual({ title: "Enter a title." });
  });
});
