/** /console/packages (editors, owners): every package with its editing status. */
import { Link, useLoaderData } from "react-router";
import { EditTime, StatusBadge } from "../editing/editing-parts.tsx";
import { consoleMeta } from "../lib/meta.ts";
import type { Route } from "./+types/list";

export const meta = () => consoleMeta("Packages");

export async function loader({ context }: Route.LoaderArgs) {
  await context.staff.require("content:write");
  return { packages: await context.catalogueEditor.packages() };
}

export default function PackageList() {
  const { packages } = useLoaderData<typeof loader>();
  const drafts = packages.filter((p) => p.status === "draft").length;
  return (
    <>
      <h1>Packages</h1>
      <p className="c-muted">
        {packages.length} packages{drafts ? `, ${drafts} with unpublished changes` : ""}. Changes are drafts until you publish them.
      </p>
      <div className="c-card">
        <table className="c-table">
          <caption className="c-skip">Packages and their status</caption>
          <thead>
            <tr>
              <th scope="col">Title</th>
              <th scope="col">Status</th>
              <th scope="col">Updated</th>
            </tr>
          </thead>
          <tbody>
            {packages.map((p) => (
              <tr key={p.id} data-testid="package-row">
                <td data-label="Title">
                  <Link to={`/console/packages/${p.id}`}>{p.title}</Link>
                </td>
                <td data-label="Status">
                  <StatusBadge status={p.status} />
                </td>
                <td data-label="Updated">
                  <EditTime at={p.updatedAt} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
