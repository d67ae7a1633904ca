/**
 * Editing destinations (decisions 0023, 0025): drafts, publish, revisions, restore and archive, on
 * the shared draft functions. The description is rendered by this server from the rich-text
 * document and sanitized before it is stored. A destination that packages use cannot be archived:
 * the refusal names the packages, so the editor knows what to change first.
 */
import type { Kysely, Transaction } from "kysely";
import type { DestinationEditorView, DestinationListEntry, EditorResult } from "#domain/catalogue-editor-context.ts";
import { DESTINATION_ENTITY, destinationDocumentSchema, destinationErrors, type DestinationDocument } from "#domain/destination-document.ts";
import { renderRichText, richTextDocSchema } from "#domain/rich-text.ts";
import type { AuditLog } from "../audit-log.ts";
import { sanitizeRichText } from "../catalogue/sanitize.ts";
import { type ActingStaff, EntityEditor, latestChange, type LiveChangeOptions } from "./entity-editor.ts";
import { missingAltTextMessage, unknownImageErrors, unknownRichTextImageErrors, uploadsWithoutAltText } from "./image-checks.ts";
import type { DB } from "../../db/generated-types.ts";

type Exec = Kysely<DB> | Transaction<DB>;
const NOT_FOUND = { ok: false as const, status: 404, errors: { form: "That destination does not exist." } };

function withRenderedHtml(doc: DestinationDocument): DestinationDocument {
  const html = doc.description_doc ? renderRichText(doc.description_doc) : doc.description_html;
  return { ...doc, description_html: sanitizeRichText(html) };
}

export class DestinationEditor {
  private editing: EntityEditor<DestinationDocument>;

  constructor(
    private db: Kysely<DB>,
    private audit: AuditLog,
    onPublished: () => void,
    private now: () => Date = () => new Date(),
  ) {
    this.editing = new EntityEditor(db, audit, { type: DESTINATION_ENTITY, noun: "destination", schema: destinationDocumentSchema, liveUpdatedAt }, onPublished);
  }

  async list(): Promise<DestinationListEntry[]> {
    const [rows, drafts, uses] = await Promise.all([
      this.db.selectFrom("destinations").select(["id", "name", "status", "destination_type", "updated_at", "created_at"]).orderBy("name").orderBy("id").execute(),
      this.editing.draftTimes(),
      this.db.selectFrom("package_destinations").select(["destination_id", (eb) => eb.fn.countAll<number>().as("n")]).groupBy("destination_id").execute(),
    ]);
    const packagesUsing = new Map(uses.map((u) => [Number(u.destination_id), Number(u.n)]));
    return rows.map((r) => {
      const draftAt = drafts.get(r.id);
      return {
        id: r.id,
        name: r.name,
        type: r.destination_type,
        status: r.status === "archived" ? "archived" : draftAt ? "draft" : "published",
        packages: packagesUsing.get(r.id) ?? 0,
        updatedAt: latestChange(draftAt, r.updated_at || r.created_at),
      };
    });
  }

  async view(id: number): Promise<DestinationEditorView | null> {
    const live = await readLiveDestination(this.db, id);
    if (!live) return null;
    const [{ draft, draftDocument, revisions }, usedBy] = await Promise.all([this.editing.editingState(id), packagesUsing(this.db, id)]);
    return {
      id,
      status: live.status === "archived" ? "archived" : draft ? "draft" : "published",
      document: draftDocument ?? live.document,
      draft,
      revisions,
      usedBy,
      base: draft?.updatedAt ?? live.updatedAt,
    };
  }

  async saveDraft(id: number, input: unknown, by: ActingStaff, base?: string): Promise<EditorResult> {
    const parsed = destinationDocumentSchema.safeParse(input);
    if (!parsed.success) return { ok: false, status: 400, errors: destinationErrors(parsed.error) };
    const doc = withRenderedHtml(parsed.data);
    const unknownImages = (await unknownImageErrors(this.db, "images", doc.images ?? [])) ?? (await unknownRichTextImageErrors(this.db, "description_doc", doc.description_doc));
    if (unknownImages) return { ok: false, status: 400, errors: unknownImages };
    const at = this.now().toISOString();
    return this.editing.saveDraft(id, doc, by, at, base, { exists: (tx) => readLiveDestination(tx, id), notFound: NOT_FOUND });
  }

  async publish(id: number, input: unknown, by: ActingStaff, base?: string, options?: LiveChangeOptions): Promise<EditorResult<{ dataVersion: string }>> {
    let candidate = input;
    if (candidate === undefined) {
      const draft = await this.editing.draftDocument(id);
      const live = draft === null ? await readLiveDestination(this.db, id) : null;
      // An archived destination with no draft is published again as it was.
      if (draft === null && live?.status !== "archived") return { ok: false, status: 409, errors: { form: "There is no draft to publish." } };
      candidate = draft ?? live!.document;
    }
    const parsed = destinationDocumentSchema.safeParse(candidate);
    if (!parsed.success) return { ok: false, status: 400, errors: destinationErrors(parsed.error) };
    const doc = withRenderedHtml(parsed.data);
    const unknownImages = (await unknownImageErrors(this.db, "images", doc.images ?? [])) ?? (await unknownRichTextImageErrors(this.db, "description_doc", doc.description_doc));
    if (unknownImages) return { ok: false, status: 400, errors: unknownImages };
    if (!doc.description.trim()) return { ok: false, status: 422, errors: { form: "This destination cannot be published yet.", description: "Write a short description before publishing." } };
    const missingAlt = await uploadsWithoutAltText(this.db, (doc.images ?? []).map((img) => img.image_key));
    if (missingAlt.length) return { ok: false, status: 422, errors: { form: "This destination cannot be published yet.", images: missingAltTextMessage(missingAlt) } };
    const at = this.now().toISOString();
    return this.editing.changeLive(async (tx) => {
      const before = await readLiveDestination(tx, id);
      if (!before) return NOT_FOUND;
      const conflict = await this.editing.changedSince(tx, id, base);
      if (conflict) return conflict;
      await writeLiveDestination(tx, id, doc, at);
      // The images as written (row ids), so the revision restores exactly what was published.
      const published = { ...doc, images: (await readLiveDestination(tx, id))!.document.images };
      await this.editing.recordPublished(tx, id, { document: published, by, at, original: { document: before.document, at: before.updatedAt }, auditBefore: before.document });
    }, options);
  }

  /** Whether a readable draft is waiting (a preview link needs one). */
  async hasDraft(id: number): Promise<boolean> {
    return this.editing.hasDraft(id);
  }

  /** `read` against the database as it would be with the draft published, rolled back (decision 0030). */
  async previewDraft<T>(id: number, read: (tx: Transaction<DB>) => Promise<T>): Promise<T | null> {
    const at = this.now().toISOString();
    return this.editing.previewDraft(id, (tx, draft) => writeLiveDestination(tx, id, withRenderedHtml(draft), at), read);
  }

  /** Takes the destination off the site; refused while any package lists it. */
  async archive(id: number, by: ActingStaff): Promise<EditorResult<{ dataVersion: string }>> {
    const at = this.now().toISOString();
    return this.editing.changeLive(async (tx) => {
      const live = await readLiveDestination(tx, id);
      if (!live) return NOT_FOUND;
      if (live.status === "archived") return { ok: false as const, status: 409, errors: { form: "This destination is already archived." } };
      const usedBy = await packagesUsing(tx, id);
      if (usedBy.length) {
        const names = usedBy.slice(0, 5).map((p) => `"${p.title}"`).join(", ");
        const more = usedBy.length > 5 ? ` and ${usedBy.length - 5} more` : "";
        return {
          ok: false as const,
          status: 409,
          errors: {
            form: `${live.document.name} cannot be archived: ${usedBy.length} package${usedBy.length === 1 ? "" : "s"} use${usedBy.length === 1 ? "s" : ""} it (${names}${more}). Remove it from those packages first.`,
          },
        };
      }
      await tx.updateTable("destinations").set({ status: "archived", updated_at: at }).where("id", "=", id).execute();
      await this.audit.record(tx, { actor: by.actor, action: "destination.archived", entityType: DESTINATION_ENTITY, entityId: id, ip: by.ip });
    });
  }

  async restore(id: number, revisionId: number, by: ActingStaff): Promise<EditorResult> {
    return this.editing.restore(id, revisionId, by, this.now().toISOString());
  }

  async discardDraft(id: number, by: ActingStaff): Promise<EditorResult> {
    return this.editing.discardDraft(id, by);
  }
}

async function packagesUsing(db: Exec, id: number) {
  return db
    .selectFrom("package_destinations")
    .innerJoin("packages", "packages.id", "package_destinations.package_id")
    .select(["packages.id", "packages.title"])
    .where("package_destinations.destination_id", "=", id)
    .orderBy("packages.title")
    .execute();
}

/** The live row and continents holding `doc` (publish, and the rolled-back write of a preview). */
async function writeLiveDestination(db: Exec, id: number, doc: DestinationDocument, at: string) {
  await db
    .updateTable("destinations")
    .set({
      name: doc.name,
      destination_type: doc.destination_type,
      description: doc.description,
      description_html: doc.description_html,
      description_doc: doc.description_doc ? JSON.stringify(doc.description_doc) : null,
      status: "published",
      updated_at: at,
    })
    .where("id", "=", id)
    .execute();
  await writeContinents(db, id, doc.continents);
  // Drafts saved before images were editable carry none: the live images stay as they are.
  if (doc.images) await writeImages(db, id, doc.images);
}

async function writeContinents(db: Exec, id: number, names: string[]) {
  const continents = await db.selectFrom("continents").select(["id", "name"]).execute();
  const ids = names.map((n) => continents.find((c) => c.name === n)?.id).filter((v): v is number => v !== undefined);
  await db.deleteFrom("destination_continents").where("destination_id", "=", id).execute();
  for (const continentId of ids) await db.insertInto("destination_continents").values({ destination_id: id, continent_id: continentId }).execute();
}

/** The destination's photos in order (the first is the primary one); rows keep their id while listed. */
async function writeImages(db: Exec, id: number, images: NonNullable<DestinationDocument["images"]>) {
  const existing = new Set((await db.selectFrom("destination_images").select("id").where("destination_id", "=", id).execute()).map((r) => Number(r.id)));
  const kept = new Set<number>();
  for (const [i, img] of images.entries()) {
    const values = { image_key: img.image_key, alt: img.alt, sort_order: i, is_primary: i === 0 ? 1 : 0 };
    if (img.id !== null && existing.has(img.id) && !kept.has(img.id)) {
      kept.add(img.id);
      await db.updateTable("destination_images").set(values).where("id", "=", img.id).execute();
    } else {
      await db.insertInto("destination_images").values({ destination_id: id, ...values }).execute();
    }
  }
  const gone = [...existing].filter((x) => !kept.has(x));
  if (gone.length) await db.deleteFrom("destination_images").where("id", "in", gone).execute();
}

async function liveUpdatedAt(db: Exec, id: number): Promise<string> {
  const row = await db.selectFrom("destinations").select(["updated_at", "created_at"]).where("id", "=", id).executeTakeFirstOrThrow();
  return row.updated_at || row.created_at;
}

async function readLiveDestination(db: Exec, id: number) {
  const row = await db.selectFrom("destinations").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return null;
  const continents = await db
    .selectFrom("destination_continents")
    .innerJoin("continents", "continents.id", "destination_continents.continent_id")
    .select("continents.name")
    .where("destination_continents.destination_id", "=", id)
    .execute();
  const images = await db.selectFrom("destination_images").select(["id", "image_key", "alt"]).where("destination_id", "=", id).orderBy("sort_order").orderBy("id").execute();
  const storedDoc = row.description_doc ? richTextDocSchema.safeParse(JSON.parse(row.description_doc)) : null;
  const document: DestinationDocument = {
    name: row.name,
    destination_type: row.destination_type === "hidden" ? "hidden" : "popular",
    continents: continents.map((c) => c.name),
    description: row.description,
    description_doc: storedDoc?.success ? storedDoc.data : null,
    description_html: row.description_html,
    images: images.map((img) => ({ id: Number(img.id), image_key: img.image_key, alt: img.alt })),
  };
  return { status: row.status, updatedAt: row.updated_at || row.created_at, document };
}
