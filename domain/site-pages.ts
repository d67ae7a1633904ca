/**
 * The terms and the FAQs as editors edit them (decision 0029): each ONE document, its texts rich
 * text (the editor's document; the server renders and sanitizes the HTML from it, decision 0025).
 * The terms are ordered sections (the page's contents link to their anchors); one section may show
 * the booking flow of SPEC §4 under its text, which the product fixes and the editor cannot change.
 * The FAQs are groups of questions, in the order the page shows them.
 */
import { z } from "zod";
import { htmlPlainText, richTextField, richTextPlainText } from "./rich-text.ts";
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

// ---- The console forms: flat fields, rows numbered; an "order" field per row sorts them.

const indexes = (values: Record<string, string>, pattern: RegExp) =>
  [...new Set(Object.keys(values).flatMap((k) => {
    const m = pattern.exec(k);
    return m ? [Number(m[1])] : [];
  }))].sort((a, b) => a - b);

const byOrder = (values: Record<string, string>, key: (i: number) => string) => (a: number, b: number) => {
  const oa = Number(values[key(a)] || a + 1);
  const ob = Number(values[key(b)] || b + 1);
  return (Number.isFinite(oa) ? oa : a + 1) - (Number.isFinite(ob) ? ob : b + 1) || a - b;
};

const filled = (...v: Array<string | undefined>) => v.some((x) => (x ?? "").trim() !== "");

/** Whether a rich-text field (its document as JSON, or its HTML without JavaScript) has any words. */
function hasText(docJson: string | undefined, html: string | undefined): boolean {
  if (docJson) {
    const parsed = richTextField.safeParse(docJson);
    // A document that does not read counts as filled, so the schema reports it instead of dropping it.
    return parsed.success ? Boolean(parsed.data && richTextPlainText(parsed.data)) : true;
  }
  return htmlPlainText(html ?? "") !== "";
}

/** The terms form's section numbers with anything in them (the others are the spare one). */
export function filledSections(values: Record<string, string>): number[] {
  return indexes(values, /^sections\.(\d+)\./).filter(
    (i) => filled(values[`sections.${i}.title`], values[`sections.${i}.id`]) || hasText(values[`sections.${i}.body_doc`], values[`sections.${i}.body_html`]),
  );
}

const faqFilled = (values: Record<string, string>, g: number, q: number) =>
  filled(values[`groups.${g}.faqs.${q}.question`]) || hasText(values[`groups.${g}.faqs.${q}.answer_doc`], values[`groups.${g}.faqs.${q}.answer_html`]);

/** The FAQs form's question numbers in group `g` with anything in them. */
export function filledQuestions(values: Record<string, string>, g: number): number[] {
  return indexes(values, new RegExp(`^groups\\.${g}\\.faqs\\.(\\d+)\\.`)).filter((q) => faqFilled(values, g, q));
}

/** The FAQs form's group numbers with a title, an anchor or a question. */
export function filledGroups(values: Record<string, string>): number[] {
  return indexes(values, /^groups\.(\d+)\./).filter((g) => filled(values[`groups.${g}.title`], values[`groups.${g}.id`]) || filledQuestions(values, g).length > 0);
}

/** Sections whose title, anchor and text are all empty are the spare ones, left out. */
export function parseTermsForm(values: Record<string, string>) {
  const rows = filledSections(values).sort(byOrder(values, (i) => `sections.${i}.order`));
  const result = termsDocumentSchema.safeParse({
    updated: values.updated,
    intro: values.intro,
    sections: rows.map((i) => ({
      id: values[`sections.${i}.id`],
      title: values[`sections.${i}.title`],
      body_doc: values[`sections.${i}.body_doc`],
      body_html: values[`sections.${i}.body_html`],
      booking_flow: values[`sections.${i}.booking_flow`],
    })),
  });
  return { result, rows };
}

export function termsToForm(doc: TermsDocument): Record<string, string> {
  const out: Record<string, string> = { updated: doc.updated, intro: doc.intro };
  doc.sections.forEach((s, i) => {
    out[`sections.${i}.order`] = String(i + 1);
    out[`sections.${i}.id`] = s.id;
    out[`sections.${i}.title`] = s.title;
    out[`sections.${i}.body_doc`] = s.body_doc ? JSON.stringify(s.body_doc) : "";
    out[`sections.${i}.body_html`] = s.body_html;
    if (s.booking_flow) out[`sections.${i}.booking_flow`] = "on";
  });
  return out;
}

/** Questions with neither question nor answer are spare; a group with no title and no questions too. */
export function parseFaqsForm(values: Record<string, string>) {
  const groupRows = filledGroups(values)
    .sort(byOrder(values, (g) => `groups.${g}.order`))
    .map((g) => ({ g, faqs: filledQuestions(values, g).sort(byOrder(values, (q) => `groups.${g}.faqs.${q}.order`)) }));
  const result = faqsDocumentSchema.safeParse({
    groups: groupRows.map(({ g, faqs }) => ({
      id: values[`groups.${g}.id`],
      title: values[`groups.${g}.title`],
      faqs: faqs.map((q) => ({ question: values[`groups.${g}.faqs.${q}.question`], answer_doc: values[`groups.${g}.faqs.${q}.answer_doc`], answer_html: values[`groups.${g}.faqs.${q}.answer_html`] })),
    })),
  });
  return { result, rows: groupRows };
}

export function faqsToForm(doc: FaqsDocument): Record<string, string> {
  const out: Record<string, string> = {};
  doc.groups.forEach((group, g) => {
    out[`groups.${g}.order`] = String(g + 1);
    out[`groups.${g}.id`] = group.id;
    out[`groups.${g}.title`] = group.title;
    group.faqs.forEach((f, q) => {
      out[`groups.${g}.faqs.${q}.order`] = String(q + 1);
      out[`groups.${g}.faqs.${q}.question`] = f.question;
      out[`groups.${g}.faqs.${q}.answer_doc`] = f.answer_doc ? JSON.stringify(f.answer_doc) : "";
      out[`groups.${g}.faqs.${q}.answer_html`] = f.answer_html;
    });
  });
  return out;
}

/**
 * Errors of a parsed form named by the rows the form drew: the schema's `sections.1` is the second
 * row kept after sorting, which `rows` maps back to the field numbers posted.
 */
export function termsFormErrors(error: z.ZodError, rows: number[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, message] of Object.entries(pageDocumentErrors(error))) {
    const [head, i, ...rest] = key.split(".");
    out[head === "sections" && i !== undefined && rows[Number(i)] !== undefined ? ["sections", rows[Number(i)], ...rest].join(".") : key] = message;
  }
  return out;
}

export function faqsFormErrors(error: z.ZodError, rows: Array<{ g: number; faqs: number[] }>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, message] of Object.entries(pageDocumentErrors(error))) {
    const [head, g, sub, q, ...rest] = key.split(".");
    const group = head === "groups" && g !== undefined ? rows[Number(g)] : undefined;
    if (!group) {
      out[key] = message;
      continue;
    }
    if (sub === "faqs" && q !== undefined && group.faqs[Number(q)] !== undefined) out[["groups", group.g, "faqs", group.faqs[Number(q)], ...rest].join(".")] = message;
    else out[["groups", group.g, ...[sub, q, ...rest].filter((p) => p !== undefined)].join(".")] = message;
  }
  return out;
}
