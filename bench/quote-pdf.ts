/**
 * The quote PDF's speed (issue 14: "a quote PDF is ready in under 1 s"): milliseconds to render the
 * PDF of a two-option, four-day quote and of a fourteen-day, three-option one with
 * server/services/quote-page/quote-pdf.ts, in-process (no server, no database). Part of
 * `npm run bench`; alone: npx tsx bench/quote-pdf.ts
 */
import { pathToFileURL } from "node:url";
import { renderQuotePdf } from "../server/services/quote-page/quote-pdf.ts";
import { fixtureQuote } from "../server/services/quote-page/presented-quote.test-data.ts";
import type { PresentedQuote } from "../domain/quotes/presented-quote.ts";

export interface QuotePdfFigures {
  cases: { name: string; bytes: number; medianMs: number; maxMs: number; runs: number }[];
}

function longQuote(): PresentedQuote {
  const base = fixtureQuote();
  const first = base.options[0]!;
  const days = Array.from({ length: 14 }, (_, i) => ({ ...first.days[i % first.days.length]!, number: i + 1, heading: `Day ${i + 1}: ${first.days[i % first.days.length]!.heading.replace(/^Day \d+: /, "")}` }));
  const option = (id: string, title: string) => ({ ...first, id, title, days });
  return { ...base, options: [option("a", "Classic"), option("b", "Comfort"), option("c", "Premier")] };
}

const CASES: { name: string; quote: PresentedQuote }[] = [
  { name: "2 options, 4 days", quote: fixtureQuote() },
  { name: "3 options, 14 days", quote: longQuote() },
];

export async function benchQuotePdf(runs = 20): Promise<QuotePdfFigures> {
  const cases: QuotePdfFigures["cases"] = [];
  for (const { name, quote } of CASES) {
    await renderQuotePdf(quote); // the first render loads pdfkit's fonts
    const times: number[] = [];
    let bytes = 0;
    for (let i = 0; i < runs; i++) {
      const started = performance.now();
      bytes = (await renderQuotePdf(quote)).length;
      times.push(performance.now() - started);
    }
    times.sort((a, b) => a - b);
    const round = (ms: number) => Math.round(ms * 10) / 10;
    cases.push({ name, bytes, runs, medianMs: round(times[Math.floor(runs / 2)]!), maxMs: round(times[runs - 1]!) });
  }
  return { cases };
}

export function renderQuotePdfSection(f: QuotePdfFigures): string {
  return [
    "",
    "## Quote PDF",
    "",
    "server/services/quote-page/quote-pdf.ts in-process (issue 14: a quote PDF ready in under 1 s), pdfkit with its built-in fonts.",
    "",
    "| quote | median ms | max ms | bytes | runs |",
    "|---|---|---|---|---|",
    ...f.cases.map((c) => `| ${c.name} | ${c.medianMs} | ${c.maxMs} | ${c.bytes} | ${c.runs} |`),
    "",
  ].join("\n");
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  console.log(renderQuotePdfSection(await benchQuotePdf()));
}
