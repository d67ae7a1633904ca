/**
 * The one process: Hono serves the API, images and built assets, and hands
 * every other request to React Router for server rendering. In development
 * Vite runs as middleware for hot reload; in production the build is served.
 */
import type { IncomingMessage, Server, ServerResponse } from "node:http";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { getRequestListener } from "@hono/node-server";
import pLimit from "p-limit";
import { createRequestHandler, type ServerBuild } from "react-router";
import { loadEnv } from "./env.ts";
import { pageCaching } from "./http/caching.ts";
import { createLimitedServer, limitsFromEnv } from "./http/node-server.ts";
import { renderRequest, serveBuiltClient } from "./http/built-client.ts";
import { originOf } from "./http/public-origin.ts";
import { exceptPrivate } from "./auth/index.ts";
import { asksForPreview } from "./http/preview-requests.ts";
import { isQuotePath } from "./services/quote-page/quote-page.ts";
import { isBookingPath } from "./services/bookings/booking-page.ts";
import { log } from "./log.ts";
import { createSite, type Site } from "./site.ts";
import { createLoadContext, type AreasKey } from "./load-context.ts";

// Node 24 LTS only (decision 0063). Started with another node (a system Node 20 instead of the project's
// node_modules/.bin/node), better-sqlite3 13 would fail later on an obscure Node-API error; say so now.
if (Number(process.versions.node.split(".")[0]) !== 24) {
  console.error(`This server runs on Node 24 LTS, not Node ${process.versions.node} (${process.execPath}). Start it with \`npm start\`, whose node is the project's own (npm install put it in node_modules/.bin).`);
  process.exit(1);
}

// `npm run dev` (PAYMENT_STAND_INS=on) pays against the repository's provider stand-ins; imported only then.
const env = loadEnv(process.env.PAYMENT_STAND_INS === "on" ? await (await import("./payments/stand-ins/development.ts")).withDevelopmentStandIns(process.env) : process.env);
const production = env.NODE_ENV === "production";

/** The app's context key for the request's areas (app/lib/areas.ts), exported by its entry module. */
function areasKeyOf(build: ServerBuild): AreasKey {
  const key = (build.entry.module as ServerBuild["entry"]["module"] & { requestAreas?: AreasKey }).requestAreas;
  if (!key) throw new Error("The build's entry module does not export requestAreas (app/entry.server.tsx).");
  return key;
}

async function start() {
  const site = await createSite(env);
  const { app } = site;

  let vite: import("vite").ViteDevServer | undefined;
  let build: () => Promise<ServerBuild>;
  if (production) {
    // Relative to the working directory, like build/client: the same from the sources (tsx) and from
    // the compiled server in build/node (scripts/build-server.mjs).
    const path = pathToFileURL(resolve("build/server/index.js")).href;
    const mod = (await import(path)) as ServerBuild;
    build = async () => mod;
    serveBuiltClient(app, undefined, { upgradeInsecureRequests: env.PUBLIC_URL?.startsWith("https:") ?? false });
  } else {
    const { createServer: createVite } = await import("vite");
    vite = await createVite({ server: { middlewareMode: true }, appType: "custom" });
    build = () => vite!.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
  }

  const handler = createRequestHandler(build, production ? "production" : "development");
  if (production) {
    // Pages are a function of the URL, the catalogue, the build and the day (date inputs' minimum is today).
    const buildId = (await build()).assets.version;
    // Console and auth answers depend on who asks: never cached or ETagged (server/auth/index.ts).
    // Preview links (decision 0030) show drafts: never cached or ETagged either; nor quotes (decision 0037).
    const pageCache = pageCaching(() => site.catalogue.version(), () => [buildId, new Date().toISOString().slice(0, 10), site.faults.list().join(",")]);
    app.use("*", exceptPrivate((c, next) => (asksForPreview(c.req.url) || isQuotePath(c.req.path) || isBookingPath(c.req.path) ? next() : pageCache(c, next))));
  }
  // Server rendering takes turns (RENDER_CONCURRENCY): a burst of uncached pages queues instead of
  // holding every render's memory at once (issue 13 item 10, decision 0024). Until the shell is ready.
  const renderSlot = pLimit(env.RENDER_CONCURRENCY);
  app.all("*", async (c) => {
    const key = areasKeyOf(await build());
    return renderSlot(() => handler(renderRequest(c.req.raw, originOf(c)), createLoadContext(site, c, key)));
  });

  const listener = getRequestListener(app.fetch);
  const server = createLimitedServer((req: IncomingMessage, res: ServerResponse) => {
    if (vite) vite.middlewares(req, res, () => listener(req, res));
    else listener(req, res);
  }, limitsFromEnv(env));
  server.listen(env.PORT, env.HOST, () => {
    const address = server.address();
    const port = typeof address === "object" && address ? address.port : env.PORT;
    log.info(`Site ready on http://localhost:${port} (${site.db.dialect}, ${production ? "production" : "development"}, Node ${process.versions.node})`);
    const online = site.payments.configured();
    log.info(
      online.length
        ? `Online payments: ${online.map((p) => (p === "mpesa" ? "M-Pesa (Daraja)" : "cards (Pesapal)")).join(" and ")}`
        : "Online payments: none configured, so bookings are paid by bank transfer or cash that staff record (set the MPESA_* and PESAPAL_* settings, see the README)",
    );
  });

  installShutdown(server, site, vite);
}

function installShutdown(server: Server, site: Site, vite?: import("vite").ViteDevServer) {
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal} received: finishing in-flight requests`);
    // Stop accepting, let open requests finish, then let the outbox finish its sends
    // (site.close), then close the database. Emails not yet sent wait in the outbox.
    server.close(async () => {
      await vite?.close();
      await site.close();
      log.info("Stopped cleanly");
      process.exit(0);
    });
    server.closeIdleConnections();
    setTimeout(() => {
      log.warn("Forced exit after 10 s");
      process.exit(1);
    }, 10_000).unref();
  };
  // Vite's dev server (and React Router's child compiler) exit the process on SIGTERM at once, which
  // would cut off in-flight requests and email sends; this stop closes Vite itself, in order.
  process.removeAllListeners("SIGTERM");
  process.removeAllListeners("SIGINT");
  process.on("SIGTERM", () => void stop("SIGTERM"));
  process.on("SIGINT", () => void stop("SIGINT"));
}

start().catch((error) => {
  log.error("The site could not start", error);
  process.exit(1);
});
