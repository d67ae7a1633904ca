/**
 * The client cache of SPEC §4, §7 and §9.
 *
 * HOW ROUTE MODULES USE IT (follow this pattern in every data page):
 *
 *   import { loadSeamless, useCachedQuery } from "../lib/cache/index.ts";
 *   import { queries } from "../lib/queries.ts";
 *
 *   // 1. First view: the server renders from the catalogue, in process (never HTTP).
 *   //    Return null (not []) for data whose fetch failed, so no failure is cached as data.
 *   export async function loader({ context }: Route.LoaderArgs) {
 *     const services = await siteOf(context).catalogue.services().catch(() => null);
 *     return { origin: siteOf(context).origin, services };
 *   }
 *
 *   // 2. Client navigations: the cache first (background refresh after 100 ms), else the API;
 *   //    failures give SPEC §4's fallback ([] for services, destinations, blogs, travel-types,
 *   //    standout-packages; null otherwise). No server round trip. Keep the same return shape.
 *   export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
 *     return { origin: window.location.origin, services: await loadSeamless(queries.services()) };
 *   }
 *   // (no clientLoader.hydrate: the first view uses the server's data as is)
 *
 *   // 3. The component reads through the cache, seeded with the loader's value, so the hydrated
 *   //    page matches the server HTML and later refreshes (background, data_version) re-render it.
 *   export default function Page({ loaderData }: Route.ComponentProps) {
 *     const { data: services, failed } = useCachedQuery(queries.services(), loaderData.services);
 *     ...
 *   }
 *
 * Keys and times come only from `queries.xxx()` in app/lib/queries.ts (SPEC §7 keys, §9 times).
 * For data that is not in a loader (e.g. live search), just `useQuery(queries.searchPackages(p))`.
 * For mutations or imperative reads use `getQueryClient()` (one client in the browser).
 * List and details pages get a data_version check on every client navigation automatically
 * (CacheProvider); call `checkDataVersion()` (./browser-version-check.ts) to ask for one explicitly.
 */
export { CacheProvider } from "./cache-provider.tsx";
export { getQueryClient } from "./query-client.ts";
export { loadSeamless, scheduleBackgroundRefresh } from "./seamless.ts";
export { useCachedQuery } from "./use-cached-query.ts";
