/**
 * Staff sign-in for the console, wired: better-auth over our database, the
 * account service, and the Hono pieces (the /api/auth/* mount and the
 * headers, Origin check and rate limit of every console and auth request).
 */
import type { Context, Hono, MiddlewareHandler } from "hono";
import type { Kysely } from "kysely";
import { DEFAULT_ORIGIN } from "../http/public-origin.ts";
import { loadCompanyDetails } from "../services/site-documents/company.ts";
import type { Db } from "../db/kysely.ts";
import type { Env } from "../env.ts";
import { originOf } from "../http/public-origin.ts";
import type { Limiter } from "../http/rate-limits.ts";
import { AUTH_BASE_PATH, CLIENT_IP_HEADER, createStaffAuth, type StaffAuth } from "./better-auth.ts";
import { loadAuthSecret } from "./secret.ts";
import { SignInLimits } from "./sign-in-limits.ts";
import { SessionFreshness } from "./session-freshness.ts";
import { type AuditRecorder, type MailQueue, StaffAccounts } from "./staff-accounts.ts";
import { createStaffRequest } from "./staff-console.ts";
import type { DB } from "../db/generated-types.ts";

export interface StaffAuthSystem {
  auth: StaffAuth;
  accounts: StaffAccounts;
  db: Kysely<DB>;
  mail: MailQueue;
  /** Where links in emails point when no request says (the command line). */
  origin: string;
  /** Fresh proofs, owners' idle sessions, spent authenticator codes (session-freshness.ts). */
  freshness: SessionFreshness;
  /** Sign-in backoff per account and address; a password reset forgives the account's failures. */
  signInLimits: SignInLimits;
}

export async function createStaffAuthSystem(deps: {
  db: Db;
  env: Env;
  mail: MailQueue;
  audit: AuditRecorder;
}): Promise<StaffAuthSystem> {
  const { db, env } = deps;
  const secret = await loadAuthSecret(db.kysely, env.AUTH_SECRET);
  const origin = env.PUBLIC_URL?.replace(/\/$/, "") ?? DEFAULT_ORIGIN;
  // The name authenticator apps and staff emails show: the company's as stored at start (decision 0029).
  const companyName = (await loadCompanyDetails(db.kysely)).name || "Staff console";
  const freshness = new SessionFreshness(db.kysely, secret);
  const signInLimits = new SignInLimits(db.kysely);
  const auth = createStaffAuth({
    kysely: db.kysely,
    dialect: db.dialect,
    secret,
    baseURL: env.PUBLIC_URL,
    production: secureCookies(env),
    appName: companyName,
    signInLimits,
    freshness,
  });
  const accounts = new StaffAccounts(db.kysely, db.dialect, deps.mail, deps.audit, companyName);
  return { auth, accounts, db: db.kysely, mail: deps.mail, origin, freshness, signInLimits };
}

/** Secure cookies in production, except for a local try on plain http://localhost (npm start). */
export function secureCookies(env: Pick<Env, "NODE_ENV" | "PUBLIC_URL">): boolean {
  if (env.NODE_ENV !== "production") return false;
  return !env.PUBLIC_URL || env.PUBLIC_URL.startsWith("https:");
}

/** The console's pages and data requests, and better-auth's endpoints. */
export function isPrivatePath(path: string): boolean {
  return path === "/console" || path.startsWith("/console/") || path.startsWith("/console.") || path.startsWith(`${AUTH_BASE_PATH}/`);
}

/** Runs `middleware` everywhere except on private paths (the page cache must never hold a console page). */
export function exceptPrivate(middleware: MiddlewareHandler): MiddlewareHandler {
  return (c, next) => (isPrivatePath(c.req.path) ? next() : middleware(c, next));
}

/**
 * For every console and auth request: never cached, never indexed; and every state-changing
 * one must come from our own pages (Origin, the CSRF check) and within a rate limit.
 */
export function consoleGuards(options: {
  clientIp: (c: Context) => string | null;
  /** State-changing console and auth requests per client address (server/http/rate-limits.ts). */
  limiter: Limiter;
}): MiddlewareHandler {
  return async (c, next) => {
    if (!isPrivatePath(c.req.path)) return next();
    const method = c.req.method;
    if (method !== "GET" && method !== "HEAD" && method !== "OPTIONS") {
      const origin = c.req.header("origin");
      if (!origin || origin !== originOf(c)) {
        return c.json({ detail: "This request did not come from the console's own pages (Origin check), so it was refused." }, 403, {
          "cache-control": "no-store",
        });
      }
      const decision = await options.limiter.consume(options.clientIp(c) ?? "unknown");
      if (!decision.allowed) {
        return c.json({ detail: "Too many requests. Please wait a minute and try again." }, 429, {
          "retry-after": String(decision.retryAfterSeconds),
          "cache-control": "no-store",
        });
      }
    }
    await next();
    c.res.headers.set("cache-control", "no-store");
    c.res.headers.set("x-robots-tag", "noindex");
    c.res.headers.delete("etag");
  };
}

/** better-auth's own endpoints under /api/auth/*, with the client address as we computed it. */
export function mountAuthRoutes(app: Hono, system: StaffAuthSystem, clientIp: (c: Context) => string | null): void {
  app.on(["GET", "POST"], `${AUTH_BASE_PATH}/*`, (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.delete(CLIENT_IP_HEADER);
    const ip = clientIp(c);
    if (ip) headers.set(CLIENT_IP_HEADER, ip);
    return system.auth.handler(new Request(c.req.raw, { headers }));
  });
}

export { createStaffRequest };
