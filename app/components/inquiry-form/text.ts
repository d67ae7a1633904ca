/**
 * The inquiry form's own words (SPEC §4, §8). INQUIRY_TEXT is the English, shared with the
 * no-JavaScript action (app/lib/inquiry-action.ts), which answers these sentences; the form shows
 * them in the page's language through INQUIRY_MSG and `failureText` (issue 29).
 */
import { msg } from "@lingui/core/macro";
import type { I18n, MessageDescriptor } from "@lingui/core";

export const INQUIRY_TEXT = {
  submit: "Send Inquiry",
  submitting: "Submitting...",
  successToast: "Inquiry sent. We'll be in touch shortly.",
  successTitle: "Thank you!",
  successPanel:
    "Your inquiry has been received. Our team will contact you shortly. If you don't find our email in your inbox, check spam.",
  submitAnother: "Submit another",
  failed: "Failed to submit. Please try again.",
  generic: "An error occurred.",
  failedToast: "Could not submit inquiry. Please try again.",
} as const;

/** The same words, to be read in the page's language: `i18n._(INQUIRY_MSG.submit)`. */
export const INQUIRY_MSG: Record<keyof typeof INQUIRY_TEXT, MessageDescriptor> = {
  submit: msg`Send Inquiry`,
  submitting: msg`Submitting...`,
  successToast: msg`Inquiry sent. We'll be in touch shortly.`,
  successTitle: msg`Thank you!`,
  successPanel: msg`Your inquiry has been received. Our team will contact you shortly. If you don't find our email in your inbox, check spam.`,
  submitAnother: msg`Submit another`,
  failed: msg`Failed to submit. Please try again.`,
  generic: msg`An error occurred.`,
  failedToast: msg`Could not submit inquiry. Please try again.`,
};

/** The server's refusals of a whole inquiry (server/http/request-limits.ts), as the API words them. */
const TOO_MANY_INQUIRIES = "Too many inquiries from this address. Please wait a minute and try again.";

/** English sentence → its message, for the failures the form states above its button. */
const FAILURES = new Map<string, MessageDescriptor>([
  [INQUIRY_TEXT.failed, INQUIRY_MSG.failed],
  [INQUIRY_TEXT.generic, INQUIRY_MSG.generic],
  [TOO_MANY_INQUIRIES, msg`Too many inquiries from this address. Please wait a minute and try again.`],
  ["The request body must be a JSON object.", msg`The request body must be a JSON object.`],
]);

/** A failure sentence (the send's, or the server's for a form posted without JavaScript) in the page's language; one the table does not know stays as it came. */
export function failureText(i18n: I18n, english: string): string {
  const known = FAILURES.get(english);
  return known ? i18n._(known) : english;
}
