/**
 * What the public /terms and /faqs pages need of the site documents (decision 0029), without the
 * schemas of site-pages.ts: the pages' client code must not carry zod (25 KB gzip).
 */
import type { FaqsDocument, TermsDocument } from "./site-pages.ts";

export const EMPTY_TERMS: TermsDocument = { updated: "", intro: "", sections: [] };
export const EMPTY_FAQS: FaqsDocument = { groups: [] };

const ENTITIES: Record<string, string> = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#39;": "'", "&nbsp;": " " };

/** An answer's words for the FAQPage JSON-LD: tags dropped (paragraphs become spaces), entities read. */
export function answerPlainText(html: string): string {
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/&(?:amp|lt|gt|quot|#39|nbsp);/g, (e) => ENTITIES[e]!)
    .replace(/\s+/g, " ")
    .replace(/ ([.,;:!?])/g, "$1")
    .trim();
}
