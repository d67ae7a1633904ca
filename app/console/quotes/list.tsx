/**
 * /console/quotes (issue 28 item 4): every quote by state, its value, owner and last activity.
 * The states are links, so the filter works without JavaScript and a view can be bookmarked; the
 * server reads one index per state (decision 0064). Readers of quotes (viewers too) see it.
 */
import { Link, useLoaderData } from "react-router";
import {
  LISTED_STATE_LABELS,
  parseQuoteListQuery,
  QUOTE_LIST_FILTER_LABELS,
  QUOTE_LIST_FILTERS,
  quoteListHref,
  type QuoteListQuery,
} from "#domain/quotes/quote-list.ts";
import type { QuoteListRow } from "#domain/quotes/console-context.ts";
import { quoteDate } from "#domain/quotes/quote-text.ts";
import { formatAmount } from "#domain/rates/money.ts";
import { when } from "../inquiries/labels.ts";
import { consoleMeta } from "../lib/meta.ts";
import type { Route } from "./+types/list";
import { consoleOf } from "../lib/console-area.ts";

export const meta = () => consoleMeta("Quotes");

export async function loader({ context, request }: Route.LoaderArgs) {
  const query = parseQuoteListQuery(new URL(request.url).searchParams);
  return { query, ...(await consoleOf(context).quotes.list(query)) };
}

function value(v: QuoteListRow["value"]): string {
  if (!v) return "Not priced yet";
  return v.low === v.high ? formatAmount(v.low, v.currency) : `${formatAmount(v.low, v.currency)} to ${formatAmount(v.high, v.currency)}`;
}

const EMPTY: Record<QuoteListQuery["state"], string> = {
  all: "No quotes yet: build one from an inquiry in the inbox.",
  draft: "No drafts: every quote was sent.",
  sent: "No quote is waiting to be opened.",
  opened: "No open quote was opened by its traveller.",
  expiring: "No quote expires within the next three days.",
  changes: "Nobody is waiting for changes to a quote.",
  accepted: "No quote was accepted yet.",
  expired: "No quote has expired.",
};

export default function QuotesList() {
  const { query, rows, total, capped, pageSize } = useLoaderData<typeof loader>();
  const last = capped ? null : Math.max(1, Math.ceil(total / pageSize));
  const count = capped ? "More than 1,000 quotes" : `${total.toLocaleString("en")} ${total === 1 ? "quote" : "quotes"}`;
  return (
    <>
      <h1>Quotes</h1>
      <nav aria-label="Quote states" className="c-actions c-tabs c-quote-states">
        {QUOTE_LIST_FILTERS.map((s) => (
          <Link key={s} to={`/console/quotes${quoteListHref({ state: s, page: 1 })}`} aria-current={query.state === s ? "page" : undefined}>
            {QUOTE_LIST_FILTER_LABELS[s]}
          </Link>
        ))}
      </nav>
      {rows.length === 0 ? (
        <p data-testid="quotes-empty">{query.page > 1 ? "No more quotes here." : EMPTY[query.state]}</p>
      ) : (
        <table className="c-table c-quotes-table" data-testid="quotes-list">
          <caption className="c-small c-caption-start">
            {count}
            {query.state === "expiring" ? ", soonest to expire first" : query.state === "expired" ? ", most recently expired first" : ", latest activity first"}
          </caption>
          <thead>
            <tr>
              <th scope="col">Quote</th>
              <th scope="col">Traveller</th>
              <th scope="col">State</th>
              <th scope="col">Value</th>
              <th scope="col">Owner</th>
              <th scope="col">Last activity</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r) => (
              <tr key={r.id} data-testid={`quote-row-${r.id}`}>
                <td data-label="Quote">
                  <Link to={`/console/quotes/${r.id}`}>{r.reference}</Link>
                </td>
                <td data-label="Traveller">{r.travellerName ?? <span className="c-muted">Erased</span>}</td>
                <td data-label="State">
                  <span className={`c-badge c-quote-state c-quote-state-${r.state}`}>{LISTED_STATE_LABELS[r.state]}</span>
                  {r.expiring ? <span className="c-badge c-badge-warn">Expires {r.validUntil ? quoteDate(r.validUntil) : "soon"}</span> : null}
                </td>
                <td data-label="Value">{value(r.value)}</td>
                <td data-label="Owner">{r.ownerName ?? <span className="c-muted">Nobody</span>}</td>
                <td data-label="Last activity">{r.lastActivityAt ? when(r.lastActivityAt) : ""}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {query.page > 1 || rows.length === pageSize ? (
        <nav aria-label="Pages" className="c-actions">
          {query.page > 1 ? <Link to={`/console/quotes${quoteListHref({ ...query, page: query.page - 1 })}`}>← Previous page</Link> : null}
          <span className="c-muted">
            Page {query.page.toLocaleString("en")}
            {last ? ` of ${last.toLocaleString("en")}` : ""}
          </span>
          {rows.length === pageSize && (last === null || query.page < last) ? (
            <Link to={`/console/quotes${quoteListHref({ ...query, page: query.page + 1 })}`}>Next page →</Link>
          ) : null}
        </nav>
      ) : null}
    </>
  );
}
