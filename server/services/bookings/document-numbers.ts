/**
 * Gap-free document numbers (decision 0053): one counter row per series and year, moved by one
 * upsert in the transaction that owes the number. On PostgreSQL that row stays locked until the
 * transaction ends, so two processes taking a number at once wait for each other and get
 * consecutive ones; a transaction that rolls back takes its increment with it, so no number is
 * skipped. (SQLite runs one write transaction at a time.) Call it last in the transaction, after
 * any other row locks, so every caller takes locks in the same order.
 */
import { documentNumber, type DocumentSeries } from "#domain/bookings/receipt.ts";
import type { Kysely, Transaction } from "kysely";
import type { DB } from "../../db/generated-types.ts";

/** The connection or the transaction a document is made in. */
export type Exec = Kysely<DB> | Transaction<DB>;

export async function nextDocumentNumber(tx: Exec, series: DocumentSeries, year: number): Promise<string> {
  const row = await tx
    .insertInto("document_counters")
    .values({ series, year, last: 1 })
    .onConflict((oc) => oc.columns(["series", "year"]).doUpdateSet((eb) => ({ last: eb("document_counters.last", "+", 1) })))
    .returning("last")
    .executeTakeFirstOrThrow();
  return documentNumber(series, year, Number(row.last));
}
