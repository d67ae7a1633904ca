/**
 * Page header images (SPEC §2 Images): one per page that has a header band. Pages name their
 * header by a stable key, `headers/<page>`, without asking the API; which image (if any) stands
 * behind each key is the published page-headers document (decision 0038), edited in the console
 * with the media picker. Nothing guarantees one is chosen (a fresh install without the demo has
 * none): pages draw a plain header band for the others (decision 0032).
 *
 * No zod here: public pages import this module (the schema is page-headers-schema.ts).
 */
export const PAGE_HEADER_PREFIX = "headers/";

/** site_documents.kind of the page headers document, and its entity type in drafts and revisions. */
export const PAGE_HEADERS_ENTITY = "page_headers";

export function pageHeaderKey(page: string): string {
  return `${PAGE_HEADER_PREFIX}${page}`;
}

export function isPageHeaderKey(key: string): boolean {
  return key.startsWith(PAGE_HEADER_PREFIX);
}

/** The public pages that draw a header band, in the console's order, with where each one is. */
export const PAGE_HEADER_PAGES = [
  { page: "about-us", label: "About us", path: "/about" },
  { page: "packages", label: "Packages", path: "/packages" },
  { page: "destinations", label: "Destinations", path: "/destinations" },
  { page: "services", label: "Services", path: "/services" },
  { page: "blogs", label: "Stories (blog)", path: "/blogs" },
  { page: "gallery", label: "Gallery", path: "/gallery" },
  { page: "contact", label: "Contact", path: "/contact" },
  { page: "travel-management", label: "Travel management", path: "/travel-management" },
  { page: "corporate", label: "Corporate travel", path: "/travel-management/corporate" },
  { page: "student", label: "Student travel", path: "/travel-management/student" },
  { page: "info", label: "Company info", path: "/info" },
  { page: "terms", label: "Terms", path: "/terms" },
  { page: "faqs", label: "FAQs", path: "/faqs" },
] as const;

export type PageHeaderPage = (typeof PAGE_HEADER_PAGES)[number]["page"];
export const PAGE_HEADER_PAGE_NAMES = PAGE_HEADER_PAGES.map((p) => p.page) as unknown as readonly [PageHeaderPage, ...PageHeaderPage[]];

/** A header a page can draw: its key (`headers/<page>`), the image behind it and that image's alt text. */
export interface StoredPageHeader {
  key: string;
  image: string;
  /** Empty when not known (an original stored under the key itself): the page's own alt text stands. */
  alt: string;
}
