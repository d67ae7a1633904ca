/** The console's "Site speed" page as one request sees it: owners and editors (`site-speed:read`). */
import type { SiteSpeedConsole } from "#domain/rum/console-context.ts";
import { dayOf } from "#domain/rum/vitals.ts";
import type { StaffGate } from "#domain/staff-context.ts";
import type { RumStore } from "./store.ts";

export function createSiteSpeedConsole(store: RumStore, gate: StaffGate, now: () => Date = () => new Date()): SiteSpeedConsole {
  return {
    async report(route) {
      await gate.require("site-speed:read");
      const today = dayOf(now());
      const routes = await store.routes(today);
      // Only a route with figures may narrow the trend; anything else shows every route.
      const chosen = route && routes.includes(route) ? route : undefined;
      return { ...(await store.report(today, chosen)), routes };
    },
  };
}
