/**
 * better-auth over our own Kysely database (docs/decisions/0018-staff-auth.md).
 * Its tables are created by OUR migration 0006-staff-auth, never by better-auth
 * at run time; a test compares the two schemas so a library upgrade that wants
 * new columns fails loudly instead of at sign-in.
 */
import { betterAuth, type BetterAuthOptions } from "better-auth";
import { APIError, createAuthMiddleware, isAPIError } from "better-auth/api";
import { twoFactor } from "better-auth/plugins";
import type { Kysely } from "kysely";
import type { Dialect } from "../db/kysely.ts";
import { passwordProblem } from "./password-policy.ts";
import { SignInLimits, tooManySignIns } from "./sign-in-limits.ts";
import { SessionFreshness } from "./session-freshness.ts";

export const AUTH_BASE_PATH = "/api/auth";

/** Table names: prefixed so they read as the console's and avoid PostgreSQL's reserved "user". */
export const AUTH_TABLES = {
  user: "staff_user",
  session: "staff_session",
  account: "staff_account",
  verification: "staff_verification",
  twoFactor: "staff_two_factor",
  rateLimit: "staff_rate_limit",
} as const;

/**
 * The client address as OUR server computed it (socket peer, or X-Forwarded-For only from
 * TRUSTED_PROXY). Set on every request handed to better-auth, after removing any value the
 * client sent, so its limits and session records never trust a spoofable header.
 */
export const CLIENT_IP_HEADER = "x-twiga-client-ip";

export const DEACTIVATED_MESSAGE = "This account has been deactivated. Ask an owner if you need access again.";

export interface StaffAuthConfig {
  kysely: Kysely<any>;
  dialect: Dialect;
  secret: string;
  /** Public origin, e.g. https://twigahorizons.example; also the only trusted Origin. */
  baseURL?: string;
  production: boolean;
  appName: string;
  signInLimits?: SignInLimits;
  /** Spends each authenticator code once (session-freshness.ts). */
  freshness?: SessionFreshness;
  /** Emails a password-reset link (the outbox); better-auth hands us the token. */
  sendResetPassword?: (data: { user: { id: string; email: string; name: string }; token: string }) => Promise<void>;
}

export const CODE_ALREADY_USED = "That code has been used already. Wait for the next one in your authenticator app.";

/**
 * A TOTP code that was accepted is spent: the same code again within its validity (a second
 * sign-in, a replay) undoes the session it made and is refused (issue 24 item 8).
 */
async function spendTotpCode(ctx: { body?: { code?: unknown }; context: { returned?: unknown; newSession?: { session: { token: string }; user: { id: string } } | null; session?: { user: { id: string } } | null; internalAdapter: { deleteSession(token: string): Promise<void> } } }, freshness: SessionFreshness) {
  const returned = ctx.context.returned;
  if (isAPIError(returned) || (returned instanceof Response && !returned.ok)) return;
  const userId = ctx.context.newSession?.user.id ?? ctx.context.session?.user.id;
  const code = String(ctx.body?.code ?? "").replace(/\s+/g, "");
  if (!userId || !code) return;
  if (await freshness.spendCode(userId, code)) return;
  if (ctx.context.newSession) await ctx.context.internalAdapter.deleteSession(ctx.context.newSession.session.token);
  throw new APIError("UNAUTHORIZED", { message: CODE_ALREADY_USED, code: "INVALID_CODE" });
}

export function staffAuthOptions(config: StaffAuthConfig) {
  const limits = config.signInLimits ?? new SignInLimits(config.kysely);
  const freshness = config.freshness ?? new SessionFreshness(config.kysely, config.secret);
  const ipOf = (headers: Headers | undefined) => headers?.get(CLIENT_IP_HEADER) || null;
  return {
    appName: config.appName,
    baseURL: config.baseURL,
    basePath: AUTH_BASE_PATH,
    secret: config.secret,
    database: { db: config.kysely, type: config.dialect, transaction: true },
    telemetry: { enabled: false },
    // Failed sign-ins are counted in the database; a warning line per wrong password is only noise.
    logger: { level: "error" },
    user: {
      modelName: AUTH_TABLES.user,
      additionalFields: {
        role: { type: "string", required: true, defaultValue: "viewer", input: false },
        deactivatedAt: { type: "date", required: false, input: false },
      },
    },
    session: { modelName: AUTH_TABLES.session },
    account: { modelName: AUTH_TABLES.account },
    verification: { modelName: AUTH_TABLES.verification },
    emailAndPassword: {
      enabled: true,
      // Staff are invited by an owner; nobody signs themselves up.
      disableSignUp: true,
      minPasswordLength: 12,
      maxPasswordLength: 128,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: config.sendResetPassword
        ? async ({ user, token }) => config.sendResetPassword!({ user, token })
        : undefined,
    },
    databaseHooks: {
      session: {
        create: {
          // A deactivated member keeps their row (history names them) but gets no new session.
          async before(session) {
            const user = await config.kysely
              .selectFrom("staff_user")
              .select("deactivatedAt")
              .where("id", "=", session.userId)
              .executeTakeFirst();
            if (!user || user.deactivatedAt) throw new APIError("FORBIDDEN", { message: DEACTIVATED_MESSAGE });
          },
        },
      },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === "/sign-in/email") {
          const email = String(ctx.body?.email ?? "");
          const decision = await limits.check(email, ipOf(ctx.headers));
          if (!decision.allowed) {
            throw new APIError("TOO_MANY_REQUESTS", { message: tooManySignIns(decision.retryAfterSeconds) }, { "retry-after": String(decision.retryAfterSeconds) });
          }
        }
        if (ctx.path === "/reset-password" || ctx.path === "/change-password") {
          const problem = await passwordProblem(ctx.body?.newPassword);
          if (problem) throw new APIError("BAD_REQUEST", { message: problem, code: "WEAK_PASSWORD" });
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path === "/two-factor/verify-totp") return spendTotpCode(ctx, freshness);
        if (ctx.path !== "/sign-in/email") return;
        const email = String(ctx.body?.email ?? "");
        const returned = ctx.context.returned;
        if (isAPIError(returned)) {
          if (returned.statusCode === 401) await limits.recordFailure(email, ipOf(ctx.headers));
        } else {
          await limits.forgive(email);
        }
      }),
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      modelName: AUTH_TABLES.rateLimit,
      window: 60,
      max: 100,
    },
    advanced: {
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      useSecureCookies: config.production,
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      cookiePrefix: "twiga",
    },
    plugins: [
      twoFactor({
        issuer: config.appName,
        twoFactorTable: AUTH_TABLES.twoFactor,
      }),
    ],
  } satisfies BetterAuthOptions;
}

export function createStaffAuth(config: StaffAuthConfig) {
  return betterAuth(staffAuthOptions(config));
}

export type StaffAuth = ReturnType<typeof createStaffAuth>;
