/**
 * An inquiry's erasure (issue 10 §6, decision 0054) reaches its booking: every traveller's
 * details (names, dates of birth, passports, dietary and medical notes) are deleted, the booking's link
 * stops working (its token is replaced by a random one nobody has), the lead traveller's name
 * leaves the booking's frozen copy, and the cancellation's reason (staff's words about the
 * traveller) is blanked. The money stays (what was paid, refunds, the cancellation's figures): it
 * is the business's record, as the quotes' prices are. A personal data export lists the travellers'
 * details (travellersOf).
 */
import type { Kysely, Transaction } from "kysely";
import { newBookingToken } from "./make-booking.ts";
import type { DB } from "../../db/generated-types.ts";

export async function eraseBookingsOf(tx: Transaction<DB>, inquiryIds: number[]): Promise<number> {
  if (!inquiryIds.length) return 0;
  const bookings = await tx.selectFrom("bookings").select(["id", "document"]).where("inquiry_id", "in", inquiryIds).execute();
  for (const b of bookings) {
    await tx.deleteFrom("booking_travellers").where("booking_id", "=", b.id).execute();
    const doc = JSON.parse(b.document) as Record<string, unknown>;
    await tx
      .updateTable("bookings")
      .set({ token: `erased-${newBookingToken()}`, document: JSON.stringify({ ...doc, travellerName: "[erased]" }) })
      .where("id", "=", b.id)
      .execute();
    await tx.updateTable("booking_cancellations").set({ reason: "[erased]" }).where("booking_id", "=", b.id).execute();
  }
  return bookings.length;
}

/** The travellers' details of the bookings of these inquiries, for a personal data export. */
export async function travellersOf(exec: Kysely<DB> | Transaction<DB>, inquiryIds: number[]): Promise<Array<Record<string, unknown>>> {
  if (!inquiryIds.length) return [];
  return exec
    .selectFrom("booking_travellers")
    .innerJoin("bookings", "bookings.id", "booking_travellers.booking_id")
    .select(["booking_travellers.booking_id", "booking_travellers.position", "full_name", "date_of_birth", "nationality", "passport_number", "passport_expiry", "dietary", "medical", "booking_travellers.updated_at"])
    .where("bookings.inquiry_id", "in", inquiryIds)
    .orderBy("booking_travellers.booking_id")
    .orderBy("booking_travellers.position")
    .execute();
}
