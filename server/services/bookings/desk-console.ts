/**
 * A booking's travellers, hand state changes, cancellation, refunds and the departure manifest as
 * one console request sees them (decision 0054): every method asks the staff gate first, sales
 * and above (`quotes:write`) for everything but refunds, which need `refunds:record` (owners).
 */
import type { BookingDeskConsole, DeskView } from "#domain/bookings/desk-context.ts";
import { stateForMoney } from "#domain/bookings/booking.ts";
import { cancellationRefund, handStateTargets } from "#domain/bookings/cancellation.ts";
import { officeDate } from "#domain/quotes/versions.ts";
import { can } from "#domain/staff-roles.ts";
import type { StaffGate } from "#domain/staff-context.ts";
import type { BookingsService } from "./bookings.ts";
import type { BookingDesk } from "./desk.ts";

export function createBookingDeskConsole(desk: BookingDesk, bookings: BookingsService, gate: StaffGate, ip: string | null): BookingDeskConsole {
  const as = async (permission: "quotes:write" | "refunds:record" = "quotes:write") => {
    const member = await gate.require(permission);
    return { member, by: { actor: { id: member.id, email: member.email }, ip } };
  };
  return {
    async get(id): Promise<DeskView | null> {
      const { member } = await as();
      const b = await bookings.get(id);
      if (!b) return null;
      const moneyState = stateForMoney("awaiting_deposit", b, b.paid);
      const cancellation = await desk.cancellation(id);
      const refunds = await desk.refunds(id);
      const refundToday =
        b.state === "cancelled"
          ? null
          : cancellationRefund({ total: b.total, paid: b.paid, scale: b.terms.cancellationScale, startDate: b.document.startDate, cancelledOn: officeDate(new Date()) });
      return {
        id: b.id,
        reference: b.reference,
        state: b.state,
        currency: b.currency,
        total: b.total,
        paid: b.paid,
        moneyState,
        trip: { startDate: b.document.startDate, endDate: b.document.endDate },
        places: await desk.places(id, b.document),
        submission: desk.newKey(),
        handTargets: handStateTargets(b.state, moneyState),
        cancellation,
        refunds,
        refunded: refunds.reduce((s, r) => s + r.amount, 0),
        refundToday,
        mayRecordRefunds: can(member.role, "refunds:record"),
        history: await desk.history(id, b.currency),
      };
    },
    saveTravellers: async (id, values) => desk.saveTravellers(id, values, (await as()).by),
    changeState: async (id, values) => desk.changeState(id, values, (await as()).by),
    previewCancellation: async (id, on) => (await as(), desk.previewCancellation(id, on)),
    cancel: async (id, values) => desk.cancel(id, values, (await as()).by),
    recordRefund: async (id, values) => desk.recordRefund(id, values, (await as("refunds:record")).by),
    manifest: async (range) => (await as(), desk.manifest(range)),
    newKey: () => desk.newKey(),
  };
}
