/**
 * A story (blog post) as an editor edits it (decisions 0023, 0025): ONE schema for the console form,
 * the action and the service. The body is the rich-text editor's JSON document; `content_html` is
 * what the server renders from it (or, from a form sent without JavaScript, the HTML typed), always
 * sanitized by the server before it is stored.
 */
import { z } from "zod";
import { withPublishProblems } from "./publish-problems.ts";
import { htmlPlainText, richTextField, richTextPlainText } from "./rich-text.ts";

export const STORY_ENTITY = "story";

const flag = z.preprocess((v) => v === true || v === "on" || v === "true", z.boolean());
const text = (max: number) => z.preprocess((v) => (v == null ? "" : String(v).trim()), z.string().max(max, `At most ${max} characters.`));

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** "Kenya's Great Migration: 2027 guide" -> "kenyas-great-migration-2027-guide". */
export function slugify(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 100)
    .replace(/-+$/, "");
}

export const storyDocumentSchema = z
  .object({
    title: text(200).pipe(z.string().min(1, "Enter a title.")),
    slug: text(120),
    author: text(120),
    is_featured: flag,
    excerpt: text(500),
    image_key: text(300),
    image_alt: text(300),
    content_doc: richTextField,
    /** Server-rendered from content_doc; from a form without JavaScript, the HTML typed (sanitized). */
    content_html: text(400_000),
  })
  .transform((doc) => ({ ...doc, slug: doc.slug || slugify(doc.title) }))
  .superRefine((doc, ctx) => {
    if (!SLUG_PATTERN.test(doc.slug)) {
      ctx.addIssue({ code: "custom", path: ["slug"], message: "Use lower-case letters, digits and single hyphens, e.g. great-migration-guide." });
    }
  });

export type StoryDocument = z.output<typeof storyDocumentSchema>;

/** What a story needs before the public may read it; each names the field to fix. */
export function storyPublishProblems(doc: StoryDocument, bodyText: string): Record<string, string> {
  const problems: Record<string, string> = {};
  if (!doc.author) problems.author = "Name the author before publishing.";
  if (!doc.image_key) problems.image_key = "Choose a header image before publishing.";
  else if (!doc.image_alt) problems.image_alt = "Give the header image alt text before publishing.";
  if (!bodyText) problems.content_doc = "Write the story before publishing.";
  return problems;
}

/** The console form's first values (all strings) for a document; Conform posts them back by the same names. */
export function storyToForm(doc: StoryDocument): Record<string, string> {
  return {
    title: doc.title,
    slug: doc.slug,
    author: doc.author,
    is_featured: doc.is_featured ? "on" : "",
    excerpt: doc.excerpt,
    image_key: doc.image_key,
    image_alt: doc.image_alt,
    content_doc: doc.content_doc ? JSON.stringify(doc.content_doc) : "",
    content_html: doc.content_html,
  };
}

/** The story's text as a reader sees it, for the browser's check before Publish (the service reads the sanitized HTML). */
const bodyText = (doc: StoryDocument) => (doc.content_doc ? richTextPlainText(doc.content_doc) : htmlPlainText(doc.content_html));

/**
 * The story form as Publish checks it in the browser (decision 0072): the document's schema and
 * what the story needs before the public may read it, named as the service names it.
 */
export const storyPublishFormSchema = withPublishProblems(storyDocumentSchema, (doc) => storyPublishProblems(doc, bodyText(doc)), "This story cannot be published yet.");

/** Field errors of the form; anything wrong inside the rich-text document is the body's error. */
export function storyErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? (issue.path[0] === "content_doc" ? "content_doc" : issue.path.map(String).join(".")) : "form";
    out[key] ??= issue.message;
  }
  return out;
}
