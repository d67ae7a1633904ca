/**
 * The URLs the chaos run asks for, read from the running site: every page route of app/routes.ts
 * (PAGE_PATTERNS, which a test keeps in step with it) with real ids and slugs from the API, the
 * console's pages, every GET route of the API, and a few image variants the home page uses.
 */
import { PAGE_PATTERNS } from "../../server/observability/route-label.ts";

export interface SitePaths {
  /** Public pages with real ids. */
  pages: string[];
  /** API reads (lists, details, searches). */
  api: string[];
  /** Image variants named by the home page. */
  images: string[];
  /** Every GET path of the site, for fuzzed query strings. */
  everyGet: string[];
}

/** The console's pages (app/routes.ts); signed out they redirect to the sign-in page. */
const CONSOLE_PAGES = ["/console", "/console/sign-in", "/console/sign-in/two-factor", "/console/forgot-password", "/console/set-password", "/console/inquiries", "/console/inquiries/1", "/console/inquiries/export.csv", "/console/packages", "/console/packages/1", "/console/destinations", "/console/stories", "/console/stories/new", "/console/media", "/console/audit", "/console/personal-data", "/console/personal-data/export", "/console/account/security", "/console/staff", "/console/settings"];

/** Other GET routes of server/site.ts and server/api. */
const OTHER_GETS = ["/sitemap.xml", "/robots.txt", "/healthz", "/readyz", "/metrics", "/api/app-meta/", "/api/v1/inquiries/form-token/", "/api/v1/services/", "/api/v1/gallery/", "/api/v1/slider-images/", "/api/v1/search/packages/", "/api/v1/search/destinations/", "/api/v1/search/travel_types/", "/api/v1/packages/", "/api/v1/destinations/", "/api/v1/blogs/", "/no-such-page"];

async function json<T>(base: string, path: string): Promise<T> {
  const res = await fetch(base + path);
  if (!res.ok) throw new Error(`${path}: ${res.status}`);
  return (await res.json()) as T;
}

type List<T> = { results?: T[] } | T[];
const items = <T>(list: List<T>): T[] => (Array.isArray(list) ? list : (list.results ?? []));

export async function discoverPaths(base: string): Promise<SitePaths> {
  const packages = items(await json<List<{ id: number }>>(base, "/api/v1/packages/?page_size=50")).map((p) => p.id);
  const destinations = items(await json<List<{ id: number }>>(base, "/api/v1/destinations/")).map((d) => d.id);
  const blogs = items(await json<List<{ slug: string }>>(base, "/api/v1/blogs/")).map((b) => b.slug);
  if (!packages.length || !destinations.length || !blogs.length) throw new Error("the demo catalogue is empty: is SEED_DEMO off?");

  const pages: string[] = [];
  for (const pattern of PAGE_PATTERNS) {
    if (pattern.includes(":id") && pattern.startsWith("/packages")) pages.push(...packages.slice(0, 8).map((id) => `/packages/${id}`));
    else if (pattern.includes(":id")) pages.push(...destinations.slice(0, 4).map((id) => `/destinations/${id}`));
    else if (pattern.includes(":slug")) pages.push(...blogs.slice(0, 3).map((slug) => `/blogs/${slug}`));
    else pages.push(pattern);
  }
  pages.push("/packages?destinations=Maasai%20Mara", "/packages?is_deal=true");

  const api = [
    "/api/v1/packages/",
    "/api/v1/packages/?is_deal=true",
    ...packages.slice(0, 6).map((id) => `/api/v1/packages/${id}/`),
    "/api/v1/destinations/",
    ...destinations.slice(0, 3).map((id) => `/api/v1/destinations/${id}/`),
    "/api/v1/blogs/",
    `/api/v1/blogs/${blogs[0]}/`,
    "/api/v1/services/",
    "/api/v1/gallery/",
    "/api/v1/search/packages/?destinations=mara",
    "/api/v1/search/packages/?destinations=zanzibr&residency=non_resident",
    "/api/v1/search/destinations/?q=dian",
    "/api/app-meta/",
  ];

  const home = await (await fetch(`${base}/`)).text();
  const images = [...new Set([...home.matchAll(/\/images\/\d+\/[a-z0-9/-]+\.(?:avif|webp|jpg)/g)].map((m) => m[0]))].slice(0, 12);

  const everyGet = [
    ...new Set([
      ...PAGE_PATTERNS.map((p) => p.replace(":id", p.startsWith("/packages") ? String(packages[0]) : String(destinations[0])).replace(":slug", blogs[0]!)),
      ...CONSOLE_PAGES,
      ...OTHER_GETS,
      `/api/v1/packages/${packages[0]}/`,
      `/api/v1/destinations/${destinations[0]}/`,
      `/api/v1/blogs/${blogs[0]}/`,
      ...images.slice(0, 2),
    ]),
  ];
  return { pages, api, images, everyGet };
}
