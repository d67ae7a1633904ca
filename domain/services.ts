/** The six main services of SPEC §1, in their fixed order. */
export const SERVICE_NAMES = [
  "Game Drives and Safaris",
  "Conferences and Team Building",
  "Vacations and Adventure",
  "Honeymoon and Special Occasions",
  "Christian Packages",
  "Air Ticketing and Charter Services",
] as const;
export type ServiceName = (typeof SERVICE_NAMES)[number];

export function serviceRank(name: string): number {
  const i = SERVICE_NAMES.findIndex((n) => n.toLowerCase() === name.toLowerCase());
  return i === -1 ? SERVICE_NAMES.length : i;
}
