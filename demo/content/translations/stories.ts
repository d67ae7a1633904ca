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
    fr: {
      title: "Quand observer la Grande Migration dans le Maasai Mara",
      slug: "quand-observer-la-grande-migration-dans-le-maasai-mara",
      excerpt:
        "Les troupeaux ne suivent pas le calendrier, mais ils suivent la pluie. Voici comment choisir les dates de votre safari dans le Mara pour maximiser vos chances d'assister à une traversée de rivière.",
      image_alt: "Gnous traversant une rivière dans le Maasai Mara",
      content_html: `<p>Chaque année, plus d'un million de gnous, accompagnés de centaines de milliers de zèbres et de gazelles, parcourent une grande boucle entre le Serengeti, en Tanzanie, et le Maasai Mara, au Kenya. On nous demande souvent la date exacte de l'arrivée des troupeaux. En toute honnêteté, personne ne la connaît : les animaux suivent l'herbe fraîche, et l'herbe fraîche suit la pluie. Ce que nous pouvons vous offrir, c'est un schéma fiable et quelques conseils pratiques tirés de nombreuses années passées sur le terrain.</p>
<h2>Le schéma général</h2>
<p>De janvier à mars, les troupeaux se trouvent loin au sud, en Tanzanie, où les femelles gnous mettent bas environ un demi-million de petits en quelques semaines. À mesure que les plaines du sud s'assèchent, ils remontent vers le nord-ouest et, en juin, franchissent la rivière Grumeti, dans l'ouest du Serengeti. L'avant-garde du troupeau atteint généralement la frontière kényane en <strong>juillet</strong>. De ce moment jusqu'en <strong>octobre</strong>, le Mara connaît sa plus forte affluence, les troupeaux allant et venant de part et d'autre des rivières Mara et Talek en quête de pâturages. Avec les petites pluies de novembre, ils redescendent peu à peu vers le sud.</p>
<h2>Les traversées de rivière : tout est affaire de patience</h2>
<p>Les traversées sont le moment que chacun rêve de voir : des milliers d'animaux se massent sur une berge escarpée, hésitent pendant des heures, puis se jettent soudain à l'eau, tandis que les crocodiles attendent en contrebas. <strong>Août et septembre</strong> sont généralement les mois les plus sûrs. Même alors, une traversée peut survenir à toute heure du jour, ou ne pas avoir lieu pendant plusieurs jours. Il arrive que les troupeaux se rassemblent toute la matinée à un point de passage avant de faire demi-tour.</p>
<blockquote>Notre meilleur conseil : prévoyez au moins trois journées complètes dans le Mara et soyez prêt à passer une journée entière au bord de la rivière, pique-nique à l'appui. Les voyageurs qui jouent le jeu vivent presque toujours un moment inoubliable.</blockquote>
<h2>Bien choisir son hébergement</h2>
<p>L'endroit où vous dormez compte plus qu'on ne l'imagine. Les camps situés dans le nord de la réserve et le long de la rivière Mara sont les plus proches des principaux points de traversée. Les conservancies privées qui bordent la réserve limitent le nombre de véhicules, autorisent les safaris de nuit et les safaris à pied, et offrent une expérience plus paisible, même si les traversées elles-mêmes ont lieu dans la réserve principale.</p>
<ul>
<li><strong>Juillet</strong> : arrivée des premiers troupeaux ; moins de visiteurs qu'en août.</li>
<li><strong>Août à septembre</strong> : pic des traversées et pic des tarifs. Réservez six à neuf mois à l'avance.</li>
<li><strong>Octobre</strong> : les troupeaux se clairsèment mais les traversées se poursuivent, souvent avec moins de véhicules.</li>
<li><strong>Novembre à juin</strong> : saison verte. Tarifs plus doux, antilopes nouveau-nées et superbes observations des prédateurs sédentaires.</li>
</ul>
<h2>Faut-il venir en dehors de la migration ?</h2>
<p>Sans hésiter. Le Mara abrite d'importantes populations sédentaires de lions, de guépards, de léopards, d'éléphants et de buffles qui ne migrent pas. Pendant la saison verte, la réserve est luxuriante, la lumière se prête merveilleusement à la photographie, et vous partagerez parfois une observation avec un ou deux véhicules seulement. Pour les résidents du Kenya, les tarifs de basse saison rendent un long week-end dans le Mara étonnamment abordable.</p>
<h2>Quelques conseils pratiques</h2>
<p>Emportez une paire de jumelles par personne plutôt qu'une seule à partager. Un appareil photo équipé d'un zoom d'au moins 200 mm est précieux, mais un bon smartphone saura rendre l'ampleur des troupeaux. Glissez une polaire chaude dans votre sac : au petit matin, le Mara peut être étonnamment frais, surtout dans un véhicule ouvert avant le lever du soleil. Enfin, pensez au vol en montgolfière : voir les troupeaux d'en haut, étirés en longues files à travers les plaines, offre une tout autre perspective.</p>
<p>Si vous souhaitez que nous fassions coïncider vos dates avec l'emplacement le plus probable des troupeaux, contactez-nous : l'un de nos conseillers safari vous présentera les différentes options.</p>`,
    },
    it: {
      title: "Quando vedere la Grande Migrazione nel Maasai Mara",
      slug: "quando-vedere-la-grande-migrazione-nel-maasai-mara",
      excerpt:
        "Le mandrie non seguono il calendario, ma seguono la pioggia. Ecco come scegliere il periodo del Suo safari nel Mara per avere le migliori probabilità di assistere a un attraversamento del fiume.",
      image_alt: "Gnu che attraversano un fiume nel Maasai Mara",
      content_html: `<p>Ogni anno più di un milione di gnu, insieme a centinaia di migliaia di zebre e gazzelle, compiono un grande anello tra il Serengeti, in Tanzania, e il Maasai Mara, in Kenya. Spesso ci chiedono la data esatta in cui arriveranno le mandrie. La risposta sincera è che nessuno lo sa, perché gli animali seguono l'erba fresca, e l'erba fresca segue la pioggia. Quello che possiamo offrirLe è uno schema affidabile e qualche consiglio pratico maturato in anni di esperienza come guide.</p>
<h2>Lo schema generale</h2>
<p>Da gennaio a marzo le mandrie si trovano molto più a sud, in Tanzania, dove in poche settimane gli gnu danno alla luce circa mezzo milione di piccoli. Quando le pianure meridionali si seccano, risalgono verso nord-ovest e a giugno attraversano il fiume Grumeti, nel Serengeti occidentale. L'avanguardia della mandria raggiunge di solito il confine keniota a <strong>luglio</strong>. Da allora fino a <strong>ottobre</strong> il Mara vive il suo periodo più intenso, con le mandrie che vanno e vengono attraverso i fiumi Mara e Talek in cerca di pascoli. Con le piccole piogge di novembre, iniziano lentamente a ridiscendere verso sud.</p>
<h2>Gli attraversamenti dei fiumi: la pazienza è tutto</h2>
<p>Gli attraversamenti sono il momento che tutti desiderano vedere: migliaia di animali si ammassano su una sponda ripida, esitano per ore e poi, all'improvviso, si gettano in acqua mentre i coccodrilli attendono più in basso. <strong>Agosto e settembre</strong> sono di norma i mesi più affidabili. Anche allora, però, un attraversamento può avvenire a qualsiasi ora del giorno, oppure non verificarsi per diversi giorni. Capita che le mandrie si radunino per tutta la mattina in un punto di guado e poi tornino indietro.</p>
<blockquote>Il nostro consiglio migliore: preveda almeno tre giornate intere nel Mara e sia pronto a trascorrere un giorno intero sul fiume con il pranzo al sacco. Gli ospiti che lo fanno vivono quasi sempre qualcosa di indimenticabile.</blockquote>
<h2>Dove alloggiare</h2>
<p>Il luogo in cui dorme conta più di quanto si possa pensare. I campi nella parte settentrionale della riserva e lungo il fiume Mara sono i più vicini ai principali punti di attraversamento. Le conservancy private che confinano con la riserva limitano il numero di veicoli, consentono safari notturni e a piedi e offrono un'esperienza più tranquilla, anche se gli attraversamenti veri e propri avvengono all'interno della riserva principale.</p>
<ul>
<li><strong>Luglio</strong>: arrivano le prime mandrie; meno visitatori che ad agosto.</li>
<li><strong>Da agosto a settembre</strong>: picco degli attraversamenti e picco dei prezzi. Prenoti con sei-nove mesi di anticipo.</li>
<li><strong>Ottobre</strong>: le mandrie si diradano ma gli attraversamenti continuano, spesso con meno veicoli.</li>
<li><strong>Da novembre a giugno</strong>: stagione verde. Prezzi più bassi, antilopi appena nate e ottimi avvistamenti dei predatori stanziali.</li>
</ul>
<h2>Vale la pena visitarlo al di fuori della migrazione?</h2>
<p>Assolutamente sì. Il Mara ospita numerose popolazioni stanziali di leoni, ghepardi, leopardi, elefanti e bufali che non migrano. Nella stagione verde la riserva è rigogliosa, la luce è splendida per la fotografia e può capitare di condividere un avvistamento con appena uno o due altri veicoli. Per i residenti in Kenya, le tariffe di bassa stagione rendono un weekend lungo nel Mara sorprendentemente accessibile.</p>
<h2>Qualche consiglio pratico</h2>
<p>Porti un binocolo per ogni persona, non uno solo da condividere. Una fotocamera con un teleobiettivo di almeno 200 mm è utile, ma anche un buon smartphone saprà restituire la vastità delle mandrie. Metta in valigia un pile caldo: all'alba nel Mara può fare sorprendentemente freddo, soprattutto su un veicolo aperto prima del sorgere del sole. Infine, prenda in considerazione un volo in mongolfiera: vedere le mandrie dall'alto, allineate in lunghe file attraverso le pianure, regala una prospettiva completamente diversa.</p>
<p>Se desidera che facciamo coincidere le Sue date con la posizione più probabile delle mandrie, ci contatti: uno dei nostri consulenti safari Le illustrerà tutte le possibilità.</p>`,
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
    fr: {
      title: "Résident kényan ou visiteur international : qui paie quoi, et pourquoi",
      slug: "tarifs-residents-kenyans-et-visiteurs-internationaux",
      excerpt:
        "Trois personnes peuvent réserver le même safari et payer trois prix différents. Nous vous expliquons les tarifs résidents, est-africains et non-résidents, ainsi que les justificatifs à présenter.",
      image_alt: "Véhicule de safari à l'entrée d'un parc au Kenya",
      content_html: `<p>L'une des questions qu'on nous pose le plus souvent est la suivante : pourquoi nos formules affichent-elles plusieurs prix ? Sur presque chaque page de safari, vous trouverez un tarif pour les <strong>résidents du Kenya</strong>, un autre pour les <strong>résidents d'Afrique de l'Est</strong> et un troisième pour les <strong>visiteurs internationaux</strong>. L'écart peut être important, et ce n'est pas une erreur : il reflète la façon dont les parcs, les lodges et les compagnies aériennes de la région fixent leurs prix.</p>
<h2>D'où vient la différence</h2>
<p>Le facteur principal, ce sont les droits d'entrée des parcs. Les parcs nationaux et les réserves du Kenya perçoivent des droits de conservation par personne et par jour, répartis en trois catégories : les citoyens et les résidents paient en shillings kényans un tarif nettement inférieur, les citoyens de la Communauté d'Afrique de l'Est paient un tarif local comparable ou légèrement plus élevé, et les non-résidents paient en dollars américains. Dans une réserve prestigieuse en haute saison, un non-résident peut payer par jour plusieurs fois ce que paie un citoyen, pour franchir la même barrière.</p>
<p>Les lodges et les camps adoptent souvent la même logique. Beaucoup publient un tarif résident sensiblement inférieur à leur tarif international, surtout en dehors de la haute saison. Certains proposent également des offres week-end ou vacances scolaires réservées aux seuls résidents.</p>
<h2>Pourquoi ce système</h2>
<ul>
<li><strong>L'accès pour tous les Kényans.</strong> Les parcs appartiennent au pays. Des tarifs plus bas permettent aux familles, aux étudiants et aux groupes paroissiaux kényans de profiter de leur propre patrimoine.</li>
<li><strong>Le pouvoir d'achat.</strong> Des prix alignés sur les marchés internationaux seraient hors de portée de la plupart des voyageurs locaux.</li>
<li><strong>Le financement de la conservation.</strong> Les droits payés par les visiteurs internationaux apportent les devises qui financent les rangers, les unités de lutte contre le braconnage et les projets communautaires.</li>
</ul>
<blockquote>Un droit d'entrée non-résident n'est pas un simple billet. C'est une contribution directe au maintien des éléphants, des rhinocéros et des lions sur leurs terres.</blockquote>
<h2>Qui est considéré comme résident ?</h2>
<p>Les citoyens kényans y ont droit sur présentation de leur carte d'identité nationale ou de leur passeport. Les ressortissants étrangers vivant au Kenya y ont droit avec un permis de travail, un titre de séjour ou une carte d'étranger (alien card) en cours de validité. Les tarifs est-africains s'appliquent aux citoyens des États membres de la Communauté d'Afrique de l'Est munis d'un passeport ou d'une carte d'identité nationale valide. Les tarifs enfants s'appliquent généralement jusqu'à un certain âge, et les tout-petits entrent souvent gratuitement.</p>
<p>Lors de votre réservation, nous vous demandons les informations de chaque voyageur afin d'appliquer le bon tarif. Les rangers et le personnel des lodges contrôlent les documents à l'entrée du parc ou à l'arrivée, et si une personne ne peut pas prouver sa résidence, le tarif international lui est facturé sur place. Munissez-vous donc de l'original, et non d'une simple photo sur votre téléphone.</p>
<h2>Les groupes mixtes</h2>
<p>Il est fréquent de voyager avec des amis ou de la famille venus de l'étranger. Dans ce cas, nous appliquons à chacun le tarif de sa propre catégorie. Un couple de Nairobi qui reçoit des cousins de Londres recevra un devis unique présentant clairement les deux tarifs : aucune mauvaise surprise.</p>
<h2>Les devises de nos devis</h2>
<p>Nous établissons les formules résidents en shillings kényans et les formules internationales en dollars américains, car c'est ainsi que nos prestataires nous facturent. Si vous êtes un visiteur international souhaitant régler sur place, ou un résident préférant payer en dollars, il suffit de nous le demander : nous convertirons au cours du jour.</p>
<h2>Pour profiter du meilleur rapport qualité-prix</h2>
<ul>
<li>Voyagez pendant la saison verte, de novembre à juin (hors périodes de fêtes), lorsque les tarifs résidents baissent encore.</li>
<li>Consultez régulièrement notre page d'offres pour nos promotions week-end réservées aux résidents.</li>
<li>Choisissez une conservancy dont le tarif tout compris inclut les droits d'entrée.</li>
<li>Réservez tôt pour le mois d'août, lorsque les tarifs résidents comme internationaux atteignent leur maximum.</li>
</ul>
<p>Si vous ne savez pas bien dans quelle catégorie vous vous situez, écrivez-nous avant de réserver et nous vous conseillerons. Il est bien plus simple de régler la question dès le départ qu'à l'entrée d'un parc.</p>`,
    },
    it: {
      title: "Quanto paga un residente in Kenya rispetto a un visitatore internazionale, e perché",
      slug: "prezzi-per-residenti-in-kenya-e-visitatori-internazionali",
      excerpt:
        "Tre persone possono prenotare lo stesso safari e pagare tre prezzi diversi. Le spieghiamo le tariffe per residenti, per cittadini dell'Africa orientale e per non residenti, e quali documenti servono.",
      image_alt: "Veicolo da safari all'ingresso di un parco in Kenya",
      content_html: `<p>Una delle domande che riceviamo più spesso è perché i nostri pacchetti riportino più di un prezzo. In quasi ogni pagina dedicata ai safari troverà una tariffa per i <strong>residenti in Kenya</strong>, una per i <strong>residenti dell'Africa orientale</strong> e una per i <strong>visitatori internazionali</strong>. La differenza può essere notevole, e non si tratta di un errore: rispecchia il modo in cui parchi, lodge e compagnie aeree della regione stabiliscono i propri prezzi.</p>
<h2>Da dove nasce la differenza</h2>
<p>Il fattore più importante sono i biglietti d'ingresso ai parchi. I parchi nazionali e le riserve del Kenya applicano tasse di conservazione per persona e per giorno, suddivise in tre fasce: cittadini e residenti pagano in scellini kenioti una tariffa molto più bassa, i cittadini della Comunità dell'Africa orientale pagano una tariffa locale simile o di poco superiore, mentre i non residenti pagano in dollari statunitensi. In una riserva di pregio in alta stagione, un non residente può pagare al giorno molte volte quanto paga un cittadino per varcare lo stesso cancello.</p>
<p>Lodge e campi tendati seguono spesso la stessa logica. Molti pubblicano una tariffa per residenti sensibilmente più bassa di quella internazionale, soprattutto fuori dall'alta stagione. Alcuni propongono inoltre offerte speciali per il fine settimana o per le vacanze scolastiche riservate ai soli residenti.</p>
<h2>Perché funziona così</h2>
<ul>
<li><strong>Accesso per chi vive nel Paese.</strong> I parchi appartengono al Kenya. Tariffe più basse permettono a famiglie, studenti e gruppi parrocchiali kenioti di godere del proprio patrimonio.</li>
<li><strong>Potere d'acquisto.</strong> Prezzi agganciati ai mercati internazionali sarebbero fuori portata per la maggior parte dei viaggiatori locali.</li>
<li><strong>Finanziamento della conservazione.</strong> Le tariffe internazionali portano la valuta estera con cui si pagano ranger, unità antibracconaggio e progetti per le comunità.</li>
</ul>
<blockquote>Una tassa d'ingresso per non residenti non è un semplice biglietto. È un contributo diretto perché elefanti, rinoceronti e leoni possano continuare a vivere sulla loro terra.</blockquote>
<h2>Chi è considerato residente?</h2>
<p>I cittadini kenioti ne hanno diritto presentando la carta d'identità nazionale o il passaporto. I cittadini stranieri che vivono in Kenya ne hanno diritto con un permesso di lavoro, un permesso di soggiorno o una alien card in corso di validità. Le tariffe per l'Africa orientale si applicano ai cittadini degli Stati membri della Comunità dell'Africa orientale muniti di passaporto o carta d'identità nazionale validi. Le tariffe per bambini valgono di solito fino a una certa età, e i più piccoli entrano spesso gratuitamente.</p>
<p>Al momento della prenotazione Le chiediamo i dati di ciascun viaggiatore, così da applicare la tariffa corretta. I ranger e il personale dei lodge controllano i documenti all'ingresso o all'arrivo e, se qualcuno non è in grado di dimostrare la propria residenza, viene addebitata sul posto la tariffa internazionale. La preghiamo quindi di portare con sé il documento originale, non una foto sul telefono.</p>
<h2>Gruppi misti</h2>
<p>Capita spesso di viaggiare con amici o parenti che arrivano dall'estero. In questo caso calcoliamo il prezzo di ogni persona secondo la sua categoria. Una coppia di Nairobi che ospita dei cugini da Londra riceverà un unico preventivo in cui entrambe le tariffe sono indicate chiaramente, senza sorprese.</p>
<h2>Le valute dei nostri preventivi</h2>
<p>Quotiamo i pacchetti per residenti in scellini kenioti e quelli internazionali in dollari statunitensi, perché è così che i nostri fornitori li fatturano a noi. Se è un visitatore internazionale e desidera pagare in loco, oppure un residente che preferisce pagare in dollari, basta chiedere: convertiremo al cambio del giorno.</p>
<h2>Come ottenere il miglior rapporto qualità-prezzo</h2>
<ul>
<li>Viaggi nella stagione verde, da novembre a giugno, festività escluse, quando le tariffe per residenti scendono ulteriormente.</li>
<li>Tenga d'occhio la nostra pagina delle offerte per le promozioni del fine settimana riservate ai residenti.</li>
<li>Scelga una conservancy che includa le tasse d'ingresso in una tariffa tutto compreso.</li>
<li>Prenoti con anticipo per agosto, quando sia le tariffe per residenti sia quelle internazionali raggiungono il massimo.</li>
</ul>
<p>Se non è sicuro della categoria a cui appartiene, ci scriva prima di prenotare e saremo lieti di consigliarLa. Chiarire tutto fin dall'inizio è molto più semplice che doverlo fare al cancello di un parco.</p>`,
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
    fr: {
      title: "Préparer sa valise pour un safari au Kenya : la liste pratique",
      slug: "que-mettre-dans-sa-valise-pour-un-safari-au-kenya",
      excerpt:
        "Sacs souples, couleurs neutres, couches chaudes et une bonne paire de jumelles : nos guides vous disent ce qui sert vraiment en safari, et ce qui reste au fond de la valise.",
      image_alt: "Tente de safari avec un sac prêt et des jumelles",
      content_html: `<p>Faire sa valise pour un safari, c'est trouver l'équilibre entre être paré à tout et voyager léger. Les petits avions limitent les bagages, les véhicules offrent peu de place, et vous porterez sans doute les mêmes vêtements confortables plusieurs jours d'affilée. Après des années à observer nos voyageurs boucler leurs sacs, voici la liste que nous recommandons vraiment.</p>
<h2>Les bagages</h2>
<p>Si vous rejoignez un parc à bord d'un petit avion, la plupart des compagnies autorisent environ <strong>15 kilos par personne, bagage à main compris, dans un sac souple</strong>, sans roulettes ni armature rigide. Les sacs souples se glissent dans l'étroite soute ; les valises rigides, souvent pas. Par la route, vous disposez de plus de latitude, mais un sac souple reste plus pratique. La plupart des lodges proposent un service de blanchisserie dans la journée : vous pouvez donc emporter bien moins que vous ne le pensez.</p>
<h2>Les vêtements</h2>
<ul>
<li><strong>Des couleurs neutres</strong> : kaki, olive, beige et marron. Évitez le blanc éclatant, qui marque la poussière, ainsi que le bleu foncé et le noir, qui attirent les mouches tsé-tsé dans certaines régions.</li>
<li><strong>Plusieurs couches</strong> : les safaris du petit matin sont frais, en particulier dans le Mara et autour du mont Kenya. Prévoyez une polaire et une veste coupe-vent légère.</li>
<li><strong>Des manches longues et un pantalon</strong> pour le soir, afin de vous protéger des moustiques.</li>
<li>Un chapeau à larges bords et un tour de cou ou un foulard contre la poussière.</li>
<li>Des chaussures fermées et confortables pour marcher, et des sandales pour le camp.</li>
<li>Un maillot de bain : de nombreux lodges ont une piscine, et vous finirez sans doute sur la côte.</li>
</ul>
<h2>Santé et confort</h2>
<ul>
<li>Une crème solaire à indice élevé et un baume à lèvres : le soleil équatorial est puissant, même quand l'air paraît frais.</li>
<li>Un répulsif anti-insectes à base de DEET ou d'icaridine.</li>
<li>Un traitement antipaludique si votre médecin le recommande, ainsi que vos médicaments sur ordonnance dans leur emballage d'origine.</li>
<li>Une petite trousse de secours : pansements, sels de réhydratation, antihistaminiques et antidouleurs.</li>
<li>Votre certificat de vaccination contre la fièvre jaune, s'il est exigé pour votre itinéraire.</li>
</ul>
<h2>L'équipement qui fait la différence</h2>
<p>Les <strong>jumelles</strong> sont de loin l'objet le plus utile en safari. Un modèle 8x42 ou 10x42 est idéal, et chaque voyageur devrait idéalement avoir le sien. Côté photo, un zoom 100-400 mm couvre presque toutes les situations ; un sac de riz ou « bean bag » aide à le stabiliser sur le rebord de la fenêtre du véhicule. Emportez des batteries et des cartes mémoire de rechange : en plein face-à-face avec un léopard, ce n'est vraiment pas le moment de manquer de place.</p>
<ul>
<li>Une lampe frontale pour regagner votre tente à la nuit tombée.</li>
<li>Un adaptateur universel : le Kenya utilise la prise à trois fiches de type britannique.</li>
<li>Une batterie externe, car certains camps fonctionnent à l'énergie solaire avec des plages de recharge limitées.</li>
<li>Une gourde réutilisable. La plupart des camps proposent de l'eau filtrée pour la remplir.</li>
</ul>
<h2>Ce qu'il vaut mieux laisser à la maison</h2>
<blockquote>Le Kenya a interdit les sacs plastique à usage unique en 2017. Rangez chaussures et produits de toilette dans des pochettes en tissu ou des sacs réutilisables, car les sacs plastique peuvent être confisqués à l'arrivée.</blockquote>
<p>Laissez de côté les vêtements à motif camouflage, associés à l'armée dans de nombreux pays africains. Les bijoux de valeur sont superflus, et les sèche-cheveux lourds sont rarement utilisables dans les camps de toile.</p>
<h2>Documents et argent</h2>
<p>Munissez-vous de votre passeport, de votre autorisation de voyage électronique ou de la confirmation de votre visa, ainsi que d'un justificatif de résidence si vous réservez au tarif résident. Conservez des copies papier de votre itinéraire et de votre contrat d'assurance. Des petites coupures en shillings kényans ou en dollars américains sont bien utiles pour les pourboires et les marchés d'artisanat. M-Pesa est accepté presque partout, et les visiteurs peuvent faire enregistrer une carte SIM locale avec leur passeport dès l'aéroport.</p>
<p>Avant le départ, notre équipe envoie à chaque voyageur une liste personnalisée, adaptée aux parcs et à la saison de son séjour. En cas de doute, n'hésitez pas à nous poser la question.</p>`,
    },
    it: {
      title: "Cosa mettere in valigia per un safari in Kenya: una lista pratica",
      slug: "cosa-mettere-in-valigia-per-un-safari-in-kenya",
      excerpt:
        "Borse morbide, colori neutri, strati caldi e un buon binocolo: le nostre guide raccontano che cosa si usa davvero in safari e che cosa resta in fondo alla valigia.",
      image_alt: "Tenda da safari con una borsa pronta e un binocolo",
      content_html: `<p>Preparare la valigia per un safari significa trovare il giusto equilibrio tra l'essere pronti a tutto e il viaggiare leggeri. I piccoli aerei limitano il bagaglio, sui veicoli c'è poco spazio e con ogni probabilità indosserà gli stessi abiti comodi per diversi giorni. Dopo anni passati a vedere i nostri ospiti fare i bagagli, ecco la lista che consigliamo davvero.</p>
<h2>Il bagaglio</h2>
<p>Se raggiunge un parco a bordo di un piccolo aereo, la maggior parte delle compagnie consente circa <strong>15 chilogrammi a persona, bagaglio a mano compreso, in una borsa morbida</strong> senza ruote né telaio rigido. Le borse morbide si adattano alla piccola stiva; le valigie rigide spesso no. Se viaggia su strada ha più libertà, ma una borsa morbida resta comunque più pratica. La maggior parte dei lodge offre un servizio di lavanderia in giornata, quindi può portare molto meno di quanto pensi.</p>
<h2>Abbigliamento</h2>
<ul>
<li><strong>Colori neutri</strong>: cachi, verde oliva, beige e marrone. Eviti il bianco acceso, che mette in risalto la polvere, e il blu scuro o il nero, che in alcune zone attirano le mosche tse-tse.</li>
<li><strong>Abbigliamento a strati</strong>: i game drive del primo mattino sono freddi, soprattutto nel Mara e intorno al Monte Kenya. Porti un pile e una giacca antivento leggera.</li>
<li><strong>Maniche lunghe e pantaloni lunghi</strong> per la sera, come protezione dalle zanzare.</li>
<li>Un cappello a tesa larga e uno scaldacollo o un foulard contro la polvere.</li>
<li>Scarpe chiuse e comode per camminare e sandali per il campo.</li>
<li>Il costume da bagno, perché molti lodge hanno la piscina e prima o poi finirà sulla costa.</li>
</ul>
<h2>Salute e comfort</h2>
<ul>
<li>Crema solare ad alta protezione e burrocacao: il sole equatoriale è forte anche quando l'aria sembra fresca.</li>
<li>Repellente per insetti a base di DEET o icaridina.</li>
<li>La profilassi antimalarica, se il Suo medico la consiglia, oltre a eventuali farmaci con ricetta nella confezione originale.</li>
<li>Un piccolo kit di pronto soccorso: cerotti, sali reidratanti, antistaminici e antidolorifici.</li>
<li>Il certificato di vaccinazione contro la febbre gialla, se richiesto per il Suo itinerario.</li>
</ul>
<h2>L'attrezzatura che fa la differenza</h2>
<p>Il <strong>binocolo</strong> è in assoluto l'oggetto più utile in safari. L'ideale è un 8x42 o un 10x42, e sarebbe meglio che ogni viaggiatore avesse il proprio. Per la fotografia, uno zoom 100-400 mm copre quasi ogni situazione; un cuscino di appoggio (bean bag) aiuta a tenerlo fermo sul bordo del finestrino del veicolo. Porti batterie e schede di memoria di scorta: l'emozione di un leopardo davanti all'obiettivo non è il momento di restare senza spazio.</p>
<ul>
<li>Una lampada frontale per raggiungere la tenda dopo il tramonto.</li>
<li>Un adattatore universale: in Kenya si usa la spina a tre poli di tipo britannico.</li>
<li>Un power bank, perché alcuni campi funzionano a energia solare e hanno orari di ricarica limitati.</li>
<li>Una borraccia riutilizzabile. La maggior parte dei campi mette a disposizione acqua filtrata per riempirla.</li>
</ul>
<h2>Cosa lasciare a casa</h2>
<blockquote>Nel 2017 il Kenya ha vietato i sacchetti di plastica monouso. Riponga scarpe e articoli da toilette in sacchetti di stoffa o borse riutilizzabili, perché i sacchetti di plastica possono essere confiscati all'arrivo.</blockquote>
<p>Lasci a casa i capi mimetici, che in molti Paesi africani vengono associati all'esercito. I gioielli di valore non servono, e gli asciugacapelli pesanti si possono usare di rado nei campi tendati.</p>
<h2>Documenti e denaro</h2>
<p>Porti con sé il passaporto, l'autorizzazione di viaggio elettronica o la conferma del visto e, se prenota con le tariffe per residenti, un documento che attesti la residenza. Conservi copie stampate del programma di viaggio e della polizza assicurativa. Banconote di piccolo taglio in scellini kenioti o in dollari statunitensi sono utili per le mance e i mercati dell'artigianato. M-Pesa è accettato quasi ovunque, e i visitatori possono registrare una SIM locale con il proprio passaporto direttamente in aeroporto.</p>
<p>Prima della partenza il nostro team invia a ogni viaggiatore una lista di controllo su misura, adattata ai parchi e alla stagione del suo viaggio. Per qualsiasi dubbio, non esiti a chiederci.</p>`,
    },
  },
};
