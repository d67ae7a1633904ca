import { describe, expect, it } from "vitest";
import { compareText, formatIsoDay, formatNairobiDay, formatUtcDay, groupDigits } from "./formatting.ts";

// The hand-written formats must say what ICU says (the server and the pages said it with Intl before).
const GROUPED = new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 });
const LONG_NAIROBI = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "long", year: "numeric", timeZone: "Africa/Nairobi" });
const SHORT_UTC = new Intl.DateTimeFormat("en-GB", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
const WEEKDAY_UTC = new Intl.DateTimeFormat("en-GB", { weekday: "short", day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });

describe("groupDigits", () => {
  it("groups like Intl en-US for small, large, negative and fractional amounts", () => {
    const values = [0, 1, 9, 10, 99, 100, 999, 1000, 1001, 9999, 12345, 45000, 100000, 999999, 1000000, 1234567, 98765432, 1250.4, 1250.5, -1, -1000, -1234567.6];
    for (let i = 0; i < 200; i++) values.push(Math.floor(Math.random() * 10 ** (1 + (i % 12))));
    for (const v of values) expect(groupDigits(v), String(v)).toBe(GROUPED.format(Math.round(v)));
  });
});

describe("dates", () => {
  // Every day of three years, plus the hours either side of midnight in Nairobi (UTC+3).
  const days: Date[] = [];
  for (let t = Date.UTC(2025, 0, 1); t < Date.UTC(2028, 0, 1); t += 86_400_000) days.push(new Date(t));
  const edges = days.flatMap((d) => [20, 21, 22].map((h) => new Date(d.getTime() + h * 3_600_000 - 1)));

  it("writes a UTC day like Intl en-GB, short and with the weekday", () => {
    for (const d of days) {
      expect(formatUtcDay(d, { month: "short" })).toBe(SHORT_UTC.format(d));
      expect(formatUtcDay(d, { month: "short", weekday: true })).toBe(WEEKDAY_UTC.format(d));
    }
  });

  it("writes the day in Nairobi like Intl with the Africa/Nairobi zone, across midnight there", () => {
    for (const d of [...days, ...edges]) expect(formatNairobiDay(d, { month: "long" }), d.toISOString()).toBe(LONG_NAIROBI.format(d));
  });

  it("reads yyyy-mm-dd days and gives back what is not a real date unchanged", () => {
    expect(formatIsoDay("2027-09-02")).toBe("2 Sept 2027");
    expect(formatIsoDay("2027-03-12", { month: "short", weekday: true })).toBe("Fri, 12 Mar 2027");
    expect(formatIsoDay("2027-02-30")).toBe("2027-02-30");
    expect(formatIsoDay("2027-13-01")).toBe("2027-13-01");
    expect(formatIsoDay("next week")).toBe("next week");
  });
});

describe("compareText", () => {
  it("orders names for people: case and accents set aside", () => {
    const names = ["Zebra Trek", "amboseli Escape", "Äther Lodge", "Mara Migration", "aber Camp", "Élan Safari", "elephant Walk"];
    expect([...names].sort(compareText)).toEqual(["aber Camp", "amboseli Escape", "Äther Lodge", "Élan Safari", "elephant Walk", "Mara Migration", "Zebra Trek"]);
  });

  it("agrees with the English collator on plain names, and is total on ties", () => {
    const collator = new Intl.Collator("en");
    const words = ["Samburu", "samburu", "Tsavo East", "Tsavo West", "Lamu", "Lake Nakuru", "Nairobi", "Naivasha", "Diani", "Amboseli", "Aberdares", "Mount Kenya"];
    const sorted = [...words].sort(compareText);
    for (let i = 1; i < sorted.length; i++) expect(collator.compare(sorted[i - 1]!.toLowerCase(), sorted[i]!.toLowerCase())).toBeLessThanOrEqual(0);
    expect(compareText("Samburu", "samburu")).not.toBe(0);
    expect(compareText("Samburu", "samburu")).toBe(-compareText("samburu", "Samburu"));
  });
});

describe("the translated pages' dates and numbers say what ICU says (issue 29)", () => {
  const TAGS = { de: "de", fr: "fr", it: "it", zh: "zh-Hans" } as const;
  for (const [locale, tag] of Object.entries(TAGS) as Array<[keyof typeof TAGS, string]>) {
    it(`${locale}: every day of 2027 in long, short and weekday form, and grouped numbers`, () => {
      const long = new Intl.DateTimeFormat(tag, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
      const short = new Intl.DateTimeFormat(tag, { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
      const weekday = new Intl.DateTimeFormat(tag, { weekday: "short", day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
      for (let day = 0; day < 365; day++) {
        const date = new Date(Date.UTC(2027, 0, 1 + day));
        expect(formatUtcDay(date, { month: "long" }, locale)).toBe(long.format(date));
        expect(formatUtcDay(date, { month: "short" }, locale)).toBe(short.format(date));
        expect(formatUtcDay(date, { month: "short", weekday: true }, locale)).toBe(weekday.format(date));
      }
      const numbers = new Intl.NumberFormat(tag, { maximumFractionDigits: 0 });
      for (const n of [0, 7, 999, 1000, 2500, 9999, 10000, 36100, 123456, 1234567, 98765432]) expect(groupDigits(n, locale)).toBe(numbers.format(n));
    });
  }
});
