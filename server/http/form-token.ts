/**
 * The time trap's signed form token. A form gets a token that carries the
 * moment it was rendered, signed with HMAC-SHA256, so a bot cannot claim an
 * earlier render than it had. A submission whose token is younger than 1 s is
 * flagged for staff to check, never dropped: a browser that autofills the form
 * can send it that fast (docs/decisions/0015). A request with no token at all,
 * as other API clients of SPEC §7 send, is judged as usual.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import type { Kysely } from "kysely";
import { configuredOrStoredSecret } from "../services/app-meta.ts";
import type { DB } from "../db/generated-types.ts";

/** Faster than this from render to submit is flagged; 1 s is a person with autofill, so it passes. */
export const FORM_MIN_AGE_MS = 1_000;
/** How far back a form may say it was on screen before it asked for its token. */
export const MAX_SHOWN_MS = 10_000;
/** Allowed lead of a token's time over ours (several processes, slightly different clocks). */
const CLOCK_SKEW_MS = 2_000;
const SECRET_KEY = "form_secret";

export type FormTokenVerdict = "time-trap" | "form-token-invalid" | null;

function signature(secret: string, issuedAt: string): string {
  return createHmac("sha256", secret).update(`form-token:v1:${issuedAt}`).digest("base64url");
}

/** `v1.<render time in ms, base 36>.<signature>` */
export function signFormToken(secret: string, issuedAtMs: number): string {
  const issuedAt = Math.floor(issuedAtMs).toString(36);
  return `v1.${issuedAt}.${signature(secret, issuedAt)}`;
}

/** The render time of a genuine token, or null for anything forged or malformed. */
export function verifyFormToken(secret: string, token: string): number | null {
  const m = /^v1\.([0-9a-z]{1,12})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!m) return null;
  const expected = Buffer.from(signature(secret, m[1]!));
  const given = Buffer.from(m[2]!);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  return parseInt(m[1]!, 36);
}

export class FormTokens {
  constructor(
    private secret: string,
    private now: () => number = Date.now,
    private minAgeMs: number = FORM_MIN_AGE_MS,
  ) {}

  /**
   * A token dated `shownMs` ago (capped at MAX_SHOWN_MS): the form was on screen, server-rendered,
   * before its script asked. A client can claim the whole allowance, so the trap catches what
   * submits at once after asking; decision 0015 weighs that.
   */
  issue(shownMs = 0): string {
    const back = Number.isFinite(shownMs) ? Math.min(Math.max(0, shownMs), MAX_SHOWN_MS) : 0;
    return signFormToken(this.secret, this.now() - back);
  }

  /**
   * "time-trap" when the form came back faster than a person can fill it in,
   * "form-token-invalid" when the token was tampered with, null otherwise
   * (including no token: plain API clients are welcome, under the rate limit).
   */
  judge(token: unknown): FormTokenVerdict {
    if (token === undefined || token === null || token === "") return null;
    if (typeof token !== "string") return "form-token-invalid";
    const issuedAt = verifyFormToken(this.secret, token);
    if (issuedAt === null) return "form-token-invalid";
    const age = this.now() - issuedAt;
    if (age < -CLOCK_SKEW_MS) return "form-token-invalid";
    return age < this.minAgeMs ? "time-trap" : null;
  }
}

/** FORM_SECRET when set; otherwise one random secret kept in the database (tokens survive restarts). */
export function loadFormSecret(db: Kysely<DB>, configured: string | undefined): Promise<string> {
  return configuredOrStoredSecret(db, SECRET_KEY, configured);
}
