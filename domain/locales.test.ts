import { describe, expect, it } from "vitest";
import { acceptLanguageLocale, preferredOtherLocale } from "./language-offer.ts";
import { localizePath, parseLangParam, splitLocalePath } from "./locales.ts";

describe("splitLocalePath", () => {
  it("reads a known prefix and gives the page's own path", () => {
    expect(splitLocalePath("/de/packages/12")).toEqual({ locale: "de", path: "/packages/12" });
    expect(splitLocalePath("/zh")).toEqual({ locale: "zh", path: "/" });
    expect(splitLocalePath("/fr/")).toEqual({ locale: "fr", path: "/" });
  });

  it("leaves English, unknown prefixes and look-alikes as English paths", () => {
    expect(splitLocalePath("/packages/12")).toEqual({ locale: "en", path: "/packages/12" });
    expect(splitLocalePath("/en/packages")).toEqual({ locale: "en", path: "/en/packages" });
    expect(splitLocalePath("/xx/packages")).toEqual({ locale: "en", path: "/xx/packages" });
    expect(splitLocalePath("/deals")).toEqual({ locale: "en", path: "/deals" });
    expect(splitLocalePath("/DE/packages")).toEqual({ locale: "en", path: "/DE/packages" });
  });
});

describe("localizePath", () => {
  it("puts site paths under the language's prefix, query and fragment kept", () => {
    expect(localizePath("/packages?residency=resident", "de")).toBe("/de/packages?residency=resident");
    expect(localizePath("/", "it")).toBe("/it/");
    expect(localizePath("/?q=1", "it")).toBe("/it/?q=1");
    expect(localizePath("/packages/3#party", "zh")).toBe("/zh/packages/3#party");
  });

  it("leaves English, other origins, fragments and non-page paths alone, and never prefixes twice", () => {
    expect(localizePath("/packages", "en")).toBe("/packages");
    expect(localizePath("https://maps.example/x", "de")).toBe("https://maps.example/x");
    expect(localizePath("//evil.example/x", "de")).toBe("//evil.example/x");
    expect(localizePath("#top", "de")).toBe("#top");
    expect(localizePath("/api/v1/packages/", "de")).toBe("/api/v1/packages/");
    expect(localizePath("/images/hero/x.avif", "de")).toBe("/images/hero/x.avif");
    expect(localizePath("/console/inquiries", "de")).toBe("/console/inquiries");
    expect(localizePath("/de/packages", "de")).toBe("/de/packages");
  });
});

describe("parseLangParam", () => {
  it("knows the five languages, defaults to English and refuses junk", () => {
    expect(parseLangParam(null)).toBe("en");
    expect(parseLangParam("")).toBe("en");
    expect(parseLangParam("zh")).toBe("zh");
    expect(parseLangParam("de-DE")).toBeNull();
    expect(parseLangParam("<script>")).toBeNull();
    expect(parseLangParam("x".repeat(5000))).toBeNull();
  });
});

describe("preferredOtherLocale", () => {
  it("offers the first language the site speaks, unless English comes first", () => {
    expect(preferredOtherLocale(["de-DE", "de", "en-US"])).toBe("de");
    expect(preferredOtherLocale(["en-GB", "de"])).toBeNull();
    expect(preferredOtherLocale(["sw-KE", "it-IT", "en"])).toBe("it");
    expect(preferredOtherLocale(["zh-CN", "zh"])).toBe("zh");
    expect(preferredOtherLocale(["zh-TW", "en"])).toBeNull();
    expect(preferredOtherLocale(["zh-Hant-HK", "fr-CA"])).toBe("fr");
    expect(preferredOtherLocale([])).toBeNull();
  });
});

describe("acceptLanguageLocale", () => {
  it("reads an Accept-Language header by preference, English when it asks for none of the others", () => {
    expect(acceptLanguageLocale("de-DE,de;q=0.9,en;q=0.8")).toBe("de");
    expect(acceptLanguageLocale("en;q=0.5, fr;q=0.9")).toBe("fr");
    expect(acceptLanguageLocale("en-US,en;q=0.9,de;q=0.8")).toBe("en");
    expect(acceptLanguageLocale("sw, it;q=0.7, zh-CN;q=0.7")).toBe("it");
    expect(acceptLanguageLocale("zh-TW, zh-CN;q=0.5")).toBe("zh");
    expect(acceptLanguageLocale("de;q=0, fr;q=0.1")).toBe("fr");
    expect(acceptLanguageLocale("*")).toBe("en");
    expect(acceptLanguageLocale("")).toBe("en");
    expect(acceptLanguageLocale(null)).toBe("en");
    expect(acceptLanguageLocale("de;q=abc")).toBe("en");
  });
});
