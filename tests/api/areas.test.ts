/**
 * Each area declares what it uses (issue 25 item 5, app/lib/areas.ts): for every route of
 * app/routes.ts, the middleware of its route chain (root, layouts, page) runs against area builders
 * that count what they build. A public page builds the site's area only, never the console's (which
 * reads the staff session); a traveller's page builds the traveller's area; a console page the console's.
 */
import { describe, expect, it } from "vitest";
import { matchRoutes, RouterContextProvider, type MiddlewareFunction } from "react-router";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "../../app/routes.ts";
import { requestAreas } from "../../app/lib/areas.ts";
import type { RequestAreas } from "../../domain/site-context.ts";
import { fillPattern, routePatterns } from "../helpers/hostile-inputs.ts";

type Tree = { path?: string; index?: boolean; file: string; children?: Tree[] };
const tree: Tree[] = [{ path: "/", file: "root.tsx", children: routes as RouteConfigEntry[] as Tree[] }];

async function areasBuiltFor(path: string): Promise<string[]> {
  const matches = (matchRoutes(tree as never, path) ?? []) as unknown as { route: Tree }[];
  const built: string[] = [];
  const area = (name: string) => () => {
    built.push(name);
    return {} as never;
  };
  const areas: RequestAreas = { site: area("site"), traveller: area("traveller"), console: area("console"), cspNonce: "" };
  const context = new RouterContextProvider(new Map([[requestAreas, areas]]));
  for (const { route } of matches) {
    const module = (await import(/* @vite-ignore */ `../../app/${route.file}`)) as { middleware?: MiddlewareFunction<Response>[] };
    for (const middleware of module.middleware ?? []) await middleware({ context, request: new Request(`https://safaris.example${path}`), params: {}, pattern: "" } as never, async () => new Response());
  }
  return built;
}

const areaOf = (path: string) => (path.startsWith("/console") ? "console" : /^\/(quotes|bookings)\/[^/]+$/.test(path) ? "traveller" : "site");

describe("the areas each route builds", () => {
  const paths = routePatterns().map((p) => fillPattern(p, () => "1"));

  it("covers every kind of route", () => {
    expect(new Set(paths.map(areaOf))).toEqual(new Set(["site", "traveller", "console"]));
  });

  it.each(paths)("%s", async (path) => {
    const built = await areasBuiltFor(path);
    // The site's area is read by every page's layout (the company's details); nothing else is built
    // unless the route is the area's own.
    const expected = areaOf(path) === "site" ? ["site"] : ["site", areaOf(path)];
    expect(built).toEqual(expected);
  });
});
