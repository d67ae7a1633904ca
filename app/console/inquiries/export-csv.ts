/**
 * /console/inquiries/export.csv: the inbox's current filtered view as a CSV download (no page of
 * its own). Every traveller's contact details at once, so owners and sales only (issue 24 item 7).
 */
import { parseInquiryFilters } from "#domain/inquiry-filters.ts";
import type { Route } from "./+types/export-csv";
import { consoleOf } from "../lib/console-area.ts";

export async function loader({ context, request }: Route.LoaderArgs) {
  await consoleOf(context).staff.require("inquiries:export");
  const parsed = parseInquiryFilters(new URL(request.url).searchParams);
  if (!parsed.ok) return Response.json({ errors: parsed.errors }, { status: 400, headers: { "cache-control": "no-store" } });
  const { csv, rows, truncated } = await consoleOf(context).inbox.exportCsv(parsed.filters);
  const day = new Date().toISOString().slice(0, 10);
  return new Response(csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="inquiries-${day}.csv"`,
      "cache-control": "no-store",
      "x-robots-tag": "noindex",
      "x-export-rows": String(rows),
      ...(truncated ? { "x-export-truncated": "true" } : {}),
    },
  });
}
