/** /console/audit (owners): every staff action that changed data, newest first, with filters. */
import { Form, Link, useLoaderData } from "react-router";
import type { AuditFilters } from "#domain/inbox-context.ts";
import { AuditEntry } from "./entry.tsx";
import { consoleMeta } from "../lib/meta.ts";
import type { Route } from "./+types/trail";
import { consoleOf } from "../lib/console-area.ts";

export const meta = () => consoleMeta("Audit trail");

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function readFilters(params: URLSearchParams): AuditFilters {
  const text = (k: string) => params.get(k)?.trim().slice(0, 200) || undefined;
  const day = (k: string) => (DAY.test(params.get(k) ?? "") ? params.get(k)! : undefined);
  const page = Number(params.get("page"));
  return {
    actor: text("actor"),
    action: text("action"),
    entity_type: text("entity_type"),
    entity_id: text("entity_id"),
    from: day("from"),
    to: day("to"),
    page: Number.isInteger(page) && page > 0 ? page : 1,
  };
}

export async function loader({ context, request }: Route.LoaderArgs) {
  await consoleOf(context).staff.require("audit:read");
  const filters = readFilters(new URL(request.url).searchParams);
  return { filters, trail: await consoleOf(context).inbox.audit(filters) };
}

function query(filters: AuditFilters, page: number): string {
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries({ ...filters, page })) if (v !== undefined && v !== "") p.set(k, String(v));
  return `?${p}`;
}

export default function AuditTrail() {
  const { filters, trail } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>Audit trail</h1>
      <Form method="get" className="c-card c-filters" aria-label="Filter the audit trail">
        <div className="c-field">
          <label htmlFor="a-actor">Who (email contains)</label>
          <input id="a-actor" name="actor" defaultValue={filters.actor ?? ""} />
        </div>
        <div className="c-field">
          <label htmlFor="a-action">What</label>
          <select id="a-action" name="action" className="c-select" defaultValue={filters.action ?? ""}>
            <option value="">Any action</option>
            {trail.actions.map((a) => (
              <option key={a}>{a}</option>
            ))}
          </select>
        </div>
        <div className="c-field">
          <label htmlFor="a-type">Record type</label>
          <select id="a-type" name="entity_type" className="c-select" defaultValue={filters.entity_type ?? ""}>
            <option value="">Any</option>
            {trail.entityTypes.map((t) => (
              <option key={t}>{t}</option>
            ))}
          </select>
        </div>
        <div className="c-field">
          <label htmlFor="a-id">Record id</label>
          <input id="a-id" name="entity_id" defaultValue={filters.entity_id ?? ""} />
        </div>
        <div className="c-field">
          <label htmlFor="a-from">From</label>
          <input id="a-from" name="from" type="date" defaultValue={filters.from ?? ""} />
        </div>
        <div className="c-field">
          <label htmlFor="a-to">Until</label>
          <input id="a-to" name="to" type="date" defaultValue={filters.to ?? ""} />
        </div>
        <div className="c-actions">
          <button type="submit" className="c-button">
            Apply
          </button>
          <Link to="/console/audit">Clear filters</Link>
        </div>
      </Form>
      {trail.entries.length ? (
        <ol className="c-audit" aria-label="Audit entries, newest first">
          {trail.entries.map((e) => (
            <AuditEntry key={e.id} entry={e} />
          ))}
        </ol>
      ) : (
        <p role="status">No entries match.</p>
      )}
      <nav aria-label="Pages" className="c-actions">
        {trail.page > 1 ? <Link to={query(filters, trail.page - 1)}>← Newer</Link> : null}
        <span className="c-muted">Page {trail.page}</span>
        {trail.hasNext ? <Link to={query(filters, trail.page + 1)}>Older →</Link> : null}
      </nav>
    </>
  );
}
