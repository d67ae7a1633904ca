/**
 * Spam rules applied to every inquiry beyond the honeypot (which the inquiry
 * service checks itself) and the per-address rate limit. Each rule that a real
 * person could trip (a very fast autofilled form, a form token from before a
 * secret change, a message full of links) only *flags* the inquiry: it is
 * stored, both emails go out, and the staff notification says what to check
 * (docs/decisions/0015-spam-rules-never-drop-a-person.md). Only the honeypot,
 * which no person sees, makes an inquiry silent spam.
 */
import type { FormTokens } from "./form-token.ts";

/** More links than this in the message flags it: travellers describe trips, bots paste links. */
export const MAX_MESSAGE_LINKS = 3;

export function countLinks(text: string): number {
  return (text.match(/\bhttps?:\/\/|\bwww\.|\[url[=\]]|<a\s/gi) ?? []).length;
}

/** "spam": stored, flagged, no email. "review": stored and delivered, the staff email marked. */
export interface SpamVerdict {
  level: "spam" | "review";
  reason: string;
}

export type SpamCheck = (body: Record<string, unknown>) => SpamVerdict | null;

export function createSpamCheck(tokens: FormTokens): SpamCheck {
  return (body) => {
    const verdict = tokens.judge(body.form_token);
    if (verdict) return { level: "review", reason: verdict };
    if (typeof body.message === "string" && countLinks(body.message) > MAX_MESSAGE_LINKS) return { level: "review", reason: "too-many-links" };
    return null;
  };
}

/** Words for staff: why an inquiry that was delivered anyway looked odd. */
export const REVIEW_REASON_TEXT: Record<string, string> = {
  "time-trap": "sent less than a second after the form appeared (autofill, or a bot)",
  "form-token-invalid": "the form's signed token did not check out (an old page, or a forged form)",
  "too-many-links": `more than ${MAX_MESSAGE_LINKS} links in the message`,
};
