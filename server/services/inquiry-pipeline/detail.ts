/** One inquiry with everything the console shows: fields, origin, emails and their delivery, notes, history. */
import type { InquiryDetail } from "#domain/inbox-context.ts";
import type { Kysely } from "kysely";
import { firstReplyMs, needsReply, type PipelineStatus } from "#domain/inquiry-pipeline.ts";
import { inquiryReference } from "#domain/inquiry-reference.ts";
import type { Database } from "../../db/schema.ts";
import { formatDates, formatParty, residencyLabel, budgetLabel, whatsappLink } from "../../mail/inquiry-details.ts";
import type { CompanyContacts } from "../../mail/templates.ts";
import { withOutbox } from "../../outbox/schema.ts";
import { historyOf } from "./history.ts";
import { estimateSummary, parseEstimate } from "#domain/rates/estimate.ts";

function estimateText(json: string | null) {
  const estimate = parseEstimate(json);
  return estimate ? estimateSummary(estimate) : null;
}
import { withPipeline } from "./schema.ts";

/** "Hello Amina, this is Twiga Horizons Travel about your Maasai Mara Classic inquiry (TH-00042)": the reference her emails carry. */
export function whatsappText(firstName: string, company: string, topic: string, id: number): string {
  return `Hello ${firstName}, this is ${company} about your ${topic} inquiry (${inquiryReference(id)}).`;
}

export async function inquiryDetail(db: Kysely<Database>, company: CompanyContacts, id: number, now: Date): Promise<InquiryDetail | null> {
  const p = withPipeline(db);
  const row = await p
    .selectFrom("inquiries as i")
    .leftJoin("packages as pk", "pk.id", "i.package_id")
    .leftJoin("services as s", "s.id", "i.service_id")
    .leftJoin("destinations as d", "d.id", "i.destination_id")
    .selectAll("i")
    .select(["pk.title as package_title", "pk.status as package_status", "s.name as service_name", "d.name as destination_name"])
    .where("i.id", "=", id)
    .executeTakeFirst();
  if (!row) return null;
  const messages = await withOutbox(db).selectFrom("outbox_messages").selectAll().where("inquiry_id", "=", id).orderBy("id").execute();
  const notes = await p.selectFrom("inquiry_notes").selectAll().where("inquiry_id", "=", id).orderBy("id").execute();
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
    needsReply: needsReply({ createdAt: row.created_at, firstReplyAt: row.first_reply_at, status, isSpam, erased: !!row.erased_at }, now),
    erasedAt: row.erased_at,
    whatsappUrl: row.erased_at ? null : whatsappLink(row.phone, whatsappText(firstName, company.name, topic, row.id)),
    acknowledgementSubject: messages.find((m) => m.kind === "traveller_acknowledgement")?.subject ?? null,
    emails: messages.map((m) => ({
      id: m.id,
      kind: m.kind,
      status: m.status,
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
    history: await historyOf(p, id),
  };
}

export type { InquiryDetail };
