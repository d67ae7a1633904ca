/**
 * Authenticator codes for tests, as a person's app shows them: a code for this 30 s step or the
 * one either side (all accepted), never one this test already used, since each code works once
 * (issue 24 item 8).
 */
import { base32 } from "@better-auth/utils/base32";
import { createOTP } from "@better-auth/utils/otp";

/** Codes of one base32 secret; `next()` gives an accepted code not handed out before. */
export function authenticatorApp(secret: string) {
  const otp = createOTP(base32.decode(secret));
  const spent = new Set<string>();
  return {
    async next(): Promise<string> {
      const step = Math.floor(Date.now() / 30_000);
      for (const s of [step, step + 1, step - 1]) {
        const code = await otp.hotp(s);
        if (!spent.has(code)) {
          spent.add(code);
          return code;
        }
      }
      throw new Error("Every code the app would accept now is spent");
    },
  };
}
