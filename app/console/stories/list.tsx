/** /console/stories (editors, owners): every story with its status, and the way to write a new one. */
import { Link, useLoaderData } from "react-router";
import { EditorListTable } from "../editing/editor-list.tsx";
import { EditTime } from "../editing/editing-parts.tsx";
import { consoleMeta } from "../lib/meta.ts";
import type { Route } from "./+types/list";
import { consoleOf } from "../lib/console-area.ts";

export const meta = () => consoleMeta("Stories");

export async function loader({ context }: Route.LoaderArgs) {
  await consoleOf(context).staff.require("content:read");
  return { stories: await consoleOf(context).catalogueEditor.stories.list() };
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
      <EditorListTable
        entries={stories}
        caption="Stories and their status"
        rowTestId="story-row"
        editorPath="/console/stories"
        nameHeading="Title"
        name={(s) => s.title}
        afterName={(s) => (s.isFeatured ? <span className="c-small c-muted"> (featured)</span> : null)}
        extra={{ heading: "Updated", cell: (s) => <EditTime at={s.updatedAt} /> }}
      />
    </>
  );
}
