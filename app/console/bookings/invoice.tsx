/**
 * /console/bookings/:id/invoice (sales and owners, decision 0053): where the booking page's invoice
 * forms post (tax types, issue, eTIMS details). A saved form goes back to the booking page; a
 * refused one is answered here, the section drawn again with the errors and what was typed.
 */
import { data, Link, redirect, useActionData, useLoaderData } from "react-router";
import { keepTyped, readForm } from "../lib/forms.server.ts";
import { consoleMeta } from "../lib/meta.ts";
import { InvoiceSection } from "./invoice-section.tsx";
import type { Route } from "./+types/invoice";
import { consoleOf } from "../lib/console-area.ts";

export const meta = ({ loaderData: d }: Route.MetaArgs) => consoleMeta(d?.documents ? `Invoice ${d.documents.invoice.number}` : "Invoice");

const idOf = (raw: string | undefined) => (raw && /^\d{1,12}$/.test(raw) ? Number(raw) : 0);

export async function loader({ context, params }: Route.LoaderArgs) {
  const id = idOf(params.id);
  const documents = await consoleOf(context).bookingDocuments.forBooking(id);
  if (!documents) throw new Response("There is no such booking.", { status: 404 });
  return { id, documents };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const values = await readForm(request);
  const id = idOf(params.id);
  const intent = values.intent ?? "";
  const docs = consoleOf(context).bookingDocuments;
  const result =
    intent === "tax" ? await docs.setTaxTypes(id, values) : intent === "issue" ? await docs.issueInvoice(id) : intent === "etims" ? await docs.saveEtims(id, values) : { ok: false as const, status: 400, errors: { form: "Unknown action." } };
  if (!result.ok) return data({ intent, errors: result.errors, values: keepTyped(values) }, { status: result.status });
  // Post, redirect, get: a reload does not post again.
  throw redirect(`/console/bookings/${id}?invoice=${result.changed ? intent : "same"}#invoice-section`);
}

export default function InvoicePage() {
  const { id, documents } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>();
  return (
    <>
      <p className="c-small">
        <Link to={`/console/bookings/${id}`}>Back to the booking</Link>
      </p>
      <InvoiceSection bookingId={id} invoice={documents.invoice} failed={failed ?? null} />
    </>
  );
}
