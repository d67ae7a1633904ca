/**
 * Catalogue factories (issue 25 item 6): the packages, destinations, services, images and company
 * details a test asserts on, made by the test instead of read from the demo. A package is created
 * and published through the package editor, as the console does, so its rows, data_version and
 * revisions are the product's own; destinations and services (which the console never creates),
 * images and the company document are written directly, and the catalogue is told. They work on an
 * empty site (SEED_DEMO "false") and alongside the demo. Seasons and rates: tests/helpers/rates.ts.
 */
import type { DayDocument, PackageDocument, TierDocument } from "../../domain/package-document.ts";
import { EMPTY_COMPANY_DETAILS, type CompanyDetails } from "../../domain/company-details.ts";
import { bumpDataVersion } from "../../server/services/app-meta.ts";
import { writeSiteDocument } from "../../server/services/site-documents/company.ts";
import type { ActingStaff } from "../../server/services/catalogue-editing/entity-editor.ts";
import type { Site } from "../../server/site.ts";

/** The staff member the factories act as (the audit log names them; no staff row is looked up). */
export const FACTORY_STAFF: ActingStaff = { actor: { id: "test-factory", email: "factory@tests.example" }, ip: "10.0.0.8" };

let made = 0;
/** A name no other factory call in this process gave, for slugs, keys and titles. */
const unique = (prefix: string) => `${prefix}-${process.pid}-${++made}`;

/** What the package factories need of a site: its database and package editor (a test's own PackageEditor will do). */
export type CatalogueSite = Pick<Site, "db" | "packageEditor">;

/** What the factories that tell the catalogue need of a site: its database and a catalogue to invalidate. */
export type CatalogueTold = Pick<Site, "db"> & { catalogue: Pick<Site["catalogue"], "invalidate"> };

/** A stored image original (a small SVG) under a fresh key, usable in any image list. */
export async function createImage(site: Pick<Site, "db">, key = unique("tests/factory-image")): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30"><rect width="40" height="30" fill="#c8a165"/></svg>`;
  await site.db.kysely.insertInto("media").values({ key, content_type: "image/svg+xml", data: Buffer.from(svg), created_at: new Date().toISOString() }).execute();
  return key;
}

/**
 * A service, written as the seed writes one (the console edits services but never creates one);
 * the site's catalogue, when given, is told.
 */
export async function createService(site: Pick<Site, "db"> & Partial<CatalogueTold>, o: { name?: string; description?: string } = {}): Promise<{ id: number; name: string; slug: string }> {
  const slug = unique("test-service");
  const name = o.name ?? `Test service ${made}`;
  const last = await site.db.kysely.selectFrom("services").select(({ fn }) => fn.max("sort_order").as("max")).executeTakeFirst();
  const row = await site.db.kysely
    .insertInto("services")
    .values({ slug, name, description: o.description ?? `What ${name} is.`, icon: "compass", image_key: await createImage(site), sort_order: Number(last?.max ?? -1) + 1 })
    .returning("id")
    .executeTakeFirstOrThrow();
  await bumpDataVersion(site.db.kysely);
  site.catalogue?.invalidate();
  return { id: Number(row.id), name, slug };
}

/**
 * A published destination with one image (or `images` of them, the first primary), written as the
 * seed writes one (the console edits destinations but never creates one); the catalogue is told,
 * as a publish tells it. `continents` are linked by name, each made if the site has none of that
 * name (an empty site has none). `descriptionHtml` is the rich text (a paragraph of the description by default).
 */
export async function createDestination(
  site: CatalogueTold,
  o: { name?: string; description?: string; descriptionHtml?: string; destinationType?: "popular" | "hidden"; continents?: string[]; images?: number } = {},
): Promise<{ id: number; name: string; slug: string }> {
  const k = site.db.kysely;
  const slug = unique("test-destination");
  const name = o.name ?? `Test destination ${made}`;
  const at = new Date().toISOString();
  const description = o.description ?? `Where ${name} is.`;
  const row = await k
    .insertInto("destinations")
    .values({ slug, name, description, description_html: o.descriptionHtml ?? `<p>${description}</p>`, destination_type: o.destinationType ?? "popular", created_at: at, updated_at: at })
    .returning("id")
    .executeTakeFirstOrThrow();
  const id = Number(row.id);
  for (let i = 0; i < (o.images ?? 1); i++) {
    await k.insertInto("destination_images").values({ destination_id: id, image_key: await createImage(site), alt: `A view of ${name}${i ? ` (${i + 1})` : ""}`, is_primary: i === 0 ? 1 : 0, sort_order: i }).execute();
  }
  for (const continent of o.continents ?? []) {
    const found = await k.selectFrom("continents").select("id").where("name", "=", continent).executeTakeFirst();
    const continentId = found?.id ?? (await k.insertInto("continents").values({ name: continent }).returning("id").executeTakeFirstOrThrow()).id;
    await k.insertInto("destination_continents").values({ destination_id: id, continent_id: continentId }).execute();
  }
  await bumpDataVersion(k);
  site.catalogue.invalidate();
  return { id, name, slug };
}


/** A day of a tier, with every field the document needs; `o` overrides. */
export function testDay(o: Partial<DayDocument> = {}): DayDocument {
  return { title: "", places: [], overnight: "", breakfast: false, lunch: false, dinner: false, description_doc: null, description_html: "", ...o };
}

/** A priced tier for residents (KES 30,000 per person sharing) with two plain days; `o` overrides. */
export function testTier(o: Partial<TierDocument> = {}): TierDocument {
  return {
    id: null,
    tier_type: "single",
    for_residents: true,
    for_east_africans: false,
    for_non_residents: false,
    price_kshs: 30_000,
    price_usd: null,
    price_basis: "per_person_sharing",
    contact_for_pricing: false,
    inclusions: [],
    exclusions: [],
    days: [testDay({ title: "Arrival" }), testDay({ title: "Departure" })],
    ...o,
  };
}

export interface CreatedPackage {
  id: number;
  slug: string;
  title: string;
}

export interface CreatePackageOptions {
  /** The acting staff member (FACTORY_STAFF by default). */
  by?: ActingStaff;
  /**
   * Leave it as the seed (or a database from before editing) leaves a package: live rows and no
   * revision, so the first publish from the console also records the state before it.
   */
  withoutHistory?: boolean;
}

/**
 * A published package. Unless given, it gets a unique title, a summary, one image with alt text,
 * the first service the site has (a new one on an empty site) and one tier (`testTier()`).
 */
export async function createPackage(site: CatalogueSite, o: Partial<PackageDocument> = {}, options: CreatePackageOptions = {}): Promise<CreatedPackage> {
  const by = options.by ?? FACTORY_STAFF;
  const title = o.title ?? `Test package ${unique("p")}`;
  const created = await site.packageEditor.create({ title, summary: o.summary ?? "A package made by a test." }, by);
  if (!created.ok) throw new Error(`createPackage: ${JSON.stringify(created.errors)}`);
  const serviceIds = o.service_ids ?? [(await site.packageEditor.choices()).services[0]?.id ?? (await createService(site)).id];
  const images = o.images ?? [{ id: null, image_key: await createImage(site), alt: `A photo of ${title}` }];
  const doc: Partial<PackageDocument> = { summary: "A package made by a test.", tiers: [testTier()], ...o, title, service_ids: serviceIds, images };
  const published = await site.packageEditor.publish(created.id, doc, by);
  if (!published.ok) throw new Error(`createPackage: publish refused: ${JSON.stringify(published.errors)}`);
  if (options.withoutHistory) {
    await site.db.kysely.deleteFrom("catalogue_revisions").where("entity_type", "=", "package").where("entity_id", "=", created.id).execute();
  }
  const row = await site.db.kysely.selectFrom("packages").select(["slug", "title"]).where("id", "=", created.id).executeTakeFirstOrThrow();
  return { id: created.id, slug: row.slug, title: row.title };
}

/** A test company's details (plainly not the demo's): a name, a sales address, a bank account and an M-Pesa paybill. */
export const TEST_COMPANY: CompanyDetails = {
  ...EMPTY_COMPANY_DETAILS,
  name: "Acacia Test Tours",
  legalName: "Acacia Test Tours Ltd",
  email: "info@acacia-tours.example",
  salesEmail: "sales@acacia-tours.example",
  phones: ["+254 799 000 111"],
  address: { street: "Test Lane 1", postal: "P.O. Box 1-00100", city: "Nairobi", country: "Kenya" },
  payment: { bankName: "Test Savings Bank", bankBranch: "Test Lane", accountName: "Acacia Test Tours Ltd", accountNumber: "9900 1100 2200 33", swiftCode: "TESTKENX", mpesaPaybill: "990011" },
};

/** Stores the company details document (TEST_COMPANY, `o` over it) as published, and tells the catalogue. */
export async function createCompanyDetails(site: CatalogueTold, o: Partial<CompanyDetails> = {}): Promise<CompanyDetails> {
  const details = { ...TEST_COMPANY, ...o };
  await writeSiteDocument(site.db.kysely, "company", details, new Date().toISOString());
  await bumpDataVersion(site.db.kysely);
  site.catalogue.invalidate();
  return details;
}
