/**
 * Every destination name referenced by the package catalogue. The
 * destinations list must contain exactly these names (same spelling).
 */
export const PACKAGE_DESTINATION_NAMES = [
  "Maasai Mara",
  "Amboseli",
  "Tsavo East",
  "Tsavo West",
  "Samburu",
  "Lake Nakuru",
  "Lake Naivasha",
  "Diani Beach",
  "Lamu",
  "Watamu",
  "Mount Kenya",
  "Nairobi",
  "Zanzibar",
  "Serengeti",
  "Ngorongoro Crater",
  "Mount Kilimanjaro",
  "Dubai",
  "Bwindi Impenetrable Forest",
  "Cape Town",
  "Jerusalem",
  "Rome",
  "Santorini",
  "Mauritius",
  "Ol Pejeta",
  "Hell's Gate",
  "Kisumu",
] as const;

export type PackageDestinationName = (typeof PACKAGE_DESTINATION_NAMES)[number];
