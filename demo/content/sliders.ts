import type { SliderSeed } from "./types.ts";

/** Hero sliders per page set; exactly one primary slide in each set. */
export const sliders: SliderSeed[] = [
  // home (5)
  {
    page_set: "home",
    caption: "Discover Kenya with Twiga Horizons",
    is_primary: true,
    image: { scene: "savanna", variant: 2, alt: "Giraffes and elephants on the savanna at golden hour" },
  },
  {
    page_set: "home",
    caption: "Float above the Great Migration",
    is_primary: false,
    image: { scene: "balloon", variant: 8, alt: "Balloons over the Maasai Mara at dawn" },
  },
  {
    page_set: "home",
    caption: "Swahili coast escapes",
    is_primary: false,
    image: { scene: "beach", variant: 11, alt: "Palm-lined beach and turquoise sea" },
  },
  {
    page_set: "home",
    caption: "Reach the roof of Africa",
    is_primary: false,
    image: { scene: "snow-peak", variant: 5, alt: "Snow-capped peak rising above the clouds" },
  },
  {
    page_set: "home",
    caption: "",
    is_primary: false,
    image: { scene: "tented-camp", variant: 13, alt: "Safari tents glowing at dusk" },
  },
  // about (3)
  {
    page_set: "about",
    caption: "Born in Nairobi, at home across Africa",
    is_primary: true,
    image: { scene: "city-skyline", variant: 4, alt: "Nairobi skyline at sunrise" },
  },
  {
    page_set: "about",
    caption: "Guides who know every track",
    is_primary: false,
    image: { scene: "savanna", variant: 18, alt: "Safari vehicle watching lions" },
  },
  {
    page_set: "about",
    caption: "",
    is_primary: false,
    image: { scene: "team-building", variant: 8, alt: "Our team outdoors" },
  },
  // gallery (4)
  {
    page_set: "gallery",
    caption: "Moments from the road",
    is_primary: true,
    image: { scene: "lake-flamingos", variant: 12, alt: "Flamingos on a Rift Valley lake" },
  },
  {
    page_set: "gallery",
    caption: "Sunsets we remember",
    is_primary: false,
    image: { scene: "dhow", variant: 6, alt: "Dhow sailing at sunset" },
  },
  {
    page_set: "gallery",
    caption: "",
    is_primary: false,
    image: { scene: "rainforest", variant: 12, alt: "Misty rainforest" },
  },
  {
    page_set: "gallery",
    caption: "Under the sea",
    is_primary: false,
    image: { scene: "coral-reef", variant: 10, alt: "Colourful coral reef with fish" },
  },
  // destinations (4)
  {
    page_set: "destinations",
    caption: "From the Mara to Machu Picchu",
    is_primary: true,
    image: { scene: "savanna", variant: 25, alt: "Acacia plains stretching to the horizon" },
  },
  {
    page_set: "destinations",
    caption: "Islands and old towns",
    is_primary: false,
    image: { scene: "old-town", variant: 16, alt: "Swahili stone town arches" },
  },
  {
    page_set: "destinations",
    caption: "Mountains worth the climb",
    is_primary: false,
    image: { scene: "mountain-trail", variant: 21, alt: "Trail winding over mountain ridges" },
  },
  {
    page_set: "destinations",
    caption: "",
    is_primary: false,
    image: { scene: "desert-dunes", variant: 15, alt: "Golden dunes at sunset" },
  },
  // services (4)
  {
    page_set: "services",
    caption: "Safaris, events and journeys of faith",
    is_primary: true,
    image: { scene: "conference", variant: 11, alt: "Conference stage ready for delegates" },
  },
  {
    page_set: "services",
    caption: "Celebrate in style",
    is_primary: false,
    image: { scene: "sunset-dinner", variant: 12, alt: "Candle-lit dinner for two" },
  },
  {
    page_set: "services",
    caption: "Tickets and charters worldwide",
    is_primary: false,
    image: { scene: "aircraft", variant: 9, alt: "Aircraft climbing into a clear sky" },
  },
  {
    page_set: "services",
    caption: "",
    is_primary: false,
    image: { scene: "church", variant: 8, alt: "Pilgrimage church on a hill" },
  },
  // packages (4)
  {
    page_set: "packages",
    caption: "Packages for every budget",
    is_primary: true,
    image: { scene: "tented-camp", variant: 16, alt: "Tented camp at dusk with a campfire" },
  },
  {
    page_set: "packages",
    caption: "Resident specials every month",
    is_primary: false,
    image: { scene: "lake-hippos", variant: 16, alt: "Lake with hippos and papyrus" },
  },
  {
    page_set: "packages",
    caption: "Beach and bush combined",
    is_primary: false,
    image: { scene: "beach", variant: 32, alt: "Quiet beach with palms" },
  },
  {
    page_set: "packages",
    caption: "",
    is_primary: false,
    image: { scene: "balloon", variant: 20, alt: "Balloon over the plains" },
  },
  // blog (3)
  {
    page_set: "blog",
    caption: "Stories and advice from our team",
    is_primary: true,
    image: { scene: "mountain-trail", variant: 27, alt: "Hikers on a misty ridge" },
  },
  {
    page_set: "blog",
    caption: "Travel tips from people who go there",
    is_primary: false,
    image: { scene: "old-town", variant: 24, alt: "Carved doorway in an old town" },
  },
  {
    page_set: "blog",
    caption: "",
    is_primary: false,
    image: { scene: "waterfall", variant: 14, alt: "Waterfall in a green gorge" },
  },
];
