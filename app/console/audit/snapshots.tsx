/** /console/audit/:id (owners): one audit entry with the snapshots it stored, as they were written. */
import { Link, useLoaderData } from "react-router";
import { consoleMeta } from "../lib/meta.ts";
import { AuditEntry } from "./entry.tsx";
import type { Route } from "./+types/snapshots";
import { consoleOf } from "../lib/console-area.ts";

export const meta = () => consoleMeta("Audit entry");

export async function loader({ context, params }: Route.LoaderArgs) {
  await consoleOf(context).staff.require("audit:read");
  const id = Number(params.id);
  const found = Number.isSafeInteger(id) && id > 0 ? await consoleOf(context).inbox.auditSnapshots(id) : null;
  if (!found) throw new Response("No such audit entry", { status: 404 });
  return found;
}

export default function AuditSnapshotsPage() {
  const { entry, before, after } = useLoaderData<typeof loader>();
  return (
    <>
      <p>
        <Link to="/console/audit">← Audit trail</Link>
      </p>
      <h1>Audit entry</h1>
      <ol className="c-audit">
        <AuditEntry entry={entry} snapshotsLink={false} />
      </ol>
      <div className="c-audit-snapshots">
        <section className="c-card" aria-labelledby="snap-before">
          <h2 id="snap-before">Before</h2>
          {before ? <pre className="c-json">{before}</pre> : <p className="c-muted">Nothing stored (a creation, or a draft saved whole).</p>}
        </section>
        <section className="c-card" aria-labelledby="snap-after">
          <h2 id="snap-after">After</h2>
          {after ? <pre className="c-json">{after}</pre> : <p className="c-muted">Nothing stored (a deletion).</p>}
        </section>
      </div>
    </>
  );
}
