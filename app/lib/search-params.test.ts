import { describe, expect, it } from "vitest";
import {
  EMPTY_FILTERS,
  endDateMin,
  filtersToParams,
  hasSearchableFilter,
  normaliseFilters,
  packagesUrl,
  parsePackagesQuery,
  searchApiParams,
  withoutParams,
} from "./search-params.ts";

describe("search bar filters", () => {
  it("default to resident and count as blank", () => {
    const f = normaliseFilters();
    expect(f.residency).toBe("resident");
    expect(hasSearchableFilter(f)).toBe(false);
  });

  it("count any non-blank field, or a residency other than the default", () => {
    expect(hasSearchableFilter({ ...EMPTY_FILTERS, destinations: "  " })).toBe(false);
    expect(hasSearchableFilter({ ...EMPTY_FILTERS, destinations: "Mara" })).toBe(true);
    expect(hasSearchableFilter({ ...EMPTY_FILTERS, travel_type: "safari" })).toBe(true);
    expect(hasSearchableFilter({ ...EMPTY_FILTERS, end_date: "2030-01-02" })).toBe(true);
    expect(hasSearchableFilter({ ...EMPTY_FILTERS, residency: "non_resident" })).toBe(true);
  });

  it("serialise only non-empty values, trimmed", () => {
    const params = filtersToParams({ ...EMPTY_FILTERS, destinations: " Maasai Mara ", start_date: "2030-05-01" });
    expect(params.toString()).toBe("destinations=Maasai+Mara&start_date=2030-05-01&residency=resident");
    expect(packagesUrl({ ...EMPTY_FILTERS, residency: "" })).toBe("/packages");
  });

  it("reject unknown residency codes", () => {
    expect(normaliseFilters({ residency: "martian" }).residency).toBe("resident");
    expect(normaliseFilters({ residency: "east_african" }).residency).toBe("east_african");
  });

  it("end date minimum is the start date, or today", () => {
    expect(endDateMin("", "2030-01-01")).toBe("2030-01-01");
    expect(endDateMin("2030-02-01", "2030-01-01")).toBe("2030-02-01");
    expect(endDateMin("2029-02-01", "2030-01-01")).toBe("2030-01-01");
  });
});

describe("/packages query", () => {
  it("without parameters is unfiltered and asks to scroll to the top", () => {
    const q = parsePackagesQuery(new URLSearchParams(""));
    expect(q.hasFilters).toBe(false);
    expect(q.hasParams).toBe(false);
    expect(q.page).toBe(1);
  });

  it("reads the known parameters and passes the others through", () => {
    const q = parsePackagesQuery(new URLSearchParams("destinations=mara&service_id=2&page=3&is_deal=true&empty=&foo=bar"));
    expect(q.filters.destinations).toBe("mara");
    expect(q.serviceId).toBe("2");
    expect(q.page).toBe(3);
    expect(q.passThrough).toEqual({ is_deal: "true", foo: "bar" });
    expect(q.hasFilters).toBe(true);
    expect(searchApiParams(q)).toEqual({ destinations: "mara", service_id: "2", is_deal: "true", foo: "bar", page: "3", page_size: "12" });
    expect(searchApiParams(q, 4).page).toBe("4");
  });

  it("page alone is not a filter", () => {
    const q = parsePackagesQuery(new URLSearchParams("page=2"));
    expect(q.hasFilters).toBe(false);
    expect(q.hasParams).toBe(true);
  });

  it("removing a tag keeps the others and resets the page", () => {
    const params = new URLSearchParams("destinations=mara&travel_type=safari&page=2");
    expect(withoutParams(params, "destinations")).toBe("/packages?travel_type=safari");
    expect(withoutParams(new URLSearchParams("destinations=mara"), "destinations")).toBe("/packages");
  });
});
