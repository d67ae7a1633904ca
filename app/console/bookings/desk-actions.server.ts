/**
 * The booking desk's forms (travellers, state, cancel, refund; decision 0054) all answer the same
 * way: read the form, ask the desk, and either show the form again with what was wrong and what was
 * typed, or go back to the booking with a word of what was done (post, redirect, get). Forms that
 * change the booking's course (state, cancel) are also carried out once per form (decision 0043).
 */
import { data, redirect } from "react-router";
import type { BookingDeskConsole } from "#domain/bookings/desk-context.ts";
import { keepTyped, readForm } from "../lib/forms.server.ts";
import { once } from "../lib/once.server.ts";
import { bookingIdOf } from "./desk-lib.ts";
import { type AppContext } from "../../lib/areas.ts";
import { consoleOf } from "../lib/console-area.ts";

type Refused = { ok: false; status: number; errors: Record<string, string> };

export async function deskFormAction<Done extends { ok: true }>(
  args: { context: AppContext; params: { id?: string }; request: Request },
  act: (desk: BookingDeskConsole, id: number, values: Record<string, string>) => Promise<Done | Refused>,
  /** The word for the booking page (`?desk=`) once it is done. */
  doneWord: (done: Done) => string,
  options: { oncePerForm?: boolean } = {},
) {
  const { context, params, request } = args;
  const values = await readForm(request);
  const id = bookingIdOf(params.id);
  const run = async () => {
    const result = await act(consoleOf(context).bookingDesk, id, values);
    if (!result.ok) return data({ ok: false as const, errors: result.errors, values: keepTyped(values) }, { status: result.status });
    throw redirect(`/console/bookings/${id}?desk=${doneWord(result)}`);
  };
  if (!options.oncePerForm) return run();
  await consoleOf(context).staff.require("quotes:write");
  return once(context, values, undefined, run);
}
