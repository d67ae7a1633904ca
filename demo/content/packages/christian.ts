import type { PackageSeed } from "../types.ts";
import { tier, ALL, type Day } from "./tier-builder.ts";

const PILGRIM_TERMS = `<ul>
<li>A 50% deposit reserves your seat on the group departure; the balance is due 30 days before departure.</li>
<li>Cancellation charges: 30 to 15 days before travel 50%, 14 to 8 days 75%, within 7 days or no-show 100%. Issued air tickets follow the airline's fare rules.</li>
<li>Passports must be valid for at least six months after return. Visa approval rests with the embassies; we prepare invitation letters and supporting documents for every pilgrim.</li>
<li>The order of visits may change for religious holidays, site closures or official travel advisories, without reducing the sites visited where possible.</li>
</ul>`;

const PILGRIM_EXCLUSIONS = [
  "Travel and medical insurance (compulsory)",
  "Lunches unless stated",
  "Drinks with meals",
  "Tips for the local guide, driver and hotel staff",
  "Personal offerings and donations at churches",
  "Single room supplement",
];

/* ------------------------------------------------------------------ */
/* 1. Holy Land                                                         */
/* ------------------------------------------------------------------ */

const holyLandDays: Day[] = [
  {
    title: "Nairobi to the Holy Land and on to Galilee",
    text: "The group meets at Nairobi's international airport with our tour leader for the flight to Tel Aviv, about five hours. A licensed Christian guide welcomes you on arrival and the coach drives north along the coast and inland to the Sea of Galilee, about two hours. After dinner, the group gathers for an opening prayer by the lake.",
    stay: {
      value: "Dinner and overnight at a three-star hotel in Tiberias.",
      comfort: "Dinner and overnight at a four-star lakeside hotel in Tiberias.",
      premier: "Dinner and overnight at a four-star guesthouse on the hills above the lake, run by a religious order.",
    },
  },
  {
    title: "Around the Sea of Galilee",
    text: "Begin on the Mount of Beatitudes, where you read the Sermon on the Mount in the gardens overlooking the lake. Continue to Tabgha, the traditional site of the multiplication of the loaves and fishes, and the Church of the Primacy of Peter on the shore. At Capernaum you see the ruins of the synagogue and of the house of Peter, then board a wooden boat for a quiet crossing of the lake, with a time of worship on the water.",
  },
  {
    title: "Cana, Nazareth and Mount Tabor",
    text: "At Cana, married couples may renew their wedding vows in the church that remembers Jesus' first miracle. In Nazareth you visit the Basilica of the Annunciation and the Church of St Joseph, and walk through the old market. In the afternoon taxis climb the steep road up Mount Tabor, the traditional place of the Transfiguration, for wide views over the Jezreel Valley.",
  },
  {
    title: "Jordan River, Jericho and up to Jerusalem",
    text: "At a baptismal site on the Jordan River, pilgrims may renew their baptismal vows in white robes. The road then follows the Jordan Valley south to Jericho, one of the oldest cities in the world, where you see the sycamore tree linked to Zacchaeus and view the Mount of Temptation. In the evening you climb through the Judean wilderness to Jerusalem.",
    stay: {
      value: "Dinner and overnight at a three-star hotel in Jerusalem (five nights).",
      comfort: "Dinner and overnight at a four-star hotel in Jerusalem (five nights).",
      premier: "Dinner and overnight at a four-star hotel within walking distance of the Old City walls (five nights).",
    },
  },
  {
    title: "Mount of Olives and Mount Zion",
    text: "From the top of the Mount of Olives the whole of the Old City lies before you. Walk down the Palm Sunday path, stopping at the Church of the Pater Noster, where the Lord's Prayer is written in more than a hundred languages including Kiswahili, and at Dominus Flevit. Pray in the Garden of Gethsemane among ancient olive trees and in the Church of All Nations. In the afternoon visit Mount Zion, with the Room of the Last Supper and the Church of St Peter in Gallicantu.",
  },
  {
    title: "Bethlehem",
    text: "Cross to Bethlehem with your passport to visit the Church of the Nativity and kneel at the grotto where tradition places the birth of Christ. After lunch in a local family-run restaurant, you visit the Shepherds' Field and sing carols in the cave chapel, whatever the season. There is time to buy olive-wood carvings from Christian craftsmen.",
  },
  {
    title: "The Way of the Cross",
    text: "Early in the morning, before the lanes become busy, the group walks the Via Dolorosa, praying at each of the Stations of the Cross, to the Church of the Holy Sepulchre. After time for reflection inside, you visit the Pool of Bethesda and the Church of St Anne, famous for its echo when pilgrims sing, and finish at the Western Wall.",
  },
  {
    title: "Masada, Qumran and the Dead Sea",
    text: "Drive down to the lowest place on earth. Ride the cable car up to the desert fortress of Masada, see the caves of Qumran where the Dead Sea Scrolls were found, and finish with a float in the mineral-rich waters of the Dead Sea.",
  },
  {
    title: "Ein Karem and the Garden Tomb",
    text: "In the morning visit Ein Karem, the hillside village associated with the birth of John the Baptist and the Visitation of Mary to Elizabeth. In the afternoon the group shares Holy Communion in the peaceful Garden Tomb, before a farewell dinner with certificates of pilgrimage for every pilgrim.",
  },
  {
    title: "Return to Nairobi",
    text: "After breakfast, transfer to the airport for the flight back to Nairobi, arriving the same evening.",
  },
];

const holyLandInc = (hotels: string) => [
  "Return economy flights Nairobi-Tel Aviv",
  "Visa processing and invitation letters",
  hotels,
  "Licensed English-speaking Christian guide and air-conditioned coach",
  "All entrance fees, boat ride on the Sea of Galilee and Masada cable car",
  "Tour leader from Nairobi and a chaplain for groups of 20 or more",
  "Pilgrimage certificate",
];

/* ------------------------------------------------------------------ */
/* 2. Rome and the Vatican                                              */
/* ------------------------------------------------------------------ */

const romeDays: Day[] = [
  {
    title: "Nairobi to Rome",
    text: "Fly from Nairobi to Rome via a connecting hub, arriving in the late morning or afternoon. Your guide meets the group and transfers you to your hotel, and in the evening you walk to a nearby church for an opening Mass or prayer service.",
    stay: {
      value: "Dinner and overnight at a pilgrim guesthouse run by a religious community near the Vatican.",
      comfort: "Dinner and overnight at a three-star hotel a short walk from St Peter's Square.",
      premier: "Dinner and overnight at a four-star hotel in the historic centre.",
    },
  },
  {
    title: "The Vatican Museums and St Peter's Basilica",
    text: "An early entry to the Vatican Museums leads you through the galleries of maps and tapestries to the Sistine Chapel and Michelangelo's ceiling. Then enter St Peter's Basilica, pray at the tomb of St Peter beneath the high altar and, for those who wish, climb the dome for the view over the city. The afternoon is free around the square.",
  },
  {
    title: "General audience and the catacombs",
    text: "On Wednesdays the group attends the Holy Father's general audience in St Peter's Square, when it is held; on other days your guide arranges a visit to Castel Sant'Angelo instead. In the afternoon a coach follows the ancient Appian Way to the catacombs, where the early Christians buried their dead and celebrated the Eucharist in secret.",
  },
  {
    title: "The major basilicas and the Holy Stairs",
    text: "A day of pilgrimage to the papal basilicas: St John Lateran, the cathedral of Rome, with the Holy Stairs opposite, which pilgrims climb on their knees; St Mary Major, with its golden mosaics; and St Paul Outside the Walls, built over the tomb of the Apostle. Holy Mass is celebrated in one of the side chapels.",
  },
  {
    title: "Day trip to Assisi",
    text: "Travel by coach through the Umbrian countryside, about two and a half hours, to the hill town of Assisi. Visit the Basilica of St Francis with its frescoes, the Basilica of St Clare and the little chapel of the Portiuncula in the valley below, and return to Rome in the evening.",
  },
  {
    title: "Ancient Rome and farewell dinner",
    text: "Walk through the Colosseum and the Roman Forum, and visit the Mamertine Prison, where tradition holds that Peter and Paul were held. In the afternoon toss a coin into the Trevi Fountain and climb the Spanish Steps, before a farewell dinner in a trattoria.",
  },
  {
    title: "Return to Nairobi",
    text: "After breakfast, transfer to the airport for your flight home via your connecting hub.",
  },
];

const romeInc = (hotel: string) => [
  "Return economy flights Nairobi-Rome",
  "Schengen visa application support and travel documents",
  hotel,
  "Licensed guide in Rome and Assisi and private coach",
  "Entry to the Vatican Museums, Sistine Chapel, Colosseum and catacombs",
  "Daily Mass or prayer service arranged with local churches",
  "Tour leader from Nairobi",
];

/* ------------------------------------------------------------------ */
/* 3. Egypt, Jordan and the Holy Land                                   */
/* ------------------------------------------------------------------ */

const exodusDays: Day[] = [
  {
    title: "Nairobi to Cairo",
    text: "Fly from Nairobi to Cairo, about four and a half hours. Our representative helps you through arrival formalities and the coach takes you to your hotel.",
    stay: {
      value: "Dinner and overnight at a three-star hotel in Cairo.",
      comfort: "Dinner and overnight at a four-star hotel in Cairo.",
      premier: "Dinner and overnight at a five-star hotel with views of the Nile.",
    },
  },
  {
    title: "The pyramids and Coptic Cairo",
    text: "Morning visit to the pyramids of Giza and the Sphinx. In the afternoon explore Coptic Cairo, with the Hanging Church and the ancient church built over the cave where, according to tradition, the Holy Family rested during their flight into Egypt.",
  },
  {
    title: "Across the Suez to Mount Sinai",
    text: "Cross beneath the Suez Canal and drive into the Sinai desert, following the route of the Exodus past the springs of Marah. The journey takes about seven hours, and you arrive at the foot of Mount Sinai in the late afternoon for an early night.",
    stay: {
      value: "Dinner and overnight at a simple hotel near the monastery.",
      comfort: "Dinner and overnight at a comfortable hotel near the monastery.",
      premier: "Dinner and overnight at the best available hotel near the monastery.",
    },
  },
  {
    title: "Sunrise on Mount Sinai and on to Jordan",
    text: "Rise at 2:00 am to climb Mount Sinai by torchlight, on foot or partly by camel, and watch the sun rise over the granite mountains where Moses received the Law. Descend to visit the ancient monastery at the foot of the mountain, then drive to the coast and cross the Gulf of Aqaba by ferry to Jordan.",
    stay: {
      value: "Dinner and overnight at a three-star hotel in Aqaba.",
      comfort: "Dinner and overnight at a four-star hotel in Aqaba.",
      premier: "Dinner and overnight at a five-star seafront hotel in Aqaba.",
    },
  },
  {
    title: "Petra",
    text: "Drive about two hours north to Petra and walk through the narrow Siq to the sudden sight of the rose-red Treasury carved into the rock. Spend the afternoon exploring the tombs, the theatre and the colonnaded street of the Nabatean city.",
    stay: {
      value: "Dinner and overnight at a hotel near Petra.",
      comfort: "Dinner and overnight at a hotel near Petra.",
      premier: "Dinner and overnight at a hotel beside the Petra visitor centre.",
    },
  },
  {
    title: "Madaba, Mount Nebo and Bethany beyond the Jordan",
    text: "In Madaba you see the sixth-century mosaic map of the Holy Land on the floor of an Orthodox church. On Mount Nebo you stand where Moses looked over the Promised Land before he died. Finally, visit the baptism site of Bethany beyond the Jordan, where excavated churches mark the place of Jesus' baptism.",
    stay: {
      value: "Dinner and overnight at a hotel on the Dead Sea shore.",
      comfort: "Dinner and overnight at a resort on the Dead Sea shore.",
      premier: "Dinner and overnight at a resort on the Dead Sea shore, with time for the spa.",
    },
  },
  {
    title: "Into the Holy Land and up to Galilee",
    text: "Cross the Jordan River at the bridge border crossing and drive north through the Jordan Valley to the Sea of Galilee, arriving in the afternoon for a boat ride on the lake at sunset.",
    stay: {
      value: "Dinner and overnight at a three-star hotel in Tiberias.",
      comfort: "Dinner and overnight at a four-star lakeside hotel in Tiberias.",
      premier: "Dinner and overnight at a guesthouse on the hills above the lake.",
    },
  },
  {
    title: "Galilee and Nazareth",
    text: "Read the Beatitudes on the mount above the lake, visit Tabgha and Capernaum, and after lunch drive to Nazareth for the Basilica of the Annunciation.",
  },
  {
    title: "To Jerusalem and the Mount of Olives",
    text: "Travel south to Jerusalem and begin on the Mount of Olives, walking down the Palm Sunday road to the Garden of Gethsemane and the Church of All Nations.",
    stay: {
      value: "Dinner and overnight at a three-star hotel in Jerusalem (three nights).",
      comfort: "Dinner and overnight at a four-star hotel in Jerusalem (three nights).",
      premier: "Dinner and overnight at a four-star hotel close to the Old City (three nights).",
    },
  },
  {
    title: "The Old City and Bethlehem",
    text: "Pray the Stations of the Cross along the Via Dolorosa to the Church of the Holy Sepulchre, then visit the Western Wall. In the afternoon cross to Bethlehem for the Church of the Nativity and the Shepherds' Field.",
  },
  {
    title: "Mount Zion and the Garden Tomb",
    text: "Visit the Room of the Last Supper and the Church of St Peter in Gallicantu on Mount Zion. In the afternoon share Holy Communion at the Garden Tomb, followed by a farewell dinner.",
  },
  {
    title: "Return to Nairobi",
    text: "After breakfast, transfer to the airport for the flight home to Nairobi.",
  },
];

const exodusInc = (hotels: string) => [
  "Flights Nairobi-Cairo and Tel Aviv-Nairobi in economy class",
  "Ferry across the Gulf of Aqaba",
  "Visa processing for Egypt, Jordan and the Holy Land",
  hotels,
  "Licensed guides in each country and air-conditioned coaches",
  "All entrance fees listed in the itinerary, including Petra",
  "Border taxes and departure fees",
  "Tour leader from Nairobi",
];

/* ------------------------------------------------------------------ */
/* The catalogue                                                        */
/* ------------------------------------------------------------------ */

export const christianPackages: PackageSeed[] = [
  {
    slug: "10-day-holy-land-pilgrimage",
    package_title: "10-Day Holy Land Pilgrimage",
    summary:
      "Walk where Jesus walked: the Sea of Galilee, Nazareth, the Jordan River, Bethlehem and five nights in Jerusalem, with a Christian guide, a tour leader from Nairobi and daily devotions.",
    destinations: ["Jerusalem"],
    services: ["Christian Packages"],
    travel_type: "Pilgrimage",
    ribbon_tag_left: "Limited Seats",
    is_deal: false,
    is_standout: true,
    tier_structure: "multiple",
    dynamic_price: null,
    dynamic_currency: null,
    min_price_display: null,
    duration_days: 10,
    tiers: [
      tier("value", ALL, 364000, 2800, holyLandDays, holyLandInc("Half board at three-star hotels in Tiberias and Jerusalem (9 nights)"), PILGRIM_EXCLUSIONS),
      tier("comfort", ALL, 442000, 3400, holyLandDays, holyLandInc("Half board at four-star hotels in Tiberias and Jerusalem (9 nights)"), PILGRIM_EXCLUSIONS),
      tier("premier", ALL, 546000, 4200, holyLandDays, [
        ...holyLandInc("Half board at a lakeside guesthouse and a four-star hotel near the Old City walls (9 nights)"),
        "Lunches on all touring days",
      ], PILGRIM_EXCLUSIONS.filter((e) => !e.startsWith("Lunches"))),
    ],
    optional_activities: [],
    terms_and_conditions: PILGRIM_TERMS,
    images: [
      { scene: "church", variant: 3, alt: "A stone church on a hillside above the Sea of Galilee" },
      { scene: "church", variant: 16, alt: "The domes and walls of Jerusalem's Old City at sunset" },
      { scene: "lake-hippos", variant: 35, alt: "A wooden boat on a calm freshwater lake at dawn" },
      { scene: "desert-dunes", variant: 26, alt: "The Judean wilderness with the Dead Sea in the distance" },
    ],
    created_at: "2025-03-25T08:00:00Z",
  },
  {
    slug: "7-day-rome-and-vatican-pilgrimage",
    package_title: "7-Day Rome & Vatican Pilgrimage",
    summary:
      "Pray at the tomb of St Peter, climb the Holy Stairs, visit the four papal basilicas and the catacombs, and spend a day in Assisi. Group departures with daily Mass.",
    destinations: ["Rome"],
    services: ["Christian Packages"],
    travel_type: "Christian Packages",
    ribbon_tag_left: "Early Bird",
    is_deal: false,
    is_standout: false,
    tier_structure: "multiple",
    dynamic_price: 1990,
    dynamic_currency: "USD",
    min_price_display: null,
    duration_days: 7,
    tiers: [
      tier("value", ALL, 278000, 2150, romeDays, romeInc("Half board at a pilgrim guesthouse near the Vatican (6 nights)"), PILGRIM_EXCLUSIONS),
      tier("comfort", ALL, 355000, 2750, romeDays, romeInc("Half board at a three-star hotel near St Peter's Square (6 nights)"), PILGRIM_EXCLUSIONS),
      tier("premier", ALL, 465000, 3600, romeDays, romeInc("Half board at a four-star hotel in the historic centre (6 nights)"), PILGRIM_EXCLUSIONS),
    ],
    optional_activities: [
      {
        activity_name: "Tour of the excavations under St Peter's",
        cost_kshs: 3500,
        cost_usd: 27,
        description: "A small-group tour of the ancient necropolis beneath the basilica, approaching the traditional tomb of the Apostle. Places are limited and must be requested at booking; minimum age 15.",
      },
    ],
    terms_and_conditions: PILGRIM_TERMS + "\n<p>Early Bird prices apply when booked with deposit at least 120 days before departure. Modest dress covering shoulders and knees is required in all churches.</p>",
    images: [
      { scene: "church", variant: 8, alt: "A great domed basilica above a colonnaded square" },
      { scene: "city-skyline", variant: 24, alt: "Rooftops and church domes of Rome at dusk" },
      { scene: "church", variant: 27, alt: "A hilltop town with a basilica among olive groves" },
    ],
    created_at: "2026-01-06T09:00:00Z",
  },
  {
    slug: "12-day-egypt-jordan-holy-land-pilgrimage",
    package_title: "12-Day Egypt, Jordan & Holy Land Pilgrimage",
    summary:
      "Follow the story of Scripture from the Nile to Mount Sinai, across to Petra and Mount Nebo, and into Galilee and Jerusalem. Three countries, one seamless journey with Christian guides.",
    destinations: ["Jerusalem"],
    services: ["Christian Packages"],
    travel_type: "Christian Packages",
    ribbon_tag_left: "New",
    is_deal: false,
    is_standout: false,
    tier_structure: "multiple",
    dynamic_price: null,
    dynamic_currency: null,
    min_price_display: null,
    duration_days: 12,
    tiers: [
      tier("value", ALL, 474500, 3650, exodusDays, exodusInc("Half board at three-star hotels (11 nights)"), PILGRIM_EXCLUSIONS),
      tier("comfort", ALL, 552500, 4250, exodusDays, exodusInc("Half board at four-star hotels and a Dead Sea resort (11 nights)"), PILGRIM_EXCLUSIONS),
      tier("premier", ALL, 676000, 5200, exodusDays, [
        ...exodusInc("Half board at four- and five-star hotels (11 nights)"),
        "Lunches on all touring days",
      ], PILGRIM_EXCLUSIONS.filter((e) => !e.startsWith("Lunches"))),
    ],
    optional_activities: [
      {
        activity_name: "Camel ride on Mount Sinai",
        cost_kshs: null,
        cost_usd: 30,
        description: "Ride most of the way up the camel path with a Bedouin handler, walking only the final steps to the summit.",
      },
      {
        activity_name: "Petra by night",
        cost_kshs: null,
        cost_usd: 35,
        description: "Walk the Siq by candlelight to the Treasury, where Bedouin music is played under the stars. Runs on selected evenings.",
      },
    ],
    terms_and_conditions: PILGRIM_TERMS + "\n<p>The climb of Mount Sinai takes about three hours on a rocky path; pilgrims with limited mobility may stay at the hotel and join the group for the monastery visit.</p>",
    images: [
      { scene: "church", variant: 34, alt: "An ancient monastery at the foot of a granite mountain" },
      { scene: "desert-dunes", variant: 19, alt: "Camels resting in the desert at sunrise" },
      { scene: "church", variant: 21, alt: "Pilgrims gathered in prayer on a hillside above Jerusalem" },
    ],
    created_at: "2026-09-10T08:00:00Z",
  },
  {
    slug: "3-day-mount-kenya-spiritual-retreat",
    package_title: "3-Day Mount Kenya Foothills Spiritual Retreat",
    summary:
      "A weekend of prayer, teaching and fellowship for churches and ministry groups, at a quiet retreat centre in the foothills of Mount Kenya, with a forest prayer walk and a campfire worship night.",
    destinations: ["Mount Kenya"],
    services: ["Christian Packages"],
    travel_type: "Christian Packages",
    ribbon_tag_left: "Church Groups",
    is_deal: false,
    is_standout: false,
    tier_structure: "single",
    dynamic_price: null,
    dynamic_currency: null,
    min_price_display: null,
    duration_days: 3,
    tiers: [
      tier("single", ALL, 24500, 260, [
        {
          title: "Nairobi to the Mount Kenya foothills",
          text: "Your coach leaves the church compound at 7:00 am on Friday and drives about three and a half hours north through the farmland of central Kenya, stopping at the equator line near Nanyuki. After lunch at the retreat centre, the group gathers in the chapel for an opening session of worship led by your own ministers. In the evening, after dinner, you share devotions around a bonfire under the clear highland sky. Overnight in simple, comfortable rooms with private bathrooms.",
        },
        {
          title: "Prayer walk and teaching sessions",
          text: "Begin the day with a guided prayer walk along forest trails at the edge of the mountain, with time for silence and personal reflection at points looking up to the peaks. The rest of the day follows your group's programme of teaching and small-group discussion, with the hall, chapel and garden spaces at your disposal. Saturday evening is an open-air praise and worship night with testimonies. Dinner and overnight at the centre.",
        },
        {
          title: "Sunday service and return to Nairobi",
          text: "Celebrate Sunday service together in the chapel, followed by a closing fellowship lunch. The coach departs at 2:00 pm and reaches Nairobi by about 6:00 pm.",
        },
      ], [
        "Return coach transport from your church in Nairobi",
        "Full board at a retreat centre (2 nights), with tea breaks",
        "Use of the chapel, hall, sound system and projector",
        "Guided forest prayer walk",
        "Bonfire and open-air worship evening",
        "Retreat coordinator on site",
      ], [
        "Speaker honoraria and travel for guest ministers",
        "Personal expenses",
        "Tips for drivers and centre staff",
        "Travel insurance",
      ]),
    ],
    optional_activities: [
      {
        activity_name: "Ol Pejeta game drive",
        cost_kshs: 6500,
        cost_usd: 90,
        description: "A half-day game drive on the Saturday afternoon in the nearby conservancy to see rhinos and the chimpanzee sanctuary, including conservancy fees.",
      },
    ],
    terms_and_conditions: `<p>Prices are per person for groups of at least 25; smaller groups are quoted on request. A 50% deposit confirms the centre and transport, with the balance and final list of participants due 30 days before the retreat.</p>
<p>Cancellation charges: 30 to 15 days 50%, 14 to 8 days 75%, within 7 days 100%. Youth under 18 attend with the written consent of a parent or guardian.</p>`,
    images: [
      { scene: "church", variant: 12, alt: "A small stone chapel surrounded by forest with a mountain behind" },
      { scene: "snow-peak", variant: 35, alt: "The peaks of Mount Kenya seen above green farmland" },
      { scene: "tented-camp", variant: 40, alt: "A group gathered around a bonfire in the evening" },
    ],
    created_at: "2025-07-20T09:00:00Z",
  },
];
