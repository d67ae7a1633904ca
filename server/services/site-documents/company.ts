/**
 * Reading the published company details (decision 0029). Pages get them from the catalogue
 * snapshot; the mail code reads them here inside its own transaction (on SQLite that transaction
 * holds the only connection, so going through the snapshot could wait on itself).
 */
import type { Kysely, Transaction } from "kysely";
import { COMPANY_ENTITY, type CompanyDetails } from "#domain/company-details.ts";
import { readCompanyDetails } from "#domain/company-details-schema.ts";
import { FAQS_ENTITY, readFaqs, readTerms, TERMS_ENTITY, type FaqsDocument, type TermsDocument } from "#domain/site-pages.ts";
import type { Database } from "../../db/schema.ts";

type Exec = Kysely<Database> | Transaction<Database>;

/** The stored document as JSON, or undefined when there is none (or it is not JSON). */
export async function storedSiteDocument(db: Exec, kind: string): Promise<{ document: unknown; updatedAt: string } | undefined> {
  const row = await db.selectFrom("site_documents").select(["document", "updated_at"]).where("kind", "=", kind).executeTakeFirst();
  if (!row) return undefined;
  try {
    return { document: JSON.parse(row.document) as unknown, updatedAt: row.updated_at };
  } catch {
    return undefined;
  }
}

/** The company's published details; EMPTY_COMPANY_DETAILS when none are stored yet. */
export async function loadCompanyDetails(db: Exec): Promise<CompanyDetails> {
  return readCompanyDetails((await storedSiteDocument(db, COMPANY_ENTITY))?.document);
}

/** The published terms and FAQs (decision 0029); empty documents when none are stored. */
export async function loadSitePages(db: Exec): Promise<{ terms: TermsDocument; faqs: FaqsDocument }> {
  const [terms, faqs] = await Promise.all([storedSiteDocument(db, TERMS_ENTITY), storedSiteDocument(db, FAQS_ENTITY)]);
  return { terms: readTerms(terms?.document), faqs: readFaqs(faqs?.document) };
}

/** Writes (or replaces) a published site document. */
export async function writeSiteDocument(db: Exec, kind: string, document: unknown, at: string): Promise<void> {
  const json = JSON.stringify(document);
  await db
    .insertInto("site_documents")
    .values({ kind, document: json, updated_at: at })
    .onConflict((oc) => oc.column("kind").doUpdateSet({ document: json, updated_at: at }))
    .execute();
}

/**
 * The sender of emails when MAIL_FROM is not set: the company's name and email as stored when the
 * process starts (the sender's domain also names Message-IDs, so it must not change under a running
 * worker). Without company details yet, a local placeholder the start-up log points at.
 */
export async function defaultMailFrom(db: Exec): Promise<string> {
  const company = await loadCompanyDetails(db);
  if (!company.email) return "Website <website@localhost>";
  return company.name ? `${company.name.replace(/[<>"]/g, "")} <${company.email}>` : company.email;
}
