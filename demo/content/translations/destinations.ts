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
  },
};
