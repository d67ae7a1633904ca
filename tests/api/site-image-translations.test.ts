/**
 * The site's images in other languages (issue 29, decision 0078), on SQLite and PostgreSQL: the
 * demo's slider captions and alt texts, page header alt texts and gallery texts answer `lang` and
 * the pages under a prefix in that language, with every image, id and order the English answer's;
 * English answers and pages are what they were; a translation stays on its slide when the set is
 * reordered, a new slide shows English, and changed English makes the translation stale.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isStale, sourceHash } from "#domain/content-translations.ts";
import { sliderEntityId } from "#domain/slider-document.ts";
import { englishSiteImages } from "#demo/seed/site-image-translations.ts";
import { inLanguage } from "#server/services/catalogue/translations.ts";
import { FACTORY_STAFF } from "../helpers/catalogue.ts";
import { DIALECTS } from "../helpers/databases.ts";
import { startTestSite, type TestSite } from "../helpers/test-site.ts";

type Slide = { id: number; image_url: string; caption: string; alt: string; is_primary: boolean };
type Photo = { id: number; title: string; description: string; alt_text: string; large_url: string };


describe.each(DIALECTS)("site image translations on %s", (dialect) => {
  let t: TestSite;
  beforeAll(async () => {
    t = await startTestSite(dialect);
  });
  afterAll(async () => {
    await t?.stop();
  });

  it("answer the home slider set in German for lang=de: captions and alt texts, the same images, ids and order", async () => {
    const english = (await t.json("/api/v1/slider-images/?page_set=home")).body.results as Slide[];
    const german = (await t.json("/api/v1/slider-images/?page_set=home&lang=de")).body.results as Slide[];
    expect(german.find((s) => s.is_primary)?.caption).toBe("Entdecken Sie Kenia mit Twiga Horizons");
    expect(german.find((s) => s.is_primary)?.alt).toBe("Giraffen und Elefanten in der Savanne im warmen Abendlicht");
    expect(german.map((s) => [s.id, s.image_url, s.is_primary])).toEqual(english.map((s) => [s.id, s.image_url, s.is_primary]));
    // A slide without a caption keeps none.
    expect(german.filter((s) => s.caption === "").length).toBe(english.filter((s) => s.caption === "").length);
    expect(german.every((s, i) => s.alt !== english[i]!.alt)).toBe(true);
  });

  it("answer the gallery in Chinese for lang=zh, and English byte for byte without lang and with lang=en", async () => {
    const plain = await (await t.fetch("/api/v1/gallery/")).text();
    expect(await (await t.fetch("/api/v1/gallery/?lang=en")).text()).toBe(plain);
    const english = JSON.parse(plain).results as Photo[];
    const chinese = (await t.json("/api/v1/gallery/?lang=zh")).body.results as Photo[];
    const dawn = english.findIndex((p) => p.title === "Dawn over the Mara");
    expect(chinese[dawn]).toMatchObject({ id: english[dawn]!.id, title: "马拉的黎明", alt_text: "日出时在草原上空升起的热气球", large_url: english[dawn]!.large_url });
    expect(chinese.map((p) => p.id)).toEqual(english.map((p) => p.id));
    expect(english[dawn]!.alt_text).toBe("Hot-air balloons rising over the savanna at sunrise");
    const plainSlides = await (await t.fetch("/api/v1/slider-images/?page_set=about")).text();
    expect(await (await t.fetch("/api/v1/slider-images/?page_set=about&lang=en")).text()).toBe(plainSlides);
  });

  it("are read in the page's language by the pages' catalogue: every page's header, the home and about sliders, the gallery", async () => {
    // The catalogue the site's loaders read under a prefix (server/areas/site-area.ts); the pages
    // themselves are checked in the browser (tests/e2e/site-image-translations.test.ts).
    const german = inLanguage(t.site.catalogue, t.site.translations, "de");
    const contact = (await german.pageHeaders()).find((h) => h.key === "headers/contact");
    expect(contact?.alt).toBe("Die Skyline von Nairobi, wo unser Büro liegt");
    const englishContact = (await inLanguage(t.site.catalogue, t.site.translations, "en").pageHeaders()).find((h) => h.key === "headers/contact");
    expect(englishContact).toEqual((await t.site.catalogue.pageHeaders()).find((h) => h.key === "headers/contact"));
    expect(englishContact?.alt).toBe("Nairobi skyline where our office is based");
    expect(contact?.image).toBe(englishContact?.image);
    const about = await german.sliderImages("about");
    expect(about[0]?.alt).toBe("Die Skyline von Nairobi bei Sonnenaufgang");
    const chinese = await inLanguage(t.site.catalogue, t.site.translations, "zh").gallery();
    expect(chinese.map((p) => p.alt_text)).toContain("湖岸边的粉色火烈鸟");
    // The shared English answer was not changed by reading it in other languages.
    expect((await t.site.catalogue.gallery()).map((p) => p.alt_text)).toContain("Pink flamingos along a lake shore");
  });

  it("were seeded from the English the site reads, so none is stale", async () => {
    const rows = await t.site.db.kysely.selectFrom("content_translations").selectAll().where("entity_type", "in", ["slider", "page_headers", "gallery"]).execute();
    // Seven slider sets, the page headers and the gallery, in four languages.
    expect(rows.length).toBe(9 * 4);
    const english = new Map<string, Awaited<ReturnType<typeof englishSiteImages>>[number]>((await englishSiteImages(t.site.catalogue)).map((d) => [`${d.entity}:${d.id}`, d] as const));
    for (const row of rows) {
      const doc = english.get(`${row.entity_type}:${row.entity_id}`)!;
      expect(isStale(doc.entity, doc.english, { fields: JSON.parse(row.fields), sourceHash: row.source_hash }), `${row.entity_type}:${row.entity_id}:${row.locale}`).toBe(false);
    }
  });

  it("stay on their slides when a set is reordered and extended; a new slide is English; changed English is stale", async () => {
    const view = await t.site.sliderEditor.view("blog");
    const [first, second, third] = view.document.slides;
    const image = third!.image_key;
    const reordered = { slides: [third!, first!, second!, { id: null, image_key: image, alt: "A second look at the waterfall", caption: "New words" }] };
    const published = await t.site.sliderEditor.publish("blog", reordered, FACTORY_STAFF);
    expect(published.ok).toBe(true);
    const french = (await t.json("/api/v1/slider-images/?page_set=blog&lang=fr")).body.results as Slide[];
    expect(french.map((s) => s.alt)).toEqual(["Cascade dans une gorge verdoyante", "Randonneurs sur une crête dans la brume", "Porte sculptée dans une vieille ville", "A second look at the waterfall"]);
    expect(french[1]!.caption).toBe("Récits et conseils de notre équipe");
    expect(french[3]!.caption).toBe("New words");

    const row = await t.site.db.kysely.selectFrom("content_translations").select(["fields", "source_hash"]).where("entity_type", "=", "slider").where("entity_id", "=", sliderEntityId("blog")).where("locale", "=", "fr").executeTakeFirstOrThrow();
    const translation = { fields: JSON.parse(row.fields), sourceHash: row.source_hash };
    const slides = (await t.json("/api/v1/slider-images/?page_set=blog")).body.results as Slide[];
    // The new slide's English is text the translation was not made from.
    expect(isStale("slider", { slides }, translation)).toBe(true);
    // Without it, the same texts in another order: current.
    expect(isStale("slider", { slides: slides.slice(0, 3) }, translation)).toBe(false);
    expect(sourceHash("slider", { slides: slides.slice(0, 3) })).toBe(row.source_hash);
  });

  it("keep only the fields the English has when saved, and every page in that language reads them", async () => {
    const english = { items: await t.site.catalogue.gallery() };
    const [photo] = english.items;
    await t.site.translations.save("gallery", 1, "it", { [`items.${photo!.id}.title`]: "  Un nuovo titolo  ", "items.999999.title": "Nessuna foto", "slides.1.alt": "Altro" }, english);
    t.site.catalogue.invalidate();
    const row = await t.site.db.kysely.selectFrom("content_translations").select("fields").where("entity_type", "=", "gallery").where("locale", "=", "it").executeTakeFirstOrThrow();
    expect(JSON.parse(row.fields)).toEqual({ [`items.${photo!.id}.title`]: "Un nuovo titolo" });
    const italian = (await t.json("/api/v1/gallery/?lang=it")).body.results as Photo[];
    expect(italian[0]!.title).toBe("Un nuovo titolo");
    // The rest of the Italian gallery was replaced by this save: its photos show English again.
    expect(italian[0]!.alt_text).toBe(photo!.alt_text);
  });
});
