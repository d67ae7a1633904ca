/**
 * One package tier as a selectable card (SPEC §4: clicking a tier card
 * selects it). Cards are radios in a group, so the choice is announced and
 * keyboard operable; the price follows the residency (SPEC §5 tierPrice).
 */
import type { ApiTierSummary } from "#domain/api-types.ts";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { CONTACT_FOR_PRICING, type ShownPrice } from "#domain/pricing.ts";
import { basisText, priceText, TIER_MESSAGES } from "#app/lib/i18n/domain-labels.ts";
import { CheckIcon } from "./icons.tsx";

const TIER_BLURB: Record<ApiTierSummary["tier_type"], MessageDescriptor> = {
  single: msg`One fixed price, everything arranged`,
  value: msg`Comfortable camps, great value`,
  comfort: msg`Upgraded lodges and extra comforts`,
  premier: msg`Luxury stays and exclusive touches`,
};

export function TierCard({
  tier,
  selected,
  onSelect,
  name,
  shown,
}: {
  tier: ApiTierSummary;
  selected: boolean;
  onSelect: () => void;
  name: string;
  /** THE shown price of this tier for the page's residency (domain/pricing.ts, decision 0045); null: Contact for Pricing. */
  shown: ShownPrice | null;
}) {
  const { t, i18n } = useLingui();
  const amount = shown?.text ?? "";
  const price = shown ? (shown.source === "rates" ? t`From ${amount}` : shown.text) : priceText(i18n, CONTACT_FOR_PRICING);
  const priced = shown !== null;
  return (
    <label
      data-testid="tier-card"
      data-tier={tier.tier_type}
      data-selected={selected}
      className={`relative flex cursor-pointer items-center gap-3 rounded-xl border-2 bg-white p-3.5 transition has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-acacia-700 ${
        selected ? "border-acacia-600 shadow-md ring-4 ring-acacia-600/10" : "border-earth-900/10 hover:border-acacia-600/50"
      }`}
    >
      <input type="radio" name={name} value={tier.id} checked={selected} onChange={onSelect} className="sr-only" />
      <span
        aria-hidden="true"
        className={`flex h-5 w-5 shrink-0 items-center justify-center rounded-full border-2 ${
          selected ? "border-acacia-600 bg-acacia-600 text-white" : "border-earth-900/30"
        }`}
      >
        {selected ? <CheckIcon size={12} strokeWidth={3} /> : null}
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold text-earth-900">{i18n._(TIER_MESSAGES[tier.tier_type])}</span>
        <span className="block text-xs text-earth-900/70">{i18n._(TIER_BLURB[tier.tier_type])}</span>
      </span>
      <span className="text-end">
        <span className={`block whitespace-nowrap font-bold ${priced ? "text-acacia-700" : "text-sm text-earth-900/75"}`} data-testid="tier-price">
          {price}
        </span>
        {shown?.wasText ? (
          <s className="block whitespace-nowrap text-xs text-earth-900/70" data-testid="tier-price-was">
            <span className="sr-only">
              <Trans>was</Trans>{" "}
            </span>
            {shown.wasText}
          </s>
        ) : null}
        {shown ? (
          <span className="block whitespace-nowrap text-xs text-earth-900/70" data-testid="tier-price-basis">
            {basisText(i18n, shown.basis)}
          </span>
        ) : null}
      </span>
    </label>
  );
}
