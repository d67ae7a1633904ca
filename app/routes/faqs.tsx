/**
 * /faqs: questions and answers (SPEC §2) as an accessible disclosure list:
 * native <details>/<summary>, keyboard operable without JavaScript. The groups
 * are the published FAQs document (decision 0029: edited in the console,
 * answers sanitized on publish); the FAQPage JSON-LD is made from the same.
 */
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { i18nFromMatches } from "#app/lib/i18n/from-matches.ts";
import { Link } from "#app/lib/i18n/link.tsx";
import type { Route } from "./+types/faqs";
import { answerPlainText, EMPTY_FAQS } from "#domain/site-page-text.ts";
import { RichText } from "#app/components/rich-text.tsx";
import { useCompany } from "#app/lib/company.tsx";
import { pageMeta } from "#app/lib/seo.ts";
import { faqPage } from "#domain/structured-data.ts";
import { PageHero } from "#app/components/page-hero.tsx";
import { buttonStyles } from "#app/components/button-styles.ts";
import { ChevronDownIcon } from "#app/components/icons.tsx";
import { siteOf } from "../lib/areas.ts";

const HEADER = "headers/faqs";
const HERO_ALT = msg`Safari vehicle on a track across the plains`;

export async function loader({ context }: Route.LoaderArgs) {
  return { origin: siteOf(context).origin, faqs: await siteOf(context).catalogue.faqs().catch(() => EMPTY_FAQS) };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const i18n = i18nFromMatches(matches);
  return pageMeta(matches, {
    title: i18n._(msg`FAQs`),
    description: i18n._(
      msg`Answers about booking with Twiga Horizons Travel: quotes, deposits, payment by card, bank, M-Pesa or cash, cancellations, flights, visas and support while you travel.`,
    ),
    path: "/faqs",
    origin: loaderData?.origin,
    image: HEADER,
    imageAlt: i18n._(HERO_ALT),
    breadcrumbs: [{ name: i18n._(msg`FAQs`), path: "/faqs" }],
    jsonLd: loaderData?.faqs.groups.length
      ? [faqPage(loaderData.faqs.groups.flatMap((g) => g.faqs.map((f) => ({ question: f.question, answer: answerPlainText(f.answer_html) }))))]
      : [],
  });
}

export default function Faqs({ loaderData }: Route.ComponentProps) {
  const faqGroups = loaderData.faqs.groups;
  const site = useCompany();
  const { i18n, t } = useLingui();
  const email = site.email;
  const phone = site.phones[0];
  const reach = email && phone ? t`Write to ${email} or call ${phone}.` : email ? t`Write to ${email}.` : phone ? t`Call ${phone}.` : "";
  return (
    <main id="main-content">
      <PageHero
        title={t`Frequently Asked Questions`}
        subtitle={t`Quick answers about quotes, payments, cancellations and travelling with us.`}
        imageKey={HEADER}
        imageAlt={i18n._(HERO_ALT)}
        breadcrumbs={[{ label: t`Home`, to: "/" }, { label: t`FAQs` }]}
      />
      <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 md:py-16">
        {faqGroups.map((group) => (
          <section key={group.id} aria-labelledby={`${group.id}-heading`} className="mb-12">
            <h2 id={`${group.id}-heading`} className="font-display text-2xl font-semibold text-earth-900 md:text-3xl">
              {group.title}
            </h2>
            <div className="mt-5 divide-y divide-savanna-100 overflow-hidden rounded-2xl border border-savanna-100 bg-white shadow-sm">
              {group.faqs.map((faq) => (
                <details key={faq.question} className="group" data-testid="faq">
                  <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-start text-base font-semibold text-earth-900 hover:bg-savanna-50 md:text-lg focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-acacia-700 md:px-6 [&::-webkit-details-marker]:hidden">
                    {faq.question}
                    <ChevronDownIcon size={20} className="shrink-0 text-acacia-700 transition-transform group-open:rotate-180 motion-reduce:transition-none" />
                  </summary>
                  <RichText
                    html={faq.answer_html}
                    className="px-5 pb-5 md:px-6 !text-base !leading-relaxed !text-earth-900/80 [&_p]:!mb-0 [&_p]:!mt-2 [&_p:first-child]:!mt-0"
                  />
                </details>
              ))}
            </div>
          </section>
        ))}
        <aside aria-labelledby="more-questions" className="rounded-3xl bg-acacia-900 p-8 text-center text-white md:p-10">
          <h2 id="more-questions" className="font-display text-2xl font-semibold md:text-3xl">
            <Trans>Still have a question?</Trans>
          </h2>
          <p className="mx-auto mt-3 max-w-xl text-white/85">
            {reach ? `${reach} ` : ""}
            <Trans>Our full booking terms are in the Terms and Conditions.</Trans>
          </p>
          <div className="mt-6 flex flex-wrap justify-center gap-3">
            <Link to="/info" className={buttonStyles.light}>
              <Trans>Contact us</Trans>
            </Link>
            <Link to="/terms" className={buttonStyles.ghostLight}>
              <Trans>Terms and Conditions</Trans>
            </Link>
          </div>
        </aside>
      </div>
    </main>
  );
}
