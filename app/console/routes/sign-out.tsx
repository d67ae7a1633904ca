/** POST /console/sign-out: ends this session (the Origin check applies, like every console post). */
import { redirect } from "react-router";
import type { Route } from "./+types/sign-out";
import { consoleOf } from "../lib/console-area.ts";

export async function action({ context }: Route.ActionArgs) {
  const headers = await consoleOf(context).staffConsole.signOut();
  throw redirect("/console/sign-in?notice=signed-out", { headers });
}

export async function loader() {
  throw redirect("/console");
}
