/**
 * Editing the slider image sets of the pages (decision 0028): one document per page set (its
 * slides in order, the first the primary one) on the shared draft / publish / revision machinery.
 * Publishing writes the set's live rows (kept by id, new inserted, removed deleted), a revision,
 * the audit entry and a new data_version in one transaction.
 */
import type { Kysely, Transaction } from "kysely";
import type { EditorResult, SliderEditorView } from "#domain/catalogue-editor-context.ts";
import { galleryErrors } from "#domain/gallery-document.ts";
import { SLIDER_ENTITY, sliderDocumentSchema, sliderEntityId, sliderPublishProblems, type SliderDocument, type SliderPageSetName } from "#domain/slider-document.ts";
import type { AuditLog } from "../audit-log.ts";
import { type ActingStaff, EntityEditor, type LiveChangeOptions } from "./entity-editor.ts";
import { missingAltTextMessage, unknownImageErrors, uploadsWithoutAltText } from "./image-checks.ts";
import type { DB } from "../../db/generated-types.ts";

type Exec = Kysely<DB> | Transaction<DB>;

export class SliderEditor {
  private editing: EntityEditor<SliderDocument>;

  constructor(
    private db: Kysely<DB>,
    audit: AuditLog,
    onPublished: () => void,
    private now: () => Date = () => new Date(),
  ) {
    this.editing = new EntityEditor(db, audit, { type: SLIDER_ENTITY, noun: "slider", schema: sliderDocumentSchema, liveUpdatedAt }, onPublished);
  }

  async view(set: SliderPageSetName): Promise<SliderEditorView> {
    const id = sliderEntityId(set);
    const [live, { draft, draftDocument, revisions }] = await Promise.all([readLiveSlider(this.db, set), this.editing.editingState(id)]);
    return { set, status: draft ? "draft" : "published", document: draftDocument ?? live, draft, revisions, base: draft?.updatedAt ?? (await liveUpdatedAt(this.db, id)) };
  }

  async saveDraft(set: SliderPageSetName, input: unknown, by: ActingStaff, base?: string): Promise<EditorResult> {
    const parsed = sliderDocumentSchema.safeParse(input);
    if (!parsed.success) return { ok: false, status: 400, errors: galleryErrors(parsed.error) };
    const unknown = await unknownImageErrors(this.db, "slides", parsed.data.slides);
    if (unknown) return { ok: false, status: 400, errors: unknown };
    return this.editing.saveDraft(sliderEntityId(set), parsed.data, by, this.now().toISOString(), base, {
      exists: async () => true,
      notFound: { ok: false, status: 404, errors: { form: "There is no such slider." } },
    });
  }

  /** Publishes `input`, or the set's stored draft when `input` is undefined (a scheduled publish). */
  async publish(set: SliderPageSetName, input: unknown, by: ActingStaff, base?: string, options?: LiveChangeOptions): Promise<EditorResult<{ dataVersion: string }>> {
    const id = sliderEntityId(set);
    const candidate = input === undefined ? await this.editing.draftDocument(id) : input;
    if (candidate === null) return { ok: false, status: 409, errors: { form: "There is no draft to publish." } };
    const parsed = sliderDocumentSchema.safeParse(candidate);
    if (!parsed.success) return { ok: false, status: 400, errors: galleryErrors(parsed.error) };
    const doc = parsed.data;
    const unknown = await unknownImageErrors(this.db, "slides", doc.slides);
    if (unknown) return { ok: false, status: 400, errors: unknown };
    const problems = sliderPublishProblems(doc);
    if (Object.keys(problems).length) return { ok: false, status: 422, errors: { form: "This slider cannot be published yet.", ...problems } };
    const missingAlt = await uploadsWithoutAltText(this.db, doc.slides.map((s) => s.image_key));
    if (missingAlt.length) return { ok: false, status: 422, errors: { form: missingAltTextMessage(missingAlt) } };
    const at = this.now().toISOString();
    return this.editing.changeLive(async (tx) => {
      const conflict = await this.editing.changedSince(tx, id, base);
      if (conflict) return conflict;
      const before = await readLiveSlider(tx, set);
      await writeLiveSlider(tx, set, doc);
      const after = await readLiveSlider(tx, set);
      await this.editing.recordPublished(tx, id, { document: after, by, at, original: { document: before, at }, auditBefore: before });
    }, options);
  }

  async hasDraft(set: SliderPageSetName): Promise<boolean> {
    return this.editing.hasDraft(sliderEntityId(set));
  }

  /** `read` in a rolled-back transaction in which the set's draft is live (decision 0030); null without a draft. */
  async previewDraft<T>(set: SliderPageSetName, read: (tx: Transaction<DB>) => Promise<T>): Promise<T | null> {
    return this.editing.previewDraft(sliderEntityId(set), (tx, draft) => writeLiveSlider(tx, set, draft), read);
  }

  async restore(set: SliderPageSetName, revisionId: number, by: ActingStaff): Promise<EditorResult> {
    return this.editing.restore(sliderEntityId(set), revisionId, by, this.now().toISOString());
  }

  async discardDraft(set: SliderPageSetName, by: ActingStaff): Promise<EditorResult> {
    return this.editing.discardDraft(sliderEntityId(set), by);
  }
}

async function readLiveSlider(db: Exec, set: SliderPageSetName): Promise<SliderDocument> {
  const rows = await db.selectFrom("slider_images").selectAll().where("page_set", "=", set).orderBy("sort_order").orderBy("id").execute();
  return sliderDocumentSchema.parse({ slides: rows.map((r) => ({ id: r.id, image_key: r.image_key, alt: r.alt, caption: r.caption })) });
}

async function writeLiveSlider(tx: Exec, set: SliderPageSetName, doc: SliderDocument): Promise<void> {
  const existing = new Set((await tx.selectFrom("slider_images").select("id").where("page_set", "=", set).execute()).map((r) => Number(r.id)));
  const kept = new Set<number>();
  for (const [i, slide] of doc.slides.entries()) {
    const values = { image_key: slide.image_key, alt: slide.alt, caption: slide.caption, is_primary: i === 0 ? 1 : 0, sort_order: i };
    if (slide.id !== null && existing.has(slide.id) && !kept.has(slide.id)) {
      kept.add(slide.id);
      await tx.updateTable("slider_images").set(values).where("id", "=", slide.id).execute();
    } else {
      await tx.insertInto("slider_images").values({ page_set: set, ...values }).execute();
    }
  }
  const gone = [...existing].filter((x) => !kept.has(x));
  if (gone.length) await tx.deleteFrom("slider_images").where("id", "in", gone).execute();
}

/** Slider rows keep no change time; the set's last publish stands for it ("" before any). */
async function liveUpdatedAt(db: Exec, id: number): Promise<string> {
  const row = await db
    .selectFrom("catalogue_revisions")
    .select((eb) => eb.fn.max("published_at").as("at"))
    .where("entity_type", "=", SLIDER_ENTITY)
    .where("entity_id", "=", id)
    .executeTakeFirst();
  return typeof row?.at === "string" ? row.at : "";
}

