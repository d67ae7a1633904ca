/** Shared by the booking's desk pages (decision 0054): the id from the URL, and the page's desk or a 404. */
import { type AppContext } from "../../lib/areas.ts";
import { consoleOf } from "../lib/console-area.ts";

export const bookingIdOf = (raw: string | undefined): number => (raw && /^\d{1,12}$/.test(raw) ? Number(raw) : 0);

export async function deskOr404(context: AppContext, raw: string | undefined) {
  const desk = await consoleOf(context).bookingDesk.get(bookingIdOf(raw));
  if (!desk) throw new Response("There is no such booking.", { status: 404 });
  return desk;
}
