/**
 * The console's inbox as loaders and actions see it (issue 10 §4-6): the data shapes and the
 * per-request InboxConsole the server builds (server/services/inquiry-pipeline/inbox-console.ts).
 * Every method checks the signed-in member's permission on the server itself, whatever the page
 * already checked, and takes the actor from the session, never from the form.
 */
import type { InquiryFilters } from "./inquiry-filters.ts";
import type { PipelineStatus } from "./inquiry-pipeline.ts";

export const INQUIRY_EVENT_KINDS = ["status", "owner", "note", "reply", "released", "erased"] as const;
export type InquiryEventKind = (typeof INQUIRY_EVENT_KINDS)[number];
export const INQUIRY_EMAIL_KINDS = [
  "staff_notification",
  "traveller_acknowledgement",
  "inquiry_reply",
  "staff_invitation",
  "password_link",
  "quote_sent",
  "quote_accepted",
  "quote_acceptance_confirmation",
  "quote_changes_requested",
  "quote_fresh_requested",
  "booking_receipt",
  "balance_reminder",
] as const;
export type InquiryEmailKind = (typeof INQUIRY_EMAIL_KINDS)[number];
/** pending → sending → sent; or back to pending for a retry; dead after the last try. */
export const INQUIRY_EMAIL_STATUSES = ["pending", "sending", "sent", "dead"] as const;
export type InquiryEmailStatus = (typeof INQUIRY_EMAIL_STATUSES)[number];

export interface InquiryListItem {
  id: number;
  createdAt: string;
  fullName: string;
  email: string;
  phone: string | null;
  status: PipelineStatus;
  ownerId: string | null;
  packageId: number | null;
  packageTitle: string | null;
  serviceName: string | null;
  residency: string | null;
  /** The party and travel dates the traveller gave ("YYYY-MM-DD"; null when they gave none). */
  adults: number;
  children: number;
  startDate: string | null;
  endDate: string | null;
  /** The price the server estimated when the inquiry arrived, integer minor units; null without one. */
  estimate: { total: number; currency: string } | null;
  isSpam: boolean;
  spamReason: string | null;
  firstReplyAt: string | null;
  needsReply: boolean;
  erased: boolean;
}

export interface InquiryPage {
  items: InquiryListItem[];
  /** Matches, counted up to COUNT_CAP. */
  total: number;
  /** True when there are more than COUNT_CAP matches. */
  capped: boolean;
  page: number;
  pageSize: number;
  hasNext: boolean;
}

export interface InquiryEvent {
  id: number;
  at: string;
  actorId: string | null;
  actorEmail: string | null;
  kind: InquiryEventKind;
  from: string | null;
  to: string | null;
  detail: string | null;
  outboxMessageId: number | null;
  /** A reply's text as sent (without the signature); null for other events and after erasure. */
  text?: string | null;
}

export interface InquiryEmail {
  id: number;
  kind: InquiryEmailKind;
  status: InquiryEmailStatus;
  to: string;
  subject: string;
  attempts: number;
  maxAttempts: number;
  nextAttemptAt: string;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

export interface InquiryNote {
  id: number;
  authorId: string | null;
  authorEmail: string | null;
  body: string;
  createdAt: string;
}

export interface InquiryDetail {
  id: number;
  createdAt: string;
  fullName: string;
  email: string;
  phone: string | null;
  message: string | null;
  residency: string | null;
  residencyLabel: string | null;
  budgetTier: string | null;
  budgetLabel: string | null;
  dates: string | null;
  startDate: string | null;
  endDate: string | null;
  party: string;
  /** The server's price for the party and dates asked about (decision 0034), in words; null when none. */
  estimate: { total: string; about: string; lines: string[]; seasons: string[] } | null;
  /** `archived`: taken off the site (the inquiry still names it; its public page answers 404). */
  package: { id: number; title: string | null; archived: boolean } | null;
  service: { id: number; name: string | null } | null;
  destination: { id: number; name: string | null } | null;
  sourcePage: string | null;
  sourceUrl: string | null;
  clientIp: string | null;
  userAgent: string | null;
  isSpam: boolean;
  spamReason: string | null;
  status: PipelineStatus;
  lostReason: string | null;
  ownerId: string | null;
  version: number;
  firstReplyAt: string | null;
  firstReplyMs: number | null;
  needsReply: boolean;
  /** The threshold as staff read it ("1 business hour"), for the marker's wording. */
  needsReplyAfter: string;
  erasedAt: string | null;
  whatsappUrl: string | null;
  /** Subject of the traveller's acknowledgement, for "Re: ..." on a reply. */
  acknowledgementSubject: string | null;
  emails: InquiryEmail[];
  notes: InquiryNote[];
  history: InquiryEvent[];
}

export interface DashboardStats {
  from: string;
  to: string;
  total: number;
  won: number;
  lost: number;
  /** won / all inquiries in the period, 0..1, or null with none. */
  conversion: number | null;
  medianFirstReplyMs: number | null;
  repliedCount: number;
  needsReply: number;
  perWeek: Array<{ weekStart: string; count: number }>;
  byService: Array<{ id: number | null; name: string; count: number }>;
  byPackage: Array<{ id: number | null; name: string; count: number }>;
  byResidency: Array<{ residency: string | null; count: number }>;
  /** Per owner (the agent answering for an inquiry), unassigned last. */
  byOwner: OwnerStats[];
}

export interface OwnerStats {
  ownerId: string | null;
  name: string;
  total: number;
  won: number;
  /** won / all of theirs in the period, 0..1, or null with none. */
  conversion: number | null;
  medianFirstReplyMs: number | null;
  repliedCount: number;
}

export interface Actor {
  id: string;
  email: string;
}

export type Outcome<T = object> =
  | ({ ok: true } & T)
  | { ok: false; reason: "not_found" }
  | { ok: false; reason: "invalid"; errors: Record<string, string> }
  /** Someone else changed the inquiry since the form was loaded: nothing was written. */
  | { ok: false; reason: "conflict"; message: string; current: { status: string; ownerId: string | null; version: number } };

export interface StaffOption {
  id: string;
  name: string;
  email: string;
}

/** One audit entry as the trail shows it (issue 28 item 7): a sentence, and only what it changed. */
export interface AuditEntryView {
  id: number;
  at: string;
  actorEmail: string | null;
  action: string;
  entityType: string;
  entityId: string | null;
  ip: string | null;
  /** "Otieno raised Tsavo Value from KES 44,200 to KES 46,500". */
  sentence: string;
  /** The changed fields only; empty for a creation, whose snapshot tells it whole. */
  changes: AuditChange[];
  /** Whether stored snapshots exist to be read on the entry's own page. */
  hasSnapshots: boolean;
}

export interface AuditChange {
  label: string;
  before: string | null;
  after: string | null;
  /** Long texts come as a word diff instead of two copies. */
  diff?: TextDiffPart[];
}

export interface TextDiffPart {
  op: "same" | "added" | "removed";
  text: string;
}

/** One entry with its stored snapshots, pretty-printed. */
export interface AuditSnapshots {
  entry: AuditEntryView;
  before: string | null;
  after: string | null;
}

export interface AuditFilters {
  actor?: string;
  action?: string;
  entity_type?: string;
  entity_id?: string;
  from?: string;
  to?: string;
  page?: number;
}

export interface AuditPage {
  entries: AuditEntryView[];
  page: number;
  hasNext: boolean;
  actions: string[];
  entityTypes: string[];
}

export interface PersonalDataExport {
  email: string;
  exportedAt: string;
  inquiries: Array<Record<string, unknown>>;
  notes: Array<Record<string, unknown>>;
  history: Array<Record<string, unknown>>;
  emails: Array<Record<string, unknown>>;
  /** The travellers' details given for the traveller's bookings (decision 0054). */
  travellers?: Array<Record<string, unknown>>;
}

export interface ErasureResult {
  inquiries: number[];
  notes: number;
  emails: number;
}

/** A trip a traveller has agreed to: an accepted quote or an inquiry marked won (booked). */
export interface TravellerTrip {
  /** TH-00042 */
  reference: string;
  packageTitle: string | null;
  /** "quote 7 accepted on 2026-11-12", "marked won (booked)" */
  state: string;
}

export interface InboxConsole {
  /** `owner: "me"` in the filters is the signed-in member. */
  list(filters: InquiryFilters): Promise<InquiryPage>;
  get(id: number): Promise<InquiryDetail | null>;
  /** Staff who can be given an inquiry. */
  staffOptions(): Promise<StaffOption[]>;
  changeStatus(id: number, input: unknown): Promise<Outcome<{ version: number; status: PipelineStatus }>>;
  assignOwner(id: number, input: unknown): Promise<Outcome<{ version: number; ownerId: string | null }>>;
  addNote(id: number, input: unknown): Promise<Outcome<{ noteId: number }>>;
  releaseFromSpam(id: number): Promise<Outcome<{ released: boolean; version: number }>>;
  reply(id: number, input: unknown, token: string): Promise<Outcome<{ outboxMessageId: number; created: boolean }>>;
  exportCsv(filters: InquiryFilters): Promise<{ csv: string; rows: number; truncated: boolean }>;
  dashboard(range?: { from?: string; to?: string }): Promise<DashboardStats>;
  audit(filters: AuditFilters): Promise<AuditPage>;
  auditSnapshots(id: number): Promise<AuditSnapshots | null>;
  exportPersonalData(email: string): Promise<PersonalDataExport>;
  erasePersonalData(email: string): Promise<ErasureResult>;
  /** The trips the traveller at `email` agreed to, named before their data is erased (issue 24 item 7). */
  tripsOfTraveller(email: string): Promise<TravellerTrip[]>;
  /** The "needs reply" threshold in minutes of business time, and the office hours it counts (decision 0066). */
  replyThreshold(): Promise<{ minutes: number; label: string; businessHours: string }>;
  /** Owners only (settings:manage); `input` is { needsReplyHours, needsReplyMinutes } as typed. */
  setReplyThreshold(input: unknown): Promise<Outcome<{ minutes: number }>>;
}
