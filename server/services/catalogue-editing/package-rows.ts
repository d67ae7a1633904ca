/**
 * A package's live rows as an editable document, and the document written back to the live rows
 * (decision 0023). Only publishing writes; tiers, images and activities keep their ids when they
 * still exist, so links and selections made against them stay valid.
 */
import type { Kysely, Transaction } from "kysely";
import { isPriceBasis, DEFAULT_PRICE_BASIS } from "#domain/price-basis.ts";
import { dayDocument, packageDocumentSchema, tierItinerary, type DayDocument, type PackageDocument } from "#domain/package-document.ts";
import { itineraryHtml } from "#domain/itinerary.ts";
import { renderRichText } from "#domain/rich-text.ts";
import { readItineraryDays, writeItineraryDays } from "../catalogue/itinerary-days.ts";
import { sanitizeRichText } from "../catalogue/sanitize.ts";
import type { DB } from "../../db/generated-types.ts";

type Exec = Kysely<DB> | Transaction<DB>;
const flag = (b: boolean) => (b ? 1 : 0);
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

export async function readLivePackage(db: Exec, id: number): Promise<PackageDocument | null> {
  const pkg = await db.selectFrom("packages").selectAll().where("id", "=", id).executeTakeFirst();
  if (!pkg) return null;
  const [images, tiers, activities, services, destinations] = await Promise.all([
    db.selectFrom("package_images").selectAll().where("package_id", "=", id).orderBy("sort_order").orderBy("id").execute(),
    db.selectFrom("package_tiers").selectAll().where("package_id", "=", id).orderBy("sort_order").orderBy("id").execute(),
    db.selectFrom("optional_activities").selectAll().where("package_id", "=", id).orderBy("sort_order").orderBy("id").execute(),
    db.selectFrom("package_services").select("service_id").where("package_id", "=", id).orderBy("sort_order").execute(),
    db.selectFrom("package_destinations").select("destination_id").where("package_id", "=", id).orderBy("sort_order").execute(),
  ]);
  const days = await readItineraryDays(db, tiers.map((t) => Number(t.id)));
  // Through the schema, so the live state is a document exactly like a saved draft.
  return packageDocumentSchema.parse({
    title: pkg.title,
    summary: pkg.summary,
    ribbon_tag_left: pkg.ribbon_tag_left ?? "",
    is_deal: Boolean(Number(pkg.is_deal)),
    is_standout: Boolean(Number(pkg.is_standout)),
    deal_percent: num(pkg.deal_percent),
    deal_starts_on: pkg.deal_starts_on,
    deal_ends_on: pkg.deal_ends_on,
    terms_and_conditions: pkg.terms_and_conditions ?? "",
    service_ids: services.map((r) => Number(r.service_id)),
    destination_ids: destinations.map((r) => Number(r.destination_id)),
    images: images.map((img) => ({ id: img.id, image_key: img.image_key, alt: img.alt })),
    tiers: tiers.map((t) => {
      const kshs = num(t.price_kshs);
      const usd = num(t.price_usd);
      return {
        id: t.id,
        tier_type: t.tier_type,
        for_residents: Boolean(Number(t.for_residents)),
        for_east_africans: Boolean(Number(t.for_east_africans)),
        for_non_residents: Boolean(Number(t.for_non_residents)),
        price_kshs: kshs,
        price_usd: usd,
        price_basis: isPriceBasis(t.price_basis) ? t.price_basis : DEFAULT_PRICE_BASIS,
        // SPEC §5: a tier without a price reads Contact for Pricing.
        contact_for_pricing: kshs === null && usd === null,
        inclusions: JSON.parse(t.inclusions),
        exclusions: JSON.parse(t.exclusions),
        days: (days.get(Number(t.id)) ?? []).map((d) => dayDocument(d, d.description_doc)),
      };
    }),
    optional_activities: activities.map((a) => ({
      id: a.id,
      activity_name: a.activity_name,
      cost_kshs: num(a.cost_kshs),
      cost_usd: num(a.cost_usd),
      description: a.description,
    })),
  });
}

/**
 * A day's description as the server stores it (decision 0025's rule): HTML rendered by this server
 * from the editor's validated document, or, without one (a form sent without JavaScript, a day
 * converted from old HTML), the HTML given; sanitised either way.
 */
function withStoredDescription(day: DayDocument): DayDocument {
  const html = day.description_doc ? renderRichText(day.description_doc) : day.description_html;
  return { ...day, description_html: sanitizeRichText(html) };
}

/** The document with every day's description rendered and sanitised, as drafts and revisions keep it. */
export function withStoredDescriptions(doc: PackageDocument): PackageDocument {
  return { ...doc, tiers: doc.tiers.map((t) => ({ ...t, days: t.days.map(withStoredDescription) })) };
}

/**
 * Writes the document to the live rows of package `id` (inside the publish transaction). Days'
 * descriptions must already be stored ones (`withStoredDescriptions`).
 */
export async function writeLivePackage(tx: Exec, id: number, doc: PackageDocument, at: string): Promise<void> {
  const current = await tx.selectFrom("packages").select(["travel_type", "duration_days"]).where("id", "=", id).executeTakeFirstOrThrow();
  const services = doc.service_ids.length
    ? await tx.selectFrom("services").select(["id", "name"]).where("id", "in", doc.service_ids).execute()
    : [];
  const serviceNames = doc.service_ids.map((sid) => services.find((s) => Number(s.id) === sid)?.name).filter((n): n is string => Boolean(n));
  // The travel type is the main service's name; it stays while that service is still chosen.
  const travelType = serviceNames.includes(current.travel_type) ? current.travel_type : (serviceNames[0] ?? current.travel_type);
  const longest = Math.max(0, ...doc.tiers.map((t) => t.days.length));
  await tx
    .updateTable("packages")
    .set({
      travel_type: travelType,
      duration_days: longest > 0 ? longest : current.duration_days,
      title: doc.title,
      summary: doc.summary,
      ribbon_tag_left: doc.ribbon_tag_left || null,
      is_deal: flag(doc.is_deal),
      is_standout: flag(doc.is_standout),
      // The deal is a rule (decision 0045); the typed deal price columns stay empty (the API derives them).
      deal_percent: doc.deal_percent,
      deal_starts_on: doc.deal_starts_on,
      deal_ends_on: doc.deal_ends_on,
      dynamic_price: null,
      dynamic_currency: null,
      dynamic_price_was: null,
      tier_structure: doc.tiers.length > 0 && doc.tiers.every((t) => t.tier_type === "single") ? "single" : "multiple",
      // Sanitised on the way in as well as on the way out, so the stored revision is what pages show.
      terms_and_conditions: sanitizeRichText(doc.terms_and_conditions) || null,
      updated_at: at,
    })
    .where("id", "=", id)
    .execute();

  await tx.deleteFrom("package_services").where("package_id", "=", id).execute();
  for (const [i, serviceId] of doc.service_ids.entries()) {
    await tx.insertInto("package_services").values({ package_id: id, service_id: serviceId, sort_order: i }).execute();
  }
  await tx.deleteFrom("package_destinations").where("package_id", "=", id).execute();
  for (const [i, destinationId] of doc.destination_ids.entries()) {
    await tx.insertInto("package_destinations").values({ package_id: id, destination_id: destinationId, sort_order: i }).execute();
  }

  // Images in the editor's order (the first is the primary one); keys were checked by the editor (image-checks.ts).
  await replaceChildren(tx, "package_images", id, doc.images, (img, i) => ({ image_key: img.image_key, alt: img.alt, sort_order: i }));

  const tierValues = (t: PackageDocument["tiers"][number], i: number) => ({
    tier_type: t.tier_type,
    price_kshs: t.price_kshs,
    price_usd: t.price_usd,
    price_basis: t.price_basis,
    for_residents: flag(t.for_residents),
    for_east_africans: flag(t.for_east_africans),
    for_non_residents: flag(t.for_non_residents),
    // Derived from the days (decision 0027); kept on the row for anything reading it directly.
    itinerary_details_html: itineraryHtml(tierItinerary(t)),
    inclusions: JSON.stringify(t.inclusions),
    exclusions: JSON.stringify(t.exclusions),
    sort_order: i,
  });
  const tierIds = await replaceChildren(tx, "package_tiers", id, doc.tiers, tierValues);
  for (const [i, tier] of doc.tiers.entries()) {
    const days = tierItinerary(tier);
    await writeItineraryDays(tx, tierIds[i]!, days.map((day, n) => ({ ...day, description_doc: tier.days[n]!.description_doc })));
  }

  const activityValues = (a: PackageDocument["optional_activities"][number], i: number) => ({
    activity_name: a.activity_name,
    cost_kshs: a.cost_kshs,
    cost_usd: a.cost_usd,
    description: a.description,
    sort_order: i,
  });
  await replaceChildren(tx, "optional_activities", id, doc.optional_activities, activityValues);
}

/** Updates rows whose id the document still holds, inserts the new ones, deletes the rest; the ids in document order. */
async function replaceChildren<T extends { id: number | null }>(
  tx: Exec,
  table: "package_tiers" | "optional_activities" | "package_images",
  packageId: number,
  items: T[],
  values: (item: T, index: number) => Record<string, unknown>,
): Promise<number[]> {
  const existing = new Set(
    (await tx.selectFrom(table).select("id").where("package_id", "=", packageId).execute()).map((r) => Number(r.id)),
  );
  const kept = new Set<number>();
  const ids: number[] = [];
  for (const [i, item] of items.entries()) {
    if (item.id !== null && existing.has(item.id) && !kept.has(item.id)) {
      kept.add(item.id);
      ids.push(item.id);
      await tx.updateTable(table).set(values(item, i) as any).where("id", "=", item.id).execute();
    } else {
      const row = await tx.insertInto(table).values({ package_id: packageId, ...values(item, i) } as any).returning("id").executeTakeFirstOrThrow();
      ids.push(Number(row.id));
    }
  }
  const gone = [...existing].filter((x) => !kept.has(x));
  if (gone.length) {
    // A removed tier's days go with it (SQLite enforces no foreign keys unless asked to).
    if (table === "package_tiers") await tx.deleteFrom("package_itinerary_days").where("tier_id", "in", gone).execute();
    await tx.deleteFrom(table).where("id", "in", gone).execute();
  }
  return ids;
}
