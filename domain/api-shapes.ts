/**
 * The tolerances of SPEC §3 for answers from any backend of SPEC §7, not only ours: destinations
 * and services identified only by `destination_id` / `service_id` (or only by `id`), continents
 * sent as `continent_details` or `continents`, each an object with a name or a plain string. Every
 * destination and service the browser reads passes through here, so cards, links and the continent
 * order see one shape. (Lists as a plain array or {results}: app/lib/api.ts `listOf`.)
 */
import type { ApiDestinationSummary, ApiRef, ApiService } from "./api-types.ts";

function idOf(...candidates: unknown[]): number {
  for (const c of candidates) {
    const n = typeof c === "string" && c.trim() !== "" ? Number(c) : c;
    if (typeof n === "number" && Number.isInteger(n) && n > 0) return n;
  }
  return 0;
}

function continentNames(raw: Record<string, unknown>): string[] {
  const source = Array.isArray(raw.continent_details) && raw.continent_details.length ? raw.continent_details : raw.continents;
  if (!Array.isArray(source)) return [];
  return source
    .map((c) => (typeof c === "string" ? c : c && typeof c === "object" && typeof (c as { name?: unknown }).name === "string" ? (c as { name: string }).name : ""))
    .map((n) => n.trim())
    .filter(Boolean);
}

export function normalizeDestination<T extends Partial<ApiDestinationSummary>>(raw: T): T & Pick<ApiDestinationSummary, "id" | "destination_id" | "continents" | "continent_details"> {
  const r = raw as Record<string, unknown>;
  const id = idOf(r.destination_id, r.id);
  const names = continentNames(r);
  const details: ApiRef[] = Array.isArray(r.continent_details)
    ? (r.continent_details as unknown[]).flatMap((c, i) =>
        c && typeof c === "object" && typeof (c as { name?: unknown }).name === "string"
          ? [{ id: idOf((c as { id?: unknown }).id) || i + 1, name: (c as { name: string }).name } as ApiRef]
          : typeof c === "string"
            ? [{ id: i + 1, name: c } as ApiRef]
            : [],
      )
    : names.map((name, i) => ({ id: i + 1, name }) as ApiRef);
  return { ...raw, id, destination_id: id, continents: names, continent_details: details };
}

export function normalizeService<T extends Partial<ApiService>>(raw: T): T & Pick<ApiService, "id" | "service_id"> {
  const r = raw as Record<string, unknown>;
  const id = idOf(r.service_id, r.id);
  return { ...raw, id, service_id: id };
}
