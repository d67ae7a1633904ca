/**
 * Where the console's translation editor reads the English of the site's documents (decision 0075):
 * the terms, the FAQs and the company's visitor-facing words, each one published document with
 * translation id SITE_DOCUMENT_ID. The same shape as the site images' sources (site-image-sources.ts),
 * so the editor lists them beside the catalogue's entities; the fields come from `translatableFields`.
 */
import { SITE_DOCUMENT_ID } from "#domain/content-translations.ts";
import type { Catalogue } from "../catalogue/index.ts";
import type { EnglishDocument } from "./site-image-sources.ts";

type SiteDocumentEntity = "terms" | "faqs" | "company";

interface SiteDocumentSource {
  noun: string;
  documents(catalogue: Catalogue): Promise<EnglishDocument[]>;
  document(catalogue: Catalogue, id: number): Promise<EnglishDocument | null>;
  editorPath(id: number): string;
  sitePath(doc: EnglishDocument): string | null;
}

/** A source for one published document, read as the site reads it (the catalogue's snapshot). */
function singleDocument(noun: string, read: (c: Catalogue) => Promise<object>, editorPath: string, sitePath: string): SiteDocumentSource {
  const doc = async (c: Catalogue): Promise<EnglishDocument> => ({ id: SITE_DOCUMENT_ID, name: noun, english: await read(c) });
  return {
    noun,
    documents: async (c) => [await doc(c)],
    document: async (c, id) => (id === SITE_DOCUMENT_ID ? doc(c) : null),
    editorPath: () => editorPath,
    sitePath: () => sitePath,
  };
}

export const SITE_DOCUMENT_SOURCES: Record<SiteDocumentEntity, SiteDocumentSource> = {
  terms: singleDocument("Terms and conditions", (c) => c.terms(), "/console/terms", "/terms"),
  faqs: singleDocument("FAQs", (c) => c.faqs(), "/console/faqs", "/faqs"),
  // The company's words show on every page (the home page's description, the JSON-LD, the contact page's WhatsApp link).
  company: singleDocument("Company texts", (c) => c.company(), "/console/company", "/contact"),
};
