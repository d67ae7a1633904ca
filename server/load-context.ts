/**
 * What React Router gets with every page request: the area builders (domain/site-context.ts
 * RequestAreas). Each area is built when a route's middleware first asks for it (app/lib/areas.ts),
 * so a public page builds no console service and never reads the staff session.
 */
import type { Context } from "hono";
import { RouterContextProvider, type RouterContext } from "react-router";
import type { RequestAreas } from "#domain/site-context.ts";
import { originOf } from "./http/public-origin.ts";
import { nonceOf } from "./http/csp-nonce.ts";
import type { Site } from "./site.ts";
import { buildSiteArea } from "./areas/site-area.ts";
import { buildTravellerArea } from "./areas/traveller-area.ts";
import { buildConsoleArea } from "./areas/console-area.ts";

function builtOnce<T>(build: () => T): () => T {
  let built: { value: T } | undefined;
  return () => (built ??= { value: build() }).value;
}

export function requestAreas(site: Site, c: Context): RequestAreas {
  const origin = originOf(c);
  return {
    site: builtOnce(() => buildSiteArea(site, c, origin)),
    traveller: builtOnce(() => buildTravellerArea(site, c.req.raw, origin)),
    console: builtOnce(() => buildConsoleArea(site, c.req.raw, { ip: site.clientAddress(c), origin })),
    cspNonce: nonceOf(c.req.raw),
  };
}

/** The app's key for the areas: app/entry.server.tsx exports it, as the server and the app are bundled apart. */
export type AreasKey = RouterContext<RequestAreas>;

export function createLoadContext(site: Site, c: Context, key: AreasKey): RouterContextProvider {
  return new RouterContextProvider(new Map([[key, requestAreas(site, c)]]));
}
