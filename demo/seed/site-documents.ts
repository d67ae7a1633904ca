/**
 * The demo company's details (demo/content/site.ts), terms and FAQs (demo/content/pages) as the documents
 * the site reads (decision 0029). Loaded when SEED_DEMO is on and a document is not stored yet,
 * also into a database seeded before they moved into it, so an upgrade keeps showing the same.
 */
import { site } from "#demo/content/site.ts";
import { TERMS_UPDATED, termsIntro, termsSections } from "#demo/content/pages/terms.ts";
import { faqGroups } from "#demo/content/pages/faqs.ts";
import type { TermsSection } from "#app/content/pages/types.ts";
import { renderRichText, type RichTextDoc, type RichTextNode } from "#domain/rich-text.ts";
import { FAQS_ENTITY, faqsDocumentSchema, TERMS_ENTITY, termsDocumentSchema, type FaqsDocument, type TermsDocument } from "#domain/site-pages.ts";
import { COMPANY_ENTITY, type CompanyDetails, type SocialNetwork } from "#domain/company-details.ts";
import { companyDetailsSchema } from "#domain/company-details-schema.ts";
import { PAGE_HEADER_PAGE_NAMES, PAGE_HEADERS_ENTITY, pageHeaderKey } from "#domain/page-headers.ts";
import { pageHeadersDocumentSchema, type PageHeadersDocument } from "#domain/page-headers-schema.ts";
import { pageHeaders } from "#demo/content/page-headers.ts";
import { accreditationBadgeKey, accreditationBadges } from "#demo/content/accreditation-badges.ts";
import { bumpDataVersion } from "#server/services/app-meta.ts";
import type { Db } from "#server/db/kysely.ts";

export function demoCompanyDetails(): CompanyDetails {
  return companyDetailsSchema.parse({
    name: site.name,
    legalName: site.legalName,
    tagline: site.tagline,
    description: site.description,
    email: site.email,
    salesEmail: site.salesEmail,
    phones: [...site.phones],
    whatsappNumber: site.whatsappNumber,
    whatsappMessage: site.whatsappMessage,
    address: { ...site.address },
    office: { ...site.office },
    social: Object.entries(site.social).map(([network, url]) => ({ network: network as SocialNetwork, url })),
    reviewsUrl: site.reviewsUrl,
    foundedYear: site.foundedYear,
    payment: { ...site.payment },
    accreditations: site.accreditations.map((a) => ({ name: a.name, short: a.short, image_key: accreditationBadgeKey(a.key), alt: `${a.short} logo`, link: "" })),
  });
}

/** The demo's header illustrations (stored under `headers/<page>` by the catalogue seed) as the chosen page headers. */
export function demoPageHeaders(): PageHeadersDocument {
  return pageHeadersDocumentSchema.parse({
    headers: PAGE_HEADER_PAGE_NAMES.map((page) => ({ page, image_key: pageHeaderKey(page), alt: pageHeaders[page].alt })),
  });
}

const paragraph = (text: string): RichTextNode => ({ type: "paragraph", content: [{ type: "text", text }] });
const bulletList = (items: readonly string[]): RichTextNode => ({ type: "bulletList", content: items.map((i) => ({ type: "listItem", content: [paragraph(i)] })) });
const docOf = (content: RichTextNode[]): RichTextDoc => ({ type: "doc", content });

/** A terms section's paragraphs and list as the rich text the editor would have made (also for its translations). */
export function termsSectionDoc(section: Pick<TermsSection, "paragraphs" | "items">): RichTextDoc {
  return docOf([...(section.paragraphs ?? []).map(paragraph), ...(section.items ? [bulletList(section.items)] : [])]);
}

/** A FAQ answer's paragraphs as rich text (also for its translations). */
export function faqAnswerDoc(answer: readonly string[]): RichTextDoc {
  return docOf(answer.map(paragraph));
}

/** The demo terms: each section's paragraphs and list as rich text; the booking steps stay the product's. */
export function demoTerms(): TermsDocument {
  return termsDocumentSchema.parse({
    updated: TERMS_UPDATED,
    intro: termsIntro,
    sections: termsSections.map((section) => {
      const doc = termsSectionDoc(section);
      return { id: section.id, title: section.title, body_doc: doc, body_html: renderRichText(doc), booking_flow: Boolean(section.steps) };
    }),
  });
}

export function demoFaqs(): FaqsDocument {
  return faqsDocumentSchema.parse({
    groups: faqGroups.map((group) => ({
      id: group.id,
      title: group.title,
      faqs: group.faqs.map((faq) => {
        const doc = faqAnswerDoc(faq.answer);
        return { question: faq.question, answer_doc: doc, answer_html: renderRichText(doc) };
      }),
    })),
  });
}

/**
 * Stores the demo company details, terms, FAQs and page headers where none are stored (each on its own); a new
 * data_version when anything was added, so caches turn over. Returns the kinds added.
 */
export async function seedSiteDocuments(db: Db): Promise<string[]> {
  const demo: Array<[string, () => unknown]> = [
    [COMPANY_ENTITY, demoCompanyDetails],
    [TERMS_ENTITY, demoTerms],
    [FAQS_ENTITY, demoFaqs],
    [PAGE_HEADERS_ENTITY, demoPageHeaders],
  ];
  return db.kysely.transaction().execute(async (tx) => {
    // The badges the demo company's details choose (decision 0038), also into databases seeded before.
    for (const [name, svg] of Object.entries(accreditationBadges)) {
      await tx
        .insertInto("media")
        .values({ key: accreditationBadgeKey(name), content_type: "image/svg+xml", data: Buffer.from(svg), created_at: new Date(Date.UTC(2025, 0, 1)).toISOString() })
        .onConflict((oc) => oc.column("key").doNothing())
        .execute();
    }
    const added: string[] = [];
    for (const [kind, make] of demo) {
      const inserted = await tx
        .insertInto("site_documents")
        .values({ kind, document: JSON.stringify(make()), updated_at: new Date(Date.UTC(2025, 0, 1)).toISOString() })
        .onConflict((oc) => oc.column("kind").doNothing())
        .returning("kind")
        .executeTakeFirst();
      if (inserted) added.push(kind);
    }
    if (added.length) await bumpDataVersion(tx);
    return added;
  });
}
