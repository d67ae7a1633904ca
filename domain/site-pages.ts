/**
 * The terms and the FAQs as editors edit them (decision 0029): each ONE document, its texts rich
 * text (the editor's document; the server renders and sanitizes the HTML from it, decision 0025).
 * The terms are ordered sections (the page's contents link to their anchors); one section may show
 * the booking flow of SPEC §4 under its text, which the product fixes and the editor cannot change.
 * The FAQs are groups of questions, in the order the page shows them.
 */
import { z } from "zod";
import { richTextField } from "./rich-text.ts";
import { EMPTY_FAQS, EMPTY_TERMS } from "./site-page-text.ts";

export { answerPlainText, EMPTY_TERMS } from "./site-page-text.ts";

export const TERMS_ENTITY = "terms";
export const FAQS_ENTITY = "faqs";

const text = (max: number) => z.preprocess((v) => (v == null ? "" : String(v).trim()), z.string().max(max, `At most ${max} characters.`));
const required = (max: number, message: string) => text(max).pipe(z.string().min(1, message));
/** An anchor on the page (#flights): lower-case words joined by hyphens. */
const anchor = required(60, "Give the section an anchor such as flights.").pipe(z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "Lower-case letters, digits and hyphens only."));
/** Server-rendered from the document; from a form without JavaScript, the HTML typed (sanitized). */
const html = text(100_000);

export const termsDocumentSchema = z.object({
  /** "Last updated …" as the page states it. */
  updated: text(60),
  intro: text(2000),
  sections: z
    .array(
      z.object({
        id: anchor,
        title: required(160, "Give the section a title."),
        body_doc: richTextField,
        body_html: html,
        /** Shows the booking flow's steps under this section's text. */
        booking_flow: z.preprocess((v) => v === true || v === "on" || v === "true", z.boolean()),
      }),
    )
    .max(40, "At most 40 sections.")
    .superRefine((sections, ctx) => {
      const seen = new Set<string>();
      sections.forEach((s, i) => {
        if (seen.has(s.id)) ctx.addIssue({ code: "custom", path: [i, "id"], message: "Another section has this anchor." });
        seen.add(s.id);
      });
    }),
});

export const faqsDocumentSchema = z.object({
  groups: z
    .array(
      z.object({
        id: anchor,
        title: required(160, "Give the group a title."),
        faqs: z
          .array(z.object({ question: required(300, "Write the question."), answer_doc: richTextField, answer_html: html }))
          .max(60, "At most 60 questions in a group."),
      }),
    )
    .max(20, "At most 20 groups."),
});

export type TermsDocument = z.output<typeof termsDocumentSchema>;
export type FaqsDocument = z.output<typeof faqsDocumentSchema>;


export function readTerms(stored: unknown): TermsDocument {
  const parsed = termsDocumentSchema.safeParse(stored);
  return parsed.success ? parsed.data : EMPTY_TERMS;
}

export function readFaqs(stored: unknown): FaqsDocument {
  const parsed = faqsDocumentSchema.safeParse(stored);
  return parsed.success ? parsed.data : EMPTY_FAQS;
}

/** Errors keyed like the form's fields: `sections.2.title`, `groups.0.faqs.3.question`. */
export function pageDocumentErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const path = issue.path.map(String);
    // A rich-text document's inner path means nothing to the editor: the field is the document.
    const docAt = path.findIndex((p) => p === "body_doc" || p === "answer_doc");
    const key = path.length === 0 ? "form" : (docAt >= 0 ? path.slice(0, docAt + 1) : path).join(".");
    out[key] ??= issue.message;
  }
  return out;
}

// ---- The console forms (decision 0072): the documents' own shape, read by Conform with the
// documents' schemas. Rows are lists (`sections[0].title`), added, removed and moved by Conform's
// intents; a rich-text document is its JSON text, a checkbox "on".

const record = (v: unknown): Record<string, unknown> | null => (v && typeof v === "object" && !Array.isArray(v) ? (v as Record<string, unknown>) : null);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : []);

/** The terms form as posted: no section posted is no section. */
export const termsFormSchema = z.preprocess((v) => {
  const form = record(v);
  return form ? { ...form, sections: list(form.sections) } : v;
}, termsDocumentSchema);

/** The FAQs form as posted: no group (or no question in a group) posted is none. */
export const faqsFormSchema = z.preprocess((v) => {
  const form = record(v);
  return form ? { ...form, groups: list(form.groups).map((g) => (record(g) ? { ...record(g), faqs: list(record(g)!.faqs) } : g)) } : v;
}, faqsDocumentSchema);

const docText = (doc: unknown) => (doc ? JSON.stringify(doc) : "");

/** The terms form's first values. */
export function termsToForm(doc: TermsDocument) {
  return {
    updated: doc.updated,
    intro: doc.intro,
    sections: doc.sections.map((s) => ({ id: s.id, title: s.title, body_doc: docText(s.body_doc), body_html: s.body_html, booking_flow: s.booking_flow ? "on" : "" })),
  };
}

/** The FAQs form's first values. */
export function faqsToForm(doc: FaqsDocument) {
  return {
    groups: doc.groups.map((g) => ({ id: g.id, title: g.title, faqs: g.faqs.map((f) => ({ question: f.question, answer_doc: docText(f.answer_doc), answer_html: f.answer_html })) })),
  };
}
