/** The payments page as one console request sees it: sales and owners (`quotes:write`), as bookings. */
import type { PaymentsConsole } from "#domain/payments/console-context.ts";
import type { StaffGate } from "#domain/staff-context.ts";
import type { OnlinePayments } from "./online-payments.ts";

export function createPaymentsConsole(payments: OnlinePayments, gate: StaffGate, ip: string | null): PaymentsConsole {
  return {
    async overview() {
      await gate.require("quotes:write");
      return payments.overview();
    },
    async match(id, booking) {
      const member = await gate.require("quotes:write");
      return payments.matchUnmatched(id, booking, { actor: { id: member.id, email: member.email }, ip });
    },
  };
}
