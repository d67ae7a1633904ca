import { describe, expect, it } from "vitest";
import { answerPlainText, faqsFormErrors, faqsToForm, parseFaqsForm, parseTermsForm, readFaqs, readTerms, termsFormErrors, termsToForm, EMPTY_TERMS, type FaqsDocument, type TermsDocument } from "./site-pages.ts";

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

describe("terms form", () => {
  it("round-trips the document, ignoring an empty spare section", () => {
    const values = { ...termsToForm(terms), "sections.2.title": "", "sections.2.id": "", "sections.2.body_doc": JSON.stringify({ type: "doc", content: [{ type: "paragraph" }] }), "sections.2.order": "3" };
    const { result } = parseTermsForm(values);
    expect(result.success && result.data).toEqual(terms);
  });

  it("orders sections by their Order field and names errors by the row posted", () => {
    const values = { ...termsToForm(terms), "sections.0.order": "5", "sections.1.order": "1", "sections.0.title": "" };
    const { result, rows } = parseTermsForm(values);
    expect(rows).toEqual([1, 0]);
    expect(result.success).toBe(false);
    expect(termsFormErrors(result.error!, rows)).toEqual({ "sections.0.title": "Give the section a title." });
  });

  it("refuses two sections with one anchor", () => {
    const { result, rows } = parseTermsForm({ ...termsToForm(terms), "sections.1.id": "quotes" });
    expect(termsFormErrors(result.error!, rows)).toEqual({ "sections.1.id": "Another section has this anchor." });
  });

  it("reads a missing stored document as empty", () => {
    expect(readTerms(undefined)).toEqual(EMPTY_TERMS);
    expect(readFaqs({ groups: "x" })).toEqual({ groups: [] });
  });
});

describe("FAQs form", () => {
  it("round-trips the document and drops a spare question and group", () => {
    const values = { ...faqsToForm(faqs), "groups.0.faqs.1.question": "", "groups.0.faqs.1.answer_html": "", "groups.1.title": "", "groups.1.faqs.0.question": "" };
    const { result } = parseFaqsForm(values);
    expect(result.success && result.data).toEqual(faqs);
  });

  it("names a question's error by the row posted, after sorting", () => {
    const values = { ...faqsToForm(faqs), "groups.0.faqs.3.question": "", "groups.0.faqs.3.answer_html": "<p>An answer without its question</p>", "groups.0.faqs.3.order": "0" };
    const { result, rows } = parseFaqsForm(values);
    expect(rows).toEqual([{ g: 0, faqs: [3, 0] }]);
    expect(faqsFormErrors(result.error!, rows)).toEqual({ "groups.0.faqs.3.question": "Write the question." });
  });

  it("gives the JSON-LD an answer's words with entities read", () => {
    expect(answerPlainText("<p>Card &amp; M-Pesa</p><p>We&#39;re <strong>here</strong>.</p>")).toBe("Card & M-Pesa We're here.");
  });
});
