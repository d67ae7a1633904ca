/**
 * The site footer of SPEC §2: brand, Quick Links, Latest Updates (a social
 * post behind a click-to-load facade, so nothing is fetched from a third
 * party until the visitor asks), Contact Info and the social links (new tabs)
 * from the company's details (decision 0029), and the copyright line with the
 * current year. Details not entered yet are left out, never shown empty.
 */
import { useState } from "react";
import type { MessageDescriptor } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "#app/lib/i18n/link.tsx";
import { addressLine, socialUrl, telHref, type SocialNetwork } from "#domain/company-details.ts";
import { useCompany } from "../lib/company.tsx";
import {
  FacebookIcon,
  InstagramIcon,
  LinkedInIcon,
  MailIcon,
  MapPinIcon,
  PhoneIcon,
  PlayIcon,
  TikTokIcon,
  WhatsAppIcon,
  XBrandIcon,
  type IconProps,
} from "./icons.tsx";
import { LogoMark } from "./logo.tsx";
import { StoredPicture } from "./stored-picture.tsx";
import { Picture } from "./picture.tsx";

/** Read in the page's language: `i18n._(link.label)`. */
export const QUICK_LINKS: readonly { label: MessageDescriptor; to: string }[] = [
  { label: msg`About Us`, to: "/about" },
  { label: msg`Services`, to: "/services" },
  { label: msg`Packages`, to: "/packages" },
  { label: msg`Terms and Conditions`, to: "/terms" },
  { label: msg`FAQs`, to: "/faqs" },
];

/** How each network's link is named (a brand as it is, or words to translate) and drawn, in the order the company lists its links. */
export const SOCIAL_LINK_STYLE: Record<SocialNetwork, { label: string | MessageDescriptor; Icon: (p: IconProps) => React.ReactNode }> = {
  whatsapp: { label: msg`WhatsApp chat`, Icon: WhatsAppIcon },
  instagram: { label: "Instagram", Icon: InstagramIcon },
  facebook: { label: "Facebook", Icon: FacebookIcon },
  x: { label: "X", Icon: XBrandIcon },
  linkedin: { label: "LinkedIn", Icon: LinkedInIcon },
  tiktok: { label: "TikTok", Icon: TikTokIcon },
  youtube: { label: "YouTube", Icon: PlayIcon },
};

const headingClass = "text-sm font-semibold uppercase tracking-[0.18em] text-savanna-100";
const linkClass =
  "rounded text-white/85 transition hover:text-white hover:underline underline-offset-4 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-savanna-100";

export function Footer() {
  const year = new Date().getFullYear();
  const site = useCompany();
  const instagram = socialUrl(site, "instagram");
  const { t, i18n } = useLingui();
  return (
    <footer className="bg-acacia-900 text-white" aria-labelledby="footer-heading">
      <h2 id="footer-heading" className="sr-only">
        <Trans>Site footer</Trans>
      </h2>
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-[1.3fr_0.8fr_1.1fr_1.1fr] lg:px-8 lg:py-16">
        <div>
          <Link to="/" className="inline-flex items-center gap-3 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-savanna-100">
            <LogoMark size={52} />
            <span className="flex flex-col leading-none">
              <span className="font-display text-2xl font-semibold">Twiga Horizons</span>
              <span className="mt-1 text-xs font-semibold uppercase tracking-[0.3em] text-savanna-100">Travel</span>
              <span className="sr-only">
                <Trans>, home</Trans>
              </span>
            </span>
          </Link>
          <p className="mt-5 max-w-xs leading-relaxed text-white/80">
            <Trans>Safaris, beach escapes, conferences and journeys of faith, planned from Nairobi by people who know every road.</Trans>
          </p>
          {site.social.length ? (
          <ul className="mt-6 flex flex-wrap gap-2" aria-label={t`Follow us`}>
            {site.social.map(({ network, url: href }) => {
              const { label: name, Icon } = SOCIAL_LINK_STYLE[network];
              const label = typeof name === "string" ? name : i18n._(name);
              return (
              <li key={`${network} ${href}`}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="flex h-10 w-10 items-center justify-center rounded-full bg-white/10 text-white ring-1 ring-white/15 transition hover:bg-savanna-500 hover:ring-savanna-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-savanna-100"
                >
                  <Icon size={18} />
                  <span className="sr-only">
                    <Trans>{label} (opens in a new tab)</Trans>
                  </span>
                </a>
              </li>
              );
            })}
          </ul>
          ) : null}
        </div>

        <nav aria-labelledby="footer-quick-links">
          <h3 id="footer-quick-links" className={headingClass}>
            <Trans>Quick Links</Trans>
          </h3>
          <ul className="mt-5 space-y-3">
            {QUICK_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className={linkClass}>
                  {i18n._(link.label)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h3 className={headingClass}>
            <Trans>Latest Updates</Trans>
          </h3>
          {instagram ? <LatestPostFacade instagram={instagram} /> : null}
        </div>

        <div>
          <h3 className={headingClass}>
            <Trans>Contact Info</Trans>
          </h3>
          <ul className="mt-5 space-y-4 text-white/85">
            {site.email ? (
              <li className="flex gap-3">
                <MailIcon size={20} className="mt-0.5 shrink-0 text-savanna-100" />
                <a href={`mailto:${site.email}`} className={linkClass}>
                  {site.email}
                </a>
              </li>
            ) : null}
            {site.phones.map((phone) => (
              <li key={phone} className="flex gap-3">
                <PhoneIcon size={20} className="mt-0.5 shrink-0 text-savanna-100" />
                <a href={telHref(phone)} className={linkClass}>
                  {phone}
                </a>
              </li>
            ))}
            {addressLine(site, ["street", "postal", "city", "country"]) ? (
              <li className="flex gap-3">
                <MapPinIcon size={20} className="mt-0.5 shrink-0 text-savanna-100" />
                <address className="not-italic leading-relaxed">
                  {[site.address.street, site.address.postal, addressLine(site, ["city", "country"])]
                    .filter(Boolean)
                    .flatMap((line, i) => (i ? [<br key={i} />, line] : [line]))}
                </address>
              </li>
            ) : null}
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-sm text-white/75 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <p data-testid="copyright">
            © {year}
            {site.legalName || site.name ? ` ${site.legalName || site.name}` : ""}. {t`All rights reserved.`}
          </p>
          {site.accreditations.length ? (
            // The badges chosen in the console (decision 0038), small, with their alt text; a name where there is none.
            <p className="flex flex-wrap items-center gap-x-3 gap-y-2" data-testid="footer-accreditations">
              <span>
                <Trans>Licensed by and member of</Trans>
              </span>
              {site.accreditations.map((a) =>
                a.image_key ? (
                  <Picture key={`${a.name} ${a.image_key}`} src={a.image_key} alt={a.alt} sizes="40px" width={40} height={40} className="h-10 w-10 object-contain" />
                ) : (
                  <span key={a.name} className="font-medium text-white/90">
                    {a.short || a.name}
                  </span>
                ),
              )}
            </p>
          ) : null}
        </div>
      </div>
    </footer>
  );
}

/**
 * The embedded social post, behind a facade: a still and a button. Only a click
 * loads the embed, so visitors who never ask make no request to the social network.
 */
function LatestPostFacade({ instagram }: { instagram: string }) {
  const [loaded, setLoaded] = useState(false);
  const { t } = useLingui();
  const embedUrl = `${instagram.replace(/\/$/, "")}/embed`;
  if (loaded) {
    return (
      <div className="mt-5 overflow-hidden rounded-2xl bg-white">
        <iframe
          src={embedUrl}
          title={t`Our latest Instagram post`}
          className="h-80 w-full border-0"
          loading="lazy"
          sandbox="allow-scripts allow-same-origin allow-popups"
          referrerPolicy="strict-origin-when-cross-origin"
        />
        <a
          href={instagram}
          target="_blank"
          rel="noopener noreferrer"
          className="block bg-savanna-50 px-4 py-2 text-center text-sm font-semibold text-acacia-700 hover:underline"
        >
          <Trans>Open on Instagram</Trans>{" "}
          <span className="sr-only">
            <Trans>(opens in a new tab)</Trans>
          </span>
        </a>
      </div>
    );
  }
  return (
    <div className="mt-5 overflow-hidden rounded-2xl bg-white/5 ring-1 ring-white/15" data-testid="latest-post-facade">
      <div className="relative aspect-[16/10] [&>picture]:block [&>picture]:h-full">
        <StoredPicture src="headers/gallery" alt="" sizes="(min-width: 1024px) 22vw, (min-width: 768px) 45vw, 92vw" className="h-full w-full object-cover" />
        <div className="absolute inset-0 bg-gradient-to-t from-acacia-900/85 via-acacia-900/20 to-transparent" />
        <p className="absolute inset-x-3 bottom-3 text-sm font-medium leading-snug text-white">
          <Trans>Flamingo season on the Rift Valley lakes: fresh from our guides.</Trans>
        </p>
      </div>
      <button
        type="button"
        onClick={() => setLoaded(true)}
        className="flex w-full items-center justify-center gap-2 px-4 py-3 text-sm font-semibold text-white transition hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-savanna-100"
      >
        <PlayIcon size={16} />
        <Trans>Load the latest post from Instagram</Trans>
      </button>
    </div>
  );
}
