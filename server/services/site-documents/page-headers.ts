/**
 * Reading the page header images (decisions 0032, 0038). The published page-headers document says
 * which image stands behind each `headers/<page>` key. Before one is published, originals stored
 * under the keys themselves (how the demo and early installs provided them) are the headers.
 */
import type { Kysely, Transaction } from "kysely";
import { PAGE_HEADER_PREFIX, PAGE_HEADERS_ENTITY, pageHeaderKey, type StoredPageHeader } from "#domain/page-headers.ts";
import { readPageHeaders } from "#domain/page-headers-schema.ts";
import { storedSiteDocument } from "./company.ts";
import type { DB } from "../../db/generated-types.ts";

type Exec = Kysely<DB> | Transaction<DB>;

/** Originals stored under `headers/<page>` keys: each is its own page's header. */
export async function legacyPageHeaders(db: Exec): Promise<StoredPageHeader[]> {
  const rows = await db.selectFrom("media").select("key").where("key", "like", `${PAGE_HEADER_PREFIX}%`).orderBy("key").execute();
  return rows.map((r) => ({ key: r.key, image: r.key, alt: "" }));
}

/** The page headers the site shows: the published document's, else the legacy originals. */
export async function loadPageHeaders(db: Exec): Promise<StoredPageHeader[]> {
  const stored = await storedSiteDocument(db, PAGE_HEADERS_ENTITY);
  if (!stored) return legacyPageHeaders(db);
  return readPageHeaders(stored.document).headers.map((h) => ({ key: pageHeaderKey(h.page), image: h.image_key, alt: h.alt }));
}
