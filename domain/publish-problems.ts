/** The browser's check before Publish in the console's Conform forms (decision 0072). */
import type { z } from "zod";

/**
 * A console form's schema (decision 0072) that also refuses what `problems` finds in the document
 * (fields named by dotted paths, `items.0.alt_text`), with `message` for the whole form: the
 * browser's check before Publish, the same the service makes.
 */
export function withPublishProblems<S extends z.ZodType>(schema: S, problems: (doc: z.output<S>) => Record<string, string>, message: string) {
  return schema.superRefine((doc, ctx) => {
    const found = Object.entries(problems(doc));
    if (!found.length) return;
    ctx.addIssue({ code: "custom", path: [], message });
    for (const [name, text] of found) ctx.addIssue({ code: "custom", path: name.split(".").map((p) => (/^\d+$/.test(p) ? Number(p) : p)), message: text });
  });
}
