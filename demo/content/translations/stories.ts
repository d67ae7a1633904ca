/**
 * Three stories in German, French, Italian and Simplified Chinese: written for this demo company
 * (issue 29), not translated by machine, keyed by the story's English slug.
 */
import type { DemoTranslations } from "./types.ts";

export const storyTranslations: DemoTranslations<"title" | "slug" | "excerpt" | "image_alt" | "content_html"> = {
  "when-to-see-the-great-migration-in-the-maasai-mara": {
    de: {
      title: "Wann man die Große Migration in der Maasai Mara sieht",
      slug: "wann-man-die-grosse-migration-in-der-maasai-mara-sieht",
      excerpt:
        "Die Herden richten sich nach keinem Kalender, wohl aber nach dem Regen. So planen Sie Ihre Safari in der Mara, damit Ihre Chancen auf eine Flussüberquerung am größten sind.",
      image_alt: "Gnus durchqueren einen Fluss in der Maasai Mara",
      content_html: `<p>Jahr für Jahr ziehen mehr als eine Million Gnus, begleitet von Hunderttausenden Zebras und Gazellen, in einer großen Schleife zwischen der Serengeti in Tansania und der Maasai Mara in Kenia umher. Oft werden wir gefragt, an welchem Tag genau die Herden eintreffen. Ehrlich gesagt weiß das niemand, denn die Tiere folgen dem frischen Gras – und das frische Gras folgt dem Regen. Was wir Ihnen bieten können, ist ein verlässliches Muster und praktischer Rat aus vielen Jahren als Guides.</p>
<h2>Das grundsätzliche Muster</h2>
<p>Von Januar bis März halten sich die Herden weit im Süden Tansanias auf, wo die Gnus innerhalb weniger Wochen rund eine halbe Million Kälber zur Welt bringen. Sobald die südlichen Ebenen austrocknen, wandern sie nach Nordwesten und durchqueren im Juni den Grumeti-Fluss im Westen der Serengeti. Die Spitze der Herde erreicht die kenianische Grenze meist im <strong>Juli</strong>. Von da an bis in den <strong>Oktober</strong> herrscht in der Mara Hochbetrieb: Auf der Suche nach Weideflächen ziehen die Herden immer wieder über den Mara und den Talek. Mit der kleinen Regenzeit im November machen sie sich allmählich wieder auf den Weg nach Süden.</p>
<h2>Flussüberquerungen: Geduld ist alles</h2>
<p>Die Überquerungen sind der Moment, den alle erleben möchten: Tausende Tiere drängen sich an einem steilen Ufer, zögern stundenlang und stürzen sich dann plötzlich ins Wasser, wo bereits die Krokodile lauern. <strong>August und September</strong> gelten meist als die zuverlässigsten Monate. Doch selbst dann kann eine Überquerung zu jeder Tageszeit stattfinden – oder mehrere Tage lang gar nicht. Es kommt vor, dass sich die Herden einen ganzen Vormittag lang an einer Furt sammeln und dann wieder umkehren.</p>
<blockquote>Unser wichtigster Rat: Planen Sie mindestens drei volle Tage in der Mara ein, und seien Sie bereit, mit einem Lunchpaket einen ganzen Tag am Fluss zu verbringen. Gäste, die das tun, erleben fast immer etwas Unvergessliches.</blockquote>
<h2>Die Wahl der Unterkunft</h2>
<p>Wo Sie übernachten, spielt eine größere Rolle, als man denkt. Die Camps im Norden des Reservats und entlang des Mara-Flusses liegen den wichtigsten Übergangsstellen am nächsten. Die privaten Schutzgebiete (Conservancies) an der Grenze des Reservats begrenzen die Zahl der Fahrzeuge, erlauben Nachtfahrten und Fußpirschen und bieten ein ruhigeres Erlebnis – die Überquerungen selbst finden allerdings im eigentlichen Reservat statt.</p>
<ul>
<li><strong>Juli</strong>: Die ersten Herden treffen ein; weniger Besucher als im August.</li>
<li><strong>August bis September</strong>: Höhepunkt der Überquerungen und der Preise. Buchen Sie sechs bis neun Monate im Voraus.</li>
<li><strong>Oktober</strong>: Die Herden werden lichter, doch die Überquerungen gehen weiter, oft mit weniger Fahrzeugen.</li>
<li><strong>November bis Juni</strong>: Grüne Saison. Günstigere Preise, neugeborene Antilopen und hervorragende Sichtungen der standorttreuen Raubtiere.</li>
</ul>
<h2>Lohnt sich ein Besuch außerhalb der Migration?</h2>
<p>Unbedingt. In der Mara leben große Bestände an Löwen, Geparden, Leoparden, Elefanten und Büffeln, die nicht mitwandern. In der grünen Saison ist das Reservat üppig bewachsen, das Licht ist wunderbar zum Fotografieren, und oft teilen Sie eine Sichtung mit nur ein oder zwei anderen Fahrzeugen. Für Einwohner Kenias machen die Nebensaisonpreise ein verlängertes Wochenende in der Mara erstaunlich erschwinglich.</p>
<h2>Einige praktische Tipps</h2>
<p>Nehmen Sie für jede Person ein eigenes Fernglas mit, nicht eines zum Teilen. Eine Kamera mit einem Zoomobjektiv von mindestens 200 mm ist hilfreich, doch auch ein gutes Smartphone fängt die schiere Größe der Herden ein. Packen Sie eine warme Fleecejacke ein: Frühmorgens kann es in der Mara überraschend kalt sein, vor allem vor Sonnenaufgang im offenen Fahrzeug. Und gönnen Sie sich vielleicht eine Ballonfahrt – die Herden von oben zu sehen, wie sie sich in langen Linien über die Ebenen ziehen, eröffnet eine völlig neue Perspektive.</p>
<p>Wenn Sie möchten, dass wir Ihre Reisedaten auf den wahrscheinlichsten Aufenthaltsort der Herden abstimmen, nehmen Sie Kontakt mit uns auf: Einer unserer Safariplaner bespricht die Möglichkeiten gern mit Ihnen.</p>`,
    },
  },
  "kenya-resident-versus-international-visitor-prices": {
    de: {
      title: "Einwohner Kenias oder internationaler Gast: wer was zahlt und warum",
      slug: "was-kenia-residenten-und-internationale-gaeste-zahlen",
      excerpt:
        "Drei Personen buchen dieselbe Safari und zahlen drei verschiedene Preise. Wir erklären die Tarife für Einwohner Kenias, für Ostafrikaner und für internationale Gäste – und welche Dokumente Sie benötigen.",
      image_alt: "Safarifahrzeug an einem Parkeingang in Kenia",
      content_html: `<p>Zu den häufigsten Fragen, die uns erreichen, gehört die, warum unsere Reisepakete mehr als einen Preis ausweisen. Auf fast jeder Safariseite finden Sie einen Tarif für <strong>Einwohner Kenias</strong>, einen für <strong>Einwohner Ostafrikas</strong> und einen für <strong>internationale Gäste</strong>. Der Unterschied kann erheblich sein, ist aber kein Versehen. Er spiegelt wider, wie Parks, Lodges und Fluggesellschaften in der Region ihre Leistungen berechnen.</p>
<h2>Woher der Unterschied kommt</h2>
<p>Der größte Einzelfaktor sind die Eintrittsgebühren der Parks. Kenias Nationalparks und Reservate erheben Naturschutzgebühren pro Person und Tag, und zwar in drei Stufen: Staatsbürger und Einwohner zahlen in Kenia-Schilling einen deutlich niedrigeren Satz, Bürger der Ostafrikanischen Gemeinschaft zahlen einen ähnlichen oder etwas höheren lokalen Satz, und Nichtansässige zahlen in US-Dollar. In einem Premium-Reservat zur Hochsaison kann ein internationaler Gast pro Tag ein Vielfaches dessen zahlen, was ein Staatsbürger am selben Tor entrichtet.</p>
<p>Lodges und Camps gehen häufig ähnlich vor. Viele veröffentlichen einen Tarif für Einwohner, der deutlich unter ihrem internationalen Preis liegt, vor allem außerhalb der Hochsaison. Manche bieten zudem Wochenend- oder Schulferienangebote an, die ausschließlich Einwohnern offenstehen.</p>
<h2>Warum das so gehandhabt wird</h2>
<ul>
<li><strong>Zugang für die eigene Bevölkerung.</strong> Die Parks gehören dem Land. Niedrigere Tarife ermöglichen es kenianischen Familien, Studierenden und Kirchengruppen, ihr eigenes Naturerbe zu erleben.</li>
<li><strong>Kaufkraft.</strong> Preise nach internationalem Maßstab wären für die meisten einheimischen Reisenden unerschwinglich.</li>
<li><strong>Finanzierung des Naturschutzes.</strong> Die internationalen Gebühren bringen die Devisen ein, mit denen Ranger, Einheiten gegen Wilderei und Gemeindeprojekte bezahlt werden.</li>
</ul>
<blockquote>Eine Parkgebühr für internationale Gäste ist nicht einfach eine Eintrittskarte. Sie ist ein direkter Beitrag dazu, dass Elefanten, Nashörner und Löwen ihren Lebensraum behalten.</blockquote>
<h2>Wer gilt als Einwohner?</h2>
<p>Kenianische Staatsbürger weisen sich mit ihrem Personalausweis oder Reisepass aus. Ausländische Staatsangehörige, die in Kenia leben, benötigen eine gültige Arbeitserlaubnis, Aufenthaltsgenehmigung oder Alien Card. Die ostafrikanischen Tarife gelten für Bürger der Partnerstaaten der Ostafrikanischen Gemeinschaft mit gültigem Reisepass oder Personalausweis. Kindertarife gelten in der Regel bis zu einem bestimmten Alter, und sehr kleine Kinder haben oft freien Eintritt.</p>
<p>Bei Ihrer Buchung fragen wir die Angaben jedes einzelnen Reisenden ab, damit der richtige Tarif angewendet wird. Ranger und Lodgepersonal prüfen die Dokumente am Tor oder bei der Ankunft. Kann jemand keinen Nachweis seines Wohnsitzes vorlegen, wird der internationale Tarif direkt vor Ort berechnet. Bitte führen Sie daher das Originaldokument mit sich, nicht nur ein Foto auf dem Handy.</p>
<h2>Gemischte Gruppen</h2>
<p>Häufig reisen Freunde oder Verwandte aus dem Ausland mit. In diesem Fall berechnen wir jede Person nach ihrer eigenen Kategorie. Ein Paar aus Nairobi, das Cousins aus London zu Gast hat, erhält ein einziges Angebot, in dem beide Tarife klar aufgeführt sind – so gibt es keine Überraschungen.</p>
<h2>Währungen und unsere Angebote</h2>
<p>Pakete für Einwohner bieten wir in Kenia-Schilling an, internationale Pakete in US-Dollar, denn so rechnen auch unsere Partner mit uns ab. Wenn Sie als internationaler Gast vor Ort bezahlen oder als Einwohner lieber in Dollar zahlen möchten, sprechen Sie uns einfach an: Wir rechnen zum Tageskurs um.</p>
<h2>So reisen Sie am günstigsten</h2>
<ul>
<li>Reisen Sie in der grünen Saison von November bis Juni (Feiertage ausgenommen), wenn die Tarife für Einwohner noch weiter sinken.</li>
<li>Behalten Sie unsere Angebotsseite im Blick, wo wir Wochenend-Specials nur für Einwohner veröffentlichen.</li>
<li>Wählen Sie ein Schutzgebiet, dessen All-inclusive-Preis die Parkgebühren bereits enthält.</li>
<li>Buchen Sie für den August frühzeitig, denn dann erreichen sowohl die Tarife für Einwohner als auch die internationalen Preise ihren Höchststand.</li>
</ul>
<p>Wenn Sie nicht sicher sind, in welche Kategorie Sie fallen, schreiben Sie uns vor der Buchung, und wir beraten Sie gern. Es ist viel einfacher, das gleich zu Beginn zu klären, als später am Parktor.</p>`,
    },
  },
  "packing-for-a-kenyan-safari": {
    de: {
      title: "Packen für eine Safari in Kenia: eine praktische Liste",
      slug: "packliste-fuer-eine-safari-in-kenia",
      excerpt:
        "Weiche Taschen, gedeckte Farben, warme Schichten und ein gutes Fernglas: Unsere Guides verraten, was auf Safari wirklich zum Einsatz kommt und was im Koffer bleibt.",
      image_alt: "Safarizelt mit gepackter Tasche und Fernglas",
      content_html: `<p>Beim Packen für eine Safari gilt es, gut vorbereitet zu sein und trotzdem leicht zu reisen. Kleinflugzeuge beschränken das Gepäck, in den Fahrzeugen ist wenig Stauraum, und vermutlich tragen Sie mehrere Tage lang dieselbe bequeme Kleidung. Nach vielen Jahren, in denen wir unseren Gästen beim Packen zugesehen haben, ist dies die Liste, die wir tatsächlich empfehlen.</p>
<h2>Gepäck</h2>
<p>Wenn Sie mit einem Kleinflugzeug in einen Park fliegen, erlauben die meisten Fluggesellschaften etwa <strong>15 Kilogramm pro Person einschließlich Handgepäck, in einer weichen Tasche</strong> ohne Rollen und ohne festen Rahmen. Weiche Taschen lassen sich in den kleinen Frachtraum zwängen, Hartschalenkoffer oft nicht. Reisen Sie auf dem Landweg, sind Sie flexibler, doch auch dann ist eine weiche Tasche handlicher. Die meisten Lodges bieten einen Wäscheservice am selben Tag an – Sie können also weit weniger einpacken, als Sie denken.</p>
<h2>Kleidung</h2>
<ul>
<li><strong>Gedeckte Farben</strong>: Khaki, Oliv, Beige und Braun. Meiden Sie strahlendes Weiß, auf dem man jeden Staub sieht, sowie Dunkelblau oder Schwarz, die in manchen Gebieten Tsetsefliegen anlocken.</li>
<li><strong>Mehrere Schichten</strong>: Die frühen Pirschfahrten sind kalt, besonders in der Mara und rund um den Mount Kenya. Nehmen Sie eine Fleecejacke und eine leichte, winddichte Jacke mit.</li>
<li><strong>Lange Ärmel und lange Hosen</strong> für die Abende, als Schutz vor Mücken.</li>
<li>Ein Hut mit breiter Krempe sowie ein Schlauchtuch oder Schal gegen den Staub.</li>
<li>Bequeme, geschlossene Schuhe zum Gehen und Sandalen für das Camp.</li>
<li>Badekleidung, denn viele Lodges haben einen Pool, und am Ende landen Sie ohnehin an der Küste.</li>
</ul>
<h2>Gesundheit und Wohlbefinden</h2>
<ul>
<li>Sonnencreme mit hohem Lichtschutzfaktor und Lippenbalsam: Die Äquatorsonne ist intensiv, auch wenn es sich kühl anfühlt.</li>
<li>Insektenschutzmittel mit DEET oder Picaridin.</li>
<li>Malariaprophylaxe, falls Ihr Arzt sie empfiehlt, sowie alle verschreibungspflichtigen Medikamente in der Originalverpackung.</li>
<li>Eine kleine Reiseapotheke: Pflaster, Elektrolytpulver, Antihistaminika und Schmerzmittel.</li>
<li>Ihr Gelbfieber-Impfnachweis, falls er für Ihre Reiseroute vorgeschrieben ist.</li>
</ul>
<h2>Ausrüstung, die den Unterschied macht</h2>
<p>Das <strong>Fernglas</strong> ist der mit Abstand nützlichste Gegenstand auf Safari. Ideal ist ein 8x42 oder 10x42, und am besten hat jeder Reisende sein eigenes. Zum Fotografieren deckt ein Zoomobjektiv mit 100–400 mm fast alles ab; ein Bohnensack hilft, es auf dem Fensterrahmen des Fahrzeugs ruhig aufzulegen. Nehmen Sie Ersatzakkus und Speicherkarten mit – wenn gerade ein Leopard auftaucht, ist der denkbar schlechteste Moment, um festzustellen, dass der Speicher voll ist.</p>
<ul>
<li>Eine Stirnlampe für den Weg zum Zelt nach Einbruch der Dunkelheit.</li>
<li>Ein Universaladapter: In Kenia gilt der dreipolige Stecker nach britischem Vorbild.</li>
<li>Eine Powerbank, denn manche Camps laufen mit Solarstrom und haben nur begrenzte Ladezeiten.</li>
<li>Eine wiederverwendbare Trinkflasche. Die meisten Camps bieten gefiltertes Wasser zum Nachfüllen an.</li>
</ul>
<h2>Was zu Hause bleiben sollte</h2>
<blockquote>Kenia hat Einweg-Plastiktüten im Jahr 2017 verboten. Packen Sie Schuhe und Kosmetikartikel in Stoffbeutel oder wiederverwendbare Taschen, denn Plastiktüten können bei der Einreise beschlagnahmt werden.</blockquote>
<p>Lassen Sie Kleidung in Tarnmuster zu Hause, da sie in vielen afrikanischen Ländern mit dem Militär in Verbindung gebracht wird. Teurer Schmuck ist überflüssig, und schwere Haartrockner lassen sich in Zeltcamps nur selten benutzen.</p>
<h2>Dokumente und Geld</h2>
<p>Führen Sie Ihren Reisepass, Ihre elektronische Reisegenehmigung oder Visumsbestätigung und, falls Sie zu Einwohnertarifen buchen, einen Nachweis Ihres Wohnsitzes mit. Bewahren Sie ausgedruckte Kopien Ihres Reiseplans und Ihrer Versicherungspolice auf. Kleine Scheine in Kenia-Schilling oder US-Dollar sind praktisch für Trinkgelder und Kunsthandwerksmärkte. M-Pesa wird fast überall akzeptiert, und Besucher können am Flughafen mit ihrem Reisepass eine lokale SIM-Karte registrieren.</p>
<p>Unser Team schickt jedem Reisenden vor der Abreise eine persönliche Checkliste, abgestimmt auf die Parks und die Jahreszeit seiner Reise. Wenn Sie bei etwas unsicher sind, fragen Sie uns einfach.</p>`,
    },
  },
};
