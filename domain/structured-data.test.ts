import { describe, expect, it } from "vitest";
import type { ApiBlog, ApiDestination, ApiPackage, ApiTier } from "./api-types.ts";
import { daysFromLegacyHtml } from "./itinerary.ts";
import { breadcrumbs, faqPage, itemList, travelAgency, type Organisation } from "./structured-data.ts";
import { blogPosting, touristDestination, touristTrip } from "./structured-data-catalogue.ts";

const ORIGIN = "https://twiga.example";

const org: Organisation = {
  name: "Test Travel",
  legalName: "Test Travel Ltd",
  description: "Safaris from Nairobi.",
  email: "info@test.example",
  phones: ["+254 700 000 001", "+254 700 000 002"],
  address: { street: "1 Kenyatta Avenue", postal: "", city: "Nairobi", country: "Kenya" },
  office: { lat: -1.28, lng: 36.82 },
  social: [
    { network: "instagram", url: "https://instagram.example/test" },
    { network: "x", url: "https://x.example/test" },
  ],
};

function tier(over: Partial<ApiTier>): ApiTier {
  return {
    id: 1,
    tier_type: "value",
    price_kshs: null,
    price_usd: null,
    price_basis: "per_person_sharing",
    for_residents: false,
    for_east_africans: false,
    for_non_residents: false,
    itinerary_details_html: "",
    itinerary_days: [],
    inclusions: [],
    exclusions: [],
    ...over,
  };
}

const days = "<h4>Day 1: Nairobi to the Mara</h4>\n<p>Drive west through the <strong>Rift Valley</strong>.</p>\n<h4>Day 2: Full day in the Mara</h4>\n<p>Game drives.</p>\n<h4>Day 3: Back to Nairobi</h4>\n<p>Breakfast, then the road home.</p>";

const pkg = {
  package_id: 12,
  id: 12,
  slug: "mara-3-days",
  package_title: "Maasai Mara, 3 days",
  summary: "Three days in the Mara.",
  travel_type: "safari",
  duration_days: 3,
  images: [{ id: 1, image: "packages/mara-1", image_url: "/images/960/packages/mara-1.jpg", alt: "Lions" }],
  destinations: [{ id: 1, name: "Maasai Mara" }],
  services: [],
  ribbon_tag_left: null,
  dynamic_price: null,
  dynamic_currency: null,
  dynamic_price_was: null,
  dynamic_price_basis: "per_person_sharing" as const,
  min_price_display: null,
  tier_structure: "multiple",
  is_deal: false,
  is_standout: false,
  created_at: "2026-01-01T00:00:00Z",
  updated_at: "2026-02-01T00:00:00Z",
  terms_and_conditions: null,
  optional_activities: [],
  tiers: [
    tier({ id: 1, tier_type: "value", price_kshs: 45000, price_usd: 350, for_residents: true, for_east_africans: true, for_non_residents: true, itinerary_details_html: days, itinerary_days: daysFromLegacyHtml(days).map((d, i) => ({ day: i + 1, ...d })) }),
    tier({ id: 2, tier_type: "premier", price_kshs: null, price_usd: 1200, for_non_residents: true, for_residents: true }),
    tier({ id: 3, tier_type: "comfort", price_kshs: null, price_usd: null, for_residents: true }),
  ],
} as unknown as ApiPackage;

describe("travelAgency", () => {
  it("names the company with its address, telephone and absolute URLs", () => {
    const ld = travelAgency(org, ORIGIN);
    expect(ld["@context"]).toBe("https://schema.org");
    expect(ld["@type"]).toBe("TravelAgency");
    expect(ld.name).toBe("Test Travel");
    expect(ld.telephone).toBe("+254 700 000 001");
    expect(ld.url).toBe(`${ORIGIN}/`);
    expect(ld.address).toMatchObject({ "@type": "PostalAddress", streetAddress: "1 Kenyatta Avenue", addressLocality: "Nairobi", addressCountry: "KE" });
    expect(ld.geo).toMatchObject({ latitude: -1.28, longitude: 36.82 });
    expect(ld.sameAs).toEqual(["https://instagram.example/test", "https://x.example/test"]);
  });

  it("leaves out what has not been entered yet instead of stating empty values", () => {
    const ld = JSON.parse(JSON.stringify(travelAgency({ ...org, legalName: "", email: "", phones: [], office: null, social: [] }, ORIGIN)));
    expect(ld).not.toHaveProperty("legalName");
    expect(ld).not.toHaveProperty("email");
    expect(ld).not.toHaveProperty("telephone");
    expect(ld).not.toHaveProperty("geo");
    expect(ld.sameAs).toEqual([]);
  });
});

describe("breadcrumbs and itemList", () => {
  it("numbers the trail from 1 with absolute item URLs", () => {
    const ld = breadcrumbs(ORIGIN, [
      { name: "Home", path: "/" },
      { name: "Packages", path: "/packages" },
    ]);
    expect(ld["@type"]).toBe("BreadcrumbList");
    expect(ld.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Home", item: `${ORIGIN}/` },
      { "@type": "ListItem", position: 2, name: "Packages", item: `${ORIGIN}/packages` },
    ]);
  });
  it("lists items with their count and keeps absolute URLs untouched", () => {
    const ld = itemList(ORIGIN, "Destinations", [
      { name: "Maasai Mara", path: "/destinations/1" },
      { name: "Elsewhere", path: "https://other.example/x" },
    ]);
    expect(ld["@type"]).toBe("ItemList");
    expect(ld.numberOfItems).toBe(2);
    expect(ld.itemListElement).toEqual([
      { "@type": "ListItem", position: 1, name: "Maasai Mara", url: `${ORIGIN}/destinations/1` },
      { "@type": "ListItem", position: 2, name: "Elsewhere", url: "https://other.example/x" },
    ]);
  });
  it("is an empty list when there is nothing to list", () => {
    expect(itemList(ORIGIN, "Empty", [])).toMatchObject({ numberOfItems: 0, itemListElement: [] });
  });
});

describe("touristTrip", () => {
  const ld = touristTrip(ORIGIN, pkg, org);
  type Offer = { price: number; priceCurrency: string; name: string; eligibleCustomerType: string };
  const offers = ld.offers as Offer[];

  it("describes the package with its URL, preview image and provider", () => {
    expect(ld["@type"]).toBe("TouristTrip");
    expect(ld.name).toBe("Maasai Mara, 3 days");
    expect(ld.url).toBe(`${ORIGIN}/packages/12`);
    expect(ld.image).toBe(`${ORIGIN}/images/og/packages/mara-1.jpg`);
    expect(ld.provider).toMatchObject({ "@type": "TravelAgency", name: "Test Travel" });
  });

  it("has an itinerary ItemList with one plain-text entry per day", () => {
    const itinerary = ld.itinerary as { "@type": string; numberOfItems: number; itemListElement: Array<{ position: number; item: { name: string; description: string } }> };
    expect(itinerary["@type"]).toBe("ItemList");
    expect(itinerary.numberOfItems).toBe(3);
    expect(itinerary.itemListElement.map((d) => d.position)).toEqual([1, 2, 3]);
    expect(itinerary.itemListElement[0]!.item).toEqual({ "@type": "TouristAttraction", name: "Day 1: Nairobi to the Mara", description: "Drive west through the Rift Valley." });
  });

  it("offers every priced tier to each residency it is sold to, KES for residents and USD for visitors", () => {
    expect(offers.map((o) => [o.name, o.price, o.priceCurrency])).toEqual([
      ["Value for Kenya Residents", 45000, "KES"],
      ["Value for East African Residents", 45000, "KES"],
      ["Value for International Visitors", 350, "USD"],
      ["Premier for Kenya Residents", 1200, "USD"],
      ["Premier for International Visitors", 1200, "USD"],
    ]);
    for (const offer of offers) expect(["KES", "USD"]).toContain(offer.priceCurrency);
  });

  it("says in each offer what the price is for", () => {
    expect(offers.every((o) => (o as Offer & { description: string }).description === "Price per person sharing")).toBe(true);
    const group = touristTrip(ORIGIN, { ...pkg, tiers: pkg.tiers.map((t) => ({ ...t, price_basis: "per_group" as const })) }, org);
    expect((group.offers as Array<{ description: string }>)[0]!.description).toBe("Price per group or vehicle");
  });

  it("leaves out tiers without a price", () => {
    expect(offers.some((o) => o.name.startsWith("Comfort"))).toBe(false);
  });

  it("gives an empty itinerary when no tier has a programme", () => {
    const bare = touristTrip(ORIGIN, { ...pkg, tiers: [tier({ price_kshs: 1000, for_residents: true })] } as ApiPackage, org);
    expect(bare.itinerary).toMatchObject({ numberOfItems: 0, itemListElement: [] });
    expect(bare.offers).toHaveLength(1);
  });
});

describe("touristDestination", () => {
  it("describes the destination with its continents and preview image", () => {
    const d = {
      destination_id: 4,
      id: 4,
      slug: "zanzibar",
      name: "Zanzibar",
      description: "Spice island beaches.",
      destination_type: "hidden",
      primary_image_url: "/images/960/destinations/zanzibar.jpg",
      images: [],
      continents: ["Africa"],
      continent_details: [],
      package_count: 2,
      description_html: "<p>Spice island beaches.</p>",
    } as ApiDestination;
    const ld = touristDestination(ORIGIN, d);
    expect(ld).toMatchObject({
      "@type": "TouristDestination",
      name: "Zanzibar",
      description: "Spice island beaches.",
      url: `${ORIGIN}/destinations/4`,
      image: `${ORIGIN}/images/og/destinations/zanzibar.jpg`,
      containedInPlace: [{ "@type": "Place", name: "Africa" }],
      touristType: "Hidden gem",
    });
  });
});

describe("blogPosting", () => {
  it("has headline, dates, author, image, publisher and word count", () => {
    const b = {
      blog_id: 2,
      id: 2,
      slug: "packing-list",
      title: "What to pack",
      image: "blogs/packing",
      image_url: "/images/960/blogs/packing.jpg",
      image_alt: "A bag",
      is_featured: false,
      author: "Amina Otieno",
      created_at: "2026-03-04T08:00:00Z",
      reading_time_minutes: 4,
      excerpt: "Pack light.",
      content_html: "<p>Pack <em>light</em> and bring layers.</p>",
    } as ApiBlog;
    const ld = blogPosting(ORIGIN, b, org);
    expect(ld).toMatchObject({
      "@type": "BlogPosting",
      headline: "What to pack",
      datePublished: "2026-03-04T08:00:00Z",
      author: { "@type": "Person", name: "Amina Otieno" },
      image: `${ORIGIN}/images/og/blogs/packing.jpg`,
      url: `${ORIGIN}/blogs/packing-list`,
      publisher: { "@type": "Organization", name: "Test Travel" },
      timeRequired: "PT4M",
      wordCount: 5,
    });
  });
});

describe("faqPage", () => {
  it("turns each question into a Question with an accepted Answer", () => {
    const ld = faqPage([{ question: "Do you take M-Pesa?", answer: "Yes." }]);
    expect(ld["@type"]).toBe("FAQPage");
    expect(ld.mainEntity).toEqual([{ "@type": "Question", name: "Do you take M-Pesa?", acceptedAnswer: { "@type": "Answer", text: "Yes." } }]);
  });
});

describe("serialisation", () => {
  it("survives JSON round trips without undefined holes in required fields", () => {
    const ld = JSON.parse(JSON.stringify(touristTrip(ORIGIN, pkg, org))) as Record<string, unknown>;
    for (const key of ["name", "url", "itinerary", "offers"]) expect(ld[key]).toBeDefined();
  });
});
