/**
 * The pipeline's emails: a staff reply threaded under the traveller's acknowledgement, and the two
 * emails owed by an inquiry released from spam. Both go through the outbox in the transaction that
 * records them, so SMTP being down only means "pending", never lost.
 */
import type { Selectable, Transaction } from "kysely";
import type { Inquiry } from "#domain/inquiry.ts";
import { fieldErrors, replySchema } from "#domain/inquiry-pipeline.ts";
import { layout, paragraphs } from "../../mail/html.ts";
import type { CompanyContacts } from "../../mail/templates.ts";
import type { Outbox } from "../../outbox/index.ts";
import { inquiryDetails, inquiryMessages } from "../../outbox/inquiry-messages.ts";
import { recordEvent } from "./history.ts";
import { loadBookingTerms } from "../booking-terms.ts";
import type { AuditRecorder, ChangeContext, Outcome } from "./types.ts";
import type { DB, Inquiries } from "../../db/generated-types.ts";

type InquiryRow = Selectable<Inquiries>;

export interface MessageDeps {
  outbox: Outbox;
  audit: AuditRecorder;
  company: CompanyContacts;
}

/** The stored row as the inquiry it was submitted as, for rendering the emails it was owed. */
function asSubmitted(row: InquiryRow): Inquiry {
  return {
    full_name: row.full_name,
    email: row.email,
    consent: true,
    phone: row.phone ?? undefined,
    message: row.message ?? undefined,
    residency: (row.residency ?? undefined) as Inquiry["residency"],
    budget_tier: (row.budget_tier ?? undefined) as Inquiry["budget_tier"],
    start_date: row.start_date ?? undefined,
    end_date: row.end_date ?? undefined,
    pax_adults: row.pax_adults,
    pax_children: row.pax_children,
    children_ages: row.children_ages ? (JSON.parse(row.children_ages) as number[]) : [],
    package: row.package_id ?? undefined,
    service: row.service_id ?? undefined,
    metadata: row.destination_id ? { destination_id: row.destination_id } : undefined,
    source_page: row.source_page ?? undefined,
    source_url: row.source_url ?? undefined,
  } as Inquiry;
}

/**
 * "Not spam": clears the flag and enqueues the staff notification and traveller acknowledgement
 * with their usual dedupe keys, so however often it is pressed (two tabs, a retried request)
 * each email exists once.
 */
export async function releaseFromSpam(
  tx: Transaction<DB>,
  deps: MessageDeps,
  id: number,
  ctx: ChangeContext,
  now: Date,
): Promise<Outcome<{ released: boolean; version: number }>> {
  const row = await tx.selectFrom("inquiries").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return { ok: false, reason: "not_found" };
  if (row.erased_at) return { ok: false, reason: "invalid", errors: { form: "This inquiry's personal data was erased." } };
  const result = await tx
    .updateTable("inquiries")
    .set((eb) => ({ is_spam: 0, version: eb("version", "+", 1), updated_at: now.toISOString() }))
    .where("id", "=", id)
    .where("is_spam", "=", 1)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return { ok: true, released: false, version: Number(row.version) };
  const details = await inquiryDetails(tx, id, asSubmitted(row), deps.company.origin, new Date(row.created_at));
  for (const m of inquiryMessages(details, deps.company, await loadBookingTerms(tx))) {
    await deps.outbox.enqueue(tx, {
      ...m,
      inquiryId: id,
      dedupeKey: `inquiry:${id}:${m.kind}`,
      messageId: deps.outbox.inquiryMessageId(id, m.kind),
    });
  }
  const at = now.toISOString();
  await recordEvent(tx, { inquiryId: id, at, actor: ctx.actor, kind: "released", from: "spam", to: "inbox", detail: row.spam_reason });
  await deps.audit.record(tx, {
    actor: ctx.actor,
    action: "inquiry.released_from_spam",
    entityType: "inquiry",
    entityId: String(id),
    before: { is_spam: 1, spam_reason: row.spam_reason },
    after: { is_spam: 0, emails: ["staff_notification", "traveller_acknowledgement"] },
    ip: ctx.ip,
  });
  return { ok: true, released: true, version: Number(row.version) + 1 };
}

/** The Message-ID of the traveller's acknowledgement, which a reply threads under. */
async function acknowledgementId(tx: Transaction<DB>, deps: MessageDeps, id: number): Promise<string> {
  const row = await tx
    .selectFrom("outbox_messages")
    .select(["id", "message_id"])
    .where("inquiry_id", "=", id)
    .where("kind", "=", "traveller_acknowledgement")
    .executeTakeFirst();
  const fixed = deps.outbox.inquiryMessageId(id, "traveller_acknowledgement");
  if (!row || row.message_id) return row?.message_id ?? fixed;
  // Stored before migration 0004: the worker sends it as <inquiry-N.kind.ROWID@domain>.
  return fixed.replace("@", `.${row.id}@`);
}

export function replySignature(actorName: string, company: CompanyContacts): string {
  return `${actorName}\n${company.name}\n${company.salesEmail} · ${company.phones.join(" · ")}\n${company.origin}`;
}

/**
 * A reply composed in the console. `token` comes from the form as rendered, so a double submit
 * (or a retried POST) stores one reply. The first reply starts nothing new: it stops the
 * first-reply clock and moves a "new" inquiry to "contacted".
 */
export async function replyByEmail(
  tx: Transaction<DB>,
  deps: MessageDeps,
  id: number,
  input: unknown,
  token: string,
  ctx: ChangeContext & { actorName?: string },
  now: Date,
): Promise<Outcome<{ outboxMessageId: number; created: boolean }>> {
  const parsed = replySchema.safeParse(input);
  if (!parsed.success) return { ok: false, reason: "invalid", errors: fieldErrors(parsed.error) };
  const row = await tx.selectFrom("inquiries").selectAll().where("id", "=", id).executeTakeFirst();
  if (!row) return { ok: false, reason: "not_found" };
  if (row.erased_at) return { ok: false, reason: "invalid", errors: { form: "This inquiry's personal data was erased." } };
  if (Number(row.is_spam)) return { ok: false, reason: "invalid", errors: { form: "Release this inquiry from spam before replying." } };
  const ack = await acknowledgementId(tx, deps, id);
  const signature = replySignature(ctx.actorName || ctx.actor.email, deps.company);
  const text = `${parsed.data.body}\n\n--\n${signature}\n`;
  const enqueued = await deps.outbox.enqueue(tx, {
    kind: "inquiry_reply",
    inquiryId: id,
    dedupeKey: `inquiry_reply:${id}:${token}`,
    to: { address: row.email, name: row.full_name },
    replyTo: { address: deps.company.salesEmail, name: deps.company.name },
    subject: parsed.data.subject,
    text,
    html: layout({
      title: parsed.data.subject,
      preheader: parsed.data.body.slice(0, 90),
      body: paragraphs(parsed.data.body),
      footer: paragraphs(signature),
    }),
    inReplyTo: ack,
    references: ack,
  });
  if (!enqueued.created) return { ok: true, outboxMessageId: enqueued.id, created: false };
  const at = now.toISOString();
  const moveToContacted = row.status === "new";
  await tx
    .updateTable("inquiries")
    .set((eb) => ({
      first_reply_at: row.first_reply_at ?? at,
      ...(moveToContacted ? { status: "contacted" as const } : {}),
      version: eb("version", "+", 1),
      updated_at: at,
    }))
    .where("id", "=", id)
    .execute();
  await recordEvent(tx, { inquiryId: id, at, actor: ctx.actor, kind: "reply", detail: parsed.data.subject, outboxMessageId: enqueued.id });
  if (moveToContacted) await recordEvent(tx, { inquiryId: id, at, actor: ctx.actor, kind: "status", from: "new", to: "contacted", detail: "replied by email" });
  await deps.audit.record(tx, {
    actor: ctx.actor,
    action: "inquiry.replied",
    entityType: "inquiry",
    entityId: String(id),
    before: { status: row.status, first_reply_at: row.first_reply_at },
    // The reply's text stays in the outbox only (erasable with the traveller's data).
    after: { status: moveToContacted ? "contacted" : row.status, first_reply_at: row.first_reply_at ?? at, outbox_message_id: enqueued.id },
    ip: ctx.ip,
  });
  return { ok: true, outboxMessageId: enqueued.id, created: true };
}
