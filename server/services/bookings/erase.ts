/**
 * An inquiry's erasure (issue 10 §6, decision 0054) reaches its booking: every traveller's details
 * (names, dates of birth, passports, dietary and medical notes) are deleted, the booking's link
 * stops working (its token is replaced by a random one nobody has), the lead traveller's name
 * leaves the booking's frozen copy, and the cancellation's reason (staff's words about the
 * traveller) is blanked. The money stays (what was paid, refunds, the cancellation's figures): it
 * is the business's record, as the quotes' prices are.
 */
import type { Transaction } from "kysely";
import type { Database } from "../../db/schema.ts";
import { withDesk } from "./desk-schema.ts";
import { newBookingToken } from "./make-booking.ts";

export async function eraseBookingsOf(tx: Transaction<Database>, inquiryIds: number[]): Promise<number> {
  if (!inquiryIds.length) return 0;
  const d = withDesk(tx);
  const bookings = await d.selectFrom("bookings").select(["id", "document"]).where("inquiry_id", "in", inquiryIds).execute();
  for (const b of bookings) {
    await d.deleteFrom("booking_travellers").where("booking_id", "=", b.id).execute();
    const doc = JSON.parse(b.document) as Record<string, unknown>;
    await d
      .updateTable("bookings")
      .set({ token: `erased-${newBookingToken()}`, document: JSON.stringify({ ...doc, travellerName: "[erased]" }) })
      .where("id", "=", b.id)
      .execute();
    await d.updateTable("booking_cancellations").set({ reason: "[erased]" }).where("booking_id", "=", b.id).execute();
  }
  return bookings.length;
}
