/**
 * /sitemap.xml and /robots.txt: every public page of SPEC §2 and every
 * catalogue item, in every language, with lastmod from the catalogue's own dates.
 */
import { html, joinHtml } from "#domain/html.ts";
import { LOCALES, localizePath } from "#domain/locales.ts";
import { PAGE_PATTERNS } from "../observability/route-label.ts";
import type { Catalogue } from "../services/catalogue/index.ts";
import { inLanguage, type ContentTranslations } from "../services/catalogue/translations.ts";

/**
 * Static pages of the route table (SPEC §2), derived from the page patterns the metrics use (a
 * test keeps those in step with app/routes.ts), so a new page is in the sitemap without a second
 * list; /blogs is an alias of /blog and is left out.
 */
export const STATIC_PATHS = PAGE_PATTERNS.filter((path) => !path.includes(":") && path !== "/blogs");

interface Entry {
  path: string;
  lastmod: string;
  /** A story's id: its path in another language carries that language's slug. */
  storyId?: number;
}

const day = (iso: string) => iso.slice(0, 10);

export async function sitemapEntries(catalogue: Catalogue): Promise<Entry[]> {
  const [packages, destinations, blogs] = await Promise.all([
    catalogue.packages(),
    catalogue.destinations(),
    catalogue.blogs(),
  ]);
  const newest = [...packages.map((p) => p.updated_at), ...blogs.map((b) => b.created_at)].sort().at(-1) ?? new Date().toISOString();
  return [
    ...STATIC_PATHS.map((path) => ({ path, lastmod: day(newest) })),
    ...packages.map((p) => ({ path: `/packages/${p.package_id}`, lastmod: day(p.updated_at) })),
    ...destinations.map((d) => ({ path: `/destinations/${d.destination_id}`, lastmod: day(newest) })),
    ...blogs.map((b) => ({ path: `/blogs/${b.slug}`, lastmod: day(b.created_at), storyId: b.blog_id })),
  ];
}

export async function sitemapXml(catalogue: Catalogue, translations: ContentTranslations, origin: string): Promise<string> {
  // Every page in every language (issue 29): English at its path, the others under their prefix,
  // a story under its translated slug. Each page names its other languages itself (hreflang links),
  // so the sitemap only lists them.
  const slugs = inLanguage(catalogue, translations, "en").storySlugs;
  const entries = await Promise.all(
    (await sitemapEntries(catalogue)).map(async (e) => {
      const storySlugs = e.storyId === undefined ? null : await slugs(e.storyId);
      return LOCALES.map((locale) => ({ ...e, path: localizePath(storySlugs ? `/blogs/${storySlugs[locale]}` : e.path, locale) }));
    }),
  ).then((lists) => lists.flat());
  // The escaping template of every page made from strings (its entities are XML's too).
  const urls = joinHtml(entries.map((e) => html`  <url><loc>${origin + e.path}</loc><lastmod>${e.lastmod}</lastmod></url>`), "\n");
  return html`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`.toString();
}

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${origin}/sitemap.xml\n`;
}
