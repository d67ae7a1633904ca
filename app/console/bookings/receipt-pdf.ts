/** /console/bookings/:id/receipts/:file: a receipt's PDF for staff (sales and owners; decision 0053). */
import type { Route } from "./+types/receipt-pdf";
import { consoleOf } from "../lib/console-area.ts";

const HEADERS = { "cache-control": "no-store", "x-robots-tag": "noindex" };

export async function loader({ context, params }: Route.LoaderArgs) {
  const id = /^\d{1,12}$/.test(params.id) ? Number(params.id) : 0;
  const m = /^(.+)\.pdf$/.exec(params.file);
  const pdf = m ? await consoleOf(context).bookingDocuments.receiptPdf(id, m[1]!) : null;
  if (!pdf) return new Response("This booking has no such receipt.", { status: 404, headers: HEADERS });
  return new Response(new Uint8Array(pdf.bytes), {
    headers: { ...HEADERS, "content-type": "application/pdf", "content-disposition": `inline; filename="${pdf.fileName}"`, "content-length": String(pdf.bytes.length) },
  });
}
