import type { Migration } from "./helpers.ts";

/**
 * Rate-limit counters shared by every process on one PostgreSQL database (server/http/rate-limits.ts,
 * decision 0013). The shape is rate-limiter-flexible's own; on SQLite (one process) counters live in
 * memory and the table stays empty.
 */
export const rateLimits: Migration = {
  async up(db) {
    await db.schema
      .createTable("rate_limits")
      .addColumn("key", "varchar(255)", (c) => c.primaryKey())
      .addColumn("points", "integer", (c) => c.notNull().defaultTo(0))
      .addColumn("expire", "bigint")
      .execute();
  },
};
