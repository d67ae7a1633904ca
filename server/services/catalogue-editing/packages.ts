/**
 * Editing packages (decision 0023): drafts, publish, revisions and restore. Publishing writes the
 * live rows, a revision, the audit entry and a new data_version in one transaction, then tells this
 * process's catalogue to re-read the version, so the public site shows the change on its next read.
 */
import type { Kysely } from "kysely";
import type { EditorResult, PackageEditorView, PackageListEntry } from "#domain/catalogue-editor-context.ts";
import { documentErrors, PACKAGE_ENTITY, packageDocumentSchema, publishProblems, type PackageDocument } from "#domain/package-document.ts";
import type { Database } from "../../db/schema.ts";
import { bumpDataVersion } from "../app-meta.ts";
import type { AuditLog } from "../audit-log.ts";
import {
  type Actor,
  changedSince as changedSinceBase,
  deleteDraft,
  draftTimes,
  hasRevisions,
  listRevisions,
  readDraft,
  readRevision,
  recordRevision,
  writeDraft,
} from "./drafts.ts";
import { readLivePackage, writeLivePackage } from "./package-rows.ts";

export interface ActingStaff {
  actor: Actor;
  ip: string | null;
}

const NOT_FOUND = { ok: false as const, status: 404, errors: { form: "That package does not exist." } };

export class PackageEditor {
  /** Library images (uploads) used here without alt text in the media library (decision 0026). */
  private imagesWithoutAltText: (keys: string[]) => Promise<string[]> = async () => [];

  /** The media library's check: an upload may not be published before it has alt text. */
  useMediaLibrary(check: (keys: string[]) => Promise<string[]>): void {
    this.imagesWithoutAltText = check;
  }

  constructor(
    private db: Kysely<Database>,
    private audit: AuditLog,
    /** Called after a publish commits: the catalogue forgets its cached data_version. */
    private onPublished: () => void,
    private now: () => Date = () => new Date(),
  ) {}

  async list(): Promise<PackageListEntry[]> {
    const [rows, drafts] = await Promise.all([
      this.db.selectFrom("packages").select(["id", "title", "updated_at"]).orderBy("title").orderBy("id").execute(),
      draftTimes(this.db, PACKAGE_ENTITY),
    ]);
    return rows.map((r) => {
      const draftAt = drafts.get(r.id);
      return {
        id: r.id,
        title: r.title,
        status: draftAt ? "draft" : "published",
        updatedAt: draftAt && draftAt > r.updated_at ? draftAt : r.updated_at,
      };
    });
  }

  async view(id: number): Promise<PackageEditorView | null> {
    const live = await readLivePackage(this.db, id);
    if (!live) return null;
    const [draft, revisions] = await Promise.all([readDraft(this.db, PACKAGE_ENTITY, id), listRevisions(this.db, PACKAGE_ENTITY, id)]);
    const parsedDraft = draft ? packageDocumentSchema.safeParse(draft.document) : null;
    return {
      id,
      status: draft ? "draft" : "published",
      document: parsedDraft?.success ? parsedDraft.data : live,
      draft: draft ? { updatedAt: draft.updatedAt, updatedBy: draft.updatedBy, restoredFrom: draft.restoredFrom } : null,
      revisions,
      base: draft?.updatedAt ?? (await liveUpdatedAt(this.db, id)),
    };
  }

  async saveDraft(id: number, input: unknown, by: ActingStaff, base?: string): Promise<EditorResult> {
    const parsed = packageDocumentSchema.safeParse(input);
    if (!parsed.success) return { ok: false, status: 400, errors: documentErrors(parsed.error) };
    const doc = await this.withCarriedFields(id, parsed.data);
    const at = this.now().toISOString();
    const saved = await this.db.transaction().execute(async (tx) => {
      if (!(await tx.selectFrom("packages").select("id").where("id", "=", id).executeTakeFirst())) return false;
      const conflict = await changedSince(tx, id, base);
      if (conflict) return conflict;
      await writeDraft(tx, PACKAGE_ENTITY, id, doc, by.actor, at);
      await this.audit.record(tx, { actor: by.actor, action: "package.draft_saved", entityType: PACKAGE_ENTITY, entityId: id, after: doc, ip: by.ip });
      return true;
    });
    if (saved === false) return NOT_FOUND;
    return saved === true ? { ok: true } : saved;
  }

  /** Publishes `input`, or the stored draft when `input` is undefined. */
  async publish(id: number, input: unknown, by: ActingStaff, base?: string): Promise<EditorResult<{ dataVersion: string }>> {
    let candidate = input;
    if (candidate === undefined) {
      const draft = await readDraft(this.db, PACKAGE_ENTITY, id);
      if (!draft) return { ok: false, status: 409, errors: { form: "There is no draft to publish." } };
      candidate = draft.document;
    }
    const parsed = packageDocumentSchema.safeParse(candidate);
    if (!parsed.success) return { ok: false, status: 400, errors: documentErrors(parsed.error) };
    const doc = await this.withCarriedFields(id, parsed.data);
    const problems = publishProblems(doc);
    const missingAlt = await this.imagesWithoutAltText(doc.images.map((img) => img.image_key));
    if (missingAlt.length && !problems.images) {
      problems.images = `Write alt text in the media library for ${missingAlt.length === 1 ? "this image" : "these images"} before publishing: ${missingAlt.join(", ")}.`;
    }
    if (Object.keys(problems).length) {
      return { ok: false, status: 422, errors: { form: "This package cannot be published yet.", ...problems } };
    }
    const at = this.now().toISOString();
    const result = await this.db.transaction().execute(async (tx) => {
      const before = await readLivePackage(tx, id);
      if (!before) return null;
      const conflict = await changedSince(tx, id, base);
      if (conflict) return conflict;
      // The state as seeded (or as it was before editing existed) stays restorable.
      if (!(await hasRevisions(tx, PACKAGE_ENTITY, id))) {
        await recordRevision(tx, { entityType: PACKAGE_ENTITY, entityId: id, document: before, actor: null, at: await liveUpdatedAt(tx, id) });
      }
      await writeLivePackage(tx, id, doc, at);
      const after = await readLivePackage(tx, id);
      const restoredFrom = (await readDraft(tx, PACKAGE_ENTITY, id))?.restoredFrom ?? null;
      await recordRevision(tx, { entityType: PACKAGE_ENTITY, entityId: id, document: after, actor: by.actor, at, restoredFrom });
      await deleteDraft(tx, PACKAGE_ENTITY, id);
      await this.audit.record(tx, { actor: by.actor, action: "package.published", entityType: PACKAGE_ENTITY, entityId: id, before, after, ip: by.ip });
      return bumpDataVersion(tx);
    });
    if (result === null) return NOT_FOUND;
    if (typeof result !== "string") return result;
    this.onPublished();
    return { ok: true, dataVersion: result };
  }

  /** A draft made from revision `revisionId`; the live package is untouched until published. */
  async restore(id: number, revisionId: number, by: ActingStaff): Promise<EditorResult> {
    const revision = await readRevision(this.db, PACKAGE_ENTITY, id, revisionId);
    if (!revision) return { ok: false, status: 404, errors: { form: "That revision does not exist." } };
    const parsed = packageDocumentSchema.safeParse(revision.document);
    if (!parsed.success) return { ok: false, status: 409, errors: { form: "That revision can no longer be read by this version of the editor." } };
    const doc = await this.withCurrentIds(id, parsed.data);
    const at = this.now().toISOString();
    await this.db.transaction().execute(async (tx) => {
      await writeDraft(tx, PACKAGE_ENTITY, id, doc, by.actor, at, revisionId);
      await this.audit.record(tx, {
        actor: by.actor,
        action: "package.restored_to_draft",
        entityType: PACKAGE_ENTITY,
        entityId: id,
        after: { revision: revisionId },
        ip: by.ip,
      });
    });
    return { ok: true };
  }

  async discardDraft(id: number, by: ActingStaff): Promise<EditorResult> {
    const removed = await this.db.transaction().execute(async (tx) => {
      const done = await deleteDraft(tx, PACKAGE_ENTITY, id);
      if (done) await this.audit.record(tx, { actor: by.actor, action: "package.draft_discarded", entityType: PACKAGE_ENTITY, entityId: id, ip: by.ip });
      return done;
    });
    return removed ? { ok: true } : { ok: false, status: 404, errors: { form: "There is no draft to discard." } };
  }

  /**
   * Fields this slice's form does not send (a tier's itinerary, edited by a later slice's itinerary
   * editor) are taken from the draft or live tier of the same id, so forms stay small (the 32 KB
   * body limit) and a save never blanks them.
   */
  private async withCarriedFields(id: number, doc: PackageDocument): Promise<PackageDocument> {
    if (doc.tiers.every((t) => t.id === null || t.itinerary_details_html)) return doc;
    const draft = await readDraft(this.db, PACKAGE_ENTITY, id);
    const parsedDraft = draft ? packageDocumentSchema.safeParse(draft.document) : null;
    const current = parsedDraft?.success ? parsedDraft.data : await readLivePackage(this.db, id);
    const itineraries = new Map(current?.tiers.filter((t) => t.id !== null).map((t) => [t.id, t.itinerary_details_html]));
    return {
      ...doc,
      tiers: doc.tiers.map((t) => (t.id !== null && !t.itinerary_details_html ? { ...t, itinerary_details_html: itineraries.get(t.id) ?? "" } : t)),
    };
  }

  /**
   * Tier and activity ids in an old revision may have been deleted since; those rows come back as
   * new rows rather than updating whatever now has that id.
   */
  private async withCurrentIds(id: number, doc: PackageDocument): Promise<PackageDocument> {
    const live = await readLivePackage(this.db, id);
    const tierIds = new Set(live?.tiers.map((t) => t.id));
    const activityIds = new Set(live?.optional_activities.map((a) => a.id));
    return {
      ...doc,
      tiers: doc.tiers.map((t) => (t.id !== null && tierIds.has(t.id) ? t : { ...t, id: null })),
      optional_activities: doc.optional_activities.map((a) => (a.id !== null && activityIds.has(a.id) ? a : { ...a, id: null })),
    };
  }
}

/** A refusal when the package changed after the editor opened it on `base` (see drafts.ts). */
function changedSince(db: Kysely<Database>, id: number, base: string | undefined) {
  return changedSinceBase(db, { type: PACKAGE_ENTITY, id, noun: "package" }, base, () => liveUpdatedAt(db, id));
}

async function liveUpdatedAt(db: Kysely<Database>, id: number): Promise<string> {
  const row = await db.selectFrom("packages").select("updated_at").where("id", "=", id).executeTakeFirstOrThrow();
  return row.updated_at;
}
