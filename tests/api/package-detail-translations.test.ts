/**
 * A package's details in another language (issue 29, decision 0075), on SQLite and PostgreSQL: with
 * `lang=de` the detail answer carries the German days, inclusions, activities and terms, its
 * itinerary HTML derived from the German days, while every price, id, image and date is the English
 * answer's; `lang=en` and no `lang` answer byte for byte as before; bad HTML is sanitised on save
 * and keys the package does not have are not stored.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiPackage } from "#domain/api-types.ts";
import { itineraryHtml } from "#domain/itinerary.ts";
import { ITINERARY_WORDS } from "#domain/itinerary-words.ts";
import { sanitizeRichText } from "#server/services/catalogue/sanitize.ts";
import { createPackage, testDay, testTier } from "../helpers/catalogue.ts";
import { DIALECTS } from "../helpers/databases.ts";
import { startTestSite, type TestSite } from "../helpers/test-site.ts";

/** The parts of an answer a translation may never change. */
function figures(p: ApiPackage) {
  return {
    ids: [p.package_id, p.id, p.slug, ...p.tiers.map((t) => t.id), ...p.optional_activities.map((a) => a.id)],
    prices: [p.dynamic_price, p.min_price_display, ...p.tiers.flatMap((t) => [t.price_kshs, t.price_usd, t.price_basis]), ...p.optional_activities.flatMap((a) => [a.cost_kshs, a.cost_usd])],
    images: p.images,
    dates: [p.created_at, p.updated_at],
    places: p.tiers.flatMap((t) => t.itinerary_days.map((d) => [d.day, d.places, d.meals])),
  };
}

describe.each(DIALECTS)("package detail translations on %s", (dialect) => {
  let t: TestSite;
  let id = 0;
  beforeAll(async () => {
    t = await startTestSite(dialect);
    const created = await createPackage(t.site, {
      summary: "Three days in the Mara.",
      terms_and_conditions: "<p>The park fees are not refundable.</p>",
      optional_activities: [{ id: null, activity_name: "Balloon flight", cost_kshs: 55_000, cost_usd: 450, description: "Over the plains at dawn." }],
      tiers: [
        testTier({
          tier_type: "value",
          price_kshs: 48_000,
          inclusions: ["Park fees", "All meals"],
          exclusions: ["Tips"],
          days: [
            testDay({ title: "Nairobi to the Mara", places: ["Maasai Mara"], overnight: "Mara Camp", breakfast: true, description_html: "<p>West through the Rift Valley.</p>" }),
            testDay({ title: "Back to Nairobi", description_html: "<p>A last game drive.</p>" }),
          ],
        }),
      ],
    });
    id = created.id;
  });
  afterAll(async () => {
    await t?.stop();
  });

  it("answers lang=de with the German details and English figures; lang=en and no lang as before", async () => {
    const englishBefore = await (await t.fetch(`/api/v1/packages/${id}/`)).text();
    const english = JSON.parse(englishBefore) as ApiPackage;
    // Tiers and activities are named by their ids (decision 0075).
    const tier = `tiers.${english.tiers[0]!.id}`;
    const activity = `optional_activities.${english.optional_activities[0]!.id}`;
    await t.site.translations.save(
      "package",
      id,
      "de",
      {
        package_title: "Drei Tage Mara",
        [`${tier}.itinerary_days.0.title`]: "Von Nairobi in die Mara",
        [`${tier}.itinerary_days.0.overnight`]: "Mara-Camp",
        [`${tier}.itinerary_days.0.description_html`]: '<p onclick="x()">Durch das Rift Valley nach Westen.</p><script>alert(1)</script>',
        [`${tier}.inclusions.0`]: "Parkgebühren",
        [`${tier}.exclusions.0`]: "Trinkgelder",
        [`${activity}.activity_name`]: "Ballonfahrt",
        [`${activity}.description`]: "Bei Sonnenaufgang über die Ebene.",
        terms_and_conditions: "<p>Die Parkgebühren werden nicht erstattet.</p>",
        // Not this package's: dropped on save.
        [`tiers.${english.tiers[0]!.id + 1000}.inclusions.0`]: "Gibt es nicht",
        [`${tier}.price_kshs`]: "1",
        "tiers.value.inclusions.0": "Nach Typ benannt",
      },
      english as unknown as Record<string, unknown>,
    );
    t.site.catalogue.invalidate();

    const stored = await t.site.db.kysely.selectFrom("content_translations").select("fields").where("entity_type", "=", "package").where("entity_id", "=", id).where("locale", "=", "de").executeTakeFirstOrThrow();
    const fields = JSON.parse(stored.fields) as Record<string, string>;
    expect(Object.keys(fields).sort()).toEqual(
      ["package_title", `${tier}.itinerary_days.0.title`, `${tier}.itinerary_days.0.overnight`, `${tier}.itinerary_days.0.description_html`, `${tier}.inclusions.0`, `${tier}.exclusions.0`, `${activity}.activity_name`, `${activity}.description`, "terms_and_conditions"].sort(),
    );
    expect(fields[`${tier}.itinerary_days.0.description_html`]).not.toMatch(/script|onclick/);

    const german = (await t.json(`/api/v1/packages/${id}/?lang=de`)).body as ApiPackage;
    const de = german.tiers[0]!;
    expect(german.package_title).toBe("Drei Tage Mara");
    expect(de.itinerary_days[0]).toMatchObject({ title: "Von Nairobi in die Mara", overnight: "Mara-Camp", description_html: "<p>Durch das Rift Valley nach Westen.</p>" });
    // Untranslated: English.
    expect(de.itinerary_days[1]!.title).toBe("Back to Nairobi");
    expect(de.inclusions).toEqual(["Parkgebühren", "All meals"]);
    expect(de.exclusions).toEqual(["Trinkgelder"]);
    expect(german.optional_activities[0]).toMatchObject({ activity_name: "Ballonfahrt", description: "Bei Sonnenaufgang über die Ebene.", cost_kshs: 55_000, cost_usd: 450 });
    expect(german.terms_and_conditions).toBe("<p>Die Parkgebühren werden nicht erstattet.</p>");
    // The itinerary HTML is derived from the German days, the way the English one is from the English days.
    // Derived from the translated days as the English is, headed and labelled in German.
    expect(de.itinerary_details_html).toBe(sanitizeRichText(itineraryHtml(de.itinerary_days, ITINERARY_WORDS.de)));
    expect(de.itinerary_details_html).toMatch(/^<h4>Tag 1: /);
    expect(de.itinerary_details_html).toContain("Von Nairobi in die Mara");
    expect(de.itinerary_details_html).not.toContain("Nairobi to the Mara");
    expect(figures(german)).toEqual(figures(english));
    expect(de.price_kshs).toBe(48_000);

    expect(await (await t.fetch(`/api/v1/packages/${id}/?lang=en`)).text()).toBe(await (await t.fetch(`/api/v1/packages/${id}/`)).text());
    const englishAfter = (await t.json(`/api/v1/packages/${id}/`)).body as ApiPackage;
    // Only the version-dependent parts could move; the package answer is the same.
    expect(englishAfter).toEqual(english);
    // French has no translation of the package: English, whole, but for its services, named as they
    // are in French (decision 0079; the demo's services are translated), and its travel type, which
    // is a service's name, named as that service (decision 0082).
    const french = (await t.json("/api/v1/services/?lang=fr")).body.results as Array<{ service_id: number; name: string }>;
    const inEnglish = (await t.json("/api/v1/services/")).body.results as Array<{ service_id: number; name: string }>;
    const services = english.services.map((s: { id: number; name: string }) => ({ ...s, name: french.find((f) => f.service_id === s.id)?.name ?? s.name }));
    const typeService = inEnglish.find((s) => s.name === english.travel_type);
    expect(typeService, "the package's travel type is a service's name").toBeDefined();
    const travel_type = french.find((f) => f.service_id === typeService!.service_id)!.name;
    expect(travel_type).not.toBe(english.travel_type);
    expect((await t.json(`/api/v1/packages/${id}/?lang=fr`)).body).toEqual({ ...english, services, travel_type });
  });

  it("lists the package with its German title, and stale once a day's English changes", async () => {
    const list = (await t.json("/api/v1/packages/?lang=de")).body.results as Array<{ package_id: number; package_title: string }>;
    expect(list.find((p) => p.package_id === id)?.package_title).toBe("Drei Tage Mara");
    const { isStale } = await import("#domain/content-translations.ts");
    const row = await t.site.db.kysely.selectFrom("content_translations").select(["fields", "source_hash"]).where("entity_type", "=", "package").where("entity_id", "=", id).where("locale", "=", "de").executeTakeFirstOrThrow();
    const translation = { fields: JSON.parse(row.fields), sourceHash: row.source_hash };
    const english = (await t.json(`/api/v1/packages/${id}/`)).body as ApiPackage;
    expect(isStale("package", english as unknown as Record<string, unknown>, translation)).toBe(false);
    const edited = structuredClone(english);
    edited.tiers[0]!.itinerary_days[1]!.description_html = "<p>A last game drive, then the road.</p>";
    expect(isStale("package", edited as unknown as Record<string, unknown>, translation)).toBe(true);
  });
});
