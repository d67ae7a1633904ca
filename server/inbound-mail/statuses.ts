/** The values inbound_emails keeps in its text columns `status` and `matched_by` (server/db/generated-types.ts). */

/** matched: on an inquiry's thread; unmatched: waits for staff; dismissed; own: a copy of an email we sent. */
export const INBOUND_STATUSES = ["matched", "unmatched", "dismissed", "own"] as const;
export type InboundStatus = (typeof INBOUND_STATUSES)[number];
/** How a message found its inquiry. */
export type MatchedBy = "thread" | "reference" | "staff";
