/**
 * THE booking terms as stored (issue 26 item 1, decision 0048): one site document, kind
 * "booking_terms", edited by owners in the console with a fresh proof of identity and audited.
 * `loadBookingTerms` is the one function every reader uses (quotes, the quote page and PDF, the
 * acceptance email, bookings); with nothing stored it answers the defaults of domain/booking-terms.ts.
 */
import { bumpDataVersion } from "./app-meta.ts";
import type { Kysely, Transaction } from "kysely";
import type { BookingTerms } from "#domain/booking-terms.ts";
import { bookingTermsSchema, readBookingTerms } from "#domain/booking-terms-schema.ts";
import type { AuditLog } from "./audit-log.ts";
import { readSiteDocument, writeSiteDocument } from "./site-documents/company.ts";
import type { DB } from "../db/generated-types.ts";

export const BOOKING_TERMS_KIND = "booking_terms";

type Exec = Kysely<DB> | Transaction<DB>;

/** THE booking terms in force now. Read inside the caller's transaction when it has one. */
export async function loadBookingTerms(exec: Exec): Promise<BookingTerms> {
  return readSiteDocument(exec, BOOKING_TERMS_KIND, readBookingTerms);
}

export type SaveBookingTermsResult = { ok: true; terms: BookingTerms } | { ok: false; status: number; errors: Record<string, string> };

/** Field errors keyed as the console form names its fields ("cancellationScale.1.refundPercent"). */
function fieldErrors(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join(".") || "form";
    errors[key] ??= issue.message;
  }
  return errors;
}

/** Checks and stores new terms, audited with the terms before and after. Bookings already made keep theirs. */
export async function saveBookingTerms(db: Kysely<DB>, audit: AuditLog, input: unknown, by: { actor: { id: string; email: string }; ip: string | null }, onSaved?: () => void): Promise<SaveBookingTermsResult> {
  const parsed = bookingTermsSchema.safeParse(input);
  if (!parsed.success) return { ok: false, status: 400, errors: fieldErrors(parsed.error.issues) };
  const terms = parsed.data;
  await db.transaction().execute(async (tx) => {
    const before = await loadBookingTerms(tx);
    await writeSiteDocument(tx, BOOKING_TERMS_KIND, terms, new Date().toISOString());
    await audit.record(tx, { actor: by.actor, ip: by.ip, action: "booking_terms.changed", entityType: "booking_terms", entityId: BOOKING_TERMS_KIND, before, after: terms });
    // Public pages print the terms (the package page, the terms page, the inquiry's confirmation):
    // a new data version makes every process's catalogue and page cache read them again.
    await bumpDataVersion(tx);
  });
  onSaved?.();
  return { ok: true, terms };
}
