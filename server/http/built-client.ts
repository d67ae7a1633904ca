/**
 * Production serving of the built client files and of page renders for HEAD (issue 13, correct caching).
 */
import { serveStatic } from "@hono/node-server/serve-static";
import type { Hono } from "hono";
import { staticDocumentPolicy, type PagePolicyOptions } from "./content-security-policy.ts";

export const IMMUTABLE_CACHE_CONTROL = "public, max-age=31536000, immutable";

export function serveBuiltClient(app: Hono, root = "./build/client", options: PagePolicyOptions = {}): void {
  // Hashed file names never change content: cache them for a year.
  app.use("/assets/*", async (c, next) => {
    await next();
    if (c.res.ok) c.res.headers.set("cache-control", IMMUTABLE_CACHE_CONTROL);
  });
  // A static HTML file (the company film) has no nonce to give: its policy allows our own script and
  // style files and nothing inline (decision 0014). Set here, before the page policy could be.
  const servedFiles = new WeakSet<Request>();
  app.use(
    "/*",
    async (c, next) => {
      await next();
      if (servedFiles.has(c.req.raw) && (c.res.headers.get("content-type") ?? "").startsWith("text/html")) {
        c.res.headers.set("content-security-policy", staticDocumentPolicy(options));
      }
    },
    serveStatic({ root, onFound: (_path, c) => void servedFiles.add(c.req.raw) }),
  );
  // A hashed file this build does not have (an old page asking after a deploy, a typo, a probe) is a
  // 404 that nobody keeps. Falling through to the pages answered the home page as a 200 cached for a
  // year, poisoning browsers and CDNs for that URL.
  app.all("/assets/*", (c) => c.text("Not found.", 404, { "cache-control": "no-store" }));
}

/**
 * The request React Router renders, at the site's public origin (`originOf`, decision 0012).
 *
 * Behind a proxy that ends TLS, the request reaching Node is http://host/... while the browser's
 * Origin header says https://host. React Router refuses an action whose Origin does not match the
 * request URL's origin (its CSRF check), so every form post (the inquiry form without JavaScript,
 * every console form) was refused with a 400 in exactly the set-up production uses. Rebased on
 * the public origin, a same-site post matches and a cross-site one is still refused; loaders also
 * see the URL visitors see.
 *
 * HEAD is rendered as GET so it carries exactly the GET answer's status and headers (Content-Type,
 * ETag, Cache-Control); Hono drops the body for HEAD.
 */
export function renderRequest(request: Request, publicOrigin?: string): Request {
  const url = new URL(request.url);
  const rebased = publicOrigin && publicOrigin !== url.origin ? new URL(url.pathname + url.search, publicOrigin).href : null;
  if (request.method === "HEAD") return new Request(rebased ?? request.url, { method: "GET", headers: request.headers, signal: request.signal });
  if (!rebased) return request;
  const hasBody = request.method !== "GET" && request.body !== null;
  return new Request(rebased, {
    method: request.method,
    headers: request.headers,
    signal: request.signal,
    ...(hasBody ? { body: request.body, duplex: "half" } : {}),
  } as RequestInit);
}
