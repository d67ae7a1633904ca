/** /console/packages (editors, owners): every package with its editing status. */
import { Link, useLoaderData } from "react-router";
import { EditorListTable } from "../editing/editor-list.tsx";
import { EditTime } from "../editing/editing-parts.tsx";
import { consoleMeta } from "../lib/meta.ts";
import type { Route } from "./+types/list";
import { consoleOf } from "../lib/console-area.ts";

export const meta = () => consoleMeta("Packages");

export async function loader({ context }: Route.LoaderArgs) {
  await consoleOf(context).staff.require("content:read");
  return { packages: await consoleOf(context).catalogueEditor.packages() };
}

export default function PackageList() {
  const { packages } = useLoaderData<typeof loader>();
  const drafts = packages.filter((p) => p.status === "draft").length;
  return (
    <>
      <h1>Packages</h1>
      <p className="c-muted">
        {packages.length} packages{drafts ? `, ${drafts} with unpublished changes` : ""}. Changes are drafts until you publish them; archived packages are off the site.
      </p>
      <p>
        <Link to="/console/packages/new" className="c-button">
          Create a new package
        </Link>
      </p>
      <EditorListTable
        entries={packages}
        caption="Packages and their status"
        rowTestId="package-row"
        editorPath="/console/packages"
        nameHeading="Title"
        name={(p) => p.title}
        extra={{ heading: "Updated", cell: (p) => <EditTime at={p.updatedAt} /> }}
      />
    </>
  );
}
