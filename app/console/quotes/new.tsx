/**
 * POST /console/quotes/new (sales, owners): "Build a quote" on an inquiry's page. Creates the quote
 * with a draft version 1 filled from the inquiry and opens the builder; a refusal goes back to the
 * inquiry with the reason.
 */
import { redirect } from "react-router";
import { readForm } from "../lib/forms.server.ts";
import { once } from "../lib/once.server.ts";
import type { Route } from "./+types/new";
import { consoleOf } from "../lib/console-area.ts";

export async function loader({ context }: Route.LoaderArgs) {
  await consoleOf(context).staff.require("quotes:write");
  throw redirect("/console/inquiries");
}

export async function action({ context, request }: Route.ActionArgs) {
  await consoleOf(context).staff.require("quotes:write");
  const values = await readForm(request);
  const inquiryId = Number(values.inquiry_id);
  if (!Number.isInteger(inquiryId) || inquiryId < 1) throw new Response(null, { status: 404 });
  const backWith = (message: string) => redirect(`/console/inquiries/${inquiryId}?quote_error=${encodeURIComponent(message)}`);
  // A second click on "Build a quote" opens the quote the first click made (decision 0043).
  return once(
    context,
    values,
    undefined,
    async () => {
      const result = await consoleOf(context).quotes.createFromInquiry(inquiryId);
      if (!result.ok) {
        if (result.status === 404) throw new Response(null, { status: 404 });
        return backWith(result.errors.form ?? "The quote could not be started.");
      }
      return redirect(`/console/quotes/${result.id}?done=created`);
    },
    (_status, message) => backWith(message),
  );
}
