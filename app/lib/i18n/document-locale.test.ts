// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { persistStorageKey } from "../cache/persistence.ts";
import { documentLocale, inDocumentLanguage } from "./document-locale.ts";

afterEach(() => window.history.replaceState(null, "", "/"));

describe("the document's language in the browser", () => {
  it("asks the API for the page's language, and only for catalogue reads", () => {
    window.history.replaceState(null, "", "/de/packages/3");
    expect(documentLocale()).toBe("de");
    expect(inDocumentLanguage("/api/v1/services/")).toBe("/api/v1/services/?lang=de");
    expect(inDocumentLanguage("/api/v1/packages/?is_deal=true")).toBe("/api/v1/packages/?is_deal=true&lang=de");
    expect(inDocumentLanguage("/api/v1/packages/?page=2&lang=de")).toBe("/api/v1/packages/?page=2&lang=de");
    expect(inDocumentLanguage("/api/v1/inquiries/form-token/?shown_ms=3")).toBe("/api/v1/inquiries/form-token/?shown_ms=3");
    expect(inDocumentLanguage("/api/app-meta/")).toBe("/api/app-meta/");
    expect(persistStorageKey()).toBe("twiga-query-cache-de");
  });

  it("leaves English pages' requests and cache as they always were", () => {
    window.history.replaceState(null, "", "/packages/3");
    expect(documentLocale()).toBe("en");
    expect(inDocumentLanguage("/api/v1/services/")).toBe("/api/v1/services/");
    expect(persistStorageKey()).toBe("twiga-query-cache");
  });
});
