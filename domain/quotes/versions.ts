/**
 * A quote's versions and state (issue 14, decision 0036): a sent version is frozen, and any change
 * after sending makes the next version, a draft, until it is sent in turn; the traveller always
 * sees the newest sent version. Validity is 7-30 days from the day a version is sent. Pure: the
 * caller passes today's date.
 */
import { addDays } from "../rates/dates.ts";
import type { QuoteState } from "./presented-quote.ts";

export const MIN_VALIDITY_DAYS = 7;
export const MAX_VALIDITY_DAYS = 30;
/** The terms say quotes are valid "typically 7-30 days"; two weeks is what the builder proposes. */
export const DEFAULT_VALIDITY_DAYS = 14;

export const VERSION_STATUSES = ["draft", "sent"] as const;
export type VersionStatus = (typeof VERSION_STATUSES)[number];

export interface VersionFacts {
  version: number;
  status: VersionStatus;
}

/** Why a validity cannot be used, or null. */
export function validityProblem(days: number): string | null {
  if (!Number.isInteger(days) || days < MIN_VALIDITY_DAYS || days > MAX_VALIDITY_DAYS)
    return `A quote is valid for ${MIN_VALIDITY_DAYS} to ${MAX_VALIDITY_DAYS} days.`;
  return null;
}

/** The last day a version sent on `issuedOn` can be accepted. */
export const validUntil = (issuedOn: string, validityDays: number): string => addDays(issuedOn, validityDays);

export const isExpired = (validUntilDate: string, today: string): boolean => today > validUntilDate;

/**
 * Where an edit goes: the draft, if the newest version is one; else a new draft numbered one more
 * than the newest, copied from it (a sent version is never written again).
 */
export function editTarget(versions: readonly VersionFacts[]): { kind: "draft"; version: number } | { kind: "new_version"; from: number; version: number } {
  const newest = [...versions].sort((a, b) => b.version - a.version)[0];
  if (!newest) return { kind: "new_version", from: 0, version: 1 };
  if (newest.status === "draft") return { kind: "draft", version: newest.version };
  return { kind: "new_version", from: newest.version, version: newest.version + 1 };
}

/** Only a draft can be changed or sent. */
export const isFrozen = (v: VersionFacts): boolean => v.status === "sent";

/** The version the traveller sees: the newest sent one. */
export function publicVersion<V extends VersionFacts>(versions: readonly V[]): V | undefined {
  return [...versions].filter((v) => v.status === "sent").sort((a, b) => b.version - a.version)[0];
}

export interface StateFacts {
  withdrawn: boolean;
  /** The version accepted, if any. */
  acceptedVersion: number | null;
  /** The newest sent version, its last valid day, and whether changes were asked for on it. */
  version: number;
  validUntil: string;
  changesRequested: boolean;
}

/** The state the traveller and staff see for the newest sent version. */
export function quoteState(f: StateFacts, today: string): QuoteState {
  if (f.withdrawn) return "withdrawn";
  if (f.acceptedVersion !== null && f.acceptedVersion === f.version) return "accepted";
  if (isExpired(f.validUntil, today)) return "expired";
  if (f.changesRequested) return "changes_requested";
  return "sent";
}

export const QUOTE_STATE_LABELS: Record<QuoteState | "draft", string> = {
  draft: "Draft, not sent",
  sent: "Sent",
  accepted: "Accepted",
  changes_requested: "Changes requested",
  expired: "Expired",
  withdrawn: "Withdrawn",
};

const OFFICE_DAY = new Intl.DateTimeFormat("en-CA", { timeZone: "Africa/Nairobi", year: "numeric", month: "2-digit", day: "2-digit" });

/** The calendar day in the office's time zone (Nairobi), "YYYY-MM-DD": quotes are issued and expire by office days. */
export const officeDate = (at: Date): string => OFFICE_DAY.format(at);
