/**
 * Production serving of the built client files and of page renders for HEAD (issue 13, correct caching).
 */
import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono } from "hono";

export const IMMUTABLE_CACHE_CONTROL = "public, max-age=31536000, immutable";

export function serveBuiltClient(app: Hono, root = "./build/client"): void {
  // Hashed file names never change content: cache them for a year.
  app.use("/assets/*", async (c, next) => {
    await next();
    if (c.res.ok) c.res.headers.set("cache-control", IMMUTABLE_CACHE_CONTROL);
  });
  app.use("/*", serveStatic({ root }));
  // A hashed file this build does not have (an old page asking after a deploy, a typo, a probe) is a
  // 404 that nobody keeps. Falling through to the pages answered the home page as a 200 cached for a
  // year, poisoning browsers and CDNs for that URL.
  app.all("/assets/*", (c) => c.text("Not found.", 404, { "cache-control": "no-store" }));
}

/**
 * The request React Router renders. HEAD is rendered as GET so it carries exactly the GET answer's
 * status and headers (Content-Type, ETag, Cache-Control); Hono drops the body for HEAD.
 */
export function renderRequest(request: Request): Request {
  return request.method === "HEAD" ? new Request(request, { method: "GET" }) : request;
}
