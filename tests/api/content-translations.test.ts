/**
 * The catalogue's content in other languages (issue 29, decision 0074), on SQLite and PostgreSQL:
 * a translation lays its fields over the English answer for `lang` (and for the pages under a
 * prefix, which read the same catalogue); a field without one stays English; English answers do not
 * change; HTML is sanitised on save; and the translation knows when the English moved on.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { completeness, isStale, sourceHash, SITE_DOCUMENT_ID, travelTypeLabelSet } from "#domain/content-translations.ts";
import { createDestination, createImage, createPackage, createService } from "../helpers/catalogue.ts";
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

  it("translates a package's ribbon, a destination's name and the images' alt texts (decision 0079); ids, addresses and English answers stay", async () => {
    const told = { db: t.site.db, catalogue: t.site.catalogue };
    const d = await createDestination(told, { name: "Maasai Mara", description: "Big cats.", images: 2 });
    const flying = await createService(told, { name: "Flying safaris", description: "By air." });
    const pkg = await createPackage(t.site, {
      title: "Mara by air",
      service_ids: [flying.id],
      ribbon_tag_left: "Best Seller",
      destination_ids: [d.id],
      images: [
        { id: null, image_key: await createImage(t.site), alt: "Lions at dawn" },
        { id: null, image_key: await createImage(t.site), alt: "A tented camp" },
      ],
    });
    t.site.catalogue.invalidate();
    const englishList = await (await t.fetch("/api/v1/packages/")).text();
    const englishDetail = await (await t.fetch(`/api/v1/packages/${pkg.id}/`)).text();
    const englishDestination = await (await t.fetch(`/api/v1/destinations/${d.id}/`)).text();
    const detail = JSON.parse(englishDetail);
    const destination = JSON.parse(englishDestination);
    const [camp] = detail.images.slice(1);
    const [, second] = destination.images;

    await t.site.translations.save("package", pkg.id, "zh", { package_title: "飞越马拉", ribbon_tag_left: "畅销之选", [`images.${camp.id}.alt`]: "豪华帐篷营地" }, detail);
    await t.site.translations.save("destination", d.id, "zh", { name: "马赛马拉", [`images.${second.id}.alt`]: "马拉河畔" }, destination);
    await t.site.translations.save("service", flying.id, "zh", { name: "飞行之旅" }, { name: "Flying safaris", description: "By air." });
    t.site.catalogue.invalidate();

    const zh = (await t.json(`/api/v1/packages/${pkg.id}/?lang=zh`)).body;
    expect(zh.ribbon_tag_left).toBe("畅销之选");
    expect(zh.images).toEqual([detail.images[0], { ...camp, alt: "豪华帐篷营地" }]);
    // The package names its destination in the language too, in the list and the search.
    expect(zh.destinations).toEqual([{ id: d.id, name: "马赛马拉" }]);
    expect(zh.services).toEqual([{ id: flying.id, name: "飞行之旅" }]);
    const listed = (await t.json("/api/v1/packages/?lang=zh")).body.results.find((p: { package_id: number }) => p.package_id === pkg.id);
    expect(listed).toMatchObject({ ribbon_tag_left: "畅销之选", destinations: [{ id: d.id, name: "马赛马拉" }] });
    expect(listed.images.map((i: { alt: string }) => i.alt)).toEqual(["Lions at dawn", "豪华帐篷营地"]);
    const found = (await t.json(`/api/v1/search/packages/?destinations=${encodeURIComponent("马赛马拉")}&lang=zh`)).body.results.map((p: { package_id: number }) => p.package_id);
    expect(found).toContain(pkg.id);
    const suggested = (await t.json(`/api/v1/search/destinations/?q=maasai&lang=zh`)).body.results as Array<{ destination_id: number; name: string }>;
    expect(suggested.find((x) => x.destination_id === d.id)?.name).toBe("马赛马拉");
    // What is typed matches the name in the language too (decision 0082); not without the language.
    for (const typed of ["马赛", "马拉"]) {
      const inChinese = (await t.json(`/api/v1/search/destinations/?q=${encodeURIComponent(typed)}&lang=zh`)).body.results as Array<{ destination_id: number; name: string }>;
      expect(inChinese.find((x) => x.destination_id === d.id)?.name, typed).toBe("马赛马拉");
    }
    expect((await t.json(`/api/v1/search/destinations/?q=${encodeURIComponent("马赛")}`)).body.results).toEqual([]);
    const zhDestination = (await t.json(`/api/v1/destinations/${d.id}/?lang=zh`)).body;
    expect(zhDestination).toEqual({ ...destination, name: "马赛马拉", images: [destination.images[0], { ...second, alt: "马拉河畔" }] });
    // German has none: English; and the English answers are byte for byte what they were.
    expect((await t.json(`/api/v1/packages/${pkg.id}/?lang=de`)).body.ribbon_tag_left).toBe("Best Seller");
    expect(await (await t.fetch(`/api/v1/packages/${pkg.id}/`)).text()).toBe(englishDetail);
    expect(await (await t.fetch(`/api/v1/packages/${pkg.id}/?lang=en`)).text()).toBe(englishDetail);
    expect(await (await t.fetch(`/api/v1/destinations/${d.id}/`)).text()).toBe(englishDestination);
    expect(JSON.parse(await (await t.fetch("/api/v1/packages/")).text())).toEqual(JSON.parse(englishList));

    // The hash is the one from before these fields; their English is recorded, so a change of it is stale.
    const row = await t.site.db.kysely.selectFrom("content_translations").select(["fields", "source_hash", "source_english"]).where("entity_type", "=", "destination").where("entity_id", "=", d.id).where("locale", "=", "zh").executeTakeFirstOrThrow();
    expect(row.source_hash).toBe(sourceHash("destination", { description: destination.description, description_html: destination.description_html }));
    const translation = { fields: JSON.parse(row.fields), sourceHash: row.source_hash, sourceEnglish: JSON.parse(row.source_english!) };
    expect(isStale("destination", destination, translation)).toBe(false);
    expect(isStale("destination", { ...destination, name: "Masai Mara" }, translation)).toBe(true);
    expect(isStale("destination", { ...destination, images: [destination.images[0], { ...second, alt: "The river" }] }, translation)).toBe(true);
  });

  it("names the travel types in the page's language with their English values, and searches by either (decision 0082)", async () => {
    const told = { db: t.site.db, catalogue: t.site.catalogue };
    const horses = await createService(told, { name: "Horse safaris", description: "In the saddle." });
    const onHorseback = await createPackage(t.site, { title: "Mara on horseback", service_ids: [horses.id] });
    const canoeing = await createPackage(t.site, { title: "Down the Tana", service_ids: [horses.id] });
    // A travel type no service names, as the legacy catalogue has them (the editor sets a service's name).
    await t.site.db.kysely.updateTable("packages").set({ travel_type: "Canoe Trip" }).where("id", "=", canoeing.id).execute();
    t.site.catalogue.invalidate();
    const englishTypes = await (await t.fetch("/api/v1/search/travel_types/")).text();
    const englishPackage = await (await t.fetch(`/api/v1/packages/${canoeing.id}/`)).text();
    const labels = travelTypeLabelSet(JSON.parse(englishTypes).results);
    expect(labels.types).toContain("Canoe Trip");
    expect(labels.types).not.toContain("Horse safaris");

    await t.site.translations.save("service", horses.id, "de", { name: "Reitsafaris" }, { name: "Horse safaris", description: "In the saddle." });
    await t.site.translations.save("travel_types", SITE_DOCUMENT_ID, "de", { "Canoe Trip": "Kanutour", "Not a travel type": "Kein Reisetyp" }, labels);
    t.site.catalogue.invalidate();

    type Type = { name: string; value: string; is_service: boolean };
    const german = (await t.json("/api/v1/search/travel_types/?lang=de")).body.results as Type[];
    expect(german.find((x) => x.value === "Horse safaris")).toMatchObject({ name: "Reitsafaris", is_service: true });
    expect(german.find((x) => x.value === "Canoe Trip")).toMatchObject({ name: "Kanutour", is_service: false });
    expect(german.map((x) => x.value)).toEqual(JSON.parse(englishTypes).results.map((x: Type) => x.value));
    // French has none: English names. Without lang (or with lang=en) the answer is byte for byte the English one.
    expect(((await t.json("/api/v1/search/travel_types/?lang=fr")).body.results as Type[]).find((x) => x.value === "Canoe Trip")?.name).toBe("Canoe Trip");
    expect(await (await t.fetch("/api/v1/search/travel_types/")).text()).toBe(englishTypes);
    expect(await (await t.fetch("/api/v1/search/travel_types/?lang=en")).text()).toBe(englishTypes);

    // A package shows its travel type in the language; the English answer is unchanged.
    expect((await t.json(`/api/v1/packages/${canoeing.id}/?lang=de`)).body.travel_type).toBe("Kanutour");
    expect((await t.json(`/api/v1/packages/${onHorseback.id}/?lang=de`)).body.travel_type).toBe("Reitsafaris");
    expect(await (await t.fetch(`/api/v1/packages/${canoeing.id}/`)).text()).toBe(englishPackage);

    // A German page's search sends the English value; a name in German (a link made on the page) finds the same.
    const ids = async (query: string) => ((await t.json(`/api/v1/search/packages/?${query}`)).body.results as Array<{ package_id: number }>).map((p) => p.package_id);
    for (const type of ["Canoe%20Trip", "Kanutour"]) {
      const found = await ids(`travel_type=${type}&lang=de`);
      expect(found, type).toContain(canoeing.id);
      expect(found, type).not.toContain(onHorseback.id);
    }
    expect(await ids("travel_type=Reitsafaris&lang=de")).toContain(onHorseback.id);
    expect(await ids("travel_type=Horse%20safaris&lang=de")).toContain(onHorseback.id);
    expect(await ids("travel_type=Kanutour")).toEqual([]);
    const listed = ((await t.json("/api/v1/packages/?travel_type=Kanutour&lang=de")).body.results as Array<{ package_id: number; travel_type: string }>).map((p) => [p.package_id, p.travel_type]);
    expect(listed).toEqual([[canoeing.id, "Kanutour"]]);

    // Only the travel types there are kept; a new one leaves the translation current, and partial.
    const row = await t.site.db.kysely.selectFrom("content_translations").select(["fields", "source_hash", "source_english"]).where("entity_type", "=", "travel_types").where("locale", "=", "de").executeTakeFirstOrThrow();
    const translation = { fields: JSON.parse(row.fields), sourceHash: row.source_hash, sourceEnglish: JSON.parse(row.source_english!) };
    expect(translation.fields).toEqual({ "Canoe Trip": "Kanutour" });
    const more = { types: [...labels.types, "Kayak Trip"] };
    expect(isStale("travel_types", more, translation)).toBe(false);
    expect(completeness("travel_types", translation, more)).toBe("partial");
  });
});
