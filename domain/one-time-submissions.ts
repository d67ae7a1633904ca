/**
 * One-time form tokens of the console (issue 24 item 5, decision 0043): every form that sends or
 * creates carries a token its page was rendered with, and the server carries out a token once.
 * The contract lives in domain so the server implements it and the console's actions use it.
 */

/** The hidden field every such form posts. */
export const ONE_TIME_FIELD = "once";

/** What a token looks like: the page's `crypto.randomUUID()`, or anything of that alphabet and size. */
export const ONE_TIME_TOKEN = /^[A-Za-z0-9_-]{16,64}$/;

export type SubmissionClaim =
  /** Nobody used this token: carry the submission out, then `complete` or `release` it. */
  | { state: "first" }
  /** Already carried out: send the member where the first submission sent them. */
  | { state: "done"; location: string }
  /** Another request with this token is still being carried out (after waiting for it). */
  | { state: "busy" }
  /** The token was used by another member: refused, never carried out. */
  | { state: "foreign" };

export interface OneTimeSubmissionsContext {
  claim(token: string, staffId: string): Promise<SubmissionClaim>;
  /** The first submission succeeded and answered with a redirect to `location`. */
  complete(token: string, location: string): Promise<void>;
  /** The first submission did not happen (refused input): the token may be posted again. */
  release(token: string): Promise<void>;
}
