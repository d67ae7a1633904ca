/**
 * /console/scheduled (editors, owners): every publish waiting for its time, soonest first, and
 * scheduled publishes that failed (decision 0030). Times in Nairobi time, like the editors.
 */
import { Link, useLoaderData } from "react-router";
import { consoleMeta } from "../lib/meta.ts";
import { EditTime } from "./editing-parts.tsx";
import type { Route } from "./+types/scheduled";

export const meta = () => consoleMeta("Scheduled publishing");

const KIND = { package: "Package", story: "Story", destination: "Destination" } as const;

export async function loader({ context }: Route.LoaderArgs) {
  await context.staff.require("content:write");
  return { entries: await context.catalogueEditor.publishing.upcoming() };
}

export default function ScheduledPublishing() {
  const { entries } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>Scheduled publishing</h1>
      <p className="c-muted">Drafts that publish themselves at a set time (Nairobi time). Open one to change or cancel its schedule.</p>
      {entries.length ? (
        <div className="c-card">
          <table className="c-table">
            <caption className="c-skip">Scheduled publishes, soonest first</caption>
            <thead>
              <tr>
                <th scope="col">What</th>
                <th scope="col">Publishes at</th>
                <th scope="col">State</th>
              </tr>
            </thead>
            <tbody>
              {entries.map((e) => (
                <tr key={e.id} data-testid="scheduled-row">
                  <td data-label="What">
                    {KIND[e.entity]}: <Link to={e.editHref}>{e.title}</Link>
                  </td>
                  <td data-label="Publishes at">
                    <EditTime at={e.publishAt} />
                  </td>
                  <td data-label="State">
                    {e.status === "failed" ? (
                      <span className="c-badge c-badge-warn">Failed: {e.errors?.form ?? "refused"}</span>
                    ) : (
                      <span className="c-badge">{e.status === "publishing" ? "Publishing now" : `Scheduled${e.createdBy ? ` by ${e.createdBy}` : ""}`}</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p>Nothing is scheduled. Use “Publish later” on a package, story or destination to schedule one.</p>
      )}
    </>
  );
}
