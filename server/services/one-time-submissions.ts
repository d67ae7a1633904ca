/**
 * The console's one-time form tokens in the database (decision 0043), so a second click, a
 * retried POST or a second process all find the first submission. A claim is a row inserted with
 * the token as primary key: of two concurrent posts exactly one inserts it; the other waits for
 * the first to finish and is sent where the first was sent.
 */
import type { Kysely } from "kysely";
import type { OneTimeSubmissionsContext, SubmissionClaim } from "#domain/one-time-submissions.ts";
import type { DB } from "../db/generated-types.ts";

/** A page left open for a working day still posts once; older tokens are forgotten. */
const KEEP_MS = 24 * 60 * 60 * 1000;
/** How long a second post waits for the first one to finish before saying it is still under way. */
const WAIT_MS = 10_000;
const POLL_MS = 100;
/** A claim never completed or released this long (its process died mid-way) may be taken over. */
const ABANDONED_MS = 60_000;

export class OneTimeSubmissions implements OneTimeSubmissionsContext {
  constructor(
    private db: Kysely<DB>,
    private now: () => number = Date.now,
    private sleep: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
  ) {}

  async claim(token: string, staffId: string): Promise<SubmissionClaim> {
    const at = new Date(this.now()).toISOString();
    await this.db.deleteFrom("one_time_submissions").where("created_at", "<", new Date(this.now() - KEEP_MS).toISOString()).execute();
    const inserted = await this.db
      .insertInto("one_time_submissions")
      .values({ token, staff_id: staffId, location: null, created_at: at })
      .onConflict((oc) => oc.column("token").doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 1) return { state: "first" };
    const waitUntil = this.now() + WAIT_MS;
    for (;;) {
      const row = await this.db.selectFrom("one_time_submissions").selectAll().where("token", "=", token).executeTakeFirst();
      // Released meanwhile (the first post was refused): this post is the first after all.
      if (!row) return this.claim(token, staffId);
      if (row.staff_id !== staffId) return { state: "foreign" };
      if (row.location !== null) return { state: "done", location: row.location };
      if (this.now() - Date.parse(row.created_at) > ABANDONED_MS) {
        const taken = await this.db
          .updateTable("one_time_submissions")
          .set({ created_at: at })
          .where("token", "=", token)
          .where("created_at", "=", row.created_at)
          .where("location", "is", null)
          .executeTakeFirst();
        if (Number(taken.numUpdatedRows) === 1) return { state: "first" };
        continue;
      }
      if (this.now() >= waitUntil) return { state: "busy" };
      await this.sleep(POLL_MS);
    }
  }

  async complete(token: string, location: string): Promise<void> {
    await this.db.updateTable("one_time_submissions").set({ location }).where("token", "=", token).execute();
  }

  async release(token: string): Promise<void> {
    await this.db.deleteFrom("one_time_submissions").where("token", "=", token).where("location", "is", null).execute();
  }
}
