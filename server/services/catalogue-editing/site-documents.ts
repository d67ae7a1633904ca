/**
 * Editing the site-wide documents (decision 0029): the company's details, the terms and the FAQs,
 * each ONE document on the shared draft, publish, revision and audit machinery (decision 0023).
 * Publishing writes the document to site_documents and bumps data_version, so the snapshot, the
 * page caches and visitors' caches all turn over and the next page shows the change.
 */
import type { Kysely, Transaction } from "kysely";
import type { EditorResult, SiteDocumentEditorView } from "#domain/catalogue-editor-context.ts";
import type { z } from "zod";
import type { AuditLog } from "../audit-log.ts";
import { storedSiteDocument, writeSiteDocument } from "../site-documents/company.ts";
import { type ActingStaff, EntityEditor, type LiveChangeOptions } from "./entity-editor.ts";
import type { DB } from "../../db/generated-types.ts";

type Exec = Kysely<DB> | Transaction<DB>;
/** Each document is the only one of its kind: id 1 in drafts, revisions and the audit log. */
const ID = 1;

export interface SiteDocumentKind<Doc> {
  /** site_documents.kind, and the entity_type of drafts, revisions and audit entries. */
  kind: string;
  /** How messages and audit actions name it ("company", "terms", "faqs"). */
  noun: string;
  schema: z.ZodType<Doc>;
  errors(error: z.ZodError): Record<string, string>;
  /** What the editor shows before anything is stored; a stored document that no longer reads shows this too. */
  read(stored: unknown): Doc;
  /** Server-side work on a valid document before it is stored (rich text rendered and sanitized). */
  prepare?(doc: Doc): Doc;
  /**
   * Checks that need the database (image keys the site has, library alt text before a publish):
   * field errors with the status to answer, or null when the document may be stored.
   */
  verify?(db: Exec, doc: Doc, publishing: boolean): Promise<{ status: number; errors: Record<string, string> } | null>;
  /** What the editor shows when nothing is stored yet, when that depends on the database. */
  unstored?(db: Exec): Promise<Doc>;
}

export class SiteDocumentEditor<Doc> {
  private editing: EntityEditor<Doc>;

  constructor(
    private db: Kysely<DB>,
    audit: AuditLog,
    private doc: SiteDocumentKind<Doc>,
    onPublished: () => void,
    private now: () => Date = () => new Date(),
  ) {
    const liveUpdatedAt = async (exec: Exec) => (await storedSiteDocument(exec, doc.kind))?.updatedAt ?? "";
    this.editing = new EntityEditor(db, audit, { type: doc.kind, noun: doc.noun, schema: doc.schema, liveUpdatedAt }, onPublished);
  }

  async view(): Promise<SiteDocumentEditorView<Doc>> {
    const [live, { draft, draftDocument, revisions }] = await Promise.all([storedSiteDocument(this.db, this.doc.kind), this.editing.editingState(ID)]);
    const published = live ? this.doc.read(live.document) : this.doc.unstored ? await this.doc.unstored(this.db) : this.doc.read(undefined);
    return {
      status: draft ? "draft" : "published",
      document: draftDocument ?? published,
      draft,
      revisions,
      base: draft?.updatedAt ?? live?.updatedAt ?? "",
    };
  }

  private check(input: unknown): { ok: true; doc: Doc } | { ok: false; status: number; errors: Record<string, string> } {
    const parsed = this.doc.schema.safeParse(input);
    if (!parsed.success) return { ok: false, status: 400, errors: this.doc.errors(parsed.error) };
    return { ok: true, doc: this.doc.prepare ? this.doc.prepare(parsed.data) : parsed.data };
  }

  private async verified(input: unknown, publishing: boolean): Promise<{ ok: true; doc: Doc } | { ok: false; status: number; errors: Record<string, string> }> {
    const checked = this.check(input);
    if (!checked.ok || !this.doc.verify) return checked;
    const refused = await this.doc.verify(this.db, checked.doc, publishing);
    return refused ? { ok: false, ...refused } : checked;
  }

  async saveDraft(input: unknown, by: ActingStaff, base?: string): Promise<EditorResult> {
    const checked = await this.verified(input, false);
    if (!checked.ok) return checked;
    // The document always "exists": before the first publish it is the empty one.
    return this.editing.saveDraft(ID, checked.doc, by, this.now().toISOString(), base, { exists: async () => true, notFound: { ok: false, status: 404, errors: {} } });
  }

  /** Publishes `input`, or the stored draft when `input` is undefined (a scheduled publish). */
  async publish(input: unknown, by: ActingStaff, base?: string, options?: LiveChangeOptions): Promise<EditorResult<{ dataVersion: string }>> {
    const candidate = input === undefined ? await this.editing.draftDocument(ID) : input;
    if (candidate === null) return { ok: false, status: 409, errors: { form: "There is no draft to publish." } };
    const checked = await this.verified(candidate, true);
    if (!checked.ok) return checked;
    const doc = checked.doc;
    const at = this.now().toISOString();
    return this.editing.changeLive(async (tx) => {
      const conflict = await this.editing.changedSince(tx, ID, base);
      if (conflict) return conflict;
      const before = await storedSiteDocument(tx, this.doc.kind);
      await writeSiteDocument(tx, this.doc.kind, doc, at);
      await this.editing.recordPublished(tx, ID, {
        document: doc,
        by,
        at,
        original: before ? { document: before.document, at: before.updatedAt } : null,
        auditBefore: before?.document ?? null,
      });
    }, options);
  }

  /** Whether there is a draft a preview could show. */
  async hasDraft(): Promise<boolean> {
    return this.editing.hasDraft(ID);
  }

  /**
   * `read` run in a transaction, always rolled back, in which the draft is the published document
   * (decision 0030, for the site-wide documents in decision 0038); null without a valid draft.
   */
  async previewDraft<T>(read: (tx: Transaction<DB>) => Promise<T>): Promise<T | null> {
    const draft = await this.editing.validDraft(ID);
    if (!draft) return null;
    const checked = this.check(draft);
    if (!checked.ok) return null;
    const at = this.now().toISOString();
    return this.editing.rolledBack(async (tx) => {
      await writeSiteDocument(tx, this.doc.kind, checked.doc, at);
      return read(tx);
    });
  }

  restore(revisionId: number, by: ActingStaff): Promise<EditorResult> {
    return this.editing.restore(ID, revisionId, by, this.now().toISOString());
  }

  discardDraft(by: ActingStaff): Promise<EditorResult> {
    return this.editing.discardDraft(ID, by);
  }
}
