/** Any other /console/… path: a console 404 for signed-in staff (the guard ran first). */
import type { Route } from "./+types/not-found";
import { consoleOf } from "../lib/console-area.ts";

export async function loader({ context }: Route.LoaderArgs) {
  await consoleOf(context).staff.require();
  throw new Response("Not found", { status: 404 });
}

export default function NotFound() {
  return null;
}
