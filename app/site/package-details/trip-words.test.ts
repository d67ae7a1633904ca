/**
 * A package's JSON-LD on a translated page (issue 29): its offers, their price sentences and its
 * days in the page's language, from the compiled catalogues; on an English page, what domain/
 * has always written.
 */
import { setupI18n, type Messages } from "@lingui/core";
import { describe, expect, it } from "vitest";
import type { ApiPackage } from "#domain/api-types.ts";
import { touristTrip } from "#domain/structured-data-catalogue.ts";
import { tripWords } from "./trip-words.ts";

const catalogues = {
  de: import.meta.glob<{ messages: Messages }>("../../locales/de/{pages,shell}.po", { eager: true }),
  zh: import.meta.glob<{ messages: Messages }>("../../locales/zh/{pages,shell}.po", { eager: true }),
};
const i18nOf = (locale: "en" | "de" | "zh") =>
  setupI18n({ locale, messages: { [locale]: locale === "en" ? {} : Object.assign({}, ...Object.values(catalogues[locale]).map((c) => c.messages)) } });

const day = (title: string) => ({ title, places: ["Talek"], overnight: "", meals: ["breakfast" as const], description_html: "<p>Game drives.</p>" });
const pkg = {
  package_id: 7,
  package_title: "Mara",
  summary: "Three days.",
  travel_type: "safari",
  images: [],
  deal: null,
  rate_from_prices: [],
  tiers: [
    {
      id: 1,
      tier_type: "value",
      price_kshs: 45000,
      price_usd: 350,
      price_basis: "per_person_sharing",
      for_residents: true,
      for_east_africans: false,
      for_non_residents: true,
      itinerary_details_html: "",
      itinerary_days: [day("Nairobi to the Mara"), day("")],
      inclusions: [],
      exclusions: [],
    },
  ],
} as unknown as ApiPackage;

type Trip = { offers: Array<{ name: string; description: string; eligibleCustomerType: string; price: number }>; itinerary: { itemListElement: Array<{ item: { name: string } }> } };
const trip = (locale: "en" | "de" | "zh") => touristTrip("https://t.example", pkg, { name: "T" }, tripWords(i18nOf(locale))) as unknown as Trip;

describe("a package's structured data in the page's language", () => {
  it("English: as domain/ writes it", () => {
    expect(trip("en")).toEqual(touristTrip("https://t.example", pkg, { name: "T" }));
  });

  it("German: offers, price sentences and days", () => {
    const t = trip("de");
    expect(t.offers.map((o) => o.price)).toEqual([45000, 350]);
    for (const offer of t.offers) expect(offer.name).toContain(" für ");
    expect(t.offers[0]!.name).not.toBe(trip("en").offers[0]!.name);
    expect(t.offers[0]!.description).toMatch(/^Preis /);
    expect(t.offers[0]!.eligibleCustomerType).not.toBe("Kenya Residents");
    expect(t.itinerary.itemListElement.map((d) => d.item.name)).toEqual(["Tag 1: Nairobi to the Mara", "Tag 2"]);
  });

  it("Chinese: days headed as the page heads them", () => {
    expect(trip("zh").itinerary.itemListElement.map((d) => d.item.name)).toEqual(["第1天：Nairobi to the Mara", "第2天"]);
  });
});
