/**
 * /console/inquiries: the inbox, newest first, with filters and search in the URL, pages, the saved
 * views (Mine, Needs reply, Quoted not opened, Accepted, Spam: plain links) and CSV export.
 */
import { Form, Link, useLoaderData } from "react-router";
import { activeSavedView, filtersQuery, PAGE_SIZES, parseInquiryFilters, QUOTE_FILTER_LABELS, QUOTE_FILTERS, SAVED_VIEWS } from "#domain/inquiry-filters.ts";
import { PIPELINE_STATUSES, STATUS_LABELS } from "#domain/inquiry-pipeline.ts";
import { inquiryReference } from "#domain/inquiry-reference.ts";
import { INQUIRY_RESIDENCIES, RESIDENCY_LABELS } from "#domain/residency.ts";
import { can } from "#domain/staff-roles.ts";
import { ErrorSummary } from "../components/form-fields.tsx";
import { consoleMeta } from "../lib/meta.ts";
import { travelDatesLabel } from "#domain/quotes/quote-text.ts";
import { formatAmount } from "#domain/rates/money.ts";
import { FiltersFold } from "./filters-fold.tsx";
import { when } from "./labels.ts";
import type { Route } from "./+types/list";
import { siteOf } from "../../lib/areas.ts";
import { consoleOf } from "../lib/console-area.ts";

export const meta = ({ loaderData: data }: Route.MetaArgs) => consoleMeta(data?.filters.spam ? "Spam" : "Inquiries");

export async function loader({ context, request }: Route.LoaderArgs) {
  const member = await consoleOf(context).staff.require("inquiries:read");
  const parsed = parseInquiryFilters(new URL(request.url).searchParams);
  const [page, staff, packages, services, threshold] = await Promise.all([
    consoleOf(context).inbox.list(parsed.filters),
    consoleOf(context).inbox.staffOptions(),
    siteOf(context).catalogue.packages(),
    siteOf(context).catalogue.services(),
    consoleOf(context).inbox.replyThreshold(),
  ]);
  return {
    page,
    meId: member.id,
    needsReplyAfter: threshold.label,
    filters: parsed.filters,
    errors: parsed.ok ? undefined : parsed.errors,
    staff,
    packages: packages.map((p) => ({ id: p.id, title: p.package_title })).sort((a, b) => a.title.localeCompare(b.title)),
    services: services.map((s) => ({ id: s.id, name: s.name })),
    canExport: can(member.role, "inquiries:export"),
  };
}

/** How many filters narrow the view, for the phone's "Filters (2)" button. */
function activeFilters(f: ReturnType<typeof parseInquiryFilters>["filters"]): number {
  return [f.q, f.status, f.owner, f.from, f.to, f.package, f.service, f.residency, f.needs_reply, f.quote].filter((v) => v !== undefined && v !== "" && v !== false).length;
}

const partyLabel = (adults: number, children: number) =>
  `${adults} ${adults === 1 ? "adult" : "adults"}${children ? `, ${children} ${children === 1 ? "child" : "children"}` : ""}`;

const residencyOf = (r: string | null) => (r && r in RESIDENCY_LABELS ? RESIDENCY_LABELS[r as keyof typeof RESIDENCY_LABELS] : "Residency not given");

export default function InquiryList() {
  const { page, meId, needsReplyAfter, filters, errors, staff, packages, services, canExport } = useLoaderData<typeof loader>();
  const staffName = (id: string | null) => staff.find((s) => s.id === id)?.name ?? (id ? "Former staff" : "");
  const current = activeSavedView(filters);
  const first = (page.page - 1) * page.pageSize + 1;
  const last = first + page.items.length - 1;
  const spam = !!filters.spam;
  return (
    <>
      <h1>{spam ? "Spam" : "Inquiries"}</h1>
      {/* Saved views are plain links to their filters: they work before hydration and can be bookmarked. */}
      <nav aria-label="Saved views" className="c-actions c-tabs">
        {SAVED_VIEWS.map((v) => (
          <Link key={v.key} to={`/console/inquiries${filtersQuery(v.filters)}`} aria-current={current === v.key ? "page" : undefined}>
            {v.label}
          </Link>
        ))}
      </nav>
      {current === "needs-reply" ? <p className="c-muted c-small">Unanswered after {needsReplyAfter} since arrival.</p> : null}
      <ErrorSummary errors={errors} />
      <FiltersFold active={activeFilters(filters)} openAtStart={!!errors}>
      {/* Keyed by the filters: moving between views remounts the form, so its fields show the new view's filters. */}
      <Form key={filtersQuery(filters)} method="get" className="c-card c-filters" role="search" aria-label="Filter inquiries" id="inbox-filters">
        {spam ? <input type="hidden" name="spam" value="1" /> : null}
        <div className="c-field c-field-wide">
          <label htmlFor="f-q">Search name, email, phone, message or reference</label>
          <input id="f-q" name="q" type="search" defaultValue={filters.q ?? ""} />
        </div>
        <FilterSelect id="f-status" name="status" label="Status" anyLabel="Any" value={filters.status} options={PIPELINE_STATUSES.map((s) => ({ value: String(s), label: STATUS_LABELS[s] }))} />
        <FilterSelect id="f-owner" name="owner" label="Owner" anyLabel="Anyone" value={filters.owner} options={[{ value: "me", label: "Me" }, { value: "none", label: "Nobody yet" }, ...staff.filter((s) => s.id !== meId).map((s) => ({ value: String(s.id), label: s.name }))]} />
        <FilterSelect id="f-quote" name="quote" label="Quote" anyLabel="Any" value={filters.quote} options={QUOTE_FILTERS.map((q) => ({ value: q, label: QUOTE_FILTER_LABELS[q] }))} />
        <div className="c-field">
          <label htmlFor="f-from">Received from</label>
          <input id="f-from" name="from" type="date" defaultValue={filters.from ?? ""} aria-invalid={errors?.from ? true : undefined} />
          {errors?.from ? <p className="c-error">{errors.from}</p> : null}
        </div>
        <div className="c-field">
          <label htmlFor="f-to">Received until</label>
          <input id="f-to" name="to" type="date" defaultValue={filters.to ?? ""} aria-invalid={errors?.to ? true : undefined} />
          {errors?.to ? <p className="c-error">{errors.to}</p> : null}
        </div>
        <FilterSelect id="f-package" name="package" label="Package" anyLabel="Any" value={filters.package} options={packages.map((p) => ({ value: String(p.id), label: p.title }))} />
        <FilterSelect id="f-service" name="service" label="Service" anyLabel="Any" value={filters.service} options={services.map((s) => ({ value: String(s.id), label: s.name }))} />
        <FilterSelect id="f-residency" name="residency" label="Residency" anyLabel="Any" value={filters.residency} options={INQUIRY_RESIDENCIES.map((r) => ({ value: String(r), label: RESIDENCY_LABELS[r] }))} />
        <div className="c-check">
          <input id="f-needs" name="needs_reply" type="checkbox" value="1" defaultChecked={!!filters.needs_reply} />
          <label htmlFor="f-needs">Needs reply only</label>
        </div>
        <div className="c-actions">
          <button type="submit" className="c-button">
            Apply
          </button>
          <Link to={spam ? "/console/inquiries?spam=1" : "/console/inquiries"}>Clear filters</Link>
        </div>
      </Form>
      </FiltersFold>

      <div className="c-actions c-listbar">
        <p className="c-muted" role="status">
          {page.items.length
            ? `Showing ${first.toLocaleString("en")}–${last.toLocaleString("en")} of ${page.capped ? `more than ${page.total.toLocaleString("en")}` : page.total.toLocaleString("en")}`
            : "No inquiries match."}
        </p>
        {/* A plain link: the file comes from a resource route with the same filters. Every
            traveller's contact details at once, so only for owners and sales (issue 24 item 7). */}
        {canExport ? (
          <a className="c-button c-button-quiet" href={`/console/inquiries/export.csv${filtersQuery(filters, { page: undefined, page_size: undefined })}`} download>
            Export these as CSV
          </a>
        ) : null}
      </div>

      {page.items.length ? (
        <div className="c-card">
          <table className="c-table c-inbox-table">
            <caption className="c-skip">Inquiries, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Inquiry</th>
                <th scope="col">Trip</th>
                <th scope="col">Estimate</th>
                <th scope="col">Status</th>
                <th scope="col">Owner</th>
                <th scope="col">Received</th>
              </tr>
            </thead>
            <tbody>
              {page.items.map((i) => (
                <tr key={i.id} data-testid={`inquiry-row-${i.id}`}>
                  <td data-label="Inquiry">
                    <Link to={`/console/inquiries/${i.id}`}>
                      {inquiryReference(i.id)} {i.erased ? "(erased)" : i.fullName}
                    </Link>
                    {i.erased ? null : <div className="c-muted c-small">{i.email}</div>}
                    {i.needsReply ? <span className="c-badge c-badge-warn">Needs reply</span> : null}
                    {i.isSpam ? <span className="c-badge">Spam: {i.spamReason ?? "flagged"}</span> : null}
                  </td>
                  <td data-label="Trip">
                    {i.packageTitle ?? i.serviceName ?? "General inquiry"}
                    <div className="c-small">
                      {partyLabel(i.adults, i.children)} · {i.startDate ? travelDatesLabel({ startDate: i.startDate, endDate: i.endDate }) : "No dates yet"}
                    </div>
                    <div className="c-small c-muted">{residencyOf(i.residency)}</div>
                  </td>
                  <td data-label="Estimate">{i.estimate ? formatAmount(i.estimate.total, i.estimate.currency) : <span className="c-muted">None</span>}</td>
                  <td data-label="Status">
                    <span className={`c-badge c-status c-status-${i.status}`}>{STATUS_LABELS[i.status]}</span>
                  </td>
                  <td data-label="Owner">{staffName(i.ownerId) || <span className="c-muted">Nobody yet</span>}</td>
                  <td data-label="Received">{when(i.createdAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}

      <nav aria-label="Pages" className="c-actions">
        {page.page > 1 ? <Link to={filtersQuery(filters, { page: page.page - 1 }) || "?"}>← Newer</Link> : null}
        <span className="c-muted">Page {page.page}</span>
        {page.hasNext ? <Link to={filtersQuery(filters, { page: page.page + 1 })}>Older →</Link> : null}
        <Form method="get" className="c-actions">
          {Object.entries(filters)
            .filter(([k, v]) => k !== "page_size" && k !== "page" && v !== undefined)
            .map(([k, v]) => (
              <input key={k} type="hidden" name={k} value={v === true ? "1" : String(v)} />
            ))}
          <label htmlFor="f-size">Per page</label>
          <select id="f-size" name="page_size" defaultValue={page.pageSize} className="c-select" style={{ width: "auto" }}>
            {PAGE_SIZES.map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
          <button type="submit" className="c-button c-button-quiet">
            Show
          </button>
        </Form>
      </nav>
    </>
  );
}

/** One filter of the list: "any" first, then the choices; the current filter preselected. */
function FilterSelect(props: {
  id: string;
  name: string;
  label: string;
  anyLabel: string;
  value: string | number | null | undefined;
  options: { value: string; label: string }[];
}) {
  return (
    <div className="c-field">
      <label htmlFor={props.id}>{props.label}</label>
      <select id={props.id} name={props.name} defaultValue={props.value == null ? "" : String(props.value)} className="c-select">
        <option value="">{props.anyLabel}</option>
        {props.options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
