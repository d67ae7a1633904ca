/**
 * The selected tier's itinerary: its days drawn as stops on a timeline, or a line saying the
 * programme comes with the quote when the tier has none.
 */
import { Trans } from "@lingui/react/macro";
import type { ApiTier } from "#domain/api-types.ts";
import { daysFromLegacyHtml, MEALS, presentItinerary, type ItineraryDay } from "#domain/itinerary.ts";
import { msg } from "@lingui/core/macro";
import type { MessageDescriptor } from "@lingui/core";
import { CalendarIcon } from "#app/components/page-icons.tsx";
import { RICH_TEXT_CLS } from "./rich-text.ts";
import { TIER_MESSAGES } from "#app/lib/i18n/domain-labels.ts";
import { useLingui } from "@lingui/react";

/** `named`: several tiers are shown, so the section says whose itinerary this is. */
export function Itinerary({ tier, named }: { tier: ApiTier | null; named: boolean }) {
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="itinerary-heading" className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-earth-900/10 sm:p-7">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="itinerary-heading" className="flex items-center gap-2 font-display text-2xl font-semibold text-earth-900">
          <CalendarIcon size={22} className="text-savanna-600" /> <Trans>Itinerary</Trans>
        </h2>
        {tier && named ? <span className="rounded-full bg-savanna-100 px-3 py-1 text-sm font-semibold text-earth-900"><Trans>{i18n._(TIER_MESSAGES[tier.tier_type])} tier</Trans></span> : null}
      </div>
      {tier && tierDays(tier).length ? <ItineraryDays days={tierDays(tier)} /> : <p className="mt-4 text-earth-900/75">
          <Trans>The day-by-day programme is shared with your quote.</Trans>
        </p>}
    </section>
  );
}

/**
 * A tier's days. A visitor's browser may hold a package cached before the API had
 * `itinerary_days` (the persisted cache outlives a deploy until data_version changes): its HTML
 * is read as days then, with the same conversion as migration 0013.
 */
function tierDays(tier: ApiTier): ItineraryDay[] {
  return tier.itinerary_days ?? daysFromLegacyHtml(tier.itinerary_details_html ?? "");
}

/**
 * The structured day-by-day itinerary (decision 0027): the same derivation as the API's itinerary
 * HTML and the JSON-LD (domain/itinerary.ts), drawn as stops on a timeline. Day headings are h3,
 * the level under the section's h2.
 */
function ItineraryDays({ days }: { days: ItineraryDay[] }) {
  const { i18n } = useLingui();
  return (
    <ol className="mt-4 border-l-2 border-savanna-500/40 pl-5" data-testid="itinerary">
      {presentItinerary(days).map((day, i) => (
        <li key={day.number} className="relative mt-6 first:mt-0" data-testid="itinerary-day">
          <span aria-hidden="true" className="absolute -left-[27px] top-1.5 h-3 w-3 rounded-full bg-savanna-600 ring-4 ring-white" />
          <h3 className="font-semibold text-earth-900">{dayHeading(i18n, day.number, days[i]!.title.trim())}</h3>
          {day.places.length || day.overnight || day.meals ? (
            <dl className="mt-2 grid gap-x-3 gap-y-1 text-sm text-earth-900/80 sm:grid-cols-[auto_1fr]">
              {day.places.length ? (
                <>
                  <dt className="font-semibold text-earth-900">
                    <Trans>Places</Trans>
                  </dt>
                  <dd data-testid="itinerary-places">{day.places.join(" · ")}</dd>
                </>
              ) : null}
              {day.overnight ? (
                <>
                  <dt className="font-semibold text-earth-900">
                    <Trans>Overnight</Trans>
                  </dt>
                  <dd data-testid="itinerary-overnight">{day.overnight}</dd>
                </>
              ) : null}
              {day.meals ? (
                <>
                  <dt className="font-semibold text-earth-900">
                    <Trans>Meals</Trans>
                  </dt>
                  <dd data-testid="itinerary-meals">{i18n._(MEAL_MESSAGES[MEALS.filter((m) => days[i]!.meals.includes(m)).join(" ")]!)}</dd>
                </>
              ) : null}
            </dl>
          ) : null}
          {day.descriptionHtml ? <div className={RICH_TEXT_CLS} dangerouslySetInnerHTML={{ __html: day.descriptionHtml }} /> : null}
        </li>
      ))}
    </ol>
  );
}

/**
 * "Day 2: Full day in the Maasai Mara" in the page's language (the title is the translated day's,
 * decision 0075); in English exactly domain/itinerary.ts's heading.
 */
function dayHeading(i18n: ReturnType<typeof useLingui>["i18n"], number: number, title: string): string {
  return title ? i18n._(msg`Day ${number}: ${title}`) : i18n._(msg`Day ${number}`);
}

/**
 * domain/itinerary.ts `mealsLabel` in the page's language, one message per combination of the
 * three meals (keyed by the meals in the day's order), so each language joins them its own way.
 */
const MEAL_MESSAGES: Record<string, MessageDescriptor> = {
  breakfast: msg`Breakfast`,
  lunch: msg`Lunch`,
  dinner: msg`Dinner`,
  "breakfast lunch": msg`Breakfast and lunch`,
  "breakfast dinner": msg`Breakfast and dinner`,
  "lunch dinner": msg`Lunch and dinner`,
  "breakfast lunch dinner": msg`Breakfast, lunch and dinner`,
};
