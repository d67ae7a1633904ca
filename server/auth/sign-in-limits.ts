/**
 * Sign-in throttling per account and per address (issue 10, reworked by issue 24 item 8), kept in
 * the database so it holds across several server processes. Failures are counted for any email,
 * existing or not, so the answer never tells whether an account exists.
 *
 * It slows an attacker without locking out the account's owner:
 * - **Backoff, not lockout.** After 5 failures for an account within 15 minutes, the next try must
 *   wait 2 s after the last failure, then 4 s, 8 s... up to 15 minutes; a refused try is not a
 *   failure, so waiting is all it takes. The same after 30 failures from one address.
 * - **Ways through.** A password reset forgives the account's failures. An account with two-factor
 *   sign-in is not slowed per account: its password alone opens nothing, the code step has its own
 *   limit, and its owner can always get in.
 * - **Addresses are the client's own**: the caller passes the address as server/http/trusted-proxy.ts
 *   computed it (X-Forwarded-For only from TRUSTED_PROXY), so one office behind a proxy is not one
 *   address, and a client cannot pick its own.
 * better-auth's own database rate limit still caps raw request rates per address on every auth endpoint.
 */
import type { Kysely } from "kysely";
import type { DB } from "../db/generated-types.ts";

export interface SignInLimitConfig {
  /** Failed attempts per email address within the window before tries are spaced out. */
  perAccount: number;
  /** Failed attempts per client address within the window (an office shares one address). */
  perAddress: number;
  windowMs: number;
  /** The first wait; each further failure doubles it, up to the window. */
  firstWaitMs: number;
}

export const DEFAULT_SIGN_IN_LIMITS: SignInLimitConfig = { perAccount: 5, perAddress: 30, windowMs: 15 * 60_000, firstWaitMs: 2_000 };

/** The start of the refusal's message: the rest says how long to wait. */
export const TOO_MANY_SIGN_INS = "Too many failed sign-in attempts.";

export function tooManySignIns(retryAfterSeconds: number): string {
  const wait = retryAfterSeconds < 90 ? `${retryAfterSeconds} ${retryAfterSeconds === 1 ? "second" : "seconds"}` : `${Math.ceil(retryAfterSeconds / 60)} minutes`;
  return `${TOO_MANY_SIGN_INS} Try again in ${wait}, or reset your password with the link below.`;
}

export type SignInDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;
const addressKey = (ip: string) => `address:${ip}`;

export class SignInLimits {
  constructor(
    private db: Kysely<DB>,
    private config: SignInLimitConfig = DEFAULT_SIGN_IN_LIMITS,
    private now: () => Date = () => new Date(),
  ) {}

  /** Whether a sign-in for this email from this address may be tried now, and if not, for how long. */
  async check(email: string, ip: string | null): Promise<SignInDecision> {
    const waits = [];
    if (!(await this.hasTwoFactor(email))) waits.push(await this.wait(accountKey(email), this.config.perAccount));
    if (ip) waits.push(await this.wait(addressKey(ip), this.config.perAddress));
    const longest = Math.max(0, ...waits);
    return longest > 0 ? { allowed: false, retryAfterSeconds: Math.ceil(longest / 1000) } : { allowed: true };
  }

  async recordFailure(email: string, ip: string | null): Promise<void> {
    const at = this.now().toISOString();
    const rows = [{ key: accountKey(email), at }];
    if (ip) rows.push({ key: addressKey(ip), at });
    await this.db.insertInto("staff_sign_in_failures").values(rows).execute();
    // Old rows only cost space; trim them now and then rather than on every request.
    if (Math.random() < 0.05) {
      const cutoff = new Date(this.now().getTime() - this.config.windowMs).toISOString();
      await this.db.deleteFrom("staff_sign_in_failures").where("at", "<", cutoff).execute();
    }
  }

  /** A successful sign-in, or a password reset, forgives the account's failures (not the address's). */
  async forgive(email: string): Promise<void> {
    await this.db.deleteFrom("staff_sign_in_failures").where("key", "=", accountKey(email)).execute();
  }

  /** Milliseconds still to wait for `key` (0: go ahead). */
  private async wait(key: string, allowed: number): Promise<number> {
    const since = new Date(this.now().getTime() - this.config.windowMs).toISOString();
    const row = await this.db
      .selectFrom("staff_sign_in_failures")
      .select((eb) => [eb.fn.countAll<string | number>().as("n"), eb.fn.max("at").as("last")])
      .where("key", "=", key)
      .where("at", ">", since)
      .executeTakeFirst();
    const failures = Number(row?.n ?? 0);
    if (failures < allowed || !row?.last) return 0;
    const backoff = Math.min(this.config.firstWaitMs * 2 ** (failures - allowed), this.config.windowMs);
    return Math.max(0, new Date(String(row.last)).getTime() + backoff - this.now().getTime());
  }

  private async hasTwoFactor(email: string): Promise<boolean> {
    const user = await this.db.selectFrom("staff_user").select("twoFactorEnabled").where("email", "=", email.trim().toLowerCase()).executeTakeFirst();
    return Boolean(user?.twoFactorEnabled);
  }
}
