/**
 * The translated demo packages' ribbon tags and image descriptions (decision 0079) in German, French,
 * Italian and Simplified Chinese: written for this demo company (issue 29), not translated by machine,
 * keyed by the package's slug. The images' alt texts are in the English demo's order
 * (demo/content/packages/); the seed gives each to the image of that place, by its id.
 */
import type { PackageLabels } from "./types.ts";

export const packageLabelTranslations: PackageLabels = {
  "3-day-maasai-mara-fly-in-charter": {
    de: {
      ribbon_tag_left: "Flugsafari",
      images: [
        "Ein Kleinflugzeug auf einer Schotterpiste inmitten der Savanne",
        "Ein kleines Flugzeug über dem Steilhang des Rift Valley",
        "Ein Safarifahrzeug holt Gäste an einer Buschpiste ab",
        "Luxuszelte mit Blick auf den Mara River",
      ],
    },
    fr: {
      ribbon_tag_left: "Safari en avion",
      images: [
        "Un petit avion posé sur une piste en terre au milieu de la savane",
        "Un petit avion survolant l'escarpement de la vallée du Rift",
        "Un véhicule de safari accueillant des voyageurs au bord d'une piste de brousse",
        "Des tentes de luxe dominant la rivière Mara",
      ],
    },
    it: {
      ribbon_tag_left: "Safari in volo",
      images: [
        "Un piccolo aereo su una pista sterrata in mezzo alla savana",
        "Un aereo da turismo in volo sopra la scarpata della Rift Valley",
        "Un fuoristrada da safari accoglie gli ospiti accanto a una pista nella boscaglia",
        "Tende di lusso affacciate sul fiume Mara",
      ],
    },
    zh: {
      ribbon_tag_left: "飞行狩猎",
      images: ["草原中土跑道上的一架轻型飞机", "一架小飞机飞越东非大裂谷的断崖", "狩猎车在丛林跑道旁迎接旅客", "俯瞰马拉河的豪华帐篷"],
    },
  },
  "6-day-lamu-and-diani-coastal-flights": {
    de: {
      images: ["Ein zweimotoriges Flugzeug über einer türkisfarbenen Küste", "Die Uferpromenade von Lamu mit Dhaus am Anleger", "Palmen und weißer Sand am Diani Beach"],
    },
    fr: {
      images: ["Un bimoteur au-dessus d'un littoral turquoise", "Le front de mer de Lamu, boutres amarrés à la jetée", "Palmiers et sable blanc sur la plage de Diani"],
    },
    it: {
      images: ["Un bimotore sopra una costa color turchese", "Il lungomare di Lamu con i dhow ormeggiati al molo", "Palme e sabbia bianca a Diani Beach"],
    },
    zh: {
      images: ["一架双引擎飞机飞过碧蓝的海岸线", "拉穆海滨，码头边停泊着三角帆船", "迪亚尼海滩的棕榈树与白沙"],
    },
  },
  "10-day-holy-land-pilgrimage": {
    de: {
      ribbon_tag_left: "Begrenzte Plätze",
      images: [
        "Eine Steinkirche am Hang über dem See Genezareth",
        "Kuppeln und Mauern der Jerusalemer Altstadt bei Sonnenuntergang",
        "Ein Holzboot auf einem stillen Süßwassersee im Morgengrauen",
        "Die Judäische Wüste mit dem Toten Meer in der Ferne",
      ],
    },
    fr: {
      ribbon_tag_left: "Places limitées",
      images: [
        "Une église de pierre à flanc de colline au-dessus du lac de Tibériade",
        "Les coupoles et les remparts de la vieille ville de Jérusalem au coucher du soleil",
        "Une barque en bois sur un lac d'eau douce paisible à l'aube",
        "Le désert de Judée, avec la mer Morte au loin",
      ],
    },
    it: {
      ribbon_tag_left: "Posti limitati",
      images: [
        "Una chiesa di pietra sulla collina sopra il lago di Tiberiade",
        "Cupole e mura della Città Vecchia di Gerusalemme al tramonto",
        "Una barca di legno su un tranquillo lago d'acqua dolce all'alba",
        "Il deserto di Giuda con il Mar Morto in lontananza",
      ],
    },
    zh: {
      ribbon_tag_left: "名额有限",
      images: ["加利利海上方山坡上的一座石砌教堂", "夕阳下耶路撒冷老城的圆顶与城墙", "黎明时分平静淡水湖上的一条木船", "犹大旷野，远处是死海"],
    },
  },
  "7-day-rome-and-vatican-pilgrimage": {
    de: {
      ribbon_tag_left: "Frühbucher",
      images: ["Eine große Kuppelbasilika über einem von Kolonnaden gesäumten Platz", "Dächer und Kirchenkuppeln Roms in der Abenddämmerung", "Ein Hügelstädtchen mit Basilika zwischen Olivenhainen"],
    },
    fr: {
      ribbon_tag_left: "Réservation anticipée",
      images: ["Une grande basilique à coupole dominant une place bordée de colonnades", "Les toits et les coupoles des églises de Rome au crépuscule", "Un village perché et sa basilique au milieu des oliveraies"],
    },
    it: {
      ribbon_tag_left: "Prenota prima",
      images: ["Una grande basilica con cupola sopra una piazza circondata dal colonnato", "Tetti e cupole delle chiese di Roma al crepuscolo", "Un borgo in collina con una basilica tra gli uliveti"],
    },
    zh: {
      ribbon_tag_left: "早鸟优惠",
      images: ["柱廊环绕的广场上方，一座宏伟的圆顶大教堂", "黄昏时分罗马的屋顶与教堂圆顶", "橄榄林间建有大教堂的山顶小镇"],
    },
  },
  "3-day-lake-naivasha-conference-retreat": {
    de: {
      ribbon_tag_left: "Firmenfavorit",
      images: ["Ein Konferenzsaal in Reihenbestuhlung mit Bühne und Leinwand", "Flusspferde und ein Schreiseeadler am Naivashasee in der Abenddämmerung", "Kolleginnen und Kollegen lösen gemeinsam eine Aufgabe auf einer Wiese"],
    },
    fr: {
      ribbon_tag_left: "Favori des entreprises",
      images: ["Une salle de conférence disposée en théâtre, avec scène et écran", "Des hippopotames et un pygargue vocifère sur le lac Naivasha au crépuscule", "Des collègues relevant ensemble un défi en plein air sur une pelouse"],
    },
    it: {
      ribbon_tag_left: "Preferito dalle aziende",
      images: ["Una sala conferenze allestita a platea con palco e schermo", "Ippopotami e un'aquila pescatrice sul lago Naivasha al tramonto", "Colleghi impegnati insieme in una sfida all'aperto su un prato"],
    },
    zh: {
      ribbon_tag_left: "企业首选",
      images: ["剧院式布置的会议厅，设有讲台和屏幕", "黄昏时奈瓦沙湖上的河马与非洲海雕", "同事们在草坪上合力完成户外挑战"],
    },
  },
  "hells-gate-corporate-team-building-day": {
    de: {
      ribbon_tag_left: "Bestseller",
      images: ["Teams radeln auf offener Ebene an Zebras vorbei", "Eine Gruppe löst im Freien eine Seilaufgabe", "Vulkanische Felswände und Grasland in Hell's Gate"],
    },
    fr: {
      ribbon_tag_left: "Meilleure vente",
      images: ["Des équipes à vélo passant près de zèbres dans une plaine dégagée", "Un groupe résolvant un défi de cordes en plein air", "Falaises volcaniques et prairies à Hell's Gate"],
    },
    it: {
      ribbon_tag_left: "Il più venduto",
      images: ["Squadre in bicicletta accanto alle zebre in una pianura aperta", "Un gruppo alle prese con una sfida con le corde all'aperto", "Pareti vulcaniche e prateria a Hell's Gate"],
    },
    zh: {
      ribbon_tag_left: "畅销之选",
      images: ["团队骑行经过开阔平原上的斑马", "一群人在户外合作完成绳索挑战", "地狱之门的火山岩壁与草原"],
    },
  },
  "7-day-zanzibar-honeymoon": {
    de: {
      ribbon_tag_left: "Flitterwochen-Favorit",
      images: [
        "Ein Tisch für zwei im Laternenlicht am Strand bei Sonnenuntergang",
        "Eine Sandbank im türkisfarbenen Wasser vor Sansibar",
        "Dächer und Minarette von Stone Town in der Abenddämmerung",
        "Eine Dhau mit Lateinersegel vor orangefarbenem Himmel",
      ],
    },
    fr: {
      ribbon_tag_left: "Coup de cœur lune de miel",
      images: [
        "Une table pour deux éclairée de lanternes sur la plage au coucher du soleil",
        "Un banc de sable dans l'eau turquoise au large de Zanzibar",
        "Les toits et les minarets de Stone Town au crépuscule",
        "Un boutre à voile latine sur un ciel orangé",
      ],
    },
    it: {
      ribbon_tag_left: "Preferito dagli sposi",
      images: [
        "Una tavola per due illuminata da lanterne sulla spiaggia al tramonto",
        "Un banco di sabbia nell'acqua turchese al largo di Zanzibar",
        "Tetti e minareti di Stone Town al crepuscolo",
        "Un dhow con la vela latina contro un cielo arancione",
      ],
    },
    zh: {
      ribbon_tag_left: "蜜月首选",
      images: ["日落时分海滩上灯笼映照的双人餐桌", "桑给巴尔外海碧绿海水中的一片沙洲", "黄昏时石头城的屋顶与宣礼塔", "橙色天空下扬着三角帆的独桅帆船"],
    },
  },
  "6-day-santorini-honeymoon": {
    de: {
      ribbon_tag_left: "Begrenzte Plätze",
      images: ["Ein Tisch im Kerzenschein auf einer Terrasse über dem Meer bei Sonnenuntergang", "Weiße Häuser und blaue Kuppeln in einem Dorf auf der Klippe", "Ein Strand mit roten Felsen am tiefblauen Meer"],
    },
    fr: {
      ribbon_tag_left: "Places limitées",
      images: ["Une table aux chandelles sur une terrasse dominant la mer au coucher du soleil", "Maisons blanches et coupoles bleues d'un village à flanc de falaise", "Une plage aux falaises rouges au bord d'une mer d'un bleu profond"],
    },
    it: {
      ribbon_tag_left: "Posti limitati",
      images: ["Una tavola a lume di candela su una terrazza sul mare al tramonto", "Case bianche e cupole blu in un villaggio sulla scogliera", "Una spiaggia tra scogliere rosse accanto a un mare blu intenso"],
    },
    zh: {
      ribbon_tag_left: "名额有限",
      images: ["日落时分俯瞰大海的露台上，一张烛光餐桌", "悬崖村落里的白色房屋与蓝色圆顶", "深蓝大海旁的红色崖壁海滩"],
    },
  },
  "3-day-maasai-mara-classic-safari": {
    de: {
      ribbon_tag_left: "Bestseller",
      images: ["Löwen ruhen im goldenen Gras der Maasai-Mara-Ebenen", "Safarizelte leuchten in der Dämmerung am Galeriewald", "Heißluftballone schweben bei Sonnenaufgang über die Mara"],
    },
    fr: {
      ribbon_tag_left: "Meilleure vente",
      images: ["Des lions au repos dans les herbes dorées des plaines du Maasai Mara", "Des tentes de safari illuminées au crépuscule près d'une forêt-galerie", "Des montgolfières flottant au-dessus du Mara au lever du soleil"],
    },
    it: {
      ribbon_tag_left: "Il più venduto",
      images: ["Leoni a riposo nell'erba dorata delle pianure del Maasai Mara", "Tende da safari illuminate al crepuscolo accanto a una foresta fluviale", "Mongolfiere sospese sul Mara all'alba"],
    },
    zh: {
      ribbon_tag_left: "畅销之选",
      images: ["马赛马拉草原上，狮子在金色草丛中休憩", "黄昏时分河畔林边亮着灯的狩猎帐篷", "日出时飘过马拉上空的热气球"],
    },
  },
  "5-day-great-migration-safari-maasai-mara": {
    de: {
      ribbon_tag_left: "Migrationszeit",
      images: [
        "Gnuherden ziehen während der Migration über die Ebenen der Mara",
        "Zebras und Gnus sammeln sich vor einer Überquerung am Flussufer",
        "Ein Ballon wirft im Morgengrauen seinen Schatten auf wandernde Herden",
        "Ein Luxus-Safarizelt mit eigener Terrasse zur Ebene hin",
      ],
    },
    fr: {
      ribbon_tag_left: "Saison de la migration",
      images: [
        "Des troupeaux de gnous s'étirant à perte de vue sur les plaines du Mara pendant la migration",
        "Zèbres et gnous rassemblés sur la berge avant une traversée",
        "Une montgolfière projetant son ombre sur les troupeaux en migration à l'aube",
        "Une tente de safari de luxe avec terrasse privée face aux plaines",
      ],
    },
    it: {
      ribbon_tag_left: "Stagione della migrazione",
      images: [
        "Mandrie di gnu distese sulle pianure del Mara durante la migrazione",
        "Zebre e gnu radunati sulla riva del fiume prima di un attraversamento",
        "Una mongolfiera proietta la sua ombra sulle mandrie in migrazione all'alba",
        "Una tenda da safari di lusso con veranda privata rivolta alla pianura",
      ],
    },
    zh: {
      ribbon_tag_left: "迁徙季",
      images: ["大迁徙期间，角马群铺满马拉草原", "渡河前聚集在河岸上的斑马与角马", "黎明时分，热气球的影子投在迁徙的兽群上", "设有私人露台、面向草原的豪华狩猎帐篷"],
    },
  },
  "5-day-diani-beach-holiday": {
    de: {
      ribbon_tag_left: "Top-Angebot",
      images: ["Ein langer weißer Strand mit schiefen Palmen und türkisfarbener Lagune", "Eine Grüne Meeresschildkröte schwimmt bei Kisite über Korallen", "Eine traditionelle Dhau ankert vor einer Sandbank"],
    },
    fr: {
      ribbon_tag_left: "Bon plan",
      images: ["Une longue plage blanche bordée de palmiers penchés et d'un lagon turquoise", "Une tortue verte nageant au-dessus des coraux de Kisite", "Un boutre traditionnel ancré au large d'un banc de sable"],
    },
    it: {
      ribbon_tag_left: "Offerta top",
      images: ["Una lunga spiaggia bianca con palme inclinate e una laguna turchese", "Una tartaruga verde nuota sopra i coralli di Kisite", "Un dhow tradizionale all'ancora davanti a un banco di sabbia"],
    },
    zh: {
      ribbon_tag_left: "热门特惠",
      images: ["绵长的白色沙滩、倾斜的棕榈树与碧绿泻湖", "一只绿海龟在基西特的珊瑚上方游弋", "停泊在沙洲旁的传统独桅帆船"],
    },
  },
  "4-day-lamu-old-town-escape": {
    de: {
      images: ["Eine schmale Gasse in Lamu mit geschnitzten Holztüren und einem Esel", "Dhaus mit weißen Segeln im Kanal von Lamu bei Sonnenuntergang", "Sanddünen über dem menschenleeren Strand von Shela"],
    },
    fr: {
      images: ["Une ruelle de Lamu aux portes de bois sculpté, avec un âne", "Des boutres aux voiles blanches dans le chenal de Lamu au coucher du soleil", "Des dunes au-dessus de la plage déserte de Shela"],
    },
    it: {
      images: ["Una stradina di Lamu con porte di legno intagliate e un asino", "Dhow dalle vele bianche nel canale di Lamu al tramonto", "Dune di sabbia sopra la spiaggia deserta di Shela"],
    },
    zh: {
      images: ["拉穆一条狭窄的小巷，有雕花木门和一头驴", "日落时拉穆海峡中挂着白帆的独桅帆船", "谢拉空旷海滩上方的沙丘"],
    },
  },
};
