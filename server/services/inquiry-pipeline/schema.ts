/**
 * Table types of the pipeline (migration 0007): the columns it adds to inquiries, its notes and
 * history. Kept beside the service, like the outbox's, and merged into the site's Database here.
 */
import type { Generated, Kysely, Transaction } from "kysely";
import type { PipelineStatus } from "#domain/inquiry-pipeline.ts";
import type { Database, InquiriesTable } from "../../db/schema.ts";

export interface PipelineInquiriesTable extends InquiriesTable {
  status: Generated<PipelineStatus>;
  lost_reason: string | null;
  owner_id: string | null;
  first_reply_at: string | null;
  version: Generated<number>;
  updated_at: string | null;
  erased_at: string | null;
  search_text: Generated<string>;
}

export interface InquiryNotesTable {
  id: Generated<number>;
  inquiry_id: number;
  author_id: string | null;
  author_email: string | null;
  body: string;
  created_at: string;
}

export type InquiryEventKind = "status" | "owner" | "note" | "reply" | "released" | "erased";

export interface InquiryEventsTable {
  id: Generated<number>;
  inquiry_id: number;
  at: string;
  actor_id: string | null;
  actor_email: string | null;
  kind: InquiryEventKind;
  from_value: string | null;
  to_value: string | null;
  detail: string | null;
  outbox_message_id: number | null;
}

export type PipelineDatabase = Omit<Database, "inquiries"> & {
  inquiries: PipelineInquiriesTable;
  inquiry_notes: InquiryNotesTable;
  inquiry_events: InquiryEventsTable;
};

/** The same connection, typed with the pipeline's tables. */
export function withPipeline(db: Kysely<Database> | Transaction<Database>): Kysely<PipelineDatabase> {
  return db as unknown as Kysely<PipelineDatabase>;
}
