/**
 * Editing the six services (decision 0029): name, description and icon, on the shared draft,
 * publish, revision and audit machinery (decision 0023). Services are never created, archived or
 * reordered here: the spec fixes the six, their slugs and their order.
 */
import type { Kysely, Transaction } from "kysely";
import type { EditorResult, ServiceEditorView, ServiceListEntry } from "#domain/catalogue-editor-context.ts";
import { SERVICE_ENTITY, serviceDocumentSchema, serviceErrors, type ServiceDocument } from "#domain/service-document.ts";
import { SERVICE_ICONS, serviceRank } from "#domain/services.ts";
import type { AuditLog } from "../audit-log.ts";
import { type ActingStaff, EntityEditor, latestChange, type LiveChangeOptions } from "./entity-editor.ts";
import type { DB } from "../../db/generated-types.ts";

type Exec = Kysely<DB> | Transaction<DB>;
const NOT_FOUND = { ok: false as const, status: 404, errors: { form: "That service does not exist." } };

async function readLiveService(db: Exec, id: number) {
  const row = await db.selectFrom("services").select(["id", "slug", "name", "description", "icon", "updated_at"]).where("id", "=", id).executeTakeFirst();
  if (!row) return null;
  // A seeded icon outside today's list reads as the first one rather than making the form unusable.
  const icon = (SERVICE_ICONS as readonly string[]).includes(row.icon) ? (row.icon as ServiceDocument["icon"]) : SERVICE_ICONS[0];
  // Never edited: a fixed non-empty base, so an edit opened before the first publish is still checked.
  return { slug: row.slug, updatedAt: row.updated_at || "seeded", document: { name: row.name, description: row.description, icon } satisfies ServiceDocument };
}

/** The live row of a service as published: the same writer for a publish and a preview. */
async function writeLiveService(tx: Exec, id: number, doc: ServiceDocument, at: string): Promise<void> {
  await tx.updateTable("services").set({ name: doc.name, description: doc.description, icon: doc.icon, updated_at: at }).where("id", "=", id).execute();
}

export class ServiceEditor {
  private editing: EntityEditor<ServiceDocument>;

  constructor(
    private db: Kysely<DB>,
    audit: AuditLog,
    onPublished: () => void,
    private now: () => Date = () => new Date(),
  ) {
    const liveUpdatedAt = async (exec: Exec, id: number) => (await readLiveService(exec, id))?.updatedAt ?? "";
    this.editing = new EntityEditor(db, audit, { type: SERVICE_ENTITY, noun: "service", schema: serviceDocumentSchema, liveUpdatedAt }, onPublished);
  }

  async list(): Promise<ServiceListEntry[]> {
    const [rows, drafts] = await Promise.all([this.db.selectFrom("services").select(["id", "slug", "name", "sort_order", "updated_at"]).execute(), this.editing.draftTimes()]);
    return rows
      .sort((a, b) => serviceRank(a) - serviceRank(b) || a.sort_order - b.sort_order)
      .map((r) => ({ id: r.id, name: r.name, slug: r.slug, status: drafts.has(r.id) ? "draft" : "published", updatedAt: latestChange(drafts.get(r.id), r.updated_at || "") }));
  }

  async view(id: number): Promise<ServiceEditorView | null> {
    const live = await readLiveService(this.db, id);
    if (!live) return null;
    const { draft, draftDocument, revisions } = await this.editing.editingState(id);
    return { id, slug: live.slug, status: draft ? "draft" : "published", document: draftDocument ?? live.document, draft, revisions, base: draft?.updatedAt ?? live.updatedAt };
  }

  async saveDraft(id: number, input: unknown, by: ActingStaff, base?: string): Promise<EditorResult> {
    const parsed = serviceDocumentSchema.safeParse(input);
    if (!parsed.success) return { ok: false, status: 400, errors: serviceErrors(parsed.error) };
    return this.editing.saveDraft(id, parsed.data, by, this.now().toISOString(), base, { exists: (tx) => readLiveService(tx, id), notFound: NOT_FOUND });
  }

  /** Publishes `input`, or the stored draft when `input` is undefined (a scheduled publish). */
  async publish(id: number, input: unknown, by: ActingStaff, base?: string, options?: LiveChangeOptions): Promise<EditorResult<{ dataVersion: string }>> {
    const candidate = input === undefined ? await this.editing.draftDocument(id) : input;
    if (candidate === null) return { ok: false, status: 409, errors: { form: "There is no draft to publish." } };
    const parsed = serviceDocumentSchema.safeParse(candidate);
    if (!parsed.success) return { ok: false, status: 400, errors: serviceErrors(parsed.error) };
    const doc = parsed.data;
    const at = this.now().toISOString();
    return this.editing.changeLive(async (tx) => {
      const before = await readLiveService(tx, id);
      if (!before) return NOT_FOUND;
      const conflict = await this.editing.changedSince(tx, id, base);
      if (conflict) return conflict;
      await writeLiveService(tx, id, doc, at);
      await this.editing.recordPublished(tx, id, { document: doc, by, at, original: { document: before.document, at: before.updatedAt === "seeded" ? at : before.updatedAt }, auditBefore: before.document });
    }, options);
  }

  /** Whether the service has a draft a preview could show. */
  async hasDraft(id: number): Promise<boolean> {
    return this.editing.hasDraft(id);
  }

  /**
   * `read` in a transaction, always rolled back, in which the service's draft is live (decision
   * 0030; services since decision 0039); null without a draft.
   */
  async previewDraft<T>(id: number, read: (tx: Transaction<DB>) => Promise<T>): Promise<T | null> {
    const at = this.now().toISOString();
    return this.editing.previewDraft(id, (tx, draft) => writeLiveService(tx, id, draft, at), read);
  }

  restore(id: number, revisionId: number, by: ActingStaff): Promise<EditorResult> {
    return this.editing.restore(id, revisionId, by, this.now().toISOString());
  }

  discardDraft(id: number, by: ActingStaff): Promise<EditorResult> {
    return this.editing.discardDraft(id, by);
  }
}
