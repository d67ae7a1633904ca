/**
 * Status, owner and notes: each change checks the version the staff member saw, writes the
 * inquiry, its history and the audit log in one transaction, and never overwrites a change it did
 * not see. The UPDATE itself carries "where version = seen", so two staff racing on PostgreSQL
 * (row lock, then the WHERE is re-checked) or SQLite (one writer) cannot both win.
 */
import type { Kysely, Transaction } from "kysely";
import {
  assignOwnerSchema,
  canMove,
  countsAsReply,
  fieldErrors,
  noteSchema,
  type PipelineStatus,
  STATUS_LABELS,
  statusChangeSchema,
} from "#domain/inquiry-pipeline.ts";
import { recordEvent } from "./history.ts";
import type { AuditRecorder, ChangeContext, Outcome } from "./types.ts";
import type { DB } from "../../db/generated-types.ts";

/** Looks staff members up, for owners (console-auth's user table; injected so the pipeline stays apart). */
export interface StaffDirectory {
  find(id: string): Promise<{ id: string; email: string; name: string } | null>;
}

interface Current {
  status: PipelineStatus;
  owner_id: string | null;
  version: number;
  is_spam: number;
  erased_at: string | null;
  first_reply_at: string | null;
  lost_reason: string | null;
}

async function current(tx: Transaction<DB>, id: number): Promise<Current | undefined> {
  return tx
    .selectFrom("inquiries")
    .select(["status", "owner_id", "version", "is_spam", "erased_at", "first_reply_at", "lost_reason"])
    .where("id", "=", id)
    .executeTakeFirst() as Promise<Current | undefined>;
}

async function conflict(tx: Transaction<DB>, id: number, row: Current): Promise<Outcome<never>> {
  const last = await tx
    .selectFrom("inquiry_events")
    .select(["actor_email", "at"])
    .where("inquiry_id", "=", id)
    .orderBy("id", "desc")
    .limit(1)
    .executeTakeFirst();
  const who = last?.actor_email ? ` by ${last.actor_email}` : "";
  return {
    ok: false,
    reason: "conflict",
    message: `This inquiry was changed${who} after you opened it (it is now ${STATUS_LABELS[row.status]}). Nothing was saved: check the change and try again.`,
    current: { status: row.status, ownerId: row.owner_id, version: Number(row.version) },
  };
}

/** Why an inquiry cannot be worked on, or null. */
function blocked(row: Current): Record<string, string> | null {
  if (row.erased_at) return { form: "This inquiry's personal data was erased; it can no longer be changed." };
  if (Number(row.is_spam)) return { form: "This inquiry is flagged as spam. Release it (Not spam) before working on it." };
  return null;
}

export async function changeStatus(
  db: Kysely<DB>,
  audit: AuditRecorder,
  id: number,
  input: unknown,
  ctx: ChangeContext,
  now: Date,
): Promise<Outcome<{ version: number; status: PipelineStatus }>> {
  const parsed = statusChangeSchema.safeParse(input);
  if (!parsed.success) return { ok: false, reason: "invalid", errors: fieldErrors(parsed.error) };
  const { status: to, version: seen } = parsed.data;
  const lostReason = to === "lost" ? parsed.data.lost_reason! : null;
  return db.transaction().execute(async (tx) => {
    const row = await current(tx, id);
    if (!row) return { ok: false, reason: "not_found" } as const;
    if (Number(row.version) !== seen) return conflict(tx, id, row);
    const stop = blocked(row);
    if (stop) return { ok: false, reason: "invalid", errors: stop } as const;
    if (row.status === to) return { ok: false, reason: "invalid", errors: { status: `It is already ${STATUS_LABELS[to]}.` } } as const;
    if (!canMove(row.status, to))
      return { ok: false, reason: "invalid", errors: { status: `An inquiry cannot go from ${STATUS_LABELS[row.status]} back to ${STATUS_LABELS[to]}.` } } as const;
    const at = now.toISOString();
    const firstReplyAt = row.first_reply_at ?? (countsAsReply(to) ? at : null);
    const result = await tx
      .updateTable("inquiries")
      .set((eb) => ({ status: to, lost_reason: lostReason, first_reply_at: firstReplyAt, version: eb("version", "+", 1), updated_at: at }))
      .where("id", "=", id)
      .where("version", "=", seen)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return conflict(tx, id, (await current(tx, id))!);
    await recordEvent(tx, { inquiryId: id, at, actor: ctx.actor, kind: "status", from: row.status, to, detail: lostReason });
    await audit.record(tx, {
      actor: ctx.actor,
      action: "inquiry.status_changed",
      entityType: "inquiry",
      entityId: String(id),
      before: { status: row.status, lost_reason: row.lost_reason, first_reply_at: row.first_reply_at },
      after: { status: to, lost_reason: lostReason, first_reply_at: firstReplyAt },
      ip: ctx.ip,
    });
    return { ok: true, version: seen + 1, status: to } as const;
  });
}

export async function assignOwner(
  db: Kysely<DB>,
  audit: AuditRecorder,
  staff: StaffDirectory,
  id: number,
  input: unknown,
  ctx: ChangeContext,
  now: Date,
): Promise<Outcome<{ version: number; ownerId: string | null }>> {
  const parsed = assignOwnerSchema.safeParse(input);
  if (!parsed.success) return { ok: false, reason: "invalid", errors: fieldErrors(parsed.error) };
  const ownerId = parsed.data.owner_id || null;
  const seen = parsed.data.version;
  const owner = ownerId ? await staff.find(ownerId) : null;
  if (ownerId && !owner) return { ok: false, reason: "invalid", errors: { owner_id: "Choose a current staff member." } };
  return db.transaction().execute(async (tx) => {
    const row = await current(tx, id);
    if (!row) return { ok: false, reason: "not_found" } as const;
    if (Number(row.version) !== seen) return conflict(tx, id, row);
    const stop = blocked(row);
    if (stop) return { ok: false, reason: "invalid", errors: stop } as const;
    if (row.owner_id === ownerId) return { ok: true, version: seen, ownerId } as const;
    const at = now.toISOString();
    const result = await tx
      .updateTable("inquiries")
      .set((eb) => ({ owner_id: ownerId, version: eb("version", "+", 1), updated_at: at }))
      .where("id", "=", id)
      .where("version", "=", seen)
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return conflict(tx, id, (await current(tx, id))!);
    await recordEvent(tx, { inquiryId: id, at, actor: ctx.actor, kind: "owner", from: row.owner_id, to: ownerId, detail: owner?.email ?? null });
    await audit.record(tx, {
      actor: ctx.actor,
      action: "inquiry.owner_assigned",
      entityType: "inquiry",
      entityId: String(id),
      before: { owner_id: row.owner_id },
      after: { owner_id: ownerId },
      ip: ctx.ip,
    });
    return { ok: true, version: seen + 1, ownerId } as const;
  });
}

/** Notes are appended, never edited, so they need no version check. */
export async function addNote(
  db: Kysely<DB>,
  audit: AuditRecorder,
  id: number,
  input: unknown,
  ctx: ChangeContext,
  now: Date,
): Promise<Outcome<{ noteId: number }>> {
  const parsed = noteSchema.safeParse(input);
  if (!parsed.success) return { ok: false, reason: "invalid", errors: fieldErrors(parsed.error) };
  return db.transaction().execute(async (tx) => {
    const row = await current(tx, id);
    if (!row) return { ok: false, reason: "not_found" } as const;
    if (row.erased_at) return { ok: false, reason: "invalid", errors: { body: "This inquiry's personal data was erased." } } as const;
    const at = now.toISOString();
    const note = await tx
      .insertInto("inquiry_notes")
      .values({ inquiry_id: id, author_id: ctx.actor.id, author_email: ctx.actor.email, body: parsed.data.body, created_at: at })
      .returning("id")
      .executeTakeFirstOrThrow();
    await recordEvent(tx, { inquiryId: id, at, actor: ctx.actor, kind: "note" });
    // The note's text stays out of the audit log, so erasing a traveller's data erases it everywhere.
    await audit.record(tx, { actor: ctx.actor, action: "inquiry.note_added", entityType: "inquiry", entityId: String(id), after: { note_id: note.id }, ip: ctx.ip });
    return { ok: true, noteId: note.id } as const;
  });
}
