/**
 * The phone and tablet menu of SPEC §2: a full-screen panel over an overlay,
 * with a close button. It closes on route change (the header's job), on
 * Escape, on an overlay click and on a link click; page scrolling is locked
 * while it is open, and focus stays inside it (the shared layer, layer.tsx).
 */
import { useRef } from "react";
import { Link } from "#app/lib/i18n/link.tsx";
import { socialUrl } from "#domain/company-details.ts";
import { useCompany } from "../lib/company.tsx";
import { CloseIcon, MailIcon, PhoneIcon, WhatsAppIcon } from "./icons.tsx";
import { Layer } from "./layer.tsx";
import { Logo } from "./logo.tsx";
import { NAV_ITEMS, isNavActive } from "./nav-items.ts";
import { Trans, useLingui } from "@lingui/react/macro";
import { splitLocalePath } from "#domain/locales.ts";

export interface MobileMenuProps {
  open: boolean;
  pathname: string;
  onClose: () => void;
  id: string;
}

export function MobileMenu({ open, pathname, onClose, id }: MobileMenuProps) {
  const site = useCompany();
  const whatsapp = socialUrl(site, "whatsapp");
  const closeRef = useRef<HTMLButtonElement>(null);
  const { t, i18n } = useLingui();
  // Always in the page (closed, a <dialog> is not shown), so the menu button's early tap has it to open.
  return (
    <Layer id={id} open={open} onClose={onClose} initialFocus={closeRef} aria-label={t`Main menu`} aria-modal="true" data-open={open} className="xl:hidden">
      <div
        data-testid="menu-overlay"
        className="absolute inset-0 bg-earth-900/60 opacity-100 backdrop-blur-sm transition-opacity duration-300 motion-reduce:transition-none starting:opacity-0"
        onClick={onClose}
        aria-hidden="true"
      />
      <div className="absolute inset-y-0 end-0 flex w-full translate-x-0 flex-col overflow-y-auto bg-savanna-50 shadow-2xl transition-transform duration-300 ease-out motion-reduce:transition-none starting:translate-x-full sm:max-w-sm">
        <div className="flex items-center justify-between border-b border-earth-900/10 px-5 py-4">
          <Link to="/" onClick={onClose} className="rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-acacia-700">
            <Logo compact />
          </Link>
          <button
            ref={closeRef}
            type="button"
            onClick={onClose}
            aria-label={t`Close menu`}
            className="flex h-11 w-11 items-center justify-center rounded-full bg-white text-earth-900 shadow-sm ring-1 ring-earth-900/10 transition hover:bg-savanna-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-acacia-700"
          >
            <CloseIcon size={22} />
          </button>
        </div>
        <nav aria-label={t`Mobile`} className="flex-1 px-3 py-4">
          <ul className="space-y-1">
            {NAV_ITEMS.map((item) => {
              const active = isNavActive(item.to, splitLocalePath(pathname).path);
              return (
                <li key={item.to}>
                  <Link
                    to={item.to}
                    onClick={onClose}
                    aria-current={active ? "page" : undefined}
                    className={`flex items-center justify-between rounded-xl px-4 py-3 text-lg font-medium transition focus-visible:outline-2 focus-visible:outline-acacia-700 ${
                      active ? "bg-acacia-700 text-white" : "text-earth-900 hover:bg-savanna-100"
                    }`}
                  >
                    {i18n._(item.label)}
                    <span aria-hidden="true" className={active ? "text-savanna-100" : "text-savanna-600"}>
                      →
                    </span>
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <div className="space-y-3 border-t border-earth-900/10 px-6 py-5 text-sm">
          {site.phones[0] ? (
            <a href={`tel:${site.phones[0].replace(/\s+/g, "")}`} className="flex items-center gap-3 text-earth-900 hover:text-acacia-700">
              <PhoneIcon size={18} className="text-savanna-700" /> {site.phones[0]}
            </a>
          ) : null}
          {site.email ? (
            <a href={`mailto:${site.email}`} className="flex items-center gap-3 text-earth-900 hover:text-acacia-700">
              <MailIcon size={18} className="text-savanna-700" /> {site.email}
            </a>
          ) : null}
          {whatsapp ? (
          <a
            href={whatsapp}
            target="_blank"
            rel="noopener noreferrer"
            className="flex items-center gap-3 text-earth-900 hover:text-acacia-700"
          >
            <WhatsAppIcon size={18} className="text-acacia-600" /> <Trans>Chat on WhatsApp</Trans>
            <span className="sr-only">
              <Trans>(opens in a new tab)</Trans>
            </span>
          </a>
          ) : null}
        </div>
      </div>
    </Layer>
  );
}
