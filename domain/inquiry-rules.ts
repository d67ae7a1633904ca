/**
 * The inquiry form's constants (SPEC §5), apart from the zod schema in ./inquiry.ts so the browser
 * can render the form without loading zod: the form loads the schema when it is first used.
 */
export const CHILD_AGE_MAX = 17;
export const MIN_ADULTS = 1;
export const MAX_PARTY = 500;
export const INQUIRY_BODY_LIMIT_BYTES = 32 * 1024;
export const CONSENT_LABEL = "I agree to be contacted about my inquiry.";

/** {field: first message}, the shape of the API's 400 body and of the form's error state. */
export type FieldErrors = Record<string, string>;
