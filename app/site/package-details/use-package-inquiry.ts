/**
 * Asking about a package: Book Now, Get Custom Quote and "Ask about this price" open the inquiry
 * dialog, prefilled with the package and what the visitor chose (useTripChoice); before JavaScript
 * loads the same links lead to the form inline on the page (?inquire=1#inquiry), with the dates and
 * party priced in the address once the visitor has priced them.
 */
import { useMemo, useState } from "react";
import type { ApiPackage } from "#domain/api-types.ts";
import type { PackageRates } from "#domain/rates/types.ts";
import { partyInquiry, partySearch } from "#app/lib/party-price.ts";
import { useLocalize } from "#app/lib/i18n/link.tsx";
import type { TripChoice } from "./use-trip-choice.ts";

/** "price": "Ask about this price" under the party price, which asks about that tier at that residency. */
export type InquiryKind = "book" | "quote" | "price";

export function usePackageInquiry(pkg: ApiPackage, rates: PackageRates | null, choice: TripChoice) {
  const [kind, setKind] = useState<InquiryKind | null>(null);
  const { residency, residencyChosen, selected, tierChosen, party } = choice;
  // The dates and party chosen in the price widget ride along into the inquiry (decision 0034).
  const carried = rates ? partyInquiry(party, pkg.duration_days) : {};
  const carriedKey = JSON.stringify(carried);
  // Asking about the party price asks about the tier and residency that price is for.
  const askedAboutPrice = kind === "price";
  const selectedTierType = selected?.tier_type;
  const initial = useMemo(
    () => ({
      package: String(pkg.package_id),
      residency: residencyChosen || askedAboutPrice ? residency : ("" as const),
      budget_tier: (tierChosen || askedAboutPrice) && selectedTierType ? selectedTierType : ("" as const),
      ...(JSON.parse(carriedKey) as typeof carried),
    }),
    [pkg.package_id, residency, residencyChosen, selectedTierType, tierChosen, askedAboutPrice, carriedKey],
  );
  // The links before JavaScript lead to the form on this page, in the page's language.
  const localize = useLocalize();
  const href = localize(
    carried.start_date
      ? `/packages/${pkg.package_id}?inquire=1&${partySearch(party, residency, selected?.id ?? null).toString()}#inquiry`
      : `/packages/${pkg.package_id}?inquire=1#inquiry`,
  );
  const open = (next: InquiryKind) => (e: React.MouseEvent) => {
    e.preventDefault();
    setKind(next);
  };
  return { kind, close: () => setKind(null), initial, href, open };
}
