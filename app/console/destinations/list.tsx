/** /console/destinations (editors, owners): every destination, its status and how many packages use it. */
import { Link, useLoaderData } from "react-router";
import { StatusBadge } from "../editing/editing-parts.tsx";
import { consoleMeta } from "../lib/meta.ts";
import type { Route } from "./+types/list";

export const meta = () => consoleMeta("Destinations");

export async function loader({ context }: Route.LoaderArgs) {
  await context.staff.require("content:write");
  return { destinations: await context.catalogueEditor.destinations.list() };
}

export default function DestinationList() {
  const { destinations } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>Destinations</h1>
      <p className="c-muted">{destinations.length} destinations. Changes are drafts until you publish them.</p>
      <div className="c-card">
        <table className="c-table">
          <caption className="c-skip">Destinations and their status</caption>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Status</th>
              <th scope="col">Packages</th>
            </tr>
          </thead>
          <tbody>
            {destinations.map((d) => (
              <tr key={d.id} data-testid="destination-row">
                <td data-label="Name">
                  <Link to={`/console/destinations/${d.id}`}>{d.name}</Link>
                </td>
                <td data-label="Status">
                  <StatusBadge status={d.status} />
                </td>
                <td data-label="Packages">{d.packages}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
