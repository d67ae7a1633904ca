/**
 * /terms: the Terms and Conditions as static text (SPEC §2), stating the
 * commercial terms of SPEC §9 and the booking flow of SPEC §4.
 */
import { Link } from "react-router";
import type { Route } from "./+types/terms";
import { TERMS_UPDATED, termsIntro, termsSections } from "#content/pages/terms.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { PageHero, pageHeroLinks } from "#app/components/page-hero.tsx";

const HEADER = "headers/terms";

export const links: Route.LinksFunction = () => pageHeroLinks(HEADER);

export function loader({ context }: Route.LoaderArgs) {
  return { origin: context.origin };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(matches, {
    title: "Terms and Conditions",
    description:
      "Booking terms of Twiga Horizons Travel: 50% deposit, balance 30 days before departure, cancellation charges, flights, prices in USD and KES, payment methods and quotes.",
    path: "/terms",
    origin: loaderData?.origin,
    image: HEADER,
    imageAlt: "Dhow at anchor in calm water",
    breadcrumbs: [{ name: "Terms and Conditions", path: "/terms" }],
  });
}

export default function Terms() {
  return (
    <main id="main-content">
      <PageHero
        title="Terms and Conditions"
        subtitle="Clear terms, agreed before you travel."
        imageKey={HEADER}
        imageAlt="Dhow at anchor in calm water"
        breadcrumbs={[{ label: "Home", to: "/" }, { label: "Terms and Conditions" }]}
      />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:px-6 md:py-16 lg:grid-cols-[16rem_1fr] lg:px-8">
        <nav aria-label="On this page" className="lg:sticky lg:top-28 lg:self-start">
          <p className="text-sm font-semibold uppercase tracking-wider text-earth-900/70">On this page</p>
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
        <article className="max-w-3xl rounded-3xl bg-white p-6 shadow-sm ring-1 ring-savanna-100 md:p-10">
          <p className="text-sm text-earth-900/70">Last updated {TERMS_UPDATED}</p>
          <p className="mt-4 text-lg leading-relaxed text-earth-900/85">{termsIntro}</p>
          {termsSections.map((section) => (
            <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`} className="mt-10 scroll-mt-28">
              <h2 id={`${section.id}-heading`} className="font-display text-2xl font-semibold text-earth-900">
                {section.title}
              </h2>
              {section.paragraphs?.map((p) => (
                <p key={p.slice(0, 32)} className="mt-3 leading-relaxed text-earth-900/85">
                  {p}
                </p>
              ))}
              {section.items ? (
                <ul className="mt-3 space-y-2">
                  {section.items.map((item) => (
                    <li key={item} className="flex gap-3 leading-relaxed text-earth-900/85">
                      <span className="mt-2.5 h-1.5 w-1.5 shrink-0 rounded-full bg-savanna-600" aria-hidden="true" />
                      <span>{item}</span>
                    </li>
                  ))}
                </ul>
              ) : null}
              {section.steps ? (
                <ol className="mt-5 space-y-4 border-l-2 border-savanna-100 pl-6" data-testid="booking-flow">
                  {section.steps.map((step, i) => (
                    <li key={step.title} className="relative">
                      <span
                        className="absolute -left-[2.45rem] top-0 inline-flex h-7 w-7 items-center justify-center rounded-full bg-acacia-700 text-sm font-semibold text-white"
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
            Questions about these terms? See our{" "}
            <Link to="/faqs" className="font-semibold text-acacia-700 underline underline-offset-4">
              FAQs
            </Link>{" "}
            or{" "}
            <Link to="/info" className="font-semibold text-acacia-700 underline underline-offset-4">
              contact us
            </Link>
            .
          </p>
        </article>
      </div>
    </main>
  );
}
