/**
 * Rich text from the database (itineraries, terms, destination and story
 * bodies) is sanitised on the way out with an allowlist, so whatever an
 * editor or an import puts in, the pages render only safe markup.
 *
 * Images (decision 0025): an <img> stays only if its src is one of this site's
 * image variant URLs (/images/<width>/<key>.<format>). Its attributes are then
 * rebuilt from the key alone (variant src and srcset, alt, a reserved box,
 * lazy), so nothing else an <img> carried (on* handlers, external or data:
 * sources, styles) survives. Any other <img> is dropped.
 */
import sanitizeHtml from "sanitize-html";
import { siteVariantKey } from "#domain/images.ts";
import { richTextImageAttributes } from "#domain/rich-text.ts";

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ["h2", "h3", "h4", "h5", "p", "br", "strong", "b", "em", "i", "u", "ul", "ol", "li", "blockquote", "a", "span", "hr", "table", "thead", "tbody", "tr", "th", "td", "img"],
  allowedAttributes: {
    a: ["href", "title", "rel", "target"],
    img: ["src", "srcset", "sizes", "alt", "width", "height", "loading", "decoding"],
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  transformTags: {
    // Links in content open safely and never pass our page's authority on blindly.
    a: sanitizeHtml.simpleTransform("a", { rel: "noopener noreferrer" }),
    img: (_tag, attribs) => {
      const key = siteVariantKey(attribs.src);
      // Without a library key or alt text there is no image to show: an empty <img> is dropped below.
      return { tagName: "img", attribs: (key && richTextImageAttributes(key, attribs.alt ?? "")) || {} };
    },
  },
  exclusiveFilter: (frame) => frame.tag === "img" && !frame.attribs.src,
};

export function sanitizeRichText(html: string | null | undefined): string {
  return html ? sanitizeHtml(html, OPTIONS) : "";
}
