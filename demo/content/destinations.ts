import type { DestinationSeed } from "./types.ts";

/**
 * Demo destinations for Twiga Horizons Travel Ltd. Names are referenced by
 * packages.ts, so keep them stable. Roughly two thirds are "popular" and one
 * third are "hidden" gems; Seychelles deliberately has no continent so the
 * "no continent goes last" ordering rule is exercised.
 */
export const destinations: DestinationSeed[] = [
  // ---------------------------------------------------------------- Kenya
  {
    slug: "maasai-mara",
    name: "Maasai Mara",
    description:
      "Kenya's most celebrated reserve, where big cats patrol golden plains and the Great Migration thunders across the Mara River from July to October.",
    description_html: `<p>The Maasai Mara National Reserve covers about 1,510 square kilometres of rolling grassland in south-western Kenya, and together with the private conservancies on its borders it forms one of the richest wildlife areas on earth. It is the northern end of the Serengeti ecosystem, which means the same herds that calve in Tanzania arrive here every dry season.</p>
<h3>When to go</h3>
<p>The wildebeest and zebra usually pour in from July and stay until October, with dramatic river crossings most likely in August and September. The rest of the year is far from quiet: resident lions, cheetahs and leopards hunt year-round, and January to March brings green grass, newborn antelope and fewer vehicles.</p>
<h3>What to see</h3>
<ul>
<li>Lions, leopards, cheetahs, elephants and buffalo, with black rhino in the Mara Triangle.</li>
<li>Mara River crossings, hippo pools and Nile crocodiles.</li>
<li>Dawn hot-air balloon flights followed by a bush breakfast.</li>
<li>Visits to Maasai homesteads run by the community.</li>
</ul>
<p>The Mara lies roughly 270 kilometres west of Nairobi: about five to six hours by road through the Great Rift Valley, or 45 minutes by light aircraft from Wilson Airport to one of the reserve's airstrips. We recommend at least three nights to do it justice.</p>`,
    destination_type: "popular",
    continents: ["East Africa"],
    images: [
      { scene: "savanna", variant: 1, alt: "Wildebeest herds and acacias on the Maasai Mara plains" },
      { scene: "balloon", variant: 4, alt: "Hot-air balloons drifting over the Mara at dawn" },
      { scene: "tented-camp", variant: 11, alt: "Safari tents glowing at dusk beside the Mara River" },
      { scene: "savanna", variant: 27, alt: "Lions resting in tall grass under a wide sky" },
    ],
  },
  {
    slug: "amboseli",
    name: "Amboseli",
    description:
      "Big-tusked elephant families walk across open plains beneath the snows of Mount Kilimanjaro in one of Africa's most photographed parks.",
    description_html: `<p>Amboseli National Park is small, about 392 square kilometres, but few places in Africa offer such a dramatic backdrop. On clear mornings Kilimanjaro rises above the plains just across the Tanzanian border, and the park's famous elephant families pass in front of it on their way to the swamps.</p>
<p>Those swamps are fed by underground water that filters down from Kilimanjaro's glaciers, so they stay green even in the driest months. They draw elephants, buffalo, hippos and a huge variety of water birds, including pelicans, herons and crowned cranes.</p>
<h3>When to go</h3>
<p>The dry seasons, from June to October and from January to February, give the clearest views and the best game viewing. The mountain is most often visible at sunrise and late afternoon, so plan your game drives around those hours.</p>
<h3>What to see</h3>
<ul>
<li>Some of the most studied elephant families on the continent.</li>
<li>Observation Hill, with views over the swamps and plains.</li>
<li>Lions, cheetahs, hyenas, giraffes and large zebra herds.</li>
</ul>
<p>Amboseli is about 240 kilometres south-east of Nairobi, roughly four to five hours by road, or under an hour by air.</p>`,
    destination_type: "popular",
    continents: ["East Africa"],
    images: [
      { scene: "savanna", variant: 8, alt: "Elephants crossing the Amboseli plains" },
      { scene: "snow-peak", variant: 2, alt: "Kilimanjaro's snow cap above the Amboseli swamps" },
      { scene: "tented-camp", variant: 19, alt: "Camp tents facing the mountain at sunset" },
    ],
  },
  {
    slug: "tsavo-east",
    name: "Tsavo East",
    description:
      "A vast, sun-baked wilderness of red-dusted elephants, the Galana River and the Yatta Plateau, easy to combine with a beach stay on the coast.",
    description_html: `<p>Tsavo East is one of the largest national parks in Kenya, covering nearly 13,750 square kilometres of semi-arid bush. Together with Tsavo West it protects one of the country's biggest elephant populations, and the animals here are famous for their rusty colour, which comes from dust-bathing in the red soil.</p>
<h3>What to see</h3>
<ul>
<li>Lugard Falls, where the Galana River squeezes through grooved rock.</li>
<li>Mudanda Rock, a long outcrop above a natural dam where elephants come to drink.</li>
<li>The Yatta Plateau, one of the longest lava flows in the world.</li>
<li>Lions, cheetahs, fringe-eared oryx, lesser kudu and the graceful gerenuk.</li>
</ul>
<h3>When to go</h3>
<p>Game viewing is best in the dry months from June to October and from January to March, when animals gather at the remaining water. The park stays green and beautiful after the rains, though the thicker bush makes animals harder to spot.</p>
<p>Tsavo East is about 330 kilometres from Nairobi and only two hours from Mombasa, which makes it a favourite for a two-night safari added to a coastal holiday. The Standard Gauge Railway stops at Voi, right next to the main gate.</p>`,
    destination_type: "popular",
    continents: ["East Africa"],
    images: [
      { scene: "savanna", variant: 15, alt: "Red-dusted elephants in the Tsavo bush" },
      { scene: "waterfall", variant: 6, alt: "Water rushing through rock channels at Lugard Falls" },
      { scene: "tented-camp", variant: 23, alt: "Tented camp beside a dry riverbed in Tsavo" },
    ],
  },
  {
    slug: "tsavo-west",
    name: "Tsavo West",
    description:
      "Volcanic cones, black lava flows and the crystal pools of Mzima Springs make Tsavo West the most scenic half of Kenya's largest wilderness.",
    description_html: `<p>Tsavo West is rugged country: volcanic hills, lava fields and rocky outcrops covering about 9,000 square kilometres. It receives fewer visitors than the better-known parks, which is part of its charm, and it rewards travellers who enjoy landscape as much as wildlife.</p>
<h3>What to see</h3>
<ul>
<li><strong>Mzima Springs</strong>, where millions of litres of water from the Chyulu Hills bubble up daily into clear pools. An underwater viewing chamber lets you watch hippos and fish at eye level.</li>
<li>The Shetani lava flow, a black tongue of rock only a few hundred years old.</li>
<li>The Ngulia Rhino Sanctuary, which protects black rhino.</li>
<li>Chaimu Crater, a short climb with wide views.</li>
</ul>
<h3>When to go</h3>
<p>June to October and January to February are the driest months and the best for seeing animals. The views towards Kilimanjaro are often clearest early in the morning.</p>
<p>The Mtito Andei gate is around 240 kilometres from Nairobi on the Mombasa highway, so Tsavo West pairs naturally with Amboseli or the Chyulu Hills on a longer circuit.</p>`,
    destination_type: "hidden",
    continents: ["East Africa"],
    images: [
      { scene: "lake-hippos", variant: 9, alt: "Hippos in the clear pools of Mzima Springs" },
      { scene: "savanna", variant: 33, alt: "Volcanic hills and acacia bush in Tsavo West" },
      { scene: "mountain-trail", variant: 18, alt: "Trail along a rim with views over lava fields" },
    ],
  },
  {
    slug: "samburu",
    name: "Samburu",
    description:
      "A dry, red-earth reserve along the Ewaso Ng'iro River, home to the Samburu Special Five and leopards that lounge in riverside acacias.",
    description_html: `<p>Samburu National Reserve sits in the hot, arid north of Kenya, about 350 kilometres from Nairobi. The Ewaso Ng'iro River runs through it like a green ribbon, lined with doum palms and acacias, and almost all of the wildlife is drawn to its banks.</p>
<p>The reserve is best known for the <strong>Samburu Special Five</strong>, species adapted to dry country that you will rarely see further south: Grevy's zebra, the reticulated giraffe, the Somali ostrich, the Beisa oryx and the long-necked gerenuk, which stands on its hind legs to feed.</p>
<h3>When to go</h3>
<p>June to October and December to March are the driest months, when animals concentrate along the river. Temperatures are high all year, so game drives are planned for early morning and late afternoon.</p>
<h3>What else</h3>
<ul>
<li>Leopards are frequently seen resting in the riverine trees.</li>
<li>Large elephant herds cross the river in the afternoons.</li>
<li>Visits to Samburu villages, whose people are close cousins of the Maasai.</li>
</ul>
<p>The drive from Nairobi takes five to six hours past Mount Kenya, or you can fly to the reserve's airstrip in about an hour and a quarter.</p>`,
    destination_type: "hidden",
    continents: ["East Africa"],
    images: [
      { scene: "savanna", variant: 21, alt: "Reticulated giraffes among doum palms in Samburu" },
      { scene: "tented-camp", variant: 7, alt: "Riverside tents on the Ewaso Ng'iro" },
      { scene: "desert-dunes", variant: 38, alt: "Dry red-earth country in northern Kenya" },
    ],
  },
  {
    slug: "lake-nakuru",
    name: "Lake Nakuru",
    description:
      "A compact Rift Valley park where black and white rhinos graze beside a soda lake ringed by flamingos, pelicans and yellow-barked acacia forest.",
    description_html: `<p>Lake Nakuru National Park lies on the floor of the Great Rift Valley, about 160 kilometres north-west of Nairobi, roughly three hours by road. It is a fenced park, which has made it one of Kenya's most important sanctuaries for both black and white rhino.</p>
<p>The lake itself is alkaline, and in the right conditions it turns pink with flamingos feeding on algae. Water levels have risen in recent years, so the flocks move between Nakuru and the other Rift Valley lakes; pelicans, cormorants and fish eagles are always present.</p>
<h3>What to see</h3>
<ul>
<li>Black and white rhino, often at close range on the lake shore.</li>
<li>Rothschild's giraffe, one of the rarer giraffe subspecies.</li>
<li>Lions, leopards, buffalo and large troops of baboons.</li>
<li>Baboon Cliff, the classic viewpoint over the lake.</li>
<li>Makalia Falls in the south of the park.</li>
</ul>
<h3>When to go</h3>
<p>The park is good all year. The dry months from June to March make the roads easier, and a single night is enough to see it well, which is why it so often links the Mara with Naivasha or Samburu.</p>`,
    destination_type: "popular",
    continents: ["East Africa"],
    images: [
      { scene: "lake-flamingos", variant: 3, alt: "Flamingos lining the shore of Lake Nakuru" },
      { scene: "savanna", variant: 44, alt: "Rhinos grazing under yellow-barked acacias" },
      { scene: "waterfall", variant: 17, alt: "Makalia Falls in the south of the park" },
      { scene: "lake-flamingos", variant: 28, alt: "Pelicans and flamingos at sunrise" },
    ],
  },
  {
    slug: "lake-naivasha",
    name: "Lake Naivasha",
    description:
      "A freshwater lake just 95 km from Nairobi with hippos, fish eagles and walking safaris, our favourite spot for team retreats and easy weekends.",
    description_html: `<p>Lake Naivasha is the highest of the Rift Valley lakes, at about 1,880 metres, and one of only two freshwater lakes in the chain. Its papyrus-fringed shores are only an hour and a half from Nairobi, which has made it the capital's favourite weekend escape and a natural choice for conferences and team-building retreats.</p>
<h3>What to see</h3>
<ul>
<li>Boat rides among hippo pods, with African fish eagles swooping for fish.</li>
<li>Walking safaris on Crescent Island, where giraffes, zebras and wildebeest graze with no predators about.</li>
<li>Cycling and gorge walks in nearby Hell's Gate National Park.</li>
<li>Crater Lake, a small jade-green lake in an extinct volcano.</li>
</ul>
<h3>When to go</h3>
<p>Naivasha is pleasant all year. The long rains from March to May bring green hills and afternoon showers, while July to October is cool and dry, with clear evenings for bonfires.</p>
<p>The lakeshore has lodges and camps of every size, with meeting rooms and wide lawns that suit outdoor activities. Ask us about combining a Naivasha retreat with a night at Lake Nakuru or the Maasai Mara.</p>`,
    destination_type: "popular",
    continents: ["East Africa"],
    images: [
      { scene: "lake-hippos", variant: 2, alt: "Hippos and a fish eagle on Lake Naivasha" },
      { scene: "team-building", variant: 5, alt: "Team activity on a lakeside lawn" },
      { scene: "lake-hippos", variant: 31, alt: "Boat among papyrus at sunset" },
    ],
  },
  {
    slug: "diani-beach",
    name: "Diani Beach",
    description:
      "Long white sand, warm turquoise water and colobus monkeys in the coastal forest, an hour's flight from Nairobi and perfect after a safari.",
    description_html: `<p>Diani Beach stretches for around 17 kilometres along the Indian Ocean, about 30 kilometres south of Mombasa. A coral reef offshore keeps the lagoon calm at low tide, so the water is safe for swimming and wading, and the sand is the fine white kind that stays cool underfoot.</p>
<h3>What to do</h3>
<ul>
<li>Snorkelling and diving at Kisite-Mpunguti Marine Park, with dolphin sightings on the way.</li>
<li>Kite-surfing from December to March, when the north-east monsoon winds blow steadily.</li>
<li>Walks in the coastal forest to see the Angolan colobus monkey.</li>
<li>Dhow sunset cruises and fresh seafood dinners.</li>
</ul>
<h3>When to go</h3>
<p>December to March is hot and sunny with calm mornings, and July to October is slightly cooler and dry. The long rains from April to June bring heavy showers, but also lower prices and quiet beaches.</p>
<p>Flights from Nairobi land at Ukunda airstrip, five minutes from the beach, in about an hour. The train to Mombasa followed by a road transfer is a good budget option for families.</p>`,
    destination_type: "popular",
    continents: ["East Africa"],
    images: [
      { scene: "beach", variant: 1, alt: "Palm-fringed white sand at Diani Beach" },
      { scene: "coral-reef", variant: 6, alt: "Fish and a turtle over the reef off Diani" },
      { scene: "dhow", variant: 12, alt: "Dhow sailing past Diani at sunset" },
      { scene: "sunset-dinner", variant: 20, alt: "Lantern-lit beach dinner" },
    ],
  },
  {
    slug: "lamu",
    name: "Lamu",
    description:
      "A car-free Swahili island town of carved doors, narrow lanes and donkeys, with dhow sailing and quiet beaches at nearby Shela.",
    description_html: `<p>Lamu Old Town is the oldest and best-preserved Swahili settlement in East Africa and a UNESCO World Heritage Site since 2001. Its coral-stone houses, carved wooden doors and shaded courtyards have changed little in centuries, and with no cars on the island, donkeys and dhows remain the main forms of transport.</p>
<h3>What to see</h3>
<ul>
<li>The Lamu Museum and the old fort on the main square.</li>
<li>The waterfront, where dhows load and unload as they have for generations.</li>
<li>Shela village and its long, empty beach backed by dunes.</li>
<li>Sunset dhow cruises through the mangrove channels.</li>
</ul>
<h3>When to go</h3>
<p>The dry months from July to March are the most comfortable. Lamu's festivals, including the Maulidi celebrations and the Lamu Cultural Festival with dhow races and Swahili poetry, are wonderful times to visit if you book early.</p>
<p>Flights from Nairobi reach Manda Island in about an hour and a half, and a short boat ride brings you to the Lamu waterfront. We recommend at least three nights to adjust to the island's unhurried rhythm.</p>`,
    destination_type: "popular",
    continents: ["East Africa"],
    images: [
      { scene: "old-town", variant: 5, alt: "Carved doors and arches in Lamu Old Town" },
      { scene: "dhow", variant: 3, alt: "Dhow sailing off the Lamu waterfront" },
      { scene: "beach", variant: 22, alt: "Dunes and empty sand at Shela" },
    ],
  },
  {
    slug: "watamu",
    name: "Watamu",
    description:
      "A laid-back fishing village on Kenya's north coast with a protected marine park, nesting turtles, the Gede ruins and the tidal wonders of Mida Creek.",
    description_html: `<p>Watamu sits about 105 kilometres north of Mombasa and just south of Malindi, on a stretch of coast shaped by coral inlets and small islands. It has a slower, more local feel than the bigger resort areas, and much of its shoreline lies within a protected marine park created in 1968.</p>
<h3>What to see</h3>
<ul>
<li>Snorkelling and glass-bottom boat trips over the coral gardens of Watamu Marine National Park.</li>
<li>The ruins of Gede, a Swahili town abandoned in the 17th century and now swallowed by forest.</li>
<li>Mida Creek, a tidal inlet rich in wading birds, best seen from a boardwalk at high tide.</li>
<li>Arabuko-Sokoke Forest, home to rare birds and the golden-rumped elephant shrew.</li>
<li>Turtle conservation projects that release hatchlings on the beach.</li>
</ul>
<h3>When to go</h3>
<p>The best weather is from December to March and from July to October. Deep-sea fishing is popular between November and March.</p>
<p>Fly from Nairobi to Malindi in about an hour, followed by a 25-minute transfer.</p>`,
    destination_type: "hidden",
    continents: ["East Africa"],
    images: [
      { scene: "coral-reef", variant: 14, alt: "Coral gardens in Watamu Marine Park" },
      { scene: "beach", variant: 35, alt: "Coral inlet and palms at Watamu" },
      { scene: "rainforest", variant: 10, alt: "Forest-covered ruins at Gede" },
    ],
  },
  {
    slug: "mount-kenya",
    name: "Mount Kenya",
    description:
      "Africa's second-highest mountain, with glaciers, giant lobelias and tarns, and a non-technical trekking summit at Point Lenana (4,985 m).",
    description_html: `<p>Mount Kenya is an ancient extinct volcano straddling the equator about 175 kilometres north of Nairobi. Its highest peaks, Batian (5,199 m) and Nelion (5,188 m), are technical rock climbs, but Point Lenana at 4,985 metres can be reached by fit trekkers with no climbing experience.</p>
<h3>Routes</h3>
<ul>
<li><strong>Sirimon</strong>: a gradual ascent from the drier north-west side, good for acclimatisation.</li>
<li><strong>Chogoria</strong>: the most scenic route, passing the Gorges Valley and Lake Michaelson.</li>
<li><strong>Naro Moru</strong>: the quickest, with a steep section known as the vertical bog.</li>
</ul>
<p>A classic trek goes up Sirimon and down Chogoria over five days. You pass through bamboo forest, heath and Afro-alpine moorland dotted with giant groundsels and lobelias that grow nowhere else on earth.</p>
<h3>When to go</h3>
<p>The driest months are January to February and July to October. Nights above 4,000 metres are below freezing all year, so good layers and a warm sleeping bag are essential.</p>
<p>The mountain and its forests are a UNESCO World Heritage Site. If you prefer something gentler, forest walks and trout fishing on the lower slopes make excellent day trips.</p>`,
    destination_type: "popular",
    continents: ["East Africa"],
    images: [
      { scene: "snow-peak", variant: 7, alt: "Mount Kenya's jagged peaks and glaciers" },
      { scene: "mountain-trail", variant: 3, alt: "Giant lobelias along a moorland trail" },
      { scene: "mountain-trail", variant: 41, alt: "Trekkers approaching a high tarn" },
    ],
  },
  {
    slug: "nairobi",
    name: "Nairobi",
    description:
      "East Africa's busy capital, with a national park on its doorstep, a giraffe centre, an elephant orphanage, museums and a lively food scene.",
    description_html: `<p>Most journeys in Kenya begin in Nairobi, and the city deserves more than a night in transit. It is one of very few capitals in the world with a full national park within its limits: Nairobi National Park, just seven kilometres from the city centre, where lions, rhinos, giraffes and buffalo roam against a backdrop of skyscrapers.</p>
<h3>What to see</h3>
<ul>
<li>Morning feeding time at the elephant orphanage on the edge of the national park.</li>
<li>The giraffe centre in Langata, where you can meet endangered Rothschild's giraffes at eye level.</li>
<li>The Nairobi National Museum and the Snake Park next door.</li>
<li>Craft markets for kiondo baskets, soapstone carvings and kikoys.</li>
<li>Karura Forest, a large urban forest with walking and cycling trails and a waterfall.</li>
</ul>
<h3>When to go</h3>
<p>At 1,795 metres above sea level, Nairobi has a mild climate all year. June to August is cool and often overcast; January and February are warm and sunny.</p>
<p>Our office is in Nairobi, so we can meet you on arrival at Jomo Kenyatta International Airport and turn a layover into a memorable city day.</p>`,
    destination_type: "popular",
    continents: ["East Africa"],
    images: [
      { scene: "city-skyline", variant: 2, alt: "Nairobi skyline seen from the national park" },
      { scene: "savanna", variant: 50, alt: "Giraffes grazing with city towers behind" },
      { scene: "rainforest", variant: 25, alt: "Walking trail through Karura Forest" },
    ],
  },
  {
    slug: "ol-pejeta",
    name: "Ol Pejeta",
    description:
      "A Laikipia conservancy on the equator with East Africa's largest black rhino sanctuary, a chimpanzee refuge and views of Mount Kenya.",
    description_html: `<p>Ol Pejeta Conservancy covers about 360 square kilometres of the Laikipia plateau near Nanyuki, roughly 200 kilometres north of Nairobi. It is a working landscape where cattle and wildlife share the land, and it is a leader in rhino conservation in Africa.</p>
<h3>What to see</h3>
<ul>
<li>The largest black rhino sanctuary in East Africa.</li>
<li>The last northern white rhinos on earth, cared for by dedicated keepers.</li>
<li>A chimpanzee sanctuary that gives rescued chimps a second home.</li>
<li>The Big Five, plus Grevy's zebra, wild dogs and reticulated giraffes.</li>
<li>Night drives, lion tracking and bush walks with armed rangers.</li>
</ul>
<h3>When to go</h3>
<p>The conservancy is rewarding all year. The dry seasons, January to March and June to October, offer the easiest wildlife viewing, and clear mornings give beautiful views of Mount Kenya.</p>
<p>It is about three and a half hours by road from Nairobi, and daily flights land in Nanyuki. On the way, stop for a photograph at the equator line.</p>`,
    destination_type: "popular",
    continents: ["East Africa"],
    images: [
      { scene: "savanna", variant: 12, alt: "Black rhino on the Laikipia plains" },
      { scene: "snow-peak", variant: 19, alt: "Mount Kenya above the conservancy" },
      { scene: "tented-camp", variant: 30, alt: "Camp tents in the conservancy at dusk" },
    ],
  },
  {
    slug: "hells-gate",
    name: "Hell's Gate",
    description:
      "A dramatic gorge park near Naivasha where you can cycle or walk among zebras and giraffes, climb rock towers and explore steaming hot springs.",
    description_html: `<p>Hell's Gate National Park is one of the few parks in Kenya where you are free to leave the vehicle and explore by bicycle or on foot. Its 68 square kilometres are dominated by red cliffs, volcanic plugs and a deep gorge carved by ancient water, about 90 kilometres from Nairobi.</p>
<h3>What to do</h3>
<ul>
<li>Cycle the main track past zebras, giraffes, buffalo and Thomson's gazelles.</li>
<li>Walk the lower gorge with a local guide, squeezing through narrow channels and past hot springs.</li>
<li>Climb Fischer's Tower, a 25-metre volcanic plug near the main gate.</li>
<li>Watch Rüppell's vultures and other raptors circling the cliffs.</li>
</ul>
<h3>When to go</h3>
<p>Visit in the dry months, from June to October and December to February. The gorge is closed during heavy rain because of flash floods, and our guides always check conditions before setting off.</p>
<p>The park is a perfect day trip from Lake Naivasha and an active addition to any team-building programme. The geothermal plant at Olkaria, within the park, shows how the Rift Valley's heat is used to generate electricity.</p>`,
    destination_type: "hidden",
    continents: ["East Africa"],
    images: [
      { scene: "mountain-trail", variant: 25, alt: "Red cliffs and a cycling track in Hell's Gate" },
      { scene: "team-building", variant: 14, alt: "Group cycling together through the park" },
      { scene: "savanna", variant: 57, alt: "Zebras grazing below a volcanic tower" },
    ],
  },
  {
    slug: "kisumu",
    name: "Kisumu",
    description:
      "A relaxed lakeside city on Lake Victoria with boat trips, fresh tilapia at Dunga Beach, a small impala sanctuary and legendary balancing rocks.",
    description_html: `<p>Kisumu is Kenya's third city and the gateway to Lake Victoria, the largest lake in Africa. It has a friendly, unhurried atmosphere and is the heartland of Luo culture, with music, food and traditions that feel very different from the rest of the country.</p>
<h3>What to see</h3>
<ul>
<li>Boat trips from Dunga Beach to watch hippos, kingfishers and fishermen at work.</li>
<li>Kisumu Impala Sanctuary, a small reserve on the lakeshore.</li>
<li>Kit Mikayi, a striking stack of balancing rocks steeped in local legend.</li>
<li>Ndere Island National Park, reached by boat, with birds and sitatunga.</li>
<li>Fresh tilapia and ugali by the water at sunset.</li>
</ul>
<h3>When to go</h3>
<p>Kisumu is warm all year, with rain most likely from March to May. The lake is at its most beautiful in the late afternoon.</p>
<p>Flights from Nairobi take under an hour; by road it is roughly 350 kilometres. Kisumu also makes a good base for visiting Kakamega Forest, about an hour and a half to the north.</p>`,
    destination_type: "hidden",
    continents: ["East Africa"],
    images: [
      { scene: "lake-hippos", variant: 22, alt: "Fishing boats and hippos on Lake Victoria" },
      { scene: "city-skyline", variant: 17, alt: "Kisumu waterfront at sunset" },
      { scene: "lake-hippos", variant: 45, alt: "Papyrus and a fish eagle on the lakeshore" },
    ],
  },
  {
    slug: "meru-national-park",
    name: "Meru National Park",
    description:
      "A wild, uncrowded park of rivers, doum palms and tall grass east of Mount Kenya, where you may have a lion sighting entirely to yourself.",
    description_html: `<p>Meru National Park covers about 870 square kilometres east of Mount Kenya and is crossed by more than a dozen rivers flowing down from the Nyambene Hills. This mix of riverine forest, swamp and open grassland supports a surprising range of wildlife, yet the park sees only a fraction of the visitors that crowd the Mara.</p>
<p>Meru is where a famous conservation story unfolded in the 1950s and 1960s, when a lioness raised by hand was returned to the wild here. After years of poaching in the 1980s the park was restored and restocked, and it is now a quiet success.</p>
<h3>What to see</h3>
<ul>
<li>A fenced rhino sanctuary with black and white rhino.</li>
<li>Lions, cheetahs, elephants, buffalo and hippos in the Tana and Rojewero rivers.</li>
<li>Dry-country species such as Grevy's zebra, reticulated giraffe and lesser kudu.</li>
<li>More than 400 bird species.</li>
</ul>
<h3>When to go</h3>
<p>June to September and January to March are the driest months. The park is about six hours by road from Nairobi, or a short flight to its airstrip.</p>`,
    destination_type: "hidden",
    continents: ["East Africa"],
    images: [
      { scene: "savanna", variant: 38, alt: "Doum palms and tall grass in Meru" },
      { scene: "lake-hippos", variant: 13, alt: "Hippos in a river in Meru National Park" },
      { scene: "tented-camp", variant: 42, alt: "Quiet camp under the stars in Meru" },
    ],
  },
  {
    slug: "chyulu-hills",
    name: "Chyulu Hills",
    description:
      "Rolling green volcanic hills between Amboseli and Tsavo, with horseback rides, lava-tube caves and sweeping views of Kilimanjaro.",
    description_html: `<p>The Chyulu Hills are a young volcanic range rising between Amboseli and Tsavo West, covered in grassland and cloud forest that turns a vivid green after the rains. They are one of Kenya's great water towers: rain soaks into the porous lava and emerges as the springs of Mzima and beyond.</p>
<h3>What to do</h3>
<ul>
<li>Horseback rides across the open ridges, with Kilimanjaro filling the horizon.</li>
<li>Guided walks to see eland, giraffe and bushbuck.</li>
<li>Exploring lava-tube caves, including one of the longest known in the world.</li>
<li>Sundowners on the crater rims with community guides.</li>
</ul>
<h3>When to go</h3>
<p>The hills are lovely after the short rains in November and December, when they are at their greenest, and clear during the dry months from June to October.</p>
<p>The Chyulus are about four to five hours from Nairobi. Accommodation is limited to a handful of small camps and community lodges, so it is a perfect place for travellers who want space and silence between busier parks.</p>`,
    destination_type: "hidden",
    continents: ["East Africa"],
    images: [
      { scene: "mountain-trail", variant: 9, alt: "Green volcanic ridges of the Chyulu Hills" },
      { scene: "snow-peak", variant: 26, alt: "Kilimanjaro seen from the Chyulu ridges" },
      { scene: "tented-camp", variant: 36, alt: "Small camp on a grassy hillside" },
    ],
  },
  {
    slug: "kakamega-forest",
    name: "Kakamega Forest",
    description:
      "Kenya's last fragment of equatorial rainforest, alive with colobus and red-tailed monkeys, hundreds of bird species and bright butterflies.",
    description_html: `<p>Kakamega Forest in western Kenya is the easternmost remnant of the great Guineo-Congolian rainforest that once stretched across Central Africa. Walking beneath its tall trees feels like stepping into another country: the air is humid, the birdsong is constant and the canopy is busy with primates.</p>
<h3>What to see</h3>
<ul>
<li>Black-and-white colobus, red-tailed monkeys and blue monkeys.</li>
<li>More than 300 bird species, including the great blue turaco and several forest specialists found nowhere else in Kenya.</li>
<li>Hundreds of species of butterfly, especially after the rains.</li>
<li>Sunrise from Lirhanda or Buyangu Hill, with the forest canopy steaming below.</li>
<li>Night walks to find bushbabies, chameleons and pottos.</li>
</ul>
<h3>When to go</h3>
<p>Kakamega is wet all year, but June to September is generally the driest period. Good boots and a light rain jacket are essential.</p>
<p>The easiest route is to fly from Nairobi to Kisumu and drive about an hour and a half north. Two nights allow for a morning bird walk, an afternoon forest hike and a night walk.</p>`,
    destination_type: "hidden",
    continents: ["East Africa"],
    images: [
      { scene: "rainforest", variant: 4, alt: "Tall trees and colobus in Kakamega Forest" },
      { scene: "waterfall", variant: 29, alt: "Stream tumbling through the rainforest" },
      { scene: "rainforest", variant: 47, alt: "Misty canopy seen from a forest hill" },
    ],
  },
  {
    slug: "lake-turkana",
    name: "Lake Turkana",
    description:
      "The remote Jade Sea of northern Kenya: the world's largest desert lake, with volcanic islands, crocodiles and fossil sites that shaped human history.",
    description_html: `<p>Lake Turkana stretches for almost 300 kilometres through the deserts of northern Kenya. It is the largest permanent desert lake in the world, and its colour shifts from grey to brilliant jade as the wind stirs up algae. Getting here is an expedition, which is exactly why those who make the journey never forget it.</p>
<h3>What to see</h3>
<ul>
<li>Central Island National Park, with crater lakes and one of the largest breeding populations of Nile crocodiles.</li>
<li>Sibiloi National Park and the fossil beds of Koobi Fora, where key discoveries about early humans were made.</li>
<li>Loiyangalani, an oasis of palms and the meeting point of several northern communities.</li>
<li>Volcanic landscapes that feel almost lunar.</li>
</ul>
<h3>When to go</h3>
<p>The region is hot and dry all year. The cooler months of June to September are the most comfortable, and the lake's cultural festival, when it runs, is a remarkable showcase of northern Kenya's peoples.</p>
<p>By road, allow two long days from Nairobi via Marsabit or Maralal. Many travellers fly in by charter instead, which we can arrange.</p>`,
    destination_type: "hidden",
    continents: ["East Africa"],
    images: [
      { scene: "desert-dunes", variant: 11, alt: "Desert shore of the Jade Sea" },
      { scene: "lake-flamingos", variant: 40, alt: "Flamingos on a crater lake of Central Island" },
      { scene: "aircraft", variant: 21, alt: "Charter plane on a northern desert airstrip" },
    ],
  },
  {
    slug: "shimba-hills",
    name: "Shimba Hills",
    description:
      "A cool coastal forest reserve above Diani, home to Kenya's only sable antelope, forest elephants and a waterfall reached by a steep trail.",
    description_html: `<p>The Shimba Hills National Reserve rises about 30 kilometres south-west of Mombasa, just inland from Diani Beach. The plateau is a patchwork of coastal rainforest and grassland, and it is noticeably cooler than the beaches below, with sea breezes and wide views to the ocean.</p>
<h3>What to see</h3>
<ul>
<li>The sable antelope, found nowhere else in Kenya, with its sweeping curved horns.</li>
<li>Forest elephants, buffalo and the shy Maasai giraffe.</li>
<li>A walk down to a forest waterfall with a plunge pool.</li>
<li>The nearby Mwaluganje community elephant sanctuary.</li>
<li>Rare butterflies, orchids and cycads.</li>
</ul>
<h3>When to go</h3>
<p>The dry months from June to October and January to March are best. Roads become slippery after heavy rain.</p>
<p>Shimba Hills is an easy half-day or day trip from Diani, which makes it ideal for families who want a taste of safari without leaving the coast.</p>`,
    destination_type: "hidden",
    continents: ["East Africa"],
    images: [
      { scene: "rainforest", variant: 18, alt: "Coastal forest of the Shimba Hills" },
      { scene: "waterfall", variant: 2, alt: "Forest waterfall and plunge pool" },
      { scene: "savanna", variant: 60, alt: "Sable antelope on a grassy clearing" },
    ],
  },
  // ------------------------------------------------- Tanzania and Uganda
  {
    slug: "zanzibar",
    name: "Zanzibar",
    description:
      "Spice-scented Stone Town, white beaches at Nungwi and Kendwa, and warm coral reefs, all just over an hour's flight from Nairobi.",
    description_html: `<p>Zanzibar is an archipelago off the Tanzanian coast whose main island, Unguja, blends Swahili, Arab, Indian and European influences. Its capital, Stone Town, is a UNESCO World Heritage Site of winding alleys, carved doors, coral-stone mansions and busy markets.</p>
<h3>What to do</h3>
<ul>
<li>Wander Stone Town and eat grilled seafood at the Forodhani night market.</li>
<li>Take a spice tour to see cloves, nutmeg, cinnamon and vanilla growing.</li>
<li>Meet the rare Zanzibar red colobus in Jozani Forest.</li>
<li>Visit giant tortoises on Prison Island.</li>
<li>Snorkel at Mnemba Atoll and relax on the beaches of Nungwi, Kendwa or Paje.</li>
</ul>
<h3>When to go</h3>
<p>June to October is dry and breezy, and December to February is hot and sunny. The long rains from March to May bring heavy showers and many hotels close for maintenance.</p>
<p>Direct flights from Nairobi take about an hour and a quarter, so Zanzibar pairs beautifully with a Kenyan or Tanzanian safari. Kenyan citizens travel with an ordinary passport; check current entry rules before booking.</p>`,
    destination_type: "popular",
    continents: ["East Africa"],
    images: [
      { scene: "beach", variant: 8, alt: "Turquoise water and white sand on Zanzibar" },
      { scene: "old-town", variant: 12, alt: "Carved doorway in Stone Town" },
      { scene: "dhow", variant: 20, alt: "Dhow at sunset off Nungwi" },
      { scene: "coral-reef", variant: 30, alt: "Reef fish at Mnemba Atoll" },
    ],
  },
  {
    slug: "serengeti",
    name: "Serengeti",
    description:
      "Endless plains in northern Tanzania where over a million wildebeest follow the rains in a year-round cycle of calving, crossing and pursuit.",
    description_html: `<p>Serengeti National Park covers nearly 15,000 square kilometres of northern Tanzania, and its name comes from the Maasai word for endless plains. It is the stage for the Great Migration, which moves through the park almost all year before spilling into Kenya's Maasai Mara.</p>
<h3>Where the herds are</h3>
<ul>
<li><strong>January to March</strong>: calving season on the short-grass plains of the south, around Ndutu, with intense predator action.</li>
<li><strong>April to May</strong>: the herds move north-west during the long rains.</li>
<li><strong>June to July</strong>: crossings of the Grumeti River in the western corridor.</li>
<li><strong>August to October</strong>: Mara River crossings in the far north.</li>
<li><strong>November to December</strong>: the herds return south with the short rains.</li>
</ul>
<p>Beyond the migration, the central Seronera valley has some of Africa's densest populations of lions and leopards, and the granite kopjes are classic places to find big cats basking.</p>
<h3>Getting there</h3>
<p>Most travellers from Nairobi fly to Kilimanjaro or Arusha in about an hour and continue by light aircraft or road. We can also combine the Serengeti with the Maasai Mara on a cross-border itinerary.</p>`,
    destination_type: "popular",
    continents: ["East Africa"],
    images: [
      { scene: "savanna", variant: 5, alt: "Wildebeest migration across the Serengeti" },
      { scene: "balloon", variant: 16, alt: "Balloon over the Serengeti plains" },
      { scene: "tented-camp", variant: 2, alt: "Mobile camp following the migration" },
      { scene: "savanna", variant: 41, alt: "Lions on a granite kopje" },
    ],
  },
  {
    slug: "ngorongoro-crater",
    name: "Ngorongoro Crater",
    description:
      "A vast collapsed volcano in Tanzania whose walled floor holds lions, black rhino, elephants and flamingo-pink soda lakes.",
    description_html: `<p>The Ngorongoro Crater is the largest unbroken, unflooded volcanic caldera in the world: about 19 kilometres across and 600 metres deep. Its walls form a natural enclosure for some 25,000 large animals, creating one of the most concentrated wildlife spectacles in Africa.</p>
<h3>What to see</h3>
<ul>
<li>Black rhino, one of the best places in Tanzania to see them.</li>
<li>Lions, spotted hyenas, buffalo and old bull elephants with huge tusks.</li>
<li>Lake Magadi on the crater floor, often lined with flamingos.</li>
<li>Maasai herders bringing cattle to the rim.</li>
<li>Olduvai Gorge nearby, one of the world's most important sites for the study of human origins.</li>
</ul>
<h3>Good to know</h3>
<p>Time on the crater floor is limited each day, so we start early to descend when the light is soft and the crowds are thin. The rim is high, at about 2,300 metres, and evenings are cold; bring a warm layer.</p>
<p>The crater is open all year. It lies about 180 kilometres west of Arusha and fits neatly between Tarangire, Lake Manyara and the Serengeti on a northern Tanzania circuit.</p>`,
    destination_type: "popular",
    continents: ["East Africa"],
    images: [
      { scene: "savanna", variant: 19, alt: "Crater floor and steep walls of Ngorongoro" },
      { scene: "lake-flamingos", variant: 9, alt: "Flamingos on the crater's soda lake" },
      { scene: "mountain-trail", variant: 33, alt: "View from the crater rim" },
    ],
  },
  {
    slug: "mount-kilimanjaro",
    name: "Mount Kilimanjaro",
    description:
      "Africa's highest peak at 5,895 m, climbable without ropes on routes through rainforest, moorland and alpine desert to glaciers at the summit.",
    description_html: `<p>Mount Kilimanjaro in northern Tanzania is the highest mountain in Africa and the tallest free-standing mountain in the world. Uhuru Peak, at 5,895 metres, is reached without technical climbing, but the altitude is a serious challenge and a good route, a patient pace and proper acclimatisation make all the difference.</p>
<h3>Choosing a route</h3>
<ul>
<li><strong>Marangu</strong>: hut accommodation, often five or six days.</li>
<li><strong>Machame</strong>: scenic and popular, six or seven days.</li>
<li><strong>Lemosho</strong>: quieter and beautiful, seven or eight days with good acclimatisation.</li>
<li><strong>Rongai</strong>: approaches from the north near the Kenyan border, drier.</li>
<li><strong>Northern Circuit</strong>: the longest, with the highest success rates.</li>
</ul>
<h3>When to go</h3>
<p>The best conditions are from late December to early March and from June to October. The long rains in April and May make the trails muddy and cloudy.</p>
<p>Climbs start from Moshi or Arusha, an hour's flight from Nairobi or a day by road via the Namanga border. Climbers pass through five climate zones, from farmland and rainforest to heather, alpine desert and finally the arctic summit zone.</p>`,
    destination_type: "popular",
    continents: ["East Africa"],
    images: [
      { scene: "snow-peak", variant: 1, alt: "Kilimanjaro's snow-capped summit at dawn" },
      { scene: "mountain-trail", variant: 6, alt: "Climbers on a ridge above the clouds" },
      { scene: "tented-camp", variant: 47, alt: "Mountain camp below the glaciers" },
      { scene: "snow-peak", variant: 34, alt: "Glaciers at Uhuru Peak" },
    ],
  },
  {
    slug: "bwindi-impenetrable-forest",
    name: "Bwindi Impenetrable Forest",
    description:
      "A steep, misty Ugandan rainforest that shelters nearly half of the world's mountain gorillas, reached by guided treks through dense jungle.",
    description_html: `<p>Bwindi Impenetrable National Park in south-western Uganda covers about 330 square kilometres of ancient montane forest, and it lives up to its name: slopes are steep, vines are thick and paths are often cut by hand. It is a UNESCO World Heritage Site and home to nearly half of the world's remaining mountain gorillas.</p>
<h3>Gorilla trekking</h3>
<p>Visitors join small groups led by rangers to spend one hour with a habituated gorilla family. Treks can last from one to several hours each way, depending on where the gorillas slept, so a reasonable level of fitness helps. Porters from local communities are available to carry bags and lend a hand on steep sections.</p>
<ul>
<li>Permits are limited and must be booked months ahead; we handle this for you.</li>
<li>Minimum age for trekking is 15 years.</li>
<li>East African residents pay a lower permit fee than international visitors.</li>
</ul>
<h3>When to go</h3>
<p>June to August and December to February are the driest months, though rain can fall at any time. Waterproof clothing, gloves for grabbing vegetation and sturdy boots are essential.</p>
<p>From Nairobi, fly to Entebbe in about an hour, then take a domestic flight or a full day's drive to the forest.</p>`,
    destination_type: "hidden",
    continents: ["East Africa"],
    images: [
      { scene: "rainforest", variant: 1, alt: "Gorilla silhouettes in the misty Bwindi forest" },
      { scene: "mountain-trail", variant: 48, alt: "Trekkers on a steep jungle path" },
      { scene: "rainforest", variant: 33, alt: "Dense green canopy and vines" },
    ],
  },
  // ----------------------------------------------------- rest of Africa
  {
    slug: "cape-town",
    name: "Cape Town",
    description:
      "A spectacular city between mountain and ocean, with Table Mountain, Cape Point, penguin beaches and the nearby winelands.",
    description_html: `<p>Cape Town sits at the foot of Table Mountain where the Atlantic meets the southern tip of Africa. It combines a relaxed city life with some of the most dramatic scenery on the continent, and it is about five hours by air from Nairobi.</p>
<h3>What to see</h3>
<ul>
<li>Table Mountain, by cable car or on foot, for views over the city and bay.</li>
<li>The Cape Peninsula drive to Cape Point and the Cape of Good Hope.</li>
<li>The African penguin colony at Boulders Beach.</li>
<li>Robben Island, where political prisoners were held during apartheid.</li>
<li>The winelands of Stellenbosch and Franschhoek, less than an hour away.</li>
</ul>
<h3>When to go</h3>
<p>The southern summer, from November to March, is warm and dry, perfect for beaches and hiking. Winter from June to August is cool and rainy but brings lower prices, and whale watching along the coast peaks between July and November.</p>
<p>Cape Town combines well with a safari in Kruger or a stay at Victoria Falls, and we can arrange visas for Kenyan passport holders where required.</p>`,
    destination_type: "popular",
    continents: ["Africa"],
    images: [
      { scene: "city-skyline", variant: 9, alt: "Cape Town below Table Mountain" },
      { scene: "beach", variant: 40, alt: "Boulder-strewn beach on the Cape Peninsula" },
      { scene: "mountain-trail", variant: 52, alt: "Hiking trail on Table Mountain" },
    ],
  },
  {
    slug: "victoria-falls",
    name: "Victoria Falls",
    description:
      "The Smoke That Thunders: a mile-wide curtain of water on the Zambezi between Zambia and Zimbabwe, with rainforest walks and sunset cruises.",
    description_html: `<p>Victoria Falls, known locally as Mosi-oa-Tunya, is one of the largest waterfalls in the world. The Zambezi River plunges about 108 metres over a basalt edge more than 1.7 kilometres wide, throwing spray so high it can be seen from many kilometres away.</p>
<h3>What to do</h3>
<ul>
<li>Walk the rainforest paths opposite the falls, where the spray creates permanent rainbows.</li>
<li>Take a sunset cruise on the upper Zambezi among hippos and elephants.</li>
<li>White-water rafting in the gorges below the falls, best at lower water.</li>
<li>Scenic helicopter or microlight flights.</li>
<li>Day trips to Chobe National Park in Botswana for elephant herds.</li>
</ul>
<h3>When to go</h3>
<p>The water is at its fullest from about March to May, when the spray is dramatic but can hide the view. From August to December the flow drops, the rock face appears and natural pools on the edge become accessible from the Zambian side.</p>
<p>Fly from Nairobi to Livingstone or Victoria Falls airport, usually with a short connection.</p>`,
    destination_type: "popular",
    continents: ["Africa"],
    images: [
      { scene: "waterfall", variant: 1, alt: "Victoria Falls with spray and a rainbow" },
      { scene: "lake-hippos", variant: 50, alt: "Sunset on the upper Zambezi" },
      { scene: "aircraft", variant: 37, alt: "Scenic flight over the falls" },
    ],
  },
  {
    slug: "mauritius",
    name: "Mauritius",
    description:
      "A volcanic island in the Indian Ocean with lagoons, coloured earths and mountain gorges, about four hours by air from Nairobi.",
    description_html: `<p>Mauritius is a small island nation east of Madagascar, surrounded almost entirely by a coral reef that creates calm, clear lagoons. Its people blend Indian, African, French and Chinese heritage, which shows in everything from the food to the festivals.</p>
<h3>What to see</h3>
<ul>
<li>Le Morne Brabant, a mountain with a powerful history and a famous lagoon at its foot.</li>
<li>The Seven Coloured Earths of Chamarel and its nearby waterfall.</li>
<li>Black River Gorges National Park, with hiking trails and endemic birds.</li>
<li>Catamaran days to Île aux Cerfs and snorkelling in the lagoons.</li>
<li>Street food in Port Louis, from dholl puri to fresh fruit with chilli.</li>
</ul>
<h3>When to go</h3>
<p>May to December is cooler and drier, ideal for hiking and sightseeing. January to March is hot and humid, with the chance of cyclones. The water stays warm all year.</p>
<p>Direct flights from Nairobi take about four hours, making Mauritius a favourite for honeymoons and anniversaries.</p>`,
    destination_type: "popular",
    continents: ["Africa"],
    images: [
      { scene: "beach", variant: 13, alt: "Lagoon and mountain on Mauritius" },
      { scene: "sunset-dinner", variant: 8, alt: "Beach dinner for two at sunset" },
      { scene: "waterfall", variant: 44, alt: "Waterfall in a green gorge" },
      { scene: "coral-reef", variant: 48, alt: "Snorkelling over a coral lagoon" },
    ],
  },
  // ------------------------------------------------------------ Asia
  {
    slug: "dubai",
    name: "Dubai",
    description:
      "A glittering Gulf city of record-breaking towers, desert safaris, gold souks and beach resorts, about five hours from Nairobi.",
    description_html: `<p>Dubai has grown from a small trading port on a creek into one of the world's best-known cities in a single lifetime. It is a popular choice for shopping trips, family holidays and stopovers, and its airport is one of the world's great flight hubs.</p>
<h3>What to do</h3>
<ul>
<li>Ride to the observation decks of the 828-metre Burj Khalifa, the tallest building in the world.</li>
<li>Head into the desert for dune drives, camel rides and a barbecue under the stars.</li>
<li>Cross Dubai Creek by abra and explore the gold and spice souks of Deira.</li>
<li>Take a dhow dinner cruise along the creek or the marina.</li>
<li>Visit the historic Al Fahidi quarter with its wind towers.</li>
</ul>
<h3>When to go</h3>
<p>November to March is pleasantly warm. Summer temperatures from June to September regularly pass 40°C, though hotel prices drop sharply and indoor attractions stay cool.</p>
<p>Flights from Nairobi take about five hours. We arrange visas for Kenyan passport holders, hotels and airport transfers as one package.</p>`,
    destination_type: "popular",
    continents: ["Asia"],
    images: [
      { scene: "city-skyline", variant: 5, alt: "Dubai towers at dusk" },
      { scene: "desert-dunes", variant: 1, alt: "Camels crossing red dunes near Dubai" },
      { scene: "dhow", variant: 27, alt: "Dhow cruise on Dubai Creek" },
    ],
  },
  {
    slug: "jerusalem",
    name: "Jerusalem",
    description:
      "A city sacred to three faiths, where pilgrims walk the Via Dolorosa, pray at the Garden of Gethsemane and visit nearby Bethlehem.",
    description_html: `<p>Jerusalem's walled Old City holds some of the most sacred places in the world within less than one square kilometre. For Christian pilgrims, walking its stone streets brings the Gospel accounts vividly to life.</p>
<h3>Places of pilgrimage</h3>
<ul>
<li>The Mount of Olives, with its view over the Old City, and the Garden of Gethsemane at its foot.</li>
<li>The Via Dolorosa, the traditional path of the Stations of the Cross.</li>
<li>The Church of the Holy Sepulchre.</li>
<li>The Pool of Bethesda and the Upper Room on Mount Zion.</li>
<li>Bethlehem and the Church of the Nativity, a short drive south.</li>
</ul>
<h3>When to go</h3>
<p>Spring, from March to May, and autumn, from September to November, are mild and ideal for walking. Easter and Christmas are deeply moving times to visit but need early booking.</p>
<p>Our pilgrimages usually combine Jerusalem with Galilee, Nazareth and the Jordan River, with daily devotions led by an experienced group leader. Flights from Nairobi take around five hours. We always review current travel advisories with each group before departure.</p>`,
    destination_type: "popular",
    continents: ["Asia"],
    images: [
      { scene: "church", variant: 1, alt: "Old stone churches on the Jerusalem hills" },
      { scene: "old-town", variant: 30, alt: "Stone lanes of the Old City" },
      { scene: "church", variant: 22, alt: "Olive trees and a chapel at dusk" },
    ],
  },
  {
    slug: "bali",
    name: "Bali",
    description:
      "An Indonesian island of terraced rice fields, cliff-top temples, volcano sunrise hikes and surf beaches, with a gentle and welcoming culture.",
    description_html: `<p>Bali is the best-known of Indonesia's thousands of islands, famous for its Hindu temples, emerald rice terraces and a creative, spiritual culture that shapes daily life. Offerings of flowers and incense appear on doorsteps every morning.</p>
<h3>What to do</h3>
<ul>
<li>Stay in Ubud among rice terraces, craft villages and dance performances.</li>
<li>Hike Mount Batur before dawn to watch the sun rise over the crater lake.</li>
<li>Visit sea temples perched on rocks and cliffs, especially at sunset.</li>
<li>Surf, snorkel or simply relax on the beaches of the south.</li>
<li>Take a cooking class in a family compound.</li>
</ul>
<h3>When to go</h3>
<p>The dry season from April to October brings the best weather. July and August are busiest; May, June and September are ideal compromises.</p>
<p>Flights from Nairobi connect through the Gulf or Asian hubs and take around 15 to 18 hours in total. We recommend at least ten nights.</p>`,
    destination_type: "popular",
    continents: ["Asia"],
    images: [
      { scene: "beach", variant: 46, alt: "Bali beach and palm trees" },
      { scene: "mountain-trail", variant: 57, alt: "Sunrise hike on a Balinese volcano" },
      { scene: "rainforest", variant: 54, alt: "Terraced fields and jungle in Ubud" },
    ],
  },
  // ----------------------------------------------------------- Europe
  {
    slug: "rome",
    name: "Rome",
    description:
      "The Eternal City of ancient ruins, Renaissance art and the Vatican, a highlight of our Christian pilgrimages and European holidays.",
    description_html: `<p>Rome has been a centre of power, faith and art for nearly three thousand years. Its streets layer ancient temples, early Christian churches, Renaissance palaces and lively modern neighbourhoods, and the food alone is reason enough to visit.</p>
<h3>What to see</h3>
<ul>
<li>Vatican City, with St Peter's Basilica, the Vatican Museums and the Sistine Chapel.</li>
<li>The Colosseum, the Roman Forum and the Palatine Hill.</li>
<li>The catacombs along the Appian Way, early Christian burial places.</li>
<li>The Pantheon, Trevi Fountain and Piazza Navona.</li>
<li>Trastevere for evening walks and dinner.</li>
</ul>
<h3>When to go</h3>
<p>April to June and September to October offer warm days and fewer crowds than the hot summer peak. Easter in Rome is a special experience for pilgrim groups.</p>
<p>Connecting flights from Nairobi take around eight to ten hours. We prepare Schengen visa documentation for Kenyan travellers and book skip-the-line entries to the busiest sites.</p>`,
    destination_type: "popular",
    continents: ["Europe"],
    images: [
      { scene: "church", variant: 12, alt: "Domes and bell towers of Rome" },
      { scene: "old-town", variant: 41, alt: "Narrow cobbled street in Trastevere" },
      { scene: "city-skyline", variant: 23, alt: "Rome's skyline at sunset" },
    ],
  },
  {
    slug: "santorini",
    name: "Santorini",
    description:
      "A Greek island of whitewashed villages clinging to a volcanic caldera, famous for its sunsets, black-sand beaches and seaside tavernas.",
    description_html: `<p>Santorini is the remains of a volcano that erupted dramatically about 3,600 years ago, leaving a flooded caldera ringed by tall cliffs. The villages of Fira and Oia perch along the rim, their white houses and blue domes tumbling towards the sea.</p>
<h3>What to do</h3>
<ul>
<li>Watch the sunset from Oia, or from a quieter spot in Imerovigli.</li>
<li>Walk the cliff path from Fira to Oia, about ten kilometres of spectacular views.</li>
<li>Sail around the caldera and swim in the hot springs.</li>
<li>Explore Akrotiri, a Bronze Age town preserved under volcanic ash.</li>
<li>Relax on the black-sand beaches of Perissa and Kamari.</li>
</ul>
<h3>When to go</h3>
<p>May, June, September and October are warm but less crowded than July and August. Many hotels close between November and March.</p>
<p>Santorini is a dream for honeymooners. Reach it via Athens, with a short flight or ferry, and combine it with another island such as Naxos or Crete.</p>`,
    destination_type: "popular",
    continents: ["Europe"],
    images: [
      { scene: "old-town", variant: 19, alt: "White houses and blue domes above the caldera" },
      { scene: "sunset-dinner", variant: 31, alt: "Cliff-top dinner at sunset" },
      { scene: "beach", variant: 52, alt: "Black-sand beach on Santorini" },
    ],
  },
  // ---------------------------------------------------- the Americas
  {
    slug: "banff",
    name: "Banff",
    description:
      "Canada's first national park, with glacier-fed turquoise lakes, snowy Rocky Mountain peaks and wildlife from elk to grizzly bears.",
    description_html: `<p>Banff National Park was established in 1885 in the Canadian Rockies, making it the oldest national park in Canada. Its mountain peaks, glaciers and startlingly blue lakes make it one of the most scenic places in North America.</p>
<h3>What to see</h3>
<ul>
<li>Lake Louise and Moraine Lake, coloured by fine glacial silt.</li>
<li>The Icefields Parkway, a mountain road past glaciers and waterfalls.</li>
<li>The gondola ride up Sulphur Mountain and the hot springs below.</li>
<li>Elk, bighorn sheep, and black and grizzly bears seen from a safe distance.</li>
</ul>
<h3>When to go</h3>
<p>June to September is best for hiking and lakes free of ice. December to March brings excellent skiing and snowy landscapes.</p>
<p>Fly from Nairobi to Calgary through Europe, then drive about 90 minutes to Banff. It feels a world away from the savanna, which is exactly the point.</p>`,
    destination_type: "popular",
    continents: ["North America"],
    images: [
      { scene: "snow-peak", variant: 40, alt: "Snowy Rockies above a turquoise lake" },
      { scene: "waterfall", variant: 53, alt: "Mountain waterfall beside the parkway" },
      { scene: "mountain-trail", variant: 15, alt: "Hiking path through alpine meadows" },
    ],
  },
  {
    slug: "machu-picchu",
    name: "Machu Picchu",
    description:
      "The Inca citadel high in Peru's Andes, reached by the classic Inca Trail or by train through the Sacred Valley from Cusco.",
    description_html: `<p>Machu Picchu was built in the 15th century on a mountain ridge at about 2,430 metres above sea level, above the Urubamba River. Its stone terraces, temples and houses fit the landscape so perfectly that the site seems to grow out of the mountain.</p>
<h3>Ways to arrive</h3>
<ul>
<li><strong>The classic Inca Trail</strong>: four days on foot through cloud forest and high passes; permits sell out months ahead.</li>
<li><strong>The short Inca Trail</strong>: a one-day hike entering through the Sun Gate.</li>
<li><strong>By train</strong>: a scenic ride from Cusco or the Sacred Valley to Aguas Calientes.</li>
</ul>
<h3>When to go</h3>
<p>The dry season from May to September offers the clearest skies. The Inca Trail closes each February for maintenance.</p>
<p>Spend a couple of days in Cusco first to adjust to the altitude, which is higher than the citadel itself. Flights from Nairobi connect through Europe or Johannesburg to Lima.</p>`,
    destination_type: "popular",
    continents: ["South America"],
    images: [
      { scene: "mountain-trail", variant: 30, alt: "Stone terraces on an Andean ridge" },
      { scene: "snow-peak", variant: 45, alt: "Snowy Andes above the Sacred Valley" },
      { scene: "rainforest", variant: 39, alt: "Cloud forest on the Inca Trail" },
    ],
  },
  // ------------------------------------------------ Antarctica, Oceania
  {
    slug: "antarctic-peninsula",
    name: "Antarctic Peninsula",
    description:
      "The ultimate expedition: icebergs, penguin colonies and whales on small-ship voyages from the southern tip of South America.",
    description_html: `<p>The Antarctic Peninsula is the most accessible part of the white continent, reaching north towards South America. Small expedition ships sail from Ushuaia in Argentina, crossing the Drake Passage in about two days before reaching a world of ice, mountains and extraordinary wildlife.</p>
<h3>What to see</h3>
<ul>
<li>Gentoo, chinstrap and Adélie penguin colonies.</li>
<li>Humpback and minke whales feeding in the channels.</li>
<li>Leopard seals resting on ice floes.</li>
<li>Zodiac cruises among towering icebergs, and landings on the continent itself.</li>
</ul>
<h3>When to go</h3>
<p>The season runs from November to March. November brings pristine snow and courting penguins, December and January bring chicks and long daylight, and February and March are best for whales.</p>
<p>Some voyages fly across the Drake Passage to save time and avoid rough seas. It is a once-in-a-lifetime journey, so we suggest planning at least a year ahead.</p>`,
    destination_type: "hidden",
    continents: ["Antarctica"],
    images: [
      { scene: "snow-peak", variant: 52, alt: "Ice-covered peaks above a frozen bay" },
      { scene: "snow-peak", variant: 13, alt: "Icebergs in a calm Antarctic channel" },
      { scene: "aircraft", variant: 55, alt: "Expedition plane on an ice runway" },
    ],
  },
  {
    slug: "sydney",
    name: "Sydney",
    description:
      "Australia's harbour city, with its famous Opera House and bridge, golden surf beaches and the Blue Mountains a short drive away.",
    description_html: `<p>Sydney wraps around one of the world's most beautiful natural harbours. It is a relaxed, outdoor city where ferries are a normal commute and beaches are part of daily life.</p>
<h3>What to do</h3>
<ul>
<li>Tour the Opera House or catch a performance.</li>
<li>Climb the Harbour Bridge or walk across it at sunset.</li>
<li>Follow the coastal walk from Bondi to Coogee past cliffs and rock pools.</li>
<li>Take the ferry to Manly for a beach afternoon.</li>
<li>Spend a day in the Blue Mountains among eucalyptus forests and waterfalls.</li>
</ul>
<h3>When to go</h3>
<p>Spring, from September to November, and autumn, from March to May, are warm and comfortable. Summer from December to February is hot and lively, with New Year's Eve fireworks over the harbour.</p>
<p>Flights from Nairobi connect through the Gulf or Johannesburg and take around 20 hours in total. Add a few days on the Great Barrier Reef for a complete Australian journey.</p>`,
    destination_type: "popular",
    continents: ["Oceania"],
    images: [
      { scene: "city-skyline", variant: 30, alt: "Sydney harbour and skyline" },
      { scene: "beach", variant: 58, alt: "Surf beach near Sydney" },
      { scene: "coral-reef", variant: 59, alt: "Reef life on the Great Barrier Reef" },
    ],
  },
  // ------------------------------------------- no continent (ordering test)
  {
    slug: "seychelles",
    name: "Seychelles",
    description:
      "An Indian Ocean archipelago of granite boulders, powder-white coves and giant tortoises, three hours by air from Nairobi.",
    description_html: `<p>The Seychelles are an archipelago of about 115 islands scattered across the western Indian Ocean. The inner islands are made of ancient granite, shaped by the weather into smooth boulders that frame some of the most beautiful beaches anywhere.</p>
<h3>What to see</h3>
<ul>
<li>Anse Source d'Argent on La Digue, with its famous pink-grey boulders.</li>
<li>The Vallée de Mai on Praslin, a palm forest home to the giant coco de mer nut.</li>
<li>Aldabra giant tortoises roaming freely on several islands.</li>
<li>Snorkelling among turtles and reef fish in the marine parks.</li>
<li>Creole cooking with grilled fish, coconut curries and breadfruit.</li>
</ul>
<h3>When to go</h3>
<p>April to May and October to November, between the trade winds, bring the calmest seas and the clearest water for diving. The islands are warm all year.</p>
<p>Flights from Nairobi take about three hours, and island-hopping by ferry or small plane is easy.</p>`,
    destination_type: "popular",
    continents: [],
    images: [
      { scene: "beach", variant: 26, alt: "Granite boulders on a white Seychelles beach" },
      { scene: "coral-reef", variant: 21, alt: "Turtle over a reef in the Seychelles" },
      { scene: "sunset-dinner", variant: 43, alt: "Beach dinner under lanterns" },
    ],
  },
];
