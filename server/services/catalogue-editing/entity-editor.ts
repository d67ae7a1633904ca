/**
 * The part of editing that is the same for every catalogue entity (decision 0023): reading the
 * draft and history for the editor view, the edit-conflict check, restoring a revision as a draft,
 * discarding a draft, and the tail of every live change (revision, audit entry, new data_version,
 * then telling the catalogue). Each entity's editor (packages.ts, stories.ts, destinations.ts) holds
 * one of these and keeps only what is its own: its live rows, its publish rules, its extra checks.
 */
import type { Kysely, Transaction } from "kysely";
import type { z } from "zod";
import type { DraftSummary, EditorResult, RevisionEntry } from "#domain/catalogue-editor-context.ts";
import { bumpDataVersion } from "../app-meta.ts";
import type { AuditLog } from "../audit-log.ts";
import { type Actor, changedSince, deleteDraft, draftTimes, hasRevisions, listRevisions, readDraft, readRevision, recordRevision, writeDraft } from "./drafts.ts";
import type { DB } from "../../db/generated-types.ts";

type Exec = Kysely<DB> | Transaction<DB>;

export interface ActingStaff {
  actor: Actor;
  ip: string | null;
}

/** A refusal of an edit, in the shape every editor method returns. */
export type Refusal = Extract<EditorResult, { ok: false }>;

/** What differs between entities, as far as this module cares. */
export interface EditedEntity<Doc> {
  /** The entity_type of drafts, revisions and audit entries ("package", "story", …). */
  type: string;
  /** How messages name one ("This story was changed…"); also the audit action prefix. */
  noun: string;
  schema: z.ZodType<Doc>;
  /** The live row's last change, which a form opened without a draft was based on. */
  liveUpdatedAt(db: Exec, id: number): Promise<string>;
}

/** The draft, if any, and the history of one entity, as the editor view shows them. */
export interface EditingState<Doc> {
  /** The draft's document; null without a draft or when this editor version cannot read it. */
  draftDocument: Doc | null;
  draft: DraftSummary | null;
  revisions: RevisionEntry[];
}

export class EntityEditor<Doc> {
  constructor(
    private db: Kysely<DB>,
    private audit: AuditLog,
    private entity: EditedEntity<Doc>,
    /** Called after a live change commits: the catalogue forgets its cached data_version. */
    private onPublished: () => void,
  ) {}

  /** Drafts of this entity type by id, for lists. */
  draftTimes(): Promise<Map<number, string>> {
    return draftTimes(this.db, this.entity.type);
  }

  async editingState(id: number): Promise<EditingState<Doc>> {
    const [draft, revisions] = await Promise.all([readDraft(this.db, this.entity.type, id), listRevisions(this.db, this.entity.type, id)]);
    const parsed = draft ? this.entity.schema.safeParse(draft.document) : null;
    return {
      draftDocument: parsed?.success ? parsed.data : null,
      draft: draft ? { updatedAt: draft.updatedAt, updatedBy: draft.updatedBy, restoredFrom: draft.restoredFrom } : null,
      revisions,
    };
  }

  /** The stored draft's document (not yet validated), or null without a draft. */
  async draftDocument(id: number, db: Exec = this.db): Promise<unknown> {
    return (await readDraft(db, this.entity.type, id))?.document ?? null;
  }

  /** A refusal when the entity changed after the editor opened it on `base` (see drafts.ts). */
  changedSince(db: Exec, id: number, base: string | undefined): Promise<Refusal | null> {
    return changedSince(db, { type: this.entity.type, id, noun: this.entity.noun }, base, () => this.entity.liveUpdatedAt(db, id));
  }

  /**
   * Stores `doc` as the draft, with its audit entry, in one transaction that first checks the live
   * row still `exists` (else `notFound`), that nobody changed it since `base`, and then any check
   * of the entity's own (`refuse`, e.g. a story's slug already taken).
   */
  async saveDraft(
    id: number,
    doc: Doc,
    by: ActingStaff,
    at: string,
    base: string | undefined,
    checks: { exists: (tx: Exec) => Promise<unknown>; notFound: Refusal; refuse?: (tx: Exec) => Promise<Refusal | null> },
  ): Promise<EditorResult> {
    const refused = await this.db.transaction().execute(async (tx) => {
      if (!(await checks.exists(tx))) return checks.notFound;
      const refusal = (await this.changedSince(tx, id, base)) ?? (await checks.refuse?.(tx)) ?? null;
      if (refusal) return refusal;
      await writeDraft(tx, this.entity.type, id, doc, by.actor, at);
      await this.audit.record(tx, { actor: by.actor, action: `${this.entity.noun}.draft_saved`, entityType: this.entity.type, entityId: id, after: doc, ip: by.ip });
      return null;
    });
    return refused ?? { ok: true };
  }

  /**
   * A draft made from revision `revisionId`; the live rows are untouched until published.
   * `adapt` lets an entity fix up an old document for today's rows (packages renumber deleted tiers).
   */
  async restore(id: number, revisionId: number, by: ActingStaff, at: string, adapt: (doc: Doc) => Promise<Doc> = async (doc) => doc): Promise<EditorResult> {
    const revision = await readRevision(this.db, this.entity.type, id, revisionId);
    if (!revision) return { ok: false, status: 404, errors: { form: "That revision does not exist." } };
    const parsed = this.entity.schema.safeParse(revision.document);
    if (!parsed.success) return { ok: false, status: 409, errors: { form: "That revision can no longer be read by this version of the editor." } };
    const doc = await adapt(parsed.data);
    await this.db.transaction().execute(async (tx) => {
      await writeDraft(tx, this.entity.type, id, doc, by.actor, at, revisionId);
      await this.audit.record(tx, {
        actor: by.actor,
        action: `${this.entity.noun}.restored_to_draft`,
        entityType: this.entity.type,
        entityId: id,
        after: { revision: revisionId },
        ip: by.ip,
      });
    });
    return { ok: true };
  }

  async discardDraft(id: number, by: ActingStaff): Promise<EditorResult> {
    const removed = await this.db.transaction().execute(async (tx) => {
      const done = await deleteDraft(tx, this.entity.type, id);
      if (done) await this.audit.record(tx, { actor: by.actor, action: `${this.entity.noun}.draft_discarded`, entityType: this.entity.type, entityId: id, ip: by.ip });
      return done;
    });
    return removed ? { ok: true } : { ok: false, status: 404, errors: { form: "There is no draft to discard." } };
  }

  /**
   * Runs a change to what the public site shows (publish, archive) in one transaction that ends
   * with a new data_version; `change` returns a refusal to roll back instead. Only after the commit
   * is the catalogue told, so no request re-reads the version before the change is visible.
   * `options.alsoInTransaction` joins the same transaction (a scheduled publish marks its schedule
   * done there, so the two can never disagree); `options.dryRun` rolls everything back once it
   * would have succeeded (a schedule checks the publish rules this way when it is made).
   */
  async changeLive(change: (tx: Transaction<DB>) => Promise<Refusal | void>, options: LiveChangeOptions = {}): Promise<EditorResult<{ dataVersion: string }>> {
    let result: { dataVersion: string };
    try {
      result = await this.db.transaction().execute(async (tx) => {
        const refused = (await change(tx)) ?? (await options.alsoInTransaction?.(tx));
        if (refused) throw new RolledBack(refused);
        const dataVersion = await bumpDataVersion(tx);
        if (options.dryRun) throw new RolledBack({ ok: true, dataVersion: DRY_RUN_VERSION });
        return { dataVersion };
      });
    } catch (error) {
      if (error instanceof RolledBack) return error.result;
      throw error;
    }
    this.onPublished();
    return { ok: true, dataVersion: result.dataVersion };
  }

  /** The stored draft, validated; null without one (or when this editor version cannot read it). */
  async validDraft(id: number): Promise<Doc | null> {
    const draft = await readDraft(this.db, this.entity.type, id);
    if (!draft) return null;
    const parsed = this.entity.schema.safeParse(draft.document);
    return parsed.success ? parsed.data : null;
  }

  /** Whether there is a draft this editor can read (what a preview link needs). */
  async hasDraft(id: number): Promise<boolean> {
    return (await this.validDraft(id)) !== null;
  }

  /**
   * A preview (decision 0030): `read` in a transaction, always rolled back, in which `makeLive` has
   * written the stored draft into the live rows; null without a readable draft.
   */
  async previewDraft<T>(
    id: number,
    makeLive: (tx: Transaction<DB>, draft: Doc) => Promise<unknown>,
    read: (tx: Transaction<DB>) => Promise<T>,
  ): Promise<T | null> {
    const draft = await this.validDraft(id);
    if (!draft) return null;
    return this.rolledBack(async (tx) => {
      await makeLive(tx, draft);
      return read(tx);
    });
  }

  /**
   * Runs `work` in a transaction that is always rolled back: a preview writes the draft into the
   * live rows there and reads the page's data back through the catalogue's own reads, so it shows
   * exactly what a publish would, while nobody else ever sees those rows (decision 0030). `work`
   * must use only `tx` (on SQLite the transaction holds the one connection).
   */
  async rolledBack<T>(work: (tx: Transaction<DB>) => Promise<T>): Promise<T> {
    try {
      await this.db.transaction().execute(async (tx) => {
        throw new RolledBack({ ok: true, value: await work(tx) });
      });
    } catch (error) {
      if (error instanceof RolledBack && error.result.ok) return (error.result as { value: T }).value;
      throw error;
    }
    throw new Error("unreachable: the preview transaction always rolls back");
  }

  /**
   * Inside a publish, once the live rows hold `doc`: records the revision (marked with the draft's
   * restore, if it was one), drops the draft and writes the audit entry. `original` is the live
   * document before this publish; on the first publish from the console it is recorded too, so the
   * state as seeded (or as it was before editing existed) stays restorable.
   */
  async recordPublished(
    tx: Exec,
    id: number,
    p: { document: unknown; by: ActingStaff; at: string; original: { document: unknown; at: string } | null; auditBefore: unknown },
  ): Promise<void> {
    const { type, noun } = this.entity;
    if (p.original && !(await hasRevisions(tx, type, id))) {
      await recordRevision(tx, { entityType: type, entityId: id, document: p.original.document, actor: null, at: p.original.at });
    }
    const restoredFrom = (await readDraft(tx, type, id))?.restoredFrom ?? null;
    await recordRevision(tx, { entityType: type, entityId: id, document: p.document, actor: p.by.actor, at: p.at, restoredFrom });
    await deleteDraft(tx, type, id);
    // A publish made by hand replaces any publish still waiting for its time (decision 0030): that
    // draft is gone, so the schedule would only fail later.
    await tx
      .updateTable("scheduled_publishes")
      .set({ status: "cancelled", finished_at: p.at })
      .where("entity_type", "=", type)
      .where("entity_id", "=", id)
      .where("status", "=", "pending")
      .execute();
    await this.audit.record(tx, { actor: p.by.actor, action: `${noun}.published`, entityType: type, entityId: id, before: p.auditBefore, after: p.document, ip: p.by.ip });
  }
}

/** The dataVersion a dry run answers with: nothing was committed, so there is no new version. */
export const DRY_RUN_VERSION = "dry-run";

export interface LiveChangeOptions {
  /** More work in the publish's own transaction; a refusal rolls the whole publish back. */
  alsoInTransaction?: (tx: Transaction<DB>) => Promise<Refusal | void>;
  /** Check everything, write everything, then roll back (nothing changes, no catalogue told). */
  dryRun?: boolean;
}

/** Carries a transaction's outcome out through Kysely's rollback-on-throw. */
class RolledBack extends Error {
  constructor(readonly result: EditorResult<any>) {
    super("rolled back on purpose");
  }
}

/** When an entity last changed, for lists: its draft if that is newer than the live row. */
export function latestChange(draftAt: string | undefined, liveAt: string): string {
  return draftAt && draftAt > liveAt ? draftAt : liveAt;
}
