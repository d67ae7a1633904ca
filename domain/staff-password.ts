/**
 * The password rule staff see on every form (issue 10): at least 12
 * characters, no composition rules. The server also refuses common
 * passwords (server/auth/password-policy.ts), a list too large for the client.
 */
import { z } from "zod";

export const PASSWORD_MIN_LENGTH = 12;
export const PASSWORD_MAX_LENGTH = 128;

export const passwordSchema = z
  .string({ error: "Enter a password." })
  .min(PASSWORD_MIN_LENGTH, { error: `Use at least ${PASSWORD_MIN_LENGTH} characters.` })
  .max(PASSWORD_MAX_LENGTH, { error: `Use at most ${PASSWORD_MAX_LENGTH} characters.` });

export const COMMON_PASSWORD_MESSAGE = "This password is one of the most common ones. Choose another, for example a few unrelated words.";
