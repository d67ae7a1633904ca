/**
 * How a rate sheet names a package's tier (issue 24 item 9). By its type alone when the package has
 * one tier of that type; a package with separate resident and international tiers of one type
 * (6 of the demo packages) names each by type and the residencies it is sold to,
 * "value (residents + east_africans)"; two tiers of one type sold to the same residencies, by id.
 * A sheet may still say just "value" where its row's residency picks one tier.
 */
import { INQUIRY_RESIDENCIES, RESIDENCY_LABELS, type InquiryResidency } from "../residency.ts";
import { TIER_LABELS, type TierType } from "../tiers.ts";

export interface NamedTier {
  id: number;
  type: TierType;
  residencies: readonly InquiryResidency[];
}

const normal = (name: string) => name.trim().toLowerCase().replace(/\s+/g, " ").replace(/\s*\+\s*/g, " + ").replace(/\(\s*/g, "(").replace(/\s*\)/g, ")");

const soldTo = (t: NamedTier) => INQUIRY_RESIDENCIES.filter((r) => t.residencies.includes(r));

/** Each tier's name in the sheet, by tier id. */
export function tierSheetNames(tiers: readonly NamedTier[]): Map<number, string> {
  const names = new Map<number, string>();
  for (const t of tiers) {
    const sameType = tiers.filter((o) => o.type === t.type);
    if (sameType.length === 1) {
      names.set(t.id, t.type);
      continue;
    }
    const key = soldTo(t).join(" + ");
    const sameSale = sameType.filter((o) => soldTo(o).join(" + ") === key);
    names.set(t.id, sameSale.length === 1 && key ? `${t.type} (${key})` : `${t.type} #${t.id}`);
  }
  return names;
}

/** A tier's name for people: "Value", or "Value (Kenya Residents, East African Residents)" beside another Value tier. */
export function tierDisplayName(tier: NamedTier, tiers: readonly NamedTier[]): string {
  const name = tierSheetNames(tiers).get(tier.id) ?? tier.type;
  if (name === tier.type) return TIER_LABELS[tier.type];
  if (name.includes("#")) return `${TIER_LABELS[tier.type]} #${tier.id}`;
  return `${TIER_LABELS[tier.type]} (${soldTo(tier).map((r) => RESIDENCY_LABELS[r]).join(", ")})`;
}

/** The tier a sheet row names, or why it names none (said in the sheet's own words). */
export function resolveSheetTier(name: string, residency: InquiryResidency, tiers: readonly NamedTier[]): { tier: NamedTier } | { error: string } {
  const wanted = normal(name);
  const names = tierSheetNames(tiers);
  const exact = tiers.find((t) => normal(names.get(t.id)!) === wanted);
  if (exact) return { tier: exact };
  const listed = tiers.map((t) => names.get(t.id)!).join(", ") || "none";
  const ofType = tiers.filter((t) => t.type === wanted);
  if (ofType.length === 0) return { error: `This package has no tier called "${name.trim()}" (its tiers: ${listed}).` };
  // "value" where the package has several: the row's residency may pick one.
  const selling = ofType.filter((t) => t.residencies.includes(residency));
  if (selling.length === 1) return { tier: selling[0]! };
  return { error: `This package has ${ofType.length} ${wanted} tiers; name the one you mean as the downloaded sheet does (${ofType.map((t) => names.get(t.id)!).join(", ")}).` };
}
