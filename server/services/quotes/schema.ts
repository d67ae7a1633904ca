/** Table types of the quotes (migration 0019), merged into the site's Database here like the pipeline's. */
import type { Generated, Kysely, Transaction } from "kysely";
import type { VersionStatus } from "#domain/quotes/versions.ts";
import type { Database } from "../../db/schema.ts";
import type { PipelineDatabase } from "../inquiry-pipeline/schema.ts";

export interface QuotesTable {
  id: Generated<number>;
  inquiry_id: number;
  token: string;
  created_at: string;
  created_by_id: string | null;
  created_by_email: string | null;
  first_opened_at: string | null;
  last_opened_at: string | null;
  open_count: Generated<number>;
  accepted_version: number | null;
  accepted_option_id: string | null;
  accepted_at: string | null;
  withdrawn_at: string | null;
  updated_at: string;
}

export interface QuoteVersionsTable {
  id: Generated<number>;
  quote_id: number;
  version: number;
  status: VersionStatus;
  document: string;
  created_at: string;
  updated_at: string;
  updated_by_id: string | null;
  updated_by_email: string | null;
  sent_at: string | null;
  sent_by_id: string | null;
  sent_by_email: string | null;
  issued_on: string | null;
  valid_until: string | null;
}

export interface QuoteRequestsTable {
  id: Generated<number>;
  quote_id: number;
  version: number;
  kind: "changes" | "fresh";
  message: string | null;
  created_at: string;
}

export type QuotesDatabase = PipelineDatabase & {
  quotes: QuotesTable;
  quote_versions: QuoteVersionsTable;
  quote_requests: QuoteRequestsTable;
  staff_user: { id: string; name: string; email: string; role: string; deactivatedAt: string | null };
};

/** The same connection, typed with the quotes' tables. */
export function withQuotes(db: Kysely<Database> | Transaction<Database> | Kysely<QuotesDatabase> | Transaction<QuotesDatabase>): Kysely<QuotesDatabase> {
  return db as unknown as Kysely<QuotesDatabase>;
}
