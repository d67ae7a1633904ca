/**
 * Each area of the app declares what it uses (issue 25 item 5). The server hands React Router one
 * value per request, the area builders (server/load-context.ts); a route's middleware builds its
 * area from them and puts it in the context, and its loaders and actions read only that area:
 *
 *   public pages     app/root.tsx middleware            siteOf(context)      SiteArea
 *   a traveller's    /quotes/:token, /bookings/:token   travellerOf(context) TravellerArea
 *   staff pages      their own shell's middleware       (their own module: public code names none)
 *
 * So a public page builds no staff service and never reads the staff session. The areas' shapes
 * are in domain/site-context.ts; the server builds them in server/areas/.
 */
import { createContext, type MiddlewareFunction, type RouterContextProvider } from "react-router";
import type { RequestAreas, SiteArea, TravellerArea } from "#domain/site-context.ts";

/**
 * Set by the server for every request. The server reaches this key through the build's entry module
 * (app/entry.server.tsx re-exports it): the server and the app are bundled apart, and a context key
 * is known by its identity.
 */
export const requestAreas = createContext<RequestAreas>();

const siteArea = createContext<SiteArea>();
const travellerArea = createContext<TravellerArea>();

/** What loaders, actions and middleware get as `context`: read an area from it with siteOf or travellerOf (staff pages have their own reader). */
export type AppContext = Readonly<RouterContextProvider>;
type Context = AppContext;

export const siteOf = (context: Context): SiteArea => context.get(siteArea);
export const travellerOf = (context: Context): TravellerArea => context.get(travellerArea);
export const cspNonceOf = (context: Context): string => context.get(requestAreas).cspNonce;

export const siteAreaMiddleware: MiddlewareFunction<Response> = ({ context }) => {
  context.set(siteArea, context.get(requestAreas).site());
};
export const travellerAreaMiddleware: MiddlewareFunction<Response> = ({ context }) => {
  context.set(travellerArea, context.get(requestAreas).traveller());
};
