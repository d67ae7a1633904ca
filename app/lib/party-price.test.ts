import { describe, expect, it } from "vitest";
import { RATES } from "#domain/rates/fixtures.test-data.ts";
import { answerFor, lastDay, partyBasis, partyFromSearch, partyInquiry, partySearch } from "./party-price.ts";

describe("the price-for-your-party choices", () => {
  it("are read from the address, dropping anything odd, and written back the same", () => {
    const q = new URLSearchParams("start=2027-07-10&adults=3&children=2&age=7&age=1&residency=non_residents&tier=4");
    const choice = partyFromSearch(q);
    expect(choice).toEqual({ start: "2027-07-10", adults: "3", children: "2", ages: ["7", "1"], given: true });
    const { given: _, ...rest } = choice;
    expect(partySearch(rest, "non_residents", 4).toString()).toBe("residency=non_residents&tier=4&start=2027-07-10&adults=3&children=2&age=7&age=1");
    expect(partyFromSearch(new URLSearchParams("start=2027-02-30&adults=0&children=2&age=19"))).toEqual({ start: "", adults: "2", children: "2", ages: ["", ""], given: true });
    expect(partyFromSearch(new URLSearchParams("")).given).toBe(false);
  });

  it("ask for what is missing, then give the price function's answer for the package's nights", () => {
    const base = { start: "", adults: "2", children: "0", ages: [] };
    expect(answerFor(RATES, base, 1, "residents", 3)).toEqual({ kind: "ask", message: "Choose a start date to see the price for your party." });
    expect(answerFor(RATES, { ...base, start: "2026-05-10", children: "1", ages: [""] }, 1, "residents", 3)).toMatchObject({ kind: "ask", message: expect.stringContaining("each child's age") });
    expect(answerFor(RATES, base, null, "residents", 3)).toMatchObject({ kind: "ask" });
    const priced = answerFor(RATES, { ...base, start: "2026-05-10" }, 1, "residents", 3);
    expect(priced).toMatchObject({ kind: "result", nights: 2, lastDay: "2026-05-12", result: { kind: "priced", total: 2 * 2 * 800_000 } });
    // A party of 8 in a vehicle for up to 7: the price function's own message.
    expect(answerFor(RATES, { ...base, start: "2026-05-10", adults: "8" }, 2, "residents", 3)).toMatchObject({ result: { kind: "no_rate_for_party", message: "No rate for a party of 8; our rates go up to 7. Contact us for a price." } });
    expect(answerFor(RATES, { ...base, start: "2026-02-10" }, 3, "residents", 3)).toMatchObject({ result: { kind: "contact_for_pricing", message: "Contact us for the price of these dates." } });
  });

  it("carry into the inquiry once a date is chosen; the last day follows the package's days", () => {
    expect(partyInquiry({ start: "", adults: "2", children: "0", ages: [] }, 3)).toEqual({});
    expect(partyInquiry({ start: "2027-07-10", adults: "3", children: "1", ages: ["7"] }, 3)).toEqual({
      start_date: "2027-07-10",
      end_date: "2027-07-12",
      pax_adults: "3",
      pax_children: "1",
      children_ages: ["7"],
    });
    expect(lastDay("2027-12-31", 2)).toBe("2028-01-01");
    expect(lastDay("2027-12-31", 1)).toBe("2027-12-31");
  });


  it("apply the package's deal rule to departures in its window, and say what the total is for (decision 0045)", () => {
    const choice = { start: "2026-05-10", adults: "2", children: "1", ages: ["5"] };
    const deal = { percent: 10, startsOn: "2026-05-01", endsOn: "2026-05-31" };
    const dealt = answerFor(RATES, choice, 1, "residents", 3, deal);
    const full = answerFor(RATES, choice, 1, "residents", 3);
    if (dealt.kind !== "result" || dealt.result.kind !== "priced" || full.kind !== "result" || full.result.kind !== "priced") throw new Error("priced");
    // Low season: adults 8,000 -> 7,200, child 4,000 -> 3,600, 2 nights.
    expect(dealt.result.total).toBe(2 * (2 * 720_000 + 360_000));
    expect(dealt.result.deal).toEqual({ percent: 10, totalBefore: full.result.total });
    expect(partyBasis(dealt.result)).toBe("total for 2 adults and 1 child, 2 nights");
    // Outside the window: the full price.
    expect(answerFor(RATES, { ...choice, start: "2026-06-10" }, 1, "residents", 3, deal)).toMatchObject({ result: { kind: "priced", total: 2 * (2 * 800_000 + 400_000) } });
    const group = answerFor(RATES, { ...choice, children: "0", ages: [], adults: "3" }, 2, "residents", 3);
    expect(group.kind === "result" && group.result.kind === "priced" && partyBasis(group.result)).toBe("total for group of 3, 2 nights");
  });
});
