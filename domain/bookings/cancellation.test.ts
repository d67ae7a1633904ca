/** The cancellation's refund and the hand state rules (issue 26 item 8, decision 0054). */
import { describe, expect, it } from "vitest";
import { cancellationRefund, handStateTargets } from "./cancellation.ts";

const SCALE = [
  { daysBefore: 31, refundPercent: 100 },
  { daysBefore: 15, refundPercent: 50 },
  { daysBefore: 8, refundPercent: 25 },
];
const START = "2027-03-01";
const at = (cancelledOn: string, paid: number, total = 1_000_000) => cancellationRefund({ total, paid, scale: SCALE, startDate: START, cancelledOn });

describe("the refund of a cancellation", () => {
  it("follows the frozen scale by the days before departure, at each step's edges", () => {
    expect(at("2027-01-29", 1_000_000)).toEqual({ daysBefore: 31, refundPercent: 100, paid: 1_000_000, charge: 0, refund: 1_000_000 });
    expect(at("2027-01-30", 1_000_000)).toMatchObject({ daysBefore: 30, refundPercent: 50, charge: 500_000, refund: 500_000 });
    expect(at("2027-02-14", 1_000_000)).toMatchObject({ daysBefore: 15, refundPercent: 50, refund: 500_000 });
    expect(at("2027-02-15", 1_000_000)).toMatchObject({ daysBefore: 14, refundPercent: 25, refund: 250_000 });
    expect(at("2027-02-21", 1_000_000)).toMatchObject({ daysBefore: 8, refundPercent: 25, refund: 250_000 });
    expect(at("2027-02-22", 1_000_000)).toMatchObject({ daysBefore: 7, refundPercent: 0, charge: 1_000_000, refund: 0 });
    // On the day, or after (no show): nothing.
    expect(at("2027-03-01", 1_000_000)).toMatchObject({ daysBefore: 0, refund: 0 });
    expect(at("2027-03-05", 1_000_000)).toMatchObject({ daysBefore: -4, refund: 0 });
  });
  it("refunds what was paid beyond the charge: a deposit alone may give nothing back", () => {
    // Half paid, 50% refundable: the charge (half) takes the deposit.
    expect(at("2027-02-01", 500_000)).toMatchObject({ refundPercent: 50, charge: 500_000, refund: 0 });
    // Half paid, 100% refundable: all of it back.
    expect(at("2027-01-01", 500_000)).toMatchObject({ charge: 0, refund: 500_000 });
    // Nothing paid: nothing back, nothing asked.
    expect(at("2027-02-01", 0)).toMatchObject({ refund: 0 });
    // An overpayment comes back with the rest.
    expect(at("2027-02-01", 1_000_500)).toMatchObject({ charge: 500_000, refund: 500_500 });
  });
  it("rounds the charge down to a whole minor unit, so the traveller never gets less than the exact figure", () => {
    // 25% refundable of 1,001 minor units: charge 750.75 -> 750, refund 251 (exactly 250.25).
    expect(at("2027-02-20", 1001, 1001)).toMatchObject({ refundPercent: 25, charge: 750, refund: 251 });
    // Exact for totals far beyond a safe total * 100.
    const big = 90_000_000_000_000_1;
    expect(Number.isSafeInteger(big * 100)).toBe(false);
    expect(at("2027-02-01", big, big).charge).toBe(Math.floor(big / 2));
  });
  it("a trip without a date counts as the longest notice", () => {
    expect(cancellationRefund({ total: 1000, paid: 1000, scale: SCALE, startDate: null, cancelledOn: "2027-01-01" })).toMatchObject({ daysBefore: null, refundPercent: 100, refund: 1000 });
    expect(cancellationRefund({ total: 1000, paid: 1000, scale: [], startDate: START, cancelledOn: "2027-01-01" })).toMatchObject({ refundPercent: 0, refund: 0 });
  });
});

describe("the states staff may set by hand", () => {
  it("travelled from any state but cancelled; from travelled back to what the money gives; never the money's states otherwise", () => {
    expect(handStateTargets("awaiting_deposit", "awaiting_deposit")).toEqual(["travelled"]);
    expect(handStateTargets("paid_in_full", "paid_in_full")).toEqual(["travelled"]);
    expect(handStateTargets("travelled", "confirmed")).toEqual(["confirmed"]);
    expect(handStateTargets("cancelled", "paid_in_full")).toEqual([]);
  });
});
