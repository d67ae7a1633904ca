/**
 * What the database holds, read beside the server (a read-only SQLite handle, or a pg client):
 * the inquiries stored and the emails each one owes (its outbox rows and their Message-IDs), so
 * acknowledged, stored and delivered can be compared inquiry by inquiry.
 */
import pg from "pg";
import SQLite from "better-sqlite3";

export interface StoredInquiry {
  id: number;
  spam: boolean;
}

export interface OwedEmail {
  inquiryId: number;
  messageId: string;
  state: string;
}

export interface Ledger {
  maxInquiryId(): Promise<number>;
  /** Inquiries with from < id <= to. */
  inquiries(from: number, to: number): Promise<StoredInquiry[]>;
  /** Outbox rows of inquiries with from < id <= to (what their visitors and staff are owed). */
  owedEmails(from: number, to: number): Promise<OwedEmail[]>;
  close(): Promise<void>;
}

const OWED_SQL = "select inquiry_id, message_id, status as state from outbox_messages where inquiry_id > $1 and inquiry_id <= $2";
const INQUIRIES_SQL = "select id, is_spam from inquiries where id > $1 and id <= $2";

export function sqliteLedger(file: string): Ledger {
  const db = new SQLite(file, { readonly: true, fileMustExist: true });
  db.pragma("busy_timeout = 5000");
  const positional = (s: string) => s.replace(/\$\d/g, "?");
  return {
    maxInquiryId: async () => (db.prepare("select coalesce(max(id), 0) as n from inquiries").get() as { n: number }).n,
    inquiries: async (from, to) =>
      (db.prepare(positional(INQUIRIES_SQL)).all(from, to) as { id: number; is_spam: number }[]).map((r) => ({ id: r.id, spam: !!r.is_spam })),
    owedEmails: async (from, to) =>
      (db.prepare(positional(OWED_SQL)).all(from, to) as { inquiry_id: number; message_id: string; state: string }[]).map((r) => ({
        inquiryId: r.inquiry_id,
        messageId: r.message_id,
        state: r.state,
      })),
    close: async () => {
      db.close();
    },
  };
}

/** A fresh client per question, so a PostgreSQL restart in the run never breaks the ledger. */
export function postgresLedger(url: string): Ledger {
  const ask = async <T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> => {
    for (let attempt = 0; ; attempt++) {
      const client = new pg.Client({ connectionString: url });
      client.on("error", () => {});
      try {
        await client.connect();
        return (await client.query<T>(text, values)).rows;
      } catch (error) {
        if (attempt >= 20) throw error;
        await new Promise((r) => setTimeout(r, 500)); // the database may be restarting
      } finally {
        await client.end().catch(() => {});
      }
    }
  };
  return {
    maxInquiryId: async () => Number((await ask<{ n: string }>("select coalesce(max(id), 0) as n from inquiries"))[0]!.n),
    inquiries: async (from, to) => (await ask<{ id: number; is_spam: number | boolean }>(INQUIRIES_SQL, [from, to])).map((r) => ({ id: Number(r.id), spam: !!r.is_spam })),
    owedEmails: async (from, to) =>
      (await ask<{ inquiry_id: number; message_id: string; state: string }>(OWED_SQL, [from, to])).map((r) => ({
        inquiryId: Number(r.inquiry_id),
        messageId: r.message_id,
        state: r.state,
      })),
    close: async () => {},
  };
}
