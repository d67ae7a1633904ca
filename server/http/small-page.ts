/**
 * The few pages the server writes without React: a refused preview link, a quote link that names
 * nothing, the error and "we will be right back" pages. One escaping template for all of them
 * (issue 23): the title and every value in the body are text, and their one `<style>` carries this
 * answer's CSP nonce.
 */
import { html, type SafeHtml } from "#domain/html.ts";

const STYLE = "body{font-family:system-ui,sans-serif;color:#2b2118;background:#faf6ef;margin:0}main{max-width:36rem;margin:10vh auto;padding:1.5rem}h1{font-size:1.6rem}a{color:#245530}";

export interface SmallPage {
  title: string;
  /** The page's heading when it differs from the title (the title may carry the company's name). */
  heading?: string;
  body: SafeHtml;
  /** `noindex` unless said otherwise: none of these pages is worth a search result. */
  robots?: string;
  /** This answer's CSP nonce, for the page's style; without one the page is unstyled (error pages). */
  nonce?: string;
  /** The page's language tag (`<html lang>`); English (Kenya) unless said. */
  lang?: string;
}

export function smallPage(page: SmallPage): string {
  const style = page.nonce ? html`<style nonce="${page.nonce}">${STYLE}</style>` : "";
  return html`<!doctype html><html lang="${page.lang ?? "en-KE"}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="${page.robots ?? "noindex"}"><title>${page.title}</title>${style}</head><body><main><h1>${page.heading ?? page.title}</h1>${page.body}</main></body></html>`.toString();
}
