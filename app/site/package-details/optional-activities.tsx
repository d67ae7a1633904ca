/**
 * The package's optional activities, each priced in the residency's currency; nothing when it has none.
 * Each carries one amount, charged per traveller who takes part (decision 0045).
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { asLocale } from "#domain/locales.ts";
import { priceText } from "#app/lib/i18n/domain-labels.ts";
import type { ApiOptionalActivity } from "#domain/api-types.ts";
import { tierPrice } from "#domain/pricing.ts";
import type { InquiryResidency } from "#domain/residency.ts";
import { SparklesIcon } from "#app/components/page-icons.tsx";

export function OptionalActivities({ activities, residency }: { activities: ApiOptionalActivity[]; residency: InquiryResidency }) {
  const { i18n } = useLingui();
  if (activities.length === 0) return null;
  return (
    <section aria-labelledby="activities-heading" className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-earth-900/10 sm:p-7">
      <h2 id="activities-heading" className="flex items-center gap-2 font-display text-2xl font-semibold text-earth-900">
        <SparklesIcon size={22} className="text-savanna-600" /> <Trans>Optional activities</Trans>
      </h2>
      <ul className="mt-4 divide-y divide-earth-900/10" data-testid="optional-activities">
        {activities.map((a) => (
          <li key={a.id} className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1 py-3">
            <div className="min-w-0 flex-1">
              <h3 className="font-semibold text-earth-900">{a.activity_name}</h3>
              {a.description ? <p className="text-sm text-earth-900/75">{a.description}</p> : null}
            </div>
            <span className="whitespace-nowrap text-right">
              <span className="block font-semibold text-acacia-700">{priceText(i18n, tierPrice({ price_kshs: a.cost_kshs, price_usd: a.cost_usd }, residency, asLocale(i18n.locale)))}</span>
              {a.cost_kshs || a.cost_usd ? (
                <span className="block text-xs text-earth-900/70" data-testid="activity-price-basis">
                  <Trans>per person</Trans>
                </span>
              ) : null}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
