/**
 * Package search of the search bar (SPEC §2, §7): exact filtering first; when
 * nothing matches, the closest packages by typo-tolerant text similarity.
 */
import { toInquiryResidency, RESIDENCY_TIER_FLAG } from "#domain/residency.ts";
import type { ApiPackageSummary, SearchMetadata } from "#domain/api-types.ts";
import type { PackageSearchFilters } from "#domain/package-filters.ts";
import { normalize, similarity, words } from "./text.ts";

interface Indexed {
  pkg: ApiPackageSummary;
  /** Normalised destination names and title: what the destination text is matched against. */
  haystack: string;
  travelTypes: Set<string>;
}

const CLOSEST_LIMIT = 12;
const FUZZY_THRESHOLD = 0.72;

export class PackageSearchIndex {
  private items: Indexed[];
  /** Each distinct word → indices of packages whose haystack contains it. */
  private vocabulary = new Map<string, number[]>();

  constructor(packages: readonly ApiPackageSummary[]) {
    this.items = packages.map((pkg, i) => {
      const haystack = normalize([...pkg.destinations.map((d) => d.name), pkg.package_title].join(" "));
      for (const w of new Set(haystack.split(" "))) {
        const list = this.vocabulary.get(w);
        if (list) list.push(i);
        else this.vocabulary.set(w, [i]);
      }
      const travelTypes = new Set([normalize(pkg.travel_type), ...pkg.services.map((s) => normalize(s.name))]);
      return { pkg, haystack, travelTypes };
    });
  }

  search(filters: PackageSearchFilters): { results: ApiPackageSummary[]; metadata: SearchMetadata } {
    const terms = destinationTerms(filters.destinations);
    const structural = this.structuralPredicates(filters);
    const hasFilters = terms.length > 0 || structural.length > 0 || Boolean(filters.start_date);

    if (!hasFilters) {
      const all = this.items.map((i) => i.pkg);
      return {
        results: all,
        metadata: { message: `Showing all ${all.length} packages.`, has_filters: false, has_exact_matches: all.length > 0 },
      };
    }

    const candidates = terms.length === 0 ? this.items : this.textMatches(terms);
    const exact = structural.length === 0 ? candidates : candidates.filter((item) => structural.every((p) => p(item)));
    if (exact.length > 0) {
      const n = exact.length;
      return {
        results: exact.map((i) => i.pkg),
        metadata: {
          message: `Found ${n} ${n === 1 ? "package" : "packages"} matching your search.`,
          has_filters: true,
          has_exact_matches: true,
        },
      };
    }

    const closest = this.closest(terms, structural);
    return {
      results: closest,
      metadata: {
        message:
          closest.length > 0
            ? "No exact matches for your search. Showing the closest packages instead."
            : "No packages match your search.",
        has_filters: true,
        has_exact_matches: false,
      },
    };
  }

  /**
   * The packages whose haystack contains every token of some term, in catalogue order, found
   * through the vocabulary instead of testing every package: a token (it has no spaces) is inside
   * the haystack exactly when it is inside one of its words, and the catalogue has far fewer
   * distinct words than packages (issue 27: the linear filter was 41.5% of a search at 10,000).
   */
  private textMatches(terms: string[][]): Indexed[] {
    const matched = new Set<number>();
    for (const term of terms) {
      const sets = term.map((token) => this.withToken(token));
      const [first, ...rest] = sets;
      for (const p of first ?? []) if (rest.every((set) => set.has(p))) matched.add(p);
    }
    return [...matched].sort((a, b) => a - b).map((i) => this.items[i]!);
  }

  private withToken(token: string): Set<number> {
    const found = new Set<number>();
    for (const [word, pkgs] of this.vocabulary) if (word.includes(token)) for (const p of pkgs) found.add(p);
    return found;
  }

  /** Ranks by text similarity of the destination terms, then by how many other filters still hold. */
  private closest(terms: string[][], structural: Array<(item: Indexed) => boolean>): ApiPackageSummary[] {
    const textScore = terms.length ? this.fuzzyScores(terms) : null;
    const scored: Array<{ item: Indexed; score: number }> = [];
    this.items.forEach((item, i) => {
      const text = textScore ? (textScore.get(i) ?? 0) : 0;
      if (textScore && text === 0) return;
      const held = structural.filter((p) => p(item)).length;
      const score = text * 10 + held;
      if (score > 0) scored.push({ item, score });
    });
    scored.sort((a, b) => b.score - a.score || a.item.pkg.id - b.item.pkg.id);
    return scored.slice(0, CLOSEST_LIMIT).map((s) => s.item.pkg);
  }

  /** Package index → best mean word similarity over the comma-separated terms. */
  private fuzzyScores(terms: string[][]): Map<number, number> {
    const scores = new Map<number, number>();
    for (const term of terms) {
      const perPackage = new Map<number, number>();
      for (const token of term) {
        const best = new Map<number, number>();
        for (const [word, pkgs] of this.vocabulary) {
          const s = Math.max(similarity(token, word), word.startsWith(token) && token.length >= 3 ? 0.9 : 0);
          if (s < FUZZY_THRESHOLD) continue;
          for (const p of pkgs) if ((best.get(p) ?? 0) < s) best.set(p, s);
        }
        for (const [p, s] of best) perPackage.set(p, (perPackage.get(p) ?? 0) + s / term.length);
      }
      for (const [p, s] of perPackage) if (s >= FUZZY_THRESHOLD && (scores.get(p) ?? 0) < s) scores.set(p, s);
    }
    return scores;
  }

  private structuralPredicates(f: PackageSearchFilters): Array<(item: Indexed) => boolean> {
    const preds: Array<(item: Indexed) => boolean> = [];
    if (f.travel_type?.trim()) {
      const t = normalize(f.travel_type);
      preds.push((item) => item.travelTypes.has(t));
    }
    if (f.service_id !== undefined) preds.push((item) => item.pkg.services.some((s) => s.id === f.service_id));
    if (f.destination !== undefined) preds.push((item) => item.pkg.destinations.some((d) => d.id === f.destination));
    if (f.is_deal !== undefined) preds.push((item) => item.pkg.is_deal === f.is_deal);
    if (f.is_standout !== undefined) preds.push((item) => item.pkg.is_standout === f.is_standout);
    const residency = toInquiryResidency(f.residency);
    if (residency) {
      const flag = RESIDENCY_TIER_FLAG[residency];
      preds.push((item) => item.pkg.tiers.some((t) => t[flag]));
    }
    const window = tripWindowDays(f.start_date, f.end_date);
    if (window !== null) preds.push((item) => item.pkg.duration_days <= window);
    return preds;
  }
}

/** "Mara, Amboseli" → [["mara"], ["amboseli"]]: any term may match, all words of a term must. */
/**
 * Longest destinations text searched. The API refuses longer with a 400; pages and other callers are
 * cut here, before any fuzzy matching, so 10 KB in /packages?destinations= costs no more than 200 characters.
 */
export const DESTINATIONS_TEXT_MAX = 200;

export function destinationTerms(text: string | undefined): string[][] {
  if (!text) return [];
  return text
    .slice(0, DESTINATIONS_TEXT_MAX)
    .split(/[,;|/]+/)
    .map((t) => words(t).filter((w) => w.length >= 2))
    .filter((t) => t.length > 0);
}

/** Days between the travel dates, inclusive: a package fits when it is no longer than the window. */
export function tripWindowDays(start?: string, end?: string): number | null {
  if (!start || !end) return null;
  const ms = Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`);
  if (!Number.isFinite(ms) || ms < 0) return null;
  return Math.round(ms / 86_400_000) + 1;
}
