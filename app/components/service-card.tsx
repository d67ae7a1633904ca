/**
 * One service on /services: picture, icon, name, description, how many
 * packages it has and the Check Packages button of SPEC §2, which opens
 * /packages?service_id={id}&residency=resident. Rows alternate sides on wide
 * screens; each is an anchor target for the jump-to-service dropdown.
 */
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import type { ComponentType } from "react";
import { Link } from "#app/lib/i18n/link.tsx";
import type { ApiService } from "#domain/api-types.ts";
import { DEFAULT_SEARCH_RESIDENCY } from "#domain/residency.ts";
import { Picture } from "./picture.tsx";
import { buttonStyles } from "./button-styles.ts";
import type { ServiceIcon } from "#domain/services.ts";
import { ArrowRightIcon, BriefcaseIcon, CompassIcon, GlobeIcon, GraduationCapIcon, type IconProps, UsersIcon } from "./icons.tsx";
import { BinocularsIcon, CarIcon, CrossIcon, HeartIcon, HotelIcon, LeafIcon, MountainIcon, PlaneIcon, ShieldIcon, SparklesIcon, SunIcon } from "./page-icons.tsx";

/** Every icon of domain/services.ts SERVICE_ICONS (the editor's choices), drawn. */
const SERVICE_ICON_COMPONENTS: Record<ServiceIcon, ComponentType<IconProps>> = {
  binoculars: BinocularsIcon,
  presentation: UsersIcon,
  compass: CompassIcon,
  heart: HeartIcon,
  cross: CrossIcon,
  plane: PlaneIcon,
  sun: SunIcon,
  mountain: MountainIcon,
  car: CarIcon,
  hotel: HotelIcon,
  globe: GlobeIcon,
  briefcase: BriefcaseIcon,
  "graduation-cap": GraduationCapIcon,
  leaf: LeafIcon,
  sparkles: SparklesIcon,
  shield: ShieldIcon,
};

export function serviceAnchor(service: Pick<ApiService, "slug" | "id">): string {
  return `service-${service.slug || service.id}`;
}

/** SPEC §2: Check Packages opens /packages with service_id and residency=resident. */
export function checkPackagesHref(service: Pick<ApiService, "id">): string {
  return `/packages?service_id=${service.id}&residency=${DEFAULT_SEARCH_RESIDENCY}`;
}

export function ServiceCard({ service, index, priority = false }: { service: ApiService; index: number; priority?: boolean }) {
  const Icon = SERVICE_ICON_COMPONENTS[service.icon as ServiceIcon] ?? SparklesIcon;
  const flipped = index % 2 === 1;
  const { t } = useLingui();
  const count = service.package_count;
  const name = service.name;
  const headingId = `${serviceAnchor(service)}-title`;
  return (
    <section
      id={serviceAnchor(service)}
      aria-labelledby={headingId}
      className="overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-earth-900/5 md:grid md:grid-cols-2"
      data-testid="service-card"
    >
      <div className={`relative aspect-[4/3] overflow-hidden bg-savanna-100 md:aspect-auto md:min-h-[22rem] ${flipped ? "md:order-2" : ""}`}>
        {service.image_url ? (
          <Picture
            src={service.image_url}
            alt=""
            priority={priority}
            sizes="(min-width: 1280px) 640px, (min-width: 768px) 50vw, 100vw"
            className="absolute inset-0 h-full w-full object-cover"
          />
        ) : null}
        <span className="absolute left-5 top-5 font-display text-6xl font-semibold text-white/90 drop-shadow-lg" aria-hidden="true">
          {String(index + 1).padStart(2, "0")}
        </span>
      </div>
      <div className="flex flex-col justify-center p-6 sm:p-10">
        <span className="flex h-12 w-12 items-center justify-center rounded-2xl bg-savanna-100 text-savanna-700">
          <Icon size={26} />
        </span>
        <h2 id={headingId} className="mt-5 font-display text-2xl font-semibold text-earth-900 sm:text-3xl">
          {service.name}
        </h2>
        <p className="mt-4 leading-relaxed text-stone-700">{service.description}</p>
        <p className="mt-5 text-sm font-medium text-acacia-700">
          {count > 0 ? <Plural value={count} one="# package available" other="# packages available" /> : <Trans>Tailor-made on request</Trans>}
        </p>
        <div className="mt-6 flex flex-wrap gap-3">
          <Link to={checkPackagesHref(service)} className={buttonStyles.green} aria-label={t`Check Packages: ${name}`}>
            <Trans>Check Packages</Trans>
            <ArrowRightIcon size={18} />
          </Link>
          <Link to="/contact" className={buttonStyles.outline} aria-label={t`Ask about ${name}`}>
            <Trans>Ask us</Trans>
          </Link>
        </div>
      </div>
    </section>
  );
}
