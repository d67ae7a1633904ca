/**
 * The inbox's filters as they travel in the URL (?status=quoted&q=wanjiru&page=2), so a filtered
 * view can be bookmarked, shared and exported as CSV exactly as shown. One schema reads them in
 * the console's loader and its export; a bad value is reported by field, never a 500.
 */
import { z } from "zod";
import { PIPELINE_STATUSES } from "./inquiry-pipeline.ts";
import { INQUIRY_RESIDENCIES } from "./residency.ts";

const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "Use a date like 2026-11-01." })
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), { error: "Use a real date." });
const id = (label: string) => z.coerce.number({ error: `Choose a valid ${label}.` }).int().positive({ error: `Choose a valid ${label}.` });
const flag = z.enum(["1", "true", "on"]).transform(() => true);

export const QUOTE_FILTERS = ["unopened", "accepted"] as const;
export const QUOTE_FILTER_LABELS: Record<(typeof QUOTE_FILTERS)[number], string> = { unopened: "Sent, not opened", accepted: "Accepted" };

export const PAGE_SIZES = [25, 50, 100, 200] as const;

export const inquiryFiltersSchema = z.object({
  status: z.enum(PIPELINE_STATUSES, { error: "Choose a status." }).optional(),
  /** A staff user id, "none" for unassigned, or "me" for the signed-in member (the console resolves it). */
  owner: z.string().trim().min(1).max(100).optional(),
  from: day.optional(),
  to: day.optional(),
  package: id("package").optional(),
  service: id("service").optional(),
  residency: z.enum(INQUIRY_RESIDENCIES, { error: "Choose a residency." }).optional(),
  spam: flag.optional(),
  needs_reply: flag.optional(),
  /** The inquiry's quotes: one sent and not yet opened, or one the traveller accepted (decision 0066). */
  quote: z.enum(QUOTE_FILTERS, { error: "Choose a quote state." }).optional(),
  q: z.string().trim().max(200, { error: "Search for at most 200 characters." }).optional(),
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  page_size: z.coerce.number().int().refine((n) => (PAGE_SIZES as readonly number[]).includes(n), { error: "Choose 25, 50, 100 or 200." }).optional(),
});
export type InquiryFilters = z.infer<typeof inquiryFiltersSchema>;

export type FiltersResult = { ok: true; filters: InquiryFilters } | { ok: false; errors: Record<string, string>; filters: InquiryFilters };

/** Reads filters from a query string; empty values mean "any". Bad fields are dropped and named. */
export function parseInquiryFilters(params: URLSearchParams): FiltersResult {
  const raw: Record<string, string> = {};
  for (const key of Object.keys(inquiryFiltersSchema.shape)) {
    const value = params.get(key);
    if (value !== null && value.trim() !== "") raw[key] = value;
  }
  const parsed = inquiryFiltersSchema.safeParse(raw);
  if (parsed.success) return { ok: true, filters: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
  const kept = Object.fromEntries(Object.entries(raw).filter(([k]) => !(k in errors)));
  return { ok: false, errors, filters: inquiryFiltersSchema.parse(kept) };
}

/** The query string of some filters (page left out unless asked), for links and the CSV export. */
export function filtersQuery(filters: InquiryFilters, overrides: Partial<Record<keyof InquiryFilters, string | number | boolean | undefined>> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries({ ...filters, ...overrides })) {
    if (value === undefined || value === false || value === "") continue;
    params.set(key, value === true ? "1" : String(value));
  }
  const s = params.toString();
  return s ? `?${s}` : "";
}

/**
 * The inbox's saved views (issue 28 item 3): each is a set of filters in the URL, so it works as a
 * plain link, can be bookmarked and combined no further than its own filters. "Accepted" is an
 * accepted quote on an inquiry still won (a deal that stands); won by phone without a quote stays
 * under the Won status (decision 0066).
 */
export const SAVED_VIEWS = [
  { key: "all", label: "Inbox", filters: {} },
  { key: "mine", label: "Mine", filters: { owner: "me" } },
  { key: "needs-reply", label: "Needs reply", filters: { needs_reply: true } },
  { key: "quoted-unopened", label: "Quoted, not opened", filters: { status: "quoted", quote: "unopened" } },
  { key: "accepted", label: "Accepted", filters: { status: "won", quote: "accepted" } },
  { key: "spam", label: "Spam", filters: { spam: true } },
] as const satisfies readonly { key: string; label: string; filters: InquiryFilters }[];

/** The saved view these filters are exactly (paging aside), or null for a custom filter. */
export function activeSavedView(filters: InquiryFilters): (typeof SAVED_VIEWS)[number]["key"] | null {
  const { page: _page, page_size: _size, ...rest } = filters;
  const given = Object.entries(rest).filter(([, v]) => v !== undefined && v !== false && v !== "");
  for (const view of SAVED_VIEWS) {
    const wanted = Object.entries(view.filters as InquiryFilters);
    if (wanted.length === given.length && wanted.every(([k, v]) => rest[k as keyof typeof rest] === v)) return view.key;
  }
  return null;
}
