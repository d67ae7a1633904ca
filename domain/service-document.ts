/**
 * A service as editors edit it (decision 0029): the name shown, the description and the icon from
 * the fixed list of domain/services.ts. Its slug, id and place in the order are the spec's and are
 * not part of the document. ONE schema for form, action and service.
 */
import { z } from "zod";
import { SERVICE_ICONS } from "./services.ts";

export const SERVICE_ENTITY = "service";

const text = (max: number) => z.preprocess((v) => (v == null ? "" : String(v).trim()), z.string().max(max, `At most ${max} characters.`));

export const serviceDocumentSchema = z.object({
  name: text(120).pipe(z.string().min(1, "Enter the name shown for the service.")),
  description: text(2000).pipe(z.string().min(1, "Describe the service.")),
  icon: z.enum(SERVICE_ICONS, { error: "Choose an icon from the list." }),
});

export type ServiceDocument = z.output<typeof serviceDocumentSchema>;

export function serviceErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) out[issue.path.length ? issue.path.map(String).join(".") : "form"] ??= issue.message;
  return out;
}
