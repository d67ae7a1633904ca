/**
 * Price labels of SPEC §5: a package's from-price, and a deal's price beside the price it replaces.
 * The rules live in domain/pricing.ts; this only draws them. A min_price_display text is shown as
 * written (it often says "From ..." itself and adds terms like "pp sharing"). Every amount carries
 * its basis (decision 0023).
 */
import { dealPrice, fromPrice, PRICE_ON_REQUEST, type DealPrice, type PricedPackage } from "#domain/pricing.ts";

export function FromPrice({ pkg, className = "" }: { pkg: PricedPackage; className?: string }) {
  const deal = dealPrice(pkg);
  if (deal) {
    return (
      <div className={`leading-tight ${className}`} data-testid="from-price">
        <span className="block text-xs font-medium uppercase tracking-wide text-earth-900/70">Deal price</span>
        <DealAmount deal={deal} size="text-lg" />
      </div>
    );
  }
  const price = fromPrice(pkg);
  if (price.text === PRICE_ON_REQUEST) {
    return <p className={`font-semibold text-acacia-700 ${className}`}>{PRICE_ON_REQUEST}</p>;
  }
  if (price.amount === null) {
    const saysFrom = /^from\b/i.test(price.text);
    return (
      <p className={`leading-snug ${className}`} data-testid="from-price">
        {saysFrom ? null : <span className="block text-xs font-medium uppercase tracking-wide text-earth-900/70">From</span>}
        <span className="line-clamp-2 text-[15px] font-bold text-acacia-700">{price.text}</span>
      </p>
    );
  }
  return (
    <p className={`leading-tight ${className}`} data-testid="from-price">
      <span className="block text-xs font-medium uppercase tracking-wide text-earth-900/70">From</span>
      <span className="text-lg font-bold text-acacia-700">{price.text}</span>
      {price.basis ? (
        <span className="block text-xs text-earth-900/70" data-testid="price-basis">
          {price.basis}
        </span>
      ) : null}
    </p>
  );
}

/**
 * The deal price, the replaced price struck through (read out as "was ..."), and the basis. Cards
 * and the package page both use it, so they always show the same deal.
 */
export function DealAmount({ deal, size = "text-2xl" }: { deal: DealPrice; size?: string }) {
  return (
    <span className="block" data-testid="deal-price">
      <span className={`${size} font-bold text-acacia-700`} data-testid="deal-price-amount">
        {deal.text}
      </span>
      {deal.wasText ? (
        <>
          {" "}
          <s className="inline-block whitespace-nowrap text-sm text-earth-900/70" data-testid="deal-price-was">
            <span className="sr-only">was </span>
            {deal.wasText}
          </s>
        </>
      ) : null}
      <span className="block text-xs text-earth-900/70" data-testid="deal-price-basis">
        {deal.basis}
      </span>
    </span>
  );
}

export { dealPrice };
