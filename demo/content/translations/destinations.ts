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
  },
};
