import { setupI18n } from "@lingui/core";
import { describe, expect, it } from "vitest";
import { isNavActive, NAV_ITEMS } from "./nav-items.ts";

describe("header navigation", () => {
  it("lists the ten entries of SPEC §2 in order", () => {
    const english = setupI18n({ locale: "en", messages: { en: {} } });
    expect(NAV_ITEMS.map((i) => `${english._(i.label)} ${i.to}`)).toEqual([
      "Home /",
      "About Us /about",
      "Services /services",
      "Travel Management /travel-management",
      "Packages /packages",
      "Destinations /destinations",
      "Gallery /gallery",
      "Blog /blog",
      "Inquiries /contact",
      "Contact us /info",
    ]);
  });

  it("marks Travel Management active for any path under it", () => {
    expect(isNavActive("/travel-management", "/travel-management")).toBe(true);
    expect(isNavActive("/travel-management", "/travel-management/corporate")).toBe(true);
    expect(isNavActive("/travel-management", "/travel-management/student/")).toBe(true);
    expect(isNavActive("/travel-management", "/travel")).toBe(false);
  });

  it("keeps Home for the root only and Blog for stories", () => {
    expect(isNavActive("/", "/")).toBe(true);
    expect(isNavActive("/", "/about")).toBe(false);
    expect(isNavActive("/blog", "/blogs/some-story")).toBe(true);
    expect(isNavActive("/packages", "/packages/12")).toBe(true);
    expect(isNavActive("/info", "/information")).toBe(false);
  });
});
