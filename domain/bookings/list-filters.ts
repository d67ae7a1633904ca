/**
 * The console's bookings list filters (issue 26 item 8, decision 0055), as the URL carries them
 * (a GET form: they work without JavaScript and a filtered list can be bookmarked):
 * `state`, `month` (departure month, YYYY-MM), `balance` (outstanding | due | overdue), `within`
 * (days, for "due") and `page`. A value that does not read is no filter, never an error.
 */
import { isIsoDate } from "../rates/dates.ts";
import { isBookingState, type BookingState } from "./booking.ts";

export const BALANCE_FILTERS = ["outstanding", "due", "overdue"] as const;
export type BalanceFilter = (typeof BALANCE_FILTERS)[number];
export const BALANCE_FILTER_LABELS: Record<BalanceFilter, string> = {
  outstanding: "Money still owed",
  due: "Balance due soon",
  overdue: "Overdue",
};

export const DEFAULT_DUE_WITHIN_DAYS = 30;
export const MAX_DUE_WITHIN_DAYS = 365;
export const BOOKINGS_PAGE_SIZE = 50;

export interface BookingListFilter {
  state: BookingState | null;
  /** Departure month, "2027-08". */
  month: string | null;
  balance: BalanceFilter | null;
  /** For balance "due": the balance falls due between today and this many days ahead. */
  within: number;
  page: number;
}

export const NO_FILTER: BookingListFilter = { state: null, month: null, balance: null, within: DEFAULT_DUE_WITHIN_DAYS, page: 1 };

export function parseBookingListFilter(params: URLSearchParams): BookingListFilter {
  const state = params.get("state");
  const month = params.get("month")?.trim() ?? "";
  const balance = params.get("balance");
  const within = Number(params.get("within"));
  const page = Number(params.get("page"));
  return {
    state: isBookingState(state) ? state : null,
    month: /^\d{4}-\d{2}$/.test(month) && isIsoDate(`${month}-01`) ? month : null,
    balance: (BALANCE_FILTERS as readonly string[]).includes(balance ?? "") ? (balance as BalanceFilter) : null,
    within: Number.isInteger(within) && within >= 1 && within <= MAX_DUE_WITHIN_DAYS ? within : DEFAULT_DUE_WITHIN_DAYS,
    page: Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1,
  };
}

/** The query string of a filter (another page of the same list, say); defaults left out. */
export function bookingListQuery(f: BookingListFilter, changes: Partial<BookingListFilter> = {}): string {
  const g = { ...f, ...changes };
  const params = new URLSearchParams();
  if (g.state) params.set("state", g.state);
  if (g.month) params.set("month", g.month);
  if (g.balance) params.set("balance", g.balance);
  if (g.balance === "due" && g.within !== DEFAULT_DUE_WITHIN_DAYS) params.set("within", String(g.within));
  if (g.page > 1) params.set("page", String(g.page));
  const q = params.toString();
  return q ? `?${q}` : "";
}

/** The first day of the month after `month` ("2027-12" gives "2028-01-01"). */
export function nextMonthStart(month: string): string {
  const [y, m] = month.split("-").map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01-01` : `${y}-${String(m + 1).padStart(2, "0")}-01`;
}
