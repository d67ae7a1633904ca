/**
 * The booking panel (SPEC §4): the deal, the residency the prices are for, the tier choice with
 * each tier's shown price, the price for the chosen tier (and party, once priced) with its basis,
 * and Book Now / Get Custom Quote. The page draws it twice, in the phone and desktop layouts.
 */
import { Trans } from "@lingui/react/macro";
import { useId } from "react";
import type { ApiTier } from "#domain/api-types.ts";
import type { DealPrice, ShownPrice } from "#domain/pricing.ts";
import type { InquiryResidency } from "#domain/residency.ts";
import { DealAmount } from "#app/components/price.tsx";
import { ResidencySelector } from "#app/components/residency-selector.tsx";
import { TierCard } from "#app/components/tier-card.tsx";
import type { PriceShown } from "./shown-price.ts";
import type { InquiryKind } from "./use-package-inquiry.ts";
import { RESIDENCY_MESSAGES, TIER_MESSAGES } from "#app/lib/i18n/domain-labels.ts";
import { useLingui } from "@lingui/react";

export function BookingPanel({
  tiers: visibleTiers,
  residency,
  onResidency: setResidency,
  selected,
  onSelect,
  price,
  deal,
  inquireHref,
  onInquire: open,
  hydrated,
  shownFor,
  termsShort,
}: {
  tiers: ApiTier[];
  residency: InquiryResidency;
  onResidency: (r: InquiryResidency) => void;
  selected: ApiTier | null;
  onSelect: (id: number) => void;
  /** The price for the chosen tier, residency and party (shown-price.ts). */
  price: PriceShown;
  deal: DealPrice | null;
  inquireHref: string;
  onInquire: (kind: InquiryKind) => (e: React.MouseEvent) => void;
  hydrated: boolean;
  /** A tier's shown price for the page's residency (domain/pricing.ts), or null: Contact for Pricing. */
  shownFor: (tier: ApiTier) => ShownPrice | null;
  /** The booking terms in short, from the stored terms (issue 26). */
  termsShort: string;
}) {
  const { i18n } = useLingui();
  // Each drawing of the panel (phone and desktop layouts) needs its own radio group.
  const tierGroup = `tier-${useId()}`;
  return (
    <div className="rounded-3xl bg-white p-5 shadow-lg ring-1 ring-earth-900/10 sm:p-6" data-testid="booking-panel" data-hydrated={hydrated || undefined}>
      {deal ? (
        <div className="mb-4 rounded-xl bg-savanna-100 px-4 py-3" data-testid="package-deal">
          <p className="text-xs font-semibold uppercase tracking-wide text-earth-900/80">
            <span className="rounded bg-savanna-700 px-1.5 py-0.5 text-white" data-testid="deal-percent">
              <Trans>Save {deal.percent}%</Trans>
            </span>{" "}
            <Trans>Deal price from</Trans>
          </p>
          <DealAmount deal={deal} />
        </div>
      ) : null}
      <ResidencySelector value={residency} onChange={setResidency} />
      <fieldset className="mt-5">
        <legend className="mb-2 text-sm font-semibold text-earth-900">
          {visibleTiers.length > 1 ? <Trans>Choose your package tier</Trans> : <Trans>Package tier</Trans>}
        </legend>
        {visibleTiers.length ? (
          <div className="space-y-2.5" data-testid="tier-list">
            {visibleTiers.map((tier) => (
              <TierCard
                key={tier.id}
                tier={tier}
                name={tierGroup}
                selected={selected?.id === tier.id}
                onSelect={() => onSelect(tier.id)}
                shown={shownFor(tier)}
              />
            ))}
          </div>
        ) : (
          <p className="rounded-xl bg-savanna-100 px-4 py-3 text-sm text-earth-900/80">
            <Trans>Tiers for this package are arranged on request.</Trans>
          </p>
        )}
      </fieldset>
      <div className="mt-5 flex items-end justify-between gap-3 border-t border-earth-900/10 pt-4">
        <div>
          <p className="text-xs font-semibold uppercase tracking-wide text-earth-900/70">
            {selected ? `${i18n._(TIER_MESSAGES[selected.tier_type])} · ${i18n._(RESIDENCY_MESSAGES[residency])}` : i18n._(RESIDENCY_MESSAGES[residency])}
          </p>
          <p className="text-2xl font-bold text-acacia-700" data-testid="selected-price" aria-live="polite">
            {price.text}
            {price.wasText ? (
              <>
                {" "}
                <s className="text-sm font-medium text-earth-900/70" data-testid="selected-price-was">
                  <span className="sr-only">
                    <Trans>was</Trans>{" "}
                  </span>
                  {price.wasText}
                </s>
              </>
            ) : null}
          </p>
          {price.basis ? (
            <p className="text-xs text-earth-900/70" data-testid="price-basis">
              {price.basis}
            </p>
          ) : null}
        </div>
      </div>
      <div className="mt-4 grid gap-2.5">
        <a
          href={inquireHref}
          onClick={open("book")}
          role="button"
          data-replay-click=""
          className="flex h-12 items-center justify-center rounded-xl bg-acacia-700 font-semibold text-white shadow transition hover:bg-acacia-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-acacia-700"
        >
          <Trans>Book Now</Trans>
        </a>
        <a
          href={inquireHref}
          onClick={open("quote")}
          role="button"
          data-replay-click=""
          className="flex h-12 items-center justify-center rounded-xl border-2 border-acacia-700 font-semibold text-acacia-700 transition hover:bg-acacia-700 hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-acacia-700"
        >
          <Trans>Get Custom Quote</Trans>
        </a>
      </div>
      <p className="mt-3 text-center text-xs text-earth-900/70" data-testid="booking-terms">
        <Trans>Free, non-binding quotes, usually within 24-48 hours.</Trans> {termsShort}
      </p>
    </div>
  );
}
