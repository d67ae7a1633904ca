/** One inquiry with everything the console shows: fields, origin, emails and their delivery, notes, history. */
import { INQUIRY_EMAIL_KINDS, INQUIRY_EMAIL_STATUSES, type InquiryDetail, type InquiryEvent } from "#domain/inbox-context.ts";
import { storedValue } from "#domain/stored-values.ts";
import type { Kysely } from "kysely";
import { firstReplyMs, needsReply, type PipelineStatus, thresholdLabel } from "#domain/inquiry-pipeline.ts";
import { inquiryReference } from "#domain/inquiry-reference.ts";
import { formatDates, formatParty, residencyLabel, budgetLabel, whatsappLink } from "../../mail/inquiry-details.ts";
import type { CompanyContacts } from "../../mail/templates.ts";
import { historyOf } from "./history.ts";
import { estimateSummary, parseEstimate } from "#domain/rates/estimate.ts";
import type { DB } from "../../db/generated-types.ts";

function estimateText(json: string | null) {
  const estimate = parseEstimate(json);
  return estimate ? estimateSummary(estimate) : null;
}

/** "Hello Amina, this is Twiga Horizons Travel about your Maasai Mara Classic inquiry (TH-00042)": the reference her emails carry. */
export function whatsappText(firstName: string, company: string, topic: string, id: number): string {
  return `Hello ${firstName}, this is ${company} about your ${topic} inquiry (${inquiryReference(id)}).`;
}

/** The signature the console adds below every reply (messages.ts): the history shows what was written. */
const SIGNATURE_MARK = "\n\n--\n";

/** Each reply event carries the text that was sent, read from its outbox row (erasure empties it). */
function withReplyTexts(history: InquiryEvent[], messages: Array<{ id: number; text_body: string }>): InquiryEvent[] {
  const byId = new Map(messages.map((m) => [m.id, m.text_body]));
  return history.map((e) => {
    if (e.kind !== "reply" || e.outboxMessageId === null) return e;
    const body = byId.get(e.outboxMessageId) ?? "";
    const cut = body.lastIndexOf(SIGNATURE_MARK);
    const text = (cut >= 0 ? body.slice(0, cut) : body).trim();
    return { ...e, text: text || null };
  });
}

/** `clock`: the request's time and the owner's "needs reply" threshold in business minutes. */
export async function inquiryDetail(db: Kysely<DB>, company: CompanyContacts, id: number, clock: { now: Date; thresholdMinutes: number }): Promise<InquiryDetail | null> {
  const { now } = clock;
  const row = await db
    .selectFrom("inquiries as i")
    .leftJoin("packages as pk", "pk.id", "i.package_id")
    .leftJoin("services as s", "s.id", "i.service_id")
    .leftJoin("destinations as d", "d.id", "i.destination_id")
    .selectAll("i")
    .select(["pk.title as package_title", "pk.status as package_status", "s.name as service_name", "d.name as destination_name"])
    .where("i.id", "=", id)
    .executeTakeFirst();
  if (!row) return null;
  const messages = await db.selectFrom("outbox_messages").selectAll().where("inquiry_id", "=", id).orderBy("id").execute();
  const notes = await db.selectFrom("inquiry_notes").selectAll().where("inquiry_id", "=", id).orderBy("id").execute();
  const ages: number[] = row.children_ages ? JSON.parse(row.children_ages) : [];
  const status = row.status as PipelineStatus;
  const isSpam = Number(row.is_spam) === 1;
  const topic = row.package_title ?? row.service_name ?? row.destination_name ?? "safari";
  const firstName = row.full_name.split(/\s+/)[0] ?? row.full_name;
  return {
    id: row.id,
    createdAt: row.created_at,
    fullName: row.full_name,
    email: row.email,
    phone: row.phone,
    message: row.message,
    residency: row.residency,
    residencyLabel: residencyLabel(row.residency),
    budgetTier: row.budget_tier,
    budgetLabel: budgetLabel(row.budget_tier),
    dates: formatDates(row.start_date, row.end_date),
    startDate: row.start_date,
    endDate: row.end_date,
    party: formatParty(row.pax_adults, row.pax_children, ages),
    estimate: estimateText(row.estimate),
    package: row.package_id ? { id: row.package_id, title: row.package_title, archived: row.package_status === "archived" } : null,
    service: row.service_id ? { id: row.service_id, name: row.service_name } : null,
    destination: row.destination_id ? { id: row.destination_id, name: row.destination_name } : null,
    sourcePage: row.source_page,
    sourceUrl: row.source_url,
    clientIp: row.client_ip,
    userAgent: row.user_agent,
    isSpam,
    spamReason: row.spam_reason,
    status,
    lostReason: row.lost_reason,
    ownerId: row.owner_id,
    version: Number(row.version),
    firstReplyAt: row.first_reply_at,
    firstReplyMs: firstReplyMs(row.created_at, row.first_reply_at),
    needsReply: needsReply({ createdAt: row.created_at, firstReplyAt: row.first_reply_at, status, isSpam, erased: !!row.erased_at }, now, clock.thresholdMinutes),
    needsReplyAfter: thresholdLabel(clock.thresholdMinutes),
    erasedAt: row.erased_at,
    whatsappUrl: row.erased_at ? null : whatsappLink(row.phone, whatsappText(firstName, company.name, topic, row.id)),
    acknowledgementSubject: messages.find((m) => m.kind === "traveller_acknowledgement")?.subject ?? null,
    emails: messages.map((m) => ({
      id: m.id,
      kind: storedValue(INQUIRY_EMAIL_KINDS, m.kind, "outbox_messages.kind"),
      status: storedValue(INQUIRY_EMAIL_STATUSES, m.status, "outbox_messages.status"),
      to: m.to_address,
      subject: m.subject,
      attempts: Number(m.attempts),
      maxAttempts: Number(m.max_attempts),
      nextAttemptAt: m.next_attempt_at,
      lastError: m.last_error,
      createdAt: m.created_at,
      sentAt: m.sent_at,
    })),
    notes: notes.map((n) => ({ id: n.id, authorId: n.author_id, authorEmail: n.author_email, body: n.body, createdAt: n.created_at })),
    history: withReplyTexts(await historyOf(db, id), messages),
  };
}

export type { InquiryDetail };
