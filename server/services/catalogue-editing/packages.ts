/**
 * Editing packages (decision 0023): drafts, publish, revisions and restore. Publishing writes the
 * live rows, a revision, the audit entry and a new data_version in one transaction, then tells this
 * process's catalogue to re-read the version, so the public site shows the change on its next read.
 */
import type { Kysely, Transaction } from "kysely";
import type { EditorResult, PackageEditorView, PackageListEntry } from "#domain/catalogue-editor-context.ts";
import { documentErrors, PACKAGE_ENTITY, packageDocumentSchema, publishProblems, type PackageDocument } from "#domain/package-document.ts";
import type { Database } from "../../db/schema.ts";
import type { AuditLog } from "../audit-log.ts";
import { type ActingStaff, EntityEditor, latestChange, type LiveChangeOptions } from "./entity-editor.ts";
import { unknownImageErrors } from "./image-checks.ts";
import { readLivePackage, writeLivePackage } from "./package-rows.ts";

type Exec = Kysely<Database> | Transaction<Database>;

const NOT_FOUND = { ok: false as const, status: 404, errors: { form: "That package does not exist." } };

export class PackageEditor {
  private editing: EntityEditor<PackageDocument>;
  /** Library images (uploads) used here without alt text in the media library (decision 0026). */
  private imagesWithoutAltText: (keys: string[]) => Promise<string[]> = async () => [];

  /** The media library's check: an upload may not be published before it has alt text. */
  useMediaLibrary(check: (keys: string[]) => Promise<string[]>): void {
    this.imagesWithoutAltText = check;
  }

  constructor(
    private db: Kysely<Database>,
    audit: AuditLog,
    /** Called after a publish commits: the catalogue forgets its cached data_version. */
    onPublished: () => void,
    private now: () => Date = () => new Date(),
  ) {
    this.editing = new EntityEditor(db, audit, { type: PACKAGE_ENTITY, noun: "package", schema: packageDocumentSchema, liveUpdatedAt }, onPublished);
  }

  async list(): Promise<PackageListEntry[]> {
    const [rows, drafts] = await Promise.all([
      this.db.selectFrom("packages").select(["id", "title", "updated_at"]).orderBy("title").orderBy("id").execute(),
      this.editing.draftTimes(),
    ]);
    return rows.map((r) => {
      const draftAt = drafts.get(r.id);
      return { id: r.id, title: r.title, status: draftAt ? "draft" : "published", updatedAt: latestChange(draftAt, r.updated_at) };
    });
  }

  async view(id: number): Promise<PackageEditorView | null> {
    const live = await readLivePackage(this.db, id);
    if (!live) return null;
    const { draft, draftDocument, revisions } = await this.editing.editingState(id);
    return {
      id,
      status: draft ? "draft" : "published",
      document: draftDocument ?? live,
      draft,
      revisions,
      base: draft?.updatedAt ?? (await liveUpdatedAt(this.db, id)),
    };
  }

  async saveDraft(id: number, input: unknown, by: ActingStaff, base?: string): Promise<EditorResult> {
    const parsed = packageDocumentSchema.safeParse(input);
    if (!parsed.success) return { ok: false, status: 400, errors: documentErrors(parsed.error) };
    const doc = await this.withCarriedFields(id, parsed.data);
    const unknownImages = await unknownImageErrors(this.db, "images", doc.images);
    if (unknownImages) return { ok: false, status: 400, errors: unknownImages };
    const at = this.now().toISOString();
    const exists = (tx: Exec) => tx.selectFrom("packages").select("id").where("id", "=", id).executeTakeFirst();
    return this.editing.saveDraft(id, doc, by, at, base, { exists, notFound: NOT_FOUND });
  }

  /** Publishes `input`, or the stored draft when `input` is undefined. */
  async publish(id: number, input: unknown, by: ActingStaff, base?: string, options?: LiveChangeOptions): Promise<EditorResult<{ dataVersion: string }>> {
    const candidate = input === undefined ? await this.editing.draftDocument(id) : input;
    if (candidate === null) return { ok: false, status: 409, errors: { form: "There is no draft to publish." } };
    const parsed = packageDocumentSchema.safeParse(candidate);
    if (!parsed.success) return { ok: false, status: 400, errors: documentErrors(parsed.error) };
    const doc = await this.withCarriedFields(id, parsed.data);
    const unknownImages = await unknownImageErrors(this.db, "images", doc.images);
    if (unknownImages) return { ok: false, status: 400, errors: unknownImages };
    const problems = publishProblems(doc);
    const missingAlt = await this.imagesWithoutAltText(doc.images.map((img) => img.image_key));
    if (missingAlt.length && !problems.images) {
      problems.images = `Write alt text in the media library for ${missingAlt.length === 1 ? "this image" : "these images"} before publishing: ${missingAlt.join(", ")}.`;
    }
    if (Object.keys(problems).length) {
      return { ok: false, status: 422, errors: { form: "This package cannot be published yet.", ...problems } };
    }
    const at = this.now().toISOString();
    return this.editing.changeLive(async (tx) => {
      const before = await readLivePackage(tx, id);
      if (!before) return NOT_FOUND;
      const conflict = await this.editing.changedSince(tx, id, base);
      if (conflict) return conflict;
      const original = { document: before, at: await liveUpdatedAt(tx, id) };
      await writeLivePackage(tx, id, doc, at);
      // The revision holds the package as re-read, with the ids its new rows were given.
      const after = await readLivePackage(tx, id);
      await this.editing.recordPublished(tx, id, { document: after, by, at, original, auditBefore: before });
    }, options);
  }

  /** Whether a readable draft is waiting (a preview link needs one). */
  async hasDraft(id: number): Promise<boolean> {
    return (await this.editing.validDraft(id)) !== null;
  }

  /**
   * `read` run against the database as it would be with the draft published, then rolled back
   * (preview links, decision 0030); null when the package has no draft.
   */
  async previewDraft<T>(id: number, read: (tx: Transaction<Database>) => Promise<T>): Promise<T | null> {
    const draft = await this.editing.validDraft(id);
    if (!draft) return null;
    const doc = await this.withCarriedFields(id, draft);
    const at = this.now().toISOString();
    return this.editing.rolledBack(async (tx) => {
      await writeLivePackage(tx, id, doc, at);
      return read(tx);
    });
  }

  /** A draft made from revision `revisionId`; the live package is untouched until published. */
  async restore(id: number, revisionId: number, by: ActingStaff): Promise<EditorResult> {
    return this.editing.restore(id, revisionId, by, this.now().toISOString(), (doc) => this.withCurrentIds(id, doc));
  }

  async discardDraft(id: number, by: ActingStaff): Promise<EditorResult> {
    return this.editing.discardDraft(id, by);
  }

  /**
   * Fields this slice's form does not send (a tier's itinerary, edited by a later slice's itinerary
   * editor) are taken from the draft or live tier of the same id, so forms stay small (the 32 KB
   * body limit) and a save never blanks them.
   */
  private async withCarriedFields(id: number, doc: PackageDocument): Promise<PackageDocument> {
    if (doc.tiers.every((t) => t.id === null || t.itinerary_details_html)) return doc;
    const { draftDocument } = await this.editing.editingState(id);
    const current = draftDocument ?? (await readLivePackage(this.db, id));
    const itineraries = new Map(current?.tiers.filter((t) => t.id !== null).map((t) => [t.id, t.itinerary_details_html]));
    return {
      ...doc,
      tiers: doc.tiers.map((t) => (t.id !== null && !t.itinerary_details_html ? { ...t, itinerary_details_html: itineraries.get(t.id) ?? "" } : t)),
    };
  }

  /**
   * Tier, activity and image ids in an old revision may have been deleted since; those rows come back as
   * new rows rather than updating whatever now has that id.
   */
  private async withCurrentIds(id: number, doc: PackageDocument): Promise<PackageDocument> {
    const live = await readLivePackage(this.db, id);
    const tierIds = new Set(live?.tiers.map((t) => t.id));
    const activityIds = new Set(live?.optional_activities.map((a) => a.id));
    const imageIds = new Set(live?.images.map((img) => img.id));
    return {
      ...doc,
      images: doc.images.map((img) => (img.id !== null && imageIds.has(img.id) ? img : { ...img, id: null })),
      tiers: doc.tiers.map((t) => (t.id !== null && tierIds.has(t.id) ? t : { ...t, id: null })),
      optional_activities: doc.optional_activities.map((a) => (a.id !== null && activityIds.has(a.id) ? a : { ...a, id: null })),
    };
  }
}

async function liveUpdatedAt(db: Exec, id: number): Promise<string> {
  const row = await db.selectFrom("packages").select("updated_at").where("id", "=", id).executeTakeFirstOrThrow();
  return row.updated_at;
}
