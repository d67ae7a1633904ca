/**
 * Text as people can type it. A lone UTF-16 surrogate (half of an emoji, cut by a buggy client or
 * sent on purpose) is not text: encodeURIComponent throws on it (the WhatsApp link of the sales
 * email answered 500) and PostgreSQL refuses it. Each is replaced by U+FFFD, as the platform's
 * String.prototype.toWellFormed does; the fallback serves browsers older than that method.
 * U+0000 is replaced too: nobody types it, and PostgreSQL text cannot hold it (the chaos run's
 * fuzzed inquiries answered 500 on PostgreSQL and 201 on SQLite).
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const NUL = /\u0000/g;

export function wellFormed(text: string): string {
  const native = (text as { toWellFormed?: () => string }).toWellFormed;
  const formed = native ? native.call(text) : text.replace(LONE_SURROGATE, "\uFFFD");
  return formed.includes("\u0000") ? formed.replace(NUL, "\uFFFD") : formed;
}
