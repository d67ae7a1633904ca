/**
 * The console's quotes list (issue 28 item 4, decision 0064): where each quote stands, as the list
 * shows it and filters it. Pure: the server stores `quoteListing` on the quote's row at every write
 * (migration 0036), and reads a state back with `listedState` and today's office date, because
 * "expired" and "expiring" change with the calendar, not with a write.
 */
import { addDays } from "../rates/dates.ts";
import type { QuoteDocument } from "./document.ts";
import { optionTotals } from "./pricing.ts";
import { publicVersion, type VersionStatus } from "./versions.ts";

/** What only a write changes. "changes": the traveller asked for changes to the newest sent version. */
export const LIST_STAGES = ["draft", "sent", "opened", "changes", "accepted", "withdrawn"] as const;
export type ListStage = (typeof LIST_STAGES)[number];
/** The stages in which the traveller can still act, until the version's last valid day. */
export const OPEN_STAGES = ["sent", "opened", "changes"] as const satisfies readonly ListStage[];

export type ListedState = ListStage | "expired";

/** The list's filters, as the `state` of its URL; "expiring" overlaps the open stages. */
export const QUOTE_LIST_FILTERS = ["all", "draft", "sent", "opened", "expiring", "changes", "accepted", "expired"] as const;
export type QuoteListFilter = (typeof QUOTE_LIST_FILTERS)[number];

export const QUOTE_LIST_FILTER_LABELS: Record<QuoteListFilter, string> = {
  all: "All",
  draft: "Drafts",
  sent: "Sent, not opened",
  opened: "Opened",
  expiring: "Expiring within 3 days",
  changes: "Changes asked for",
  accepted: "Accepted",
  expired: "Expired",
};

export const LISTED_STATE_LABELS: Record<ListedState, string> = {
  draft: "Draft",
  sent: "Sent, not opened",
  opened: "Opened",
  changes: "Changes asked for",
  accepted: "Accepted",
  expired: "Expired",
  withdrawn: "Withdrawn",
};

/** "Expiring": the last valid day is today or one of the next three. */
export const EXPIRING_WITHIN_DAYS = 3;
export const QUOTES_PAGE_SIZE = 50;
/** Deeper than this the list stops paging (1,000 pages); a filter narrows it instead. */
export const MAX_QUOTES_PAGE = 1000;

export interface QuoteListQuery {
  state: QuoteListFilter;
  page: number;
}

/** A value that does not read is no filter, never an error (as the other console lists). */
export function parseQuoteListQuery(params: URLSearchParams): QuoteListQuery {
  const state = params.get("state") ?? "all";
  const page = Number(params.get("page"));
  return {
    state: (QUOTE_LIST_FILTERS as readonly string[]).includes(state) ? (state as QuoteListFilter) : "all",
    page: Number.isInteger(page) && page >= 1 && page <= MAX_QUOTES_PAGE ? page : 1,
  };
}

/** The query string of a list view, defaults left out ("" for the first page of every quote). */
export function quoteListHref(q: QuoteListQuery): string {
  const params = new URLSearchParams();
  if (q.state !== "all") params.set("state", q.state);
  if (q.page > 1) params.set("page", String(q.page));
  const s = params.toString();
  return s ? `?${s}` : "";
}

export const expiringUntil = (today: string): string => addDays(today, EXPIRING_WITHIN_DAYS);

/** The state a stored row shows today. */
export function listedState(stage: ListStage, openUntil: string | null, today: string): ListedState {
  if ((OPEN_STAGES as readonly string[]).includes(stage) && openUntil !== null && openUntil < today) return "expired";
  return stage;
}

/** Whether an open quote's last valid day is within the next three days (today included). */
export function isExpiring(stage: ListStage, openUntil: string | null, today: string): boolean {
  return (OPEN_STAGES as readonly string[]).includes(stage) && openUntil !== null && openUntil >= today && openUntil <= expiringUntil(today);
}

export interface ListingFacts {
  quote: { created_at: string; last_opened_at: string | null; accepted_version: number | null; accepted_option_id: string | null; accepted_at: string | null; withdrawn_at: string | null };
  versions: ReadonlyArray<{ version: number; status: VersionStatus; document: Pick<QuoteDocument, "currency" | "options">; updated_at: string; sent_at: string | null; valid_until: string | null }>;
  requests: ReadonlyArray<{ version: number; kind: string; created_at: string }>;
}

/** The columns of a quote's row the list reads (migration 0036). */
export interface QuoteListing {
  list_stage: ListStage;
  open_until: string | null;
  value_low: number | null;
  value_high: number | null;
  value_currency: string | null;
  last_activity_at: string;
}

/**
 * Where a quote stands in the list, from its row, versions and the traveller's requests. The value
 * is what the traveller was offered (the newest sent version; a draft's own until one is sent), as
 * the range from its cheapest to its dearest option; once accepted, the accepted option's total.
 */
export function quoteListing({ quote, versions, requests }: ListingFacts): QuoteListing {
  const sent = publicVersion(versions);
  const newest = [...versions].sort((a, b) => b.version - a.version)[0];
  const stage: ListStage = quote.withdrawn_at
    ? "withdrawn"
    : !sent
      ? "draft"
      : quote.accepted_version !== null && quote.accepted_version === sent.version
        ? "accepted"
        : requests.some((r) => r.kind === "changes" && r.version === sent.version)
          ? "changes"
          : quote.last_opened_at && sent.sent_at && quote.last_opened_at >= sent.sent_at
            ? "opened"
            : "sent";
  const shown = sent ?? newest;
  let value: { low: number; high: number; currency: string } | null = null;
  if (stage === "accepted") {
    const option = sent!.document.options.find((o) => o.id === quote.accepted_option_id);
    if (option) {
      const total = optionTotals(option.lines, option.discount).total;
      value = { low: total, high: total, currency: sent!.document.currency };
    }
  }
  if (!value && shown) {
    const totals = shown.document.options.filter((o) => o.lines.length > 0).map((o) => optionTotals(o.lines, o.discount).total);
    if (totals.length) value = { low: Math.min(...totals), high: Math.max(...totals), currency: shown.document.currency };
  }
  const moments = [
    quote.created_at,
    quote.last_opened_at,
    quote.accepted_at,
    ...versions.flatMap((v) => [v.updated_at, v.sent_at]),
    ...requests.map((r) => r.created_at),
  ].filter((m): m is string => !!m);
  return {
    list_stage: stage,
    open_until: (OPEN_STAGES as readonly string[]).includes(stage) ? (sent!.valid_until ?? null) : null,
    value_low: value?.low ?? null,
    value_high: value?.high ?? null,
    value_currency: value?.currency ?? null,
    last_activity_at: moments.reduce((a, b) => (b > a ? b : a), ""),
  };
}
