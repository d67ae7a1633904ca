/**
 * The details of the twelve translated demo packages in German (issue 29): itineraries, inclusions,
 * exclusions, optional activities and terms, written for German-speaking travellers and mirroring the
 * built English seeds of demo/content/packages/ tier by tier. As there, a package's days are written
 * once and each tier adds its own stay sentence, so the helpers below keep one text per day.
 */
import type { PackageDetailsTranslation, PackageDetailsTranslations } from "../types.ts";

type Level = "single" | "value" | "comfort" | "premier";
type TierText = NonNullable<PackageDetailsTranslation["tiers"][Level]>;

/** One day of a package's programme, as demo/content/packages/tier-builder.ts writes the English. */
interface Day {
  title: string;
  text: string;
  /** The tier's own sentence after the day's text. */
  stay?: Partial<Record<Level, string>>;
  /** The night's lodge or camp, by tier, where the English names one. */
  overnight?: Partial<Record<Level, string>>;
}

/** A tier's days, inclusions and exclusions: the day text and the tier's stay sentence in one paragraph. */
function tier(level: Level, days: Day[], inclusions: string[], exclusions: string[]): TierText {
  return {
    itinerary_days: days.map((d) => {
      const extra = d.stay?.[level];
      const overnight = d.overnight?.[level];
      return {
        title: d.title,
        ...(overnight ? { overnight } : {}),
        description_html: `<p>${d.text}${extra ? " " + extra : ""}</p>`,
      };
    }),
    inclusions,
    exclusions,
  };
}

/* ------------------------------------------------------------------ */
/* Flugreisen (demo/content/packages/air.ts)                            */
/* ------------------------------------------------------------------ */

const AIR_TERMS = `<p>Mit einer Anzahlung von 50 % bestätigen Sie Ihre Reiseleistungen; der Restbetrag ist 30 Tage vor der Abreise fällig. Privatcharter gelten erst als bestätigt, wenn die Anzahlung eingegangen und das Flugzeug zugeteilt ist.</p>
<p>Stornogebühren für die Landleistungen: 30 bis 15 Tage vor Reisebeginn 50 %, 14 bis 8 Tage 75 %, innerhalb von 7 Tagen 100 %. Für Flüge gelten die Tarifbestimmungen der Fluggesellschaft bzw. des Flugunternehmens; wo der Tarif es zulässt, können nicht genutzte Tickets als Guthaben für eine spätere Reise erhalten bleiben.</p>
<p>In Kleinflugzeugen sind höchstens 15 kg Gepäck pro Person erlaubt, Handgepäck eingeschlossen, und zwar in weichen Taschen. Flüge können sich aus Wetter- oder Flugsicherungsgründen, auf die wir keinen Einfluss haben, verspäten oder umgeleitet werden.</p>`;

const AIR_DRINKS = "Getränke, die nicht in der Verpflegung enthalten sind";
const AIR_EXCLUSIONS = [
  "Reiseversicherung",
  "Gebühren für Übergepäck",
  AIR_DRINKS,
  "Trinkgelder",
  "Visa und internationale Flüge",
];
/** Comfort and Premier include drinks, so their exclusions drop that line, as in the English. */
const AIR_EXCLUSIONS_DRINKS_INCLUDED = AIR_EXCLUSIONS.filter((e) => e !== AIR_DRINKS);

const maraFlyInDays: Day[] = [
  {
    title: "Vom Wilson Airport in die Maasai Mara",
    text: "Etwa eine Stunde vor dem Abflug checken Sie am Wilson Airport in Nairobi ein, dem lebhaften Drehkreuz der Kleinflugzeuge. Der Flug über die Ngong Hills und das Rift Valley dauert je nach Zahl der Zwischenlandungen 45 Minuten bis eine Stunde, und neben der Piste wartet Ihr Guide schon mit einem kühlen Getränk. Auf einer ersten Pirschfahrt geht es zum Mittagessen ins Camp, am späten Nachmittag brechen Sie erneut auf.",
    stay: {
      value: "Sie fliegen am späten Vormittag im Linienflug mit anderen Gästen; Abendessen und Übernachtung in einem komfortablen Zeltcamp.",
      comfort: "Sie nehmen den frühen Linienflug und haben so mehr vom Tag; Abendessen und Übernachtung in einem luxuriösen Zeltcamp am Mara River.",
      premier: "Für Ihre Gruppe wird ein Privatflugzeug gechartert, das zur Zeit Ihrer Wahl startet und auf der Piste landet, die Ihrem Camp am nächsten liegt; Abendessen und Übernachtung in einem Luxuscamp in einer privaten Conservancy.",
    },
  },
  {
    title: "Ein ganzer Tag in der Maasai Mara",
    text: "Den ganzen Tag sind Sie auf Pirschfahrt, mittags mit Picknick, auf den Spuren der Löwen, Geparden und Elefanten der Mara – und von Juli bis Oktober der Herden der Großen Migration an den Flussübergängen. Weil Sie eingeflogen sind, bleibt mehr Zeit für die Savanne und weniger für die Straße.",
    stay: {
      value: "Abendessen und Übernachtung in Ihrem Camp.",
      comfort: "Abendessen und Übernachtung in Ihrem Camp.",
      premier: "Während des gesamten Aufenthalts stehen Ihnen ein eigenes Fahrzeug und ein eigener Guide zur Verfügung; Abendessen und Übernachtung in Ihrem Camp.",
    },
  },
  {
    title: "Pirschfahrt am Morgen und Flug nach Nairobi",
    text: "Bei Sonnenaufgang brechen Sie zu einer letzten Pirschfahrt auf, danach folgen Frühstück und der Transfer zur Landepiste. Gegen Mittag landen Sie wieder am Wilson Airport – mit reichlich Zeit für einen internationalen Anschlussflug am Abend.",
    stay: {
      premier: "Auf Wunsch fliegt Ihre Maschine auch weiter in einen anderen Park, an die Küste oder zu einer Landepiste Ihrer Wahl.",
    },
  },
];

const coastalDays: Day[] = [
  {
    title: "Von Nairobi nach Lamu",
    text: "In weniger als zwei Stunden fliegen Sie von Nairobi zur Landepiste auf Manda Island. Am Steg wartet ein Bootsmann, der Sie in kurzer Überfahrt nach Lamu bringt. Sie beziehen Ihr Gästehaus und erkunden am späten Nachmittag die Uferpromenade.",
    stay: {
      value: "Sie fliegen im Linienflug ab Wilson oder vom internationalen Flughafen; Übernachtung mit Frühstück in einem Gästehaus in Lamu Old Town.",
      comfort: "Sie fliegen im Linienflug zu einem flexiblen Tarif; Übernachtung mit Frühstück in einem Boutique-Haus in Shela mit Pool auf dem Dach.",
      premier: "Ein Privatflugzeug bringt Sie zur Zeit Ihrer Wahl direkt von Wilson nach Manda; Übernachtung mit Frühstück in einem exklusiven Strandhaus in Shela.",
    },
  },
  {
    title: "Freie Zeit in Lamu und Dhau-Fahrt bei Sonnenuntergang",
    text: "Ein freier Tag für die autofreien Gassen der Altstadt, das Museum und den langen Strand von Shela. Am Abend segeln Sie bei Sonnenuntergang auf einer Dhau durch den Kanal.",
  },
  {
    title: "Im Lamu-Archipel",
    text: "Ein weiterer freier Tag im Archipel. Beliebt sind eine Bootsfahrt zu den Ruinen von Takwa, ein Besuch bei den Dhau-Bauern von Matondoni oder einfach ein gutes Buch in den Dünen.",
  },
  {
    title: "Von Lamu nach Diani",
    text: "Sie setzen nach Manda über und fliegen an der Küste entlang nach Süden zur Landepiste von Ukunda direkt hinter Diani Beach. Nach dem Transfer ins Hotel gehört der Nachmittag dem Meer.",
    stay: {
      value: "Die Linienflüge führen mit Umsteigen über Malindi oder Mombasa; Übernachtung mit Frühstück in einem Strandhotel in Diani.",
      comfort: "Ein direkter Küstenflug, den Sie mit anderen Gästen teilen, dauert etwa anderthalb Stunden; Übernachtung mit Frühstück in einem Vier-Sterne-Resort in Diani.",
      premier: "Ihr Privatflugzeug fliegt in rund einer Stunde direkt die Küste entlang; Übernachtung mit Frühstück in einer Strandvilla in Diani.",
    },
  },
  {
    title: "Diani Beach",
    text: "Ein Tag an einem der schönsten Strände Afrikas – auf Wunsch mit einer Dhau-Fahrt in den Meeresnationalpark Kisite-Mpunguti, zum Schnorcheln und zu den Delfinen.",
  },
  {
    title: "Von Diani nach Nairobi",
    text: "Nach dem Frühstück checken Sie aus und fahren zur Landepiste von Ukunda; der Rückflug nach Nairobi dauert etwa eine Stunde.",
    stay: {
      premier: "Ihr Privatflugzeug startet, sobald Sie bereit sind.",
    },
  },
];

const COASTAL_TRANSFERS = "Boots- und Straßentransfers an jedem Reiseziel";
const COASTAL_DHOW = "Dhau-Segeltörn bei Sonnenuntergang in Lamu";
const SUPPORT_LINE = "Reise-Hotline rund um die Uhr";

/* ------------------------------------------------------------------ */
/* Pilgerreisen (demo/content/packages/christian.ts)                    */
/* ------------------------------------------------------------------ */

const PILGRIM_TERMS = `<ul>
<li>Mit einer Anzahlung von 50 % reservieren Sie Ihren Platz in der Reisegruppe; der Restbetrag ist 30 Tage vor der Abreise fällig.</li>
<li>Stornogebühren: 30 bis 15 Tage vor Reisebeginn 50 %, 14 bis 8 Tage 75 %, innerhalb von 7 Tagen oder bei Nichtantritt 100 %. Für bereits ausgestellte Flugtickets gelten die Tarifbestimmungen der Fluggesellschaft.</li>
<li>Reisepässe müssen nach der Rückkehr noch mindestens sechs Monate gültig sein. Über die Erteilung des Visums entscheiden die Botschaften; wir bereiten für jede Pilgerin und jeden Pilger Einladungsschreiben und die nötigen Unterlagen vor.</li>
<li>Die Reihenfolge der Besuche kann sich wegen religiöser Feiertage, geschlossener Stätten oder offizieller Reisehinweise ändern; wir achten darauf, dass dabei nach Möglichkeit keine Stätte entfällt.</li>
</ul>`;

const PILGRIM_LUNCHES = "Mittagessen, sofern nicht anders angegeben";
const PILGRIM_EXCLUSIONS = [
  "Reise- und Krankenversicherung (verpflichtend)",
  PILGRIM_LUNCHES,
  "Getränke zu den Mahlzeiten",
  "Trinkgelder für örtliche Guides, Fahrer und Hotelpersonal",
  "Persönliche Opfergaben und Spenden in den Kirchen",
  "Einzelzimmerzuschlag",
];

const holyLandDays: Day[] = [
  {
    title: "Von Nairobi ins Heilige Land und weiter nach Galiläa",
    text: "Die Gruppe trifft sich mit unserer Reiseleitung am internationalen Flughafen von Nairobi zum rund fünfstündigen Flug nach Tel Aviv. Bei der Ankunft begrüßt Sie ein lizenzierter christlicher Guide, und der Bus fährt in etwa zwei Stunden die Küste entlang nach Norden und dann landeinwärts zum See Genezareth. Nach dem Abendessen versammelt sich die Gruppe am Seeufer zu einem Eröffnungsgebet.",
    stay: {
      value: "Abendessen und Übernachtung in einem Drei-Sterne-Hotel in Tiberias.",
      comfort: "Abendessen und Übernachtung in einem Vier-Sterne-Hotel direkt am See in Tiberias.",
      premier: "Abendessen und Übernachtung in einem Vier-Sterne-Gästehaus eines Ordens auf den Hügeln über dem See.",
    },
  },
  {
    title: "Rund um den See Genezareth",
    text: "Der Tag beginnt auf dem Berg der Seligpreisungen, wo Sie in den Gärten hoch über dem See die Bergpredigt lesen. Weiter geht es nach Tabgha, dem überlieferten Ort der Brotvermehrung, und zur Primatskapelle am Ufer. In Kafarnaum sehen Sie die Ruinen der Synagoge und des Hauses Petri; anschließend überqueren Sie den See in einem Holzboot, mit einer Andacht auf dem Wasser.",
  },
  {
    title: "Kana, Nazareth und der Berg Tabor",
    text: "In Kana können Ehepaare in der Kirche, die an das erste Wunder Jesu erinnert, ihr Eheversprechen erneuern. In Nazareth besuchen Sie die Verkündigungsbasilika und die Josefskirche und schlendern über den alten Markt. Am Nachmittag bringen Taxis Sie die steile Straße auf den Berg Tabor hinauf, den überlieferten Ort der Verklärung, mit weitem Blick über die Jesreelebene.",
  },
  {
    title: "Am Jordan, in Jericho und hinauf nach Jerusalem",
    text: "An einer Taufstelle am Jordan können Pilgerinnen und Pilger in weißen Gewändern ihr Taufversprechen erneuern. Dann folgt die Straße dem Jordantal nach Süden bis Jericho, einer der ältesten Städte der Welt, wo Sie den Maulbeerfeigenbaum des Zachäus sehen und auf den Berg der Versuchung blicken. Am Abend geht es durch die Wüste Juda hinauf nach Jerusalem.",
    stay: {
      value: "Abendessen und Übernachtung in einem Drei-Sterne-Hotel in Jerusalem (fünf Nächte).",
      comfort: "Abendessen und Übernachtung in einem Vier-Sterne-Hotel in Jerusalem (fünf Nächte).",
      premier: "Abendessen und Übernachtung in einem Vier-Sterne-Hotel in Gehweite der Altstadtmauern (fünf Nächte).",
    },
  },
  {
    title: "Ölberg und Zionsberg",
    text: "Vom Gipfel des Ölbergs liegt Ihnen die ganze Altstadt zu Füßen. Sie gehen den Palmsonntagsweg hinab und halten an der Paternosterkirche, wo das Vaterunser in mehr als hundert Sprachen zu lesen ist, auch auf Kiswahili, sowie an Dominus Flevit. Sie beten im Garten Gethsemane zwischen uralten Olivenbäumen und in der Kirche der Nationen. Am Nachmittag besuchen Sie den Zionsberg mit dem Abendmahlssaal und der Kirche St. Peter in Gallicantu.",
  },
  {
    title: "Bethlehem",
    text: "Mit Ihrem Reisepass fahren Sie hinüber nach Bethlehem, besuchen die Geburtskirche und knien in der Grotte, in der die Überlieferung die Geburt Christi verortet. Nach dem Mittagessen in einem Restaurant, das eine einheimische Familie führt, besuchen Sie die Hirtenfelder und singen in der Höhlenkapelle Weihnachtslieder – zu jeder Jahreszeit. Es bleibt Zeit, Schnitzereien aus Olivenholz von christlichen Kunsthandwerkern zu kaufen.",
  },
  {
    title: "Der Kreuzweg",
    text: "Früh am Morgen, bevor sich die Gassen füllen, geht die Gruppe betend die Via Dolorosa entlang, von Station zu Station bis zur Grabeskirche. Nach einer Zeit der Besinnung in der Kirche besuchen Sie den Teich Betesda und die St.-Anna-Kirche, berühmt für ihren Nachhall, wenn Pilger darin singen, und beschließen den Tag an der Klagemauer.",
  },
  {
    title: "Masada, Qumran und das Tote Meer",
    text: "Die Fahrt führt hinab zum tiefsten Punkt der Erde. Mit der Seilbahn schweben Sie hinauf zur Wüstenfestung Masada, sehen die Höhlen von Qumran, in denen die Schriftrollen vom Toten Meer gefunden wurden, und lassen sich zum Abschluss im mineralreichen Wasser des Toten Meeres treiben.",
  },
  {
    title: "Ein Karem und das Gartengrab",
    text: "Am Vormittag besuchen Sie Ein Karem, das Dorf am Hang, das mit der Geburt Johannes des Täufers und dem Besuch Marias bei Elisabet verbunden ist. Am Nachmittag feiert die Gruppe im stillen Gartengrab das Abendmahl; beim Abschiedsessen erhält jede Pilgerin und jeder Pilger eine Pilgerurkunde.",
  },
  {
    title: "Rückflug nach Nairobi",
    text: "Nach dem Frühstück Transfer zum Flughafen und Rückflug nach Nairobi, wo Sie am selben Abend ankommen.",
  },
];

const holyLandInc = (hotels: string) => [
  "Hin- und Rückflug Nairobi–Tel Aviv in der Economy Class",
  "Visumsabwicklung und Einladungsschreiben",
  hotels,
  "Lizenzierter englischsprachiger christlicher Guide und klimatisierter Reisebus",
  "Alle Eintrittsgelder, Bootsfahrt auf dem See Genezareth und Seilbahn in Masada",
  "Reiseleitung aus Nairobi, ab 20 Teilnehmenden zusätzlich ein Seelsorger",
  "Pilgerurkunde",
];

const romeDays: Day[] = [
  {
    title: "Von Nairobi nach Rom",
    text: "Mit einem Umstieg fliegen Sie von Nairobi nach Rom, wo Sie am späten Vormittag oder am Nachmittag ankommen. Ihr Guide empfängt die Gruppe und bringt Sie ins Hotel; am Abend gehen Sie zu Fuß zu einer nahen Kirche, zur Eröffnungsmesse oder zu einem Gebetsgottesdienst.",
    stay: {
      value: "Abendessen und Übernachtung in einem Pilgerhaus einer Ordensgemeinschaft nahe dem Vatikan.",
      comfort: "Abendessen und Übernachtung in einem Drei-Sterne-Hotel wenige Gehminuten vom Petersplatz.",
      premier: "Abendessen und Übernachtung in einem Vier-Sterne-Hotel in der Altstadt.",
    },
  },
  {
    title: "Vatikanische Museen und Petersdom",
    text: "Mit frühem Einlass gehen Sie durch die Vatikanischen Museen, vorbei an der Galerie der Landkarten und den Wandteppichen, bis in die Sixtinische Kapelle unter Michelangelos Deckenfresken. Danach betreten Sie den Petersdom, beten am Grab des heiligen Petrus unter dem Hochaltar und steigen, wer möchte, auf die Kuppel mit ihrem Blick über die Stadt. Der Nachmittag rund um den Petersplatz steht Ihnen frei.",
  },
  {
    title: "Generalaudienz und Katakomben",
    text: "Mittwochs nimmt die Gruppe an der Generalaudienz des Heiligen Vaters auf dem Petersplatz teil, sofern sie stattfindet; an anderen Tagen besucht Ihr Guide stattdessen mit Ihnen die Engelsburg. Am Nachmittag fährt ein Bus über die antike Via Appia zu den Katakomben, in denen die frühen Christen ihre Toten bestatteten und heimlich Eucharistie feierten.",
  },
  {
    title: "Die großen Basiliken und die Heilige Stiege",
    text: "Ein Pilgertag zu den Papstbasiliken: die Lateranbasilika, die Kathedrale Roms, mit der Heiligen Stiege gegenüber, die Pilger auf Knien hinaufsteigen; Santa Maria Maggiore mit ihren goldenen Mosaiken; und Sankt Paul vor den Mauern, errichtet über dem Grab des Apostels. In einer der Seitenkapellen wird die heilige Messe gefeiert.",
  },
  {
    title: "Tagesausflug nach Assisi",
    text: "Im Bus fahren Sie in etwa zweieinhalb Stunden durch die umbrische Landschaft in die Hügelstadt Assisi. Sie besuchen die Basilika San Francesco mit ihren Fresken, die Basilika Santa Chiara und unten im Tal die kleine Kapelle Portiuncula; am Abend geht es zurück nach Rom.",
  },
  {
    title: "Das antike Rom und Abschiedsessen",
    text: "Sie gehen durch das Kolosseum und das Forum Romanum und besuchen den Mamertinischen Kerker, in dem der Überlieferung nach Petrus und Paulus gefangen waren. Am Nachmittag werfen Sie eine Münze in den Trevi-Brunnen und steigen die Spanische Treppe hinauf, bevor der Abend mit einem Abschiedsessen in einer Trattoria endet.",
  },
  {
    title: "Rückflug nach Nairobi",
    text: "Nach dem Frühstück Transfer zum Flughafen und Heimflug mit Umstieg.",
  },
];

const romeInc = (hotel: string) => [
  "Hin- und Rückflug Nairobi–Rom in der Economy Class",
  "Unterstützung beim Schengen-Visumantrag und Reiseunterlagen",
  hotel,
  "Lizenzierter Guide in Rom und Assisi und eigener Reisebus",
  "Eintritt in die Vatikanischen Museen, die Sixtinische Kapelle, das Kolosseum und die Katakomben",
  "Tägliche Messe oder Andacht, gemeinsam mit Gemeinden vor Ort organisiert",
  "Reiseleitung aus Nairobi",
];

/* ------------------------------------------------------------------ */
/* Konferenzen und Teambuilding (demo/content/packages/conferences.ts)  */
/* ------------------------------------------------------------------ */

const GROUP_TERMS = `<p>Die Preise gelten pro Teilnehmerin bzw. Teilnehmer und setzen die im Paket angegebene Mindestgruppengröße voraus; für kleinere Gruppen erstellen wir gern ein eigenes Angebot.</p>
<p>Mit einer Anzahlung von 50 % sind Veranstaltungsort und Transport bestätigt; Restbetrag und endgültige Zimmerliste sind 30 Tage vor der Veranstaltung fällig.</p>
<p>Stornogebühren: 30 bis 15 Tage vor der Veranstaltung 50 %, 14 bis 8 Tage 75 %, innerhalb von 7 Tagen 100 %. Bis 14 Tage vor der Anreise kann die Teilnehmerzahl kostenfrei um bis zu 10 % verringert werden.</p>
<p>Rechnungen stellen wir auf Ihr Unternehmen mit Angabe der KRA-PIN aus; bezahlt wird per Banküberweisung, über die M-Pesa-Paybill oder mit Karte.</p>`;

const CORPORATE_EXCLUSIONS = [
  "Alkoholische Getränke, sofern nicht angegeben",
  "Honorare für Gastredner oder externe Trainer",
  "Druck und Branding über die genannten Leistungen hinaus",
  "Persönliche Ausgaben wie Wäscheservice und Zimmerservice",
  "Trinkgelder für Fahrer, Guides und das Personal vor Ort",
];

const naivashaDays: Day[] = [
  {
    title: "Von Nairobi an den Lake Naivasha und Auftaktsitzungen",
    text: "Um 7:30 Uhr startet Ihr klimatisierter Reisebus an Ihrem Büro in Nairobi und nimmt die Straße am Steilhang entlang, mit einem kurzen Halt am Aussichtspunkt über dem Rift Valley für ein Gruppenfoto. Gegen 10:00 Uhr erreichen Sie den Tagungsort, wo Registrierung und Begrüßungstee warten; um 10:30 Uhr beginnt das Auftaktplenum. Nach dem Mittagsbuffet auf dem Rasen arbeiten Sie am Nachmittag in kleineren Gruppenräumen weiter. Um 17:00 Uhr endet das Programm, und es bleibt Zeit für einen Spaziergang am See.",
    stay: {
      value: "Begrüßungsdinner und Übernachtung in Standardzimmern eines Konferenzhotels am See, dessen großer Saal bis zu 150 Teilnehmende fasst.",
      comfort: "Begrüßungsdinner und Übernachtung in Superior-Zimmern mit Seeblick in einem Konferenzresort inmitten von Akaziengärten.",
      premier: "Begrüßungsdinner mit Live-Akustikmusik und Übernachtung in privaten Cottages einer Lodge am See, die Ihrer Gruppe allein zur Verfügung steht; ein eigener Konferenzmanager ist jederzeit erreichbar.",
    },
  },
  {
    title: "Konferenztag und Team-Challenge am See",
    text: "Die Sitzungen laufen von 8:30 bis 13:00 Uhr, mit einer Teepause am Vormittag auf der Terrasse. Nach dem Mittagessen tauschen die Teilnehmenden den Konferenzsaal gegen eine moderierte Team-Challenge auf dem Gelände, gefolgt von einer einstündigen Bootsfahrt zwischen den Flusspferden und Schreiseeadlern des Lake Naivasha. Der Abend verläuft entspannt, mit einem Abendessen an den Feuerstellen.",
    stay: {
      value: "Abendessen und Übernachtung in Ihrem Hotel.",
      comfort: "Barbecue-Themenabend mit DJ und Übernachtung in Ihrem Resort.",
      premier: "Galadinner mit Preisverleihung auf dem Rasen, Liveband, Bühnenbeleuchtung und Fotograf; Übernachtung in Ihren Cottages.",
    },
  },
  {
    title: "Workshop zur Maßnahmenplanung und Rückfahrt nach Nairobi",
    text: "Am letzten Vormittag legt jede Abteilung in einem moderierten Workshop drei Prioritäten für das kommende Quartal fest; die Ergebnisse werden noch am selben Tag abgetippt und per E-Mail an die Organisatoren geschickt. Um 12:30 Uhr gibt es Mittagessen, um 14:00 Uhr fährt der Bus ab und erreicht Nairobi je nach Verkehr gegen 16:30 Uhr.",
  },
];

/** The coach line both corporate packages open their inclusions with. */
const NAIVASHA_COACH = "Busfahrt ab Ihrem Büro in Nairobi und zurück";
const naivashaInc = [
  NAIVASHA_COACH,
  "Unterkunft mit Vollpension für 2 Nächte, im Doppel- oder Einzelzimmer laut Zimmerliste",
  "Großer Konferenzsaal mit Beschallungsanlage, Projektor, Leinwand und Flipcharts",
  "An jedem Konferenztag zwei Teepausen mit Snacks und ein Mittagsbuffet",
  "Zuverlässiges WLAN für alle Teilnehmenden",
  "Bootsfahrt auf dem Lake Naivasha",
  "Moderierte Team-Challenge am 2. Tag",
];

/* ------------------------------------------------------------------ */
/* Flitterwochen (demo/content/packages/honeymoons.ts)                  */
/* ------------------------------------------------------------------ */

const HONEYMOON_TERMS = `<p>Die Preise gelten pro Person bei Unterbringung von zwei Gästen im Doppelzimmer. Mit einer Anzahlung von 50 % ist Ihre Buchung bestätigt; der Restbetrag ist 30 Tage vor der Abreise fällig.</p>
<p>Stornogebühren: 30 bis 15 Tage vor Reisebeginn 50 %, 14 bis 8 Tage 75 %, innerhalb von 7 Tagen oder bei Nichtantritt 100 %. Für bereits ausgestellte Flugtickets gelten die Tarifbestimmungen der Fluggesellschaft.</p>
<p>Für die Flitterwochen-Extras der Hotels (Torte, Sekt, Zimmerdekoration) wird in der Regel eine Heiratsurkunde verlangt, die nicht älter als sechs Monate ist.</p>`;

const HONEYMOON_DRINKS = "Getränke außerhalb der gebuchten Verpflegung";
const HONEYMOON_EXCLUSIONS = [
  "Reiseversicherung",
  "Visa, wo erforderlich",
  HONEYMOON_DRINKS,
  "Trinkgelder",
  "Nicht aufgeführte Ausflüge und Spa-Behandlungen",
];

const zanzibarHoneymoonDays: Day[] = [
  {
    title: "Ankunft in Stone Town",
    text: "Sie fliegen von Nairobi nach Sansibar und fahren weiter nach Stone Town, wo Ihr Zimmer zur Ankunft mit Blumen geschmückt ist. Bei Sonnenuntergang steigen Sie hinauf in ein Dachrestaurant und genießen Ihr erstes Abendessen mit Blick auf Minarette und Hafen.",
    stay: {
      value: "Übernachtung mit Frühstück in einem charmanten Boutique-Gästehaus.",
      comfort: "Übernachtung mit Frühstück in einem Deluxe-Zimmer eines historischen Hotels.",
      premier: "Übernachtung mit Frühstück in einer Suite mit Himmelbett in einem historischen Hotel, mit eigener Dachterrasse.",
    },
  },
  {
    title: "Stone Town, Gewürze und eine Dhau bei Sonnenuntergang",
    text: "Ein privater Guide führt Sie durch die Gassen, Basare und an den geschnitzten Türen der Altstadt vorbei und bringt Sie anschließend zu einer Gewürzfarm, wo Sie Nelken, Vanille und frisches Obst probieren. Am späten Nachmittag gehen Sie an Bord einer hölzernen Dhau und segeln bei Sonnenuntergang die Uferfront entlang, mit Snacks und einem Drink an Deck.",
    stay: {
      value: "Übernachtung in Ihrem Gästehaus.",
      comfort: "Übernachtung in Ihrem Hotel.",
      premier: "Übernachtung in Ihrer Suite.",
    },
  },
  {
    title: "Von Stone Town an den Strand",
    text: "Sie fahren an die Küste, wo weiße Strände auf ein warmes, klares Meer treffen. Der Rest des Tages gehört ganz Ihnen: ein Begrüßungscocktail und ein Bad, wenn die Flut kommt.",
    stay: {
      value: "Abendessen und Übernachtung mit Halbpension in einem Zimmer mit Meerblick in einem Strandhotel an der Nordküste.",
      comfort: "Abendessen und Übernachtung mit Halbpension in einem Zimmer direkt am Meer in einem Vier-Sterne-Resort.",
      premier: "Abendessen und Übernachtung all-inclusive in einer privaten Villa mit Tauchbecken und Butlerservice.",
    },
  },
  {
    title: "Schnorcheln am Mnemba-Atoll",
    text: "Am Morgen bringt Sie ein Boot zum Riff des Mnemba-Atolls, wo Sie zwischen Meeresschildkröten und Schwärmen bunter Rifffische schnorcheln; an Bord gibt es frisches Obst. Der Nachmittag ist frei für den Strand oder ein Nickerchen im Schatten.",
  },
  {
    title: "Paarmassage und privates Dinner am Strand",
    text: "Lassen Sie den Morgen gemeinsam langsam angehen, bevor Sie im Spa des Resorts eine 60-minütige Paarmassage genießen. Am Abend ist im Sand ein Tisch für zwei gedeckt, von Laternen beleuchtet, für ein Dinner mit Meeresfrüchten beim Rauschen der Wellen.",
    stay: {
      premier: "Zu Ihrem Dinner gehören ein eigener Koch und eine Flasche Sekt.",
    },
  },
  {
    title: "Picknick auf der Sandbank",
    text: "Mit der Dhau segeln Sie hinaus zu einer Sandbank, die nur bei Ebbe auftaucht – ein schmaler weißer Streifen mitten im türkisfarbenen Meer. Die Crew grillt frischen Fisch und Langusten zum Mittagspicknick, am Nachmittag geht es zurück.",
  },
  {
    title: "Abreise",
    text: "Nach einem gemütlichen Frühstück Transfer zum Flughafen und Heimflug nach Nairobi.",
  },
];

const znzInc = (stay: string) => [
  "Hin- und Rückflug Nairobi–Sansibar in der Economy Class",
  "Private Transfers auf der Insel",
  stay,
  "Privater Rundgang durch Stone Town und Besuch einer Gewürzfarm",
  "Dhau-Fahrt bei Sonnenuntergang",
  "Schnorchelausflug nach Mnemba und Picknick auf der Sandbank",
  "Paarmassage und privates Dinner am Strand",
];

const santoriniDays: Day[] = [
  {
    title: "Von Nairobi nach Santorini",
    text: "Über Nacht fliegen Sie von Nairobi mit Umstieg am Golf oder in Europa nach Athen und von dort mit dem kurzen Anschlussflug nach Santorini, wo Sie am Nachmittag landen. Ein Fahrer bringt Sie die kurvige Straße hinauf zu Ihrem Hotel hoch oben an den Klippen der Caldera, und Sie stoßen auf Ihren ersten Sonnenuntergang an der Ägäis an.",
    stay: {
      value: "Übernachtung mit Frühstück in einem Studio im Höhlenstil in Fira, mit Gemeinschaftspool und Terrasse über der Caldera.",
      comfort: "Übernachtung mit Frühstück in einem Zimmer mit Calderablick und eigenem Balkon in Imerovigli.",
      premier: "Übernachtung mit Frühstück in einer Höhlensuite in Oia mit eigenem Tauchbecken zur Caldera hin.",
    },
  },
  {
    title: "Oia und der Calderaweg",
    text: "Sie wandern auf dem Klippenpfad von Dorf zu Dorf, vorbei an weißen Häusern, blauen Kuppeln und Bougainvilleen, tief unter Ihnen der versunkene Vulkan. Am Nachmittag erkunden Sie die Gassen von Oia und suchen sich Ihren Platz für den berühmten Sonnenuntergang der Insel.",
  },
  {
    title: "Katamaranfahrt durch die Caldera",
    text: "Auf einem Segelkatamaran kreuzen Sie fünf Stunden durch die Caldera: Sie baden im warmen Wasser bei den Vulkaninseln, schnorcheln unter den roten Klippen und legen am weißen Strand an. Zum Sonnenuntergang wird an Bord ein Barbecue serviert.",
    stay: {
      premier: "Ihre Katamaranfahrt ist privat – nur Sie beide sind an Bord.",
    },
  },
  {
    title: "Wein, Geschichte und der Rote Strand",
    text: "Am Vormittag besuchen Sie die Ausgrabungen von Akrotiri, einer bronzezeitlichen Stadt, die unter Vulkanasche erhalten blieb. Nach dem Mittagessen probieren Sie frische Weißweine auf einem Familienweingut, wo die Reben zu niedrigen Körben geflochten werden, um sie vor dem Wind zu schützen, und beschließen den Tag am Roten Strand unter seinen rostfarbenen Klippen.",
  },
  {
    title: "Ein Tag für zwei",
    text: "Ein freier Tag, um im Hotel zu entspannen, mit dem Quad zu den ruhigeren Stränden im Süden zu fahren oder einfach auf Ihrer Terrasse zu lesen. Am Abend wird Ihnen in einem Restaurant am Rand der Caldera ein Dinner bei Kerzenschein serviert.",
  },
  {
    title: "Rückflug nach Nairobi",
    text: "Transfer zum Flughafen und Rückflug nach Nairobi über Athen und Ihren Umsteigeflughafen.",
  },
];

const santoriniInc = (stay: string) => [
  "Hin- und Rückflug Nairobi–Santorini über Athen in der Economy Class",
  "Private Flughafentransfers auf Santorini",
  stay,
  "Katamaranfahrt durch die Caldera mit Barbecue",
  "Führung in Akrotiri und Weinprobe",
  "Dinner bei Kerzenschein an der Caldera für zwei",
];
const SANTORINI_EXCLUSIONS = [...HONEYMOON_EXCLUSIONS, "Nicht aufgeführte Mittag- und Abendessen"];

/* ------------------------------------------------------------------ */
/* Safaris (demo/content/packages/safaris.ts)                           */
/* ------------------------------------------------------------------ */

const SAFARI_TERMS = `<p>Zur Bestätigung Ihrer Buchung ist eine Anzahlung von 50 % erforderlich; der Restbetrag ist 30 Tage vor der Abreise fällig.</p>
<p>Bei Stornierung 30 bis 15 Tage vor Reisebeginn berechnen wir 50 % des Reisepreises, 14 bis 8 Tage vorher 75 % und innerhalb von 7 Tagen oder bei Nichtantritt 100 %.</p>
<p>Park- und Conservancy-Gebühren legen die Behörden fest; sie können sich ohne Vorankündigung ändern. Offizielle Erhöhungen geben wir ohne Aufschlag weiter.</p>
<p>Gäste unter 18 Jahren reisen in Begleitung eines Elternteils oder Vormunds. Eine Reiseversicherung empfehlen wir dringend.</p>`;

const SAFARI_DRINKS = "Getränke an der Lodge-Bar und Premiumgetränke";
const SAFARI_EXCLUSIONS = [
  "Internationale Flüge und Visagebühren",
  "Reise- und Krankenversicherung",
  "Trinkgelder für Guides und Camppersonal",
  SAFARI_DRINKS,
  "Zusatzaktivitäten, die nicht als inbegriffen aufgeführt sind",
  "Persönliche Ausgaben wie Wäscheservice und Telefonate",
];
const SAFARI_EXCLUSIONS_DRINKS_INCLUDED = SAFARI_EXCLUSIONS.filter((e) => e !== SAFARI_DRINKS);

const BALLOON = {
  activity_name: "Ballonsafari",
  description:
    "Im Morgengrauen heben Sie ab und schweben etwa eine Stunde lautlos über die Ebenen; nach der Landung gibt es ein Champagnerfrühstück im Busch und eine Flugurkunde. Die Transfers vom Camp beginnen gegen 5:00 Uhr.",
};

const MAASAI_VISIT = {
  activity_name: "Besuch in einem Maasai-Dorf",
  description:
    "Verbringen Sie eine Stunde in einer nahen Manyatta, zu Gast bei einem jungen Ältesten: Sie erfahren, wie die Gehöfte gebaut werden, tanzen beim Springtanz mit und sehen, wie Familien ihr Vieh Seite an Seite mit den Wildtieren halten.",
};

const BUSH_DINNER = {
  activity_name: "Dinner im Busch bei Laternenlicht",
  description:
    "Ein Drei-Gänge-Menü unter dem Sternenhimmel am Lagerfeuer, während ein Maasai-Wächter aufpasst und ringsum die Geräusche der Nacht zu hören sind. Ab zwei Personen.",
};

const MARA_CLASSIC_CAMPS: Partial<Record<Level, string>> = {
  value: "Einfaches Zeltcamp nahe dem Sekenani Gate",
  comfort: "Zeltcamp am Talek River",
  premier: "Luxus-Zeltcamp mit Blick über die Ebenen",
};

const maraClassicDays: Day[] = [
  {
    title: "Von Nairobi in die Maasai Mara",
    overnight: MARA_CLASSIC_CAMPS,
    text: "Um 7:00 Uhr holt Ihr Fahrer-Guide Sie in Ihrem Hotel oder zu Hause in Nairobi ab und fährt über die Straße am Steilhang nach Westen, mit einem Halt an einem Aussichtspunkt, von dem Sie direkt hinab auf den Grund des Great Rift Valley blicken. Nach einer kurzen Pause in Narok geht es weiter zum Reservat, und nach fünf bis sechs Stunden Fahrt erreichen Sie rechtzeitig zum Mittagessen das Camp. Auf der Pirschfahrt am Nachmittag sehen Sie zum ersten Mal die sanft gewellten Ebenen, auf denen Topis, Zebras und Elefanten grasen und Löwenrudel im Schatten der Croton-Dickichte ruhen.",
    stay: {
      value: "Abendessen und Übernachtung in einem einfachen, sauberen Zelt mit eigenem Bad in einem preiswerten Camp wenige Minuten vor dem Sekenani Gate.",
      comfort: "Abendessen und Übernachtung in einem gut geführten Zeltcamp am Ufer des Talek River, mit heißen Duschen und einem Aufenthaltszelt.",
      premier: "Abendessen und Übernachtung in einem geräumigen Luxuszelt mit eigener Terrasse über den Ebenen, in einem kleinen Camp mit nur einem Dutzend Zelten.",
    },
  },
  {
    title: "Ein ganzer Tag in der Maasai Mara",
    overnight: MARA_CLASSIC_CAMPS,
    text: "Nach einem frühen Frühstück verbringen Sie den ganzen Tag in der Savanne, mit einem Picknick aus der Campküche. Ihr Guide steuert den Mara River an, wo sich Flusspferde im Wasser wälzen und große Krokodile am Ufer in der Sonne liegen; zwischen Juli und Oktober sammeln sich hier auch die Gnuherden, um den Fluss zu durchqueren. Unterwegs halten Sie Ausschau nach Geparden im offenen Grasland, nach Leoparden im Galeriewald und nach den Löwen mit den prächtigen Mähnen, für die das Reservat berühmt ist, und kehren vor der Schließung des Parks bei Einbruch der Dämmerung ins Camp zurück.",
    stay: {
      value: "Abendessen und Übernachtung in Ihrem einfachen Zeltcamp.",
      comfort: "Abendessen und Übernachtung in Ihrem Zeltcamp am Talek River.",
      premier: "Sundowner auf einem Hügelkamm, danach Abendessen und Übernachtung in Ihrem Luxuscamp.",
    },
  },
  {
    title: "Pirschfahrt am Morgen und Rückfahrt nach Nairobi",
    text: "Sie brechen beim ersten Tageslicht auf, wenn die Raubtiere am aktivsten sind und das Licht über dem Gras am weichsten ist, und kehren dann zu einem ausgiebigen Frühstück und zum Auschecken ins Camp zurück. Die Rückfahrt nach Nairobi führt auf derselben Strecke über Narok, mit einer Mittagspause unterwegs; gegen 16:00 Uhr setzen wir Sie an Ihrem Hotel, zu Hause oder am Flughafen ab. Anschlussflüge sollten Sie erst ab 19:00 Uhr buchen.",
    stay: {
      premier: "Dank Ihres eigenen Fahrzeugs bestimmen Sie das Tempo der Morgenpirsch selbst, und auf dem Rückweg wird Ihnen in einem Gartenrestaurant ein warmes Mittagessen serviert.",
    },
  },
];

/**
 * The Mara safaris' inclusions. The English has one list for Kenyan and East African residents
 * (resident park rates, an English- and Swahili-speaking guide, pick-up within Nairobi) and one for
 * international visitors (non-resident rates, an English-speaking guide, airport or hotel pick-up),
 * but a translation holds one list per tier: these lines are worded so they hold for both.
 */
const maraInc = (vehicle: string, board: string) => [
  vehicle,
  "Eintrittsgebühren für das Maasai Mara National Reserve zu dem für Sie geltenden Tarif",
  board,
  "Pirschfahrten mit einem professionellen englischsprachigen Fahrer-Guide",
  "Trinkwasser in Flaschen im Fahrzeug, während der ganzen Safari",
  "Abholung und Rückfahrt innerhalb Nairobis, ob Hotel, Wohnung oder Flughafen",
  "Absicherung für eine Notfall-Evakuierung per Flugzeug während der gesamten Safari",
];

const SHARED_LC = "Land Cruiser (4x4) mit Hubdach, geteilt mit anderen Gästen: höchstens sechs Personen, jede mit Fensterplatz";
const CLOSED_LC = "Land Cruiser (4x4) mit Hubdach, höchstens sechs Gäste";
const PRIVATE_LC = "Eigener Land Cruiser (4x4) mit Hubdach nur für Ihre Gruppe";

const migrationDays: Day[] = [
  {
    title: "Von Nairobi in die Maasai Mara",
    text: "Um 7:00 Uhr verlassen Sie Nairobi und fahren den Steilhang hinab ins Great Rift Valley, mit einem Halt am Aussichtspunkt und einem weiteren in Narok, um die Beine zu vertreten. Gegen Mittag erreichen Sie das Reservat, und in der Migrationszeit können die Ebenen dann schon dunkel sein von Gnus und Zebras. Eine Pirschfahrt am Nachmittag stimmt Sie auf die kommenden Tage ein.",
    stay: {
      value: "Abendessen und Übernachtung in einem komfortablen, preiswerten Camp nahe dem Talek Gate.",
      comfort: "Abendessen und Übernachtung in einem Zeltcamp der Mittelklasse nahe den zentralen Ebenen.",
      premier: "Abendessen und Übernachtung in einem Luxus-Zeltcamp im Norden des Ökosystems, günstig gelegen für die wandernden Herden.",
    },
  },
  {
    title: "Die Flussüberquerungen am Mara River",
    text: "Dieser Tag gehört dem Fluss. Mit einem Lunchpaket fahren Sie zu den Übergangsstellen am Mara River, und Ihr Guide stellt das Fahrzeug in respektvollem Abstand ab, während sich die Herden am Ufer sammeln. Manchmal beginnt eine Überquerung nach Minuten, manchmal erst nach Stunden – Geduld gehört dazu. Wenn es dann so weit ist, sind der Lärm, der Staub und das Drama Tausender Tiere, die sich ins Wasser stürzen, unvergesslich. Krokodile, Geier und lauernde Löwen vervollständigen das Bild.",
    stay: {
      value: "Bei Einbruch der Dämmerung zurück ins Camp zu Abendessen und Übernachtung.",
      comfort: "Bei Einbruch der Dämmerung zurück ins Camp zu Abendessen und Übernachtung.",
      premier: "Zurück im Camp erwarten Sie eine heiße Dusche, ein Drink am Feuer und ein privates Abendessen.",
    },
  },
  {
    title: "Die Großkatzen der Ebenen",
    text: "Mit den Herden kommen die Raubtiere. Am Vormittag folgen Sie Geparden über die Kurzgrasebenen und suchen in den trockenen Flussbetten nach Leoparden; zum Mittagessen und zur Ruhe in der größten Hitze geht es zurück ins Camp. Am späten Nachmittag brechen Sie wieder auf, wenn sich die Löwen regen und das Licht für Fotos golden wird.",
    stay: {
      value: "Abendessen und Übernachtung in Ihrem Camp.",
      comfort: "Abendessen und Übernachtung in Ihrem Camp.",
      premier: "Für die heutige Morgenpirsch ist ein besonders früher Start eingeplant, damit Sie vor allen anderen Fahrzeugen draußen sind; Abendessen und Übernachtung in Ihrem Luxuscamp.",
    },
  },
  {
    title: "Pirschfahrt bei Sonnenaufgang und Maasai-Kultur",
    text: "Bei Sonnenaufgang erleben Sie die Ebenen in ihrer stillsten Stunde, danach gibt es im Camp ein spätes Frühstück. Am Nachmittag können Sie ein Maasai-Gehöft besuchen und erfahren, wie die Familien hier seit Generationen ihr Land mit den Wildtieren teilen; zum Abschluss folgen eine letzte Abendpirsch und ein Sundowner.",
    stay: {
      value: "Abendessen und Übernachtung in Ihrem Camp.",
      comfort: "Abendessen und Übernachtung in Ihrem Camp.",
      premier: "Der Besuch im Maasai-Dorf und ein Dinner im Busch bei Laternenlicht sind heute in Ihrer Kategorie inbegriffen; Übernachtung in Ihrem Luxuscamp.",
    },
  },
  {
    title: "Rückfahrt nach Nairobi",
    text: "Nach dem Frühstück verlassen Sie das Reservat mit einer letzten Pirschfahrt auf dem Weg hinaus. Über Narok erreichen Sie Nairobi am Nachmittag und werden an Ihrem Hotel oder am Flughafen abgesetzt.",
    stay: {
      premier: "Statt mit dem Auto zurückzufahren, werden Sie zur nächsten Landepiste gebracht und fliegen mit einem Linienflug im Kleinflugzeug zum Wilson Airport in Nairobi, wo Sie vor dem Mittagessen ankommen.",
    },
  },
];

/* ------------------------------------------------------------------ */
/* Urlaub und Abenteuer (demo/content/packages/vacations.ts)            */
/* ------------------------------------------------------------------ */

const BEACH_TERMS = `<p>Mit einer Anzahlung von 50 % ist Ihre Buchung bestätigt; der Restbetrag ist 30 Tage vor der Abreise fällig.</p>
<p>Stornogebühren: 30 bis 15 Tage vor Reisebeginn 50 % des Reisepreises, 14 bis 8 Tage 75 %, innerhalb von 7 Tagen oder bei Nichtantritt 100 %. Für bereits ausgestellte Flugtickets gelten die Tarifbestimmungen der Fluggesellschaft.</p>
<p>Die Hotelpreise gelten bei Unterbringung von zwei Gästen im Doppelzimmer; Alleinreisende zahlen einen Zuschlag, den wir auf Anfrage nennen.</p>`;

const BEACH_DRINKS = "Getränke, die nicht in der Verpflegung enthalten sind";
const BEACH_EXCLUSIONS = [
  "Reiseversicherung",
  BEACH_DRINKS,
  "Zusätzliche Ausflüge und Wassersport",
  "Trinkgelder für Fahrer, Guides und Hotelpersonal",
  "Persönliche Ausgaben wie Wäscheservice und Spa-Behandlungen",
];

const dianiDays: Day[] = [
  {
    title: "Von Nairobi nach Diani Beach",
    text: "Ihr Urlaub beginnt mit der Reise von Nairobi an die Südküste. Sobald Sie in Ihrem Strandhotel eingecheckt haben, gehört der Rest des Tages dem ersten Bad im warmen Indischen Ozean, wo das Riff die Lagune bei Ebbe ruhig hält.",
    stay: {
      value: "Sie fahren mit dem morgendlichen Expresszug vom Bahnhof in Nairobi rund sechs Stunden durch das Land von Tsavo nach Mombasa; unser Fahrer bringt Sie in etwa anderthalb Stunden weiter nach Diani. Abendessen und Übernachtung in einem Drei-Sterne-Hotel direkt am Strand.",
      comfort: "Sie fliegen in etwa einer Stunde von Nairobi zur Landepiste von Ukunda und sind eine Viertelstunde später im Hotel; Abendessen und Übernachtung in einem Vier-Sterne-Resort mit langem Pool zum Strand hin.",
      premier: "Sie fliegen von Nairobi zur Landepiste von Ukunda, wo Sie ein privater Fahrer erwartet; Abendessen und Übernachtung in einer Gartensuite eines All-inclusive-Boutique-Resorts mit nur zwanzig Zimmern.",
    },
  },
  {
    title: "Strandtag und Spaziergang zu den Stummelaffen",
    text: "Der Vormittag gehört Ihnen und dem Strand; bei Niedrigwasser wimmeln die Gezeitentümpel von Seesternen und kleinen Fischen. Am Nachmittag begleitet Sie ein Guide durch ein Schutzzentrum für Primaten, das sich um die seltenen Angola-Stummelaffen des Küstenwalds kümmert und Seilbrücken baut, damit sie die belebte Strandstraße sicher überqueren können.",
    stay: {
      value: "Abendessen und Übernachtung in Ihrem Hotel.",
      comfort: "Abendessen und Übernachtung in Ihrem Resort.",
      premier: "Heute ist eine Paar- oder Familienmassage im Spa des Resorts inbegriffen; Abendessen und Übernachtung in Ihrem Resort.",
    },
  },
  {
    title: "Tag im Meeresnationalpark oder zur freien Verfügung",
    text: "Heute genießen Sie die Küste in Ihrem eigenen Tempo – oder Sie fahren auf einem ganztägigen Dhau-Ausflug ab Shimoni in den Kisite-Mpunguti-Meeresnationalpark, wo Sie zwischen Papageifischen und Schildkröten über Korallen schnorcheln und oft Delfine sehen. Wenn von Dezember bis März und von Juni bis September die Passatwinde wehen, treffen sich am Strand die Kitesurfer.",
    stay: {
      value: "Abendessen und Übernachtung in Ihrem Hotel.",
      comfort: "Abendessen und Übernachtung in Ihrem Resort.",
      premier: "Der Dhau-Ausflug nach Kisite-Mpunguti mit Mittagessen aus Meeresfrüchten auf Wasini Island ist in Ihrer Kategorie inbegriffen; Abendessen und Übernachtung in Ihrem Resort.",
    },
  },
  {
    title: "Ausflug in die Shimba Hills",
    text: "Eine halbe Stunde landeinwärts liegen die Shimba Hills, ein kühles, bewaldetes Plateau und der einzige Ort in Kenia, an dem Sie Rappenantilopen sehen können. Eine geführte Waldwanderung führt hinab zu einem Wasserfall, an dem Sie sich abkühlen können, und an klaren Tagen reicht der Blick über die Küstenebene bis zum Meer.",
    stay: {
      value: "Der Ausflug kann gegen einen kleinen Aufpreis hinzugebucht werden; sonst steht der Tag zur freien Verfügung. Abendessen und Übernachtung in Ihrem Hotel.",
      comfort: "Der Halbtagesausflug samt Parkgebühren ist inbegriffen; Abendessen und Übernachtung in Ihrem Resort.",
      premier: "Der Ausflug findet privat statt, mit Picknick am Aussichtspunkt; Abendessen am Strand und Übernachtung in Ihrem Resort.",
    },
  },
  {
    title: "Rückreise nach Nairobi",
    text: "Genießen Sie ein letztes Frühstück und ein Bad am Morgen, bevor Sie auschecken und nach Nairobi zurückreisen.",
    stay: {
      value: "Transfer nach Mombasa zum Nachmittagszug, Ankunft in Nairobi am Abend.",
      comfort: "Transfer zur Landepiste von Ukunda und Flug nach Nairobi.",
      premier: "Privater Transfer zur Landepiste von Ukunda und Flug nach Nairobi; Ihr Zimmer steht Ihnen bis zur Abfahrt zur Verfügung.",
    },
  },
];

const dianiValueInc = [
  "Fahrkarten für den Expresszug Nairobi–Mombasa und zurück in der Economy Class",
  "Straßentransfers Mombasa–Diani und zurück",
  "Halbpension in einem Drei-Sterne-Hotel direkt am Strand (4 Nächte)",
  "Geführter Spaziergang im Schutzzentrum für Stummelaffen",
  "Trinkwasser in Flaschen während der Transfers",
];
const dianiComfortInc = [
  "Hin- und Rückflug Nairobi–Ukunda in der Economy Class",
  "Flughafentransfers in Diani",
  "Halbpension in einem Vier-Sterne-Strandresort (4 Nächte)",
  "Geführter Spaziergang im Schutzzentrum für Stummelaffen",
  "Halbtagesausflug in die Shimba Hills inklusive Parkgebühren",
];
const dianiPremierInc = [
  "Hin- und Rückflug Nairobi–Ukunda in der Economy Class",
  "Private Flughafentransfers in Diani",
  "All-inclusive-Aufenthalt in einer Gartensuite eines Boutique-Resorts (4 Nächte)",
  "Massage im Spa am 2. Tag",
  "Dhau-Ausflug nach Kisite-Mpunguti mit Schnorcheln und Mittagessen aus Meeresfrüchten",
  "Privater Ausflug in die Shimba Hills mit Picknick und Abendessen am Strand",
];

/**
 * The English Diani tiers for international visitors end their exclusions with this line, which the
 * residents' tiers of the same level lack. A translation holds one list per level, read by position,
 * so the German lists are the visitors' (the longer) ones: the residents' lines come first, in the
 * same places, and this one last.
 */
const INTERNATIONAL_FLIGHTS = "Internationale Flüge und Visum";

export const packageDetailsDe: PackageDetailsTranslations = {
  "3-day-maasai-mara-fly-in-charter": {
    tiers: {
      value: tier("value", maraFlyInDays, [
        "Linienflüge Wilson Airport–Maasai Mara und zurück",
        "Transfers zwischen Landepiste und Camp sowie Pirschfahrten im Land Cruiser (4x4) mit Hubdach",
        "Gebühren für das Maasai Mara Reserve zum jeweils gültigen Tarif",
        "Vollpension in einem Zeltcamp (2 Nächte)",
        "Trinkwasser in Flaschen während der Pirschfahrten",
      ], AIR_EXCLUSIONS),
      comfort: tier("comfort", maraFlyInDays, [
        "Linienflüge Wilson Airport–Maasai Mara und zurück mit dem frühen Abflug",
        "Transfers zwischen Landepiste und Camp sowie Pirschfahrten im Land Cruiser (4x4) mit Hubdach",
        "Gebühren für das Maasai Mara Reserve zum jeweils gültigen Tarif",
        "Vollpension mit Hausgetränken in einem Luxuscamp am Mara River (2 Nächte)",
        "Sundowner am 2. Tag",
      ], AIR_EXCLUSIONS_DRINKS_INCLUDED),
      premier: tier("premier", maraFlyInDays, [
        "Privates Charterflugzeug ab Wilson Airport für Ihre Gruppe, mit Rückflug",
        "Eigenes Fahrzeug und eigener Guide während der gesamten Reise",
        "Gebühren für Reserve und Conservancy",
        "All-inclusive-Aufenthalt in einem Luxuscamp in einer Conservancy (2 Nächte)",
        "Auf Wunsch flexible Routen in andere Parks oder an die Küste",
      ], AIR_EXCLUSIONS_DRINKS_INCLUDED),
    },
    optional_activities: [],
    terms_and_conditions: AIR_TERMS,
  },
  "6-day-lamu-and-diani-coastal-flights": {
    tiers: {
      value: tier("value", coastalDays, [
        "Linienflüge Nairobi–Manda, Manda–Ukunda (mit Umsteigen) und Ukunda–Nairobi",
        COASTAL_TRANSFERS,
        "Übernachtung mit Frühstück in Lamu Old Town (3 Nächte) und in Diani (2 Nächte)",
        COASTAL_DHOW,
        SUPPORT_LINE,
      ], AIR_EXCLUSIONS),
      comfort: tier("comfort", coastalDays, [
        "Linienflüge zu flexiblen Tarifen, zwischen Manda und Ukunda als direkter Küstenflug mit anderen Gästen",
        COASTAL_TRANSFERS,
        "Übernachtung mit Frühstück in Shela (3 Nächte) und in einem Vier-Sterne-Resort in Diani (2 Nächte)",
        COASTAL_DHOW,
        SUPPORT_LINE,
      ], AIR_EXCLUSIONS),
      premier: tier("premier", coastalDays, [
        "Privates Charterflugzeug für alle drei Flüge, ganz nach Ihrem Zeitplan",
        "Private Boots- und Straßentransfers",
        "Übernachtung mit Frühstück in einem exklusiven Strandhaus in Shela und einer Strandvilla in Diani (5 Nächte)",
        "Privater Dhau-Törn bei Sonnenuntergang",
        "Ein persönlicher Reiseberater nur für Sie",
      ], AIR_EXCLUSIONS),
    },
    optional_activities: [
      {
        activity_name: "Tagesausflug mit Dhau und Schnorcheln im Kisite-Mpunguti",
        description: "Ein ganzer Tag ab Shimoni, inklusive Gebühren für den Meeresnationalpark, Schnorchelausrüstung und Mittagessen mit Meeresfrüchten auf Wasini Island.",
      },
    ],
    terms_and_conditions: AIR_TERMS,
  },
  "10-day-holy-land-pilgrimage": {
    tiers: {
      value: tier("value", holyLandDays, holyLandInc("Halbpension in Drei-Sterne-Hotels in Tiberias und Jerusalem (9 Nächte)"), PILGRIM_EXCLUSIONS),
      comfort: tier("comfort", holyLandDays, holyLandInc("Halbpension in Vier-Sterne-Hotels in Tiberias und Jerusalem (9 Nächte)"), PILGRIM_EXCLUSIONS),
      premier: tier(
        "premier",
        holyLandDays,
        [
          ...holyLandInc("Halbpension in einem Gästehaus am See und einem Vier-Sterne-Hotel nahe der Altstadtmauern (9 Nächte)"),
          "Mittagessen an allen Besichtigungstagen",
        ],
        PILGRIM_EXCLUSIONS.filter((e) => e !== PILGRIM_LUNCHES),
      ),
    },
    optional_activities: [],
    terms_and_conditions: PILGRIM_TERMS,
  },
  "7-day-rome-and-vatican-pilgrimage": {
    tiers: {
      value: tier("value", romeDays, romeInc("Halbpension in einem Pilgerhaus nahe dem Vatikan (6 Nächte)"), PILGRIM_EXCLUSIONS),
      comfort: tier("comfort", romeDays, romeInc("Halbpension in einem Drei-Sterne-Hotel nahe dem Petersplatz (6 Nächte)"), PILGRIM_EXCLUSIONS),
      premier: tier("premier", romeDays, romeInc("Halbpension in einem Vier-Sterne-Hotel in der Altstadt (6 Nächte)"), PILGRIM_EXCLUSIONS),
    },
    optional_activities: [
      {
        activity_name: "Führung durch die Ausgrabungen unter dem Petersdom",
        description: "Eine Führung in kleiner Gruppe durch die antike Nekropole unter der Basilika bis in die Nähe des überlieferten Apostelgrabs. Die Plätze sind begrenzt und müssen bei der Buchung angefragt werden; Mindestalter 15 Jahre.",
      },
    ],
    terms_and_conditions:
      PILGRIM_TERMS +
      "\n<p>Die Frühbucherpreise gelten bei Buchung mit Anzahlung mindestens 120 Tage vor der Abreise. In allen Kirchen ist dezente Kleidung erforderlich, die Schultern und Knie bedeckt.</p>",
  },
  "3-day-lake-naivasha-conference-retreat": {
    tiers: {
      value: tier("value", naivashaDays, naivashaInc, CORPORATE_EXCLUSIONS),
      comfort: tier("comfort", naivashaDays, [...naivashaInc, "Barbecue-Themenabend mit DJ"], CORPORATE_EXCLUSIONS),
      premier: tier(
        "premier",
        naivashaDays,
        [
          NAIVASHA_COACH,
          "Vollpension in privaten Cottages, die Lodge steht Ihrer Gruppe allein zur Verfügung (2 Nächte)",
          "Konferenzsaal mit kompletter Veranstaltungstechnik und eigenem Konferenzmanager",
          "Teepausen, Mittagessen und zuverlässiges WLAN während des gesamten Aufenthalts",
          "Bootsfahrt auf dem Lake Naivasha und moderierte Team-Challenge",
          "Professionelle Moderation des Workshops zur Maßnahmenplanung",
          "Galadinner mit Preisverleihung, Liveband und Eventfotograf",
          "Tagungsmappen in Ihrem Firmendesign mit Notizbuch und Stift",
        ],
        CORPORATE_EXCLUSIONS,
      ),
    },
    optional_activities: [
      {
        activity_name: "Radtour und Schluchtwanderung im Hell's Gate",
        description: "Ein Halbtagesausflug in den nahen Hell's-Gate-Nationalpark mit Fahrrädern, Helmen, Parkgebühren und einer Wanderung durch die Schlucht in Begleitung eines Rangers.",
      },
      {
        activity_name: "Eventfotografie und Highlight-Video",
        description: "Ein Fotograf und ein Videofilmer begleiten das gesamte Programm; innerhalb einer Woche erhalten Sie die bearbeiteten Fotos und einen dreiminütigen Highlight-Film.",
      },
    ],
    terms_and_conditions: GROUP_TERMS + "\n<p>Mindestgruppengröße: 20 Teilnehmende.</p>",
  },
  "hells-gate-corporate-team-building-day": {
    tiers: {
      single: tier(
        "single",
        [
          {
            title: "Team-Challenges und Schluchtwanderung im Hell's Gate",
            text: "Um 6:30 Uhr fahren die Busse mit einem Frühstückspaket an Ihrem Büro in Nairobi ab und erreichen gegen 8:45 Uhr das Tor des Hell's-Gate-Nationalparks. Nach einem kurzen Aufwärmspiel und der Einteilung der Teams holt sich jede und jeder Fahrrad und Helm für eine Staffelfahrt über die offenen Ebenen, wo unter den Vulkanklippen Zebras, Giraffen und Büffel grasen. Danach leiten unsere Moderatoren eine Reihe von Aufgaben rund um Kommunikation und Vertrauen – vom Zeltaufbau mit verbundenen Augen bis zur Rätselrallye gegen die Uhr –, bevor es im Schatten ein Picknick gibt. Am Nachmittag führt ein Parkranger die Gruppe hinab in die enge Schlucht mit ihren heißen Quellen und dampfenden Erdspalten. Nach einer kurzen Nachbesprechung der Erkenntnisse des Tages fahren die Busse um 16:30 Uhr ab und sind gegen 19:00 Uhr zurück in Nairobi.",
          },
        ],
        [
          NAIVASHA_COACH,
          "Eintritt in den Hell's-Gate-Nationalpark zum Tarif für Staatsangehörige und Einwohner Kenias",
          "Fahrräder und Helme für alle Teilnehmenden",
          "Zwei professionelle Teambuilding-Moderatoren je 40 Teilnehmende",
          "Sämtliche Ausrüstung für die Challenges",
          "Frühstückspaket, Picknick-Mittagessen und Trinkwasser in Flaschen",
          "Schluchtwanderung mit Ranger",
          "Schriftliche Auswertung und Fotogalerie innerhalb von drei Tagen",
        ],
        [
          "Alkoholische Getränke",
          "T-Shirts oder Kappen mit Firmenlogo (auf Anfrage)",
          "Anreise von außerhalb Nairobis",
          "Private Unfallversicherung",
          "Trinkgelder für Ranger und Fahrer",
        ],
      ),
    },
    optional_activities: [],
    terms_and_conditions:
      GROUP_TERMS +
      "\n<p>Mindestgruppengröße: 20 Teilnehmende. Die Teilnehmenden sollten Fahrrad fahren können; wer lieber nicht radelt, fährt im Begleitfahrzeug hinter der Gruppe mit.</p>",
  },
  "7-day-zanzibar-honeymoon": {
    tiers: {
      value: tier(
        "value",
        zanzibarHoneymoonDays,
        znzInc("Übernachtung mit Frühstück in Stone Town (2 Nächte) und Halbpension an der Nordküste (4 Nächte)"),
        HONEYMOON_EXCLUSIONS,
      ),
      comfort: tier(
        "comfort",
        zanzibarHoneymoonDays,
        znzInc("Übernachtung mit Frühstück in einem historischen Hotel (2 Nächte) und Halbpension in einem Vier-Sterne-Resort (4 Nächte)"),
        HONEYMOON_EXCLUSIONS,
      ),
      premier: tier(
        "premier",
        zanzibarHoneymoonDays,
        [
          ...znzInc("Suite in einem historischen Hotel (2 Nächte) und private Poolvilla all-inclusive mit Butler (4 Nächte)"),
          "Eigener Koch und Sekt beim Dinner am Strand",
        ],
        HONEYMOON_EXCLUSIONS.filter((e) => e !== HONEYMOON_DRINKS),
      ),
    },
    optional_activities: [],
    terms_and_conditions: HONEYMOON_TERMS,
  },
  "6-day-santorini-honeymoon": {
    tiers: {
      value: tier("value", santoriniDays, santoriniInc("Übernachtung mit Frühstück in einem Studio im Höhlenstil in Fira (4 Nächte)"), SANTORINI_EXCLUSIONS),
      comfort: tier("comfort", santoriniDays, santoriniInc("Übernachtung mit Frühstück in einem Zimmer mit Calderablick in Imerovigli (4 Nächte)"), SANTORINI_EXCLUSIONS),
      premier: tier(
        "premier",
        santoriniDays,
        [
          ...santoriniInc("Übernachtung mit Frühstück in einer Höhlensuite mit Tauchbecken in Oia (4 Nächte)"),
          "Privater Katamaran-Charter statt der Fahrt mit anderen Gästen",
        ],
        SANTORINI_EXCLUSIONS,
      ),
    },
    optional_activities: [],
    terms_and_conditions:
      HONEYMOON_TERMS +
      "\n<p>Inhaber eines kenianischen Reisepasses benötigen für Griechenland ein Schengen-Visum. Beantragen Sie es mindestens sechs Wochen vor der Reise; wir stellen Ihnen die Buchungsunterlagen und eine Checkliste zur Verfügung. Die Reisen finden von April bis Oktober statt.</p>",
  },
  "3-day-maasai-mara-classic-safari": {
    tiers: {
      value: tier("value", maraClassicDays, maraInc(SHARED_LC, "Vollpension in einem einfachen Zeltcamp (2 Nächte)"), SAFARI_EXCLUSIONS),
      comfort: tier("comfort", maraClassicDays, maraInc(CLOSED_LC, "Vollpension in einem Zeltcamp der Mittelklasse am Talek River (2 Nächte)"), SAFARI_EXCLUSIONS),
      premier: tier(
        "premier",
        maraClassicDays,
        [...maraInc(PRIVATE_LC, "Vollpension mit Hausgetränken in einem Luxus-Zeltcamp (2 Nächte)"), "Sundowner am 2. Tag"],
        SAFARI_EXCLUSIONS_DRINKS_INCLUDED,
      ),
    },
    optional_activities: [BALLOON, MAASAI_VISIT, BUSH_DINNER],
    terms_and_conditions: SAFARI_TERMS,
  },
  "5-day-great-migration-safari-maasai-mara": {
    tiers: {
      value: tier("value", migrationDays, maraInc(SHARED_LC, "Vollpension in einem preiswerten Camp (4 Nächte)"), SAFARI_EXCLUSIONS),
      comfort: tier("comfort", migrationDays, maraInc(CLOSED_LC, "Vollpension in einem Zeltcamp der Mittelklasse (4 Nächte)"), SAFARI_EXCLUSIONS),
      premier: tier(
        "premier",
        migrationDays,
        [
          ...maraInc(PRIVATE_LC, "All-inclusive-Aufenthalt in einem Luxus-Zeltcamp (4 Nächte)"),
          "Besuch in einem Maasai-Dorf und Dinner im Busch",
          "Linienflug von der Mara zum Wilson Airport am 5. Tag",
        ],
        SAFARI_EXCLUSIONS_DRINKS_INCLUDED,
      ),
    },
    optional_activities: [BALLOON, MAASAI_VISIT],
    terms_and_conditions: SAFARI_TERMS,
  },
  "5-day-diani-beach-holiday": {
    tiers: {
      value: tier("value", dianiDays, dianiValueInc, [...BEACH_EXCLUSIONS, INTERNATIONAL_FLIGHTS]),
      comfort: tier("comfort", dianiDays, dianiComfortInc, [...BEACH_EXCLUSIONS, INTERNATIONAL_FLIGHTS]),
      premier: tier("premier", dianiDays, dianiPremierInc, [...BEACH_EXCLUSIONS.filter((e) => e !== BEACH_DRINKS), INTERNATIONAL_FLIGHTS]),
    },
    optional_activities: [
      {
        activity_name: "Schnorcheln im Kisite-Mpunguti mit der Dhau",
        description: "Ein ganzer Tag mit der Dhau ab Shimoni, inklusive Gebühren für den Meeresnationalpark, Schnorchelausrüstung, Delfinbeobachtung und einem Swahili-Mittagessen mit Meeresfrüchten auf Wasini Island.",
      },
      {
        activity_name: "Kitesurf-Schnupperkurs",
        description: "Zwei Stunden mit einem zertifizierten Lehrer am Strand und im flachen Wasser, sämtliche Ausrüstung inbegriffen. Saisonabhängig und nur bei passendem Wind.",
      },
    ],
    terms_and_conditions:
      BEACH_TERMS +
      "\n<p>Die Ersparnis von 15 % gilt für die Kategorie Basis bei Reisen zwischen Mai und Mitte Juli, ausgenommen Feiertage.</p>",
  },
  "4-day-lamu-old-town-escape": {
    tiers: {
      single: tier(
        "single",
        [
          {
            title: "Von Nairobi nach Lamu Old Town",
            text: "In weniger als zwei Stunden fliegen Sie von Nairobi zur Landepiste auf Manda Island und setzen dann mit dem Motorboot über den Kanal nach Lamu über, der ältesten ununterbrochen bewohnten Swahili-Stadt Ostafrikas und UNESCO-Welterbe. In den engen Gassen verkehren nur Esel und Handkarren. Am späten Nachmittag führt Sie ein einheimischer Guide vorbei am Fort, an den Moscheen und an den geschnitzten Holztüren, für die die Stadt bekannt ist. Abendessen und Übernachtung in einem restaurierten Swahili-Haus mit Dachterrasse.",
          },
          {
            title: "Das Dorf Shela und Dhau-Fahrt bei Sonnenuntergang",
            text: "Zu Fuß oder mit dem Boot geht es die Uferfront entlang nach Shela, einem ruhigeren Dorf am Beginn eines zwölf Kilometer langen Strandes vor hohen Sanddünen. Sie baden, steigen für die Aussicht auf die Dünen und essen in einem Café am Meer zu Mittag. Am Abend gehen Sie an Bord einer Dhau und segeln bei Sonnenuntergang durch den Kanal, mit frischem Saft und kleinen Häppchen, während der Ruf zum Gebet über das Wasser herüberweht. Abendessen und Übernachtung in Ihrem Haus.",
          },
          {
            title: "Die Ruinen von Takwa und die Bootsbauer von Matondoni",
            text: "Am Morgen bringt Sie ein Boot durch die Mangroven nach Manda Island zu den Ruinen von Takwa, einer im 17. Jahrhundert verlassenen Swahili-Stadt, wo ein Guide Ihnen die Moschee und das Pfeilergrab erklärt. Am Nachmittag besuchen Sie das Dorf Matondoni und sehen zu, wie Handwerker Dhaus von Hand bauen – mit Techniken, die seit Generationen weitergegeben werden. Abendessen und Übernachtung in Ihrem Haus.",
          },
          {
            title: "Rückflug nach Nairobi",
            text: "Den Vormittag verbringen Sie im Lamu-Museum oder auf dem Markt zwischen geschnitzten Truhen und Silberschmuck, dann setzen Sie nach Manda über und fliegen am Nachmittag zurück nach Nairobi.",
          },
        ],
        [
          "Hin- und Rückflug Nairobi–Manda in der Economy Class",
          "Bootstransfers zwischen der Landepiste auf Manda und Lamu",
          "Halbpension in einem restaurierten Swahili-Haus (3 Nächte)",
          "Geführter Rundgang durch Lamu Old Town",
          "Dhau-Fahrt bei Sonnenuntergang",
          "Bootsausflug zu den Ruinen von Takwa und ins Dorf Matondoni, inklusive Eintrittsgelder",
        ],
        BEACH_EXCLUSIONS,
      ),
    },
    optional_activities: [
      {
        activity_name: "Swahili-Kochkurs",
        description: "Kochen Sie mit einer Familie aus Lamu in deren Küche ein Fischcurry mit Kokosmilch, Pilau und Chapati – und genießen Sie das Essen anschließend gemeinsam.",
      },
      {
        activity_name: "Schnorchelausflug nach Manda Toto",
        description: "Ein ganzer Tag mit der Dhau zum Riff der Insel Manda Toto, unterwegs wird geangelt, und am Strand gibt es gegrillten Fisch zum Mittagessen.",
      },
    ],
    terms_and_conditions:
      BEACH_TERMS +
      "\n<p>Lamu ist eine konservative muslimische Stadt: Bitte kleiden Sie sich abseits des Strandes zurückhaltend und bedecken Sie Schultern und Knie.</p>",
  },
};
