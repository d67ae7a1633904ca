import type { PackageSeed } from "../types.ts";
import { tier, ALL, type Day } from "./tier-builder.ts";

const GROUP_TERMS = `<p>Prices are per delegate and based on a minimum group size shown in the package; smaller groups are quoted on request.</p>
<p>A 50% deposit confirms the venue and transport; the balance and the final rooming list are due 30 days before the event.</p>
<p>Cancellation charges: 30 to 15 days before the event 50%, 14 to 8 days 75%, within 7 days 100%. Reductions in delegate numbers of up to 10% are accepted without charge until 14 days before arrival.</p>
<p>Invoices can be issued to your company with KRA PIN details; payment by bank transfer, M-Pesa paybill or card.</p>`;

const CORPORATE_EXCLUSIONS = [
  "Alcoholic drinks unless stated",
  "Guest speaker or external trainer fees",
  "Printing and branding beyond what is listed",
  "Personal expenses such as laundry and room service",
  "Tips for drivers, guides and venue staff",
];

/* ------------------------------------------------------------------ */
/* 1. Naivasha conference retreat                                       */
/* ------------------------------------------------------------------ */

const naivashaDays: Day[] = [
  {
    title: "Nairobi to Lake Naivasha and opening sessions",
    text: "Your air-conditioned coach leaves your Nairobi office at 7:30 am and takes the escarpment road, with a short stop at the Rift Valley viewpoint for a group photograph. You arrive at the venue around 10:00 am for registration and a welcome tea, and the opening plenary starts at 10:30 am. After a buffet lunch on the lawn, the afternoon is given to breakout sessions in smaller syndicate rooms, ending at 5:00 pm with time for a walk by the lake.",
    stay: {
      value: "Welcome dinner and overnight in standard rooms at a lakeside conference hotel with a main hall for up to 150 delegates.",
      comfort: "Welcome dinner and overnight in superior lake-view rooms at a conference resort set in acacia gardens.",
      premier: "Welcome dinner with a live acoustic set and overnight in private cottages at an exclusive-use lakeside lodge, with a dedicated conference manager on call.",
    },
  },
  {
    title: "Conference sessions and lakeside team challenge",
    text: "Sessions run from 8:30 am to 1:00 pm, with a mid-morning tea break on the terrace. After lunch, delegates trade the conference hall for a facilitated team challenge in the grounds, followed by a one-hour boat ride among the hippos and fish eagles of Lake Naivasha. The evening is relaxed, with dinner by the fire pits.",
    stay: {
      value: "Dinner and overnight at your hotel.",
      comfort: "A themed barbecue dinner with a DJ and overnight at your resort.",
      premier: "A gala awards dinner on the lawn with a live band, stage lighting and a photographer, and overnight in your cottages.",
    },
  },
  {
    title: "Action-planning session and return to Nairobi",
    text: "The final morning is a facilitated action-planning workshop in which each department agrees three priorities for the coming quarter, with notes typed up and emailed to the organisers the same day. Lunch is served at 12:30 pm, and the coach departs at 2:00 pm, reaching Nairobi by about 4:30 pm depending on traffic.",
  },
];

const naivashaInc = [
  "Return coach transport from your Nairobi office",
  "Full board accommodation for 2 nights, sharing or single as per rooming list",
  "Main conference hall with PA system, projector, screen and flip charts",
  "Two tea breaks with snacks and a buffet lunch each conference day",
  "Reliable Wi-Fi for delegates",
  "Boat ride on Lake Naivasha",
  "Facilitated team challenge on day 2",
];

/* ------------------------------------------------------------------ */
/* 3. Diani incentive trip                                              */
/* ------------------------------------------------------------------ */

const dianiIncentiveDays: Day[] = [
  {
    title: "Fly to the south coast",
    text: "The group checks in together at Nairobi with our airport coordinator, who handles tickets and baggage tags. On arrival at the coast, a cold towel and a fresh coconut greet everyone before the transfer to Diani Beach, a 17-kilometre strip of white sand lined with palms and baobabs. The afternoon is free for the beach and pool, and the evening opens with a welcome cocktail and dinner.",
    stay: {
      value: "You fly economy to Mombasa (about one hour) and transfer by coach via the Likoni ferry, roughly one and a half hours; overnight on half board at a beachfront hotel.",
      comfort: "You fly directly to the Ukunda airstrip, ten minutes from the beach; overnight on full board at a four-star beach resort.",
      premier: "You fly directly to the Ukunda airstrip with lounge access in Nairobi; overnight on an all-inclusive basis in sea-facing rooms at a five-star resort.",
    },
  },
  {
    title: "Kisite-Mpunguti marine park by dhow",
    text: "A coach takes the group south to Shimoni, where traditional dhows sail out to the Kisite-Mpunguti Marine Park. Dolphins are often seen on the way, and the crew hand out masks and fins for snorkelling over the coral gardens. A Swahili seafood lunch of grilled fish, crab and coconut rice is served on Wasini Island before the return in the late afternoon.",
    stay: {
      value: "Dinner and overnight at your hotel.",
      comfort: "Dinner and overnight at your resort.",
      premier: "A private dhow is reserved for your group, with a sunset drinks stop on the way back; dinner and overnight at your resort.",
    },
  },
  {
    title: "Awards breakfast, beach games and gala night",
    text: "The day begins with a two-hour awards breakfast or business session in a sea-view meeting room, the formal heart of the incentive. After lunch our facilitators run beach games: sandcastle engineering, tug of war, relay races and a kayak challenge, with teams scored through the afternoon. In the evening the group dresses up for the gala dinner on the beach, lit by lanterns and torches.",
    stay: {
      value: "Gala dinner with a DJ and overnight at your hotel.",
      comfort: "Gala dinner with a taarab band and overnight at your resort.",
      premier: "Gala dinner with a live band, fire dancers and a fireworks finale, and overnight at your resort.",
    },
  },
  {
    title: "Leisure morning and return to Nairobi",
    text: "A free morning for a last swim, a massage or souvenir shopping at the local curio market. After lunch the group transfers back to the airport for the flight to Nairobi, arriving in the early evening.",
  },
];

/* ------------------------------------------------------------------ */
/* 5. Dubai MICE                                                        */
/* ------------------------------------------------------------------ */

const dubaiMiceDays: Day[] = [
  {
    title: "Nairobi to Dubai",
    text: "The group flies from Nairobi to Dubai, a flight of about five hours, with our tour leader travelling with you. A representative meets you at arrivals with a branded sign and escorts everyone to the coach for the hotel. After check-in there is time to rest before a welcome dinner.",
    stay: {
      value: "Overnight at a four-star business hotel near the Dubai Creek, with breakfast.",
      comfort: "Overnight at a five-star hotel in the business district, with breakfast.",
      premier: "Overnight in a five-star resort on the beachfront with club-floor rooms, with breakfast and evening drinks.",
    },
  },
  {
    title: "Business day and dhow dinner cruise",
    text: "The morning is for your own agenda: a half-day meeting in the hotel's ballroom with full audio-visual support, or accompanied visits to a trade exhibition at the city's convention centre. Lunch is at the hotel. In the evening you board a traditional wooden dhow for a two-hour dinner cruise along the creek, watching the lights of old and new Dubai drift past.",
    stay: {
      value: "Overnight at your hotel.",
      comfort: "Overnight at your hotel.",
      premier: "Your group has the upper deck of the dhow to itself; overnight at your hotel.",
    },
  },
  {
    title: "Old and new Dubai city tour",
    text: "A guided tour begins in the historic Al Fahidi quarter, with its wind-tower houses and museum of the city's pearl-diving past, then crosses the creek by abra water taxi to the gold and spice souks. After lunch you visit the downtown district and ride up to the observation deck of the world's tallest building for views across the city and the Gulf. The evening is free for shopping or the fountain show.",
    stay: {
      value: "Overnight at your hotel.",
      comfort: "Overnight at your hotel.",
      premier: "Observation-deck tickets are for the higher, quieter level at sunset; overnight at your hotel.",
    },
  },
  {
    title: "Team challenge and desert safari",
    text: "A morning team challenge in the hotel grounds or a nearby park gets everyone working together before lunch. In the afternoon 4x4 vehicles take the group into the red dunes for a drive over the sand, camel rides and sandboarding. As the sun sets you arrive at a desert camp for a barbecue dinner with music and entertainment under the stars.",
    stay: {
      value: "Return to the hotel for the night.",
      comfort: "Return to the hotel for the night.",
      premier: "Your group dines at a private desert camp with a tailored awards ceremony; return to the hotel for the night.",
    },
  },
  {
    title: "Departure",
    text: "After breakfast and check-out, the coach takes you to the airport for the return flight to Nairobi, arriving in the afternoon.",
  },
];

/* ------------------------------------------------------------------ */
/* The catalogue                                                        */
/* ------------------------------------------------------------------ */

export const conferencePackages: PackageSeed[] = [
  {
    slug: "3-day-lake-naivasha-conference-retreat",
    package_title: "3-Day Lake Naivasha Conference Retreat",
    summary:
      "Take your strategy meeting out of the city: two nights by Lake Naivasha with a fully equipped conference hall, a boat ride among the hippos and a facilitated team challenge. Two hours from Nairobi by coach.",
    destinations: ["Lake Naivasha"],
    services: ["Conferences and Team Building"],
    travel_type: "Conferences and Team Building",
    ribbon_tag_left: "Corporate Favourite",
    is_deal: false,
    is_standout: false,
    tier_structure: "multiple",
    dynamic_price: null,
    dynamic_currency: null,
    min_price_display: null,
    duration_days: 3,
    tiers: [
      tier("value", ALL, 28500, 220, naivashaDays, naivashaInc, CORPORATE_EXCLUSIONS),
      tier("comfort", ALL, 39000, 300, naivashaDays, [...naivashaInc, "Themed barbecue dinner with DJ"], CORPORATE_EXCLUSIONS),
      tier("premier", ALL, 56000, 430, naivashaDays, [
        "Return coach transport from your Nairobi office",
        "Full board in private cottages with exclusive use of the lodge (2 nights)",
        "Conference hall with full audio-visual support and a dedicated conference manager",
        "Tea breaks, lunches and reliable Wi-Fi throughout",
        "Boat ride on Lake Naivasha and facilitated team challenge",
        "Professional facilitator for the action-planning workshop",
        "Gala awards dinner with live band and event photographer",
        "Branded delegate packs with notebook and pen",
      ], CORPORATE_EXCLUSIONS),
    ],
    optional_activities: [
      {
        activity_name: "Hell's Gate cycling and gorge walk",
        cost_kshs: 4800,
        cost_usd: null,
        description: "A half-day excursion to nearby Hell's Gate National Park with bicycles, helmets, park fees and a ranger-guided walk through the gorge.",
      },
      {
        activity_name: "Event photography and highlight video",
        cost_kshs: 45000,
        cost_usd: null,
        description: "A photographer and videographer cover the full programme and deliver edited photos and a three-minute highlight film within a week.",
      },
    ],
    terms_and_conditions: GROUP_TERMS + "\n<p>Minimum group size: 20 delegates.</p>",
    images: [
      { scene: "conference", variant: 4, alt: "A conference hall set up theatre-style with a stage and screen" },
      { scene: "lake-hippos", variant: 22, alt: "Hippos and a fish eagle on Lake Naivasha at dusk" },
      { scene: "team-building", variant: 7, alt: "Colleagues working together on an outdoor challenge on a lawn" },
    ],
    created_at: "2025-01-28T07:30:00Z",
  },
  {
    slug: "hells-gate-corporate-team-building-day",
    package_title: "Hell's Gate Corporate Team Building Day from Nairobi",
    summary:
      "A full day out of the office in Hell's Gate National Park: cycling among zebra, team challenges led by trained facilitators and a guided walk through the gorge. Return to Nairobi the same evening.",
    destinations: ["Hell's Gate", "Nairobi"],
    services: ["Conferences and Team Building"],
    travel_type: "Conferences and Team Building",
    ribbon_tag_left: "Best Seller",
    is_deal: false,
    is_standout: false,
    tier_structure: "single",
    dynamic_price: null,
    dynamic_currency: null,
    min_price_display: null,
    duration_days: 1,
    tiers: [
      tier("single", ALL, 7800, 60, [
        {
          title: "Hell's Gate team challenges and gorge walk",
          text: "Coaches leave your Nairobi office at 6:30 am with a breakfast snack pack and reach the Hell's Gate gate by about 8:45 am. After an energiser and team allocation, everyone collects a bicycle and helmet for a relay ride across the open plains, where zebra, giraffe and buffalo graze beneath the volcanic cliffs. Our facilitators then run a series of challenges built around communication and trust, from blindfold tent-pitching to a timed puzzle trail, before a picnic lunch in the shade. In the afternoon a park ranger leads the group down into the narrow gorge with its hot springs and steaming vents, and after a short debrief on the day's lessons the coaches leave at 4:30 pm, arriving back in Nairobi around 7:00 pm.",
        },
      ], [
        "Return coach transport from your Nairobi office",
        "Hell's Gate National Park entry fees at citizen and resident rates",
        "Bicycles and helmets for all participants",
        "Two professional team-building facilitators per 40 participants",
        "All challenge equipment",
        "Breakfast snack pack, picnic lunch and bottled water",
        "Ranger-guided gorge walk",
        "Written debrief and photo gallery sent within three days",
      ], [
        "Alcoholic drinks",
        "Branded T-shirts or caps (available on request)",
        "Transport from outside Nairobi",
        "Personal accident insurance",
        "Tips for rangers and drivers",
      ]),
    ],
    optional_activities: [],
    terms_and_conditions: GROUP_TERMS + "\n<p>Minimum group size: 20 participants. Participants should be able to ride a bicycle; a support vehicle follows the group for anyone who prefers not to cycle.</p>",
    images: [
      { scene: "team-building", variant: 12, alt: "Teams cycling past zebras on an open plain" },
      { scene: "team-building", variant: 25, alt: "A group solving a rope challenge outdoors" },
      { scene: "savanna", variant: 14, alt: "Volcanic cliffs and grassland in Hell's Gate" },
    ],
    created_at: "2025-03-18T08:00:00Z",
  },
  {
    slug: "4-day-diani-beach-incentive-trip",
    package_title: "4-Day Diani Beach Incentive Trip",
    summary:
      "Reward your best performers with flights to the south coast, a dhow day in the Kisite-Mpunguti marine park, beach games and a lantern-lit gala night on the sand.",
    destinations: ["Diani Beach"],
    services: ["Conferences and Team Building", "Air Ticketing and Charter Services"],
    travel_type: "Conferences and Team Building",
    ribbon_tag_left: "Incentive Pick",
    is_deal: false,
    is_standout: false,
    tier_structure: "multiple",
    dynamic_price: null,
    dynamic_currency: null,
    min_price_display: null,
    duration_days: 4,
    tiers: [
      tier("value", ALL, 68000, 520, dianiIncentiveDays, [
        "Return economy flights Nairobi-Mombasa",
        "Road transfers Mombasa-Diani via the Likoni ferry",
        "Half board at a beachfront hotel (3 nights)",
        "Kisite-Mpunguti dhow excursion with marine park fees, snorkelling gear and seafood lunch",
        "Two-hour meeting room hire with projector",
        "Facilitated beach games",
        "Gala dinner with DJ",
      ], CORPORATE_EXCLUSIONS),
      tier("comfort", ALL, 92000, 710, dianiIncentiveDays, [
        "Return economy flights Nairobi-Ukunda",
        "Airport transfers in Diani",
        "Full board at a four-star beach resort (3 nights)",
        "Kisite-Mpunguti dhow excursion with marine park fees, snorkelling gear and seafood lunch",
        "Two-hour meeting room hire with projector",
        "Facilitated beach games",
        "Gala dinner with a taarab band",
      ], CORPORATE_EXCLUSIONS),
      tier("premier", ALL, 138000, 1060, dianiIncentiveDays, [
        "Return flights Nairobi-Ukunda with lounge access",
        "Airport transfers in Diani",
        "All-inclusive stay in sea-facing rooms at a five-star resort (3 nights)",
        "Private dhow to Kisite-Mpunguti with sunset drinks",
        "Two-hour meeting room hire with full audio-visual support",
        "Facilitated beach games with trophies",
        "Gala dinner with live band, fire dancers and fireworks",
      ], CORPORATE_EXCLUSIONS.filter((e) => !e.startsWith("Alcoholic"))),
    ],
    optional_activities: [
      {
        activity_name: "Tandem skydive over Diani",
        cost_kshs: 45000,
        cost_usd: 350,
        description: "A tandem jump from about 3,000 metres with views over the reef and the Shimba Hills, landing on the beach. Weight limit 100 kg.",
      },
      {
        activity_name: "Deep-sea fishing morning",
        cost_kshs: 18000,
        cost_usd: 140,
        description: "Four hours on a sport-fishing boat for tuna, sailfish and dorado, shared by up to four guests; tag-and-release encouraged.",
      },
    ],
    terms_and_conditions: GROUP_TERMS + "\n<p>Minimum group size: 15 delegates. Air fares are held for 72 hours on request and are ticketed once the deposit is received; fare rules then apply.</p>",
    images: [
      { scene: "beach", variant: 3, alt: "Palm-fringed white sand beach with turquoise water at Diani" },
      { scene: "dhow", variant: 5, alt: "A dhow under sail heading out to the marine park" },
      { scene: "sunset-dinner", variant: 12, alt: "Long tables with lanterns set up on the beach for a gala dinner" },
      { scene: "team-building", variant: 31, alt: "Teams in a tug of war on the sand" },
    ],
    created_at: "2025-08-11T10:15:00Z",
  },
  {
    slug: "3-day-kisumu-lakeside-retreat",
    package_title: "3-Day Kisumu Lakeside Retreat",
    summary:
      "Meet on the shores of Lake Victoria: short flights from Nairobi, a quiet lakeside venue, a sunset boat ride to see hippos and an evening of benga music and fresh tilapia.",
    destinations: ["Kisumu"],
    services: ["Conferences and Team Building"],
    travel_type: "Conferences and Team Building",
    ribbon_tag_left: "New",
    is_deal: false,
    is_standout: false,
    tier_structure: "single",
    dynamic_price: null,
    dynamic_currency: null,
    min_price_display: null,
    duration_days: 3,
    tiers: [
      tier("single", ALL, 32500, 250, [
        {
          title: "Nairobi to Kisumu and afternoon session",
          text: "Fly from Nairobi to Kisumu in under an hour and transfer to a lakeside venue a few minutes from the city centre. After check-in and lunch, the opening session runs from 2:00 pm to 5:00 pm in a meeting room overlooking the water. As the sun goes down, motorboats take the group out on Lake Victoria to watch hippos and fishermen returning with the day's catch. Dinner and overnight at the venue.",
        },
        {
          title: "Sessions, Impala Sanctuary walk and benga night",
          text: "Morning sessions from 8:30 am to 12:30 pm are followed by lunch and a guided walk in the Kisumu Impala Sanctuary, a small reserve on the lakeshore where impala, zebra and rescued animals live alongside a wealth of birds. Back at the venue, our facilitators run a short problem-solving challenge on the lawn. In the evening a benga band plays while the kitchen serves whole fried tilapia, ugali and greens. Overnight at the venue.",
        },
        {
          title: "Wrap-up and return to Nairobi",
          text: "A final two-hour session captures decisions and next steps. After an early lunch there is a short stop at Dunga fishing village, where women smoke and sell fish on the shore, before the afternoon flight back to Nairobi.",
        },
      ], [
        "Return economy flights Nairobi-Kisumu",
        "Airport and excursion transfers in Kisumu",
        "Full board at a lakeside venue (2 nights)",
        "Meeting room with projector, PA and flip charts",
        "Two tea breaks per conference day",
        "Sunset boat ride on Lake Victoria",
        "Impala Sanctuary entry and facilitated team challenge",
        "Benga music evening with fish dinner",
      ], CORPORATE_EXCLUSIONS),
    ],
    optional_activities: [],
    terms_and_conditions: GROUP_TERMS + "\n<p>Minimum group size: 15 delegates.</p>",
    images: [
      { scene: "lake-hippos", variant: 30, alt: "Fishing boats and hippos on Lake Victoria at sunset" },
      { scene: "conference", variant: 18, alt: "A boardroom-style meeting room with lake views" },
      { scene: "team-building", variant: 16, alt: "Delegates in a problem-solving challenge on a lakeside lawn" },
    ],
    created_at: "2026-04-07T09:20:00Z",
  },
  {
    slug: "5-day-dubai-mice-trip",
    package_title: "5-Day Dubai MICE Trip",
    summary:
      "A complete meetings and incentive package in Dubai: group flights from Nairobi, a business day with full AV support, a dhow dinner cruise, a city tour and a desert safari with dinner under the stars.",
    destinations: ["Dubai", "Nairobi"],
    services: ["Conferences and Team Building", "Air Ticketing and Charter Services"],
    travel_type: "Conferences and Team Building",
    ribbon_tag_left: "Limited Seats",
    is_deal: false,
    is_standout: false,
    tier_structure: "multiple",
    dynamic_price: null,
    dynamic_currency: null,
    min_price_display: null,
    duration_days: 5,
    tiers: [
      tier("value", ALL, 165000, 1270, dubaiMiceDays, [
        "Return economy flights Nairobi-Dubai with 30 kg checked baggage",
        "UAE visa processing",
        "Bed and breakfast at a four-star hotel (4 nights)",
        "Half-day meeting room with audio-visual support",
        "Dhow dinner cruise, city tour and desert safari with barbecue dinner",
        "All airport and excursion transfers",
        "Tour leader from Nairobi for groups of 20 or more",
      ], [...CORPORATE_EXCLUSIONS, "Tourism dirham fee payable at the hotel", "Lunches and dinners not listed"]),
      tier("comfort", ALL, 215000, 1650, dubaiMiceDays, [
        "Return economy flights Nairobi-Dubai with 30 kg checked baggage",
        "UAE visa processing",
        "Bed and breakfast at a five-star business-district hotel (4 nights)",
        "Half-day meeting room with audio-visual support and two coffee breaks",
        "Dhow dinner cruise, city tour and desert safari with barbecue dinner",
        "All airport and excursion transfers",
        "Tour leader from Nairobi for groups of 20 or more",
      ], [...CORPORATE_EXCLUSIONS, "Tourism dirham fee payable at the hotel", "Lunches and dinners not listed"]),
      tier("premier", ALL, null, null, dubaiMiceDays, [
        "Business-class or premium-economy flights, quoted to your group",
        "UAE visa processing",
        "Club-floor rooms at a five-star beach resort with evening drinks (4 nights)",
        "Ballroom or meeting room with full production support",
        "Private dhow deck, sunset observation deck and private desert camp dinner",
        "Awards ceremony production and event photographer",
        "Dedicated account manager and on-site host",
      ], [...CORPORATE_EXCLUSIONS, "Tourism dirham fee payable at the hotel"]),
    ],
    optional_activities: [],
    terms_and_conditions: GROUP_TERMS + "\n<p>Minimum group size: 10 delegates. Premier programmes are tailor-made and quoted within 48 hours of your brief. Visa approval is at the discretion of the UAE authorities.</p>",
    images: [
      { scene: "city-skyline", variant: 9, alt: "Dubai's skyline of glass towers at dusk" },
      { scene: "desert-dunes", variant: 3, alt: "Camels crossing red sand dunes in the evening light" },
      { scene: "conference", variant: 27, alt: "A hotel ballroom set for a corporate presentation" },
    ],
    created_at: "2026-06-23T11:40:00Z",
  },
];
