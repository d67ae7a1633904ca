/**
 * The travellers' part of the traveller's booking page /bookings/:token (decision 0054): the places
 * of the party with what is saved and its flags, the form's one-time key, and a cancelled
 * booking's refund. The link is the only key, as for the rest of the page; a tampered or unknown
 * link finds nothing (404) and saves nothing.
 */
import type { BookingTravellersContext } from "#domain/bookings/desk-context.ts";
import type { BookingsService } from "./bookings.ts";
import type { BookingDesk } from "./desk.ts";

export function createBookingTravellers(bookings: BookingsService, desk: BookingDesk): BookingTravellersContext {
  return {
    async open(token) {
      const b = await bookings.byToken(token);
      if (!b) return null;
      return {
        places: await desk.places(b.id, b.document),
        submission: desk.newKey(),
        open: b.state !== "cancelled" && b.state !== "travelled",
        cancellation: b.state === "cancelled" ? await desk.notice(b.id, b.currency) : null,
      };
    },
    async save(token, values) {
      const b = await bookings.byToken(token);
      if (!b) return { ok: false, status: 404, errors: { form: "This booking link is not valid." } };
      if (b.state === "travelled") return { ok: false, status: 409, errors: { form: "This trip has taken place: its travellers' details can no longer be changed here." } };
      return desk.saveTravellers(b.id, values, { actor: null, ip: null });
    },
  };
}
