/**
 * The traveller's receipts and invoice on the booking page (decision 0053): each receipt's PDF
 * (also linked from its email) and the invoice's, on the same private link. Plain links. In the
 * booking's language (the page's Lingui instance, decision 0077), as the PDFs themselves are.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import type { TravellerDocuments } from "#domain/bookings/documents-context.ts";
import type { Locale } from "#domain/locales.ts";
import { quoteDate } from "#domain/quotes/quote-text.ts";
import { formatAmount } from "#domain/rates/money.ts";
import type { ReactNode } from "react";
import { ExternalLinkIcon } from "../components/page-icons.tsx";

const CARD = "rounded-2xl bg-white p-5 shadow-sm ring-1 ring-earth-900/10 sm:p-6";
const LINK = "inline-flex items-center gap-1 font-semibold text-acacia-700 underline";

/**
 * A PDF link opening in a new tab, as components/pdf-link.tsx, whose hidden words are in the site's
 * catalogue: this page carries only the `documents` one, so it says them itself.
 */
function PdfLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener" className={LINK} type="application/pdf">
      {children}
      <ExternalLinkIcon size={18} />
      <span className="sr-only">
        <Trans>(PDF, opens in a new tab)</Trans>
      </span>
    </a>
  );
}

export function BookingDocuments({ documents }: { documents: TravellerDocuments | null }) {
  const { i18n } = useLingui();
  if (!documents) return null;
  const locale = i18n.locale as Locale;
  const { receipts, invoice } = documents;
  const invoiceNumber = invoice.number;
  return (
    <section className={CARD} aria-labelledby="documents-heading">
      <h2 id="documents-heading" className="font-display text-2xl font-semibold text-earth-900">
        <Trans>Receipts and invoice</Trans>
      </h2>
      {receipts.length === 0 ? (
        <p className="mt-2 text-sm">
          <Trans>Each payment we receive gets a numbered receipt, listed here and sent to you by email.</Trans>
        </p>
      ) : (
        <ul className="mt-3 space-y-2 text-sm" data-testid="booking-receipts">
          {receipts.map((r) => {
            const number = r.number;
            const amount = formatAmount(r.amount, r.currency, locale);
            const received = quoteDate(r.receivedOn, locale);
            return (
              <li key={r.number}>
                <PdfLink href={r.href}>
                  <Trans>Receipt {number}</Trans>
                </PdfLink>{" "}
                <Trans>
                  for {amount} received {received}
                </Trans>
              </li>
            );
          })}
        </ul>
      )}
      <p className="mt-4 text-sm">
        <PdfLink href={invoice.href}>
          {invoice.state === "draft" ? <Trans>Pro forma invoice {invoiceNumber}</Trans> : <Trans>Invoice {invoiceNumber}</Trans>}
        </PdfLink>
      </p>
    </section>
  );
}
