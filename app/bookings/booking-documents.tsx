/**
 * The traveller's receipts and invoice on the booking page (decision 0053): each receipt's PDF
 * (also linked from its email) and the invoice's, on the same private link. Plain links.
 */
import type { TravellerDocuments } from "#domain/bookings/documents-context.ts";
import { quoteDate } from "#domain/quotes/quote-text.ts";
import { formatAmount } from "#domain/rates/money.ts";
import { PdfLink } from "../components/pdf-link.tsx";

const CARD = "rounded-2xl bg-white p-5 shadow-sm ring-1 ring-earth-900/10 sm:p-6";
const LINK = "inline-flex items-center gap-1 font-semibold text-acacia-700 underline";

export function BookingDocuments({ documents }: { documents: TravellerDocuments | null }) {
  if (!documents) return null;
  const { receipts, invoice } = documents;
  return (
    <section className={CARD} aria-labelledby="documents-heading">
      <h2 id="documents-heading" className="font-display text-2xl font-semibold text-earth-900">
        Receipts and invoice
      </h2>
      {receipts.length === 0 ? (
        <p className="mt-2 text-sm">Each payment we receive gets a numbered receipt, listed here and sent to you by email.</p>
      ) : (
        <ul className="mt-3 space-y-2 text-sm" data-testid="booking-receipts">
          {receipts.map((r) => (
            <li key={r.number}>
              <PdfLink href={r.href} className={LINK}>
                Receipt {r.number}
              </PdfLink>{" "}
              for {formatAmount(r.amount, r.currency)} received {quoteDate(r.receivedOn)}
            </li>
          ))}
        </ul>
      )}
      <p className="mt-4 text-sm">
        <PdfLink href={invoice.href} className={LINK}>
          {invoice.state === "draft" ? `Pro forma invoice ${invoice.number}` : `Invoice ${invoice.number}`}
        </PdfLink>
      </p>
    </section>
  );
}
