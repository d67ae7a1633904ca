/**
 * An option's money (issue 14): lines from the price function, overrides that keep who made them,
 * the discount, and the terms' deposit and balance. Table tests and fast-check properties: deposit
 * plus balance is the total, nothing is ever negative or fractional.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { PriceResult } from "../rates/types.ts";
import { linesFromPrice, lineAmount, optionTotals, paymentSchedule, withOverrides, type QuoteLine } from "./pricing.ts";

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
    expect(lines[1]!.override).toEqual({ amount: 1_500_000, byId: "u1", byEmail: agent.email, at: "2026-11-25T10:00:00.000Z" });
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

  it("deposit 50% rounded up to a whole minor unit, due on confirmation; balance 30 days before departure", () => {
    expect(paymentSchedule(19_900_001, { confirmedOn: "2026-11-25", startDate: "2027-08-10" })).toEqual({
      deposit: { amount: 9_950_001, dueDate: "2026-11-25" },
      balance: { amount: 9_950_000, dueDate: "2027-07-11" },
    });
  });

  it("the balance is due at once when departure is less than 30 days away, or has no date", () => {
    expect(paymentSchedule(1000, { confirmedOn: "2026-11-25", startDate: "2026-12-10" }).balance).toEqual({ amount: 500, dueDate: "2026-11-25" });
    expect(paymentSchedule(1000, { confirmedOn: "2026-11-25", startDate: null }).balance.dueDate).toBe("2026-11-25");
    expect(paymentSchedule(1000, { confirmedOn: "2026-11-25", startDate: "2026-12-25" }).balance.dueDate).toBe("2026-11-25");
    expect(paymentSchedule(1000, { confirmedOn: "2026-11-25", startDate: "2026-12-26" }).balance.dueDate).toBe("2026-11-26");
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

  it("property: the balance is never due before confirmation, and never after 30 days before departure unless that has passed", () => {
    const day = fc.integer({ min: 0, max: 2000 }).map((n) => new Date(Date.UTC(2026, 0, 1) + n * 86_400_000).toISOString().slice(0, 10));
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 9 }), day, day, (total, confirmedOn, startDate) => {
        const { balance, deposit } = paymentSchedule(total, { confirmedOn, startDate });
        expect(deposit.dueDate).toBe(confirmedOn);
        expect(balance.dueDate >= confirmedOn).toBe(true);
        const thirtyBefore = new Date(Date.parse(`${startDate}T00:00:00Z`) - 30 * 86_400_000).toISOString().slice(0, 10);
        expect(balance.dueDate).toBe(thirtyBefore < confirmedOn ? confirmedOn : thirtyBefore);
      }),
    );
  });
});
