/**
 * /console/scheduled (editors, owners): every publish waiting for its time, soonest first, and
 * scheduled publishes that failed (decisions 0030, 0039: the site-wide documents too). Times in Nairobi time, like the editors.
 */
import { Link, useLoaderData } from "react-router";
import type { PublishableEntity } from "#domain/publishing.ts";
import { consoleMeta } from "../lib/meta.ts";
import { EditTime } from "./editing-parts.tsx";
import type { Route } from "./+types/scheduled";
import { consoleOf } from "../lib/console-area.ts";

export const meta = () => consoleMeta("Scheduled publishing");

// The site-wide documents (decision 0039) are named by their title alone: "Site: Gallery".
const KIND: Record<PublishableEntity, string> = {
  package: "Package",
  story: "Story",
  destination: "Destination",
  service: "Service",
  company: "Site",
  terms: "Site",
  faqs: "Site",
  page_headers: "Site",
  gallery: "Site",
  slider: "Site",
};

export async function loader({ context }: Route.LoaderArgs) {
  await consoleOf(context).staff.require("content:read");
  return { entries: await consoleOf(context).catalogueEditor.publishing.upcoming() };
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
        <p>Nothing is scheduled. Use “Publish later” on any editor page (a package, a story, the company details, the gallery…) to schedule one.</p>
      )}
    </>
  );
}
