/**
 * Editing the company's details (decision 0029): one settings document on the shared draft,
 * publish, revision and audit machinery (decision 0023). Publishing writes the document to
 * site_documents and bumps data_version, so the snapshot, the page caches and visitors' caches
 * all turn over and the next page shows the change.
 */
import type { Kysely, Transaction } from "kysely";
import type { CompanyEditorView, EditorResult } from "#domain/catalogue-editor-context.ts";
import { COMPANY_DOCUMENT_ID, COMPANY_ENTITY, companyDetailsSchema, companyErrors, EMPTY_COMPANY_DETAILS, readCompanyDetails } from "#domain/company-details.ts";
import type { Database } from "../../db/schema.ts";
import type { AuditLog } from "../audit-log.ts";
import { storedSiteDocument, writeSiteDocument } from "../site-documents/company.ts";
import { type ActingStaff, EntityEditor } from "./entity-editor.ts";

type Exec = Kysely<Database> | Transaction<Database>;
const ID = COMPANY_DOCUMENT_ID;

async function liveUpdatedAt(db: Exec): Promise<string> {
  return (await storedSiteDocument(db, COMPANY_ENTITY))?.updatedAt ?? "";
}

export class CompanyEditor {
  private editing: EntityEditor<typeof EMPTY_COMPANY_DETAILS>;

  constructor(
    private db: Kysely<Database>,
    audit: AuditLog,
    onPublished: () => void,
    private now: () => Date = () => new Date(),
  ) {
    this.editing = new EntityEditor(db, audit, { type: COMPANY_ENTITY, noun: "company", schema: companyDetailsSchema, liveUpdatedAt }, onPublished);
  }

  async view(): Promise<CompanyEditorView> {
    const [live, { draft, draftDocument, revisions }] = await Promise.all([storedSiteDocument(this.db, COMPANY_ENTITY), this.editing.editingState(ID)]);
    return {
      status: draft ? "draft" : "published",
      document: draftDocument ?? readCompanyDetails(live?.document),
      draft,
      revisions,
      base: draft?.updatedAt ?? live?.updatedAt ?? "",
    };
  }

  async saveDraft(input: unknown, by: ActingStaff, base?: string): Promise<EditorResult> {
    const parsed = companyDetailsSchema.safeParse(input);
    if (!parsed.success) return { ok: false, status: 400, errors: companyErrors(parsed.error) };
    // The settings document always "exists": before the first publish it is the empty one.
    return this.editing.saveDraft(ID, parsed.data, by, this.now().toISOString(), base, { exists: async () => true, notFound: { ok: false, status: 404, errors: {} } });
  }

  async publish(input: unknown, by: ActingStaff, base?: string): Promise<EditorResult<{ dataVersion: string }>> {
    const candidate = input === undefined ? await this.editing.draftDocument(ID) : input;
    if (candidate === null) return { ok: false, status: 409, errors: { form: "There is no draft to publish." } };
    const parsed = companyDetailsSchema.safeParse(candidate);
    if (!parsed.success) return { ok: false, status: 400, errors: companyErrors(parsed.error) };
    const doc = parsed.data;
    const at = this.now().toISOString();
    return this.editing.changeLive(async (tx) => {
      const conflict = await this.editing.changedSince(tx, ID, base);
      if (conflict) return conflict;
      const before = await storedSiteDocument(tx, COMPANY_ENTITY);
      await writeSiteDocument(tx, COMPANY_ENTITY, doc, at);
      await this.editing.recordPublished(tx, ID, {
        document: doc,
        by,
        at,
        original: before ? { document: before.document, at: before.updatedAt } : null,
        auditBefore: before?.document ?? null,
      });
    });
  }

  restore(revisionId: number, by: ActingStaff): Promise<EditorResult> {
    return this.editing.restore(ID, revisionId, by, this.now().toISOString());
  }

  discardDraft(by: ActingStaff): Promise<EditorResult> {
    return this.editing.discardDraft(ID, by);
  }
}
