import { describe, expect, it } from "vitest";
import { arrivalCutoff, businessMsBetween, describeBusinessHours, OFFICE_HOURS, weeklyBusinessMs } from "./business-hours.ts";

const H = 3_600_000;
const M = 60_000;
/** An instant written in Nairobi time (EAT, UTC+3), as the office reads its clock. */
const eat = (local: string) => new Date(`${local}+03:00`);

// 2026-11-23 is a Monday.
describe("business time since arrival", () => {
  it("counts open hours on a weekday and nothing at night", () => {
    expect(businessMsBetween(eat("2026-11-23T09:00"), eat("2026-11-23T10:30"))).toBe(1.5 * H);
    expect(businessMsBetween(eat("2026-11-23T19:00"), eat("2026-11-24T07:59"))).toBe(0);
    // Arrived in the evening: the clock starts at 08:00 next morning.
    expect(businessMsBetween(eat("2026-11-23T21:15"), eat("2026-11-24T08:45"))).toBe(45 * M);
    // Across a night: 17:30-18:00 and 08:00-08:30.
    expect(businessMsBetween(eat("2026-11-23T17:30"), eat("2026-11-24T08:30"))).toBe(1 * H);
  });

  it("counts Saturday morning only and no Sunday", () => {
    // Friday 17:00 to Monday 09:00: Fri 1 h + Sat 4 h + Mon 1 h.
    expect(businessMsBetween(eat("2026-11-27T17:00"), eat("2026-11-30T09:00"))).toBe(6 * H);
    // Saturday 14:00 (closed) to Monday 08:20.
    expect(businessMsBetween(eat("2026-11-28T14:00"), eat("2026-11-30T08:20"))).toBe(20 * M);
    expect(businessMsBetween(eat("2026-11-29T10:00"), eat("2026-11-29T16:00"))).toBe(0);
  });

  it("counts whole weeks by arithmetic, the same as day by day", () => {
    expect(weeklyBusinessMs(OFFICE_HOURS)).toBe(54 * H);
    expect(businessMsBetween(eat("2026-11-23T09:00"), eat("2026-12-07T09:00"))).toBe(108 * H);
    expect(businessMsBetween(eat("2026-11-23T09:00"), eat("2026-12-08T10:00"))).toBe(108 * H + 9 * H + 2 * H); // then Monday 09:00-18:00 and Tuesday 08:00-10:00
    expect(businessMsBetween(eat("2026-11-24T10:00"), eat("2026-11-23T10:00"))).toBe(0);
  });

  it("agrees with a minute-by-minute count over odd spans", () => {
    const start = eat("2026-11-26T16:07").getTime();
    for (const minutes of [1, 59, 601, 1440, 2903, 4321, 11_000]) {
      let open = 0;
      for (let t = start; t < start + minutes * M; t += M) open += businessMsBetween(new Date(t), new Date(t + M));
      expect(businessMsBetween(new Date(start), new Date(start + minutes * M))).toBe(open);
    }
  });

  it("describes the office hours", () => {
    expect(describeBusinessHours(OFFICE_HOURS)).toBe("Mon-Fri 08:00-18:00, Sat 09:00-13:00");
  });
});

describe("the latest arrival that needs a reply now", () => {
  it("is one business hour back within a working day", () => {
    expect(arrivalCutoff(eat("2026-11-24T11:20"), H)).toEqual(eat("2026-11-24T10:20"));
  });

  it("reaches into yesterday evening early in the morning", () => {
    // Tuesday 08:15: 15 min today, 45 min before Monday's close.
    expect(arrivalCutoff(eat("2026-11-24T08:15"), H)).toEqual(eat("2026-11-23T17:15"));
  });

  it("at night, counts back from the close", () => {
    expect(arrivalCutoff(eat("2026-11-24T22:00"), H)).toEqual(eat("2026-11-24T17:00"));
  });

  it("on Monday morning, reaches back over Sunday to Saturday", () => {
    // Monday 08:30: 30 min today, then Saturday 12:30-13:00.
    expect(arrivalCutoff(eat("2026-11-30T08:30"), H)).toEqual(eat("2026-11-28T12:30"));
    // All Sunday, and Saturday afternoon: Saturday 12:00.
    expect(arrivalCutoff(eat("2026-11-29T15:00"), H)).toEqual(eat("2026-11-28T12:00"));
    // Two business hours from Saturday 10:00 reach Friday 17:00.
    expect(arrivalCutoff(eat("2026-11-28T10:00"), 2 * H)).toEqual(eat("2026-11-27T17:00"));
  });

  it("lands exactly on an opening when the threshold uses up a day", () => {
    // Monday 18:00 with 10 business hours: Monday 08:00, the latest instant that has waited them.
    expect(arrivalCutoff(eat("2026-11-23T18:00"), 10 * H)).toEqual(eat("2026-11-23T08:00"));
  });

  it("skips whole weeks for a long threshold", () => {
    expect(arrivalCutoff(eat("2026-11-24T11:00"), 54 * H)).toEqual(eat("2026-11-17T11:00"));
    expect(arrivalCutoff(eat("2026-11-24T11:00"), 55 * H)).toEqual(eat("2026-11-17T10:00"));
  });

  it("agrees with the business time: at the cutoff the threshold has passed, a minute later it has not", () => {
    const thresholds = [15 * M, H, 90 * M, 4 * H, 11 * H, 30 * H];
    for (let t = eat("2026-11-27T06:00").getTime(); t < eat("2026-12-01T06:00").getTime(); t += 37 * M) {
      const now = new Date(t);
      for (const threshold of thresholds) {
        const cutoff = arrivalCutoff(now, threshold);
        expect(businessMsBetween(cutoff, now)).toBeGreaterThanOrEqual(threshold);
        expect(businessMsBetween(new Date(cutoff.getTime() + M), now)).toBeLessThan(threshold);
      }
    }
  });

  it("refuses a threshold that is not positive", () => {
    expect(() => arrivalCutoff(new Date(), 0)).toThrow(RangeError);
  });
});
