import { describe, expect, it } from "vitest";
import { answerPlainText, faqsFormSchema, faqsToForm, pageDocumentErrors, readFaqs, readTerms, termsFormSchema, termsToForm, EMPTY_TERMS, type FaqsDocument, type TermsDocument } from "./site-pages.ts";

const para = (text: string) => ({ type: "doc" as const, content: [{ type: "paragraph" as const, content: [{ type: "text" as const, text }] }] });

const terms: TermsDocument = {
  updated: "1 October 2026",
  intro: "These terms apply.",
  sections: [
    { id: "quotes", title: "Quotes", body_doc: para("Free."), body_html: "<p>Free.</p>", booking_flow: false },
    { id: "booking-flow", title: "Booking", body_doc: para("Steps:"), body_html: "<p>Steps:</p>", booking_flow: true },
  ],
};

const faqs: FaqsDocument = {
  groups: [{ id: "booking", title: "Booking", faqs: [{ question: "How?", answer_doc: para("Ask us."), answer_html: "<p>Ask us.</p>" }] }],
};

/** A form's values as Conform reads them from a post: every leaf a string, as typed. */
const posted = <T,>(v: T): T => JSON.parse(JSON.stringify(v));

describe("terms form", () => {
  it("round-trips the document through the form's values and the one schema", () => {
    expect(termsFormSchema.parse(posted(termsToForm(terms)))).toEqual(terms);
  });

  it("reads a form with no section posted (all removed) as no sections, and an unchecked box as false", () => {
    expect(termsFormSchema.parse({ updated: "1 May", intro: "" })).toEqual({ updated: "1 May", intro: "", sections: [] });
    const form = posted(termsToForm(terms));
    delete (form.sections[1] as Partial<(typeof form.sections)[1]>).booking_flow;
    expect(termsFormSchema.parse(form).sections[1]!.booking_flow).toBe(false);
  });

  it("names an added empty section's errors and a repeated anchor by the row's path", () => {
    const form = posted(termsToForm(terms));
    form.sections[1]!.id = "quotes";
    form.sections.push({ id: "", title: "", body_doc: "", body_html: "", booking_flow: "" });
    const result = termsFormSchema.safeParse(form);
    expect(result.success).toBe(false);
    expect(pageDocumentErrors(result.error!)).toEqual({ "sections.1.id": "Another section has this anchor.", "sections.2.id": "Give the section an anchor such as flights.", "sections.2.title": "Give the section a title." });
  });

  it("reads a missing stored document as empty", () => {
    expect(readTerms(undefined)).toEqual(EMPTY_TERMS);
    expect(readFaqs({ groups: "x" })).toEqual({ groups: [] });
  });
});

describe("FAQs form", () => {
  it("round-trips the document, and reads a group whose questions were all removed as one without questions", () => {
    expect(faqsFormSchema.parse(posted(faqsToForm(faqs)))).toEqual(faqs);
    expect(faqsFormSchema.parse({ groups: [{ id: "booking", title: "Booking" }] })).toEqual({ groups: [{ id: "booking", title: "Booking", faqs: [] }] });
    expect(faqsFormSchema.parse({})).toEqual({ groups: [] });
  });

  it("names a question's error by its path in the form", () => {
    const form = posted(faqsToForm(faqs));
    form.groups[0]!.faqs.push({ question: "", answer_doc: "", answer_html: "<p>An answer without its question</p>" });
    const result = faqsFormSchema.safeParse(form);
    expect(pageDocumentErrors(result.error!)).toEqual({ "groups.0.faqs.1.question": "Write the question." });
  });

  it("gives the JSON-LD an answer's words with entities read", () => {
    expect(answerPlainText("<p>Card &amp; M-Pesa</p><p>We&#39;re <strong>here</strong>.</p>")).toBe("Card & M-Pesa We're here.");
  });
});
