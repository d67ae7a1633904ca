/** Continent order of SPEC §9: destinations sort by their best-ranked continent, then name. */
import { compareText } from "./formatting.ts";

export const CONTINENT_ORDER = [
  "East Africa",
  "Africa",
  "Europe",
  "Asia",
  "North America",
  "South America",
  "Antarctica",
  "Oceania",
] as const;

type ContinentLike = string | { name: string };

function continentRank(continents: readonly ContinentLike[] | null | undefined): number {
  let best = Number.POSITIVE_INFINITY;
  for (const c of continents ?? []) {
    const name = typeof c === "string" ? c : c?.name;
    const rank = CONTINENT_ORDER.findIndex((n) => n.toLowerCase() === name?.toLowerCase());
    // A continent we do not know ranks after the known ones but before "no continent".
    const r = rank === -1 ? CONTINENT_ORDER.length : rank;
    if (r < best) best = r;
  }
  return best;
}

export function compareDestinations(
  a: { name: string; continents?: readonly ContinentLike[] | null },
  b: { name: string; continents?: readonly ContinentLike[] | null },
): number {
  const ra = continentRank(a.continents);
  const rb = continentRank(b.continents);
  if (ra !== rb) return ra < rb ? -1 : 1;
  return compareText(a.name, b.name);
}

export function sortDestinations<T extends { name: string; continents?: readonly ContinentLike[] | null }>(
  list: readonly T[],
): T[] {
  return [...list].sort(compareDestinations);
}
