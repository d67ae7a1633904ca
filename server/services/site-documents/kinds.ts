/** The site-wide documents editors edit (decision 0029), as the generic editor needs them. */
import { COMPANY_ENTITY, type CompanyDetails } from "#domain/company-details.ts";
import { companyDetailsSchema, companyErrors, readCompanyDetails } from "#domain/company-details-schema.ts";
import { renderRichText, type RichTextDoc } from "#domain/rich-text.ts";
import { FAQS_ENTITY, faqsDocumentSchema, pageDocumentErrors, readFaqs, readTerms, TERMS_ENTITY, termsDocumentSchema, type FaqsDocument, type TermsDocument } from "#domain/site-pages.ts";
import { PAGE_HEADER_PAGE_NAMES, PAGE_HEADERS_ENTITY, pageHeaderKey } from "#domain/page-headers.ts";
import { pageHeaderField, pageHeadersDocumentSchema, pageHeadersErrors, readPageHeaders, type PageHeadersDocument } from "#domain/page-headers-schema.ts";
import type { SiteDocumentKind } from "../catalogue-editing/site-documents.ts";
import { missingAltTextMessage, unknownImageKeys, uploadsWithoutAltText } from "../catalogue-editing/image-checks.ts";
import { legacyPageHeaders } from "./page-headers.ts";
import { sanitizeRichText } from "../catalogue/sanitize.ts";

export const COMPANY_DOCUMENT_KIND: SiteDocumentKind<CompanyDetails> = {
  kind: COMPANY_ENTITY,
  noun: "company",
  schema: companyDetailsSchema,
  errors: companyErrors,
  read: readCompanyDetails,
  // Badges are media library images (decision 0038), checked as every editor's images are.
  verify: (db, doc, publishing) =>
    imageRefusal(
      db,
      doc.accreditations.flatMap((a, i) => (a.image_key ? [{ key: a.image_key, field: `accreditations.${i}.image_key` }] : [])),
      publishing,
    ),
};

/** Field errors for image keys the site does not have, and (publishing) uploads without library alt text. */
async function imageRefusal(db: Parameters<NonNullable<SiteDocumentKind<unknown>["verify"]>>[0], images: Array<{ key: string; field: string }>, publishing: boolean) {
  const unknown = await unknownImageKeys(db, images.map((i) => i.key));
  if (unknown.size) {
    const errors: Record<string, string> = { form: "Some images are not in the media library. Choose them again." };
    for (const img of images) if (unknown.has(img.key)) errors[img.field] = "This image is not in the media library.";
    return { status: 400, errors };
  }
  if (!publishing) return null;
  const missing = await uploadsWithoutAltText(db, images.map((i) => i.key));
  return missing.length ? { status: 422, errors: { form: missingAltTextMessage(missing) } } : null;
}

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

/**
 * The page header images (decision 0038): each chosen image must be one the site has, and a publish
 * needs library alt text for uploads, as every other editor with images (decision 0028).
 */
export const PAGE_HEADERS_DOCUMENT_KIND: SiteDocumentKind<PageHeadersDocument> = {
  kind: PAGE_HEADERS_ENTITY,
  noun: "page_headers",
  schema: pageHeadersDocumentSchema,
  errors: (error) => pageHeadersErrors(error),
  read: readPageHeaders,
  unstored: async (db) => ({ headers: (await legacyPageHeaders(db)).flatMap(({ key, image, alt }) => {
    const page = PAGE_HEADER_PAGE_NAMES.find((p) => pageHeaderKey(p) === key);
    return page ? [{ page, image_key: image, alt }] : [];
  }) }),
  verify: (db, doc, publishing) => imageRefusal(db, doc.headers.map((h, i) => ({ key: h.image_key, field: pageHeaderField(doc, i, "image_key") })), publishing),
};
