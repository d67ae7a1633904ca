/**
 * Editing the gallery (decision 0028): the whole gallery is one document (its photos in order with
 * title, description and alt text) on the shared draft / publish / revision machinery of decision
 * 0023. Publishing writes the live rows (kept by id, new ones inserted, removed ones deleted: the
 * revisions keep them restorable), a revision, the audit entry and a new data_version in one
 * transaction, so the public /gallery and GET /api/v1/gallery/ change only then.
 */
import type { Kysely, Transaction } from "kysely";
import type { EditorResult, GalleryEditorView } from "#domain/catalogue-editor-context.ts";
import { GALLERY_ENTITY, GALLERY_ID, galleryDocumentSchema, galleryErrors, galleryPublishProblems, type GalleryDocument } from "#domain/gallery-document.ts";
import type { AuditLog } from "../audit-log.ts";
import { type ActingStaff, EntityEditor, type LiveChangeOptions } from "./entity-editor.ts";
import { unknownImageErrors, uploadsWithoutAltText } from "./image-checks.ts";
import type { DB } from "../../db/generated-types.ts";

type Exec = Kysely<DB> | Transaction<DB>;

export class GalleryEditor {
  private editing: EntityEditor<GalleryDocument>;

  constructor(
    private db: Kysely<DB>,
    private audit: AuditLog,
    onPublished: () => void,
    private now: () => Date = () => new Date(),
  ) {
    this.editing = new EntityEditor(db, audit, { type: GALLERY_ENTITY, noun: "gallery", schema: galleryDocumentSchema, liveUpdatedAt: (db) => liveUpdatedAt(db) }, onPublished);
  }

  async view(): Promise<GalleryEditorView> {
    const [live, { draft, draftDocument, revisions }] = await Promise.all([readLiveGallery(this.db), this.editing.editingState(GALLERY_ID)]);
    return {
      status: draft ? "draft" : "published",
      document: draftDocument ?? live,
      published: live.items.length,
      draft,
      revisions,
      base: draft?.updatedAt ?? (await liveUpdatedAt(this.db)),
    };
  }

  async saveDraft(input: unknown, by: ActingStaff, base?: string): Promise<EditorResult> {
    const parsed = galleryDocumentSchema.safeParse(input);
    if (!parsed.success) return { ok: false, status: 400, errors: galleryErrors(parsed.error) };
    const doc = parsed.data;
    const unknown = await unknownImageErrors(this.db, "items", doc.items);
    if (unknown) return { ok: false, status: 400, errors: unknown };
    return this.editing.saveDraft(GALLERY_ID, doc, by, this.now().toISOString(), base, {
      exists: async () => true,
      notFound: { ok: false, status: 404, errors: { form: "There is no gallery." } },
    });
  }

  /** Publishes `input`, or the stored draft when `input` is undefined. */
  async publish(input: unknown, by: ActingStaff, base?: string, options?: LiveChangeOptions): Promise<EditorResult<{ dataVersion: string }>> {
    const candidate = input === undefined ? await this.editing.draftDocument(GALLERY_ID) : input;
    if (candidate === null) return { ok: false, status: 409, errors: { form: "There is no draft to publish." } };
    const parsed = galleryDocumentSchema.safeParse(candidate);
    if (!parsed.success) return { ok: false, status: 400, errors: galleryErrors(parsed.error) };
    const doc = parsed.data;
    const unknown = await unknownImageErrors(this.db, "items", doc.items);
    if (unknown) return { ok: false, status: 400, errors: unknown };
    const problems = galleryPublishProblems(doc);
    if (Object.keys(problems).length) return { ok: false, status: 422, errors: { form: "The gallery cannot be published yet.", ...problems } };
    const at = this.now().toISOString();
    return this.editing.changeLive(async (tx) => {
      const conflict = await this.editing.changedSince(tx, GALLERY_ID, base);
      if (conflict) return conflict;
      await this.describeUploads(tx, doc, by, at);
      const before = await readLiveGallery(tx);
      const original = { document: before, at: await liveUpdatedAt(tx) };
      await writeLiveGallery(tx, doc, at);
      const after = await readLiveGallery(tx);
      await this.editing.recordPublished(tx, GALLERY_ID, { document: after, by, at, original, auditBefore: before });
    }, options);
  }

  /**
   * Photos uploaded straight into the gallery get their alt text there; an upload that has none in
   * the media library yet takes the gallery's (every published photo has one), so the library's
   * rule "alt text before use" holds and the photo is then offered to the other editors' pickers.
   */
  private async describeUploads(tx: Exec, doc: GalleryDocument, by: ActingStaff, at: string): Promise<void> {
    const missing = new Set(await uploadsWithoutAltText(tx, doc.items.map((i) => i.image_key)));
    for (const item of doc.items) {
      if (!missing.has(item.image_key)) continue;
      missing.delete(item.image_key);
      await tx.updateTable("media_assets").set({ alt_text: item.alt_text, updated_at: at }).where("key", "=", item.image_key).execute();
      await this.audit.record(tx, {
        actor: by.actor,
        action: "media.details_saved",
        entityType: "media",
        entityId: item.image_key,
        before: { alt_text: "" },
        after: { alt_text: item.alt_text, from: "gallery" },
        ip: by.ip,
      });
    }
  }

  async hasDraft(): Promise<boolean> {
    return this.editing.hasDraft(GALLERY_ID);
  }

  /** `read` in a rolled-back transaction in which the draft is the live gallery (decision 0030); null without a draft. */
  async previewDraft<T>(read: (tx: Transaction<DB>) => Promise<T>): Promise<T | null> {
    const at = this.now().toISOString();
    return this.editing.previewDraft(GALLERY_ID, (tx, draft) => writeLiveGallery(tx, draft, at), read);
  }

  async restore(revisionId: number, by: ActingStaff): Promise<EditorResult> {
    return this.editing.restore(GALLERY_ID, revisionId, by, this.now().toISOString(), async (doc) => {
      // Photos removed since that revision come back as new rows, not as whatever now has their id.
      const ids = new Set((await readLiveGallery(this.db)).items.map((i) => i.id));
      return { items: doc.items.map((item) => (item.id !== null && ids.has(item.id) ? item : { ...item, id: null })) };
    });
  }

  async discardDraft(by: ActingStaff): Promise<EditorResult> {
    return this.editing.discardDraft(GALLERY_ID, by);
  }
}

export async function readLiveGallery(db: Exec): Promise<GalleryDocument> {
  const rows = await db.selectFrom("gallery_images").selectAll().orderBy("sort_order").orderBy("created_at", "desc").orderBy("id").execute();
  return galleryDocumentSchema.parse({
    items: rows.map((r) => ({ id: r.id, image_key: r.image_key, title: r.title, description: r.description, alt_text: r.alt_text })),
  });
}

/** Rows the document still holds keep their id; new photos are inserted; the rest are deleted. */
async function writeLiveGallery(tx: Exec, doc: GalleryDocument, at: string): Promise<void> {
  const existing = new Set((await tx.selectFrom("gallery_images").select("id").execute()).map((r) => Number(r.id)));
  const kept = new Set<number>();
  for (const [i, item] of doc.items.entries()) {
    const values = { title: item.title, description: item.description, alt_text: item.alt_text, image_key: item.image_key, sort_order: i, updated_at: at };
    if (item.id !== null && existing.has(item.id) && !kept.has(item.id)) {
      kept.add(item.id);
      await tx.updateTable("gallery_images").set(values).where("id", "=", item.id).execute();
    } else {
      await tx.insertInto("gallery_images").values({ ...values, created_at: at }).execute();
    }
  }
  const gone = [...existing].filter((id) => !kept.has(id));
  if (gone.length) await tx.deleteFrom("gallery_images").where("id", "in", gone).execute();
}

/**
 * The live gallery's last change, which a form opened without a draft was based on: the newest
 * row change, or the last publish (which may only have removed rows).
 */
async function liveUpdatedAt(db: Exec): Promise<string> {
  const [row, revision] = await Promise.all([
    db.selectFrom("gallery_images").select((eb) => eb.fn.max("updated_at").as("at")).executeTakeFirst(),
    db.selectFrom("catalogue_revisions").select((eb) => eb.fn.max("published_at").as("at")).where("entity_type", "=", GALLERY_ENTITY).executeTakeFirst(),
  ]);
  const times = [row?.at, revision?.at].filter((t): t is string => typeof t === "string" && t !== "");
  return times.sort().at(-1) ?? "";
}
