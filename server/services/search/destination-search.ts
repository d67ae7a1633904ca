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

const fold = (text: string, locale: string) => text.normalize("NFD").replace(/\p{Diacritic}/gu, "").toLocaleLowerCase(locale).replace(/\s+/g, " ").trim();
/** Written without spaces between words (Chinese, Japanese, Korean, Thai): a name is matched anywhere in it. */
const UNSPACED = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\p{Script=Thai}]/u;

/**
 * Suggestions on a page in another language (decision 0082): the English matches of
 * `searchDestinations`, and the destinations whose name in that language (`nameIn`, undefined where
 * it has none) matches what is typed: each typed word the start of a word of the name, or, in a
 * script written without spaces, the name holding what is typed (马赛 finds 马赛马拉). Names that
 * start with what is typed come first, then the English ranking, then the other matches.
 */
export function searchDestinationsInLanguage(
  destinations: readonly ApiDestinationSummary[],
  rawQuery: string,
  nameIn: (d: ApiDestinationSummary) => string | undefined,
  locale: string,
): ApiDestinationSummary[] {
  const english = searchDestinations(destinations, rawQuery);
  const query = fold(rawQuery.slice(0, DESTINATION_QUERY_MAX), locale);
  if (query.length < DESTINATION_QUERY_MIN) return english;
  const tokens = query.split(" ");
  const starts: Array<{ d: ApiDestinationSummary; name: string }> = [];
  const inside: ApiDestinationSummary[] = [];
  for (const d of destinations) {
    const name = nameIn(d)?.trim();
    if (!name) continue;
    const folded = fold(name, locale);
    const nameWords = folded.split(/[\s,./()–-]+/).filter(Boolean);
    if (folded.startsWith(query)) starts.push({ d, name });
    else if (tokens.every((t) => nameWords.some((w) => w.startsWith(t))) || (UNSPACED.test(query) && folded.replace(/ /g, "").includes(query.replace(/ /g, "")))) inside.push(d);
  }
  starts.sort((a, b) => a.name.localeCompare(b.name, locale));
  const seen = new Set<number>();
  return [...starts.map((s) => s.d), ...english, ...inside].filter((d) => !seen.has(d.destination_id) && seen.add(d.destination_id)).slice(0, LIMIT);
}
