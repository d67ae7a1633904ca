/** /console/services (editors, owners): the six services in their fixed order, each with its status. */
import { useLoaderData } from "react-router";
import { EditorListTable } from "../editing/editor-list.tsx";
import { consoleMeta } from "../lib/meta.ts";
import type { Route } from "./+types/list";
import { consoleOf } from "../lib/console-area.ts";

export const meta = () => consoleMeta("Services");

export async function loader({ context }: Route.LoaderArgs) {
  await consoleOf(context).staff.require("content:read");
  return { services: await consoleOf(context).catalogueEditor.services.list() };
}

export default function ServiceList() {
  const { services } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>Services</h1>
      <p className="c-muted">The site shows the services in this order, which is fixed. Their names, descriptions and icons can be changed; changes are drafts until you publish them.</p>
      <EditorListTable
        entries={services}
        caption="Services and their status"
        rowTestId="service-row"
        editorPath="/console/services"
        nameHeading="Name"
        name={(s) => s.name}
        extra={{ heading: "Address", cell: (s) => `/services#service-${s.slug}` }}
      />
    </>
  );
}
