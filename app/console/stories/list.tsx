/** /console/stories (editors, owners): every story with its status, and the way to write a new one. */
import { Link, useLoaderData } from "react-router";
import { EditTime, StatusBadge } from "../editing/editing-parts.tsx";
import { consoleMeta } from "../lib/meta.ts";
import type { Route } from "./+types/list";

export const meta = () => consoleMeta("Stories");

export async function loader({ context }: Route.LoaderArgs) {
  await context.staff.require("content:write");
  return { stories: await context.catalogueEditor.stories.list() };
}

export default function StoryList() {
  const { stories } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>Stories</h1>
      <p className="c-muted">{stories.length} stories. Changes are drafts until you publish them; archived stories are off the site.</p>
      <p>
        <Link to="/console/stories/new" className="c-button">
          Write a new story
        </Link>
      </p>
      <div className="c-card">
        <table className="c-table">
          <caption className="c-skip">Stories and their status</caption>
          <thead>
            <tr>
              <th scope="col">Title</th>
              <th scope="col">Status</th>
              <th scope="col">Updated</th>
            </tr>
          </thead>
          <tbody>
            {stories.map((s) => (
              <tr key={s.id} data-testid="story-row">
                <td data-label="Title">
                  <Link to={`/console/stories/${s.id}`}>{s.title}</Link>
                  {s.isFeatured ? <span className="c-small c-muted"> (featured)</span> : null}
                </td>
                <td data-label="Status">
                  <StatusBadge status={s.status} />
                </td>
                <td data-label="Updated">
                  <EditTime at={s.updatedAt} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
