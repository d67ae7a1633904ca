/**
 * Lighthouse (mobile) on a traveller's quote page, /quotes/:token (issue 14: "the quote page meets
 * the public pages' Lighthouse budgets"). The quote store makes and sends a two-option quote over a
 * fresh SQLite database, then the production server serves it. SEO is expected below 100: the page
 * is `noindex` on purpose (it is private to whoever has the link).
 *
 *   npx tsx bench/quote-page-lighthouse.ts [--runs=3]
 */
import { FAST_OUTBOX, validInquiry } from "../tests/api/outbox-sites.ts";
import { startTestSite } from "../tests/helpers/test-site.ts";
import { createTestDatabase } from "../tests/helpers/databases.ts";
import { sendTestQuote } from "../tests/helpers/quotes.ts";
import { medianFigures, runLighthouse, type LighthouseFigures } from "./lighthouse.ts";
import { startBenchServer } from "./server.ts";

const runs = Number(process.argv.find((a) => a.startsWith("--runs="))?.slice("--runs=".length) ?? 3);
const database = await createTestDatabase("sqlite");
try {
  const maker = await startTestSite(database, FAST_OUTBOX);
  let token: string;
  try {
    const res = await maker.post({ ...validInquiry, package: 1, email: "lighthouse@traveller.example" });
    if (res.status !== 201) throw new Error(`inquiry: ${res.status}`);
    const inquiryId = ((await res.json()) as { id: number }).id;
    token = (await sendTestQuote(maker.site, inquiryId, { secondOption: true, message: "Jambo! Two ways to see the Mara." })).token;
  } finally {
    await maker.stop();
  }
  const server = await startBenchServer(process.cwd(), 0, { DATABASE_URL: database.url });
  try {
    const figures: LighthouseFigures[] = [];
    for (let i = 0; i < runs; i++) figures.push(await runLighthouse(`${server.url}/quotes/${token}`));
    const m = medianFigures(figures);
    console.log("| route | perf | a11y | best pr. | SEO | LCP ms | TBT ms | CLS | Speed Index ms | total KB | JS KB sent / gzip |");
    console.log("|---|---|---|---|---|---|---|---|---|---|---|");
    console.log(
      `| \`/quotes/:token\` | ${m.performance} | ${m.accessibility} | ${m.bestPractices} | ${m.seo} | ${m.lcpMs} | ${m.tbtMs} | ${m.cls} | ${m.speedIndexMs} | ${m.totalKb} | ${m.jsKb} / ${m.jsGzipKb} |`,
    );
  } finally {
    await server.stop();
  }
} finally {
  await database.drop();
}
