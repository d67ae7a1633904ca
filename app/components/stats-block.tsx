/** The stats band of the About page (SPEC §2: 500+ happy travelers, 50+ destinations, 5 years, 24/7 support). */
import { useLingui } from "@lingui/react/macro";
import type { Stat } from "#app/content/pages/types.ts";
import { FeatureIcon } from "./feature-icon.tsx";

export function StatsBlock({ stats, label }: { stats: Stat[]; label?: string }) {
  const { t } = useLingui();
  return (
    <section aria-label={label ?? t`Twiga Horizons in numbers`} className="bg-acacia-900 text-white">
      <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-px overflow-hidden px-4 py-12 sm:px-6 md:grid-cols-4 md:py-14 lg:px-8">
        {stats.map((stat) => (
          <div key={stat.label} className="flex flex-col items-center px-2 py-4 text-center" data-testid="stat">
            <FeatureIcon name={stat.icon} className="h-7 w-7 text-savanna-100" />
            <dt className="order-last mt-1 text-sm font-medium uppercase tracking-wider text-white/80">{stat.label}</dt>
            <dd className="mt-3 font-display text-4xl font-semibold text-white md:text-5xl">{stat.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
