import type { PackageSeed } from "../types.ts";
import { tier, ALL, LOCAL, INTL, type Day } from "./tier-builder.ts";

const TERMS = `<p>A 50% deposit confirms your booking; the balance is due 30 days before departure.</p>
<p>Cancellation charges: 30 to 15 days before travel 50% of the package price, 14 to 8 days 75%, within 7 days or no-show 100%. Air tickets, once issued, follow the airline's fare rules.</p>
<p>Hotel rates are based on two guests sharing; single travellers pay a supplement quoted on request.</p>`;

const TERMS_CLIMB = `<p>A 50% deposit confirms your climb; the balance is due 30 days before departure. Cancellation charges: 30 to 15 days 50%, 14 to 8 days 75%, within 7 days 100%.</p>
<p>Climbers must be at least 12 years old, in good health and should consult a doctor before high-altitude trekking. The lead guide may turn a climber back for safety reasons; no refund is due for unused days on the mountain.</p>
<p>Comprehensive travel insurance covering trekking to the stated altitude and helicopter evacuation is compulsory.</p>`;

const BEACH_EXCLUSIONS = [
  "Travel insurance",
  "Drinks not included in the meal plan",
  "Optional excursions and water sports",
  "Tips for drivers, guides and hotel staff",
  "Personal expenses such as laundry and spa treatments",
];

/* ------------------------------------------------------------------ */
/* 1. Diani beach holiday (residency-specific tiers)                    */
/* ------------------------------------------------------------------ */

const dianiDays: Day[] = [
  {
    title: "Nairobi to Diani Beach",
    text: "Your holiday starts with the journey from Nairobi to the south coast. Once you have checked in at your beach hotel, the rest of the day is for a first swim in the warm Indian Ocean, where the reef keeps the lagoon calm at low tide.",
    stay: {
      value: "You ride the morning express train from the Nairobi terminus to Mombasa, about six hours through Tsavo country, and our driver transfers you to Diani in around an hour and a half; dinner and overnight at a three-star beachfront hotel.",
      comfort: "You fly from Nairobi to the Ukunda airstrip in about an hour and are at your hotel fifteen minutes later; dinner and overnight at a four-star resort with a long pool facing the beach.",
      premier: "You fly from Nairobi to the Ukunda airstrip and are met by a private driver; dinner and overnight in a garden suite at an all-inclusive boutique resort of just twenty rooms.",
    },
  },
  {
    title: "Beach day and colobus walk",
    text: "The morning is yours on the beach, with the tide pools at low water full of starfish and small fish. In the afternoon you join a guided walk at a primate conservation centre that protects the rare Angolan colobus monkeys of the coastal forest and builds rope bridges to help them cross the busy beach road.",
    stay: {
      value: "Dinner and overnight at your hotel.",
      comfort: "Dinner and overnight at your resort.",
      premier: "A couples' or family massage at the resort spa is included today; dinner and overnight at your resort.",
    },
  },
  {
    title: "Marine park day or leisure",
    text: "Today is free to enjoy the coast at your own pace, or to join the full-day dhow trip from Shimoni to the Kisite-Mpunguti Marine Park, where you snorkel over coral among parrotfish and turtles and often see dolphins. Kite-surfers gather on the beach when the trade winds blow from December to March and June to September.",
    stay: {
      value: "Dinner and overnight at your hotel.",
      comfort: "Dinner and overnight at your resort.",
      premier: "The Kisite-Mpunguti dhow trip with a seafood lunch on Wasini Island is included in your tier; dinner and overnight at your resort.",
    },
  },
  {
    title: "Shimba Hills excursion",
    text: "A half-hour drive inland brings you to the Shimba Hills, a cool forested plateau that is the only place in Kenya to see the sable antelope. A guided forest walk leads down to a waterfall where you can cool off, and on a clear day the view stretches across the coastal plain to the ocean.",
    stay: {
      value: "The excursion can be added at a small supplement; otherwise the day is free. Dinner and overnight at your hotel.",
      comfort: "The half-day excursion with park fees is included; dinner and overnight at your resort.",
      premier: "The excursion is private, with a picnic lunch at the viewpoint; dinner on the beach and overnight at your resort.",
    },
  },
  {
    title: "Return to Nairobi",
    text: "Enjoy a last breakfast and a morning swim before checking out and travelling back to Nairobi.",
    stay: {
      value: "Transfer to Mombasa for the afternoon train, arriving in Nairobi in the evening.",
      comfort: "Transfer to the Ukunda airstrip for your flight to Nairobi.",
      premier: "Private transfer to the Ukunda airstrip for your flight to Nairobi, with a late check-out until departure.",
    },
  },
];

const dianiLocalValueInc = [
  "Economy-class express train tickets Nairobi-Mombasa return",
  "Road transfers Mombasa-Diani return",
  "Half board at a three-star beachfront hotel (4 nights)",
  "Guided colobus conservation walk",
  "Bottled water on transfers",
];
const dianiComfortInc = [
  "Return economy flights Nairobi-Ukunda",
  "Airport transfers in Diani",
  "Half board at a four-star beach resort (4 nights)",
  "Guided colobus conservation walk",
  "Half-day Shimba Hills excursion with park fees",
];
const dianiPremierInc = [
  "Return economy flights Nairobi-Ukunda",
  "Private airport transfers in Diani",
  "All-inclusive stay in a garden suite at a boutique resort (4 nights)",
  "Spa massage on day 2",
  "Kisite-Mpunguti dhow excursion with snorkelling and seafood lunch",
  "Private Shimba Hills excursion with picnic lunch and beach dinner",
];

/* ------------------------------------------------------------------ */
/* 4. Zanzibar                                                          */
/* ------------------------------------------------------------------ */

const zanzibarDays: Day[] = [
  {
    title: "Nairobi to Zanzibar's Stone Town",
    text: "Fly from Nairobi to Zanzibar, a flight of about an hour and a half, and transfer to Stone Town, the old heart of the island's capital. In the evening, stroll to the Forodhani waterfront gardens, where vendors grill seafood skewers and press sugar-cane juice as the sun sets over the harbour.",
    stay: {
      value: "Overnight with breakfast at a small guesthouse in a restored merchant's house.",
      comfort: "Overnight with breakfast at a boutique hotel with a rooftop terrace.",
      premier: "Overnight with breakfast in a suite at a heritage hotel with carved doors, antique furniture and a rooftop restaurant.",
    },
  },
  {
    title: "Stone Town walk and spice farm",
    text: "A local guide leads you through the maze of narrow lanes, past carved wooden doors, the old fort and the site of the former slave market, now marked by a cathedral and a moving memorial. After lunch you drive into the countryside to a spice farm, where you taste fresh cloves, nutmeg, cinnamon and lemongrass and learn why Zanzibar was called the Spice Island.",
    stay: {
      value: "Overnight at your guesthouse.",
      comfort: "Overnight at your hotel.",
      premier: "A sunset dhow cruise along the Stone Town seafront is included this evening; overnight at your hotel.",
    },
  },
  {
    title: "Stone Town to the north coast",
    text: "Transfer about an hour north to the beaches of Nungwi and Kendwa, where the tide changes less than on the east coast and swimming is possible all day. Spend the afternoon on the sand and watch the dhows sail home at sunset.",
    stay: {
      value: "Dinner and overnight at a three-star beach hotel on half board.",
      comfort: "Dinner and overnight at a four-star beach resort on half board.",
      premier: "Dinner and overnight in a beach villa with a plunge pool, on an all-inclusive basis.",
    },
  },
  {
    title: "Beach day and optional Mnemba snorkelling",
    text: "A day for the beach, or join a boat trip to the reef around Mnemba Atoll, where the water is clear enough to see turtles, reef fish and sometimes dolphins from the surface.",
    stay: {
      value: "Dinner and overnight at your hotel.",
      comfort: "Dinner and overnight at your resort.",
      premier: "The Mnemba snorkelling trip is included in your tier; dinner and overnight at your villa.",
    },
  },
  {
    title: "Jozani forest and the red colobus",
    text: "Drive to Jozani forest, the island's only national park, to see the endemic Zanzibar red colobus monkeys at close range and walk the boardwalk through the mangroves. Return to the beach for a relaxed afternoon.",
    stay: {
      value: "The Jozani visit is available at a supplement; otherwise the day is free. Dinner and overnight at your hotel.",
      comfort: "The Jozani visit is included; dinner and overnight at your resort.",
      premier: "The Jozani visit is private; dinner and overnight at your villa.",
    },
  },
  {
    title: "Return to Nairobi",
    text: "After breakfast, transfer to the airport for your flight back to Nairobi.",
  },
];

/* ------------------------------------------------------------------ */
/* 5. Mount Kenya                                                       */
/* ------------------------------------------------------------------ */

const mountKenyaDays: Day[] = [
  {
    title: "Nairobi to Sirimon Gate and Old Moses Camp",
    text: "Leave Nairobi at 6:30 am and drive about four hours to Nanyuki, where you meet your mountain crew, then continue to the Sirimon Gate to register with the park rangers. The first walk follows a gravel track through juniper and podocarpus forest to Old Moses Camp at about 3,300 metres, three to four hours at an easy pace.",
    stay: {
      value: "Dinner and overnight in a bunkhouse hut, with meals cooked by the crew.",
      comfort: "Dinner and overnight in a private two-person tent pitched by the crew, with a separate dining tent.",
    },
  },
  {
    title: "Old Moses to Shipton's Camp",
    text: "The trail climbs across open moorland dotted with giant lobelias and groundsels into the Mackinder Valley, with the jagged main peaks of Batian and Nelion growing closer all day. After six to seven hours you reach Shipton's Camp at around 4,200 metres. Your guide encourages an afternoon acclimatisation walk and an early night.",
    stay: {
      value: "Dinner and overnight in the camp hut.",
      comfort: "Dinner and overnight in your tent, with hot water bottles supplied by the crew.",
    },
  },
  {
    title: "Summit Point Lenana and descend to Hall Tarns",
    text: "Wake at 2:00 am for tea and biscuits and climb by headtorch up the scree to reach Point Lenana, 4,985 metres, in time for sunrise over the Laikipia plains and, on clear mornings, Kilimanjaro far to the south. After photographs you descend the eastern side on the Chogoria route to the Hall Tarns, small lakes above the dramatic Gorges Valley, a long day of eight to nine hours.",
    stay: {
      value: "Dinner and overnight at the campsite, in tents supplied by the crew.",
      comfort: "Dinner and overnight in your tent with a celebration cake from the cook.",
    },
  },
  {
    title: "Gorges Valley to the Chogoria forest",
    text: "Follow the rim of the Gorges Valley with views down to Lake Michaelson, one of the most beautiful sights on the mountain, then descend through heather and bamboo into the forest. It is about six hours' walk to the forest bandas near the roadhead, where you can finally take a hot shower.",
    stay: {
      value: "Dinner and overnight in a shared forest banda.",
      comfort: "Dinner and overnight in a private forest banda with a fireplace.",
    },
  },
  {
    title: "Chogoria to Nairobi",
    text: "A morning walk or drive down through the forest, where colobus monkeys and forest birds are common, brings you to the Chogoria gate. After saying goodbye to the crew and signing out with the rangers, you drive back to Nairobi, arriving in the late afternoon.",
  },
];

const mkValueInc = (fees: string) => [
  "Return road transport Nairobi-Sirimon Gate and Chogoria Gate-Nairobi",
  fees,
  "Qualified mountain guide, cook and porters (15 kg per climber)",
  "All meals on the mountain and drinking water treated by the crew",
  "Hut, banda and camping fees",
  "Emergency first-aid kit and pulse oximeter",
];
const mkComfortInc = (fees: string) => [
  "Return private transport Nairobi-Sirimon Gate and Chogoria Gate-Nairobi",
  fees,
  "Senior mountain guide, assistant guide, cook and porters (15 kg per climber)",
  "Private two-person tents, dining tent, sleeping mats and hot water bottles",
  "All meals on the mountain with fresh fruit and vegetables",
  "Private forest banda on the last night",
  "Emergency first-aid kit, pulse oximeter and satellite phone",
];
const MK_EXCLUSIONS = [
  "Personal trekking gear (sleeping bag and poles can be hired)",
  "Travel and trekking insurance",
  "Tips for guides, cooks and porters (about USD 150-200 per climber)",
  "Drinks other than water, tea and coffee",
  "Extra porters for bags above 15 kg",
];

/* ------------------------------------------------------------------ */
/* 6. Kilimanjaro Machame                                               */
/* ------------------------------------------------------------------ */

const machameDays: Day[] = [
  {
    title: "Arrival in Moshi",
    text: "Arrive at Kilimanjaro International Airport, or by road shuttle from Nairobi via Namanga, and transfer to Moshi, a small town at the foot of the mountain. In the afternoon your lead guide checks your equipment, explains the route and answers questions about altitude.",
    stay: {
      value: "Dinner and overnight at a simple hotel in Moshi.",
      comfort: "Dinner and overnight at a garden hotel in Moshi with a pool.",
      premier: "Dinner and overnight at a boutique lodge on the lower slopes with views of the summit.",
    },
  },
  {
    title: "Machame Gate to Machame Camp",
    text: "A short drive takes you to the Machame Gate at about 1,800 metres. After registration you walk for five to seven hours through humid montane rainforest draped in moss, listening for colobus monkeys and turacos, to Machame Camp at around 3,000 metres.",
    stay: {
      value: "Overnight in sturdy mountain tents shared by two climbers, with a mess tent for meals.",
      comfort: "Overnight in four-season tents with thick sleeping mats, and a private toilet tent for your group.",
      premier: "Overnight in a spacious walk-in tent with a camp bed, with a private toilet tent and hot washing water each morning.",
    },
  },
  {
    title: "Machame Camp to Shira Camp",
    text: "Leave the forest behind and climb steeply through giant heather onto the Shira plateau, reaching Shira Camp at about 3,850 metres after four to six hours. In the afternoon the view opens across to Mount Meru, and the summit dome of Kibo rises behind camp.",
  },
  {
    title: "Shira Camp to Barranco via Lava Tower",
    text: "A key acclimatisation day: you climb to the base of the Lava Tower at about 4,630 metres for lunch, then descend into the Barranco valley to sleep at 3,950 metres. This 'climb high, sleep low' day takes six to eight hours and is the reason the Machame route has good summit success rates.",
  },
  {
    title: "Barranco Wall to Karanga Camp",
    text: "Start the day by scrambling up the Barranco Wall, a steep but non-technical climb using hands and feet, with spectacular views back over the valley. The trail then crosses several ridges and valleys to Karanga Camp at about 3,995 metres, four to five hours in all.",
  },
  {
    title: "Karanga Camp to Barafu Camp",
    text: "A shorter walk of three to four hours on rocky, barren ground brings you to Barafu, the high camp at around 4,673 metres. After an early dinner and a final briefing, you rest until midnight.",
  },
  {
    title: "Summit Uhuru Peak and descend to Mweka Camp",
    text: "Set off around midnight by headtorch and climb slowly through the night on switchbacks to Stella Point on the crater rim, reaching it around sunrise. From here it is about an hour along the rim, past glaciers, to Uhuru Peak at 5,895 metres, the highest point in Africa. After photographs you descend to Barafu for a rest and lunch, then continue down to Mweka Camp at about 3,100 metres; the whole day can take twelve to fifteen hours.",
    stay: {
      premier: "A guide is assigned to each two climbers on summit night, and bottled oxygen travels with your group.",
    },
  },
  {
    title: "Mweka Camp to Moshi",
    text: "A final three-hour descent through the rainforest brings you to Mweka Gate, where successful climbers receive their summit certificates. After a farewell song from the crew, you drive back to Moshi for a long hot shower.",
    stay: {
      value: "Dinner and overnight at your Moshi hotel.",
      comfort: "Dinner and overnight at your Moshi hotel.",
      premier: "A celebration dinner and a massage await you at your lodge.",
    },
  },
  {
    title: "Departure",
    text: "After breakfast, transfer to Kilimanjaro International Airport or to the shuttle for Nairobi.",
  },
];

const KILI_EXCLUSIONS = [
  "Flights to Kilimanjaro and Tanzanian visa where required",
  ...MK_EXCLUSIONS.map((e) => e.replace("USD 150-200", "USD 250-300")),
];

const kiliBaseInc = [
  "Airport or shuttle-stop transfers in Moshi",
  "Kilimanjaro National Park entry, camping and rescue fees",
  "Licensed mountain guides, cook and porters paid fair wages",
  "All meals on the mountain and treated drinking water",
  "Twice-daily health checks with a pulse oximeter",
];

/* ------------------------------------------------------------------ */
/* 7. Dubai city break                                                  */
/* ------------------------------------------------------------------ */

const dubaiDays: Day[] = [
  {
    title: "Nairobi to Dubai",
    text: "Fly from Nairobi to Dubai in about five hours and meet our representative at arrivals for the transfer to your hotel. In the evening, take a walk along the promenade of Dubai Marina, where restaurants and cafes line the water beneath the towers.",
    stay: {
      value: "Overnight with breakfast at a three-star hotel in the older Deira district, close to the metro.",
      comfort: "Overnight with breakfast at a four-star hotel in the downtown district.",
      premier: "Overnight with breakfast at a five-star beach resort on the palm-shaped island.",
    },
  },
  {
    title: "Half-day city tour",
    text: "A guided half-day tour covers the historic Al Fahidi quarter, an abra ride across the creek and the gold and spice souks, then a photo stop at the city's sail-shaped landmark hotel and the beach. The afternoon is free to explore the great shopping malls.",
    stay: {
      value: "Overnight at your hotel.",
      comfort: "Overnight at your hotel.",
      premier: "Tickets to the observation deck of the world's tallest building at sunset are included; overnight at your resort.",
    },
  },
  {
    title: "Desert safari",
    text: "A free morning at the pool or beach, then a 4x4 collects you in the afternoon for the desert. After an exhilarating drive over the dunes you stop for sunset photographs and continue to a camp for camel rides, henna painting and a barbecue dinner with entertainment.",
    stay: {
      value: "Overnight at your hotel.",
      comfort: "Overnight at your hotel.",
      premier: "Your desert safari is in a private vehicle with a premium camp dinner; overnight at your resort.",
    },
  },
  {
    title: "Day at leisure",
    text: "A free day for shopping, a theme park, or the optional day trip to Abu Dhabi. The Dubai metro is simple to use and a good way to get around on your own.",
  },
  {
    title: "Beach and Marina dhow dinner cruise",
    text: "Spend the day at one of the public beaches or your hotel pool. In the evening you board a dhow for a two-hour buffet dinner cruise around Dubai Marina, with the towers lit up above you.",
  },
  {
    title: "Departure",
    text: "Check out after breakfast and transfer to the airport for your return flight to Nairobi.",
  },
];

const dubaiInc = (hotel: string) => [
  "Return economy flights Nairobi-Dubai with checked baggage",
  "UAE tourist visa processing",
  hotel,
  "Return airport transfers",
  "Half-day city tour",
  "Desert safari with barbecue dinner",
  "Marina dhow dinner cruise",
];

/* ------------------------------------------------------------------ */
/* 8. Mauritius                                                         */
/* ------------------------------------------------------------------ */

const mauritiusDays: Day[] = [
  {
    title: "Nairobi to Mauritius",
    text: "Fly from Nairobi to Mauritius, about four and a half hours across the Indian Ocean, and transfer to your resort on the coast. Settle in with a swim in the lagoon and a sunset drink.",
    stay: {
      value: "Dinner and overnight on half board at a three-star hotel near the beach.",
      comfort: "Dinner and overnight on half board at a four-star beachfront resort on the east coast.",
      premier: "Dinner and overnight on an all-inclusive basis in a beach-access suite at a five-star resort.",
    },
  },
  {
    title: "Lagoon day",
    text: "Enjoy the resort's free non-motorised water sports, such as kayaking, paddle-boarding and snorkelling in the shallow lagoon protected by the reef. In the late afternoon a glass-bottom boat takes you over the coral gardens.",
  },
  {
    title: "South and west highlights tour",
    text: "A full-day guided tour takes you to the crater of Trou aux Cerfs, the sacred lake of Grand Bassin with its Hindu temples, the lookout over the Black River Gorges and the layered, multi-coloured sands of Chamarel. Lunch is at a local restaurant in the hills.",
  },
  {
    title: "Catamaran to Ile aux Cerfs",
    text: "Sail by catamaran along the east coast to the island of Ile aux Cerfs, stopping at a waterfall on the way. Snorkel, relax on the white sand and enjoy a barbecue lunch on board.",
  },
  {
    title: "Port Louis and the botanical garden",
    text: "Visit the capital, Port Louis, with its busy central market and waterfront, then the botanical garden at Pamplemousses, famous for its giant water lilies and spice trees. Return to the resort for the afternoon.",
  },
  {
    title: "Day at leisure",
    text: "A free day for the beach, the spa or optional activities such as diving or a submarine ride.",
  },
  {
    title: "Return to Nairobi",
    text: "After breakfast, transfer to the airport for your flight back to Nairobi.",
  },
];

const mauritiusInc = (hotel: string) => [
  "Return economy flights Nairobi-Mauritius",
  "Return airport transfers",
  hotel,
  "South and west highlights tour with lunch",
  "Catamaran day to Ile aux Cerfs with barbecue lunch",
  "Port Louis and botanical garden tour",
  "Glass-bottom boat trip",
];

/* ------------------------------------------------------------------ */
/* The catalogue                                                        */
/* ------------------------------------------------------------------ */

export const vacationPackages: PackageSeed[] = [
  {
    slug: "5-day-diani-beach-holiday",
    package_title: "5-Day Diani Beach Holiday",
    summary:
      "Four nights on Kenya's favourite beach: ride the express train or fly to the south coast, walk with colobus monkeys, snorkel the Kisite reef and explore the Shimba Hills.",
    destinations: ["Diani Beach"],
    services: ["Vacations and Adventure"],
    travel_type: "Beach Holiday",
    ribbon_tag_left: "Hot Deal",
    is_deal: true,
    is_standout: false,
    tier_structure: "multiple",
    dynamic_price: 35700,
    dynamic_currency: "KES",
    min_price_display: null,
    duration_days: 5,
    tiers: [
      tier("value", LOCAL, 42000, null, dianiDays, dianiLocalValueInc, BEACH_EXCLUSIONS),
      tier("comfort", LOCAL, 68000, null, dianiDays, dianiComfortInc, BEACH_EXCLUSIONS),
      tier("premier", LOCAL, 112000, null, dianiDays, dianiPremierInc, BEACH_EXCLUSIONS.filter((e) => !e.startsWith("Drinks"))),
      tier("value", INTL, null, 720, dianiDays, dianiLocalValueInc, [...BEACH_EXCLUSIONS, "International flights and visa"]),
      tier("comfort", INTL, null, 1080, dianiDays, dianiComfortInc, [...BEACH_EXCLUSIONS, "International flights and visa"]),
      tier("premier", INTL, null, 1750, dianiDays, dianiPremierInc, [...BEACH_EXCLUSIONS.filter((e) => !e.startsWith("Drinks")), "International flights and visa"]),
    ],
    optional_activities: [
      {
        activity_name: "Kisite-Mpunguti snorkelling by dhow",
        cost_kshs: 9500,
        cost_usd: 85,
        description: "A full day from Shimoni by dhow with marine park fees, snorkelling gear, dolphin watching and a Swahili seafood lunch on Wasini Island.",
      },
      {
        activity_name: "Kite-surfing taster lesson",
        cost_kshs: 8500,
        cost_usd: 70,
        description: "Two hours with a certified instructor on the beach and in the shallows, including all equipment. Seasonal, wind permitting.",
      },
    ],
    terms_and_conditions: TERMS + "\n<p>The 15% saving applies to the value tier for travel between May and mid-July, excluding public holidays.</p>",
    images: [
      { scene: "beach", variant: 11, alt: "A long white beach with leaning palms and a turquoise lagoon" },
      { scene: "coral-reef", variant: 6, alt: "A green turtle swimming over coral at Kisite" },
      { scene: "dhow", variant: 9, alt: "A traditional dhow anchored off a sandbank" },
    ],
    created_at: "2025-02-24T08:00:00Z",
  },
  {
    slug: "4-day-lamu-old-town-escape",
    package_title: "4-Day Lamu Old Town Escape",
    summary:
      "Car-free lanes, carved doors and dhows at sunset: three nights in a restored Swahili house in Lamu Old Town, with a walk to Shela's dunes and a boat trip to the ruins of Takwa.",
    destinations: ["Lamu"],
    services: ["Vacations and Adventure"],
    travel_type: "Vacations and Adventure",
    ribbon_tag_left: null,
    is_deal: false,
    is_standout: false,
    tier_structure: "single",
    dynamic_price: null,
    dynamic_currency: null,
    min_price_display: null,
    duration_days: 4,
    tiers: [
      tier("single", ALL, 64000, 690, [
        {
          title: "Nairobi to Lamu Old Town",
          text: "Fly from Nairobi to the airstrip on Manda Island in under two hours, then cross the channel by motorboat to Lamu, the oldest continuously inhabited Swahili town in East Africa and a World Heritage Site. Donkeys and handcarts are the only traffic in its narrow lanes. In the late afternoon a local guide walks you past the fort, the mosques and the carved wooden doors for which the town is known. Dinner and overnight in a restored Swahili house with a rooftop terrace.",
        },
        {
          title: "Shela village and sunset dhow sail",
          text: "Walk or take a boat along the waterfront to Shela, a quieter village at the start of a 12-kilometre beach backed by high sand dunes. Swim, climb the dunes for the view, and have lunch at a seafront cafe. In the evening you board a dhow for a sunset sail in the channel, with fresh juice and snacks as the call to prayer drifts across the water. Dinner and overnight at your house.",
        },
        {
          title: "Takwa ruins and Matondoni boatbuilders",
          text: "A morning boat trip through the mangroves to Manda Island brings you to the ruins of Takwa, a Swahili town abandoned in the 17th century, where a guide explains the mosque and the pillar tomb. In the afternoon you visit Matondoni village to watch craftsmen build dhows by hand using techniques passed down for generations. Dinner and overnight at your house.",
        },
        {
          title: "Return to Nairobi",
          text: "Spend the morning at the Lamu Museum or browsing the market for carved chests and silver jewellery, then cross back to Manda for the afternoon flight to Nairobi.",
        },
      ], [
        "Return economy flights Nairobi-Manda",
        "Boat transfers between Manda airstrip and Lamu",
        "Half board in a restored Swahili house (3 nights)",
        "Guided walk of Lamu Old Town",
        "Sunset dhow sail",
        "Takwa ruins and Matondoni village boat excursion with entry fees",
      ], BEACH_EXCLUSIONS),
    ],
    optional_activities: [
      {
        activity_name: "Swahili cooking class",
        cost_kshs: 4500,
        cost_usd: 35,
        description: "Cook a coconut fish curry, pilau and chapati with a Lamu family in their kitchen, then share the meal together.",
      },
      {
        activity_name: "Manda Toto snorkelling trip",
        cost_kshs: 9000,
        cost_usd: 70,
        description: "A full day by dhow to the reef at Manda Toto island, with fishing along the way and a grilled-fish lunch on the beach.",
      },
    ],
    terms_and_conditions: TERMS + "\n<p>Lamu is a conservative Muslim town: please dress modestly away from the beach, covering shoulders and knees.</p>",
    images: [
      { scene: "old-town", variant: 2, alt: "A narrow Lamu street with carved wooden doors and a donkey" },
      { scene: "dhow", variant: 14, alt: "Dhows with white sails in the Lamu channel at sunset" },
      { scene: "beach", variant: 20, alt: "Sand dunes above the empty beach at Shela" },
    ],
    created_at: "2025-04-03T09:30:00Z",
  },
  {
    slug: "4-day-watamu-marine-park-getaway",
    package_title: "4-Day Watamu Marine Park Getaway",
    summary:
      "Glass-bottom boats over coral gardens, the mangroves of Mida Creek and the forest ruins of Gede. A great-value short break on the north coast with flights from Nairobi included.",
    destinations: ["Watamu"],
    services: ["Vacations and Adventure"],
    travel_type: "Vacations and Adventure",
    ribbon_tag_left: "Hot Deal",
    is_deal: true,
    is_standout: false,
    tier_structure: "single",
    dynamic_price: null,
    dynamic_currency: null,
    min_price_display: null,
    duration_days: 4,
    tiers: [
      tier("single", ALL, 44900, 520, [
        {
          title: "Nairobi to Watamu",
          text: "Fly from Nairobi to Malindi in about an hour and transfer 25 minutes south to Watamu, a relaxed village set between a marine park and a tidal creek. Check in at your beach hotel, then walk along the bays, where coral outcrops stand in the shallows. Dinner and overnight at the hotel.",
        },
        {
          title: "Watamu Marine National Park",
          text: "Board a glass-bottom boat in the morning for the coral gardens of the marine park, among the oldest protected reefs in Africa. You snorkel among angelfish, moray eels and shoals of snapper, and the crew often spot green turtles coming up to breathe. In the afternoon visit a turtle conservation centre that rescues turtles caught in fishing nets and returns them to the sea. Dinner and overnight at your hotel.",
        },
        {
          title: "Gede ruins and Mida Creek",
          text: "In the morning explore the ruins of Gede, a Swahili town of coral-stone houses and mosques hidden in the forest, where a guide explains how its people traded with Arabia and China. Later you walk the suspended boardwalk over the mangroves of Mida Creek, where migrating waders gather on the mudflats, and watch the sunset from the creek. Dinner and overnight at your hotel.",
        },
        {
          title: "Return to Nairobi",
          text: "A final morning swim and breakfast, then transfer to Malindi for your flight back to Nairobi.",
        },
      ], [
        "Return economy flights Nairobi-Malindi",
        "Airport transfers Malindi-Watamu",
        "Half board at a three-star beach hotel (3 nights)",
        "Glass-bottom boat trip with marine park fees and snorkelling gear",
        "Gede ruins and Mida Creek boardwalk entry with guide",
        "Turtle conservation centre visit",
      ], BEACH_EXCLUSIONS),
    ],
    optional_activities: [
      {
        activity_name: "Arabuko-Sokoke forest birding walk",
        cost_kshs: 5000,
        cost_usd: 40,
        description: "An early-morning walk with a local bird guide in the largest remaining coastal forest in East Africa, home to the golden-rumped elephant shrew and rare owls.",
      },
      {
        activity_name: "Dhow sunset cruise on Mida Creek",
        cost_kshs: 4500,
        cost_usd: 38,
        description: "Two hours sailing the creek at high tide with snacks and soft drinks, returning as the sun sets behind the mangroves.",
      },
    ],
    terms_and_conditions: TERMS,
    images: [
      { scene: "coral-reef", variant: 13, alt: "Colourful reef fish over coral in Watamu Marine Park" },
      { scene: "beach", variant: 27, alt: "Coral islets in a sheltered bay at low tide" },
      { scene: "old-town", variant: 15, alt: "Coral-stone ruins among forest trees" },
    ],
    created_at: "2025-06-30T07:00:00Z",
  },
  {
    slug: "6-day-zanzibar-island-holiday",
    package_title: "6-Day Zanzibar Island Holiday",
    summary:
      "Two nights in historic Stone Town and three on the white beaches of the north coast, with a spice farm, a guided town walk and the red colobus monkeys of Jozani forest.",
    destinations: ["Zanzibar"],
    services: ["Vacations and Adventure", "Air Ticketing and Charter Services"],
    travel_type: "Vacations and Adventure",
    ribbon_tag_left: "Best Seller",
    is_deal: false,
    is_standout: false,
    tier_structure: "multiple",
    dynamic_price: null,
    dynamic_currency: null,
    min_price_display: null,
    duration_days: 6,
    tiers: [
      tier("value", ALL, 98000, 850, zanzibarDays, [
        "Return economy flights Nairobi-Zanzibar",
        "All transfers on the island",
        "Bed and breakfast in Stone Town (2 nights) and half board on the beach (3 nights)",
        "Guided Stone Town walk with entry fees",
        "Spice farm tour with tasting",
      ], [...BEACH_EXCLUSIONS, "Zanzibar government tourism levy and visa where required"]),
      tier("comfort", ALL, 138000, 1200, zanzibarDays, [
        "Return economy flights Nairobi-Zanzibar",
        "All transfers on the island",
        "Bed and breakfast at a boutique hotel in Stone Town (2 nights) and half board at a four-star resort (3 nights)",
        "Guided Stone Town walk with entry fees",
        "Spice farm tour with tasting",
        "Jozani forest visit with park fees",
      ], [...BEACH_EXCLUSIONS, "Zanzibar government tourism levy and visa where required"]),
      tier("premier", ALL, 198000, 1750, zanzibarDays, [
        "Return economy flights Nairobi-Zanzibar",
        "Private transfers on the island",
        "Heritage suite in Stone Town (2 nights) and all-inclusive beach villa with plunge pool (3 nights)",
        "Private Stone Town walk, spice farm tour and Jozani visit",
        "Sunset dhow cruise",
        "Mnemba Atoll snorkelling trip",
      ], [...BEACH_EXCLUSIONS.filter((e) => !e.startsWith("Drinks")), "Zanzibar government tourism levy and visa where required"]),
    ],
    optional_activities: [
      {
        activity_name: "Prison Island and giant tortoises",
        cost_kshs: 6500,
        cost_usd: 50,
        description: "A half-day boat trip from Stone Town to a small island that is home to a colony of giant Aldabra tortoises, with time to snorkel.",
      },
      {
        activity_name: "Mnemba Atoll snorkelling",
        cost_kshs: 11000,
        cost_usd: 85,
        description: "A morning boat trip from the north coast to the reef off Mnemba, with equipment, fruit and a guide.",
      },
    ],
    terms_and_conditions: TERMS,
    images: [
      { scene: "beach", variant: 32, alt: "Powder-white sand and turquoise water on Zanzibar's north coast" },
      { scene: "old-town", variant: 24, alt: "Carved wooden doors and balconies in Stone Town" },
      { scene: "dhow", variant: 21, alt: "A dhow sailing past the Stone Town seafront at sunset" },
      { scene: "rainforest", variant: 26, alt: "A red colobus monkey in the trees of Jozani forest" },
    ],
    created_at: "2025-08-26T12:00:00Z",
  },
  {
    slug: "5-day-mount-kenya-sirimon-chogoria-trek",
    package_title: "5-Day Mount Kenya Trek: Sirimon up, Chogoria down",
    summary:
      "Climb Africa's second-highest mountain to Point Lenana at 4,985 metres, crossing the moorland of the Mackinder Valley and descending past the Gorges Valley and its lakes.",
    destinations: ["Mount Kenya"],
    services: ["Vacations and Adventure"],
    travel_type: "Vacations and Adventure",
    ribbon_tag_left: "Adventure",
    is_deal: false,
    is_standout: false,
    tier_structure: "multiple",
    dynamic_price: null,
    dynamic_currency: null,
    min_price_display: null,
    duration_days: 5,
    tiers: [
      tier("value", LOCAL, 68000, null, mountKenyaDays, mkValueInc("Mount Kenya National Park fees at citizen and resident rates"), MK_EXCLUSIONS),
      tier("comfort", LOCAL, 88000, null, mountKenyaDays, mkComfortInc("Mount Kenya National Park fees at citizen and resident rates"), MK_EXCLUSIONS),
      tier("value", INTL, null, 850, mountKenyaDays, mkValueInc("Mount Kenya National Park fees at non-resident rates"), MK_EXCLUSIONS),
      tier("comfort", INTL, null, 1150, mountKenyaDays, mkComfortInc("Mount Kenya National Park fees at non-resident rates"), MK_EXCLUSIONS),
    ],
    optional_activities: [],
    terms_and_conditions: TERMS_CLIMB,
    images: [
      { scene: "snow-peak", variant: 8, alt: "The rocky twin peaks of Mount Kenya above the clouds" },
      { scene: "mountain-trail", variant: 3, alt: "Giant lobelias and groundsels along a moorland trail" },
      { scene: "mountain-trail", variant: 17, alt: "Hikers on a ridge above a glacial valley and tarns" },
    ],
    created_at: "2025-11-04T06:00:00Z",
  },
  {
    slug: "9-day-kilimanjaro-machame-route-climb",
    package_title: "9-Day Kilimanjaro Climb via the Machame Route",
    summary:
      "Seven days on the 'Whiskey route', the most scenic way to Uhuru Peak at 5,895 metres, with a built-in acclimatisation day at the Lava Tower and experienced guides who put your safety first.",
    destinations: ["Mount Kilimanjaro"],
    services: ["Vacations and Adventure"],
    travel_type: "Mountain Climbing",
    ribbon_tag_left: "Guided Summit",
    is_deal: false,
    is_standout: true,
    tier_structure: "multiple",
    dynamic_price: null,
    dynamic_currency: null,
    min_price_display: null,
    duration_days: 9,
    tiers: [
      tier("value", ALL, 247000, 1900, machameDays, [
        ...kiliBaseInc,
        "Shared mountain tents and mess tent",
        "Two nights' half board at a simple hotel in Moshi",
        "Guide-to-climber ratio of one to three",
      ], KILI_EXCLUSIONS),
      tier("comfort", ALL, 331500, 2550, machameDays, [
        ...kiliBaseInc,
        "Four-season tents with thick mats and a private toilet tent",
        "Two nights' half board at a garden hotel in Moshi",
        "Guide-to-climber ratio of one to two",
        "Emergency oxygen carried by the team",
      ], KILI_EXCLUSIONS),
      tier("premier", ALL, 455000, 3500, machameDays, [
        ...kiliBaseInc,
        "Walk-in tents with camp beds, private toilet tent and hot washing water",
        "Two nights' full board at a boutique lodge with a post-climb massage",
        "Personal summit-night guide for every two climbers",
        "Bottled oxygen and a portable stretcher carried by the team",
      ], KILI_EXCLUSIONS),
    ],
    optional_activities: [
      {
        activity_name: "Extra acclimatisation day at Karanga Camp",
        cost_kshs: null,
        cost_usd: 290,
        description: "Turns the climb into an eight-day Machame route, giving your body one more night to adapt before the summit push.",
      },
      {
        activity_name: "Post-climb safari to Tarangire",
        cost_kshs: null,
        cost_usd: 420,
        description: "A full-day game drive among baobabs and large elephant herds in Tarangire National Park, with park fees and lunch.",
      },
    ],
    terms_and_conditions: TERMS_CLIMB,
    images: [
      { scene: "snow-peak", variant: 21, alt: "The glaciers and summit of Kilimanjaro at sunrise" },
      { scene: "mountain-trail", variant: 29, alt: "Climbers zig-zagging up a steep rock wall" },
      { scene: "mountain-trail", variant: 11, alt: "Tents pitched on a rocky ridge above the clouds" },
      { scene: "rainforest", variant: 34, alt: "A misty rainforest trail on the lower slopes" },
    ],
    created_at: "2025-09-15T09:00:00Z",
  },
  {
    slug: "6-day-dubai-city-break",
    package_title: "6-Day Dubai City Break (5 Nights)",
    summary:
      "Return flights from Nairobi, five nights at a hotel in the style you prefer, a desert safari with barbecue dinner, a Marina dhow cruise and a guided tour of old and new Dubai.",
    destinations: ["Dubai"],
    services: ["Vacations and Adventure", "Air Ticketing and Charter Services"],
    travel_type: "City Break",
    ribbon_tag_left: "City Deal",
    is_deal: true,
    is_standout: false,
    tier_structure: "multiple",
    dynamic_price: 108000,
    dynamic_currency: "KES",
    min_price_display: null,
    duration_days: 6,
    tiers: [
      tier("value", ALL, 120000, 920, dubaiDays, dubaiInc("Bed and breakfast at a three-star hotel in Deira (5 nights)"), [...BEACH_EXCLUSIONS, "Tourism dirham fee payable at the hotel"]),
      tier("comfort", ALL, 175000, 1350, dubaiDays, dubaiInc("Bed and breakfast at a four-star downtown hotel (5 nights)"), [...BEACH_EXCLUSIONS, "Tourism dirham fee payable at the hotel"]),
      tier("premier", ALL, 250000, 1920, dubaiDays, [
        ...dubaiInc("Bed and breakfast at a five-star beach resort (5 nights)"),
        "Sunset observation-deck tickets",
        "Private desert safari vehicle",
      ], [...BEACH_EXCLUSIONS, "Tourism dirham fee payable at the hotel"]),
    ],
    optional_activities: [
      {
        activity_name: "Abu Dhabi day trip",
        cost_kshs: 13500,
        cost_usd: 105,
        description: "A guided coach tour to the UAE capital to visit its grand white mosque, the heritage village and the corniche, with lunch.",
      },
      {
        activity_name: "Theme park day pass",
        cost_kshs: 11000,
        cost_usd: 85,
        description: "A one-day ticket to a major theme park with transfers from your hotel.",
      },
    ],
    terms_and_conditions: TERMS + "\n<p>The 10% saving applies to bookings made at least 45 days before travel, outside school holidays. Visa issuance is at the discretion of the UAE authorities.</p>",
    images: [
      { scene: "city-skyline", variant: 17, alt: "Dubai's skyscrapers reflected in the Marina at night" },
      { scene: "desert-dunes", variant: 12, alt: "4x4 vehicles on red dunes at sunset" },
      { scene: "dhow", variant: 30, alt: "An illuminated dhow cruising beneath city towers" },
    ],
    created_at: "2026-03-12T10:00:00Z",
  },
  {
    slug: "7-day-mauritius-island-escape",
    package_title: "7-Day Mauritius Island Escape",
    summary:
      "Six nights on an island of lagoons, volcanic peaks and sugar-cane fields, with a catamaran day to Ile aux Cerfs and a tour of Chamarel's coloured earths. Direct flights from Nairobi.",
    destinations: ["Mauritius"],
    services: ["Vacations and Adventure"],
    travel_type: "Vacations and Adventure",
    ribbon_tag_left: "New",
    is_deal: false,
    is_standout: false,
    tier_structure: "multiple",
    dynamic_price: null,
    dynamic_currency: null,
    min_price_display: null,
    duration_days: 7,
    tiers: [
      tier("value", ALL, 185000, 1450, mauritiusDays, mauritiusInc("Half board at a three-star hotel near the beach (6 nights)"), BEACH_EXCLUSIONS),
      tier("comfort", ALL, 245000, 1950, mauritiusDays, mauritiusInc("Half board at a four-star beachfront resort (6 nights)"), BEACH_EXCLUSIONS),
      tier("premier", ALL, 355000, 2800, mauritiusDays, mauritiusInc("All-inclusive stay in a beach-access suite at a five-star resort (6 nights)"), BEACH_EXCLUSIONS.filter((e) => !e.startsWith("Drinks"))),
    ],
    optional_activities: [],
    terms_and_conditions: TERMS,
    images: [
      { scene: "beach", variant: 38, alt: "A calm lagoon with a volcanic peak behind the beach" },
      { scene: "coral-reef", variant: 22, alt: "Tropical fish and coral in a clear lagoon" },
      { scene: "waterfall", variant: 16, alt: "A waterfall plunging into a forested gorge" },
    ],
    created_at: "2026-05-19T08:30:00Z",
  },
  {
    slug: "6-day-cape-town-and-winelands",
    package_title: "6-Day Cape Town & Winelands Discovery",
    summary:
      "Table Mountain, the Cape Peninsula's penguins and cliffs, and a day among the vineyards of the Winelands. Five nights in the Mother City with flights from Nairobi.",
    destinations: ["Cape Town"],
    services: ["Vacations and Adventure"],
    travel_type: "Vacations and Adventure",
    ribbon_tag_left: "Early Bird",
    is_deal: false,
    is_standout: false,
    tier_structure: "single",
    dynamic_price: null,
    dynamic_currency: null,
    min_price_display: null,
    duration_days: 6,
    tiers: [
      tier("single", ALL, 178000, 1380, [
        {
          title: "Nairobi to Cape Town",
          text: "Fly from Nairobi to Cape Town, about five and a half hours, and transfer to your hotel near the harbour waterfront. In the evening wander among the restaurants and street performers of the waterfront, with Table Mountain towering over the city. Overnight with breakfast at a four-star hotel.",
        },
        {
          title: "Table Mountain and the city",
          text: "Ride the rotating cable car to the flat top of Table Mountain for views over the city, Robben Island and the Atlantic, weather permitting; the mountain is often covered by its 'tablecloth' of cloud, so your guide keeps the day flexible. In the afternoon walk through the brightly painted houses of the Bo-Kaap and the historic gardens in the city centre. Overnight at your hotel.",
        },
        {
          title: "Cape Peninsula and Boulders Beach",
          text: "A full-day tour follows the Atlantic coast along the cliffs of Chapman's Peak to the Cape of Good Hope nature reserve, where you walk up to the lighthouse at Cape Point. On the way back you stop at Boulders Beach to see the colony of African penguins among the granite boulders, and at a fishing harbour for a late lunch of fish and chips. Overnight at your hotel.",
        },
        {
          title: "The Winelands",
          text: "Drive an hour inland to the valleys of the Winelands, where historic Cape Dutch estates sit beneath rugged mountains. Enjoy tastings at two estates, lunch among the vines and time to explore the oak-lined streets of a university town. Overnight at your hotel.",
        },
        {
          title: "Day at leisure",
          text: "A free day to revisit favourite places, go shopping, or take the optional ferry to Robben Island, where a former political prisoner often guides the tour. Overnight at your hotel.",
        },
        {
          title: "Return to Nairobi",
          text: "After breakfast, transfer to the airport for your flight back to Nairobi.",
        },
      ], [
        "Return economy flights Nairobi-Cape Town",
        "Bed and breakfast at a four-star waterfront hotel (5 nights)",
        "Airport transfers",
        "Table Mountain cable car ticket and city tour",
        "Full-day Cape Peninsula tour with reserve and penguin colony fees",
        "Winelands day with two tastings and lunch",
      ], [...BEACH_EXCLUSIONS.filter((e) => !e.startsWith("Drinks")), "Visas where required", "Lunches and dinners not listed"]),
    ],
    optional_activities: [
      {
        activity_name: "Robben Island ferry and tour",
        cost_kshs: 6500,
        cost_usd: 50,
        description: "A half-day trip by ferry to the former prison island, with a guided tour of the prison and the island. Book early in summer.",
      },
    ],
    terms_and_conditions: TERMS + "\n<p>Early Bird prices apply when booked at least 90 days before travel.</p>",
    images: [
      { scene: "city-skyline", variant: 31, alt: "Cape Town's city bowl beneath flat-topped Table Mountain" },
      { scene: "beach", variant: 8, alt: "Penguins among granite boulders on a sandy beach" },
      { scene: "mountain-trail", variant: 24, alt: "Vineyards in a valley surrounded by mountains" },
    ],
    created_at: "2026-07-08T09:00:00Z",
  },
];
