import type { Migration } from "./helpers.ts";

/**
 * Issue 23 item 5: what a console session has proved, and when it was last used
 * (server/auth/session-freshness.ts). One row per better-auth session, beside its table rather
 * than in it, so better-auth's schema stays its own (tests/api/staff-auth-schema.test.ts).
 * `totp_codes_used` makes each authenticator code good for one sign-in or proof only.
 */
export const sessionFreshness: Migration = {
  async up(db) {
    await db.schema
      .createTable("staff_session_activity")
      .addColumn("session_id", "text", (c) => c.notNull().primaryKey().references("staff_session.id").onDelete("cascade"))
      .addColumn("proved_at", "text")
      .addColumn("seen_at", "text", (c) => c.notNull())
      .execute();
    await db.schema
      .createTable("staff_totp_codes_used")
      .addColumn("user_id", "text", (c) => c.notNull())
      .addColumn("code", "text", (c) => c.notNull())
      .addColumn("used_at", "text", (c) => c.notNull())
      .addPrimaryKeyConstraint("staff_totp_codes_used_pk", ["user_id", "code"])
      .execute();
  },
};
