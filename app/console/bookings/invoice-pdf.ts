/** /console/bookings/:id/invoice.pdf: the booking's invoice as a PDF for staff (sales and owners; decision 0053). */
import type { Route } from "./+types/invoice-pdf";
import { consoleOf } from "../lib/console-area.ts";

const HEADERS = { "cache-control": "no-store", "x-robots-tag": "noindex" };

export async function loader({ context, params }: Route.LoaderArgs) {
  const id = /^\d{1,12}$/.test(params.id) ? Number(params.id) : 0;
  const pdf = await consoleOf(context).bookingDocuments.invoicePdf(id);
  if (!pdf) return new Response("There is no such booking.", { status: 404, headers: HEADERS });
  return new Response(new Uint8Array(pdf.bytes), {
    headers: { ...HEADERS, "content-type": "application/pdf", "content-disposition": `inline; filename="${pdf.fileName}"`, "content-length": String(pdf.bytes.length) },
  });
}
