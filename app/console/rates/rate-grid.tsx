/**
 * A package's rates as a grid per tier (issue 28 item 8): seasons down, residencies across, each
 * cell the rate for that season and residency (KES and USD rates side by side), a link that edits
 * it. A cell the tier is sold to but no rate prices is marked "Unpriced" with a link that adds that
 * very rate; a residency the tier is not sold to is left grey. The package's unpriced date ranges
 * are listed under the grids.
 */
import { Link } from "react-router";
import { describeRate } from "#domain/rates/describe.ts";
import type { PackageGaps, RateTier } from "#domain/rates/console-context.ts";
import type { Rate } from "#domain/rates/types.ts";
import { INQUIRY_RESIDENCIES, RESIDENCY_LABELS } from "#domain/residency.ts";

/** A rate as the sheet lists it: its tier by the sheet's name. */
type SheetRate = Omit<Rate, "tierId"> & { tier: string };

export function RateGrid({ packageId, title, rates, tiers, seasons, gaps, rangeText }: { packageId: number; title: string; rates: SheetRate[]; tiers: RateTier[]; seasons: string[]; gaps: PackageGaps | null; rangeText: (r: PackageGaps["ranges"][number]) => string }) {
  return (
    <>
      {tiers.map((tier) => {
        const ofTier = rates.filter((r) => r.tier === tier.sheetName);
        return (
          <div key={tier.id} className="c-rate-grid-wrap">
            <table className="c-table c-rate-grid" data-testid="rate-grid">
              <caption>
                {tier.label} <span className="c-muted c-small">per night · {title}</span>
              </caption>
              <thead>
                <tr>
                  <th scope="col">Season</th>
                  {INQUIRY_RESIDENCIES.map((res) => (
                    <th scope="col" key={res}>
                      {RESIDENCY_LABELS[res]}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {seasons.map((season) => (
                  <tr key={season}>
                    <th scope="row">{season}</th>
                    {INQUIRY_RESIDENCIES.map((res) => {
                      const here = ofTier.filter((r) => r.residency === res && r.season === season);
                      if (!tier.residencies.includes(res)) {
                        return (
                          <td key={res} data-label={RESIDENCY_LABELS[res]} className="c-rate-cell c-rate-cell-off">
                            <span className="c-muted c-small">Not sold</span>
                          </td>
                        );
                      }
                      if (!here.length) {
                        const add = new URLSearchParams({ new: "1", tier: String(tier.id), residency: res, season });
                        return (
                          <td key={res} data-label={RESIDENCY_LABELS[res]} className="c-rate-cell c-rate-cell-missing" data-testid="rate-unpriced">
                            <strong>Unpriced</strong>{" "}
                            <Link to={`/console/rates/${packageId}/rate?${add}`} aria-label={`Add the ${tier.label} rate for ${RESIDENCY_LABELS[res]}, ${season}`}>
                              Add
                            </Link>
                          </td>
                        );
                      }
                      return (
                        <td key={res} data-label={RESIDENCY_LABELS[res]} className="c-rate-cell">
                          {here.map((r) => {
                            const words = describeRate(r);
                            const key = new URLSearchParams({ tier: String(tier.id), residency: r.residency, season: r.season, currency: r.currency });
                            return (
                              <div key={r.currency} data-testid="rate-row">
                                <Link to={`/console/rates/${packageId}/rate?${key}`} aria-label={`Edit the ${tier.label} rate for ${RESIDENCY_LABELS[r.residency]}, ${r.season}, ${r.currency}`}>
                                  {words.price}
                                </Link>
                                {words.bands ? <div className="c-muted c-small">{words.bands}</div> : null}
                              </div>
                            );
                          })}
                        </td>
                      );
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        );
      })}
      {gaps?.ranges.length ? (
        <div className="c-alert c-alert-warn" data-testid="package-unpriced">
          <p>
            <strong>Dates this package cannot price</strong>
          </p>
          <ul>
            {gaps.ranges.map((r) => (
              <li key={r.first} data-testid="unpriced-range">
                {rangeText(r)}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </>
  );
}
