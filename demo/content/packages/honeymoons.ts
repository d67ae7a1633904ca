import type { PackageSeed } from "../types.ts";
import { tier, ALL, LOCAL, INTL, type Day } from "./tier-builder.ts";

const TERMS = `<p>Prices are per person, based on two guests sharing a room. A 50% deposit confirms your booking and the balance is due 30 days before departure.</p>
<p>Cancellation charges: 30 to 15 days before travel 50%, 14 to 8 days 75%, within 7 days or no-show 100%. Issued air tickets follow the airline's fare rules.</p>
<p>Honeymoon extras offered by hotels (cake, sparkling wine, room decoration) usually require a marriage certificate dated within the previous six months.</p>`;

const EXCLUSIONS = [
  "Travel insurance",
  "Visas where required",
  "Drinks outside the meal plan",
  "Tips and gratuities",
  "Optional activities and spa treatments not listed",
];

/* ------------------------------------------------------------------ */
/* 1. Zanzibar honeymoon                                                */
/* ------------------------------------------------------------------ */

const zanzibarHoneymoonDays: Day[] = [
  {
    title: "Arrival in Stone Town",
    text: "Fly from Nairobi to Zanzibar and transfer to Stone Town, where your room is decorated with flowers for your arrival. As the sun sets, climb to a rooftop restaurant for a first dinner overlooking the minarets and the harbour.",
    stay: {
      value: "Overnight with breakfast at a charming boutique guesthouse.",
      comfort: "Overnight with breakfast in a deluxe room at a heritage hotel.",
      premier: "Overnight with breakfast in a four-poster suite at a heritage hotel with a private rooftop terrace.",
    },
  },
  {
    title: "Stone Town, spices and a sunset dhow",
    text: "A private guide walks you through the alleys, bazaars and carved doorways of the old town, then drives you to a spice farm to taste cloves, vanilla and fresh fruit. In the late afternoon you board a wooden dhow for a sunset sail along the seafront, with snacks and a drink on deck.",
    stay: {
      value: "Overnight at your guesthouse.",
      comfort: "Overnight at your hotel.",
      premier: "Overnight in your suite.",
    },
  },
  {
    title: "Stone Town to the beach",
    text: "Transfer to the coast, where white beaches meet a warm, clear sea. The rest of the day is yours to unwind, with a welcome cocktail and a swim as the tide comes in.",
    stay: {
      value: "Dinner and overnight on half board in a sea-view room at a beach hotel on the north coast.",
      comfort: "Dinner and overnight on half board in an ocean-front room at a four-star resort.",
      premier: "Dinner and overnight on an all-inclusive basis in a private villa with a plunge pool and butler service.",
    },
  },
  {
    title: "Snorkelling at Mnemba",
    text: "A morning boat ride takes you to the reef at Mnemba Atoll for snorkelling among turtles and shoals of reef fish, with fresh fruit on board. The afternoon is free for the beach or a nap in the shade.",
  },
  {
    title: "Couples' spa and private beach dinner",
    text: "Spend a slow morning together before a 60-minute couples' massage at the resort spa. In the evening a table is set for two on the sand, lit by lanterns, for a seafood dinner as the waves roll in.",
    stay: {
      premier: "Your dinner includes a private chef and a bottle of sparkling wine.",
    },
  },
  {
    title: "Sandbank picnic",
    text: "Sail out by dhow to a sandbank that appears only at low tide, a sliver of white sand in the middle of the turquoise sea. The crew grill fresh fish and lobster for a picnic lunch before you return in the afternoon.",
  },
  {
    title: "Departure",
    text: "After a leisurely breakfast, transfer to the airport for your flight home to Nairobi.",
  },
];

const znzInc = (stay: string) => [
  "Return economy flights Nairobi-Zanzibar",
  "Private transfers on the island",
  stay,
  "Private Stone Town walk and spice farm tour",
  "Sunset dhow cruise",
  "Mnemba snorkelling trip and sandbank picnic",
  "Couples' massage and private beach dinner",
];

/* ------------------------------------------------------------------ */
/* 2. Santorini                                                         */
/* ------------------------------------------------------------------ */

const santoriniDays: Day[] = [
  {
    title: "Nairobi to Santorini",
    text: "Fly from Nairobi overnight via a Gulf or European hub to Athens, and connect with the short flight to Santorini, arriving in the afternoon. A driver takes you up the winding road to your hotel, perched on the cliffs of the caldera, and you toast your first Aegean sunset.",
    stay: {
      value: "Overnight with breakfast in a cave-style studio in Fira with a shared pool and caldera terrace.",
      comfort: "Overnight with breakfast in a caldera-view room in Imerovigli with a private balcony.",
      premier: "Overnight with breakfast in a cave suite in Oia with its own plunge pool facing the caldera.",
    },
  },
  {
    title: "Oia and the caldera path",
    text: "Walk the clifftop path between the villages, past white houses, blue domes and bougainvillea, with the drowned volcano far below. In the afternoon explore the lanes of Oia and find your place for the island's famous sunset.",
  },
  {
    title: "Catamaran cruise of the caldera",
    text: "Board a sailing catamaran for a five-hour cruise around the caldera: swim in the warm waters near the volcanic islets, snorkel below the red cliffs and stop at the white beach. A barbecue dinner is served on board as the sun goes down.",
    stay: {
      premier: "Your catamaran cruise is private, for the two of you only.",
    },
  },
  {
    title: "Wine, history and the Red Beach",
    text: "In the morning visit the excavations at Akrotiri, a Bronze Age town preserved under volcanic ash. After lunch, taste crisp white wines at a family winery where the vines are trained into low baskets to protect them from the wind, and finish at the Red Beach below its rust-coloured cliffs.",
  },
  {
    title: "A day for two",
    text: "A free day to relax at the hotel, ride a quad bike to the quieter beaches of the south, or simply read on your terrace. In the evening a candlelit dinner for two is served at a caldera-edge restaurant.",
  },
  {
    title: "Return to Nairobi",
    text: "Transfer to the airport for your flights back to Nairobi via Athens and your connecting hub.",
  },
];

const santoriniInc = (stay: string) => [
  "Return economy flights Nairobi-Santorini via Athens",
  "Private airport transfers in Santorini",
  stay,
  "Caldera catamaran cruise with barbecue dinner",
  "Guided visit to Akrotiri and winery tasting",
  "Candlelit caldera dinner for two",
];

/* ------------------------------------------------------------------ */
/* 4. Maasai Mara balloon honeymoon                                     */
/* ------------------------------------------------------------------ */

const maraBalloonDays: Day[] = [
  {
    title: "Fly from Nairobi to the Maasai Mara",
    text: "A morning light-aircraft flight from Wilson Airport takes about 45 minutes, with the Rift Valley unfolding below. Your guide meets you at the airstrip and game-drives slowly to camp, where you are welcomed with a cool drink. An afternoon drive and a sundowner end your first day on the plains.",
    stay: {
      value: "Dinner and overnight in a honeymoon tent at a comfortable tented camp.",
      comfort: "Dinner and overnight in a secluded honeymoon tent with an outdoor shower at a riverside camp.",
      premier: "Dinner and overnight in a honeymoon suite with a private deck and bathtub overlooking the plains, at an intimate luxury camp.",
    },
  },
  {
    title: "Hot-air balloon at dawn",
    text: "Rise before dawn for the highlight of your trip: an hour aloft in a hot-air balloon as the sun comes up over the Mara, drifting silently above herds of wildebeest, giraffe and elephants. You land to a champagne breakfast cooked in the bush, then game-drive back to camp. After lunch and a rest, an evening drive follows, and dinner tonight is served for two under the stars.",
  },
  {
    title: "The Mara at your own pace",
    text: "A full day to enjoy the reserve as you wish: a long game drive with a picnic lunch by the river, or a lazy morning at camp with a massage and an afternoon drive in search of big cats. End the day with a sundowner on a hill as the light fades.",
    stay: {
      premier: "A couples' massage and a private guide and vehicle are included throughout your stay.",
    },
  },
  {
    title: "Return to Nairobi",
    text: "Enjoy a final early-morning game drive and breakfast, then transfer to the airstrip for your flight back to Wilson Airport, arriving around midday.",
  },
];

const maraBalloonInc = (fees: string, stay: string) => [
  "Return scheduled flights Wilson Airport-Maasai Mara",
  fees,
  stay,
  "Hot-air balloon safari with champagne breakfast",
  "Game drives in a 4x4 pop-up roof Land Cruiser",
  "Private bush dinner for two",
  "Honeymoon tent decoration and a bottle of sparkling wine",
];

/* ------------------------------------------------------------------ */
/* The catalogue                                                        */
/* ------------------------------------------------------------------ */

export const honeymoonPackages: PackageSeed[] = [
  {
    slug: "7-day-zanzibar-honeymoon",
    package_title: "7-Day Zanzibar Honeymoon",
    summary:
      "Begin married life among the spice-scented lanes of Stone Town, then move to the beach for snorkelling, a couples' massage, a sandbank picnic and a candlelit dinner on the sand.",
    destinations: ["Zanzibar"],
    services: ["Honeymoon and Special Occasions"],
    travel_type: "Honeymoon and Special Occasions",
    ribbon_tag_left: "Honeymoon Favourite",
    is_deal: false,
    is_standout: true,
    tier_structure: "multiple",
    dynamic_price: null,
    dynamic_currency: null,
    min_price_display: null,
    duration_days: 7,
    tiers: [
      tier("value", ALL, 145000, 1150, zanzibarHoneymoonDays, znzInc("Bed and breakfast in Stone Town (2 nights) and half board on the north coast (4 nights)"), EXCLUSIONS),
      tier("comfort", ALL, 210000, 1650, zanzibarHoneymoonDays, znzInc("Bed and breakfast at a heritage hotel (2 nights) and half board at a four-star resort (4 nights)"), EXCLUSIONS),
      tier("premier", ALL, 320000, 2500, zanzibarHoneymoonDays, [
        ...znzInc("Heritage suite (2 nights) and all-inclusive private pool villa with butler (4 nights)"),
        "Private chef and sparkling wine at your beach dinner",
      ], EXCLUSIONS.filter((e) => !e.startsWith("Drinks"))),
    ],
    optional_activities: [],
    terms_and_conditions: TERMS,
    images: [
      { scene: "sunset-dinner", variant: 1, alt: "A table for two lit by lanterns on a beach at sunset" },
      { scene: "beach", variant: 14, alt: "A sandbank in turquoise water off Zanzibar" },
      { scene: "old-town", variant: 33, alt: "Rooftops and minarets of Stone Town at dusk" },
      { scene: "dhow", variant: 27, alt: "A dhow with a lateen sail against an orange sky" },
    ],
    created_at: "2025-05-22T10:00:00Z",
  },
  {
    slug: "6-day-santorini-honeymoon",
    package_title: "6-Day Santorini Honeymoon",
    summary:
      "Whitewashed villages on the rim of a volcano, a catamaran day on the caldera and sunsets that stop the island each evening. Flights from Nairobi and a candlelit dinner included.",
    destinations: ["Santorini"],
    services: ["Honeymoon and Special Occasions", "Air Ticketing and Charter Services"],
    travel_type: "Honeymoon and Special Occasions",
    ribbon_tag_left: "Limited Seats",
    is_deal: false,
    is_standout: false,
    tier_structure: "multiple",
    dynamic_price: null,
    dynamic_currency: null,
    min_price_display: null,
    duration_days: 6,
    tiers: [
      tier("value", ALL, 310000, 2400, santoriniDays, santoriniInc("Bed and breakfast in a cave-style studio in Fira (4 nights)"), [...EXCLUSIONS, "Lunches and dinners not listed"]),
      tier("comfort", ALL, 415000, 3200, santoriniDays, santoriniInc("Bed and breakfast in a caldera-view room in Imerovigli (4 nights)"), [...EXCLUSIONS, "Lunches and dinners not listed"]),
      tier("premier", ALL, 595000, 4600, santoriniDays, [
        ...santoriniInc("Bed and breakfast in a cave suite with plunge pool in Oia (4 nights)"),
        "Private catamaran charter instead of the shared cruise",
      ], [...EXCLUSIONS, "Lunches and dinners not listed"]),
    ],
    optional_activities: [],
    terms_and_conditions: TERMS + "\n<p>Kenyan passport holders need a Schengen visa for Greece. Apply at least six weeks before travel; we provide the booking documents and a checklist. Departures run from April to October.</p>",
    images: [
      { scene: "sunset-dinner", variant: 9, alt: "A candlelit table on a terrace above the sea at sunset" },
      { scene: "old-town", variant: 38, alt: "White houses and blue domes on a clifftop village" },
      { scene: "beach", variant: 36, alt: "A red-cliffed beach beside a deep blue sea" },
    ],
    created_at: "2026-02-14T09:00:00Z",
  },
  {
    slug: "7-day-mauritius-honeymoon",
    package_title: "7-Day Mauritius Honeymoon",
    summary:
      "Six nights in an ocean-view honeymoon room on a sheltered lagoon, with a catamaran day, a tour of the island's volcanic south and a candlelit beach dinner.",
    destinations: ["Mauritius"],
    services: ["Honeymoon and Special Occasions"],
    travel_type: "Honeymoon and Special Occasions",
    ribbon_tag_left: "Romantic Escape",
    is_deal: false,
    is_standout: false,
    tier_structure: "single",
    dynamic_price: null,
    dynamic_currency: null,
    min_price_display: null,
    duration_days: 7,
    tiers: [
      tier("single", ALL, 238000, 1850, [
        {
          title: "Arrival in Mauritius",
          text: "Fly direct from Nairobi to Mauritius and transfer to your resort on the lagoon, where a chilled bottle of sparkling wine waits in your ocean-view honeymoon room. Take a first swim and watch the sun go down from the jetty. Dinner and overnight on half board.",
        },
        {
          title: "Lagoon and spa",
          text: "A day in the lagoon with kayaks, paddle-boards and snorkels from the resort's boathouse. In the afternoon you share a 60-minute couples' massage at the spa. Dinner and overnight at your resort.",
        },
        {
          title: "Catamaran to Ile aux Cerfs",
          text: "Sail by catamaran along the east coast, stopping at a waterfall that tumbles into the sea, and spend the afternoon on the white beaches of Ile aux Cerfs with a barbecue lunch on board. Dinner and overnight at your resort.",
        },
        {
          title: "The volcanic south",
          text: "A private driver takes you to the crater of Trou aux Cerfs, the sacred lake at Grand Bassin, the gorges of the Black River and the seven-coloured earths of Chamarel, with lunch at a restaurant in the hills and a rum tasting on the way back. Dinner and overnight at your resort.",
        },
        {
          title: "Day at leisure",
          text: "A free day for the two of you: lie in, read on the beach or try a discovery dive on the reef. Dinner and overnight at your resort.",
        },
        {
          title: "Sunset dinner on the beach",
          text: "Spend the day as you like, then dress up for a private candlelit dinner on the beach, with a menu chosen in advance with the chef. Overnight at your resort.",
        },
        {
          title: "Departure",
          text: "After a late breakfast, transfer to the airport for your flight home to Nairobi.",
        },
      ], [
        "Return economy flights Nairobi-Mauritius",
        "Private airport transfers",
        "Half board in an ocean-view honeymoon room at a four-star resort (6 nights)",
        "Couples' massage",
        "Catamaran day with barbecue lunch",
        "Private south tour with lunch",
        "Candlelit beach dinner for two",
      ], EXCLUSIONS),
    ],
    optional_activities: [],
    terms_and_conditions: TERMS,
    images: [
      { scene: "sunset-dinner", variant: 17, alt: "A candlelit table on the sand facing a calm lagoon" },
      { scene: "beach", variant: 5, alt: "A catamaran anchored off a white island beach" },
      { scene: "waterfall", variant: 28, alt: "A waterfall in a green gorge in the island's south" },
    ],
    created_at: "2025-12-02T08:00:00Z",
  },
  {
    slug: "4-day-maasai-mara-balloon-honeymoon",
    package_title: "4-Day Maasai Mara Balloon Honeymoon",
    summary:
      "Fly into the Mara, float over the plains in a hot-air balloon at sunrise and dine alone under the stars. A romantic fly-in safari with the balloon flight included.",
    destinations: ["Maasai Mara", "Nairobi"],
    services: ["Honeymoon and Special Occasions", "Game Drives and Safaris"],
    travel_type: "Honeymoon and Special Occasions",
    ribbon_tag_left: "Once in a Lifetime",
    is_deal: true,
    is_standout: true,
    tier_structure: "multiple",
    dynamic_price: null,
    dynamic_currency: null,
    min_price_display: null,
    duration_days: 4,
    tiers: [
      tier("value", LOCAL, 168000, null, maraBalloonDays, maraBalloonInc("Maasai Mara reserve fees at citizen and resident rates", "Full board in a honeymoon tent (3 nights)"), EXCLUSIONS),
      tier("comfort", LOCAL, 215000, null, maraBalloonDays, maraBalloonInc("Maasai Mara reserve fees at citizen and resident rates", "Full board in a riverside honeymoon tent with outdoor shower (3 nights)"), EXCLUSIONS),
      tier("premier", LOCAL, 298000, null, maraBalloonDays, [
        ...maraBalloonInc("Maasai Mara reserve fees at citizen and resident rates", "Fully inclusive honeymoon suite with deck and bathtub (3 nights)"),
        "Private guide and vehicle",
        "Couples' massage",
      ], EXCLUSIONS.filter((e) => !e.startsWith("Drinks"))),
      tier("value", INTL, null, 1650, maraBalloonDays, maraBalloonInc("Maasai Mara reserve fees at non-resident rates", "Full board in a honeymoon tent (3 nights)"), EXCLUSIONS),
      tier("comfort", INTL, null, 2200, maraBalloonDays, maraBalloonInc("Maasai Mara reserve fees at non-resident rates", "Full board in a riverside honeymoon tent with outdoor shower (3 nights)"), EXCLUSIONS),
      tier("premier", INTL, null, 3100, maraBalloonDays, [
        ...maraBalloonInc("Maasai Mara reserve fees at non-resident rates", "Fully inclusive honeymoon suite with deck and bathtub (3 nights)"),
        "Private guide and vehicle",
        "Couples' massage",
      ], EXCLUSIONS.filter((e) => !e.startsWith("Drinks"))),
    ],
    optional_activities: [
      {
        activity_name: "Maasai village visit",
        cost_kshs: 3000,
        cost_usd: 25,
        description: "An hour in a nearby homestead with your hosts explaining Maasai customs of marriage, beadwork and cattle.",
      },
    ],
    terms_and_conditions: TERMS + "\n<p>Light aircraft allow 15 kg of luggage per person in soft bags. Balloon flights depend on the weather; if a flight is cancelled by the operator it is refunded in full.</p>",
    images: [
      { scene: "balloon", variant: 15, alt: "A hot-air balloon over the Mara plains at sunrise" },
      { scene: "sunset-dinner", variant: 23, alt: "A private bush dinner for two lit by lanterns" },
      { scene: "tented-camp", variant: 19, alt: "A honeymoon tent with a deck overlooking the savanna" },
      { scene: "aircraft", variant: 12, alt: "A light aircraft landing on a bush airstrip" },
    ],
    created_at: "2025-10-01T07:15:00Z",
  },
  {
    slug: "4-day-lamu-anniversary-escape",
    package_title: "4-Day Lamu Anniversary Escape",
    summary:
      "Celebrate your anniversary in a private Swahili house in Shela with a plunge pool and rooftop, a dhow sail to a deserted sandbank and a candlelit dinner under the stars.",
    destinations: ["Lamu"],
    services: ["Honeymoon and Special Occasions"],
    travel_type: "Honeymoon and Special Occasions",
    ribbon_tag_left: "Anniversary Special",
    is_deal: false,
    is_standout: false,
    tier_structure: "single",
    dynamic_price: null,
    dynamic_currency: null,
    min_price_display: null,
    duration_days: 4,
    tiers: [
      tier("single", ALL, 96000, 880, [
        {
          title: "Nairobi to Shela",
          text: "Fly from Nairobi to Manda Island and cross by boat to the quiet village of Shela, where your Swahili house awaits, with white plaster walls, carved wooden furniture and a small plunge pool in the courtyard. Spend the afternoon on the long empty beach, then enjoy dinner on your rooftop as the lights of the dhows appear on the channel. Overnight on half board.",
        },
        {
          title: "Dhow sail and sandbank lunch",
          text: "Your private dhow collects you after breakfast and sails through the channel to a sandbank and reef, where you snorkel and swim while the crew grill the catch of the day on the beach. Sail home in the afternoon breeze. In the evening a candlelit anniversary dinner is laid out on the rooftop, with a cake from the kitchen.",
        },
        {
          title: "Lamu Old Town and a couples' massage",
          text: "A gentle morning walk takes you into Lamu Old Town with a guide, through the market and along lanes shaded by carved balconies. Return to Shela for lunch and a couples' massage at home, followed by a slow sunset from the dunes. Dinner and overnight at your house.",
        },
        {
          title: "Return to Nairobi",
          text: "A last swim and breakfast in the courtyard, then the boat back to Manda for your flight to Nairobi.",
        },
      ], [
        "Return economy flights Nairobi-Manda",
        "Boat transfers to and from Shela",
        "Half board in a private Swahili house with plunge pool (3 nights)",
        "Private dhow sail with snorkelling and grilled-fish lunch",
        "Candlelit anniversary dinner with cake",
        "Guided walk in Lamu Old Town",
        "In-house couples' massage",
      ], EXCLUSIONS),
    ],
    optional_activities: [
      {
        activity_name: "Renewal of vows on the dunes",
        cost_kshs: 32000,
        cost_usd: 250,
        description: "A short, personal ceremony on the dunes at sunset with flowers, a celebrant, a Swahili taarab musician and photographs.",
      },
    ],
    terms_and_conditions: TERMS,
    images: [
      { scene: "sunset-dinner", variant: 30, alt: "A rooftop table set for two with lanterns and cushions" },
      { scene: "dhow", variant: 18, alt: "A dhow anchored by a sandbank in shallow turquoise water" },
      { scene: "old-town", variant: 11, alt: "A whitewashed Swahili house courtyard with a plunge pool" },
    ],
    created_at: "2026-08-09T09:30:00Z",
  },
];
