/**
 * What a console session may still do without asking again (issue 23 item 5, decision 0018).
 *
 * - **Fresh proof.** Acts that grant power (inviting staff, changing a role or who may sign in,
 *   the console's security settings, erasing a traveller's personal data; booking terms and
 *   payment settings when they exist) need the member's password or an authenticator code given
 *   within the last 10 minutes, as GitHub's and Stripe's "sudo mode" do. Signing in counts as
 *   such a proof. A stolen session, or a script that found its way into the console, can then
 *   read but cannot hand itself an owner's account.
 * - **Owners idle.** An owner's session ends after 12 hours without use (others keep better-auth's
 *   seven days): the account that can do everything is the one not to leave open on a shared
 *   computer.
 * - **Authenticator codes work once.** A code that signed someone in or proved a session cannot
 *   be used again within its validity: a code read over a shoulder is spent.
 */
import { symmetricDecrypt, verifyPassword } from "better-auth/crypto";
import { createOTP } from "@better-auth/utils/otp";
import type { Kysely } from "kysely";
import type { DB } from "../db/generated-types.ts";

export const PROOF_WINDOW_MS = 10 * 60_000;
export const OWNER_IDLE_MS = 12 * 60 * 60_000;
/** Activity is written at most this often: a console request costs a read, not a write. */
const SEEN_WRITE_EVERY_MS = 5 * 60_000;
/** A TOTP code is accepted for its 30 s step and one on each side: remembered a little longer. */
const TOTP_MEMORY_MS = 3 * 60_000;
/** Wrong passwords or codes per member within 15 minutes before proofs are refused for a while. */
const PROOF_FAILURES = 5;
const PROOF_FAILURE_WINDOW_MS = 15 * 60_000;

export const PROOF_NEEDED = "Confirm it is you first: enter your password or a code from your authenticator app.";
export const PROOF_WRONG = "That is not your password or a current authenticator code.";
export const PROOF_THROTTLED = "Too many wrong attempts. Wait 15 minutes, or sign out and sign in again.";

export interface SessionTimes {
  sessionId: string;
  /** When the session was made by signing in: itself a proof. */
  createdAt: Date;
}

const iso = (d: Date) => d.toISOString();
const time = (v: string | Date | null | undefined) => (v ? new Date(v).getTime() : 0);

export class SessionFreshness {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly secret: string,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /**
   * Notes that the session was used (written at most every few minutes) and says until when its
   * proof holds, or that an owner's session has been idle too long (the caller then ends it).
   */
  async touch(session: SessionTimes, role: string): Promise<{ idle: true } | { idle: false; freshUntil: number }> {
    const now = this.now();
    const row = await this.db
      .selectFrom("staff_session_activity")
      .select(["seen_at", "proved_at"])
      .where("session_id", "=", session.sessionId)
      .executeTakeFirst();
    const lastSeen = row ? time(row.seen_at) : session.createdAt.getTime();
    if (role === "owner" && now.getTime() - lastSeen > OWNER_IDLE_MS) return { idle: true };
    if (!row) {
      await this.db
        .insertInto("staff_session_activity")
        .values({ session_id: session.sessionId, seen_at: iso(now), proved_at: null })
        .onConflict((oc) => oc.column("session_id").doNothing())
        .execute();
    } else if (now.getTime() - lastSeen > SEEN_WRITE_EVERY_MS) {
      await this.db.updateTable("staff_session_activity").set({ seen_at: iso(now) }).where("session_id", "=", session.sessionId).execute();
    }
    return { idle: false, freshUntil: Math.max(session.createdAt.getTime(), time(row?.proved_at)) + PROOF_WINDOW_MS };
  }

  /**
   * Checks a password or an authenticator code for `userId`; on success the session counts as
   * freshly proved. The answer names no reason beyond right or wrong.
   */
  async prove(userId: string, session: SessionTimes, secret: string): Promise<"proved" | "wrong" | "throttled"> {
    const key = `proof:${userId}`;
    if ((await this.recentFailures(key)) >= PROOF_FAILURES) return "throttled";
    const typed = secret.trim();
    const ok = /^\d{6}$/.test(typed.replace(/\s+/g, "")) ? await this.codeIsRight(userId, typed.replace(/\s+/g, "")) : await this.passwordIsRight(userId, secret);
    if (!ok) {
      await this.db.insertInto("staff_sign_in_failures").values({ key, at: iso(this.now()) }).execute();
      return "wrong";
    }
    const now = iso(this.now());
    await this.db
      .insertInto("staff_session_activity")
      .values({ session_id: session.sessionId, proved_at: now, seen_at: now })
      .onConflict((oc) => oc.column("session_id").doUpdateSet({ proved_at: now, seen_at: now }))
      .execute();
    return "proved";
  }

  /**
   * Spends an authenticator code: true the first time, false when it was already used within its
   * validity (by any process: the database's primary key decides).
   */
  async spendCode(userId: string, code: string): Promise<boolean> {
    const cutoff = iso(new Date(this.now().getTime() - TOTP_MEMORY_MS));
    await this.db.deleteFrom("staff_totp_codes_used").where("user_id", "=", userId).where("used_at", "<", cutoff).execute();
    try {
      await this.db.insertInto("staff_totp_codes_used").values({ user_id: userId, code, used_at: iso(this.now()) }).execute();
      return true;
    } catch (error) {
      if (/unique|primary key|duplicate/i.test(String((error as Error).message))) return false;
      throw error;
    }
  }

  private async recentFailures(key: string): Promise<number> {
    const since = iso(new Date(this.now().getTime() - PROOF_FAILURE_WINDOW_MS));
    const row = await this.db
      .selectFrom("staff_sign_in_failures")
      .select((eb) => eb.fn.countAll<string | number>().as("n"))
      .where("key", "=", key)
      .where("at", ">", since)
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  private async passwordIsRight(userId: string, password: string): Promise<boolean> {
    const account = await this.db
      .selectFrom("staff_account")
      .select("password")
      .where("userId", "=", userId)
      .where("providerId", "=", "credential")
      .executeTakeFirst();
    if (!account?.password) return false;
    return verifyPassword({ hash: account.password, password });
  }

  private async codeIsRight(userId: string, code: string): Promise<boolean> {
    const row = await this.db.selectFrom("staff_two_factor").select(["secret", "verified"]).where("userId", "=", userId).executeTakeFirst();
    if (!row || row.verified === false || row.verified === 0) return false;
    const secret = await symmetricDecrypt({ key: this.secret, data: row.secret });
    if (!(await createOTP(secret, { period: 30, digits: 6 }).verify(code))) return false;
    return this.spendCode(userId, code);
  }
}
