/**
 * Page metadata for React Router's `meta` export: title, description,
 * canonical URL, Open Graph and Twitter tags, and optional JSON-LD. Every
 * route builds its tags with pageMeta so no page forgets one.
 */
import { ogImageUrl, imageKeyFromUrl } from "#domain/images.ts";
import { breadcrumbs, travelAgency } from "#domain/structured-data.ts";
import type { CompanyDetails } from "#domain/company-details.ts";
import { DEFAULT_LOCALE, HREFLANGS, LOCALES, OG_LOCALES, localizePath, type Locale } from "#domain/locales.ts";
import { msg } from "@lingui/core/macro";
import { companyFromMatches } from "./company.tsx";
import { i18nFromMatches, localeFromMatches } from "./i18n/from-matches.ts";
import { pageHeadersFromMatches, storedImage } from "./page-images.tsx";

export interface PageMetaInput {
  title: string;
  description: string;
  /**
   * Path of the page in English, e.g. "/packages/12": joined to the origin, in the page's language,
   * for canonical and og:url, and in every language for the hreflang alternates.
   */
  path: string;
  /**
   * The page's path per language where it differs from `path` (a story's translated slug): the
   * canonical URL and each hreflang alternate use the language's own.
   */
  paths?: Partial<Record<Locale, string>>;
  /** Public origin from the loader (siteOf(context).origin); relative URLs are used without it. */
  origin?: string;
  /** Any pipeline image URL or key for the preview (1200x630 JPEG is derived). */
  image?: string | null;
  imageAlt?: string;
  type?: "website" | "article" | "product";
  /** Extra og:/product: properties, e.g. { "product:price:amount": "45000" }. */
  extra?: Record<string, string>;
  /** Structured data objects, rendered as application/ld+json script tags. */
  jsonLd?: object[];
  /** Trail below Home, e.g. [{ name: "Packages", path: "/packages" }, ...]: rendered as a BreadcrumbList. */
  breadcrumbs?: Array<{ name: string; path: string }>;
  noindex?: boolean;
}

/**
 * `matches` are the meta function's own: the company (name, JSON-LD) comes from the site layout's
 * loader data among them (decision 0029).
 */
export function pageMeta(matches: Parameters<typeof companyFromMatches>[0], input: PageMetaInput) {
  const site: CompanyDetails = companyFromMatches(matches);
  const origin = input.origin?.replace(/\/$/, "") ?? "";
  const locale = localeFromMatches(matches);
  const pathIn = (l: Locale) => localizePath(input.paths?.[l] ?? input.path, l);
  const url = `${origin}${pathIn(locale)}`;
  const title = !site.name || input.title.includes(site.name) ? input.title : `${input.title} | ${site.name}`;
  const given = input.image ? (input.image.startsWith("/") ? imageKeyFromUrl(input.image) : input.image) : null;
  // No preview image that is not stored (a page header on an install without one, decision 0032).
  const key = storedImage(given, pageHeadersFromMatches(matches));
  const image = key ? `${origin}${ogImageUrl(key)}` : null;
  const tags: Array<Record<string, unknown>> = [
    { title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: url },
    // The same page in every language, and English for everyone else (issue 29 item 2).
    ...LOCALES.map((l) => ({ tagName: "link", rel: "alternate", hrefLang: HREFLANGS[l], href: `${origin}${pathIn(l)}` })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: `${origin}${pathIn(DEFAULT_LOCALE)}` },
    { property: "og:site_name", content: site.name },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:title", content: title },
    { property: "og:description", content: input.description },
    { property: "og:url", content: url },
    { property: "og:locale", content: OG_LOCALES[locale] },
    ...LOCALES.filter((l) => l !== locale).map((l) => ({ property: "og:locale:alternate", content: OG_LOCALES[l] })),
    { name: "twitter:card", content: image ? "summary_large_image" : "summary" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: input.description },
  ];
  if (image) {
    tags.push(
      { property: "og:image", content: image },
      { property: "og:image:type", content: "image/jpeg" },
      { property: "og:image:width", content: "1200" },
      { property: "og:image:height", content: "630" },
      { property: "og:image:alt", content: input.imageAlt ?? input.title },
      { name: "twitter:image", content: image },
    );
  }
  for (const [property, content] of Object.entries(input.extra ?? {})) tags.push({ property, content });
  if (input.noindex) tags.push({ name: "robots", content: "noindex" });
  // The company on every page (search engines tie each page to the TravelAgency), then the trail, then the page's own data.
  const structured: object[] = [travelAgency(site, origin)];
  if (input.breadcrumbs?.length) {
    const home = i18nFromMatches(matches)._(msg`Home`);
    structured.push(breadcrumbs(origin, [{ name: home, path: "/" }, ...input.breadcrumbs].map((crumb) => ({ ...crumb, path: localizePath(crumb.path, locale) }))));
  }
  structured.push(...(input.jsonLd ?? []));
  // The pages' own links in the structured data lead to the same language (images and other files stay).
  for (const data of structured) tags.push({ "script:ld+json": localizeUrls(data, origin, locale) });
  return tags;
}

/** `data` with every URL of a site page (`${origin}/...`) put in `locale`; a copy, the input untouched. */
function localizeUrls<T>(data: T, origin: string, locale: Locale): T {
  if (locale === DEFAULT_LOCALE) return data;
  const walk = (value: unknown): unknown => {
    if (typeof value === "string") return origin && value.startsWith(`${origin}/`) ? origin + localizePath(value.slice(origin.length), locale) : value;
    if (Array.isArray(value)) return value.map(walk);
    // An @id names a thing (the company), whatever the language of the page that mentions it.
    if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, k === "@id" ? v : walk(v)]));
    return value;
  };
  return walk(data) as T;
}
