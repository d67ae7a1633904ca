/**
 * The translated demo destinations' names and image descriptions (decision 0079) in German, French,
 * Italian and Simplified Chinese: written for this demo company (issue 29), not translated by
 * machine, keyed by the destination's slug. The names are proper nouns: German, French and Italian
 * keep most of them and translate what is a common noun ("Lake", "East"); Chinese writes them as
 * its readers know them (马赛马拉). The images' alt texts are in the English demo's order
 * (demo/content/destinations.ts); the seed gives each to the image of that place, by its id.
 */
import type { DestinationLabels } from "./types.ts";

export const destinationLabelTranslations: DestinationLabels = {
  "maasai-mara": {
    de: {
      name: "Maasai Mara",
      images: ["Gnuherden und Akazien auf den Ebenen der Maasai Mara", "Heißluftballone schweben im Morgengrauen über die Mara", "Safarizelte leuchten in der Dämmerung am Mara River", "Löwen ruhen im hohen Gras unter weitem Himmel"],
    },
    fr: {
      name: "Maasai Mara",
      images: ["Troupeaux de gnous et acacias dans les plaines du Maasai Mara", "Des montgolfières flottant au-dessus du Mara à l'aube", "Des tentes de safari illuminées au crépuscule au bord de la rivière Mara", "Des lions au repos dans les hautes herbes sous un ciel immense"],
    },
    it: {
      name: "Maasai Mara",
      images: ["Mandrie di gnu e acacie sulle pianure del Maasai Mara", "Mongolfiere sospese sul Mara all'alba", "Tende da safari illuminate al crepuscolo lungo il fiume Mara", "Leoni a riposo nell'erba alta sotto un cielo immenso"],
    },
    zh: {
      name: "马赛马拉",
      images: ["马赛马拉草原上的角马群与金合欢树", "黎明时飘过马拉上空的热气球", "黄昏时马拉河畔亮着灯的狩猎帐篷", "辽阔天空下，狮子在高草中休憩"],
    },
  },
  amboseli: {
    de: { name: "Amboseli", images: ["Elefanten durchqueren die Ebenen von Amboseli", "Die Schneekappe des Kilimandscharo über den Sümpfen von Amboseli", "Camp-Zelte mit Blick auf den Berg bei Sonnenuntergang"] },
    fr: { name: "Amboseli", images: ["Des éléphants traversant les plaines d'Amboseli", "Le sommet enneigé du Kilimandjaro au-dessus des marais d'Amboseli", "Des tentes de camp face à la montagne au coucher du soleil"] },
    it: { name: "Amboseli", images: ["Elefanti che attraversano le pianure di Amboseli", "La cima innevata del Kilimangiaro sopra le paludi di Amboseli", "Tende del campo rivolte verso la montagna al tramonto"] },
    zh: { name: "安博塞利", images: ["穿越安博塞利平原的象群", "安博塞利沼泽上方乞力马扎罗山的雪顶", "日落时面朝雪山的营地帐篷"] },
  },
  "tsavo-east": {
    de: { name: "Tsavo Ost", images: ["Mit rotem Staub bedeckte Elefanten im Busch von Tsavo", "Wasser rauscht an den Lugard Falls durch Felsrinnen", "Zeltcamp an einem ausgetrockneten Flussbett in Tsavo"] },
    fr: { name: "Tsavo Est", images: ["Des éléphants couverts de poussière rouge dans la brousse du Tsavo", "L'eau qui dévale les chenaux rocheux des chutes Lugard", "Un camp de tentes au bord d'un lit de rivière asséché au Tsavo"] },
    it: { name: "Tsavo Est", images: ["Elefanti coperti di polvere rossa nella boscaglia dello Tsavo", "L'acqua che scorre tra i canali di roccia delle Lugard Falls", "Un campo tendato accanto a un letto di fiume asciutto nello Tsavo"] },
    zh: { name: "东察沃", images: ["察沃丛林中满身红土的大象", "卢加德瀑布，河水奔流过岩石沟槽", "察沃干涸河床旁的帐篷营地"] },
  },
  "tsavo-west": {
    de: { name: "Tsavo West", images: ["Flusspferde in den klaren Becken der Mzima Springs", "Vulkanhügel und Akazienbusch in Tsavo West", "Ein Pfad am Kraterrand mit Blick über Lavafelder"] },
    fr: { name: "Tsavo Ouest", images: ["Des hippopotames dans les bassins limpides de Mzima Springs", "Collines volcaniques et brousse d'acacias au Tsavo Ouest", "Un sentier sur une crête dominant des champs de lave"] },
    it: { name: "Tsavo Ovest", images: ["Ippopotami nelle pozze limpide di Mzima Springs", "Colline vulcaniche e boscaglia di acacie nello Tsavo Ovest", "Un sentiero sul bordo di un cratere con vista sui campi di lava"] },
    zh: { name: "西察沃", images: ["姆齐马泉清澈水潭中的河马", "西察沃的火山丘陵与金合欢灌丛", "沿火山口边缘的小径，俯瞰熔岩原"] },
  },
  samburu: {
    de: { name: "Samburu", images: ["Netzgiraffen zwischen Dumpalmen in Samburu", "Zelte am Ufer des Ewaso Ng'iro", "Trockenes Land mit roter Erde im Norden Kenias"] },
    fr: { name: "Samburu", images: ["Des girafes réticulées parmi les palmiers doum de Samburu", "Des tentes au bord de l'Ewaso Ng'iro", "Une terre sèche et rouge dans le nord du Kenya"] },
    it: { name: "Samburu", images: ["Giraffe reticolate tra le palme dum di Samburu", "Tende sulla riva dell'Ewaso Ng'iro", "Terra rossa e arida nel nord del Kenya"] },
    zh: { name: "桑布鲁", images: ["桑布鲁的叉干棕榈间的网纹长颈鹿", "埃瓦索恩吉罗河畔的帐篷", "肯尼亚北部干燥的红土地"] },
  },
  "lake-nakuru": {
    de: { name: "Nakurusee", images: ["Flamingos säumen das Ufer des Nakurusees", "Nashörner grasen unter Fieberakazien", "Die Makalia-Fälle im Süden des Parks", "Pelikane und Flamingos bei Sonnenaufgang"] },
    fr: { name: "Lac Nakuru", images: ["Des flamants roses le long des rives du lac Nakuru", "Des rhinocéros paissant sous des acacias à écorce jaune", "Les chutes Makalia, au sud du parc", "Pélicans et flamants roses au lever du soleil"] },
    it: { name: "Lago Nakuru", images: ["Fenicotteri lungo la riva del lago Nakuru", "Rinoceronti al pascolo sotto le acacie dalla corteccia gialla", "Le cascate Makalia nel sud del parco", "Pellicani e fenicotteri all'alba"] },
    zh: { name: "纳库鲁湖", images: ["纳库鲁湖岸边成排的火烈鸟", "黄皮金合欢下吃草的犀牛", "公园南部的马卡利亚瀑布", "日出时的鹈鹕与火烈鸟"] },
  },
  "lake-naivasha": {
    de: { name: "Naivashasee", images: ["Flusspferde und ein Schreiseeadler am Naivashasee", "Teamaktivität auf einer Wiese am Seeufer", "Ein Boot zwischen Papyrus bei Sonnenuntergang"] },
    fr: { name: "Lac Naivasha", images: ["Des hippopotames et un pygargue vocifère sur le lac Naivasha", "Une activité d'équipe sur une pelouse au bord du lac", "Un bateau parmi les papyrus au coucher du soleil"] },
    it: { name: "Lago Naivasha", images: ["Ippopotami e un'aquila pescatrice sul lago Naivasha", "Un'attività di gruppo su un prato in riva al lago", "Una barca tra i papiri al tramonto"] },
    zh: { name: "奈瓦沙湖", images: ["奈瓦沙湖上的河马与非洲海雕", "湖畔草坪上的团队活动", "日落时穿行在纸莎草间的小船"] },
  },
  "diani-beach": {
    de: { name: "Diani Beach", images: ["Palmengesäumter weißer Sand am Diani Beach", "Fische und eine Schildkröte über dem Riff vor Diani", "Eine Dhau segelt bei Sonnenuntergang an Diani vorbei", "Ein Abendessen am Strand im Laternenlicht"] },
    fr: { name: "Plage de Diani", images: ["Sable blanc bordé de palmiers sur la plage de Diani", "Des poissons et une tortue au-dessus du récif au large de Diani", "Un boutre passant au large de Diani au coucher du soleil", "Un dîner sur la plage à la lueur des lanternes"] },
    it: { name: "Diani Beach", images: ["Sabbia bianca orlata di palme a Diani Beach", "Pesci e una tartaruga sopra la barriera corallina di Diani", "Un dhow che naviga davanti a Diani al tramonto", "Una cena in spiaggia alla luce delle lanterne"] },
    zh: { name: "迪亚尼海滩", images: ["迪亚尼海滩棕榈环绕的白色沙滩", "迪亚尼外海珊瑚礁上方的鱼群与海龟", "日落时驶过迪亚尼的独桅帆船", "灯笼映照的海滩晚餐"] },
  },
  lamu: {
    de: { name: "Lamu", images: ["Geschnitzte Türen und Bögen in der Altstadt von Lamu", "Eine Dhau segelt vor der Uferpromenade von Lamu", "Dünen und menschenleerer Sand bei Shela"] },
    fr: { name: "Lamu", images: ["Portes sculptées et arcades dans la vieille ville de Lamu", "Un boutre naviguant devant le front de mer de Lamu", "Dunes et sable désert à Shela"] },
    it: { name: "Lamu", images: ["Porte intagliate e archi nella città vecchia di Lamu", "Un dhow che naviga davanti al lungomare di Lamu", "Dune e sabbia deserta a Shela"] },
    zh: { name: "拉穆", images: ["拉穆老城的雕花木门与拱廊", "驶过拉穆海滨的独桅帆船", "谢拉的沙丘与空旷沙滩"] },
  },
  watamu: {
    de: { name: "Watamu", images: ["Korallengärten im Watamu Marine Park", "Eine Korallenbucht mit Palmen bei Watamu", "Vom Wald überwachsene Ruinen in Gede"] },
    fr: { name: "Watamu", images: ["Jardins de corail dans le parc marin de Watamu", "Une crique de corail bordée de palmiers à Watamu", "Les ruines de Gede envahies par la forêt"] },
    it: { name: "Watamu", images: ["Giardini di corallo nel parco marino di Watamu", "Un'insenatura corallina con palme a Watamu", "Le rovine di Gede avvolte dalla foresta"] },
    zh: { name: "瓦塔穆", images: ["瓦塔穆海洋公园的珊瑚花园", "瓦塔穆的珊瑚海湾与棕榈树", "格迪被森林覆盖的古城遗址"] },
  },
};
