/** /console/destinations (editors, owners): every destination, its status and how many packages use it. */
import { useLoaderData } from "react-router";
import { EditorListTable } from "../editing/editor-list.tsx";
import { consoleMeta } from "../lib/meta.ts";
import type { Route } from "./+types/list";
import { consoleOf } from "../lib/console-area.ts";

export const meta = () => consoleMeta("Destinations");

export async function loader({ context }: Route.LoaderArgs) {
  await consoleOf(context).staff.require("content:read");
  return { destinations: await consoleOf(context).catalogueEditor.destinations.list() };
}

export default function DestinationList() {
  const { destinations } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>Destinations</h1>
      <p className="c-muted">{destinations.length} destinations. Changes are drafts until you publish them.</p>
      <EditorListTable
        entries={destinations}
        caption="Destinations and their status"
        rowTestId="destination-row"
        editorPath="/console/destinations"
        nameHeading="Name"
        name={(d) => d.name}
        extra={{ heading: "Packages", cell: (d) => d.packages }}
      />
    </>
  );
}
