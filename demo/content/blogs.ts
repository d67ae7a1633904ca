import type { BlogSeed } from "./types.ts";

/** Demo stories written by the (fictional) Twiga Horizons team. */
export const blogs: BlogSeed[] = [
  {
    slug: "when-to-see-the-great-migration-in-the-maasai-mara",
    title: "When to see the Great Migration in the Maasai Mara",
    author: "Brian Kiprono",
    is_featured: true,
    created_at: "2025-01-14T08:30:00Z",
    excerpt:
      "The herds do not follow a calendar, but they do follow the rain. Here is how to time your Mara safari for the best chance of a river crossing.",
    content_html: `<p>Every year, more than a million wildebeest, together with hundreds of thousands of zebras and gazelles, walk a great loop between Tanzania's Serengeti and Kenya's Maasai Mara. People often ask us for the exact date the herds will arrive. The honest answer is that nobody knows, because the animals are following fresh grass, and fresh grass follows the rain. What we can give you is a reliable pattern and some practical advice from years of guiding.</p>
<h2>The general pattern</h2>
<p>From January to March the herds are far to the south in Tanzania, where the wildebeest give birth to around half a million calves in a few weeks. As the southern plains dry out they move north-west, and by June they are crossing the Grumeti River in the western Serengeti. The front of the herd usually reaches the Kenyan border in <strong>July</strong>. From then until <strong>October</strong>, the Mara is at its busiest, with the herds moving back and forth across the Mara and Talek rivers in search of grazing. With the short rains in November, they begin drifting south again.</p>
<h2>River crossings: patience is everything</h2>
<p>The crossings are the moment everyone wants to see: thousands of animals gathering on a steep bank, hesitating for hours, then suddenly plunging into the water while crocodiles wait below. <strong>August and September</strong> are usually the most reliable months. Even then, a crossing can happen at any time of day, or not at all for several days. Herds may gather at a crossing point all morning and then turn around.</p>
<blockquote>Our best advice: plan at least three full days in the Mara and be ready to spend a whole day at the river with a packed lunch. Guests who do this almost always see something unforgettable.</blockquote>
<h2>Choosing where to stay</h2>
<p>Where you sleep matters more than you might think. Camps in the northern part of the reserve and along the Mara River are closest to the main crossing points. The private conservancies bordering the reserve limit vehicle numbers, allow night drives and walking safaris, and give you a quieter experience, although the crossings themselves happen inside the main reserve.</p>
<ul>
<li><strong>July</strong>: the first herds arrive; fewer visitors than in August.</li>
<li><strong>August to September</strong>: peak crossings and peak prices. Book six to nine months ahead.</li>
<li><strong>October</strong>: herds thin out but crossings continue, often with fewer vehicles.</li>
<li><strong>November to June</strong>: green season. Lower prices, newborn antelope, and excellent resident predators.</li>
</ul>
<h2>Is it worth visiting outside the migration?</h2>
<p>Absolutely. The Mara has large resident populations of lions, cheetahs, leopards, elephants and buffalo that do not migrate. In the green season the reserve is lush, the light is beautiful for photography, and you may share a sighting with only one or two other vehicles. For Kenya residents, low-season rates can make a long weekend in the Mara remarkably affordable.</p>
<h2>A few practical tips</h2>
<p>Bring binoculars for each person, not one to share. A camera with a zoom lens of at least 200mm is useful, but a good phone will capture the scale of the herds. Pack a warm fleece: early mornings in the Mara can be surprisingly cold, especially in an open vehicle before sunrise. Finally, consider a balloon flight; seeing the herds from above, strung out in lines across the plains, is a completely different perspective.</p>
<p>If you would like us to match your dates to the most likely location of the herds, get in touch and one of our safari planners will walk you through the options.</p>`,
    image: { scene: "savanna", variant: 22, alt: "Wildebeest crossing a river in the Maasai Mara" },
  },
  {
    slug: "kenya-resident-versus-international-visitor-prices",
    title: "What a Kenya resident pays versus an international visitor, and why",
    author: "Wanjiru Mwangi",
    is_featured: false,
    created_at: "2025-03-02T10:15:00Z",
    excerpt:
      "Three people can book the same safari and pay three different prices. We explain resident, East African and non-resident rates, and what documents you need.",
    content_html: `<p>One of the most common questions we receive is why our packages show more than one price. On almost every safari page you will see a rate for <strong>Kenya residents</strong>, one for <strong>East African residents</strong>, and one for <strong>international visitors</strong>. The difference can be large, and it is not a mistake. It reflects how parks, lodges and airlines in the region price their services.</p>
<h2>Where the difference comes from</h2>
<p>The biggest single factor is park entry fees. National parks and reserves in Kenya charge conservation fees per person per day, and these are set in three bands: citizens and residents pay in Kenya shillings at a much lower rate, East African Community citizens pay a similar or slightly higher local rate, and non-residents pay in US dollars. In a premium reserve during peak season, a non-resident can pay many times more per day than a citizen for the same gate.</p>
<p>Lodges and camps often follow the same approach. Many publish a resident rate that is significantly lower than their international rate, especially outside the high season. Some of them also offer special weekend or school-holiday offers that are only open to residents.</p>
<h2>Why it is done this way</h2>
<ul>
<li><strong>Local access.</strong> Parks belong to the country. Lower rates make it possible for Kenyan families, students and church groups to enjoy their own heritage.</li>
<li><strong>Earning power.</strong> Prices pegged to international markets would put most local travellers out of reach.</li>
<li><strong>Conservation funding.</strong> International fees bring in the foreign currency that pays for rangers, anti-poaching units and community projects.</li>
</ul>
<blockquote>A non-resident park fee is not simply a ticket. It is a direct contribution to keeping elephants, rhinos and lions on the land.</blockquote>
<h2>Who counts as a resident?</h2>
<p>Kenyan citizens qualify with a national ID or passport. Foreign nationals living in Kenya qualify with a valid work permit, residence permit or alien card. East African rates apply to citizens of the East African Community partner states, with a valid passport or national ID. Children's rates usually apply up to a certain age, and very young children often enter free.</p>
<p>When you book with us, we ask for the details of each traveller so that the correct rate is applied. Park rangers and lodge staff check documents at the gate or on arrival, and if someone cannot show proof of residency, the international rate is charged on the spot. Please carry the original document, not a photo on your phone.</p>
<h2>Mixed groups</h2>
<p>It is common to travel with friends or relatives from abroad. In that case we price each person according to their own category. A Nairobi couple hosting cousins from London will see a single quote that lists both rates clearly, so there are no surprises.</p>
<h2>Currencies and what we quote</h2>
<p>We quote resident packages in Kenya shillings and international packages in US dollars, because that is how our suppliers charge us. If you are an international visitor paying locally, or a resident who prefers to pay in dollars, just ask and we will convert at the rate of the day.</p>
<h2>Getting the best value</h2>
<ul>
<li>Travel in the green season, from November to June, excluding holidays, when resident rates fall further.</li>
<li>Watch our deals page for resident-only weekend specials.</li>
<li>Choose a conservancy that bundles park fees into an all-inclusive rate.</li>
<li>Book early for August, when both resident and international rates are at their highest.</li>
</ul>
<p>If you are unsure which category you fall into, send us a message before booking and we will advise you. Getting it right at the start is much easier than sorting it out at a park gate.</p>`,
    image: { scene: "savanna", variant: 35, alt: "Safari vehicle at a park gate in Kenya" },
  },
  {
    slug: "packing-for-a-kenyan-safari",
    title: "Packing for a Kenyan safari: a practical list",
    author: "Achieng Otieno",
    is_featured: false,
    created_at: "2025-05-20T07:45:00Z",
    excerpt:
      "Soft bags, neutral colours, warm layers and a good pair of binoculars: our guides share what actually gets used on safari and what stays in the suitcase.",
    content_html: `<p>Safari packing is a balance between being prepared and travelling light. Light aircraft limit luggage, vehicles have little storage, and you will probably wear the same comfortable clothes for several days. After years of watching our guests pack, here is the list we actually recommend.</p>
<h2>Luggage</h2>
<p>If you are flying to a park on a light aircraft, most operators allow around <strong>15 kilograms per person, including hand luggage, in a soft bag</strong> without wheels or a rigid frame. Soft bags squeeze into the small cargo hold; hard suitcases often do not. If you are travelling by road, you have more flexibility, but a soft bag is still easier to handle. Most lodges offer same-day laundry, which means you can pack far less than you think.</p>
<h2>Clothing</h2>
<ul>
<li><strong>Neutral colours</strong>: khaki, olive, beige and brown. Avoid bright white, which shows dust, and dark blue or black, which attract tsetse flies in some areas.</li>
<li><strong>Layers</strong>: early game drives are cold, especially in the Mara and around Mount Kenya. Bring a fleece and a light windproof jacket.</li>
<li><strong>Long sleeves and trousers</strong> for the evenings, to protect against mosquitoes.</li>
<li>A wide-brimmed hat and a buff or scarf for dust.</li>
<li>Comfortable closed shoes for walking and sandals for camp.</li>
<li>Swimwear, because many lodges have pools and you will end up at the coast.</li>
</ul>
<h2>Health and comfort</h2>
<ul>
<li>Sunscreen with high protection and lip balm: the equatorial sun is strong even when it feels cool.</li>
<li>Insect repellent containing DEET or picaridin.</li>
<li>Anti-malaria medication if your doctor recommends it, plus any prescription medicine in its original packaging.</li>
<li>A small first-aid kit: plasters, rehydration salts, antihistamines and pain relief.</li>
<li>Your yellow fever certificate if required for your route.</li>
</ul>
<h2>Gear that makes a difference</h2>
<p><strong>Binoculars</strong> are the single most useful item on safari. An 8x42 or 10x42 pair is ideal, and ideally each traveller has their own. For photography, a zoom lens of 100-400mm covers almost everything; a bean bag helps steady it on the vehicle's window frame. Bring spare batteries and memory cards, because the excitement of a leopard sighting is no time to run out of space.</p>
<ul>
<li>A head torch for walking to your tent after dark.</li>
<li>A universal adapter: Kenya uses the three-pin British-style plug.</li>
<li>A power bank, since some camps run on solar power with limited charging times.</li>
<li>A reusable water bottle. Most camps provide filtered water refills.</li>
</ul>
<h2>What to leave at home</h2>
<blockquote>Kenya banned single-use plastic carrier bags in 2017. Pack shoes and toiletries in fabric pouches or reusable bags, as plastic carrier bags can be confiscated on arrival.</blockquote>
<p>Leave camouflage clothing behind, as it is associated with the military in many African countries. Expensive jewellery is unnecessary, and heavy hairdryers are rarely usable in tented camps.</p>
<h2>Documents and money</h2>
<p>Carry your passport, your electronic travel authorisation or visa confirmation, and proof of residency if you are booking at resident rates. Keep printed copies of your itinerary and insurance policy. Small notes in Kenya shillings or US dollars are useful for tips and craft markets. M-Pesa is accepted almost everywhere, and visitors can register a local SIM card with their passport at the airport.</p>
<p>Our team sends every traveller a tailored checklist before departure, adapted to the parks and season of their trip. If you are unsure about anything, just ask.</p>`,
    image: { scene: "tented-camp", variant: 9, alt: "Safari tent with a packed bag and binoculars" },
  },
  {
    slug: "planning-a-team-building-retreat-at-lake-naivasha",
    title: "Planning a team-building retreat at Lake Naivasha",
    author: "Brian Kiprono",
    is_featured: true,
    created_at: "2025-07-08T09:00:00Z",
    excerpt:
      "Close to Nairobi, green and full of activities, Naivasha is the country's favourite retreat venue. Here is how we plan a retreat that your team will remember for the right reasons.",
    content_html: `<p>Lake Naivasha is about 95 kilometres from Nairobi, roughly an hour and a half by road. That short distance is its greatest strength as a retreat destination: teams can leave the office after breakfast and be working by the lake before lunch, without the cost or time of a flight. Add hippos, fish eagles, cool evenings and a wide choice of venues, and it is easy to see why so many organisations return year after year.</p>
<h2>Start with the objective</h2>
<p>Before we look at venues, we ask one question: what do you want people to take back to the office? A strategy retreat needs quiet meeting space, good connectivity and short, restorative activities. A celebration after a hard year can be lighter on sessions and heavier on fun. A team that has recently merged may need facilitated exercises that build trust. The answer shapes every other decision.</p>
<h2>Choosing the venue</h2>
<ul>
<li><strong>Group size</strong>: the lakeshore has small lodges suitable for 15 people and large resorts with conference halls for several hundred.</li>
<li><strong>Meeting rooms</strong>: check natural light, projector quality, sound and breakout spaces.</li>
<li><strong>Outdoor space</strong>: large lawns are essential for team activities and evening bonfires.</li>
<li><strong>Accommodation</strong>: decide early whether colleagues will share rooms; it makes a big difference to the budget.</li>
<li><strong>Dietary needs</strong>: collect them in advance, not on the day.</li>
</ul>
<h2>Activities that work</h2>
<p>The best team activities combine a shared challenge with a little adventure. At Naivasha we often use:</p>
<ul>
<li><strong>Cycling in Hell's Gate National Park</strong>, where teams ride among zebras and giraffes and then walk the gorge together with local guides.</li>
<li><strong>A walking safari on Crescent Island</strong>, with no predators, which suits mixed fitness levels.</li>
<li><strong>Boat rides on the lake</strong> to see hippos and fish eagles at close range.</li>
<li><strong>Structured challenges</strong> on the lawn: raft building, blindfold navigation, problem-solving relays and team cooking competitions.</li>
<li><strong>A community or conservation project</strong>, such as tree planting, which gives the retreat lasting meaning.</li>
</ul>
<blockquote>The activity is only half the value. The debrief afterwards, when people discuss how they communicated and who led, is where team learning happens.</blockquote>
<h2>A sample two-day programme</h2>
<p><strong>Day one</strong>: depart Nairobi at 7:00, with a coffee stop at the Rift Valley viewpoint. Arrive by 9:30 for a welcome session, morning workshops and lunch by the lake. The afternoon brings facilitated team challenges on the lawn, followed by a boat ride at sunset and a bonfire dinner with music.</p>
<p><strong>Day two</strong>: an early cycling trip in Hell's Gate, returning for brunch. A final session focuses on commitments and next steps, followed by departure at 15:00 to be back in Nairobi by early evening.</p>
<h2>Budget and logistics</h2>
<p>The main cost drivers are accommodation, conference packages (which usually include the hall, equipment, tea breaks and lunch), transport and activity fees. Park entry for Hell's Gate is charged per person at resident rates for Kenyan teams. We coordinate all suppliers under a single invoice, and our corporate clients can pay by bank transfer, cheque or M-Pesa, with flexible instalment plans for larger groups.</p>
<p>Book at least six weeks ahead, or three months ahead for the busy periods around the end of the financial year and December. Tell us your objectives, numbers and dates, and we will send you a detailed proposal within 48 hours.</p>`,
    image: { scene: "team-building", variant: 3, alt: "Colleagues completing a team challenge by a lake" },
  },
  {
    slug: "lamu-old-town-in-three-slow-days",
    title: "Lamu Old Town in three slow days",
    author: "Hassan Omar",
    is_featured: false,
    created_at: "2025-09-16T11:20:00Z",
    excerpt:
      "No cars, no rush and no need for a packed itinerary. A Lamu-born guide shares how to spend three unhurried days on Kenya's most atmospheric island.",
    content_html: `<p>I grew up in Lamu, and I still smile when I watch visitors step off the boat at the main jetty. For the first hour, most of them walk too quickly, checking their phones and looking for taxis that do not exist. By the second day they have slowed down to the pace of the island. That change is the real reason to come. Here is how I suggest spending three days.</p>
<h2>Day one: get lost in the Old Town</h2>
<p>Start early, before the heat, with a walk along the waterfront. Dhows unload mangrove poles, fish and building materials, and donkeys wait patiently for their next load. Then turn inland into the narrow lanes. They were designed to be shaded and to catch the sea breeze, so they remain cool even at midday.</p>
<ul>
<li>Look up at the carved wooden doors: their patterns show the families and eras that built them.</li>
<li>Visit the <strong>Lamu Museum</strong> on the seafront for an introduction to Swahili culture, including the ceremonial siwa horns.</li>
<li>Climb to the top of the <strong>Lamu Fort</strong> for views over the rooftops.</li>
<li>Stop for a cup of spiced coffee from a street vendor, poured from a long-spouted brass pot.</li>
</ul>
<p>In the afternoon, rest as the locals do. In the evening, walk back to the main square and watch the town come to life as families gather to talk.</p>
<h2>Day two: sail and swim</h2>
<p>Hire a dhow for the day. Your captain will sail through the mangrove channels towards Manda Island or the ruins of Takwa, a town abandoned centuries ago. Many crews will stop to fish and grill your lunch on a sandbank. On the way back, ask to be dropped at <strong>Shela</strong>, a village about an hour's walk or a short boat ride from town. Its beach runs for many kilometres, backed by sand dunes, and you can walk for a long time without meeting anyone.</p>
<blockquote>Agree the price and the route with your captain before you set off, and ask us for recommendations: we work with crews whose boats and life jackets we have checked ourselves.</blockquote>
<h2>Day three: crafts, food and sunset</h2>
<p>Spend the morning with craftsmen. Woodcarvers at the workshops around town still make doors and furniture by hand, and there are dhow builders on the shore who work with tools that have hardly changed in generations. In the afternoon, take a Swahili cooking class: coconut fish curry, pilau spiced with cardamom and cloves, and sweet mandazi for tea.</p>
<p>Finish with a sunset dhow cruise. As the sky turns orange, you will hear the evening call to prayer drifting across the water from the town.</p>
<h2>Respecting the island</h2>
<p>Lamu is a conservative Muslim community. Both men and women should cover shoulders and knees in town; swimwear is fine at the beach. Ask before photographing people, and during the month of Ramadan avoid eating or drinking in public during daylight hours. A few words of Swahili, such as <strong>jambo</strong> and <strong>asante</strong>, go a long way.</p>
<h2>Getting there</h2>
<p>Flights from Nairobi land at Manda airstrip in about an hour and a half. A boat takes you across the channel to Lamu town in ten minutes. The best weather is from July to March, and if you can time your visit with the annual cultural festival, you will see dhow races, traditional dancing and poetry.</p>
<p>Three days is the minimum. Several of our guests have told us they wished they had stayed a week.</p>`,
    image: { scene: "old-town", variant: 8, alt: "Narrow lane and carved door in Lamu Old Town" },
  },
  {
    slug: "climbing-kilimanjaro-choosing-a-route",
    title: "Climbing Kilimanjaro: choosing a route",
    author: "Brian Kiprono",
    is_featured: false,
    created_at: "2025-11-04T06:50:00Z",
    excerpt:
      "The route you pick affects your scenery, your comfort and above all your chances of reaching Uhuru Peak. We compare the main options honestly.",
    content_html: `<p>Kilimanjaro does not require ropes or technical climbing skills, which is why it attracts so many first-time high-altitude trekkers. But at 5,895 metres, Uhuru Peak is high enough to make altitude sickness the main reason people turn back. The single most important decision you make is the route, and especially the number of days you give your body to adjust.</p>
<h2>The golden rule: more days, better chances</h2>
<p>Climbers acclimatise by ascending gradually and, ideally, by climbing high during the day and sleeping lower. Routes that allow seven or eight days have much higher summit success rates than five-day itineraries. An extra day costs less than you may think, and it can make the difference between standing on the summit and watching the sunrise from a lower camp.</p>
<h2>The main routes compared</h2>
<ul>
<li><strong>Marangu</strong>: the only route with hut accommodation. It is often sold as the easiest option, but the short five-day version has a relatively low success rate. Add an acclimatisation day if you choose it.</li>
<li><strong>Machame</strong>: very scenic and popular, with good climb-high, sleep-low profiles. It includes the famous Barranco Wall, a steep scramble that looks intimidating but is fine for most people. Allow seven days.</li>
<li><strong>Lemosho</strong>: starts in the west in beautiful rainforest, with fewer crowds in the first days. With eight days it is one of our favourite routes.</li>
<li><strong>Rongai</strong>: the only route approaching from the north, close to the Kenyan border. It is drier, which is useful in the rainy months, and quieter, although less varied scenically.</li>
<li><strong>Northern Circuit</strong>: the longest route, nine days, circling the mountain. It offers excellent acclimatisation and solitude.</li>
<li><strong>Umbwe</strong>: short and steep. Only recommended for experienced trekkers who have already acclimatised.</li>
</ul>
<blockquote>If you can only remember one thing, remember the Swahili words your guides will repeat every day: pole pole, slowly, slowly.</blockquote>
<h2>When to climb</h2>
<p>The best months are from late December to early March, which are warmer and clear, and from June to October, which are cooler and dry. April and May bring the long rains, with muddy trails and limited views. November has short rains but can still be a good option on the Rongai route.</p>
<h2>Preparing your body</h2>
<p>Fitness helps you enjoy the climb, even though it does not protect you against altitude sickness. Start training at least two months before with long walks on hills, ideally carrying a small backpack. Kenyans have a great advantage: a training hike on Mount Longonot, the Ngong Hills or Mount Kenya is the perfect preparation. Talk to your doctor about altitude medication and general health before travelling.</p>
<h2>The team that gets you there</h2>
<p>Every climber is supported by a team of guides, porters and a cook. Check that your operator pays fair wages, limits porter loads and provides proper equipment for the crew. We only work with teams that follow recognised porter welfare standards. Tips are customary at the end of the climb; we will give you guidance on amounts.</p>
<h2>Getting to the mountain from Kenya</h2>
<p>From Nairobi, you can fly to Kilimanjaro International Airport in about an hour, or travel by road through the Namanga border to Arusha and Moshi in about six hours. Combine your climb with a few days of safari in Amboseli or the Serengeti, or relax afterwards on the beaches of Zanzibar.</p>
<p>Tell us how much time you have and how experienced you are, and we will recommend the route that gives you the best chance of success.</p>`,
    image: { scene: "snow-peak", variant: 11, alt: "Kilimanjaro summit glaciers above the clouds" },
  },
  {
    slug: "a-first-timers-guide-to-zanzibar",
    title: "A first-timer's guide to Zanzibar",
    author: "Hassan Omar",
    is_featured: true,
    created_at: "2026-02-10T13:05:00Z",
    excerpt:
      "Where to stay, what to eat, which beach suits you and how to move around: everything we wish we had known on our first trip to the Spice Island.",
    content_html: `<p>Zanzibar is only about an hour and a quarter by air from Nairobi, yet it feels like another world. Spice farms, a historic stone town, turquoise water and a relaxed island culture make it one of the most popular holiday destinations for our Kenyan clients. Here is how to get the most out of your first visit.</p>
<h2>Split your stay</h2>
<p>Most visitors benefit from dividing their time between <strong>Stone Town</strong> and a beach. Two nights in town are enough to explore the history and food; then head to the coast for four or five nights of sun. The main beach areas have very different characters:</p>
<ul>
<li><strong>Nungwi and Kendwa</strong> in the north: swimming at all tides, lively sunset bars and beach restaurants.</li>
<li><strong>Paje and Jambiani</strong> in the south-east: wide, white beaches, kite-surfing and a relaxed village feel. At low tide, the sea retreats a long way.</li>
<li><strong>Matemwe and the north-east</strong>: quiet, close to the Mnemba Atoll for snorkelling and diving.</li>
<li><strong>Michamvi</strong>: a small peninsula with sunset views and calm water, ideal for couples.</li>
</ul>
<h2>Stone Town essentials</h2>
<p>Stone Town is a UNESCO World Heritage Site, and the best way to discover it is on foot with a local guide. Highlights include the old fort, the carved doors, the former slave market, now a memorial and museum, and the house where a famous rock singer was born. In the evening, go to the <strong>Forodhani Gardens</strong> night market for grilled seafood, sugarcane juice and the famous Zanzibar pizza, a folded pancake filled with egg, meat or banana and chocolate.</p>
<h2>Excursions worth booking</h2>
<ul>
<li>A <strong>spice tour</strong> to taste fresh cloves, cinnamon, nutmeg and lemongrass straight from the plants.</li>
<li><strong>Jozani Forest</strong> to see the endemic Zanzibar red colobus monkey.</li>
<li><strong>Prison Island</strong>, where giant tortoises have lived for more than a century.</li>
<li>A full day on a <strong>dhow</strong> in the Menai Bay area, with snorkelling, sandbanks and a seafood lunch.</li>
</ul>
<blockquote>Be careful with boat trips that promise swimming with dolphins. Choose operators who keep a respectful distance and never chase the animals.</blockquote>
<h2>Respect local customs</h2>
<p>Zanzibar is predominantly Muslim. In Stone Town and the villages, cover your shoulders and knees and keep beachwear for the beach. During Ramadan, restaurants in town may close during the day, although hotels continue to serve guests.</p>
<h2>Money, entry and transport</h2>
<p>The local currency is the Tanzanian shilling, but US dollars are widely accepted in hotels. Cards work in larger hotels, while cash is needed for markets and small restaurants. Zanzibar charges a mandatory travel insurance fee for international visitors on arrival, and we include this in our packages so that you do not have to queue for it. Check the latest entry requirements for your passport before booking; we will confirm them for you when you book.</p>
<p>Roads are narrow and driving is on the left. Most travellers use pre-arranged transfers, which we include. From Stone Town, the drive to Nungwi takes about an hour, and to Paje about an hour and a quarter.</p>
<h2>When to go</h2>
<p>June to October is dry and pleasantly breezy. December to February is hot and calm, ideal for diving. From March to May, long rains often close smaller hotels. November brings short showers but good prices.</p>
<p>Combining Zanzibar with a safari is one of our most requested itineraries. Ask us about a Maasai Mara and Zanzibar package, with flights, transfers and hotels arranged in a single booking.</p>`,
    image: { scene: "beach", variant: 17, alt: "Turquoise water and a dhow off Zanzibar" },
  },
  {
    slug: "travelling-with-children-on-safari",
    title: "Travelling with children on safari",
    author: "Achieng Otieno",
    is_featured: false,
    created_at: "2026-04-22T08:10:00Z",
    excerpt:
      "Safari with children is one of the best family holidays there is, if you plan around their pace. Here is what to consider, from age rules to long drives.",
    content_html: `<p>Watching a child see their first elephant is one of the great joys of our job. Families make up a large part of our bookings, and with the right planning, a safari can be a magical experience for all ages. But a family safari is not simply an adult safari with smaller people. It needs a different rhythm.</p>
<h2>What age is right?</h2>
<p>There is no perfect age, but children from around six upwards tend to get the most out of game drives, because they can concentrate for longer and remember the experience. Younger children can enjoy safari too, especially in parks close to home or with shorter drives. Be aware of a few rules:</p>
<ul>
<li>Some lodges and camps have minimum age policies, often between 6 and 12 years.</li>
<li>Walking safaris generally require children to be at least 12 to 16 years old.</li>
<li>Gorilla trekking in Uganda and Rwanda requires a minimum age of 15.</li>
<li>Balloon flights usually require children to be at least seven years old and tall enough to see over the basket.</li>
</ul>
<h2>Choose the right parks</h2>
<p>Long drives are the biggest challenge with children. Break up the journey and choose parks that are close together. <strong>Nairobi National Park</strong> is perfect for a first taste, as you can return to your hotel for lunch. <strong>Lake Naivasha</strong> combines boat rides, a walk with giraffes on Crescent Island and cycling in Hell's Gate. <strong>Lake Nakuru</strong> offers almost guaranteed rhino sightings in a compact park. For a bigger adventure, fly to the <strong>Maasai Mara</strong> instead of driving.</p>
<h2>Private vehicles make everything easier</h2>
<p>We strongly recommend a private vehicle for families. You set the timetable: shorter drives, toilet stops when needed, and the freedom to return to camp when little ones are tired. Your guide can also adapt their commentary to the children's interests, from animal tracks to the story of how the Rift Valley was formed.</p>
<blockquote>One family told us their eight-year-old kept a sightings notebook for the whole trip. By the end, she could tell the difference between a Thomson's and a Grant's gazelle better than her parents.</blockquote>
<h2>Keep them engaged</h2>
<ul>
<li>Give each child their own pair of binoculars and a simple camera.</li>
<li>Bring a checklist of animals and birds to tick off.</li>
<li>Ask about junior ranger programmes; several lodges offer tracking, bead-making and bush skills.</li>
<li>Plan pool time every afternoon. It gives everyone a break during the hottest hours.</li>
</ul>
<h2>Health and safety</h2>
<p>Talk to your doctor about vaccinations and malaria protection suitable for your children's ages. Use long sleeves and repellent in the evenings. In camps without fences, children must always be accompanied by an adult and escorted to and from their tent after dark. Our guides will brief the whole family on arrival.</p>
<h2>Accommodation tips</h2>
<p>Look for family rooms or connecting tents, which are more common than they used to be. Some camps offer a babysitting service so that parents can enjoy a quiet dinner. Meal times can usually be adjusted, and chefs are used to preparing simple food for fussy eaters.</p>
<h2>Pricing for children</h2>
<p>Most parks charge reduced fees for children, and infants often enter free. Many lodges offer significant discounts for children sharing a room with their parents, especially during school holidays and the green season. When you ask us for a quote, include the ages of all children so we can apply every available discount.</p>
<p>End your safari with a few days at the coast in Diani or Watamu, and you will have a holiday that the whole family will talk about for years.</p>`,
    image: { scene: "savanna", variant: 29, alt: "Family watching giraffes from a safari vehicle" },
  },
  {
    slug: "pilgrimage-to-the-holy-land-from-nairobi",
    title: "Pilgrimage to the Holy Land from Nairobi: what to expect",
    author: "Wanjiru Mwangi",
    is_featured: false,
    created_at: "2026-07-30T10:40:00Z",
    excerpt:
      "From the Sea of Galilee to the streets of Jerusalem, a Holy Land pilgrimage is a journey of faith. Here is how our church groups prepare and what a typical itinerary looks like.",
    content_html: `<p>For many Christians in Kenya, a pilgrimage to the Holy Land is a lifelong dream. Every year we accompany church groups, fellowships and families on journeys that bring the Scriptures to life. If you are considering one, here is what you can expect, from planning to the moment you return home.</p>
<h2>How a typical pilgrimage is structured</h2>
<p>Most of our pilgrimages last eight to ten days. Direct flights from Nairobi take around five hours. A common itinerary begins in the north and ends in Jerusalem, following the life of Jesus:</p>
<ul>
<li><strong>Galilee</strong>: a boat ride on the Sea of Galilee, the Mount of Beatitudes, Capernaum and Tabgha, where the miracle of the loaves and fishes is remembered.</li>
<li><strong>Nazareth</strong>: the Basilica of the Annunciation and a visit to Cana.</li>
<li><strong>The Jordan River</strong>: the renewal of baptismal vows at the traditional baptism site.</li>
<li><strong>Bethlehem</strong>: the Church of the Nativity and the Shepherds' Field.</li>
<li><strong>Jerusalem</strong>: the Mount of Olives, Gethsemane, the Via Dolorosa, the Church of the Holy Sepulchre and the Garden Tomb.</li>
<li><strong>The Dead Sea</strong>: an afternoon to float in the salty water, often combined with a visit to Qumran.</li>
</ul>
<h2>Spiritual leadership</h2>
<p>Each group travels with an experienced tour leader and, where possible, a pastor or priest from the group's own church. Daily devotions are held at the holy sites, with readings linked to each place. Many groups celebrate Holy Communion by the Sea of Galilee or at the Garden Tomb. Local licensed guides add historical and archaeological context.</p>
<blockquote>Reading the Sermon on the Mount while looking across the same lake where it was preached is something our pilgrims describe again and again as the moment the journey became real.</blockquote>
<h2>Documents and preparation</h2>
<p>Start planning at least four to six months before departure. You will need a passport valid for at least six months after your return. We prepare the group's visa documentation and guide you through any requirements, which may include bank statements, letters from your employer and a letter from your church. Travel insurance is compulsory on all our pilgrimages.</p>
<h2>Physical expectations</h2>
<p>A pilgrimage involves a lot of walking, often on uneven stone paths and steps, and some days are long. Comfortable shoes are essential. If anyone in your group has limited mobility, let us know early so that we can plan suitable alternatives and rest breaks.</p>
<h2>What to wear</h2>
<p>Churches and holy sites require modest dress: shoulders and knees covered for both men and women. Bring a light scarf or shawl. Spring and autumn are mild, but evenings in Jerusalem can be cool, so pack a warm layer. Summer is very hot, while winter can bring rain and even occasional snow in Jerusalem.</p>
<h2>Cost and payment</h2>
<p>The package usually includes flights, visa processing, hotels with breakfast and dinner, a coach with a guide, entrance fees and daily devotions. Many church groups save together over several months. We offer flexible instalment plans and accept payments by M-Pesa and bank transfer. A deposit secures the group's seats, with the balance due 30 days before departure.</p>
<h2>Safety</h2>
<p>We follow the security situation in the region closely and consult official travel advisories before and during every trip. If conditions change, we will discuss alternative dates or destinations with the group leader, such as a pilgrimage to Rome or the footsteps of Saint Paul.</p>
<p>If your church is considering a pilgrimage, contact us for a presentation for your members. We are happy to visit your congregation, answer questions and help you set a savings plan that works for everyone.</p>`,
    image: { scene: "church", variant: 17, alt: "Pilgrims walking towards a church on a hill" },
  },
  {
    slug: "paying-for-your-trip-with-m-pesa-and-instalments",
    title: "Paying for your trip with M-Pesa and instalments",
    author: "Faith Njeri",
    is_featured: false,
    created_at: "2026-11-15T09:25:00Z",
    excerpt:
      "You do not need to pay for your holiday all at once. Here is how deposits, instalments and M-Pesa payments work when you book with us.",
    content_html: `<p>A holiday is an investment, and for many families it is easier to spread the cost over several months than to pay everything at once. Over the years we have built a payment process that is flexible, transparent and works the way Kenyans actually pay. Here is a step-by-step guide.</p>
<h2>Step 1: get a free quote</h2>
<p>Tell us where you want to go, when, how many people are travelling and your residency category. Within 24 to 48 hours you will receive a detailed quote in Kenya shillings, US dollars or both. Quotes are free, do not commit you to anything and are usually valid for between 7 and 30 days, depending on how quickly hotel and flight prices change.</p>
<h2>Step 2: secure your booking with a deposit</h2>
<p>To confirm your trip, we ask for a <strong>deposit of 50%</strong> of the total. This allows us to pay hotels, camps and airlines, who often require advance payment themselves. The deposit is generally non-refundable unless otherwise stated in your package, so please read the terms before paying.</p>
<h2>Step 3: pay the balance in instalments</h2>
<p>The remaining balance is due <strong>30 days before departure</strong>. Between the deposit and that date, you can pay in as many instalments as you like: weekly, monthly or whenever suits you. Every payment is recorded and we send you an updated statement so that you always know where you stand.</p>
<blockquote>Planning a December holiday? Book in June, pay the deposit, and spread the balance across July, August, September and October. By the time the holidays arrive, your trip is fully paid.</blockquote>
<h2>Ways to pay</h2>
<ul>
<li><strong>M-Pesa</strong>: pay to our business number using your booking reference as the account number. You receive an instant confirmation SMS, and we send an official receipt within one working day.</li>
<li><strong>Bank transfer</strong>: in Kenya shillings or US dollars. Send the transfer slip to our accounts team.</li>
<li><strong>Card</strong>: Visa and Mastercard are accepted. Card payments may attract an additional processing fee.</li>
<li><strong>Cash</strong>: at our Nairobi office during working hours, with an official receipt.</li>
</ul>
<h2>Group and corporate payments</h2>
<p>Church groups, schools and companies often collect contributions from many people. We can issue each member an individual reference so that contributions are tracked separately, while the group leader receives a summary. For corporate clients, we offer invoicing with agreed credit terms and monthly statements.</p>
<h2>What if plans change?</h2>
<p>Life happens. If you need to cancel, charges depend on how close to departure you are:</p>
<ul>
<li>30 to 15 days before travel: 50% of the applicable rate.</li>
<li>14 to 8 days before travel: 75%.</li>
<li>Within 7 days, or no-show: 100%.</li>
</ul>
<p>Flights follow the airline's fare rules. In many cases, an unused ticket can be kept as a credit for future travel. We strongly recommend travel insurance, which can cover cancellation for reasons such as illness.</p>
<h2>Tips for saving towards your trip</h2>
<ul>
<li>Book early: early bookings often secure better rates and give you more time to pay.</li>
<li>Travel in the green season for lower prices at lodges and camps.</li>
<li>Use an M-Pesa savings lock or a separate savings account to set aside a fixed amount every month.</li>
<li>Watch our deals for resident specials and last-minute offers.</li>
</ul>
<h2>Protecting yourself</h2>
<p>Always pay to our official business number or bank accounts, which are listed on our invoices and website. Our team will never ask you to send money to a personal phone number. If in doubt, call our office to confirm before paying.</p>
<p>Ready to start planning? Contact us for your free quote and a payment plan that fits your budget.</p>`,
    image: { scene: "aircraft", variant: 26, alt: "Aircraft taking off at sunset" },
  },
];
