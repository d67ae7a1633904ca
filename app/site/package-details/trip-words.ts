/**
 * The words of a package's structured data (its TouristTrip JSON-LD) in the page's language (issue
 * 29): offers named by the page's tier and residency names, the price sentences translated in the
 * site's catalogue, the days as the page heads them (domain/itinerary-words.ts, held to the page's
 * own texts by its test). English is domain/'s, as the API and emails have always written it.
 */
import type { I18n } from "@lingui/core";
import { msg, plural } from "@lingui/core/macro";
import { ITINERARY_WORDS } from "#domain/itinerary-words.ts";
import { asLocale, DEFAULT_LOCALE } from "#domain/locales.ts";
import { ENGLISH_TRIP_WORDS, type TripWords } from "#domain/structured-data-catalogue.ts";
import { basisText, RESIDENCY_MESSAGES, TIER_MESSAGES } from "#app/lib/i18n/domain-labels.ts";

export function tripWords(i18n: I18n): TripWords {
  const locale = asLocale(i18n.locale);
  if (locale === DEFAULT_LOCALE) return ENGLISH_TRIP_WORDS;
  return {
    locale,
    itinerary: ITINERARY_WORDS[locale],
    offerName: (tier, residency) => {
      const tierName = i18n._(TIER_MESSAGES[tier]);
      const residencyName = i18n._(RESIDENCY_MESSAGES[residency]);
      return i18n._(msg`${tierName} for ${residencyName}`);
    },
    residency: (residency) => i18n._(RESIDENCY_MESSAGES[residency]),
    fromPrice: (nights) =>
      i18n._(msg`From, per person sharing (2 adults, ${plural(nights, { one: "# night", other: "# nights" })}), for departures in the coming 12 months`),
    price: (basis) => {
      const basisName = basisText(i18n, basis);
      return i18n._(msg`Price ${basisName}`);
    },
    deal: (what, percent, was) => i18n._(msg`${what}; ${percent}% off, was ${was}`),
  };
}
