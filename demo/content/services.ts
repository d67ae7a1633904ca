import type { ServiceSeed } from "./types.ts";

/** The six services of Twiga Horizons Travel Ltd, in their fixed display order. */
export const services: ServiceSeed[] = [
  {
    name: "Game Drives and Safaris",
    slug: "game-drives-and-safaris",
    description:
      "Track the Big Five across the Maasai Mara, Amboseli, Samburu and Tsavo in pop-up roof safari vehicles driven by guides who read the bush like a book. We handle park fees, lodges and tented camps so you only have to decide which sighting to photograph first.",
    icon: "binoculars",
    image: { scene: "savanna", variant: 3, alt: "Elephants and giraffes crossing an acacia-dotted savanna" },
  },
  {
    name: "Conferences and Team Building",
    slug: "conferences-and-team-building",
    description:
      "From a 20-person strategy retreat at Lake Naivasha to a 400-delegate conference in Nairobi, we source the venue, the transport, the audio-visual set-up and the evening entertainment. Our facilitators design team-building days that people actually talk about back at the office.",
    icon: "presentation",
    image: { scene: "conference", variant: 7, alt: "Conference hall with a stage, screen and rows of chairs" },
  },
  {
    name: "Vacations and Adventure",
    slug: "vacations-and-adventure",
    description:
      "Climb Mount Kenya, dive the reefs of Watamu, cycle through Hell's Gate or simply switch off on a Diani beach. We build holidays around your pace and budget, whether that is a long weekend or a three-week grand tour.",
    icon: "compass",
    image: { scene: "mountain-trail", variant: 12, alt: "Hikers on a ridge trail among giant lobelias" },
  },
  {
    name: "Honeymoon and Special Occasions",
    slug: "honeymoon-and-special-occasions",
    description:
      "Celebrate a wedding, an anniversary or a milestone birthday with private dinners under the stars, sunrise balloon flights and beach villas in Zanzibar or Mauritius. Every detail is quietly arranged so the only thing you need to plan is the toast.",
    icon: "heart",
    image: { scene: "sunset-dinner", variant: 5, alt: "Candle-lit dinner table for two at sunset" },
  },
  {
    name: "Christian Packages",
    slug: "christian-packages",
    description:
      "Walk where the Scriptures were written on guided pilgrimages to Jerusalem, Bethlehem, Galilee and Rome, with daily devotions and experienced group leaders. We also organise church retreats, mission trips and fellowship weekends within Kenya.",
    icon: "cross",
    image: { scene: "church", variant: 9, alt: "Old stone church on a hillside in the Holy Land" },
  },
  {
    name: "Air Ticketing and Charter Services",
    slug: "air-ticketing-and-charter-services",
    description:
      "As an accredited ticketing agent we book scheduled flights worldwide, compare fares for you and manage changes when plans shift. For remote airstrips in the Mara, Samburu or Lamu we arrange light-aircraft charters that save a full day on the road.",
    icon: "plane",
    image: { scene: "aircraft", variant: 14, alt: "Light charter aircraft on a bush airstrip" },
  },
];
