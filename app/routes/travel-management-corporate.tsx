/**
 * /travel-management/corporate (SPEC §2), blocks in the order the spec lists:
 * hero with View Proposal, credentials, challenge, seven services, five
 * why-choose cards, four value points, call to action, four testimonials.
 */
import type { Route } from "./+types/travel-management-corporate";
import {
  CORPORATE_PROPOSAL_PDF,
  corporateChallenge,
  corporateCredentials,
  corporateCta,
  corporateFact,
  corporateHero,
  corporateServices,
  corporateTestimonials,
  corporateValuePoints,
  corporateWhyChoose,
} from "#app/content/pages/corporate.ts";
import { useCompany } from "#app/lib/company.tsx";
import { pageMeta } from "#app/lib/seo.ts";
import { PageHero } from "#app/components/page-hero.tsx";
import { Section } from "#app/components/section.tsx";
import { FeatureCard } from "#app/components/feature-card.tsx";
import { FeatureIcon } from "#app/components/feature-icon.tsx";
import { TestimonialCard } from "#app/components/testimonial-card.tsx";
import { PdfLink } from "#app/components/pdf-link.tsx";
import { buttonStyles } from "#app/components/button-styles.ts";
import { CheckIcon, ExternalLinkIcon } from "#app/components/icons.tsx";

const HEADER = "headers/corporate";

export function loader({ context }: Route.LoaderArgs) {
  return { origin: context.origin };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: "Corporate Travel Management",
    description:
      "Air ticketing, hotels, conferences, team building, transfers, insurance and visa guidance for organisations, with 24/7 support, credit plans and monthly reporting.",
    path: "/travel-management/corporate",
    origin: loaderData?.origin,
    image: HEADER,
    imageAlt: "Conference room set for a corporate event",
    breadcrumbs: [
      { name: "Travel Management", path: "/travel-management" },
      { name: "Corporate", path: "/travel-management/corporate" },
    ],
  });
}

export default function CorporateTravelManagement() {
  const site = useCompany();
  return (
    <main id="main-content">
      <PageHero
        title={corporateHero.title}
        subtitle={corporateHero.subtitle}
        imageKey={HEADER}
        imageAlt="Conference room set for a corporate event"
        breadcrumbs={[{ label: "Home", to: "/" }, { label: "Travel Management", to: "/#travel-management" }, { label: "Corporate" }]}
        size="tall"
      >
        <PdfLink href={CORPORATE_PROPOSAL_PDF} className={buttonStyles.light}>
          View Proposal
        </PdfLink>
      </PageHero>

      <section id="credentials" aria-labelledby="credentials-heading" className="bg-white py-14">
        <div className="mx-auto grid max-w-7xl gap-8 px-4 sm:px-6 lg:grid-cols-[1.1fr_1fr] lg:items-center lg:px-8">
          <div>
            <p className="text-sm font-semibold uppercase tracking-[0.18em] text-savanna-700">Credentials</p>
            <h2 id="credentials-heading" className="mt-2 font-display text-3xl font-semibold text-earth-900">
              {corporateCredentials.heading}
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-earth-900/80">{corporateCredentials.text}</p>
          </div>
          <ul className="grid gap-3 sm:grid-cols-2">
            {corporateCredentials.points.map((point) => (
              <li key={point} className="flex items-start gap-3 rounded-xl bg-savanna-50 p-4 font-medium text-earth-900">
                <CheckIcon size={20} className="mt-0.5 shrink-0 text-acacia-600" />
                {point}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section id="challenge" aria-labelledby="challenge-heading" className="bg-acacia-900 py-16 text-white md:py-20">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-[1.4fr_1fr] lg:items-center lg:px-8">
          <div>
            <p className="text-sm font-semibold uppercase tracking-[0.18em] text-savanna-100">Why it matters</p>
            <h2 id="challenge-heading" className="mt-2 font-display text-3xl font-semibold md:text-4xl">
              {corporateChallenge.heading}
            </h2>
            {corporateChallenge.paragraphs.map((p) => (
              <p key={p.slice(0, 24)} className="mt-4 text-lg leading-relaxed text-white/85">
                {p}
              </p>
            ))}
          </div>
          <figure className="rounded-3xl border border-white/15 bg-white/5 p-8" data-testid="fact">
            <FeatureIcon name={corporateFact.icon} className="h-8 w-8 text-savanna-100" />
            <p className="mt-4 font-display text-6xl font-semibold text-amber-300">{corporateFact.percentage}</p>
            <p className="mt-3 text-lg leading-relaxed">{corporateFact.description}</p>
            <figcaption className="mt-4 text-sm text-white/70">Source: {corporateFact.source}</figcaption>
          </figure>
        </div>
      </section>

      <Section
        id="services"
        eyebrow="What we handle"
        title="Our corporate travel services"
        intro="Seven services, one account, one monthly statement."
        tone="plain"
      >
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4" data-testid="service-cards">
          {corporateServices.map((card) => (
            <li key={card.title}>
              <FeatureCard card={card} />
            </li>
          ))}
        </ul>
      </Section>

      <Section id="why-choose" eyebrow="Why Twiga Horizons" title={site.name ? `Why organisations choose ${site.name}` : "Why organisations choose us"} tone="white">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-5" data-testid="why-choose-cards">
          {corporateWhyChoose.map((card) => (
            <li key={card.title}>
              <FeatureCard card={card} />
            </li>
          ))}
        </ul>
      </Section>

      <Section id="value" eyebrow="Value proposition" title="What your organisation gains" tone="sand">
        <ol className="grid gap-6 md:grid-cols-2" data-testid="value-points">
          {corporateValuePoints.map((card, i) => (
            <li key={card.title}>
              <FeatureCard card={card} index={i + 1} />
            </li>
          ))}
        </ol>
      </Section>

      <section id="cta" aria-labelledby="cta-heading" className="bg-savanna-50 py-16">
        <div className="mx-auto max-w-5xl px-4 sm:px-6 lg:px-8">
          <div className="rounded-3xl bg-gradient-to-br from-acacia-700 to-acacia-900 px-6 py-12 text-center text-white shadow-lg md:px-12">
            <h2 id="cta-heading" className="font-display text-3xl font-semibold md:text-4xl">
              {corporateCta.heading}
            </h2>
            <p className="mx-auto mt-4 max-w-2xl text-lg text-white/85">{corporateCta.text}</p>
            <div className="mt-8 flex flex-wrap justify-center gap-3">
              <PdfLink href={CORPORATE_PROPOSAL_PDF} className={buttonStyles.light}>
                View Proposal
              </PdfLink>
              <a href="/contact" target="_blank" rel="noopener" className={buttonStyles.ghostLight}>
                Contact Us Today
                <ExternalLinkIcon size={18} />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            </div>
          </div>
        </div>
      </section>

      <Section id="testimonials" eyebrow="Client voices" title="What our corporate clients say" tone="white">
        <ul className="grid gap-6 md:grid-cols-2" data-testid="testimonials">
          {corporateTestimonials.map((t) => (
            <li key={t.name}>
              <TestimonialCard testimonial={t} />
            </li>
          ))}
        </ul>
      </Section>
    </main>
  );
}
