/** Text normalisation and typo-tolerant word matching for package and destination search. */
import { distance } from "fastest-levenshtein";

export function normalize(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

export function words(text: string): string[] {
  const n = normalize(text);
  return n ? n.split(" ") : [];
}

/** 1 for identical words, falling towards 0 as edits grow relative to length. */
export function similarity(a: string, b: string): number {
  if (a === b) return 1;
  const longest = Math.max(a.length, b.length);
  return longest === 0 ? 1 : 1 - distance(a, b) / longest;
}

/** Edits we forgive: none for very short words, one up to five letters, two beyond. */
export function allowedEdits(length: number): number {
  if (length < 3) return 0;
  return length <= 5 ? 1 : 2;
}

/** Does `word` start with `prefix`, allowing the typos allowedEdits permits? */
export function fuzzyPrefix(prefix: string, word: string): boolean {
  if (word.startsWith(prefix)) return true;
  const edits = allowedEdits(prefix.length);
  if (edits === 0) return false;
  for (let len = prefix.length - edits; len <= prefix.length + edits; len++) {
    if (len < 1 || len > word.length) continue;
    if (distance(prefix, word.slice(0, len)) <= edits) return true;
  }
  return false;
}
