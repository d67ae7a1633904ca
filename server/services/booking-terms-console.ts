/**
 * The booking terms page as one console request sees it (issue 26 item 1): owners only
 * (`settings:manage`), and a change needs the same fresh proof of identity as the other power
 * changes of the settings page (session-freshness.ts): 401 with a `proof` error otherwise.
 */
import type { Kysely } from "kysely";
import type { BookingTermsConsole } from "#domain/booking-terms.ts";
import type { StaffGate } from "#domain/staff-context.ts";
import { PROOF_NEEDED } from "../auth/session-freshness.ts";
import type { AuditLog } from "./audit-log.ts";
import { loadBookingTerms, saveBookingTerms } from "./booking-terms.ts";
import type { DB } from "../db/generated-types.ts";

export function createBookingTermsConsole(deps: { db: Kysely<DB>; audit: AuditLog; gate: StaffGate; ip: string | null; onSaved?: () => void }): BookingTermsConsole {
  return {
    async read() {
      const member = await deps.gate.require("settings:manage");
      return { terms: await loadBookingTerms(deps.db), needsProof: member.freshUntil <= Date.now() };
    },
    async save(input) {
      const member = await deps.gate.require("settings:manage");
      if (member.freshUntil <= Date.now()) return { ok: false, status: 401, errors: { form: PROOF_NEEDED, proof: PROOF_NEEDED } };
      const saved = await saveBookingTerms(deps.db, deps.audit, input, { actor: { id: member.id, email: member.email }, ip: deps.ip }, deps.onSaved);
      return saved.ok ? { ok: true } : saved;
    },
  };
}
