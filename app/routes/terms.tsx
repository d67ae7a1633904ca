/**
 * /terms: the Terms and Conditions (SPEC §2), stating the commercial terms of
 * SPEC §9 and the booking flow of SPEC §4. The sections are the published terms
 * document (decision 0029: edited in the console, HTML sanitized on publish);
 * the booking flow's steps are the product's and show under the section marked.
 */
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { i18nFromMatches } from "#app/lib/i18n/from-matches.ts";
import { Link } from "#app/lib/i18n/link.tsx";
import type { Route } from "./+types/terms";
import { bookingFlow as englishBookingFlow } from "#app/content/pages/commercial-terms.ts";
import { useContentCopy } from "#app/content/pages/localize.ts";
import { BOOKING_TERMS } from "#domain/booking-terms.ts";
import { EMPTY_TERMS } from "#domain/site-page-text.ts";
import { RichText } from "#app/components/rich-text.tsx";
import { pageMeta } from "#app/lib/seo.ts";
import { PageHero } from "#app/components/page-hero.tsx";
import { siteOf } from "../lib/areas.ts";

const HEADER = "headers/terms";
const HERO_ALT = msg`Dhow at anchor in calm water`;

export async function loader({ context }: Route.LoaderArgs) {
  const [terms, bookingTerms] = await Promise.all([siteOf(context).catalogue.terms().catch(() => EMPTY_TERMS), siteOf(context).catalogue.bookingTerms().catch(() => BOOKING_TERMS)]);
  // The booking flow states THE booking terms as the owner saved them (issue 26).
  return { origin: siteOf(context).origin, terms, bookingTerms };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const i18n = i18nFromMatches(matches);
  return pageMeta(matches, {
    title: i18n._(msg`Terms and Conditions`),
    description: i18n._(
      msg`Booking terms of Twiga Horizons Travel: 50% deposit, balance 30 days before departure, cancellation charges, flights, prices in USD and KES, payment methods and quotes.`,
    ),
    path: "/terms",
    origin: loaderData?.origin,
    image: HEADER,
    imageAlt: i18n._(HERO_ALT),
    breadcrumbs: [{ name: i18n._(msg`Terms and Conditions`), path: "/terms" }],
  });
}

export default function Terms({ loaderData }: Route.ComponentProps) {
  const copy = useContentCopy();
  const bookingFlow = (terms: Parameters<typeof englishBookingFlow>[0]) => copy(englishBookingFlow(terms));
  const { updated, intro, sections: termsSections } = loaderData.terms;
  const { i18n, t } = useLingui();
  return (
    <main id="main-content">
      <PageHero
        title={t`Terms and Conditions`}
        subtitle={t`Clear terms, agreed before you travel.`}
        imageKey={HEADER}
        imageAlt={i18n._(HERO_ALT)}
        breadcrumbs={[{ label: t`Home`, to: "/" }, { label: t`Terms and Conditions` }]}
      />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:py-16 lg:grid-cols-[16rem_1fr] lg:px-8">
        {termsSections.length ? (
        <nav aria-label={t`On this page`} className="lg:sticky lg:top-28 lg:self-start">
          <p className="text-sm font-semibold uppercase tracking-wider text-earth-900/70">
            <Trans>On this page</Trans>
          </p>
          <ol className="mt-3 grid gap-1 text-sm sm:grid-cols-2 lg:grid-cols-1">
            {termsSections.map((s) => (
              <li key={s.id}>
                <a href={`#${s.id}`} className="block rounded-md px-2 py-1.5 text-earth-900/80 hover:bg-savanna-100 hover:text-earth-900">
                  {s.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        ) : null}
        <article className="max-w-3xl rounded-3xl bg-white p-6 shadow-sm ring-1 ring-savanna-100 md:p-10">
          {updated ? <p className="text-sm text-earth-900/70">
              <Trans>Last updated {updated}</Trans>
            </p> : null}
          {intro ? <p className="mt-4 text-lg leading-relaxed text-earth-900/85">{intro}</p> : null}
          {termsSections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="mt-10">
              <h2 id={`${section.id}-heading`} className="font-display text-2xl font-semibold text-earth-900">
                {section.title}
              </h2>
              <RichText
                html={section.body_html}
                className="mt-3 !text-base !leading-relaxed !text-earth-900/85 [&_p]:!my-3 [&_ul]:!my-3 [&_ul]:space-y-2"
              />
              {section.booking_flow ? (
                <ol className="mt-5 space-y-4 border-s-2 border-savanna-100 ps-6" data-testid="booking-flow">
                  {bookingFlow(loaderData.bookingTerms).map((step, i) => (
                    <li key={step.title} className="relative">
                      <span
                        className="absolute -start-[2.45rem] top-0 inline-flex h-7 w-7 items-center justify-center rounded-full bg-acacia-700 text-sm font-semibold text-white"
                        aria-hidden="true"
                      >
                        {i + 1}
                      </span>
                      <h3 className="font-semibold text-earth-900">{step.title}</h3>
                      <p className="mt-1 leading-relaxed text-earth-900/80">{step.text}</p>
                    </li>
                  ))}
                </ol>
              ) : null}
            </section>
          ))}
          <p className="mt-12 border-t border-savanna-100 pt-6 text-earth-900/80">
            <Trans>
              Questions about these terms? See our{" "}
              <Link to="/faqs" className="font-semibold text-acacia-700 underline underline-offset-4">
                FAQs
              </Link>{" "}
              or{" "}
              <Link to="/info" className="font-semibold text-acacia-700 underline underline-offset-4">
                contact us
              </Link>
              .
            </Trans>
          </p>
        </article>
      </div>
    </main>
  );
}
