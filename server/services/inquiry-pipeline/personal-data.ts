/**
 * Personal data requests (Kenya Data Protection Act 2019, sections 26 and 40): everything held
 * about one traveller's email, as JSON; and erasure. Erased inquiries keep a tombstone (date,
 * status, package, service, residency, party size) so counts and the dashboard stay right; names,
 * contact details, messages, notes, reply texts and the emails' bodies are gone. The audit log
 * names the request by a hash of the address, not the address (docs/decisions/0021).
 */
import type { ErasureResult, PersonalDataExport, TravellerTrip } from "#domain/inbox-context.ts";
import { inquiryReference } from "#domain/inquiry-reference.ts";
import { createHash } from "node:crypto";
import { type Kysely, sql } from "kysely";
import { recordEvent } from "./history.ts";
import type { AuditRecorder, ChangeContext } from "./types.ts";
import { eraseQuotesOf } from "../quotes/erase.ts";
import { eraseBookingsOf, travellersOf } from "../bookings/erase.ts";
import { eraseInboundEmailsOf } from "../../inbound-mail/erase.ts";
import type { DB } from "../../db/generated-types.ts";

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** How the audit log names a traveller without keeping their address. */
export function travellerRef(email: string): string {
  return `sha256:${createHash("sha256").update(normaliseEmail(email)).digest("hex").slice(0, 16)}`;
}

async function inquiryIdsOf(db: Kysely<DB>, email: string): Promise<number[]> {
  const rows = await db
    .selectFrom("inquiries")
    .select("id")
    .where(sql`lower(email)`, "=", normaliseEmail(email))
    .orderBy("id")
    .execute();
  return rows.map((r) => r.id);
}


/**
 * The trips the traveller agreed to: inquiries with a quote accepted (and not withdrawn) or marked
 * won. Erasing their details leaves such a trip without a name to serve, so the console names each
 * one and asks before erasing (issue 24 item 7).
 */
export async function tripsOfTraveller(db: Kysely<DB>, email: string): Promise<TravellerTrip[]> {
  const ids = await inquiryIdsOf(db, email);
  if (!ids.length) return [];
  const rows = await db
    .selectFrom("inquiries as i")
    .leftJoin("packages as pk", "pk.id", "i.package_id")
    .leftJoin("quotes as q", (join: any) => join.onRef("q.inquiry_id", "=", "i.id").on("q.accepted_version", "is not", null).on("q.withdrawn_at", "is", null))
    .select(["i.id as id", "i.status as status", "pk.title as package_title", "q.id as quote_id", "q.accepted_at as accepted_at"])
    .where("i.id", "in", ids)
    .where("i.erased_at", "is", null)
    .where((eb: any) => eb.or([eb("i.status", "=", "won"), eb("q.id", "is not", null)]))
    .orderBy("i.id")
    .execute();
  return rows.map((r: { id: number; status: string; package_title: string | null; quote_id: number | null; accepted_at: string | null }) => ({
    reference: inquiryReference(r.id),
    packageTitle: r.package_title,
    state: r.quote_id !== null ? `quote ${r.quote_id} accepted${r.accepted_at ? ` on ${r.accepted_at.slice(0, 10)}` : ""}` : "marked won (booked)",
  }));
}

/** Everything about one address; the export itself is audited in the same transaction as its reads. */
export async function exportPersonalData(
  db: Kysely<DB>,
  audit: AuditRecorder,
  email: string,
  ctx: ChangeContext,
  now: Date,
): Promise<PersonalDataExport> {
  return db.transaction().execute(async (tx) => {
    const ids = await inquiryIdsOf(tx, email);
    const chunked = async <T>(read: (chunk: number[]) => Promise<T[]>): Promise<T[]> => {
      const out: T[] = [];
      for (let i = 0; i < ids.length; i += 500) out.push(...(await read(ids.slice(i, i + 500))));
      return out;
    };
    const inquiries = await chunked((c) => tx.selectFrom("inquiries").selectAll().where("id", "in", c).orderBy("id").execute());
    const notes = await chunked((c) => tx.selectFrom("inquiry_notes").selectAll().where("inquiry_id", "in", c).orderBy("id").execute());
    const history = await chunked((c) => tx.selectFrom("inquiry_events").selectAll().where("inquiry_id", "in", c).orderBy("id").execute());
    const emails = await tx
      .selectFrom("outbox_messages")
      .select(["id", "inquiry_id", "kind", "status", "to_address", "to_name", "subject", "text_body", "created_at", "sent_at"])
      .where((eb) =>
        eb.or([
          eb(sql`lower(to_address)`, "=", normaliseEmail(email)),
          ...(ids.length ? [eb("inquiry_id", "in", ids.slice(0, 500))] : []),
        ]),
      )
      .orderBy("id")
      .execute();
    const travellers = await chunked((c) => travellersOf(tx, c));
    await audit.record(tx, {
      actor: ctx.actor,
      action: "personal_data.exported",
      entityType: "traveller",
      entityId: travellerRef(email),
      after: { inquiries: ids, notes: notes.length, emails: emails.length },
      ip: ctx.ip,
    });
    return {
      email: normaliseEmail(email),
      exportedAt: now.toISOString(),
      inquiries: inquiries.map(({ search_text: _search, ...rest }) => rest),
      notes,
      history,
      emails,
      travellers,
    };
  });
}


export async function erasePersonalData(
  db: Kysely<DB>,
  audit: AuditRecorder,
  email: string,
  ctx: ChangeContext,
  now: Date,
): Promise<ErasureResult> {
  const at = now.toISOString();
  return db.transaction().execute(async (tx) => {
    const ids = await inquiryIdsOf(tx, email);
    let notes = 0;
    let emails = 0;
    for (let i = 0; i < ids.length; i += 500) {
      const chunk = ids.slice(i, i + 500);
      await tx
        .updateTable("inquiries")
        .set((eb) => ({
          full_name: "[erased]",
          email: "",
          phone: null,
          message: null,
          children_ages: null,
          start_date: null,
          end_date: null,
          source_url: null,
          client_ip: null,
          user_agent: null,
          lost_reason: null,
          search_text: "",
          erased_at: at,
          updated_at: at,
          version: eb("version", "+", 1),
        }))
        .where("id", "in", chunk)
        .execute();
      notes += Number((await tx.deleteFrom("inquiry_notes").where("inquiry_id", "in", chunk).executeTakeFirst()).numDeletedRows);
      // Status and owner moves stay (they are the business's record); free text goes.
      await tx.updateTable("inquiry_events").set({ detail: null }).where("inquiry_id", "in", chunk).where("kind", "in", ["status", "reply", "released"]).execute();
      // Unsent emails are never sent; every email's copy of the traveller's details is blanked.
      await tx
        .updateTable("outbox_messages")
        .set({ status: "dead", last_error: "personal data erased before sending", claimed_at: null, claimed_by: null })
        .where("inquiry_id", "in", chunk)
        .where("status", "=", "pending")
        .execute();
      emails += Number(
        (
          await tx
            .updateTable("outbox_messages")
            .set({ to_name: null, reply_to_name: null, subject: "[erased]", text_body: "", html_body: "" })
            .where("inquiry_id", "in", chunk)
            .executeTakeFirst()
        ).numUpdatedRows,
      );
      await tx.updateTable("outbox_messages").set({ to_address: "erased@erased.invalid" }).where("inquiry_id", "in", chunk).where("kind", "!=", "staff_notification").execute();
      await tx.updateTable("outbox_messages").set({ reply_to_address: null }).where("inquiry_id", "in", chunk).where("kind", "=", "staff_notification").execute();
      await eraseQuotesOf(tx, chunk);
      await eraseBookingsOf(tx, chunk);
      await eraseInboundEmailsOf(tx, chunk);
      for (const id of chunk) await recordEvent(tx, { inquiryId: id, at, actor: ctx.actor, kind: "erased" });
    }
    await audit.record(tx, {
      actor: ctx.actor,
      action: "personal_data.erased",
      entityType: "traveller",
      entityId: travellerRef(email),
      after: { inquiries: ids, notes, emails },
      ip: ctx.ip,
    });
    return { inquiries: ids, notes, emails };
  });
}

export type { ErasureResult, PersonalDataExport };
