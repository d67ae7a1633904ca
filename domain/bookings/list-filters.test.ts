import { describe, expect, it } from "vitest";
import { bookingListQuery, nextMonthStart, NO_FILTER, parseBookingListFilter } from "./list-filters.ts";

const parse = (q: string) => parseBookingListFilter(new URLSearchParams(q));

describe("bookings list filters", () => {
  it("reads the URL's filters", () => {
    expect(parse("state=confirmed&month=2027-08&balance=due&within=14&page=3")).toEqual({ state: "confirmed", month: "2027-08", balance: "due", within: 14, page: 3 });
    expect(parse("")).toEqual(NO_FILTER);
  });

  it("a value that does not read is no filter", () => {
    expect(parse("state=nonsense&month=2027-13&balance=soon&within=0&page=-1")).toEqual(NO_FILTER);
    expect(parse("month=2027-8&within=400&page=1.5")).toEqual(NO_FILTER);
    expect(parse("within=abc").within).toBe(30);
  });

  it("writes a filter back as a query string, defaults left out", () => {
    const f = parse("state=confirmed&balance=due&within=14");
    expect(bookingListQuery(f)).toBe("?state=confirmed&balance=due&within=14");
    expect(bookingListQuery(f, { page: 2 })).toBe("?state=confirmed&balance=due&within=14&page=2");
    expect(bookingListQuery(NO_FILTER)).toBe("");
    expect(bookingListQuery({ ...NO_FILTER, balance: "overdue", within: 14 })).toBe("?balance=overdue");
  });

  it("the month after, across a year's end", () => {
    expect(nextMonthStart("2027-12")).toBe("2028-01-01");
    expect(nextMonthStart("2028-02")).toBe("2028-03-01");
  });
});
