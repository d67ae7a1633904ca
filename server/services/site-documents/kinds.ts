/** The site-wide documents editors edit (decision 0029), as the generic editor needs them. */
import { COMPANY_ENTITY, type CompanyDetails } from "#domain/company-details.ts";
import { companyDetailsSchema, companyErrors, readCompanyDetails } from "#domain/company-details-schema.ts";
import { renderRichText, type RichTextDoc } from "#domain/rich-text.ts";
import { FAQS_ENTITY, faqsDocumentSchema, pageDocumentErrors, readFaqs, readTerms, TERMS_ENTITY, termsDocumentSchema, type FaqsDocument, type TermsDocument } from "#domain/site-pages.ts";
import type { SiteDocumentKind } from "../catalogue-editing/site-documents.ts";
import { sanitizeRichText } from "../catalogue/sanitize.ts";

export const COMPANY_DOCUMENT_KIND: SiteDocumentKind<CompanyDetails> = {
  kind: COMPANY_ENTITY,
  noun: "company",
  schema: companyDetailsSchema,
  errors: companyErrors,
  read: readCompanyDetails,
};

/** Rich text is rendered from the editor's document and sanitized before it is stored (decision 0025). */
function renderedHtml(doc: RichTextDoc | null, html: string): string {
  return sanitizeRichText(doc ? renderRichText(doc) : html);
}

export const TERMS_DOCUMENT_KIND: SiteDocumentKind<TermsDocument> = {
  kind: TERMS_ENTITY,
  noun: "terms",
  schema: termsDocumentSchema,
  errors: pageDocumentErrors,
  read: readTerms,
  prepare: (doc) => ({ ...doc, sections: doc.sections.map((s) => ({ ...s, body_html: renderedHtml(s.body_doc, s.body_html) })) }),
};

export const FAQS_DOCUMENT_KIND: SiteDocumentKind<FaqsDocument> = {
  kind: FAQS_ENTITY,
  noun: "faqs",
  schema: faqsDocumentSchema,
  errors: pageDocumentErrors,
  read: readFaqs,
  prepare: (doc) => ({
    groups: doc.groups.map((g) => ({ ...g, faqs: g.faqs.map((f) => ({ ...f, answer_html: renderedHtml(f.answer_doc, f.answer_html) })) })),
  }),
};
