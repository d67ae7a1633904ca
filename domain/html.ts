/**
 * HTML made from strings, escaped by default (issue 23). Every page, email or fragment that is not
 * rendered by React is written with the `html` tagged template: each interpolated value is escaped
 * (`& < > " '`), so request data, a traveller's name or a package title can never open a tag or
 * leave an attribute. A value that is already HTML must say so: another `html` fragment, or
 * `trustedHtml(...)` for markup that was sanitised (rich text) or built by our own code.
 *
 * Hono's `html` helper does the escaping (hono/html); this module only pins it to the synchronous
 * case (no promises among the values) so callers get a plain string-like value back.
 *
 * Escaping makes a value safe in text and in quoted attribute values. It does not make a URL safe
 * in `href`: callers allow only their own paths or http(s) links there (see `isWebUrl`).
 */
import { html as honoHtml, raw } from "hono/html";

/** Markup that is safe to put into a page as it is: made by `html` or vouched for by `trustedHtml`. */
export type SafeHtml = ReturnType<typeof raw>;

export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  const out = honoHtml(strings, ...values);
  // Only promises make hono's helper asynchronous; none of our templates interpolate one.
  if (out instanceof Promise) throw new TypeError("html`` was given a promise; await the value first");
  return out;
}

/**
 * Markup this code vouches for: sanitised rich text, or HTML that our own templates produced and
 * stored. Never request data.
 */
export function trustedHtml(markup: string): SafeHtml {
  return raw(markup);
}

/** Several fragments one after another (a list's items), joined by `separator` (plain text, escaped). */
export function joinHtml(parts: readonly SafeHtml[], separator = ""): SafeHtml {
  return html`${parts.flatMap((part, i) => (i === 0 ? [part] : [separator, part]))}`;
}
