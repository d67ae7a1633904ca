/**
 * Which inquiry a traveller's email belongs to. A message names its thread two ways: the
 * Message-IDs it answers (In-Reply-To, References), which we gave our emails, and the "TH-00042"
 * reference our subjects and bodies carry. Both are written by the sender, so either can be forged
 * to slip a message into another traveller's thread: it is matched only when the sender's address
 * is the inquiry's own or a staff address, and waits for a person otherwise.
 */
import type { Kysely, Transaction } from "kysely";
import { inquiryReference } from "#domain/inquiry-reference.ts";
import type { IncomingEmail } from "./parse.ts";
import type { MatchedBy } from "./statuses.ts";
import type { DB } from "../db/generated-types.ts";

export type Match =
  | { kind: "own" }
  | { kind: "matched"; inquiryId: number; by: MatchedBy }
  | { kind: "unmatched"; note: string | null };

type Exec = Kysely<DB> | Transaction<DB>;

const REFERENCE = /\bTH-?(\d{5,12})\b/i;

/** The inquiry named by a "TH-00042" in the subject, else in the text. */
export function referencedInquiry(subject: string, text: string): number | null {
  const m = REFERENCE.exec(subject) ?? REFERENCE.exec(text);
  return m ? Number(m[1]) : null;
}

/** The inquiry of the newest of our emails (or of the traveller's earlier ones) this message answers. */
async function threadInquiry(db: Exec, ids: string[]): Promise<number | null> {
  if (!ids.length) return null;
  const wanted = ids.slice(0, 100);
  const ours = await db
    .selectFrom("outbox_messages")
    .select(["message_id", "inquiry_id"])
    .where("message_id", "in", wanted)
    .where("inquiry_id", "is not", null)
    .execute();
  const theirs = await db
    .selectFrom("inbound_emails")
    .select(["message_id", "inquiry_id"])
    .where("message_id", "in", wanted)
    .where("status", "=", "matched")
    .execute();
  const byId = new Map<string, number>();
  for (const r of [...theirs, ...ours]) if (r.message_id && r.inquiry_id) byId.set(r.message_id, r.inquiry_id);
  for (const id of wanted) if (byId.has(id)) return byId.get(id)!;
  return null;
}

export async function matchEmail(db: Exec, email: IncomingEmail, staffAddresses: ReadonlySet<string>): Promise<Match> {
  // A copy of a message we sent (the sales notification lands in the very mailbox we read).
  if (email.messageId) {
    const own = await db.selectFrom("outbox_messages").select("id").where("message_id", "=", email.messageId).executeTakeFirst();
    if (own) return { kind: "own" };
  }
  const byThread = await threadInquiry(db, email.answers);
  const candidate = byThread ?? referencedInquiry(email.subject, email.text);
  if (candidate === null) return { kind: "unmatched", note: null };
  const by: MatchedBy = byThread !== null ? "thread" : "reference";
  const inquiry = await db
    .selectFrom("inquiries")
    .select(["id", "email", "erased_at"])
    .where("id", "=", candidate)
    .executeTakeFirst();
  const ref = inquiryReference(candidate);
  if (!inquiry) return { kind: "unmatched", note: `Names ${ref}, which does not exist.` };
  if (inquiry.erased_at) return { kind: "unmatched", note: `Names ${ref}, whose personal data was erased.` };
  const sender = email.from.address;
  if (sender && (sender === inquiry.email.trim().toLowerCase() || staffAddresses.has(sender))) return { kind: "matched", inquiryId: candidate, by };
  return { kind: "unmatched", note: `Names ${ref}, but was sent from ${sender || "no address"}, not the traveller's address: check before attaching it.` };
}
