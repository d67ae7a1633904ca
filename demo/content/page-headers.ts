import type { ImageRef } from "./types.ts";

export type PageHeaderKey =
  | "about-us"
  | "blogs"
  | "services"
  | "destinations"
  | "gallery"
  | "packages"
  | "contact"
  | "travel-management"
  | "corporate"
  | "student"
  | "info"
  | "terms"
  | "faqs";

/** One header illustration per page. */
export const pageHeaders: Record<PageHeaderKey, ImageRef> = {
  "about-us": { scene: "savanna", variant: 31, alt: "Giraffes on the savanna, the emblem of Twiga Horizons" },
  blogs: { scene: "mountain-trail", variant: 11, alt: "Trail through moorland towards distant peaks" },
  services: { scene: "tented-camp", variant: 5, alt: "Safari tents and campfire at dusk" },
  destinations: { scene: "balloon", variant: 12, alt: "Balloons drifting over the plains at dawn" },
  gallery: { scene: "lake-flamingos", variant: 17, alt: "Flamingos along a Rift Valley lake" },
  packages: { scene: "beach", variant: 19, alt: "Palm-fringed beach with a turquoise lagoon" },
  contact: { scene: "city-skyline", variant: 8, alt: "Nairobi skyline where our office is based" },
  "travel-management": { scene: "aircraft", variant: 4, alt: "Aircraft on the runway ready for departure" },
  corporate: { scene: "conference", variant: 5, alt: "Conference room set for a corporate event" },
  student: { scene: "team-building", variant: 10, alt: "Young people working together outdoors" },
  info: { scene: "city-skyline", variant: 21, alt: "City towers in Nairobi at dusk" },
  terms: { scene: "dhow", variant: 9, alt: "Dhow at anchor in calm water" },
  faqs: { scene: "savanna", variant: 53, alt: "Safari vehicle on a track across the plains" },
};
