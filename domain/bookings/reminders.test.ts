import { describe, expect, it } from "vitest";
import { BOOKING_TERMS } from "../booking-terms.ts";
import { reminderDay, reminderLastDay, reminderOwed, stillOwed, type ReminderFacts } from "./reminders.ts";

const TERMS = { ...BOOKING_TERMS, balanceReminderDaysBefore: 14, overdueReminderDaysAfter: 3 };
// Departs 10 August 2027, balance due 11 July (30 days before), booked in November 2026.
const BOOKING: ReminderFacts = { state: "confirmed", total: 300_000_00, paid: 150_000_00, balanceDue: "2027-07-11", bookedOn: "2026-11-27", startDate: "2027-08-10" };

describe("balance reminder days", () => {
  it("the before reminder opens N days before the due date and closes on it", () => {
    expect(reminderDay("before", "2027-07-11", TERMS)).toBe("2027-06-27");
    expect(reminderLastDay("before", BOOKING)).toBe("2027-07-11");
    expect(reminderOwed("before", BOOKING, TERMS, "2027-06-26")).toBe(false);
    expect(reminderOwed("before", BOOKING, TERMS, "2027-06-27")).toBe(true);
    expect(reminderOwed("before", BOOKING, TERMS, "2027-07-11")).toBe(true);
    // Missed until the due date passed: not sent late (the overdue one follows).
    expect(reminderOwed("before", BOOKING, TERMS, "2027-07-12")).toBe(false);
  });

  it("the overdue reminder opens N days after the due date and closes the day before departure", () => {
    expect(reminderDay("overdue", "2027-07-11", TERMS)).toBe("2027-07-14");
    expect(reminderOwed("overdue", BOOKING, TERMS, "2027-07-13")).toBe(false);
    expect(reminderOwed("overdue", BOOKING, TERMS, "2027-07-14")).toBe(true);
    expect(reminderOwed("overdue", BOOKING, TERMS, "2027-08-09")).toBe(true);
    expect(reminderOwed("overdue", BOOKING, TERMS, "2027-08-10")).toBe(false);
  });

  it("crosses months, years and leap days by the calendar", () => {
    expect(reminderDay("before", "2028-03-05", TERMS)).toBe("2028-02-20");
    expect(reminderDay("before", "2028-03-01", { ...TERMS, balanceReminderDaysBefore: 1 })).toBe("2028-02-29");
    expect(reminderDay("overdue", "2027-12-30", TERMS)).toBe("2028-01-02");
    expect(reminderDay("before", "2027-01-05", TERMS)).toBe("2026-12-22");
  });

  it("other days in the terms move the windows", () => {
    const terms = { ...TERMS, balanceReminderDaysBefore: 30, overdueReminderDaysAfter: 7 };
    expect(reminderOwed("before", BOOKING, terms, "2027-06-11")).toBe(true);
    expect(reminderOwed("before", BOOKING, TERMS, "2027-06-11")).toBe(false);
    expect(reminderOwed("overdue", BOOKING, terms, "2027-07-17")).toBe(false);
    expect(reminderOwed("overdue", BOOKING, terms, "2027-07-18")).toBe(true);
  });

  it("follows the balance, not the state: nothing owed or cancelled is never reminded", () => {
    expect(reminderOwed("before", { ...BOOKING, paid: BOOKING.total }, TERMS, "2027-07-01")).toBe(false);
    expect(reminderOwed("overdue", { ...BOOKING, paid: BOOKING.total + 1 }, TERMS, "2027-07-20")).toBe(false);
    // A state that lags the money (say, still "confirmed") does not make a paid booking owe.
    expect(reminderOwed("overdue", { ...BOOKING, state: "confirmed", paid: BOOKING.total }, TERMS, "2027-07-20")).toBe(false);
    expect(reminderOwed("overdue", { ...BOOKING, state: "cancelled" }, TERMS, "2027-07-20")).toBe(false);
    // Still owing whatever the state says: awaiting the deposit owes everything.
    expect(reminderOwed("overdue", { ...BOOKING, state: "awaiting_deposit", paid: 0 }, TERMS, "2027-07-20")).toBe(true);
    expect(stillOwed({ ...BOOKING, paid: 0 })).toBe(300_000_00);
    expect(stillOwed({ ...BOOKING, paid: BOOKING.total + 5 })).toBe(0);
  });

  it("no before reminder for a booking made inside its window; undated bookings are chased for a while only", () => {
    expect(reminderOwed("before", { ...BOOKING, bookedOn: "2027-06-27" }, TERMS, "2027-07-01")).toBe(false);
    expect(reminderOwed("before", { ...BOOKING, bookedOn: "2027-06-26" }, TERMS, "2027-07-01")).toBe(true);
    const undated = { ...BOOKING, startDate: null, balanceDue: "2027-01-10" };
    expect(reminderLastDay("overdue", undated)).toBe("2027-03-11");
    expect(reminderOwed("overdue", undated, TERMS, "2027-03-11")).toBe(true);
    expect(reminderOwed("overdue", undated, TERMS, "2027-03-12")).toBe(false);
  });
});
