/**
 * The closing call to action of the catalogue pages: a dark band that sends
 * a visitor who has not found what they want to an inquiry or the packages.
 */
import type { ReactNode } from "react";
import { Link } from "#app/lib/i18n/link.tsx";
import { buttonStyles } from "./button-styles.ts";

export interface CatalogueCtaProps {
  title: string;
  message: ReactNode;
  primary: { label: string; to: string };
  secondary?: { label: string; to: string };
}

export function CatalogueCta({ title, message, primary, secondary }: CatalogueCtaProps) {
  return (
    <section aria-label={title} className="mx-auto max-w-7xl px-4 pb-20 sm:px-6 lg:px-8">
      <div className="relative overflow-hidden rounded-3xl bg-acacia-900 px-6 py-10 text-white shadow-lg sm:px-10 md:flex md:items-center md:justify-between md:gap-10 md:py-12">
        <div aria-hidden="true" className="pointer-events-none absolute -end-16 -top-24 h-64 w-64 rounded-full bg-savanna-500/25 blur-3xl" />
        <div className="relative max-w-2xl">
          <p className="font-display text-2xl font-semibold sm:text-3xl">{title}</p>
          <p className="mt-3 leading-relaxed text-white/85">{message}</p>
        </div>
        <div className="relative mt-6 flex flex-wrap gap-3 md:mt-0 md:shrink-0">
          <Link to={primary.to} className={buttonStyles.light}>
            {primary.label}
          </Link>
          {secondary ? (
            <Link to={secondary.to} className={buttonStyles.ghostLight}>
              {secondary.label}
            </Link>
          ) : null}
        </div>
      </div>
    </section>
  );
}
