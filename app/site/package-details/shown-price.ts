/**
 * The price the booking panel and the sticky bar show for the chosen tier, residency and party:
 * ONE source for every price on the page (decision 0045). The party's total once the visitor has
 * priced dates and a party (the price function's answer, domain/rates), else the selected tier's
 * shown price ("From" when it is the rates' from-price; rates, else tier price, deal applied), else
 * why there is none. Every one states its basis.
 */
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import type { ApiPackage, ApiTier } from "#domain/api-types.ts";
import { dealOf } from "#domain/deal.ts";
import { formatAmount } from "#domain/rates/money.ts";
import type { PackageRates, PriceResult } from "#domain/rates/types.ts";
import { asLocale } from "#domain/locales.ts";
import { CONTACT_FOR_PRICING, SELECT_A_TIER, tierShownPrice, type ShownPrice } from "#domain/pricing.ts";
import type { InquiryResidency } from "#domain/residency.ts";
import { answerFor, partyBasis, type PartyChoice } from "#app/lib/party-price.ts";
import { basisText, priceText } from "#app/lib/i18n/domain-labels.ts";

type Priced = Extract<PriceResult, { kind: "priced" }>;

export interface PriceShown {
  text: string;
  /** The price before a deal, struck through beside it. */
  wasText: string | null;
  basis: string | null;
}

export function shownPrice(pkg: ApiPackage, rates: PackageRates | null, choice: { tier: ApiTier | null; residency: InquiryResidency; party: PartyChoice }, i18n: I18n): PriceShown {
  const answer = rates ? answerFor(rates, choice.party, choice.tier?.id ?? null, choice.residency, pkg.duration_days, dealOf(pkg)) : null;
  const partyPriced = answer?.kind === "result" && answer.result.kind === "priced" ? answer.result : null;
  return priceToShow(partyPriced, choice.tier ? tierShownPrice(pkg, choice.tier, choice.residency, asLocale(i18n.locale)) : null, choice.tier !== null, i18n);
}

function priceToShow(partyPriced: Priced | null, shown: ShownPrice | null, tierSelected: boolean, i18n: I18n): PriceShown {
  if (partyPriced) {
    return {
      text: formatAmount(partyPriced.total, partyPriced.currency, asLocale(i18n.locale)),
      wasText: partyPriced.deal ? formatAmount(partyPriced.deal.totalBefore, partyPriced.currency, asLocale(i18n.locale)) : null,
      basis: partyBasis(partyPriced, i18n),
    };
  }
  if (shown) {
    const { text } = shown;
    // The basis in the page's language ("per person sharing" is domain/pricing.ts's English).
    const basis = shown.basis === null ? null : basisText(i18n, shown.basis);
    if (shown.source !== "rates") return { text: priceText(i18n, text), wasText: shown.wasText, basis };
    return { text: i18n._(msg`From ${text}`), wasText: shown.wasText, basis: basis === null ? null : i18n._(msg`${basis}, 2 adults`) };
  }
  return { text: priceText(i18n, tierSelected ? CONTACT_FOR_PRICING : SELECT_A_TIER), wasText: null, basis: null };
}
