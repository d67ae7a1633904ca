/**
 * Page header images (SPEC §2 Images): one per page, stored as an original under a stable key,
 * `headers/<page>`, so a page can name its header without asking the API. Nothing guarantees one
 * is stored (a fresh install without the demo has none): pages check the keys the site layout
 * reports as stored and draw a plain header band for the others (decision 0032).
 */
export const PAGE_HEADER_PREFIX = "headers/";

export function pageHeaderKey(page: string): string {
  return `${PAGE_HEADER_PREFIX}${page}`;
}

export function isPageHeaderKey(key: string): boolean {
  return key.startsWith(PAGE_HEADER_PREFIX);
}
