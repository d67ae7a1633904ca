import { type ColumnDataType, sql } from "kysely";
import type { Migration } from "./helpers.ts";
import { withId } from "./helpers.ts";

/**
 * Staff accounts (docs/decisions/0018-staff-auth.md): better-auth's tables with
 * its own column names, as its schema generator would create them for the
 * plugins we use (email and password, two factor, database rate limits), plus
 * our sign-in failure log for per-account and per-address limits.
 * tests/api/staff-auth-schema.test.ts checks better-auth finds nothing to add.
 */
export const staffAuth: Migration = {
  async up(db, dialect) {
    const pg = dialect === "postgres";
    const date: ColumnDataType = pg ? "timestamptz" : "date";
    const bool: ColumnDataType = pg ? "boolean" : "integer";
    // better-auth gives PostgreSQL timestamps a default; SQLite gets none.
    const now = <C extends { defaultTo(v: unknown): C }>(c: C): C => (pg ? c.defaultTo(sql`CURRENT_TIMESTAMP`) : c);

    await db.schema
      .createTable("staff_user")
      .addColumn("id", "text", (c) => c.notNull().primaryKey())
      .addColumn("name", "text", (c) => c.notNull())
      .addColumn("email", "text", (c) => c.notNull().unique())
      .addColumn("emailVerified", bool, (c) => c.notNull())
      .addColumn("image", "text")
      .addColumn("createdAt", date, (c) => now(c).notNull())
      .addColumn("updatedAt", date, (c) => now(c).notNull())
      .addColumn("twoFactorEnabled", bool)
      .addColumn("role", "text", (c) => c.notNull())
      .addColumn("deactivatedAt", date)
      .execute();

    await db.schema
      .createTable("staff_session")
      .addColumn("id", "text", (c) => c.notNull().primaryKey())
      .addColumn("expiresAt", date, (c) => c.notNull())
      .addColumn("token", "text", (c) => c.notNull().unique())
      .addColumn("createdAt", date, (c) => now(c).notNull())
      .addColumn("updatedAt", date, (c) => c.notNull())
      .addColumn("ipAddress", "text")
      .addColumn("userAgent", "text")
      .addColumn("userId", "text", (c) => c.notNull().references("staff_user.id").onDelete("cascade"))
      .execute();

    await db.schema
      .createTable("staff_account")
      .addColumn("id", "text", (c) => c.notNull().primaryKey())
      .addColumn("accountId", "text", (c) => c.notNull())
      .addColumn("providerId", "text", (c) => c.notNull())
      .addColumn("userId", "text", (c) => c.notNull().references("staff_user.id").onDelete("cascade"))
      .addColumn("accessToken", "text")
      .addColumn("refreshToken", "text")
      .addColumn("idToken", "text")
      .addColumn("accessTokenExpiresAt", date)
      .addColumn("refreshTokenExpiresAt", date)
      .addColumn("scope", "text")
      .addColumn("password", "text")
      .addColumn("createdAt", date, (c) => now(c).notNull())
      .addColumn("updatedAt", date, (c) => c.notNull())
      .execute();

    await db.schema
      .createTable("staff_verification")
      .addColumn("id", "text", (c) => c.notNull().primaryKey())
      .addColumn("identifier", "text", (c) => c.notNull())
      .addColumn("value", "text", (c) => c.notNull())
      .addColumn("expiresAt", date, (c) => c.notNull())
      .addColumn("createdAt", date, (c) => now(c).notNull())
      .addColumn("updatedAt", date, (c) => now(c).notNull())
      .execute();

    await db.schema
      .createTable("staff_two_factor")
      .addColumn("id", "text", (c) => c.notNull().primaryKey())
      .addColumn("secret", "text", (c) => c.notNull())
      .addColumn("backupCodes", "text", (c) => c.notNull())
      .addColumn("userId", "text", (c) => c.notNull().references("staff_user.id").onDelete("cascade"))
      .addColumn("verified", bool)
      .addColumn("failedVerificationCount", "integer")
      .addColumn("lockedUntil", date)
      .execute();

    await db.schema
      .createTable("staff_rate_limit")
      .addColumn("id", "text", (c) => c.notNull().primaryKey())
      .addColumn("key", "text", (c) => c.notNull().unique())
      .addColumn("count", "integer", (c) => c.notNull())
      .addColumn("lastRequest", "bigint", (c) => c.notNull())
      .execute();

    await db.schema.createIndex("staff_session_userId_idx").on("staff_session").column("userId").execute();
    await db.schema.createIndex("staff_account_userId_idx").on("staff_account").column("userId").execute();
    await db.schema.createIndex("staff_verification_identifier_idx").on("staff_verification").column("identifier").execute();
    await db.schema.createIndex("staff_two_factor_secret_idx").on("staff_two_factor").column("secret").execute();
    await db.schema.createIndex("staff_two_factor_userId_idx").on("staff_two_factor").column("userId").execute();

    // Failed sign-ins, one row each, keyed "account:<email>" or "address:<ip>"; the database is what
    // several processes share, so limits hold across them (server/auth/sign-in-limits.ts).
    await withId(db.schema.createTable("staff_sign_in_failures"), dialect)
      .addColumn("key", "text", (c) => c.notNull())
      .addColumn("at", "text", (c) => c.notNull())
      .execute();
    await db.schema.createIndex("staff_sign_in_failures_key_at").on("staff_sign_in_failures").columns(["key", "at"]).execute();
  },
};
