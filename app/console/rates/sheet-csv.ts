/** /console/rates/:packageId/sheet.csv: a package's rate sheet as a CSV download (no page of its own). */
import type { Route } from "./+types/sheet-csv";
import { consoleOf } from "../lib/console-area.ts";

export async function loader({ context, params }: Route.LoaderArgs) {
  await consoleOf(context).staff.require("content:read");
  const id = Number(params.packageId);
  const csv = Number.isInteger(id) && id > 0 ? await consoleOf(context).rates.exportSheet(id) : null;
  if (csv === null) return new Response("That package does not exist.", { status: 404, headers: { "cache-control": "no-store" } });
  return new Response(csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="rates-package-${id}.csv"`,
      "cache-control": "no-store",
      "x-robots-tag": "noindex",
    },
  });
}
