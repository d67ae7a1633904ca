/**
 * /travel-management (SPEC §2): a landing with two buttons, Corporate and
 * Student, and two cards whose Explore buttons lead to the two sub-pages.
 */
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { i18nFromMatches } from "#app/lib/i18n/from-matches.ts";
import { Link } from "#app/lib/i18n/link.tsx";
import type { Route } from "./+types/travel-management";
import { travelManagementHero, travelManagementOffers } from "#app/content/pages/travel-management.ts";
import { useContentCopy } from "#app/content/pages/localize.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { PageHero } from "#app/components/page-hero.tsx";
import { StoredPicture } from "#app/components/stored-picture.tsx";
import { FeatureIcon } from "#app/components/feature-icon.tsx";
import { PdfLink } from "#app/components/pdf-link.tsx";
import { buttonStyles } from "#app/components/button-styles.ts";
import { ArrowRightIcon, CheckIcon } from "#app/components/icons.tsx";
import { siteOf } from "../lib/areas.ts";

const HEADER = "headers/travel-management";
/** The page's copy, read in the page's language by the component (app/content/pages/localize.ts). */
const COPY = { travelManagementHero, travelManagementOffers };
const HERO_ALT = msg`Aircraft on the runway ready for departure`;

export function loader({ context }: Route.LoaderArgs) {
  return { origin: siteOf(context).origin };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const i18n = i18nFromMatches(matches);
  return pageMeta(matches, {
    title: i18n._(msg`Travel Management`),
    description: i18n._(
      msg`Corporate and student travel management from Twiga Horizons Travel: business travel, events and team building, and safe educational trips for ages 10-25.`,
    ),
    path: "/travel-management",
    origin: loaderData?.origin,
    image: HEADER,
    imageAlt: i18n._(HERO_ALT),
    breadcrumbs: [{ name: i18n._(msg`Travel Management`), path: "/travel-management" }],
  });
}

export default function TravelManagement() {
  const { travelManagementHero, travelManagementOffers } = useContentCopy()(COPY);
  const { i18n, t } = useLingui();
  return (
    <main id="main-content">
      <PageHero
        title={travelManagementHero.title}
        subtitle={travelManagementHero.subtitle}
        imageKey={HEADER}
        imageAlt={i18n._(HERO_ALT)}
        breadcrumbs={[{ label: t`Home`, to: "/" }, { label: t`Travel Management` }]}
        size="tall"
      >
        {travelManagementOffers.map((offer, i) => (
          <Link key={offer.key} to={offer.to} className={i === 0 ? buttonStyles.light : buttonStyles.ghostLight}>
            <FeatureIcon name={offer.icon} className="h-5 w-5" />
            {offer.label}
          </Link>
        ))}
      </PageHero>

      <section aria-labelledby="programmes-heading" className="bg-savanna-50 py-16 md:py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <header className="mx-auto max-w-3xl text-center">
            <p className="text-sm font-semibold uppercase tracking-[0.18em] text-savanna-700">
              <Trans>Two programmes, one team</Trans>
            </p>
            <h2 id="programmes-heading" className="mt-2 font-display text-3xl font-semibold text-earth-900 md:text-4xl">
              <Trans>Choose the programme that fits you</Trans>
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-earth-900/75">
              <Trans>
                Whether you move executives across the region or a class across the country, you get a dedicated coordinator, 24/7 support and clear, written terms.
              </Trans>
            </p>
          </header>
          <ul className="mt-12 grid gap-8 lg:grid-cols-2">
            {travelManagementOffers.map((offer) => (
              <li key={offer.key}>
                <article
                  aria-labelledby={`${offer.key}-title`}
                  className="flex h-full flex-col overflow-hidden rounded-3xl border border-savanna-100 bg-white shadow-sm transition hover:shadow-lg"
                  data-testid={`offer-${offer.key}`}
                >
                  <div className="relative aspect-[16/9] overflow-hidden [&>picture]:block [&>picture]:h-full">
                    <StoredPicture src={offer.imageKey} alt={offer.imageAlt} sizes="(min-width: 1024px) 50vw, 100vw" className="h-full w-full object-cover" />
                    <span className="absolute start-5 top-5 inline-flex items-center gap-2 rounded-full bg-white/95 px-3 py-1.5 text-sm font-semibold text-acacia-700 shadow">
                      <FeatureIcon name={offer.icon} className="h-4 w-4" />
                      {offer.label}
                    </span>
                  </div>
                  <div className="flex flex-1 flex-col p-6 md:p-8">
                    <h3 id={`${offer.key}-title`} className="font-display text-2xl font-semibold text-earth-900">
                      {offer.title}
                    </h3>
                    <p className="mt-3 leading-relaxed text-earth-900/80">{offer.summary}</p>
                    <ul className="mt-5 space-y-2">
                      {offer.highlights.map((h) => (
                        <li key={h} className="flex items-start gap-2 text-earth-900/85">
                          <CheckIcon size={18} className="mt-0.5 shrink-0 text-acacia-600" />
                          {h}
                        </li>
                      ))}
                    </ul>
                    <div className="mt-auto flex flex-wrap gap-3 pt-8">
                      <Link to={offer.to} className={buttonStyles.green} aria-label={t`Explore ${offer.title}`}>
                        <Trans>Explore</Trans>
                        <ArrowRightIcon size={18} />
                      </Link>
                      <PdfLink href={offer.proposal} className={buttonStyles.outline}>
                        <Trans>View Proposal</Trans>
                      </PdfLink>
                    </div>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </main>
  );
}
