/**
 * /info, "Contact us" (SPEC §2): email, two phones, a WhatsApp chat with a
 * prefilled message, Get Directions (8 s location lookup, falls back to
 * directions without an origin), the office address and a click-to-load map
 * with an Open in Maps link.
 */
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { i18nFromMatches } from "#app/lib/i18n/from-matches.ts";
import { Link } from "#app/lib/i18n/link.tsx";
import type { Route } from "./+types/info";
import { addressLine, whatsappChatUrl } from "#domain/company-details.ts";
import { companyFromMatches, useCompany } from "#app/lib/company.tsx";
import { LOCATION_TIMEOUT_MS, infoHero, officeHours } from "#app/content/pages/info.ts";
import { useContentCopy } from "#app/content/pages/localize.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { PageHero } from "#app/components/page-hero.tsx";
import { FacadeMap } from "#app/components/facade-map.tsx";
import { GetDirectionsButton } from "#app/components/get-directions-button.tsx";
import { telHref } from "#app/components/map-links.ts";
import { buttonStyles } from "#app/components/button-styles.ts";
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon, WhatsAppIcon } from "#app/components/icons.tsx";
import { siteOf } from "../lib/areas.ts";

const HEADER = "headers/info";
/** The page's copy, read in the page's language by the component (app/content/pages/localize.ts). */
const COPY = { infoHero, officeHours };
const HERO_ALT = msg`City towers in Nairobi at dusk`;

export function loader({ context }: Route.LoaderArgs) {
  return { origin: siteOf(context).origin };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const site = companyFromMatches(matches);
  const i18n = i18nFromMatches(matches);
  const name = site.name;
  return pageMeta(matches, {
    title: i18n._(msg`Contact Us`),
    description: name
      ? i18n._(msg`Email, call or chat with ${name} on WhatsApp, or visit our office on Kenyatta Avenue, Nairobi. Directions and map included.`)
      : i18n._(msg`Email, call or chat with us on WhatsApp, or visit our office on Kenyatta Avenue, Nairobi. Directions and map included.`),
    path: "/info",
    origin: loaderData?.origin,
    image: HEADER,
    imageAlt: i18n._(HERO_ALT),
    breadcrumbs: [{ name: i18n._(msg`Contact Us`), path: "/info" }],
  });
}

export default function Info() {
  const { infoHero, officeHours } = useContentCopy()(COPY);
  const site = useCompany();
  const { i18n, t } = useLingui();
  const officeLine = addressLine(site);
  const whatsapp = whatsappChatUrl(site);
  return (
    <main id="main-content">
      <PageHero
        title={infoHero.title}
        subtitle={infoHero.subtitle}
        imageKey={HEADER}
        imageAlt={i18n._(HERO_ALT)}
        breadcrumbs={[{ label: t`Home`, to: "/" }, { label: t`Contact us` }]}
      />

      <section aria-labelledby="reach-heading" className="py-14 md:py-20">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-[1fr_1.15fr] lg:px-8">
          <div>
            <h2 id="reach-heading" className="font-display text-3xl font-semibold text-earth-900">
              <Trans>Get in touch</Trans>
            </h2>
            <p className="mt-3 text-lg text-earth-900/75">
              <Trans>Our consultants answer every message within one working day; travellers on a trip can reach us 24/7.</Trans>
            </p>

            <ul className="mt-8 space-y-4">
              {site.email ? (
              <li className="flex gap-4 rounded-2xl border border-savanna-100 bg-white p-5 shadow-sm">
                <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-acacia-600/10 text-acacia-700">
                  <MailIcon size={22} />
                </span>
                <div>
                  <h3 className="text-sm font-semibold uppercase tracking-wider text-earth-900/70">
                    <Trans>Email</Trans>
                  </h3>
                  <a href={`mailto:${site.email}`} className="mt-1 inline-block break-words text-base font-semibold text-acacia-700 sm:text-lg underline-offset-4 hover:underline">
                    {site.email}
                  </a>
                </div>
              </li>
              ) : null}
              <li className="flex gap-4 rounded-2xl border border-savanna-100 bg-white p-5 shadow-sm">
                <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-acacia-600/10 text-acacia-700">
                  <PhoneIcon size={22} />
                </span>
                <div>
                  <h3 className="text-sm font-semibold uppercase tracking-wider text-earth-900/70">
                    <Trans>Phone</Trans>
                  </h3>
                  <ul className="mt-1 space-y-1">
                    {site.phones.map((phone) => (
                      <li key={phone}>
                        <a href={telHref(phone)} className="text-lg font-semibold text-acacia-700 underline-offset-4 hover:underline">
                          {phone}
                        </a>
                      </li>
                    ))}
                  </ul>
                </div>
              </li>
              <li className="flex gap-4 rounded-2xl border border-savanna-100 bg-white p-5 shadow-sm">
                <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-acacia-600/10 text-acacia-700">
                  <MapPinIcon size={22} />
                </span>
                <div>
                  <h3 className="text-sm font-semibold uppercase tracking-wider text-earth-900/70">
                    <Trans>Office</Trans>
                  </h3>
                  <address className="mt-1 not-italic leading-relaxed text-earth-900" data-testid="office-address">
                    {[site.legalName, site.address.street, site.address.postal, addressLine(site, ["city", "country"])]
                      .filter(Boolean)
                      .flatMap((line, i) => (i ? [<br key={i} />, line] : [line]))}
                  </address>
                </div>
              </li>
              <li className="flex gap-4 rounded-2xl border border-savanna-100 bg-white p-5 shadow-sm">
                <span className="inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-acacia-600/10 text-acacia-700">
                  <ClockIcon size={22} />
                </span>
                <div className="flex-1">
                  <h3 className="text-sm font-semibold uppercase tracking-wider text-earth-900/70">
                    <Trans>Opening hours</Trans>
                  </h3>
                  <dl className="mt-1 grid grid-cols-1 gap-x-4 gap-y-1 text-earth-900 sm:grid-cols-[auto_1fr]">
                    {officeHours.map((row) => (
                      <div key={row.days} className="contents">
                        <dt className="font-medium">{row.days}</dt>
                        <dd className="mb-2 text-earth-900/75 sm:mb-0">{row.hours}</dd>
                      </div>
                    ))}
                  </dl>
                </div>
              </li>
            </ul>

            <div className="mt-8 flex flex-wrap gap-3">
              {whatsapp ? (
              <a
                href={whatsapp}
                target="_blank"
                rel="noopener noreferrer"
                className={`${buttonStyles.green} !bg-[#1a7f45] hover:!bg-[#146236]`}
              >
                <WhatsAppIcon size={20} />
                <Trans>Chat on WhatsApp</Trans>
                <span className="sr-only">
                  <Trans>(opens in a new tab)</Trans>
                </span>
              </a>
              ) : null}
              {site.office ? (
                <GetDirectionsButton destination={site.office} timeoutMs={LOCATION_TIMEOUT_MS} className={`${buttonStyles.outline} cursor-pointer`} />
              ) : null}
            </div>
            <p className="mt-6 text-earth-900/75">
              <Trans>
                Planning a trip? Send the details with our{" "}
                <Link to="/contact" className="font-semibold text-acacia-700 underline underline-offset-4">
                  inquiry form
                </Link>{" "}
                and we will reply with a free quote within 24-48 hours.
              </Trans>
            </p>
          </div>

          <div>
            <h2 className="sr-only">
              <Trans>Map</Trans>
            </h2>
            {site.office ? <FacadeMap place={site.office} label={site.legalName || site.name} address={officeLine} /> : null}
          </div>
        </div>
      </section>
    </main>
  );
}
