import type { Migration } from "./helpers.ts";

/**
 * Real-user monitoring (issue 27 item 5, decision 0058). Nothing here names a visitor: no address,
 * no URL, no visit. Figures are counted per UTC day, route pattern (`/packages/:id`), device class,
 * connection type and vital, in log-spaced buckets (domain/rum/vitals.ts); percentiles are read
 * back from the counts. Kept 400 days, then purged by a periodic pass.
 *
 * - `rum_buckets`: how many visits had a figure in each bucket.
 * - `rum_elements`: per day, route and vital (LCP, INP), how many slow visits each element (a
 *   sanitised, length-capped selector) was to blame for; at most a few per day and route.
 * - `rum_salts`: today's random salt for the flood cap's visitor keys (an address hashed with it
 *   lives only in the rate-limit counters, never beside the figures). Yesterday's is deleted, so a
 *   counter's key cannot be tied to an address once the day is over.
 */
export const realUserMonitoring: Migration = {
  async up(db) {
    await db.schema
      .createTable("rum_buckets")
      .addColumn("day", "text", (c) => c.notNull())
      .addColumn("route", "text", (c) => c.notNull())
      .addColumn("device", "text", (c) => c.notNull())
      .addColumn("connection", "text", (c) => c.notNull())
      .addColumn("metric", "text", (c) => c.notNull())
      .addColumn("bucket", "integer", (c) => c.notNull())
      .addColumn("count", "bigint", (c) => c.notNull())
      .addPrimaryKeyConstraint("rum_buckets_pk", ["day", "route", "device", "connection", "metric", "bucket"])
      .execute();
    // The console reads 28 days of one metric across routes; the purge reads by day.
    await db.schema.createIndex("rum_buckets_metric_day").on("rum_buckets").columns(["metric", "day"]).execute();

    await db.schema
      .createTable("rum_elements")
      .addColumn("day", "text", (c) => c.notNull())
      .addColumn("route", "text", (c) => c.notNull())
      .addColumn("metric", "text", (c) => c.notNull())
      .addColumn("selector", "text", (c) => c.notNull())
      .addColumn("count", "bigint", (c) => c.notNull())
      .addPrimaryKeyConstraint("rum_elements_pk", ["day", "route", "metric", "selector"])
      .execute();

    await db.schema
      .createTable("rum_salts")
      .addColumn("day", "text", (c) => c.primaryKey())
      .addColumn("salt", "text", (c) => c.notNull())
      .execute();
  },
};
