/**
 * Price labels: a package's from-price, and a deal's price beside the price it replaces with the
 * rule's percentage. The rules live in domain/pricing.ts (one derivation for cards, the package
 * page, the JSON-LD and the API, decision 0045); this only draws them. Every amount carries its
 * basis; a card prices for one residency, so all cards of a list share its currency.
 */
import { dealPrice, fromPrice, PRICE_ON_REQUEST, type DealPrice, type PricedPackage } from "#domain/pricing.ts";
import type { InquiryResidency } from "#domain/residency.ts";
import { Trans, useLingui } from "@lingui/react/macro";
import { basisText, priceText } from "#app/lib/i18n/domain-labels.ts";
import { asLocale } from "#domain/locales.ts";

export function FromPrice({ pkg, residency, className = "" }: { pkg: PricedPackage; residency?: InquiryResidency; className?: string }) {
  const { i18n } = useLingui();
  // Amounts in the page's language's way ("45.000 KES" on a German page, decision 0077).
  const locale = asLocale(i18n.locale);
  const deal = dealPrice(pkg, residency, locale);
  if (deal) {
    return (
      <div className={`leading-tight ${className}`} data-testid="from-price">
        <span className="block text-xs font-medium uppercase tracking-wide text-earth-900/70">
          <span className="rounded bg-savanna-700 px-1.5 py-0.5 font-semibold text-white" data-testid="deal-percent">
            <Trans>Save {deal.percent}%</Trans>
          </span>{" "}
          <Trans>From</Trans>
        </span>
        <DealAmount deal={deal} size="text-lg" />
      </div>
    );
  }
  const price = fromPrice(pkg, residency, locale);
  if (price.text === PRICE_ON_REQUEST) {
    return <p className={`font-semibold text-acacia-700 ${className}`}>{priceText(i18n, PRICE_ON_REQUEST)}</p>;
  }
  if (price.amount === null) {
    const saysFrom = /^from\b/i.test(price.text);
    return (
      <p className={`leading-snug ${className}`} data-testid="from-price">
        {saysFrom ? null : (
          <span className="block text-xs font-medium uppercase tracking-wide text-earth-900/70">
            <Trans>From</Trans>
          </span>
        )}
        <span className="line-clamp-2 text-[15px] font-bold text-acacia-700">{price.text}</span>
      </p>
    );
  }
  return (
    <p className={`leading-tight ${className}`} data-testid="from-price">
      <span className="block text-xs font-medium uppercase tracking-wide text-earth-900/70">
        <Trans>From</Trans>
      </span>
      <span className="text-lg font-bold text-acacia-700" data-testid="from-price-amount">
        {price.text}
      </span>
      {price.basis ? (
        <span className="block text-xs text-earth-900/70" data-testid="price-basis">
          {basisText(i18n, price.basis)}
        </span>
      ) : null}
    </p>
  );
}

/**
 * The deal price, the replaced price struck through (read out as "was ..."), and the basis. Cards
 * and the package page both use it, so they always show the same deal.
 */
export function DealAmount({ deal, size = "text-2xl" }: { deal: Pick<DealPrice, "text" | "wasText" | "basis">; size?: string }) {
  const { i18n } = useLingui();
  return (
    <span className="block" data-testid="deal-price">
      <span className={`${size} font-bold text-acacia-700`} data-testid="deal-price-amount">
        {deal.text}
      </span>
      {deal.wasText ? (
        <>
          {" "}
          <s className="inline-block whitespace-nowrap text-sm text-earth-900/70" data-testid="deal-price-was">
            <span className="sr-only">
              <Trans>was</Trans>{" "}
            </span>
            {deal.wasText}
          </s>
        </>
      ) : null}
      <span className="block text-xs text-earth-900/70" data-testid="deal-price-basis">
        {basisText(i18n, deal.basis)}
      </span>
    </span>
  );
}

export { dealPrice };
