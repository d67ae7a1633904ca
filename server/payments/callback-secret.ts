/**
 * The secret in every payment callback URL (issue 26 item 4): a provider's notification must carry
 * it, or it is refused before anything is read. Derived from the site's auth secret, so every
 * process computes the same one and rotating AUTH_SECRET rotates it; compared in constant time.
 */
import { createHmac, timingSafeEqual } from "node:crypto";

export function callbackSecret(authSecret: string): string {
  return createHmac("sha256", authSecret).update("payment-callbacks/v1").digest("base64url").slice(0, 32);
}

export function isCallbackSecret(expected: string, given: string | undefined): boolean {
  if (typeof given !== "string" || given.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(given), Buffer.from(expected));
}
