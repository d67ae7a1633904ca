/**
 * Nested translations (decision 0075): a package's details and the site's documents expand from
 * their English into dotted keys, and the overlay, the hash and the completeness follow those keys.
 */
import { describe, expect, it } from "vitest";
import type { ApiPackage } from "./api-types.ts";
import { completeness, isStale, overlay, sourceHash, translatableFields, type ContentTranslation } from "./content-translations.ts";
import { itineraryHtml } from "./itinerary.ts";

const day = (title: string, overnight: string, text: string) => ({ title, places: ["Maasai Mara"], overnight, meals: ["breakfast" as const], description_html: `<p>${text}</p>` });

function englishPackage(): ApiPackage {
  const tier = (id: number, tier_type: "value" | "premier", price: number) => {
    const days = [day("Nairobi to the Mara", "Mara Camp", "Drive west."), day("Home", "", "Back to Nairobi.")];
    return {
      id,
      tier_type,
      price_kshs: price,
      price_usd: null,
      price_basis: "per_person_sharing" as const,
      for_residents: true,
      for_east_africans: true,
      for_non_residents: false,
      itinerary_details_html: itineraryHtml(days),
      itinerary_days: days.map((d, i) => ({ day: i + 1, ...d })),
      inclusions: ["Park fees", "Meals"],
      exclusions: ["Tips"],
    };
  };
  return {
    package_id: 7,
    id: 7,
    slug: "mara",
    package_title: "Mara safari",
    summary: "Two days in the Mara.",
    tiers: [tier(70, "value", 45_000), tier(71, "premier", 90_000)],
    optional_activities: [{ id: 9, activity_name: "Balloon flight", cost_kshs: 50_000, cost_usd: 450, description: "At dawn." }],
    terms_and_conditions: "<p>Non-refundable.</p>",
    images: [{ id: 1, image: "mara.jpg", image_url: "/media/mara.jpg", alt: "Lions" }],
  } as unknown as ApiPackage;
}

const german: ContentTranslation = {
  sourceHash: "",
  fields: {
    package_title: "Mara-Safari",
    "tiers.70.itinerary_days.0.title": "Von Nairobi in die Mara",
    "tiers.70.itinerary_days.0.overnight": "Mara-Camp",
    "tiers.70.itinerary_days.0.description_html": "<p>Fahrt nach Westen.</p>",
    "tiers.70.inclusions.1": "Mahlzeiten",
    "optional_activities.9.description": "Bei Sonnenaufgang.",
    terms_and_conditions: "<p>Nicht erstattbar.</p>",
    // Not keys of this package: ignored.
    "tiers.72.inclusions.0": "Comfort gibt es nicht",
    "tiers.70.inclusions.9": "Zu weit",
    "tiers.70.price_kshs": "1",
    "images.0.alt": "Löwen",
  },
};

describe("a package's details", () => {
  it("expand to a key per day text, inclusion, exclusion, activity text and the terms, tiers and activities named by id", () => {
    const keys = translatableFields("package", englishPackage() as unknown as Record<string, unknown>).map((f) => f.key);
    expect(keys).toEqual([
      "package_title",
      "summary",
      "tiers.70.itinerary_days.0.title",
      "tiers.70.itinerary_days.0.overnight",
      "tiers.70.itinerary_days.0.description_html",
      // The last day has no overnight stay: nothing to translate.
      "tiers.70.itinerary_days.1.title",
      "tiers.70.itinerary_days.1.description_html",
      "tiers.70.inclusions.0",
      "tiers.70.inclusions.1",
      "tiers.70.exclusions.0",
      "tiers.71.itinerary_days.0.title",
      "tiers.71.itinerary_days.0.overnight",
      "tiers.71.itinerary_days.0.description_html",
      "tiers.71.itinerary_days.1.title",
      "tiers.71.itinerary_days.1.description_html",
      "tiers.71.inclusions.0",
      "tiers.71.inclusions.1",
      "tiers.71.exclusions.0",
      "optional_activities.9.activity_name",
      "optional_activities.9.description",
      "terms_and_conditions",
      // Decision 0079: each image's alt text, by the image's id (outside the hash).
      "images.1.alt",
    ]);
    const fields = translatableFields("package", englishPackage() as unknown as Record<string, unknown>);
    expect(fields.find((f) => f.key === "tiers.70.itinerary_days.0.description_html")).toEqual({
      key: "tiers.70.itinerary_days.0.description_html",
      label: "Value tier (residents, East Africans) · Day 1 · Description",
      kind: "html",
      english: "<p>Drive west.</p>",
    });
  });

  it("lay over the detail answer, prices, ids and images staying English, and derive the itinerary HTML from the translated days", () => {
    const english = englishPackage();
    const before = JSON.stringify(english);
    const out = overlay("package", english, german);
    expect(JSON.stringify(english)).toBe(before);
    const value = out.tiers[0]!;
    expect(value.itinerary_days[0]).toMatchObject({ day: 1, title: "Von Nairobi in die Mara", overnight: "Mara-Camp", description_html: "<p>Fahrt nach Westen.</p>", places: ["Maasai Mara"] });
    // Untranslated: English.
    expect(value.itinerary_days[1]!.title).toBe("Home");
    expect(value.inclusions).toEqual(["Park fees", "Mahlzeiten"]);
    expect(value.itinerary_details_html).toBe(itineraryHtml(value.itinerary_days));
    expect(value.itinerary_details_html).toContain("Von Nairobi in die Mara");
    expect(value.itinerary_details_html).not.toContain("Nairobi to the Mara");
    // The premier tier has no translated day: its HTML is the English answer's own.
    expect(out.tiers[1]).toBe(english.tiers[1]);
    expect(out.optional_activities[0]).toEqual({ ...english.optional_activities[0], description: "Bei Sonnenaufgang." });
    expect(out.terms_and_conditions).toBe("<p>Nicht erstattbar.</p>");
    expect(out.package_title).toBe("Mara-Safari");
    expect(value.price_kshs).toBe(45_000);
    expect(out.images).toBe(english.images);
    expect(JSON.stringify(out)).not.toMatch(/Comfort gibt|Zu weit|Löwen/);
  });

  it("keep a translation with its tier when two tiers share a type and when the tiers are reordered", () => {
    const english = englishPackage();
    const [residents, visitors] = english.tiers;
    // A value tier for visitors from abroad beside the residents' one, listed first.
    const two = { ...english, tiers: [{ ...visitors!, tier_type: "value" as const, for_residents: false, for_east_africans: false, for_non_residents: true, inclusions: ["Park fees at non-resident rates", "Meals"] }, residents!] };
    const fields = translatableFields("package", two as unknown as Record<string, unknown>);
    expect(fields.find((f) => f.key === "tiers.71.inclusions.0")).toMatchObject({ label: "Value tier (non-residents) · Included 1", english: "Park fees at non-resident rates" });
    const out = overlay("package", two, { sourceHash: "", fields: { "tiers.71.inclusions.0": "Parkgebühren zum Preis für Besucher aus dem Ausland", "tiers.70.inclusions.0": "Parkgebühren zum Preis für Einwohner" } });
    expect(out.tiers.map((t) => [t.id, t.inclusions[0]])).toEqual([
      [71, "Parkgebühren zum Preis für Besucher aus dem Ausland"],
      [70, "Parkgebühren zum Preis für Einwohner"],
    ]);
  });

  it("take the caller's derivation of the itinerary HTML (the server sanitises it as the English)", () => {
    const out = overlay("package", englishPackage(), german, { itineraryHtml: (days) => `${days.length} days` });
    expect(out.tiers[0]!.itinerary_details_html).toBe("2 days");
  });

  it("lay only title and summary over a summary answer, whose tiers have no days", () => {
    const { optional_activities: _a, terms_and_conditions: _t, ...summary } = englishPackage();
    const tiers = summary.tiers.map(({ itinerary_days: _d, itinerary_details_html: _h, inclusions: _i, exclusions: _e, ...t }) => t);
    const out = overlay("package", { ...summary, tiers }, german);
    expect(out).toEqual({ ...summary, tiers, package_title: "Mara-Safari" });
  });

  it("are stale when a day, an inclusion or an activity's English changes, and not when a price does", () => {
    const english = englishPackage();
    const t = { ...german, sourceHash: sourceHash("package", english as unknown as Record<string, unknown>) };
    const changed = (edit: (p: ApiPackage) => void) => {
      const p = structuredClone(english);
      edit(p);
      return isStale("package", p as unknown as Record<string, unknown>, t);
    };
    expect(changed(() => {})).toBe(false);
    expect(changed((p) => (p.tiers[0]!.price_kshs = 50_000))).toBe(false);
    expect(changed((p) => (p.tiers[1]!.itinerary_days[1]!.description_html = "<p>Back by road.</p>"))).toBe(true);
    expect(changed((p) => p.tiers[0]!.inclusions.push("Water"))).toBe(true);
    expect(changed((p) => (p.optional_activities[0]!.activity_name = "Balloon safari"))).toBe(true);
    expect(changed((p) => (p.terms_and_conditions = null))).toBe(true);
  });

  it("are complete only when every text with English is translated", () => {
    const english = englishPackage() as unknown as Record<string, unknown>;
    const all = Object.fromEntries(translatableFields("package", english).map((f) => [f.key, `de ${f.english}`]));
    expect(completeness("package", { fields: all, sourceHash: "" }, english)).toBe("complete");
    expect(completeness("package", german, english)).toBe("partial");
    expect(completeness("package", { fields: { "tiers.70.inclusions.9": "x" }, sourceHash: "" }, english)).toBe("missing");
    // Without the English only the title and summary count, as before.
    expect(completeness("package", { fields: { package_title: "a", summary: "b" }, sourceHash: "" })).toBe("complete");
  });
});

const terms = {
  updated: "1 October 2026",
  intro: "These terms apply.",
  sections: [
    { id: "eligibility", title: "1. Who may book", body_doc: { type: "doc", content: [] }, body_html: "<p>Adults.</p>", booking_flow: false },
    { id: "booking-flow", title: "2. How booking works", body_doc: null, body_html: "", booking_flow: true },
  ],
};
const faqs = {
  groups: [{ id: "booking", title: "Booking", faqs: [{ question: "How?", answer_doc: { type: "doc", content: [] }, answer_html: "<p>Ask.</p>" }] }],
};
const company = {
  name: "Twiga Horizons",
  tagline: "Safaris from Nairobi",
  description: "A travel company.",
  whatsappMessage: "Hello!",
  email: "hello@example.com",
  accreditations: [{ name: "Kenya Association of Tour Operators", short: "KATO", image_key: "badges/kato", alt: "KATO logo", link: "" }],
};

describe("the site's documents", () => {
  it("expand the terms' sections, the FAQs' questions and answers, and the company's words", () => {
    expect(translatableFields("terms", terms).map((f) => `${f.key}:${f.kind}`)).toEqual([
      "updated:line",
      "intro:text",
      "sections.eligibility.title:line",
      "sections.eligibility.body_html:html",
      // The booking-flow section's text is the product's steps: only its title is the document's.
      "sections.booking-flow.title:line",
    ]);
    expect(translatableFields("faqs", faqs).map((f) => f.key)).toEqual(["groups.booking.title", "groups.booking.faqs.0.question", "groups.booking.faqs.0.answer_html"]);
    expect(translatableFields("company", company).map((f) => f.key)).toEqual(["tagline", "description", "whatsappMessage", "accreditations.0.name"]);
  });

  it("lay over the documents, leaving out the English rich-text document of a translated text", () => {
    const t = (fields: Record<string, string>) => ({ fields, sourceHash: "" });
    const de = overlay("terms", terms, t({ "sections.eligibility.body_html": "<p>Erwachsene.</p>", "sections.booking-flow.title": "2. So buchen Sie", intro: "" }));
    expect(de.sections[0]).toEqual({ ...terms.sections[0], body_html: "<p>Erwachsene.</p>", body_doc: null });
    expect(de.sections[1]).toEqual({ ...terms.sections[1], title: "2. So buchen Sie" });
    expect(de.intro).toBe("These terms apply.");
    const fr = overlay("faqs", faqs, t({ "groups.booking.faqs.0.question": "Comment ?" }));
    // The answer is not translated: its document stays.
    expect(fr.groups[0]!.faqs[0]).toEqual({ ...faqs.groups[0]!.faqs[0], question: "Comment ?" });
    const it_ = overlay("company", company, t({ tagline: "Safari da Nairobi", "accreditations.0.name": "Associazione keniana dei tour operator", email: "x@y" }));
    expect(it_).toEqual({ ...company, tagline: "Safari da Nairobi", accreditations: [{ ...company.accreditations[0], name: "Associazione keniana dei tour operator" }] });
  });

  it("are stale when a section is added or an answer changes, and complete when every text is translated", () => {
    const hash = sourceHash("terms", terms);
    expect(isStale("terms", { ...terms, sections: [...terms.sections, { ...terms.sections[0]!, id: "more" }] }, { fields: {}, sourceHash: hash })).toBe(true);
    expect(isStale("faqs", { groups: [{ ...faqs.groups[0]!, faqs: [{ ...faqs.groups[0]!.faqs[0]!, answer_html: "<p>Write.</p>" }] }] }, { fields: {}, sourceHash: sourceHash("faqs", faqs) })).toBe(true);
    expect(isStale("company", { ...company, email: "new@example.com" }, { fields: {}, sourceHash: sourceHash("company", company) })).toBe(false);
    const all = Object.fromEntries(translatableFields("company", company).map((f) => [f.key, "x"]));
    expect(completeness("company", { fields: all, sourceHash: "" }, company)).toBe("complete");
    expect(completeness("company", { fields: { tagline: "x" }, sourceHash: "" }, company)).toBe("partial");
  });
});
