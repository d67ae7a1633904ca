/**
 * The first ten destinations in German, French, Italian and Simplified Chinese: written for this demo
 * company (issue 29), not translated by machine, keyed by the destination's slug.
 */
import type { DemoTranslations } from "./types.ts";

export const destinationTranslations: DemoTranslations<"description" | "description_html"> = {
  "maasai-mara": {
    de: {
      description:
        "Kenias berühmtestes Reservat: Großkatzen auf goldenen Ebenen und von Juli bis Oktober die Große Migration über den Mara River.",
      description_html: `<p>Das Maasai Mara National Reserve umfasst rund 1.510 Quadratkilometer sanft gewelltes Grasland im Südwesten Kenias und bildet zusammen mit den privaten Conservancies an seinen Grenzen eines der wildreichsten Gebiete der Erde. Es ist das nördliche Ende des Serengeti-Ökosystems: Dieselben Herden, die in Tansania ihre Jungen zur Welt bringen, ziehen in jeder Trockenzeit hierher.</p>
<h3>Beste Reisezeit</h3>
<p>Gnus und Zebras strömen meist ab Juli in die Mara und bleiben bis Oktober; die dramatischen Flussüberquerungen erleben Sie am ehesten im August und September. Doch auch der Rest des Jahres ist alles andere als ruhig: Die ansässigen Löwen, Geparden und Leoparden jagen das ganze Jahr über, und von Januar bis März erwarten Sie frisches Grün, neugeborene Antilopen und deutlich weniger Fahrzeuge.</p>
<h3>Was Sie erwartet</h3>
<ul>
<li>Löwen, Leoparden, Geparden, Elefanten und Büffel, im Mara Triangle zudem Spitzmaulnashörner.</li>
<li>Überquerungen des Mara River, Flusspferdbecken und Nilkrokodile.</li>
<li>Heißluftballonfahrten im Morgengrauen mit anschließendem Frühstück im Busch.</li>
<li>Besuche in Maasai-Gehöften, die von der Gemeinschaft selbst geführt werden.</li>
</ul>
<p>Die Mara liegt etwa 270 Kilometer westlich von Nairobi: rund fünf bis sechs Stunden Fahrt durch das Great Rift Valley oder 45 Minuten im Kleinflugzeug vom Wilson Airport zu einer der Landepisten des Reservats. Um ihr gerecht zu werden, empfehlen wir mindestens drei Nächte.</p>`,
    },
    fr: {
      description:
        "La réserve la plus célèbre du Kenya : des grands félins sur des plaines dorées et, de juillet à octobre, la Grande Migration qui franchit la rivière Mara.",
      description_html: `<p>La réserve nationale du Maasai Mara s'étend sur quelque 1 510 kilomètres carrés de prairies vallonnées au sud-ouest du Kenya et forme, avec les conservancies privées qui la bordent, l'une des régions les plus riches en faune de la planète. Elle constitue l'extrémité nord de l'écosystème du Serengeti : les troupeaux qui mettent bas en Tanzanie y reviennent à chaque saison sèche.</p>
<h3>Quand partir</h3>
<p>Gnous et zèbres affluent généralement dès juillet et restent jusqu'en octobre ; c'est en août et en septembre que vous aurez le plus de chances d'assister aux spectaculaires traversées de la rivière. Le reste de l'année n'a rien de calme pour autant : lions, guépards et léopards résidents chassent en toute saison, et de janvier à mars vous attendent une herbe verte, des antilopes nouveau-nées et bien moins de véhicules.</p>
<h3>À voir</h3>
<ul>
<li>Lions, léopards, guépards, éléphants et buffles, ainsi que le rhinocéros noir dans le Mara Triangle.</li>
<li>Les traversées de la rivière Mara, les mares à hippopotames et les crocodiles du Nil.</li>
<li>Des vols en montgolfière à l'aube, suivis d'un petit-déjeuner en pleine brousse.</li>
<li>La visite de villages maasaï gérés par la communauté elle-même.</li>
</ul>
<p>Le Mara se trouve à environ 270 kilomètres à l'ouest de Nairobi : cinq à six heures de route à travers la vallée du Grand Rift, ou 45 minutes en petit avion depuis l'aéroport Wilson jusqu'à l'une des pistes de la réserve. Pour en profiter pleinement, nous vous conseillons d'y passer au moins trois nuits.</p>`,
    },
    it: {
      description:
        "La riserva più celebre del Kenya: grandi felini sulle pianure dorate e, da luglio a ottobre, la Grande Migrazione che attraversa il fiume Mara.",
      description_html: `<p>La Maasai Mara National Reserve si estende per circa 1.510 chilometri quadrati di praterie ondulate nel sud-ovest del Kenya e, insieme alle conservancy private che la circondano, forma una delle aree più ricche di fauna del pianeta. È l'estremità settentrionale dell'ecosistema del Serengeti: le stesse mandrie che partoriscono in Tanzania arrivano qui a ogni stagione secca.</p>
<h3>Quando andare</h3>
<p>Gnu e zebre affluiscono di solito da luglio e restano fino a ottobre; gli spettacolari attraversamenti del fiume sono più probabili in agosto e settembre. Il resto dell'anno è tutt'altro che tranquillo: leoni, ghepardi e leopardi stanziali cacciano in ogni stagione, e da gennaio a marzo La attendono erba verde, antilopi appena nate e molti meno veicoli.</p>
<h3>Cosa vedere</h3>
<ul>
<li>Leoni, leopardi, ghepardi, elefanti e bufali, e nel Mara Triangle anche il rinoceronte nero.</li>
<li>Gli attraversamenti del fiume Mara, le pozze degli ippopotami e i coccodrilli del Nilo.</li>
<li>Voli in mongolfiera all'alba, seguiti da una colazione nella savana.</li>
<li>Visite ai villaggi maasai gestiti dalla comunità stessa.</li>
</ul>
<p>Il Mara si trova a circa 270 chilometri a ovest di Nairobi: cinque o sei ore di strada attraverso la Great Rift Valley, oppure 45 minuti su un piccolo aereo dal Wilson Airport a una delle piste della riserva. Per apprezzarlo davvero Le consigliamo almeno tre notti.</p>`,
    },
    zh: {
      description:
        "肯尼亚最负盛名的保护区：大型猫科动物巡游于金色草原，每年7月至10月，角马大迁徙浩荡渡过马拉河。",
      description_html: `<p>马赛马拉国家保护区位于肯尼亚西南部，拥有约1,510平方公里起伏的草原，与周边的私人保护地一起，构成地球上野生动物最丰富的区域之一。这里是塞伦盖蒂生态系统的北端：在坦桑尼亚产仔的同一批兽群，每逢旱季便会来到这里。</p>
<h3>最佳旅行时间</h3>
<p>角马和斑马通常从7月起大批涌入，一直停留到10月；惊心动魄的渡河场面最常出现在8月和9月。其余月份也绝不冷清：常驻的狮子、猎豹和花豹全年捕猎，而1月至3月则有青翠的草地、新生的羚羊，车辆也少得多。</p>
<h3>精彩看点</h3>
<ul>
<li>狮子、花豹、猎豹、大象和非洲水牛，马拉三角区还有黑犀牛。</li>
<li>马拉河渡河奇观、河马池和尼罗鳄。</li>
<li>黎明时分乘热气球飞越草原，随后享用丛林早餐。</li>
<li>拜访由社区自主经营的马赛人家园。</li>
</ul>
<p>马拉位于内罗毕以西约270公里：经东非大裂谷驱车约五到六小时，或从威尔逊机场乘小型飞机45分钟即可抵达保护区内的简易机场。为了充分领略它的魅力，我们建议您至少停留三晚。</p>`,
    },
  },
  "amboseli": {
    de: {
      description:
        "Elefantenfamilien mit mächtigen Stoßzähnen ziehen unter dem Schnee des Kilimandscharo über weite Ebenen – einer der meistfotografierten Parks Afrikas.",
      description_html: `<p>Der Amboseli-Nationalpark ist mit rund 392 Quadratkilometern klein, doch kaum ein Ort in Afrika bietet eine so eindrucksvolle Kulisse. An klaren Morgen erhebt sich der Kilimandscharo jenseits der tansanischen Grenze über die Ebenen, und die berühmten Elefantenfamilien des Parks ziehen auf dem Weg zu den Sümpfen direkt vor ihm vorüber.</p>
<p>Gespeist werden diese Sümpfe von unterirdischem Wasser, das von den Gletschern des Kilimandscharo herabsickert – deshalb bleiben sie selbst in den trockensten Monaten grün. Sie ziehen Elefanten, Büffel, Flusspferde und eine enorme Vielfalt an Wasservögeln an, darunter Pelikane, Reiher und Kronenkraniche.</p>
<h3>Beste Reisezeit</h3>
<p>Die Trockenzeiten von Juni bis Oktober und von Januar bis Februar bieten die klarste Sicht und die besten Tierbeobachtungen. Der Berg zeigt sich am häufigsten bei Sonnenaufgang und am späten Nachmittag; planen Sie Ihre Pirschfahrten daher um diese Stunden.</p>
<h3>Was Sie erwartet</h3>
<ul>
<li>Einige der am besten erforschten Elefantenfamilien des Kontinents.</li>
<li>Observation Hill mit Blick über Sümpfe und Ebenen.</li>
<li>Löwen, Geparden, Hyänen, Giraffen und große Zebraherden.</li>
</ul>
<p>Amboseli liegt etwa 240 Kilometer südöstlich von Nairobi, rund vier bis fünf Stunden mit dem Auto oder weniger als eine Stunde mit dem Flugzeug.</p>`,
    },
    fr: {
      description:
        "Des familles d'éléphants aux longues défenses traversent de vastes plaines sous les neiges du Kilimandjaro, dans l'un des parcs les plus photographiés d'Afrique.",
      description_html: `<p>Le parc national d'Amboseli est petit, environ 392 kilomètres carrés, mais rares sont les lieux d'Afrique à offrir un décor aussi saisissant. Par temps clair, le Kilimandjaro se dresse le matin au-dessus des plaines, juste de l'autre côté de la frontière tanzanienne, et les célèbres familles d'éléphants du parc défilent devant lui en route vers les marais.</p>
<p>Ces marais sont alimentés par des eaux souterraines qui s'infiltrent depuis les glaciers du Kilimandjaro ; ils restent donc verts même au cœur de la saison sèche. Ils attirent éléphants, buffles, hippopotames et une étonnante diversité d'oiseaux d'eau, dont des pélicans, des hérons et des grues couronnées.</p>
<h3>Quand partir</h3>
<p>Les saisons sèches, de juin à octobre et de janvier à février, offrent la meilleure visibilité et les plus belles observations. La montagne se dévoile le plus souvent au lever du soleil et en fin d'après-midi : prévoyez vos safaris autour de ces heures-là.</p>
<h3>À voir</h3>
<ul>
<li>Quelques-unes des familles d'éléphants les plus étudiées du continent.</li>
<li>Observation Hill, avec sa vue sur les marais et les plaines.</li>
<li>Lions, guépards, hyènes, girafes et de grands troupeaux de zèbres.</li>
</ul>
<p>Amboseli se trouve à environ 240 kilomètres au sud-est de Nairobi, soit quatre à cinq heures de route ou moins d'une heure de vol.</p>`,
    },
    it: {
      description:
        "Famiglie di elefanti dalle grandi zanne attraversano pianure aperte sotto le nevi del Kilimangiaro, in uno dei parchi più fotografati d'Africa.",
      description_html: `<p>L'Amboseli National Park è piccolo, circa 392 chilometri quadrati, ma pochi luoghi in Africa offrono uno scenario così spettacolare. Nelle mattine limpide il Kilimangiaro si innalza sulle pianure appena oltre il confine con la Tanzania, e le celebri famiglie di elefanti del parco gli sfilano davanti dirigendosi verso le paludi.</p>
<p>Queste paludi sono alimentate da acque sotterranee che filtrano dai ghiacciai del Kilimangiaro, e per questo restano verdi anche nei mesi più aridi. Vi si radunano elefanti, bufali, ippopotami e un'enorme varietà di uccelli acquatici, tra cui pellicani, aironi e gru coronate.</p>
<h3>Quando andare</h3>
<p>Le stagioni secche, da giugno a ottobre e da gennaio a febbraio, regalano la visibilità più nitida e i migliori avvistamenti. La montagna si mostra più spesso all'alba e nel tardo pomeriggio: Le consigliamo di organizzare i game drive attorno a queste ore.</p>
<h3>Cosa vedere</h3>
<ul>
<li>Alcune delle famiglie di elefanti più studiate del continente.</li>
<li>Observation Hill, con vista sulle paludi e sulle pianure.</li>
<li>Leoni, ghepardi, iene, giraffe e grandi branchi di zebre.</li>
</ul>
<p>Amboseli dista circa 240 chilometri a sud-est di Nairobi: quattro o cinque ore di strada, oppure meno di un'ora di volo.</p>`,
    },
    zh: {
      description:
        "长牙象家族在乞力马扎罗雪峰下穿越开阔平原，这里是非洲最常出现在镜头中的国家公园之一。",
      description_html: `<p>安博塞利国家公园面积不大，约392平方公里，但在非洲，很少有地方能拥有如此壮丽的背景。晴朗的清晨，乞力马扎罗山在坦桑尼亚边境另一侧拔地而起，公园里闻名遐迩的象群从山前走过，前往沼泽地。</p>
<p>这些沼泽由乞力马扎罗冰川渗下的地下水补给，即使在最干燥的月份也保持青翠。大象、非洲水牛、河马以及种类繁多的水鸟都被吸引而来，其中包括鹈鹕、鹭和冠鹤。</p>
<h3>最佳旅行时间</h3>
<p>6月至10月和1月至2月的旱季视野最清晰，观赏动物的条件也最好。乞力马扎罗山最常在日出和傍晚时分露出真容，建议您围绕这两个时段安排巡游。</p>
<h3>精彩看点</h3>
<ul>
<li>非洲大陆上研究最深入的几个大象家族。</li>
<li>观景山（Observation Hill），可俯瞰沼泽与平原。</li>
<li>狮子、猎豹、鬣狗、长颈鹿和庞大的斑马群。</li>
</ul>
<p>安博塞利位于内罗毕东南约240公里，驾车约四到五小时，乘飞机则不到一小时。</p>`,
    },
  },
  "tsavo-east": {
    de: {
      description:
        "Eine weite, sonnenverbrannte Wildnis mit rot gepuderten Elefanten, dem Galana River und dem Yatta-Plateau – ideal mit Badetagen an der Küste kombinierbar.",
      description_html: `<p>Tsavo East gehört mit knapp 13.750 Quadratkilometern halbtrockenem Buschland zu den größten Nationalparks Kenias. Gemeinsam mit Tsavo West schützt er eine der größten Elefantenpopulationen des Landes, und die Tiere hier sind für ihre rostrote Färbung bekannt: Sie stammt von ihren Staubbädern in der roten Erde.</p>
<h3>Was Sie erwartet</h3>
<ul>
<li>Die Lugard Falls, wo sich der Galana River durch ausgewaschenen Fels zwängt.</li>
<li>Mudanda Rock, ein langgestreckter Felsrücken über einem natürlichen Staubecken, an dem Elefanten trinken.</li>
<li>Das Yatta-Plateau, einer der längsten Lavaströme der Welt.</li>
<li>Löwen, Geparden, Büschelohr-Oryx, Kleine Kudus und die anmutigen Gerenuks.</li>
</ul>
<h3>Beste Reisezeit</h3>
<p>Am besten lassen sich Tiere in den trockenen Monaten von Juni bis Oktober und von Januar bis März beobachten, wenn sie sich an den verbliebenen Wasserstellen sammeln. Nach den Regenfällen ist der Park grün und wunderschön, im dichteren Busch sind die Tiere dann allerdings schwerer zu entdecken.</p>
<p>Tsavo East liegt etwa 330 Kilometer von Nairobi und nur zwei Stunden von Mombasa entfernt – deshalb ist er die beliebteste Wahl für eine Safari mit zwei Nächten als Ergänzung zum Küstenurlaub. Die Standard Gauge Railway hält in Voi, direkt neben dem Haupttor.</p>`,
    },
    fr: {
      description:
        "Une immense brousse brûlée de soleil, avec ses éléphants poudrés de rouge, la rivière Galana et le plateau de Yatta, idéale à combiner avec un séjour balnéaire.",
      description_html: `<p>Tsavo Est est l'un des plus grands parcs nationaux du Kenya : près de 13 750 kilomètres carrés de brousse semi-aride. Avec Tsavo Ouest, il protège l'une des plus importantes populations d'éléphants du pays, et ceux d'ici sont réputés pour leur teinte rouille, due à leurs bains de poussière dans la terre rouge.</p>
<h3>À voir</h3>
<ul>
<li>Les chutes Lugard, où la rivière Galana se faufile entre des rochers creusés de sillons.</li>
<li>Mudanda Rock, une longue arête rocheuse dominant un réservoir naturel où les éléphants viennent boire.</li>
<li>Le plateau de Yatta, l'une des plus longues coulées de lave au monde.</li>
<li>Lions, guépards, oryx à oreilles frangées, petits koudous et l'élégant gérénuk.</li>
</ul>
<h3>Quand partir</h3>
<p>Les observations sont les meilleures pendant les mois secs, de juin à octobre et de janvier à mars, lorsque les animaux se regroupent autour des derniers points d'eau. Après les pluies, le parc est vert et magnifique, mais la végétation plus dense rend les animaux plus difficiles à repérer.</p>
<p>Tsavo Est se trouve à environ 330 kilomètres de Nairobi et à deux heures seulement de Mombasa, ce qui en fait le choix favori pour un safari de deux nuits en complément d'un séjour sur la côte. Le train Standard Gauge Railway s'arrête à Voi, tout près de l'entrée principale.</p>`,
    },
    it: {
      description:
        "Una vasta terra selvaggia bruciata dal sole, con elefanti tinti di rosso, il fiume Galana e l'altopiano di Yatta: perfetta da abbinare al mare.",
      description_html: `<p>Lo Tsavo East è uno dei parchi nazionali più grandi del Kenya, con quasi 13.750 chilometri quadrati di boscaglia semiarida. Insieme allo Tsavo West protegge una delle popolazioni di elefanti più numerose del Paese, e gli animali di qui sono famosi per il loro colore ruggine, dovuto ai bagni di polvere nella terra rossa.</p>
<h3>Cosa vedere</h3>
<ul>
<li>Le Lugard Falls, dove il fiume Galana si insinua tra rocce scanalate.</li>
<li>Mudanda Rock, un lungo affioramento roccioso sopra una diga naturale dove gli elefanti vengono ad abbeverarsi.</li>
<li>L'altopiano di Yatta, una delle colate laviche più lunghe del mondo.</li>
<li>Leoni, ghepardi, orici dalle orecchie frangiate, piccoli kudu e l'elegante gerenuk.</li>
</ul>
<h3>Quando andare</h3>
<p>Gli avvistamenti migliori si hanno nei mesi secchi, da giugno a ottobre e da gennaio a marzo, quando gli animali si radunano attorno alle ultime fonti d'acqua. Dopo le piogge il parco è verde e bellissimo, anche se la vegetazione più fitta rende gli animali più difficili da individuare.</p>
<p>Lo Tsavo East dista circa 330 chilometri da Nairobi e solo due ore da Mombasa: per questo è la scelta preferita per un safari di due notti da aggiungere a una vacanza sulla costa. La Standard Gauge Railway ferma a Voi, proprio accanto all'ingresso principale.</p>`,
    },
    zh: {
      description:
        "辽阔而炽热的荒野，有浑身红土的大象、加拉纳河与亚塔高原，轻松搭配一段海滨假期。",
      description_html: `<p>东察沃是肯尼亚面积最大的国家公园之一，拥有近13,750平方公里的半干旱灌木丛林。它与西察沃共同守护着全国规模最大的象群之一，这里的大象以锈红色的外表闻名，那是它们在红土中沙浴留下的颜色。</p>
<h3>精彩看点</h3>
<ul>
<li>卢加德瀑布，加拉纳河在此从布满沟槽的岩石间奔涌而过。</li>
<li>穆丹达岩，一道狭长的岩脊，下方的天然水坝是大象饮水的地方。</li>
<li>亚塔高原，世界上最长的熔岩流之一。</li>
<li>狮子、猎豹、缨耳剑羚、小捻角羚和优雅的长颈羚。</li>
</ul>
<h3>最佳旅行时间</h3>
<p>6月至10月和1月至3月的旱季最适合观赏动物，此时动物会聚集在仅存的水源周围。雨季过后，公园一片葱绿，风景优美，只是灌木更加茂密，动物也更难发现。</p>
<p>东察沃距内罗毕约330公里，距蒙巴萨仅两小时车程，因此是海滨假期中加一段两晚游猎的热门之选。标准轨距铁路在沃伊设站，紧邻公园主入口。</p>`,
    },
  },
  "tsavo-west": {
    de: {
      description:
        "Vulkankegel, schwarze Lavaströme und die kristallklaren Becken der Mzima Springs machen Tsavo West zur landschaftlich schönsten Hälfte von Kenias größter Wildnis.",
      description_html: `<p>Tsavo West ist raues Land: Vulkanhügel, Lavafelder und Felsformationen auf rund 9.000 Quadratkilometern. Der Park empfängt weniger Besucher als die bekannteren Schutzgebiete – ein Teil seines Reizes – und belohnt Reisende, die Landschaften ebenso schätzen wie Tiere.</p>
<h3>Was Sie erwartet</h3>
<ul>
<li>Die <strong>Mzima Springs</strong>, wo täglich Millionen Liter Wasser aus den Chyulu Hills in klaren Becken an die Oberfläche quellen. Von einer Unterwasser-Beobachtungskammer aus sehen Sie Flusspferde und Fische auf Augenhöhe.</li>
<li>Der Shetani-Lavastrom, eine schwarze Felszunge, die erst wenige Hundert Jahre alt ist.</li>
<li>Das Ngulia Rhino Sanctuary, das Spitzmaulnashörner schützt.</li>
<li>Der Chaimu-Krater, ein kurzer Aufstieg mit weitem Rundblick.</li>
</ul>
<h3>Beste Reisezeit</h3>
<p>Juni bis Oktober sowie Januar bis Februar sind die trockensten Monate und die besten für Tierbeobachtungen. Die Sicht zum Kilimandscharo ist am frühen Morgen oft am klarsten.</p>
<p>Das Mtito Andei Gate liegt rund 240 Kilometer von Nairobi entfernt am Highway nach Mombasa; auf einer längeren Rundreise lässt sich Tsavo West daher ganz natürlich mit Amboseli oder den Chyulu Hills verbinden.</p>`,
    },
    fr: {
      description:
        "Cônes volcaniques, coulées de lave noire et bassins cristallins de Mzima Springs font de Tsavo Ouest la moitié la plus spectaculaire de la plus vaste étendue sauvage du Kenya.",
      description_html: `<p>Tsavo Ouest est une terre rude : collines volcaniques, champs de lave et affleurements rocheux sur quelque 9 000 kilomètres carrés. Le parc reçoit moins de visiteurs que ses voisins plus connus, ce qui fait partie de son charme, et il récompense les voyageurs qui aiment les paysages autant que la faune.</p>
<h3>À voir</h3>
<ul>
<li><strong>Mzima Springs</strong>, où des millions de litres d'eau venus des Chyulu Hills jaillissent chaque jour dans des bassins limpides. Depuis une chambre d'observation immergée, vous observez hippopotames et poissons à hauteur des yeux.</li>
<li>La coulée de lave de Shetani, une langue de roche noire vieille de quelques siècles à peine.</li>
<li>Le Ngulia Rhino Sanctuary, qui protège le rhinocéros noir.</li>
<li>Le cratère Chaimu, une courte ascension récompensée par une vue dégagée.</li>
</ul>
<h3>Quand partir</h3>
<p>De juin à octobre et de janvier à février, les mois les plus secs sont aussi les meilleurs pour observer les animaux. La vue sur le Kilimandjaro est souvent la plus nette tôt le matin.</p>
<p>La porte de Mtito Andei se trouve à environ 240 kilomètres de Nairobi, sur la route de Mombasa : Tsavo Ouest s'associe donc tout naturellement à Amboseli ou aux Chyulu Hills dans un circuit plus long.</p>`,
    },
    it: {
      description:
        "Coni vulcanici, colate di lava nera e le pozze cristalline di Mzima Springs fanno dello Tsavo West la metà più scenografica della più vasta area selvaggia del Kenya.",
      description_html: `<p>Lo Tsavo West è una terra aspra: colline vulcaniche, campi di lava e affioramenti rocciosi su circa 9.000 chilometri quadrati. Riceve meno visitatori dei parchi più noti, e in questo sta parte del suo fascino; ripaga chi ama il paesaggio quanto la fauna.</p>
<h3>Cosa vedere</h3>
<ul>
<li><strong>Mzima Springs</strong>, dove ogni giorno milioni di litri d'acqua provenienti dalle Chyulu Hills sgorgano in pozze limpidissime. Da una camera di osservazione subacquea potrà ammirare ippopotami e pesci all'altezza degli occhi.</li>
<li>La colata lavica di Shetani, una lingua di roccia nera vecchia di appena qualche centinaio di anni.</li>
<li>Il Ngulia Rhino Sanctuary, che protegge il rinoceronte nero.</li>
<li>Il cratere Chaimu, una breve salita con un ampio panorama.</li>
</ul>
<h3>Quando andare</h3>
<p>Da giugno a ottobre e da gennaio a febbraio sono i mesi più secchi e i migliori per gli avvistamenti. La vista verso il Kilimangiaro è spesso più limpida al mattino presto.</p>
<p>Il Mtito Andei Gate si trova a circa 240 chilometri da Nairobi, sulla strada per Mombasa: lo Tsavo West si abbina quindi in modo naturale ad Amboseli o alle Chyulu Hills in un itinerario più lungo.</p>`,
    },
    zh: {
      description:
        "火山锥、黑色熔岩流和姆兹马泉清澈的水潭，让西察沃成为肯尼亚最大荒野中风景最壮美的一半。",
      description_html: `<p>西察沃是一片粗犷的土地：约9,000平方公里的范围内遍布火山丘、熔岩原和裸露的岩石。这里的游客比知名公园少，这也正是它的魅力所在；对于既爱野生动物、也爱自然风光的旅行者来说，这里绝不会令人失望。</p>
<h3>精彩看点</h3>
<ul>
<li><strong>姆兹马泉</strong>：每天有数百万升来自丘卢山的泉水涌入清澈的水潭。在水下观察室中，您可以平视河马和鱼群。</li>
<li>谢塔尼熔岩流，一条仅有几百年历史的黑色岩舌。</li>
<li>恩古利亚犀牛保护区，守护着黑犀牛。</li>
<li>柴穆火山口，短途攀登即可饱览开阔景色。</li>
</ul>
<h3>最佳旅行时间</h3>
<p>6月至10月和1月至2月是最干燥的月份，也是观赏动物的最佳时节。清晨眺望乞力马扎罗山的视野往往最为清晰。</p>
<p>姆蒂托安代大门位于内罗毕至蒙巴萨的公路旁，距内罗毕约240公里，因此在较长的环线行程中，西察沃与安博塞利或丘卢山是天然的组合。</p>`,
    },
  },
  "samburu": {
    de: {
      description:
        "Ein trockenes Reservat mit roter Erde am Ewaso Ng'iro River, Heimat der Samburu Special Five und von Leoparden, die in Akazien am Ufer ruhen.",
      description_html: `<p>Das Samburu National Reserve liegt im heißen, trockenen Norden Kenias, etwa 350 Kilometer von Nairobi entfernt. Wie ein grünes Band zieht sich der Ewaso Ng'iro River hindurch, gesäumt von Doumpalmen und Akazien, und fast alle Tiere zieht es an seine Ufer.</p>
<p>Bekannt ist das Reservat vor allem für die <strong>Samburu Special Five</strong>: Arten, die an trockenes Land angepasst sind und die Sie weiter südlich nur selten zu Gesicht bekommen – das Grevyzebra, die Netzgiraffe, der Somalistrauß, die Beisa-Oryx und der langhalsige Gerenuk, der sich zum Fressen auf die Hinterbeine stellt.</p>
<h3>Beste Reisezeit</h3>
<p>Juni bis Oktober und Dezember bis März sind die trockensten Monate; dann konzentrieren sich die Tiere entlang des Flusses. Da es das ganze Jahr über heiß ist, finden Pirschfahrten am frühen Morgen und am späten Nachmittag statt.</p>
<h3>Außerdem</h3>
<ul>
<li>Leoparden sieht man häufig in den Bäumen am Flussufer ruhen.</li>
<li>Große Elefantenherden durchqueren am Nachmittag den Fluss.</li>
<li>Besuche in Dörfern der Samburu, eines eng mit den Maasai verwandten Volkes.</li>
</ul>
<p>Die Fahrt von Nairobi dauert fünf bis sechs Stunden und führt am Mount Kenya vorbei; alternativ fliegen Sie in gut einer Stunde zur Landepiste des Reservats.</p>`,
    },
    fr: {
      description:
        "Une réserve aride de terre rouge le long de la rivière Ewaso Ng'iro, royaume des « Samburu Special Five » et de léopards assoupis dans les acacias.",
      description_html: `<p>La réserve nationale de Samburu se trouve dans le nord chaud et aride du Kenya, à environ 350 kilomètres de Nairobi. La rivière Ewaso Ng'iro la traverse tel un ruban vert, bordée de palmiers doum et d'acacias, et presque toute la faune converge vers ses rives.</p>
<p>La réserve est surtout connue pour ses <strong>Samburu Special Five</strong>, des espèces adaptées aux terres arides que l'on croise rarement plus au sud : le zèbre de Grévy, la girafe réticulée, l'autruche de Somalie, l'oryx beisa et le gérénuk au long cou, qui se dresse sur ses pattes arrière pour brouter.</p>
<h3>Quand partir</h3>
<p>De juin à octobre et de décembre à mars, les mois les plus secs, les animaux se concentrent le long de la rivière. Les températures sont élevées toute l'année : les safaris ont donc lieu tôt le matin et en fin d'après-midi.</p>
<h3>Et aussi</h3>
<ul>
<li>Les léopards se laissent souvent observer au repos dans les arbres qui bordent la rivière.</li>
<li>De grands troupeaux d'éléphants traversent la rivière l'après-midi.</li>
<li>La visite de villages samburu, un peuple proche cousin des Maasaï.</li>
</ul>
<p>Depuis Nairobi, la route prend cinq à six heures en longeant le mont Kenya ; vous pouvez aussi rejoindre en avion la piste de la réserve en une heure et quart environ.</p>`,
    },
    it: {
      description:
        "Una riserva arida di terra rossa lungo il fiume Ewaso Ng'iro, regno dei Samburu Special Five e di leopardi che riposano tra le acacie.",
      description_html: `<p>La Samburu National Reserve si trova nel nord caldo e arido del Kenya, a circa 350 chilometri da Nairobi. Il fiume Ewaso Ng'iro la attraversa come un nastro verde, bordato di palme dum e acacie, e quasi tutta la fauna è attratta dalle sue rive.</p>
<p>La riserva è famosa soprattutto per i <strong>Samburu Special Five</strong>, specie adattate alle terre aride che raramente si vedono più a sud: la zebra di Grévy, la giraffa reticolata, lo struzzo somalo, l'orice beisa e il gerenuk dal lungo collo, che si alza sulle zampe posteriori per brucare.</p>
<h3>Quando andare</h3>
<p>Da giugno a ottobre e da dicembre a marzo sono i mesi più secchi, quando gli animali si concentrano lungo il fiume. Le temperature sono elevate tutto l'anno, perciò i game drive si svolgono al mattino presto e nel tardo pomeriggio.</p>
<h3>E inoltre</h3>
<ul>
<li>I leopardi si avvistano spesso mentre riposano sugli alberi lungo il fiume.</li>
<li>Grandi branchi di elefanti attraversano il fiume nel pomeriggio.</li>
<li>Visite ai villaggi samburu, popolo strettamente imparentato con i Maasai.</li>
</ul>
<p>Da Nairobi il viaggio in auto richiede cinque o sei ore e passa accanto al Monte Kenya; in alternativa può raggiungere in volo la pista della riserva in circa un'ora e un quarto.</p>`,
    },
    zh: {
      description:
        "埃瓦索恩吉罗河畔的干旱红土保护区，“桑布鲁特有五种”的家园，花豹常在河边的金合欢树上小憩。",
      description_html: `<p>桑布鲁国家保护区位于肯尼亚炎热干旱的北部，距内罗毕约350公里。埃瓦索恩吉罗河如一条绿色丝带穿流而过，两岸排列着叉干棕榈和金合欢树，几乎所有野生动物都被吸引到河岸边。</p>
<p>保护区最负盛名的是<strong>“桑布鲁特有五种”</strong>，这些适应干旱环境的物种在更南边难得一见：细纹斑马、网纹长颈鹿、索马里鸵鸟、东非剑羚，以及能用后腿站立觅食的长颈羚。</p>
<h3>最佳旅行时间</h3>
<p>6月至10月和12月至3月是最干燥的月份，动物会集中在河流沿岸。这里全年气温都很高，因此游猎安排在清晨和傍晚。</p>
<h3>更多精彩</h3>
<ul>
<li>经常可以看到花豹在河边的树上休憩。</li>
<li>大型象群在午后渡河。</li>
<li>走访桑布鲁村落，桑布鲁人与马赛人是近亲。</li>
</ul>
<p>从内罗毕驾车途经肯尼亚山，约需五到六小时；您也可以乘飞机前往保护区的简易机场，航程约一小时十五分钟。</p>`,
    },
  },
  "lake-nakuru": {
    de: {
      description:
        "Ein kompakter Park im Rift Valley: Spitz- und Breitmaulnashörner grasen an einem Sodasee voller Flamingos, Pelikane und Fieberakazien.",
      description_html: `<p>Der Lake-Nakuru-Nationalpark liegt auf dem Grund des Great Rift Valley, etwa 160 Kilometer nordwestlich von Nairobi und rund drei Autostunden entfernt. Der Park ist eingezäunt und hat sich dadurch zu einem der wichtigsten Schutzgebiete Kenias für Spitz- wie Breitmaulnashörner entwickelt.</p>
<p>Der See selbst ist alkalisch, und unter den richtigen Bedingungen färbt er sich rosa, wenn Flamingos die Algen abweiden. In den letzten Jahren ist der Wasserspiegel gestiegen, sodass die Schwärme zwischen Nakuru und den anderen Seen des Rift Valley wechseln; Pelikane, Kormorane und Schreiseeadler sind jedoch stets zugegen.</p>
<h3>Was Sie erwartet</h3>
<ul>
<li>Spitz- und Breitmaulnashörner, oft aus nächster Nähe am Seeufer.</li>
<li>Rothschild-Giraffen, eine der selteneren Giraffen-Unterarten.</li>
<li>Löwen, Leoparden, Büffel und große Paviantrupps.</li>
<li>Baboon Cliff, der klassische Aussichtspunkt über den See.</li>
<li>Die Makalia Falls im Süden des Parks.</li>
</ul>
<h3>Beste Reisezeit</h3>
<p>Der Park lohnt sich das ganze Jahr über. In den trockenen Monaten von Juni bis März sind die Pisten leichter befahrbar, und schon eine Nacht genügt, um ihn gut kennenzulernen – deshalb verbindet er so oft die Mara mit Naivasha oder Samburu.</p>`,
    },
    fr: {
      description:
        "Un parc compact de la vallée du Rift où rhinocéros noirs et blancs paissent au bord d'un lac alcalin peuplé de flamants, de pélicans et d'acacias jaunes.",
      description_html: `<p>Le parc national du lac Nakuru occupe le fond de la vallée du Grand Rift, à environ 160 kilomètres au nord-ouest de Nairobi, soit quelque trois heures de route. Entièrement clôturé, il est devenu l'un des sanctuaires les plus importants du Kenya pour le rhinocéros noir comme pour le rhinocéros blanc.</p>
<p>Le lac lui-même est alcalin et, lorsque les conditions s'y prêtent, il se teinte de rose sous les flamants venus se nourrir d'algues. Le niveau de l'eau a monté ces dernières années, si bien que les colonies se déplacent entre Nakuru et les autres lacs du Rift ; pélicans, cormorans et pygargues vocifères, eux, sont toujours au rendez-vous.</p>
<h3>À voir</h3>
<ul>
<li>Rhinocéros noirs et blancs, souvent de très près sur la rive du lac.</li>
<li>La girafe de Rothschild, l'une des sous-espèces de girafe les plus rares.</li>
<li>Lions, léopards, buffles et de grandes troupes de babouins.</li>
<li>Baboon Cliff, le point de vue incontournable sur le lac.</li>
<li>Les chutes de Makalia, dans le sud du parc.</li>
</ul>
<h3>Quand partir</h3>
<p>Le parc se visite toute l'année. Les mois secs, de juin à mars, rendent les pistes plus praticables, et une seule nuit suffit pour bien le découvrir ; c'est pourquoi il sert si souvent d'étape entre le Mara et Naivasha ou Samburu.</p>`,
    },
    it: {
      description:
        "Un parco raccolto nella Rift Valley, dove rinoceronti neri e bianchi pascolano accanto a un lago alcalino tra fenicotteri, pellicani e acacie gialle.",
      description_html: `<p>Il Lake Nakuru National Park si trova sul fondo della Great Rift Valley, a circa 160 chilometri a nord-ovest di Nairobi, circa tre ore di strada. È un parco recintato, e proprio per questo è diventato uno dei santuari più importanti del Kenya sia per il rinoceronte nero sia per quello bianco.</p>
<p>Il lago è alcalino e, nelle condizioni giuste, si tinge di rosa per i fenicotteri che si nutrono di alghe. Negli ultimi anni il livello dell'acqua è salito, e gli stormi si spostano tra Nakuru e gli altri laghi della Rift Valley; pellicani, cormorani e aquile pescatrici sono però sempre presenti.</p>
<h3>Cosa vedere</h3>
<ul>
<li>Rinoceronti neri e bianchi, spesso a distanza ravvicinata sulla riva del lago.</li>
<li>La giraffa di Rothschild, una delle sottospecie di giraffa più rare.</li>
<li>Leoni, leopardi, bufali e numerosi gruppi di babbuini.</li>
<li>Baboon Cliff, il classico punto panoramico sul lago.</li>
<li>Le Makalia Falls, nel sud del parco.</li>
</ul>
<h3>Quando andare</h3>
<p>Il parco merita in ogni stagione. I mesi secchi, da giugno a marzo, rendono le piste più agevoli, e una sola notte basta per visitarlo bene: ecco perché fa così spesso da tappa tra il Mara e Naivasha o Samburu.</p>`,
    },
    zh: {
      description:
        "东非大裂谷中一座精巧的公园，黑犀牛与白犀牛在碱湖边吃草，四周有火烈鸟、鹈鹕和黄皮金合欢林。",
      description_html: `<p>纳库鲁湖国家公园位于东非大裂谷谷底，在内罗毕西北约160公里处，驾车约三小时。公园四周设有围栏，因此成为肯尼亚最重要的黑犀牛和白犀牛保护地之一。</p>
<p>湖水呈碱性，条件适宜时，觅食藻类的火烈鸟会把湖面染成一片粉红。近年来湖水水位上涨，鸟群在纳库鲁湖与大裂谷其他湖泊之间迁移；而鹈鹕、鸬鹚和吼海雕则一年四季都在。</p>
<h3>精彩看点</h3>
<ul>
<li>黑犀牛和白犀牛，常常能在湖岸近距离观赏。</li>
<li>罗斯柴尔德长颈鹿，较为稀有的长颈鹿亚种之一。</li>
<li>狮子、花豹、非洲水牛和成群的狒狒。</li>
<li>狒狒崖（Baboon Cliff），俯瞰湖景的经典观景点。</li>
<li>公园南部的马卡利亚瀑布。</li>
</ul>
<h3>最佳旅行时间</h3>
<p>公园全年皆宜。6月至3月的旱季道路更好走，住上一晚便足以好好游览，这也是它常被用来串联马拉与奈瓦沙或桑布鲁的原因。</p>`,
    },
  },
  "lake-naivasha": {
    de: {
      description:
        "Ein Süßwassersee nur 95 km von Nairobi, mit Flusspferden, Schreiseeadlern und Fußsafaris – unser Lieblingsort für Team-Retreats und entspannte Wochenenden.",
      description_html: `<p>Der Lake Naivasha ist mit rund 1.880 Metern der höchstgelegene See des Rift Valley und einer von nur zwei Süßwasserseen der Kette. Seine von Papyrus gesäumten Ufer liegen nur anderthalb Stunden von Nairobi entfernt – das hat ihn zum beliebtesten Wochenendziel der Hauptstädter gemacht und zur naheliegenden Wahl für Konferenzen und Teambuilding-Retreats.</p>
<h3>Was Sie erwartet</h3>
<ul>
<li>Bootsfahrten zwischen Flusspferdgruppen, während Schreiseeadler nach Fischen stoßen.</li>
<li>Fußsafaris auf Crescent Island, wo Giraffen, Zebras und Gnus ganz ohne Raubtiere grasen.</li>
<li>Radtouren und Schluchtwanderungen im nahen Hell's-Gate-Nationalpark.</li>
<li>Der Crater Lake, ein kleiner jadegrüner See in einem erloschenen Vulkan.</li>
</ul>
<h3>Beste Reisezeit</h3>
<p>Naivasha ist das ganze Jahr über angenehm. Die lange Regenzeit von März bis Mai bringt grüne Hügel und Schauer am Nachmittag, während es von Juli bis Oktober kühl und trocken ist – mit klaren Abenden am Lagerfeuer.</p>
<p>Am Seeufer finden Sie Lodges und Camps jeder Größe mit Tagungsräumen und weitläufigen Rasenflächen, die sich für Aktivitäten im Freien eignen. Fragen Sie uns, wie sich ein Retreat in Naivasha mit einer Nacht am Lake Nakuru oder in der Maasai Mara verbinden lässt.</p>`,
    },
    fr: {
      description:
        "Un lac d'eau douce à 95 km seulement de Nairobi, avec hippopotames, pygargues et safaris à pied : notre adresse préférée pour les séminaires et les week-ends.",
      description_html: `<p>Perché à environ 1 880 mètres, le lac Naivasha est le plus élevé des lacs de la vallée du Rift et l'un des deux seuls lacs d'eau douce de la chaîne. Ses rives bordées de papyrus ne sont qu'à une heure et demie de Nairobi, ce qui en a fait l'escapade de week-end favorite de la capitale et un choix tout trouvé pour les conférences et les séminaires de cohésion.</p>
<h3>À voir</h3>
<ul>
<li>Des sorties en bateau au milieu des groupes d'hippopotames, tandis que les pygargues vocifères plongent sur les poissons.</li>
<li>Des safaris à pied sur Crescent Island, où girafes, zèbres et gnous paissent en l'absence de tout prédateur.</li>
<li>Vélo et randonnées dans les gorges du parc national voisin de Hell's Gate.</li>
<li>Crater Lake, un petit lac vert jade niché dans un volcan éteint.</li>
</ul>
<h3>Quand partir</h3>
<p>Naivasha est agréable toute l'année. La grande saison des pluies, de mars à mai, apporte des collines verdoyantes et des averses l'après-midi, tandis que de juillet à octobre le temps est frais et sec, avec des soirées claires propices aux feux de camp.</p>
<p>Les rives du lac accueillent des lodges et des camps de toutes tailles, avec salles de réunion et vastes pelouses idéales pour les activités en plein air. N'hésitez pas à nous demander comment associer un séminaire à Naivasha à une nuit au lac Nakuru ou dans le Maasai Mara.</p>`,
    },
    it: {
      description:
        "Un lago d'acqua dolce a soli 95 km da Nairobi, con ippopotami, aquile pescatrici e safari a piedi: il nostro luogo del cuore per ritiri aziendali e weekend.",
      description_html: `<p>Il lago Naivasha è il più alto dei laghi della Rift Valley, a circa 1.880 metri, e uno dei due soli laghi d'acqua dolce della catena. Le sue rive orlate di papiri distano appena un'ora e mezza da Nairobi: per questo è la fuga del fine settimana preferita dalla capitale e la scelta naturale per conferenze e ritiri di team building.</p>
<h3>Cosa vedere</h3>
<ul>
<li>Gite in barca tra i gruppi di ippopotami, con le aquile pescatrici africane che piombano sui pesci.</li>
<li>Safari a piedi su Crescent Island, dove giraffe, zebre e gnu pascolano senza predatori nei dintorni.</li>
<li>Itinerari in bicicletta e camminate nelle gole del vicino Hell's Gate National Park.</li>
<li>Il Crater Lake, un piccolo lago verde giada in un vulcano spento.</li>
</ul>
<h3>Quando andare</h3>
<p>Naivasha è piacevole tutto l'anno. Le lunghe piogge, da marzo a maggio, portano colline verdi e rovesci pomeridiani, mentre da luglio a ottobre il clima è fresco e secco, con serate limpide ideali per un falò.</p>
<p>Sulle rive del lago troverà lodge e campi di ogni dimensione, con sale riunioni e ampi prati adatti alle attività all'aperto. Ci chieda come abbinare un ritiro a Naivasha a una notte al lago Nakuru o nel Maasai Mara.</p>`,
    },
    zh: {
      description:
        "距内罗毕仅95公里的淡水湖，有河马、吼海雕和徒步游猎，是我们最推荐的团队休整与轻松周末之地。",
      description_html: `<p>奈瓦沙湖海拔约1,880米，是东非大裂谷湖泊中海拔最高的一个，也是这一串湖泊中仅有的两个淡水湖之一。湖岸生长着纸莎草，距内罗毕仅一个半小时车程，因此成为首都居民最爱的周末去处，也是举办会议和团队建设活动的理想之选。</p>
<h3>精彩看点</h3>
<ul>
<li>乘船穿行于河马群之间，看非洲吼海雕俯冲捕鱼。</li>
<li>在新月岛徒步游猎，长颈鹿、斑马和角马在没有捕食者的环境中悠然吃草。</li>
<li>在附近的地狱之门国家公园骑行和峡谷徒步。</li>
<li>火山口湖，一座隐匿在死火山中的翡翠色小湖。</li>
</ul>
<h3>最佳旅行时间</h3>
<p>奈瓦沙全年气候宜人。3月至5月的长雨季山丘青翠，午后常有阵雨；7月至10月凉爽干燥，夜晚晴朗，正适合围着篝火相聚。</p>
<p>湖畔有各种规模的小屋酒店和营地，配有会议室和宽阔的草坪，适合开展户外活动。欢迎向我们咨询如何将奈瓦沙团队休整与纳库鲁湖或马赛马拉的一晚行程相结合。</p>`,
    },
  },
  "diani-beach": {
    de: {
      description:
        "Langer weißer Sand, warmes türkisfarbenes Wasser und Stummelaffen im Küstenwald – eine Flugstunde von Nairobi, perfekt nach der Safari.",
      description_html: `<p>Diani Beach erstreckt sich über rund 17 Kilometer am Indischen Ozean, etwa 30 Kilometer südlich von Mombasa. Ein vorgelagertes Korallenriff hält die Lagune bei Ebbe ruhig, sodass man hier gefahrlos schwimmen und waten kann, und der Sand ist von jener feinen, weißen Art, die unter den Füßen kühl bleibt.</p>
<h3>Was Sie unternehmen können</h3>
<ul>
<li>Schnorcheln und Tauchen im Kisite-Mpunguti Marine Park, unterwegs mit Delfinsichtungen.</li>
<li>Kitesurfen von Dezember bis März, wenn der Nordost-Monsun beständig weht.</li>
<li>Spaziergänge im Küstenwald zu den Angola-Stummelaffen.</li>
<li>Sonnenuntergangsfahrten auf einer Dhau und Abendessen mit frischen Meeresfrüchten.</li>
</ul>
<h3>Beste Reisezeit</h3>
<p>Von Dezember bis März ist es heiß und sonnig mit ruhigen Vormittagen, von Juli bis Oktober etwas kühler und trocken. Die lange Regenzeit von April bis Juni bringt kräftige Schauer, dafür aber auch niedrigere Preise und ruhige Strände.</p>
<p>Flüge aus Nairobi landen nach etwa einer Stunde auf der Piste von Ukunda, fünf Minuten vom Strand entfernt. Für Familien ist der Zug nach Mombasa mit anschließendem Transfer auf der Straße eine gute, preiswerte Alternative.</p>`,
    },
    fr: {
      description:
        "Une longue plage de sable blanc, une eau turquoise et chaude, des colobes dans la forêt côtière : à une heure de vol de Nairobi, parfait après un safari.",
      description_html: `<p>Diani Beach s'étire sur environ 17 kilomètres au bord de l'océan Indien, à une trentaine de kilomètres au sud de Mombasa. Au large, un récif corallien maintient le lagon calme à marée basse : l'eau se prête sans danger à la baignade et aux promenades les pieds dans l'eau, et le sable est de ce blanc très fin qui reste frais sous les pas.</p>
<h3>À faire</h3>
<ul>
<li>Snorkeling et plongée dans le parc marin de Kisite-Mpunguti, avec des dauphins souvent aperçus en chemin.</li>
<li>Kitesurf de décembre à mars, quand souffle avec régularité la mousson du nord-est.</li>
<li>Des balades dans la forêt côtière à la rencontre du colobe d'Angola.</li>
<li>Croisières en boutre au coucher du soleil et dîners de fruits de mer frais.</li>
</ul>
<h3>Quand partir</h3>
<p>De décembre à mars, il fait chaud et ensoleillé, avec des matinées calmes ; de juillet à octobre, le temps est un peu plus frais et sec. La grande saison des pluies, d'avril à juin, apporte de fortes averses, mais aussi des prix plus doux et des plages tranquilles.</p>
<p>Les vols depuis Nairobi atterrissent en une heure environ sur la piste d'Ukunda, à cinq minutes de la plage. Pour les familles, le train jusqu'à Mombasa suivi d'un transfert par la route est une bonne option économique.</p>`,
    },
    it: {
      description:
        "Lunga sabbia bianca, acque turchesi e tiepide e colobi nella foresta costiera, a un'ora di volo da Nairobi: l'ideale dopo un safari.",
      description_html: `<p>Diani Beach si allunga per circa 17 chilometri sull'Oceano Indiano, una trentina di chilometri a sud di Mombasa. Una barriera corallina al largo mantiene calma la laguna con la bassa marea, così l'acqua è sicura per nuotare e camminare nei bassi fondali, e la sabbia è di quella bianca e finissima che resta fresca sotto i piedi.</p>
<h3>Cosa fare</h3>
<ul>
<li>Snorkeling e immersioni nel Kisite-Mpunguti Marine Park, con avvistamenti di delfini lungo il tragitto.</li>
<li>Kitesurf da dicembre a marzo, quando soffiano costanti i venti del monsone di nord-est.</li>
<li>Passeggiate nella foresta costiera alla scoperta del colobo angolano.</li>
<li>Crociere al tramonto in dhow e cene a base di pesce fresco.</li>
</ul>
<h3>Quando andare</h3>
<p>Da dicembre a marzo fa caldo e c'è il sole, con mattinate calme; da luglio a ottobre il clima è un po' più fresco e secco. Le lunghe piogge, da aprile a giugno, portano forti acquazzoni, ma anche prezzi più bassi e spiagge tranquille.</p>
<p>I voli da Nairobi atterrano in circa un'ora alla pista di Ukunda, a cinque minuti dalla spiaggia. Per le famiglie, il treno fino a Mombasa seguito da un trasferimento su strada è un'ottima soluzione economica.</p>`,
    },
    zh: {
      description:
        "绵长的白沙滩、温暖的碧绿海水，还有海岸森林里的疣猴；距内罗毕仅一小时航程，是游猎后的理想去处。",
      description_html: `<p>迪亚尼海滩沿印度洋绵延约17公里，位于蒙巴萨以南约30公里。近海的珊瑚礁让泻湖在退潮时风平浪静，适合安心游泳和涉水；这里的沙子细白柔软，踩在脚下始终清凉。</p>
<h3>推荐体验</h3>
<ul>
<li>在基西特-姆蓬古蒂海洋公园浮潜和潜水，途中常能看到海豚。</li>
<li>12月至3月东北季风稳定吹拂，正是玩风筝冲浪的好时节。</li>
<li>漫步海岸森林，寻找安哥拉疣猴。</li>
<li>乘单桅帆船欣赏日落，享用新鲜海鲜晚餐。</li>
</ul>
<h3>最佳旅行时间</h3>
<p>12月至3月炎热晴朗，上午风平浪静；7月至10月稍凉爽，气候干燥。4月至6月的长雨季常有大雨，但价格更低，海滩也更清静。</p>
<p>从内罗毕起飞约一小时即可抵达乌昆达机场，距海滩仅五分钟车程。对于家庭出游，先乘火车到蒙巴萨再转乘汽车，是经济实惠的好选择。</p>`,
    },
  },
  "lamu": {
    de: {
      description:
        "Eine autofreie Swahili-Inselstadt mit geschnitzten Türen, engen Gassen und Eseln, dazu Dhau-Segeltörns und ruhige Strände im nahen Shela.",
      description_html: `<p>Lamu Old Town ist die älteste und am besten erhaltene Swahili-Siedlung Ostafrikas und seit 2001 UNESCO-Welterbe. Ihre Häuser aus Korallenstein, die geschnitzten Holztüren und schattigen Innenhöfe haben sich über Jahrhunderte kaum verändert, und da es auf der Insel keine Autos gibt, sind Esel und Dhaus nach wie vor die wichtigsten Verkehrsmittel.</p>
<h3>Was Sie erwartet</h3>
<ul>
<li>Das Lamu Museum und das alte Fort am Hauptplatz.</li>
<li>Die Uferpromenade, an der Dhaus be- und entladen werden wie seit Generationen.</li>
<li>Das Dorf Shela und sein langer, menschenleerer Strand vor den Dünen.</li>
<li>Dhau-Fahrten bei Sonnenuntergang durch die Mangrovenkanäle.</li>
</ul>
<h3>Beste Reisezeit</h3>
<p>Am angenehmsten sind die trockenen Monate von Juli bis März. Lamus Feste – darunter die Maulidi-Feierlichkeiten und das Lamu Cultural Festival mit Dhau-Regatten und Swahili-Dichtung – sind wunderbare Reiseanlässe, sofern Sie früh buchen.</p>
<p>Flüge aus Nairobi erreichen Manda Island in etwa anderthalb Stunden; eine kurze Bootsfahrt bringt Sie von dort an die Uferpromenade von Lamu. Wir empfehlen mindestens drei Nächte, um sich auf den gemächlichen Rhythmus der Insel einzulassen.</p>`,
    },
    fr: {
      description:
        "Une ville swahilie insulaire sans voitures, avec ses portes sculptées, ses ruelles et ses ânes, ses sorties en boutre et les plages paisibles de Shela.",
      description_html: `<p>La vieille ville de Lamu est le plus ancien et le mieux préservé des établissements swahilis d'Afrique de l'Est, inscrit au patrimoine mondial de l'UNESCO depuis 2001. Ses maisons en pierre de corail, ses portes en bois sculpté et ses cours ombragées ont peu changé au fil des siècles et, faute de voitures sur l'île, ânes et boutres restent les principaux moyens de transport.</p>
<h3>À voir</h3>
<ul>
<li>Le musée de Lamu et l'ancien fort sur la place principale.</li>
<li>Le front de mer, où les boutres chargent et déchargent comme depuis des générations.</li>
<li>Le village de Shela et sa longue plage déserte adossée aux dunes.</li>
<li>Des croisières en boutre au coucher du soleil à travers les chenaux de la mangrove.</li>
</ul>
<h3>Quand partir</h3>
<p>Les mois secs, de juillet à mars, sont les plus agréables. Les fêtes de Lamu, dont les célébrations du Maulidi et le Lamu Cultural Festival avec ses régates de boutres et sa poésie swahilie, sont des moments merveilleux pour venir, à condition de réserver tôt.</p>
<p>Les vols depuis Nairobi rejoignent l'île de Manda en une heure et demie environ, puis une courte traversée en bateau vous dépose sur le front de mer de Lamu. Nous vous recommandons au moins trois nuits pour vous accorder au rythme paisible de l'île.</p>`,
    },
    it: {
      description:
        "Una cittadina swahili su un'isola senza auto, fatta di porte intagliate, vicoli stretti e asini, con gite in dhow e spiagge quiete nella vicina Shela.",
      description_html: `<p>Lamu Old Town è il più antico e meglio conservato insediamento swahili dell'Africa orientale e dal 2001 è Patrimonio dell'Umanità UNESCO. Le sue case in pietra corallina, le porte in legno intagliato e i cortili ombreggiati sono cambiati ben poco nei secoli e, poiché sull'isola non circolano auto, asini e dhow restano i principali mezzi di trasporto.</p>
<h3>Cosa vedere</h3>
<ul>
<li>Il Lamu Museum e l'antico forte sulla piazza principale.</li>
<li>Il lungomare, dove i dhow caricano e scaricano merci come da generazioni.</li>
<li>Il villaggio di Shela e la sua lunga spiaggia deserta, alle spalle delle dune.</li>
<li>Crociere in dhow al tramonto tra i canali delle mangrovie.</li>
</ul>
<h3>Quando andare</h3>
<p>I mesi secchi, da luglio a marzo, sono i più piacevoli. Le feste di Lamu, tra cui le celebrazioni del Maulidi e il Lamu Cultural Festival con regate di dhow e poesia swahili, sono occasioni splendide per visitarla, purché prenoti con anticipo.</p>
<p>I voli da Nairobi raggiungono l'isola di Manda in circa un'ora e mezza, e un breve tragitto in barca La porta al lungomare di Lamu. Le consigliamo almeno tre notti per entrare nel ritmo placido dell'isola.</p>`,
    },
    zh: {
      description:
        "没有汽车的斯瓦希里海岛小城，雕花木门、狭窄小巷和毛驴随处可见，还可乘单桅帆船出海，或在附近谢拉享受宁静海滩。",
      description_html: `<p>拉穆古城是东非历史最悠久、保存最完好的斯瓦希里聚落，2001年被列入联合国教科文组织世界遗产名录。珊瑚石砌成的房屋、雕花木门和绿荫庭院几百年来几乎未曾改变；岛上没有汽车，毛驴和单桅帆船至今仍是主要的交通工具。</p>
<h3>精彩看点</h3>
<ul>
<li>主广场上的拉穆博物馆和古堡。</li>
<li>海滨码头，单桅帆船在这里装卸货物，世代如此。</li>
<li>谢拉村及其背靠沙丘、绵长而空旷的海滩。</li>
<li>日落时分乘单桅帆船穿行于红树林水道。</li>
</ul>
<h3>最佳旅行时间</h3>
<p>7月至次年3月的旱季最为舒适。拉穆的节庆活动，包括马乌利迪庆典，以及有单桅帆船赛和斯瓦希里诗歌的拉穆文化节，都是造访的绝佳时机，但请提早预订。</p>
<p>从内罗毕乘飞机约一个半小时可抵达曼达岛，再乘船片刻即可到达拉穆海滨。我们建议您至少停留三晚，慢慢融入岛上从容的生活节奏。</p>`,
    },
  },
  "watamu": {
    de: {
      description:
        "Ein entspanntes Fischerdorf an Kenias Nordküste mit Meeresnationalpark, nistenden Schildkröten, den Ruinen von Gede und den Gezeiten des Mida Creek.",
      description_html: `<p>Watamu liegt etwa 105 Kilometer nördlich von Mombasa und knapp südlich von Malindi, an einem Küstenabschnitt voller Korallenbuchten und kleiner Inseln. Der Ort wirkt ruhiger und ursprünglicher als die großen Ferienzentren, und ein Großteil seiner Küste gehört zu einem 1968 gegründeten Meeresschutzgebiet.</p>
<h3>Was Sie erwartet</h3>
<ul>
<li>Schnorcheln und Fahrten im Glasbodenboot über die Korallengärten des Watamu Marine National Park.</li>
<li>Die Ruinen von Gede, einer im 17. Jahrhundert verlassenen Swahili-Stadt, die heute vom Wald überwuchert ist.</li>
<li>Der Mida Creek, ein Gezeitenarm voller Watvögel, den Sie bei Flut am besten von einem Holzsteg aus erleben.</li>
<li>Der Arabuko-Sokoke-Wald, Heimat seltener Vögel und des Goldenen Rüsselhündchens.</li>
<li>Schildkrötenschutzprojekte, die frisch geschlüpfte Jungtiere am Strand freilassen.</li>
</ul>
<h3>Beste Reisezeit</h3>
<p>Das beste Wetter herrscht von Dezember bis März und von Juli bis Oktober. Hochseeangeln ist zwischen November und März besonders beliebt.</p>
<p>Sie fliegen in etwa einer Stunde von Nairobi nach Malindi; von dort sind es 25 Minuten Transfer.</p>`,
    },
    fr: {
      description:
        "Un village de pêcheurs paisible de la côte nord du Kenya, avec un parc marin protégé, des tortues, les ruines de Gede et les marées de Mida Creek.",
      description_html: `<p>Watamu se trouve à environ 105 kilomètres au nord de Mombasa, juste au sud de Malindi, sur un littoral découpé d'anses coralliennes et de petites îles. L'ambiance y est plus lente et plus authentique que dans les grandes stations balnéaires, et une grande partie de sa côte fait partie d'un parc marin protégé créé en 1968.</p>
<h3>À voir</h3>
<ul>
<li>Snorkeling et sorties en bateau à fond de verre au-dessus des jardins de corail du Watamu Marine National Park.</li>
<li>Les ruines de Gede, une ville swahilie abandonnée au XVIIe siècle et aujourd'hui envahie par la forêt.</li>
<li>Mida Creek, un bras de mer soumis aux marées et riche en oiseaux limicoles, à découvrir à marée haute depuis une passerelle en bois.</li>
<li>La forêt d'Arabuko-Sokoke, refuge d'oiseaux rares et du rat à trompe à croupion doré.</li>
<li>Des projets de protection des tortues qui relâchent les nouveau-nés sur la plage.</li>
</ul>
<h3>Quand partir</h3>
<p>Le meilleur temps s'observe de décembre à mars et de juillet à octobre. La pêche au gros est très prisée entre novembre et mars.</p>
<p>Comptez environ une heure de vol de Nairobi à Malindi, puis 25 minutes de transfert.</p>`,
    },
    it: {
      description:
        "Un tranquillo villaggio di pescatori sulla costa nord del Kenya, con un parco marino protetto, tartarughe, le rovine di Gede e le maree di Mida Creek.",
      description_html: `<p>Watamu si trova a circa 105 chilometri a nord di Mombasa, poco a sud di Malindi, su un tratto di costa modellato da insenature coralline e piccole isole. Ha un'atmosfera più lenta e autentica rispetto alle grandi località turistiche, e gran parte del suo litorale rientra in un parco marino protetto istituito nel 1968.</p>
<h3>Cosa vedere</h3>
<ul>
<li>Snorkeling e gite in barca dal fondo di vetro sui giardini di corallo del Watamu Marine National Park.</li>
<li>Le rovine di Gede, città swahili abbandonata nel XVII secolo e oggi inghiottita dalla foresta.</li>
<li>Mida Creek, un'insenatura di marea ricca di uccelli trampolieri, da ammirare con l'alta marea da una passerella in legno.</li>
<li>La foresta di Arabuko-Sokoke, rifugio di uccelli rari e del toporagno elefante dal groppone dorato.</li>
<li>Progetti di tutela delle tartarughe che liberano i piccoli appena nati sulla spiaggia.</li>
</ul>
<h3>Quando andare</h3>
<p>Il clima migliore va da dicembre a marzo e da luglio a ottobre. La pesca d'altura è molto praticata tra novembre e marzo.</p>
<p>Da Nairobi si vola a Malindi in circa un'ora, seguita da un trasferimento di 25 minuti.</p>`,
    },
    zh: {
      description:
        "肯尼亚北部海岸悠闲的渔村，拥有受保护的海洋公园、筑巢的海龟、盖迪古城遗址和米达溪的潮汐奇观。",
      description_html: `<p>瓦塔穆位于蒙巴萨以北约105公里、马林迪以南不远处，这段海岸由珊瑚海湾和小岛勾勒而成。这里比大型度假区更加悠闲，也更具本地风情，大部分海岸线都位于1968年设立的海洋保护区内。</p>
<h3>精彩看点</h3>
<ul>
<li>在瓦塔穆海洋国家公园的珊瑚花园浮潜，或乘玻璃底船观赏。</li>
<li>盖迪遗址，一座于17世纪被遗弃、如今已被森林吞没的斯瓦希里古城。</li>
<li>米达溪，一处水鸟云集的潮汐海湾，涨潮时从木栈道上观赏最佳。</li>
<li>阿拉布科-索科凯森林，栖息着珍稀鸟类和金腰象鼩。</li>
<li>海龟保护项目，在海滩上放归刚孵化的小海龟。</li>
</ul>
<h3>最佳旅行时间</h3>
<p>12月至3月和7月至10月天气最好。11月至3月是深海垂钓的热门季节。</p>
<p>从内罗毕飞往马林迪约一小时，再乘车25分钟即可抵达。</p>`,
    },
  },
};
