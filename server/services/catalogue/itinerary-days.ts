/**
 * The stored days of tiers' itineraries (decision 0027), read for the public package and for the
 * editor. Descriptions come back as stored; the public read sanitises them again on the way out.
 */
import type { Kysely, Transaction } from "kysely";
import { MEALS, type ItineraryDay, type Meal } from "#domain/itinerary.ts";
import type { DB } from "../../db/generated-types.ts";

type Exec = Kysely<DB> | Transaction<DB>;

export interface StoredDay extends ItineraryDay {
  /** The rich-text editor's document, once the day has been edited in the console. */
  description_doc: unknown;
}

const list = (json: string): unknown[] => {
  try {
    const value = JSON.parse(json);
    return Array.isArray(value) ? value : [];
  } catch {
    return [];
  }
};

/** Days by tier id, in order. */
export async function readItineraryDays(db: Exec, tierIds: number[]): Promise<Map<number, StoredDay[]>> {
  const byTier = new Map<number, StoredDay[]>();
  if (!tierIds.length) return byTier;
  const rows = await db.selectFrom("package_itinerary_days").selectAll().where("tier_id", "in", tierIds).orderBy("tier_id").orderBy("sort_order").orderBy("id").execute();
  for (const row of rows) {
    const day: StoredDay = {
      title: row.title,
      places: list(row.places).map(String),
      overnight: row.overnight,
      meals: list(row.meals).filter((m): m is Meal => MEALS.includes(m as Meal)),
      description_html: row.description_html,
      description_doc: row.description_doc ? JSON.parse(row.description_doc) : null,
    };
    const tierId = Number(row.tier_id);
    const days = byTier.get(tierId);
    if (days) days.push(day);
    else byTier.set(tierId, [day]);
  }
  return byTier;
}

/** Replaces the days of one tier (inside the publish transaction). */
export async function writeItineraryDays(tx: Exec, tierId: number, days: Array<ItineraryDay & { description_doc: unknown }>): Promise<void> {
  await tx.deleteFrom("package_itinerary_days").where("tier_id", "=", tierId).execute();
  if (!days.length) return;
  await tx
    .insertInto("package_itinerary_days")
    .values(
      days.map((d, i) => ({
        tier_id: tierId,
        sort_order: i,
        title: d.title,
        places: JSON.stringify(d.places),
        overnight: d.overnight,
        meals: JSON.stringify(d.meals),
        description_html: d.description_html,
        description_doc: d.description_doc ? JSON.stringify(d.description_doc) : null,
      })),
    )
    .execute();
}
