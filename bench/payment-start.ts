/**
 * Starting a payment (issue 26: "our part of starting a push or a checkout takes well under a
 * second, with the provider's time apart"). Over a real site on SQLite and the repository's Daraja
 * and Pesapal stand-ins on loopback, times OnlinePayments.startPrompt and startCheckout for fresh
 * bookings, and the provider's own `start` inside them, so our part (the booking read, the one-open-
 * attempt check under the booking's lock, the attempt rows) is the difference, per payment.
 *
 *   npx tsx bench/payment-start.ts [--payments=30]   (also part of npm run bench)
 */
import { pathToFileURL } from "node:url";
import { kenyanMobile } from "../domain/payments/phone.ts";
import { startDarajaStandIn } from "../server/payments/stand-ins/daraja.ts";
import { startPesapalStandIn } from "../server/payments/stand-ins/pesapal.ts";
import type { PaymentProvider } from "../server/payments/provider.ts";
import { configuredPayments } from "../server/payments/providers.ts";
import { loadEnv } from "../server/env.ts";
import { OnlinePayments } from "../server/services/payments/online-payments.ts";
import { FAST_OUTBOX, validInquiry } from "../tests/api/outbox-sites.ts";
import { startTestSite } from "../tests/helpers/test-site.ts";
import { createTestDatabase } from "../tests/helpers/databases.ts";
import { sendTestQuote } from "../tests/helpers/quotes.ts";

export interface PaymentStartFigures {
  payments: number;
  cases: { way: string; oursMedianMs: number; oursP95Ms: number; providerMedianMs: number }[];
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
const round = (ms: number) => Math.round(ms * 10) / 10;

export async function benchPaymentStart(payments = 30): Promise<PaymentStartFigures> {
  const [daraja, pesapal] = await Promise.all([startDarajaStandIn(), startPesapalStandIn()]);
  const database = await createTestDatabase("sqlite");
  const env = { ...FAST_OUTBOX, ...daraja.env, ...pesapal.env, LOG_LEVEL: "error", PAYMENT_RECONCILE_POLL_MS: "3600000" };
  const s = await startTestSite(database, env);
  try {
    // The provider's own time, measured inside our call: each provider's start wrapped.
    let providerMs = 0;
    const timed = (p: PaymentProvider): PaymentProvider => ({
      ...p,
      id: p.id,
      flow: p.flow,
      currencies: p.currencies,
      start: async (request) => {
        const started = performance.now();
        try {
          return await p.start(request);
        } finally {
          providerMs += performance.now() - started;
        }
      },
      status: (ref, asked) => p.status(ref, asked),
    });
    const settings = configuredPayments(loadEnv({ NODE_ENV: "test", DATABASE_URL: database.url, ...env }));
    const online = new OnlinePayments(s.site.db.kysely, {
      providers: { mpesa: timed(settings.providers.mpesa!), pesapal: timed(settings.providers.pesapal!) },
      paybillNumber: settings.paybillNumber,
      bookings: s.site.bookings,
      receipts: s.site.receipts,
      audit: s.site.auditLog,
      dialect: s.site.db.dialect,
      callbackSecret: "bench-secret-bench-secret-bench-secret",
      kenyanMobile,
    });
    const tokens: string[] = [];
    for (let i = 0; i < payments * 2 + 2; i++) {
      const res = await s.post({ ...validInquiry, email: `bench-${i}@traveller.example` });
      const { quoteId, token } = await sendTestQuote(s.site, ((await res.json()) as { id: number }).id, { extraLines: [{ label: "Safari", amount: 10_000_000 }] });
      await s.site.publicQuotes.accept(token, "o1", { version: 1, termsAccepted: true });
      tokens.push((await s.site.bookings.forQuote(quoteId))!.token);
    }
    const cases: PaymentStartFigures["cases"] = [];
    for (const way of ["M-Pesa prompt", "card checkout"] as const) {
      const ours: number[] = [];
      const theirs: number[] = [];
      // The first of each warms the adapter (its token, Pesapal's IPN registration): not counted.
      const batch = tokens.splice(0, payments + 1);
      for (const [i, token] of batch.entries()) {
        providerMs = 0;
        const started = performance.now();
        const answer = way === "M-Pesa prompt" ? await online.startPrompt(token, "0712 345 678", s.url) : await online.startCheckout(token, s.url);
        const total = performance.now() - started;
        if (!answer.ok || answer.attempt.state !== "pending") throw new Error(`${way} did not start: ${JSON.stringify(answer)}`);
        if (i === 0) continue;
        ours.push(total - providerMs);
        theirs.push(providerMs);
      }
      ours.sort((a, b) => a - b);
      theirs.sort((a, b) => a - b);
      cases.push({ way, oursMedianMs: round(percentile(ours, 50)), oursP95Ms: round(percentile(ours, 95)), providerMedianMs: round(percentile(theirs, 50)) });
    }
    return { payments, cases };
  } finally {
    await s.stop();
    await database.drop();
    await daraja.stop();
    await pesapal.stop();
  }
}

export function renderPaymentStartSection(f: PaymentStartFigures): string {
  return [
    "",
    "## Starting a payment",
    "",
    `OnlinePayments.startPrompt / startCheckout over a site on SQLite and the repository's stand-ins on loopback, ${f.payments} fresh bookings each (issue 26: our part well under a second). "Ours" is the call less the provider's own start.`,
    "",
    "| way | ours median ms | ours p95 ms | provider median ms |",
    "|---|---|---|---|",
    ...f.cases.map((c) => `| ${c.way} | ${c.oursMedianMs} | ${c.oursP95Ms} | ${c.providerMedianMs} |`),
    "",
  ].join("\n");
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const arg = process.argv.find((a) => a.startsWith("--payments="));
  benchPaymentStart(arg ? Number(arg.split("=")[1]) : 30)
    .then((f) => console.log(renderPaymentStartSection(f)))
    .catch((error) => {
      console.error(error);
      process.exit(1);
    });
}
