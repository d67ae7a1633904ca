/**
 * /contact (labelled Inquiries in the header): the inquiry form plus email
 * and phone details (SPEC §2). The form posts here when JavaScript has not
 * loaded; the action stores the inquiry and the page shows the same success
 * panel or field errors the script form would.
 */
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { i18nFromMatches } from "#app/lib/i18n/from-matches.ts";
import { useActionData } from "react-router";
import { addressLine, whatsappChatUrl } from "#domain/company-details.ts";
import { companyFromMatches, useCompany } from "#app/lib/company.tsx";
import { InquiryForm, type PackageOption } from "#app/components/inquiry-form.tsx";
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon, WhatsAppIcon } from "#app/components/icons.tsx";
import { PageHero } from "#app/components/page-hero.tsx";
import { Toaster } from "#app/components/toast.tsx";
import { handleInquiryPost } from "#app/lib/inquiry-action.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { compareText } from "#domain/formatting.ts";
import type { Route } from "./+types/contact";
import { siteOf } from "../lib/areas.ts";
import { useLocalize } from "#app/lib/i18n/link.tsx";

const HERO = "headers/contact";

export function meta({ loaderData: data, matches }: Route.MetaArgs) {
  const site = companyFromMatches(matches);
  const i18n = i18nFromMatches(matches);
  const name = site.name;
  const phone = site.phones[0];
  const plan = name ? i18n._(msg`Plan your safari, holiday or group trip with ${name}.`) : i18n._(msg`Plan your safari, holiday or group trip.`);
  const reply = phone
    ? i18n._(msg`Send an inquiry or call ${phone}; our Nairobi team replies with a free, non-binding quote within 24-48 hours.`)
    : i18n._(msg`Send an inquiry; our Nairobi team replies with a free, non-binding quote within 24-48 hours.`);
  return pageMeta(matches, {
    title: i18n._(msg`Send an Inquiry`),
    description: `${plan} ${reply}`,
    path: "/contact",
    origin: data?.origin,
    image: HERO,
    breadcrumbs: [{ name: i18n._(msg`Send an Inquiry`), path: "/contact" }],
  });
}

/**
 * Packages the server-rendered dropdown lists (alphabetically). A real catalogue fits whole; a very
 * large one would make the page heavy (1,000 packages were 190 KB of options and loader data), so the
 * rest arrive with the client's package list, and a visitor without JavaScript can name any
 * package in the message.
 */
const SERVER_PACKAGE_OPTIONS = 200;

export async function loader({ context }: Route.LoaderArgs) {
  const packages: PackageOption[] = await siteOf(context).catalogue
    .packages()
    .then((list) =>
      list
        .map((p) => ({ id: p.package_id, title: p.package_title }))
        .sort((a, b) => compareText(a.title, b.title))
        .slice(0, SERVER_PACKAGE_OPTIONS),
    )
    .catch(() => []);
  return { origin: siteOf(context).origin, packages };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  return handleInquiryPost(request, url, context, "contact");
}

export default function ContactPage({ loaderData }: Route.ComponentProps) {
  const localize = useLocalize();
  const { t } = useLingui();
  const result = useActionData<typeof action>();
  const site = useCompany();
  const whatsapp = whatsappChatUrl(site);
  const office = addressLine(site);
  return (
    <main id="main-content">
      <PageHero
        title={t`Let's plan your journey`}
        subtitle={t`Tell us where you'd like to go and who's travelling. Quotes are free, non-binding and usually with you within 24-48 hours.`}
        imageKey={HERO}
        breadcrumbs={[{ label: t`Home`, to: "/" }, { label: t`Inquiries` }]}
      />
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:px-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)] lg:gap-12 lg:px-8 lg:py-16">
        <aside aria-labelledby="contact-details-heading" className="order-2 space-y-4 lg:order-none">
          <h2 id="contact-details-heading" className="font-display text-2xl font-semibold text-earth-900">
            <Trans>Talk to our team</Trans>
          </h2>
          <p className="text-earth-900/80">
            <Trans>Prefer to speak to someone? Our travel consultants in Nairobi are happy to help you shape the trip.</Trans>
          </p>
          <ul className="space-y-3">
            {site.email ? (
            <ContactItem icon={<MailIcon size={22} />} label={t`Email`}>
              <a href={`mailto:${site.email}`} className="font-semibold text-acacia-700 underline-offset-2 hover:underline">
                {site.email}
              </a>
            </ContactItem>
            ) : null}
            {site.phones.length ? (
            <ContactItem icon={<PhoneIcon size={22} />} label={t`Phone`}>
              <span className="flex flex-col">
                {site.phones.map((phone) => (
                  <a key={phone} href={`tel:${phone.replace(/\s+/g, "")}`} className="font-semibold text-acacia-700 underline-offset-2 hover:underline">
                    {phone}
                  </a>
                ))}
              </span>
            </ContactItem>
            ) : null}
            {whatsapp ? (
            <ContactItem icon={<WhatsAppIcon size={22} />} label={t`WhatsApp`}>
              <a href={whatsapp} rel="noopener noreferrer" target="_blank" className="font-semibold text-acacia-700 underline-offset-2 hover:underline">
                <Trans>Chat with us on WhatsApp</Trans>
              </a>
            </ContactItem>
            ) : null}
            {office ? (
            <ContactItem icon={<MapPinIcon size={22} />} label={t`Office`}>
              <span>{office}</span>
            </ContactItem>
            ) : null}
            <ContactItem icon={<ClockIcon size={22} />} label={t`Support`}>
              <span>
                <Trans>24/7 support while you travel</Trans>
              </span>
            </ContactItem>
          </ul>
        </aside>
        <section aria-labelledby="inquiry-heading" className="order-1 rounded-3xl lg:order-none bg-white p-5 shadow-sm ring-1 ring-earth-900/10 sm:p-8">
          <h2 id="inquiry-heading" className="font-display text-2xl font-semibold text-earth-900 sm:text-3xl">
            <Trans>Send an inquiry</Trans>
          </h2>
          <p className="mb-6 mt-1 text-earth-900/75">
            <Trans>Fields marked * are required.</Trans>
          </p>
          <InquiryForm
            sourcePage="contact"
            action={localize("/contact")}
            packages={loaderData.packages}
            serverResult={result ?? null}
          />
        </section>
      </div>
      <Toaster />
    </main>
  );
}

function ContactItem({ icon, label, children }: { icon: React.ReactNode; label: string; children: React.ReactNode }) {
  return (
    <li className="flex items-start gap-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-earth-900/10">
      <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-savanna-100 text-savanna-700">{icon}</span>
      <span className="min-w-0">
        <span className="block text-xs font-semibold uppercase tracking-wide text-earth-900/70">{label}</span>
        <span className="block break-words text-earth-900">{children}</span>
      </span>
    </li>
  );
}
