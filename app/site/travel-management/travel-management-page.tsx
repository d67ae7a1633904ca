/**
 * The corporate and student travel management pages (SPEC §2): one component that draws a page's
 * hero and blocks, in the order its content gives them (page-content.ts).
 */
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { i18nFromMatches } from "#app/lib/i18n/from-matches.ts";
import type { ReactNode } from "react";
import { Link, useLocalize } from "#app/lib/i18n/link.tsx";
import type { Fact, ImpactColor } from "#app/content/pages/types.ts";
import { localizeContent, useContentCopy } from "#app/content/pages/localize.ts";
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
import { ExternalLinkIcon } from "#app/components/page-icons.tsx";
import { textIn, type Block, type CardList, type PageAction, type SplitBlock, type TravelManagementContent } from "./page-content.ts";

export function travelManagementMeta(english: TravelManagementContent, matches: Parameters<typeof pageMeta>[0], origin: string | undefined) {
  const i18n = i18nFromMatches(matches);
  // The copy from app/content/pages in the page's language (app/content/pages/localize.ts).
  const page = localizeContent(i18n, english);
  return pageMeta(matches, {
    title: textIn(i18n, page.hero.title),
    description: textIn(i18n, page.description),
    path: page.path,
    origin,
    image: page.hero.imageKey,
    imageAlt: textIn(i18n, page.hero.imageAlt),
    breadcrumbs: [
      { name: i18n._(msg`Travel Management`), path: "/travel-management" },
      { name: textIn(i18n, page.crumb), path: page.path },
    ],
  });
}

export function TravelManagementPage({ page: english }: { page: TravelManagementContent }) {
  const page = useContentCopy()(english);
  const { hero } = page;
  const { i18n, t } = useLingui();
  return (
    <main id="main-content">
      <PageHero
        title={textIn(i18n, hero.title)}
        subtitle={textIn(i18n, hero.subtitle)}
        imageKey={hero.imageKey}
        imageAlt={textIn(i18n, hero.imageAlt)}
        breadcrumbs={[{ label: t`Home`, to: "/" }, { label: t`Travel Management`, to: "/#travel-management" }, { label: textIn(i18n, page.crumb) }]}
        size="tall"
      >
        <Actions actions={hero.actions} proposalPdf={page.proposalPdf} />
      </PageHero>
      {page.blocks.map((block) => (
        <PageBlock key={block.kind === "list" || block.kind === "split" ? block.id : block.kind} block={block} proposalPdf={page.proposalPdf} />
      ))}
    </main>
  );
}

function Actions({ actions, proposalPdf }: { actions: PageAction[]; proposalPdf: string }) {
  const localize = useLocalize();
  const { i18n } = useLingui();
  return actions.map(({ to, label, style, arrow }) =>
    to === "proposal" ? (
      <PdfLink key={to} href={proposalPdf} className={buttonStyles[style]}>
        {textIn(i18n, label)}
      </PdfLink>
    ) : to === "contact" ? (
      <Link key={to} to="/contact" className={buttonStyles[style]}>
        {textIn(i18n, label)}
        {arrow ? <ArrowRightIcon size={18} /> : null}
      </Link>
    ) : (
      <a key={to} href={localize("/contact")} target="_blank" rel="noopener" className={buttonStyles[style]}>
        {textIn(i18n, label)}
        <ExternalLinkIcon size={18} />
        <span className="sr-only">
          <Trans>(opens in a new tab)</Trans>
        </span>
      </a>
    ),
  );
}

function PageBlock({ block, proposalPdf }: { block: Block; proposalPdf: string }) {
  const { i18n, t } = useLingui();
  switch (block.kind) {
    case "list":
      return <CardListBlock block={block} />;
    case "split":
      return <Split block={block} />;
    case "overview":
      return (
        <section id="overview" aria-labelledby="overview-heading" className="relative z-10 pb-4 pt-10 md:-mt-10 md:pt-0">
          {/* The cards are h3s: a (visually hidden) h2 keeps the outline in order (axe heading-order). */}
          <h2 id="overview-heading" className="sr-only">
            <Trans>Overview</Trans>
          </h2>
          <ul className="mx-auto grid max-w-7xl gap-6 px-4 sm:px-6 md:grid-cols-3 lg:px-8" data-testid="overview-cards">
            {block.cards.map((card) => (
              <li key={card.title}>
                <FeatureCard card={card} />
              </li>
            ))}
          </ul>
        </section>
      );
    case "challenge":
      return (
        <section id="challenge" aria-labelledby="challenge-heading" className="bg-acacia-900 py-16 text-white md:py-20">
          <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-[1.4fr_1fr] lg:items-center lg:px-8">
            <div>
              <p className="text-sm font-semibold uppercase tracking-[0.18em] text-savanna-100">{textIn(i18n, block.eyebrow)}</p>
              <h2 id="challenge-heading" className="mt-2 font-display text-3xl font-semibold md:text-4xl">
                {textIn(i18n, block.heading)}
              </h2>
              {block.paragraphs.map((p) => (
                <p key={p.slice(0, 24)} className="mt-4 text-lg leading-relaxed text-white/85">
                  {p}
                </p>
              ))}
            </div>
            <FactFigure fact={block.fact} testId="fact" />
          </div>
        </section>
      );
    case "mission":
      return (
        <DarkBand id="mission" heading={t`Mission and vision`}>
          <div className="mt-10 grid gap-6 md:grid-cols-2">
            {[
              { title: t`Our Mission`, text: block.mission, icon: "target" as const },
              { title: t`Our Vision`, text: block.vision, icon: "eye" as const },
            ].map((item) => (
              <article key={item.title} className="rounded-2xl border border-white/15 bg-white/5 p-8">
                <FeatureIcon name={item.icon} className="h-8 w-8 text-amber-300" />
                <h3 className="mt-4 font-display text-2xl font-semibold">{item.title}</h3>
                <p className="mt-3 text-lg leading-relaxed text-white/85">{item.text}</p>
              </article>
            ))}
          </div>
        </DarkBand>
      );
    case "research":
      return (
        <DarkBand id="research" heading={textIn(i18n, block.heading)}>
          <div className="mx-auto mt-10 grid max-w-5xl gap-6 md:grid-cols-2" data-testid="facts">
            {block.facts.map((fact) => (
              <FactFigure key={fact.percentage} fact={fact} />
            ))}
          </div>
        </DarkBand>
      );
    case "cta":
      return (
        <section id="cta" aria-labelledby="cta-heading" className="bg-savanna-50 py-16">
          <div className="mx-auto max-w-5xl px-4 sm:px-6 lg:px-8">
            <div className={`rounded-3xl bg-gradient-to-br ${block.panelClassName} px-6 py-12 text-center text-white shadow-lg md:px-12`}>
              <h2 id="cta-heading" className="font-display text-3xl font-semibold md:text-4xl">
                {block.heading}
              </h2>
              <p className={`mx-auto mt-4 max-w-2xl text-lg ${block.textClassName}`}>{block.text}</p>
              <div className="mt-8 flex flex-wrap justify-center gap-3">
                <Actions actions={block.actions} proposalPdf={proposalPdf} />
              </div>
            </div>
          </div>
        </section>
      );
  }
}

/** Impact area colours (the `color` of each static record) as badge and border classes. */
const impactColors: Record<ImpactColor, { badge: string; border: string }> = {
  amber: { badge: "bg-amber-100 text-amber-800", border: "border-t-amber-500" },
  emerald: { badge: "bg-emerald-100 text-emerald-800", border: "border-t-emerald-600" },
  teal: { badge: "bg-teal-100 text-teal-800", border: "border-t-teal-600" },
  rose: { badge: "bg-rose-100 text-rose-800", border: "border-t-rose-500" },
  indigo: { badge: "bg-indigo-100 text-indigo-800", border: "border-t-indigo-500" },
};

function CardListBlock({ block }: { block: CardList }) {
  const site = useCompany();
  const { i18n } = useLingui();
  const List = block.ordered ? "ol" : "ul";
  const cards = (): ReactNode => {
    switch (block.card) {
      case "feature":
        return block.items.map((card, i) => (
          <li key={card.title}>
            <FeatureCard card={card} index={block.numbered ? i + 1 : undefined} />
          </li>
        ));
      case "testimonial":
        return block.items.map((t) => (
          <li key={t.name}>
            <TestimonialCard testimonial={t} />
          </li>
        ));
      case "problem":
        return block.items.map((card) => (
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
                <span className="font-semibold text-earth-900">
                  <Trans>The issue:</Trans>{" "}
                </span>
                {card.issue}
              </p>
              <p className="mt-3 rounded-xl bg-acacia-600/5 p-3 text-earth-900/85">
                <span className="font-semibold text-acacia-700">
                  <Trans>Our solution:</Trans>{" "}
                </span>
                {card.solution}
              </p>
            </article>
          </li>
        ));
      case "impact":
        return block.items.map((area) => (
          <li key={area.title}>
            <article className={`h-full rounded-2xl border border-savanna-100 border-t-4 bg-white p-6 shadow-sm ${impactColors[area.color].border}`}>
              <span className={`inline-flex h-11 w-11 items-center justify-center rounded-full ${impactColors[area.color].badge}`}>
                <FeatureIcon name={area.icon} className="h-5 w-5" />
              </span>
              <h3 className="mt-4 font-semibold leading-snug text-earth-900">{area.title}</h3>
              <p className="mt-2 text-sm leading-relaxed text-earth-900/75">{area.description}</p>
            </article>
          </li>
        ));
      case "step":
        return block.items.map((item, i) => (
          <li key={item.title} className="flex gap-4">
            <span className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-savanna-700 font-semibold text-white" aria-hidden="true">
              {i + 1}
            </span>
            <div>
              <h3 className="font-semibold text-earth-900">{item.title}</h3>
              <p className="mt-1 text-earth-900/75">{item.description}</p>
            </div>
          </li>
        ));
    }
  };
  return (
    <Section
      id={block.id}
      eyebrow={textIn(i18n, block.eyebrow)}
      title={textIn(i18n, typeof block.title === "function" ? block.title(site.name) : block.title)}
      intro={block.intro === undefined ? undefined : textIn(i18n, block.intro)}
      tone={block.tone}
    >
      <List className={block.className} data-testid={block.testId}>
        {cards()}
      </List>
    </Section>
  );
}

function Split({ block }: { block: SplitBlock }) {
  const site = useCompany();
  const { i18n, t } = useLingui();
  const { aside } = block;
  return (
    <section id={block.id} aria-labelledby={`${block.id}-heading`} className={block.sectionClassName}>
      <div className={block.gridClassName}>
        <div>
          <p className="text-sm font-semibold uppercase tracking-[0.18em] text-savanna-700">{textIn(i18n, block.eyebrow)}</p>
          <h2 id={`${block.id}-heading`} className={block.headingClassName}>
            {textIn(i18n, block.heading)}
          </h2>
          {block.paragraphs.map((p) => (
            <p key={p.slice(0, 24)} className="mt-4 text-lg leading-relaxed text-earth-900/80">
              {p}
            </p>
          ))}
        </div>
        {aside === "accreditations" ? (
          <ul className="grid content-start gap-3" aria-label={t`Credentials`}>
            {site.accreditations.map((a) => (
              <li key={`${a.name} ${a.image_key}`} className="flex items-center gap-3 rounded-xl border border-savanna-100 bg-white p-4 shadow-sm">
                <span className="inline-flex h-10 min-w-14 items-center justify-center rounded-lg bg-acacia-700 px-2 text-sm font-bold tracking-wide text-white">
                  {a.short}
                </span>
                <span className="font-medium text-earth-900">{a.name}</span>
              </li>
            ))}
          </ul>
        ) : (
          <ul className={aside.className}>
            {aside.points.map((point) => (
              <li key={point} className={aside.itemClassName}>
                <CheckIcon size={20} className="mt-0.5 shrink-0 text-acacia-600" />
                {point}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

/** A section on the dark band with a centred heading. */
function DarkBand({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="bg-acacia-900 py-16 text-white md:py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id={`${id}-heading`} className="text-center font-display text-3xl font-semibold md:text-4xl">
          {heading}
        </h2>
        {children}
      </div>
    </section>
  );
}

function FactFigure({ fact, testId }: { fact: Fact; testId?: string }) {
  const source = fact.source;
  return (
    <figure className="rounded-3xl border border-white/15 bg-white/5 p-8" data-testid={testId}>
      <FeatureIcon name={fact.icon} className="h-8 w-8 text-savanna-100" />
      <p className="mt-4 font-display text-6xl font-semibold text-amber-300">{fact.percentage}</p>
      <p className="mt-3 text-lg leading-relaxed">{fact.description}</p>
      <figcaption className="mt-4 text-sm text-white/70">
        <Trans>Source: {source}</Trans>
      </figcaption>
    </figure>
  );
}
