/**
 * Which page header images are chosen (decisions 0032, 0038). The site layout's loader reads them
 * from the catalogue snapshot: for each `headers/<page>` key, the image behind it and its alt text.
 * A fresh install has none, and a page then draws its header band without a picture instead of
 * asking for an image that is not there.
 */
import { createContext, useContext } from "react";
import { isPageHeaderKey, type StoredPageHeader } from "#domain/page-headers.ts";
import { isSiteLayoutRouteId } from "./company.tsx";

export type StoredHeaders = ReadonlyMap<string, StoredPageHeader>;

const PageHeadersContext = createContext<StoredHeaders>(new Map());

export const PageHeadersProvider = PageHeadersContext.Provider;

/** The loader's list as the map pages look keys up in. */
export function headerMap(headers: readonly StoredPageHeader[] | undefined): StoredHeaders {
  return new Map((headers ?? []).map((h) => [h.key, h]));
}

/** The image to draw for `key`: the header's chosen image, or `key` itself when it is not a page header key; null when none is chosen. */
export function storedImage(key: string | null | undefined, stored: StoredHeaders): string | null {
  if (!key) return null;
  return isPageHeaderKey(key) ? (stored.get(key)?.image ?? null) : key;
}

export function useStoredImage(key: string | null | undefined): string | null {
  return storedImage(key, useContext(PageHeadersContext));
}

/** The header stored for `key` (with its alt text), or null. */
export function useStoredHeader(key: string | null | undefined): StoredPageHeader | null {
  const stored = useContext(PageHeadersContext);
  return key ? (stored.get(key) ?? null) : null;
}

export function useStoredPageHeaders(): StoredHeaders {
  return useContext(PageHeadersContext);
}

type MetaMatch = { id: string; data?: unknown; loaderData?: unknown } | undefined;

/** For `meta` exports: the chosen page headers from the site layout's loader data. */
export function pageHeadersFromMatches(matches: ReadonlyArray<MetaMatch> | undefined): StoredHeaders {
  const layout = matches?.find((m) => isSiteLayoutRouteId(m?.id));
  const data = (layout?.loaderData ?? layout?.data) as { pageHeaders?: StoredPageHeader[] } | undefined;
  return headerMap(data?.pageHeaders);
}
