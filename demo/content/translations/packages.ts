/**
 * Twelve demo packages (the first two of each main service) in German, French, Italian and
 * Simplified Chinese: their titles and summaries, written for this demo company (issue 29), not
 * translated by machine, keyed by the package's slug.
 */
import type { DemoTranslations } from "./types.ts";

export const packageTranslations: DemoTranslations<"package_title" | "summary"> = {
  "3-day-maasai-mara-fly-in-charter": {
    de: {
      package_title: "3 Tage Maasai Mara – Flugsafari & Charter",
      summary:
        "Statt sechs Stunden auf der Straße nur 45 Minuten Flug ab dem Wilson Airport. Wählen Sie Plätze im Linienflug samt Camp oder chartern Sie ein Privatflugzeug, das sich ganz nach Ihrem Zeitplan richtet.",
    },
    fr: {
      package_title: "3 jours au Maasai Mara : safari en avion et vol charter",
      summary:
        "Troquez six heures de route contre 45 minutes de vol au départ de l'aéroport Wilson. Choisissez des places sur un vol régulier, camp compris, ou affrétez un avion privé qui décolle à l'heure qui vous convient.",
    },
    it: {
      package_title: "3 giorni nel Maasai Mara: safari in aereo e volo charter",
      summary:
        "Sei ore di strada diventano 45 minuti di volo dall'aeroporto Wilson. Scelga i posti su un volo di linea con il campo incluso, oppure noleggi un aereo privato che parte secondo i Suoi orari.",
    },
    zh: {
      package_title: "马赛马拉3日飞行狩猎与包机之旅",
      summary:
        "从威尔逊机场起飞，45分钟即可抵达，免去六小时车程。您可选择含营地住宿的定期航班座位，也可包租私人飞机，完全按照您的时间出发。",
    },
  },
  "6-day-lamu-and-diani-coastal-flights": {
    de: {
      package_title: "6 Tage Lamu & Diani – Küstenreise mit Inlandsflügen",
      summary:
        "Zwei der schönsten Küstenziele Kenias, auf dem Luftweg verbunden: drei Nächte im Lamu-Archipel und zwei am Diani Beach – dazwischen im Linienflug oder mit privatem Charter.",
    },
    fr: {
      package_title: "6 jours à Lamu et Diani : la côte kényane en avion",
      summary:
        "Deux des plus belles destinations du littoral kényan reliées par les airs : trois nuits dans l'archipel de Lamu et deux à Diani Beach, avec un vol régulier ou un charter privé pour passer de l'une à l'autre.",
    },
    it: {
      package_title: "6 giorni tra Lamu e Diani: la costa keniota in volo",
      summary:
        "Due delle mete più belle della costa keniota, collegate in aereo: tre notti nell'arcipelago di Lamu e due a Diani Beach, con un volo di linea o un charter privato per passare dall'una all'altra.",
    },
    zh: {
      package_title: "拉穆与迪亚尼6日海岸飞行度假之旅",
      summary:
        "以航班串联肯尼亚两处顶级海滨胜地：在拉穆群岛入住三晚，在迪亚尼海滩入住两晚，两地之间可乘定期航班或私人包机往来。",
    },
  },
  "10-day-holy-land-pilgrimage": {
    de: {
      package_title: "10 Tage Pilgerreise ins Heilige Land",
      summary:
        "Auf den Spuren Jesu: der See Genezareth, Nazareth, der Jordan, Bethlehem und fünf Nächte in Jerusalem – mit christlichem Guide, einer Reiseleitung aus Nairobi und täglichen Andachten.",
    },
    fr: {
      package_title: "Pèlerinage de 10 jours en Terre sainte",
      summary:
        "Marchez dans les pas de Jésus : la mer de Galilée, Nazareth, le Jourdain, Bethléem et cinq nuits à Jérusalem, avec un guide chrétien, un accompagnateur venu de Nairobi et un temps de prière chaque jour.",
    },
    it: {
      package_title: "Pellegrinaggio di 10 giorni in Terra Santa",
      summary:
        "Sui passi di Gesù: il lago di Galilea, Nazareth, il fiume Giordano, Betlemme e cinque notti a Gerusalemme, con una guida cristiana, un accompagnatore da Nairobi e un momento di preghiera ogni giorno.",
    },
    zh: {
      package_title: "圣地10日朝圣之旅",
      summary:
        "追随耶稣的足迹：加利利海、拿撒勒、约旦河、伯利恒，并在耶路撒冷入住五晚；全程由基督徒导游讲解，内罗毕领队随行，每日安排灵修。",
    },
  },
  "7-day-rome-and-vatican-pilgrimage": {
    de: {
      package_title: "7 Tage Pilgerreise nach Rom und in den Vatikan",
      summary:
        "Beten Sie am Grab des heiligen Petrus, steigen Sie die Heilige Stiege hinauf, besuchen Sie die vier Papstbasiliken und die Katakomben und verbringen Sie einen Tag in Assisi. Gruppenreisen mit täglicher Messe.",
    },
    fr: {
      package_title: "Pèlerinage de 7 jours à Rome et au Vatican",
      summary:
        "Priez sur le tombeau de saint Pierre, gravissez la Scala Santa, visitez les quatre basiliques papales et les catacombes, et passez une journée à Assise. Départs en groupe avec messe quotidienne.",
    },
    it: {
      package_title: "Pellegrinaggio di 7 giorni a Roma e in Vaticano",
      summary:
        "Preghi sulla tomba di San Pietro, salga la Scala Santa, visiti le quattro basiliche papali e le catacombe e trascorra una giornata ad Assisi. Partenze di gruppo con Messa quotidiana.",
    },
    zh: {
      package_title: "罗马与梵蒂冈7日朝圣之旅",
      summary:
        "在圣彼得墓前祈祷，登上圣阶，参访四大宗座圣殿与地下墓穴，并在阿西西度过一天。团队出发，每日参与弥撒。",
    },
  },
  "3-day-lake-naivasha-conference-retreat": {
    de: {
      package_title: "3 Tage Konferenz-Retreat am Lake Naivasha",
      summary:
        "Verlegen Sie Ihre Strategiesitzung hinaus aus der Stadt: zwei Nächte am Lake Naivasha mit voll ausgestattetem Konferenzsaal, einer Bootsfahrt zwischen Flusspferden und einer moderierten Team-Challenge. Nur zwei Busstunden von Nairobi entfernt.",
    },
    fr: {
      package_title: "Séminaire de 3 jours au bord du lac Naivasha",
      summary:
        "Sortez votre réunion stratégique de la ville : deux nuits au bord du lac Naivasha avec une salle de conférence entièrement équipée, une sortie en bateau parmi les hippopotames et un défi d'équipe encadré par un animateur. À deux heures de Nairobi en autocar.",
    },
    it: {
      package_title: "Ritiro aziendale di 3 giorni sul lago Naivasha",
      summary:
        "Porti la Sua riunione strategica fuori città: due notti sul lago Naivasha con una sala conferenze completamente attrezzata, un giro in barca tra gli ippopotami e una sfida di squadra guidata da un facilitatore. A due ore di pullman da Nairobi.",
    },
    zh: {
      package_title: "纳瓦沙湖3日会议静修之旅",
      summary:
        "把战略会议搬出城市：在纳瓦沙湖畔入住两晚，配备设施齐全的会议厅，乘船穿行于河马之间，并参加由专业引导师主持的团队挑战。距内罗毕仅两小时大巴车程。",
    },
  },
  "hells-gate-corporate-team-building-day": {
    de: {
      package_title: "Teambuilding-Tag im Hell's Gate für Unternehmen ab Nairobi",
      summary:
        "Ein ganzer Tag fernab vom Büro im Hell's-Gate-Nationalpark: mit dem Fahrrad zwischen Zebras, Team-Challenges unter der Leitung geschulter Moderatoren und eine geführte Wanderung durch die Schlucht. Rückkehr nach Nairobi am selben Abend.",
    },
    fr: {
      package_title: "Journée de team building à Hell's Gate au départ de Nairobi",
      summary:
        "Une journée entière loin du bureau dans le parc national de Hell's Gate : à vélo parmi les zèbres, des défis d'équipe menés par des animateurs formés et une marche guidée au fond des gorges. Retour à Nairobi le soir même.",
    },
    it: {
      package_title: "Giornata di team building aziendale a Hell's Gate da Nairobi",
      summary:
        "Un'intera giornata lontano dall'ufficio nel Parco Nazionale di Hell's Gate: in bicicletta tra le zebre, sfide di squadra condotte da facilitatori esperti e una passeggiata guidata nella gola. Rientro a Nairobi in serata.",
    },
    zh: {
      package_title: "内罗毕出发·地狱之门国家公园企业团建一日游",
      summary:
        "走出办公室，在地狱之门国家公园度过一整天：在斑马群中骑行，参加由专业引导师带领的团队挑战，并在向导陪同下徒步穿越峡谷。当晚返回内罗毕。",
    },
  },
  "7-day-zanzibar-honeymoon": {
    de: {
      package_title: "7 Tage Flitterwochen auf Sansibar",
      summary:
        "Beginnen Sie Ihr gemeinsames Leben in den nach Gewürzen duftenden Gassen von Stone Town und wechseln Sie dann an den Strand: Schnorcheln, eine Massage zu zweit, ein Picknick auf der Sandbank und ein Dinner bei Kerzenschein im Sand.",
    },
    fr: {
      package_title: "Lune de miel de 7 jours à Zanzibar",
      summary:
        "Commencez votre vie à deux dans les ruelles parfumées d'épices de Stone Town, puis rejoignez la plage : snorkeling, massage en duo, pique-nique sur un banc de sable et dîner aux chandelles les pieds dans le sable.",
    },
    it: {
      package_title: "Luna di miele di 7 giorni a Zanzibar",
      summary:
        "La vita a due comincia tra i vicoli profumati di spezie di Stone Town, poi prosegue in spiaggia: snorkeling, massaggio di coppia, picnic su un banco di sabbia e cena a lume di candela con i piedi nella sabbia.",
    },
    zh: {
      package_title: "桑给巴尔7日蜜月之旅",
      summary:
        "在石头城飘着香料气息的小巷中开启婚姻生活，随后移步海滩：浮潜、双人按摩、沙洲野餐，以及沙滩上的烛光晚餐。",
    },
  },
  "6-day-santorini-honeymoon": {
    de: {
      package_title: "6 Tage Flitterwochen auf Santorini",
      summary:
        "Weiß getünchte Dörfer am Rand eines Vulkans, ein Tag im Katamaran auf der Caldera und Sonnenuntergänge, bei denen die ganze Insel jeden Abend innehält. Flüge ab Nairobi und ein Dinner bei Kerzenschein sind inbegriffen.",
    },
    fr: {
      package_title: "Lune de miel de 6 jours à Santorin",
      summary:
        "Des villages blanchis à la chaux au bord d'un volcan, une journée en catamaran sur la caldeira et des couchers de soleil qui suspendent chaque soir la vie de l'île. Vols depuis Nairobi et dîner aux chandelles inclus.",
    },
    it: {
      package_title: "Luna di miele di 6 giorni a Santorini",
      summary:
        "Villaggi imbiancati a calce sul bordo di un vulcano, una giornata in catamarano nella caldera e tramonti che ogni sera fermano l'intera isola. Voli da Nairobi e cena a lume di candela inclusi.",
    },
    zh: {
      package_title: "圣托里尼6日蜜月之旅",
      summary:
        "火山边缘的白色村落、乘双体船畅游火山口海湾的一天，以及每晚令全岛驻足的日落。含内罗毕往返机票及一次烛光晚餐。",
    },
  },
  "3-day-maasai-mara-classic-safari": {
    de: {
      package_title: "3 Tage klassische Safari in der Maasai Mara",
      summary:
        "Unsere meistgebuchte Safari auf dem Landweg ab Nairobi: zwei Nächte in der Maasai Mara mit einem ganzen Tag in der Savanne und am Mara River. Sie wählen vom einfachen Camp bis zum luxuriösen Zelt am Flussufer.",
    },
    fr: {
      package_title: "Safari classique de 3 jours au Maasai Mara",
      summary:
        "Notre safari par la route le plus demandé au départ de Nairobi : deux nuits au Maasai Mara, dont une journée entière dans la savane et le long de la rivière Mara. Du camp économique à la tente de luxe au bord de l'eau, à vous de choisir.",
    },
    it: {
      package_title: "Safari classico di 3 giorni nel Maasai Mara",
      summary:
        "Il nostro safari su strada più richiesto, con partenza da Nairobi: due notti nel Maasai Mara e un'intera giornata nella savana e lungo il fiume Mara. La sistemazione la sceglie Lei, dal campo economico alla tenda di lusso affacciata sul fiume.",
    },
    zh: {
      package_title: "马赛马拉3日经典狩猎之旅",
      summary:
        "我们最畅销的内罗毕陆路狩猎行程：在马赛马拉入住两晚，用一整天深入草原、沿马拉河探访。住宿从经济型营地到河畔豪华帐篷，任您选择。",
    },
  },
  "5-day-great-migration-safari-maasai-mara": {
    de: {
      package_title: "5 Tage Safari zur Großen Tierwanderung in der Maasai Mara",
      summary:
        "Vier Nächte in der Mara, ganz auf die Gnuwanderung abgestimmt, mit einem vollen Tag für die Flussüberquerungen am Mara River. Tägliche Abreisen von Juli bis Oktober, wenn die Herden aus der Serengeti eintreffen.",
    },
    fr: {
      package_title: "Safari de 5 jours au Maasai Mara pendant la Grande Migration",
      summary:
        "Quatre nuits dans le Mara au rythme de la migration des gnous, dont une journée entière consacrée aux traversées de la rivière Mara. Départs quotidiens de juillet à octobre, lorsque les troupeaux arrivent du Serengeti.",
    },
    it: {
      package_title: "Safari di 5 giorni nel Maasai Mara per la Grande Migrazione",
      summary:
        "Quattro notti nel Mara in coincidenza con la migrazione degli gnu, con un'intera giornata dedicata agli attraversamenti del fiume Mara. Partenze ogni giorno da luglio a ottobre, quando le mandrie arrivano dal Serengeti.",
    },
    zh: {
      package_title: "马赛马拉5日动物大迁徙狩猎之旅",
      summary:
        "在马拉入住四晚，行程紧扣角马大迁徙时节，并专门留出一整天观看马拉河渡河。7月至10月每日出发，正值兽群从塞伦盖蒂到来之时。",
    },
  },
  "5-day-diani-beach-holiday": {
    de: {
      package_title: "5 Tage Strandurlaub am Diani Beach",
      summary:
        "Vier Nächte an Kenias beliebtestem Strand: Reisen Sie mit dem Expresszug oder per Flugzeug an die Südküste, wandern Sie mit Colobusaffen, schnorcheln Sie am Kisite-Riff und erkunden Sie die Shimba Hills.",
    },
    fr: {
      package_title: "Séjour balnéaire de 5 jours à Diani Beach",
      summary:
        "Quatre nuits sur la plage préférée du Kenya : rejoignez la côte sud en train express ou en avion, marchez aux côtés des colobes, explorez en snorkeling le récif de Kisite et partez à la découverte des Shimba Hills.",
    },
    it: {
      package_title: "Vacanza al mare di 5 giorni a Diani Beach",
      summary:
        "Quattro notti sulla spiaggia più amata del Kenya: raggiunga la costa meridionale in treno espresso o in aereo, passeggi tra le scimmie colobo, faccia snorkeling sulla barriera di Kisite ed esplori le Shimba Hills.",
    },
    zh: {
      package_title: "迪亚尼海滩5日度假之旅",
      summary:
        "在肯尼亚最受欢迎的海滩入住四晚：乘特快列车或飞机前往南部海岸，与疣猴一同漫步，在基西特礁浮潜，并探访辛巴山。",
    },
  },
  "4-day-lamu-old-town-escape": {
    de: {
      package_title: "4 Tage Auszeit in der Altstadt von Lamu",
      summary:
        "Autofreie Gassen, geschnitzte Türen und Dhaus im Abendlicht: drei Nächte in einem restaurierten Swahili-Haus in der Altstadt von Lamu, mit einem Spaziergang zu den Dünen von Shela und einer Bootsfahrt zu den Ruinen von Takwa.",
    },
    fr: {
      package_title: "Escapade de 4 jours dans la vieille ville de Lamu",
      summary:
        "Ruelles sans voitures, portes sculptées et boutres au coucher du soleil : trois nuits dans une maison swahilie restaurée de la vieille ville de Lamu, avec une balade jusqu'aux dunes de Shela et une sortie en bateau vers les ruines de Takwa.",
    },
    it: {
      package_title: "Fuga di 4 giorni nella città vecchia di Lamu",
      summary:
        "Vicoli senza auto, porte intagliate e dhow al tramonto: tre notti in una casa swahili restaurata nella città vecchia di Lamu, con una passeggiata fino alle dune di Shela e un'escursione in barca alle rovine di Takwa.",
    },
    zh: {
      package_title: "拉穆古城4日悠闲之旅",
      summary:
        "无车的小巷、精雕的木门与夕阳下的三角帆船：在拉穆古城一座修复的斯瓦希里老宅入住三晚，漫步至谢拉沙丘，并乘船前往塔夸遗址。",
    },
  },
};
