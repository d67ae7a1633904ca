/**
 * Spam layers applied to every inquiry beyond the honeypot (which the
 * inquiry service checks itself) and the per-address rate limit: the signed
 * time trap, and a cap on links in the message. A hit is stored and flagged
 * like a honeypot hit, and gets no email (docs/decisions/0004-outbox.md).
 */
import type { FormTokens } from "./form-token.ts";

/** More links than this in the message marks it as spam: travellers describe trips, bots paste links. */
export const MAX_MESSAGE_LINKS = 3;

export function countLinks(text: string): number {
  return (text.match(/\bhttps?:\/\/|\bwww\.|\[url[=\]]|<a\s/gi) ?? []).length;
}

export type SpamCheck = (body: Record<string, unknown>) => string | null;

export function createSpamCheck(tokens: FormTokens): SpamCheck {
  return (body) => {
    const verdict = tokens.judge(body.form_token);
    if (verdict) return verdict;
    if (typeof body.message === "string" && countLinks(body.message) > MAX_MESSAGE_LINKS) return "too-many-links";
    return null;
  };
}
