/** The home page's about section and the Google reviews button (SPEC §2). */
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "#app/lib/i18n/link.tsx";
import { useCompany } from "../../lib/company.tsx";
import { ArrowRightIcon, CheckIcon, GoogleIcon, StarIcon } from "../icons.tsx";
import { StoredPicture } from "../stored-picture.tsx";

const PROMISES = [
  msg`Local experts in Nairobi, on call 24/7 while you travel`,
  msg`Prices for Kenya residents, East Africans and international visitors`,
  msg`Licensed, association members and IATA accredited`,
  msg`Flexible instalment plans on many trips`,
];

const STATS = [
  { value: "500+", label: msg`happy travelers` },
  { value: "50+", label: msg`destinations` },
  { value: "5", label: msg`years` },
  { value: "24/7", label: msg`support` },
];

export function AboutSection() {
  const site = useCompany();
  const { t, i18n } = useLingui();
  const name = site.name;
  const year = site.foundedYear;
  return (
    <section id="about" aria-labelledby="about-heading" className="bg-white py-16 md:py-24">
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:gap-16 lg:px-8">
        <div className="relative">
          <div className="overflow-hidden rounded-3xl shadow-xl [&>picture]:block">
            <StoredPicture src="headers/about-us" alt={t`Sunset over the Kenyan savanna`} sizes="(min-width: 1024px) 600px, 100vw" className="aspect-[4/3] w-full bg-savanna-100 object-cover" />
          </div>
          <div className="mt-4 grid grid-cols-4 gap-px overflow-hidden rounded-2xl bg-earth-900/10 shadow-xl ring-1 ring-earth-900/10 sm:absolute sm:-bottom-6 sm:end-6 sm:mt-0 sm:grid-cols-2">
            {STATS.map((s) => (
              <div key={s.value} className="bg-white px-1 py-3 text-center sm:px-6">
                <p className="font-display text-2xl font-semibold text-acacia-700">{s.value}</p>
                <p className="text-[0.65rem] font-medium uppercase tracking-wide text-earth-900/70 sm:text-xs">{i18n._(s.label)}</p>
              </div>
            ))}
          </div>
        </div>
        <div className="pt-6 lg:pt-0">
          <p className="text-sm font-semibold uppercase tracking-[0.2em] text-savanna-700">
            <Trans>About us</Trans>
          </p>
          <h2 id="about-heading" className="mt-2 font-display text-3xl font-semibold leading-tight text-earth-900 md:text-[2.6rem]">
            <Trans>Kenyan roots, horizons without limits</Trans>
          </h2>
          <p className="mt-5 text-lg leading-relaxed text-earth-900/80">
            {name && year ? (
              t`${name} is a Nairobi travel company that has been planning safaris, holidays and business travel since ${year}.`
            ) : name ? (
              t`${name} is a Nairobi travel company that has been planning safaris, holidays and business travel.`
            ) : year ? (
              <Trans>We are a Nairobi travel company that has been planning safaris, holidays and business travel since {year}.</Trans>
            ) : (
              <Trans>We are a Nairobi travel company that has been planning safaris, holidays and business travel.</Trans>
            )}{" "}
            <Trans>
              We know the lodges by name, the guides by first name and the roads by heart, and we bring that care to every trip, from a weekend in Naivasha to a
              group tour across three continents.
            </Trans>
          </p>
          <ul className="mt-6 space-y-3">
            {PROMISES.map((p) => (
              <li key={p.id} className="flex gap-3 text-earth-900/85">
                <span className="mt-0.5 flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-acacia-700 text-white">
                  <CheckIcon size={14} />
                </span>
                {i18n._(p)}
              </li>
            ))}
          </ul>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link
              to="/about"
              className="inline-flex items-center gap-2 rounded-full bg-acacia-700 px-6 py-3 font-semibold text-white shadow-sm transition hover:bg-acacia-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-acacia-700"
            >
              <Trans>More about us</Trans> <ArrowRightIcon size={18} />
            </Link>
            <GoogleReviewsButton />
          </div>
        </div>
      </div>
    </section>
  );
}

export function GoogleReviewsButton() {
  const site = useCompany();
  if (!site.reviewsUrl) return null;
  return (
    <a
      href={site.reviewsUrl}
      target="_blank"
      rel="noopener noreferrer"
      data-testid="google-reviews"
      className="inline-flex items-center gap-3 rounded-full bg-white px-5 py-2.5 font-semibold text-earth-900 shadow-sm ring-1 ring-earth-900/15 transition hover:shadow-md hover:ring-earth-900/30 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-acacia-700"
    >
      <GoogleIcon size={20} className="text-[#3b6fd8]" />
      <span className="flex flex-col items-start leading-tight">
        <span>
          <Trans>Read our Google reviews</Trans>
        </span>
        <span className="flex text-savanna-600" aria-hidden="true">
          {Array.from({ length: 5 }, (_, i) => (
            <StarIcon key={i} size={13} />
          ))}
        </span>
      </span>
      <span className="sr-only">
        <Trans>(opens in a new tab)</Trans>
      </span>
    </a>
  );
}
