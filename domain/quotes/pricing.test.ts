/**
 * An option's money (issue 14): lines from the price function, overrides that keep who made them,
 * the discount, and the terms' deposit and balance. Table tests and fast-check properties: deposit
 * plus balance is the total, nothing is ever negative or fractional.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { PriceResult } from "../rates/types.ts";
import { linesFromPrice, lineAmount, optionTotals, overridesFromAnotherTier, paymentSchedule, withOverrides, type QuoteLine } from "./pricing.ts";
import { BOOKING_TERMS } from "../booking-terms.ts";

const agent = { id: "u1", email: "wanjiku@twigahorizons.example" };
const other = { id: "u2", email: "otieno@twigahorizons.example" };

const priced: Extract<PriceResult, { kind: "priced" }> = {
  kind: "priced",
  currency: "KES",
  total: 9_000_000,
  basis: "per_person_sharing",
  seasons: [{ season: "High", priority: 1, firstNight: "2027-08-10", lastNight: "2027-08-13", nights: 4, outranked: [] }],
  lines: [
    { kind: "adults_sharing", label: "2 adults sharing", season: "High", quantity: 2, nights: 4, unitAmount: 900_000, amount: 7_200_000 },
    { kind: "child", label: "Child aged 7 (3-11)", season: "High", quantity: 1, nights: 4, unitAmount: 450_000, amount: 1_800_000 },
  ],
};

describe("lines from the price function", () => {
  it("keeps the price function's amounts and keys each line by kind, season and label", () => {
    const lines = linesFromPrice(priced);
    expect(lines.map((l) => [l.key, l.label, l.quantity, l.priced, l.override])).toEqual([
      ["adults_sharing|High|2 adults sharing", "2 adults sharing (4 nights)", 2, 7_200_000, null],
      ["child|High|Child aged 7 (3-11)", "Child aged 7 (3-11) (4 nights)", 1, 1_800_000, null],
    ]);
  });

  it("names the season on each line when a trip spans seasons", () => {
    const twoSeasons = { ...priced, seasons: [...priced.seasons, { ...priced.seasons[0]!, season: "Low" }] };
    expect(linesFromPrice(twoSeasons)[0]!.label).toBe("2 adults sharing, High season (4 nights)");
  });
});

describe("overrides", () => {
  const fresh = linesFromPrice(priced);
  const key = fresh[1]!.key;

  it("an amount typed different from the price shown is an override by the actor, at the time", () => {
    const { lines, made } = withOverrides(fresh, [{ key, amount: 1_500_000, shownPriced: 1_800_000 }], [], agent, "2026-11-25T10:00:00.000Z");
    expect(lines[1]!.override).toEqual({ amount: 1_500_000, byId: "u1", byEmail: agent.email, at: "2026-11-25T10:00:00.000Z", tierId: null });
    expect(lineAmount(lines[1]!)).toBe(1_500_000);
    expect(lines[0]!.override).toBeNull();
    expect(made).toEqual([{ key, label: fresh[1]!.label, from: 1_800_000, to: 1_500_000 }]);
  });

  it("an override kept unchanged keeps its author and time; changed again, it names the new author", () => {
    const first = withOverrides(fresh, [{ key, amount: 1_500_000, shownPriced: 1_800_000 }], [], agent, "2026-11-25T10:00:00.000Z").lines;
    const kept = withOverrides(fresh, [{ key, amount: 1_500_000, shownPriced: 1_800_000 }], first, other, "2026-11-26T10:00:00.000Z");
    expect(kept.lines[1]!.override).toMatchObject({ byId: "u1", at: "2026-11-25T10:00:00.000Z" });
    expect(kept.made).toEqual([]);
    const changed = withOverrides(fresh, [{ key, amount: 1_400_000, shownPriced: 1_800_000 }], first, other, "2026-11-26T10:00:00.000Z");
    expect(changed.lines[1]!.override).toMatchObject({ amount: 1_400_000, byId: "u2" });
    expect(changed.made[0]).toMatchObject({ from: 1_500_000, to: 1_400_000 });
  });

  it("typing the price back removes the override; a line the price function no longer gives is dropped", () => {
    expect(withOverrides(fresh, [{ key, amount: 1_800_000, shownPriced: 1_800_000 }], [], agent, "t").lines[1]!.override).toBeNull();
    expect(withOverrides(fresh.slice(0, 1), [{ key, amount: 5, shownPriced: 1_800_000 }], [], agent, "t").lines).toHaveLength(1);
  });

  it("an override records the tier it was typed against; carried into another tier it is flagged for checking", () => {
    const made = withOverrides(fresh, [{ key, amount: 1_500_000, shownPriced: 1_800_000 }], [], agent, "t", 11).lines;
    expect(made[1]!.override).toMatchObject({ tierId: 11 });
    expect(overridesFromAnotherTier({ tierId: 11, lines: made })).toEqual([]);
    // The option moved to tier 12 and the same amount was kept: still the agent's, but flagged.
    const carried = withOverrides(fresh, [{ key, amount: 1_500_000, shownPriced: 1_800_000 }], made, other, "t2", 12).lines;
    expect(carried[1]!.override).toMatchObject({ byId: "u1", tierId: 11 });
    expect(overridesFromAnotherTier({ tierId: 12, lines: carried }).map((l) => l.key)).toEqual([key]);
    // Typed again for tier 12: a new override of the new tier, no longer flagged.
    const retyped = withOverrides(fresh, [{ key, amount: 1_600_000, shownPriced: 1_800_000 }], carried, other, "t3", 12).lines;
    expect(overridesFromAnotherTier({ tierId: 12, lines: retyped })).toEqual([]);
    // Overrides stored before the tier was recorded are not flagged.
    const legacy = fresh.map((l) => ({ ...l, override: { amount: 1, byId: "u1", byEmail: "e", at: "t" } }));
    expect(overridesFromAnotherTier({ tierId: 12, lines: legacy })).toEqual([]);
  });
});

describe("totals and the payment schedule", () => {
  const line = (priced: number, override: number | null = null): QuoteLine => ({
    key: String(priced),
    kind: "extra",
    label: "x",
    quantity: 1,
    priced,
    override: override === null ? null : { amount: override, byId: "u", byEmail: "e", at: "t" },
  });

  it("adds the lines after overrides and takes the discount, never below zero", () => {
    expect(optionTotals([line(1000), line(2000, 1500)], 300)).toEqual({ subtotal: 2500, discount: 300, total: 2200 });
    expect(optionTotals([line(1000)], 5000)).toEqual({ subtotal: 1000, discount: 1000, total: 0 });
    expect(optionTotals([line(1000)], -50)).toEqual({ subtotal: 1000, discount: 0, total: 1000 });
  });

  it("deposit 50% rounded up to a whole minor unit, due 7 days after acceptance (the booking terms); balance 30 days before departure", () => {
    expect(paymentSchedule(19_900_001, { confirmedOn: "2026-11-25", startDate: "2027-08-10" })).toEqual({
      deposit: { amount: 9_950_001, dueDate: "2026-12-02", onAcceptance: false },
      balance: { amount: 9_950_000, dueDate: "2027-07-11" },
    });
  });

  it("reads the booking terms it is given: another share and other days move the amounts and dates", () => {
    const terms = { ...BOOKING_TERMS, depositPercent: 30, depositDueDaysAfterAcceptance: 3, balanceDueDaysBeforeDeparture: 60, cancellationScale: [] };
    expect(paymentSchedule(1000, { confirmedOn: "2026-11-25", startDate: "2027-08-10" }, terms)).toEqual({
      deposit: { amount: 300, dueDate: "2026-11-28", onAcceptance: false },
      balance: { amount: 700, dueDate: "2027-06-11" },
    });
  });

  it("seen (issue 24): the deposit was due the day it was asked for; now it is due on acceptance only when departure is that near, and says so", () => {
    expect(paymentSchedule(1000, { confirmedOn: "2026-11-25", startDate: "2027-08-10" }).deposit.onAcceptance).toBe(false);
    // Departure in 3 days: the deposit cannot wait 7 days; it is due the day before departure.
    expect(paymentSchedule(1000, { confirmedOn: "2026-11-25", startDate: "2026-11-28" }).deposit).toEqual({ amount: 500, dueDate: "2026-11-27", onAcceptance: false });
    // Departure tomorrow: due on acceptance, flagged.
    expect(paymentSchedule(1000, { confirmedOn: "2026-11-25", startDate: "2026-11-26" }).deposit).toEqual({ amount: 500, dueDate: "2026-11-25", onAcceptance: true });
  });

  it("the balance is due with the deposit when departure is less than 30 days after it, or has no date", () => {
    expect(paymentSchedule(1000, { confirmedOn: "2026-11-25", startDate: "2026-12-10" }).balance).toEqual({ amount: 500, dueDate: "2026-12-02" });
    expect(paymentSchedule(1000, { confirmedOn: "2026-11-25", startDate: null }).balance.dueDate).toBe("2026-12-02");
    expect(paymentSchedule(1000, { confirmedOn: "2026-11-25", startDate: "2027-01-01" }).balance.dueDate).toBe("2026-12-02");
    expect(paymentSchedule(1000, { confirmedOn: "2026-11-25", startDate: "2027-01-02" }).balance.dueDate).toBe("2026-12-03");
  });

  const amounts = fc.array(fc.integer({ min: 0, max: 50_000_000 }), { maxLength: 12 });

  it("property: deposit + balance === total, both whole and never negative, deposit at least half", () => {
    fc.assert(
      fc.property(amounts, fc.array(fc.option(fc.integer({ min: 0, max: 50_000_000 })), { maxLength: 12 }), fc.integer({ min: -1000, max: 900_000_000 }), (priced, overrides, discount) => {
        const lines = priced.map((p, i) => line(p, overrides[i] ?? null));
        const totals = optionTotals(lines, discount);
        const { deposit, balance } = paymentSchedule(totals.total, { confirmedOn: "2026-11-25", startDate: "2027-03-01" });
        expect(totals.total).toBe(totals.subtotal - totals.discount);
        for (const n of [totals.subtotal, totals.discount, totals.total, deposit.amount, balance.amount]) {
          expect(Number.isInteger(n)).toBe(true);
          expect(n).toBeGreaterThanOrEqual(0);
        }
        expect(deposit.amount + balance.amount).toBe(totals.total);
        expect(deposit.amount * 2).toBeGreaterThanOrEqual(totals.total);
        expect(deposit.amount * 2 - totals.total).toBeLessThanOrEqual(1);
      }),
    );
  });

  it("property: the deposit is due between acceptance and the terms' days after, before departure; the balance never before the deposit", () => {
    const day = fc.integer({ min: 0, max: 2000 }).map((n) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000).toISOString().slice(0, 10));
    const plus = (d: string, n: number) => new Date(Date.parse(`${d}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 9 }), day, day, (total, confirmedOn, startDate) => {
        const { balance, deposit } = paymentSchedule(total, { confirmedOn, startDate });
        expect(deposit.dueDate >= confirmedOn).toBe(true);
        expect(deposit.dueDate <= plus(confirmedOn, 7)).toBe(true);
        if (plus(startDate, -1) >= confirmedOn) expect(deposit.dueDate < startDate).toBe(true);
        expect(deposit.onAcceptance).toBe(deposit.dueDate === confirmedOn);
        expect(balance.dueDate >= deposit.dueDate).toBe(true);
        const thirtyBefore = plus(startDate, -30);
        expect(balance.dueDate).toBe(thirtyBefore < deposit.dueDate ? deposit.dueDate : thirtyBefore);
      }),
    );
  });
});
