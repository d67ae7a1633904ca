/**
 * The history behind bench/seed-inquiries.ts's inquiries, as the console's pages read it
 * (bench/console-pages.ts): each inquiry's events (owner assigned, replies, status changes, notes)
 * with the audit entries the pipeline writes beside them, travellers' emails taken in (a tenth
 * matched to an inquiry, 2,000 waiting in "unmatched"), a booking for every won inquiry's quote with
 * its payments (bench/bookings-list.ts's generator), and M-Pesa payments nobody could match.
 * Bulk inserts only: what the services write, without running them 100,000 times.
 */
import { storedValue } from "../domain/stored-values.ts";
import { type Kysely, sql } from "kysely";
import { PIPELINE_STATUSES, type PipelineStatus } from "../domain/inquiry-pipeline.ts";
import type { Db } from "../server/db/kysely.ts";
import { mulberry32 } from "../demo/illustrations/prng.ts";
import { generateBookings } from "./bookings-list.ts";

const STAFF = [1, 2, 3, 4, 5].map((n) => ({ id: `staff-${n}`, email: `agent${n}@twigahorizons.example` }));
const UNMATCHED_EMAILS = 2_000;
const UNMATCHED_PAYMENTS = 300;

const later = (iso: string, hours: number) => new Date(Date.parse(iso) + hours * 3_600_000).toISOString();

async function insertAll(db: Db, table: string, rows: Array<Record<string, unknown>>): Promise<void> {
  const batch = db.dialect === "sqlite" ? 500 : 1000;
  const k = db.kysely as unknown as Kysely<any>;
  await k.transaction().execute(async (tx) => {
    for (let i = 0; i < rows.length; i += batch) await tx.insertInto(table).values(rows.slice(i, i + batch)).execute();
  });
}

/** The way an inquiry of `status` got there from "new", one status event per step. */
function statusPath(status: PipelineStatus): PipelineStatus[] {
  if (status === "new") return [];
  if (status === "lost") return ["contacted", "lost"];
  return PIPELINE_STATUSES.slice(1, PIPELINE_STATUSES.indexOf(status) + 1);
}

/** Events and audit entries for every inquiry; returns how many of each. */
async function seedEvents(db: Db): Promise<{ events: number; notes: number }> {
  const rand = mulberry32(68);
  const inquiries = await db.kysely.selectFrom("inquiries").select(["id", "status", "owner_id", "created_at", "first_reply_at"]).orderBy("id").execute();
  const events: Array<Record<string, unknown>> = [];
  const audit: Array<Record<string, unknown>> = [];
  const notes: Array<Record<string, unknown>> = [];
  for (const q of inquiries) {
    const actor = STAFF[q.id % STAFF.length]!;
    const entity = { entity_type: "inquiry", entity_id: String(q.id), ip: "10.0.0.7", actor_id: actor.id, actor_email: actor.email };
    const event = (at: string, kind: string, from: string | null, to: string | null, detail: string | null) =>
      events.push({ inquiry_id: q.id, at, actor_id: actor.id, actor_email: actor.email, kind, from_value: from, to_value: to, detail, outbox_message_id: null });
    if (q.owner_id) {
      const at = later(q.created_at, 1);
      event(at, "owner", null, q.owner_id, `${q.owner_id}@twigahorizons.example`);
      audit.push({ ...entity, at, action: "inquiry.owner_assigned", before_json: JSON.stringify({ owner_id: null }), after_json: JSON.stringify({ owner_id: q.owner_id }) });
    }
    let at = q.first_reply_at ?? later(q.created_at, 2);
    if (q.first_reply_at) {
      event(at, "reply", null, null, "Your safari with Twiga Horizons");
      audit.push({ ...entity, at, action: "inquiry.replied", before_json: JSON.stringify({ status: "new", first_reply_at: null }), after_json: JSON.stringify({ status: "contacted", first_reply_at: at }) });
    }
    let from: string = "new";
    for (const to of statusPath(storedValue(PIPELINE_STATUSES, q.status, "inquiries.status"))) {
      event(at, "status", from, to, to === "lost" ? "Chose another operator" : null);
      audit.push({ ...entity, at, action: "inquiry.status_changed", before_json: JSON.stringify({ status: from }), after_json: JSON.stringify({ status: to }) });
      from = to;
      at = later(at, 24 + Math.floor(rand() * 200));
    }
    if (rand() < 0.25) {
      notes.push({ inquiry_id: q.id, author_id: actor.id, author_email: actor.email, body: "Called them back: flexible on dates, prefers a private vehicle.", created_at: at });
      event(at, "note", null, null, null);
      audit.push({ ...entity, at, action: "inquiry.note_added", before_json: null, after_json: JSON.stringify({ note_id: notes.length }) });
    }
  }
  // In time order, as they were written: the trail pages by id.
  audit.sort((a, b) => String(a.at).localeCompare(String(b.at)));
  events.sort((a, b) => String(a.at).localeCompare(String(b.at)));
  await insertAll(db, "inquiry_notes", notes);
  await insertAll(db, "inquiry_events", events);
  await insertAll(db, "audit_log", audit);
  return { events: events.length, notes: notes.length };
}

/** Travellers' answers taken in by the mailbox reader: a tenth of inquiries have one; some wait unmatched. */
async function seedInboundEmails(db: Db): Promise<void> {
  const inquiries = await db.kysely.selectFrom("inquiries").select(["id", "email", "full_name", "created_at"]).where(sql<boolean>`id % 10 = 3`).execute();
  const email = (i: number, inquiryId: number | null, from: string, name: string, at: string) => ({
    mailbox: "INBOX",
    uid_validity: "1",
    uid: i + 1,
    dedupe_key: `bench-${i}`,
    message_id: `<bench-${i}@mail.example>`,
    inquiry_id: inquiryId,
    status: inquiryId ? "matched" : "unmatched",
    matched_by: inquiryId ? "thread" : null,
    note: null,
    from_address: from,
    from_name: name,
    subject: inquiryId ? "Re: Your safari with Twiga Horizons" : "Safari in August?",
    text_body: "Thank you! Could we add a night in Nairobi before the safari, and is the balloon flight included?\n\nKind regards",
    html_body: null,
    size: 2_400,
    sent_at: at,
    received_at: at,
    handled_by: null,
    handled_at: null,
  });
  const rows = inquiries.map((q, i) => email(i, q.id, q.email, q.full_name, later(q.created_at, 30)));
  for (let i = 0; i < UNMATCHED_EMAILS; i++) rows.push(email(rows.length, null, `someone.${i}@mail.example`, "Someone New", later("2026-11-01T06:00:00.000Z", i)));
  await insertAll(db, "inbound_emails", rows);
}

/** A booking per won inquiry's quote, with its payments, and payments that came in without a booking's reference. */
async function seedBookings(db: Db): Promise<number> {
  const won = await (db.kysely as unknown as Kysely<any>)
    .selectFrom("quotes")
    .innerJoin("inquiries", "inquiries.id", "quotes.inquiry_id")
    .select(["quotes.id as quote_id", "quotes.inquiry_id"])
    .where("inquiries.status", "=", "won")
    .orderBy("quotes.id")
    .execute();
  const { rows, payments } = generateBookings(won.length);
  const bookings = rows.map((b, i) => ({ ...b, inquiry_id: won[i].inquiry_id, quote_id: won[i].quote_id }));
  // Booking ids are 1..n in insertion order on a fresh table, as the generator's payments assume.
  await insertAll(db, "bookings", bookings);
  await insertAll(db, "booking_payments", payments);
  // Two payments in five came through M-Pesa or card (a succeeded attempt each), and one try in ten
  // failed first; the last days' few still pending or lately failed are what the payments page lists.
  const attempts: Array<Record<string, unknown>> = [];
  const attempt = (bookingId: number, state: string, at: string, amount: number, currency: string) =>
    attempts.push({
      booking_id: bookingId,
      provider: attempts.length % 2 ? "mpesa" : "pesapal",
      merchant_reference: `bench-${attempts.length}`,
      provider_reference: state === "succeeded" ? `BENCH-${attempts.length}` : null,
      amount,
      currency,
      phone_hint: "0712•••678",
      state,
      failure_reason: state === "failed" ? "cancelled" : null,
      detail: null,
      redirect_url: null,
      receipt_hint: null,
      payment_id: null,
      next_check_at: state === "pending" ? later(at, 1) : null,
      checks: 1,
      claimed_by: null,
      claimed_at: null,
      created_at: at,
      updated_at: at,
    });
  payments.forEach((p, i) => {
    if (i % 10 === 0) attempt(p.booking_id, "failed", later(p.created_at, -1), p.amount, p.currency);
    if (i % 5 < 2) attempt(p.booking_id, "succeeded", p.created_at, p.amount, p.currency);
  });
  for (let i = 0; i < 40; i++) attempt(1 + i, i % 4 ? "failed" : "pending", later("2026-11-26T06:00:00.000Z", i), 1_000_000, "KES");
  attempts.sort((a, b) => String(a.created_at).localeCompare(String(b.created_at)));
  await insertAll(db, "payment_attempts", attempts);
  const unmatched = Array.from({ length: UNMATCHED_PAYMENTS }, (_, i) => ({
    provider: "mpesa",
    transaction_key: `mpesa:BENCH${i}`,
    transaction_id: `BENCH${i}`,
    amount: 500_000 + i * 100,
    currency: "KES",
    account: `TH-9${i}`,
    payer: "2547****1234",
    paid_at: later("2026-10-01T06:00:00.000Z", i * 3),
    booking_id: null,
    payment_id: null,
    resolved_by_email: i % 3 ? "agent1@twigahorizons.example" : null,
    resolved_at: i % 3 ? later("2026-10-02T06:00:00.000Z", i * 3) : null,
    created_at: later("2026-10-01T06:00:00.000Z", i * 3),
  }));
  await insertAll(db, "unmatched_payments", unmatched);
  return bookings.length;
}

export interface ConsoleHistory {
  events: number;
  notes: number;
  bookings: number;
}

/** Seeds the history once, over a database seedInquiries has filled. */
export async function seedConsoleHistory(db: Db): Promise<ConsoleHistory> {
  const { events, notes } = await seedEvents(db);
  await seedInboundEmails(db);
  const bookings = await seedBookings(db);
  await (db.dialect === "postgres" ? sql`vacuum analyze` : sql`analyze`).execute(db.kysely);
  return { events, notes, bookings };
}

/** The history a kept database (bench/console-pages.ts --keep) was seeded with. */
export async function countHistory(db: Db): Promise<ConsoleHistory> {
  const k = db.kysely as unknown as Kysely<any>;
  const count = async (table: string) => Number((await k.selectFrom(table).select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);
  return { events: await count("inquiry_events"), notes: await count("inquiry_notes"), bookings: await count("bookings") };
}
