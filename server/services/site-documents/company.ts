/**
 * Reading the published company details (decision 0029). Pages get them from the catalogue
 * snapshot; the mail code reads them here inside its own transaction (on SQLite that transaction
 * holds the only connection, so going through the snapshot could wait on itself).
 */
import type { Kysely, Transaction } from "kysely";
import { COMPANY_ENTITY, type CompanyDetails } from "#domain/company-details.ts";
import { readCompanyDetails } from "#domain/company-details-schema.ts";
import { FAQS_ENTITY, readFaqs, readTerms, TERMS_ENTITY, type FaqsDocument, type TermsDocument } from "#domain/site-pages.ts";
import type { DB } from "../../db/generated-types.ts";

type Exec = Kysely<DB> | Transaction<DB>;

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

/** The last document read of each kind and what it read as, to skip parsing the same text again. */
const lastRead = new Map<string, { text: string | undefined; read: (document: unknown) => unknown; value: unknown }>();

function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/**
 * A stored document read through `read` (its zod schema with defaults), still from the database on
 * every call (in the caller's transaction, so it is the document in force now) but parsed only when
 * its text changed: every inquiry's emails read the company details and booking terms, and parsing
 * them was a tenth of an inquiry's cost (issue 27). The value is frozen, since callers share it.
 */
export async function readSiteDocument<T>(db: Exec, kind: string, read: (document: unknown) => T): Promise<T> {
  const row = await db.selectFrom("site_documents").select("document").where("kind", "=", kind).executeTakeFirst();
  const text = row?.document;
  const last = lastRead.get(kind);
  if (last && last.text === text && last.read === read) return last.value as T;
  let document: unknown;
  try {
    document = text === undefined ? undefined : (JSON.parse(text) as unknown);
  } catch {
    document = undefined;
  }
  const value = deepFreeze(read(document));
  lastRead.set(kind, { text, read, value });
  return value;
}

/** The company's published details; EMPTY_COMPANY_DETAILS when none are stored yet. */
export async function loadCompanyDetails(db: Exec): Promise<CompanyDetails> {
  return readSiteDocument(db, COMPANY_ENTITY, readCompanyDetails);
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
