/**
 * Drafts and revisions of any catalogue entity (decision 0023): one draft document per entity, and
 * every published document kept for history and restore. Entity-specific code (which schema, which
 * live rows) lives beside this in one module per entity.
 */
import type { Kysely, Transaction } from "kysely";
import type { RevisionEntry } from "#domain/catalogue-editor-context.ts";
import type { DB } from "../../db/generated-types.ts";

type Exec = Kysely<DB> | Transaction<DB>;
export interface Actor {
  id: string;
  email: string;
}

export interface StoredDraft {
  document: unknown;
  updatedAt: string;
  updatedBy: string | null;
  restoredFrom: number | null;
}

export async function readDraft(db: Exec, entityType: string, entityId: number): Promise<StoredDraft | null> {
  const row = await db
    .selectFrom("catalogue_drafts")
    .selectAll()
    .where("entity_type", "=", entityType)
    .where("entity_id", "=", entityId)
    .executeTakeFirst();
  return row
    ? {
        document: JSON.parse(row.document),
        updatedAt: row.updated_at,
        updatedBy: row.updated_by_email,
        restoredFrom: row.restored_from === null ? null : Number(row.restored_from),
      }
    : null;
}

/** Drafts of one entity type by id (for lists: which entities have changes waiting). */
export async function draftTimes(db: Exec, entityType: string): Promise<Map<number, string>> {
  const rows = await db.selectFrom("catalogue_drafts").select(["entity_id", "updated_at"]).where("entity_type", "=", entityType).execute();
  return new Map(rows.map((r) => [Number(r.entity_id), r.updated_at]));
}

/**
 * Stores the draft. `restoredFrom` marks a draft made from a revision; an ordinary save leaves the
 * mark as it is (the draft is still that restore, edited).
 */
export async function writeDraft(
  db: Exec,
  entityType: string,
  entityId: number,
  document: unknown,
  actor: Actor | null,
  at: string,
  restoredFrom?: number,
) {
  const values = {
    document: JSON.stringify(document),
    updated_at: at,
    updated_by_id: actor?.id ?? null,
    updated_by_email: actor?.email ?? null,
    ...(restoredFrom === undefined ? {} : { restored_from: restoredFrom }),
  };
  await db
    .insertInto("catalogue_drafts")
    .values({ entity_type: entityType, entity_id: entityId, restored_from: null, ...values })
    .onConflict((oc) => oc.columns(["entity_type", "entity_id"]).doUpdateSet(values))
    .execute();
}

export async function deleteDraft(db: Exec, entityType: string, entityId: number): Promise<boolean> {
  const result = await db
    .deleteFrom("catalogue_drafts")
    .where("entity_type", "=", entityType)
    .where("entity_id", "=", entityId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

export async function listRevisions(db: Exec, entityType: string, entityId: number): Promise<RevisionEntry[]> {
  const rows = await db
    .selectFrom("catalogue_revisions")
    .select(["id", "published_at", "published_by_email", "restored_from"])
    .where("entity_type", "=", entityType)
    .where("entity_id", "=", entityId)
    .orderBy("id", "desc")
    .limit(100)
    .execute();
  return rows.map((r) => ({
    id: Number(r.id),
    publishedAt: r.published_at,
    publishedBy: r.published_by_email,
    restoredFrom: r.restored_from === null ? null : Number(r.restored_from),
  }));
}

export async function readRevision(db: Exec, entityType: string, entityId: number, revisionId: number) {
  const row = await db
    .selectFrom("catalogue_revisions")
    .select(["id", "document"])
    .where("entity_type", "=", entityType)
    .where("entity_id", "=", entityId)
    .where("id", "=", revisionId)
    .executeTakeFirst();
  return row ? { id: Number(row.id), document: JSON.parse(row.document) as unknown } : null;
}

export async function hasRevisions(db: Exec, entityType: string, entityId: number): Promise<boolean> {
  const row = await db
    .selectFrom("catalogue_revisions")
    .select("id")
    .where("entity_type", "=", entityType)
    .where("entity_id", "=", entityId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export async function recordRevision(
  db: Exec,
  entry: { entityType: string; entityId: number; document: unknown; actor: Actor | null; at: string; restoredFrom?: number | null },
): Promise<void> {
  await db
    .insertInto("catalogue_revisions")
    .values({
      entity_type: entry.entityType,
      entity_id: entry.entityId,
      document: JSON.stringify(entry.document),
      published_at: entry.at,
      published_by_id: entry.actor?.id ?? null,
      published_by_email: entry.actor?.email ?? null,
      restored_from: entry.restoredFrom ?? null,
    })
    .execute();
}

/**
 * A refusal when the entity changed after the editor opened it on `base` (someone saved a draft,
 * published or restored); null when it did not, or when no base was given. `liveUpdatedAt` reads
 * the live row's last change; `noun` names the entity in the message ("package", "story").
 */
export async function changedSince(
  db: Exec,
  entity: { type: string; id: number; noun: string },
  base: string | undefined,
  liveUpdatedAt: () => Promise<string>,
) {
  if (!base) return null;
  const draft = await readDraft(db, entity.type, entity.id);
  const current = draft?.updatedAt ?? (await liveUpdatedAt());
  if (current === base) return null;
  const who = draft?.updatedBy ? ` by ${draft.updatedBy}` : "";
  return {
    ok: false as const,
    status: 409,
    errors: {
      form: `This ${entity.noun} was changed${who} after you opened it. Nothing was saved; what you typed is still on the form. Open the ${entity.noun} again to see the other change before saving yours.`,
    },
  };
}
