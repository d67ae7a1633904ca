/**
 * An audit entry as one sentence a person reads (issue 28 item 7): "Otieno raised Tsavo Value from
 * KES 44,200 to KES 46,500". The action says what kind of change it was; the snapshots and the
 * changed fields fill in the detail. Actions without a phrase of their own still read as words
 * ("Amina: invoice etims saved on booking BK-00042"), so a new action never shows as a code.
 */
import { BOOKING_STATE_LABELS, type BookingState } from "../bookings/booking.ts";
import { STATUS_LABELS, thresholdLabel, type PipelineStatus } from "../inquiry-pipeline.ts";
import { RESIDENCY_LABELS, type InquiryResidency } from "../residency.ts";
import { ROLE_LABELS, type Role } from "../staff-roles.ts";
import { formatAmount } from "../rates/money.ts";
import { inquiryReference } from "../inquiry-reference.ts";
import { eat, type FieldChange } from "./field-changes.ts";

export interface AuditSubject {
  /** Who acted, as people know them: a staff member's name, else their email; null for the system. */
  actor: string | null;
  /** The record, named: "Tsavo Value", "TH-00012", "booking BK-00042", "the booking terms". */
  record: string;
  /** Staff names by id, for snapshots that name people by id (an inquiry's owner). */
  people: Record<string, string>;
}

export interface SentenceInput {
  action: string;
  before: unknown;
  after: unknown;
  changes: FieldChange[];
}

type Snapshot = Record<string, unknown>;
const asSnapshot = (v: unknown): Snapshot => (typeof v === "object" && v !== null && !Array.isArray(v) ? (v as Snapshot) : {});

/** Actions a traveller takes from their own links: there is no staff member to name. */
const TRAVELLER_ACTIONS = new Set(["quote.changes_requested", "quote.fresh_requested", "quote.accepted", "booking.travellers_saved", "booking.payment_received"]);

const label = <K extends string>(labels: Record<K, string>, v: unknown): string => (typeof v === "string" && v in labels ? labels[v as K] : String(v ?? "none"));
const stateLabel = (v: unknown) => label<BookingState>(BOOKING_STATE_LABELS, v);
const statusLabel = (v: unknown) => label<PipelineStatus>(STATUS_LABELS, v);
const roleLabel = (v: unknown) => label<Role>(ROLE_LABELS, v);
const residencyLabel = (v: unknown) => label<InquiryResidency>(RESIDENCY_LABELS, v);

function money(v: unknown, currency: unknown): string {
  return typeof v === "number" ? formatAmount(v, typeof currency === "string" ? currency : "KES") : "an amount";
}

/** One money field changed: "raised X from A to B". Anything more is told by the list of changes. */
function priceMove(record: string, changes: FieldChange[]): string | null {
  if (changes.length !== 1 || !changes[0].direction) return null;
  const c = changes[0];
  return `${c.direction === 1 ? "raised" : "lowered"} ${record} from ${c.before} to ${c.after}`;
}

function rateName(r: Snapshot): string {
  return `the ${String(r.season ?? "")} rate for ${residencyLabel(r.residency)}`.replace("the  rate", "a rate");
}

/** Translations (decision 0076) record their document's name and language: "the German translation of Tsavo Value". */
const LANGUAGE_NAMES: Record<string, string> = { de: "German", fr: "French", it: "Italian", zh: "Chinese" };
function translationOf(after: Snapshot, record: string): string {
  const language = typeof after.locale === "string" ? LANGUAGE_NAMES[after.locale] : undefined;
  return language && typeof after.name === "string" ? `the ${language} translation of ${after.name}` : record;
}

/** The predicate of the sentence: everything after the actor. */
function predicate(input: SentenceInput, s: AuditSubject): string {
  const before = asSnapshot(input.before);
  const after = asSnapshot(input.after);
  const record = s.record;
  const [, verb = input.action] = input.action.split(/\.(.+)/);
  switch (input.action) {
    case "package.rate_saved": {
      const name = `${rateName(after)} of ${record}`;
      if (!input.before) return `added ${name}`;
      return priceMove(name, input.changes) ?? `changed ${name}`;
    }
    case "package.rate_deleted":
      return `deleted ${rateName(before)} of ${record}`;
    case "package.rates_raised":
      return `raised the rates of ${record}`;
    case "package.rates_imported":
      return `imported rates into ${record}`;
    case "package.rates_copied":
      return `copied rates into ${record}`;
    case "rate_season.created":
      return `created the season ${String(after.name ?? record)}`;
    case "rate_season.updated":
      return `changed the season ${String(after.name ?? record)}`;
    case "rate_season.deleted":
      return `deleted the season ${String(before.name ?? record)}`;
    case "inquiry.status_changed":
      return `moved ${record} from ${statusLabel(before.status)} to ${statusLabel(after.status)}${after.lost_reason ? ` (${String(after.lost_reason)})` : ""}`;
    case "inquiry.owner_assigned":
      return after.owner_id ? `gave ${record} to ${s.people[String(after.owner_id)] ?? "a staff member"}` : `took ${record} off ${s.people[String(before.owner_id)] ?? "its owner"}`;
    case "inquiry.replied":
      return `replied to ${record}`;
    case "inquiry.note_added":
      return `added a note to ${record}`;
    case "inquiry.released_from_spam":
      return `released ${record} from spam`;
    case "staff.invited":
      return `invited ${String(after.email ?? record)} as ${roleLabel(after.role)}`;
    case "staff.invitation_resent":
      return `sent ${record} a new invitation`;
    case "staff.role_changed":
      return `changed ${record}'s role from ${roleLabel(before.role)} to ${roleLabel(after.role)}`;
    case "staff.owner_created":
      return `created the owner account ${record}`;
    case "staff.session_revoked":
      return `signed ${record} out of a session`;
    case "settings.require_two_factor_changed":
      return `turned ${after.required ? "on" : "off"} two-factor sign-in for all staff`;
    case "settings.needs_reply_threshold_changed":
      return `changed the "needs reply" threshold from ${thresholdLabel(Number(before.minutes))} to ${thresholdLabel(Number(after.minutes))}`;
    case "booking_terms.changed":
      return "changed the booking terms";
    case "quote.created":
      return `started ${record}`;
    case "quote.version_sent":
      return `sent version ${String(after.version ?? "")} of ${record}`.replace("version  of", "a version of");
    case "quote.line_overridden":
      return `overrode a price in ${record}`;
    case "quote.changes_requested":
      return `asked for changes to ${record}`;
    case "quote.fresh_requested":
      return `asked for a fresh quote in place of ${record}`;
    case "quote.accepted":
      return `accepted ${record}`;
    case "booking.payment_recorded":
      return `recorded a payment of ${money(after.amount, after.currency)} on ${record}${before.state && before.state !== after.state ? `; it went from ${stateLabel(before.state)} to ${stateLabel(after.state)}` : ""}`;
    case "booking.payment_received":
      return `paid ${money(after.amount, after.currency)} on ${record}`;
    case "booking.payment_matched":
      return `matched a payment to ${record}`;
    case "booking.refund_recorded":
      return `recorded a refund of ${money(after.amount, after.currency)} on ${record}`;
    case "booking.state_changed":
      return `set ${record} from ${stateLabel(before.state)} to ${stateLabel(after.state)}${after.reason ? `, because: ${String(after.reason)}` : ""}`;
    case "booking.cancelled":
      return `cancelled ${record}${after.reason ? `, because: ${String(after.reason)}` : ""}`;
    case "booking.travellers_saved":
      return `saved the travellers' details of ${record}`;
    case "booking.reminder_queued":
      return `queued a balance reminder for ${record}`;
    case "booking.invoice_etims_saved":
      return `saved the eTIMS details of the invoice for ${record}`;
    case "booking.invoice_issued":
      return `issued an invoice for ${record}`;
    case "personal_data.exported":
      return `exported the personal data of ${record}`;
    case "personal_data.erased":
      return `erased the personal data of ${record}`;
    case "inbound_email.attached":
      return `attached an email from ${String(after.from ?? "a traveller")} to ${typeof after.inquiry_id === "number" ? inquiryReference(after.inquiry_id) : "an inquiry"}`;
    case "inbound_email.dismissed":
      return `dismissed an unmatched email from ${String(after.from ?? "an unknown sender")}`;
    case "media.uploaded":
      return `uploaded ${record}`;
    case "media.details_saved":
      return `changed the details of ${record}`;
    case "translation.saved":
      return `saved a draft of ${translationOf(after, record)}`;
    case "translation.published":
      return `published ${translationOf(after, record)}`;
    case "translation.draft_discarded":
      return `discarded the draft of ${translationOf(after, record)}`;
  }
  // The editors' actions are shared by every kind of document (decision 0030).
  switch (verb) {
    case "created":
      return `created ${record}`;
    case "draft_saved":
      return `saved a draft of ${record}`;
    case "published":
      return priceMove(record, input.changes) ?? `published ${record}`;
    case "draft_discarded":
      return `discarded the draft of ${record}`;
    case "restored_to_draft":
      return `made an earlier version of ${record} the draft`;
    case "archived":
      return `archived ${record}`;
    case "publish_scheduled":
      return `scheduled ${record} to be published on ${typeof after.publish_at === "string" ? eat(new Date(after.publish_at)) : "a later time"}`;
    case "schedule_cancelled":
      return `cancelled the scheduled publishing of ${record}`;
    case "scheduled_publish_done":
      return `published ${record} as scheduled`;
    case "scheduled_publish_failed":
      return `could not publish ${record} as scheduled`;
  }
  // "invoice_tax_types_changed" -> "changed the invoice tax types of …".
  const done = /^(.+)_(changed|saved|issued|queued|recorded|sent|removed|added|deleted|updated|created)$/.exec(verb);
  if (done) return `${done[2]} the ${done[1].replace(/_/g, " ")} of ${record}`;
  return `did “${verb.replace(/_/g, " ")}” on ${record}`;
}

export function auditSentence(input: SentenceInput, s: AuditSubject): string {
  const who = s.actor ?? (TRAVELLER_ACTIONS.has(input.action) ? "The traveller" : "The system");
  return `${who} ${predicate(input, s)}`;
}
