/** The six main services of SPEC §1, in their fixed order. */
export const SERVICE_NAMES = [
  "Game Drives and Safaris",
  "Conferences and Team Building",
  "Vacations and Adventure",
  "Honeymoon and Special Occasions",
  "Christian Packages",
  "Air Ticketing and Charter Services",
] as const;

/** The same six by slug: the order holds when editors rename a service (decision 0029). */
export const SERVICE_SLUGS = [
  "game-drives-and-safaris",
  "conferences-and-team-building",
  "vacations-and-adventure",
  "honeymoon-and-special-occasions",
  "christian-packages",
  "air-ticketing-and-charter-services",
] as const;

/** A service's place in the fixed order: by slug, else by name (services made before slugs); others after. */
export function serviceRank(service: string | { slug?: string; name: string }): number {
  const { slug, name } = typeof service === "string" ? { slug: undefined, name: service } : service;
  const bySlug = slug ? SERVICE_SLUGS.indexOf(slug as (typeof SERVICE_SLUGS)[number]) : -1;
  if (bySlug !== -1) return bySlug;
  const i = SERVICE_NAMES.findIndex((n) => n.toLowerCase() === name.toLowerCase());
  return i === -1 ? SERVICE_NAMES.length : i;
}

/**
 * Icons an editor can give a service (decision 0029), drawn by app/components/service-card.tsx;
 * the form offers exactly these and the schema refuses any other.
 */
export const SERVICE_ICONS = ["binoculars", "presentation", "compass", "heart", "cross", "plane", "sun", "mountain", "car", "hotel", "globe", "briefcase", "graduation-cap", "leaf", "sparkles", "shield"] as const;
export type ServiceIcon = (typeof SERVICE_ICONS)[number];
export const SERVICE_ICON_LABELS: Record<ServiceIcon, string> = {
  binoculars: "Binoculars",
  presentation: "People (conferences)",
  compass: "Compass",
  heart: "Heart",
  cross: "Cross",
  plane: "Plane",
  sun: "Sun",
  mountain: "Mountain",
  car: "Car",
  hotel: "Hotel",
  globe: "Globe",
  briefcase: "Briefcase",
  "graduation-cap": "Graduation cap",
  leaf: "Leaf",
  sparkles: "Sparkles",
  shield: "Shield",
};
