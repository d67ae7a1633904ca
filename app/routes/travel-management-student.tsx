/**
 * /travel-management/student (SPEC §2), blocks in the order the spec lists:
 * hero with proposal link, overview cards, about and credentials, mission and
 * vision, six problem/solution cards, six services, five impact areas, two
 * research statistics, seven why-choose items, value proposition,
 * testimonials and the "Start Planning Today" call to action.
 */
import { Link } from "react-router";
import type { Route } from "./+types/travel-management-student";
import type { ImpactColor } from "#app/content/pages/types.ts";
import {
  STUDENT_PROPOSAL_PDF,
  studentAbout,
  studentCta,
  studentFacts,
  studentHero,
  studentImpactAreas,
  studentMissionVision,
  studentOverview,
  studentProblems,
  studentServices,
  studentTestimonials,
  studentValueProposition,
  studentWhyChoose,
} from "#app/content/pages/student.ts";
import { useCompany } from "#app/lib/company.tsx";
import { pageMeta } from "#app/lib/seo.ts";
import { PageHero } from "#app/components/page-hero.tsx";
import { Section } from "#app/components/section.tsx";
import { FeatureCard } from "#app/components/feature-card.tsx";
import { FeatureIcon } from "#app/components/feature-icon.tsx";
import { TestimonialCard } from "#app/components/testimonial-card.tsx";
import { PdfLink } from "#app/components/pdf-link.tsx";
import { buttonStyles } from "#app/components/button-styles.ts";
import { ArrowRightIcon, CheckIcon } from "#app/components/icons.tsx";

const HEADER = "headers/student";

/** Impact area colours (the `color` of each static record) as badge and border classes. */
const impactColors: Record<ImpactColor, { badge: string; border: string }> = {
  amber: { badge: "bg-amber-100 text-amber-800", border: "border-t-amber-500" },
  emerald: { badge: "bg-emerald-100 text-emerald-800", border: "border-t-emerald-600" },
  teal: { badge: "bg-teal-100 text-teal-800", border: "border-t-teal-600" },
  rose: { badge: "bg-rose-100 text-rose-800", border: "border-t-rose-500" },
  indigo: { badge: "bg-indigo-100 text-indigo-800", border: "border-t-indigo-500" },
};

export function loader({ context }: Route.LoaderArgs) {
  return { origin: context.origin };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: "Student Travel Management",
    description:
      "Safe, inclusive and affordable educational trips, exchange programs and cultural experiences for schools, youth groups and young people aged 10-25.",
    path: "/travel-management/student",
    origin: loaderData?.origin,
    image: HEADER,
    imageAlt: "Young people working together outdoors",
    breadcrumbs: [
      { name: "Travel Management", path: "/travel-management" },
      { name: "Student", path: "/travel-management/student" },
    ],
  });
}

export default function StudentTravelManagement() {
  const site = useCompany();
  return (
    <main id="main-content">
      <PageHero
        title={studentHero.title}
        subtitle={studentHero.subtitle}
        imageKey={HEADER}
        imageAlt="Young people working together outdoors"
        breadcrumbs={[{ label: "Home", to: "/" }, { label: "Travel Management", to: "/#travel-management" }, { label: "Student" }]}
        size="tall"
      >
        <PdfLink href={STUDENT_PROPOSAL_PDF} className={buttonStyles.light}>
          View Proposal
        </PdfLink>
        <Link to="/contact" className={buttonStyles.ghostLight}>
          Plan a group trip
        </Link>
      </PageHero>

      <section id="overview" aria-labelledby="overview-heading" className="relative z-10 pb-4 pt-10 md:-mt-10 md:pt-0">
        {/* The cards are h3s: a (visually hidden) h2 keeps the outline in order (axe heading-order). */}
        <h2 id="overview-heading" className="sr-only">
          Overview
        </h2>
        <ul className="mx-auto grid max-w-7xl gap-6 px-4 sm:px-6 md:grid-cols-3 lg:px-8" data-testid="overview-cards">
          {studentOverview.map((card) => (
            <li key={card.title}>
              <FeatureCard card={card} />
            </li>
          ))}
        </ul>
      </section>

      <section id="about" aria-labelledby="about-heading" className="py-16 md:py-20">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-[1.3fr_1fr] lg:px-8">
          <div>
            <p className="text-sm font-semibold uppercase tracking-[0.18em] text-savanna-700">Who we are</p>
            <h2 id="about-heading" className="mt-2 font-display text-3xl font-semibold text-earth-900 md:text-4xl">
              {studentAbout.heading}
            </h2>
            {studentAbout.paragraphs.map((p) => (
              <p key={p.slice(0, 24)} className="mt-4 text-lg leading-relaxed text-earth-900/80">
                {p}
              </p>
            ))}
          </div>
          <ul className="grid content-start gap-3" aria-label="Credentials">
            {site.accreditations.map((a) => (
              <li key={`${a.name} ${a.image_key}`} className="flex items-center gap-3 rounded-xl border border-savanna-100 bg-white p-4 shadow-sm">
                <span className="inline-flex h-10 min-w-14 items-center justify-center rounded-lg bg-acacia-700 px-2 text-sm font-bold tracking-wide text-white">
                  {a.short}
                </span>
                <span className="font-medium text-earth-900">{a.name}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section id="mission" aria-labelledby="mission-heading" className="bg-acacia-900 py-16 text-white md:py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2 id="mission-heading" className="text-center font-display text-3xl font-semibold md:text-4xl">
            Mission and vision
          </h2>
          <div className="mt-10 grid gap-6 md:grid-cols-2">
            {[
              { title: "Our Mission", text: studentMissionVision.mission, icon: "target" as const },
              { title: "Our Vision", text: studentMissionVision.vision, icon: "eye" as const },
            ].map((item) => (
              <article key={item.title} className="rounded-2xl border border-white/15 bg-white/5 p-8">
                <FeatureIcon name={item.icon} className="h-8 w-8 text-amber-300" />
                <h3 className="mt-4 font-display text-2xl font-semibold">{item.title}</h3>
                <p className="mt-3 text-lg leading-relaxed text-white/85">{item.text}</p>
              </article>
            ))}
          </div>
        </div>
      </section>

      <Section
        id="challenges"
        eyebrow="Problems we solve"
        title="The challenges of student travel, and our answers"
        intro="Six concerns we hear from schools and parents, and how each is handled before a single student boards the bus."
        tone="plain"
      >
        <ol className="grid gap-6 md:grid-cols-2 lg:grid-cols-3" data-testid="problem-cards">
          {studentProblems.map((card) => (
            <li key={card.number}>
              <article className="flex h-full flex-col rounded-2xl border border-savanna-100 bg-white p-6 shadow-sm">
                <div className="flex items-center justify-between">
                  <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-acacia-600/10 text-acacia-700">
                    <FeatureIcon name={card.icon} />
                  </span>
                  <span className="font-display text-3xl font-semibold text-savanna-600" aria-hidden="true">
                    {String(card.number).padStart(2, "0")}
                  </span>
                </div>
                <h3 className="mt-4 text-lg font-semibold text-earth-900">{card.problem}</h3>
                <p className="mt-2 text-earth-900/75">
                  <span className="font-semibold text-earth-900">The issue: </span>
                  {card.issue}
                </p>
                <p className="mt-3 rounded-xl bg-acacia-600/5 p-3 text-earth-900/85">
                  <span className="font-semibold text-acacia-700">Our solution: </span>
                  {card.solution}
                </p>
              </article>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="services" eyebrow="What we offer" title="Our student travel services" tone="white">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="service-cards">
          {studentServices.map((card) => (
            <li key={card.title}>
              <FeatureCard card={card} />
            </li>
          ))}
        </ul>
      </Section>

      <Section id="impact" eyebrow="Beyond the trip" title="Where student travel makes an impact" tone="sand">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-5" data-testid="impact-areas">
          {studentImpactAreas.map((area) => (
            <li key={area.title}>
              <article className={`h-full rounded-2xl border border-savanna-100 border-t-4 bg-white p-6 shadow-sm ${impactColors[area.color].border}`}>
                <span className={`inline-flex h-11 w-11 items-center justify-center rounded-full ${impactColors[area.color].badge}`}>
                  <FeatureIcon name={area.icon} className="h-5 w-5" />
                </span>
                <h3 className="mt-4 font-semibold leading-snug text-earth-900">{area.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-earth-900/75">{area.description}</p>
              </article>
            </li>
          ))}
        </ul>
      </Section>

      <section id="research" aria-labelledby="research-heading" className="bg-acacia-900 py-16 text-white md:py-20">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2 id="research-heading" className="text-center font-display text-3xl font-semibold md:text-4xl">
            What the research says
          </h2>
          <div className="mx-auto mt-10 grid max-w-5xl gap-6 md:grid-cols-2" data-testid="facts">
            {studentFacts.map((fact) => (
              <figure key={fact.percentage} className="rounded-3xl border border-white/15 bg-white/5 p-8">
                <FeatureIcon name={fact.icon} className="h-8 w-8 text-savanna-100" />
                <p className="mt-4 font-display text-6xl font-semibold text-amber-300">{fact.percentage}</p>
                <p className="mt-3 text-lg leading-relaxed">{fact.description}</p>
                <figcaption className="mt-4 text-sm text-white/70">Source: {fact.source}</figcaption>
              </figure>
            ))}
          </div>
        </div>
      </section>

      <Section id="why-choose" eyebrow="Why Twiga Horizons" title="Seven reasons schools travel with us" tone="plain">
        <ol className="grid gap-x-8 gap-y-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="why-choose-items">
          {studentWhyChoose.map((item, i) => (
            <li key={item.title} className="flex gap-4">
              <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-savanna-700 font-semibold text-white" aria-hidden="true">
                {i + 1}
              </span>
              <div>
                <h3 className="font-semibold text-earth-900">{item.title}</h3>
                <p className="mt-1 text-earth-900/75">{item.description}</p>
              </div>
            </li>
          ))}
        </ol>
      </Section>

      <section id="value" aria-labelledby="value-heading" className="bg-white py-16 md:py-20">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-2 lg:items-center lg:px-8">
          <div>
            <p className="text-sm font-semibold uppercase tracking-[0.18em] text-savanna-700">Value proposition</p>
            <h2 id="value-heading" className="mt-2 font-display text-3xl font-semibold text-earth-900 md:text-4xl">
              {studentValueProposition.heading}
            </h2>
            <p className="mt-4 text-lg leading-relaxed text-earth-900/80">{studentValueProposition.text}</p>
          </div>
          <ul className="space-y-3">
            {studentValueProposition.points.map((point) => (
              <li key={point} className="flex items-start gap-3 rounded-xl bg-savanna-50 p-4 text-earth-900">
                <CheckIcon size={20} className="mt-0.5 shrink-0 text-acacia-600" />
                {point}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <Section id="testimonials" eyebrow="In their words" title="What teachers, students and leaders say" tone="sand">
        <ul className="grid gap-6 md:grid-cols-3" data-testid="testimonials">
          {studentTestimonials.map((t) => (
            <li key={t.name}>
              <TestimonialCard testimonial={t} />
            </li>
          ))}
        </ul>
      </Section>

      <section id="cta" aria-labelledby="cta-heading" className="bg-savanna-50 py-16">
        <div className="mx-auto max-w-5xl px-4 sm:px-6 lg:px-8">
          <div className="rounded-3xl bg-gradient-to-br from-savanna-700 to-earth-900 px-6 py-12 text-center text-white shadow-lg md:px-12">
            <h2 id="cta-heading" className="font-display text-3xl font-semibold md:text-4xl">
              {studentCta.heading}
            </h2>
            <p className="mx-auto mt-4 max-w-2xl text-lg text-white/90">{studentCta.text}</p>
            <div className="mt-8 flex flex-wrap justify-center gap-3">
              <Link to="/contact" className={buttonStyles.light}>
                Start Planning Today
                <ArrowRightIcon size={18} />
              </Link>
              <PdfLink href={STUDENT_PROPOSAL_PDF} className={buttonStyles.ghostLight}>
                View Proposal
              </PdfLink>
            </div>
          </div>
        </div>
      </section>
    </main>
  );
}
