/**
 * The router context a page's loader or action gets, for tests that call them directly: the area
 * builders as the server hands them over (server/load-context.ts), and the area set by the route's
 * own middleware (app/lib/areas.ts). An area a page should not touch throws when asked for.
 */
import { RouterContextProvider, type MiddlewareFunction } from "react-router";
import type { ConsoleArea, RequestAreas } from "../../domain/site-context.ts";
import { requestAreas, travellerAreaMiddleware } from "../../app/lib/areas.ts";
import { consoleAreaMiddleware } from "../../app/console/lib/console-area.ts";
import type { Site } from "../../server/site.ts";
import { buildTravellerArea } from "../../server/areas/traveller-area.ts";

const notHere = (area: string) => () => {
  throw new Error(`This page asked for the ${area} area`);
};

async function contextFor(areas: Partial<RequestAreas>, middleware: MiddlewareFunction<Response>, request: Request): Promise<RouterContextProvider> {
  const all: RequestAreas = { site: notHere("site"), traveller: notHere("traveller"), console: notHere("console"), cspNonce: "", ...areas };
  const context = new RouterContextProvider(new Map([[requestAreas, all]]));
  await middleware({ context, request, params: {}, pattern: "" } as never, async () => new Response());
  return context;
}

/** A traveller's page (/quotes/:token, /bookings/:token) over a test site. */
export function travellerPageContext(site: Site, origin: string, request: Request = new Request(origin)): Promise<RouterContextProvider> {
  return contextFor({ traveller: () => buildTravellerArea(site, request, origin) }, travellerAreaMiddleware, request);
}

/** A console page given only the console services it reads (with the test's own staff gate). */
export function consolePageContext(services: Partial<ConsoleArea>, request: Request = new Request("https://safaris.example/console")): Promise<RouterContextProvider> {
  return contextFor({ console: () => services as ConsoleArea }, consoleAreaMiddleware, request);
}
