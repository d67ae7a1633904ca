/** The booking's pure rules (issue 26): its reference, the state the money gives, and a payment's flag. */
import { describe, expect, it } from "vitest";
import { amountDueNext, bookingReference, parseBookingReference, paymentFlag, stateForMoney } from "./booking.ts";

const b = { total: 1000, schedule: { deposit: { amount: 500, dueDate: "2026-12-04" }, balance: { amount: 500, dueDate: "2027-07-11" } } };

describe("booking rules", () => {
  it("references read like the inquiries' and parse back", () => {
    expect(bookingReference(42)).toBe("BK-00042");
    expect(bookingReference(123456)).toBe("BK-123456");
    expect(parseBookingReference("BK-00042")).toBe(42);
    expect(parseBookingReference("bk42")).toBe(42);
    expect(parseBookingReference("TH-00042")).toBeNull();
  });

  it("the state follows the money, and never moves a travelled or cancelled booking", () => {
    expect(stateForMoney("awaiting_deposit", b, 0)).toBe("awaiting_deposit");
    expect(stateForMoney("awaiting_deposit", b, 499)).toBe("awaiting_deposit");
    expect(stateForMoney("awaiting_deposit", b, 500)).toBe("confirmed");
    expect(stateForMoney("confirmed", b, 999)).toBe("confirmed");
    expect(stateForMoney("confirmed", b, 1000)).toBe("paid_in_full");
    expect(stateForMoney("awaiting_deposit", b, 1200)).toBe("paid_in_full");
    expect(stateForMoney("cancelled", b, 1000)).toBe("cancelled");
    expect(stateForMoney("travelled", b, 0)).toBe("travelled");
  });

  it("flags a payment that is neither the rest of the deposit nor everything owed; more than owed is overpaid", () => {
    expect(amountDueNext(b, 0)).toBe(500);
    expect(amountDueNext(b, 200)).toBe(300);
    expect(amountDueNext(b, 500)).toBe(500);
    expect(paymentFlag(b, 0, 500)).toBeNull();
    expect(paymentFlag(b, 0, 1000)).toBeNull();
    expect(paymentFlag(b, 0, 300)).toBe("different_amount");
    expect(paymentFlag(b, 200, 300)).toBeNull();
    expect(paymentFlag(b, 500, 500)).toBeNull();
    expect(paymentFlag(b, 500, 400)).toBe("different_amount");
    expect(paymentFlag(b, 500, 501)).toBe("overpaid");
    expect(paymentFlag(b, 1000, 1)).toBe("overpaid");
  });
});
