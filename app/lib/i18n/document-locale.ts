/**
 * The language of the document in the browser, from its path: one document shows one language (the
 * switcher loads the other language's page anew), so the browser's API client and its persisted
 * cache can follow it without every query key naming it. English on the server, which reads the
 * catalogue in the request's language itself (server/areas/site-area.ts).
 */
import { DEFAULT_LOCALE, splitLocalePath, type Locale } from "#domain/locales.ts";

export function documentLocale(): Locale {
  return typeof window === "undefined" ? DEFAULT_LOCALE : splitLocalePath(window.location.pathname).locale;
}

/** An API path asking for the document's language (`lang`, decision 0074); English paths as they are. */
export function inDocumentLanguage(path: string): string {
  const locale = documentLocale();
  if (locale === DEFAULT_LOCALE || !path.startsWith("/api/v1/") || path.startsWith("/api/v1/inquiries/") || /[?&]lang=/.test(path)) return path;
  return `${path}${path.includes("?") ? "&" : "?"}lang=${locale}`;
}
