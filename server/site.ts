/**
 * Builds the whole site from the environment: database, migrations, demo
 * seed, services, and the Hono app with API, images and health check. The
 * React Router pages are mounted on top of this by server/main.ts.
 */
import { join } from "node:path";
import { Hono } from "hono";
import { sql } from "kysely";
import { createApi } from "./api/index.ts";
import { migrate } from "./db/migrate.ts";
import { openDatabase, type Db } from "./db/kysely.ts";
import { isSeeded, seedDemoCatalogue } from "./db/seed/demo-catalogue.ts";
import type { Env } from "./env.ts";
import { clientIp } from "./http/client-ip.ts";
import { compression } from "./http/compression.ts";
import { CATALOGUE_CACHE_CONTROL } from "./http/caching.ts";
import { robotsTxt, sitemapXml } from "./seo/sitemap.ts";
import { FaultSwitch } from "./http/faults.ts";
import { FormTokens, loadFormSecret } from "./http/form-token.ts";
import { createSpamCheck } from "./http/spam-check.ts";
import { Outbox } from "./outbox/index.ts";
import { RateLimiter } from "./http/rate-limit.ts";
import { ImageVariants, parseVariantPath } from "./images/variants.ts";
import { Catalogue } from "./services/catalogue/index.ts";
import { Inquiries } from "./services/inquiries.ts";
import { log } from "./log.ts";
import { site as siteContent } from "#content/site.ts";

export interface Site {
  env: Env;
  db: Db;
  app: Hono;
  catalogue: Catalogue;
  inquiries: Inquiries;
  faults: FaultSwitch;
  /** Shared by the JSON API and the no-JavaScript form, so both count toward one limit per address. */
  rateLimiter: RateLimiter;
  outbox: Outbox;
  formTokens: FormTokens;
  close(): Promise<void>;
}

export async function createSite(env: Env): Promise<Site> {
  const db = openDatabase(env.databaseUrl);
  await migrate(db);
  if (env.SEED_DEMO && !(await isSeeded(db))) {
    const started = Date.now();
    await seedDemoCatalogue(db, { extraPackages: env.SEED_EXTRA_PACKAGES });
    log.info(`Loaded the demo catalogue into the ${db.dialect} database in ${Date.now() - started} ms`);
  }

  const catalogue = new Catalogue(db.kysely);
  const inquiries = new Inquiries(db.kysely, catalogue);
  const faults = new FaultSwitch(env.ENABLE_FAULTS);
  const images = new ImageVariants(db.kysely, join(env.DATA_DIR, "cache", "images"));
  const rateLimiter = new RateLimiter(env.INQUIRY_RATE_LIMIT, 60_000);
  const formTokens = new FormTokens(await loadFormSecret(db.kysely, env.FORM_SECRET));
  inquiries.useSpamCheck(createSpamCheck(formTokens));
  const outbox = new Outbox(db, {
    smtpUrl: env.SMTP_URL,
    mailFrom: env.MAIL_FROM,
    salesEmail: env.SALES_EMAIL,
    origin: env.PUBLIC_URL ?? siteContent.defaultOrigin,
    retryBaseMs: env.OUTBOX_RETRY_BASE_MS,
    maxAttempts: env.OUTBOX_MAX_ATTEMPTS,
    pollMs: env.OUTBOX_POLL_MS,
    leaseMs: env.OUTBOX_LEASE_MS,
    quiet: env.NODE_ENV === "test",
  });
  outbox.attach(inquiries);
  await outbox.start();

  const app = new Hono();
  app.use(compression());
  // Server-Timing shows how long the server itself spent (the benchmark reads it for search p95).
  app.use("/api/*", async (c, next) => {
    const started = performance.now();
    await next();
    c.res.headers.set("server-timing", `app;dur=${(performance.now() - started).toFixed(2)}`);
  });

  app.get("/healthz", async (c) => {
    try {
      await sql`select 1`.execute(db.kysely);
      // The outbox backlog: pending emails and how long the oldest has waited (issue 5).
      return c.json({ status: "ok", database: db.dialect, outbox: await outbox.health() });
    } catch (error) {
      log.error("Health check failed", error);
      return c.json({ status: "error", database: db.dialect, detail: "The database did not answer." }, 503);
    }
  });

  const originOf = (url: string) => env.PUBLIC_URL?.replace(/\/$/, "") ?? new URL(url).origin;
  app.get("/sitemap.xml", async (c) => {
    c.header("cache-control", CATALOGUE_CACHE_CONTROL);
    return c.body(await sitemapXml(catalogue, originOf(c.req.url)), 200, { "content-type": "application/xml; charset=utf-8" });
  });
  app.get("/robots.txt", (c) => c.text(robotsTxt(originOf(c.req.url)), 200, { "cache-control": "public, max-age=3600" }));

  app.get("/images/*", async (c) => {
    const req = parseVariantPath(c.req.path);
    const res = req ? await images.respond(req) : null;
    return res ?? c.json({ detail: "Image not found." }, 404);
  });

  if (faults.enabled) {
    app.post("/__test/faults", async (c) => {
      const body = (await c.req.json().catch(() => ({}))) as { areas?: string[] };
      faults.set(Array.isArray(body.areas) ? body.areas.map(String) : []);
      return c.json({ areas: faults.list() });
    });
    app.use("/api/*", async (c, next) => {
      const area = FaultSwitch.areaOf(c.req.path);
      if (area && faults.isFaulted(area)) return c.json({ detail: "Service unavailable (test fault)." }, 503);
      return next();
    });
  }

  app.route(
    "/api",
    createApi({
      catalogue,
      inquiries,
      rateLimiter,
      clientIp: (c) => clientIp(c, env.TRUSTED_PROXY),
      cacheSalt: () => faults.list().join(","),
      formToken: () => formTokens.issue(),
    }),
  );

  app.onError((error, c) => {
    log.error(`Unhandled error on ${c.req.method} ${c.req.path}`, error);
    return c.json({ detail: "Something went wrong on our side. Please try again." }, 500);
  });

  return {
    env,
    db,
    app,
    catalogue,
    inquiries,
    faults,
    rateLimiter,
    outbox,
    formTokens,
    // In-flight sends finish before the database closes; unsent emails wait in the outbox.
    close: async () => {
      await outbox.stop();
      await db.close();
    },
  };
}
