/**
 * The bookings pages as one console request sees them (issue 26 item 4): every method asks the
 * staff gate for `quotes:write` (sales and owners) before anything is read or written.
 */
import type { BookingsConsole } from "#domain/bookings/console-context.ts";
import type { StaffGate } from "#domain/staff-context.ts";
import type { BookingsService } from "./bookings.ts";
import { whatsappLink } from "../../mail/inquiry-details.ts";
import { bookingLink } from "./links.ts";

export function createBookingsConsole(bookings: BookingsService, gate: StaffGate, ip: string | null, origin: string): BookingsConsole {
  const as = async () => {
    const member = await gate.require("quotes:write");
    return { actor: { id: member.id, email: member.email }, ip };
  };
  return {
    list: async (filter) => (await as(), bookings.listPage(filter)),
    figures: async () => (await as(), bookings.figures()),
    async get(id) {
      await as();
      const booking = await bookings.get(id);
      if (!booking) return null;
      const token = (await bookings.forQuote(booking.quoteId))!.token;
      const link = bookingLink(origin, token);
      const contact = await bookings.travellerContact(booking.inquiryId);
      const firstName = booking.document.travellerName.trim().split(/\s+/)[0] ?? "";
      const whatsappUrl = contact && !contact.erased ? whatsappLink(contact.phone, `Jambo ${firstName}, here is your booking ${booking.reference}: ${link}`) : null;
      return { booking, submission: bookings.newSubmissionKey(), link, whatsappUrl };
    },
    recordPayment: async (id, input) => bookings.recordPayment(id, input, await as()),
  };
}
