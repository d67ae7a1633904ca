/**
 * What the visitor chose on a package's page: the residency, the tier and the party.
 *
 * The page starts from defaults (SPEC §4): the address's residency, else the residency given
 * elsewhere this visit, else residents; tiers follow the residency (all tiers when none is flagged
 * for it), and the first shown tier is selected until the visitor picks another (a lone tier always
 * is). An inquiry records only what the visitor chose (issue 24 item 6, decision 0044): a tier
 * clicked, a residency picked here or earlier in the visit. The residency and the party priced are
 * remembered for the visit like any trip detail (decision 0016), so other inquiry forms start from them.
 */
import { useEffect, useMemo, useState } from "react";
import type { ApiPackage, ApiTier } from "#domain/api-types.ts";
import { tiersForResidency } from "#domain/pricing.ts";
import type { InquiryResidency } from "#domain/residency.ts";
import { TIER_TYPES } from "#domain/tiers.ts";
import { readTripDetails, saveTripDetails } from "#app/lib/trip-details.ts";
import { DEFAULT_PARTY, partyInquiry, type PartyChoice } from "#app/lib/party-price.ts";

interface TripChoiceStart {
  residency: InquiryResidency;
  /** The tier the address names, if any. */
  tier: number | null;
  /** The party the address names, if any. */
  party: PartyChoice | null;
}

export function useTripChoice(pkg: ApiPackage, start: TripChoiceStart) {
  const [residency, setResidency] = useState<InquiryResidency>(start.residency);
  const [selectedId, setSelectedId] = useState<number | null>(start.tier);
  const [residencyChosen, setResidencyChosen] = useState(false);
  const [tierChosen, setTierChosen] = useState(false);
  const [party, setParty] = useState<PartyChoice>(start.party ?? DEFAULT_PARTY);
  useEffect(() => {
    // The residency the visitor gave elsewhere this visit, unless the address names one.
    const remembered = readTripDetails().residency;
    if (remembered && !new URLSearchParams(window.location.search).has("residency")) {
      setResidency(remembered);
      setResidencyChosen(true);
    }
  }, []);
  const chooseResidency = (value: InquiryResidency) => {
    setResidency(value);
    setResidencyChosen(true);
    saveTripDetails({ residency: value });
  };
  const chooseTier = (id: number) => {
    setSelectedId(id);
    setTierChosen(true);
  };
  const chooseParty = (update: (prev: PartyChoice) => PartyChoice) => {
    setParty((prev) => {
      const next = update(prev);
      const carried = partyInquiry(next, pkg.duration_days);
      if (carried.start_date) saveTripDetails({ start_date: carried.start_date, end_date: carried.end_date, pax_adults: next.adults, pax_children: next.children, children_ages: next.ages });
      return next;
    });
  };
  const tiers = useMemo(() => sortTiers(tiersForResidency(pkg.tiers, residency)), [pkg.tiers, residency]);
  const selected = tiers.find((t) => t.id === selectedId) ?? tiers[0] ?? null;
  return { residency, residencyChosen, chooseResidency, tiers, selected, tierChosen, chooseTier, party, chooseParty };
}

export type TripChoice = ReturnType<typeof useTripChoice>;

/** In the SPEC's tier order (domain/tiers.ts): single, value, comfort, premier. */
function sortTiers<T extends ApiTier>(tiers: readonly T[]): T[] {
  return [...tiers].sort((a, b) => TIER_TYPES.indexOf(a.tier_type) - TIER_TYPES.indexOf(b.tier_type));
}
