/**
 * The six services in German, French, Italian and Simplified Chinese: written for this demo company
 * (issue 29), not translated by machine, keyed by the service's slug.
 */
import type { DemoTranslations } from "./types.ts";

export const serviceTranslations: DemoTranslations<"name" | "description"> = {
  "game-drives-and-safaris": {
    de: {
      name: "Pirschfahrten und Safaris",
      description:
        "Folgen Sie den Big Five durch die Maasai Mara, Amboseli, Samburu und Tsavo – im Geländewagen mit Hubdach und mit Guides, die den Busch lesen wie ein offenes Buch. Parkgebühren, Lodges und Zeltcamps übernehmen wir; Sie entscheiden nur, welche Begegnung Sie zuerst fotografieren.",
    },
    fr: {
      name: "Safaris et game drives",
      description:
        "Partez sur la piste des Big Five dans le Maasai Mara, à Amboseli, Samburu et Tsavo, à bord de 4x4 à toit ouvrant, avec des guides qui lisent la brousse comme un livre. Droits d'entrée des parcs, lodges et camps de toile : nous nous occupons de tout, il ne vous reste qu'à choisir quelle rencontre photographier en premier.",
    },
    it: {
      name: "Safari e game drive",
      description:
        "Seguite le tracce dei Big Five nel Maasai Mara, ad Amboseli, Samburu e Tsavo, a bordo di fuoristrada con tetto apribile e con guide che leggono la savana come un libro aperto. Ingressi ai parchi, lodge e campi tendati li organizziamo noi: a voi resta solo da decidere quale avvistamento fotografare per primo.",
    },
    zh: {
      name: "野生动物巡游与狩猎之旅",
      description:
        "乘坐可升顶的越野车，在马赛马拉、安博塞利、桑布鲁和察沃追寻非洲五霸，向导对丛林了如指掌。公园门票、小屋酒店和帐篷营地都由我们安排，您只需决定先拍下哪一次相遇。",
    },
  },
  "conferences-and-team-building": {
    de: {
      name: "Konferenzen und Teambuilding",
      description:
        "Ob Strategieklausur für 20 Personen am Lake Naivasha oder Kongress mit 400 Teilnehmenden in Nairobi: Wir finden den Veranstaltungsort und organisieren Transfers, Konferenztechnik und Abendprogramm. Unsere Moderatoren gestalten Teambuilding-Tage, über die im Büro noch lange gesprochen wird.",
    },
    fr: {
      name: "Conférences et team building",
      description:
        "Du séminaire stratégique de 20 personnes au bord du lac Naivasha au congrès de 400 participants à Nairobi, nous trouvons le lieu et organisons les transferts, la technique audiovisuelle et les soirées. Nos animateurs conçoivent des journées de cohésion dont on reparle longtemps au bureau.",
    },
    it: {
      name: "Conferenze e team building",
      description:
        "Da un ritiro strategico per 20 persone sul lago Naivasha a un congresso di 400 delegati a Nairobi, troviamo la sede e pensiamo a trasferimenti, impianti audiovisivi e serate. I nostri facilitatori progettano giornate di team building di cui in ufficio si parla ancora a lungo.",
    },
    zh: {
      name: "会议与团队建设",
      description:
        "无论是在奈瓦沙湖畔举办的二十人战略研讨会，还是在内罗毕召开的四百人大会，我们都会为您寻找场地，并安排交通、视听设备和晚间活动。我们的引导师设计的团建活动，会让大家回到办公室后依然津津乐道。",
    },
  },
  "vacations-and-adventure": {
    de: {
      name: "Urlaub und Abenteuer",
      description:
        "Besteigen Sie den Mount Kenya, tauchen Sie an den Riffen von Watamu, radeln Sie durch Hell's Gate oder schalten Sie an einem Strand in Diani einfach ab. Wir planen Ihre Reise nach Ihrem Tempo und Budget – vom verlängerten Wochenende bis zur dreiwöchigen Rundreise.",
    },
    fr: {
      name: "Vacances et aventure",
      description:
        "Gravissez le mont Kenya, plongez sur les récifs de Watamu, traversez Hell's Gate à vélo ou déconnectez-vous simplement sur une plage de Diani. Nous construisons votre séjour à votre rythme et selon votre budget, du long week-end au grand circuit de trois semaines.",
    },
    it: {
      name: "Vacanze e avventura",
      description:
        "Scalate il Monte Kenya, immergetevi tra le barriere coralline di Watamu, pedalate attraverso Hell's Gate o staccate semplicemente la spina su una spiaggia di Diani. Costruiamo la vacanza sui vostri ritmi e sul vostro budget, dal weekend lungo al grande tour di tre settimane.",
    },
    zh: {
      name: "度假与探险",
      description:
        "攀登肯尼亚山，在瓦塔穆的珊瑚礁潜水，骑行穿越地狱之门，或者干脆在迪亚尼的海滩上彻底放松。无论是一个长周末还是三周的深度游，我们都按照您的节奏和预算来安排。",
    },
  },
  "honeymoon-and-special-occasions": {
    de: {
      name: "Flitterwochen und besondere Anlässe",
      description:
        "Feiern Sie Hochzeit, Jahrestag oder einen runden Geburtstag mit einem privaten Dinner unter dem Sternenhimmel, einer Ballonfahrt bei Sonnenaufgang und einer Strandvilla auf Sansibar oder Mauritius. Jedes Detail wird diskret vorbereitet – Sie müssen nur noch an den Trinkspruch denken.",
    },
    fr: {
      name: "Lune de miel et grandes occasions",
      description:
        "Célébrez un mariage, un anniversaire ou une date qui compte avec un dîner privé sous les étoiles, un vol en montgolfière au lever du soleil et une villa les pieds dans l'eau à Zanzibar ou à l'île Maurice. Chaque détail est réglé en toute discrétion : il ne vous reste qu'à préparer le toast.",
    },
    it: {
      name: "Viaggi di nozze e occasioni speciali",
      description:
        "Festeggiate un matrimonio, un anniversario o un compleanno importante con una cena privata sotto le stelle, un volo in mongolfiera all'alba e una villa sulla spiaggia a Zanzibar o Mauritius. Curiamo ogni dettaglio con discrezione: a voi resta solo da preparare il brindisi.",
    },
    zh: {
      name: "蜜月与特别纪念",
      description:
        "在星空下享用私人晚宴，在日出时乘热气球升空，入住桑给巴尔或毛里求斯的海滨别墅，庆祝婚礼、结婚纪念日或重要的生日。每一个细节都会被悄悄安排妥当，您唯一需要准备的，只有祝酒词。",
    },
  },
  "christian-packages": {
    de: {
      name: "Christliche Reisen",
      description:
        "Gehen Sie auf geführten Pilgerreisen nach Jerusalem, Bethlehem, Galiläa und Rom dorthin, wo die Heilige Schrift entstand – mit täglichen Andachten und erfahrenen Gruppenleitern. Innerhalb Kenias organisieren wir außerdem Gemeindefreizeiten, Missionsreisen und Begegnungswochenenden.",
    },
    fr: {
      name: "Voyages chrétiens",
      description:
        "Marchez sur les lieux où les Écritures ont été écrites lors de pèlerinages guidés à Jérusalem, Bethléem, en Galilée et à Rome, avec des temps de prière quotidiens et des accompagnateurs expérimentés. Au Kenya, nous organisons aussi des retraites paroissiales, des voyages missionnaires et des week-ends fraternels.",
    },
    it: {
      name: "Viaggi cristiani",
      description:
        "Camminate dove sono nate le Scritture, con pellegrinaggi guidati a Gerusalemme, Betlemme, in Galilea e a Roma, momenti di preghiera ogni giorno e accompagnatori esperti. In Kenya organizziamo anche ritiri parrocchiali, viaggi missionari e fine settimana comunitari.",
    },
    zh: {
      name: "基督教主题之旅",
      description:
        "参加有向导带领的朝圣之旅，前往耶路撒冷、伯利恒、加利利和罗马，走过圣经记载的土地，每天都有灵修时间，并由经验丰富的领队陪同。在肯尼亚境内，我们也组织教会退修会、宣教之旅和团契周末。",
    },
  },
  "air-ticketing-and-charter-services": {
    de: {
      name: "Flugtickets und Charterflüge",
      description:
        "Als akkreditierte Ticketagentur buchen wir Linienflüge weltweit, vergleichen die Tarife für Sie und kümmern uns um Umbuchungen, wenn sich Pläne ändern. Für abgelegene Pisten in der Mara, in Samburu oder auf Lamu organisieren wir Kleinflugzeug-Charter, die Ihnen einen ganzen Tag auf der Straße ersparen.",
    },
    fr: {
      name: "Billetterie aérienne et vols charter",
      description:
        "Agence de billetterie accréditée, nous réservons vos vols réguliers dans le monde entier, comparons les tarifs pour vous et gérons les modifications quand vos projets changent. Pour les pistes isolées du Mara, de Samburu ou de Lamu, nous affrétons de petits avions qui vous font gagner une journée de route.",
    },
    it: {
      name: "Biglietteria aerea e voli charter",
      description:
        "Come agenzia di biglietteria accreditata prenotiamo voli di linea in tutto il mondo, confrontiamo le tariffe per voi e gestiamo i cambi quando i programmi cambiano. Per le piste remote del Mara, di Samburu o di Lamu organizziamo charter su piccoli aerei che vi fanno risparmiare un'intera giornata di strada.",
    },
    zh: {
      name: "机票与包机服务",
      description:
        "作为认证票务代理，我们为您预订全球定期航班、比较票价，并在行程变动时处理改签。前往马拉、桑布鲁或拉穆的偏远跑道时，我们安排小型包机，为您省下一整天的路程。",
    },
  },
};
