/**
 * Text as people can type it. A lone UTF-16 surrogate (half of an emoji, cut by a buggy client or
 * sent on purpose) is not text: encodeURIComponent throws on it (the WhatsApp link of the sales
 * email answered 500) and PostgreSQL refuses it. Each is replaced by U+FFFD, as the platform's
 * String.prototype.toWellFormed does; the fallback serves browsers older than that method.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function wellFormed(text: string): string {
  const native = (text as { toWellFormed?: () => string }).toWellFormed;
  return native ? native.call(text) : text.replace(LONE_SURROGATE, "\uFFFD");
}
