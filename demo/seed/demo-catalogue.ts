/**
 * Loads the hand-written demo catalogue of content/ into an empty database,
 * in one transaction, with every illustration stored once in `media`.
 */
import { createHash } from "node:crypto";
import { sql, type Transaction } from "kysely";
import { blogs } from "#demo/content/blogs.ts";
import { destinations } from "#demo/content/destinations.ts";
import { gallery } from "#demo/content/gallery.ts";
import { packages } from "#demo/content/packages/index.ts";
import { pageHeaders } from "#demo/content/page-headers.ts";
import { services } from "#demo/content/services.ts";
import { sliders } from "#demo/content/sliders.ts";
import type { ImageRef, PackageSeed } from "#demo/content/types.ts";
import { CONTINENT_ORDER } from "#domain/continents.ts";
import { pageHeaderKey } from "#domain/page-headers.ts";
import { renderIllustration } from "#demo/illustrations/index.ts";
import type { Db } from "#server/db/kysely.ts";
import { setDataVersion } from "#server/services/app-meta.ts";
import { generateExtraPackages } from "./extra-packages.ts";
import { itineraryHtml } from "#domain/itinerary.ts";
import type { DB } from "#server/db/generated-types.ts";

type Tx = Transaction<DB>;

const SEED_LOCK_ID = 727_401;

export function illustrationKey(ref: Pick<ImageRef, "scene" | "variant">): string {
  return `illustrations/${ref.scene}-${ref.variant}`;
}


const flag = (b: boolean) => (b ? 1 : 0);

function readingTime(html: string): number {
  const words = html.replace(/<[^>]+>/g, " ").split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / 200));
}

class MediaWriter {
  private stored = new Set<string>();
  constructor(private tx: Tx) {}

  async put(key: string, ref: Pick<ImageRef, "scene" | "variant">): Promise<string> {
    if (this.stored.has(key)) return key;
    this.stored.add(key);
    const svg = renderIllustration(ref.scene, ref.variant);
    await this.tx
      .insertInto("media")
      .values({ key, content_type: "image/svg+xml", data: Buffer.from(svg), created_at: new Date().toISOString() })
      .execute();
    return key;
  }

  illustration(ref: ImageRef): Promise<string> {
    return this.put(illustrationKey(ref), ref);
  }
}

export async function isSeeded(db: Db): Promise<boolean> {
  const row = await db.kysely.selectFrom("services").select("id").limit(1).executeTakeFirst();
  return row !== undefined;
}

export async function seedDemoCatalogue(db: Db, options: { extraPackages?: number } = {}): Promise<void> {
  const extra = generateExtraPackages(packages, options.extraPackages ?? 0);
  const allPackages = [...packages, ...extra];
  const version = createHash("sha256")
    .update(JSON.stringify({ services, destinations, allPackages, blogs, gallery, sliders, pageHeaders }))
    .digest("hex")
    .slice(0, 16);

  await db.kysely.transaction().execute(async (tx) => {
    // Several processes may start together on one PostgreSQL: one seeds, the others see it done.
    if (db.dialect === "postgres") await sql`select pg_advisory_xact_lock(${SEED_LOCK_ID})`.execute(tx);
    if (await tx.selectFrom("services").select("id").limit(1).executeTakeFirst()) return;
    const media = new MediaWriter(tx);

    for (const [page, ref] of Object.entries(pageHeaders)) await media.put(pageHeaderKey(page), ref);

    const serviceIds = new Map<string, number>();
    for (const [i, s] of services.entries()) {
      const row = await tx
        .insertInto("services")
        .values({
          slug: s.slug,
          name: s.name,
          description: s.description,
          icon: s.icon,
          image_key: await media.illustration(s.image),
          sort_order: i,
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      serviceIds.set(s.name, row.id);
    }

    const continentIds = new Map<string, number>();
    for (const name of CONTINENT_ORDER) {
      const row = await tx.insertInto("continents").values({ name }).returning("id").executeTakeFirstOrThrow();
      continentIds.set(name, row.id);
    }

    const destinationIds = new Map<string, number>();
    for (const [i, d] of destinations.entries()) {
      const row = await tx
        .insertInto("destinations")
        .values({
          slug: d.slug,
          name: d.name,
          description: d.description,
          description_html: d.description_html,
          destination_type: d.destination_type,
          created_at: new Date(Date.UTC(2025, 0, 1 + i)).toISOString(),
          updated_at: new Date(Date.UTC(2025, 0, 1 + i)).toISOString(),
        })
        .returning("id")
        .executeTakeFirstOrThrow();
      destinationIds.set(d.name, row.id);
      for (const [j, img] of d.images.entries()) {
        await tx
          .insertInto("destination_images")
          .values({
            destination_id: row.id,
            image_key: await media.illustration(img),
            alt: img.alt,
            is_primary: flag(j === 0),
            sort_order: j,
          })
          .execute();
      }
      for (const c of d.continents) {
        const continentId = continentIds.get(c);
        if (continentId === undefined) throw new Error(`Unknown continent ${c} on ${d.name}`);
        await tx.insertInto("destination_continents").values({ destination_id: row.id, continent_id: continentId }).execute();
      }
    }

    for (const p of allPackages) await insertPackage(tx, media, p, serviceIds, destinationIds);

    for (const b of blogs) {
      await tx
        .insertInto("blogs")
        .values({
          slug: b.slug,
          title: b.title,
          image_key: await media.illustration(b.image),
          image_alt: b.image.alt,
          is_featured: flag(b.is_featured),
          author: b.author,
          excerpt: b.excerpt,
          content_html: b.content_html,
          reading_time_minutes: readingTime(b.content_html),
          created_at: new Date(b.created_at).toISOString(),
          updated_at: new Date(b.created_at).toISOString(),
        })
        .execute();
    }

    // Newest first, as the gallery has always shown them; editors reorder from there (decision 0028).
    const newestFirst = [...gallery].sort((a, b) => new Date(b.created_at).getTime() - new Date(a.created_at).getTime());
    for (const g of gallery) {
      await tx
        .insertInto("gallery_images")
        .values({
          title: g.title,
          description: g.description,
          alt_text: g.alt_text,
          image_key: await media.illustration(g.image),
          created_at: new Date(g.created_at).toISOString(),
          updated_at: new Date(g.created_at).toISOString(),
          sort_order: newestFirst.indexOf(g),
        })
        .execute();
    }

    for (const [i, s] of sliders.entries()) {
      await tx
        .insertInto("slider_images")
        .values({
          page_set: s.page_set,
          image_key: await media.illustration(s.image),
          alt: s.image.alt,
          caption: s.caption,
          is_primary: flag(s.is_primary),
          sort_order: i,
        })
        .execute();
    }

    await setDataVersion(tx, version);
  });
}

async function insertPackage(
  tx: Tx,
  media: MediaWriter,
  p: PackageSeed,
  serviceIds: Map<string, number>,
  destinationIds: Map<string, number>,
): Promise<void> {
  const created = new Date(p.created_at).toISOString();
  const row = await tx
    .insertInto("packages")
    .values({
      slug: p.slug,
      title: p.package_title,
      summary: p.summary,
      travel_type: p.travel_type,
      ribbon_tag_left: p.ribbon_tag_left,
      is_deal: flag(p.is_deal),
      is_standout: flag(p.is_standout),
      tier_structure: p.tier_structure,
      dynamic_price: null,
      dynamic_currency: null,
      dynamic_price_was: null,
      deal_percent: p.deal_percent ?? null,
      min_price_display: p.min_price_display,
      duration_days: p.duration_days,
      terms_and_conditions: p.terms_and_conditions,
      created_at: created,
      updated_at: created,
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  const packageId = row.id;

  for (const [i, name] of p.services.entries()) {
    const serviceId = serviceIds.get(name);
    if (serviceId === undefined) throw new Error(`Unknown service ${name} on ${p.slug}`);
    await tx.insertInto("package_services").values({ package_id: packageId, service_id: serviceId, sort_order: i }).execute();
  }
  for (const [i, name] of p.destinations.entries()) {
    const destinationId = destinationIds.get(name);
    if (destinationId === undefined) throw new Error(`Unknown destination ${name} on ${p.slug}`);
    await tx
      .insertInto("package_destinations")
      .values({ package_id: packageId, destination_id: destinationId, sort_order: i })
      .execute();
  }
  for (const [i, img] of p.images.entries()) {
    await tx
      .insertInto("package_images")
      .values({ package_id: packageId, image_key: await media.illustration(img), alt: img.alt, sort_order: i })
      .execute();
  }
  for (const [i, t] of p.tiers.entries()) {
    const tier = await tx
      .insertInto("package_tiers")
      .values({
        package_id: packageId,
        tier_type: t.tier_type,
        price_kshs: t.price_kshs,
        price_usd: t.price_usd,
        price_basis: t.price_basis ?? "per_person_sharing",
        for_residents: flag(t.for_residents),
        for_east_africans: flag(t.for_east_africans),
        for_non_residents: flag(t.for_non_residents),
        // Derived from the days, as a publish from the console writes it (decision 0027).
        itinerary_details_html: itineraryHtml(t.itinerary_days),
        inclusions: JSON.stringify(t.inclusions),
        exclusions: JSON.stringify(t.exclusions),
        sort_order: i,
      })
      .returning("id")
      .executeTakeFirstOrThrow();
    if (t.itinerary_days.length) {
      await tx
        .insertInto("package_itinerary_days")
        .values(
          t.itinerary_days.map((d, n) => ({
            tier_id: tier.id,
            sort_order: n,
            title: d.title,
            places: JSON.stringify(d.places),
            overnight: d.overnight,
            meals: JSON.stringify(d.meals),
            description_html: d.description_html,
          })),
        )
        .execute();
    }
  }
  if (p.optional_activities.length) {
    await tx
      .insertInto("optional_activities")
      .values(
        p.optional_activities.map((a, i) => ({
          package_id: packageId,
          activity_name: a.activity_name,
          cost_kshs: a.cost_kshs,
          cost_usd: a.cost_usd,
          description: a.description,
          sort_order: i,
        })),
      )
      .execute();
  }
}
