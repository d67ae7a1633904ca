/**
 * The form's field errors in the page's language (issue 29). The zod schema (domain/inquiry.ts)
 * words its messages in English, and so must the API it also serves (SPEC §7); the form looks each
 * message up here by the schema's English and shows its translation. A message this table does not
 * know (a new rule, a server's own refusal) is shown as it came, in English, never dropped. Errors
 * the server returns to the form posted without JavaScript go through the same table.
 */
import { msg } from "@lingui/core/macro";
import type { I18n, MessageDescriptor } from "@lingui/core";
import { CHILD_AGE_MAX, MAX_PARTY, MIN_ADULTS } from "#domain/inquiry-rules.ts";

const max = MAX_PARTY;
const minAdults = MIN_ADULTS;
const maxAge = CHILD_AGE_MAX;

/** [the schema's English, the message the form shows]: keep the left column word for word as domain/inquiry.ts has it. */
const FIELD_MESSAGES: ReadonlyArray<readonly [string, MessageDescriptor]> = [
  ["Please enter your full name.", msg`Please enter your full name.`],
  ["Full name must be at most 120 characters.", msg`Full name must be at most 120 characters.`],
  ["Please enter your email address.", msg`Please enter your email address.`],
  ["Email must be at most 254 characters.", msg`Email must be at most 254 characters.`],
  ["Please enter a valid email address.", msg`Please enter a valid email address.`],
  ["Please agree to be contacted about your inquiry.", msg`Please agree to be contacted about your inquiry.`],
  ["Phone must be text.", msg`Phone must be text.`],
  ["Phone must be at most 40 characters.", msg`Phone must be at most 40 characters.`],
  ["Please enter a valid phone number.", msg`Please enter a valid phone number.`],
  ["Message must be text.", msg`Message must be text.`],
  ["Message must be at most 5000 characters.", msg`Message must be at most 5000 characters.`],
  ["Choose a valid residency.", msg`Choose a valid residency.`],
  ["Choose a valid budget tier.", msg`Choose a valid budget tier.`],
  ["Choose a valid package.", msg`Choose a valid package.`],
  ["Start date must be a date.", msg`Start date must be a date.`],
  ["Start date must be a valid date (YYYY-MM-DD).", msg`Start date must be a valid date (YYYY-MM-DD).`],
  ["End date must be a date.", msg`End date must be a date.`],
  ["End date must be a valid date (YYYY-MM-DD).", msg`End date must be a valid date (YYYY-MM-DD).`],
  ["End date cannot be before the start date.", msg`End date cannot be before the start date.`],
  ["Adults must be a number.", msg`Adults must be a number.`],
  ["Adults must be a whole number.", msg`Adults must be a whole number.`],
  [`At least ${MIN_ADULTS} adult is required.`, msg`At least ${minAdults} adult is required.`],
  [`Adults must be at most ${MAX_PARTY}.`, msg`Adults must be at most ${max}.`],
  ["Children must be a number.", msg`Children must be a number.`],
  ["Children must be a whole number.", msg`Children must be a whole number.`],
  ["Children cannot be negative.", msg`Children cannot be negative.`],
  [`Children must be at most ${MAX_PARTY}.`, msg`Children must be at most ${max}.`],
  ["Each child's age must be a number.", msg`Each child's age must be a number.`],
  ["Each child's age must be a whole number.", msg`Each child's age must be a whole number.`],
  [`Each child's age must be between 0 and ${CHILD_AGE_MAX}.`, msg`Each child's age must be between 0 and ${maxAge}.`],
  ["Children's ages must be a list.", msg`Children's ages must be a list.`],
  ["There are more children's ages than children.", msg`There are more children's ages than children.`],
];

const BY_ENGLISH = new Map(FIELD_MESSAGES);

/** The schema's English messages this table translates (for the test that keeps it complete). */
export const KNOWN_FIELD_MESSAGES: readonly string[] = FIELD_MESSAGES.map(([english]) => english);

/**
 * The error to show under a field for the schema's or the server's English `message`: translated
 * when known, else the English as it is. Each message names its field, so the English alone picks
 * the translation (the same words under `children_ages.0` and `children_ages.3`).
 */
export function fieldErrorText(i18n: I18n, message: string | undefined): string | undefined {
  if (!message) return message;
  const known = BY_ENGLISH.get(message);
  return known ? i18n._(known) : message;
}
