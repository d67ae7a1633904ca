/**
 * The console's area (app/lib/areas.ts, decision 0073): its services built by app/console/shell.tsx's
 * middleware for console requests only, and read by console loaders and actions with consoleOf.
 * Kept under app/console so that no public module names the console.
 */
import { createContext, type MiddlewareFunction } from "react-router";
import type { ConsoleArea } from "#domain/site-context.ts";
import { requestAreas, type AppContext } from "../../lib/areas.ts";

const consoleArea = createContext<ConsoleArea>();

export const consoleOf = (context: AppContext): ConsoleArea => context.get(consoleArea);

export const consoleAreaMiddleware: MiddlewareFunction<Response> = ({ context }) => {
  context.set(consoleArea, context.get(requestAreas).console());
};
