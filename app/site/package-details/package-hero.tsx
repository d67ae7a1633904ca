/** The page's hero: the package's title over its first photo, with where it goes, how long, and its ribbon. */
import { Plural, useLingui } from "@lingui/react/macro";
import type { ApiPackage } from "#domain/api-types.ts";
import { ClockIcon, MapPinIcon } from "#app/components/icons.tsx";
import { PageHero } from "#app/components/page-hero.tsx";

export function PackageHero({ pkg, image }: { pkg: ApiPackage; image: string }) {
  const { t } = useLingui();
  const destinations = pkg.destinations.map((d) => d.name);
  return (
    <PageHero title={pkg.package_title} imageKey={image} imageAlt="" breadcrumbs={[{ label: t`Home`, to: "/" }, { label: t`Packages`, to: "/packages" }, { label: pkg.package_title }]}>
      <ul className="flex flex-wrap gap-2 text-sm text-white">
        {destinations.length ? (
          <li className="flex items-center gap-1.5 rounded-full bg-white/15 px-3 py-1 backdrop-blur">
            <MapPinIcon size={16} />
            {destinations.join(" · ")}
          </li>
        ) : null}
        {pkg.duration_days ? (
          <li className="flex items-center gap-1.5 rounded-full bg-white/15 px-3 py-1 backdrop-blur">
            <ClockIcon size={16} />
            <Plural value={pkg.duration_days} one="# day" other="# days" />
          </li>
        ) : null}
        {pkg.ribbon_tag_left ? <li className="flex items-center gap-1.5 rounded-full bg-savanna-700 px-3 py-1 font-semibold">{pkg.ribbon_tag_left}</li> : null}
      </ul>
    </PageHero>
  );
}
