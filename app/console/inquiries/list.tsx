/** /console/inquiries: the inbox, newest first, with filters and search in the URL, pages, the spam view and CSV export. */
import { Form, Link, useLoaderData } from "react-router";
import { filtersQuery, PAGE_SIZES, parseInquiryFilters } from "#domain/inquiry-filters.ts";
import { PIPELINE_STATUSES, STATUS_LABELS } from "#domain/inquiry-pipeline.ts";
import { inquiryReference } from "#domain/inquiry-reference.ts";
import { INQUIRY_RESIDENCIES, RESIDENCY_LABELS } from "#domain/residency.ts";
import { can } from "#domain/staff-roles.ts";
import { ErrorSummary } from "../components/form-fields.tsx";
import { consoleMeta } from "../lib/meta.ts";
import { when } from "./labels.ts";
import type { Route } from "./+types/list";

export const meta = ({ data }: Route.MetaArgs) => consoleMeta(data?.filters.spam ? "Spam" : "Inquiries");

export async function loader({ context, request }: Route.LoaderArgs) {
  const member = await context.staff.require("inquiries:read");
  const parsed = parseInquiryFilters(new URL(request.url).searchParams);
  const [page, staff, packages, services] = await Promise.all([
    context.inbox.list(parsed.filters),
    context.inbox.staffOptions(),
    context.catalogue.packages(),
    context.catalogue.services(),
  ]);
  return {
    page,
    filters: parsed.filters,
    errors: parsed.ok ? undefined : parsed.errors,
    staff,
    packages: packages.map((p) => ({ id: p.id, title: p.package_title })).sort((a, b) => a.title.localeCompare(b.title)),
    services: services.map((s) => ({ id: s.id, name: s.name })),
    canExport: can(member.role, "inquiries:export"),
  };
}

export default function InquiryList() {
  const { page, filters, errors, staff, packages, services, canExport } = useLoaderData<typeof loader>();
  const staffName = (id: string | null) => staff.find((s) => s.id === id)?.name ?? (id ? "Former staff" : "");
  const first = (page.page - 1) * page.pageSize + 1;
  const last = first + page.items.length - 1;
  const spam = !!filters.spam;
  return (
    <>
      <h1>{spam ? "Spam" : "Inquiries"}</h1>
      <nav aria-label="Views" className="c-actions c-tabs">
        <Link to="/console/inquiries" aria-current={!spam && !filters.needs_reply ? "page" : undefined}>
          Inbox
        </Link>
        <Link to="/console/inquiries?needs_reply=1" aria-current={filters.needs_reply ? "page" : undefined}>
          Needs reply
        </Link>
        <Link to="/console/inquiries?spam=1" aria-current={spam ? "page" : undefined}>
          Spam
        </Link>
      </nav>
      <ErrorSummary errors={errors} />
      <Form method="get" className="c-card c-filters" role="search" aria-label="Filter inquiries">
        {spam ? <input type="hidden" name="spam" value="1" /> : null}
        <div className="c-field c-field-wide">
          <label htmlFor="f-q">Search name, email, phone, message or reference</label>
          <input id="f-q" name="q" type="search" defaultValue={filters.q ?? ""} />
        </div>
        <FilterSelect id="f-status" name="status" label="Status" anyLabel="Any" value={filters.status} options={PIPELINE_STATUSES.map((s) => ({ value: String(s), label: STATUS_LABELS[s] }))} />
        <FilterSelect id="f-owner" name="owner" label="Owner" anyLabel="Anyone" value={filters.owner} options={[{ value: "none", label: "Nobody yet" }, ...staff.map((s) => ({ value: String(s.id), label: s.name }))]} />
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
          <table className="c-table">
            <caption className="c-skip">Inquiries, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Inquiry</th>
                <th scope="col">Received</th>
                <th scope="col">About</th>
                <th scope="col">Status</th>
                <th scope="col">Owner</th>
              </tr>
            </thead>
            <tbody>
              {page.items.map((i) => (
                <tr key={i.id}>
                  <td data-label="Inquiry">
                    <Link to={`/console/inquiries/${i.id}`}>
                      {inquiryReference(i.id)} {i.erased ? "(erased)" : i.fullName}
                    </Link>
                    {i.erased ? null : <div className="c-muted c-small">{i.email}</div>}
                    {i.needsReply ? <span className="c-badge c-badge-warn">Needs reply</span> : null}
                    {i.isSpam ? <span className="c-badge">Spam: {i.spamReason ?? "flagged"}</span> : null}
                  </td>
                  <td data-label="Received">{when(i.createdAt)}</td>
                  <td data-label="About">{i.packageTitle ?? i.serviceName ?? "General inquiry"}</td>
                  <td data-label="Status">{STATUS_LABELS[i.status]}</td>
                  <td data-label="Owner">{staffName(i.ownerId) || "—"}</td>
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
