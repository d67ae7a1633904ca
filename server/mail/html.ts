/**
 * Minimal HTML for email: inline styles only (mail clients drop style sheets), a single centred
 * column that reads on phones. Every fragment is an escaping template (`html` of domain/html.ts):
 * what a visitor typed is text wherever it lands, and only http(s), mailto: and tel: links become
 * anchors.
 */
import { html, joinHtml, type SafeHtml } from "#domain/html.ts";

export { html, joinHtml, type SafeHtml };

/** Only web links become anchors; anything else a visitor typed stays text. */
export function isWebUrl(value: string | null | undefined): value is string {
  if (!value) return false;
  try {
    const url = new URL(value);
    return url.protocol === "http:" || url.protocol === "https:";
  } catch {
    return false;
  }
}

/** Links an email may carry: the web, and mailto:/tel: that our own code built. */
const isLinkable = (href: string) => href.startsWith("mailto:") || href.startsWith("tel:") || isWebUrl(href);

/** An anchor, or the text alone when `href` is not a link an email may carry. */
export function link(href: string, text: string): SafeHtml {
  if (!isLinkable(href)) return html`${text}`;
  return html`<a href="${href}" style="color:#8a4b12;text-decoration:underline">${text}</a>`;
}

/** A call to action: a button-like anchor (same rules as `link`). */
export function button(href: string, text: string, colour = "#8a4b12"): SafeHtml {
  if (!isLinkable(href)) return html`${text}`;
  return html`<a href="${href}" style="display:inline-block;background:${colour};color:#ffffff;text-decoration:none;padding:10px 16px;border-radius:8px;font-weight:600;margin:0 8px 8px 0">${text}</a>`;
}

/** Plain text with line breaks kept, as HTML. */
export function paragraphs(text: string): SafeHtml {
  return joinHtml(text.split(/\n{2,}/).map((p) => html`<p style="margin:0 0 12px">${lines(p)}</p>`));
}

/** One paragraph's lines, separated by <br>. */
function lines(paragraph: string): SafeHtml {
  return joinHtml(paragraph.split("\n").map((line, i) => (i === 0 ? html`${line}` : html`<br>${line}`)));
}

export interface Row {
  label: string;
  value: SafeHtml;
}

export function table(rows: Row[]): SafeHtml {
  const cells = rows.map(
    (r) =>
      html`<tr><th scope="row" align="left" valign="top" style="width:120px;padding:6px 12px 6px 0;color:#5c4a3a;font-weight:600;white-space:nowrap">${r.label}</th><td valign="top" style="padding:6px 0;color:#2b2118">${r.value}</td></tr>`,
  );
  return html`<table role="presentation" cellpadding="0" cellspacing="0" style="border-collapse:collapse;width:100%;font-size:15px;line-height:1.5">${cells}</table>`;
}

export function section(title: string, body: SafeHtml): SafeHtml {
  return html`<h2 style="font-size:16px;margin:24px 0 8px;color:#8a4b12;border-bottom:1px solid #eadcc8;padding-bottom:4px">${title}</h2>${body}`;
}

/** A quoted block of the traveller's own words. */
export function quoteBlock(text: string): SafeHtml {
  return html`<div style="background:#faf6ef;border-left:4px solid #d9a35b;padding:12px 16px;margin:0 0 8px">${paragraphs(text)}</div>`;
}

/** The whole email; the result is the HTML part's text. */
/** `lang`: the BCP 47 tag of the email's language (a traveller's document in theirs, decision 0077); English when absent. */
export function layout(options: { title: string; preheader: string; body: SafeHtml | readonly SafeHtml[]; footer: SafeHtml | string; lang?: string }): string {
  return html`<!doctype html><html lang="${options.lang ?? "en"}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${options.title}</title></head><body style="margin:0;padding:0;background:#f6f1e9;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#2b2118"><div style="display:none;max-height:0;overflow:hidden">${options.preheader}</div><div style="max-width:640px;margin:0 auto;padding:24px 16px"><div style="background:#ffffff;border-radius:12px;padding:24px;border:1px solid #eadcc8"><h1 style="font-size:20px;margin:0 0 16px;color:#2b2118">${options.title}</h1>${options.body}</div><div style="font-size:13px;color:#6b5a4a;padding:16px 8px;line-height:1.5">${options.footer}</div></div></body></html>`.toString();
}
