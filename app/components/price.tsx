/**
 * Price labels of SPEC §5: a package's from-price and a tier's price for a
 * residency. The rules live in domain/pricing.ts; this only draws them.
 */
import { fromPrice, PRICE_ON_REQUEST, type PricedPackage } from "#domain/pricing.ts";

export function FromPrice({ pkg, className = "" }: { pkg: PricedPackage; className?: string }) {
  const price = fromPrice(pkg);
  if (price.text === PRICE_ON_REQUEST) {
    return <p className={`font-semibold text-acacia-700 ${className}`}>{PRICE_ON_REQUEST}</p>;
  }
  return (
    <p className={`leading-tight ${className}`}>
      <span className="block text-xs font-medium uppercase tracking-wide text-earth-900/70">From</span>
      <span className="text-lg font-bold text-acacia-700">{price.text}</span>
    </p>
  );
}
