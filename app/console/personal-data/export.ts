/**
 * POST /console/personal-data/export (owners): the JSON download of everything held about one
 * email address. A resource route, because a page's action cannot answer with a file. A bad
 * address goes back to the page with the error and what was typed.
 */
import { redirect } from "react-router";
import { readForm } from "../lib/forms.server.ts";
import { exportSchema } from "./schemas.ts";
import type { Route } from "./+types/export";
import { consoleOf } from "../lib/console-area.ts";

/** A GET (a typed or bookmarked address) asks who is there first, then goes to the form's page. */
export async function loader({ context }: Route.LoaderArgs) {
  await consoleOf(context).staff.require("personal-data:manage");
  throw redirect("/console/personal-data");
}

export async function action({ context, request }: Route.ActionArgs) {
  await consoleOf(context).staff.require("personal-data:manage");
  const values = await readForm(request);
  const parsed = exportSchema.safeParse(values);
  if (!parsed.success) {
    throw redirect(`/console/personal-data?${new URLSearchParams({ export_error: parsed.error.issues[0]!.message, email: values.email ?? "" })}`);
  }
  const dump = await consoleOf(context).inbox.exportPersonalData(parsed.data.email);
  return new Response(JSON.stringify(dump, null, 2), {
    headers: {
      "content-type": "application/json; charset=utf-8",
      "content-disposition": `attachment; filename="personal-data-${dump.exportedAt.slice(0, 10)}.json"`,
      "cache-control": "no-store",
      "x-robots-tag": "noindex",
    },
  });
}
