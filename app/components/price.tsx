/**
 * Price labels of SPEC §5: a package's from-price. The rules live in
 * domain/pricing.ts; this only draws them. A min_price_display text is shown
 * as written (it often says "From ..." itself and adds terms like "pp sharing").
 */
import { fromPrice, PRICE_ON_REQUEST, type PricedPackage } from "#domain/pricing.ts";

export function FromPrice({ pkg, className = "" }: { pkg: PricedPackage; className?: string }) {
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
    </p>
  );
}
