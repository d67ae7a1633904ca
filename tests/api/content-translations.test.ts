/**
 * The catalogue's content in other languages (issue 29, decision 0074), on SQLite and PostgreSQL:
 * a translation lays its fields over the English answer for `lang` (and for the pages under a
 * prefix, which read the same catalogue); a field without one stays English; English answers do not
 * change; HTML is sanitised on save; and the translation knows when the English moved on.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isStale } from "#domain/content-translations.ts";
import { createDestination, createService } from "../helpers/catalogue.ts";
import { DIALECTS } from "../helpers/databases.ts";
import { startTestSite, type TestSite } from "../helpers/test-site.ts";

describe.each(DIALECTS)("content translations on %s", (dialect) => {
  let t: TestSite;
  beforeAll(async () => {
    t = await startTestSite(dialect);
  });
  afterAll(async () => {
    await t?.stop();
  });

  let walkingSafaris = 0;
  const service = (list: Array<{ service_id: number; name: string; description: string }>, id: number) => list.find((s) => s.service_id === id)!;

  it("answers lang=de with the German fields, English where none is written, and English as before without lang", async () => {
    const told = { db: t.site.db, catalogue: t.site.catalogue };
    const translated = await createService(told, { name: "Walking safaris", description: "On foot with a ranger." });
    const untranslated = await createService(told, { name: "Balloon flights" });
    walkingSafaris = translated.id;
    const englishBefore = await (await t.fetch("/api/v1/services/")).text();
    await t.site.translations.save("service", translated.id, "de", { name: "Fußsafaris", description: "" }, { name: "Walking safaris", description: "On foot with a ranger." });
    t.site.catalogue.invalidate();

    const german = (await t.json("/api/v1/services/?lang=de")).body.results;
    expect(service(german, translated.id).name).toBe("Fußsafaris");
    // An empty field is no translation: the English shows.
    expect(service(german, translated.id).description).toBe("On foot with a ranger.");
    expect(service(german, untranslated.id).name).toBe("Balloon flights");
    // French has no translation at all: English.
    expect(service((await t.json("/api/v1/services/?lang=fr")).body.results, translated.id).name).toBe("Walking safaris");
    // Without lang the answer is the English one, whatever else changed (only the version moved on).
    const englishAfter = (await t.json("/api/v1/services/")).body.results;
    expect(englishAfter).toEqual(JSON.parse(englishBefore).results);
  });

  it("sanitises translated HTML on save, and serves it on the destination's detail", async () => {
    const told = { db: t.site.db, catalogue: t.site.catalogue };
    const d = await createDestination(told, { name: "Lake Elmenteita", description: "A soda lake." });
    await t.site.translations.save(
      "destination",
      d.id,
      "it",
      { description: "Un lago salato.", description_html: '<p onclick="steal()">Un lago <b>salato</b>.</p><script>alert(1)</script>' },
      { description: "A soda lake.", description_html: "<p>A soda lake.</p>" },
    );
    t.site.catalogue.invalidate();
    const detail = (await t.json(`/api/v1/destinations/${d.id}/?lang=it`)).body;
    expect(detail.description).toBe("Un lago salato.");
    expect(detail.description_html).toContain("<b>salato</b>");
    expect(detail.description_html).not.toMatch(/script|onclick/);
    expect((await t.json(`/api/v1/destinations/${d.id}/`)).body.description).toBe("A soda lake.");
  });

  it("tells a translation made from older English (stale) from a current one", async () => {
    const row = await t.site.db.kysely.selectFrom("content_translations").select(["fields", "source_hash"]).where("entity_type", "=", "service").where("entity_id", "=", walkingSafaris).where("locale", "=", "de").executeTakeFirstOrThrow();
    const translation = { fields: JSON.parse(row.fields), sourceHash: row.source_hash };
    expect(isStale("service", { name: "Walking safaris", description: "On foot with a ranger." }, translation)).toBe(false);
    expect(isStale("service", { name: "Walking safaris", description: "On foot with a ranger, from dawn." }, translation)).toBe(true);
  });
});
