/**
 * Structured itineraries, services and destinations, and new packages (decision 0027), on both
 * databases: a day edited and published changes the API's itinerary HTML and days and the page's
 * JSON-LD; hostile markup in a day never reaches a public page; services and destinations are
 * written on publish; a package created in the console is invisible until published, then lives
 * at a unique address made from its title; a database from before migration 0013 keeps every
 * itinerary as days.
 */
import { Kysely, sql } from "kysely";
import { Migrator } from "kysely/migration";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PackageDocument } from "../../domain/package-document.ts";
import { itineraryHtml } from "../../domain/itinerary.ts";
import { touristTrip } from "../../domain/structured-data-catalogue.ts";
import { openDatabase } from "../../server/db/kysely.ts";
import { migrate, MIGRATIONS } from "../../server/db/migrate.ts";
import { createImage, createPackage, testDay, testTier } from "../helpers/catalogue.ts";
import { createTestDatabase, DIALECTS } from "../helpers/databases.ts";
import { catalogueEditorsAs, createMember, signIn } from "../helpers/staff.ts";
import { startTestSite, type TestSite } from "../helpers/test-site.ts";

const paragraph = (text: string, marks?: unknown[]) => ({ type: "paragraph", content: [{ type: "text", text, ...(marks ? { marks } : {}) }] });
const doc = (...content: unknown[]) => ({ type: "doc", content });

/** A tag that could run something: a script, frame, SVG or image, an event handler, a javascript: URL. */
const ACTIVE_MARKUP = /<(script|iframe|svg|img|object|embed)\b|<[^>]+\son\w+\s*=|javascript:/i;

/** The package the tests edit (made here, not read from the demo): two tiers of three days. */
const FIRST_DAY = {
  title: "Nairobi to the reserve",
  places: ["Nairobi", "Rift Valley viewpoint", "Reserve gate"],
  overnight: "Tented camp on the river",
  description_html: "<p>Check in at a well-run tented camp on the river bank.</p>",
};
const SECOND_DAY_OF_SECOND_TIER = "Full day in the reserve";
const threeDays = (second: string) => [
  testDay({ ...FIRST_DAY, lunch: true, dinner: true }),
  testDay({ title: second, places: ["Reserve"], overnight: "Camp", breakfast: true, lunch: true, dinner: true, description_html: "<p>Game drives.</p>" }),
  testDay({ title: "Back to Nairobi", breakfast: true, description_html: "<p>Home.</p>" }),
];

describe.each(DIALECTS)("structured itineraries and new packages on %s", (dialect) => {
  let t: TestSite;
  let cookie = "";
  const editor = () => catalogueEditorsAs(t, cookie, "/console/packages");
  let packageId = 0;

  beforeAll(async () => {
    t = await startTestSite(dialect, { TRUSTED_PROXY: "127.0.0.1" });
    await createMember(t.site.staffAuth, "editor@twiga.example", "editor");
    cookie = (await signIn(t.url, "editor@twiga.example")).cookie;
    const { destinations } = await t.site.packageEditor.choices();
    packageId = (
      await createPackage(t.site, {
        destination_ids: [destinations[0]!.id],
        tiers: [testTier({ tier_type: "comfort", days: threeDays("Full day of game drives") }), testTier({ tier_type: "premier", days: threeDays(SECOND_DAY_OF_SECOND_TIER) })],
      })
    ).id;
  });
  afterAll(async () => {
    await t?.stop();
  });

  it("a package's itinerary is structured days, and the API's itinerary HTML is derived from them", async () => {
    const pkg = (await t.json(`/api/v1/packages/${packageId}/`)).body;
    const comfort = pkg.tiers.find((tier: any) => tier.tier_type === "comfort");
    expect(comfort.itinerary_days).toHaveLength(3);
    expect(comfort.itinerary_days[0]).toMatchObject({ day: 1, ...FIRST_DAY, meals: ["lunch", "dinner"] });
    // The day's own description is served as it was published (no text lost).
    expect(comfort.itinerary_days[0].description_html).toContain("well-run tented camp on the river bank");
    expect(comfort.itinerary_details_html).toContain(`<h4>Day 1: ${FIRST_DAY.title}</h4>`);
    expect(comfort.itinerary_details_html).toContain(`<p><strong>Overnight:</strong> ${FIRST_DAY.overnight}</p>`);
    expect(comfort.itinerary_details_html).toBe(itineraryHtml(comfort.itinerary_days));
  });

  it("an edited day, once published, changes the API's itinerary HTML and days and the page's JSON-LD; the draft alone changes nothing", async () => {
    const view = (await editor().package(packageId))!;
    const changed: PackageDocument = structuredClone(view.document);
    const tier = changed.tiers[0]!;
    tier.days[1] = {
      ...tier.days[1]!,
      title: "Mara River crossing watch",
      places: ["Mara River", "Lookout Hill"],
      overnight: "Riverside Camp",
      breakfast: true,
      lunch: true,
      dinner: false,
      description_doc: doc(paragraph("Wait on the bank for the herds to cross."), paragraph("Bring binoculars", [{ type: "bold" }])) as any,
      description_html: "",
    };
    expect(await editor().saveDraft(packageId, changed)).toEqual({ ok: true });
    const before = (await t.json(`/api/v1/packages/${packageId}/`)).body;
    expect(before.tiers[0].itinerary_details_html).not.toContain("Mara River crossing watch");

    expect((await editor().publish(packageId)).ok).toBe(true);
    const api = (await t.json(`/api/v1/packages/${packageId}/`)).body;
    expect(api.tiers[0].itinerary_days[1]).toEqual({
      day: 2,
      title: "Mara River crossing watch",
      places: ["Mara River", "Lookout Hill"],
      overnight: "Riverside Camp",
      meals: ["breakfast", "lunch"],
      description_html: "<p>Wait on the bank for the herds to cross.</p><p><strong>Bring binoculars</strong></p>",
    });
    expect(api.tiers[0].itinerary_details_html).toContain(
      "<h4>Day 2: Mara River crossing watch</h4>\n<p>Wait on the bank for the herds to cross.</p><p><strong>Bring binoculars</strong></p>\n<p><strong>Places:</strong> Mara River, Lookout Hill</p>\n<p><strong>Overnight:</strong> Riverside Camp</p>\n<p><strong>Meals:</strong> Breakfast and lunch</p>",
    );
    // Other tiers are untouched.
    expect(api.tiers[1].itinerary_days[1].title).toBe(SECOND_DAY_OF_SECOND_TIER);

    // The page's JSON-LD is this function over this API package (the browser tests read it off the page).
    const trip = touristTrip(t.url, api, { name: "Twiga" }) as any;
    const day2 = trip.itinerary.itemListElement[1].item;
    expect(day2).toMatchObject({ name: "Day 2: Mara River crossing watch", description: "Wait on the bank for the herds to cross. Bring binoculars" });
    expect(day2.containsPlace.map((p: any) => p.name)).toEqual(["Mara River", "Lookout Hill"]);

    // The editor's document and the days survive the publish and come back in the editor.
    const after = (await editor().package(packageId))!;
    expect(after.document.tiers[0]!.days[1]).toMatchObject({ title: "Mara River crossing watch", breakfast: true, dinner: false });
    expect(after.document.tiers[0]!.days[1]!.description_doc).toEqual(doc(paragraph("Wait on the bank for the herds to cross."), paragraph("Bring binoculars", [{ type: "bold" }])));
  });

  it("hostile markup in a day never reaches the API's itinerary or its JSON-LD (the page: browser tests)", async () => {
    const view = (await editor().package(packageId))!;
    const changed: PackageDocument = structuredClone(view.document);
    const tier = changed.tiers[0]!;
    // HTML as a form without JavaScript sends it, and plain-text fields full of markup.
    tier.days[0] = {
      ...tier.days[0]!,
      title: `<img src=x onerror="alert(1)">Arrival`,
      places: [`<script>alert(2)</script>`],
      overnight: `<svg onload="alert(3)">`,
      description_doc: null,
      description_html: `<p onclick="alert(4)">Welcome</p><script>alert(5)</script><a href="javascript:alert(6)">link</a><iframe src="https://evil.example"></iframe><img src=x onerror="alert(7)">`,
    };
    expect((await editor().publish(packageId, changed)).ok).toBe(true);
    const api = (await t.json(`/api/v1/packages/${packageId}/`)).body;
    const served = JSON.stringify(api.tiers[0]);
    expect(api.tiers[0].itinerary_days[0].description_html).toContain("Welcome");
    const jsonLd = JSON.stringify(touristTrip(t.url, api, { name: "Twiga" }));
    for (const text of [api.tiers[0].itinerary_details_html, api.tiers[0].itinerary_days[0].description_html]) {
      expect(text).not.toMatch(ACTIVE_MARKUP);
    }
    // Title, places and overnight are plain text: escaped in the HTML, plain in the days and the JSON-LD.
    expect(api.tiers[0].itinerary_details_html).toContain("<h4>Day 1: &lt;img src=x onerror=");
    expect(api.tiers[0].itinerary_days[0].title).toBe(`<img src=x onerror="alert(1)">Arrival`);
    expect(jsonLd).not.toMatch(/javascript:|<script>alert\(5\)|<iframe/i);
    expect(served).toContain("Welcome");

    // A rich-text document with a node or link the editor does not allow is refused, naming the day.
    const hostileDoc = structuredClone(view.document);
    hostileDoc.tiers[0]!.days[0]!.description_doc = doc({ type: "paragraph", content: [{ type: "text", text: "x", marks: [{ type: "link", attrs: { href: "javascript:alert(8)" } }] }] }) as any;
    const refused = await editor().saveDraft(packageId, hostileDoc);
    expect(refused).toMatchObject({ ok: false, status: 400 });
    if (!refused.ok) expect(Object.keys(refused.errors).some((k) => k.startsWith("tiers.0.days.0.description_doc"))).toBe(true);
  });

  it("services and destinations are written on publish, destinations in the order chosen; unknown ones are refused", async () => {
    const { services, destinations } = await editor().packageChoices();
    const view = (await editor().package(packageId))!;
    const own = view.document.destination_ids;
    const extra = destinations.find((d) => !own.includes(d.id))!;
    const changed = { ...structuredClone(view.document), service_ids: [services[0]!.id, services[2]!.id], destination_ids: [extra.id, ...own] };
    expect((await editor().publish(packageId, changed)).ok).toBe(true);
    const api = (await t.json(`/api/v1/packages/${packageId}/`)).body;
    expect(api.destinations.map((d: any) => d.id)).toEqual([extra.id, ...own]);
    expect(api.services.map((s: any) => s.id)).toEqual([services[0]!.id, services[2]!.id]);
    const listed = (await t.json(`/api/v1/packages/?destination=${encodeURIComponent(extra.name)}&page_size=200`)).body.results as any[];
    expect(listed.some((p) => p.package_id === packageId)).toBe(true);

    const unknown = await editor().saveDraft(packageId, { ...changed, service_ids: [987_654], destination_ids: [876_543] });
    expect(unknown).toMatchObject({ ok: false, status: 400 });
    if (!unknown.ok) expect(Object.keys(unknown.errors).sort()).toEqual(["destination_ids", "service_ids"]);
    const none = await editor().publish(packageId, { ...changed, service_ids: [] });
    expect(none).toMatchObject({ ok: false, status: 422 });
    if (!none.ok) expect(none.errors.service_ids).toBe("Choose at least one service before publishing.");
  });

  it("a new package is invisible until published; publishing makes it live at a unique address made from its title", async () => {
    const versionBefore = (await t.json("/api/app-meta/")).body.data_version;
    const created = await editor().createPackage({ title: "Flamingo Lake Weekend", summary: "Two days of flamingos and rhino." });
    expect(created.ok).toBe(true);
    if (!created.ok) return;
    const id = created.id;
    // Not on any public read, and the catalogue version is unchanged.
    expect((await t.fetch(`/api/v1/packages/${id}/`)).status).toBe(404);
    const list = (await t.json("/api/v1/packages/?page_size=200")).body.results as any[];
    expect(list.some((p) => p.package_id === id)).toBe(false);
    expect((await t.fetch("/sitemap.xml").then((r) => r.text())).includes(`/packages/${id}<`)).toBe(false);
    expect((await t.json("/api/app-meta/")).body.data_version).toBe(versionBefore);
    const view = (await editor().package(id))!;
    expect(view.status).toBe("new");
    expect((await editor().packages()).find((p) => p.id === id)?.status).toBe("new");

    // Publishing needs a service, a price and an image with alt text.
    const refused = await editor().publish(id);
    expect(refused).toMatchObject({ ok: false, status: 422 });
    if (!refused.ok) expect(Object.keys(refused.errors)).toEqual(expect.arrayContaining(["service_ids", "tiers", "images"]));

    // An image row as the media picker adds it, then a complete document.
    const imageKey = await createImage(t.site);
    const image = await t.site.db.kysely
      .insertInto("package_images")
      .values({ package_id: id, image_key: imageKey, alt: "", sort_order: 0 })
      .returning("id")
      .executeTakeFirstOrThrow();
    const { services, destinations } = await editor().packageChoices();
    const lake = destinations[0]!;
    const complete = {
      ...view.document,
      service_ids: [services[0]!.id],
      destination_ids: [lake.id],
      images: [{ id: Number(image.id), image_key: imageKey, alt: "Flamingos on a soda lake" }],
      tiers: [
        {
          id: null,
          tier_type: "single",
          for_residents: true,
          for_east_africans: true,
          for_non_residents: false,
          price_kshs: 24_500,
          price_usd: null,
          price_basis: "per_person_sharing",
          contact_for_pricing: false,
          inclusions: ["Park fees"],
          exclusions: [],
          days: [
            { title: "Nairobi to the lake", places: ["Soda lake"], overnight: "Lakeside lodge", breakfast: false, lunch: true, dinner: true, description_doc: doc(paragraph("Flamingos at dusk.")), description_html: "" },
            { title: "Rhino drive and home", places: [], overnight: "", breakfast: true, lunch: false, dinner: false, description_doc: doc(paragraph("Home by four.")), description_html: "" },
          ],
        },
      ],
    };
    const published = await editor().publish(id, complete);
    expect(published.ok).toBe(true);
    const api = (await t.json(`/api/v1/packages/${id}/`)).body;
    expect(api).toMatchObject({ slug: "flamingo-lake-weekend", package_title: "Flamingo Lake Weekend", duration_days: 2, travel_type: services[0]!.name });
    expect(api.tiers[0].itinerary_details_html).toContain("<h4>Day 2: Rhino drive and home</h4>");
    expect(api.destinations.map((d: any) => d.id)).toEqual([lake.id]);
    expect((await t.fetch("/sitemap.xml").then((r) => r.text())).includes(`/packages/${id}<`)).toBe(true);
    expect((await editor().package(id))!.status).toBe("published");
    expect((await editor().package(id))!.revisions).toHaveLength(1);

    // The same title again: another address.
    const twin = await editor().createPackage({ title: "Flamingo Lake Weekend" });
    if (!twin.ok) throw new Error("create failed");
    const twinImage = await t.site.db.kysely
      .insertInto("package_images")
      .values({ package_id: twin.id, image_key: imageKey, alt: "", sort_order: 0 })
      .returning("id")
      .executeTakeFirstOrThrow();
    expect((await editor().publish(twin.id, { ...complete, images: [{ id: Number(twinImage.id), image_key: imageKey, alt: "Flamingos" }] })).ok).toBe(true);
    expect((await t.json(`/api/v1/packages/${twin.id}/`)).body.slug).toBe("flamingo-lake-weekend-2");

    // Bad input names its field; an empty title cannot create anything.
    expect(await editor().createPackage({ title: " " })).toMatchObject({ ok: false, status: 400, errors: { title: "Enter a title." } });
  });
});

describe.each(DIALECTS)("migration 0013 on %s", (dialect) => {
  it("turns every stored itinerary into days without losing text; HTML without day headings becomes one day", async () => {
    const database = await createTestDatabase(dialect);
    const db = openDatabase(database.url);
    try {
      const before = Object.fromEntries(Object.entries(MIGRATIONS).filter(([name]) => name < "0013"));
      const provider = { getMigrations: async () => Object.fromEntries(Object.entries(before).map(([name, m]) => [name, { up: (k: Kysely<any>) => m.up(k, db.dialect) }])) };
      const result = await new Migrator({ db: db.kysely, provider }).migrateToLatest();
      expect(result.error).toBeUndefined();

      const at = "2026-01-01T00:00:00.000Z";
      const pkg = await db.kysely
        .insertInto("packages")
        .values({ slug: "old", title: "Old", summary: "s", travel_type: "Safari", tier_structure: "multiple", duration_days: 2, created_at: at, updated_at: at } as any)
        .returning("id")
        .executeTakeFirstOrThrow();
      const legacy = "<h4>Day 1: Arrive in Lamu</h4>\n<p>Dhow at sunset &amp; dinner.</p>\n<h4>Day 2: Fly home</h4>\n<p>Breakfast, then the airstrip.</p>";
      const loose = "<p>We plan every day with you.</p><ul><li>Flexible</li></ul>";
      const tierRow = (html: string, sort: number) => ({ package_id: pkg.id, tier_type: "value", itinerary_details_html: html, inclusions: "[]", exclusions: "[]", sort_order: sort });
      const withDays = await db.kysely.insertInto("package_tiers").values(tierRow(legacy, 0) as any).returning("id").executeTakeFirstOrThrow();
      const withoutHeadings = await db.kysely.insertInto("package_tiers").values(tierRow(loose, 1) as any).returning("id").executeTakeFirstOrThrow();
      const empty = await db.kysely.insertInto("package_tiers").values(tierRow("", 2) as any).returning("id").executeTakeFirstOrThrow();

      await migrate(db);

      const days = await db.kysely.selectFrom("package_itinerary_days").selectAll().orderBy("tier_id").orderBy("sort_order").execute();
      const of = (id: number) => days.filter((d) => Number(d.tier_id) === Number(id));
      expect(of(withDays.id).map((d) => [d.title, d.description_html])).toEqual([
        ["Arrive in Lamu", "<p>Dhow at sunset &amp; dinner.</p>"],
        ["Fly home", "<p>Breakfast, then the airstrip.</p>"],
      ]);
      // Derived again, the HTML is what was stored.
      expect(itineraryHtml(of(withDays.id).map((d) => ({ title: d.title, places: [], overnight: "", meals: [], description_html: d.description_html })))).toBe(legacy);
      expect(of(withoutHeadings.id).map((d) => [d.title, d.description_html])).toEqual([["", loose]]);
      expect(of(empty.id)).toEqual([]);
      const status = await sql<{ status: string }>`select status from packages where id = ${pkg.id}`.execute(db.kysely);
      expect(status.rows[0]!.status).toBe("published");
    } finally {
      await db.close();
      await database.drop();
    }
  });
});
