/**
 * The travel management teaser (SPEC §2): corporate and student travel, each
 * leading to its page. Its id is the /#travel-management breadcrumb target.
 */
import { msg } from "@lingui/core/macro";
import { useLingui } from "@lingui/react/macro";
import { Link } from "#app/lib/i18n/link.tsx";
import { ArrowRightIcon, BriefcaseIcon, GraduationCapIcon } from "../icons.tsx";
import { StoredPicture } from "../stored-picture.tsx";
import { SectionHeading } from "./section-heading.tsx";

const OFFERS = [
  {
    to: "/travel-management/corporate",
    image: "headers/corporate",
    Icon: BriefcaseIcon,
    eyebrow: msg`For businesses`,
    title: msg`Corporate Travel Management`,
    text: msg`Flights, hotels, conferences and team building on one account, with 24/7 support, flexible credit plans and clear reporting.`,
    cta: msg`Explore corporate travel`,
  },
  {
    to: "/travel-management/student",
    image: "headers/student",
    Icon: GraduationCapIcon,
    eyebrow: msg`For schools and youth groups, ages 10-25`,
    title: msg`Student Travel Management`,
    text: msg`Safe, educational and affordable trips at home and abroad, from cultural exchanges to conservation projects.`,
    cta: msg`Explore student travel`,
  },
] as const;

export function TravelManagementTeaser() {
  const { t, i18n } = useLingui();
  return (
    <section id="travel-management" aria-labelledby="travel-management-heading" className="bg-white py-16 md:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="travel-management-heading"
          eyebrow={t`Travel management`}
          title={t`Travel that works as hard as you do`}
          intro={t`Dedicated programmes for organisations that move people: one partner, one plan, every detail handled.`}
        />
        <div className="mt-10 grid gap-6 md:grid-cols-2">
          {OFFERS.map(({ to, image, Icon, eyebrow, title, text, cta }) => (
            <Link
              key={to}
              to={to}
              className="group relative isolate flex min-h-[22rem] flex-col justify-end overflow-hidden rounded-3xl p-6 text-white shadow-lg ring-1 ring-earth-900/10 focus-visible:outline-3 focus-visible:outline-offset-4 focus-visible:outline-acacia-700 md:min-h-[26rem] md:p-8"
            >
              <div className="absolute inset-0 -z-10 [&>picture]:block [&>picture]:h-full">
                <StoredPicture src={image} alt="" sizes="(min-width: 768px) 50vw, 100vw" className="h-full w-full object-cover transition duration-700 group-hover:scale-105 motion-reduce:transition-none" />
              </div>
              <div className="absolute inset-0 -z-10 bg-gradient-to-t from-earth-900/95 via-earth-900/60 to-earth-900/10" aria-hidden="true" />
              <span className="flex h-12 w-12 items-center justify-center rounded-2xl bg-savanna-500 text-earth-900 shadow">
                <Icon size={24} />
              </span>
              <p className="mt-4 text-sm font-semibold uppercase tracking-[0.16em] text-savanna-100">{i18n._(eyebrow)}</p>
              <h3 className="mt-1 font-display text-2xl font-semibold md:text-3xl">{i18n._(title)}</h3>
              <p className="mt-3 max-w-md leading-relaxed text-white/90">{i18n._(text)}</p>
              <span className="mt-5 inline-flex items-center gap-2 font-semibold text-savanna-100 group-hover:underline">
                {i18n._(cta)} <ArrowRightIcon size={18} className="transition group-hover:translate-x-1" />
              </span>
            </Link>
          ))}
        </div>
      </div>
    </section>
  );
}
