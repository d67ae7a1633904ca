/**
 * Sign-in limits per account and per address (issue 10), kept in the
 * database so they hold across several server processes. Failures are
 * counted for any email, existing or not, so the answer never tells whether
 * an account exists. better-auth's own database rate limit still caps raw
 * request rates per address on every auth endpoint.
 */
import type { Kysely } from "kysely";

export interface SignInLimitConfig {
  /** Failed attempts per email address within the window before sign-in is refused. */
  perAccount: number;
  /** Failed attempts per client address within the window (an office shares one address). */
  perAddress: number;
  windowMs: number;
}

export const DEFAULT_SIGN_IN_LIMITS: SignInLimitConfig = { perAccount: 5, perAddress: 30, windowMs: 15 * 60_000 };

export const TOO_MANY_SIGN_INS =
  "Too many failed sign-in attempts. Wait 15 minutes and try again, or reset your password with the link below.";

const accountKey = (email: string) => `account:${email.trim().toLowerCase()}`;
const addressKey = (ip: string) => `address:${ip}`;

export class SignInLimits {
  constructor(
    private db: Kysely<any>,
    private config: SignInLimitConfig = DEFAULT_SIGN_IN_LIMITS,
    private now: () => Date = () => new Date(),
  ) {}

  /** True when this email or address has used up its failed attempts. */
  async blocked(email: string, ip: string | null): Promise<boolean> {
    const since = new Date(this.now().getTime() - this.config.windowMs).toISOString();
    const count = async (key: string) => {
      const row = await this.db
        .selectFrom("staff_sign_in_failures")
        .select((eb) => eb.fn.countAll<string | number>().as("n"))
        .where("key", "=", key)
        .where("at", ">", since)
        .executeTakeFirst();
      return Number(row?.n ?? 0);
    };
    if ((await count(accountKey(email))) >= this.config.perAccount) return true;
    return ip ? (await count(addressKey(ip))) >= this.config.perAddress : false;
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

  /** A successful sign-in forgives the account's failures (not the address's). */
  async recordSuccess(email: string): Promise<void> {
    await this.db.deleteFrom("staff_sign_in_failures").where("key", "=", accountKey(email)).execute();
  }
}
