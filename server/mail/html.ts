/**
 * Minimal HTML for email: every value escaped, inline styles only (mail
 * clients drop style sheets), a single centred column that reads on phones.
 */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

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

export function link(href: string, text: string): string {
  return `<a href="${escapeHtml(href)}" style="color:#8a4b12;text-decoration:underline">${escapeHtml(text)}</a>`;
}

/** Plain text with line breaks kept, as HTML. */
export function paragraphs(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((p) => `<p style="margin:0 0 12px">${escapeHtml(p).replace(/\n/g, "<br>")}</p>`)
    .join("");
}

export interface Row {
  label: string;
  /** Already-safe HTML for the value cell. */
  html: string;
}

export function table(rows: Row[]): string {
  const cells = rows
    .map(
      (r) =>
        `<tr><th scope="row" align="left" valign="top" style="width:120px;padding:6px 12px 6px 0;color:#5c4a3a;font-weight:600;white-space:nowrap">${escapeHtml(r.label)}</th>` +
        `<td valign="top" style="padding:6px 0;color:#2b2118">${r.html}</td></tr>`,
    )
    .join("");
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="border-collapse:collapse;width:100%;font-size:15px;line-height:1.5">${cells}</table>`;
}

export function section(title: string, body: string): string {
  return `<h2 style="font-size:16px;margin:24px 0 8px;color:#8a4b12;border-bottom:1px solid #eadcc8;padding-bottom:4px">${escapeHtml(title)}</h2>${body}`;
}

export function layout(options: { title: string; preheader: string; body: string; footer: string }): string {
  return [
    "<!doctype html>",
    '<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">',
    `<title>${escapeHtml(options.title)}</title></head>`,
    '<body style="margin:0;padding:0;background:#f6f1e9;font-family:-apple-system,Segoe UI,Roboto,Helvetica,Arial,sans-serif;color:#2b2118">',
    `<div style="display:none;max-height:0;overflow:hidden">${escapeHtml(options.preheader)}</div>`,
    '<div style="max-width:640px;margin:0 auto;padding:24px 16px">',
    '<div style="background:#ffffff;border-radius:12px;padding:24px;border:1px solid #eadcc8">',
    `<h1 style="font-size:20px;margin:0 0 16px;color:#2b2118">${escapeHtml(options.title)}</h1>`,
    options.body,
    "</div>",
    `<div style="font-size:13px;color:#6b5a4a;padding:16px 8px;line-height:1.5">${options.footer}</div>`,
    "</div></body></html>",
  ].join("");
}
