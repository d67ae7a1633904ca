/**
 * The booking terms as an owner saves them, validated (issue 26). Apart from booking-terms.ts so the
 * public pages, which only state the terms, do not load zod (the first-load JavaScript guard checks it).
 */
import { z } from "zod";
import { BOOKING_TERMS, type BookingTerms } from "./booking-terms.ts";

const whole = (label: string, min: number, max: number) =>
  z.coerce
    .number({ message: `${label} must be a whole number.` })
    .refine((n) => Number.isInteger(n), `${label} must be a whole number.`)
    .refine((n) => n >= min && n <= max, `${label} must be between ${min} and ${max}.`);

/**
 * A setting added after terms were first stored (the reminder days, decision 0055): absent from an
 * older stored document (or a booking's frozen copy), it takes its default instead of failing the
 * whole document, which would throw away the owner's other terms.
 */
const added = (key: "balanceReminderDaysBefore" | "overdueReminderDaysAfter", schema: z.ZodType<number>) =>
  z.preprocess((v) => (v === undefined || v === null ? BOOKING_TERMS[key] : v), schema);

/** The terms as an owner saves them; the scale's steps must give less back the shorter the notice. */
export const bookingTermsSchema = z
  .object({
    depositPercent: whole("The deposit", 1, 100),
    depositDueDaysAfterAcceptance: whole("The deposit's days", 0, 60),
    balanceDueDaysBeforeDeparture: whole("The balance's days", 0, 365),
    balanceReminderDaysBefore: added("balanceReminderDaysBefore", whole("The reminder's days", 1, 180)),
    overdueReminderDaysAfter: added("overdueReminderDaysAfter", whole("The overdue reminder's days", 1, 90)),
    cancellationScale: z
      .array(z.object({ daysBefore: whole("The days", 0, 730), refundPercent: whole("The refund", 0, 100) }))
      .max(10, "At most 10 steps.")
      // Checked on the scale itself, so its errors are reported with the other fields' errors.
      .superRefine((scale, ctx) => {
        const sorted = [...scale].sort((a, b) => b.daysBefore - a.daysBefore);
        sorted.forEach((step, i) => {
          const at = scale.indexOf(step);
          if (i > 0 && sorted[i - 1]!.daysBefore === step.daysBefore) ctx.addIssue({ code: "custom", path: [at, "daysBefore"], message: "Two steps have the same days; keep one." });
          else if (i > 0 && sorted[i - 1]!.refundPercent < step.refundPercent)
            ctx.addIssue({ code: "custom", path: [at, "refundPercent"], message: "Shorter notice cannot refund more than longer notice." });
        });
      })
      .transform((scale) => [...scale].sort((a, b) => b.daysBefore - a.daysBefore)),
  });

/** Terms as stored (a site document), or the defaults when none are stored or they do not read. */
export function readBookingTerms(stored: unknown): BookingTerms {
  const parsed = bookingTermsSchema.safeParse(stored);
  return parsed.success ? parsed.data : BOOKING_TERMS;
}

