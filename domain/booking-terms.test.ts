/** THE booking terms (issue 24): every sentence that states them is derived from the numbers. */
import { describe, expect, it } from "vitest";
import { BOOKING_TERMS, DEPOSIT_TERMS, DEPOSIT_TERMS_SHORT, depositTermsSentence } from "./booking-terms.ts";

describe("booking terms", () => {
  it("states the deposit's share, when it is due after acceptance and when the balance is due", () => {
    expect(BOOKING_TERMS).toEqual({ depositPercent: 50, depositDueDaysAfterAcceptance: 7, balanceDueDaysBeforeDeparture: 30 });
    expect(depositTermsSentence()).toBe(
      "A 50% deposit confirms your booking; it is due within 7 days of accepting the quote, and before departure. The balance is due 30 days before departure, or with the deposit when departure is sooner.",
    );
    expect(DEPOSIT_TERMS).toContain("50% deposit");
    expect(DEPOSIT_TERMS_SHORT).toBe("50% deposit to confirm; balance 30 days before departure.");
  });

  it("other terms give other words (the sentences are derived, never typed)", () => {
    expect(depositTermsSentence({ depositPercent: 30, depositDueDaysAfterAcceptance: 1, balanceDueDaysBeforeDeparture: 60 })).toBe(
      "A 30% deposit confirms your booking; it is due within 1 day of accepting the quote, and before departure. The balance is due 60 days before departure, or with the deposit when departure is sooner.",
    );
    expect(depositTermsSentence({ depositPercent: 50, depositDueDaysAfterAcceptance: 0, balanceDueDaysBeforeDeparture: 30 })).toContain("it is due when you accept the quote");
  });
});
