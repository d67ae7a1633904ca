/**
 * The route pattern an answer is counted under: never the raw URL, so metrics have a bounded number
 * of series however many package ids or query strings visitors send.
 */
import type { Context } from "hono";
import { matchedRoutes } from "hono/route";
import { matchPath } from "react-router";
import { splitLocalePath } from "#domain/locales.ts";

/**
 * The page routes of app/routes.ts (its test checks the two lists agree). Pages are answered by
 * React Router behind Hono's catch-all, so Hono alone cannot name them.
 */
export const PAGE_PATTERNS = [
  "/",
  "/packages",
  "/packages/:id",
  "/destinations",
  "/destinations/:id",
  "/services",
  "/about",
  "/blog",
  "/blogs",
  "/blogs/:slug",
  "/gallery",
  "/contact",
  "/travel-management",
  "/travel-management/corporate",
  "/travel-management/student",
  "/info",
  "/terms",
  "/faqs",
  // A traveller's quote and booking: the token is a secret and unbounded, never a label.
  "/quotes/:token",
  "/bookings/:token",
] as const;

/** The console's pages are counted as one route: staff traffic is small, and ids stay out of labels. */
export function isConsolePath(path: string): boolean {
  return path === "/console" || path.startsWith("/console/");
}

export function pagePattern(path: string): string | null {
  if (isConsolePath(path)) return "/console/*";
  // A page in another language (/de/packages/1) counts under its page: the language is not a label,
  // which keeps the number of series what it was.
  const page = splitLocalePath(path).path;
  return PAGE_PATTERNS.find((pattern) => matchPath({ path: pattern, end: true }, page)) ?? null;
}

/** Call after the answer is made: the route of the handler that answered. */
export function routeLabel(c: Context): string {
  const answered = matchedRoutes(c)[c.req.routeIndex]?.path ?? "/*";
  // A named Hono route (the API, images, health, metrics...) is its own label. Hono spells both
  // catch-alls, the static files' and the pages', "/*", so those are told apart by the answer.
  if (answered !== "/*" && answered !== "*") return answered;
  if (c.req.path.startsWith("/assets/")) return "/assets/*";
  const page = pagePattern(c.req.path);
  if (page) return page;
  // Any other path shows the home page as a fallback: one label for all of them.
  if ((c.res.headers.get("content-type") ?? "").startsWith("text/html")) return "page:*";
  return "static";
}

/**
 * The path the access log writes: a route whose parameter is a secret (a traveller's quote link,
 * `:token`) is written as its pattern, so the logs never hold a link that accepts a quote.
 */
export function loggedPath(path: string, route: string): string {
  return route.includes(":token") ? route : path;
}
