/**
 * Which page header images are stored (decision 0032). The site layout's loader reads their keys
 * from the catalogue snapshot; a fresh install has none, and a page then draws its header band
 * without a picture instead of asking for an image that is not there.
 */
import { createContext, useContext } from "react";
import { isPageHeaderKey } from "#domain/page-headers.ts";
import { SITE_LAYOUT_ROUTE_ID } from "./company.tsx";

const PageHeadersContext = createContext<ReadonlySet<string>>(new Set());

export const PageHeadersProvider = PageHeadersContext.Provider;

/** The image to draw for `key`: itself when it is stored or not a page header key, else null. */
export function storedImage(key: string | null | undefined, stored: ReadonlySet<string>): string | null {
  if (!key) return null;
  return !isPageHeaderKey(key) || stored.has(key) ? key : null;
}

export function useStoredImage(key: string | null | undefined): string | null {
  return storedImage(key, useContext(PageHeadersContext));
}

export function useStoredPageHeaders(): ReadonlySet<string> {
  return useContext(PageHeadersContext);
}

type MetaMatch = { id: string; data?: unknown; loaderData?: unknown } | undefined;

/** For `meta` exports: the stored page header keys from the site layout's loader data. */
export function pageHeadersFromMatches(matches: ReadonlyArray<MetaMatch> | undefined): ReadonlySet<string> {
  const layout = matches?.find((m) => m?.id === SITE_LAYOUT_ROUTE_ID);
  const data = (layout?.loaderData ?? layout?.data) as { pageHeaders?: string[] } | undefined;
  return new Set(data?.pageHeaders ?? []);
}
