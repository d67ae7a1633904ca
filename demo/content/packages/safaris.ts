import type { PackageSeed } from "../types.ts";
import { tier, ALL, LOCAL, INTL, type Day } from "./tier-builder.ts";

const TERMS = `<p>A 50% deposit is required to confirm your booking; the balance is due 30 days before departure.</p>
<p>Cancellations made 30 to 15 days before travel are charged 50% of the package price, 14 to 8 days 75%, and within 7 days or in case of a no-show 100%.</p>
<p>Park and conservancy fees are set by the authorities and may change without notice; any official increase is passed on at cost.</p>
<p>Guests under 18 travel with a parent or guardian. Travel insurance is strongly recommended.</p>`;

const TERMS_TANZANIA = `<p>A 50% deposit secures your seats and lodge space; the balance is due 30 days before departure.</p>
<p>Cancellation charges: 30 to 15 days before travel 50%, 14 to 8 days 75%, within 7 days 100%.</p>
<p>A valid passport (six months' validity), a yellow fever certificate and the visa or entry documents required for your nationality are the traveller's responsibility. Tanzanian park fees are quoted at current government rates and may be revised.</p>`;

const STD_EXCLUSIONS = [
  "International flights and visa fees",
  "Travel and medical insurance",
  "Tips and gratuities for guides and camp staff",
  "Drinks at the lodge bar and premium beverages",
  "Optional activities not listed as included",
  "Personal items such as laundry and phone calls",
];

const BALLOON = {
  activity_name: "Hot-air balloon safari",
  cost_kshs: 58000,
  cost_usd: 450,
  description:
    "Lift off at dawn for about an hour of silent flight over the plains, followed by a champagne bush breakfast where you land and a certificate of flight. Transfers from camp start around 5:00 am.",
};

const MAASAI_VISIT = {
  activity_name: "Maasai village visit",
  cost_kshs: 3000,
  cost_usd: 25,
  description:
    "Spend an hour in a nearby manyatta with a young elder as your host: learn how homesteads are built, join the jumping dance and see how families keep cattle alongside wildlife.",
};

const BUSH_DINNER = {
  activity_name: "Lantern-lit bush dinner",
  cost_kshs: 15500,
  cost_usd: 120,
  description:
    "A three-course dinner served under the stars around a campfire, with a Maasai guard on watch and the sounds of the night all around. Minimum two guests.",
};

const maraClassicDays: Day[] = [
  {
    title: "Nairobi to Maasai Mara",
    places: ["Nairobi", "Great Rift Valley viewpoint", "Narok", "Maasai Mara National Reserve"],
    overnight: { value: "Budget tented camp near the Sekenani gate", comfort: "Tented camp on the Talek River", premier: "Luxury tented camp overlooking the plains" },
    meals: ["lunch", "dinner"],
    text: "Your driver-guide collects you from your Nairobi hotel or home at 7:00 am and takes the escarpment road west, pausing at a viewpoint that looks straight down onto the floor of the Great Rift Valley. After a short stop in Narok the road continues to the reserve, and you reach camp in time for lunch, about five to six hours after setting off. The afternoon game drive is your first look at the rolling plains, where topi, zebra and elephant graze and lion prides rest in the shade of croton thickets.",
    stay: {
      value: "Dinner and overnight in a simple, clean en-suite tent at a budget camp a few minutes outside the Sekenani gate.",
      comfort: "Dinner and overnight at a well-run tented camp on the banks of the Talek River, with hot showers and a lounge tent.",
      premier: "Dinner and overnight in a spacious luxury tent with a private deck overlooking the plains, at an intimate camp with only a dozen tents.",
    },
  },
  {
    title: "Full day in the Maasai Mara",
    places: ["Maasai Mara National Reserve", "Mara River"],
    overnight: { value: "Budget tented camp near the Sekenani gate", comfort: "Tented camp on the Talek River", premier: "Luxury tented camp overlooking the plains" },
    meals: ["breakfast", "lunch", "dinner"],
    text: "After an early breakfast you spend the whole day on the plains with a picnic lunch packed by the camp kitchen. Your guide heads towards the Mara River, where pods of hippo wallow and large crocodiles sun themselves on the banks; between July and October this is also where the wildebeest herds gather to cross. Along the way you search for cheetah on the open grass, leopard in the riverine forest and the big-maned lions the reserve is famous for, returning to camp before the park closes at dusk.",
    stay: {
      value: "Dinner and overnight at your budget tented camp.",
      comfort: "Dinner and overnight at your tented camp on the Talek River.",
      premier: "Sundowner drinks on a ridge before dinner and overnight at your luxury camp.",
    },
  },
  {
    title: "Morning game drive and return to Nairobi",
    places: ["Maasai Mara National Reserve", "Narok", "Nairobi"],
    meals: ["breakfast"],
    text: "Set out at first light, when predators are most active and the light over the grass is softest, then return to camp for a full breakfast and check-out. The drive back to Nairobi follows the same route via Narok, with a lunch stop on the way, and you are dropped at your hotel, home or the airport by about 4:00 pm. We recommend booking onward flights departing after 7:00 pm.",
    stay: {
      premier: "Your private vehicle means the morning drive runs at your own pace, and a hot lunch is served at a garden restaurant on the way back.",
    },
  },
];

const maraLocalInc = (vehicle: string, board: string) => [
  vehicle,
  "Maasai Mara National Reserve entry fees at Kenya citizen and resident rates",
  board,
  "Game drives with a professional English- and Swahili-speaking driver-guide",
  "Bottled drinking water in the vehicle throughout",
  "Pick-up and drop-off within Nairobi",
  "Emergency air evacuation cover for the duration of the safari",
];

const maraIntlInc = (vehicle: string, board: string) => [
  vehicle,
  "Maasai Mara National Reserve entry fees at non-resident rates",
  board,
  "Game drives with a professional English-speaking driver-guide",
  "Bottled drinking water in the vehicle throughout",
  "Airport or hotel pick-up and drop-off in Nairobi",
  "Emergency air evacuation cover for the duration of the safari",
];

const SHARED_LC = "Shared 4x4 pop-up roof Land Cruiser, maximum six guests with a window seat each";
const CLOSED_LC = "4x4 pop-up roof Land Cruiser, maximum six guests";
const PRIVATE_LC = "Private 4x4 pop-up roof Land Cruiser for your group only";

const migrationDays: Day[] = [
  {
    title: "Nairobi to Maasai Mara",
    text: "Leave Nairobi at 7:00 am and descend the escarpment into the Great Rift Valley, stopping at a viewpoint and then in Narok to stretch your legs. You enter the reserve around lunchtime and, in migration season, the plains may already be dark with wildebeest and zebra. An afternoon game drive sets the scene for the days ahead.",
    stay: {
      value: "Dinner and overnight at a comfortable budget camp near the Talek gate.",
      comfort: "Dinner and overnight at a mid-range tented camp close to the central plains.",
      premier: "Dinner and overnight at a luxury tented camp in the north of the ecosystem, positioned for the migration herds.",
    },
  },
  {
    title: "The Mara River crossings",
    text: "Today is dedicated to the river. You drive towards the crossing points along the Mara River with a packed lunch, and your guide positions the vehicle at a respectful distance while the herds build up on the bank. Crossings can happen in minutes or take hours to begin, so patience is part of the experience; when they do, the noise, dust and drama of thousands of animals plunging into the water are unforgettable. Crocodiles, vultures and waiting lions complete the picture.",
    stay: {
      value: "Return to camp at dusk for dinner and overnight.",
      comfort: "Return to camp at dusk for dinner and overnight.",
      premier: "Return to camp for a hot shower, a fireside drink and a private dinner.",
    },
  },
  {
    title: "Big cats of the plains",
    text: "With the herds come the predators. Spend the morning following cheetah on the short-grass plains and searching the lugga beds for leopard, then return to camp for lunch and a rest during the heat of the day. In the late afternoon you head out again, when lions begin to stir and the light turns golden for photography.",
    stay: {
      value: "Dinner and overnight at your camp.",
      comfort: "Dinner and overnight at your camp.",
      premier: "An early start for this morning's drive is included so you are out before other vehicles; dinner and overnight at your luxury camp.",
    },
  },
  {
    title: "Sunrise drive and Maasai culture",
    text: "A sunrise game drive catches the plains at their quietest, followed by a late breakfast at camp. In the afternoon you have the option to visit a Maasai homestead and learn how families here have shared the land with wildlife for generations, before a final evening drive and sundowner.",
    stay: {
      value: "Dinner and overnight at your camp.",
      comfort: "Dinner and overnight at your camp.",
      premier: "The Maasai village visit and a lantern-lit bush dinner are included in your tier tonight; overnight at your luxury camp.",
    },
  },
  {
    title: "Return to Nairobi",
    text: "After breakfast you leave the reserve with a final game drive on the way out. The road back through Narok brings you to Nairobi by mid-afternoon, with drop-off at your hotel or the airport.",
    stay: {
      premier: "Instead of driving, you are transferred to the nearest airstrip for a scheduled light-aircraft flight to Nairobi's Wilson Airport, arriving before lunch.",
    },
  },
];

const amboseliDays: Day[] = [
  {
    title: "Nairobi to Amboseli",
    text: "Depart Nairobi at 7:30 am and drive south-east along the Mombasa highway before turning off at Emali towards the Tanzanian border country, a journey of about four hours. Kilimanjaro often appears above the haze as you approach the park. After lunch at your lodge, the afternoon game drive follows the swamps where family herds of elephant wade and feed on the lush grasses.",
    stay: {
      value: "Dinner and overnight at a family-run tented camp just outside the park boundary, with a swimming pool for the children.",
      comfort: "Dinner and overnight at a comfortable lodge inside the park with views of the mountain.",
      premier: "Dinner and overnight in a family tent at a luxury camp in a private conservancy on the edge of the park, with interconnecting rooms available.",
    },
  },
  {
    title: "Elephants under Kilimanjaro",
    text: "Mornings bring the clearest views of Kilimanjaro, so you leave early to photograph elephants crossing the dusty plains beneath the snow-capped summit. Later you climb Observation Hill for a panorama over the swamps and the dry bed of Lake Amboseli, and look for hippo, buffalo, pelicans and flamingos in the wetlands. After lunch and a swim, a gentle afternoon drive suits younger travellers, with plenty of stops for questions.",
    stay: {
      value: "Dinner and overnight at your camp.",
      comfort: "Dinner and overnight at your lodge.",
      premier: "A junior ranger activity for children and a sundowner for parents round off the day; dinner and overnight at your camp.",
    },
  },
  {
    title: "Amboseli to Nairobi",
    text: "Enjoy a final short game drive after breakfast while the mountain is still clear, then begin the drive back to Nairobi. You arrive in the early afternoon in time for a late lunch in the city or an evening flight.",
  },
];

const tsavoDays: Day[] = [
  {
    title: "Nairobi to Tsavo East",
    text: "Today you travel from Nairobi to Voi, the gateway to Tsavo East, Kenya's largest park. After entering through the Voi gate, you spend the afternoon on a game drive around the Kanderi swamp and the plains beyond, where elephants dusted red by the local soil are the signature sight.",
    stay: {
      value: "The journey to Voi is by the morning express train from the Nairobi terminus, about five hours, with your driver-guide waiting at the station; dinner and overnight at a simple safari camp near the gate.",
      comfort: "The journey to Voi is by the morning express train in first class, with your driver-guide waiting at the station; dinner and overnight at a comfortable lodge overlooking a waterhole.",
      premier: "The journey is by road in a private Land Cruiser with a stop for lunch on the way; dinner and overnight at a luxury camp on the Galana River.",
    },
  },
  {
    title: "Tsavo East: Aruba Dam, Mudanda Rock and Lugard Falls",
    text: "A full day in the park with a picnic lunch. You visit Aruba Dam, a reliable place for elephant, buffalo and lion, then Mudanda Rock, a long granite outcrop above a seasonal waterhole. In the afternoon your guide follows the Galana River to Lugard Falls, where the water cuts through smooth, striped rock, and looks for lesser kudu, gerenuk and fringe-eared oryx along the way.",
    stay: {
      value: "Dinner and overnight at your camp.",
      comfort: "Dinner and overnight at your lodge.",
      premier: "Dinner and overnight at your river camp.",
    },
  },
  {
    title: "Tsavo West: Mzima Springs and the Shetani lava flow",
    text: "Cross the Nairobi-Mombasa highway into Tsavo West, a greener, hillier park shaped by volcanic activity. At Mzima Springs crystal-clear water bubbles up from beneath the lava hills; an underwater viewing chamber lets you watch hippos and fish, and a short nature trail follows the pools. You also visit the black Shetani lava flow and the Chaimu crater before an evening drive.",
    stay: {
      value: "Dinner and overnight at a mid-range tented camp in Tsavo West.",
      comfort: "Dinner and overnight at a lodge built into a hillside above a floodlit waterhole.",
      premier: "Dinner and overnight at a luxury camp near the Chyulu foothills, with a guided evening nature walk.",
    },
  },
  {
    title: "Rhino sanctuary and return",
    text: "Early morning visit to the fenced rhino sanctuary at the foot of the Ngulia hills, where black rhino are protected around the clock. After breakfast you leave the park for the return journey, arriving in Nairobi or Mombasa in the late afternoon.",
    stay: {
      value: "You are dropped at the Voi or Mtito Andei station for the afternoon train back to Nairobi.",
      comfort: "You are dropped at the Voi station for the afternoon train back to Nairobi in first class.",
      premier: "Your private vehicle returns you to Nairobi, or on request continues to the coast at no extra charge.",
    },
  },
];

const serengetiDays: Day[] = [
  {
    title: "Arrival in Arusha",
    text: "Arrive at Kilimanjaro International Airport or by shuttle from Nairobi, where our Tanzanian partner guide meets you and transfers you to Arusha, a green town at the foot of Mount Meru. The rest of the day is free to rest, and your guide holds a short briefing in the evening.",
    stay: {
      value: "Dinner and overnight at a garden guesthouse on the edge of town.",
      comfort: "Dinner and overnight at a coffee-estate lodge outside Arusha.",
      premier: "Dinner and overnight at a luxury coffee-plantation lodge with spa.",
    },
  },
  {
    title: "Arusha to the Serengeti via Olduvai Gorge",
    text: "Drive west through the Great Rift Valley and up onto the Ngorongoro highlands, then down onto the vast plains of the Serengeti. On the way you stop at Olduvai Gorge, where a small museum explains the early-human fossils found here. You enter the Serengeti at Naabi Hill gate and game-drive towards the central Seronera area, known for its resident lions and leopards.",
    stay: {
      value: "Dinner and overnight at a public-campsite style tented camp with en-suite facilities in central Serengeti.",
      comfort: "Dinner and overnight at a mid-range tented camp in central Serengeti.",
      premier: "Dinner and overnight at a luxury mobile camp that moves during the year to stay close to the migration.",
    },
  },
  {
    title: "Full day in the Serengeti",
    text: "Spend the whole day exploring the Serengeti with a picnic lunch. Where you drive depends on the season: in January to March the herds calve on the southern short-grass plains, in May and June they move through the western corridor, and from July to October they are in the north near the Kenyan border. Whatever the month, the Seronera valley rarely disappoints with lions on the kopjes and leopards in the sausage trees.",
    stay: {
      value: "Dinner and overnight at your camp.",
      comfort: "Dinner and overnight at your camp.",
      premier: "A sunrise balloon flight over the plains can be added at a supplement; dinner and overnight at your luxury camp.",
    },
  },
  {
    title: "Serengeti to the Ngorongoro rim",
    text: "A final morning game drive in the Serengeti, then you drive back towards the highlands and climb to the rim of Ngorongoro Crater, more than 2,200 metres above sea level. Evenings here are cool, so bring a warm layer for the view over the crater as the light fades.",
    stay: {
      value: "Dinner and overnight at a farm lodge in the Karatu highlands.",
      comfort: "Dinner and overnight at a lodge on the crater rim.",
      premier: "Dinner and overnight at a lodge perched on the crater rim with fireplaces in every room.",
    },
  },
  {
    title: "Ngorongoro Crater",
    text: "Descend about 600 metres into the crater at dawn for a half-day game drive on its floor, an enclosed world of grassland, swamp and soda lake home to black rhino, lion, hyena, buffalo and flamingos. Lunch is a picnic by the hippo pool before you climb out and drive back to Arusha.",
    stay: {
      value: "Dinner and overnight at your Arusha guesthouse.",
      comfort: "Dinner and overnight at your Arusha coffee lodge.",
      premier: "Dinner and overnight at your Arusha plantation lodge, with a complimentary massage.",
    },
  },
  {
    title: "Departure",
    text: "Breakfast and a relaxed morning before your transfer to Kilimanjaro International Airport, or the morning shuttle back to Nairobi, which reaches the city in the mid-afternoon.",
  },
];

const bwindiDays: Day[] = [
  {
    title: "Nairobi to Entebbe and on to Bwindi",
    text: "Take the morning flight from Nairobi to Entebbe on the shores of Lake Victoria, about an hour and a quarter in the air. From Entebbe you continue to the south-west of Uganda, where the forested hills of Bwindi rise above tea plantations and terraced farms.",
    stay: {
      value: "You continue by road with your Ugandan driver-guide, a long but scenic drive of around nine hours with lunch on the way; dinner and overnight at a simple community-run lodge near the Buhoma gate.",
      comfort: "You connect to a domestic flight to the Kihihi airstrip (about an hour and a half) and drive a short way to the forest edge; dinner and overnight at a mid-range lodge with forest views.",
      premier: "You connect to a domestic flight to the Kihihi airstrip, with a private transfer to the forest; dinner and overnight at a luxury lodge whose cottages face the forest canopy.",
    },
  },
  {
    title: "Gorilla trekking in Bwindi Impenetrable Forest",
    text: "After an early breakfast you report to the park headquarters for a briefing by the Uganda Wildlife Authority rangers, who assign you to a habituated gorilla family. The trek can take from two to six hours through steep, muddy forest, with porters available to carry your bag and help on the slopes. Once the trackers find the family you spend one precious hour with them, watching the silverback, mothers and playful infants at close range, before walking back to the lodge.",
    stay: {
      value: "Dinner and overnight at your lodge.",
      comfort: "Dinner and overnight at your lodge, with a porter's fee included in your tier.",
      premier: "A personal porter and walking stick are included, and a massage awaits you on your return; dinner and overnight at your luxury lodge.",
    },
  },
  {
    title: "Batwa community walk and forest trails",
    text: "A gentler day to absorb the experience. In the morning you join a guided walk with members of the Batwa community, the forest's original inhabitants, who show how they once hunted, gathered medicine and built shelters. In the afternoon a forest trail leads to a waterfall and you may spot black-and-white colobus, L'Hoest's monkeys and some of the park's remarkable birdlife.",
    stay: {
      value: "Dinner and overnight at your lodge.",
      comfort: "Dinner and overnight at your lodge.",
      premier: "Dinner and overnight at your lodge; a second gorilla permit for a further trek today can be arranged at a supplement, subject to availability.",
    },
  },
  {
    title: "Return to Entebbe and Nairobi",
    text: "After breakfast you head back to Entebbe to connect with the evening flight to Nairobi, arriving in the late evening.",
    stay: {
      value: "The road journey back to Entebbe takes most of the day, with lunch en route.",
      comfort: "A morning domestic flight returns you to Entebbe with time for lunch by the lake.",
      premier: "A morning domestic flight returns you to Entebbe, where a day room by the lake is reserved for you until your flight.",
    },
  },
];

const circuitDays: Day[] = [
  {
    title: "Arrival in Nairobi",
    text: "Our representative welcomes you at the airport and transfers you to your hotel. If you arrive in good time, the afternoon can include a visit to the elephant orphanage feeding hour or the giraffe sanctuary in Langata, two of the city's best-loved conservation projects.",
    stay: {
      value: "Overnight on bed and breakfast at a quiet guesthouse in Karen.",
      comfort: "Overnight on bed and breakfast at a garden hotel in the western suburbs.",
      premier: "Overnight on bed and breakfast at a boutique country-house hotel in Karen.",
    },
  },
  {
    title: "Nairobi to Samburu",
    text: "Drive north through the farmland of central Kenya and past the slopes of Mount Kenya, crossing the equator near Nanyuki, then descend into the hot, arid north through Isiolo and Archer's Post. It takes about six hours, and by the afternoon game drive you will be watching elephants drink from the Ewaso Nyiro river.",
    stay: {
      value: "Dinner and overnight at a tented camp just outside the reserve.",
      comfort: "Dinner and overnight at a riverside lodge inside the reserve.",
      premier: "Dinner and overnight at a luxury tented camp on the banks of the Ewaso Nyiro.",
    },
  },
  {
    title: "Samburu National Reserve",
    text: "Morning and afternoon game drives in search of the Samburu 'special five': Grevy's zebra, reticulated giraffe, Somali ostrich, beisa oryx and the long-necked gerenuk. Leopards are often seen in the riverine acacias, and the doum palms along the river make a striking backdrop.",
    stay: {
      value: "Dinner and overnight at your camp.",
      comfort: "Dinner and overnight at your lodge.",
      premier: "Dinner and overnight at your camp, with a bush breakfast by the river included.",
    },
  },
  {
    title: "Samburu to Ol Pejeta",
    text: "Head back south towards the Laikipia plateau and into Ol Pejeta Conservancy, home to the largest black rhino population in East Africa. An afternoon game drive visits the enclosure of the last northern white rhinos and the chimpanzee sanctuary, the only place in Kenya to see these great apes.",
    stay: {
      value: "Dinner and overnight at a simple tented camp in the conservancy.",
      comfort: "Dinner and overnight at a tented camp by a busy waterhole.",
      premier: "Dinner and overnight at a luxury camp with a night game drive included.",
    },
  },
  {
    title: "Ol Pejeta to Lake Nakuru",
    text: "After a morning game drive, descend into the Great Rift Valley to Lake Nakuru National Park, about four hours away. Your afternoon drive looks for white and black rhino, Rothschild's giraffe and the flocks of pelicans and flamingos on the lake, ending at Baboon Cliff for the view.",
    stay: {
      value: "Dinner and overnight at a lodge on the outskirts of Nakuru town.",
      comfort: "Dinner and overnight at a lodge inside the park.",
      premier: "Dinner and overnight at a luxury lodge on the forested hillside above the lake.",
    },
  },
  {
    title: "Lake Nakuru to Lake Naivasha",
    text: "A short drive brings you to the freshwater Lake Naivasha. In the afternoon you take a boat ride among the hippos and fish eagles, then land on Crescent Island for a guided walk among giraffe, zebra and waterbuck, with no vehicle between you and the animals.",
    stay: {
      value: "Dinner and overnight at a lakeside camp.",
      comfort: "Dinner and overnight at a lakeside lodge with lawns down to the water.",
      premier: "Dinner and overnight at a private lakeside villa with its own cook.",
    },
  },
  {
    title: "Lake Naivasha to the Maasai Mara",
    text: "Drive via Narok to the Maasai Mara, arriving for lunch, and spend the afternoon on your first game drive in Kenya's most famous reserve.",
    stay: {
      value: "Dinner and overnight at a tented camp near the Talek gate.",
      comfort: "Dinner and overnight at a tented camp on the Talek River.",
      premier: "Dinner and overnight at a luxury camp in a private conservancy bordering the reserve.",
    },
  },
  {
    title: "Maasai Mara full day",
    text: "A full day with picnic lunch on the plains and along the Mara River, following lion prides, cheetah and, in July to October, the great herds of the migration.",
    stay: {
      value: "Dinner and overnight at your camp.",
      comfort: "Dinner and overnight at your camp.",
      premier: "A hot-air balloon flight at dawn is included in your tier; dinner and overnight at your camp.",
    },
  },
  {
    title: "Maasai Mara at leisure",
    text: "Morning and afternoon game drives, with the option of a Maasai village visit in between. This last full day gives time to revisit favourite sightings and to photograph the plains at sunset.",
    stay: {
      value: "Dinner and overnight at your camp.",
      comfort: "Dinner and overnight at your camp.",
      premier: "A guided bush walk with a Maasai ranger and a farewell bush dinner are included; overnight at your camp.",
    },
  },
  {
    title: "Return to Nairobi and departure",
    text: "Breakfast and a last drive out of the reserve, then back to Nairobi with a lunch stop, for your evening flight home.",
    stay: {
      premier: "You fly from the Mara airstrip to Wilson Airport in the morning, and a day room is held for you near the international airport.",
    },
  },
];

const comboDays: Day[] = [
  {
    title: "Nairobi to Amboseli",
    text: "Leave Nairobi after breakfast and drive about four hours to Amboseli National Park. After lunch, your first game drive follows the elephant herds through the swamps with Kilimanjaro on the horizon.",
    stay: {
      value: "Dinner and overnight at a tented camp near the Kimana gate.",
      comfort: "Dinner and overnight at a lodge inside the park.",
      premier: "Dinner and overnight at a luxury camp in a conservancy on the park's edge.",
    },
  },
  {
    title: "Amboseli full day",
    text: "Morning and afternoon game drives, with a climb up Observation Hill to look over the swamps. Amboseli's elephants are some of the most studied in Africa and remarkably relaxed around vehicles.",
    stay: {
      value: "Dinner and overnight at your camp.",
      comfort: "Dinner and overnight at your lodge.",
      premier: "Dinner and overnight at your camp.",
    },
  },
  {
    title: "Amboseli to Karatu via the Namanga border",
    text: "Drive to the Namanga border post, where you clear immigration and change to a Tanzanian safari vehicle and guide. The route continues past Arusha and across the Rift Valley to the green highlands of Karatu, a long but varied day of around seven hours on the road.",
    stay: {
      value: "Dinner and overnight at a farm guesthouse in Karatu.",
      comfort: "Dinner and overnight at a coffee-farm lodge in Karatu.",
      premier: "Dinner and overnight at a luxury lodge in the Karatu highlands.",
    },
  },
  {
    title: "Karatu to the Serengeti",
    text: "Climb over the Ngorongoro highlands and descend onto the Serengeti plains, stopping at Olduvai Gorge on the way. Game-drive into the Seronera valley in the afternoon.",
    stay: {
      value: "Dinner and overnight at a tented camp in central Serengeti.",
      comfort: "Dinner and overnight at a mid-range tented camp in central Serengeti.",
      premier: "Dinner and overnight at a luxury seasonal camp close to the migration.",
    },
  },
  {
    title: "Serengeti full day",
    text: "A full day with a picnic lunch to explore the endless plains, kopjes and river valleys, with a good chance of lion, cheetah and leopard, and the migration herds if the season is right.",
    stay: {
      value: "Dinner and overnight at your camp.",
      comfort: "Dinner and overnight at your camp.",
      premier: "Dinner and overnight at your camp.",
    },
  },
  {
    title: "Serengeti to the Ngorongoro rim",
    text: "A last morning drive in the Serengeti before you return to the highlands and climb to the rim of Ngorongoro Crater for the evening.",
    stay: {
      value: "Dinner and overnight in Karatu.",
      comfort: "Dinner and overnight at a lodge on the crater rim.",
      premier: "Dinner and overnight at a luxury lodge on the crater rim.",
    },
  },
  {
    title: "Ngorongoro Crater and Arusha",
    text: "Descend into the crater at first light for a half-day game drive among black rhino, lion, buffalo and flamingos, with a picnic lunch on the crater floor. Then drive to Arusha for your last night.",
    stay: {
      value: "Dinner and overnight at a guesthouse in Arusha.",
      comfort: "Dinner and overnight at a coffee-estate lodge near Arusha.",
      premier: "Dinner and overnight at a luxury lodge near Arusha.",
    },
  },
  {
    title: "Arusha to Nairobi",
    text: "Take the morning shuttle back across the border to Nairobi, arriving in the early afternoon.",
    stay: {
      premier: "Instead of the shuttle, a one-hour scheduled flight from Kilimanjaro airport returns you to Nairobi.",
    },
  },
];

export const safariPackages: PackageSeed[] = [
  {
    slug: "3-day-maasai-mara-classic-safari",
    package_title: "3-Day Maasai Mara Classic Safari",
    summary:
      "Our best-selling road safari from Nairobi: two nights in the Maasai Mara with a full day on the plains and along the Mara River. Choose from budget camps to a luxury riverside tent.",
    destinations: ["Maasai Mara", "Nairobi"],
    services: ["Game Drives and Safaris"],
    travel_type: "Game Drives and Safaris",
    ribbon_tag_left: "Best Seller",
    is_deal: true,
    is_standout: false,
    tier_structure: "multiple",
    dynamic_price: 35900,
    dynamic_currency: "KES",
    min_price_display: null,
    duration_days: 3,
    tiers: [
      tier("value", LOCAL, 38000, null, maraClassicDays, maraLocalInc(SHARED_LC, "Full board in a budget tented camp (2 nights)"), STD_EXCLUSIONS),
      tier("comfort", LOCAL, 62000, null, maraClassicDays, maraLocalInc(CLOSED_LC, "Full board at a mid-range tented camp on the Talek River (2 nights)"), STD_EXCLUSIONS),
      tier("premier", LOCAL, 95000, null, maraClassicDays, [...maraLocalInc(PRIVATE_LC, "Full board with house drinks at a luxury tented camp (2 nights)"), "Sundowner drinks on day 2"], STD_EXCLUSIONS.filter((e) => !e.startsWith("Drinks"))),
      tier("value", INTL, null, 650, maraClassicDays, maraIntlInc(SHARED_LC, "Full board in a budget tented camp (2 nights)"), STD_EXCLUSIONS),
      tier("comfort", INTL, null, 1050, maraClassicDays, maraIntlInc(CLOSED_LC, "Full board at a mid-range tented camp on the Talek River (2 nights)"), STD_EXCLUSIONS),
      tier("premier", INTL, null, 1900, maraClassicDays, [...maraIntlInc(PRIVATE_LC, "Full board with house drinks at a luxury tented camp (2 nights)"), "Sundowner drinks on day 2"], STD_EXCLUSIONS.filter((e) => !e.startsWith("Drinks"))),
    ],
    optional_activities: [BALLOON, MAASAI_VISIT, BUSH_DINNER],
    terms_and_conditions: TERMS,
    images: [
      { scene: "savanna", variant: 3, alt: "Lions resting in golden grass on the Maasai Mara plains" },
      { scene: "tented-camp", variant: 7, alt: "Safari tents glowing at dusk beside a riverine forest" },
      { scene: "balloon", variant: 2, alt: "Hot-air balloons drifting over the Mara at sunrise" },
    ],
    created_at: "2025-01-14T08:30:00Z",
  },
  {
    slug: "5-day-great-migration-safari-maasai-mara",
    package_title: "5-Day Great Migration Safari in the Maasai Mara",
    summary:
      "Four nights in the Mara timed for the wildebeest migration, with a whole day dedicated to the Mara River crossings. Departures run daily from July to October, when the herds arrive from the Serengeti.",
    destinations: ["Maasai Mara", "Nairobi"],
    services: ["Game Drives and Safaris"],
    travel_type: "Game Drives and Safaris",
    ribbon_tag_left: "Migration Season",
    is_deal: false,
    is_standout: true,
    tier_structure: "multiple",
    dynamic_price: null,
    dynamic_currency: null,
    min_price_display: null,
    duration_days: 5,
    tiers: [
      tier("value", LOCAL, 72000, null, migrationDays, maraLocalInc(SHARED_LC, "Full board at a budget camp (4 nights)"), STD_EXCLUSIONS),
      tier("comfort", LOCAL, 118000, null, migrationDays, maraLocalInc(CLOSED_LC, "Full board at a mid-range tented camp (4 nights)"), STD_EXCLUSIONS),
      tier("premier", LOCAL, 185000, null, migrationDays, [...maraLocalInc(PRIVATE_LC, "Fully inclusive stay at a luxury tented camp (4 nights)"), "Maasai village visit and bush dinner", "Scheduled flight from the Mara to Wilson Airport on day 5"], STD_EXCLUSIONS.filter((e) => !e.startsWith("Drinks"))),
      tier("value", INTL, null, 1350, migrationDays, maraIntlInc(SHARED_LC, "Full board at a budget camp (4 nights)"), STD_EXCLUSIONS),
      tier("comfort", INTL, null, 2100, migrationDays, maraIntlInc(CLOSED_LC, "Full board at a mid-range tented camp (4 nights)"), STD_EXCLUSIONS),
      tier("premier", INTL, null, 3400, migrationDays, [...maraIntlInc(PRIVATE_LC, "Fully inclusive stay at a luxury tented camp (4 nights)"), "Maasai village visit and bush dinner", "Scheduled flight from the Mara to Wilson Airport on day 5"], STD_EXCLUSIONS.filter((e) => !e.startsWith("Drinks"))),
    ],
    optional_activities: [BALLOON, MAASAI_VISIT],
    terms_and_conditions: TERMS,
    images: [
      { scene: "savanna", variant: 18, alt: "Wildebeest herds stretching across the Mara plains during the migration" },
      { scene: "savanna", variant: 31, alt: "Zebras and wildebeest gathering on a river bank before a crossing" },
      { scene: "balloon", variant: 11, alt: "A balloon casting its shadow over migrating herds at dawn" },
      { scene: "tented-camp", variant: 22, alt: "A luxury safari tent with a private deck facing the plains" },
    ],
    created_at: "2025-03-02T10:00:00Z",
  },
  {
    slug: "3-day-amboseli-family-elephant-safari",
    package_title: "3-Day Amboseli Family Elephant Safari",
    summary:
      "Big elephant herds, the snows of Kilimanjaro and short, relaxed drives that suit children. Two nights in Amboseli with camps and lodges chosen for families.",
    destinations: ["Amboseli", "Nairobi"],
    services: ["Game Drives and Safaris"],
    travel_type: "Family Safari",
    ribbon_tag_left: "Family Favourite",
    is_deal: true,
    is_standout: false,
    tier_structure: "multiple",
    dynamic_price: null,
    dynamic_currency: null,
    min_price_display: null,
    duration_days: 3,
    tiers: [
      tier("value", ALL, 36000, 620, amboseliDays, [
        "Shared 4x4 pop-up roof Land Cruiser",
        "Amboseli National Park entry fees (resident or non-resident rate as applicable)",
        "Full board at a family-run tented camp with pool (2 nights)",
        "Game drives with a professional driver-guide",
        "Bottled water in the vehicle",
        "Pick-up and drop-off in Nairobi",
      ], STD_EXCLUSIONS),
      tier("comfort", ALL, 58000, 980, amboseliDays, [
        "4x4 pop-up roof Land Cruiser, maximum six guests",
        "Amboseli National Park entry fees (resident or non-resident rate as applicable)",
        "Full board at a lodge inside the park (2 nights)",
        "Game drives with a professional driver-guide",
        "Bottled water in the vehicle",
        "Child-friendly activity pack for each young traveller",
        "Pick-up and drop-off in Nairobi",
      ], STD_EXCLUSIONS),
      tier("premier", ALL, 88000, 1650, amboseliDays, [
        "Private 4x4 pop-up roof Land Cruiser for your family",
        "Amboseli National Park and conservancy fees",
        "Full board in a family tent at a luxury conservancy camp (2 nights)",
        "Junior ranger activity and sundowner on day 2",
        "Bottled water and soft drinks in the vehicle",
        "Pick-up and drop-off in Nairobi",
      ], STD_EXCLUSIONS),
    ],
    optional_activities: [
      {
        activity_name: "Maasai cultural visit near Amboseli",
        cost_kshs: 2500,
        cost_usd: 20,
        description: "Children are welcomed to learn a few Maa words, try beadwork and see how traditional houses are plastered with mud and cow dung.",
      },
      {
        activity_name: "Scenic flight around Kilimanjaro",
        cost_kshs: 45000,
        cost_usd: 350,
        description: "A 45-minute light-aircraft flight for up to three passengers circling the lower slopes of Kilimanjaro and the Amboseli swamps, weather permitting.",
      },
    ],
    terms_and_conditions: TERMS + "\n<p>Children aged 3 to 11 sharing with two adults pay 50% of the adult rate; under-3s travel free.</p>",
    images: [
      { scene: "savanna", variant: 5, alt: "An elephant family crossing the plains below snow-capped Kilimanjaro" },
      { scene: "snow-peak", variant: 14, alt: "Kilimanjaro's summit rising above the clouds at dawn" },
      { scene: "tented-camp", variant: 9, alt: "Family tents at a camp with a campfire in the evening" },
    ],
    created_at: "2025-02-10T09:15:00Z",
  },
  {
    slug: "4-day-tsavo-east-and-west-safari",
    package_title: "4-Day Tsavo East & Tsavo West Safari",
    summary:
      "Red elephants, lava flows and crystal springs in Kenya's wildest parks. Travel by the express train to Voi or by private road transfer, and end in Nairobi or on the coast.",
    destinations: ["Tsavo East", "Tsavo West"],
    services: ["Game Drives and Safaris"],
    travel_type: "Game Drives and Safaris",
    ribbon_tag_left: "Hot Deal",
    is_deal: true,
    is_standout: false,
    tier_structure: "multiple",
    dynamic_price: 44200,
    dynamic_currency: "KES",
    min_price_display: null,
    duration_days: 4,
    tiers: [
      tier("value", ALL, 52000, 780, tsavoDays, [
        "Economy-class express train tickets Nairobi-Voi return",
        "4x4 pop-up roof Land Cruiser from Voi, shared",
        "Tsavo East and Tsavo West park fees at the applicable rate",
        "Full board accommodation (3 nights)",
        "Entrance to the rhino sanctuary",
        "Bottled water in the vehicle",
      ], STD_EXCLUSIONS),
      tier("comfort", ALL, 78000, 1150, tsavoDays, [
        "First-class express train tickets Nairobi-Voi return",
        "4x4 pop-up roof Land Cruiser from Voi, maximum six guests",
        "Tsavo East and Tsavo West park fees at the applicable rate",
        "Full board at lodges overlooking waterholes (3 nights)",
        "Entrance to the rhino sanctuary",
        "Bottled water in the vehicle",
      ], STD_EXCLUSIONS),
      tier("premier", ALL, 115000, 1700, tsavoDays, [
        "Private 4x4 pop-up roof Land Cruiser from Nairobi, with drop-off in Nairobi or Mombasa",
        "Tsavo East and Tsavo West park fees at the applicable rate",
        "Full board at luxury river and hill camps (3 nights)",
        "Guided evening nature walk in Tsavo West",
        "Entrance to the rhino sanctuary",
        "Bottled water and soft drinks in the vehicle",
      ], STD_EXCLUSIONS),
    ],
    optional_activities: [],
    terms_and_conditions: TERMS + "\n<p>Train seats are subject to availability at the time of booking; if first class is full we substitute the next available class and refund the difference.</p>",
    images: [
      { scene: "savanna", variant: 12, alt: "Red-dusted elephants at a waterhole in Tsavo East" },
      { scene: "waterfall", variant: 4, alt: "Water rushing over striped rocks at Lugard Falls on the Galana River" },
      { scene: "lake-hippos", variant: 8, alt: "Hippos in the clear pools of Mzima Springs" },
    ],
    created_at: "2025-04-21T07:45:00Z",
  },
  {
    slug: "4-day-samburu-special-five-safari",
    package_title: "4-Day Samburu Special Five Safari",
    summary:
      "Northern Kenya's arid beauty along the Ewaso Nyiro river, in search of Grevy's zebra, reticulated giraffe, gerenuk, beisa oryx and the Somali ostrich. A small-group departure with an expert guide from the region.",
    destinations: ["Samburu", "Nairobi"],
    services: ["Game Drives and Safaris"],
    travel_type: "Game Drives and Safaris",
    ribbon_tag_left: "New",
    is_deal: false,
    is_standout: true,
    tier_structure: "single",
    dynamic_price: null,
    dynamic_currency: null,
    min_price_display: null,
    duration_days: 4,
    tiers: [
      tier("single", ALL, 98000, 1250, [
        {
          title: "Nairobi to Samburu",
          text: "Leave Nairobi at 7:00 am and drive north through the tea and coffee country of central Kenya, crossing the equator near Nanyuki with Mount Kenya on your right. Beyond Isiolo the land turns dry and red, and you enter Samburu National Reserve at Archer's Post in time for lunch. Your afternoon game drive follows the Ewaso Nyiro river, a lifeline for elephants, buffalo and countless birds. Dinner and overnight at a tented camp on the riverbank.",
        },
        {
          title: "Samburu's special five",
          text: "Morning and afternoon game drives dedicated to the northern species found nowhere in southern Kenya: the striped Grevy's zebra, the netted reticulated giraffe, the blue-legged Somali ostrich, the beisa oryx and the gerenuk, which stands on its hind legs to browse. Your guide, who grew up in the area, also knows where leopards rest in the riverine forest. Between drives you relax at camp through the heat of midday. Dinner and overnight at your camp.",
        },
        {
          title: "Buffalo Springs and Samburu culture",
          text: "Cross the river into the neighbouring Buffalo Springs reserve, named after a clear spring fed by underground water from the volcanic hills. In the afternoon you visit a Samburu community, whose people are close cousins of the Maasai and known for their elaborate beadwork. Return to camp for a sundowner on a rocky outcrop and a final dinner under the stars.",
        },
        {
          title: "Samburu to Nairobi",
          text: "An early game drive gives one more chance at the big cats, followed by breakfast and the drive back to Nairobi. You arrive in the late afternoon with a lunch stop in Nanyuki on the way.",
        },
      ], [
        "4x4 pop-up roof Land Cruiser, maximum six guests",
        "Samburu and Buffalo Springs reserve fees",
        "Full board at a riverside tented camp (3 nights)",
        "Samburu community visit",
        "Sundowner on day 3",
        "Bottled water in the vehicle",
        "Pick-up and drop-off in Nairobi",
      ], STD_EXCLUSIONS),
    ],
    optional_activities: [],
    terms_and_conditions: TERMS,
    images: [
      { scene: "savanna", variant: 27, alt: "Reticulated giraffes browsing acacias in dry northern bush" },
      { scene: "tented-camp", variant: 15, alt: "A tented camp beneath doum palms by a sandy river" },
      { scene: "savanna", variant: 36, alt: "Grevy's zebras with narrow stripes on arid plains" },
    ],
    created_at: "2026-01-19T11:00:00Z",
  },
  {
    slug: "3-day-lake-nakuru-and-naivasha-safari",
    package_title: "3-Day Lake Nakuru & Lake Naivasha Rift Valley Safari",
    summary:
      "Rhinos and flamingos at Lake Nakuru, a boat ride among hippos on Lake Naivasha and a cycle through Hell's Gate. A short, varied Rift Valley break close to Nairobi.",
    destinations: ["Lake Nakuru", "Lake Naivasha", "Hell's Gate"],
    services: ["Game Drives and Safaris"],
    travel_type: "Game Drives and Safaris",
    ribbon_tag_left: "Weekend Getaway",
    is_deal: false,
    is_standout: false,
    tier_structure: "single",
    dynamic_price: null,
    dynamic_currency: null,
    min_price_display: null,
    duration_days: 3,
    tiers: [
      tier("single", ALL, 34500, 560, [
        {
          title: "Nairobi to Lake Nakuru",
          text: "Leave Nairobi at 7:30 am and follow the highway into the Rift Valley, arriving at Lake Nakuru National Park about three hours later. Your game drive circles the lake shore, where pelicans and flamingos feed, and climbs the woodland in search of white and black rhino, Rothschild's giraffe and, with luck, a lion lounging in a yellow-barked acacia. You finish at Baboon Cliff for the view across the lake. Dinner and overnight at a lodge inside the park.",
        },
        {
          title: "Lake Naivasha boat ride and Crescent Island",
          text: "After an early game drive and breakfast, drive about an hour and a half to Lake Naivasha. In the afternoon a motorboat takes you among hippos and fishermen's canoes, with African fish eagles calling from the acacias. You step ashore at Crescent Island for a guided walk among giraffe, zebra, wildebeest and waterbuck. Dinner and overnight at a lakeside lodge.",
        },
        {
          title: "Hell's Gate and return to Nairobi",
          text: "Spend the morning in Hell's Gate National Park, one of the few parks where you may cycle among zebra and buffalo, with bicycles provided at the gate. A ranger then leads a walk into the narrow gorge with its hot springs and steep red walls. Lunch in Naivasha, then drive back to Nairobi, arriving around 4:00 pm.",
        },
      ], [
        "4x4 pop-up roof Land Cruiser, maximum six guests",
        "Lake Nakuru and Hell's Gate park fees at the applicable rate",
        "Full board accommodation (2 nights) and lunch on day 3",
        "One-hour boat ride on Lake Naivasha and Crescent Island walk",
        "Bicycle hire and ranger-guided gorge walk at Hell's Gate",
        "Bottled water in the vehicle",
      ], STD_EXCLUSIONS),
    ],
    optional_activities: [],
    terms_and_conditions: TERMS,
    images: [
      { scene: "lake-flamingos", variant: 6, alt: "Flamingos and pelicans along the shore of Lake Nakuru" },
      { scene: "lake-hippos", variant: 13, alt: "Hippos surfacing among papyrus on Lake Naivasha" },
      { scene: "savanna", variant: 34, alt: "Zebras grazing beneath the red cliffs of Hell's Gate" },
    ],
    created_at: "2025-05-08T06:30:00Z",
  },
  {
    slug: "2-day-ol-pejeta-rhino-safari",
    package_title: "2-Day Ol Pejeta Rhino Conservancy Safari",
    summary:
      "An overnight escape to the Laikipia plateau to meet black rhinos, the last northern white rhinos and rescued chimpanzees, with Mount Kenya as a backdrop.",
    destinations: ["Ol Pejeta", "Mount Kenya"],
    services: ["Game Drives and Safaris"],
    travel_type: "Game Drives and Safaris",
    ribbon_tag_left: "Conservation Pick",
    is_deal: false,
    is_standout: false,
    tier_structure: "single",
    dynamic_price: null,
    dynamic_currency: null,
    min_price_display: null,
    duration_days: 2,
    tiers: [
      tier("single", ALL, 29500, 520, [
        {
          title: "Nairobi to Ol Pejeta Conservancy",
          text: "Leave Nairobi at 7:00 am and drive about three and a half hours through the central highlands to Nanyuki, stopping at the equator line for the famous water demonstration. Enter Ol Pejeta for lunch, then take an afternoon game drive to the enclosure where the last two northern white rhinos are guarded day and night, and to the chimpanzee sanctuary that gives a home to apes rescued from the illegal pet trade. Because this is a private conservancy, you can head out again after dark on a night drive to look for hyena, aardvark and bushbabies. Dinner and overnight at a tented camp beside a waterhole.",
        },
        {
          title: "Morning game drive and return",
          text: "A sunrise drive across the plains looks for black rhino, lion and the large herds of buffalo and Jackson's hartebeest, often with the snow-streaked peaks of Mount Kenya clear in the morning air. After breakfast you drive back to Nairobi, arriving by mid-afternoon.",
        },
      ], [
        "4x4 pop-up roof Land Cruiser, maximum six guests",
        "Ol Pejeta conservancy fees",
        "Full board at a tented camp (1 night)",
        "Night game drive with a conservancy ranger",
        "Entrance to the chimpanzee sanctuary and rhino enclosure",
        "Bottled water in the vehicle",
      ], STD_EXCLUSIONS),
    ],
    optional_activities: [],
    terms_and_conditions: TERMS,
    images: [
      { scene: "savanna", variant: 23, alt: "A black rhino and calf grazing with Mount Kenya in the distance" },
      { scene: "snow-peak", variant: 30, alt: "The jagged summit of Mount Kenya above the Laikipia plains" },
      { scene: "tented-camp", variant: 28, alt: "Tents overlooking a waterhole at dusk" },
    ],
    created_at: "2025-07-01T09:00:00Z",
  },
  {
    slug: "6-day-serengeti-and-ngorongoro-safari",
    package_title: "6-Day Serengeti & Ngorongoro Crater Safari",
    summary:
      "Tanzania's northern circuit in under a week: two nights on the Serengeti plains, a night on the rim of Ngorongoro and a morning on the crater floor among black rhino and lion.",
    destinations: ["Serengeti", "Ngorongoro Crater"],
    services: ["Game Drives and Safaris"],
    travel_type: "Game Drives and Safaris",
    ribbon_tag_left: "Bucket List",
    is_deal: false,
    is_standout: false,
    tier_structure: "multiple",
    dynamic_price: null,
    dynamic_currency: null,
    min_price_display: null,
    duration_days: 6,
    tiers: [
      tier("value", ALL, 279500, 2150, serengetiDays, [
        "4x4 pop-up roof Land Cruiser with a Tanzanian driver-guide",
        "Serengeti, Ngorongoro Conservation Area and crater service fees",
        "Full board on safari, bed and breakfast in Arusha (5 nights)",
        "Airport transfers in Arusha or Kilimanjaro",
        "Bottled water in the vehicle",
      ], STD_EXCLUSIONS),
      tier("comfort", ALL, 383500, 2950, serengetiDays, [
        "4x4 pop-up roof Land Cruiser with a senior Tanzanian driver-guide",
        "Serengeti, Ngorongoro Conservation Area and crater service fees",
        "Full board at mid-range camps and lodges (5 nights)",
        "Olduvai Gorge museum entry",
        "Airport transfers in Arusha or Kilimanjaro",
        "Bottled water in the vehicle",
      ], STD_EXCLUSIONS),
      tier("premier", ALL, 559000, 4300, serengetiDays, [
        "Private 4x4 Land Cruiser with a senior driver-guide",
        "Serengeti, Ngorongoro Conservation Area and crater service fees",
        "Fully inclusive stays at luxury camps and lodges (5 nights)",
        "Olduvai Gorge museum entry",
        "Massage at the Arusha lodge",
        "Airport transfers in Arusha or Kilimanjaro",
      ], STD_EXCLUSIONS.filter((e) => !e.startsWith("Drinks"))),
    ],
    optional_activities: [
      {
        activity_name: "Serengeti balloon safari",
        cost_kshs: null,
        cost_usd: 599,
        description: "A one-hour dawn flight over the central Serengeti with a full breakfast in the bush afterwards.",
      },
    ],
    terms_and_conditions: TERMS_TANZANIA,
    images: [
      { scene: "savanna", variant: 38, alt: "Lions on a granite kopje in the Serengeti" },
      { scene: "savanna", variant: 9, alt: "Buffalo grazing on the floor of Ngorongoro Crater" },
      { scene: "lake-flamingos", variant: 17, alt: "Flamingos on the soda lake inside the crater" },
      { scene: "tented-camp", variant: 33, alt: "A mobile camp on the open Serengeti plains" },
    ],
    created_at: "2025-06-12T12:00:00Z",
  },
  {
    slug: "4-day-bwindi-gorilla-trekking",
    package_title: "4-Day Bwindi Gorilla Trekking Adventure",
    summary:
      "Fly from Nairobi to Uganda and spend an hour with a habituated mountain gorilla family in Bwindi Impenetrable Forest. Gorilla permit, guides and all internal transport included.",
    destinations: ["Bwindi Impenetrable Forest"],
    services: ["Game Drives and Safaris", "Air Ticketing and Charter Services"],
    travel_type: "Gorilla Trekking",
    ribbon_tag_left: "Limited Permits",
    is_deal: false,
    is_standout: true,
    tier_structure: "multiple",
    dynamic_price: null,
    dynamic_currency: null,
    min_price_display: null,
    duration_days: 4,
    tiers: [
      tier("value", LOCAL, 195000, null, bwindiDays, [
        "Return economy flights Nairobi-Entebbe",
        "One gorilla trekking permit at East African or foreign-resident rate",
        "Road transfers Entebbe-Bwindi-Entebbe in a 4x4 vehicle",
        "Full board at a community-run lodge (3 nights)",
        "Batwa community walk",
        "Bottled water in the vehicle",
      ], STD_EXCLUSIONS),
      tier("comfort", LOCAL, 245000, null, bwindiDays, [
        "Return economy flights Nairobi-Entebbe",
        "Domestic flights Entebbe-Kihihi return",
        "One gorilla trekking permit at East African or foreign-resident rate",
        "Full board at a mid-range forest lodge (3 nights)",
        "Porter for the gorilla trek",
        "Batwa community walk",
      ], STD_EXCLUSIONS),
      tier("premier", LOCAL, 340000, null, bwindiDays, [
        "Return economy flights Nairobi-Entebbe",
        "Domestic flights Entebbe-Kihihi return",
        "One gorilla trekking permit at East African or foreign-resident rate",
        "Fully inclusive stay at a luxury forest lodge (3 nights)",
        "Personal porter, walking stick and post-trek massage",
        "Day room in Entebbe on day 4",
      ], STD_EXCLUSIONS.filter((e) => !e.startsWith("Drinks"))),
      tier("value", INTL, null, 2350, bwindiDays, [
        "Return economy flights Nairobi-Entebbe",
        "One gorilla trekking permit at the foreign non-resident rate",
        "Road transfers Entebbe-Bwindi-Entebbe in a 4x4 vehicle",
        "Full board at a community-run lodge (3 nights)",
        "Batwa community walk",
        "Bottled water in the vehicle",
      ], STD_EXCLUSIONS),
      tier("comfort", INTL, null, 2950, bwindiDays, [
        "Return economy flights Nairobi-Entebbe",
        "Domestic flights Entebbe-Kihihi return",
        "One gorilla trekking permit at the foreign non-resident rate",
        "Full board at a mid-range forest lodge (3 nights)",
        "Porter for the gorilla trek",
        "Batwa community walk",
      ], STD_EXCLUSIONS),
      tier("premier", INTL, null, 3950, bwindiDays, [
        "Return economy flights Nairobi-Entebbe",
        "Domestic flights Entebbe-Kihihi return",
        "One gorilla trekking permit at the foreign non-resident rate",
        "Fully inclusive stay at a luxury forest lodge (3 nights)",
        "Personal porter, walking stick and post-trek massage",
        "Day room in Entebbe on day 4",
      ], STD_EXCLUSIONS.filter((e) => !e.startsWith("Drinks"))),
    ],
    optional_activities: [],
    terms_and_conditions: `<p>Gorilla permits are issued by the Uganda Wildlife Authority, are non-refundable once purchased and are limited to eight visitors per gorilla family per day. We purchase your permit as soon as the 50% deposit is received.</p>
<p>Trekkers must be at least 15 years old and in good health; guests with a cold or other infectious illness may be refused entry to protect the gorillas.</p>
<p>The balance is due 30 days before departure. Cancellation charges on the land arrangements are 50% from 30 to 15 days, 75% from 14 to 8 days and 100% within 7 days of travel.</p>`,
    images: [
      { scene: "rainforest", variant: 1, alt: "A silverback mountain gorilla sitting in dense forest undergrowth" },
      { scene: "rainforest", variant: 19, alt: "Mist rising from the forested hills of Bwindi" },
      { scene: "aircraft", variant: 6, alt: "A small plane on a grass airstrip surrounded by green hills" },
    ],
    created_at: "2025-09-03T08:00:00Z",
  },
  {
    slug: "10-day-kenya-grand-safari-circuit",
    package_title: "10-Day Kenya Grand Safari Circuit",
    summary:
      "The complete Kenya safari: Samburu's northern species, rhinos at Ol Pejeta, the Rift Valley lakes of Nakuru and Naivasha, and three nights in the Maasai Mara. Ideal for a first visit.",
    destinations: ["Nairobi", "Samburu", "Ol Pejeta", "Lake Nakuru", "Lake Naivasha", "Maasai Mara"],
    services: ["Game Drives and Safaris"],
    travel_type: "Game Drives and Safaris",
    ribbon_tag_left: "Best Seller",
    is_deal: false,
    is_standout: true,
    tier_structure: "multiple",
    dynamic_price: null,
    dynamic_currency: null,
    min_price_display: null,
    duration_days: 10,
    tiers: [
      tier("value", ALL, 245000, 3100, circuitDays, [
        "Airport transfers in Nairobi",
        "4x4 pop-up roof Land Cruiser throughout, shared with up to six guests",
        "All park and conservancy fees at the applicable rate",
        "Full board on safari and bed and breakfast in Nairobi (9 nights)",
        "Boat ride on Lake Naivasha and Crescent Island walk",
        "Bottled water in the vehicle",
      ], STD_EXCLUSIONS),
      tier("comfort", ALL, 365000, 4450, circuitDays, [
        "Airport transfers in Nairobi",
        "4x4 pop-up roof Land Cruiser throughout, maximum six guests",
        "All park and conservancy fees at the applicable rate",
        "Full board at mid-range lodges and camps inside the parks (9 nights)",
        "Boat ride on Lake Naivasha and Crescent Island walk",
        "Bottled water in the vehicle",
        "Flying-doctor evacuation cover",
      ], STD_EXCLUSIONS),
      tier("premier", ALL, 540000, 6800, circuitDays, [
        "Airport transfers and a day room on departure",
        "Private 4x4 Land Cruiser with a senior guide",
        "All park and conservancy fees at the applicable rate",
        "Fully inclusive stays at luxury camps and a private lakeside villa (9 nights)",
        "Hot-air balloon safari in the Maasai Mara",
        "Bush breakfast, night game drive, guided bush walk and bush dinner",
        "Scheduled flight Maasai Mara-Nairobi on day 10",
      ], STD_EXCLUSIONS.filter((e) => !e.startsWith("Drinks"))),
    ],
    optional_activities: [BALLOON, MAASAI_VISIT],
    terms_and_conditions: TERMS,
    images: [
      { scene: "savanna", variant: 40, alt: "A safari vehicle watching giraffes on open plains" },
      { scene: "lake-flamingos", variant: 25, alt: "A pink line of flamingos on a Rift Valley lake" },
      { scene: "tented-camp", variant: 3, alt: "A campfire in front of safari tents at nightfall" },
      { scene: "balloon", variant: 20, alt: "Balloons rising over the Mara at first light" },
    ],
    created_at: "2025-10-17T10:30:00Z",
  },
  {
    slug: "8-day-kenya-tanzania-safari-combo",
    package_title: "8-Day Kenya & Tanzania Safari Combo",
    summary:
      "Cross the Namanga border to combine Amboseli's elephants with the Serengeti plains and Ngorongoro Crater in one seamless journey, starting and ending in Nairobi.",
    destinations: ["Amboseli", "Serengeti", "Ngorongoro Crater", "Nairobi"],
    services: ["Game Drives and Safaris"],
    travel_type: "Game Drives and Safaris",
    ribbon_tag_left: "Early Bird",
    is_deal: true,
    is_standout: false,
    tier_structure: "multiple",
    dynamic_price: 2250,
    dynamic_currency: "USD",
    min_price_display: null,
    duration_days: 8,
    tiers: [
      tier("value", ALL, 318500, 2450, comboDays, [
        "4x4 pop-up roof Land Cruisers in Kenya and Tanzania, shared",
        "Amboseli, Serengeti and Ngorongoro park and crater fees",
        "Full board on safari, dinner, bed and breakfast in Karatu and Arusha (7 nights)",
        "Border assistance at Namanga",
        "Shuttle Arusha-Nairobi on day 8",
        "Bottled water in the vehicle",
      ], STD_EXCLUSIONS),
      tier("comfort", ALL, 435500, 3350, comboDays, [
        "4x4 pop-up roof Land Cruisers in Kenya and Tanzania, maximum six guests",
        "Amboseli, Serengeti and Ngorongoro park and crater fees",
        "Full board at mid-range lodges and camps (7 nights)",
        "Border assistance at Namanga",
        "Shuttle Arusha-Nairobi on day 8",
        "Bottled water in the vehicle",
      ], STD_EXCLUSIONS),
      tier("premier", ALL, 637000, 4900, comboDays, [
        "Private 4x4 Land Cruisers with senior guides on both sides of the border",
        "Amboseli, Serengeti and Ngorongoro park and crater fees",
        "Fully inclusive stays at luxury camps and lodges (7 nights)",
        "Border assistance at Namanga",
        "Scheduled flight Kilimanjaro-Nairobi on day 8",
      ], STD_EXCLUSIONS.filter((e) => !e.startsWith("Drinks"))),
    ],
    optional_activities: [],
    terms_and_conditions: TERMS_TANZANIA + "\n<p>Early Bird prices apply to bookings confirmed with deposit at least 120 days before departure.</p>",
    images: [
      { scene: "savanna", variant: 16, alt: "Elephants walking in line beneath Kilimanjaro" },
      { scene: "savanna", variant: 29, alt: "A cheetah scanning the Serengeti grasslands from a termite mound" },
      { scene: "tented-camp", variant: 37, alt: "Tents among acacias at sunset" },
    ],
    created_at: "2026-02-05T09:45:00Z",
  },
];
