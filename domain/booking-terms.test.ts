/** THE booking terms (issue 24): every sentence that states them is derived from the numbers. */
import { describe, expect, it } from "vitest";
import { BOOKING_TERMS, cancellationLines, DEPOSIT_TERMS, DEPOSIT_TERMS_SHORT, depositTermsSentence, refundPercentAt } from "./booking-terms.ts";
import { bookingTermsSchema, readBookingTerms } from "./booking-terms-schema.ts";

describe("booking terms", () => {
  it("states the deposit's share, when it is due after acceptance and when the balance is due", () => {
    expect(BOOKING_TERMS).toMatchObject({ depositPercent: 50, depositDueDaysAfterAcceptance: 7, balanceDueDaysBeforeDeparture: 30 });
    expect(depositTermsSentence()).toBe(
      "A 50% deposit confirms your booking; it is due within 7 days of accepting the quote, and before departure. The balance is due 30 days before departure, or with the deposit when departure is sooner.",
    );
    expect(DEPOSIT_TERMS).toContain("50% deposit");
    expect(DEPOSIT_TERMS_SHORT).toBe("50% deposit to confirm; balance 30 days before departure.");
  });

  it("other terms give other words (the sentences are derived, never typed)", () => {
    expect(depositTermsSentence({ ...BOOKING_TERMS, depositPercent: 30, depositDueDaysAfterAcceptance: 1, balanceDueDaysBeforeDeparture: 60, cancellationScale: [] })).toBe(
      "A 30% deposit confirms your booking; it is due within 1 day of accepting the quote, and before departure. The balance is due 60 days before departure, or with the deposit when departure is sooner.",
    );
    expect(depositTermsSentence({ ...BOOKING_TERMS, depositPercent: 50, depositDueDaysAfterAcceptance: 0, balanceDueDaysBeforeDeparture: 30, cancellationScale: [] })).toContain("it is due when you accept the quote");
  });

  it("the cancellation scale: refunds by notice, longest first, nothing below the last step", () => {
    const scale = BOOKING_TERMS.cancellationScale;
    expect(refundPercentAt(scale, 90)).toBe(100);
    expect(refundPercentAt(scale, 31)).toBe(100);
    expect(refundPercentAt(scale, 30)).toBe(50);
    expect(refundPercentAt(scale, 15)).toBe(50);
    expect(refundPercentAt(scale, 14)).toBe(25);
    expect(refundPercentAt(scale, 8)).toBe(25);
    expect(refundPercentAt(scale, 7)).toBe(0);
    expect(refundPercentAt([], 100)).toBe(0);
    expect(cancellationLines(BOOKING_TERMS)).toEqual([
      "Cancelled 31 days or more before departure: 100% of the total refunded.",
      "Cancelled 15-30 days before departure: 50% of the total refunded.",
      "Cancelled 8-14 days before departure: 25% of the total refunded.",
      "Cancelled less than 8 days before departure, or no show: nothing refunded.",
    ]);
  });

  it("stored terms are read when they are valid, else the defaults; the schema names the wrong fields", () => {
    const stored = { depositPercent: 30, depositDueDaysAfterAcceptance: 3, balanceDueDaysBeforeDeparture: 45, cancellationScale: [{ daysBefore: 10, refundPercent: 20 }, { daysBefore: 60, refundPercent: 90 }] };
    // Stored before the reminder days existed: they load, with the reminders' defaults (decision 0055).
    expect(readBookingTerms(stored)).toEqual({ ...stored, balanceReminderDaysBefore: 14, overdueReminderDaysAfter: 3, cancellationScale: [{ daysBefore: 60, refundPercent: 90 }, { daysBefore: 10, refundPercent: 20 }] });
    expect(readBookingTerms(undefined)).toBe(BOOKING_TERMS);
    expect(readBookingTerms({ depositPercent: "x" })).toBe(BOOKING_TERMS);
    const bad = bookingTermsSchema.safeParse({ depositPercent: "150", depositDueDaysAfterAcceptance: "2.5", balanceDueDaysBeforeDeparture: "30", cancellationScale: [{ daysBefore: "60", refundPercent: "50" }, { daysBefore: "30", refundPercent: "80" }] });
    expect(bad.success).toBe(false);
    const paths = bad.error!.issues.map((i) => i.path.join("."));
    expect(paths).toEqual(expect.arrayContaining(["depositPercent", "depositDueDaysAfterAcceptance", "cancellationScale.1.refundPercent"]));
  });
});
