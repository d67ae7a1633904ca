/**
 * A booking's language: its inquiry's, as its quote's (decision 0077), read from the page the
 * inquiry was sent from. Derived on each read rather than stored, so it cannot disagree with the
 * quote's; a booking whose inquiry staff typed in (no page) is English.
 */
import type { Kysely, Transaction } from "kysely";
import { inquiryLocale, type Locale } from "#domain/locales.ts";
import type { DB } from "../../db/generated-types.ts";

export async function bookingLocale(exec: Kysely<DB> | Transaction<DB>, bookingId: number): Promise<Locale> {
  const row = await exec
    .selectFrom("bookings")
    .innerJoin("inquiries", "inquiries.id", "bookings.inquiry_id")
    .select("inquiries.source_url")
    .where("bookings.id", "=", bookingId)
    .executeTakeFirst();
  return inquiryLocale(row?.source_url);
}
