/**
 * The console's account forms, one zod schema each, used by the browser
 * (before sending) and by the action (the check that counts).
 */
import { z } from "zod";
import { passwordSchema } from "./staff-password.ts";
import { ROLES } from "./staff-roles.ts";

const email = z
  .string({ error: "Enter your email address." })
  .trim()
  .toLowerCase()
  .min(1, { error: "Enter an email address." })
  .max(254, { error: "That email address is too long." })
  .pipe(z.email({ error: "Enter an email address like name@example.com." }));

export const signInSchema = z.object({
  email,
  password: z.string({ error: "Enter your password." }).min(1, { error: "Enter your password." }).max(256),
  next: z.string().max(200).optional(),
});

export const secondFactorSchema = z.object({
  code: z
    .string({ error: "Enter the code." })
    .trim()
    .min(6, { error: "Enter the 6-digit code from your app, or a recovery code." })
    .max(40, { error: "That code is too long." }),
  recovery: z.enum(["on"]).optional(),
  trustDevice: z.enum(["on"]).optional(),
});

export const forgotPasswordSchema = z.object({ email });

export const setPasswordSchema = z
  .object({
    token: z.string().min(1).max(200),
    password: passwordSchema,
    confirm: z.string({ error: "Type the password again." }),
  })
  .refine((v) => v.password === v.confirm, { path: ["confirm"], error: "The two passwords differ." });

export const changePasswordSchema = z
  .object({
    currentPassword: z.string({ error: "Enter your current password." }).min(1, { error: "Enter your current password." }).max(256),
    newPassword: passwordSchema,
    confirm: z.string({ error: "Type the new password again." }),
  })
  .refine((v) => v.newPassword === v.confirm, { path: ["confirm"], error: "The two passwords differ." });

export const passwordOnlySchema = z.object({
  password: z.string({ error: "Enter your password." }).min(1, { error: "Enter your password." }).max(256),
});

export const totpCodeSchema = z.object({
  code: z
    .string({ error: "Enter the 6-digit code." })
    .trim()
    .regex(/^\d{3}\s?\d{3}$/, { error: "Enter the 6-digit code your app shows." }),
});

export const inviteSchema = z.object({
  email,
  name: z.string({ error: "Enter their name." }).trim().min(1, { error: "Enter their name." }).max(120, { error: "Use at most 120 characters." }),
  role: z.enum(ROLES, { error: "Choose a role." }),
});

export const roleSchema = z.object({ role: z.enum(ROLES, { error: "Choose a role." }) });

/** Field errors from a failed parse, first message per field ("form" for the whole form). */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? String(issue.path[0]) : "form";
    out[key] ??= issue.message;
  }
  return out;
}

/** Where to go after signing in: a console page only, never another site (no open redirect). */
export function safeNextPath(value: unknown): string {
  const next = typeof value === "string" ? value : "";
  return /^\/console(\/[\w\-/]*)?$/.test(next) && !next.startsWith("/console/sign-in") ? next : "/console";
}
