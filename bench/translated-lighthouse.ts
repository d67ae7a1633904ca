/**
 * Lighthouse (mobile) on translated pages (issue 29: "Lighthouse SEO is 100 on the translated
 * pages", and issue 16's budgets in every language): a page of each kind in each of the four
 * languages beside English, the same throttling modes as the main table. SEO and accessibility
 * must be 100; the performance figures sit beside the English routes' for comparison.
 */
import { localizePath, PREFIXED_LOCALES } from "../domain/locales.ts";
import { medianFigures, runLighthouse, type LighthouseSummary } from "./lighthouse.ts";

export interface TranslatedLighthouse {
  route: string;
  applied: LighthouseSummary;
}

/** One route of each kind per language, so every language and every kind of page is measured. */
export function translatedRoutes(storySlugs: Record<string, string>): string[] {
  const kinds = ["/", "/packages", "/packages/1", "/destinations/1", "/blogs/:slug", "/contact", "/terms", "/faqs"];
  // Two kinds per language, in turn: eight routes, each language twice, each kind once.
  return kinds.map((kind, i) => {
    const locale = PREFIXED_LOCALES[i % PREFIXED_LOCALES.length]!;
    return localizePath(kind === "/blogs/:slug" ? `/blogs/${storySlugs[locale]}` : kind, locale);
  });
}

export async function runTranslatedLighthouse(origin: string, routes: string[], runs: number): Promise<TranslatedLighthouse[]> {
  const out: TranslatedLighthouse[] = [];
  for (const route of routes) {
    const figures = [];
    for (let i = 0; i < runs; i++) figures.push(await runLighthouse(origin + route, "devtools"));
    const applied = medianFigures(figures);
    out.push({ route, applied });
    console.log(`  lighthouse ${route}: applied perf ${applied.performance} a11y ${applied.accessibility} SEO ${applied.seo} LCP ${applied.lcpMs}`);
  }
  return out;
}

export function renderTranslatedLighthouseSection(rows: TranslatedLighthouse[]): string {
  if (rows.length === 0) return "";
  const lines = rows.map(({ route, applied: a }) => {
    const ok = a.seo === 100 && a.accessibility === 100;
    return `| \`${route}\` | ${a.performance ?? "no score"} | ${a.accessibility} | ${a.bestPractices} | ${a.seo} | ${a.lcpMs} | ${a.tbtMs} | ${a.cls} | ${ok ? "✅" : "❌"} |`;
  });
  return `
## Lighthouse on translated pages (mobile, applied throttling)

A page of each kind, two per language (issue 29). SEO and accessibility must be 100 in every
language; performance is for comparison with the English routes above.

| route | perf | a11y | best pr. | SEO | LCP ms | TBT ms | CLS | SEO and a11y 100 |
|---|---|---|---|---|---|---|---|---|
${lines.join("\n")}
`;
}
