/** The inquiry's own history: one row per change, who and when, written in the change's transaction. */
import { INQUIRY_EVENT_KINDS, type InquiryEvent, type InquiryEventKind } from "#domain/inbox-context.ts";
import { storedValue } from "#domain/stored-values.ts";
import type { Kysely, Transaction } from "kysely";
import type { Actor } from "./types.ts";
import type { DB } from "../../db/generated-types.ts";


export async function recordEvent(
  tx: Transaction<DB>,
  event: { inquiryId: number; at: string; actor: Actor | null; kind: InquiryEventKind; from?: string | null; to?: string | null; detail?: string | null; outboxMessageId?: number | null },
): Promise<void> {
  await tx
    .insertInto("inquiry_events")
    .values({
      inquiry_id: event.inquiryId,
      at: event.at,
      actor_id: event.actor?.id ?? null,
      actor_email: event.actor?.email ?? null,
      kind: event.kind,
      from_value: event.from ?? null,
      to_value: event.to ?? null,
      detail: event.detail ?? null,
      outbox_message_id: event.outboxMessageId ?? null,
    })
    .execute();
}

export async function historyOf(db: Kysely<DB>, inquiryId: number): Promise<InquiryEvent[]> {
  const rows = await db.selectFrom("inquiry_events").selectAll().where("inquiry_id", "=", inquiryId).orderBy("id").execute();
  return rows.map((r) => ({
    id: r.id,
    at: r.at,
    actorId: r.actor_id,
    actorEmail: r.actor_email,
    kind: storedValue(INQUIRY_EVENT_KINDS, r.kind, "inquiry_events.kind"),
    from: r.from_value,
    to: r.to_value,
    detail: r.detail,
    outboxMessageId: r.outbox_message_id,
  }));
}

export type { InquiryEvent };
