/**
 * /about (SPEC §2): company profile PDF, a click-to-load film, accreditation
 * logos, core values, mission and vision, and the stats block. The hero title
 * alternates colour every 3 s unless reduced motion is preferred.
 */
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { i18nFromMatches } from "#app/lib/i18n/from-matches.ts";
import { Link } from "#app/lib/i18n/link.tsx";
import type { Route } from "./+types/about";
import {
  COMPANY_PROFILE_PDF,
  aboutFilm,
  aboutIntro,
  aboutStats,
  accreditationsIntro,
  coreValues,
  missionVision,
} from "#app/content/pages/about.ts";
import { useContentCopy } from "#app/content/pages/localize.ts";
import { useCompany } from "#app/lib/company.tsx";
import { pageMeta } from "#app/lib/seo.ts";
import { PageHero } from "#app/components/page-hero.tsx";
import { AlternatingTitle } from "#app/components/alternating-title.tsx";
import { Section } from "#app/components/section.tsx";
import { StatsBlock } from "#app/components/stats-block.tsx";
import { FeatureCard } from "#app/components/feature-card.tsx";
import { FacadeVideo } from "#app/components/facade-video.tsx";
import { AccreditationBadges } from "#app/components/accreditation-badges.tsx";
import { PdfLink } from "#app/components/pdf-link.tsx";
import { buttonStyles } from "#app/components/button-styles.ts";
import { FeatureIcon } from "#app/components/feature-icon.tsx";
import { PlayIcon } from "#app/components/icons.tsx";
import { DownloadIcon } from "#app/components/page-icons.tsx";
import { slidesOrFallback } from "../lib/slider-fallbacks.ts";
import { headerMap, storedImage } from "../lib/page-images.tsx";
import { siteOf } from "../lib/areas.ts";

const HEADER = "headers/about-us";
/** SPEC §9: about hero colour alternation, 3 s. */
const TITLE_ALTERNATION_MS = 3000;
const FALLBACK_POSTER = "headers/travel-management";
/** The page's copy, read in the page's language by the component (app/content/pages/localize.ts). */
const COPY = { aboutFilm, aboutIntro, aboutStats, accreditationsIntro, coreValues, missionVision };
const HERO_ALT = msg`Giraffes on the savanna, the emblem of Twiga Horizons`;

export async function loader({ context }: Route.LoaderArgs) {
  // The film poster comes from the about slider set; when the API fails or the set is empty, the
  // bundled fallback set (SPEC §3), and only without that a header illustration.
  const [images, headers] = await Promise.all([
    siteOf(context).catalogue.sliderImages("about").catch(() => null),
    siteOf(context).catalogue.pageHeaders().then(headerMap, () => headerMap([])),
  ]);
  const set = slidesOrFallback("about", images, headers);
  const poster = set.find((i) => i.is_primary) ?? set[0];
  // Without any stored picture the film's facade draws its placeholder (decision 0032).
  const fallback = storedImage(FALLBACK_POSTER, headers);
  return {
    origin: siteOf(context).origin,
    poster: poster ? { src: poster.image_url, alt: poster.alt } : fallback ? { src: fallback, alt: "" } : null,
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const i18n = i18nFromMatches(matches);
  return pageMeta(matches, {
    title: i18n._(msg`About Us`),
    description: i18n._(
      msg`Meet Twiga Horizons Travel, a licensed Nairobi tour operator and IATA accredited agent: our story, values, accreditations and company profile.`,
    ),
    path: "/about",
    origin: loaderData?.origin,
    image: HEADER,
    imageAlt: i18n._(HERO_ALT),
    breadcrumbs: [{ name: i18n._(msg`About Us`), path: "/about" }],
  });
}

export default function About({ loaderData }: Route.ComponentProps) {
  const { aboutFilm, aboutIntro, aboutStats, accreditationsIntro, coreValues, missionVision } = useContentCopy()(COPY);
  const site = useCompany();
  const { i18n, t } = useLingui();
  const siteName = site.name;
  return (
    <main id="main-content">
      <PageHero
        title={<AlternatingTitle text={t`About Twiga Horizons`} intervalMs={TITLE_ALTERNATION_MS} />}
        subtitle={t`A licensed Kenyan tour operator planning safaris, holidays, events and journeys with care since 2021.`}
        imageKey={HEADER}
        imageAlt={i18n._(HERO_ALT)}
        breadcrumbs={[{ label: t`Home`, to: "/" }, { label: t`About Us` }]}
      >
        <PdfLink href={COMPANY_PROFILE_PDF} className={buttonStyles.light}>
          <DownloadIcon size={18} />
          <Trans>Company Profile</Trans>
        </PdfLink>
        <a href="#our-story" className={buttonStyles.ghostLight}>
          <PlayIcon size={18} />
          <Trans>Watch our story</Trans>
        </a>
      </PageHero>

      <section id="our-story" aria-labelledby="our-story-heading" className="bg-white py-16 md:py-20">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 sm:px-6 lg:grid-cols-2 lg:gap-16 lg:px-8">
          <div>
            <p className="text-sm font-semibold uppercase tracking-[0.18em] text-savanna-700">{aboutIntro.eyebrow}</p>
            <h2 id="our-story-heading" className="mt-2 font-display text-3xl font-semibold leading-tight text-earth-900 md:text-4xl">
              {aboutIntro.heading}
            </h2>
            {aboutIntro.paragraphs.map((p) => (
              <p key={p.slice(0, 24)} className="mt-4 text-lg leading-relaxed text-earth-900/80">
                {p}
              </p>
            ))}
            <div className="mt-8 flex flex-wrap gap-3">
              <PdfLink href={COMPANY_PROFILE_PDF} className={buttonStyles.green}>
                <Trans>Read our company profile</Trans>
              </PdfLink>
              <Link to="/services" className={buttonStyles.outline}>
                <Trans>Our services</Trans>
              </Link>
            </div>
          </div>
          <div>
            <FacadeVideo
              title={aboutFilm.title}
              embedUrl={aboutFilm.embedUrl}
              posterSrc={loaderData.poster?.src ?? null}
              posterAlt={loaderData.poster?.alt}
              caption="2:00"
            />
            <p className="mt-3 text-sm text-earth-900/70">{aboutFilm.text}</p>
          </div>
        </div>
      </section>

      <StatsBlock stats={aboutStats} />

      <Section id="mission" eyebrow={t`Why we exist`} title={t`Our mission and vision`} tone="plain">
        <div className="grid gap-6 md:grid-cols-2">
          {[
            { title: t`Our Mission`, text: missionVision.mission, icon: "target" as const },
            { title: t`Our Vision`, text: missionVision.vision, icon: "eye" as const },
          ].map((item) => (
            <article key={item.title} className="rounded-2xl border border-savanna-100 bg-white p-8 shadow-sm">
              <span className="inline-flex h-12 w-12 items-center justify-center rounded-xl bg-savanna-700 text-white">
                <FeatureIcon name={item.icon} />
              </span>
              <h3 className="mt-4 font-display text-2xl font-semibold text-earth-900">{item.title}</h3>
              <p className="mt-3 text-lg leading-relaxed text-earth-900/80">{item.text}</p>
            </article>
          ))}
        </div>
      </Section>

      <Section id="values" eyebrow={t`What guides us`} title={t`Our core values`} tone="sand" intro={t`Six commitments every member of our team works by.`}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {coreValues.map((value) => (
            <li key={value.title}>
              <FeatureCard card={value} />
            </li>
          ))}
        </ul>
      </Section>

      <Section id="accreditations" eyebrow={t`Licensed and accredited`} title={t`Accreditations and memberships`} tone="white" intro={accreditationsIntro}>
        <AccreditationBadges />
      </Section>

      <section aria-labelledby="profile-cta-heading" className="bg-savanna-100/60 px-4 py-16 sm:px-6">
        <div className="mx-auto flex max-w-5xl flex-col items-center gap-6 rounded-3xl bg-acacia-900 px-6 py-12 text-center text-white shadow-lg md:px-12">
          <h2 id="profile-cta-heading" className="font-display text-3xl font-semibold">
            {site.name ? t`Plan your next journey with ${siteName}` : <Trans>Plan your next journey</Trans>}
          </h2>
          <p className="max-w-2xl text-lg text-white/85">
            <Trans>Download our company profile for the full picture, or send us an inquiry and a consultant will reply within one working day.</Trans>
          </p>
          <div className="flex flex-wrap justify-center gap-3">
            <PdfLink href={COMPANY_PROFILE_PDF} className={buttonStyles.light}>
              <Trans>Company Profile (PDF)</Trans>
            </PdfLink>
            <Link to="/contact" className={buttonStyles.ghostLight}>
              <Trans>Send an inquiry</Trans>
            </Link>
          </div>
        </div>
      </section>
    </main>
  );
}
