/** The personal data forms' schemas, shared by the page (in the browser) and both actions. */
import { z } from "zod";

const email = z.string().trim().min(1, { error: "Enter the traveller's email address." }).max(254).pipe(z.email({ error: "Enter a valid email address." }));
export const exportSchema = z.object({ email });
export const eraseSchema = z
  .object({ email, confirm: z.string().trim() })
  .refine((v) => v.confirm.toLowerCase() === v.email.toLowerCase(), { path: ["confirm"], error: "Type the same address again to confirm." });
