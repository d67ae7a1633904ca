/** Live destination suggestions (SPEC §5): prefix matches first, then typo-tolerant prefixes. */
import type { ApiDestinationSummary } from "#domain/api-types.ts";
import { fuzzyPrefix, words } from "./text.ts";

export const DESTINATION_QUERY_MIN = 2;
/** Longest query matched (the API refuses longer); cut before the typo-tolerant matching. */
export const DESTINATION_QUERY_MAX = 100;
const LIMIT = 10;

export function searchDestinations(destinations: readonly ApiDestinationSummary[], rawQuery: string): ApiDestinationSummary[] {
  const query = rawQuery.slice(0, DESTINATION_QUERY_MAX);
  const tokens = words(query);
  if (query.trim().length < DESTINATION_QUERY_MIN || tokens.length === 0) return [];
  const ranked: Array<{ d: ApiDestinationSummary; rank: number }> = [];
  for (const d of destinations) {
    const nameWords = words(d.name);
    const every = (match: (token: string, word: string) => boolean) =>
      tokens.every((t) => nameWords.some((w) => match(t, w)));
    if (every((t, w) => w.startsWith(t))) ranked.push({ d, rank: nameWords[0]!.startsWith(tokens[0]!) ? 0 : 1 });
    else if (every(fuzzyPrefix)) ranked.push({ d, rank: 2 });
  }
  ranked.sort((a, b) => a.rank - b.rank || a.d.name.localeCompare(b.d.name));
  return ranked.slice(0, LIMIT).map((r) => r.d);
}
