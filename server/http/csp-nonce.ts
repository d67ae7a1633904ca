/**
 * The Content-Security-Policy nonce of one answer (issue 23, decision 0014). Every HTML answer gets
 * a fresh 128-bit random value; the scripts and styles our code writes carry it, and the policy
 * allows nothing else inline. An attacker who gets markup into a page cannot know it: it is drawn
 * after the request arrives, and a cached page is given a new one on every answer
 * (server/http/caching.ts).
 */
import { randomBytes } from "node:crypto";

const nonces = new WeakMap<Request, string>();

/** This request's nonce, drawn on first use (keyed by the request, so it dies with it). */
export function nonceOf(request: Request): string {
  let nonce = nonces.get(request);
  if (!nonce) {
    nonce = randomBytes(16).toString("base64");
    nonces.set(request, nonce);
  }
  return nonce;
}
