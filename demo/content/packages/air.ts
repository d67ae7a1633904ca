import type { PackageSeed } from "../types.ts";
import { tier, ALL, type Day } from "./tier-builder.ts";

const AIR_TERMS = `<p>A 50% deposit confirms your arrangements; the balance is due 30 days before departure. Private charters are confirmed only once the deposit is received and the aircraft is allocated.</p>
<p>Cancellation charges on the land arrangements: 30 to 15 days before travel 50%, 14 to 8 days 75%, within 7 days 100%. Flights are governed by the airline's or operator's fare rules; where a fare allows, unused tickets may be held as a credit for later travel.</p>
<p>Light aircraft carry a maximum of 15 kg of luggage per person, including hand luggage, in soft-sided bags. Flights may be delayed or re-routed for weather or air-traffic reasons beyond our control.</p>`;

const AIR_EXCLUSIONS = [
  "Travel insurance",
  "Excess baggage charges",
  "Drinks not included in the meal plan",
  "Tips and gratuities",
  "Visas and international flights",
];

/* ------------------------------------------------------------------ */
/* 1. Maasai Mara fly-in                                                */
/* ------------------------------------------------------------------ */

const maraFlyInDays: Day[] = [
  {
    title: "Wilson Airport to the Maasai Mara",
    text: "Check in at Nairobi's Wilson Airport, the busy hub for light aircraft, about an hour before departure. The flight over the Ngong Hills and the Rift Valley takes 45 minutes to an hour, depending on the number of airstrip stops, and your guide is waiting beside the runway with a cool drink. You game-drive to camp for lunch and head out again in the late afternoon.",
    stay: {
      value: "You fly on a scheduled shared flight departing mid-morning; dinner and overnight at a comfortable tented camp.",
      comfort: "You fly on the early scheduled flight to make the most of the day; dinner and overnight at a luxury tented camp on the Mara River.",
      premier: "A private aircraft is chartered for your party, departing at the time you choose and landing at the airstrip closest to your camp; dinner and overnight at a luxury camp in a private conservancy.",
    },
  },
  {
    title: "Full day in the Maasai Mara",
    text: "Spend the day on game drives with a picnic lunch, following the lions, cheetahs and elephants of the Mara and, from July to October, the herds of the Great Migration at the river crossings. Flying in means you have more time on the plains and less on the road.",
    stay: {
      value: "Dinner and overnight at your camp.",
      comfort: "Dinner and overnight at your camp.",
      premier: "Your own vehicle and guide are reserved for the whole stay; dinner and overnight at your camp.",
    },
  },
  {
    title: "Morning game drive and flight to Nairobi",
    text: "A final game drive at sunrise, then breakfast and the transfer to the airstrip for your flight back to Wilson Airport, arriving around midday with plenty of time for an onward international connection that evening.",
    stay: {
      premier: "Your aircraft can also fly on to another park, to the coast or to an airstrip of your choice on request.",
    },
  },
];

/* ------------------------------------------------------------------ */
/* 2. Lamu and Diani by air                                             */
/* ------------------------------------------------------------------ */

const coastalDays: Day[] = [
  {
    title: "Nairobi to Lamu",
    text: "Fly from Nairobi to the Manda Island airstrip, under two hours, where a boatman meets you at the jetty for the short crossing to Lamu. Settle into your guesthouse and spend the late afternoon exploring the waterfront.",
    stay: {
      value: "You fly on a scheduled flight from Wilson or the international airport; bed and breakfast at a guesthouse in Lamu Old Town.",
      comfort: "You fly on a scheduled flight with a flexible fare; bed and breakfast at a boutique house in Shela with a rooftop pool.",
      premier: "A private aircraft flies you directly from Wilson to Manda at the time of your choice; bed and breakfast at an exclusive beach house in Shela.",
    },
  },
  {
    title: "Lamu at leisure and sunset dhow",
    text: "A free day for the car-free lanes of the old town, the museum and the long beach at Shela. In the evening you sail on a dhow through the channel at sunset.",
  },
  {
    title: "Lamu archipelago",
    text: "Another free day in the archipelago. Popular choices include a boat trip to the ruins at Takwa, a visit to the dhow builders of Matondoni or simply lying on the dunes with a book.",
  },
  {
    title: "Lamu to Diani",
    text: "Cross back to Manda and fly south along the coast to the Ukunda airstrip, just behind Diani Beach, then transfer to your hotel for an afternoon in the sea.",
    stay: {
      value: "Scheduled flights connect through Malindi or Mombasa; bed and breakfast at a beach hotel in Diani.",
      comfort: "A direct shared coastal flight takes about an hour and a half; bed and breakfast at a four-star resort in Diani.",
      premier: "Your private aircraft flies direct along the coastline in about an hour; bed and breakfast in a beach villa in Diani.",
    },
  },
  {
    title: "Diani Beach",
    text: "A day on one of Africa's finest beaches, with the option of a dhow trip to the Kisite-Mpunguti marine park for snorkelling and dolphins.",
  },
  {
    title: "Diani to Nairobi",
    text: "Check out after breakfast and transfer to the Ukunda airstrip for your flight back to Nairobi, about an hour.",
    stay: {
      premier: "Your private aircraft departs when you are ready.",
    },
  },
];

/* ------------------------------------------------------------------ */
/* The catalogue                                                        */
/* ------------------------------------------------------------------ */

export const airPackages: PackageSeed[] = [
  {
    slug: "3-day-maasai-mara-fly-in-charter",
    package_title: "3-Day Maasai Mara Fly-In Safari & Charter",
    summary:
      "Swap six hours on the road for a 45-minute flight from Wilson Airport. Choose scheduled seats with camp included, or charter a private aircraft that flies on your timetable.",
    destinations: ["Maasai Mara", "Nairobi"],
    services: ["Air Ticketing and Charter Services", "Game Drives and Safaris"],
    travel_type: "Air Ticketing and Charter Services",
    ribbon_tag_left: "Fly-In",
    is_deal: false,
    is_standout: false,
    tier_structure: "multiple",
    dynamic_price: null,
    dynamic_currency: null,
    min_price_display: null,
    duration_days: 3,
    tiers: [
      tier("value", ALL, 98000, 1150, maraFlyInDays, [
        "Return scheduled flights Wilson Airport-Maasai Mara",
        "Airstrip transfers and game drives in a 4x4 pop-up roof Land Cruiser",
        "Maasai Mara reserve fees at the applicable rate",
        "Full board at a tented camp (2 nights)",
        "Bottled water on game drives",
      ], AIR_EXCLUSIONS),
      tier("comfort", ALL, 145000, 1650, maraFlyInDays, [
        "Return scheduled flights Wilson Airport-Maasai Mara on the early departure",
        "Airstrip transfers and game drives in a 4x4 pop-up roof Land Cruiser",
        "Maasai Mara reserve fees at the applicable rate",
        "Full board with house drinks at a luxury camp on the Mara River (2 nights)",
        "Sundowner on day 2",
      ], AIR_EXCLUSIONS.filter((e) => !e.startsWith("Drinks"))),
      tier("premier", ALL, null, null, maraFlyInDays, [
        "Private charter aircraft from Wilson Airport for your party, with return flight",
        "Private vehicle and guide throughout",
        "Reserve and conservancy fees",
        "Fully inclusive stay at a luxury conservancy camp (2 nights)",
        "Flexible routing to other parks or the coast on request",
      ], AIR_EXCLUSIONS.filter((e) => !e.startsWith("Drinks"))),
    ],
    optional_activities: [],
    terms_and_conditions: AIR_TERMS,
    images: [
      { scene: "aircraft", variant: 2, alt: "A light aircraft on a dirt airstrip surrounded by savanna" },
      { scene: "aircraft", variant: 19, alt: "A small plane flying over the Rift Valley escarpment" },
      { scene: "savanna", variant: 7, alt: "A safari vehicle meeting guests beside a bush runway" },
      { scene: "tented-camp", variant: 34, alt: "Luxury tents overlooking the Mara River" },
    ],
    created_at: "2025-05-30T10:00:00Z",
  },
  {
    slug: "6-day-lamu-and-diani-coastal-flights",
    package_title: "6-Day Lamu & Diani Coastal Fly-and-Stay",
    summary:
      "Two of Kenya's finest coastal destinations linked by air: three nights in the Lamu archipelago and two on Diani Beach, with scheduled seats or a private charter between them.",
    destinations: ["Lamu", "Diani Beach"],
    services: ["Air Ticketing and Charter Services", "Vacations and Adventure"],
    travel_type: "Air Ticketing and Charter Services",
    ribbon_tag_left: null,
    is_deal: false,
    is_standout: false,
    tier_structure: "multiple",
    dynamic_price: null,
    dynamic_currency: null,
    min_price_display: null,
    duration_days: 6,
    tiers: [
      tier("value", ALL, 89000, 760, coastalDays, [
        "Scheduled flights Nairobi-Manda, Manda-Ukunda (connecting) and Ukunda-Nairobi",
        "Boat and road transfers at each destination",
        "Bed and breakfast in Lamu Old Town (3 nights) and Diani (2 nights)",
        "Sunset dhow sail in Lamu",
        "24-hour travel support line",
      ], AIR_EXCLUSIONS),
      tier("comfort", ALL, 128000, 1090, coastalDays, [
        "Scheduled flights on flexible fares, with a direct shared coastal flight Manda-Ukunda",
        "Boat and road transfers at each destination",
        "Bed and breakfast in Shela (3 nights) and at a four-star resort in Diani (2 nights)",
        "Sunset dhow sail in Lamu",
        "24-hour travel support line",
      ], AIR_EXCLUSIONS),
      tier("premier", ALL, null, null, coastalDays, [
        "Private charter aircraft for all three flights, on your schedule",
        "Private boat and road transfers",
        "Bed and breakfast at an exclusive beach house in Shela and a beach villa in Diani (5 nights)",
        "Private sunset dhow sail",
        "Dedicated travel consultant",
      ], AIR_EXCLUSIONS),
    ],
    optional_activities: [
      {
        activity_name: "Kisite-Mpunguti dhow and snorkelling day",
        cost_kshs: 9500,
        cost_usd: 85,
        description: "A full day from Shimoni with marine park fees, snorkelling gear and a seafood lunch on Wasini Island.",
      },
    ],
    terms_and_conditions: AIR_TERMS,
    images: [
      { scene: "aircraft", variant: 27, alt: "A twin-engine plane over a turquoise coastline" },
      { scene: "old-town", variant: 7, alt: "The Lamu waterfront with dhows moored at the jetty" },
      { scene: "beach", variant: 22, alt: "Palm trees and white sand on Diani Beach" },
    ],
    created_at: "2026-06-02T09:00:00Z",
  },
  {
    slug: "group-air-ticketing-and-airport-assistance",
    package_title: "Group Air Ticketing & Airport Assistance",
    summary:
      "Travelling as a team, choir, school or congregation? We negotiate group fares, hold seats while names are confirmed, and send a coordinator to the airport on departure and return.",
    destinations: ["Nairobi"],
    services: ["Air Ticketing and Charter Services"],
    travel_type: "Air Ticketing and Charter Services",
    ribbon_tag_left: "Group Fares",
    is_deal: false,
    is_standout: false,
    tier_structure: "single",
    dynamic_price: null,
    dynamic_currency: null,
    min_price_display: "Group fares quoted within 24-48 hours",
    duration_days: 2,
    tiers: [
      tier("single", ALL, null, null, [
        {
          title: "Departure day at Nairobi",
          text: "Our airport coordinator meets your group at the terminal entrance three hours before an international flight, or two hours before a domestic one, with a printed passenger list and travel packs. Where the airline allows, the group checks in together at a dedicated counter, and the coordinator helps with seat requests, excess baggage and any last-minute document questions. Boarding passes are handed out at the counter and the coordinator stays until the whole group has cleared security, then confirms the departure to your receiving party at the other end.",
        },
        {
          title: "Return day",
          text: "On your return date the coordinator meets the group in the arrivals hall, helps gather baggage and sees everyone onto the waiting coaches or taxis. Within a week you receive a closing statement with all e-ticket receipts and a single consolidated invoice for your accounts department.",
        },
      ], [
        "Group fare comparison across several airlines for 10 or more passengers",
        "Seats held on a group deposit, with names submitted later according to airline rules",
        "Single consolidated invoice with tax-compliant receipts",
        "Airport coordinator on departure and return in Nairobi",
        "Printed travel packs with itinerary and emergency contacts",
        "Visa and passport guidance for every traveller",
        "24/7 emergency line during the trip",
      ], [
        "Air fares, taxes and airline surcharges (quoted per group)",
        "Visa fees",
        "Excess baggage and seat selection charges",
        "Airport lounge access unless quoted",
        "Travel insurance (quotations available)",
      ]),
    ],
    optional_activities: [],
    terms_and_conditions: `<p>Group seats are held subject to each airline's group policy. A 50% deposit on the quoted fares is usually required to hold the block; the balance and final passenger names are due 30 days before departure or earlier if the airline requires.</p>
<p>Once tickets are issued, changes and refunds follow the airline's fare rules; where permitted, unused tickets can be held as a credit for future travel. Land services are cancelled on our usual scale: 30 to 15 days 50%, 14 to 8 days 75%, within 7 days 100%.</p>`,
    images: [
      { scene: "aircraft", variant: 33, alt: "A passenger jet taking off at sunset" },
      { scene: "aircraft", variant: 10, alt: "A wide-body aircraft parked at a terminal gate" },
      { scene: "city-skyline", variant: 3, alt: "Nairobi's city skyline seen from the south" },
    ],
    created_at: "2026-10-27T08:00:00Z",
  },
];
