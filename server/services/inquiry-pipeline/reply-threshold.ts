/**
 * The "needs reply" threshold (issue 28 item 3, decision 0066): minutes of business time, kept in
 * app_meta like the console's other settings (one row, no migration), one business hour until the
 * owner sets another. Read on each request that needs it (a primary-key read) so every process on
 * one database agrees at once; a change is audited in its own transaction.
 */
import type { Kysely, Transaction } from "kysely";
import { DEFAULT_REPLY_THRESHOLD_MINUTES, MAX_REPLY_THRESHOLD_MINUTES, MIN_REPLY_THRESHOLD_MINUTES, replyThresholdSchema } from "#domain/inquiry-pipeline.ts";
import type { AuditRecorder, ChangeContext, Outcome } from "./types.ts";
import type { DB } from "../../db/generated-types.ts";

export const REPLY_THRESHOLD_KEY = "inbox_needs_reply_minutes";

/** The stored threshold, or the default when none is stored or the stored one is out of range. */
export async function readReplyThreshold(db: Kysely<DB> | Transaction<DB>): Promise<number> {
  const row = await db.selectFrom("app_meta").select("value").where("key", "=", REPLY_THRESHOLD_KEY).executeTakeFirst();
  const minutes = Number(row?.value);
  return Number.isInteger(minutes) && minutes >= MIN_REPLY_THRESHOLD_MINUTES && minutes <= MAX_REPLY_THRESHOLD_MINUTES ? minutes : DEFAULT_REPLY_THRESHOLD_MINUTES;
}

/** `input` is the settings form ({ needsReplyHours, needsReplyMinutes }); bad fields come back named. */
export async function setReplyThreshold(db: Kysely<DB>, audit: AuditRecorder, input: unknown, ctx: ChangeContext): Promise<Outcome<{ minutes: number }>> {
  const parsed = replyThresholdSchema.safeParse(input);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? "needsReplyHours")] ??= issue.message;
    return { ok: false, reason: "invalid", errors };
  }
  const minutes = parsed.data;
  await db.transaction().execute(async (tx) => {
    const before = await readReplyThreshold(tx);
    if (before === minutes) return;
    await tx
      .insertInto("app_meta")
      .values({ key: REPLY_THRESHOLD_KEY, value: String(minutes) })
      .onConflict((oc) => oc.column("key").doUpdateSet({ value: String(minutes) }))
      .execute();
    await audit.record(tx, {
      actor: ctx.actor,
      action: "settings.needs_reply_threshold_changed",
      entityType: "setting",
      entityId: REPLY_THRESHOLD_KEY,
      before: { minutes: before },
      after: { minutes },
      ip: ctx.ip ?? null,
    });
  });
  return { ok: true, minutes };
}
