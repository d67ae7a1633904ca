/**
 * The rate sheet's bulk tools as pure plans (decision 0033, "Bulk tools"): copy one season's
 * prices to another, and raise or lower a season's prices by a percentage. The service loads the
 * rates, asks for a plan, shows it, and on confirmation writes the whole plan in one transaction.
 *
 * Raising uses integer arithmetic only: an amount in minor units times (10000 + basis points),
 * rounded half up to a whole step of the currency (1, 10, 100 or 1000 units), so no float touches
 * an amount and the result is a whole number of minor units, never negative.
 */
import { fieldErrors, rateFieldsSchema } from "./schema.ts";
import type { Rate } from "./types.ts";

/** Percentages from -90 (lowering) to +100 (doubling), at most two decimals. */
export const MIN_PERCENT_BP = -9_000;
export const MAX_PERCENT_BP = 10_000;
/** Results are rounded to the nearest multiple of this many whole currency units (KES 1, USD 1 ...). */
export const ROUNDING_STEPS = [1, 10, 100, 1000] as const;
export type RoundingStep = (typeof ROUNDING_STEPS)[number];

/**
 * "10", "+7.5", "-5 %" -> basis points (1000, 750, -500); an error message for anything else,
 * 0 or outside -90..+100. String arithmetic, so "7.1" is exactly 710.
 */
export function parsePercent(text: string): { bp: number } | { error: string } {
  const m = /^([+-]?)(\d{1,3})(?:[.,](\d{1,2}))?$/.exec(text.replace(/[\s%]/g, ""));
  if (!m) return { error: "Enter a percentage such as 10, 7.5 or -5." };
  const bp = (m[1] === "-" ? -1 : 1) * (Number(m[2]) * 100 + Number((m[3] ?? "").padEnd(2, "0")));
  if (bp === 0) return { error: "Enter a percentage other than 0." };
  if (bp < MIN_PERCENT_BP || bp > MAX_PERCENT_BP) return { error: "Between -90 and +100 percent." };
  return { bp };
}

/** "+10%", "-7.5%": the percentage as people read it. */
export function formatPercent(bp: number): string {
  const abs = Math.abs(bp);
  const cents = abs % 100;
  return `${bp < 0 ? "-" : "+"}${Math.trunc(abs / 100)}${cents === 0 ? "" : `.${String(cents).padStart(2, "0").replace(/0$/, "")}`}%`;
}

/**
 * `minor` x (1 + bp/10000), rounded to the nearest `step` whole currency units, halves up.
 * Monotone in `minor` and in `bp`; never negative for bp >= -10000; always a multiple of step x 100.
 */
export function raiseAmount(minor: number, bp: number, step: RoundingStep = 1): number {
  const stepMinor = step * 100;
  const scaled = minor * (10_000 + bp);
  const den = 10_000 * stepMinor;
  const shifted = scaled + den / 2;
  // Integers below 2^53 throughout (amounts <= 10^9, factors <= 2 x 10^4), so % and / are exact.
  return ((shifted - (shifted % den)) / den) * stepMinor;
}

/** A rate with every amount raised; Contact for Pricing rates have none and stay as they are. */
export function raiseRate(rate: Rate, bp: number, step: RoundingStep = 1): Rate {
  const up = (n: number) => raiseAmount(n, bp, step);
  return {
    ...rate,
    adultSharing: rate.adultSharing === null ? null : up(rate.adultSharing),
    singleSupplement: rate.singleSupplement === null ? null : up(rate.singleSupplement),
    childBands: rate.childBands.map((b) => ({ ...b, amount: up(b.amount) })),
    groupBands: rate.groupBands.map((b) => ({ ...b, amount: up(b.amount) })),
  };
}

/** The key of a rate within one package: tier, residency, season and currency (as the database's). */
export const rateKey = (r: Pick<Rate, "tierId" | "residency" | "season" | "currency">) => `${r.tierId}|${r.residency}|${r.season}|${r.currency}`;

/** The priced fields of a rate in a fixed order, to compare two rates whatever their key order. */
const priced = (r: Rate) =>
  JSON.stringify([
    r.basis,
    r.contactForPricing,
    r.adultSharing,
    r.singleSupplement,
    r.childBands.map((b) => [b.minAge, b.maxAge, b.amount]),
    r.groupBands.map((b) => [b.maxSize, b.amount]),
  ]);
const sameRate = (a: Rate, b: Rate) => priced(a) === priced(b);

export interface RateChange {
  /** The rate replaced, or null when the plan adds a rate. */
  before: Rate | null;
  after: Rate;
}

export interface CopyPlan {
  /** Every rate to write in the target season (new or replacing one). */
  changes: RateChange[];
  /** Rates of the target season already equal to the source's: nothing to write. */
  unchanged: number;
}

/**
 * Copying `from`'s rates of one package into `to`: for each tier, residency and currency with a
 * rate in `from`, the `to` rate becomes the same; `to` rates without a counterpart in `from` stay.
 */
export function planCopy(rates: readonly Rate[], from: string, to: string): CopyPlan {
  const target = new Map(rates.filter((r) => r.season === to).map((r) => [rateKey(r), r]));
  const changes: RateChange[] = [];
  let unchanged = 0;
  for (const source of rates) {
    if (source.season !== from) continue;
    const after: Rate = { ...source, season: to };
    const before = target.get(rateKey(after)) ?? null;
    if (before && sameRate(before, after)) unchanged++;
    else changes.push({ before, after });
  }
  return { changes, unchanged };
}

export interface RaisePlan {
  changes: RateChange[];
  /** Rates of the season left alone: Contact for Pricing, or no amount moved after rounding. */
  unchanged: number;
  /** Rates the raise would make invalid (e.g. above the largest amount allowed): the raise is refused. */
  problems: { rate: Rate; message: string }[];
}

/** Raising (or lowering) every price of one season by `bp` basis points, rounded to `step` units. */
export function planRaise(rates: readonly Rate[], season: string, bp: number, step: RoundingStep = 1): RaisePlan {
  const plan: RaisePlan = { changes: [], unchanged: 0, problems: [] };
  for (const before of rates) {
    if (before.season !== season) continue;
    const after = raiseRate(before, bp, step);
    if (sameRate(before, after)) {
      plan.unchanged++;
      continue;
    }
    const { tierId: _tier, ...fields } = after;
    const checked = rateFieldsSchema.safeParse(fields);
    if (!checked.success) plan.problems.push({ rate: before, message: Object.values(fieldErrors(checked.error)).join(" ") });
    else plan.changes.push({ before, after });
  }
  return plan;
}
