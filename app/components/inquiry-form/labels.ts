/**
 * The domain's sentences as the form and its confirmation show them, in the page's language (issue
 * 29): the consent line and the next steps' sentences (residency and tier names are the site's
 * one table, app/lib/i18n/domain-labels.ts). The domain keeps its English for the API, emails and the console.
 */
import { msg, plural } from "@lingui/core/macro";
import type { I18n, MessageDescriptor } from "@lingui/core";
import { QUOTE_PROMISE } from "#domain/booking-terms.ts";
import { CONSENT_LABEL } from "#domain/inquiry-rules.ts";

/**
 * The domain's fixed sentences the form shows (the consent line, the quote promise), by their
 * English: a sentence the domain rewords and this table does not yet know is shown in English.
 */
const DOMAIN_SENTENCES = new Map<string, MessageDescriptor>([
  [CONSENT_LABEL, msg`I agree to be contacted about my inquiry.`],
  [QUOTE_PROMISE, msg`Our team will send you a free, non-binding quote within 24-48 hours.`],
]);

export function domainSentence(i18n: I18n, english: string): string {
  const known = DOMAIN_SENTENCES.get(english);
  return known ? i18n._(known) : english;
}

/**
 * The deposit sentence the server answers (domain/booking-terms.ts depositTermsNotice, from the
 * owner's stored terms) in the page's language: read back into its numbers and said again. A
 * sentence of another shape is shown as it came.
 */
const NOTICE =
  /^Nothing to pay now\. A (\d+(?:\.\d+)?)% deposit confirms your booking once you accept the quote \(due (?:within (\d+) days? of accepting the quote|when you accept the quote)\); the balance is due (\d+) days? before departure\.$/;

export function depositNoticeText(i18n: I18n, english: string): string {
  const m = NOTICE.exec(english);
  if (!m) return english;
  const percent = m[1]!;
  const balanceDays = Number(m[3]);
  if (m[2] === undefined) {
    return i18n._(
      msg`Nothing to pay now. A ${percent}% deposit confirms your booking once you accept the quote (due when you accept the quote); the balance is due ${plural(balanceDays, { one: "# day", other: "# days" })} before departure.`,
    );
  }
  const dueDays = Number(m[2]);
  return i18n._(
    msg`Nothing to pay now. A ${percent}% deposit confirms your booking once you accept the quote (due within ${plural(dueDays, { one: "# day", other: "# days" })} of accepting the quote); the balance is due ${plural(balanceDays, { one: "# day", other: "# days" })} before departure.`,
  );
}
