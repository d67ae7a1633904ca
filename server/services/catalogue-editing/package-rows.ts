/**
 * A package's live rows as an editable document, and the document written back to the live rows
 * (decision 0023). Only publishing writes; tiers, images and activities keep their ids when they
 * still exist, so links and selections made against them stay valid.
 */
import type { Kysely, Transaction } from "kysely";
import { isPriceBasis, DEFAULT_PRICE_BASIS } from "#domain/price-basis.ts";
import { packageDocumentSchema, type PackageDocument } from "#domain/package-document.ts";
import type { Database } from "../../db/schema.ts";
import { sanitizeRichText } from "../catalogue/sanitize.ts";

type Exec = Kysely<Database> | Transaction<Database>;
const flag = (b: boolean) => (b ? 1 : 0);
const num = (v: unknown) => (v === null || v === undefined ? null : Number(v));

export async function readLivePackage(db: Exec, id: number): Promise<PackageDocument | null> {
  const pkg = await db.selectFrom("packages").selectAll().where("id", "=", id).executeTakeFirst();
  if (!pkg) return null;
  const [images, tiers, activities] = await Promise.all([
    db.selectFrom("package_images").selectAll().where("package_id", "=", id).orderBy("sort_order").orderBy("id").execute(),
    db.selectFrom("package_tiers").selectAll().where("package_id", "=", id).orderBy("sort_order").orderBy("id").execute(),
    db.selectFrom("optional_activities").selectAll().where("package_id", "=", id).orderBy("sort_order").orderBy("id").execute(),
  ]);
  // Through the schema, so the live state is a document exactly like a saved draft.
  return packageDocumentSchema.parse({
    title: pkg.title,
    summary: pkg.summary,
    ribbon_tag_left: pkg.ribbon_tag_left ?? "",
    is_deal: Boolean(Number(pkg.is_deal)),
    is_standout: Boolean(Number(pkg.is_standout)),
    deal_price: num(pkg.dynamic_price),
    deal_price_was: num(pkg.dynamic_price_was),
    deal_currency: pkg.dynamic_currency?.toUpperCase() === "USD" ? "USD" : "KES",
    deal_price_basis: isPriceBasis(pkg.dynamic_price_basis) ? pkg.dynamic_price_basis : DEFAULT_PRICE_BASIS,
    terms_and_conditions: pkg.terms_and_conditions ?? "",
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
        itinerary_details_html: t.itinerary_details_html,
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

/** Writes the document to the live rows of package `id` (inside the publish transaction). */
export async function writeLivePackage(tx: Exec, id: number, doc: PackageDocument, at: string): Promise<void> {
  await tx
    .updateTable("packages")
    .set({
      title: doc.title,
      summary: doc.summary,
      ribbon_tag_left: doc.ribbon_tag_left || null,
      is_deal: flag(doc.is_deal),
      is_standout: flag(doc.is_standout),
      dynamic_price: doc.deal_price,
      dynamic_currency: doc.deal_price === null ? null : doc.deal_currency,
      dynamic_price_was: doc.deal_price === null ? null : doc.deal_price_was,
      dynamic_price_basis: doc.deal_price_basis,
      tier_structure: doc.tiers.length > 0 && doc.tiers.every((t) => t.tier_type === "single") ? "single" : "multiple",
      // Sanitised on the way in as well as on the way out, so the stored revision is what pages show.
      terms_and_conditions: sanitizeRichText(doc.terms_and_conditions) || null,
      updated_at: at,
    })
    .where("id", "=", id)
    .execute();

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
    itinerary_details_html: t.itinerary_details_html,
    inclusions: JSON.stringify(t.inclusions),
    exclusions: JSON.stringify(t.exclusions),
    sort_order: i,
  });
  await replaceChildren(tx, "package_tiers", id, doc.tiers, tierValues);

  const activityValues = (a: PackageDocument["optional_activities"][number], i: number) => ({
    activity_name: a.activity_name,
    cost_kshs: a.cost_kshs,
    cost_usd: a.cost_usd,
    description: a.description,
    sort_order: i,
  });
  await replaceChildren(tx, "optional_activities", id, doc.optional_activities, activityValues);
}

/** Updates rows whose id the document still holds, inserts the new ones, deletes the rest. */
async function replaceChildren<T extends { id: number | null }>(
  tx: Exec,
  table: "package_tiers" | "optional_activities" | "package_images",
  packageId: number,
  items: T[],
  values: (item: T, index: number) => Record<string, unknown>,
): Promise<void> {
  const existing = new Set(
    (await tx.selectFrom(table).select("id").where("package_id", "=", packageId).execute()).map((r) => Number(r.id)),
  );
  const kept = new Set<number>();
  for (const [i, item] of items.entries()) {
    if (item.id !== null && existing.has(item.id) && !kept.has(item.id)) {
      kept.add(item.id);
      await tx.updateTable(table).set(values(item, i) as any).where("id", "=", item.id).execute();
    } else {
      await tx.insertInto(table).values({ package_id: packageId, ...values(item, i) } as any).execute();
    }
  }
  const gone = [...existing].filter((x) => !kept.has(x));
  if (gone.length) await tx.deleteFrom(table).where("id", "in", gone).execute();
}
