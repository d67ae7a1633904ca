/**
 * Rich text from the database (itineraries, terms, destination and story
 * bodies) is sanitised on the way out with an allowlist, so whatever an
 * editor or an import puts in, the pages render only safe markup.
 */
import sanitizeHtml from "sanitize-html";

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ["h2", "h3", "h4", "h5", "p", "br", "strong", "b", "em", "i", "u", "ul", "ol", "li", "blockquote", "a", "span", "hr", "table", "thead", "tbody", "tr", "th", "td"],
  allowedAttributes: { a: ["href", "title", "rel", "target"] },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  transformTags: {
    // Links in content open safely and never pass our page's authority on blindly.
    a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer" }),
  },
};

export function sanitizeRichText(html: string | null | undefined): string {
  return html ? sanitizeHtml(html, OPTIONS) : "";
}
