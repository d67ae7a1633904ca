/**
 * What the selected tier includes and leaves out, side by side; nothing when it lists neither.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import type { ApiTier } from "#domain/api-types.ts";
import { CheckIcon, CloseIcon } from "#app/components/icons.tsx";

export function Inclusions({ tier }: { tier: ApiTier | null }) {
  const { t } = useLingui();
  if (!tier || (tier.inclusions.length === 0 && tier.exclusions.length === 0)) return null;
  return (
    <div className="grid gap-6 md:grid-cols-2">
      <ListCard title={t`What's included`} items={tier.inclusions} tone="in" testId="inclusions" />
      <ListCard title={t`Not included`} items={tier.exclusions} tone="out" testId="exclusions" />
    </div>
  );
}

function ListCard({ title, items, tone, testId }: { title: string; items: string[]; tone: "in" | "out"; testId: string }) {
  return (
    <section className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-earth-900/10 sm:p-6" data-testid={testId}>
      <h2 className="font-display text-xl font-semibold text-earth-900">{title}</h2>
      {items.length ? (
        <ul className="mt-3 space-y-2">
          {items.map((item, i) => (
            <li key={i} className="flex items-start gap-2.5 text-[15px] text-earth-900/85">
              <span
                className={`mt-0.5 flex h-5 w-5 shrink-0 items-center justify-center rounded-full ${
                  tone === "in" ? "bg-acacia-700/10 text-acacia-700" : "bg-red-50 text-red-800"
                }`}
              >
                {tone === "in" ? <CheckIcon size={13} strokeWidth={3} /> : <CloseIcon size={12} strokeWidth={3} />}
              </span>
              {item}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-sm text-earth-900/70">
          <Trans>Nothing listed.</Trans>
        </p>
      )}
    </section>
  );
}
