/**
 * The story ordering choice of SPEC §2: -created_at (default), created_at,
 * title, -title. The list is cached once (key "blogs", newest first) and
 * ordered here for display, with the same rule the API uses.
 */
import type { ApiBlogSummary } from "#domain/api-types.ts";
import { compareExact, compareText } from "#domain/formatting.ts";

export const BLOG_ORDERINGS = [
  { value: "-created_at", label: "Newest first" },
  { value: "created_at", label: "Oldest first" },
  { value: "title", label: "Title A to Z" },
  { value: "-title", label: "Title Z to A" },
] as const;

export type BlogOrdering = (typeof BLOG_ORDERINGS)[number]["value"];
export const DEFAULT_BLOG_ORDERING: BlogOrdering = "-created_at";

export function parseBlogOrdering(raw: string | null | undefined): BlogOrdering {
  return BLOG_ORDERINGS.some((o) => o.value === raw) ? (raw as BlogOrdering) : DEFAULT_BLOG_ORDERING;
}

export function sortBlogs<T extends Pick<ApiBlogSummary, "id" | "title" | "created_at">>(list: readonly T[], ordering: BlogOrdering): T[] {
  const desc = ordering.startsWith("-");
  const byTitle = ordering.endsWith("title");
  return [...list].sort((a, b) => {
    const cmp = byTitle ? compareText(a.title, b.title) : compareExact(a.created_at, b.created_at);
    return (desc ? -cmp : cmp) || a.id - b.id;
  });
}

/** Featured stories first, then the latest (every other story), both in the chosen order. */
export function splitStories<T extends Pick<ApiBlogSummary, "is_featured">>(ordered: readonly T[]) {
  return { featured: ordered.filter((b) => b.is_featured), latest: ordered.filter((b) => !b.is_featured) };
}
