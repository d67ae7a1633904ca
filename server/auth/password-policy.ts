/**
 * Common-password check (issue 10: minimum 12 characters, no composition
 * rules, checked against a list of common passwords). The list is the ~49,000
 * passwords of @zxcvbn-ts/language-common (MIT), loaded on first use.
 */
import { COMMON_PASSWORD_MESSAGE, passwordSchema } from "#domain/staff-password.ts";

let common: Promise<Set<string>> | undefined;

function commonPasswords(): Promise<Set<string>> {
  common ??= import("@zxcvbn-ts/language-common").then((m) => new Set(m.dictionary["passwords-common"]));
  return common;
}

/** True when the password, or its core without digits and symbols around it, is a listed one, or one repeated character. */
export async function isCommonPassword(password: string): Promise<boolean> {
  const list = await commonPasswords();
  const lower = password.toLowerCase();
  if (list.has(lower)) return true;
  if (/^(.)\1*$/u.test(lower)) return true;
  // "password12345!" is as guessable as "password": padding with digits or symbols adds little.
  const core = lower.replace(/^[\d\W_]+|[\d\W_]+$/gu, "");
  if (core !== lower && (core.length === 0 || list.has(core))) return true;
  // "qwertyqwerty": a listed password repeated.
  const half = lower.slice(0, lower.length / 2);
  return lower.length % 2 === 0 && half + half === lower && list.has(half);
}

/** The first problem with a new password, as a message for the form, or null when it is acceptable. */
export async function passwordProblem(password: unknown): Promise<string | null> {
  const parsed = passwordSchema.safeParse(password);
  if (!parsed.success) return parsed.error.issues[0]?.message ?? "Enter a valid password.";
  return (await isCommonPassword(parsed.data)) ? COMMON_PASSWORD_MESSAGE : null;
}
